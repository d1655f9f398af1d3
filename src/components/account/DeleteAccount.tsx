'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'

import { textLinkClass } from '@/components/auth/authFormStyles'
import { TextField } from '@/components/forms/FormField'
import { showServerFieldErrors } from '@/components/forms/serverFieldErrors'
import { Spinner } from '@/components/forms/Spinner'
import { focusRing, secondaryButtonClass } from '@/components/forms/styles'
import { toast } from '@/components/toast/toastStore'
import { confirmError } from '@/lib/auth/oauth/messages'
import { isSocialProvider, PROVIDER_LABELS, type SocialProvider } from '@/lib/auth/socialProviders'
import { ApiError } from '@/lib/client/apiRequest'
import { lazyZodResolver } from '@/lib/client/lazyZodResolver'
import { useSubmission } from '@/lib/client/useSubmission'
import { USER_QUERY_KEY } from '@/lib/client/useUser'
import type { AccountDeletionInput } from '@/lib/validation/accountDeletion'
import { NoticeMessage } from './NoticeMessage'

const accountDeletionCheck = lazyZodResolver(() => import('@/lib/validation/accountDeletion').then((m) => m.accountDeletionSchema))

type Props = {
  /** False for an account Google, GitHub or Apple created: it confirms with the provider instead. */
  hasPassword: boolean
  /** The providers the member may confirm with. */
  providers: SocialProvider[]
  /** Whether the member confirmed with a provider in the last 10 minutes. */
  confirmed: boolean
}


const dangerButtonClass = `inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-red-700 px-5 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-70 ${focusRing}`

const confirmPath = (provider: SocialProvider) => `/api/auth/${provider}?intent=confirm&next=${encodeURIComponent('/account')}`

/**
 * The account page's danger zone: what deleting the account removes and what stays, then a
 * confirmation step in a modal dialog (keyboard: it takes the focus, Escape closes it) asking for
 * the password, or, for an account without one, a confirmation with Google, GitHub or Apple
 * first (the provider sends the member back here with `?confirmed=<provider>` or
 * `?confirm-error=<code>`). Once deleted, the browser forgets the member and goes home.
 */
export function DeleteAccount({ hasPassword, providers, confirmed }: Props) {
  const sendOnce = useSubmission()
  const dialog = useRef<HTMLDialogElement>(null)
  const ids = { heading: useId(), dialogHeading: useId(), dialogText: useId() }
  const params = useSearchParams()
  const router = useRouter()
  const queryClient = useQueryClient()
  const [failure, setFailure] = useState<string | null>(null)

  const confirmedWith = params.get('confirmed')
  const justConfirmed = confirmed && confirmedWith !== null && isSocialProvider(confirmedWith) ? confirmedWith : null
  const confirmProblem = confirmError(params.get('confirm-error')) ?? (params.has('confirm-error') ? "That confirmation didn't go through. Please try again." : null)
  const canDelete = hasPassword || confirmed

  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AccountDeletionInput>({
    resolver: accountDeletionCheck.resolver,
    defaultValues: hasPassword ? { password: '' } : {},
  })

  // Back from the provider, confirmed: the confirmation step opens again, where the member left off.
  const [isOpen, setOpen] = useState(justConfirmed !== null)

  // The native modal dialog keeps the focus inside and closes on Escape (then `onClose` says so).
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (isOpen && !element.open) element.showModal()
    if (!isOpen && element.open) element.close()
  }, [isOpen])

  const open = () => {
    setFailure(null)
    reset()
    setOpen(true)
  }

  const close = () => setOpen(false)

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      await sendOnce('DELETE', '/api/account', hasPassword ? { password: values.password } : {})
    } catch (error) {
      if (showServerFieldErrors(error, setError, ['password'])) return
      const message = error instanceof ApiError ? error.serverMessage : undefined
      setFailure(message ?? 'Your account could not be deleted. Please try again.')
      return
    }
    // Nothing of the member may outlive the account in this browser.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] })
    queryClient.setQueryData(USER_QUERY_KEY, null)
    close()
    toast({ title: 'Account deleted', description: 'Your account and its data have been removed. Thank you for reading with us.' })
    router.push('/')
  })

  return (
    <section aria-labelledby={ids.heading} id="delete-account" className="scroll-mt-24 space-y-4 rounded-lg border-2 border-red-300 bg-red-50/50 p-5 sm:p-6">
      <h2 id={ids.heading} className="font-serif text-xl font-semibold text-red-900">
        Delete my account
      </h2>
      <p className="text-stone-800">Deleting your account is permanent and cannot be undone. This is what happens:</p>
      <ul className="list-disc space-y-1 pl-5 text-stone-800">
        <li>Your account is removed and you are signed out on every device.</li>
        <li>Your saved posts, your reading-plan progress and answers, and your comments that are awaiting moderation are deleted.</li>
        <li>Comments already approved stay on their posts, shown as written by &ldquo;Former member&rdquo;.</li>
        <li>Songs, media and books you already suggested stay with the site&apos;s creator, without your e-mail address.</li>
      </ul>
      <p className="text-sm text-stone-700">Want a copy first? Download your data before you delete your account.</p>

      {justConfirmed && (
        <NoticeMessage
          notice={{ tone: 'success', text: `Confirmed with ${PROVIDER_LABELS[justConfirmed]}. You can delete your account in the next 10 minutes.` }}
        />
      )}
      {confirmProblem && <NoticeMessage notice={{ tone: 'error', text: confirmProblem }} />}

      <button type="button" onClick={open} className={dangerButtonClass}>
        Delete my account…
      </button>

      <dialog
        ref={dialog}
        aria-labelledby={ids.dialogHeading}
        aria-describedby={ids.dialogText}
        // Not while the deletion runs: its answer must reach this page.
        onCancel={(event) => {
          if (isSubmitting) event.preventDefault()
        }}
        onClose={close}
        className="m-auto w-[min(100%-2rem,32rem)] rounded-lg border border-stone-200 bg-white p-6 text-stone-900 shadow-xl backdrop:bg-stone-950/60"
      >
        <h3 id={ids.dialogHeading} className="font-serif text-lg font-semibold">
          Delete your account?
        </h3>
        {canDelete ? (
          <form onFocus={accountDeletionCheck.preload} onSubmit={onSubmit} noValidate className="mt-3 space-y-4">
            <p id={ids.dialogText} className="text-sm text-stone-700">
              {hasPassword
                ? 'Enter your password to confirm. Your account and its data are removed at once.'
                : 'You confirmed it is you. Your account and its data are removed at once.'}
            </p>
            {hasPassword && (
              <TextField
                label="Password"
                type="password"
                autoComplete="current-password"
                error={errors.password?.message}
                {...register('password')}
              />
            )}
            {failure && (
              <p role="alert" className="text-sm text-red-800">
                {failure}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-3">
              <button type="button" onClick={close} disabled={isSubmitting} className={secondaryButtonClass}>
                Cancel
              </button>
              <button type="submit" disabled={isSubmitting} className={dangerButtonClass}>
                {isSubmitting && <Spinner />}
                {isSubmitting ? 'Deleting…' : 'Delete my account permanently'}
              </button>
            </div>
          </form>
        ) : (
          <div className="mt-3 space-y-4">
            {providers.length ? (
              <p id={ids.dialogText} className="text-sm text-stone-700">
                Your account has no password, so please confirm it is you with the service you sign in with. You will come back here, and
                can then delete your account within 10 minutes.
              </p>
            ) : (
              <p id={ids.dialogText} className="text-sm text-stone-700">
                Your account has no password, and none of the sign-in services is available right now. Set a password through{' '}
                <a href="/forgot-password" className={textLinkClass}>
                  Forgot password?
                </a>{' '}
                (we e-mail you a link), then delete your account with it.
              </p>
            )}
            {providers.length > 0 && (
              <ul className="grid gap-2">
                {providers.map((provider) => (
                  <li key={provider}>
                    {/* A plain <a>: a prefetching <Link> would start the provider's flow. */}
                    <a href={confirmPath(provider)} className={`${secondaryButtonClass} w-full`}>
                      Confirm with {PROVIDER_LABELS[provider]}
                    </a>
                  </li>
                ))}
              </ul>
            )}
            <div className="flex justify-end">
              <button type="button" onClick={close} className={secondaryButtonClass}>
                Cancel
              </button>
            </div>
          </div>
        )}
      </dialog>
    </section>
  )
}
