/**
 * `npm run reminders [-- --now 2026-03-01T07:00:00Z]`'s entry (scripts/serve.ts): sends the
 * reading-plan reminders due at `--now` (default: the clock) on the site's database, as the hourly
 * job does, then stops. The tests drive the reminders' clock through it; an operator may run it
 * to send this hour's reminders at once. A day already sent is never sent again, whatever `--now`.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { sendDueReminders } from '../../src/collections/reading-reminders/send'

/** The moment `--now` (or `--now=`) names; null when it names none. Without it: the clock. */
export const nowArg = (args: readonly string[], clock: Date = new Date()): Date | null => {
  const i = args.findIndex((a) => a === '--now' || a.startsWith('--now='))
  if (i === -1) return clock
  const raw = args[i].includes('=') ? args[i].slice(args[i].indexOf('=') + 1) : args[i + 1]
  // A date and time with its offset, so the moment does not depend on the machine's zone.
  const written = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.exec(raw ?? '')
  if (!written) return null
  // A date the calendar lacks (31 February) is refused, not rolled over into March.
  const [, year, month, day] = written.map(Number)
  const calendar = new Date(Date.UTC(year, month - 1, day))
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null
  const at = new Date(raw)
  return Number.isNaN(at.getTime()) ? null : at
}

export const runRemindersCommand = async (args: readonly string[]): Promise<number> => {
  const now = nowArg(args)
  if (!now) {
    console.error('--now needs a date and time with its zone, e.g. npm run reminders -- --now 2026-03-01T07:00:00Z')
    return 2
  }
  process.env.DISABLE_PAYLOAD_HMR = 'true'
  // This process sends the reminders; the running site's own process keeps the jobs queue.
  process.env.JOBS_AUTORUN = 'false'
  const payload = await getPayload({ config })
  try {
    const { sent, failed } = await sendDueReminders(payload, now)
    console.log(`[reminders] ${now.toISOString()}: ${sent} sent, ${failed} failed`)
    return failed > 0 ? 1 : 0
  } finally {
    payload.db.pool?.on('error', () => {})
    await Promise.race([payload.destroy(), new Promise((resolve) => setTimeout(resolve, 2000))])
  }
}
