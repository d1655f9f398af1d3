'use client'

import { useId, useState, useSyncExternalStore, type FormEvent } from 'react'

import { SubmitButton } from '@/components/forms/SubmitButton'
import { inputClass } from '@/components/forms/styles'
import { toast } from '@/components/toast/toastStore'
import { ApiError } from '@/lib/client/apiRequest'
import { useSubmission } from '@/lib/client/useSubmission'
import { canonicalTimeZone, hourLabel, timeZoneNames } from '@/lib/dates/timeZone'
import type { Reminder } from '@/lib/validation/readingReminder'

const HOURS = Array.from({ length: 24 }, (_, hour) => hour)
const DEFAULT_HOUR = 7

const noChanges = () => () => {}
let zones: string[] | null = null
/** The browser's own list of zones (the server renders only the chosen one: the lists may differ). */
const browserZones = () => (zones ??= timeZoneNames())
const browserZone = () => canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? 'UTC'

type Props = {
  slug: string
  /** The reminder as saved; null before the member set one (the form then offers 7:00 AM in the browser's zone). */
  saved: Reminder | null
  /** Called with the reminder as saved (the account page refreshes its list). */
  onSaved?: (reminder: Reminder) => void
}

/**
 * A member's daily e-mail for one plan: on or off, the hour, and the time zone (the browser's
 * own until another is chosen). Saved with `PUT /api/reading-plans/{slug}/reminder`; shown on
 * the plan's page and on the account page.
 */
export function ReminderForm({ slug, saved, onSaved }: Props) {
  const sendOnce = useSubmission()
  const id = useId()
  const detectedZone = useSyncExternalStore(noChanges, browserZone, () => null)
  const [enabled, setEnabled] = useState(saved?.enabled ?? true)
  const [hour, setHour] = useState(saved?.hour ?? DEFAULT_HOUR)
  const [chosenZone, setZone] = useState<string | null>(saved?.timeZone ?? null)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const timeZone = chosenZone ?? detectedZone ?? 'UTC'
  const listed = useSyncExternalStore(noChanges, browserZones, () => null)
  const options = listed ? (listed.includes(timeZone) ? listed : [timeZone, ...listed]) : [timeZone]

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setPending(true)
    setError(null)
    try {
      const { reminder } = await sendOnce<{ reminder: Reminder }>('PUT', `/api/reading-plans/${slug}/reminder`, { enabled, hour, timeZone })
      toast({
        title: reminder.enabled ? 'Reminder saved' : 'Reminder turned off',
        description: reminder.enabled ? `Each day's reading at ${hourLabel(reminder.hour)} (${reminder.timeZone}).` : 'No more daily e-mails for this plan.',
      })
      onSaved?.(reminder)
    } catch (cause) {
      const message = (cause instanceof ApiError && cause.serverMessage) || 'The reminder could not be saved. Please try again.'
      setError(cause instanceof ApiError && cause.fieldErrors.timeZone ? cause.fieldErrors.timeZone : message)
    } finally {
      setPending(false)
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-describedby={error ? `${id}-error` : undefined}>
      <label className="flex min-h-11 items-center gap-3 text-sm text-stone-800">
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} className="size-5 accent-amber-700" />
        E-mail me each day&rsquo;s reading
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block text-sm font-medium text-stone-800">
          At
          <select value={hour} onChange={(event) => setHour(Number(event.target.value))} disabled={!enabled} className={`mt-1 ${inputClass} h-11`}>
            {HOURS.map((h) => (
              <option key={h} value={h}>
                {hourLabel(h)}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium text-stone-800">
          Time zone
          <select value={timeZone} onChange={(event) => setZone(event.target.value)} disabled={!enabled} className={`mt-1 ${inputClass} h-11`}>
            {options.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <SubmitButton pending={pending} label="Save reminder" pendingLabel="Saving..." />
    </form>
  )
}
