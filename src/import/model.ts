/**
 * What an importer reads out of another platform's export, before anything touches the
 * database. A source (./sources) turns one file into a stream of entries; the writer
 * (./write) turns entries into the site's documents. Everything here is plain data: text is
 * text (titles and names already stripped of markup), only `html` is still the source's HTML.
 */

export type SourceKind = 'wordpress' | 'ghost'

/** A term (category or tag) as the source names it; the writer matches it by name, then slug. */
export type SourceTerm = { name: string; slug: string; description?: string }

export type SourceAuthor = {
  /** The source's own key: a WordPress login, a Ghost user id. */
  key: string
  name: string
  slug: string
  email?: string
  bio?: string
  /** Profile picture on the old site. */
  imageUrl?: string
}

export type SourceImage = { url: string; alt?: string; caption?: string }

export type SourceComment = {
  /** Unique within its document (WordPress comment_id, Ghost comment id). */
  key: string
  /** The comment it answers, when it is a reply. */
  parentKey?: string
  authorName: string
  authorEmail?: string
  date: Date
  /** Plain text: paragraphs separated by a blank line, markup removed. */
  text: string
  status: 'approved' | 'pending'
}

export type SourceDocument = {
  kind: 'post' | 'page'
  /** The source's id for it (WordPress post_id, Ghost id): what makes a re-run find it again. */
  key: string
  /** WordPress's numeric id, for the old `/?p=123` and `/?page_id=123` addresses. */
  numericId?: number
  guid?: string
  title: string
  slug: string
  /** The body as the source stores it: HTML, possibly with block comments and shortcodes. */
  html: string
  excerpt?: string
  /**
   * Only a plainly published item is published here. Drafts, scheduled, private, pending and
   * password-protected items arrive as drafts: nothing the old site kept from the public
   * becomes public by moving.
   */
  status: 'published' | 'draft'
  /** The source's own word for its state ('publish', 'future', 'private', 'password', …), for the report. */
  sourceStatus: string
  publishedAt?: Date
  updatedAt?: Date
  author?: SourceAuthor
  categories: SourceTerm[]
  tags: SourceTerm[]
  featuredImage?: SourceImage
  comments: SourceComment[]
  /** The paths it had on the old site, e.g. `/2012/01/03/slug/` and `/slug/`. */
  oldPaths: string[]
}

export type SourceMember = {
  email: string
  name?: string
  /** Whether they agreed to receive the newsletter on the old site. */
  subscribed: boolean
  createdAt?: Date
}

export type SourceEntry =
  | { type: 'site'; title?: string; url?: string; version?: string }
  | { type: 'author'; author: SourceAuthor }
  | { type: 'category'; term: SourceTerm }
  | { type: 'tag'; term: SourceTerm }
  | { type: 'document'; document: SourceDocument }
  | { type: 'member'; member: SourceMember }
  /** Something the site has no place for (menu items, attachments, custom types, spam comments). */
  | { type: 'skipped'; what: string; reason: string; count?: number }

/** A file that cannot be imported, with a message the creator can act on. */
export class ImportFileError extends Error {
  override name = 'ImportFileError'
}
