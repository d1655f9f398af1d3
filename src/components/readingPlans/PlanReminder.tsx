'use client'

import Link from 'next/link'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'

import { focusRing } from '@/components/forms/styles'
import { apiRequest } from '@/lib/client/apiRequest'
import { useUser } from '@/lib/client/useUser'
import type { Reminder } from '@/lib/validation/readingReminder'

const loadForm = () => import('./ReminderForm')
/**
 * Only a signed-in member gets the form (the page is the same for everyone), so its script loads
 * once the member is known, not with the page: a visitor never needs it.
 */
const ReminderForm = lazy(() => loadForm().then((m) => ({ default: m.ReminderForm })))

const loadingReminder = <p className="text-sm text-stone-600">Loading your reminder…</p>

/**
 * The plan page's "Daily reminder" box. The page is cached and the same for everyone, so the
 * member's reminder is fetched here once the page has loaded; a visitor is offered to sign in.
 */
export function PlanReminder({ slug, address }: { slug: string; address: string }) {
  const { user, isLoading } = useUser()
  const queryClient = useQueryClient()
  const path = `/api/reading-plans/${slug}/reminder`
  const reminder = useQuery({
    queryKey: [path, user?.id ?? null],
    enabled: Boolean(user),
    // The form's script downloads while the member's reminder is fetched.
    queryFn: () => Promise.all([apiRequest<{ reminder: Reminder | null }>('GET', path), loadForm()]).then(([answer]) => answer),
  })

  return (
    <section aria-labelledby="plan-reminder" className="mt-8 rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id="plan-reminder" className="font-serif text-xl font-semibold text-stone-900">
        Daily reminder
      </h2>
      <p className="mt-1 text-sm text-stone-700">An e-mail with the next day&rsquo;s reading and questions, at the hour you choose, until you finish the plan.</p>
      <div className="mt-4">
        {isLoading || (user && reminder.isPending) ? (
          loadingReminder
        ) : !user ? (
          <p className="text-sm text-stone-700">
            <Link href={`/login?next=${encodeURIComponent(address)}`} className={`font-medium text-amber-900 underline ${focusRing}`}>
              Sign in
            </Link>{' '}
            to have each day&rsquo;s reading e-mailed to you.
          </p>
        ) : reminder.isError ? (
          <p className="text-sm text-stone-700">Your reminder could not be loaded. Please reload the page.</p>
        ) : (
          <Suspense fallback={loadingReminder}>
            <ReminderForm
              key={JSON.stringify(reminder.data?.reminder ?? null)}
              slug={slug}
              saved={reminder.data?.reminder ?? null}
              onSaved={(saved) => queryClient.setQueryData([path, user.id], { reminder: saved })}
            />
          </Suspense>
        )}
      </div>
    </section>
  )
}
