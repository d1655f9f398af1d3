import type { Access, CollectionConfig, Endpoint, SanitizedConfig } from 'payload'

import { isStaff, nobody } from '.'
import { userIsAdmin, userIsStaff } from './roles'

type CollectionAccess = NonNullable<CollectionConfig['access']>

/** Payload's own rule, for the staff only (members have no admin panel, so no use for it). */
const staffAnd =
  (rule: Access | undefined): Access =>
  (args) =>
    userIsStaff(args.req.user) && rule ? rule(args) : false

const staffOnly: CollectionAccess = {
  create: isStaff,
  read: isStaff,
  update: isStaff,
  delete: isStaff,
  readVersions: isStaff,
  unlock: isStaff,
}

const creatorAllEditorsScheduled: Access = ({ req: { user } }) => {
  if (userIsAdmin(user)) return true
  return userIsStaff(user) ? { taskSlug: { equals: 'schedulePublish' } } : false
}

const closed: CollectionAccess = {
  create: nobody,
  read: nobody,
  update: nobody,
  delete: nobody,
  readVersions: nobody,
  unlock: nobody,
}

/**
 * The collections Payload adds by itself come with access for any signed-in user: through
 * /cms-api a member could list, create or delete the admin panel's document locks (and so
 * lock the creator out of a post), or read versions of them. Only the admin panel needs them,
 * and Payload's own code reaches the key-value store and the migrations without access checks.
 */
const PAYLOAD_COLLECTIONS: Record<string, (access: CollectionAccess) => CollectionAccess> = {
  // The admin panel reads, creates and deletes these through /cms-api as the creator or an editor.
  'payload-locked-documents': () => staffOnly,
  // Each staff member's own list columns, navigation state and the like.
  'payload-preferences': (access) => ({
    ...closed,
    create: isStaff,
    read: staffAnd(access.read),
    update: staffAnd(access.update),
    delete: staffAnd(access.delete),
  }),
  'payload-kv': () => closed,
  // The queue (scheduled publishing, newsletter batches, notices): Payload's own code queues and
  // runs them. The creator may look at all of it; an editor at scheduled publishing only, since
  // other jobs carry members' addresses (a notice's recipient).
  'payload-jobs': () => ({ ...closed, read: creatorAllEditorsScheduled }),
  'payload-migrations': () => closed,
}

/** A staff member keeps at most this many preferences (list columns, drawers…), each this large. */
export const MAX_PREFERENCES = 500
const MAX_PREFERENCE_BYTES = 64 * 1024

const refuse = (status: number, message: string) => Response.json({ message }, { status })

/**
 * Payload's preference endpoints (`/cms-api/payload-preferences/{key}`) write straight to the
 * database for any signed-in user, whatever the collection's access says: a member could store
 * megabytes under any number of keys. They are the staff's, and bounded in size and number.
 */
const staffPreferences = (endpoint: Endpoint): Endpoint => ({
  ...endpoint,
  handler: async (req) => {
    if (!userIsStaff(req.user)) return refuse(req.user ? 403 : 401, req.user ? 'You are not allowed to do that.' : 'Authentication required')
    if (endpoint.method === 'post') {
      const key = String(req.routeParams?.key ?? '')
      if (key.length > 200) return refuse(400, 'A preference key is 200 characters at most.')
      if (Number(req.headers.get('content-length') ?? 0) > MAX_PREFERENCE_BYTES) return refuse(413, 'A preference is 64 KB at most.')
      const { totalDocs } = await req.payload.count({
        collection: 'payload-preferences',
        where: { and: [{ 'user.value': { equals: req.user!.id } }, { key: { not_equals: key } }] },
        overrideAccess: true,
        req,
      })
      if (totalDocs >= MAX_PREFERENCES) return refuse(400, `An account keeps ${MAX_PREFERENCES} preferences at most.`)
    }
    return endpoint.handler(req)
  },
})

/**
 * Applied to the sanitized config (payload.config.ts), since Payload adds these collections
 * during sanitization. A collection Payload adds in a later version is not listed here, and
 * the access-matrix test fails until it is.
 */
export const restrictPayloadCollections = (config: SanitizedConfig): SanitizedConfig => {
  for (const collection of config.collections) {
    const restrict = PAYLOAD_COLLECTIONS[collection.slug]
    if (restrict) collection.access = { ...collection.access, ...restrict(collection.access) }
    if (collection.slug === 'payload-preferences' && Array.isArray(collection.endpoints)) collection.endpoints = collection.endpoints.map(staffPreferences)
  }
  for (const global of config.globals) {
    // When the jobs queue has scheduled tasks, Payload adds a global of its own for their
    // bookkeeping, which only its own code (without access checks) reads and writes.
    if (global.slug === 'payload-jobs-stats') global.access = { ...global.access, read: nobody, update: nobody, readVersions: nobody }
  }
  return config
}
