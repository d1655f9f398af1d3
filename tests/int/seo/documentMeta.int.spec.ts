/**
 * The SEO fields of posts, pages, organizations and analyses (the official SEO plugin's `meta`
 * group) in the pages' metadata: the creator's title, description and share image where set,
 * and exactly today's title, summary and cover where they are empty. Structured data keeps the
 * document's real title.
 */
import type { Metadata } from 'next'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { generateMetadata as postMetadata } from '@/app/(frontend)/blog/[slug]/page'
import { generateMetadata as lyricsMetadata } from '@/app/(frontend)/lyrics-analysis/[slug]/page'
import { generateMetadata as musicMetadata } from '@/app/(frontend)/music-analysis/[slug]/page'
import { generateMetadata as organizationMetadata } from '@/app/(frontend)/organizations/[slug]/page'
import { getPageBySlug } from '@/collections/pages/data'
import { getPostBySlug } from '@/collections/posts/data'
import { getDocumentSeo, getSeoDefaults } from '@/lib/data/seo'
import { blogPostingJsonLd } from '@/lib/seo/blogPosting'
import { sitePageMetadata } from '@/lib/seo/metadata'
import { absoluteUrl } from '@/lib/seo/urls'
import { slugify } from '@/fields/slug'
import { lexicalFromBlocks } from '@/seed/lexical'
import type { Upload } from '@/payload-types'
import { createLyricsAnalysis, createMusicAnalysis, createOrganization, createUpload, deleteUpload } from '../../factories/content'
import { createPost, testPayload, unique } from '../../factories'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

// A reader's request, outside draft mode (the pages ask before reading drafts for a preview).
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false }), headers: async () => new Headers(), cookies: async () => new Map() }))

let cover: Upload
let shareImage: Upload

beforeAll(async () => {
  ;[cover, shareImage] = await Promise.all([createUpload(), createUpload()])
})
afterAll(async () => {
  await Promise.all([deleteUpload(cover), deleteUpload(shareImage)])
})

/** The address link previews get for an upload: its 1200×630 `og` rendition on the site's origin. */
const ogUrl = (upload: Upload) => absoluteUrl(new URL(upload.sizes!.og!.url!, 'http://x').pathname)

const previewImage = (meta: Metadata) => (meta.openGraph?.images as { url: string }[] | undefined)?.[0]?.url

type Kind = {
  name: string
  /** A published document, its summary (a page's description) and its cover, with `meta` as given. */
  create: (meta?: Record<string, unknown>) => Promise<{ slug: string; title: string; summary: string; hasCover: boolean }>
  metadata: (slug: string) => Promise<Metadata>
}

const params = (slug: string) => ({ params: Promise.resolve({ slug }) })

const KINDS: Kind[] = [
  {
    name: 'post',
    create: async (meta) => {
      const post = await createPost({ coverImage: cover.id, ...(meta ? { meta } : {}) })
      return { slug: post.slug, title: post.title, summary: post.summary, hasCover: true }
    },
    metadata: (slug) => postMetadata(params(slug)),
  },
  {
    name: 'organization',
    create: async (meta) => {
      const org = await createOrganization({ coverImage: cover.id, ...(meta ? { meta } : {}) })
      return { slug: org.slug, title: org.name, summary: org.summary, hasCover: true }
    },
    metadata: (slug) => organizationMetadata(params(slug)),
  },
  {
    name: 'lyrics analysis',
    create: async (meta) => {
      const doc = await createLyricsAnalysis({ coverImage: cover.id, ...(meta ? { meta } : {}) })
      return { slug: doc.slug, title: doc.title, summary: doc.summary, hasCover: true }
    },
    metadata: (slug) => lyricsMetadata(params(slug)),
  },
  {
    name: 'music analysis',
    create: async (meta) => {
      const doc = await createMusicAnalysis({ thumbnail: cover.id, ...(meta ? { meta } : {}) })
      return { slug: doc.slug, title: doc.title, summary: doc.summary, hasCover: true }
    },
    metadata: (slug) => musicMetadata(params(slug)),
  },
  {
    name: 'site page',
    create: async (meta) => {
      const title = unique('Seo page')
      const page = await (await testPayload()).create({
        collection: 'pages',
        data: {
          _status: 'published',
          title,
          slug: slugify(title),
          description: 'A page description written for a test.',
          content: lexicalFromBlocks(['Words on a test page.']),
          ...(meta ? { meta } : {}),
        },
      })
      return { slug: page.slug, title: page.title, summary: page.description ?? '', hasCover: false }
    },
    // What the CMS pages' metadata is to call (src/components/pages/CmsPage.tsx).
    metadata: async (slug) => sitePageMetadata(payload, (await getPageBySlug(payload, slug))!),
  },
]

describe.each(KINDS)('the metadata of a $name', ({ create, metadata }) => {
  it('is its title, summary and cover while its SEO fields are empty', async () => {
    const doc = await create()
    const meta = await metadata(doc.slug)
    // The layout's template adds " | Site" to a plain title.
    expect(meta.title).toBe(doc.title)
    expect(meta.description).toBe(doc.summary)
    expect(meta.openGraph?.title).toBe(doc.title)
    const defaults = await getSeoDefaults(payload)
    expect(previewImage(meta)).toBe(doc.hasCover ? ogUrl(cover) : defaults.image?.url)
  })

  it('is the creator’s SEO title (whole), description and image where set', async () => {
    const seoTitle = unique('A title for search engines')
    const doc = await create({ title: seoTitle, description: 'What search results say about it.', image: shareImage.id })
    const meta = await metadata(doc.slug)
    expect(meta.title).toEqual({ absolute: seoTitle })
    expect(meta.description).toBe('What search results say about it.')
    expect(meta.openGraph).toMatchObject({ title: seoTitle, description: 'What search results say about it.' })
    expect(meta.twitter).toMatchObject({ title: seoTitle, card: 'summary_large_image' })
    expect(previewImage(meta)).toBe(ogUrl(shareImage))
    expect((meta.twitter?.images as { url: string }[])[0].url).toBe(ogUrl(shareImage))
  })

  it('fills each empty SEO field on its own', async () => {
    const doc = await create({ description: 'Only the description is the creator’s.' })
    const meta = await metadata(doc.slug)
    expect(meta.title).toBe(doc.title)
    expect(meta.description).toBe('Only the description is the creator’s.')
    const blankTitle = await create({ title: '   ', image: shareImage.id })
    const second = await metadata(blankTitle.slug)
    expect(second.description).toBe(blankTitle.summary)
    expect(second.title).toBe(blankTitle.title)
    expect(previewImage(second)).toBe(ogUrl(shareImage))
  })
})

describe('structured data', () => {
  it('keeps the post’s real title and summary when SEO fields are set, and shows the share image', async () => {
    const created = await createPost({ coverImage: cover.id, meta: { title: 'Search title', description: 'Search description', image: shareImage.id } })
    const post = (await getPostBySlug(payload, created.slug))!
    const data = blogPostingJsonLd(post, await getDocumentSeo(payload, 'posts', post.slug), await getSeoDefaults(payload))
    expect(data).toMatchObject({ headline: created.title, description: created.summary, image: { url: ogUrl(shareImage) } })
  })

  it('reads no SEO fields from a draft', async () => {
    const draft = await createPost({ status: 'draft', meta: { title: 'A draft’s search title' } })
    expect(await getDocumentSeo(payload, 'posts', draft.slug)).toBeNull()
  })
})
