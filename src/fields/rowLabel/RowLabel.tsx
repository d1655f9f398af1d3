'use client'
/*
 * An array row's label from its own content ("Romans 12:2", "Day 3: Repentance") instead of
 * Payload's "Entry 01", so the creator finds a row by what it says.
 */
import { useRowLabel } from '@payloadcms/ui'

import { rowLabelText, type RowLabelProps } from './text'

export function RowLabel({ template, fallback }: RowLabelProps) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  return <span>{rowLabelText({ template, fallback }, data ?? {}, (rowNumber ?? 0) + 1)}</span>
}
