'use client'
import { Button, toast, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { formatAdminURL } from 'payload/shared'
import { useState } from 'react'

const idOf = (value: unknown): number | string | undefined =>
  typeof value === 'number' || typeof value === 'string' ? value : value && typeof value === 'object' ? (value as { id?: number | string }).id : undefined

/**
 * On an accepted music suggestion: "Start a draft analysis" creates a draft music analysis
 * prefilled from it (once; the server keeps the link) and opens it; afterwards the button
 * opens that draft. Shown from the saved suggestion, so "Accepted" must be saved first.
 */
export function StartDraftAnalysis() {
  const { id, savedDocumentData } = useDocumentInfo()
  const {
    config: { routes },
  } = useConfig()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const analysis = idOf(savedDocumentData?.analysis)
  if (!id || (savedDocumentData?.status !== 'accepted' && analysis === undefined)) return null

  const open = (analysisId: number | string) => router.push(formatAdminURL({ adminRoute: routes.admin, path: `/collections/music-analyses/${analysisId}` }))

  const start = async () => {
    setBusy(true)
    try {
      const res = await fetch(formatAdminURL({ apiRoute: routes.api, path: `/music-suggestions/${id}/start-analysis` }), {
        method: 'POST',
        credentials: 'include',
      })
      const body = (await res.json().catch(() => null)) as { id?: number; message?: string } | null
      if (!res.ok || !body?.id) {
        toast.error(body?.message ?? 'The draft analysis could not be started.')
        return
      }
      open(body.id)
    } catch {
      toast.error('The draft analysis could not be started.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Button buttonStyle="secondary" size="medium" margin={false} disabled={busy} onClick={analysis === undefined ? start : () => open(analysis)}>
      {analysis === undefined ? 'Start a draft analysis' : 'Open the draft analysis'}
    </Button>
  )
}
