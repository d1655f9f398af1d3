/**
 * For the sending tests: subscribers, the e-mails that leave, and the batch jobs run by hand.
 *
 * A sending reaches every confirmed subscriber in the database, and other test files create
 * subscribers of their own and count the e-mails they get. So only the addresses a test names
 * reach the mail catcher; the others' copies are swallowed at payload.sendEmail (they still
 * count as sent), and failures can be staged there for one address.
 */
import type { Job, SendEmailOptions } from 'payload'
import { vi } from 'vitest'

import type { NewsletterDelivery, NewsletterSubscriber } from '@/payload-types'
import { testPayload } from '../../factories'
import { createSubscriber } from '../../factories/community'

export type Mailer = {
  /** Every message handed to payload.sendEmail for our addresses, in order, refused ones included. */
  attempts: SendEmailOptions[]
}

/**
 * Lets e-mails to `addresses` through to the catcher, drops everyone else's, and makes the
 * send to an address throw (as an SMTP refusal does) while `refuse(address, attempt)` says so.
 */
export const mailOnlyTo = async (addresses: string[], refuse: (address: string, attempt: number) => boolean = () => false): Promise<Mailer> => {
  const payload = await testPayload()
  const original = payload.sendEmail
  const ours = new Set(addresses.map((a) => a.toLowerCase()))
  const tries = new Map<string, number>()
  const mailer: Mailer = { attempts: [] }
  vi.spyOn(payload, 'sendEmail').mockImplementation(async (message: SendEmailOptions) => {
    const to = String(message.to).toLowerCase()
    if (!ours.has(to)) return undefined
    mailer.attempts.push(message)
    const attempt = (tries.get(to) ?? 0) + 1
    tries.set(to, attempt)
    if (refuse(to, attempt)) throw new Error(`550 5.1.1 <${to}>: Recipient address rejected`)
    return original(message)
  })
  return mailer
}

export const subscribers = (count: number, data: Parameters<typeof createSubscriber>[0] = {}): Promise<NewsletterSubscriber[]> =>
  Promise.all(Array.from({ length: count }, () => createSubscriber(data)))

/** The batch jobs queued for a sending, oldest first. */
export const batchJobs = async (send: number): Promise<Job[]> => {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'newsletterBatch' } },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
  })
  return (docs as unknown as Job[]).filter((job) => Number((job.input as { send?: unknown })?.send) === send)
}

const runnable = (job: Job) => !job.completedAt && !job.hasError && !job.processing

/** Runs each of the sending's jobs that may still run, once. Returns how many ran. */
export const runBatchesOnce = async (send: number): Promise<number> => {
  const payload = await testPayload()
  const jobs = (await batchJobs(send)).filter(runnable)
  for (const job of jobs) await payload.jobs.runByID({ id: job.id, silent: true })
  return jobs.length
}

/** Runs the sending's jobs, retries included, until none is left to run. */
export const runAllBatches = async (send: number) => {
  for (let round = 0; round < 10; round++) if (!(await runBatchesOnce(send))) return
  throw new Error(`The batches of sending ${send} never finished.`)
}

export const deliveriesOf = async (send: number): Promise<NewsletterDelivery[]> => {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'newsletter-deliveries',
    where: { send: { equals: send } },
    pagination: false,
    depth: 0,
    sort: 'id',
  })
  return docs
}

export const sendingOf = async (id: number) => {
  const payload = await testPayload()
  return payload.findByID({ collection: 'newsletter-sends', id, depth: 0 })
}
