import Link from 'next/link'

import { AccountLinks } from './AccountLinks'
import { MobileMenu } from './MobileMenu'
import type { Navigation } from './navigation'

/**
 * The header's right side below the desktop width: a Search button (the search page, whose box
 * takes the focus), Login or Dashboard (known in the browser once the page has loaded, so the
 * cached page is the same for everyone), and the Menu.
 */
export function PhoneBar({ navigation }: { navigation: Navigation }) {
  return (
    <div className="flex items-center gap-1 lg:hidden">
      {navigation.search && (
        <Link
          href="/search"
          aria-label="Search"
          className="inline-flex size-10 items-center justify-center rounded-md text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-amber-700"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
        </Link>
      )}
      <AccountLinks variant="phone" />
      <MobileMenu navigation={navigation} />
    </div>
  )
}
