'use client'
/* How far a sending has got, with "Retry failed" once it has stopped with failures. */
import { Button } from '@payloadcms/ui'

import { isUnderWay, TOPIC_LABELS, type SendingProgress } from './sendingApi'

import './newsletter.scss'

const people = (n: number) => (n === 1 ? '1 subscriber' : `${n} subscribers`)

/** "Sending… 120 of 300", "Sent to 300 subscribers", "Sent to 298 of 300 · 2 failed". */
const progressText = ({ status, total, sent, failed }: SendingProgress): string => {
  const failures = failed ? ` · ${failed} failed` : ''
  if (status === 'queued') return `Waiting to start: ${people(total)}`
  if (status === 'sending') return `Sending… ${sent} of ${total}${failures}`
  if (status === 'sent') return `Sent to ${people(sent)}`
  return `Sent to ${sent} of ${total}${failures}`
}

export function SendingStatus({
  sending,
  onRetry,
  retrying = false,
}: {
  sending: SendingProgress
  onRetry?: () => void
  retrying?: boolean
}) {
  const done = sending.sent + sending.failed
  const canRetry = sending.failed > 0 && !isUnderWay(sending)
  return (
    <div className="newsletter-sending" data-status={sending.status}>
      <p className="newsletter-sending__text" role="status" aria-live="polite">
        {progressText(sending)}
      </p>
      <div className="newsletter-sending__bar" aria-hidden="true">
        <span style={{ width: `${sending.total ? Math.round((100 * done) / sending.total) : 100}%` }} />
      </div>
      <p className="newsletter-sending__meta">
        {TOPIC_LABELS[sending.topic]}
        {sending.finishedAt ? ` · finished ${new Date(sending.finishedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}` : ''}
      </p>
      {sending.failed > 0 && sending.lastError ? <p className="newsletter-sending__error">Last error: {sending.lastError}</p> : null}
      {canRetry && onRetry ? (
        <Button buttonStyle="secondary" size="small" onClick={onRetry} disabled={retrying}>
          {retrying ? 'Retrying…' : 'Retry failed'}
        </Button>
      ) : null}
    </div>
  )
}
