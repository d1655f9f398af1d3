import { describe, expect, it } from 'vitest'

import { createOrganization } from '../../factories/content'

/**
 * An organization's category and verdict are chosen from the lists in Site settings →
 * Discernment (the spec's six categories and three verdicts until the creator edits them).
 */
describe('organization category and verdict from the site settings', () => {
  it('accepts the listed values', async () => {
    const org = await createOrganization({ category: 'Greek Life', verdict: 'Generally Compatible' })
    expect(org).toMatchObject({ category: 'Greek Life', verdict: 'Generally Compatible' })
  })

  it('refuses a category that is not listed, naming the ones that are', async () => {
    await expect(createOrganization({ category: 'Made Up' })).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ path: 'category', message: expect.stringContaining('Greek Life, Academic, Professional') })] },
    })
  })

  it('refuses a verdict that is not listed', async () => {
    await expect(createOrganization({ verdict: 'Probably Fine' })).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ path: 'verdict', message: expect.stringContaining('Spiritually Incompatible') })] },
    })
  })
})
