import type { TaskConfig } from 'payload'

import { forgetOldSubmissions } from '@/lib/db/keptSubmissions'

/**
 * Forgets the Idempotency-Key records older than a day (src/lib/db/once.ts): a key is honoured
 * that long, and the table stays small. Hourly, on Payload's scheduler (see commentDigest.ts).
 */
export const forgetSubmissionsTask: TaskConfig<{ input: Record<string, never>; output: { forgotten: number } }> = {
  slug: 'forgetSubmissions',
  label: 'Forget day-old form submission keys',
  outputSchema: [{ name: 'forgotten', type: 'number', required: true }],
  schedule: [{ cron: '0 17 * * * *', queue: 'default' }],
  handler: async ({ req }) => {
    return { output: { forgotten: await forgetOldSubmissions(req.payload) } }
  },
}
