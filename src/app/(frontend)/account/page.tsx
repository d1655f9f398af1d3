import type { Metadata } from 'next'
import Link from 'next/link'

import { AccountSection } from '@/components/account/AccountSection'
import { CommentEmailsSection } from '@/components/account/CommentEmailsSection'
import { DeleteAccount } from '@/components/account/DeleteAccount'
import { EmailForm } from '@/components/account/EmailForm'
import { ExportData } from '@/components/account/ExportData'
import { PasswordForm } from '@/components/account/PasswordForm'
import { ProfileForm } from '@/components/account/ProfileForm'
import { ReadingReminders } from '@/components/account/ReadingReminders'
import { textLinkClass } from '@/components/auth/authFormStyles'
import { BackLink } from '@/components/layout/BackLink'
import { accountNotice, ACCOUNT_NOTICES, type NoticeSection } from '@/lib/auth/accountNotices'
import { memberOrSignIn } from '@/lib/auth/currentMember'
import { pendingEmailChange } from '@/lib/auth/emailChange'
import { configuredProviders } from '@/lib/auth/providers'
import { confirmedRecently } from '@/lib/auth/reauthentication'
import { getFeatures } from '@/lib/data/site'
import { payloadClient } from '@/lib/payload'
import { pageMetadata } from '@/lib/seo/metadata'
import { listReminders } from '@/collections/reading-reminders/data'

export const generateMetadata = async (): Promise<Metadata> => ({
  ...(await pageMetadata(await payloadClient(), { title: 'Account settings', description: 'Your name, password, e-mail address and data.', path: '/account' })),
  robots: { index: false, follow: false },
})

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null

const SECTIONS = Object.keys(ACCOUNT_NOTICES) as NoticeSection[]

/**
 * The page's address with only the notices it knows (`?email=changed`): a visitor who opened the
 * e-mail link signed out signs in and still reads what happened.
 */
const pathWithNotices = (params: Record<string, string | string[] | undefined>) => {
  const query = new URLSearchParams()
  for (const section of SECTIONS) {
    const code = first(params[section])
    if (accountNotice(section, code)) query.set(section, code!)
  }
  return query.size ? `/account?${query}` : '/account'
}

/**
 * The member's account (members only: a visitor is sent to sign in first). Each form works
 * through the JSON API once the page's JavaScript runs, and posts by itself before that; the
 * API then redirects back with `?<section>=<code>`, which the section shows.
 */
export default async function AccountPage({ searchParams }: Props) {
  const payload = await payloadClient()
  const params = await searchParams
  const user = await memberOrSignIn(payload, pathWithNotices(params))
  const [pending, confirmed] = await Promise.all([pendingEmailChange(payload, user.id), confirmedRecently(payload, user.id)])
  const hasPassword = user.hasPassword !== false
  const notice = (section: NoticeSection) => accountNotice(section, first(params[section]))

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <BackLink href="/dashboard">Back to dashboard</BackLink>
        <h1 className="mt-2 font-serif text-3xl font-bold text-stone-900 sm:text-4xl">Account settings</h1>
        <p className="mt-2 text-stone-700">
          Signed in as <span className="font-semibold wrap-anywhere">{user.email}</span>.
        </p>
      </div>

      <AccountSection id="profile" title="Profile" intro="The name shown on your dashboard." notice={notice('profile')}>
        <ProfileForm firstName={user.firstName ?? ''} lastName={user.lastName ?? ''} />
      </AccountSection>

      <AccountSection
        id="password"
        title="Password"
        intro={hasPassword ? 'Changing it signs you out on every other device.' : undefined}
        notice={notice('password')}
      >
        {hasPassword ? (
          <PasswordForm email={user.email} />
        ) : (
          <p className="text-sm text-stone-800">
            You sign in with Google, GitHub or Apple, so your account has no password. To set one, and sign in with your e-mail
            address as well, use{' '}
            <Link href="/forgot-password" className={textLinkClass}>
              Forgot password?
            </Link>{' '}
            and we will e-mail you a link to choose it.
          </p>
        )}
      </AccountSection>

      <AccountSection
        id="email"
        title="E-mail address"
        intro={
          <>
            Currently <span className="font-semibold wrap-anywhere">{user.email}</span>. We send a confirmation link to the new address,
            and tell this one.
          </>
        }
        notice={notice('email')}
      >
        <EmailForm hasPassword={hasPassword} pending={pending} />
      </AccountSection>

      {(await getFeatures(payload)).comments && <CommentEmailsSection user={user} notice={notice('notifications')} />}
      <ReadingReminders reminders={await listReminders(payload, user)} />

      <div className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        <ExportData />
      </div>

      <DeleteAccount hasPassword={hasPassword} providers={await configuredProviders(payload)} confirmed={confirmed} />
    </div>
  )
}
