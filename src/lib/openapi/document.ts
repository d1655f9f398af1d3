import { z } from 'zod'

import { changeEmailSchema, changePasswordSchema, forgotPasswordSchema, profileSchema, resetPasswordSchema } from '@/lib/validation/account'
import { accountDeletionSchema } from '@/lib/validation/accountDeletion'
import { loginSchema, registerSchema } from '@/lib/validation/auth'
import { bookSuggestionSchema } from '@/lib/validation/bookSuggestion'
import { commentSchema } from '@/lib/validation/comment'
import { contactSchema } from '@/lib/validation/contact'
import { donationSchema } from '@/lib/validation/donation'
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@/lib/validation/idempotencyKey'
import { mediaSubmissionSchema } from '@/lib/validation/mediaSubmission'
import { musicSuggestionSchema } from '@/lib/validation/musicSuggestion'
import { newsletterSchema } from '@/lib/validation/newsletter'
import { readingProgressSchema } from '@/lib/validation/readingProgress'
import { SEARCH_CANDIDATES } from '@/lib/constants'
import { SECTIONS } from '@/lib/sections'
import * as shape from './shapes'

/**
 * GET /api/openapi.json: every documented endpoint, with request bodies from the same zod
 * schemas the forms and route handlers use and responses from ./shapes.
 */
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

type Operation = {
  summary: string
  tag: string
  /** Member endpoints answer 401 to anonymous callers. */
  member?: boolean
  query?: { name: string; description: string; required?: boolean }[]
  body?: z.ZodType
  ok: { status: number; schema?: z.ZodType; description?: string }
  /** Another success status with the same body (saving an already saved post: 200). */
  alsoOk?: number
  /** Extra non-2xx answers besides the common ones. */
  errors?: Record<number, string>
  /** A mutation other sites may send (a signed webhook): no 403 for a foreign Origin. */
  crossSite?: boolean
}

const page = { name: 'page', description: 'Page number, a positive whole number (default 1)' }

export const operations: Record<string, Partial<Record<Method, Operation>>> = {
  '/api/posts': {
    get: { summary: 'Published posts, newest first (9 per page)', tag: 'Posts', query: [page], ok: { status: 200, schema: shape.paged(shape.postShape) } },
  },
  '/api/posts/featured': {
    get: {
      summary: 'The home hero: the newest featured post, else the newest post',
      tag: 'Posts',
      ok: { status: 200, schema: shape.postShape },
      errors: { 404: 'No posts published yet' },
    },
  },
  '/api/posts/latest': { get: { summary: 'Latest posts', tag: 'Posts', ok: { status: 200, schema: z.array(shape.postShape) } } },
  '/api/posts/popular': { get: { summary: 'Most viewed posts', tag: 'Posts', ok: { status: 200, schema: z.array(shape.postShape) } } },
  '/api/posts/{slug}': {
    get: { summary: 'One post with its content as sanitized HTML', tag: 'Posts', ok: { status: 200, schema: shape.postDetailShape }, errors: { 404: 'Post not found' } },
  },
  '/api/posts/{slug}/view': {
    post: { summary: 'Count one view of a published post (no session needed)', tag: 'Posts', ok: { status: 204, description: 'Counted' }, errors: { 404: 'Post not found' } },
  },
  '/api/categories': { get: { summary: 'Categories with their number of published posts', tag: 'Posts', ok: { status: 200, schema: z.array(shape.categoryShape) } } },
  '/api/category/{slug}': {
    get: { summary: 'Published posts of one category', tag: 'Posts', query: [page], ok: { status: 200, schema: shape.paged(shape.postShape) }, errors: { 404: 'Unknown category' } },
  },
  '/api/lyrics-analysis': {
    get: { summary: 'Lyrics analyses, newest first', tag: 'Lyrics analysis', query: [page], ok: { status: 200, schema: shape.paged(shape.lyricsAnalysisShape) } },
  },
  '/api/lyrics-analysis/latest': {
    get: { summary: 'The newest lyrics analysis', tag: 'Lyrics analysis', ok: { status: 200, schema: shape.lyricsAnalysisShape }, errors: { 404: 'None published' } },
  },
  '/api/reading-club/book-of-month': {
    get: { summary: 'The book of the month', tag: 'Reading club', ok: { status: 200, schema: shape.bookShape }, errors: { 404: 'None chosen' } },
  },
  '/api/reading-club/previous-books': {
    get: { summary: 'Earlier selections', tag: 'Reading club', ok: { status: 200, schema: z.array(shape.bookShape) } },
  },
  '/api/reading-club/suggest': {
    post: { summary: 'Suggest a book (visitors too)', tag: 'Reading club', body: bookSuggestionSchema, ok: { status: 201, schema: shape.messageShape } },
  },
  '/api/organizations': {
    get: {
      summary: 'Published organizations, newest first; the filters combine',
      tag: 'Organizations',
      query: [
        { name: 'q', description: 'Search text, case-insensitive, in the name, the summary or any tag (up to 100 characters)' },
        { name: 'category', description: 'One category, exactly; "all" means any category' },
        { name: 'tag', description: 'One tag, exactly' },
      ],
      ok: { status: 200, schema: z.array(shape.organizationShape) },
    },
  },
  '/api/organizations/categories': { get: { summary: 'Organization categories', tag: 'Organizations', ok: { status: 200, schema: z.array(z.string()) } } },
  '/api/organizations/tags': { get: { summary: 'Organization tags', tag: 'Organizations', ok: { status: 200, schema: z.array(z.string()) } } },
  '/api/organizations/{slug}': {
    get: { summary: 'One organization', tag: 'Organizations', ok: { status: 200, schema: shape.organizationDetailShape }, errors: { 404: 'Organization not found' } },
  },
  '/api/music-analysis': {
    get: { summary: 'Music analyses (12 per page)', tag: 'Music analysis', query: [page], ok: { status: 200, schema: shape.paged(shape.musicAnalysisShape) } },
  },
  '/api/music-analysis/genres': { get: { summary: 'Genre names', tag: 'Music analysis', ok: { status: 200, schema: z.array(z.string()) } } },
  '/api/music-analysis/verdict/{verdict}': {
    get: { summary: 'Music analyses with one verdict (case-insensitive)', tag: 'Music analysis', query: [page], ok: { status: 200, schema: shape.paged(shape.musicAnalysisShape) } },
  },
  '/api/music-analysis/genre/{genre}': {
    get: { summary: 'Music analyses in one genre (case-insensitive)', tag: 'Music analysis', query: [page], ok: { status: 200, schema: shape.paged(shape.musicAnalysisShape) } },
  },
  '/api/music-analysis/{slug}': {
    get: { summary: 'One music analysis', tag: 'Music analysis', ok: { status: 200, schema: shape.musicAnalysisShape }, errors: { 404: 'Analysis not found' } },
  },
  '/api/music-analysis/submit': {
    post: { summary: 'Suggest a song for analysis', tag: 'Music analysis', member: true, body: musicSuggestionSchema, ok: { status: 201, schema: shape.messageShape } },
  },
  '/api/media/submit': {
    post: { summary: 'Submit media for review', tag: 'Media', member: true, body: mediaSubmissionSchema, ok: { status: 201, schema: shape.messageShape } },
  },
  '/api/health': {
    get: {
      summary: 'Whether this instance can serve: 200 when its database answers (for the proxy and health checks)',
      tag: 'Operations',
      ok: { status: 200, schema: z.object({ status: z.literal('ok') }) },
      errors: { 503: 'The database is not answering, or the instance is shutting down' },
    },
  },
  '/api/verse-of-the-day': { get: { summary: "Today's verse (site time zone)", tag: 'Verses', ok: { status: 200, schema: shape.verseShape }, errors: { 404: 'No verses' } } },
  '/api/search': {
    get: {
      summary: `Ranked full-text search over posts, organizations, lyrics and music analyses and media: the best matches first among the newest ${SEARCH_CANDIDATES}`,
      tag: 'Search',
      query: [{ name: 'q', description: 'What to search for (1 to 200 characters)', required: true }, page],
      ok: { status: 200, schema: shape.searchResultsShape },
    },
  },
  '/api/auth/register': {
    post: { summary: 'Create a member account and sign in', tag: 'Auth', body: registerSchema, ok: { status: 201, schema: shape.userShape }, errors: { 400: 'Invalid input, or the e-mail is taken ({error, message, errors})', 303: 'The browser\'s own form post (application/x-www-form-urlencoded, before the page\'s JavaScript loads): redirect on to `next` with the session cookie, or back to /login?error=<code>' } },
  },
  '/api/auth/login': {
    post: { summary: 'Sign in; sets the HttpOnly session cookie', tag: 'Auth', body: loginSchema, ok: { status: 200, schema: shape.userShape }, errors: { 401: 'Wrong e-mail or password ({message})', 429: 'Too many failed attempts (Retry-After header)', 303: 'The browser\'s own form post (application/x-www-form-urlencoded, before the page\'s JavaScript loads): redirect on to `next` with the session cookie, or back to /login?error=<code>' } },
  },
  '/api/auth/logout': {
    post: { summary: 'Sign out and revoke the session', tag: 'Auth', ok: { status: 200, schema: shape.messageShape } },
    get: { summary: 'Sign out, then redirect to /', tag: 'Auth', ok: { status: 303, description: 'Redirect to /' } },
  },
  '/api/auth/user': { get: { summary: 'The signed-in member', tag: 'Auth', member: true, ok: { status: 200, schema: shape.userShape } } },
  '/api/auth/{provider}': {
    get: {
      summary:
        'Start a social sign-in (google, github, apple): redirect to the provider. An unconfigured provider goes to /login?error=provider-unavailable; over the limit, /login?error=oauth-throttled',
      tag: 'Auth',
      query: [
        { name: 'next', description: 'A same-site path to return to afterwards (anything else means /)' },
        {
          name: 'intent',
          description:
            '"confirm": a signed-in member confirms who they are; ends on next with ?confirmed=<provider> or ?confirm-error=<code>; a visitor goes to /login?next=',
        },
      ],
      ok: { status: 302, description: 'To the provider (sets the oauth-<provider> state cookie), or back to /login?error=<code> / next?confirm-error=<code>' },
      errors: { 404: 'Unknown provider' },
    },
  },
  '/api/auth/{provider}/callback': {
    get: {
      summary: "The provider's redirect back: signs in (or confirms) and moves on to next",
      tag: 'Auth',
      query: [
        { name: 'code', description: 'From the provider' },
        { name: 'state', description: 'From the provider; single use, must match the browser’s state cookie' },
        { name: 'error', description: 'From the provider (access_denied…)' },
      ],
      ok: { status: 303, description: 'Refused: to /login?error=<code> (next kept); a confirmation to next?confirmed= or ?confirm-error=' },
      // Signed in: a small text/html page that moves on to next at once, so next is requested
      // from this site and reads the new session (a redirect chain from the provider stays cross-site).
      alsoOk: 200,
      errors: { 404: 'Unknown provider' },
    },
    post: {
      summary: "Apple's response_mode=form_post: a cross-site urlencoded form (code, state, user, error), moved to the GET",
      tag: 'Auth',
      crossSite: true,
      ok: { status: 303, description: 'To GET /api/auth/{provider}/callback?code=…&state=…' },
      errors: { 404: 'Unknown provider', 413: 'Form over 16 KB' },
    },
  },
  '/api/account': {
    delete: {
      summary:
        'Delete the signed-in account: favorites, reading progress and comments awaiting moderation or refused go; approved comments stay as "Former member"; suggestions stay without the e-mail. Needs the password, or (an account without one) a confirmation with its provider in the last 10 minutes; clears the session cookie',
      tag: 'Account',
      member: true,
      body: accountDeletionSchema,
      ok: { status: 200, schema: shape.messageShape },
      errors: {
        400: 'Password missing or not correct ({message, errors: {password}})',
        403: 'Cross-site request; an admin account (managed in the admin panel only); or an account without a password not confirmed with its provider in the last 10 minutes',
        429: 'Too many attempts (sign-in throttle or deletion limit; Retry-After header)',
      },
    },
  },
  '/api/account/profile': {
    patch: {
      summary: "Change the member's first and last name (trimmed, 100 characters each; empty clears one, a name left out stays)",
      tag: 'Account',
      member: true,
      body: profileSchema,
      ok: { status: 200, schema: shape.userShape },
    },
    post: {
      summary: "The same change, also taking the account page's plain form (urlencoded, before its JavaScript loads)",
      tag: 'Account',
      member: true,
      body: profileSchema,
      ok: { status: 200, schema: shape.userShape },
      errors: { 303: "The page's plain form: back to /account?profile=saved|invalid|throttled#profile (a visitor: /login?next=%2Faccount)" },
    },
  },
  '/api/account/password': {
    post: {
      summary:
        'Change the password: the current one (checked in the sign-in throttle) and a new one (registration rules); every other session of the account ends, this one stays',
      tag: 'Account',
      member: true,
      body: changePasswordSchema,
      ok: { status: 200, schema: shape.messageShape },
      errors: {
        400: 'Current password wrong or missing, new one too short, too long or too common, or the account has no password yet ({message, errors: {currentPassword|newPassword}})',
        429: 'Too many attempts (sign-in throttle; Retry-After header)',
        303: "The account page's plain form: back to /account?password=<code>#password",
      },
    },
  },
  '/api/account/email': {
    post: {
      summary:
        'Ask for a new e-mail address: a confirmation link (1 hour, single use) goes to it and the current address is told; the answer is the same whether or not the address already has an account. The password is required when the account has one',
      tag: 'Account',
      member: true,
      body: changeEmailSchema,
      ok: { status: 200, schema: shape.emailChangeShape },
      errors: {
        400: 'Invalid address, the current address, or password missing or wrong ({message, errors})',
        429: '3 an hour per member, 5 per client, or the sign-in throttle (Retry-After header)',
        303: "The account page's plain form: back to /account?email=<code>#email",
      },
    },
    delete: { summary: 'Cancel a pending e-mail change (its link stops working)', tag: 'Account', member: true, ok: { status: 200, schema: shape.messageShape } },
  },
  '/api/account/email/confirm': {
    get: {
      summary:
        'The link from the confirmation e-mail (no session needed): applies the change if the link is the newest, unexpired and unused and the address is still free',
      tag: 'Account',
      query: [{ name: 'token', description: 'From the e-mail', required: true }],
      ok: { status: 303, description: 'Redirect to /account?email=changed, or /account?email=invalid' },
    },
  },
  '/api/auth/forgot-password': {
    post: {
      summary: 'E-mail a one-time link to reset the password (1 hour, single use); always the same answer, whether or not the address has an account',
      tag: 'Auth',
      body: forgotPasswordSchema,
      ok: { status: 200, schema: shape.messageShape },
      errors: {
        429: '5 an hour per client, 3 per address asked about (Retry-After header)',
        303: "The page's plain form: /forgot-password?sent=1 or ?error=<code>",
      },
    },
  },
  '/api/auth/reset-password': {
    post: {
      summary:
        'Set a new password from a reset link: every session of the account ends and this browser is signed in with a new one (sets the session cookie)',
      tag: 'Auth',
      body: resetPasswordSchema,
      ok: { status: 200, schema: shape.userShape },
      errors: {
        400: 'Link expired, used or unknown ({message, errors: {token}}), or the password breaks the registration rules ({errors: {password}})',
        303: "The page's plain form: on to /account?password=reset#password with the session cookie, or back to /reset-password?token=…&error=<code>",
      },
    },
  },
  '/api/account/export': {
    get: {
      summary: "The member's data as a JSON file: profile, favorites, comments with status, suggestions sent, reading-plan progress",
      tag: 'Account',
      member: true,
      ok: { status: 200, schema: shape.memberExportShape, description: 'application/json attachment "<site>-my-data-YYYY-MM-DD.json"' },
      errors: { 429: 'Too many exports (Retry-After header)' },
    },
  },
  '/api/comments/{slug}': {
    get: { summary: 'Approved comments on a post, oldest first', tag: 'Comments', ok: { status: 200, schema: z.array(shape.commentShape) }, errors: { 404: 'Post not found' } },
    post: { summary: 'Comment on a post (held for moderation)', tag: 'Comments', member: true, body: commentSchema, ok: { status: 201, schema: shape.postedCommentShape }, errors: { 404: 'Post not found' } },
  },
  '/api/comments/user': { get: { summary: "The member's own comments with their status", tag: 'Comments', member: true, ok: { status: 200, schema: z.array(shape.userCommentShape) } } },
  '/api/favorites': { get: { summary: "The member's saved posts", tag: 'Favorites', member: true, ok: { status: 200, schema: z.array(shape.favoriteShape) } } },
  '/api/favorites/{slug}': {
    get: { summary: 'Whether the member saved this post', tag: 'Favorites', member: true, ok: { status: 200, schema: shape.savedShape }, errors: { 404: 'Post not found' } },
    post: { summary: 'Save a post (201 the first time, then 200)', tag: 'Favorites', member: true, ok: { status: 201, schema: shape.savedShape }, alsoOk: 200, errors: { 404: 'Post not found' } },
    delete: { summary: 'Remove a saved post (idempotent)', tag: 'Favorites', member: true, ok: { status: 200, schema: shape.savedShape }, errors: { 404: 'Post not found' } },
  },
  '/api/newsletter/subscribe': {
    post: { summary: 'Subscribe (double opt-in: a confirmation e-mail is sent)', tag: 'Newsletter', body: newsletterSchema, ok: { status: 200, schema: shape.messageShape } },
  },
  '/api/newsletter/confirm': {
    get: { summary: 'Confirm a subscription from the e-mailed link', tag: 'Newsletter', query: [{ name: 'token', description: 'From the e-mail', required: true }], ok: { status: 303, description: 'Redirect to /?newsletter=confirmed' } },
  },
  '/api/newsletter/unsubscribe': {
    get: { summary: 'Unsubscribe from an e-mail link', tag: 'Newsletter', query: [{ name: 'token', description: 'From the e-mail', required: true }], ok: { status: 303, description: 'Redirect to /?newsletter=unsubscribed' } },
    post: { summary: 'One-click unsubscribe (RFC 8058; needs no Origin)', tag: 'Newsletter', query: [{ name: 'token', description: 'From the e-mail', required: true }], ok: { status: 200, schema: shape.messageShape }, errors: { 404: 'Unknown token' } },
  },
  '/api/preview': {
    get: {
      summary: "Live preview from the admin: turn Next's draft mode on for the signed-in staff (admin or editor) and go to the page, which then shows its latest draft; never cached",
      tag: 'Preview',
      member: true,
      query: [
        {
          name: 'path',
          description: 'A page of this site, e.g. /blog/my-post: one leading "/", no other host, no control characters (escaped or not), at most 512 characters, not /api, /cms-api, /admin or /_next',
          required: true,
        },
      ],
      ok: { status: 302, description: 'To path, setting the draft-mode cookie (__prerender_bypass, HttpOnly)' },
      errors: { 400: 'path is not a page of this site', 403: 'Signed in but not staff: no draft mode' },
    },
  },
  '/api/preview/exit': {
    get: {
      summary: 'Leave draft mode and return to the page as the public sees it',
      tag: 'Preview',
      query: [{ name: 'path', description: 'The page to return to; anything that is not a page of this site means /' }],
      ok: { status: 302, description: 'To path (or /), removing the draft-mode cookie' },
    },
  },
  '/api/contact': {
    post: { summary: 'Send a message to the ministry', tag: 'Contact', body: contactSchema, ok: { status: 201, schema: shape.messageShape } },
  },
  '/api/reading-plans/{slug}/progress': {
    get: {
      summary: "The member's own progress through a reading plan (days completed, reflection answers)",
      tag: 'Reading plans',
      member: true,
      ok: { status: 200, schema: readingProgressSchema },
      errors: { 404: 'Reading plan not found' },
    },
    put: {
      summary:
        "Merge a copy of the member's progress into their account (a completed day stays completed, false un-marks a day, the newer answer wins); answers the merged progress",
      tag: 'Reading plans',
      member: true,
      body: readingProgressSchema,
      ok: { status: 200, schema: readingProgressSchema },
      errors: { 404: 'Reading plan not found' },
    },
  },
  '/api/reading-plans/{slug}/calendar': {
    get: {
      summary: 'The plan as an iCalendar file: one all-day event per listed day from the start date',
      tag: 'Reading plans',
      query: [{ name: 'start', description: 'First day, YYYY-MM-DD (default: today, UTC)' }],
      ok: { status: 200, description: 'text/calendar attachment (.ics)' },
      errors: { 404: 'Reading plan not found' },
    },
  },
  '/api/donations/checkout': {
    post: {
      summary: 'Start a Stripe Checkout for a gift (whole US dollars 1–10,000; monthly is a subscription) and answer its payment page',
      tag: 'Donations',
      body: donationSchema,
      ok: { status: 200, schema: shape.checkoutShape },
      errors: { 404: 'Donations switched off, or gifts are not taken through Stripe (another provider chosen, or no Stripe keys on the server)' },
    },
  },
  '/api/donations/stripe-webhook': {
    post: {
      summary: "Stripe's signed events (Stripe-Signature over the raw body): a paid donation checkout is recorded once and the donor thanked",
      tag: 'Donations',
      crossSite: true,
      ok: { status: 200, schema: shape.webhookReceivedShape },
      errors: {
        400: 'Stripe-Signature missing or wrong',
        404: 'No Stripe keys on this server',
        413: 'Body over 100 KB',
        503: 'Recorded, but the thank-you e-mail could not be sent yet; Stripe delivers again',
      },
    },
  },
  '/api/openapi.json': { get: { summary: 'This document', tag: 'Meta', ok: { status: 200, description: 'OpenAPI 3.1' } } },
}

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>
  return rest
}

const errorResponse = (description: string, schema: z.ZodType = shape.errorShape) => ({
  description,
  content: { 'application/json': { schema: jsonSchema(schema, 'output') } },
})

/**
 * The section an endpoint belongs to (`/api/organizations/...` → `/organizations`), from the
 * sections registry: a section with a feature flag answers 404 while it is switched off.
 */
const switchableSection = (pathName: string) =>
  SECTIONS.find((s) => s.feature && s.path !== '/' && (pathName === `/api${s.path}` || pathName.startsWith(`/api${s.path}/`)))

const operationObject = (pathName: string, method: Method, op: Operation) => {
  const pathParams = [...pathName.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }))
  const queryParams = (op.query ?? []).map((q) => ({ name: q.name, in: 'query', required: q.required ?? false, description: q.description, schema: { type: 'string' } }))
  const keyParam =
    method === 'get'
      ? []
      : [
          {
            name: IDEMPOTENCY_HEADER,
            in: 'header',
            required: false,
            description:
              'One per submission, kept while it is retried: a repeat within a day gets the first answer (header Idempotent-Replayed) and changes nothing more',
            schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN },
          },
        ]
  const success = {
    description: op.ok.description ?? 'Success',
    ...(op.ok.schema ? { content: { 'application/json': { schema: jsonSchema(op.ok.schema, 'output') } } } : {}),
  }
  const responses: Record<string, unknown> = { [op.ok.status]: success, ...(op.alsoOk ? { [op.alsoOk]: success } : {}) }
  if (op.body || op.query?.length) responses[400] = errorResponse('Invalid input: a message per field', shape.validationErrorShape)
  if (op.member) responses[401] = errorResponse('Not signed in')
  if (method !== 'get' && !op.crossSite) responses[403] = errorResponse('Cross-site request refused')
  if (op.body) responses[413] = errorResponse('Body over 100 KB')
  // Every change is rate limited (src/lib/rateLimit/policies.ts).
  if (method !== 'get') responses[429] = errorResponse('Too many requests; the Retry-After header says how many seconds to wait')
  // Every change honours an Idempotency-Key (src/lib/http/route.ts).
  if (method !== 'get') {
    responses[400] ??= errorResponse('Invalid Idempotency-Key', shape.validationErrorShape)
    responses[422] = errorResponse('The Idempotency-Key was already used with another body')
  }
  // Every route answers so when the database cannot be reached (src/lib/http/route.ts).
  responses[503] = errorResponse('The database could not be reached; the Retry-After header says when to try again (a change may be sent again)')
  const section = switchableSection(pathName)
  if (section) responses[404] = errorResponse(`${op.errors?.[404] ? `${op.errors[404]}, or ` : ''}${section.label} switched off in the site settings`)
  for (const [status, description] of Object.entries(op.errors ?? {})) if (!(section && status === '404')) responses[status] = errorResponse(description)
  return {
    summary: op.summary,
    tags: [op.tag],
    operationId: `${method}${pathName.replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    ...(pathParams.length || queryParams.length || keyParam.length ? { parameters: [...pathParams, ...queryParams, ...keyParam] } : {}),
    ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(op.body, 'input') } } } } : {}),
    ...(op.member ? { security: [{ sessionCookie: [] }] } : {}),
    responses,
  }
}

export const openApiDocument = (serverUrl: string) => ({
  openapi: '3.1.0',
  info: {
    title: 'Site API',
    version: '1.0.0',
    description: 'JSON API of the site. Requests with a body send JSON; mutations must come from the site itself (Origin).',
  },
  servers: [{ url: serverUrl }],
  components: {
    securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: 'payload-token' } },
  },
  paths: Object.fromEntries(
    Object.entries(operations).map(([pathName, methods]) => [
      pathName,
      Object.fromEntries(Object.entries(methods).map(([method, op]) => [method, operationObject(pathName, method as Method, op)])),
    ]),
  ),
})
