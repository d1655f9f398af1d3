import type { Collection, FlattenedField, Operator, Payload } from 'payload'

/**
 * What the field a query path names can be compared with, as PostgreSQL stores it through
 * Payload's adapter: an operator the column type lacks (LIKE on a date, `near` on text) or a
 * value it cannot hold ("abc" for an id, "maybe" for a checkbox) is a database error, which
 * Payload answers 500. Checked on /cms-api queries before Payload runs them (guardRestQuery.ts).
 */
export type QueriedField = {
  /** The field's type, or 'id' for a document id. */
  type: string
  label: string
  hasMany: boolean
  /** Ids of this kind are the database's integers (an id, or a relationship to one collection). */
  integerIds: boolean
  /** The values a select field's enum column accepts. */
  options?: string[]
  /** A relationship to one of several collections: compared as `{ relationTo, value }` only. */
  polymorphic?: boolean
}

const EQUALITY: Operator[] = ['equals', 'not_equals', 'in', 'not_in', 'exists']
const ORDERED: Operator[] = [...EQUALITY, 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal']
const TEXT: Operator[] = [...ORDERED, 'like', 'not_like', 'contains']
const LIST: Operator[] = ['all', 'contains']

const OPERATORS: Record<string, Operator[]> = {
  id: [...ORDERED, 'like', 'not_like'],
  text: TEXT,
  textarea: TEXT,
  email: TEXT,
  code: TEXT,
  // Payload compares numbers as text for LIKE; harmless, so still allowed.
  number: [...ORDERED, 'like', 'not_like'],
  date: ORDERED,
  checkbox: EQUALITY,
  select: EQUALITY,
  radio: EQUALITY,
  relationship: EQUALITY,
  upload: EQUALITY,
  // A whole rich-text or JSON document can only be tested for presence or compared as a whole.
  richText: ['equals', 'not_equals', 'exists'],
  json: ['equals', 'not_equals', 'exists'],
  point: ['equals', 'not_equals', 'exists', 'near', 'within', 'intersects'],
}

/** The operators `field` accepts, or undefined when Payload decides (groups, arrays, joins). */
export const operatorsFor = (field: QueriedField): Operator[] | undefined => {
  const base = OPERATORS[field.type]
  return base && field.hasMany ? [...base, ...LIST] : base
}

const collectionOf = (payload: Payload, slug: string): Collection | undefined =>
  (payload.collections as Record<string, Collection | undefined>)[slug]

/** Whether `slug`'s ids are the database's integers (Payload's default on PostgreSQL). */
export const integerIdsOf = (payload: Payload, slug: string) => collectionOf(payload, slug)?.customIDType !== 'text'

const queried = (field: FlattenedField, integerIds: boolean): QueriedField => ({
  type: field.type,
  label: `${field.name} (a ${field.type} field)`,
  hasMany: 'hasMany' in field && Boolean(field.hasMany),
  integerIds:
    (field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string'
      ? integerIds
      : false,
  options:
    field.type === 'select' || field.type === 'radio'
      ? field.options.map((option) => (typeof option === 'string' ? option : option.value))
      : undefined,
  polymorphic: (field.type === 'relationship' || field.type === 'upload') && Array.isArray(field.relationTo),
})

/**
 * The field at a dotted query path ("category.name" follows the relationship into categories),
 * or undefined when the path leads somewhere this check does not follow (inside a JSON
 * document, a block, a polymorphic relationship): Payload validates those paths itself.
 */
export const fieldAt = (payload: Payload, collectionSlug: string, path: string): QueriedField | undefined => {
  let fields: FlattenedField[] | undefined = collectionOf(payload, collectionSlug)?.config.flattenedFields
  let idsAreIntegers = integerIdsOf(payload, collectionSlug)
  // Payload reads GraphQL-style "a__b" as "a.b" and "_id" as "id".
  const segments = path.replace(/__/g, '.').split('.')
  for (let i = 0; i < segments.length; i++) {
    const name = segments[i] === '_id' ? 'id' : segments[i]
    const last = i === segments.length - 1
    const field = fields?.find((candidate) => candidate.name === name)
    if (!field) {
      if (name === 'id' && last) return { type: 'id', label: 'id', hasMany: false, integerIds: idsAreIntegers }
      return undefined
    }
    if (field.type === 'relationship' || field.type === 'upload') {
      if (typeof field.relationTo !== 'string') return last ? queried(field, false) : undefined
      const related = field.relationTo
      if (last) return queried(field, integerIdsOf(payload, related))
      fields = collectionOf(payload, related)?.config.flattenedFields
      idsAreIntegers = integerIdsOf(payload, related)
      continue
    }
    if (last) return queried(field, false)
    if (field.type === 'group' || field.type === 'array' || field.type === 'tab') {
      fields = field.flattenedFields
      continue
    }
    return undefined
  }
  return undefined
}
