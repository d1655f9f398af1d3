'use client'

import Link from 'next/link'
import { useForm } from 'react-hook-form'

import { TextField } from '@/components/forms/FormField'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { toast } from '@/components/toast/toastStore'
import { apiRequest, ApiError } from '@/lib/client/apiRequest'
import { lazyZodResolver } from '@/lib/client/lazyZodResolver'
import { textLinkClass } from './authFormStyles'
import { formAction } from './formAction'

const loginCheck = lazyZodResolver(() => import('@/lib/validation/auth').then((m) => m.loginSchema))

/**
 * E-mail and password sign-in. `onSignedIn` takes the member onwards.
 * Until the page's JavaScript runs, the browser posts the form to the API itself, which
 * redirects on to `next` (src/lib/auth/signInForm.ts).
 */
export function LoginForm({ next, onSignedIn }: { next: string; onSignedIn: () => Promise<void> }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: loginCheck.resolver, defaultValues: { email: '', password: '' } })

  const onSubmit = handleSubmit(async (values) => {
    try {
      await apiRequest('POST', '/api/auth/login', values)
    } catch (error) {
      toast({
        title: 'Login failed',
        description: (error instanceof ApiError && error.serverMessage) || 'Login failed',
        variant: 'destructive',
      })
      return
    }
    toast({ title: 'Login successful', description: 'Welcome back!' })
    await onSignedIn()
  })

  return (
    <form onFocus={loginCheck.preload} method="post" action={formAction('/api/auth/login', next)} onSubmit={onSubmit} className="space-y-4">
      <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <p className="text-right text-sm">
        <Link href="/forgot-password" className={textLinkClass}>
          Forgot password?
        </Link>
      </p>
      <SubmitButton pending={isSubmitting} label="Sign In" pendingLabel="Signing in..." className="w-full" />
    </form>
  )
}
