'use client'
import { toast, useConfig } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useCallback, useState } from 'react'

import { commentsCount, VERDICTS, type Verdict } from './verdicts'

type Answer = { docs?: unknown[]; errors?: { message?: string }[]; message?: string } | null

/** The query naming these comments, as Payload's REST API reads it. */
export const byIds = (ids: readonly (number | string)[]) => `?${new URLSearchParams({ 'where[id][in]': ids.join(',') })}`

/**
 * Sets the comments `query` selects to `verdict` through Payload's REST API, as the signed-in
 * staff member (the collection's access decides: admins and editors may, nobody else), then
 * refreshes the list. Answers how many changed.
 */
export const useModerate = () => {
  const { config } = useConfig()
  const router = useRouter()
  const [busy, setBusy] = useState(false)

  const moderate = useCallback(
    async (query: string, verdict: Verdict): Promise<number> => {
      setBusy(true)
      try {
        const res = await fetch(`${config.routes.api}/comments${query}`, {
          method: 'PATCH',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ status: verdict }),
        })
        const answer = (await res.json().catch(() => null)) as Answer
        const changed = answer?.docs?.length ?? 0
        if (changed > 0) {
          toast.success(`${VERDICTS[verdict].done} ${commentsCount(changed)}.`)
          router.refresh()
        }
        const problem = answer?.errors?.[0]?.message ?? (res.ok ? undefined : answer?.message)
        if (problem || changed === 0) toast.error(problem ?? 'No comment was changed.')
        return changed
      } catch {
        toast.error('The comments could not be changed. Check the connection and try again.')
        return 0
      } finally {
        setBusy(false)
      }
    },
    [config.routes.api, router],
  )

  return { moderate, busy }
}
