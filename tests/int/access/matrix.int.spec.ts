/**
 * Who may do what, for every collection and global of the running config (Payload's own
 * collections included), read from the sanitized config rather than from a list kept by hand:
 * a new collection, global or operation fails here until it is classified below, and an
 * operation left to Payload's default (any signed-in user) fails whatever the table says.
 */
import { createLocalReq, sanitizeConfig, type Access, type Payload, type PayloadRequest, type Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'
import { createUser, testPayload } from '../../factories'
import { rest } from '../cms/rest'

type Role = 'anonymous' | 'member' | 'editor' | 'admin'
const ROLES: Role[] = ['anonymous', 'member', 'editor', 'admin']

/**
 * What an access function grants: 'all', 'none', or the query it limits reads and writes to,
 * written out with the signed-in user's id as "me" (e.g. "author = me", "_status = published").
 */
type Grant = string
type Grants = [anonymous: Grant, member: Grant, editor: Grant, admin: Grant]

const COLLECTION_OPERATIONS = ['create', 'read', 'update', 'delete', 'readVersions'] as const
// Operations Payload only runs on collections with sign-in (the unlock endpoint, the admin panel).
const AUTH_OPERATIONS = ['unlock', 'admin'] as const
const GLOBAL_OPERATIONS = ['read', 'update', 'readVersions'] as const

const PUBLISHED = '_status = published'
/** The creator alone: site settings, accounts, donations. */
const ADMIN: Grants = ['none', 'none', 'none', 'all']
/** The staff: the creator and editors, who write, publish and moderate. */
const STAFF: Grants = ['none', 'none', 'all', 'all']
const EVERYONE: Grants = ['all', 'all', 'all', 'all']
const NOBODY: Grants = ['none', 'none', 'none', 'none']

/** Published content: everyone reads what is published; drafts, versions and writes are the staff's. */
const publishable = { create: STAFF, read: [PUBLISHED, PUBLISHED, 'all', 'all'], update: STAFF, delete: STAFF, readVersions: STAFF } satisfies Record<string, Grants>
/** Reference data (categories, tags, verses, images): public, written by the staff. */
const reference = { create: STAFF, read: EVERYONE, update: STAFF, delete: STAFF, readVersions: STAFF } satisfies Record<string, Grants>
/** What visitors send through the site's own routes (which write with the Local API): the staff's inbox. */
const inbox = { create: STAFF, read: STAFF, update: STAFF, delete: STAFF, readVersions: STAFF } satisfies Record<string, Grants>
/** The creator's alone. */
const creatorOnly = { create: ADMIN, read: ADMIN, update: ADMIN, delete: ADMIN, readVersions: ADMIN } satisfies Record<string, Grants>

const EXPECTED_COLLECTIONS: Record<string, Record<string, Grants>> = {
  posts: publishable,
  organizations: publishable,
  'lyrics-analyses': publishable,
  'music-analyses': publishable,
  'media-items': publishable,
  playlists: publishable,
  'podcast-episodes': publishable,
  'reading-plans': publishable,
  books: publishable,
  pages: publishable,
  categories: reference,
  // Writers' public profiles; which staff account a profile belongs to is a field only the staff read.
  authors: reference,
  tags: reference,
  verses: reference,
  uploads: reference,
  // Podcast apps fetch the files by their addresses; only the staff upload them.
  // Visitors fetch an episode's file once a published episode uses it.
  'episode-audio': { ...reference, read: ['released = true', 'released = true', 'all', 'all'] },
  'contact-messages': inbox,
  'music-suggestions': inbox,
  'media-submissions': inbox,
  'book-suggestions': inbox,
  'newsletter-subscribers': inbox,
  // Written only by "Send to subscribers" (src/lib/newsletter); the record of what went out is never edited by hand.
  'newsletter-sends': { ...inbox, create: NOBODY, update: NOBODY, delete: NOBODY },
  'newsletter-deliveries': { ...inbox, create: NOBODY, update: NOBODY, delete: NOBODY },
  // Written only by the comments' hooks and the sending job (src/collections/comment-notices): which e-mails about comments are owed or sent.
  'comment-notices': { ...inbox, create: NOBODY, update: NOBODY, delete: NOBODY },
  // Written only by Stripe's signed webhook (the route uses the Local API as the system).
  donations: creatorOnly,
  redirects: inbox,
  // CSV exports of the inbox (plugin-import-export); an export is never edited, only made.
  exports: { ...inbox, update: NOBODY },
  // The plugin adds it, but nothing is imported.
  imports: { create: NOBODY, read: NOBODY, update: NOBODY, delete: NOBODY, readVersions: NOBODY },
  // Imports from WordPress and Ghost (src/import): made and changed only by the site's own
  // routes for the creator; the creator may read and remove the record.
  'site-imports': { create: NOBODY, read: ADMIN, update: NOBODY, delete: ADMIN, readVersions: NOBODY },
  comments: {
    create: ['none', 'all', 'all', 'all'],
    read: ['status = approved', '(status = approved or author = me)', 'all', 'all'],
    // Editing is moderation; members may only take their own comment down.
    update: STAFF,
    delete: ['none', 'author = me', 'all', 'all'],
    readVersions: STAFF,
  },
  favorites: {
    create: ['none', 'all', 'all', 'all'],
    read: ['none', 'user = me', 'user = me', 'all'],
    update: ADMIN,
    delete: ['none', 'user = me', 'user = me', 'all'],
    readVersions: ADMIN,
  },
  // A member's own progress, written through the site's endpoint; they may also clear it.
  'reading-progress': {
    create: ['none', 'all', 'all', 'all'],
    read: ['none', 'user = me', 'user = me', 'all'],
    update: ['none', 'user = me', 'user = me', 'all'],
    delete: ['none', 'user = me', 'user = me', 'all'],
    readVersions: ADMIN,
  },
  // A member's daily reading-plan e-mail, set through the site's endpoint; like their progress, theirs to change or clear.
  'reading-reminders': {
    create: ['none', 'all', 'all', 'all'],
    read: ['none', 'user = me', 'user = me', 'all'],
    update: ['none', 'user = me', 'user = me', 'all'],
    delete: ['none', 'user = me', 'user = me', 'all'],
    readVersions: ADMIN,
  },
  // Written only by the reminders' sending (one row per reminder and local day); the creator may look.
  'reading-reminder-deliveries': { create: NOBODY, read: ADMIN, update: NOBODY, delete: NOBODY, readVersions: NOBODY },
  users: {
    // Members join through /api/auth/register; the CMS API makes accounts for the creator only.
    create: ADMIN,
    read: ['none', 'id = me', 'id = me', 'all'],
    update: ['none', 'id = me', 'id = me', 'all'],
    delete: ADMIN,
    readVersions: ADMIN,
    unlock: ADMIN,
    // The admin panel: the creator and editors.
    admin: STAFF,
  },
  // Payload's own collections (src/access/payloadCollections.ts).
  'payload-locked-documents': inbox,
  'payload-preferences': {
    create: STAFF,
    read: ['none', 'none', 'user.value = me and user.relationTo = users', 'user.value = me and user.relationTo = users'],
    update: ['none', 'none', 'user.value = me and user.relationTo = users', 'user.value = me and user.relationTo = users'],
    delete: ['none', 'none', 'user.value = me and user.relationTo = users', 'user.value = me and user.relationTo = users'],
    readVersions: NOBODY,
  },
  // The jobs queue: the creator sees all of it, an editor scheduled publishing only (other jobs
  // carry members' addresses).
  'payload-jobs': { create: NOBODY, read: ['none', 'none', 'taskSlug = schedulePublish', 'all'], update: NOBODY, delete: NOBODY, readVersions: NOBODY },
  'payload-kv': { create: NOBODY, read: NOBODY, update: NOBODY, delete: NOBODY, readVersions: NOBODY },
  'payload-migrations': { create: NOBODY, read: NOBODY, update: NOBODY, delete: NOBODY, readVersions: NOBODY },
}

const EXPECTED_GLOBALS: Record<string, Record<string, Grants>> = {
  // The site reads the settings through the Local API; only the creator opens them.
  'site-settings': { read: ADMIN, update: ADMIN, readVersions: ADMIN },
  // Payments & sign-in credentials: the creator's alone (and never read back, even by the creator).
  integrations: { read: ADMIN, update: ADMIN, readVersions: ADMIN },
  'podcast-show': { read: EVERYONE, update: STAFF, readVersions: STAFF },
  // The jobs queue's schedule bookkeeping: Payload's own code only.
  'payload-jobs-stats': { read: NOBODY, update: NOBODY, readVersions: NOBODY },
}

/**
 * What Payload itself puts in an operation we leave unset (found by sanitizing a collection and a
 * global that set nothing), plus `undefined`, which Payload treats the same: any signed-in user.
 */
const payloadDefaults = async (): Promise<Set<unknown>> => {
  const probe = await sanitizeConfig({
    collections: [{ slug: 'probe', fields: [] }],
    globals: [{ slug: 'probe-global', fields: [] }],
    secret: 'probe',
  } as never)
  const unset = [probe.collections[0].access, probe.globals[0].access]
  return new Set<unknown>([undefined, ...unset.flatMap((access) => Object.values(access))])
}

/** A query in words: `{ or: [{ status: { equals: 'approved' } }, …] }` → "(status = approved or …)". */
const inWords = (where: Where, me: number | undefined): string => {
  const parts = Object.entries(where).map(([key, value]) => {
    if ((key === 'or' || key === 'and') && Array.isArray(value)) {
      const joined = value.map((clause) => inWords(clause, me)).join(` ${key} `)
      return key === 'or' ? `(${joined})` : joined
    }
    const [operator, operand] = Object.entries(value as Record<string, unknown>)[0]
    const shown = me !== undefined && operand === me ? 'me' : String(operand)
    return operator === 'equals' ? `${key} = ${shown}` : `${key} ${operator} ${shown}`
  })
  return parts.join(' and ')
}

const grantOf = (result: unknown, me: number | undefined): Grant => {
  if (result === true) return 'all'
  if (result === false) return 'none'
  return inWords(result as Where, me)
}

/**
 * The expected rows for the entities that exist, so that a missing or extra entity is reported
 * once (by the classification tests) and this comparison shows only the differing grants.
 */
const pickFor = (actual: Record<string, unknown>, expected: Record<string, Record<string, Grants>>) =>
  Object.fromEntries(Object.keys(actual).map((slug) => [slug, expected[slug] ?? {}]))

let payload: Payload
let PAYLOAD_DEFAULTS: Set<unknown>
const requests = {} as Record<Role, PayloadRequest>

beforeAll(async () => {
  payload = await testPayload()
  PAYLOAD_DEFAULTS = await payloadDefaults()
  const [member, editor, admin] = await Promise.all([createUser(), createUser({ role: 'editor' }), createUser({ role: 'admin' })])
  // Signed in the way Payload's auth sets req.user: the account plus its collection.
  const as = (user: User | null) => createLocalReq({ user: user ? { ...user, collection: 'users' } : undefined }, payload)
  requests.anonymous = await as(null)
  requests.member = await as(member)
  requests.editor = await as(editor)
  requests.admin = await as(admin)
})

const evaluate = async (access: Access | undefined, role: Role): Promise<Grant> => {
  const req = requests[role]
  return grantOf(await access!({ req }), req.user?.id as number | undefined)
}

describe('the access matrix of every collection', () => {
  it('classifies every collection of the config and nothing that is gone', () => {
    const slugs = payload.config.collections.map((c) => c.slug).sort()
    expect(slugs).toEqual(Object.keys(EXPECTED_COLLECTIONS).sort())
  })

  it('sets every operation explicitly (none is left to Payload’s default)', () => {
    const unset: string[] = []
    for (const collection of payload.config.collections) {
      const operations = [...COLLECTION_OPERATIONS, ...(collection.auth ? AUTH_OPERATIONS : [])]
      for (const operation of operations) {
        const access = (collection.access as Record<string, unknown>)[operation]
        if (PAYLOAD_DEFAULTS.has(access)) unset.push(`${collection.slug}.${operation}`)
      }
    }
    expect(unset).toEqual([])
  })

  it('grants each role exactly what the table says', async () => {
    const actual: Record<string, Record<string, Grants>> = {}
    for (const collection of payload.config.collections) {
      const operations = [...COLLECTION_OPERATIONS, ...(collection.auth ? AUTH_OPERATIONS : [])]
      actual[collection.slug] = {}
      for (const operation of operations) {
        const access = (collection.access as Record<string, Access | undefined>)[operation]
        if (PAYLOAD_DEFAULTS.has(access)) continue // reported by the test above
        actual[collection.slug][operation] = (await Promise.all(ROLES.map((role) => evaluate(access, role)))) as Grants
      }
    }
    expect(actual).toEqual(pickFor(actual, EXPECTED_COLLECTIONS))
  })
})

describe('the access matrix of every global', () => {
  it('classifies every global of the config', () => {
    expect(payload.config.globals.map((g) => g.slug).sort()).toEqual(Object.keys(EXPECTED_GLOBALS).sort())
  })

  it('sets every operation explicitly', () => {
    const unset = payload.config.globals.flatMap((global) =>
      GLOBAL_OPERATIONS.filter((operation) => PAYLOAD_DEFAULTS.has(global.access[operation])).map((op) => `${global.slug}.${op}`),
    )
    expect(unset).toEqual([])
  })

  it('grants each role exactly what the table says', async () => {
    const actual: Record<string, Record<string, Grants>> = {}
    for (const global of payload.config.globals) {
      actual[global.slug] = {}
      for (const operation of GLOBAL_OPERATIONS) {
        const access = global.access[operation]
        if (PAYLOAD_DEFAULTS.has(access)) continue
        actual[global.slug][operation] = (await Promise.all(ROLES.map((role) => evaluate(access, role)))) as Grants
      }
    }
    expect(actual).toEqual(pickFor(actual, EXPECTED_GLOBALS))
  })
})

describe('the access matrix of the jobs queue', () => {
  it('lets only the creator run, queue or cancel jobs through Payload’s endpoints', async () => {
    const access = payload.config.jobs.access ?? {}
    const actual: Record<string, Grants> = {}
    for (const operation of ['run', 'queue', 'cancel'] as const) {
      const rule = access[operation] as Access | undefined
      expect(rule, `jobs.access.${operation} is set`).toBeTypeOf('function')
      actual[operation] = (await Promise.all(ROLES.map((role) => evaluate(rule, role)))) as Grants
    }
    expect(actual).toEqual({ run: ADMIN, queue: ADMIN, cancel: ADMIN })
  })

  it('refuses a visitor (401), a member (403) and an editor (401) at /cms-api/payload-jobs/run and /handle-schedules', async () => {
    const [member, editor] = [requests.member.user as User, requests.editor.user as User]
    for (const path of ['/payload-jobs/run', '/payload-jobs/handle-schedules']) {
      for (const [as, status] of [[null, 401], [member, 403], [editor, 401]] as const) {
        const res = await rest('GET', path, { as })
        expect(res.status, `${path} as ${as?.role ?? 'visitor'}`).toBe(status)
      }
    }
  })
})

describe('the rules hold through the Local API', () => {
  it('refuses a member every collection’s version history, drafts included', async () => {
    for (const collection of ['posts', 'comments', 'users'] as const) {
      await expect(
        payload.findVersions({ collection, user: requests.member.user, overrideAccess: false }),
        collection,
      ).rejects.toMatchObject({ status: 403 })
    }
    await expect(payload.findGlobalVersions({ slug: 'site-settings', user: requests.member.user, overrideAccess: false })).rejects.toMatchObject({
      status: 403,
    })
  })

  it('lets the creator read post versions', async () => {
    const versions = await payload.findVersions({ collection: 'posts', user: requests.admin.user, overrideAccess: false, limit: 1 })
    expect(versions).toHaveProperty('docs')
  })

  it('refuses a member the admin panel’s document locks', async () => {
    await expect(
      payload.find({ collection: 'payload-locked-documents', user: requests.member.user, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
  })
})
