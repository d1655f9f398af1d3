import type { PassageAnswer } from '@/scripture/passageAnswer'

/**
 * The popover's passages, verse by verse with their numbers (with the chapter where a passage
 * runs into the next one); a long passage says it shows only its first verses (the popover's
 * "Read the chapter" goes on); a passage still on its way, or one that could not be had, says so.
 */
export function PassageVerses({ passages }: { passages: { key: string; answer: PassageAnswer | null | undefined }[] }) {
  return passages.map(({ key, answer }) => {
    if (answer === undefined)
      return (
        <p key={key} className="font-sans text-sm text-stone-600">
          Loading the passage…
        </p>
      )
    if (answer === null)
      return (
        <p key={key} className="font-sans text-sm text-stone-700">
          The passage could not be loaded here. Its page has it.
        </p>
      )
    return (
      <p key={key}>
        {passages.length > 1 && <span className="mr-1 font-sans text-sm font-semibold">{answer.reference}</span>}
        {answer.verses.map((v, i) => (
          <span key={`${v.chapter}:${v.verse}`}>
            <sup className="mr-0.5 font-sans text-xs font-semibold text-stone-600">
              {v.chapter !== answer.chapter || (i > 0 && v.verse === 1) ? `${v.chapter}:${v.verse}` : v.verse}
            </sup>
            {v.text}{' '}
          </span>
        ))}
        {answer.verseCount > answer.verses.length && (
          <span className="mt-1 block font-sans text-sm text-stone-600">
            The first {answer.verses.length} of {answer.verseCount.toLocaleString('en-US')} verses.
          </span>
        )}
      </p>
    )
  })
}
