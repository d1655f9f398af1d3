'use client'
import { Pill } from '@payloadcms/ui'
import type { DefaultCellComponentProps, SelectFieldClient } from 'payload'
import { useState } from 'react'

import { byIds, useModerate } from './useModerate'
import { VerdictButton } from './VerdictButton'
import { STATUS_LABELS, VERDICTS, type Verdict } from './verdicts'
import './moderation.scss'

const PILL = { pending: 'warning', approved: 'success', rejected: 'light-gray' } as const

/** The comments list's status column: the status, and approve or reject in one click. */
export function CommentStatusCell({ cellData, rowData }: DefaultCellComponentProps<SelectFieldClient>) {
  const { moderate, busy } = useModerate()
  const stored = typeof cellData === 'string' ? cellData : ''
  // The verdict shows at once, until the list's refresh brings the stored status (or drops the row from a filtered list).
  const [decided, setDecided] = useState<{ over: string; verdict: Verdict } | null>(null)
  const status = decided?.over === stored ? decided.verdict : stored
  const verdicts = (['approved', 'rejected'] as const).filter((verdict) => verdict !== status)
  const act = async (verdict: Verdict) => {
    if ((await moderate(byIds([rowData.id]), verdict)) > 0) setDecided({ over: stored, verdict })
  }
  return (
    <span className="moderation-cell">
      <Pill size="small" pillStyle={PILL[status as keyof typeof PILL] ?? 'light'}>
        {STATUS_LABELS[status] ?? status}
      </Pill>
      {verdicts.map((verdict) => (
        <VerdictButton
          key={verdict}
          verdict={verdict}
          size="xsmall"
          disabled={busy}
          onVerdict={act}
          label={`${VERDICTS[verdict].action} comment ${rowData.id}`}
        >
          {VERDICTS[verdict].action}
        </VerdictButton>
      ))}
    </span>
  )
}
