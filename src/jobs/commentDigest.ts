import type { TaskConfig } from 'payload'

import { sendCommentDigest } from '@/collections/comments/digest'

/**
 * Tells the creator which comments wait for moderation (issue 13, item 2): an e-mail listing
 * the comments no earlier one mentioned, never more than one an hour, none when nothing new
 * waits (src/collections/comments/digest.ts).
 *
 * Payload queues it on the schedule below: the jobs queue's autoRun (src/jobs/index.ts) also
 * runs Payload's scheduler, which queues the next run whenever none is waiting. Every five
 * minutes rather than on the hour, so a comment left after a quiet spell is reported within
 * minutes; the hour between two e-mails is kept by the digest itself.
 */
export const commentDigestTask: TaskConfig<{ input: Record<string, never>; output: { listed: number } }> = {
  slug: 'commentDigest',
  label: 'E-mail the comments waiting for moderation',
  outputSchema: [{ name: 'listed', type: 'number', required: true }],
  schedule: [{ cron: '0 */5 * * * *', queue: 'default' }],
  handler: async ({ req }) => {
    return { output: { listed: await sendCommentDigest(req.payload) } }
  },
}
