import Link from 'next/link'

import { getFeatures, getSiteInfo } from '@/lib/data/site'
import { payloadClient } from '@/lib/payload'
import { linksOf } from '@/lib/sections'
import { listLinkPrefetch } from '@/lib/filteredLists'
import { FOOTER_QUOTES } from './scriptureQuotes'
import { ThemeSwitch } from './ThemeSwitch'

/** The footer: its links, scripture quotes, the copyright line from the site settings and the theme switch. */
export async function Footer() {
  const payload = await payloadClient()
  const [site, features] = await Promise.all([getSiteInfo(payload), getFeatures(payload)])
  const links = linksOf('footer', features)
  return (
    <footer className="mt-16 bg-stone-900 text-stone-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_2fr]">
        <div>
          <p className="font-serif text-xl font-bold text-white">{site.title}</p>
          {site.description && <p className="mt-2 text-sm text-stone-300">{site.description}</p>}
          <h2 className="mt-6 text-sm font-semibold uppercase tracking-wide text-amber-300">Explore</h2>
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
            {links.map((link) => (
              <li key={link.href}>
                {/* /rss is a feed, not a page: a plain link, so Next does not try to prefetch it. */}
                {link.href === '/rss' ? (
                  <a href={link.href} className="hover:text-white hover:underline">
                    {link.label}
                  </a>
                ) : (
                  <Link href={link.href} prefetch={listLinkPrefetch(link.href)} className="hover:text-white hover:underline">
                    {link.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-amber-300">From the Scriptures</h2>
          <ul className="mt-3 grid gap-6 md:grid-cols-3">
            {FOOTER_QUOTES.map((quote) => (
              <li key={quote.reference}>
                <figure>
                  <blockquote className="font-serif text-sm italic leading-relaxed text-stone-200">“{quote.text}”</blockquote>
                  <figcaption className="mt-2 text-xs font-semibold text-amber-300">{quote.reference}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-stone-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-5 sm:px-6">
          <p className="text-xs text-stone-300">
            © {new Date().getFullYear()} {site.title}. {site.copyright}
          </p>
          <ThemeSwitch />
        </div>
      </div>
    </footer>
  )
}
