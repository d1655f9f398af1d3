'use client'
import { useConfig, useSelection } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'
import { mergeListSearchAndWhere } from 'payload/shared'

import { useModerate } from './useModerate'
import { VerdictButton } from './VerdictButton'
import { commentsCount, VERDICTS, type Verdict } from './verdicts'
import './moderation.scss'

/**
 * Above the comments list: approve or reject every selected comment in one click. Selecting
 * "all" across pages acts on the list's current filter and search, as Payload's own bulk
 * actions do.
 */
export function BulkModeration() {
  const { count, getQueryParams, toggleAll } = useSelection()
  const { getEntityConfig } = useConfig()
  const search = useSearchParams().get('search')
  const { moderate, busy } = useModerate()

  const act = async (verdict: Verdict) => {
    const collectionConfig = getEntityConfig({ collectionSlug: 'comments' })
    const searched = search && collectionConfig ? mergeListSearchAndWhere({ collectionConfig, search }) : undefined
    if ((await moderate(getQueryParams(searched), verdict)) > 0) toggleAll()
  }

  return (
    <div className="moderation-bulk" role="group" aria-label="Moderate selected comments">
      {count > 0 ? (
        <>
          <span className="moderation-bulk__count">{commentsCount(count)} selected</span>
          {(['approved', 'rejected'] as const).map((verdict) => (
            <VerdictButton key={verdict} verdict={verdict} size="small" disabled={busy} onVerdict={act}>
              {`${VERDICTS[verdict].action} selected`}
            </VerdictButton>
          ))}
        </>
      ) : (
        <span className="moderation-bulk__hint">Select comments to approve or reject them together.</span>
      )}
    </div>
  )
}
