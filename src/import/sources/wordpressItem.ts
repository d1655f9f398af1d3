import { slugify } from '@/fields/slug'

import type { SourceComment, SourceDocument, SourceImage, SourceTerm } from '../model'

import { inlineText, paragraphText } from './htmlText'
import { oldPathsOf } from './oldPaths'
import { child, childrenNamed, field, postMeta, wpDate } from './wordpressXml'
import type { XmlElement } from './xmlRecords'

/** One `<item>` of a WordPress export, read into a document or the reason it has no place here. */

export type ItemOutcome =
  | { kind: 'document'; document: SourceDocument; creator: string }
  | { kind: 'skipped'; what: string; reason: string }

/** Comments left out across the whole file, reported once each at the end. */
export type DroppedComments = { spam: number; pings: number; otherTypes: Map<string, number> }

export type ItemContext = {
  site: URL | undefined
  /** Media library items by id, gathered by the first pass over the file. */
  attachments: Map<string, SourceImage>
  dropped: DroppedComments
}

const THEME_PARTS = new Set([
  'wp_template',
  'wp_template_part',
  'wp_global_styles',
  'wp_font_family',
  'wp_font_face',
  'custom_css',
  'customize_changeset',
  'oembed_cache',
  'user_request',
])

const skipReason = (type: string): string => {
  if (type === 'attachment') return 'A file in the media library, not a post or page; featured images are still taken from it.'
  if (type === 'nav_menu_item') return 'A link in a WordPress menu; this site builds its menus from its own sections.'
  if (type === 'revision') return 'An earlier version of a post; only the current version moves.'
  if (type === 'wp_block') return 'A reusable block; posts that show one hold only a reference to it, so its content does not move with them.'
  if (type === 'wp_navigation') return 'A block theme’s navigation menu; this site builds its menus from its own sections.'
  if (THEME_PARTS.has(type)) return 'Part of the WordPress theme or its settings, not content.'
  return `A “${type}” item, a kind of content this site has no place for.`
}

/** WordPress keeps non-Latin slugs percent-encoded (`%d0%bf%d1%80…`). */
export const decodedSlug = (value: string): string => {
  try {
    return decodeURIComponent(value.trim())
  } catch {
    return value.trim()
  }
}

const termsOf = (item: XmlElement, domains: string[]): SourceTerm[] => {
  const terms = new Map<string, SourceTerm>()
  for (const category of childrenNamed(item, 'category')) {
    // WXR 1.0 repeats each term without a domain; only the ones with a domain say what they are.
    if (!domains.includes(category.attributes.domain ?? '')) continue
    const name = inlineText(category.text)
    const slug = decodedSlug(category.attributes.nicename ?? '') || slugify(name)
    if (name && !terms.has(slug)) terms.set(slug, { name, slug })
  }
  return [...terms.values()]
}

const commentsOf = (item: XmlElement, fallbackDate: Date | undefined, dropped: DroppedComments): SourceComment[] => {
  const comments: SourceComment[] = []
  for (const comment of childrenNamed(item, 'wp:comment')) {
    const type = field(comment, 'wp:comment_type').trim()
    if (type === 'pingback' || type === 'trackback') {
      dropped.pings += 1
      continue
    }
    // Other types are not readers' comments (WordPress's editorial notes, shop reviews).
    if (type && type !== 'comment') {
      dropped.otherTypes.set(type, (dropped.otherTypes.get(type) ?? 0) + 1)
      continue
    }
    const approved = field(comment, 'wp:comment_approved').trim()
    if (approved !== '1' && approved !== '0') {
      // 'spam', 'trash', 'post-trashed': kept from the public on the old site, so not moved.
      dropped.spam += 1
      continue
    }
    const parent = field(comment, 'wp:comment_parent').trim()
    const email = field(comment, 'wp:comment_author_email').trim()
    comments.push({
      key: field(comment, 'wp:comment_id').trim(),
      parentKey: parent && parent !== '0' ? parent : undefined,
      authorName: inlineText(field(comment, 'wp:comment_author')) || 'Anonymous',
      authorEmail: email || undefined,
      date: wpDate(field(comment, 'wp:comment_date_gmt')) ?? wpDate(field(comment, 'wp:comment_date')) ?? fallbackDate ?? new Date(0),
      text: paragraphText(field(comment, 'wp:comment_content')),
      status: approved === '1' ? 'approved' : 'pending',
    })
  }
  // A reply to a comment that was left out (spam, a pingback) becomes a comment of its own.
  const kept = new Set(comments.map((comment) => comment.key))
  for (const comment of comments) if (comment.parentKey && !kept.has(comment.parentKey)) comment.parentKey = undefined
  return comments
}

export const readItem = (item: XmlElement, context: ItemContext): ItemOutcome => {
  const type = field(item, 'wp:post_type').trim() || 'post'
  if (type !== 'post' && type !== 'page') return { kind: 'skipped', what: type, reason: skipReason(type) }

  const wpStatus = field(item, 'wp:status').trim() || 'draft'
  if (wpStatus === 'trash') return { kind: 'skipped', what: type, reason: 'In WordPress’s trash.' }
  if (wpStatus === 'auto-draft') return { kind: 'skipped', what: type, reason: 'An empty draft WordPress started on its own.' }

  const key = field(item, 'wp:post_id').trim()
  const numericId = /^\d+$/.test(key) ? Number(key) : undefined
  const title = inlineText(field(item, 'title'))
  // Only a plainly published item stays published; a password kept it from the public.
  const sourceStatus = wpStatus === 'publish' && field(item, 'wp:post_password') ? 'password' : wpStatus
  const publishedAt = wpDate(field(item, 'wp:post_date_gmt')) ?? wpDate(field(item, 'wp:post_date'))
  const thumbnailId = postMeta(item).get('_thumbnail_id')?.trim()
  const guid = field(item, 'guid').trim()

  const document: SourceDocument = {
    kind: type,
    key,
    numericId,
    guid: guid || undefined,
    title,
    slug: decodedSlug(field(item, 'wp:post_name')) || slugify(title) || `${type}-${key}`,
    html: field(item, 'content:encoded'),
    excerpt: paragraphText(field(item, 'excerpt:encoded')) || undefined,
    status: sourceStatus === 'publish' ? 'published' : 'draft',
    sourceStatus,
    publishedAt,
    updatedAt: wpDate(field(item, 'wp:post_modified_gmt')) ?? wpDate(field(item, 'wp:post_modified')),
    categories: termsOf(item, ['category']),
    tags: termsOf(item, ['post_tag', 'tag']),
    featuredImage: thumbnailId ? context.attachments.get(thumbnailId) : undefined,
    comments: commentsOf(item, publishedAt, context.dropped),
    oldPaths: oldPathsOf([field(item, 'link'), guid], context.site),
  }
  return { kind: 'document', document, creator: field(item, 'dc:creator').trim() }
}

/** What the first pass keeps of a media library item: enough to be a featured image. */
export const attachmentImage = (item: XmlElement): SourceImage | undefined => {
  const url = (child(item, 'wp:attachment_url')?.text ?? field(item, 'guid')).trim()
  if (!url) return undefined
  const alt = inlineText(postMeta(item).get('_wp_attachment_image_alt') ?? '')
  const caption = paragraphText(field(item, 'excerpt:encoded'))
  return { url, alt: alt || undefined, caption: caption || undefined }
}
