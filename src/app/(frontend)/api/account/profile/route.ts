import { accountFormFailure, accountFormResult } from '@/lib/auth/accountForms'
import { updateProfile } from '@/lib/auth/profile'
import { toPublicUser } from '@/lib/auth/publicUser'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { userShape } from '@/lib/openapi/shapes'
import { profileSchema } from '@/lib/validation/account'

/**
 * PATCH /api/account/profile: the member's first and last name (trimmed, 100 characters each;
 * empty clears one, a name left out stays); answers the public user. POST is the same change
 * from the account page's form sent before its JavaScript loaded (an HTML form cannot PATCH),
 * answered with a redirect back to the page.
 */
export const PATCH = route(
  {
    member: true,
    body: profileSchema,
    api: {
      summary: "Change the member's first and last name (trimmed, 100 characters each; empty clears one, a name left out stays)",
      tag: 'Account',
      ok: { status: 200, schema: userShape },
    },
  },
  async ({ payload, user, body }) => json(toPublicUser(await updateProfile(payload, user, body))),
)

export const POST = route(
  {
    member: true,
    body: profileSchema,
    forms: true,
    failure: accountFormFailure('profile', 'invalid'),
    api: {
      summary: "The same change, also taking the account page's plain form (urlencoded, before its JavaScript loads)",
      tag: 'Account',
      ok: { status: 200, schema: userShape },
      answers: {
        303: "The page's plain form: back to /account?profile=saved|invalid|throttled#profile (a visitor: /login?next=%2Faccount)",
      },
    },
  },
  async ({ payload, user, body, viaForm }) => {
    const updated = await updateProfile(payload, user, body)
    return viaForm ? accountFormResult('profile', 'saved') : json(toPublicUser(updated))
  },
)
