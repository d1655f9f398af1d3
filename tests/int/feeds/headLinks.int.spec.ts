/**
 * Feed readers find the feeds from any page: the layout and every page built with the site's
 * metadata announce the site's RSS, Atom and JSON feeds in <head>, and a category's pages add
 * that category's own.
 */
import type { Metadata } from 'next'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { generateMetadata as categoryMetadata } from '@/app/(frontend)/category/[slug]/page'
import { generateMetadata as categoryPageMetadata } from '@/app/(frontend)/category/[slug]/page/[page]/page'
import { generateMetadata as layoutMetadata } from '@/app/(frontend)/layout'
import { generateMetadata as homeMetadata } from '@/app/(frontend)/%5Fhome/page'
import { getSiteInfo } from '@/lib/data/site'
import { absoluteUrl } from '@/lib/seo/urls'
import { createCategory, createPost, testPayload } from '../../factories'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

// A reader's request, outside draft mode.
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false }), headers: async () => new Headers(), cookies: async () => new Map() }))

const feedLinks = (meta: Metadata) => meta.alternates?.types as Record<string, { url: string; title: string }[]> | undefined

const siteFeeds = async () => {
  const title = (await getSiteInfo(payload)).title
  return {
    'application/rss+xml': [{ url: absoluteUrl('/rss'), title }],
    'application/atom+xml': [{ url: absoluteUrl('/atom.xml'), title }],
    'application/feed+json': [{ url: absoluteUrl('/feed.json'), title }],
  }
}

describe('the feed links in <head>', () => {
  it('are in the layout, for every page, and on the pages that set their own alternates', async () => {
    const feeds = await siteFeeds()
    expect(feedLinks(await layoutMetadata())).toEqual(feeds)
    expect(feedLinks(await homeMetadata())).toEqual(feeds)
  })

  it('add a category’s own feeds on its pages', async () => {
    const category = await createCategory()
    await createPost({ category: category.id })
    const site = await siteFeeds()
    const own = { title: `${category.name} · ${(await getSiteInfo(payload)).title}` }
    const expected = {
      'application/rss+xml': [...site['application/rss+xml'], { url: absoluteUrl(`/category/${category.slug}/rss`), ...own }],
      'application/atom+xml': [...site['application/atom+xml'], { url: absoluteUrl(`/category/${category.slug}/atom.xml`), ...own }],
      'application/feed+json': [...site['application/feed+json'], { url: absoluteUrl(`/category/${category.slug}/feed.json`), ...own }],
    }
    expect(feedLinks(await categoryMetadata({ params: Promise.resolve({ slug: category.slug }) }))).toEqual(expected)
    expect(feedLinks(await categoryPageMetadata({ params: Promise.resolve({ slug: category.slug, page: '2' }) }))).toEqual(expected)
  })
})
