/**
 * The admin shows no "API" tab (a JSON view of the document, a developer's word) on any
 * document: Payload leaves the tab and its view out where `admin.hideAPIURL` is set.
 */
import config from '@payload-config'
import { describe, expect, it } from 'vitest'

describe('the admin’s document tabs', () => {
  it('hide the API tab on every collection and global, the plugins’ and Payload’s own included', async () => {
    const { collections, globals } = await config
    const showing = [...collections, ...globals].filter((entity) => entity.admin?.hideAPIURL !== true).map((entity) => entity.slug)
    expect(showing).toEqual([])
    expect(collections.map((c) => c.slug)).toEqual(expect.arrayContaining(['posts', 'redirects', 'payload-jobs']))
  })
})
