import { describe, expect, it } from 'vitest'

import type { Post } from '@/collections/posts/data'
import { serverUrl } from '@/lib/serverUrl'
import { blogPostingJsonLd } from '@/lib/seo/blogPosting'
import { buildMetadata, titleTemplate } from '@/lib/seo/buildMetadata'
import { absoluteUrl, pagedPath } from '@/lib/seo/urls'
import { serializeJsonLd } from '@/lib/seo/jsonLd'
import { personJsonLd } from '@/lib/seo/person'

const origin = serverUrl()
const shareImage = { url: `${origin}/cms-api/uploads/file/c-1200x630.jpg`, alt: 'A cover', width: 1200, height: 630 }
const defaults = { siteTitle: 'Renewed Mind', titleSuffix: null, description: 'The site description.', image: null }

const post: Post = {
  id: 7,
  slug: 'grace-and-truth',
  title: 'Grace and Truth',
  summary: 'What the post is about.',
  coverImage: null,
  cover: null,
  category: 'Scripture & Clarity',
  categorySlug: 'scripture-clarity',
  date: '2026-03-03T12:00:00.000Z',
  readingTime: 4,
  views: 12,
  tags: ['Grace', 'Truth'],
}

describe('page metadata', () => {
  it('ends page titles with the SEO title suffix, else the site title', () => {
    expect(titleTemplate('Renewed Mind', null)).toEqual({ default: 'Renewed Mind', template: '%s | Renewed Mind' })
    expect(titleTemplate('Renewed Mind', '  ')).toEqual({ default: 'Renewed Mind', template: '%s | Renewed Mind' })
    expect(titleTemplate('Renewed Mind', 'Discernment Blog').template).toBe('%s | Discernment Blog')
    expect(titleTemplate('Renewed Mind', '| Discernment Blog').template).toBe('%s | Discernment Blog')
    expect(titleTemplate('Renewed Mind', '— Discernment Blog').template).toBe('%s | Discernment Blog')
  })

  it('gives a page its title, description and absolute canonical URL', () => {
    const meta = buildMetadata({ title: 'Blog – Page 2', description: 'Older posts.', path: '/blog/page/2' }, defaults)
    expect(meta.title).toBe('Blog – Page 2')
    expect(meta.description).toBe('Older posts.')
    expect(meta.alternates?.canonical).toBe(`${origin}/blog/page/2`)
    expect(meta.alternates?.types).toEqual({
      'application/rss+xml': [{ url: `${origin}/rss`, title: 'Renewed Mind' }],
      'application/atom+xml': [{ url: `${origin}/atom.xml`, title: 'Renewed Mind' }],
      'application/feed+json': [{ url: `${origin}/feed.json`, title: 'Renewed Mind' }],
    })
    expect(String(meta.metadataBase)).toBe(`${origin}/`)
    expect(meta.openGraph).toMatchObject({ type: 'website', url: `${origin}/blog/page/2`, siteName: 'Renewed Mind', title: 'Blog – Page 2' })
    expect(meta.twitter).toMatchObject({ card: 'summary', title: 'Blog – Page 2', description: 'Older posts.' })
  })

  it('keeps the layout title on the home page and falls back to the site description', () => {
    const meta = buildMetadata({ path: '/' }, defaults)
    expect(meta.title).toBeUndefined()
    expect(meta.description).toBe('The site description.')
    expect(meta.alternates?.canonical).toBe(`${origin}/`)
    expect(meta.openGraph?.title).toBe('Renewed Mind')
  })

  it('shows a large card with the share image, the page’s own or the site’s default', () => {
    const own = buildMetadata({ title: 'A post', path: '/blog/a-post', image: shareImage }, defaults)
    expect(own.twitter).toMatchObject({ card: 'summary_large_image', images: [{ url: shareImage.url, alt: 'A cover' }] })
    expect(own.openGraph?.images).toEqual([{ url: shareImage.url, width: 1200, height: 630, alt: 'A cover' }])
    const fallback = buildMetadata({ title: 'About', path: '/about' }, { ...defaults, image: shareImage })
    expect(fallback.twitter).toMatchObject({ card: 'summary_large_image' })
  })

  it('announces a category’s own feeds after the site’s', () => {
    const meta = buildMetadata({ title: 'Testimonies', path: '/category/testimonies', feed: { page: '/category/testimonies', name: 'Testimonies' } }, defaults)
    const own = { title: 'Testimonies · Renewed Mind' }
    expect(meta.alternates?.types).toEqual({
      'application/rss+xml': [{ url: `${origin}/rss`, title: 'Renewed Mind' }, { url: `${origin}/category/testimonies/rss`, ...own }],
      'application/atom+xml': [{ url: `${origin}/atom.xml`, title: 'Renewed Mind' }, { url: `${origin}/category/testimonies/atom.xml`, ...own }],
      'application/feed+json': [{ url: `${origin}/feed.json`, title: 'Renewed Mind' }, { url: `${origin}/category/testimonies/feed.json`, ...own }],
    })
  })

  it('uses the creator’s SEO title whole, in place of the title and its suffix', () => {
    const meta = buildMetadata({ title: 'Grace and Truth', metaTitle: ' Grace, explained · Renewed Mind ', path: '/blog/grace' }, defaults)
    expect(meta.title).toEqual({ absolute: 'Grace, explained · Renewed Mind' })
    expect(meta.openGraph?.title).toBe('Grace, explained · Renewed Mind')
    expect(meta.twitter?.title).toBe('Grace, explained · Renewed Mind')
    for (const metaTitle of [null, '', '   ']) {
      const plain = buildMetadata({ title: 'Grace and Truth', metaTitle, path: '/blog/grace' }, defaults)
      expect(plain.title).toBe('Grace and Truth')
      expect(plain.openGraph?.title).toBe('Grace and Truth')
    }
  })

  it('marks a post up as an article', () => {
    const meta = buildMetadata(
      { title: post.title, path: '/blog/grace-and-truth', article: { publishedTime: post.date, section: post.category, tags: post.tags } },
      defaults,
    )
    expect(meta.openGraph).toMatchObject({ type: 'article', publishedTime: post.date, section: post.category, tags: ['Grace', 'Truth'] })
  })
})

describe('site paths', () => {
  it('number later pages under the list, and the home page’s under /page', () => {
    expect(pagedPath('/blog', 1)).toBe('/blog')
    expect(pagedPath('/blog', 3)).toBe('/blog/page/3')
    expect(pagedPath('/category/testimonies', 2)).toBe('/category/testimonies/page/2')
    expect(pagedPath('/', 2)).toBe('/page/2')
    expect(absoluteUrl('/rss')).toBe(`${origin}/rss`)
  })
})

describe('BlogPosting structured data', () => {
  it('describes the post with absolute URLs and its dates', () => {
    const data = blogPostingJsonLd(post, { image: shareImage, updatedAt: '2026-03-04T08:00:00.000Z' }, defaults)
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Grace and Truth',
      description: 'What the post is about.',
      url: `${origin}/blog/grace-and-truth`,
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${origin}/blog/grace-and-truth` },
      datePublished: '2026-03-03T12:00:00.000Z',
      dateModified: '2026-03-04T08:00:00.000Z',
      image: { '@type': 'ImageObject', url: shareImage.url, width: 1200, height: 630 },
      articleSection: 'Scripture & Clarity',
      keywords: 'Grace, Truth',
      author: { '@type': 'Organization', name: 'Renewed Mind' },
      publisher: { '@type': 'Organization', name: 'Renewed Mind' },
    })
  })
})

describe('a writer in structured data', () => {
  const writer = { id: 3, name: 'Ada </script><b>Lovelace', slug: 'ada-lovelace', bio: 'Writes & reads <often>.', photo: { url: '/cms-api/uploads/file/ada.jpg', alt: '', width: 1400, height: 1400 } }

  it('names the post’s writer as a Person with their page, the site staying the publisher', () => {
    const data = blogPostingJsonLd(post, null, defaults, writer)
    expect(data.author).toEqual({ '@type': 'Person', name: writer.name, url: `${origin}/author/ada-lovelace` })
    expect(data.publisher).toMatchObject({ '@type': 'Organization', name: 'Renewed Mind' })
  })

  it('describes the writer’s page as a Person whose text cannot end the script early', () => {
    const data = personJsonLd(writer)
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: writer.name,
      description: writer.bio,
      image: `${origin}/cms-api/uploads/file/ada.jpg`,
      url: `${origin}/author/ada-lovelace`,
    })
    const text = serializeJsonLd(data)
    expect(text).not.toMatch(/[<>&]/)
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(data)))
  })
})
