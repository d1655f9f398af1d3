/**
 * "Create New" saves nothing until the creator types (src/collections/publishable.ts): the
 * autosaved collections validate drafts, which keeps Payload's create view from making a
 * document on opening, while their drafts still save half written and publishing is checked.
 */
import { ValidationError, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { PREVIEWED } from '@/collections/registry'
import { testPayload, unique } from '../../factories'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const AUTOSAVED = ['posts', 'pages', 'organizations', 'lyrics-analyses', 'music-analyses'] as const

describe('the autosaved collections', () => {
  it.each(AUTOSAVED)('%s: autosave on, and drafts "validated" so the create view makes no document on opening', (slug) => {
    const drafts = payload.collections[slug].config.versions?.drafts
    expect(drafts && drafts.autosave).toBeTruthy()
    expect(drafts && drafts.validate).toBe(true)
  })

  it('include every previewed collection', () => {
    expect(AUTOSAVED).toEqual(expect.arrayContaining([...PREVIEWED]))
  })

  it.each(AUTOSAVED)('%s: a draft with nothing but a few words saves, as the first keystrokes do', async (slug) => {
    const title = unique('First words')
    const data = slug === 'organizations' ? { name: title } : { title }
    const doc = await payload.create({ collection: slug, data: { ...data, _status: 'draft' } as never, draft: true })
    expect(doc._status).toBe('draft')
    const again = await payload.update({ collection: slug, id: doc.id, data: { _status: 'draft' } as never, draft: true, autosave: true })
    expect(again.id).toBe(doc.id)
    await payload.delete({ collection: slug, id: doc.id })
  })

  it('still refuses to publish what a draft may leave out', async () => {
    const draft = await payload.create({ collection: 'posts', data: { title: unique('Half written'), _status: 'draft' } as never, draft: true })
    await expect(payload.update({ collection: 'posts', id: draft.id, data: { _status: 'published' } })).rejects.toBeInstanceOf(ValidationError)
    await expect(payload.create({ collection: 'posts', data: { title: unique('Published at once'), _status: 'published' } as never })).rejects.toBeInstanceOf(
      ValidationError,
    )
    await payload.delete({ collection: 'posts', id: draft.id })
  })
})
