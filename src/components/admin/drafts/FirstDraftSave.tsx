'use client'
/*
 * The create view of an autosaved collection (src/collections/publishable.ts): Payload's own
 * "Save draft" button, and once the creator has typed, the first draft saved by itself when
 * they pause for the autosave interval, as pressing the button would. Payload then opens the
 * saved document, where autosave and the live preview go on; waiting for a pause keeps words
 * typed while that happens from being lost, and from then until the draft opens the form is held
 * with a notice (firstDraftHold.ts). Until then nothing exists: leaving the page leaves nothing
 * behind.
 */
import { SaveDraftButton, useAllFormFields, useConfig, useDocumentInfo, useForm, useFormModified, useFormProcessing, useLocale } from '@payloadcms/ui'
import { useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

import { holdForm, releaseForm } from './firstDraftHold'
import './drafts.scss'

/** The autosave interval of the collections (src/collections/publishable.ts). */
const FIRST_SAVE_AFTER_MS = 1500
/** The browser's next idle moment, and a little after it for React to draw what it brought. */
const afterIdle = () =>
  new Promise<void>((resolve) => {
    const settle = () => setTimeout(resolve, 50)
    if ('requestIdleCallback' in window) requestIdleCallback(settle, { timeout: 1000 })
    else setTimeout(settle, 100)
  })

/** A saved draft that has not opened by then lets the form go, so the creator is never stuck. */
const HOLD_AT_MOST_MS = 20_000

export function FirstDraftSave() {
  const { id, collectionSlug } = useDocumentInfo()
  const modified = useFormModified()
  const processing = useFormProcessing()
  const { submit } = useForm()
  const { code: locale } = useLocale()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const saving = useRef(false)
  const anchor = useRef<HTMLSpanElement>(null)
  const [held, setHeld] = useState(false)
  const heldForm = useRef<HTMLFormElement | null>(null)
  // Every change of any field starts the interval again, and so does every key pressed in the
  // form: the rich-text editor hands its words to the form only once typing pauses, so while the
  // creator types a body the form's fields do not change at all.
  const [fields] = useAllFormFields()
  const lastInput = useRef(0)

  useEffect(() => {
    const form = anchor.current?.closest('form')
    if (!form) return
    const typed = () => {
      lastInput.current = Date.now()
    }
    form.addEventListener('input', typed, true)
    form.addEventListener('keydown', typed, true)
    return () => {
      form.removeEventListener('input', typed, true)
      form.removeEventListener('keydown', typed, true)
    }
  }, [])

  useEffect(() => {
    if (id || !collectionSlug || !modified || processing || saving.current) return
    const save = () => {
      saving.current = true
      const form = anchor.current?.closest('form') ?? null
      if (form) holdForm(form)
      heldForm.current = form
      setHeld(true)
      const release = () => {
        if (form) releaseForm(form)
        heldForm.current = null
        setHeld(false)
      }
      // Skipping the form's checks as "Save draft" does: a draft may be half written.
      void submit({
        action: `${api}/${collectionSlug}?locale=${locale ?? ''}&depth=0&fallback-locale=null&draft=true`,
        method: 'POST',
        overrides: { _status: 'draft' },
        skipValidation: true,
      })
        .then((result) => {
          // Saved: Payload opens the draft, whose view has no place for this button (see below).
          if ((result as { res?: Response } | undefined)?.res?.ok) setTimeout(release, HOLD_AT_MOST_MS)
          else release()
        }, release)
        .finally(() => {
          saving.current = false
        })
    }
    // A key pressed since the wait began: wait again, from that key. Then the browser's next idle
    // moment, when the editor hands over words still held: they change the fields, which ends
    // this wait and starts a new one.
    let ended = false
    const wait = (ms: number) =>
      setTimeout(() => {
        const quiet = Date.now() - lastInput.current
        if (quiet < FIRST_SAVE_AFTER_MS) timer = wait(FIRST_SAVE_AFTER_MS - quiet)
        else void afterIdle().then(() => ended || save())
      }, ms)
    let timer = wait(FIRST_SAVE_AFTER_MS)
    return () => {
      ended = true
      clearTimeout(timer)
    }
  }, [id, collectionSlug, modified, processing, submit, api, locale, fields])

  // The opened draft's view drops this button, and may keep the form itself: it takes input again.
  useEffect(
    () => () => {
      if (heldForm.current) releaseForm(heldForm.current, { keepFocus: true })
    },
    [],
  )

  return (
    <>
      <span ref={anchor} hidden />
      <SaveDraftButton />
      {held &&
        createPortal(
          <p role="status" className="first-draft-hold">
            Saving your draft… It opens in a moment, with the cursor where you left it.
          </p>,
          document.body,
        )}
    </>
  )
}
