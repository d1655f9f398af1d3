import { commentEmailSettings, updateCommentEmailSettings } from '@/collections/comment-notices/settings'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { commentEmailSettingsShape } from '@/lib/openapi/shapes'
import { commentEmailSettingsSchema } from '@/lib/validation/commentEmails'

/** The member's switches for the e-mails about their comments (the account page's "E-mails about your comments"). */
export const GET = route(
  {
    member: true,
    feature: 'comments',
    api: { summary: 'Which e-mails about their comments the member gets', tag: 'Account', ok: { status: 200, schema: commentEmailSettingsShape } },
  },
  async ({ user }) => json(commentEmailSettings(user)),
)

export const PATCH = route(
  {
    member: true,
    feature: 'comments',
    body: commentEmailSettingsSchema,
    api: {
      summary: 'Turn the e-mails about their comments on or off, per kind (a kind left out stays)',
      tag: 'Account',
      ok: { status: 200, schema: commentEmailSettingsShape },
    },
  },
  async ({ payload, user, body }) => json(await updateCommentEmailSettings(payload, user, body)),
)
