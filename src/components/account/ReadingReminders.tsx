import Link from 'next/link'

import { textLinkClass } from '@/components/auth/authFormStyles'
import { ReminderForm } from '@/components/readingPlans/ReminderForm'
import { addressOf } from '@/collections/addresses'
import type { AccountReminder } from '@/lib/validation/readingReminder'
import { AccountSection } from './AccountSection'

/**
 * The account page's list of the member's reading-plan reminders, each with its hour, time zone
 * and on/off switch (the plan page's own form). A finished plan sends nothing, whatever is set.
 */
export function ReadingReminders({ reminders }: { reminders: AccountReminder[] }) {
  return (
    <AccountSection id="reminders" title="Reading plan reminders" intro="A daily e-mail with the next day's reading of a plan you follow.">
      {reminders.length === 0 ? (
        <p className="text-sm text-stone-800">
          You have no reminders. Open a{' '}
          <Link href="/reading-plans" className={textLinkClass}>
            reading plan
          </Link>{' '}
          and ask for a daily e-mail on its page.
        </p>
      ) : (
        <ul className="divide-y divide-stone-200">
          {reminders.map((reminder) => (
            <li key={reminder.plan.slug} className="space-y-3 py-4 first:pt-0 last:pb-0">
              <h3 className="font-medium text-stone-900">
                <Link href={addressOf('reading-plans', reminder.plan.slug)} className={textLinkClass}>
                  {reminder.plan.title}
                </Link>
              </h3>
              {reminder.finished && <p className="text-sm text-stone-700">You have finished this plan, so no more e-mails are sent.</p>}
              <ReminderForm slug={reminder.plan.slug} saved={reminder} />
            </li>
          ))}
        </ul>
      )}
    </AccountSection>
  )
}
