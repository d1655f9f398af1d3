import { describe, expect, it } from 'vitest'

import { stalled } from '@/import/imports'

/** An import may be started again only once its progress has stood still for two minutes. */
describe('a stalled import', () => {
  const now = Date.parse('2026-11-27T12:00:00Z')
  it('is one still importing whose progress has not moved for over two minutes', () => {
    expect(stalled({ status: 'importing', updatedAt: '2026-11-27T11:57:59Z' }, now)).toBe(true)
    expect(stalled({ status: 'importing', updatedAt: '2026-11-27T11:58:30Z' }, now)).toBe(false)
    expect(stalled({ status: 'done', updatedAt: '2026-11-27T10:00:00Z' }, now)).toBe(false)
    expect(stalled({ status: 'ready', updatedAt: '2026-11-27T10:00:00Z' }, now)).toBe(false)
  })
})
