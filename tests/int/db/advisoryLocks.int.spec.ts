import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { acrossInstances } from '@/lib/auth/accountOrder'
import { LOCK_SPACE, heldAdvisoryLock, withAdvisoryLock } from '@/lib/db/advisoryLocks'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs two pieces of work at once and reports whether they overlapped. */
const overlapped = async (run: (work: () => Promise<void>) => Promise<void>) => {
  let inside = 0
  let most = 0
  const work = async () => {
    inside++
    most = Math.max(most, inside)
    await pause(150)
    inside--
  }
  await Promise.all([run(work), run(work)])
  return most > 1
}

describe('advisory locks (turn-taking between app instances)', () => {
  it('gives one account’s session changes one turn at a time, as another instance would ask', async () => {
    // acrossInstances is the part every instance shares; the in-process queue is left out here.
    expect(await overlapped((work) => acrossInstances(424242, work))).toBe(false)
  })

  it('lets different accounts go at once', async () => {
    let n = 0
    expect(await overlapped((work) => acrossInstances(525252 + n++, work))).toBe(true)
  })

  it('releases the lock when the work fails', async () => {
    await expect(withAdvisoryLock([LOCK_SPACE.accountSessions, 626262], async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await withAdvisoryLock([LOCK_SPACE.accountSessions, 626262], async () => 'next')).toBe('next')
  })

  it('lets one process at a time run the jobs queue, and another take over when it goes', async () => {
    const key = [LOCK_SPACE.jobsRunner, 7] as [number, number]
    const first = heldAdvisoryLock(key)
    const second = heldAdvisoryLock(key)
    expect(await first()).toBe(true)
    expect(await second()).toBe(false)
    expect(await first()).toBe(true)

    // The first process dies: its connection, and the lock with it, are gone.
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    try {
      await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND classid = $1 AND objid = $2`, key)
    } finally {
      await admin.end()
    }
    await pause(200)
    expect(await second()).toBe(true)
  })
})
