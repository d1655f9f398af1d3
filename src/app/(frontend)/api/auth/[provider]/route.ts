import { isSocialProvider } from '@/lib/auth/socialProviders'
import { startParameters, startRefused, startSocialSignIn } from '@/lib/auth/oauth/flow'
import { landingResponse } from '@/lib/auth/oauth/landing'
import { notFound } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { LIMITS } from '@/lib/rateLimit/policies'

/**
 * GET /api/auth/google|github|apple[?next=/path][&intent=confirm]: a browser navigation that
 * starts a social sign-in (or, for a signed-in member, a confirmation) and redirects to the
 * provider; an unconfigured provider goes back to /login?error=provider-unavailable.
 */
export const GET = route<{ provider: string }, undefined, 'optional'>(
  {
    member: 'optional',
    rateLimit: LIMITS.oauthStart,
    // A browser navigation: over the limit, back to the page with the reason, not a JSON 429.
    failure: async (_response, req) => {
      const { intent, next } = startParameters(new URL(req.url))
      return landingResponse(startRefused(intent, next, 'throttled'), 302)
    },
  },
  async ({ req, params, user }) => {
    if (!isSocialProvider(params.provider)) return notFound('Unknown sign-in provider.')
    const landing = await startSocialSignIn({ provider: params.provider, ...startParameters(new URL(req.url)), user })
    return landingResponse(landing, 302)
  },
)
