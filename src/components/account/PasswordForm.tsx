'use client'

import { useForm } from 'react-hook-form'

import { TextField } from '@/components/forms/FormField'
import { showServerFieldErrors } from '@/components/forms/serverFieldErrors'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { toast } from '@/components/toast/toastStore'
import { ApiError } from '@/lib/client/apiRequest'
import { lazyZodResolver } from '@/lib/client/lazyZodResolver'
import { useSubmission } from '@/lib/client/useSubmission'

const changePasswordCheck = lazyZodResolver(() => import('@/lib/validation/account').then((m) => m.changePasswordSchema))

/**
 * Current password and a new one (the registration rules). The other sessions of the account
 * end; this one stays. Until the page's JavaScript runs, the browser posts the form itself.
 */
export function PasswordForm({ email }: { email: string }) {
  const sendOnce = useSubmission()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: changePasswordCheck.resolver, defaultValues: { currentPassword: '', newPassword: '' } })

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await sendOnce<{ message: string }>('POST', '/api/account/password', values)
      reset()
      toast({ title: 'Password changed', description: message })
    } catch (error) {
      const placed = showServerFieldErrors(error, setError, ['currentPassword', 'newPassword'])
      toast({
        title: 'Password not changed',
        description: placed ? 'Please check the highlighted fields.' : (error instanceof ApiError && error.serverMessage) || 'Please try again.',
        variant: 'destructive',
      })
    }
  })

  return (
    <form onFocus={changePasswordCheck.preload} method="post" action="/api/account/password" onSubmit={onSubmit} noValidate className="space-y-4">
      {/* Tells password managers which account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="8 to 128 characters. Avoid common passwords."
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <SubmitButton pending={isSubmitting} label="Change password" pendingLabel="Changing..." />
    </form>
  )
}
