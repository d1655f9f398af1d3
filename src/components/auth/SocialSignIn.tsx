import { secondaryButtonClass } from '@/components/forms/styles'
import { SOCIAL_PROVIDERS, type SocialProvider } from '@/lib/auth/providers'

const LABEL: Record<SocialProvider, string> = { google: 'Google', github: 'GitHub', apple: 'Apple' }

/**
 * Links to the social sign-in routes (browser navigations, so plain <a>: a prefetching <Link>
 * would start a sign-in). `unavailable` explains the redirect back when none is configured.
 */
export function SocialSignIn({ error, next }: { error: string | null; next: string }) {
  const unavailable = error === 'provider-unavailable'
  const query = next !== '/' ? `?next=${encodeURIComponent(next)}` : ''
  return (
    <div>
      {unavailable && (
        <p role="status" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          Social sign-in isn&apos;t available yet. Please sign in with your email and password, or create an account.
        </p>
      )}
      <ul className="grid gap-2 sm:grid-cols-3">
        {SOCIAL_PROVIDERS.map((provider) => (
          <li key={provider}>
            <a href={`/api/auth/${provider}${query}`} className={`${secondaryButtonClass} w-full`}>
              <span className="sr-only">Continue with </span>
              {LABEL[provider]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
