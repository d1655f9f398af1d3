import type { ReactNode } from 'react'

const idFor = (title: string) => `sidebar-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`

/** One titled box of the sidebar, a region named by its h2. */
export function SidebarSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={idFor(title)} className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id={idFor(title)} className="font-serif text-lg font-bold text-stone-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}
