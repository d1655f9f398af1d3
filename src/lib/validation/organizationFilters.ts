import { filterText, readFilters, type SearchParams } from './filters'

/**
 * `/organizations?q=&category=&tag=` and `GET /api/organizations`: search text over
 * name, summary and tags; the category and the tag match exactly; "all" means any category.
 */
const organizationFilterShape = { q: filterText, category: filterText, tag: filterText }

export type OrganizationFilters = { q?: string; category?: string; tag?: string }

export const readOrganizationFilters = (params: SearchParams): OrganizationFilters => {
  const filters = readFilters(organizationFilterShape, params)
  return filters.category?.toLowerCase() === 'all' ? { ...filters, category: undefined } : filters
}
