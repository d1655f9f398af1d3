import type { Metadata } from 'next'
import Link from 'next/link'

import { AuthCard } from '@/components/account/AuthCard'
import { ForgotPasswordForm } from '@/components/account/ForgotPasswordForm'
import { ResetLinkSent } from '@/components/account/ResetLinkSent'
import { textLinkClass } from '@/components/auth/authFormStyles'
import { resetFormError } from '@/lib/auth/passwordResetPages'
import { payloadClient } from '@/lib/payload'
import { pageMetadata } from '@/lib/seo/metadata'

export const generateMetadata = async (): Promise<Metadata> => ({
  ...(await pageMetadata(await payloadClient(), { title: 'Forgot password', description: 'Get a link to choose a new password.', path: '/forgot-password' })),
  robots: { index: false, follow: true },
})

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null

/**
 * "Forgot password?": the e-mail address, then the same answer whatever it is. Rendered per
 * request, so a form the browser sent by itself (before the JavaScript loaded) comes back here
 * with `?sent=1` or `?error=<code>` and the page says so in its HTML.
 */
export default async function ForgotPasswordPage({ searchParams }: Props) {
  const params = await searchParams
  const sent = first(params.sent) === '1'
  const error = resetFormError(first(params.error))
  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the e-mail address of your account and we'll send you a link to choose a new password. The link works once, within an hour."
    >
      {error && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      )}
      {sent ? <ResetLinkSent /> : <ForgotPasswordForm />}
      <p className="text-center text-sm text-stone-700">
        Remembered it?{' '}
        <Link href="/login" className={textLinkClass}>
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  )
}
