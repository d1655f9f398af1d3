/**
 * RSS 2.0 with the content module (full HTML in content:encoded) and an atom:self link, the
 * combination feed validators and readers expect.
 */
import type { Feed, FeedItem } from '@/lib/data/feed'
import { absoluteUrl } from './urls'

// Characters XML 1.0 forbids anywhere, even in CDATA (control characters, lone surrogates).
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

export const escapeXml = (text: string): string => text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c])

/** A CDATA section; a "]]>" inside the text is split across two sections so it cannot end it. */
export const cdata = (text: string): string =>
  `<![CDATA[${text.replace(NOT_XML, '').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`

/** Feed readers show the HTML away from the site: site-relative links and images need its origin. */
export const absoluteLinks = (html: string): string =>
  html
    .replace(/(\s(?:src|href|poster)=["'])\/(?!\/)/gi, (_, attr: string) => `${attr}${absoluteUrl('/')}`)
    .replace(/(\ssrcset=["'])([^"']*)/gi, (_, attr: string, list: string) =>
      attr + list.replace(/(^|,\s*)\/(?!\/)/g, (__, sep: string) => `${sep}${absoluteUrl('/')}`),
    )

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`

const itemContent = (item: FeedItem): string => {
  const cover = item.cover
    ? `<p><img src="${escapeXml(absoluteUrl(item.cover.url))}" alt="${escapeXml(item.cover.alt)}" width="${item.cover.width}" height="${item.cover.height}"></p>`
    : ''
  return cover + absoluteLinks(item.content)
}

const renderItem = (item: FeedItem): string => {
  const link = absoluteUrl(`/blog/${item.slug}`)
  return [
    '<item>',
    element('title', item.title),
    element('link', link),
    `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
    element('pubDate', new Date(item.date).toUTCString()),
    element('description', item.summary),
    `<content:encoded>${cdata(itemContent(item))}</content:encoded>`,
    ...[item.category, ...item.tags].filter(Boolean).map((name) => element('category', name)),
    '</item>',
  ].join('\n')
}

export const renderRss = (feed: Feed, builtAt = new Date()): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '<channel>',
    element('title', feed.title),
    element('link', absoluteUrl('/')),
    element('description', feed.description || feed.title),
    element('language', 'en-us'),
    element('lastBuildDate', builtAt.toUTCString()),
    `<atom:link href="${escapeXml(absoluteUrl('/rss'))}" rel="self" type="application/rss+xml"/>`,
    ...feed.items.map(renderItem),
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
