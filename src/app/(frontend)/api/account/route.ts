import { userIsAdmin } from '@/access/roles'
import { cookieHeaders, endedSessionCookies } from '@/lib/auth/cookies'
import { checkCurrentPassword } from '@/lib/auth/currentPassword'
import { confirmedRecently } from '@/lib/auth/reauthentication'
import { ADMIN_NOT_DELETABLE, deleteMemberAccount } from '@/lib/data/memberData'
import { badRequest, forbidden, json, tooManyRequests } from '@/lib/http/responses'
import { retryMessage } from '@/lib/http/retryMessage'
import { route } from '@/lib/http/route'
import { messageShape } from '@/lib/openapi/shapes'
import { LIMITS } from '@/lib/rateLimit/policies'
import { accountDeletionSchema, CONFIRMATION_NEEDED, PASSWORD_NEEDED, WRONG_PASSWORD } from '@/lib/validation/accountDeletion'

/**
 * DELETE /api/account: the member deletes their account (src/lib/data/memberData.ts says what
 * goes and what stays). They prove it is them: their password (checked in the sign-in throttle),
 * or, for an account Google, GitHub or Apple created, a confirmation with that provider in the
 * last 10 minutes. The answer clears the session's cookies; the session itself is gone with the account.
 */
export const DELETE = route(
  {
    member: true,
    body: accountDeletionSchema,
    rateLimit: LIMITS.accountDeletion,
    api: {
      summary:
        'Delete the signed-in account: favorites, reading progress and comments awaiting moderation or refused go; approved comments stay as "Former member"; suggestions stay without the e-mail. Needs the password, or (an account without one) a confirmation with its provider in the last 10 minutes; clears the session cookie',
      tag: 'Account',
      ok: { status: 200, schema: messageShape },
      answers: {
        400: 'Password missing or not correct ({message, errors: {password}})',
        403: 'Cross-site request; an admin account (managed in the admin panel only); or an account without a password not confirmed with its provider in the last 10 minutes',
        429: 'Too many attempts (sign-in throttle or deletion limit; Retry-After header)',
      },
    },
  },
  async ({ payload, user, body, address }) => {
    // Before any password is checked: the answer would be no whatever the password.
    if (userIsAdmin(user)) return forbidden(ADMIN_NOT_DELETABLE)
    if (user.hasPassword === false) {
      if (!(await confirmedRecently(payload, user.id))) return forbidden(CONFIRMATION_NEEDED)
    } else {
      if (!body.password) return badRequest({ password: PASSWORD_NEEDED })
      const check = await checkCurrentPassword(payload, user.id, body.password, address)
      if (!check.ok && check.retryAfter) return tooManyRequests(check.retryAfter, retryMessage(check.retryAfter))
      if (!check.ok) return badRequest({ password: WRONG_PASSWORD }, WRONG_PASSWORD)
    }
    const outcome = await deleteMemberAccount(payload, user)
    if (!outcome.deleted) return forbidden(ADMIN_NOT_DELETABLE)
    return json({ message: 'Your account has been deleted.' }, { headers: cookieHeaders(await endedSessionCookies(payload)) })
  },
)
