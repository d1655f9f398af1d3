import { shareLinks } from '@/lib/share/shareLinks'
import { absoluteUrl } from '@/lib/seo/urls'
import { secondaryButtonClass } from '@/components/forms/styles'
import { ShareButton } from './ShareButton'
import { ShareSheetButton } from './ShareSheetButton'

/**
 * "Share this article": plain links to an e-mail draft, WhatsApp, Facebook and X, written on the
 * server (no script), then the device's share sheet where there is one, and Copy link. The
 * services open in a new tab that cannot reach back into this page (noopener).
 */
export function ShareLinks({ path, title }: { path: string; title: string }) {
  const targets = shareLinks({ url: absoluteUrl(path), title })
  return (
    <section aria-labelledby="share-heading" className="mt-10">
      <h2 id="share-heading" className="text-sm font-semibold uppercase tracking-wide text-stone-700">
        Share this article
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {targets.map((target) => (
          <li key={target.service}>
            {target.service === 'email' ? (
              <a href={target.href} className={secondaryButtonClass}>
                <span className="sr-only">Share by </span>
                {target.label}
              </a>
            ) : (
              <a href={target.href} target="_blank" rel="noopener noreferrer" className={secondaryButtonClass}>
                <span className="sr-only">Share on </span>
                {target.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            )}
          </li>
        ))}
        <ShareSheetButton path={path} title={title} />
        <li>
          <ShareButton path={path} copied="Link copied" label="Copy link" />
        </li>
      </ul>
    </section>
  )
}
