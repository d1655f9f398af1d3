import type { TaskConfig } from 'payload'

import { sendDueReminders } from '@/collections/reading-reminders/send'

/**
 * Sends the reading-plan reminders whose hour has come in their members' time zones
 * (src/collections/reading-reminders/send.ts), with the server's clock. Queued every hour, on
 * the hour, by Payload's scheduler (the jobs queue's autoRun, src/jobs/index.ts). A run in which
 * some e-mails failed throws, so Payload runs it again (up to 3 more times); each run sends only
 * what no run has sent that day, and the next hour's run tries the failed ones again too.
 * `npm run reminders -- --now …` runs the same function with a clock of one's choosing.
 */
class RemindersFailed extends Error {}

export const readingRemindersTask: TaskConfig<{ input: Record<string, never>; output: { sent: number } }> = {
  slug: 'readingReminders',
  label: 'E-mail the reading-plan reminders due this hour',
  outputSchema: [{ name: 'sent', type: 'number', required: true }],
  schedule: [{ cron: '0 0 * * * *', queue: 'default' }],
  retries: 3,
  handler: async ({ req }) => {
    const { sent, failed } = await sendDueReminders(req.payload, new Date())
    if (failed > 0) throw new RemindersFailed(`${failed} of ${sent + failed} reading-plan reminders could not be sent; they will be tried again.`)
    return { output: { sent } }
  },
}
