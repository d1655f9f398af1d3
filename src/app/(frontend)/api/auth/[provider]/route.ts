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
    api: {
      summary:
        'Start a social sign-in (google, github, apple): redirect to the provider. An unconfigured provider goes to /login?error=provider-unavailable; over the limit, /login?error=oauth-throttled',
      tag: 'Auth',
      query: [
        { name: 'next', description: 'A same-site path to return to afterwards (anything else means /)' },
        {
          name: 'intent',
          description:
            '"confirm": a signed-in member confirms who they are; ends on next with ?confirmed=<provider> or ?confirm-error=<code>; a visitor goes to /login?next=',
        },
      ],
      ok: {
        status: 302,
        description: 'To the provider (sets the oauth-<provider> state cookie), or back to /login?error=<code> / next?confirm-error=<code>',
      },
      // Over the limit the answer is the redirect above (`failure`), never a 429.
      answers: { 404: 'Unknown provider', 429: false },
    },
  },
  async ({ payload, req, params, user }) => {
    if (!isSocialProvider(params.provider)) return notFound('Unknown sign-in provider.')
    const landing = await startSocialSignIn(payload, { provider: params.provider, ...startParameters(new URL(req.url)), user })
    return landingResponse(landing, 302)
  },
)
