'use client'
/*
 * In an autosaved document's edit view: when it is the first draft just saved from "Create New"
 * (FirstDraftSave.tsx), the cursor goes back to the end of the field the creator was writing in.
 */
import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

import { restoreFocus } from './firstDraftHold'

export function FirstDraftFocus() {
  const { id } = useDocumentInfo()
  const anchor = useRef<HTMLSpanElement>(null)
  // Keyed on the document: the view that opens the draft may be this same one, given its id.
  useEffect(() => {
    const form = anchor.current?.closest('form')
    return id && form ? restoreFocus(form) : undefined
  }, [id])
  return <span ref={anchor} hidden />
}
