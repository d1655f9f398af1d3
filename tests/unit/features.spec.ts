import { describe, expect, it } from 'vitest'

import { featuresFrom } from '@/lib/features'

describe('feature flags', () => {
  it('are all on when the settings have never been saved', () => {
    expect(Object.values(featuresFrom(undefined))).toEqual([true, true, true, true, true, true])
    expect(featuresFrom({ search: null }).search).toBe(true)
  })

  it('turn off only what the creator switched off', () => {
    const flags = featuresFrom({ comments: false, search: true })
    expect(flags.comments).toBe(false)
    expect(flags.search).toBe(true)
    expect(flags.readingClub).toBe(true)
  })
})
