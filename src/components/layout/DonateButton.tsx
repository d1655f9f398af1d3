import Link from 'next/link'

import type { DonateLink } from '@/collections/donations/links'

/**
 * The header's Donate button: the site's /donate page, or straight to the Ko-fi or Buy Me A
 * Coffee page when that is how gifts are received (a plain link: it leaves the site).
 */
export function DonateButton({ link, className }: { link: DonateLink; className: string }) {
  return link.external ? (
    <a href={link.href} rel="noopener" className={className}>
      Donate
    </a>
  ) : (
    <Link href={link.href} className={className}>
      Donate
    </Link>
  )
}
