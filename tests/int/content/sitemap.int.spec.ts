import { describe, expect, it } from 'vitest'

import sitemap from '@/app/(frontend)/sitemap'
import { absoluteUrl } from '@/lib/seo/urls'
import { createPost, publishedPostVersions } from '../../factories'
import { createLyricsAnalysis, createMusicAnalysis, createOrganization, createTag } from '../../factories/content'

// Dated in the past so that files listing the newest items of the whole site never see these.
const PAST = '2001-01-01T00:00:00.000Z'

describe('sitemap.xml', () => {
  it('lists every published post and no draft, with the time each last changed', async () => {
    const published = await createPost()
    const draft = await createPost({ status: 'draft' })

    // Other test files publish, unpublish and delete posts meanwhile: the posts published and
    // unchanged from before to after must all be there.
    const before = await publishedPostVersions()
    const entries = await sitemap()
    const after = await publishedPostVersions()
    const urls = new Set(entries.map((e) => e.url))

    const unchanged = [...before].filter(([slug, updatedAt]) => after.get(slug) === updatedAt).map(([slug]) => slug)
    expect(unchanged).toContain(published.slug)
    for (const slug of unchanged) expect(urls, slug).toContain(absoluteUrl(`/blog/${slug}`))
    expect(urls).not.toContain(absoluteUrl(`/blog/${draft.slug}`))
    expect(entries.find((e) => e.url === absoluteUrl(`/blog/${published.slug}`))?.lastModified).toBe(published.updatedAt)
    expect(new Set(entries.map((e) => e.url)).size).toBe(entries.length)
  })

  it('lists the built sections, categories, tags in use, and no page that does not exist yet', async () => {
    const [usedTag, draftOnlyTag] = await Promise.all([createTag(), createTag()])
    const post = await createPost({ tags: [usedTag.id] })
    await createPost({ status: 'draft', tags: [draftOnlyTag.id] })
    const [org, draftOrg, music, lyrics] = await Promise.all([
      createOrganization({ publishedAt: PAST }),
      createOrganization({ status: 'draft', publishedAt: PAST }),
      createMusicAnalysis({ publishedAt: PAST }),
      createLyricsAnalysis({ publishedAt: PAST }),
    ])

    const urls = (await sitemap()).map((e) => e.url)
    for (const path of ['/', '/blog', '/contact', '/organizations', '/music-analysis', '/lyrics-analysis', '/media', '/playlists', '/reading-plans', '/reading-club', '/podcast', '/submit-book']) {
      expect(urls).toContain(absoluteUrl(path))
    }
    // Donations are on, but nothing here can take a gift (no PayPal ID, no Stripe keys): no dead end is listed.
    expect(urls).not.toContain(absoluteUrl('/donate'))
    // Members' pages are not for search engines.
    for (const path of ['/submit-media', '/submit-music-analysis']) {
      expect(urls).not.toContain(absoluteUrl(path))
    }
    expect(urls).toContain(absoluteUrl(`/organizations/${org.slug}`))
    expect(urls).not.toContain(absoluteUrl(`/organizations/${draftOrg.slug}`))
    expect(urls).toContain(absoluteUrl(`/music-analysis/${music.slug}`))
    expect(urls).toContain(absoluteUrl(`/lyrics-analysis/${lyrics.slug}`))
    expect(urls).toContain(absoluteUrl(`/category/${(post.category as { slug: string }).slug}`))
    expect(urls).toContain(absoluteUrl(`/tag/${usedTag.slug}`))
    expect(urls).not.toContain(absoluteUrl(`/tag/${draftOnlyTag.slug}`))
    expect(urls.every((u) => !/\/(admin|api|cms-api|dashboard|favorites|search)(\/|$)/.test(new URL(u).pathname))).toBe(true)
  })
})
