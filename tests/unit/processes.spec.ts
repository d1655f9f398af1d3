import { describe, expect, it } from 'vitest'

import { DEFAULT_HEAP_MB, endReason, processPlan, restartDelay, workerFlags } from '@/server/processes'

describe('how many app processes `npm start` runs (WEB_CONCURRENCY)', () => {
  it('runs one per core, with Redis or without (the processes share the cache through files)', () => {
    expect(processPlan({ REDIS_URL: 'redis://127.0.0.1:6379' }, 4)).toEqual({ count: 4 })
    expect(processPlan({}, 4)).toEqual({ count: 4 })
    expect(processPlan({}, 1)).toEqual({ count: 1 })
  })

  it('runs the number asked for', () => {
    expect(processPlan({ REDIS_URL: 'redis://r', WEB_CONCURRENCY: '3' }, 2)).toEqual({ count: 3 })
    expect(processPlan({ WEB_CONCURRENCY: '3' }, 2)).toEqual({ count: 3 })
    expect(processPlan({ WEB_CONCURRENCY: '1' }, 8)).toEqual({ count: 1 })
  })

  it('refuses a number that is not one', () => {
    for (const bad of ['0', '-1', '1.5', 'many', '65']) {
      expect(processPlan({ WEB_CONCURRENCY: bad }, 2)).toEqual({ error: expect.stringContaining('whole number') })
    }
  })
})

describe('a worker that ends is started again', () => {
  it('at once after one that had been serving, then after a pause that doubles while workers keep ending, up to a minute', () => {
    expect([0, 1, 2, 3, 4, 7, 20].map(restartDelay)).toEqual([0, 1_000, 2_000, 4_000, 8_000, 60_000, 60_000])
  })

  it('says why in words', () => {
    expect(endReason(null, 'SIGKILL')).toContain('killed')
    expect(endReason(134, null)).toContain('heap limit')
    // Node stops itself with SIGABRT when its heap is full.
    expect(endReason(null, 'SIGABRT')).toContain('heap limit')
    expect(endReason(1, null)).toBe('it exited with code 1')
    expect(endReason(null, 'SIGTERM')).toBe('it was stopped by SIGTERM')
  })
})

describe('the heap limit of each worker', () => {
  it('is set when none is given, so V8 collects before a worker outgrows its memory', () => {
    expect(workerFlags([], '')).toEqual([`--max-old-space-size=${DEFAULT_HEAP_MB}`])
    expect(workerFlags(['--enable-source-maps'], undefined)).toEqual(['--enable-source-maps', `--max-old-space-size=${DEFAULT_HEAP_MB}`])
  })

  it('is the one given, on the command line or in NODE_OPTIONS', () => {
    expect(workerFlags(['--max-old-space-size=700'], '')).toEqual(['--max-old-space-size=700'])
    expect(workerFlags([], '--max-old-space-size=700 --no-warnings')).toEqual([])
  })
})
