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
  // Every change of any field starts the interval again.
  const [fields] = useAllFormFields()

  useEffect(() => {
    if (id || !collectionSlug || !modified || processing || saving.current) return
    const timer = setTimeout(() => {
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
    }, FIRST_SAVE_AFTER_MS)
    return () => clearTimeout(timer)
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
