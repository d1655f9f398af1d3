'use client'

import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'

import { focusRing, secondaryButtonClass } from '@/components/forms/styles'
import { linkedDayIndex } from '@/collections/reading-plans/dayAnchor'
import { completedCount, percentComplete } from '@/collections/reading-plans/progress'
import { PlanDay } from './PlanDay'
import type { PlanDayView } from './planDayView'
import { PlanProgressBar } from './PlanProgressBar'
import { usePlanProgress } from './usePlanProgress'

/** `address`: the plan's page, where signing in returns to (given by the server, which knows the sections). */
type Props = { slug: string; address: string; days: PlanDayView[] }

const navButtonClass = `${secondaryButtonClass} w-full md:w-auto`

/**
 * A plan's days as the reader works through them: the progress
 * bar, previous/next (disabled at the ends), a day dropdown on phones, and the list of days,
 * each opening and closing on a click (native <details>, so the list reads without JavaScript
 * too). The current day is the one last opened or stepped to, or the one the address names
 * (`#day-3`, where a citing day is linked from a passage page), which opens on arrival.
 */
export function ReadingPlanReader({ slug, address, days }: Props) {
  const { progress, setCompleted, setAnswer, flushAnswer, signedIn, loading, unread } = usePlanProgress(slug)
  const [chosen, setCurrent] = useState(0)
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(days.length > 0 ? [days[0].day] : []))
  const summaries = useRef(new Map<number, HTMLElement>())

  // The day the address names opens as the current one, on arrival and when the fragment changes.
  // The days above it stay as they are, so the box the browser scrolled to does not move.
  useEffect(() => {
    const openLinkedDay = () => {
      const index = linkedDayIndex(window.location.hash, days)
      if (index === null) return
      setCurrent(index)
      setOpen((was) => (was.has(days[index].day) ? was : new Set(was).add(days[index].day)))
    }
    openLinkedDay()
    window.addEventListener('hashchange', openLinkedDay)
    return () => window.removeEventListener('hashchange', openLinkedDay)
  }, [days])

  if (days.length === 0) {
    return <p className="mt-10 rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">This plan lists no days yet.</p>
  }

  // The plan may have lost days since the reader chose one (a newer version of the page).
  const current = Math.min(chosen, days.length - 1)
  const listed = days.map((d) => d.day)
  const done = completedCount(progress, listed)
  const percent = percentComplete(progress, listed)

  /**
   * Steps to the day at `index`: it opens, the one left closes, and it scrolls into view. The
   * focus stays on the control (Next can be pressed again); the day's name is announced.
   */
  const goTo = (index: number) => {
    const from = days[current].day
    const to = days[index].day
    setCurrent(index)
    setOpen((was) => {
      const next = new Set(was)
      next.delete(from)
      next.add(to)
      return next
    })
    summaries.current.get(to)?.scrollIntoView({ block: 'start', behavior: 'smooth' })
  }

  const toggled = (index: number, isOpen: boolean) => {
    const day = days[index].day
    if (isOpen === open.has(day)) return
    setOpen((was) => {
      const next = new Set(was)
      if (isOpen) next.add(day)
      else next.delete(day)
      return next
    })
    if (isOpen) setCurrent(index)
  }

  return (
    <div className="mt-8">
      <PlanProgressBar percent={percent} done={done} listed={listed.length} />
      <p className="mt-2 text-sm text-stone-600" aria-live="polite">
        {loading ? (
          'Loading the progress saved to your account…'
        ) : signedIn ? (
          'Your progress and answers are saved to your account.'
        ) : (
          <>
            Your progress and answers are kept in this browser.{' '}
            <Link href={`/login?next=${encodeURIComponent(address)}`} className={`font-medium text-amber-900 underline ${focusRing}`}>
              Sign in
            </Link>{' '}
            to keep them on every device.
          </>
        )}
      </p>

      {/* Phones: the day dropdown on its own row, Previous and Next side by side below it. */}
      <nav aria-label="Days of the plan" className="mt-8 grid grid-cols-2 items-center gap-3 md:flex md:justify-between">
        <label className="col-span-2 md:hidden">
          <span className="sr-only">Go to day</span>
          <select
            value={current}
            onChange={(event) => goTo(Number(event.target.value))}
            className={`block min-h-11 w-full rounded-md border border-stone-400 bg-white px-3 text-base text-stone-900 ${focusRing}`}
          >
            {days.map((day, index) => (
              <option key={day.day} value={index}>
                Day {day.day}: {day.title}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={navButtonClass} disabled={current === 0} onClick={() => goTo(current - 1)}>
          <span aria-hidden="true">←</span> Previous Day
        </button>
        {/* On phones the dropdown shows the day; this line still tells screen readers of a step. */}
        <p aria-live="polite" className="sr-only text-center text-sm text-stone-700 md:not-sr-only">
          <span className="font-medium text-stone-900">
            Day {days[current].day}: {days[current].title}
          </span>{' '}
          ({current + 1} of {days.length})
        </p>
        <button type="button" className={navButtonClass} disabled={current === days.length - 1} onClick={() => goTo(current + 1)}>
          Next Day <span aria-hidden="true">→</span>
        </button>
      </nav>

      <section aria-labelledby="plan-days" className="mt-6">
        <h2 id="plan-days" className="font-serif text-2xl font-bold text-stone-900">
          Days
        </h2>
        <ol className="mt-4 space-y-3">
          {days.map((day, index) => (
            <li key={day.day}>
              <PlanDay
                day={day}
                open={open.has(day.day)}
                current={index === current}
                completed={progress.completed[String(day.day)] === true}
                answers={progress.answers[String(day.day)] ?? {}}
                busy={loading || unread}
                summaryRef={(element) => {
                  if (element) summaries.current.set(day.day, element)
                  else summaries.current.delete(day.day)
                }}
                onToggle={(isOpen) => toggled(index, isOpen)}
                onComplete={(isDone) => setCompleted(day.day, isDone)}
                onAnswer={(question, text) => setAnswer(day.day, question, text)}
                onAnswerDone={(question) => flushAnswer(day.day, question)}
              />
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}
