import { slugify } from '@/fields/slug'

import { ImportFileError, type SourceAuthor, type SourceDocument, type SourceEntry, type SourceMember, type SourceTerm } from '../model'

import { readGhostMembersCsv } from './ghostMembersCsv'
import { inlineText, paragraphText } from './htmlText'
import { readJsonTables, type JsonRow, type JsonTableEvent, type JsonTablesSummary } from './jsonTables'

/**
 * Reads a Ghost export (Settings → Advanced → Export, Ghost 4 to 6; older ones where their
 * tables agree) into source entries.
 *
 * Ghost links posts to tags and authors through join tables that come after the posts in the
 * file, so the file is read twice as a stream: the first pass keeps the small tables (tags,
 * users, the joins, posts' image texts, members, settings), the second reads the posts one at
 * a time and emits each with its tags and author. No post body is held beyond its own turn.
 *
 * A post whose export has no HTML (only Lexical or Mobiledoc, the editor's own formats) is
 * reported as skipped rather than converted: rendering those formats is Ghost's job, and a
 * current Ghost always exports the HTML beside them.
 *
 * Ghost writes its own address as `__GHOST_URL__` in bodies and image addresses. The export
 * does not say what that address was, so it is replaced with `siteUrl` when the caller knows
 * it, and otherwise dropped, leaving site-relative paths (`/content/images/…`).
 */

export type GhostReadOptions = {
  /** Ghost's members CSV (Members → Export), read instead of, or on top of, the export's members table. */
  membersCsv?: string
  /** The old Ghost site's address, to turn `__GHOST_URL__` back into full addresses. */
  siteUrl?: string
}

const WHAT = 'Ghost export'

// The tables read and the fields kept of each row.
const TABLES = {
  posts: ['id', 'title', 'slug', 'html', 'lexical', 'mobiledoc', 'type', 'page', 'status', 'visibility', 'custom_excerpt', 'feature_image', 'feature_image_alt', 'feature_image_caption', 'published_at', 'updated_at', 'author_id'],
  tags: ['id', 'name', 'slug', 'description', 'visibility'],
  posts_tags: ['post_id', 'tag_id', 'sort_order'],
  users: ['id', 'name', 'slug', 'email', 'bio', 'profile_image'],
  posts_authors: ['post_id', 'author_id', 'sort_order'],
  posts_meta: ['post_id', 'feature_image_alt', 'feature_image_caption'],
  members: ['id', 'email', 'name', 'subscribed', 'created_at'],
  members_newsletters: ['member_id'],
  settings: ['key', 'value'],
} as const

type Table = keyof typeof TABLES
const SMALL_TABLES = Object.fromEntries(Object.entries(TABLES).filter(([name]) => name !== 'posts')) as Record<string, readonly string[]>

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '')

const date = (value: unknown): Date | undefined => {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const parsed = new Date(value)
  return Number.isNaN(parsed.getTime()) ? undefined : parsed
}

type Joined = { id: string; order: number }
const byOrder = (a: Joined, b: Joined) => a.order - b.order

/** What the first pass keeps. */
type Survey = {
  version?: string
  title?: string
  tags: Map<string, SourceTerm & { internal: boolean }>
  tagsOfPost: Map<string, Joined[]>
  users: Map<string, SourceAuthor>
  authorsOfPost: Map<string, Joined[]>
  imageTexts: Map<string, { alt?: string; caption?: string }>
  members: Map<string, SourceMember & { id: string }>
  subscribedMembers: Set<string>
  summary: JsonTablesSummary
}

const append = (map: Map<string, Joined[]>, key: string, joined: Joined) => {
  const list = map.get(key)
  if (list) list.push(joined)
  else map.set(key, [joined])
}

const notGhost = () =>
  new ImportFileError(`This JSON file is not a Ghost export. In Ghost, go to Settings → Advanced → Import/Export, choose “Export”, and upload the .json file it downloads.`)

/** Runs the reader to its end, handing each event over, and returns its summary. */
const drain = async (events: AsyncGenerator<JsonTableEvent, JsonTablesSummary>, onEvent: (event: JsonTableEvent) => void): Promise<JsonTablesSummary> => {
  for (;;) {
    const next = await events.next()
    if (next.done) return next.value
    onEvent(next.value)
  }
}

const survey = async (path: string, resolveUrl: (url: string) => string): Promise<Survey> => {
  const found: Omit<Survey, 'summary'> = {
    tags: new Map(),
    tagsOfPost: new Map(),
    users: new Map(),
    authorsOfPost: new Map(),
    imageTexts: new Map(),
    members: new Map(),
    subscribedMembers: new Set(),
  }
  const summary = await drain(readJsonTables(path, { what: WHAT, tables: SMALL_TABLES }), (event) => {
    if (event.kind === 'meta') {
      found.version ??= text(event.meta.version) || undefined
      return
    }
    const row = event.row
    switch (event.table as Table) {
      case 'tags': {
        const name = inlineText(text(row.name))
        if (!name) break
        const description = paragraphText(text(row.description))
        found.tags.set(text(row.id), {
          name,
          slug: text(row.slug) || slugify(name),
          description: description || undefined,
          internal: name.startsWith('#') || (typeof row.visibility === 'string' && row.visibility !== 'public'),
        })
        break
      }
      case 'posts_tags':
        append(found.tagsOfPost, text(row.post_id), { id: text(row.tag_id), order: Number(row.sort_order) || 0 })
        break
      case 'users': {
        const name = inlineText(text(row.name))
        const slug = text(row.slug)
        const image = text(row.profile_image)
        found.users.set(text(row.id), {
          key: text(row.id),
          name: name || slug,
          slug: slug || slugify(name),
          email: text(row.email) || undefined,
          bio: paragraphText(text(row.bio)) || undefined,
          imageUrl: image ? resolveUrl(image) : undefined,
        })
        break
      }
      case 'posts_authors':
        append(found.authorsOfPost, text(row.post_id), { id: text(row.author_id), order: Number(row.sort_order) || 0 })
        break
      case 'posts_meta':
        found.imageTexts.set(text(row.post_id), {
          alt: inlineText(text(row.feature_image_alt)) || undefined,
          caption: inlineText(text(row.feature_image_caption)) || undefined,
        })
        break
      case 'members': {
        const email = text(row.email).trim()
        if (!email) break
        found.members.set(email.toLowerCase(), {
          id: text(row.id),
          email,
          name: text(row.name).trim() || undefined,
          // Ghost 4 kept the choice on the member; 5 and later in members_newsletters (applied below).
          subscribed: row.subscribed === true || row.subscribed === 1,
          createdAt: date(row.created_at),
        })
        break
      }
      case 'members_newsletters':
        found.subscribedMembers.add(text(row.member_id))
        break
      case 'settings':
        if (row.key === 'title') found.title ??= inlineText(text(row.value)) || undefined
        break
    }
  })
  if (!summary.hasData || !summary.present.has('posts')) throw notGhost()
  return { ...found, summary }
}

type Skips = Map<string, { what: string; reason: string; count: number }>
const skip = (skips: Skips, what: string, reason: string) => {
  const id = `${what}\n${reason}`
  const entry = skips.get(id) ?? { what, reason, count: 0 }
  entry.count += 1
  skips.set(id, entry)
}

const documentOf = (post: JsonRow, site: Survey, resolveUrl: (url: string) => string, skips: Skips): SourceDocument | undefined => {
  const id = text(post.id)
  const kind = post.type === 'page' || post.page === true || post.page === 1 ? 'page' : 'post'
  const html = text(post.html)
  if (!html.trim() && (text(post.lexical) || text(post.mobiledoc))) {
    skip(skips, kind, 'No HTML in the export, only the Ghost editor’s own format; open it in Ghost and export again.')
    return undefined
  }
  const title = inlineText(text(post.title))
  const slug = text(post.slug) || slugify(title) || `${kind}-${id}`
  const ghostStatus = text(post.status) || 'draft'
  const visibility = text(post.visibility) || 'public'
  // Only a plainly public, published post stays published; members-only posts were not public.
  const sourceStatus = ghostStatus === 'published' && visibility !== 'public' ? 'members-only' : ghostStatus
  const tags = (site.tagsOfPost.get(id) ?? [])
    .sort(byOrder)
    .map((joined) => site.tags.get(joined.id))
    .filter((tag): tag is SourceTerm & { internal: boolean } => Boolean(tag) && !tag!.internal)
    .map(({ name, slug, description }) => ({ name, slug, description }))
  const authorId = (site.authorsOfPost.get(id) ?? []).sort(byOrder)[0]?.id ?? text(post.author_id)
  const image = text(post.feature_image)
  const imageTexts = site.imageTexts.get(id)
  const alt = imageTexts?.alt ?? (inlineText(text(post.feature_image_alt)) || undefined)
  const caption = imageTexts?.caption ?? (inlineText(text(post.feature_image_caption)) || undefined)
  return {
    kind,
    key: id,
    title,
    slug,
    html: resolveUrl(html),
    excerpt: paragraphText(text(post.custom_excerpt)) || undefined,
    status: sourceStatus === 'published' ? 'published' : 'draft',
    sourceStatus,
    publishedAt: date(post.published_at),
    updatedAt: date(post.updated_at),
    author: site.users.get(authorId),
    // Ghost has tags only; its primary tag (the first) is the closest thing to a category.
    categories: tags.slice(0, 1),
    tags,
    featuredImage: image ? { url: resolveUrl(image), alt, caption } : undefined,
    comments: [],
    oldPaths: [`/${slug}/`],
  }
}

export async function* readGhost(path: string, options: GhostReadOptions = {}): AsyncGenerator<SourceEntry> {
  const siteUrl = options.siteUrl?.trim().replace(/\/+$/, '') ?? ''
  const resolveUrl = (value: string) => value.replaceAll('__GHOST_URL__', siteUrl)
  const site = await survey(path, resolveUrl)

  yield { type: 'site', title: site.title, url: siteUrl || undefined, version: site.version }

  // Authors who wrote something; every user when the export has no authorship table.
  const authorIds = new Set([...site.authorsOfPost.values()].flatMap((list) => list.map((joined) => joined.id)))
  for (const [id, author] of site.users) if (authorIds.size === 0 || authorIds.has(id)) yield { type: 'author', author }

  const categoryIds = new Set<string>()
  for (const list of site.tagsOfPost.values()) {
    const primary = [...list].sort(byOrder).find((joined) => site.tags.get(joined.id)?.internal === false)
    if (primary) categoryIds.add(primary.id)
  }
  let internalTags = 0
  for (const [id, { internal, ...term }] of site.tags) {
    if (internal) {
      internalTags += 1
      continue
    }
    if (categoryIds.has(id)) yield { type: 'category', term }
    yield { type: 'tag', term }
  }

  const skips: Skips = new Map()
  const posts = readJsonTables(path, { what: WHAT, tables: { posts: TABLES.posts } })
  for (;;) {
    const next = await posts.next()
    if (next.done) break
    if (next.value.kind !== 'row') continue
    const document = documentOf(next.value.row, site, resolveUrl, skips)
    if (document) yield { type: 'document', document }
  }

  if (options.membersCsv) {
    for await (const entry of readGhostMembersCsv(options.membersCsv)) {
      if (entry.type === 'member') site.members.set(entry.member.email.toLowerCase(), { id: '', ...entry.member })
      else yield entry
    }
  }
  const newsletterTable = site.summary.present.has('members_newsletters')
  for (const { id, ...member } of site.members.values()) {
    const subscribed = newsletterTable && id ? site.subscribedMembers.has(id) : member.subscribed
    yield { type: 'member', member: { ...member, subscribed } }
  }

  for (const entry of skips.values()) yield { type: 'skipped', ...entry }
  if (internalTags) yield { type: 'skipped', what: 'internal tags', reason: 'Ghost’s internal tags (names starting with #) organise the old theme, not readers’ topics.', count: internalTags }
}
