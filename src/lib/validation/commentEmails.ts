import { z } from 'zod'

/** PATCH /api/account/notifications: the member's switches for the e-mails about their comments; a kind left out stays. */
export const commentEmailSettingsSchema = z.object({
  approved: z.boolean({ error: 'Choose on or off.' }).optional().describe('An e-mail when their comment is approved'),
  reply: z.boolean({ error: 'Choose on or off.' }).optional().describe('An e-mail when someone replies to their comment'),
})
