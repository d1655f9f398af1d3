import { Pill } from '@payloadcms/ui'
import type { DefaultCellComponentProps, SelectFieldClient } from 'payload'

import { optionLabel, STATUS_PILL } from './statusPills'

/** An inbox list's status column: the status's label as a coloured badge. */
export function StatusCell({ cellData, field }: DefaultCellComponentProps<SelectFieldClient>) {
  const status = typeof cellData === 'string' ? cellData : ''
  if (!status) return null
  return (
    <Pill size="small" pillStyle={STATUS_PILL[status] ?? 'light'}>
      {optionLabel(field.options, status)}
    </Pill>
  )
}
