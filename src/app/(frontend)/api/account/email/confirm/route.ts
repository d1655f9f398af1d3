import { confirmEmailChange } from '@/lib/auth/emailChange'
import { redirect } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { serverUrl } from '@/lib/serverUrl'

/**
 * GET /api/account/email/confirm?token=: the link in the confirmation e-mail. No session is
 * needed (the link is often opened on another device); the token is the proof. Redirects to
 * /account?email=changed, or ?email=invalid (expired, used, replaced, or the address taken since).
 */
export const GET = route(
  {
    api: {
      summary:
        'The link from the confirmation e-mail (no session needed): applies the change if the link is the newest, unexpired and unused and the address is still free',
      tag: 'Account',
      query: [{ name: 'token', description: 'From the e-mail', required: true }],
      ok: { status: 303, description: 'Redirect to /account?email=changed, or /account?email=invalid' },
    },
  },
  async ({ payload, req }) => {
    const outcome = await confirmEmailChange(payload, new URL(req.url).searchParams.get('token'))
    return redirect(`${serverUrl()}/account?email=${outcome}`)
  },
)
