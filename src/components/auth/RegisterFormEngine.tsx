'use client'

import { useForm } from 'react-hook-form'

import type { EngineProps } from '@/components/forms/FormUntilUsed'
import { fieldMessages, showServerFieldErrors } from '@/components/forms/serverFieldErrors'
import { toast } from '@/components/toast/toastStore'
import { ApiError } from '@/lib/client/apiRequest'
import { lazyZodResolver } from '@/lib/client/lazyZodResolver'
import { useSubmission } from '@/lib/client/useSubmission'
import type { SignInFormProps } from './signInFormProps'
import { REGISTER_FIELDS, RegisterFormView } from './RegisterFormView'

const registerCheck = lazyZodResolver(() => import('@/lib/validation/auth').then((m) => m.registerSchema))

/** A new member account at work: checked, sent, then `onSignedIn` takes the member onwards. */
export function RegisterFormEngine({ next, onSignedIn, initial, formRef }: EngineProps<SignInFormProps>) {
  const sendOnce = useSubmission()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: registerCheck.resolver,
    defaultValues: { firstName: '', lastName: '', email: '', password: '', ...initial },
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      await sendOnce('POST', '/api/auth/register', values)
    } catch (error) {
      showServerFieldErrors(error, setError, REGISTER_FIELDS)
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
    <RegisterFormView
      next={next}
      form={{ ref: formRef, onFocus: registerCheck.preload, onSubmit }}
      field={register}
      errors={fieldMessages(errors, REGISTER_FIELDS)}
      pending={isSubmitting}
    />
  )
}
