import { isSocialProvider } from '@/lib/auth/socialProviders'
import { finishSocialSignIn } from '@/lib/auth/oauth/flow'
import { formPostQuery } from '@/lib/auth/oauth/formPost'
import { landingResponse } from '@/lib/auth/oauth/landing'
import { notFound, payloadTooLarge, redirect } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

/**
 * GET /api/auth/{provider}/callback?code=…&state=…: where the provider sends the browser back.
 * Ends on the page the sign-in started from (through a same-origin hop page), or on
 * /login?error=<code> (303).
 */
export const GET = route<{ provider: string }>(
  {
    api: {
      summary: "The provider's redirect back: signs in (or confirms) and moves on to next",
      tag: 'Auth',
      query: [
        { name: 'code', description: 'From the provider' },
        { name: 'state', description: 'From the provider; single use, must match the browser’s state cookie' },
        { name: 'error', description: 'From the provider (access_denied…)' },
      ],
      ok: { status: 303, description: 'Refused: to /login?error=<code> (next kept); a confirmation to next?confirmed= or ?confirm-error=' },
      // Signed in: a small text/html page that moves on to next at once, so next is requested
      // from this site and reads the new session (a redirect chain from the provider stays cross-site).
      alsoOk: 200,
      answers: { 404: 'Unknown provider' },
    },
  },
  async ({ payload, req, params, address }) => {
    if (!isSocialProvider(params.provider)) return notFound('Unknown sign-in provider.')
    const landing = await finishSocialSignIn(payload, { provider: params.provider, query: new URL(req.url).searchParams, req, address })
    return landingResponse(landing, 303)
  },
)

/**
 * POST /api/auth/{provider}/callback: Apple's `response_mode=form_post`, a cross-site form
 * submission (so no Origin check). It carries none of the browser's SameSite=Lax cookies, which
 * the state check needs, so the fields move to the GET above (303: a top-level GET does carry them).
 */
export const POST = route<{ provider: string }>(
  {
    origin: false,
    api: {
      summary: "Apple's response_mode=form_post: a cross-site urlencoded form (code, state, user, error), moved to the GET",
      tag: 'Auth',
      ok: { status: 303, description: 'To GET /api/auth/{provider}/callback?code=…&state=…' },
      answers: { 404: 'Unknown provider', 413: 'Form over 16 KB' },
    },
  },
  async ({ req, params }) => {
    if (!isSocialProvider(params.provider)) return notFound('Unknown sign-in provider.')
    const query = await formPostQuery(req)
    if (query === null) return payloadTooLarge('The form is too large.')
    return redirect(`/api/auth/${params.provider}/callback?${query}`)
  },
)
