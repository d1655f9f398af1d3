import Link from 'next/link'
import type { Ref } from 'react'

import { primaryButtonClass } from '@/components/forms/styles'

type Props = {
  title: string
  text: string
  /** Lets the favorites grid move focus here when its last card is removed. */
  linkRef?: Ref<HTMLAnchorElement>
}

/** An empty list on a member's page: what is missing, and the way to the articles. */
export function BrowseArticles({ title, text, linkRef }: Props) {
  return (
    <div className="rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center">
      <p className="font-serif text-xl font-bold text-stone-900">{title}</p>
      <p className="mt-2 text-stone-600">{text}</p>
      <Link ref={linkRef} href="/blog" className={`mt-5 ${primaryButtonClass}`}>
        Browse Articles
      </Link>
    </div>
  )
}
