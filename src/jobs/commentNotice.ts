import type { TaskConfig } from 'payload'

import { sendCommentNotice } from '@/collections/comment-notices/send'

/**
 * Sends one e-mail about a member's comment: its approval, or a reply to it
 * (src/collections/comment-notices). Queued by the approval's own transaction, once per
 * comment and kind; a send the mail server refuses is tried again, up to five more times.
 */
export const commentNoticeTask: TaskConfig<{ input: { notice: number }; output: { outcome: string } }> = {
  slug: 'commentNotice',
  label: 'E-mail a member about their comment',
  inputSchema: [{ name: 'notice', type: 'number', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text', required: true }],
  retries: 5,
  handler: async ({ input, req }) => ({ output: { outcome: await sendCommentNotice(req.payload, Number(input.notice)) } }),
}
