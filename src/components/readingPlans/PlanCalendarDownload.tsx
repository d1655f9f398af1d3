'use client'

import { useState, useSyncExternalStore } from 'react'

import { inputClass, secondaryButtonClass } from '@/components/forms/styles'

const noChanges = () => () => {}

/** Today on the reader's own calendar, as YYYY-MM-DD. */
const localToday = () => {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/**
 * Download the plan as an iCalendar file, one all-day event per listed day from the chosen start
 * date (today by default). A plain GET form: the file answers as an attachment, so the page
 * stays where it is, with or without JavaScript. `serverToday` is the date the page was rendered
 * on, until the browser knows its own.
 */
export function PlanCalendarDownload({ slug, serverToday }: { slug: string; serverToday: string }) {
  const today = useSyncExternalStore(noChanges, localToday, () => serverToday)
  const [chosen, setChosen] = useState<string | null>(null)
  return (
    <form action={`/api/reading-plans/${slug}/calendar`} method="get" className="flex flex-wrap items-end gap-2">
      <label className="text-sm text-stone-700">
        <span className="block font-medium">Start date</span>
        <input
          type="date"
          name="start"
          required
          min="2000-01-01"
          max="2999-12-31"
          value={chosen ?? today}
          onChange={(event) => setChosen(event.target.value || null)}
          className={`mt-1 ${inputClass} h-10 py-1`}
        />
      </label>
      <button type="submit" className={secondaryButtonClass}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M12 3v12m0 0-4-4m4 4 4-4M5 21h14" />
        </svg>
        Download
        <span className="sr-only">the plan for your calendar (.ics)</span>
      </button>
    </form>
  )
}
