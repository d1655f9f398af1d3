import { unsubscribe } from '@/lib/data/newsletter'
import { newsletterResultUrl } from '@/lib/email/newsletter'
import { json, notFound, redirect } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

const token = (req: Request) => new URL(req.url).searchParams.get('token')

/** The unsubscribe link in every newsletter e-mail, opened in a browser. */
export const GET = route({}, async ({ req }) => redirect(newsletterResultUrl(await unsubscribe(token(req)))))

/**
 * RFC 8058 one-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click` from its
 * own servers, with no Origin and no cookies, so the origin check is off here. That is safe:
 * the random token in the URL is the only credential, no session is read or changed, and the
 * one thing it can do is stop e-mails to the address the token was sent to.
 */
export const POST = route({ origin: false }, async ({ req }) =>
  (await unsubscribe(token(req))) === 'unsubscribed'
    ? json({ message: 'You have been unsubscribed.' })
    : notFound('This unsubscribe link is not valid.'),
)
