'use client'

import { Button } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import { listImports, readImport, uploadImport, type ImportItem } from './importApi'
import { ImportOutcome } from './ImportOutcome'
import { DryRunReport } from './DryRunReport'

const WORKING = new Set(['uploaded', 'analysing', 'importing', 'undoing'])
const STATE_WORDS: Record<ImportItem['status'], string> = {
  uploaded: 'Waiting to be read',
  analysing: 'Reading the file',
  ready: 'Checked, not imported yet',
  importing: 'Importing',
  done: 'Imported',
  undoing: 'Being undone',
  undone: 'Undone',
  failed: 'Could not be read',
}

const size = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`)

/** The Import view: choose a file, read its dry run, import, follow the progress, read the summary. */
export function ImportScreen() {
  const [current, setCurrent] = useState<ImportItem | null>(null)
  const [past, setPast] = useState<ImportItem[] | null>(null)
  const [file, setFile] = useState<File | null>(null)
  const [site, setSite] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  const refreshList = useCallback(() => {
    listImports().then(setPast, (error: Error) => setProblem(error.message))
  }, [])
  useEffect(refreshList, [refreshList])

  // While the jobs queue works on it, the import is read again every second and a half.
  useEffect(() => {
    if (!current || !WORKING.has(current.status)) return
    const timer = setTimeout(() => {
      readImport(current.id).then(setCurrent, (error: Error) => setProblem(error.message))
    }, 1500)
    return () => clearTimeout(timer)
  }, [current])

  const upload = async () => {
    if (!file) return
    setBusy(true)
    setProblem(null)
    try {
      setCurrent(await uploadImport(file, site))
    } catch (error) {
      setProblem((error as Error).message)
    } finally {
      setBusy(false)
    }
  }

  if (current) {
    return (
      <div className="import-screen">
        <p>
          <button type="button" className="import-screen__back" onClick={() => (setCurrent(null), setFile(null), refreshList())}>
            ← All imports
          </button>
        </p>
        <h2 className="import-screen__file">
          {current.filename} <span className="import-screen__state">{STATE_WORDS[current.status]}</span>
        </h2>
        {problem ? <p className="import-screen__error" role="alert">{problem}</p> : null}
        {current.status === 'uploaded' || current.status === 'analysing' ? (
          <p role="status">Reading the file and checking what it holds… This takes a few seconds for most sites.</p>
        ) : null}
        {current.status === 'failed' ? (
          <p className="import-screen__error" role="alert">
            {current.error ?? 'This file could not be read.'} Nothing was changed on the site.
          </p>
        ) : null}
        {current.status === 'ready' && current.report ? <DryRunReport item={current} onChange={setCurrent} onProblem={setProblem} /> : null}
        {current.status === 'importing' || current.status === 'undoing' || current.status === 'done' || current.status === 'undone' ? (
          <ImportOutcome item={current} onChange={setCurrent} onProblem={setProblem} />
        ) : null}
      </div>
    )
  }

  return (
    <div className="import-screen">
      <section className="import-screen__upload" aria-labelledby="import-upload-title">
        <h2 id="import-upload-title">Bring your writing over</h2>
        <p>
          Choose the file your old site exported: from WordPress, <strong>Tools → Export → All content</strong> (an .xml file); from Ghost,{' '}
          <strong>Settings → Advanced → Import/Export → Export</strong> (a .json file), or Ghost’s members list (a .csv file). First you see what would
          come in; nothing changes until you press Import. Files up to 200 MB.
        </p>
        <label className="import-screen__label" htmlFor="import-file">
          Export file
        </label>
        <input id="import-file" type="file" accept=".xml,.json,.csv,application/xml,text/xml,application/json,text/csv" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        <label className="import-screen__label" htmlFor="import-site">
          The old site’s address (for a Ghost export)
        </label>
        <input
          id="import-site"
          type="url"
          inputMode="url"
          placeholder="https://my-old-site.example"
          aria-describedby="import-site-help"
          value={site}
          onChange={(e) => setSite(e.target.value)}
        />
        <p id="import-site-help" className="import-screen__help">
          Ghost’s export does not say where the site was; with its address, the posts’ pictures are brought over too. A WordPress export names its own.
        </p>
        {problem ? <p className="import-screen__error" role="alert">{problem}</p> : null}
        <Button onClick={upload} disabled={!file || busy}>
          {busy ? 'Uploading…' : 'Upload and check'}
        </Button>
      </section>
      <section aria-labelledby="import-past-title">
        <h2 id="import-past-title">Earlier imports</h2>
        {past === null ? <p>Loading…</p> : past.length === 0 ? <p>None yet.</p> : null}
        {past && past.length > 0 ? (
          <ul className="import-screen__list">
            {past.map((item) => (
              <li key={item.id}>
                <button type="button" className="import-screen__open" onClick={() => setCurrent(item)}>
                  {item.filename}
                </button>{' '}
                <span>
                  {new Date(item.createdAt).toLocaleString()} · {size(item.size)} · {STATE_WORDS[item.status]}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  )
}
