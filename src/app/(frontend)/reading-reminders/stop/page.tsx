import type { Metadata } from 'next'
import Link from 'next/link'

import { AuthCard } from '@/components/account/AuthCard'
import { textLinkClass } from '@/components/auth/authFormStyles'
import { primaryButtonClass } from '@/components/forms/styles'
import { addressOf } from '@/collections/addresses'
import { stopLinkState } from '@/collections/reading-reminders/data'
import { ONE_CLICK_STOP } from '@/collections/reading-reminders/links'
import { payloadClient } from '@/lib/payload'
import { pageMetadata } from '@/lib/seo/metadata'

// The address carries the link's token: never indexed, never sent to another site as a Referer.
export const generateMetadata = async (): Promise<Metadata> => ({
  ...(await pageMetadata(await payloadClient(), { title: 'Stop reminder e-mails', description: "Stop a reading plan's daily e-mails.", path: '/reading-reminders/stop' })),
  robots: { index: false, follow: false },
  referrer: 'same-origin',
})

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null

/**
 * Where a reminder e-mail's "Stop these e-mails" link opens: opening it changes nothing; the
 * button (a plain form) turns the reminder off and comes back here. Mail clients stop it in one
 * click through the List-Unsubscribe header instead.
 */
export default async function StopReminderPage({ searchParams }: Props) {
  const payload = await payloadClient()
  const token = first((await searchParams).token)
  const link = await stopLinkState(payload, token)

  if (link.state === 'invalid') {
    return (
      <AuthCard title="This link can't be used" intro="It is not valid.">
        <p className="text-sm text-stone-700">You can turn reminders on or off on your account page.</p>
        <Link href="/account#reminders" className={`${primaryButtonClass} w-full`}>
          Go to your account
        </Link>
      </AuthCard>
    )
  }

  const plan = <span className="font-semibold">{link.plan.title}</span>
  if (link.state === 'off') {
    return (
      <AuthCard title="Reminders stopped" intro={<p role="status">You will get no more daily e-mails for {plan}.</p>}>
        <p className="text-sm text-stone-700">
          To have them again, turn the reminder on{' '}
          {link.plan.slug ? (
            <Link href={addressOf('reading-plans', link.plan.slug)} className={textLinkClass}>
              on the plan&rsquo;s page
            </Link>
          ) : (
            'on the plan’s page'
          )}{' '}
          or on{' '}
          <Link href="/account#reminders" className={textLinkClass}>
            your account page
          </Link>
          .
        </p>
      </AuthCard>
    )
  }

  return (
    <AuthCard title="Stop reminder e-mails?" intro={<p>The daily e-mails for {plan} will stop. Your progress stays as it is.</p>}>
      <form method="post" action={`${ONE_CLICK_STOP}?token=${encodeURIComponent(token ?? '')}&from=page`}>
        <button type="submit" className={`${primaryButtonClass} w-full`}>
          Stop these e-mails
        </button>
      </form>
    </AuthCard>
  )
}
