'use client'
/*
 * The Bible passage block's box: the reference as the creator types it, and below it the passage
 * it names, as it will be quoted, or why it is not one passage. The words come from the server
 * (GET /api/admin/passage), which holds the Bible's text; this file never loads it.
 */
import { FieldLabel, TextInput, useField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'
import { useEffect, useState, type ChangeEvent } from 'react'

import './passageBlock.scss'

type Verse = { chapter: number; verse: number; text: string }
type Answer = { state: 'quoted'; label: string; verses: Verse[] } | { state: 'refused'; message: string }

// Long enough that a passage typed at an ordinary pace is asked for once, not once a letter.
const PAUSE_MS = 350

const ask = async (reference: string, signal: AbortSignal): Promise<Answer> => {
  try {
    const res = await fetch(`/api/admin/passage?reference=${encodeURIComponent(reference)}`, { credentials: 'include', signal })
    const body = (await res.json().catch(() => null)) as { label?: string; verses?: Verse[]; message?: string } | null
    if (res.ok && body?.label && body.verses) return { state: 'quoted', label: body.label, verses: body.verses }
    if (res.status === 400 && body?.message) return { state: 'refused', message: body.message }
    if (res.status === 401) return { state: 'refused', message: 'Your session has ended: sign in again to see the passage.' }
  } catch (error) {
    if (signal.aborted) throw error
  }
  return { state: 'refused', message: 'The passage could not be looked up just now. It is filled in when you save.' }
}

export const PassageReferenceField: TextFieldClientComponent = (props) => {
  const path = props.path ?? props.field.name
  const { value, setValue, showError, disabled } = useField<string>({ path })
  const reference = (value ?? '').trim()
  // The server's answer and the reference it answers: typed on since, the box is looking again.
  const [answered, setAnswered] = useState<{ reference: string; answer: Answer } | null>(null)
  const answer: Answer | { state: 'empty' } | { state: 'looking' } = !reference
    ? { state: 'empty' }
    : answered?.reference === reference
      ? answered.answer
      : { state: 'looking' }

  useEffect(() => {
    if (!reference) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      ask(reference, controller.signal).then((result) => setAnswered({ reference, answer: result }), () => undefined)
    }, PAUSE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [reference])

  return (
    <div className="passage-reference">
      {/* The label names the input's own id: inside a rich-text block, Payload's default label
          points at another id, and the box would have no name for a screen reader. */}
      <TextInput
        path={path}
        value={value ?? ''}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value)}
        showError={showError}
        readOnly={props.readOnly || disabled}
        required={props.field.required}
        description={props.field.admin?.description}
        Label={<FieldLabel htmlFor={`field-${path.replace(/\./g, '__')}`} label={props.field.label} required={props.field.required} path={path} />}
      />
      <div className="passage-reference__preview">
        <p role="status" className={`passage-reference__status${answer.state === 'refused' ? ' passage-reference__status--refused' : ''}`}>
          {answer.state === 'looking' && 'Looking up the passage…'}
          {answer.state === 'refused' && answer.message}
          {answer.state === 'quoted' && `${answer.label} (World English Bible)`}
        </p>
        {answer.state === 'quoted' && (
          // A long passage scrolls in its box: focusable, so it scrolls from the keyboard too.
          <blockquote className="passage-reference__text" tabIndex={0} aria-label={answer.label}>
            {answer.verses.map((v, i) => (
              <span key={`${v.chapter}:${v.verse}`}>
                <sup>{i > 0 && answer.verses[i - 1].chapter !== v.chapter ? `${v.chapter}:${v.verse}` : v.verse}</sup> {v.text}{' '}
              </span>
            ))}
          </blockquote>
        )}
      </div>
    </div>
  )
}
