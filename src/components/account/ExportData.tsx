'use client'

import { useState, type MouseEvent } from 'react'

import { Spinner } from '@/components/forms/Spinner'
import { secondaryButtonClass } from '@/components/forms/styles'

const EXPORT_PATH = '/api/account/export'

/** The file name the server gave (Content-Disposition), else a plain one. */
const fileName = (disposition: string | null) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'my-data.json'

const failureMessage = async (res: Response): Promise<string> => {
  if (res.status === 401) return 'Your session has ended. Please sign in again to download your data.'
  const body = (await res.json().catch(() => null)) as { message?: unknown } | null
  if (res.status === 429 && typeof body?.message === 'string') return body.message
  return 'Your data could not be downloaded. Please try again.'
}

/** Saves `blob` as a download, the way the plain link would have. */
const save = (blob: Blob, name: string) => {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/**
 * "Export my data": what the file holds and a link that downloads it. Without JavaScript the link
 * itself downloads the file (the server sends it as an attachment); with JavaScript the page
 * fetches it, so that it can say it is busy and show a failure in place instead of leaving for
 * an error page.
 */
export function ExportData() {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, save link as) keeps the plain link's behaviour.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      const res = await fetch(EXPORT_PATH, { credentials: 'include' })
      if (!res.ok) {
        setError(await failureMessage(res))
        return
      }
      save(await res.blob(), fileName(res.headers.get('content-disposition')))
    } catch {
      setError('Your data could not be downloaded. Please check your connection and try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="export-data-heading" className="space-y-3">
      <h2 id="export-data-heading" className="font-serif text-xl font-semibold text-stone-900">
        Export my data
      </h2>
      <p className="text-stone-700">
        Download a copy of everything this site keeps about you, as a JSON file you can open in any text editor:
      </p>
      <ul className="list-disc space-y-1 pl-5 text-stone-700">
        <li>your profile: e-mail address, name and the date you joined;</li>
        <li>the posts you saved, and when;</li>
        <li>your comments, each with its moderation status (awaiting moderation, approved or not approved);</li>
        <li>the songs, media and books you suggested, with where the review stands;</li>
        <li>your reading-plan progress and reflection answers.</li>
      </ul>
      <p className="text-sm text-stone-600">Your password is never part of it: the site does not keep it, only a one-way fingerprint of it.</p>
      <div className="flex flex-wrap items-center gap-3">
        <a href={EXPORT_PATH} onClick={onClick} aria-disabled={busy || undefined} className={secondaryButtonClass}>
          {busy && <Spinner />}
          Download my data
        </a>
        <p role="status" className="text-sm text-stone-600">
          {busy ? 'Preparing your file…' : ''}
        </p>
      </div>
      {error && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
    </section>
  )
}
