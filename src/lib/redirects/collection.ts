/**
 * The redirects collection's own rules (added to the official plugin's collection in
 * src/plugins.ts): `from` and a typed destination are checked and normalised (a clear message
 * on the field, a 400 through /cms-api, never a 500), `destination` is worked out on every save,
 * a redirect that would lead to itself or round in a circle is refused, and every change is
 * announced to the HTTP servers (PostgreSQL NOTIFY), which answer from memory.
 */
import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
  type Field,
  type FieldHook,
  type PayloadRequest,
  type Validate,
} from 'payload'

import { notifyRedirectsChanged } from '@/lib/db/redirectsNotify'
import { serverUrl } from '@/lib/serverUrl'
import type { Redirect } from '@/payload-types'
import { destinationKey, externalHost, ownRoute, parseDestination, parseFrom, type Parsed } from './addresses'
import { documentAddress } from '@/collections/addresses'
import { allowedHosts, closedDestination, HOST_NOT_ALLOWED, takenAddress } from './reach'

/** Longest chain of redirects followed when looking for a circle. */
const MAX_HOPS = 20

/** The parse, then what the database says of the parsed address (reach.ts). */
const validateWith =
  (parse: (value: unknown, origin: string) => Parsed, now: (req: PayloadRequest, value: string) => Promise<string | undefined>): Validate =>
  async (value, { req }) => {
    const parsed = parse(value, serverUrl())
    if (!parsed.ok) return parsed.message
    return (await now(req, parsed.value)) ?? true
  }

const normaliseWith =
  (parse: (value: unknown, origin: string) => Parsed): FieldHook =>
  ({ value }) => {
    const parsed = parse(value, serverUrl())
    // What cannot be read stays as typed, for the field's validation to name.
    return parsed.ok ? parsed.value : value
  }

/**
 * The plugin's fields with our checks, normalisation and help texts (no column changes):
 * `from` and the custom `to.url`.
 */
export const withRedirectRules = (fields: Field[]): Field[] =>
  fields.map((field) => {
    if ('name' in field && field.name === 'from' && field.type === 'text') {
      return {
        ...field,
        validate: validateWith(parseFrom, takenAddress),
        hooks: { ...field.hooks, beforeValidate: [...(field.hooks?.beforeValidate ?? []), normaliseWith(parseFrom)] },
        admin: {
          ...field.admin,
          description: 'The old address on this site, such as /blog/old-title. Letter case, a trailing / and anything after ? do not matter.',
        },
      }
    }
    if ('name' in field && field.name === 'to' && field.type === 'group') {
      return {
        ...field,
        fields: field.fields.map((sub) =>
          'name' in sub && sub.name === 'url' && sub.type === 'text'
            ? {
                ...sub,
                validate: validateWith(parseDestination, closedDestination),
                hooks: { ...sub.hooks, beforeValidate: [...(sub.hooks?.beforeValidate ?? []), normaliseWith(parseDestination)] },
                admin: {
                  ...sub.admin,
                  description:
                    'A path on this site (/blog/new-title) or a full address on a website allowed in Site settings → SEO → Redirects (https://…).',
                },
              }
            : sub,
        ),
      }
    }
    return field
  })

type Reference = NonNullable<NonNullable<Redirect['to']>['reference']>

type Referenced = { exists: false } | { exists: true; address: string | null }

const MAX_ID = 2 ** 31 - 1

/**
 * The document a redirect refers to, and the address it answers at: its published page, or
 * null while it has none (unpublished). Read from the collection's own table, which holds the
 * published state: saving a draft never writes it. Only documents with pages count.
 */
const referenced = async (req: PayloadRequest, reference: Reference | null | undefined): Promise<Referenced> => {
  const collection = reference?.relationTo
  const value: unknown = typeof reference?.value === 'object' ? reference.value?.id : reference?.value
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value
  // Ids are PostgreSQL integers: anything else names no document (and must not reach a query).
  if (!collection || !documentAddress(collection, 'x') || typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID) return { exists: false }
  const row = await req.payload.db.findOne<{ id: number; slug?: unknown; _status?: unknown }>({ collection, where: { id: { equals: id } }, req })
  if (!row) return { exists: false }
  return { exists: true, address: row._status !== 'draft' ? documentAddress(collection, row.slug) : null }
}

const refuse = (path: string, message: string): never => {
  throw new ValidationError({ collection: 'redirects', errors: [{ path, message }] })
}

/** Follows the redirects from `start` and says whether they come back to `from`. */
const circleThrough = async (req: PayloadRequest, id: number | undefined, from: string, start: string): Promise<string[] | null> => {
  const trail = [from, start]
  for (let key: string | null = start, hops = 0; key !== null && hops < MAX_HOPS; hops++) {
    if (key === from) return trail
    const next: { docs: Pick<Redirect, 'destination'>[] } = await req.payload.find({
      collection: 'redirects',
      where: { and: [{ from: { equals: key } }, ...(id === undefined ? [] : [{ id: { not_equals: id } }])] },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    const destination: string | null | undefined = next.docs[0]?.destination
    key = destination ? destinationKey(destination) : null
    if (key !== null) trail.push(key)
  }
  return null
}

/** Works out `destination` and refuses a redirect to its own address or round a circle. */
const resolveDestination: CollectionBeforeChangeHook<Redirect> = async ({ data, originalDoc, req }) => {
  const to = { ...originalDoc?.to, ...data.to }
  const from = parseFrom(data.from ?? originalDoc?.from, serverUrl())
  let destination: string | null
  if (to.type === 'custom') {
    const parsed = parseDestination(to.url, serverUrl())
    // The fields' own validation (after this hook) reports what cannot be read.
    if (!parsed.ok) return data
    destination = parsed.value
  } else {
    const target = await referenced(req, to.reference)
    if (!target.exists) refuse('to.reference', 'Choose a document that exists: a post, page or other document with its own page.')
    destination = target.exists ? target.address : null
  }
  const field = to.type === 'custom' ? 'to.url' : 'to.reference'
  const key = destination ? destinationKey(destination) : null
  if (from.ok && key !== null) {
    if (key === from.value) refuse(field, 'This leads back to the same address: choose another destination.')
    const circle = await circleThrough(req, originalDoc?.id, from.value, key)
    if (circle) refuse(field, `Readers would go round in a circle: ${circle.join(' → ')}. Change or delete one of these redirects first.`)
  }
  return { ...data, destination }
}

const notifyAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await notifyRedirectsChanged(req, String(doc.from ?? ''))
  return doc
}

const notifyAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await notifyRedirectsChanged(req, String(doc.from ?? ''))
  return doc
}

/**
 * Whether the redirect works, for the creator's list: one typed before a rule existed may lead
 * to a website no longer allowed, or start at one of the site's own pages; the server skips it.
 */
export const stateField: Field = {
  name: 'state',
  label: 'Working?',
  type: 'text',
  virtual: true,
  admin: { readOnly: true, position: 'sidebar', description: 'Whether readers are sent on now, and if not, why.' },
  hooks: {
    afterRead: [
      async ({ siblingData, req }) => {
        const { from, destination } = siblingData as Pick<Redirect, 'from' | 'destination'>
        if (!destination) return 'Resting: the page it leads to is not published.'
        if (typeof from === 'string' && ownRoute(from)) return `Stopped: ${from} is one of the site’s own pages.`
        const host = externalHost(destination)
        if (host !== null && !(await allowedHosts(req)).has(host)) return `Stopped: ${HOST_NOT_ALLOWED(host)}`
        return 'Working'
      },
    ],
  },
}

export const redirectHooks = {
  beforeChange: [resolveDestination],
  afterChange: [notifyAfterChange],
  afterDelete: [notifyAfterDelete],
}
