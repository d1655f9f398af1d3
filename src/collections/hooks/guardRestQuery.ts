import { NotFound, ValidationError, type CollectionBeforeOperationHook, type Operator, type Payload } from 'payload'
import { validOperatorSet } from 'payload/shared'

import { fieldAt, integerIdsOf, operatorsFor, type QueriedField } from './queryFields'

// PostgreSQL's integer, the type of every id column (serial).
const INT_MAX = 2_147_483_647

const isIntegerId = (value: unknown): boolean => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : NaN
  return Number.isInteger(n) && Math.abs(n) <= INT_MAX
}

const isNullish = (value: unknown) => value === null || value === 'null'

/** Operators whose value is a list; Payload also reads "1,2,3" as one. */
const LIST_OPERATORS = new Set<Operator>(['in', 'not_in', 'all'])

const valuesOf = (operator: Operator, value: unknown): unknown[] => {
  if (!LIST_OPERATORS.has(operator)) return [value]
  if (Array.isArray(value)) return value
  return typeof value === 'string' ? value.split(',') : [value]
}

/** A 400 naming the part of the query at fault (a ValidationError: Payload logs it as info, not as a fault). */
const badQuery = (path: string, message: string) => new ValidationError({ errors: [{ path, message: `${path}: ${message}` }] })

/** Why `value` cannot be compared with `field`, if it cannot. */
const valueProblem = (field: QueriedField, operator: Operator, value: unknown): string | undefined => {
  if (operator === 'exists' || (operator === 'contains' && value !== null && typeof value === 'object')) return undefined
  for (const item of valuesOf(operator, value)) {
    if (isNullish(item) && !LIST_OPERATORS.has(operator)) continue
    if (field.integerIds && !isIntegerId(item)) return `${JSON.stringify(item)} is not an id.`
    if (field.type === 'checkbox' && ![true, false, 'true', 'false'].includes(item as never)) {
      return `${JSON.stringify(item)} is not true or false.`
    }
    if (field.options && !field.options.includes(String(item))) {
      return `${JSON.stringify(item)} is not one of ${field.options.join(', ')}.`
    }
  }
  return undefined
}

// PostgreSQL text cannot hold U+0000: a query containing it fails in the database.
const hasNul = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.includes('\u0000')
    : Array.isArray(value)
      ? value.some(hasNul)
      : value !== null && typeof value === 'object' && Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v))

/** Throws a 400 naming the first condition of `where` the database could not run. */
const checkWhere = (payload: Payload, collectionSlug: string, where: unknown, at = 'where'): void => {
  if (where === undefined || where === null) return
  if (typeof where !== 'object' || Array.isArray(where)) throw badQuery(at, 'must be an object of conditions.')
  for (const [path, constraint] of Object.entries(where)) {
    if (path === 'and' || path === 'or') {
      const clauses = Array.isArray(constraint) ? constraint : Object.values(constraint ?? {})
      clauses.forEach((clause, i) => checkWhere(payload, collectionSlug, clause, `${at}.${path}.${i}`))
      continue
    }
    // Anything else is a field path; Payload itself refuses unknown paths and operators (400).
    if (constraint === null || typeof constraint !== 'object' || Array.isArray(constraint)) continue
    const field = fieldAt(payload, collectionSlug, path)
    if (!field) continue
    for (const [operator, value] of Object.entries(constraint)) {
      if (!validOperatorSet.has(operator as Operator)) continue
      const allowed = operatorsFor(field)
      if (allowed && !allowed.includes(operator as Operator)) {
        throw badQuery(`${at}.${path}`, `"${operator}" cannot be used on ${field.label}.`)
      }
      const problem = valueProblem(field, operator as Operator, value)
      if (problem) throw badQuery(`${at}.${path}.${operator}`, problem)
    }
  }
}

const checkPaging = (args: { page?: unknown; limit?: unknown }) => {
  const { page, limit } = args
  if (page !== undefined && !(Number.isInteger(page) && (page as number) >= 1)) {
    throw badQuery('page', 'must be a whole number from 1.')
  }
  if (limit !== undefined && !(Number.isInteger(limit) && (limit as number) >= 0)) {
    throw badQuery('limit', 'must be a whole number from 0.')
  }
}

/**
 * Queries that reach a collection through /cms-api are checked before Payload runs them, so
 * that what a client asks wrongly is answered 400 (or 404 for an id that cannot exist) instead
 * of failing in the database as a 500. The site's own Local API calls are left alone: their
 * input is already validated, and they should not pay for the walk.
 */
export const guardRestQuery: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  if (req.payloadAPI !== 'REST') return args
  const { id, where } = args as { id?: unknown; where?: unknown }
  if (hasNul(where)) throw badQuery('where', 'contains characters that are not allowed.')
  checkWhere(req.payload, collection.slug, where)
  checkPaging(args as { page?: unknown; limit?: unknown })
  if (id !== undefined && integerIdsOf(req.payload, collection.slug) && !isIntegerId(id)) throw new NotFound(req.t)
  return args
}
