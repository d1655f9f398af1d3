import { stopFromLink } from '@/collections/reading-reminders/data'
import { STOP_PAGE } from '@/collections/reading-reminders/links'
import { json, notFound, redirect } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { messageShape } from '@/lib/openapi/shapes'

const token = (req: Request) => new URL(req.url).searchParams.get('token')
const TOKEN_QUERY = { name: 'token', description: 'From the e-mail', required: true }
const stopPage = (req: Request, extra = '') => `${STOP_PAGE}?token=${encodeURIComponent(token(req) ?? '')}${extra}`

/** The List-Unsubscribe address opened in a browser: the stop page, whose button does it (a GET changes nothing). */
export const GET = route(
  {
    api: {
      summary: 'A reminder e-mail’s unsubscribe address opened in a browser: on to the page whose button stops the e-mails',
      tag: 'Reading plans',
      query: [TOKEN_QUERY],
      ok: { status: 303, description: 'Redirect to /reading-reminders/stop?token=…' },
    },
  },
  async ({ req }) => redirect(stopPage(req)),
)

/**
 * Turns the reminder off: RFC 8058 one-click unsubscribe, which mail clients POST from their own
 * servers with no Origin and no cookies, and the stop page's button (`?from=page`), which is
 * sent back to the page. The origin check is off, as for the newsletter's: the signed token in
 * the address is the only credential, no session is read or changed, and the one thing it can
 * do is stop the e-mails of the reminder it was made for.
 */
export const POST = route(
  {
    origin: false,
    api: {
      summary: 'One-click unsubscribe from a reading plan’s reminder e-mails (RFC 8058; needs no Origin)',
      tag: 'Reading plans',
      query: [TOKEN_QUERY, { name: 'from', description: '"page": the stop page’s own button, answered with a redirect back to it' }],
      ok: { status: 200, schema: messageShape },
      answers: { 404: 'The token is not valid', 303: 'The stop page’s button: back to the page, which shows the result' },
    },
  },
  async ({ payload, req }) => {
    const result = await stopFromLink(payload, token(req))
    if (new URL(req.url).searchParams.get('from') === 'page') return redirect(stopPage(req))
    return result === 'stopped' ? json({ message: 'These reminder e-mails are stopped.' }) : notFound('This unsubscribe link is not valid.')
  },
)
