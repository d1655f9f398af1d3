import { EvaluationDisclaimer } from '@/components/discernment/EvaluationDisclaimer'
import { FilterTransition, PendingResults } from '@/components/filters/FilterTransition'
import { listOrganizationCategories, listOrganizations, listOrganizationTags } from '@/collections/organizations/data'
import { payloadClient } from '@/lib/payload'
import type { OrganizationFilters } from '@/lib/validation/organizationFilters'
import { cardImageLoading } from '@/components/cards/Card'
import { OrganizationCard } from './OrganizationCard'
import { BrowseByTag, OrganizationFilterBar } from './OrganizationFilters'


const countText = (count: number) => (count === 1 ? '1 organization found' : `${count} organizations found`)

/**
 * `/organizations` with the filters from its address (none on the cached page itself): the
 * filter controls, the cards or the empty text, Browse by Tag and the disclaimer.
 */
export async function OrganizationsView({ filters }: { filters: OrganizationFilters }) {
  const payload = await payloadClient()
  const [organizations, categories, tags] = await Promise.all([
    listOrganizations(payload, filters),
    listOrganizationCategories(payload),
    listOrganizationTags(payload),
  ])

  return (
    <section aria-labelledby="list-title">
      <h1 id="list-title" className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">
        Organizations
      </h1>
      <p className="mt-3 max-w-3xl text-stone-700">
        Clubs, societies, movements and networks a believer may be invited to join, weighed against Scripture: what they
        ask of their members, what they teach, and where a follower of Christ should take care.
      </p>

      <FilterTransition>
        <div className="mt-6">
          <OrganizationFilterBar current={filters} categories={categories} />
        </div>

        <div className="mt-8 lg:grid lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-10">
          <div>
            <p role="status" className="sr-only">
              {countText(organizations.length)}
            </p>
            <PendingResults skeletons={Math.min(6, Math.max(organizations.length, 3))}>
              {organizations.length === 0 ? (
                <p className="rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
                  No organizations found. Try adjusting your filters or search query
                </p>
              ) : (
                <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                  {organizations.map((organization, i) => (
                    <OrganizationCard key={organization.id} organization={organization} imageLoading={cardImageLoading(i)} />
                  ))}
                </div>
              )}
            </PendingResults>
          </div>

          <div className="mt-10 lg:mt-0">
            <BrowseByTag current={filters} tags={tags} />
          </div>
        </div>
      </FilterTransition>

      <EvaluationDisclaimer className="mt-10" />
    </section>
  )
}
