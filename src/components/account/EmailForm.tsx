'use client'

import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { TextField } from '@/components/forms/FormField'
import { showServerFieldErrors } from '@/components/forms/serverFieldErrors'
import { Spinner } from '@/components/forms/Spinner'
import { secondaryButtonClass } from '@/components/forms/styles'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { toast } from '@/components/toast/toastStore'
import { ApiError } from '@/lib/client/apiRequest'
import { lazyZodResolver } from '@/lib/client/lazyZodResolver'
import { useSubmission } from '@/lib/client/useSubmission'
import { PASSWORD_TO_CHANGE_EMAIL } from '@/lib/validation/formRules'

const changeEmailCheck = lazyZodResolver(() => import('@/lib/validation/account').then((m) => m.changeEmailSchema))

type Pending = { email: string; expiresAt: string }

type Props = {
  /** False for an account Google, GitHub or Apple created: it has no password to give. */
  hasPassword: boolean
  pending: Pending | null
}

/**
 * A new e-mail address, confirmed from its own inbox: the change waits (shown here, and
 * cancellable) until the link sent there is opened. Until the page's JavaScript runs, the
 * browser posts the form itself.
 */
export function EmailForm({ hasPassword, pending: initialPending }: Props) {
  const sendOnce = useSubmission()
  const [pending, setPending] = useState<Pending | null>(initialPending)
  const [cancelling, setCancelling] = useState(false)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: changeEmailCheck.resolver, defaultValues: { email: '', password: '' } })

  const onSubmit = handleSubmit(async ({ email, password }) => {
    if (hasPassword && !password) {
      setError('password', { type: 'required', message: PASSWORD_TO_CHANGE_EMAIL })
      return
    }
    try {
      const answer = await sendOnce<{ message: string; pending: Pending }>('POST', '/api/account/email', hasPassword ? { email, password } : { email })
      setPending(answer.pending)
      reset()
      toast({ title: 'Check your inbox', description: answer.message })
    } catch (error) {
      const placed = showServerFieldErrors(error, setError, ['email', 'password'])
      toast({
        title: 'E-mail address not changed',
        description: placed ? 'Please check the highlighted fields.' : (error instanceof ApiError && error.serverMessage) || 'Please try again.',
        variant: 'destructive',
      })
    }
  })

  const cancel = async () => {
    setCancelling(true)
    try {
      await sendOnce('DELETE', '/api/account/email')
      setPending(null)
      toast({ title: 'Change cancelled', description: 'Your e-mail address stays as it is.' })
    } catch (error) {
      toast({
        title: 'Could not cancel',
        description: (error instanceof ApiError && error.serverMessage) || 'Please try again.',
        variant: 'destructive',
      })
    } finally {
      setCancelling(false)
    }
  }

  return (
    <div className="space-y-4">
      {pending && (
        <div role="status" className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-stone-800">
          <p>
            <span className="font-semibold">Waiting for confirmation:</span> we sent a link to{' '}
            <span className="font-semibold wrap-anywhere">{pending.email}</span>. Your address changes when you open it; it works for one hour.
          </p>
          <button type="button" onClick={cancel} disabled={cancelling} className={secondaryButtonClass}>
            {cancelling && <Spinner />}
            {cancelling ? 'Cancelling...' : 'Cancel this change'}
          </button>
        </div>
      )}
      <form onFocus={changeEmailCheck.preload} method="post" action="/api/account/email" onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label="New e-mail address" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        {hasPassword && (
          <TextField
            label="Your password"
            type="password"
            autoComplete="current-password"
            hint="To make sure it is you."
            error={errors.password?.message}
            {...register('password')}
          />
        )}
        <SubmitButton pending={isSubmitting} label="Send confirmation link" pendingLabel="Sending..." />
      </form>
    </div>
  )
}
