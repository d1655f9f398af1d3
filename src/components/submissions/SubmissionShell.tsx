import type { ReactNode } from 'react'

/** The frame both members' submission pages share: heading, a word of introduction, the form's card. */
export function SubmissionShell({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">{title}</h1>
      <p className="mt-3 text-stone-700">{intro}</p>
      <div className="mt-8 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">{children}</div>
    </div>
  )
}
