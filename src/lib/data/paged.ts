import type { PaginatedDocs } from 'payload'

/** One page of a list, in the shape every paged answer of the API has. */
export type Paged<T> = { items: T[]; currentPage: number; totalPages: number }

/**
 * A page of Payload results in the documented shape. An empty list still has one page, and a
 * page past the end keeps the real page count: Payload answers 0 documents in all there when
 * the query joins another table (filters on hasMany text fields), so `countAll` is asked then.
 */
export const toPaged = async <D, T>(
  result: PaginatedDocs<D>,
  page: number,
  perPage: number,
  map: (doc: D) => T,
  countAll: () => Promise<number>,
): Promise<Paged<T>> => {
  const total = result.totalDocs === 0 && page > 1 ? await countAll() : result.totalDocs
  return { items: result.docs.map(map), currentPage: page, totalPages: Math.max(1, Math.ceil(total / perPage)) }
}

/** An empty first page, for filters that match nothing without asking the database. */
export const emptyPage = <T>(page: number): Paged<T> => ({ items: [], currentPage: page, totalPages: 1 })
