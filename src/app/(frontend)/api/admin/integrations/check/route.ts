import { userIsAdmin } from '@/access/roles'
import { forbidden, json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { checkIntegration } from '@/lib/integrations/checks'
import { integrationCheckShape } from '@/lib/openapi/shapes'
import { LIMITS } from '@/lib/rateLimit/policies'
import { integrationCheckSchema } from '@/lib/validation/integrationCheck'

/**
 * POST /api/admin/integrations/check — the Test buttons of Settings → Payments & sign-in and of
 * Site settings → Donations: asks Stripe, Google, GitHub or Apple whether it accepts the
 * credentials in use (the server's, else the stored ones), or the values typed but not saved yet;
 * checks a PayPal ID's shape and that a Ko-fi or Buy Me A Coffee page exists; and answers
 * `{ok, message}` in the creator's words. The creator's alone: a visitor gets 401, anyone else 403. Never returns a
 * credential.
 */
export const POST = route(
  {
    member: true,
    body: integrationCheckSchema,
    rateLimit: LIMITS.integrationCheck,
    api: {
      summary: 'The admin’s Test button: whether a payment or sign-in provider accepts the credentials or donation page (the creator only)',
      tag: 'Admin',
      ok: { status: 200, schema: integrationCheckShape },
      answers: { 403: 'Signed in, but not the creator' },
    },
  },
  async ({ payload, body, user }) => {
    if (!userIsAdmin(user)) return forbidden('Only the site’s creator can test its payment and sign-in settings.')
    return json(await checkIntegration(payload, body))
  },
)
