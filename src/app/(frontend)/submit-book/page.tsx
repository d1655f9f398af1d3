import type { Metadata } from 'next'

import { BookSuggestionForm } from '@/components/books/BookSuggestionForm'
import { SubmissionShell } from '@/components/submissions/SubmissionShell'
import { requireSection } from '@/lib/pages/requireSection'
import { payloadClient } from '@/lib/payload'
import { pageMetadata } from '@/lib/seo/metadata'

// The same page for everyone (no sign-in needed), so it is cached like the other public pages.
export const revalidate = 300

export const generateMetadata = async (): Promise<Metadata> =>
  pageMetadata(await payloadClient(), {
    title: 'Suggest a Book',
    description: 'Suggest a book for the reading club: a book that helped you walk with Christ and could help others.',
    path: '/submit-book',
  })

export default async function SubmitBookPage() {
  const payload = await payloadClient()
  await requireSection(payload, 'submit-book')
  return (
    <SubmissionShell
      title="Suggest a Book"
      intro="Which book has helped you walk with Christ? Tell us about it, and we may read it together in a coming month. No account is needed."
    >
      <BookSuggestionForm />
    </SubmissionShell>
  )
}
