import { unsubscribe } from '@/collections/newsletter-subscribers/data'
import { newsletterResultUrl } from '@/lib/email/newsletter'
import { json, notFound, redirect } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { messageShape } from '@/lib/openapi/shapes'

const token = (req: Request) => new URL(req.url).searchParams.get('token')
const TOKEN_QUERY = { name: 'token', description: 'From the e-mail', required: true }

/** The unsubscribe link in every newsletter e-mail, opened in a browser. */
export const GET = route(
  {
    api: {
      summary: 'Unsubscribe from an e-mail link',
      tag: 'Newsletter',
      query: [TOKEN_QUERY],
      ok: { status: 303, description: 'Redirect to /?newsletter=unsubscribed' },
    },
  },
  async ({ payload, req }) => redirect(newsletterResultUrl(await unsubscribe(payload, token(req)))),
)

/**
 * RFC 8058 one-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click` from its
 * own servers, with no Origin and no cookies, so the origin check is off here. That is safe:
 * the random token in the URL is the only credential, no session is read or changed, and the
 * one thing it can do is stop e-mails to the address the token was sent to.
 */
export const POST = route(
  {
    origin: false,
    api: {
      summary: 'One-click unsubscribe (RFC 8058; needs no Origin)',
      tag: 'Newsletter',
      query: [TOKEN_QUERY],
      ok: { status: 200, schema: messageShape },
      answers: { 404: 'Unknown token' },
    },
  },
  async ({ payload, req }) =>
    (await unsubscribe(payload, token(req))) === 'unsubscribed'
      ? json({ message: 'You have been unsubscribed.' })
      : notFound('This unsubscribe link is not valid.'),
)
