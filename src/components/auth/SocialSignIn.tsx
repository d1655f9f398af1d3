import { secondaryButtonClass } from '@/components/forms/styles'
import { socialSignInError } from '@/lib/auth/oauth/messages'
import { PROVIDER_LABELS, type SocialProvider } from '@/lib/auth/socialProviders'




/**
 * Links to the social sign-in routes (browser navigations, so plain <a>: a prefetching <Link>
 * would start a sign-in), carrying `next` so the member comes back to the page they asked for.
 * Only the providers the site has credentials for are offered (`providers`, from the server): a
 * button that could only end on "isn't available" is a dead end. With none, the section is not
 * shown at all. Every way a social sign-in can end on /login is explained here (`error` is the
 * page's `?error=`; codes of the password forms are not ours and show nothing here).
 */
export function SocialSignIn({ error, next, providers }: { error: string | null; next: string; providers: readonly SocialProvider[] }) {
  const message = socialSignInError(error)
  const query = next !== '/' ? `?next=${encodeURIComponent(next)}` : ''
  if (providers.length === 0 && !message) return null
  return (
    <div>
      {providers.length > 0 && (
        <div className="my-6 flex items-center gap-3 text-sm text-stone-600" role="presentation">
          <span className="h-px flex-1 bg-stone-200" />
          or continue with
          <span className="h-px flex-1 bg-stone-200" />
        </div>
      )}
      {message && (
        <p role="alert" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {message}
        </p>
      )}
      <ul className={`grid gap-2 ${providers.length === 3 ? 'sm:grid-cols-3' : providers.length === 2 ? 'sm:grid-cols-2' : ''}`}>
        {providers.map((provider) => (
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
