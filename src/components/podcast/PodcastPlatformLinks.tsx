import { focusRing } from '@/components/forms/styles'
import type { PodcastPlatform } from '@/collections/podcast-episodes/data'
import { CopyFeedAddress } from './CopyFeedAddress'

const buttonClass = `inline-flex min-h-11 items-center gap-2 rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-900 hover:border-amber-700 hover:bg-amber-50 ${focusRing}`

/**
 * Where to follow the show: one button per listening service the creator has linked (an empty
 * link has no button), then the RSS feed, which any podcast app can subscribe to, with a button
 * that copies its address. Services leave the site, so each opens in a new tab without handing
 * the new page a reference back to this one.
 */
export function PodcastPlatformLinks({ platforms, feedUrl }: { platforms: PodcastPlatform[]; feedUrl: string }) {
  return (
    <nav aria-label="Listen on" className="mt-6">
      <p className="text-sm font-semibold text-stone-700" aria-hidden="true">
        Listen on
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {platforms.map((platform) => (
          <li key={platform.id}>
            <a href={platform.href} target="_blank" rel="noopener noreferrer" data-platform={platform.id} className={buttonClass}>
              {platform.label}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
        <li>
          <a href={feedUrl} type="application/rss+xml" data-platform="rss" className={buttonClass}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
              <circle cx="6" cy="18" r="2" />
              <path d="M4 10.5a9.5 9.5 0 0 1 9.5 9.5h-2.5a7 7 0 0 0-7-7zM4 4.5A15.5 15.5 0 0 1 19.5 20H17A13 13 0 0 0 4 7z" />
            </svg>
            RSS Feed
          </a>
        </li>
        <li>
          <CopyFeedAddress url={feedUrl} />
        </li>
      </ul>
    </nav>
  )
}
