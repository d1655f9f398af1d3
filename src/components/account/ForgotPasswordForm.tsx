'use client'

import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { TextField } from '@/components/forms/FormField'
import { showServerFieldErrors } from '@/components/forms/serverFieldErrors'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { ApiError } from '@/lib/client/apiRequest'
import { FORGOT_FORM_ACTION } from '@/lib/auth/passwordResetPages'
import { lazyZodResolver } from '@/lib/client/lazyZodResolver'
import { useSubmission } from '@/lib/client/useSubmission'
import { ResetLinkSent } from './ResetLinkSent'

const forgotPasswordCheck = lazyZodResolver(() => import('@/lib/validation/account').then((m) => m.forgotPasswordSchema))

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account.
 * Until the page's JavaScript runs, the browser posts the form itself and comes back to
 * /forgot-password?sent=1.
 */
export function ForgotPasswordForm() {
  const sendOnce = useSubmission()
  const [sent, setSent] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: forgotPasswordCheck.resolver, defaultValues: { email: '' } })

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      await sendOnce('POST', FORGOT_FORM_ACTION, values)
      setSent(true)
    } catch (error) {
      if (showServerFieldErrors(error, setError, ['email'])) return
      setFailure((error instanceof ApiError && error.serverMessage) || 'The link could not be sent. Please try again.')
    }
  })

  if (sent) return <ResetLinkSent />

  return (
    <form onFocus={forgotPasswordCheck.preload} method="post" action={FORGOT_FORM_ACTION} onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      {failure && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {failure}
        </p>
      )}
      <SubmitButton pending={isSubmitting} label="Send reset link" pendingLabel="Sending..." className="w-full" />
    </form>
  )
}
