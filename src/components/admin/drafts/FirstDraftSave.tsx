'use client'
/*
 * The create view of an autosaved collection (src/collections/publishable.ts): Payload's own
 * "Save draft" button, and once the creator has typed, the first draft saved by itself when
 * they pause for the autosave interval, as pressing the button would. Payload then opens the
 * saved document, where autosave and the live preview go on; waiting for a pause keeps words
 * typed while that happens from being lost. Until then nothing exists: leaving the page leaves
 * nothing behind.
 */
import { SaveDraftButton, useAllFormFields, useConfig, useDocumentInfo, useForm, useFormModified, useFormProcessing, useLocale } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

/** The autosave interval of the collections (src/collections/publishable.ts). */
const FIRST_SAVE_AFTER_MS = 1500

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
  // Every change of any field starts the interval again.
  const [fields] = useAllFormFields()

  useEffect(() => {
    if (id || !collectionSlug || !modified || processing || saving.current) return
    const timer = setTimeout(() => {
      saving.current = true
      // Skipping the form's checks as "Save draft" does: a draft may be half written.
      void submit({
        action: `${api}/${collectionSlug}?locale=${locale ?? ''}&depth=0&fallback-locale=null&draft=true`,
        method: 'POST',
        overrides: { _status: 'draft' },
        skipValidation: true,
      }).finally(() => {
        saving.current = false
      })
    }, FIRST_SAVE_AFTER_MS)
    return () => clearTimeout(timer)
  }, [id, collectionSlug, modified, processing, submit, api, locale, fields])

  return <SaveDraftButton />
}
