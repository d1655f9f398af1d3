import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { StripeKeys } from '@/collections/donations/keys'
import { setupSteps, type SetupStep } from '@/lib/data/setup'
import type { SiteSetting } from '@/payload-types'
import { createPost, testPayload } from '../../factories'

// The settings and the stored credentials are rows every test file shares: saving a provider or
// a key for real would change what files running in parallel see. The settings, the Stripe keys
// and the credentials as the checklist reads them are this file's own instead
// (tests/int/api/donations.int.spec.ts does the same).
const world = vi.hoisted(() => ({
  settings: {} as Partial<SiteSetting>,
  stripeKeys: null as StripeKeys | null,
  credentials: {} as Record<string, string>,
}))
vi.mock('@/lib/data/site', async (original) => {
  const real = await original<typeof import('@/lib/data/site')>()
  const getSiteSettings = async (payload: Payload): Promise<SiteSetting> => ({ ...(await real.getSiteSettings(payload)), ...world.settings })
  return { ...real, getSiteSettings, getFeatures: async (payload: Payload) => real.featuresOf(await getSiteSettings(payload), world.stripeKeys) }
})
vi.mock('@/lib/integrations/settings', async (original) => {
  const real = await original<typeof import('@/lib/integrations/settings')>()
  return { ...real, stripeKeysFor: async () => world.stripeKeys, integrationEnvironment: async () => ({ ...world.credentials }) }
})

/**
 * The creator's setup checklist (src/lib/data/setup.ts): each step's state and where it sends
 * the creator, as a fresh site and a set-up site read it.
 */
let payload: Payload
const created: { collection: 'site-imports'; id: number }[] = []

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  for (const { collection, id } of created) await payload.delete({ collection, id })
})

beforeEach(() => {
  // A copy of the site as it comes: nothing saved, donations on and PayPal chosen without an ID.
  world.settings = { title: 'Renewed Mind', updatedAt: undefined, features: { donations: true }, donations: { provider: 'paypal', paypalBusinessId: '' } }
  world.stripeKeys = null
  world.credentials = {}
})

afterEach(() => {
  vi.restoreAllMocks()
})

const step = async (id: SetupStep['id']): Promise<SetupStep> => {
  const found = (await setupSteps(payload)).find((s) => s.id === id)
  if (!found) throw new Error(`no step ${id}`)
  return found
}

/** Payload counting nothing of `collection`, as on a site where none was ever made. */
const noneOf = (collection: 'posts' | 'site-imports') => {
  const count = payload.count.bind(payload)
  vi.spyOn(payload, 'count').mockImplementation(async (args) => (args.collection === collection ? { totalDocs: 0 } : count(args)))
}

describe('the setup checklist', () => {
  it('lists every step in order', async () => {
    expect((await setupSteps(payload)).map((s) => s.id)).toEqual(['site-name', 'address', 'mail', 'payments', 'sign-in', 'first-post', 'import'])
  })

  it('Site name: not done while it is the name the site came with, done once the settings are saved', async () => {
    const fresh = await step('site-name')
    expect(fresh).toMatchObject({ done: false, fix: { href: '/admin/globals/site-settings', label: 'Site settings' } })
    expect(fresh.detail).toMatch(/^“Renewed Mind”, the name the site came with/)

    world.settings = { ...world.settings, updatedAt: '2026-11-28T10:00:00.000Z' }
    expect(await step('site-name')).toMatchObject({ done: true, detail: '“Renewed Mind”' })

    world.settings = { ...world.settings, title: '  ' }
    expect(await step('site-name')).toMatchObject({ done: false, detail: 'Not set.' })
  })

  it('Donations: PayPal without an ID sends the creator to Site settings → Donations', async () => {
    expect(await step('payments')).toEqual({
      id: 'payments',
      label: 'Donations',
      done: false,
      detail: 'PayPal needs your PayPal business e-mail or ID. Until then the Donate button stays hidden.',
      fix: { href: '/admin/globals/site-settings', label: 'Site settings → Donations' },
    })
    world.settings = { ...world.settings, donations: { provider: 'paypal', paypalBusinessId: 'gifts@renewedmind.test' } }
    expect(await step('payments')).toMatchObject({ done: true, detail: 'Gifts go through PayPal.' })
  })

  it('Donations: Stripe without its keys sends the creator to Payments & sign-in, and is done with them', async () => {
    world.settings = { ...world.settings, donations: { provider: 'stripe' } }
    expect(await step('payments')).toMatchObject({
      done: false,
      detail: 'Stripe needs its secret key and webhook signing secret.',
      fix: { href: '/admin/globals/integrations', label: 'Payments & sign-in' },
    })
    world.stripeKeys = { secretKey: 'sk_test_fake_setup', webhookSecret: 'whsec_fake_setup' }
    expect(await step('payments')).toMatchObject({ done: true, detail: 'Gifts go through Stripe.' })
  })

  it('Donations: a Ko-fi page still to enter, and donations switched off, each say where to go', async () => {
    world.settings = { ...world.settings, donations: { provider: 'kofi', kofiUrl: '' } }
    expect(await step('payments')).toMatchObject({ done: false, detail: expect.stringMatching(/^Ko-fi needs your Ko-fi page\./), fix: { label: 'Site settings → Donations' } })

    world.settings = { ...world.settings, features: { donations: false }, donations: { provider: 'paypal', paypalBusinessId: 'gifts@renewedmind.test' } }
    expect(await step('payments')).toMatchObject({
      done: false,
      detail: 'Donations are switched off.',
      fix: { href: '/admin/globals/site-settings', label: 'Site settings → Features' },
    })
  })

  it('Social sign-in: optional and not done without a provider, done with one, linking to Payments & sign-in', async () => {
    expect(await step('sign-in')).toEqual({
      id: 'sign-in',
      label: 'Social sign-in',
      done: false,
      detail: 'None yet (optional): members sign in with their e-mail and password.',
      fix: { href: '/admin/globals/integrations', label: 'Payments & sign-in' },
    })
    world.credentials = { GITHUB_CLIENT_ID: 'setup-client', GITHUB_CLIENT_SECRET: 'setup-secret' }
    expect(await step('sign-in')).toMatchObject({ done: true, detail: 'Members can sign in with GitHub.' })
  })

  it('First post: not done with nothing published, done (with the count) once a post is', async () => {
    noneOf('posts')
    expect(await step('first-post')).toMatchObject({ done: false, detail: 'Nothing published yet.', fix: { href: '/admin/collections/posts/create' } })
    vi.restoreAllMocks()

    await createPost()
    const done = await step('first-post')
    expect(done.done).toBe(true)
    expect(done.detail).toMatch(/^\d+ published\.$/)
  })

  it('Import: optional until an import has finished, then done', async () => {
    noneOf('site-imports')
    expect(await step('import')).toMatchObject({ done: false, detail: 'Not used yet (optional).', fix: { href: '/admin/import', label: 'Import' } })
    vi.restoreAllMocks()

    const imported = await payload.create({
      collection: 'site-imports',
      data: { source: 'wordpress', filename: 'setup-checklist.xml', size: 1, status: 'done', file: 'setup-checklist.xml' },
      overrideAccess: true,
    })
    created.push({ collection: 'site-imports', id: imported.id })
    expect(await step('import')).toMatchObject({ done: true, detail: 'Done.' })
  })
})
