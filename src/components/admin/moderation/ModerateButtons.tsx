'use client'
import { Button, useDocumentInfo, useField, useForm, useFormProcessing } from '@payloadcms/ui'

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
          <Button
            key={verdict}
            buttonStyle={verdict === 'approved' ? 'primary' : 'secondary'}
            size="medium"
            margin={false}
            disabled={processing}
            onClick={() => act(verdict)}
          >
            {VERDICTS[verdict].action}
          </Button>
        ))}
    </>
  )
}
