/**
 * Content for the read API tests: lyrics and music analyses, books, organizations, media items, verses,
 * tags, cover images, and posts with a chosen date. Names are unique per call; dates come
 * from `futureDate()` so a test's own documents sort ahead of those other test files date now.
 */
import { slugify } from '@/fields/slug'
import { coverPng } from '@/seed/images'
import { lineMarkupToLexical } from '@/lib/content/lineMarkup'
import { lexicalFromBlocks } from '@/seed/lexical'
import type { Book, LyricsAnalysis, MediaItem, MusicAnalysis, Organization, Post, Tag, Upload, Verse } from '@/payload-types'
import { createPost, testPayload, unique } from '../factories'

/** `draft`: saved as a draft that was never published. */
type Status = { status?: 'draft' | 'published' }

/**
 * Strictly increasing dates from 1 January of `year`, one hour apart: what a test creates
 * later is newer than what it created before, and newer than anything dated "now" by other
 * test files. A file that asserts on the newest posts of the whole site takes its own year,
 * so that files running at the same time do not push its posts down the list.
 */
export const datesFrom = (year: number) => {
  let hours = 0
  return (): string => new Date(Date.UTC(year, 0, 1) + ++hours * 3_600_000).toISOString()
}

export const futureDate = datesFrom(2300)

export const createTag = async (name = unique('Tag')): Promise<Tag> => {
  const payload = await testPayload()
  return payload.create({ collection: 'tags', data: { name, slug: slugify(name) } })
}

/** A 1600×900 cover, large enough for every rendition. Remove it with `deleteUpload`. */
export const createUpload = async (): Promise<Upload> => {
  const payload = await testPayload()
  const key = unique('test-cover')
  const data = await coverPng(key)
  return payload.create({
    collection: 'uploads',
    data: { alt: `Alt text ${key}` },
    file: { data, mimetype: 'image/png', name: `${key}.png`, size: data.length },
  })
}

export const deleteUpload = async (upload: Upload) => {
  const payload = await testPayload()
  await payload.delete({ collection: 'uploads', id: upload.id })
}

/** A post dated with `futureDate()` unless a date is given. */
export const createDatedPost = (overrides: Parameters<typeof createPost>[0] = {}): Promise<Post> =>
  createPost({ publishedAt: futureDate(), ...overrides })

export const createLyricsAnalysis = async (
  overrides: Partial<LyricsAnalysis> & Status = {},
): Promise<LyricsAnalysis> => {
  const { status = 'published', ...rest } = overrides
  const title = rest.title ?? unique('Lyrics title')
  const payload = await testPayload()
  return payload.create({
    collection: 'lyrics-analyses',
    draft: status === 'draft',
    data: {
      _status: status,
      title,
      slug: slugify(title),
      quote: 'A line the analysis centres on.',
      summary: 'A lyrics summary written for a test.',
      content: lexicalFromBlocks(['A paragraph about the lyrics.']),
      verdict: 'Biblically Redeemable',
      publishedAt: futureDate(),
      ...rest,
    },
  })
}

export const createBook = async (overrides: Partial<Book> & Status = {}): Promise<Book> => {
  const { status = 'published', ...rest } = overrides
  const title = rest.title ?? unique('Book title')
  const payload = await testPayload()
  return payload.create({
    collection: 'books',
    draft: status === 'draft',
    data: {
      _status: status,
      title,
      slug: slugify(title),
      author: 'A. Test Author',
      summary: 'A book summary written for a test.',
      description: 'A longer description of the book, written for a test.',
      keyInsights: [{ insight: 'The first insight.' }, { insight: 'The second insight.' }],
      rating: 'Biblically Sound',
      bookOfTheMonth: false,
      ...rest,
    },
  })
}

/** `content` is written as the API gives it (line markup) and stored as rich text. */
export const createOrganization = async (
  overrides: Partial<Omit<Organization, 'content'>> & Status & { content?: string } = {},
): Promise<Organization> => {
  const { status = 'published', content = '# Overview\n\nA paragraph.\n\n## Practices\n\n- One practice\n- Another practice', ...rest } = overrides
  const name = rest.name ?? unique('Organization')
  const payload = await testPayload()
  return payload.create({
    collection: 'organizations',
    draft: status === 'draft',
    data: {
      _status: status,
      name,
      slug: slugify(name),
      summary: 'An organization summary written for a test.',
      content: lineMarkupToLexical(content) as Organization['content'],
      spiritualConcerns: 'Concerns written for a test.',
      scriptureReferences: ['Romans 12:2', '1 John 4:1'],
      category: 'Academic',
      verdict: 'Use Biblical Discernment',
      tags: [],
      publishedAt: futureDate(),
      ...rest,
    },
  })
}

export const createMediaItem = async (overrides: Partial<MediaItem> & Status = {}): Promise<MediaItem> => {
  const { status = 'published', ...rest } = overrides
  const title = rest.title ?? unique('Media title')
  const payload = await testPayload()
  return payload.create({
    collection: 'media-items',
    draft: status === 'draft',
    data: {
      _status: status,
      title,
      slug: slugify(title),
      creator: 'A Test Creator',
      summary: 'A media summary written for a test.',
      spiritualTakeaway: 'A takeaway written for a test.',
      externalLink: 'https://example.com/a-test-media-item',
      category: 'Songs',
      verdict: 'Biblically Sound',
      tags: [],
      publishedAt: futureDate(),
      ...rest,
    },
  })
}

export const createMusicAnalysis = async (overrides: Partial<MusicAnalysis> & Status = {}): Promise<MusicAnalysis> => {
  const { status = 'published', ...rest } = overrides
  const title = rest.title ?? unique('Song analysis')
  const payload = await testPayload()
  return payload.create({
    collection: 'music-analyses',
    draft: status === 'draft',
    data: {
      _status: status,
      title,
      slug: slugify(title),
      artist: 'A Test Artist',
      song: 'A Test Song',
      summary: 'A music summary written for a test.',
      sections: [{ title: 'Lyrics', content: 'What the lyrics say.' }],
      verdictReason: 'Why the verdict was given.',
      supportingScripture: ['Philippians 4:8'],
      verdict: 'biblically sound',
      genres: ['Worship'],
      tags: ['test'],
      publishedAt: futureDate(),
      ...rest,
    },
  })
}

export const createVerse = async (order: number, overrides: Partial<Verse> = {}): Promise<Verse> => {
  const payload = await testPayload()
  return payload.create({
    collection: 'verses',
    data: { text: unique('Verse text'), reference: unique('Book 1:1'), translation: 'WEB', order, ...overrides },
  })
}
