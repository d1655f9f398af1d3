import { userIsStaff } from '@/access/roles'
import { fieldErrors } from '@/lib/validation/fieldErrors'
import { badRequest, forbidden, json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { quotedPassageShape } from '@/lib/openapi/shapes'
import { adminPassageQuery } from '@/lib/validation/passage'
import { quotePassage } from '@/scripture/quotedPassage'
import { TYPED_PASSAGE_MAX_LENGTH } from '@/scripture/typedPassage'

/**
 * GET /api/admin/passage?reference=John 3:16 — what the editor's Bible passage block shows while
 * the creator types: the passage's name, its page and its verses from the World English Bible,
 * or (400) why what was typed is not one passage, in the words the block's validation uses. For
 * the staff who write in /admin: a visitor gets 401, a member 403.
 */
export const GET = route(
  {
    member: true,
    api: {
      summary: 'The passage a Bible passage block would quote, or why the reference is not one passage (the staff only)',
      tag: 'Admin',
      query: [{ name: 'reference', description: `A reference as typed, e.g. John 3:16 (${TYPED_PASSAGE_MAX_LENGTH} characters at most)`, required: true }],
      ok: { status: 200, schema: quotedPassageShape },
      answers: { 400: 'Not one passage the Bible has', 403: 'Signed in, but not an administrator or editor' },
    },
  },
  async ({ req, user }) => {
    if (!userIsStaff(user)) return forbidden('Only the site’s administrators and editors can look up passages for the editor.')
    const input = adminPassageQuery.safeParse({ reference: new URL(req.url).searchParams.get('reference') ?? '' })
    if (!input.success) {
      const errors = fieldErrors(input.error)
      return badRequest(errors, errors.reference)
    }
    const quoted = quotePassage(input.data.reference)
    if (!quoted.ok) return badRequest({ reference: quoted.message }, quoted.message)
    return json({ label: quoted.label, href: quoted.href, verses: quoted.verses })
  },
)
