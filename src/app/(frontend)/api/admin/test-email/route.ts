import { userIsAdmin } from '@/access/roles'
import { getSiteInfo } from '@/lib/data/site'
import { testEmail } from '@/lib/email/testMessage'
import { forbidden, json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { testEmailShape } from '@/lib/openapi/shapes'
import { LIMITS } from '@/lib/rateLimit/policies'
import { serverUrl } from '@/lib/serverUrl'

/**
 * POST /api/admin/test-email — the setup checklist's "Send a test e-mail": one message to the
 * signed-in creator's own address through the site's mail, so a wrong mail setting shows now
 * rather than in a member's lost password reset. Only ever to the creator's own address (no
 * address is taken from the request), a few an hour; 502 with the reason when the mail server
 * refuses.
 */
export const POST = route(
  {
    member: true,
    rateLimit: LIMITS.testEmail,
    api: {
      summary: 'Send a test e-mail to the signed-in creator’s own address through the site’s mail (the creator only)',
      tag: 'Admin',
      ok: { status: 200, schema: testEmailShape },
      answers: { 403: 'Signed in, but not the creator', 502: 'The mail server refused or could not be reached' },
    },
  },
  async ({ payload, user }) => {
    if (!userIsAdmin(user)) return forbidden('Only the site’s creator can send a test e-mail.')
    const { title } = await getSiteInfo(payload)
    try {
      await payload.sendEmail(testEmail(user.email, title, serverUrl()))
    } catch (error) {
      payload.logger.warn(`Test e-mail to the creator failed: ${error instanceof Error ? error.message : String(error)}`)
      return json({ message: 'The mail server refused the message or could not be reached. The server’s log says why.' }, { status: 502 })
    }
    const logged = !process.env.SMTP_HOST?.trim()
    return json({
      sent: !logged,
      message: logged
        ? 'No mail server is set on the server: the message was written to the server’s log instead of sent.'
        : `Sent to ${user.email}. If it has not arrived in a few minutes, look in the spam folder.`,
    })
  },
)
