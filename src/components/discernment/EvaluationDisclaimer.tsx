import { getDiscernment } from '@/lib/data/site'
import { payloadClient } from '@/lib/payload'

/**
 * Every evaluation page says its author is not a licensed pastor or counselor (the
 * text is the creator's, from the site settings). `collapsible` folds it into a disclosure,
 * closed at first (the media library), which opens without JavaScript.
 */
export async function EvaluationDisclaimer({ collapsible = false, className = '' }: { collapsible?: boolean; className?: string }) {
  const payload = await payloadClient()
  const { disclaimer } = await getDiscernment(payload)
  const box = `rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-stone-800 ${className}`
  if (collapsible) {
    return (
      <details className={box}>
        <summary className="cursor-pointer font-semibold text-amber-900">Disclaimer</summary>
        <p className="mt-2">{disclaimer}</p>
      </details>
    )
  }
  return (
    <aside aria-label="Disclaimer" className={box}>
      <p>
        <strong className="font-semibold text-amber-900">Disclaimer: </strong>
        {disclaimer}
      </p>
    </aside>
  )
}
