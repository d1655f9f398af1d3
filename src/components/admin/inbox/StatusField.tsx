'use client'
import { SelectField, useConfig, useDocumentInfo, useField } from '@payloadcms/ui'
import type { SelectFieldClientComponent } from 'payload'
import { formatAdminURL } from 'payload/shared'
import { useEffect, useRef } from 'react'

/**
 * An inbox item's status, as Payload draws it. When a staff member opens an item still
 * "new", the edit view tells the server once (POST …/:id/opened), which makes it "read", and
 * the form shows the new status without counting it as an unsaved change.
 */
export const StatusField: SelectFieldClientComponent = (props) => {
  const { id, collectionSlug, savedDocumentData } = useDocumentInfo()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const { setValue } = useField<string>({ path: props.path ?? props.field.name })
  const asked = useRef(false)
  const opened = Boolean(id && collectionSlug && savedDocumentData?.status === 'new')

  useEffect(() => {
    if (!opened || asked.current) return
    asked.current = true
    fetch(formatAdminURL({ apiRoute: api, path: `/${collectionSlug}/${id}/opened` }), { method: 'POST', credentials: 'include' })
      .then((res) => (res.ok ? (res.json() as Promise<{ status?: string }>) : null))
      .then((result) => {
        if (result?.status) setValue(result.status, true)
      })
      // Nothing to tell the creator: the item simply stays "new".
      .catch(() => undefined)
  }, [opened, api, collectionSlug, id, setValue])

  return <SelectField {...props} />
}
