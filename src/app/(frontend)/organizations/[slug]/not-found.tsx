import Link from 'next/link'

import { primaryButtonClass } from '@/components/forms/styles'

/** An unknown or unpublished organization (HTTP 404), in the spec's words. */
export default function OrganizationNotFound() {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="font-serif text-3xl font-bold text-stone-900">Organization Not Found</h1>
      <p className="mt-4 text-stone-700">The organization you&apos;re looking for could not be found.</p>
      <Link href="/organizations" className={`mt-8 ${primaryButtonClass}`}>
        Back to Organizations
      </Link>
    </div>
  )
}
