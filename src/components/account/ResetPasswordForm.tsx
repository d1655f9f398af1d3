'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { TextField } from '@/components/forms/FormField'
import { showServerFieldErrors } from '@/components/forms/serverFieldErrors'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { accountNoticePath } from '@/lib/auth/accountNotices'
import { resetFormAction } from '@/lib/auth/passwordResetPages'
import { ApiError } from '@/lib/client/apiRequest'
import { lazyZodResolver } from '@/lib/client/lazyZodResolver'
import { useSubmission } from '@/lib/client/useSubmission'
import { USER_QUERY_KEY } from '@/lib/client/useUser'

const resetPasswordCheck = lazyZodResolver(() => import('@/lib/validation/account').then((m) => m.resetPasswordSchema))

/**
 * The new password for a reset link. Once set, this browser is signed in (every other session
 * has ended) and goes on to the account page, which says so. Until the page's JavaScript runs,
 * the browser posts the form itself and the API redirects the same way.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const sendOnce = useSubmission()
  const router = useRouter()
  const queryClient = useQueryClient()
  const [failure, setFailure] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: resetPasswordCheck.resolver, defaultValues: { token, password: '' } })

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      await sendOnce('POST', '/api/auth/reset-password', values)
    } catch (error) {
      if (showServerFieldErrors(error, setError, ['password'])) return
      setFailure((error instanceof ApiError && error.serverMessage) || 'Your password could not be changed. Please try again.')
      return
    }
    setDone(true)
    // Whatever was loaded for an earlier session must not show for this one.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] })
    await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY })
    router.replace(accountNoticePath('password', 'reset'))
  })

  return (
    <form onFocus={resetPasswordCheck.preload} method="post" action={resetFormAction(token)} onSubmit={onSubmit} noValidate className="space-y-4">
      {/* In the HTML too, for the form the browser sends itself before the JavaScript runs. */}
      <input type="hidden" defaultValue={token} {...register('token')} />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="8 to 128 characters. Avoid common passwords."
        error={errors.password?.message}
        {...register('password')}
      />
      {failure && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {failure}
        </p>
      )}
      <SubmitButton
        pending={isSubmitting || done}
        label="Set new password"
        pendingLabel={done ? 'Signing you in...' : 'Saving...'}
        className="w-full"
      />
    </form>
  )
}
