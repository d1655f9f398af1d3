import type { Access, CollectionConfig, SanitizedConfig } from 'payload'

import { isAdmin, nobody } from '.'
import { userIsAdmin } from './roles'

type CollectionAccess = NonNullable<CollectionConfig['access']>

/** Payload's own rule, for admins only (members have no admin panel, so no use for it). */
const adminAnd =
  (rule: Access | undefined): Access =>
  (args) =>
    userIsAdmin(args.req.user) && rule ? rule(args) : false

const adminOnly: CollectionAccess = {
  create: isAdmin,
  read: isAdmin,
  update: isAdmin,
  delete: isAdmin,
  readVersions: isAdmin,
  unlock: isAdmin,
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
  // The admin panel reads, creates and deletes these through /cms-api as the creator.
  'payload-locked-documents': () => adminOnly,
  // Each admin's own list columns, navigation state and the like.
  'payload-preferences': (access) => ({
    ...closed,
    create: isAdmin,
    read: adminAnd(access.read),
    update: adminAnd(access.update),
    delete: adminAnd(access.delete),
  }),
  'payload-kv': () => closed,
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
  return config
}
