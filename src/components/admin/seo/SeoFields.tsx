'use client'
/*
 * The SEO panel's title and description (src/plugins.ts), told the way the site uses them: an
 * empty field is not "Missing" when the page falls back on the document's own title or summary
 * (src/lib/seo/metadata.ts), so the panel shows that text instead, and counts it in the overview.
 * Only a document with neither gets the red badge.
 */
import { FieldLabel, TextareaInput, TextInput, useConfig, useDocumentInfo, useField, useForm, useFormFields } from '@payloadcms/ui'
import type { ReactNode } from 'react'
import { useCallback } from 'react'

type Kind = 'title' | 'description'

/** What the pages use when the field is empty, in the order they look (one exists per type). */
const FALLBACK_FIELDS: Record<Kind, { fields: string[]; what: string }> = {
  title: { fields: ['title', 'name'], what: 'the title' },
  description: { fields: ['summary', 'description'], what: 'the summary' },
}
const COVER_FIELDS = ['coverImage', 'thumbnail']

/** The lengths search engines show in full (the plugin's own advice). */
const LENGTHS: Record<Kind, { min: number; max: number }> = { title: { min: 50, max: 60 }, description: { min: 100, max: 150 } }

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** The first non-empty value among `names` in the form. */
const useFirstValue = (names: string[]): string =>
  useFormFields(([fields]) => names.map((name) => textOf(fields[name]?.value)).find(Boolean) ?? '')

const COLOURS = { ok: '#2e7d32', fallback: '#1565c0', warn: '#b45309', missing: '#c62828' } as const

function Status({ tone, label, children }: { tone: keyof typeof COLOURS; label: string; children?: ReactNode }) {
  return (
    <p className="seo-status" style={{ display: 'flex', gap: '0.5rem', alignItems: 'baseline', margin: '0.25rem 0 1.5rem' }}>
      <small style={{ background: COLOURS[tone], color: 'white', borderRadius: 2, padding: '3px 6px', whiteSpace: 'nowrap' }}>{label}</small>
      {children && <small style={{ color: 'var(--theme-elevation-650)' }}>{children}</small>}
    </p>
  )
}

/** How long the text is against what search engines show. */
const lengthStatus = (kind: Kind, text: string): { tone: 'ok' | 'warn'; label: string } => {
  const { min, max } = LENGTHS[kind]
  if (text.length < min) return { tone: 'warn', label: `Short: ${text.length} characters (${min}–${max} show best)` }
  if (text.length > max) return { tone: 'warn', label: `Long: ${text.length} characters (search results cut after about ${max})` }
  return { tone: 'ok', label: `Good length: ${text.length} characters` }
}

export function SeoTextField({ kind, hasGenerate, field }: { kind: Kind; hasGenerate?: boolean; field: { label?: unknown } }) {
  const { value, setValue, path, showError, errorMessage } = useField<string>()
  const { fields, what } = FALLBACK_FIELDS[kind]
  const fallback = useFirstValue(fields)
  const own = textOf(value)
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const { id, collectionSlug } = useDocumentInfo()
  const { getData } = useForm()

  // The plugin's own endpoint runs src/lib/seo/generateMeta.ts: "Title · Site", the summary shortened.
  const generate = useCallback(async () => {
    const res = await fetch(`${api}/plugin-seo/generate-${kind}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id, collectionSlug, doc: getData() }),
    })
    if (res.ok) setValue(((await res.json()) as { result?: string }).result ?? '')
  }, [api, kind, id, collectionSlug, getData, setValue])

  const input = { path, value: value ?? '', showError, Error: errorMessage, onChange: (e: { target: { value: string } }) => setValue(e.target.value) }
  const label = typeof field.label === 'string' ? field.label : kind

  return (
    <div className="field-type seo-field" style={{ marginBottom: 0 }}>
      <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'baseline' }}>
        <FieldLabel label={label} path={path} />
        {hasGenerate && (
          <button type="button" onClick={() => void generate()} style={{ background: 'none', border: 0, padding: 0, color: 'inherit', textDecoration: 'underline', cursor: 'pointer' }}>
            Auto-generate
          </button>
        )}
      </div>
      {kind === 'title' ? <TextInput {...input} /> : <TextareaInput {...input} rows={3} />}
      {own ? (
        <Status {...lengthStatus(kind, own)} />
      ) : fallback ? (
        <Status tone="fallback" label={`Using ${what}`}>
          “{fallback}”{kind === 'title' ? ', followed by the site’s name' : ''}. Write here only to say it differently for search engines.
        </Status>
      ) : (
        <Status tone="missing" label="Missing">
          Fill in {what} above, or write one here.
        </Status>
      )}
    </div>
  )
}

/** The panel's summary: what search engines and link previews get, own text or fallback. */
export function SeoOverview() {
  const title = useFirstValue(['meta.title', ...FALLBACK_FIELDS.title.fields])
  const description = useFirstValue(['meta.description', ...FALLBACK_FIELDS.description.fields])
  const image = useFormFields(([fields]) => ['meta.image', ...COVER_FIELDS].some((name) => Boolean(fields[name]?.value)))
  const ready = [title, description].filter(Boolean).length
  return (
    <p style={{ marginBottom: '1.5rem' }}>
      {ready === 2 ? 'Search engines get a title and a description.' : `Search engines get ${ready} of 2: a title and a description.`}{' '}
      {image ? 'Link previews show this document’s image.' : 'Link previews show the site’s default image.'}
    </p>
  )
}
