'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'

import { plural } from '@/lib/format'

import { saveMapping, startImport, type ImportItem } from './importApi'

type Props = { item: ImportItem; onChange: (item: ImportItem) => void; onProblem: (message: string | null) => void }

/** What the file holds and what the import would do; the categories' mapping can be changed here. */
export function DryRunReport({ item, onChange, onProblem }: Props) {
  const report = item.report!
  const [mapping, setMapping] = useState<Record<string, number | 'new'>>(() => ({
    ...Object.fromEntries(report.categories.map((c) => [c.slug, c.target])),
    ...(item.mapping ?? {}),
  }))
  const [busy, setBusy] = useState(false)
  const c = report.counts
  const total = c.posts + c.pages + c.members

  const go = async () => {
    setBusy(true)
    onProblem(null)
    try {
      await saveMapping(item.id, mapping)
      onChange(await startImport(item.id))
    } catch (error) {
      onProblem((error as Error).message)
      setBusy(false)
    }
  }

  return (
    <div className="import-report">
      <p>
        {report.site.title ? <strong>{report.site.title}</strong> : 'The old site'}
        {report.site.url ? ` (${report.site.url})` : ''}. Nothing has changed yet.
      </p>
      <h3>What would come in</h3>
      <ul>
        <li>
          {plural(c.posts, 'post', 'posts')} and {plural(c.pages, 'page', 'pages')}
          {c.drafts ? `, of which ${c.drafts} as drafts (never shown to readers until you publish them)` : ''}
        </li>
        <li>
          {plural(c.comments, 'comment', 'comments')}
          {c.pendingComments ? ` (${c.pendingComments} waiting for approval, as they were)` : ''}
        </li>
        <li>
          {plural(c.authors, 'author profile', 'author profiles')}, {plural(c.tags, 'tag', 'tags')} and {plural(c.images, 'image', 'images')}
        </li>
        {c.members ? <li>{plural(c.members, 'newsletter subscriber', 'newsletter subscribers')}, with the consent they gave (nobody is e-mailed)</li> : null}
        {report.alreadyImported ? <li>{plural(report.alreadyImported, 'item', 'items')} already brought in by an earlier import: left as they are</li> : null}
      </ul>
      {report.categories.length ? (
        <>
          <h3>Categories</h3>
          <p>Each post goes into the site category you choose for its old one.</p>
          <table className="import-report__table">
            <thead>
              <tr>
                <th scope="col">Old category</th>
                <th scope="col">Posts</th>
                <th scope="col">On this site</th>
              </tr>
            </thead>
            <tbody>
              {report.categories.map((cat) => (
                <tr key={cat.slug}>
                  <td>{cat.name}</td>
                  <td>{cat.posts}</td>
                  <td>
                    <select
                      aria-label={`Site category for ${cat.name}`}
                      value={String(mapping[cat.slug] ?? 'new')}
                      onChange={(e) => setMapping({ ...mapping, [cat.slug]: e.target.value === 'new' ? 'new' : Number(e.target.value) })}
                    >
                      <option value="new">New category “{cat.name}”</option>
                      {report.siteCategories.map((site) => (
                        <option key={site.id} value={site.id}>
                          {site.name}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      {report.conflicts.length ? (
        <>
          <h3>New addresses (the old one is taken here)</h3>
          <ul>
            {report.conflicts.map((x) => (
              <li key={`${x.kind}-${x.slug}-${x.newSlug}`}>
                {x.title}: /{x.slug} becomes /{x.newSlug} ({x.reason})
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {report.drafts.length ? (
        <details>
          <summary>{report.drafts.length} arrive as drafts</summary>
          <ul>
            {report.drafts.map((d, i) => (
              <li key={i}>
                {d.title || 'Untitled'}: {d.reason}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {report.skipped.length ? (
        <>
          <h3>Left out</h3>
          <ul>
            {report.skipped.map((s) => (
              <li key={`${s.what}-${s.reason}`}>
                {s.count} × {s.what}: {s.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Button onClick={go} disabled={busy || total === 0}>
        {busy ? 'Starting…' : `Import ${plural(total, 'item', 'items')}`}
      </Button>
    </div>
  )
}
