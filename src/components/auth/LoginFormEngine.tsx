'use client'

import { useForm } from 'react-hook-form'

import type { EngineProps } from '@/components/forms/FormUntilUsed'
import { toast } from '@/components/toast/toastStore'
import { apiRequest, ApiError } from '@/lib/client/apiRequest'
import { lazyZodResolver } from '@/lib/client/lazyZodResolver'
import { LoginFormView } from './LoginFormView'
import type { SignInFormProps } from './signInFormProps'

const loginCheck = lazyZodResolver(() => import('@/lib/validation/auth').then((m) => m.loginSchema))

/** E-mail and password sign-in at work: checked, sent, then `onSignedIn` takes the member onwards. */
export function LoginFormEngine({ next, onSignedIn, initial, formRef }: EngineProps<SignInFormProps>) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: loginCheck.resolver, defaultValues: { email: '', password: '', ...initial } })

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
    <LoginFormView
      next={next}
      form={{ ref: formRef, onFocus: loginCheck.preload, onSubmit }}
      field={register}
      errors={{ email: errors.email?.message, password: errors.password?.message }}
      pending={isSubmitting}
    />
  )
}
