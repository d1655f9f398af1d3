import type { TaskConfig } from 'payload'

/** Sends one batch of a newsletter (issue 13, item 7). */
export const newsletterBatchTask: TaskConfig<{ input: { send: number }; output: { sent: number } }> = {
  slug: 'newsletterBatch',
  label: 'Send a newsletter batch',
  inputSchema: [{ name: 'send', type: 'number', required: true }],
  outputSchema: [{ name: 'sent', type: 'number', required: true }],
  retries: 3,
  handler: async () => ({ output: { sent: 0 } }),
}
