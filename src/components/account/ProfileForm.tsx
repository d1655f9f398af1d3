'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'

import { TextField } from '@/components/forms/FormField'
import { showServerFieldErrors } from '@/components/forms/serverFieldErrors'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { toast } from '@/components/toast/toastStore'
import { ApiError } from '@/lib/client/apiRequest'
import { lazyZodResolver } from '@/lib/client/lazyZodResolver'
import { useSubmission } from '@/lib/client/useSubmission'
import { USER_QUERY_KEY, type SessionUser } from '@/lib/client/useUser'

const profileCheck = lazyZodResolver(() => import('@/lib/validation/account').then((m) => m.profileSchema))

type Props = { firstName: string; lastName: string }

/**
 * The member's names. Until the page's JavaScript runs, the browser posts the form to the API
 * itself, which saves and redirects back here with a notice; so the HTML carries the current
 * names as the inputs' values (react-hook-form alone fills them only in the browser).
 */
export function ProfileForm({ firstName, lastName }: Props) {
  const sendOnce = useSubmission()
  const router = useRouter()
  const queryClient = useQueryClient()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: profileCheck.resolver, defaultValues: { firstName, lastName } })

  const onSubmit = handleSubmit(async (values) => {
    try {
      const user = await sendOnce<SessionUser>('PATCH', '/api/account/profile', values)
      reset({ firstName: user.firstName ?? '', lastName: user.lastName ?? '' })
      queryClient.setQueryData(USER_QUERY_KEY, user)
      toast({ title: 'Profile updated', description: 'Your name has been saved.' })
      router.refresh()
    } catch (error) {
      showServerFieldErrors(error, setError, ['firstName', 'lastName'])
      toast({
        title: 'Could not save',
        description: (error instanceof ApiError && error.serverMessage) || 'Your name could not be saved. Please try again.',
        variant: 'destructive',
      })
    }
  })

  return (
    <form onFocus={profileCheck.preload} method="post" action="/api/account/profile" onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          defaultValue={firstName}
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          defaultValue={lastName}
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <SubmitButton pending={isSubmitting} label="Save name" pendingLabel="Saving..." />
    </form>
  )
}
