import type { Collection, FlattenedField, PayloadRequest } from 'payload'

/**
 * One rule for every part of a /cms-api query that names fields (`where`, `sort`, `select`,
 * `populate`): a path may name only fields the caller may read, and may follow a relationship
 * only into a collection the caller may read in full. The database filters and sorts the joined
 * rows before any access rule could hide them, so `sort=author.email` on comments would put
 * every member's address in order for someone allowed to read only their own account.
 * Hidden fields (password hashes and salts, reset tokens) are nobody's to query.
 *
 * A sort may not go into an array or blocks field, nor any path beyond a relationship into a
 * field with several values (both fail in the database).
 *
 * Returns why `path` may not be used, or undefined. Paths this walk cannot follow (unknown
 * names, inside JSON or blocks) are left to Payload, which answers them 400 itself.
 */
export const pathProblem = async (
  req: PayloadRequest,
  collectionSlug: string,
  path: string,
  { sorting = false }: { sorting?: boolean } = {},
): Promise<string | undefined> => {
  const segments = path.replace(/__/g, '.').split('.')
  let fields = collectionOf(req, collectionSlug)?.config.flattenedFields
  let across = false
  for (let i = 0; i < segments.length; i++) {
    const name = segments[i] === '_id' ? 'id' : segments[i]
    const field = fields?.find((candidate) => candidate.name === name)
    if (!field) return undefined
    if (!(await mayRead(req, field))) return `"${path}" is not a field you may read.`
    // Beyond a relationship only fields with one value per document: the adapter's SQL for a
    // list (its own table) on the far side of a join fails.
    if (across && holdsSeveral(field)) return `"${path}" reaches a field with several values through a relationship.`
    const next = segments[i + 1]
    if (next === undefined) return undefined
    const related = relatedCollection(field)
    if (related === 'many') {
      // A link to one of several collections: its `value` and `relationTo` are the link itself.
      if (['value', 'relationTo'].includes(next) && i + 2 === segments.length) return undefined
      return `"${path}" cannot follow ${field.name} into the documents it links to.`
    }
    if (related) {
      if (next === 'id' && i + 2 === segments.length) return undefined
      if (!(await readsAll(req, related))) return `"${path}" follows ${field.name} into ${related}, which you may not read in full.`
      fields = collectionOf(req, related)?.config.flattenedFields
      across = true
      continue
    }
    // A document holds many rows of an array or blocks: there is no one value to sort it by
    // (and the adapter's SQL for it fails beside a relationship sort).
    if (sorting && (field.type === 'array' || field.type === 'blocks')) return `"${path}" holds several values per document and cannot be sorted by.`
    if ('flattenedFields' in field) {
      fields = field.flattenedFields
      continue
    }
    return undefined
  }
  return undefined
}

const collectionOf = (req: PayloadRequest, slug: string): Collection | undefined =>
  (req.payload.collections as Record<string, Collection | undefined>)[slug]

/** The collection a relationship, upload or join leads into; 'many' when it may be several. */
const relatedCollection = (field: FlattenedField): string | 'many' | undefined => {
  if (field.type === 'relationship' || field.type === 'upload') return typeof field.relationTo === 'string' ? field.relationTo : 'many'
  if (field.type === 'join') return typeof field.collection === 'string' ? field.collection : 'many'
  return undefined
}

const holdsSeveral = (field: FlattenedField) =>
  field.type === 'array' || field.type === 'blocks' || field.type === 'join' || ('hasMany' in field && Boolean(field.hasMany))

const mayRead = async (req: PayloadRequest, field: FlattenedField): Promise<boolean> => {
  if ('hidden' in field && field.hidden) return false
  const read = 'access' in field ? field.access?.read : undefined
  return read ? Boolean(await read({ req, doc: undefined, siblingData: undefined, data: undefined } as never)) : true
}

/** Whether the caller's read rule for `slug` is "everything", not a condition on the rows. */
const readsAll = async (req: PayloadRequest, slug: string): Promise<boolean> => {
  const read = collectionOf(req, slug)?.config.access?.read
  return Boolean(read) && (await read!({ req })) === true
}

/** The field paths a `where` names, its and/or nesting walked through. */
export const wherePaths = (where: unknown): string[] => {
  const paths: string[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    for (const [key, value] of Object.entries(node)) {
      if (key === 'and' || key === 'or') (Array.isArray(value) ? value : Object.values(value ?? {})).forEach(walk)
      else paths.push(key)
    }
  }
  walk(where)
  return paths
}

/** `sort` as Payload reads it: a list, or one string of comma-separated paths, each maybe "-"-led. */
export const sortPaths = (sort: unknown): string[] =>
  (Array.isArray(sort) ? sort : typeof sort === 'string' ? sort.split(',') : [])
    .filter((entry): entry is string => typeof entry === 'string' && entry.length > 0)
    .map((entry) => entry.replace(/^-/, '').trim())

/** The dotted paths of a `select` object (`{ meta: { title: true } }` → "meta.title"). */
export const selectPaths = (select: unknown, prefix = ''): string[] => {
  if (!select || typeof select !== 'object' || Array.isArray(select)) return []
  return Object.entries(select).flatMap(([key, value]) =>
    value && typeof value === 'object' ? selectPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  )
}
