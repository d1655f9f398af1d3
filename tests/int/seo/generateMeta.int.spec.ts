/**
 * The SEO plugin's "Auto-generate" buttons and search-result preview in the admin, through the
 * plugin's own endpoints as the editor calls them: a title ending with the site's name, the
 * summary as description, the document's public address.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getSeoDefaults } from '@/lib/data/seo'
import { titleSuffixOf } from '@/lib/seo/buildMetadata'
import { DESCRIPTION_LENGTH, shorten } from '@/lib/seo/generateMeta'
import { absoluteUrl } from '@/lib/seo/urls'
import { createOrganization, createMusicAnalysis } from '../../factories/content'
import { createPost, createUser, testPayload } from '../../factories'
import { sessionCookie } from '../../api'
import { rest } from '../cms/rest'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

/** Signed in once per user: each sign-in costs a password hash. */
const signedIn = async (role: 'admin' | 'editor' | 'member') => sessionCookie(await createUser({ role }))

const generate = async (what: 'title' | 'description' | 'url', body: Record<string, unknown>, cookie?: string) =>
  rest('POST', `/plugin-seo/generate-${what}`, { body, headers: cookie ? { cookie } : {} })

describe('the SEO fields’ Auto-generate', () => {
  it('suggests "Title · Site", the summary and the public address of a post', async () => {
    const [editor, post] = await Promise.all([signedIn('editor'), createPost({ summary: 'What the post is about, in a sentence.' })])
    const doc = { title: post.title, summary: post.summary, slug: post.slug }
    const body = { collectionSlug: 'posts', id: post.id, doc }
    const defaults = await getSeoDefaults(payload)

    const title = await generate('title', body, editor)
    expect(title.status).toBe(200)
    expect(title.json.result).toBe(`${post.title} · ${titleSuffixOf(defaults.siteTitle, defaults.titleSuffix)}`)
    expect((await generate('description', body, editor)).json.result).toBe('What the post is about, in a sentence.')
    expect((await generate('url', body, editor)).json.result).toBe(absoluteUrl(`/blog/${post.slug}`))
  })

  it('uses what the editor has typed, unsaved, and each collection’s own title field and address', async () => {
    const admin = await signedIn('admin')
    const org = await createOrganization()
    const body = { collectionSlug: 'organizations', id: org.id, doc: { name: 'A renamed organization', summary: 'New words.', slug: 'a-new-slug' } }
    expect((await generate('title', body, admin)).json.result).toMatch(/^A renamed organization · /)
    expect((await generate('description', body, admin)).json.result).toBe('New words.')
    expect((await generate('url', body, admin)).json.result).toBe(absoluteUrl('/organizations/a-new-slug'))

    const song = await createMusicAnalysis()
    const songBody = { collectionSlug: 'music-analyses', id: song.id, doc: { title: song.title, summary: song.summary, slug: song.slug } }
    expect((await generate('url', songBody, admin)).json.result).toBe(absoluteUrl(`/music-analysis/${song.slug}`))

    // A page not saved yet: pages describe themselves in `description`, and live at /{slug}.
    const pageBody = { collectionSlug: 'pages', doc: { title: 'About us', description: 'Who we are.', slug: 'about' } }
    expect((await generate('description', pageBody, admin)).json.result).toBe('Who we are.')
    expect((await generate('url', pageBody, admin)).json.result).toBe(absoluteUrl('/about'))
  })

  it('suggests nothing for a document with no title or slug yet', async () => {
    const admin = await signedIn('admin')
    const body = { collectionSlug: 'posts', doc: { title: '  ', summary: '', slug: '' } }
    expect((await generate('title', body, admin)).json.result).toBe('')
    expect((await generate('description', body, admin)).json.result).toBe('')
    expect((await generate('url', body, admin)).json.result).toBe('')
  })

  it('is not there for members or visitors', async () => {
    const member = await signedIn('member')
    const body = { collectionSlug: 'posts', doc: { title: 'x', slug: 'x' } }
    expect((await generate('title', body, member)).status).toBeGreaterThanOrEqual(400)
    expect((await generate('title', body)).status).toBeGreaterThanOrEqual(400)
  })
})

describe('a suggested description', () => {
  it('keeps a short summary whole and cuts a long one at a word, within what search results show', () => {
    expect(shorten('  A short   summary.\n')).toBe('A short summary.')
    const long = 'Grace '.repeat(60)
    const cut = shorten(long)
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH)
    expect(cut).toMatch(/Grace…$/)
    expect(shorten('x'.repeat(400))).toHaveLength(DESCRIPTION_LENGTH)
  })
})
