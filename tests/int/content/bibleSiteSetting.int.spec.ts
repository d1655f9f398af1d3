/**
 * The site setting naming a Bible website for the passage popovers' "read in context" link: none
 * until the creator chooses one, and only one of the listed websites.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getBibleSite } from '@/lib/data/site'
import { testPayload } from '../../factories'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})
afterAll(async () => {
  await payload.updateGlobal({ slug: 'site-settings', data: { bibleSite: 'none' } })
})

describe('the Bible website setting', () => {
  it('names none on a fresh site, then the website the creator chose', async () => {
    expect((await payload.findGlobal({ slug: 'site-settings' })).bibleSite).toBe('none')
    expect(await getBibleSite(payload)).toBeNull()
    await payload.updateGlobal({ slug: 'site-settings', data: { bibleSite: 'biblehub' } })
    expect(await getBibleSite(payload)).toBe('biblehub')
  })

  it('refuses a website that is not listed', async () => {
    await expect(payload.updateGlobal({ slug: 'site-settings', data: { bibleSite: 'example' as 'esv' } })).rejects.toThrow()
  })
})
