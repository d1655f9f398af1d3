import { FORGOT_PASSWORD_SENT, requestPasswordReset } from '@/lib/auth/passwordReset'
import { forgotFormFailure, forgotFormResult } from '@/lib/auth/passwordResetForms'
import { json, tooManyRequests } from '@/lib/http/responses'
import { retryMessage } from '@/lib/http/retryMessage'
import { route } from '@/lib/http/route'
import { messageShape } from '@/lib/openapi/shapes'
import { forgotPasswordSchema } from '@/lib/validation/account'

/**
 * POST /api/auth/forgot-password: e-mails a one-time reset link if an account has the address.
 * Always the same 200 answer, in about the same time (src/lib/auth/passwordReset.ts); 429 past
 * LIMITS.forgotPassword, per client address and per address asked about. The page's form sent
 * before its JavaScript loaded gets a redirect back to the page instead.
 */
export const POST = route(
  {
    body: forgotPasswordSchema,
    forms: true,
    failure: forgotFormFailure,
    api: {
      summary:
        'E-mail a one-time link to reset the password (1 hour, single use); always the same answer, whether or not the address has an account',
      tag: 'Auth',
      ok: { status: 200, schema: messageShape },
      answers: {
        429: '5 an hour per client, 3 per address asked about (Retry-After header)',
        303: "The page's plain form: /forgot-password?sent=1 or ?error=<code>",
      },
    },
  },
  async ({ payload, body, address, viaForm }) => {
    const result = await requestPasswordReset(payload, body.email, address)
    if (!result.ok) return viaForm ? forgotFormResult('throttled') : tooManyRequests(result.retryAfter, retryMessage(result.retryAfter))
    return viaForm ? forgotFormResult('sent') : json({ message: FORGOT_PASSWORD_SENT })
  },
)
