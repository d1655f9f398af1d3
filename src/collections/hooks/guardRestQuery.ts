import { NotFound, ValidationError, type CollectionBeforeOperationHook, type Operator, type Payload, type PayloadRequest } from 'payload'
import { validOperatorSet } from 'payload/shared'

import { pagingProblem, whereTooLarge, type Paging } from './queryBounds'
import { fieldAt, integerIdsOf, operatorsFor, type QueriedField } from './queryFields'
import { pathProblem, selectPaths, sortPaths, wherePaths } from './queryPaths'

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
  if (field.polymorphic) {
    const pair = value !== null && typeof value === 'object' && 'relationTo' in value && 'value' in value
    if ((operator === 'equals' || operator === 'not_equals') && pair) return undefined
    return `${field.label} links to several collections: compare its .relationTo and .value instead.`
  }
  if (operator === 'exists') return [true, false, 'true', 'false'].includes(value as never) ? undefined : `${JSON.stringify(value)} is not true or false.`
  if (operator === 'contains' && value !== null && typeof value === 'object') return undefined
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

const WRITES = new Set(['create', 'update', 'delete', 'restoreVersion'])
const VERSION_READS = new Set(['findVersions', 'findVersionByID', 'countVersions'])

/**
 * Every field path the query names, checked by the one rule of queryPaths.ts. A version's own
 * fields sit under `version.`; its bookkeeping (`parent`, `latest`, dates) is taken as it is.
 */
const checkPaths = async (req: PayloadRequest, collectionSlug: string, operation: string, args: Record<string, unknown>) => {
  const versions = VERSION_READS.has(operation)
  const named: [string, string, string][] = [
    ...wherePaths(args.where).map((path) => ['where', collectionSlug, path] as [string, string, string]),
    ...sortPaths(args.sort).map((path) => ['sort', collectionSlug, path] as [string, string, string]),
    ...selectPaths(args.select).map((path) => ['select', collectionSlug, path] as [string, string, string]),
  ]
  const populate = args.populate
  if (populate && typeof populate === 'object') {
    for (const [slug, select] of Object.entries(populate)) {
      if (!(slug in req.payload.collections)) throw badQuery('populate', `${JSON.stringify(slug)} is not a collection.`)
      named.push(...selectPaths(select).map((path) => ['populate', slug, path] as [string, string, string]))
    }
  }
  const sorted = sortPaths(args.sort)
  const twice = sorted.find((path, i) => sorted.indexOf(path) !== i)
  if (twice) throw badQuery('sort', `"${twice}" is named twice.`)
  for (const [parameter, slug, path] of named) {
    let checked = path
    if (versions && slug === collectionSlug) {
      if (!path.startsWith('version.')) {
        if (path.includes('.')) throw badQuery(parameter, `"${path}" cannot be used on versions.`)
        continue
      }
      checked = path.slice('version.'.length)
    }
    const problem = await pathProblem(req, slug, checked, { sorting: parameter === 'sort' })
    if (problem) throw badQuery(parameter, problem)
  }
}

/**
 * Queries that reach a collection through /cms-api are checked before Payload runs them: what
 * they may name (queryPaths.ts), how large they may be (queryBounds.ts), and whether the
 * database could run them at all, so that a bad query is a quick 400 (or 404 for an id that
 * cannot exist) instead of a leak, a long wait or a 500. The site's own Local API calls are
 * left alone: their input is already validated, and they should not pay for the walk.
 */
export const guardRestQuery: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (req.payloadAPI !== 'REST') return args
  const query = args as Record<string, unknown> & { id?: unknown; where?: unknown }
  const tooLarge = whereTooLarge(query.where)
  if (tooLarge) throw badQuery(...tooLarge)
  if (hasNul(query.where)) throw badQuery('where', 'contains characters that are not allowed.')
  checkWhere(req.payload, collection.slug, query.where)
  const paging = pagingProblem(query as Paging, { reading: !WRITES.has(operation), maxDepth: req.payload.config.maxDepth })
  if (paging) throw badQuery(...paging)
  await checkPaths(req, collection.slug, operation, query)
  if (query.id !== undefined && integerIdsOf(req.payload, collection.slug) && !isIntegerId(query.id)) throw new NotFound(req.t)
  return args
}
