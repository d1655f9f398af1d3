import { describe, expect, it } from 'vitest'

import { processPlan } from '@/server/processes'

describe('how many app processes `npm start` runs (WEB_CONCURRENCY)', () => {
  it('runs one per core with a shared store, and one without', () => {
    expect(processPlan({ REDIS_URL: 'redis://127.0.0.1:6379' }, 4)).toEqual({ count: 4 })
    expect(processPlan({}, 4)).toEqual({ count: 1 })
  })

  it('runs the number asked for', () => {
    expect(processPlan({ REDIS_URL: 'redis://r', WEB_CONCURRENCY: '3' }, 2)).toEqual({ count: 3 })
    expect(processPlan({ WEB_CONCURRENCY: '1' }, 8)).toEqual({ count: 1 })
  })

  it('refuses several processes without the shared store, and a number that is not one', () => {
    expect(processPlan({ WEB_CONCURRENCY: '2' }, 2)).toEqual({ error: expect.stringContaining('needs REDIS_URL') })
    for (const bad of ['0', '-1', '1.5', 'many', '65']) {
      expect(processPlan({ REDIS_URL: 'redis://r', WEB_CONCURRENCY: bad }, 2)).toEqual({ error: expect.stringContaining('whole number') })
    }
  })
})
