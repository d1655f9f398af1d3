import { filterText, readFilters, type SearchParams } from './filters'

/**
 * `/media?q=&verdict=&category=`: search text over title, creator,
 * summary and tags; the verdict and the category (Songs, Movies, Sermons, Devotionals) exactly;
 * "all" means any.
 */
const mediaFilterShape = { q: filterText, verdict: filterText, category: filterText }

export type MediaFilters = { q?: string; verdict?: string; category?: string }

const any = (value: string | undefined) => (value?.toLowerCase() === 'all' ? undefined : value)

export const readMediaFilters = (params: SearchParams): MediaFilters => {
  const filters = readFilters(mediaFilterShape, params)
  return { ...filters, verdict: any(filters.verdict), category: any(filters.category) }
}
