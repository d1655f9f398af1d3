import { confirmEmailChange } from '@/lib/auth/emailChange'
import { redirect } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { serverUrl } from '@/lib/serverUrl'

/**
 * GET /api/account/email/confirm?token=: the link in the confirmation e-mail. No session is
 * needed (the link is often opened on another device); the token is the proof. Redirects to
 * /account?email=changed, or ?email=invalid (expired, used, replaced, or the address taken since).
 */
export const GET = route({}, async ({ req }) => {
  const outcome = await confirmEmailChange(new URL(req.url).searchParams.get('token'))
  return redirect(`${serverUrl()}/account?email=${outcome}`)
})
