import type { TaskConfig } from 'payload'

import { sendBatch } from '@/collections/newsletter-sends/batch'

/**
 * Sends one batch of a newsletter sending (src/collections/newsletter-sends/batch.ts). A batch in which some
 * e-mails failed throws, so Payload runs it again (up to 3 more times); each run sends only what
 * is not sent yet. After that, "Retry failed" in the admin queues it again.
 */
export const newsletterBatchTask: TaskConfig<{ input: { send: number; batch: number }; output: { sent: number } }> = {
  slug: 'newsletterBatch',
  label: 'Send a newsletter batch',
  inputSchema: [
    { name: 'send', type: 'number', required: true },
    { name: 'batch', type: 'number', required: true },
  ],
  outputSchema: [{ name: 'sent', type: 'number', required: true }],
  retries: 3,
  handler: async ({ input, req }) => {
    const { sent } = await sendBatch(req.payload, { send: Number(input.send), batch: Number(input.batch) })
    return { output: { sent } }
  },
}
