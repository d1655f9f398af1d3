import type { ReactNode } from 'react'

/** The narrow card of the password pages, in the sign-in card's look. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="font-serif text-3xl font-bold text-stone-900">{title}</h1>
      {intro && <div className="mt-2 text-stone-700">{intro}</div>}
      <div className="mt-6 space-y-4">{children}</div>
    </div>
  )
}
