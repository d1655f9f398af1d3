import { secondaryButtonClass } from '@/components/forms/styles'
import { socialSignInError } from '@/lib/auth/oauth/messages'
import { PROVIDER_LABELS, SOCIAL_PROVIDERS } from '@/lib/auth/socialProviders'




/**
 * Links to the social sign-in routes (browser navigations, so plain <a>: a prefetching <Link>
 * would start a sign-in), carrying `next` so the member comes back to the page they asked for.
 * All three are shown; one the site has no credentials for comes back with
 * `?error=provider-unavailable`, explained here like every other way a social sign-in can end
 * on /login (`error` is the page's `?error=`; codes of the password forms are not ours and show
 * nothing here).
 */
export function SocialSignIn({ error, next }: { error: string | null; next: string }) {
  const message = socialSignInError(error)
  const query = next !== '/' ? `?next=${encodeURIComponent(next)}` : ''
  return (
    <div>
      {message && (
        <p role="alert" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {message}
        </p>
      )}
      <ul className="grid gap-2 sm:grid-cols-3">
        {SOCIAL_PROVIDERS.map((provider) => (
          <li key={provider}>
            <a href={`/api/auth/${provider}${query}`} className={`${secondaryButtonClass} w-full`}>
              <span className="sr-only">Continue with </span>
              {PROVIDER_LABELS[provider]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
