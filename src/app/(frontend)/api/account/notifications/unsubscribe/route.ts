import { isCommentNoticeKind } from '@/collections/comment-notices/kinds'
import { unsubscribeCommentEmails } from '@/collections/comment-notices/settings'
import { accountNoticePath } from '@/lib/auth/accountNotices'
import { json, notFound, redirect } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { messageShape } from '@/lib/openapi/shapes'

const QUERY = [
  { name: 'kind', description: '`approved` or `reply`: the kind of e-mail to stop', required: true },
  { name: 'token', description: 'From the e-mail', required: true },
]

/** The kind and the secret from an e-mail's link; an unknown kind is as invalid as a wrong secret. */
const unsubscribe = async (payload: Parameters<typeof unsubscribeCommentEmails>[0], req: Request) => {
  const query = new URL(req.url).searchParams
  const kind = query.get('kind')
  if (!isCommentNoticeKind(kind)) return { kind: null, outcome: 'invalid' as const }
  return { kind, outcome: await unsubscribeCommentEmails(payload, kind, query.get('token')) }
}

/** The unsubscribe link in an e-mail about a comment, opened in a browser: back to the account page's switches. */
export const GET = route(
  {
    api: {
      summary: 'Stop one kind of e-mail about comments, from the e-mail link',
      tag: 'Account',
      query: QUERY,
      ok: { status: 303, description: 'Redirect to /account?notifications=approved-off|reply-off|invalid#notifications' },
    },
  },
  async ({ payload, req }) => {
    const { kind, outcome } = await unsubscribe(payload, req)
    return redirect(accountNoticePath('notifications', outcome === 'unsubscribed' && kind ? `${kind}-off` : 'invalid'))
  },
)

/**
 * RFC 8058 one-click unsubscribe, as for the newsletter: the mail client POSTs
 * `List-Unsubscribe=One-Click` from its own servers, with no Origin and no cookies, so the
 * origin check is off here. The random token in the URL is the only credential, no session is
 * read or changed, and the one thing it can do is stop one kind of e-mail to its member.
 */
export const POST = route(
  {
    origin: false,
    api: {
      summary: 'One-click unsubscribe from one kind of e-mail about comments (RFC 8058; needs no Origin)',
      tag: 'Account',
      query: QUERY,
      ok: { status: 200, schema: messageShape },
      answers: { 404: 'Unknown token or kind' },
    },
  },
  async ({ payload, req }) =>
    (await unsubscribe(payload, req)).outcome === 'unsubscribed'
      ? json({ message: 'You have been unsubscribed.' })
      : notFound('This unsubscribe link is not valid.'),
)
