/**
 * How much one /cms-api query may ask. The admin panel's own queries stay far inside these
 * (a list filter has a handful of conditions, "select all" one list of at most a page of ids),
 * while a query of thousands of conditions or thousands of levels held the server for seconds
 * or failed as a 500. Each bound is checked by a walk that stops at the first excess, so a
 * refused query costs almost nothing.
 */
const MAX_CONDITIONS = 100
const MAX_NESTING = 8
const MAX_LIST_VALUES = 1000
/** A page of at most this many documents: the admin's lists offer up to 100. */
const MAX_PAGE = 1000

/** Operators whose value is a list; Payload also reads "1,2,3" as one. */
const listLength = (value: unknown): number =>
  Array.isArray(value) ? value.length : typeof value === 'string' ? value.split(',').length : 1

/** The part of the query at fault and why, if any. */
export type Problem = [parameter: string, message: string]

/** Why `where` is too large, if it is. */
export const whereTooLarge = (where: unknown): Problem | undefined => {
  let conditions = 0
  // Iterative, so that depth itself cannot exhaust the stack before it is counted.
  const stack: { node: unknown; depth: number }[] = [{ node: where, depth: 0 }]
  while (stack.length) {
    const { node, depth } = stack.pop()!
    if (!node || typeof node !== 'object') continue
    if (depth > MAX_NESTING) return ['where', `conditions may be nested ${MAX_NESTING} levels deep at most.`]
    for (const [key, value] of Object.entries(node)) {
      if (key === 'and' || key === 'or') {
        for (const clause of Array.isArray(value) ? value : Object.values(value ?? {})) stack.push({ node: clause, depth: depth + 1 })
        continue
      }
      conditions++
      if (conditions > MAX_CONDITIONS) return ['where', `a query takes ${MAX_CONDITIONS} conditions at most.`]
      if (value && typeof value === 'object') {
        for (const [operator, operand] of Object.entries(value)) {
          if (['in', 'not_in', 'all'].includes(operator) && listLength(operand) > MAX_LIST_VALUES) {
            return [`where.${key}.${operator}`, `a list takes ${MAX_LIST_VALUES.toLocaleString('en')} values at most.`]
          }
          // A nested query through a relationship (`contains` on a has-many field) counts as nesting.
          if (operand && typeof operand === 'object' && !Array.isArray(operand)) stack.push({ node: operand, depth: depth + 1 })
        }
      }
    }
  }
  return undefined
}

export type Paging = { depth?: unknown; limit?: unknown; page?: unknown }

const wholeNumber = (value: unknown) => typeof value === 'number' && Number.isInteger(value)

/**
 * Why `depth`, `limit` or `page` is out of bounds, if one is. `limit=0` means "every document":
 * refused for reads, kept for bulk changes, where the admin panel's "select all" uses it with
 * a list of ids.
 */
export const pagingProblem = ({ depth, limit, page }: Paging, { reading, maxDepth }: { reading: boolean; maxDepth: number }): Problem | undefined => {
  if (page !== undefined && !(wholeNumber(page) && (page as number) >= 1)) return ['page', 'must be a whole number from 1.']
  const lowest = reading ? 1 : 0
  if (limit !== undefined && !(wholeNumber(limit) && (limit as number) >= lowest && (limit as number) <= MAX_PAGE)) {
    return ['limit', `must be a whole number from ${lowest} to ${MAX_PAGE}.`]
  }
  if (depth !== undefined && !(wholeNumber(depth) && (depth as number) >= 0 && (depth as number) <= maxDepth)) {
    return ['depth', `must be a whole number from 0 to ${maxDepth}.`]
  }
  return undefined
}
