/**
 * Data for the member and submission tests: favorites, newsletter subscribers, and reading
 * back what the inbox collections stored (they are admin-only, so the CMS's own rights).
 */
import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'

import type { NewsletterSubscriber, Post, User } from '@/payload-types'
import { testPayload, unique } from '../factories'

export const uniqueEmail = (prefix = 'reader') => `${unique(prefix)}@example.test`

export const createFavorite = async (user: User, post: Post) => {
  const payload = await testPayload()
  return payload.create({ collection: 'favorites', data: { user: user.id, post: post.id }, depth: 0 })
}

/** Rows of the member's favorites for one post, whoever may read them. */
export const favoriteRows = async (user: User, post: Post) => {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'favorites',
    where: { and: [{ user: { equals: user.id } }, { post: { equals: post.id } }] },
    depth: 0,
  })
  return docs
}

/** Takes a published post offline again (its published version stays in the history). */
export const unpublishPost = async (post: Post) => {
  const payload = await testPayload()
  await payload.update({ collection: 'posts', id: post.id, data: { _status: 'draft' } })
}

export const findSubscriber = async (email: string): Promise<NewsletterSubscriber | null> => {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'newsletter-subscribers',
    where: { email: { equals: email.toLowerCase() } },
    depth: 0,
    showHiddenFields: true,
  })
  return docs[0] ?? null
}

export const createSubscriber = async (
  overrides: Partial<Pick<NewsletterSubscriber, 'email' | 'status' | 'topics' | 'token'>> = {},
): Promise<NewsletterSubscriber> => {
  const payload = await testPayload()
  return payload.create({
    collection: 'newsletter-subscribers',
    data: { email: uniqueEmail('subscriber'), status: 'active', topics: ['general'], token: randomBytes(32).toString('base64url'), ...overrides },
    depth: 0,
    showHiddenFields: true,
  })
}

/** Pretends the subscriber's last change (and so the last confirmation e-mail) was `ms` ago. */
export const ageSubscriber = async (subscriber: NewsletterSubscriber, ms: number) => {
  const payload = await testPayload()
  const at = new Date(Date.now() - ms).toISOString()
  await payload.db.drizzle.execute(sql`UPDATE newsletter_subscribers SET updated_at = ${at} WHERE id = ${subscriber.id}`)
}

type Inbox = 'contact-messages' | 'music-suggestions' | 'media-submissions' | 'book-suggestions'

/** What an inbox collection stored where `field` equals `value` (the tests' unique texts). */
export const stored = async <C extends Inbox>(collection: C, field: string, value: string) => {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection, where: { [field]: { equals: value } }, depth: 0 })
  return docs
}
