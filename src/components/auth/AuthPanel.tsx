'use client'

import { useQueryClient } from '@tanstack/react-query'
import Link from 'next/link'
import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useRef, type MouseEvent } from 'react'

import { signInFormError } from '@/lib/auth/signInFormErrors'
import { USER_QUERY_KEY, useUser } from '@/lib/client/useUser'
import { textLinkClass } from './authFormStyles'
import { LoginForm } from './LoginForm'
import { RegisterForm } from './RegisterForm'
import { safeNextPath } from '@/lib/auth/safeNextPath'
import { SocialSignIn } from './SocialSignIn'
import type { SocialProvider } from '@/lib/auth/socialProviders'
import { AUTH_MODE_TITLES, authModeOf, type AuthMode as Mode } from './authModes'

/** `/login` with the given mode, keeping the other parameters (`next`) and dropping a stale `error`. */
const addressFor = (params: URLSearchParams, mode: Mode) => {
  const next = new URLSearchParams(params)
  next.delete('error')
  if (mode === 'register') next.set('mode', 'register')
  else next.delete('mode')
  const query = next.toString()
  return query ? `/login?${query}` : '/login'
}

/**
 * The sign-in card: login by default, register with
 * `mode=register`. The mode lives in the address, so the toggle rewrites it in place
 * (history.replaceState, which Next's useSearchParams follows) without a navigation.
 * The page renders per request, so the server draws the card in the right mode; `?error=`
 * explains why a form sent without JavaScript, or a social sign-in, came back here.
 */
export function AuthPanel({ providers }: { providers: readonly SocialProvider[] }) {
  const params = useSearchParams()
  const mode = authModeOf(params.get('mode'))
  const next = safeNextPath(params.get('next'))
  const error = params.get('error')
  const formError = signInFormError(error)
  const { user } = useUser()
  const queryClient = useQueryClient()
  const router = useRouter()
  // Set once we are leaving, so the signed-in redirect below does not race the form's own.
  const leaving = useRef(false)

  useEffect(() => {
    if (user && !leaving.current) {
      leaving.current = true
      router.replace(next)
    }
  }, [user, next, router])

  const onSignedIn = async () => {
    leaving.current = true
    // Whatever was loaded for a previous session must not show for this one.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] })
    await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY })
    router.replace(next)
  }

  const otherMode: Mode = mode === 'login' ? 'register' : 'login'
  const toggle = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    window.history.replaceState(null, '', addressFor(params, otherMode))
    // The tab's title follows the mode, as the server writes it for each address.
    document.title = document.title.replace(AUTH_MODE_TITLES[mode], AUTH_MODE_TITLES[otherMode])
  }

  return (
    <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="font-serif text-3xl font-bold text-stone-900">{mode === 'login' ? 'Welcome back' : 'Create your account'}</h1>
      <p className="mt-2 text-stone-700">
        {mode === 'login'
          ? 'Sign in to save articles, join the conversation and track your reading plans.'
          : 'Join to save articles, comment and keep your reading plan progress.'}
      </p>

      {formError && (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {formError}
        </p>
      )}

      <div className="mt-6">
        {/* Keyed by mode: each form starts clean when the mode changes. */}
        {mode === 'login' ? (
          <LoginForm key="login" next={next} onSignedIn={onSignedIn} />
        ) : (
          <RegisterForm key="register" next={next} onSignedIn={onSignedIn} />
        )}
      </div>

      <p className="mt-4 text-center text-sm text-stone-700">
        {mode === 'login' ? "Don't have an account? " : 'Already have an account? '}
        <a href={addressFor(params, otherMode)} onClick={toggle} className={textLinkClass}>
          {mode === 'login' ? 'Sign up' : 'Sign in'}
        </a>
      </p>

      <SocialSignIn error={error} next={next} providers={providers} />

      <p className="mt-6 text-center text-xs text-stone-600">
        By continuing, you agree to our{' '}
        <Link href="/terms" className={textLinkClass}>
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link href="/privacy" className={textLinkClass}>
          Privacy Policy
        </Link>
        .
      </p>
    </div>
  )
}
