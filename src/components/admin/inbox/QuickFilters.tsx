import Link from 'next/link'
import type { BeforeListTableServerProps } from 'payload'

import { filteredStatus, quickFilters, type StatusOption } from '@/lib/data/inbox'
import { optionLabel } from './statusPills'
import './inbox.scss'

/** The statuses of a collection's `status` select, in the order the collection lists them. */
const statusOptions = (collectionConfig: BeforeListTableServerProps['collectionConfig']): StatusOption[] => {
  const field = collectionConfig.fields.find((f) => 'name' in f && f.name === 'status')
  if (!field || field.type !== 'select') return []
  return field.options.map((option) => {
    const value = typeof option === 'string' ? option : option.value
    return { value, label: optionLabel(field.options, value) }
  })
}

/**
 * Above an inbox list: "New (3) · Read · Answered · All", each a link to the list filtered
 * the way Payload's own filter panel writes it (so the filter shows there too). Counts are
 * what the signed-in staff member may read.
 */
export async function QuickFilters({ collectionConfig, payload, user, searchParams }: BeforeListTableServerProps) {
  const options = statusOptions(collectionConfig)
  if (!options.length) return null
  const filters = await quickFilters({ payload, user: user ?? null }, collectionConfig.slug, options, filteredStatus(searchParams ?? {}))
  return (
    <nav className="inbox-filters" aria-label="Filter by status">
      <ul className="inbox-filters__list">
        {filters.map((filter) => (
          <li key={filter.status ?? 'all'}>
            <Link
              href={filter.href}
              className={`inbox-filters__link${filter.current ? ' inbox-filters__link--current' : ''}`}
              aria-current={filter.current ? 'page' : undefined}
            >
              {filter.label} <span className="inbox-filters__count">({filter.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
