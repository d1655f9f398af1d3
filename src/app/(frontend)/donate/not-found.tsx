import Link from 'next/link'

import { primaryButtonClass } from '@/components/forms/styles'

/** /donate while donations are switched off in the site settings (HTTP 404), in the spec's words. */
export default function DonationsDisabled() {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="font-serif text-3xl font-bold text-stone-900">Donations Currently Disabled</h1>
      <p className="mt-4 text-stone-700">Gifts cannot be received at the moment. Thank you for thinking of this ministry; please check back later.</p>
      <Link href="/" className={`mt-8 ${primaryButtonClass}`}>
        Go home
      </Link>
    </div>
  )
}
