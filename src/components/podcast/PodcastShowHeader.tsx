import type { ReactNode } from 'react'

import { CoverImage } from '@/components/media/CoverImage'
import type { PodcastShow } from '@/collections/podcast-episodes/data'
import { PodcastPlatformLinks } from './PodcastPlatformLinks'

/** The show: artwork, title, description, spiritual focus, where to listen, then `children` (the coming-soon notice). */
export function PodcastShowHeader({ show, children }: { show: PodcastShow; children?: ReactNode }) {
  return (
    <header className="grid gap-8 md:grid-cols-[16rem_1fr] md:items-start">
      {show.cover ? (
        <CoverImage
          image={show.cover}
          preload
          sizes="(min-width: 768px) 16rem, 20rem"
          className="aspect-square w-full max-w-xs rounded-xl bg-stone-200 object-cover shadow-sm md:max-w-none"
        />
      ) : (
        <div aria-hidden="true" className="hidden aspect-square w-full rounded-xl bg-gradient-to-br from-amber-100 to-stone-200 md:block" />
      )}
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-amber-900">Podcast</p>
        <h1 className="mt-1 font-serif text-3xl font-bold leading-tight text-stone-900 sm:text-4xl">{show.title}</h1>
        {show.description && <p className="mt-3 max-w-prose whitespace-pre-line text-lg text-stone-800">{show.description}</p>}
        {show.spiritualFocus && (
          <div className="mt-5 max-w-prose border-l-4 border-amber-700 pl-4">
            <h2 className="text-sm font-semibold uppercase tracking-wide text-stone-700">Spiritual focus</h2>
            <p className="mt-1 whitespace-pre-line text-stone-800">{show.spiritualFocus}</p>
          </div>
        )}
        <PodcastPlatformLinks platforms={show.platforms} feedUrl={show.rssUrl} />
        {children}
      </div>
    </header>
  )
}
