/**
 * Test data made through the Local API (never the demo seed's texts). Every name is unique
 * per call so test files can run in parallel on one database.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { slugify } from '@/fields/slug'
import { lexicalFromBlocks } from '@/seed/lexical'
import type { Category, Post, User } from '@/payload-types'

let counter = 0
export const unique = (prefix: string) => `${prefix}-${process.pid}-${Date.now().toString(36)}-${++counter}`

export const testPayload = (): Promise<Payload> => getPayload({ config })

/** slug → last change of every published post: what the feed and the sitemap must reflect. */
export const publishedPostVersions = async (): Promise<Map<string, string>> => {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'posts',
    where: { _status: { equals: 'published' } },
    select: { slug: true, updatedAt: true },
    pagination: false,
    depth: 0,
  })
  return new Map(docs.map((d) => [d.slug, d.updatedAt]))
}

export const createUser = async (overrides: Partial<User> & { password?: string } = {}): Promise<User> => {
  const payload = await testPayload()
  return payload.create({
    collection: 'users',
    data: {
      email: `${unique('member')}@example.test`,
      password: 'a-long-test-password',
      firstName: 'Test',
      lastName: 'Member',
      role: 'member',
      ...overrides,
    },
  })
}

export const createCategory = async (): Promise<Category> => {
  const payload = await testPayload()
  const name = unique('Category')
  return payload.create({ collection: 'categories', data: { name, slug: name.toLowerCase() } })
}

export const createPost = async (
  overrides: Partial<Omit<Post, 'category'>> & { category?: number; status?: 'draft' | 'published' } = {},
): Promise<Post> => {
  const payload = await testPayload()
  const { status = 'published', ...rest } = overrides
  const category = overrides.category ?? (await createCategory()).id
  const title = overrides.title ?? unique('Post title')
  const data = {
    title,
    slug: slugify(title),
    summary: 'A summary written for a test.',
    content: lexicalFromBlocks(['A paragraph written for a test.']),
    ...rest,
    category,
  }
  return status === 'draft'
    ? payload.create({ collection: 'posts', draft: true, data: { ...data, _status: 'draft' } })
    : payload.create({ collection: 'posts', data: { ...data, _status: 'published' } })
}

export const createComment = async (post: Post, author: User, status: 'pending' | 'approved' | 'rejected') => {
  const payload = await testPayload()
  return payload.create({
    collection: 'comments',
    data: { post: post.id, author: author.id, content: unique('A comment'), status },
  })
}

/**
 * The site's contact address, set when the test database has none (a fresh site has none): what
 * the contact form's e-mail goes to. The same address for every file, so files setting it at once agree.
 */
export const ensureContactAddress = async (): Promise<string> => {
  const payload = await testPayload()
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const current = settings.contact?.generalEmail?.trim()
  if (current) return current
  const address = 'hello@renewed-mind.test'
  await payload.updateGlobal({ slug: 'site-settings', data: { contact: { ...settings.contact, generalEmail: address } } as never, depth: 0 })
  return address
}
