import type { Metadata } from 'next'

import { ContactForm } from '@/components/forms/ContactForm'
import { ContactCards } from '@/components/pages/ContactCards'
import { getContactInfo } from '@/lib/data/site'
import { payloadClient } from '@/lib/payload'
import { pageMetadata } from '@/lib/seo/metadata'

export const generateMetadata = async (): Promise<Metadata> =>
  pageMetadata(await payloadClient(), { title: 'Contact', description: 'Questions, feedback or a prayer request: send us a message.', path: '/contact' })

export default async function ContactPage() {
  const payload = await payloadClient()
  const contact = await getContactInfo(payload)
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">Contact</h1>
      <p className="mt-3 max-w-2xl text-stone-700">
        Have a question, a story to share or something you would like us to write about? We would love to hear from you.
      </p>
      <div className="mt-8">
        <ContactCards contact={contact} />
      </div>
      <section aria-labelledby="contact-form" className="mt-10 rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h2 id="contact-form" className="font-serif text-2xl font-bold text-stone-900">
          Send a message
        </h2>
        <div className="mt-6">
          <ContactForm />
        </div>
      </section>
    </div>
  )
}
