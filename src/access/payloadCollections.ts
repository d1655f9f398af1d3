import type { Access, CollectionConfig, SanitizedConfig } from 'payload'

import { isStaff, nobody } from '.'
import { userIsStaff } from './roles'

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
  // The queue (scheduled publishing, newsletter batches): the admin's schedule drawer lists a
  // document's upcoming publish jobs; Payload's own code queues and runs them.
  'payload-jobs': () => ({ ...closed, read: isStaff }),
  'payload-migrations': () => closed,
}

/**
 * Applied to the sanitized config (payload.config.ts), since Payload adds these collections
 * during sanitization. A collection Payload adds in a later version is not listed here, and
 * the access-matrix test fails until it is.
 */
export const restrictPayloadCollections = (config: SanitizedConfig): SanitizedConfig => {
  for (const collection of config.collections) {
    const restrict = PAYLOAD_COLLECTIONS[collection.slug]
    if (restrict) collection.access = { ...collection.access, ...restrict(collection.access) }
  }
  for (const global of config.globals) {
    // When the jobs queue has scheduled tasks, Payload adds a global of its own for their
    // bookkeeping, which only its own code (without access checks) reads and writes.
    if (global.slug === 'payload-jobs-stats') global.access = { ...global.access, read: nobody, update: nobody, readVersions: nobody }
  }
  return config
}
