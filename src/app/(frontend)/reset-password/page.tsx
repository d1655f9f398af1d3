import type { Metadata } from 'next'
import Link from 'next/link'

import { AuthCard } from '@/components/account/AuthCard'
import { ResetPasswordForm } from '@/components/account/ResetPasswordForm'
import { textLinkClass } from '@/components/auth/authFormStyles'
import { primaryButtonClass } from '@/components/forms/styles'
import { resetLinkUsable } from '@/lib/auth/passwordReset'
import { RESET_LINK_INVALID, resetFormError } from '@/lib/auth/passwordResetPages'
import { payloadClient } from '@/lib/payload'
import { pageMetadata } from '@/lib/seo/metadata'

// The address carries the link's secret: it is never indexed, and never sent to another site as a
// Referer. (Not "no-referrer": that also makes the browser send `Origin: null` with the form,
// which the API's cross-site check rightly refuses.)
export const generateMetadata = async (): Promise<Metadata> => ({
  ...(await pageMetadata(await payloadClient(), { title: 'Choose a new password', description: 'Set a new password for your account.', path: '/reset-password' })),
  robots: { index: false, follow: false },
  referrer: 'same-origin',
})

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null

/**
 * Where the reset e-mail's link opens. The link is checked first, so an expired or used one
 * says so at once (with the way to a new one) instead of after the new password is typed.
 */
export default async function ResetPasswordPage({ searchParams }: Props) {
  const payload = await payloadClient()
  const params = await searchParams
  const token = first(params.token)
  if (!token || !(await resetLinkUsable(payload, token))) {
    return (
      <AuthCard title="This link can't be used" intro={RESET_LINK_INVALID}>
        <p className="text-sm text-stone-700">Reset links work once, within an hour of being sent. Only the newest link you asked for works.</p>
        <Link href="/forgot-password" className={`${primaryButtonClass} w-full`}>
          Ask for a new link
        </Link>
      </AuthCard>
    )
  }
  const error = resetFormError(first(params.error))
  return (
    <AuthCard title="Choose a new password" intro="Once it is set, you are signed in here and signed out everywhere else.">
      {error && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      )}
      <ResetPasswordForm token={token} />
      <p className="text-center text-sm text-stone-700">
        Link not working?{' '}
        <Link href="/forgot-password" className={textLinkClass}>
          Ask for a new one
        </Link>
      </p>
    </AuthCard>
  )
}
