import { beforeEach, describe, expect, it, vi } from 'vitest'

import * as commentsOnPost from '@/app/(frontend)/api/comments/[slug]/route'
import { GET as ownComments } from '@/app/(frontend)/api/comments/user/route'
import * as commentEmails from '@/app/(frontend)/api/account/notifications/route'
import { GET as lyricsLatest } from '@/app/(frontend)/api/lyrics-analysis/latest/route'
import { GET as lyrics } from '@/app/(frontend)/api/lyrics-analysis/route'
import { GET as organization } from '@/app/(frontend)/api/organizations/[slug]/route'
import { GET as organizationCategories } from '@/app/(frontend)/api/organizations/categories/route'
import { GET as organizations } from '@/app/(frontend)/api/organizations/route'
import { GET as organizationTags } from '@/app/(frontend)/api/organizations/tags/route'
import { GET as bookOfMonth } from '@/app/(frontend)/api/reading-club/book-of-month/route'
import { GET as previousBooks } from '@/app/(frontend)/api/reading-club/previous-books/route'
import { POST as suggestBook } from '@/app/(frontend)/api/reading-club/suggest/route'
import { GET as search } from '@/app/(frontend)/api/search/route'
import { GET as suggest } from '@/app/(frontend)/api/search/suggest/route'
import type { FeatureName } from '@/lib/features'
import { call } from '../../api'
import { createPost, createUser } from '../../factories'
import { createOrganization } from '../../factories/content'

// Dated in the past so that files listing the newest items of the whole site never see these.
const PAST = '2001-01-01T00:00:00.000Z'

// The flags live in one global that every test file shares; switching it for real would
// change what other files running in parallel see. Here the read of the flags is replaced,
// and tests/unit/features.spec.ts covers how settings become flags.
const flags = vi.hoisted(() => ({ off: null as string | null }))
vi.mock('@/lib/data/site', async (original) => {
  const real = await original<typeof import('@/lib/data/site')>()
  const { featuresFrom } = await import('@/lib/features')
  return { ...real, getFeatures: async () => featuresFrom(flags.off ? { [flags.off]: false } : {}) }
})

type Call = () => ReturnType<typeof call>

const routesOf = async (): Promise<Record<FeatureName, Call[]>> => {
  const member = await createUser()
  const post = await createPost()
  const org = await createOrganization({ publishedAt: PAST })
  return {
    comments: [
      () => call(commentsOnPost.GET, `/api/comments/${post.slug}`, { params: { slug: post.slug } }),
      () => call(commentsOnPost.POST, `/api/comments/${post.slug}`, { method: 'POST', params: { slug: post.slug }, body: { content: 'Hello' }, as: member }),
      () => call(ownComments, '/api/comments/user', { as: member }),
      () => call(commentEmails.GET, '/api/account/notifications', { as: member }),
      () => call(commentEmails.PATCH, '/api/account/notifications', { method: 'PATCH', body: { reply: false }, as: member }),
    ],
    lyricsAnalysis: [() => call(lyrics, '/api/lyrics-analysis'), () => call(lyricsLatest, '/api/lyrics-analysis/latest')],
    organizationAnalysis: [
      () => call(organizations, '/api/organizations'),
      () => call(organizationCategories, '/api/organizations/categories'),
      () => call(organizationTags, '/api/organizations/tags'),
      () => call(organization, `/api/organizations/${org.slug}`, { params: { slug: org.slug } }),
    ],
    readingClub: [
      () => call(bookOfMonth, '/api/reading-club/book-of-month'),
      () => call(previousBooks, '/api/reading-club/previous-books'),
      () =>
        call(suggestBook, '/api/reading-club/suggest', {
          method: 'POST',
          body: { title: 'A good book', author: 'An author', reason: 'A reason that is long enough to be accepted.' },
        }),
    ],
    search: [() => call(search, '/api/search', { query: { q: 'grace' } }), () => call(suggest, '/api/search/suggest', { query: { q: 'grace' } })],
    donations: [],
  }
}

describe('a feature switched off in the site settings', () => {
  beforeEach(() => {
    flags.off = null
  })

  it.each(['comments', 'lyricsAnalysis', 'organizationAnalysis', 'readingClub', 'search'] as const)(
    '%s: its endpoints answer 404, and answer again once it is back on',
    async (feature) => {
      const routes = (await routesOf())[feature]
      flags.off = feature
      for (const route of routes) {
        const res = await route()
        expect(res.status).toBe(404)
        expect(res.json).toEqual({ message: 'Not found' })
      }
      flags.off = null
      // Back on, none answers the switched-off 404 (a route may still 404 for its own reason).
      for (const route of routes) expect(await route()).not.toMatchObject({ status: 404, json: { message: 'Not found' } })
    },
  )
})

describe('search with a section switched off', () => {
  beforeEach(() => {
    flags.off = null
  })

  it('leaves out the results of that section, whose pages answer 404', async () => {
    const word = `zq${Date.now().toString(36)}orgflag`
    const org = await createOrganization({ summary: `An organization about ${word}.`, publishedAt: PAST })
    const found = async () => (await call(search, '/api/search', { query: { q: word } })).json.items.map((i: { url: string }) => i.url)

    expect(await found()).toEqual([`/organizations/${org.slug}`])
    flags.off = 'organizationAnalysis'
    expect(await found()).toEqual([])
  })
})
