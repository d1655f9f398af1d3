import { slugify } from '@/fields/slug'

import type { SourceAuthor, SourceEntry, SourceImage } from '../model'

import { inlineText, paragraphText } from './htmlText'
import { siteAddress } from './oldPaths'
import { attachmentImage, decodedSlug, readItem, type DroppedComments } from './wordpressItem'
import { checkWxrRoot, field, wxrName } from './wordpressXml'
import { readXmlRecords, type XmlRecord } from './xmlRecords'

/**
 * Reads a WordPress export (WXR 1.0–1.2, Tools → Export) into source entries: the site, its
 * authors, categories and tags, then its posts and pages, then what was left out.
 *
 * The file is read twice, as a stream each time. A post names its featured image by the
 * attachment's id, and WordPress writes items in id order, so the image (uploaded while the
 * post was being written) usually comes after the post. The first pass keeps only each
 * attachment's address, alt text and caption; the second emits documents with their images
 * resolved. Holding back the posts until the end instead would keep most of a site's HTML in
 * memory. The first pass also reads the whole file before anything is emitted, so a cut-short
 * or refused file fails before the import has started writing.
 */

const WHAT = 'WordPress export'

// Under <rss><channel>: authors, terms, items and the channel's own fields.
const records = (path: string): AsyncGenerator<XmlRecord> =>
  readXmlRecords(path, { what: WHAT, recordDepth: 2, nameFor: wxrName, checkRoot: checkWxrRoot })

type Survey = { title?: string; link?: string; version?: string; baseUrl?: string; attachments: Map<string, SourceImage> }

const survey = async (path: string): Promise<Survey> => {
  const found: Survey = { attachments: new Map() }
  for await (const record of records(path)) {
    if (record.kind !== 'record') continue
    const element = record.element
    if (element.name === 'title') found.title ??= inlineText(element.text)
    else if (element.name === 'link') found.link ??= element.text.trim()
    else if (element.name === 'wp:wxr_version') found.version ??= element.text.trim()
    else if (element.name === 'wp:base_blog_url') found.baseUrl ??= element.text.trim()
    else if (element.name === 'item' && field(element, 'wp:post_type').trim() === 'attachment') {
      const image = attachmentImage(element)
      if (image) found.attachments.set(field(element, 'wp:post_id').trim(), image)
    }
  }
  return found
}

const declaredAuthor = (element: Parameters<typeof field>[0]): SourceAuthor | undefined => {
  const login = field(element, 'wp:author_login').trim()
  if (!login) return undefined
  const fullName = [field(element, 'wp:author_first_name'), field(element, 'wp:author_last_name')].map((part) => part.trim()).filter(Boolean).join(' ')
  const email = field(element, 'wp:author_email').trim()
  return {
    key: login,
    name: inlineText(field(element, 'wp:author_display_name')) || fullName || login,
    slug: slugify(login) || login,
    email: email || undefined,
  }
}

/** An author the items name (dc:creator) but the export did not declare. */
const authorFromLogin = (login: string): SourceAuthor => ({ key: login, name: login, slug: slugify(login) || login })

export async function* readWordPress(path: string): AsyncGenerator<SourceEntry> {
  const site = await survey(path)
  const address = siteAddress(site.baseUrl, site.link)
  yield { type: 'site', title: site.title || undefined, url: address?.href ?? (site.link || undefined), version: site.version }

  const authors = new Map<string, SourceAuthor>()
  const dropped: DroppedComments = { spam: 0, pings: 0, otherTypes: new Map() }
  const skipped = new Map<string, { what: string; reason: string; count: number }>()
  const context = { site: address, attachments: site.attachments, dropped }

  // Other channel children (wp:term for menus and custom taxonomies, the feed's own fields)
  // carry nothing the site keeps.
  for await (const record of records(path)) {
    if (record.kind !== 'record') continue
    const element = record.element
    if (element.name === 'wp:author') {
      const author = declaredAuthor(element)
      if (author && !authors.has(author.key)) {
        authors.set(author.key, author)
        yield { type: 'author', author }
      }
    } else if (element.name === 'wp:category') {
      const name = inlineText(field(element, 'wp:cat_name'))
      const description = paragraphText(field(element, 'wp:category_description'))
      if (name) yield { type: 'category', term: { name, slug: decodedSlug(field(element, 'wp:category_nicename')) || slugify(name), description: description || undefined } }
    } else if (element.name === 'wp:tag') {
      const name = inlineText(field(element, 'wp:tag_name'))
      const description = paragraphText(field(element, 'wp:tag_description'))
      if (name) yield { type: 'tag', term: { name, slug: decodedSlug(field(element, 'wp:tag_slug')) || slugify(name), description: description || undefined } }
    } else if (element.name === 'item') {
      const outcome = readItem(element, context)
      if (outcome.kind === 'skipped') {
        const id = `${outcome.what}\n${outcome.reason}`
        const entry = skipped.get(id) ?? { what: outcome.what, reason: outcome.reason, count: 0 }
        entry.count += 1
        skipped.set(id, entry)
        continue
      }
      if (outcome.creator) {
        let author = authors.get(outcome.creator)
        if (!author) {
          author = authorFromLogin(outcome.creator)
          authors.set(author.key, author)
          yield { type: 'author', author }
        }
        outcome.document.author = author
      }
      yield { type: 'document', document: outcome.document }
    }
  }

  // Left-out items are reported once per kind with a count: a site has thousands of attachments.
  for (const entry of skipped.values()) yield { type: 'skipped', ...entry }
  if (dropped.spam) yield { type: 'skipped', what: 'spam comments', reason: 'Marked as spam or put in the trash on the old site.', count: dropped.spam }
  if (dropped.pings) yield { type: 'skipped', what: 'pingbacks and trackbacks', reason: 'Notices from other sites that linked to a post, not readers’ comments.', count: dropped.pings }
  for (const [type, count] of dropped.otherTypes) {
    yield { type: 'skipped', what: `“${type}” comments`, reason: 'Not readers’ comments (WordPress keeps editorial notes and shop reviews as comments too).', count }
  }
}
