import { completeFromLink } from '@/collections/reading-reminders/data'
import { COMPLETE_PAGE } from '@/collections/reading-reminders/links'
import { formFailure } from '@/lib/http/formFailure'
import { badRequest, json, redirect } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { signedTokenSchema } from '@/lib/validation/readingReminder'

const INVALID = 'This link is not valid or has expired.'

const backToPage = (token: string, state: 'done' | 'failed') => redirect(`${COMPLETE_PAGE}?token=${encodeURIComponent(token)}${state === 'failed' ? '&failed=1' : ''}`)

/**
 * The button of the page a reminder's "Mark as complete" link opens: marks the link's day
 * complete for the link's member. The signed token in the body is the credential (no session is
 * read); the Origin check stops another site from pressing it. The page's plain form is answered
 * with a redirect back to the page, which then shows the day complete.
 */
export const POST = route(
  {
    body: signedTokenSchema,
    forms: true,
    // A refusal before the body is read (too many tries, another site's form) goes back to the
    // page with the token the form's address carries, so the reader can simply try again.
    failure: formFailure((_status, req) => backToPage(new URL(req.url).searchParams.get('token') ?? '', 'failed')),
    api: {
      summary: "Mark a reading plan's day complete from a reminder e-mail's signed link (the token from the link, in the body)",
      tag: 'Reading plans',
      ok: { status: 200, description: '{ day, plan } marked complete' },
      answers: {
        400: 'The token is not valid, was changed, or has expired',
        303: "The page's plain form: back to /reading-reminders/complete?token=…, which shows the result",
      },
    },
  },
  async ({ payload, body, viaForm }) => {
    const done = await completeFromLink(payload, body.token)
    if (viaForm) return backToPage(body.token, done.state === 'done' ? 'done' : 'failed')
    return done.state === 'done' ? json({ day: done.day.day, plan: done.plan.slug }) : badRequest({ token: INVALID }, INVALID)
  },
)
