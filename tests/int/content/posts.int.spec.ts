import { describe, expect, it } from 'vitest'

import { firstAccountIsTheCreator } from '@/collections/users/collection'
import { lexicalFromBlocks } from '@/seed/lexical'
import { createPost, createUser, testPayload, unique } from '../../factories'

describe('posts', () => {
  it('get a unique slug made from the title', async () => {
    const title = `${unique('Grace')} & Truth: Part 2!`
    // An empty slug is what the admin form sends when the creator leaves it blank.
    const post = await createPost({ title, slug: '' })
    expect(post.slug).toMatch(/^grace-[a-z0-9-]+-truth-part-2$/)
    await expect(createPost({ title, slug: '' })).rejects.toBeTruthy()
  })

  it('compute reading time from the content on every save', async () => {
    const payload = await testPayload()
    const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ')
    const post = await createPost({ content: lexicalFromBlocks([words(450)]) })
    expect(post.readingTime).toBe(3)
    const edited = await payload.update({
      collection: 'posts',
      id: post.id,
      data: { content: lexicalFromBlocks([words(150)]) },
    })
    expect(edited.readingTime).toBe(1)
  })

  it('keep their view count out of the admin’s hands', async () => {
    const payload = await testPayload()
    const admin = await createUser({ role: 'admin' })
    const post = await createPost()
    const edited = await payload.update({
      collection: 'posts',
      id: post.id,
      data: { views: 999_999, summary: 'Edited summary.' },
      user: admin,
      overrideAccess: false,
    })
    expect(edited.summary).toBe('Edited summary.')
    expect(edited.views).toBe(0)
  })

  it('get a publish date when first published', async () => {
    const post = await createPost()
    expect(post.publishedAt).toBeTruthy()
  })
})

describe('the first account', () => {
  const firstAccountRule = async (existing: number) => {
    const payload = await testPayload()
    const hook = payload.collections.users.config.hooks.beforeChange.find((h) => h === firstAccountIsTheCreator)
    expect(hook, 'the users collection runs the rule').toBeDefined()
    const req = { payload: { count: async () => ({ totalDocs: existing }) } }
    return hook!({ data: { role: 'member' }, operation: 'create', req } as never)
  }

  it('becomes the admin when no account exists yet', async () => {
    expect(await firstAccountRule(0)).toMatchObject({ role: 'admin' })
  })

  it('is the only one: later accounts keep the member role', async () => {
    expect(await firstAccountRule(1)).toMatchObject({ role: 'member' })
  })
})
