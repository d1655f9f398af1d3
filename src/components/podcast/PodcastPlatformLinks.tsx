import { focusRing } from '@/components/forms/styles'
import type { PodcastPlatform } from '@/collections/podcast-episodes/data'

/**
 * Where to follow the show: one button per platform the creator has linked (an empty link has
 * no button, and no links leave nothing at all). They leave the site, so each opens in a new
 * tab without handing the new page a reference back to this one.
 */
export function PodcastPlatformLinks({ platforms }: { platforms: PodcastPlatform[] }) {
  if (platforms.length === 0) return null
  return (
    <nav aria-label="Listen on" className="mt-6">
      <p className="text-sm font-semibold text-stone-700" aria-hidden="true">
        Listen on
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {platforms.map((platform) => (
          <li key={platform.id}>
            <a
              href={platform.href}
              target="_blank"
              rel="noopener noreferrer"
              data-platform={platform.id}
              className={`inline-flex min-h-11 items-center rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-900 hover:border-amber-700 hover:bg-amber-50 ${focusRing}`}
            >
              {platform.label}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
