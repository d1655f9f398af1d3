'use client'
import { Button } from '@payloadcms/ui'
import type { ReactNode } from 'react'

import type { Verdict } from './verdicts'

/** Approve (the primary action) or reject, in the admin's own button style. */
export function VerdictButton({
  verdict,
  size,
  disabled,
  onVerdict,
  label,
  children,
}: {
  verdict: Verdict
  size: 'xsmall' | 'small' | 'medium'
  disabled: boolean
  onVerdict: (verdict: Verdict) => void
  label?: string
  children: ReactNode
}) {
  return (
    <Button
      buttonStyle={verdict === 'approved' ? 'primary' : 'secondary'}
      size={size}
      margin={false}
      disabled={disabled}
      onClick={() => onVerdict(verdict)}
      aria-label={label}
    >
      {children}
    </Button>
  )
}
