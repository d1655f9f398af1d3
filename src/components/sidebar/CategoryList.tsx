import Link from 'next/link'

import type { Category } from '@/collections/categories/data'
import { SidebarSection } from './SidebarSection'
import { addressOf } from '@/collections/addresses'

/** Every category with its count of published posts; an empty one says "No posts found". */
export function CategoryList({ categories }: { categories: Category[] }) {
  return (
    <SidebarSection title="Categories">
      {categories.length === 0 ? (
        <p className="text-sm text-stone-600">No posts found</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {categories.map((category) => (
            <li key={category.slug}>
              <Link
                href={addressOf('categories', category.slug)}
                className="flex items-center justify-between gap-3 py-2 text-sm text-stone-800 hover:text-amber-900 hover:underline"
              >
                <span>{category.name}</span>
                {category.count > 0 ? (
                  <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">
                    {category.count}
                    <span className="sr-only"> {category.count === 1 ? 'post' : 'posts'}</span>
                  </span>
                ) : (
                  <span className="text-xs text-stone-600">No posts found</span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </SidebarSection>
  )
}
