'use client'

import { useForm } from 'react-hook-form'

import { TextField } from '@/components/forms/FormField'
import { showServerFieldErrors } from '@/components/forms/serverFieldErrors'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { toast } from '@/components/toast/toastStore'
import { ApiError } from '@/lib/client/apiRequest'
import { lazyZodResolver } from '@/lib/client/lazyZodResolver'
import { useSubmission } from '@/lib/client/useSubmission'
import { PASSWORD_MIN } from '@/lib/validation/formRules'
import { formAction } from './formAction'

const registerCheck = lazyZodResolver(() => import('@/lib/validation/auth').then((m) => m.registerSchema))

const FIELDS = ['email', 'password', 'firstName', 'lastName'] as const

/** A new member account; names are optional, e-mail and password are not. */
export function RegisterForm({ next, onSignedIn }: { next: string; onSignedIn: () => Promise<void> }) {
  const sendOnce = useSubmission()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: registerCheck.resolver,
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      await sendOnce('POST', '/api/auth/register', values)
    } catch (error) {
      showServerFieldErrors(error, setError, FIELDS)
      toast({
        title: 'Registration failed',
        description: (error instanceof ApiError && error.serverMessage) || 'Registration failed',
        variant: 'destructive',
      })
      return
    }
    toast({ title: 'Registration successful', description: 'Your account has been created.' })
    await onSignedIn()
  })

  return (
    <form onFocus={registerCheck.preload} method="post" action={formAction('/api/auth/register', next)} onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${PASSWORD_MIN} characters.`}
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton pending={isSubmitting} label="Create Account" pendingLabel="Creating account..." className="w-full" />
    </form>
  )
}
