import { cookieHeaders, endedSessionCookies } from '@/lib/auth/cookies'
import { endSession } from '@/lib/auth/signOut'
import { json, redirect } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { messageShape } from '@/lib/openapi/shapes'

/** POST /api/auth/logout: revokes the session and clears its cookies (also when already signed out). */
export const POST = route(
  { api: { summary: 'Sign out and revoke the session', tag: 'Auth', ok: { status: 200, schema: messageShape } } },
  async ({ payload, req }) => {
    await endSession(payload, req)
    return json({ message: 'Logged out' }, { headers: cookieHeaders(await endedSessionCookies(payload)) })
  },
)

/**
 * GET /api/auth/logout: the header's plain Logout link. Same, then 303 to the home page.
 * A cross-site navigation here arrives without a usable session (Payload ignores the cookie
 * on cross-site requests), so another site can at most clear the cookies, not end the session.
 */
export const GET = route(
  { api: { summary: 'Sign out, then redirect to /', tag: 'Auth', ok: { status: 303, description: 'Redirect to /' } } },
  async ({ payload, req }) => {
    await endSession(payload, req)
    return redirect('/', { headers: cookieHeaders(await endedSessionCookies(payload)) })
  },
)
