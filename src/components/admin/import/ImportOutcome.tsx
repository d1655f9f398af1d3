'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'

import { countOf } from '@/import/report'
import { plural } from '@/lib/format'

import { startImport, summaryAddress, undoImport, type ImportItem } from './importApi'

type Props = { item: ImportItem; onChange: (item: ImportItem) => void; onProblem: (message: string | null) => void }

/** The import's progress while it runs, then its summary, with the download and the undo. */
export function ImportOutcome({ item, onChange, onProblem }: Props) {
  const [confirming, setConfirming] = useState(false)
  const { done, total } = item.progress
  const summary = item.summary

  if (item.status === 'importing' || item.status === 'undoing') {
    const label = item.status === 'importing' ? 'Importing' : 'Undoing the import'
    return (
      <div className="import-outcome">
        {item.status === 'importing' ? (
          <>
            <label htmlFor="import-progress">
              {label}: {done} of {total}
            </label>
            <progress id="import-progress" className="import-outcome__progress" value={done} max={Math.max(total, 1)} />
          </>
        ) : (
          <p role="status">{label}…</p>
        )}
        <p>You can close this tab: the work goes on, and this page shows where it is when you come back.</p>
        {item.error ? <p className="import-screen__error">Trying again after a problem: {item.error}</p> : null}
        {item.stalled ? (
          <p>
            It has not moved for a few minutes: the server may have restarted.{' '}
            <Button buttonStyle="secondary" onClick={() => startImport(item.id).then(onChange, (error: Error) => onProblem(error.message))}>
              Continue the import
            </Button>
          </p>
        ) : null}
      </div>
    )
  }

  const undo = async () => {
    onProblem(null)
    try {
      onChange(await undoImport(item.id))
    } catch (error) {
      onProblem((error as Error).message)
    }
  }

  return (
    <div className="import-outcome">
      {summary ? (
        <>
          <h3>{item.status === 'undone' ? 'What the import had brought in (now removed)' : 'Brought in'}</h3>
          <ul>
            {Object.entries(summary.created).map(([collection, count]) => (
              <li key={collection}>
                {countOf(collection, count)}
              </li>
            ))}
            <li>{plural(summary.redirects, 'old address now leads', 'old addresses now lead')} to the new pages</li>
            {summary.unchanged ? <li>{plural(summary.unchanged, 'item was', 'items were')} already there from an earlier import, left as they were</li> : null}
          </ul>
          {summary.drafted?.length ? (
            <>
              <h3>Brought in as drafts</h3>
              <ul>
                {summary.drafted.map((d, i) => (
                  <li key={i}>
                    {d.title}: {d.reason}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {summary.failed.length ? (
            <>
              <h3>Did not come in</h3>
              <ul>
                {summary.failed.map((f, i) => (
                  <li key={i}>
                    {f.title}: {f.reason}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {summary.images.failed.length ? (
            <details>
              <summary>{plural(summary.images.failed.length, 'image', 'images')} could not be brought in (their posts came in without them)</summary>
              <ul>
                {summary.images.failed.map((f) => (
                  <li key={f.url}>
                    {f.url}: {f.reason}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </>
      ) : null}
      <p className="import-outcome__actions">
        <a className="btn btn--style-secondary btn--size-medium" href={summaryAddress(item.id)} download>
          Download the summary
        </a>
        {item.status === 'done' ? <a href="/admin/collections/posts">See the posts</a> : null}
      </p>
      {item.status === 'done' ? (
        confirming ? (
          <div className="import-outcome__confirm" role="group" aria-label="Undo this import">
            <p>Remove everything this import brought in, and the redirects it added? What you have written yourself is not touched.</p>
            <Button buttonStyle="error" onClick={undo}>
              Yes, undo the import
            </Button>{' '}
            <Button buttonStyle="secondary" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </div>
        ) : (
          <Button buttonStyle="secondary" onClick={() => setConfirming(true)}>
            Undo this import…
          </Button>
        )
      ) : null}
    </div>
  )
}
