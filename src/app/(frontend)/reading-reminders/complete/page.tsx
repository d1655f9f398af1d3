import type { Metadata } from 'next'
import Link from 'next/link'

import { AuthCard } from '@/components/account/AuthCard'
import { textLinkClass } from '@/components/auth/authFormStyles'
import { primaryButtonClass } from '@/components/forms/styles'
import { dayAnchor } from '@/collections/reading-plans/dayAnchor'
import { addressOf } from '@/collections/addresses'
import { completeLinkState } from '@/collections/reading-reminders/data'
import { COMPLETE_LINK_DAYS } from '@/collections/reading-reminders/links'
import { payloadClient } from '@/lib/payload'
import { pageMetadata } from '@/lib/seo/metadata'

// The address carries the link's token: never indexed, never sent to another site as a Referer
// ("same-origin", not "no-referrer", which would make the form's Origin null and refused).
export const generateMetadata = async (): Promise<Metadata> => ({
  ...(await pageMetadata(await payloadClient(), { title: 'Mark as complete', description: "Mark a reading plan's day as complete.", path: '/reading-reminders/complete' })),
  robots: { index: false, follow: false },
  referrer: 'same-origin',
})

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null

/**
 * Where a reminder e-mail's "Mark as complete" link opens (rendered per request: it reads the
 * address). Opening it changes nothing, so a mail scanner that follows the link marks nothing;
 * the button posts the token (a plain form, no script needed) and comes back here to show the day complete.
 */
export default async function CompleteFromReminderPage({ searchParams }: Props) {
  const payload = await payloadClient()
  const params = await searchParams
  const token = first(params.token)
  const failed = first(params.failed) !== null
  const link = await completeLinkState(payload, token)

  if (link.state === 'invalid') {
    return (
      <AuthCard title="This link can't be used" intro="It is not valid, or it has expired.">
        <p className="text-sm text-stone-700">
          A &ldquo;Mark as complete&rdquo; link works for {COMPLETE_LINK_DAYS} days after its e-mail. You can mark the day on the plan&rsquo;s
          page instead.
        </p>
        <Link href="/reading-plans" className={`${primaryButtonClass} w-full`}>
          Go to the reading plans
        </Link>
      </AuthCard>
    )
  }

  const dayUrl = `${addressOf('reading-plans', link.plan.slug)}#${dayAnchor(link.day.day)}`
  const what = (
    <>
      Day {link.day.day} of <span className="font-semibold">{link.plan.title}</span>: {link.day.title}
    </>
  )

  if (link.state === 'done') {
    return (
      <AuthCard title="Day complete" intro={<p role="status">{what} is marked as complete.</p>}>
        <Link href={dayUrl} className={`${primaryButtonClass} w-full`}>
          Open the plan
        </Link>
      </AuthCard>
    )
  }

  return (
    <AuthCard title="Mark as complete?" intro={<p>{what}</p>}>
      {failed && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          The day could not be marked. Please try again.
        </p>
      )}
      <form method="post" action={`/api/reading-reminders/complete?token=${encodeURIComponent(token ?? '')}`}>
        <input type="hidden" name="token" value={token ?? ''} />
        <button type="submit" className={`${primaryButtonClass} w-full`}>
          Mark day {link.day.day} as complete
        </button>
      </form>
      <p className="text-center text-sm text-stone-700">
        Or{' '}
        <Link href={dayUrl} className={textLinkClass}>
          read the day on the site
        </Link>{' '}
        first.
      </p>
    </AuthCard>
  )
}
