import { LOCK_SPACE, heldAdvisoryLock } from '@/lib/db/advisoryLocks'

/**
 * Which process polls the jobs queue. Payload claims a job by reading the next ones and then
 * marking them as processing, two steps another runner can fall between, so two processes
 * polling together could both run a job (two comment digests, a batch sent twice but for its
 * per-delivery claims). One process at a time holds the runner's advisory lock and polls; should
 * it stop, its lock goes with its connection and another process takes over at its next poll.
 * Payload's scheduler, which queues the periodic jobs, runs before this check in every process,
 * so two processes may each queue a digest; the digest's own once-an-hour rule sends one.
 */
const holdsRunnerLock = heldAdvisoryLock([LOCK_SPACE.jobsRunner, 0])

export const shouldRunJobs = async (): Promise<boolean> => process.env.JOBS_AUTORUN !== 'false' && (await holdsRunnerLock())
