import type { JobsConfig } from 'payload'

import { userIsAdmin } from '@/access/roles'

import { commentDigestTask } from './commentDigest'
import { commentNoticeTask } from './commentNotice'
import { deliverEmailTask } from './deliverEmail'
import { forgetSubmissionsTask } from './forgetSubmissions'
import { importFileTask } from './importFile'
import { newsletterBatchTask } from './newsletterBatch'
import { readingRemindersTask } from './readingReminders'
import { shouldRunJobs } from './runner'

/**
 * Background work runs inside the app process on Payload's jobs queue, so no extra service is
 * needed: scheduled publishing (Payload's own `schedulePublish` task), the newsletter's batches
 * the hourly comment digest, the e-mails to members about their comments (commentNotice.ts), the
 * hourly clean-up of day-old submission keys, the hourly reading-plan reminders
 * (readingReminders.ts), and notices a
 * change must be followed by (deliverEmail.ts). Of all the instances and processes, one at a time polls the
 * queue (./runner.ts), so each job runs once.
 *
 * JOBS_CRON (croner syntax, seconds optional) sets how often the queue is polled; the tests
 * poll every few seconds. JOBS_AUTORUN=false stops polling (the Vitest suites run jobs by hand).
 */
const creatorOnly = ({ req }: { req: { user?: unknown } }) => userIsAdmin(req.user)

export const jobs: JobsConfig = {
  // The queue runs itself on the server (autoRun, which no access rule stands in front of);
  // Payload's endpoints for running, queueing and cancelling jobs (`/cms-api/payload-jobs/run`,
  // `/handle-schedules`), open to any signed-in user by default, are the creator's alone.
  access: { run: creatorOnly, queue: creatorOnly, cancel: creatorOnly },
  tasks: [newsletterBatchTask, commentDigestTask, forgetSubmissionsTask, deliverEmailTask, importFileTask, commentNoticeTask, readingRemindersTask],
  autoRun: [{ cron: process.env.JOBS_CRON || '*/15 * * * * *', allQueues: true, limit: 20, silent: { info: true } }],
  shouldAutoRun: shouldRunJobs,
}
