import { describe, expect, it } from 'vitest'

import { featuresOf } from '@/lib/data/site'

const keys = { secretKey: 'sk_test_x', webhookSecret: 'whsec_x' }

describe('the Donate button and /donate', () => {
  it('are hidden while the chosen provider has nothing to take a gift with', () => {
    expect(featuresOf({ features: {}, donations: { provider: 'stripe' } }, null).donations).toBe(false)
    expect(featuresOf({ features: {}, donations: { provider: 'paypal', paypalBusinessId: ' ' } }, keys).donations).toBe(false)
    expect(featuresOf({ features: {}, donations: { provider: 'kofi', kofiUrl: '' } }, keys).donations).toBe(false)
  })

  it('show once it has (Stripe keys, a PayPal ID, a Ko-fi or Buy Me A Coffee page)', () => {
    expect(featuresOf({ features: {}, donations: { provider: 'stripe' } }, keys).donations).toBe(true)
    expect(featuresOf({ features: {}, donations: { provider: 'paypal', paypalBusinessId: 'giving@example.org' } }, null).donations).toBe(true)
    expect(featuresOf({ features: {}, donations: { provider: 'buymeacoffee', buyMeACoffeeUrl: 'https://buymeacoffee.com/ministry' } }, null).donations).toBe(true)
  })

  it('stay hidden when the creator switched donations off, configured or not', () => {
    expect(featuresOf({ features: { donations: false }, donations: { provider: 'stripe' } }, keys).donations).toBe(false)
  })

  it('leave the other features as the settings say', () => {
    expect(featuresOf({ features: { comments: false }, donations: {} }, null)).toMatchObject({ comments: false, search: true })
  })
})

describe('while next build prerenders', () => {
  it('every feature counts as on: the running server, not the build, decides a section is off', async () => {
    const { getFeatures } = await import('@/lib/data/site')
    const previous = process.env.NEXT_PHASE
    process.env.NEXT_PHASE = 'phase-production-build'
    try {
      // No database is asked: the build's answer does not depend on the settings.
      expect(Object.values(await getFeatures(null as never)).every(Boolean)).toBe(true)
    } finally {
      if (previous === undefined) delete process.env.NEXT_PHASE
      else process.env.NEXT_PHASE = previous
    }
  })
})
