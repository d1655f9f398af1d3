'use client'
import { useDocumentInfo, useField, useForm, useFormProcessing } from '@payloadcms/ui'

import { VerdictButton } from './VerdictButton'
import { VERDICTS, type Verdict } from './verdicts'

/**
 * Beside Save on a comment: approve or reject it in one click. It sets the status and saves
 * the form through Payload's own save, so the page shows the saved comment afterwards.
 */
export function ModerateButtons() {
  const { id } = useDocumentInfo()
  const { value: status, setValue } = useField<string>({ path: 'status' })
  const { submit } = useForm()
  const processing = useFormProcessing()
  if (!id) return null
  const act = async (verdict: Verdict) => {
    setValue(verdict)
    await submit({ overrides: { status: verdict } })
  }
  return (
    <>
      {(['approved', 'rejected'] as const)
        .filter((verdict) => verdict !== status)
        .map((verdict) => (
          <VerdictButton key={verdict} verdict={verdict} size="medium" disabled={processing} onVerdict={act}>
            {VERDICTS[verdict].action}
          </VerdictButton>
        ))}
    </>
  )
}
