import { z } from 'zod'

import { SEARCH_CANDIDATES, SUGGESTIONS_SHOWN } from '@/lib/constants'
import { readingProgressSchema } from '@/lib/validation/readingProgress'
import { PASSAGE_ANSWER_MAX_VERSES } from '@/scripture/passageAnswer'

/**
 * The documented response shapes, as zod schemas: the OpenAPI document is
 * generated from them, and the API tests check real responses against them.
 */
const isoDate = z.string().describe('ISO 8601 date-time')
const imageUrl = z.string().nullable().describe('Image URL, or null when there is none')
const image = z
  .object({ url: z.string(), alt: z.string(), width: z.number(), height: z.number() })
  .nullable()
  .describe('The same image with its alt text and size, for pages')

export const errorShape = z.object({ message: z.string() })
export const validationErrorShape = z.object({ message: z.string(), errors: z.record(z.string(), z.string()) })

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), currentPage: z.number().int(), totalPages: z.number().int() })

export const postShape = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  coverImage: imageUrl,
  cover: image,
  category: z.string(),
  categorySlug: z.string(),
  date: isoDate,
  readingTime: z.number(),
  views: z.number(),
  tags: z.array(z.string()),
})
export const postDetailShape = postShape.extend({
  content: z.string().describe('Sanitized HTML'),
  tagLinks: z.array(z.object({ name: z.string(), slug: z.string() })).describe('The tags with their /tag/{slug} addresses'),
  authorSlug: z.string().nullable().describe('The writer the post names (their page is /author/{slug}); null when the site’s own writer signs it'),
})

export const categoryShape = z.object({ name: z.string(), slug: z.string(), count: z.number().int() })

export const lyricsAnalysisShape = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  coverImage: imageUrl,
  cover: image,
  verdict: z.string(),
  quote: z.string().nullable(),
  summary: z.string(),
  date: isoDate,
  readingTime: z.number(),
})

export const bookShape = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  author: z.string(),
  coverImage: imageUrl,
  cover: image,
  rating: z.string(),
  summary: z.string(),
  description: z.string(),
  keyInsights: z.array(z.string()),
  month: isoDate.nullable().describe('The club month it was chosen for'),
})

export const verseShape = z.object({ text: z.string(), reference: z.string() })

/** GET /api/scripture/passage (src/scripture/passageAnswer.ts). */
export const passageShape = z.object({
  reference: z.string().describe('How the site names the passage: "John 3:16–18"'),
  href: z.string().describe('Its page on the site: /scripture/john/3?v=16-18#v16'),
  book: z.object({ name: z.string(), slug: z.string() }),
  chapter: z.number().int().describe('The (first) chapter'),
  translation: z.string(),
  verses: z
    .array(z.object({ chapter: z.number().int(), verse: z.number().int(), text: z.string() }))
    .describe(`The first ${PASSAGE_ANSWER_MAX_VERSES} verses at most; the passage page has the rest`),
  verseCount: z.number().int().describe('How many verses the whole passage has'),
})

export const organizationShape = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  summary: z.string(),
  category: z.string(),
  verdict: z.string(),
  tags: z.array(z.string()),
  coverImage: imageUrl,
  cover: image,
  date: isoDate,
})
export const organizationDetailShape = organizationShape.extend({
  content: z.string().describe('Lines starting "# ", "## ", "### " and "- " mark headings and list items'),
  readingTime: z.number(),
  spiritualConcerns: z.string(),
  scriptureReferences: z.array(z.string()),
  sources: z.array(z.string()),
  relatedPosts: z.array(z.string()).describe('Post slugs'),
  relatedArticles: z.array(z.object({ slug: z.string(), title: z.string() })).describe('The same posts with their titles'),
})

export const musicAnalysisShape = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  artist: z.string(),
  song: z.string(),
  album: z.string().nullable(),
  genre: z.array(z.string()),
  verdict: z.string(),
  thumbnail: imageUrl,
  summary: z.string(),
  sections: z.array(z.object({ title: z.string(), content: z.string() })),
  verdict_reason: z.string(),
  supporting_scripture: z.array(z.string()),
  tags: z.array(z.string()),
  image: image.describe('The thumbnail with its alt text and size, for pages'),
  date: isoDate,
})

const searchResultShape = z.object({
  type: z.enum(['post', 'organization', 'lyrics-analysis', 'music-analysis', 'media']),
  title: z.string(),
  summary: z.string(),
  url: z.string(),
  date: isoDate.nullable(),
})
export const searchResultsShape = paged(searchResultShape).extend({
  total: z.number().int().describe(`Results to page through: every match, or the ${SEARCH_CANDIDATES} ranked when \`capped\``),
  capped: z.boolean().describe(`More documents matched than the ${SEARCH_CANDIDATES} newest matches that are ranked and shown`),
})

export const searchSuggestionsShape = z.object({
  items: z
    .array(
      z.object({
        type: z.enum(['passage', 'reading-plan', 'post', 'organization', 'lyrics-analysis', 'music-analysis', 'media']),
        typeLabel: z.string().describe('What the suggestion is, in words for readers ("Article", "Bible passage")'),
        title: z.string(),
        url: z.string().describe('The page to open: a path on this site'),
      }),
    )
    .max(SUGGESTIONS_SHOWN)
    .describe(`At most ${SUGGESTIONS_SHOWN}, best first`),
})

export const userShape = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  createdAt: isoDate,
})

const shownCommentShape = z.object({
  id: z.number().int(),
  authorName: z.string().describe('First name and last initial; never an e-mail address'),
  content: z.string(),
  createdAt: isoDate,
  byAuthor: z.boolean().describe("Written by the site's author in the admin (shown with an \"Author\" badge)"),
})
const replyShape = shownCommentShape.extend({
  replyingTo: z.string().nullable().describe('Whom the reply answers, when that is another reply of the thread rather than its first comment'),
})
export const commentShape = shownCommentShape.extend({
  replies: z.array(replyShape).describe("The thread's approved replies, oldest first (replies to replies included: one level deep)"),
})
export const postedCommentShape = shownCommentShape.omit({ byAuthor: true }).extend({
  status: z.literal('pending'),
  parentId: z.number().int().nullable().describe('The comment it answers, if a reply'),
})
export const commentEmailSettingsShape = z.object({
  approved: z.boolean().describe('An e-mail when their comment is approved'),
  reply: z.boolean().describe('An e-mail when someone replies to their comment'),
})
export const userCommentShape = z.object({
  id: z.number().int(),
  content: z.string(),
  createdAt: isoDate,
  status: z.enum(['pending', 'approved', 'rejected']),
  post: z.object({ title: z.string(), slug: z.string() }),
})

export const favoriteShape = z.object({
  id: z.number().int(),
  post: z.object({ coverImage: imageUrl, title: z.string(), slug: z.string(), date: isoDate, readingTime: z.number() }),
})
export const savedShape = z.object({ saved: z.boolean() })

export const messageShape = z.object({ message: z.string() })

export const checkoutShape = z.object({ url: z.string().describe("Stripe Checkout's payment page; send the donor there") })
export const webhookReceivedShape = z.object({ received: z.literal(true) })

const titleAndSlug = z.object({ title: z.string(), slug: z.string() }).nullable().describe('null once the post or plan is no longer published')
const reviewStatus = z.enum(['new', 'read', 'accepted', 'declined'])

/** GET /api/account/export: everything the site keeps about the member, and only theirs. */
export const memberExportShape = z.object({
  exportedAt: isoDate,
  profile: z.object({
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    createdAt: isoDate,
    commentEmails: commentEmailSettingsShape,
  }),
  favorites: z.array(z.object({ post: titleAndSlug, savedAt: isoDate })),
  comments: z.array(
    z.object({ post: titleAndSlug, content: z.string(), status: z.enum(['pending', 'approved', 'rejected']), createdAt: isoDate }),
  ),
  submissions: z.object({
    media: z.array(
      z.object({ title: z.string(), creator: z.string(), mediaType: z.string(), link: z.string(), explanation: z.string(), status: reviewStatus, createdAt: isoDate }),
    ),
    music: z.array(
      z.object({ artist: z.string(), songTitle: z.string(), link: z.string(), reason: z.string(), email: z.string().nullable(), status: reviewStatus, createdAt: isoDate }),
    ),
    books: z.array(
      z.object({ title: z.string(), author: z.string(), reason: z.string(), email: z.string().nullable(), status: reviewStatus, createdAt: isoDate }),
    ),
  }),
  readingProgress: z.array(z.object({ plan: titleAndSlug, progress: readingProgressSchema, updatedAt: isoDate })),
  readingReminders: z.array(
    z.object({ plan: titleAndSlug, enabled: z.boolean(), hour: z.number().int().min(0).max(23), timeZone: z.string().describe('IANA time zone, e.g. America/Denver') }),
  ),
})

/** POST /api/account/email: where the confirmation link went, and until when it works. */
export const emailChangeShape = z.object({ message: z.string(), pending: z.object({ email: z.string(), expiresAt: isoDate }) })

/** POST /api/admin/integrations/check: the provider's verdict in plain words. */
export const integrationCheckShape = z.object({
  ok: z.boolean().describe('The provider accepted the credentials and nothing the site needs is missing'),
  message: z.string().describe('What the provider said, or what is missing, in plain words'),
})

/** POST /api/admin/test-email: whether a message left through a mail server. */
export const testEmailShape = z.object({
  sent: z.boolean().describe('false when no mail server is set and the message was only written to the log'),
  message: z.string().describe('What happened, in plain words'),
})

/** GET /api/admin/passage: the passage a Bible passage block quotes. */
export const quotedPassageShape = z.object({
  label: z.string().describe('The passage as the site names it, e.g. John 3:16–18'),
  href: z.string().describe('Its passage page, e.g. /scripture/john/3?v=16-18#v16'),
  verses: z.array(z.object({ chapter: z.number().int(), verse: z.number().int(), text: z.string() })).describe('Its verses in the World English Bible'),
})
