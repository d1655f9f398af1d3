'use client'

import { inputClass, primaryButtonClass, secondaryButtonClass } from '@/components/forms/styles'
import { dayAnchor } from '@/collections/reading-plans/dayAnchor'
import { ReferencedText } from '@/components/scripture/ReferencedText'
import { esvPassageUrl } from '@/scripture/esvPassage'
import { ANSWER_MAX_LENGTH } from '@/lib/validation/formRules'
import type { ReadingAnswer } from '@/lib/validation/readingProgress'
import type { PlanDayView } from './planDayView'

type Props = {
  day: PlanDayView
  open: boolean
  /** The day previous/next and the dropdown are on. */
  current: boolean
  completed: boolean
  answers: Record<string, ReadingAnswer>
  /** The member's saved progress is still loading: changes wait. */
  busy: boolean
  summaryRef: (element: HTMLElement | null) => void
  onToggle: (open: boolean) => void
  onComplete: (done: boolean) => void
  onAnswer: (question: number, text: string) => void
  onAnswerDone: (question: number) => void
}

const CheckIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
    <path d="m5 12 5 5 9-11" />
  </svg>
)

/**
 * One day of a plan: its passages as links to the ESV's reading site, each with a "Read here"
 * button that opens its text in the page's passage popover (src/components/scripture), what to
 * notice, the reflection questions with a free-text answer each, and Mark as Complete.
 */
export function PlanDay({ day, open, current, completed, answers, busy, summaryRef, onToggle, onComplete, onAnswer, onAnswerDone }: Props) {
  const id = dayAnchor(day.day)
  return (
    <details
      id={id}
      open={open}
      onToggle={(event) => onToggle(event.currentTarget.open)}
      className={`group scroll-mt-24 rounded-lg border bg-white shadow-sm ${current ? 'border-amber-700' : 'border-stone-200'}`}
    >
      <summary
        ref={summaryRef}
        aria-current={current ? 'step' : undefined}
        className="plan-day-summary"
      >
        <span className="plan-day-number" data-completed={completed || undefined}>
          {completed ? <CheckIcon /> : day.day}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-xs font-semibold uppercase tracking-wide text-stone-600">Day {day.day}</span>
          <span className="block font-serif text-lg font-bold text-stone-900">{day.title}</span>
        </span>
        {completed && <span className="text-sm font-medium text-green-800">Completed</span>}
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0 text-stone-500 transition group-open:rotate-180" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </summary>

      <div className="space-y-5 border-t border-stone-200 px-4 pb-5 pt-4">
        <div>
          <h3 className="plan-label">Read</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {day.passages.map(({ text, passage }) => (
              <li key={text} className="flex flex-wrap items-center gap-1">
                <a href={esvPassageUrl(text)} target="_blank" rel="noopener noreferrer" className="passage-link">
                  {text}
                  <span className="sr-only"> (ESV, opens in a new tab)</span>
                  <span aria-hidden="true">↗</span>
                </a>
                {passage && (
                  // Named whole, so screen readers say "Read here: Psalm 23" as one phrase.
                  <button type="button" data-passage={passage} data-title={text} aria-label={`Read here: ${text}`} aria-haspopup="dialog" aria-expanded={false} className="passage-read">
                    Read here
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>

        {day.description && (
          <p className="whitespace-pre-line text-stone-800">
            <ReferencedText parts={day.description} />
          </p>
        )}

        {day.reflectionQuestions.length > 0 && (
          <div>
            <h3 className="plan-label">Reflect</h3>
            <ol className="mt-2 space-y-4">
              {day.reflectionQuestions.map((question, index) => (
                <li key={index}>
                  <label htmlFor={`${id}-answer-${index}`} className="block font-medium text-stone-900">
                    {question}
                  </label>
                  <textarea
                    id={`${id}-answer-${index}`}
                    rows={3}
                    maxLength={ANSWER_MAX_LENGTH}
                    readOnly={busy}
                    value={answers[String(index)]?.text ?? ''}
                    onChange={(event) => onAnswer(index, event.target.value)}
                    onBlur={() => onAnswerDone(index)}
                    placeholder="Write your thoughts…"
                    className={`mt-2 ${inputClass}`}
                  />
                </li>
              ))}
            </ol>
          </div>
        )}

        <button
          type="button"
          disabled={busy}
          onClick={() => onComplete(!completed)}
          className={completed ? secondaryButtonClass : primaryButtonClass}
        >
          {completed ? (
            'Mark as Incomplete'
          ) : (
            <>
              <CheckIcon /> Mark as Complete
            </>
          )}
        </button>
      </div>
    </details>
  )
}
