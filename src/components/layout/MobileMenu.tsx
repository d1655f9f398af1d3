'use client'

import Link from 'next/link'
import { useCallback, useRef, useState, type MouseEvent } from 'react'

import { AccountLinks } from './AccountLinks'
import { DonateButton } from './DonateButton'
import type { Navigation, NavLink } from './navigation'
import { useDismiss } from './useDismiss'
import { listLinkPrefetch } from '@/lib/filteredLists'

const linkClass =
  'block rounded-md px-3 py-2 text-base text-stone-800 hover:bg-amber-50 hover:text-amber-900 focus-visible:outline-2 focus-visible:outline-amber-700'

const LinkItems = ({ links }: { links: NavLink[] }) =>
  links.map((link) => (
    <li key={link.href}>
      <Link href={link.href} prefetch={listLinkPrefetch(link.href)} className={linkClass}>
        {link.label}
      </Link>
    </li>
  ))

/**
 * The phone and tablet menu: a toggle button and, right after it in the page, a panel with
 * every header link, the two groups listed under their names. Closing it works like the
 * dropdowns (Escape, outside tap, focus leaving, following a link).
 *
 * The panel's links are drawn only while it is open: only the script can open it, and the
 * same links are already in the page's HTML in the desktop navigation, so every page would
 * otherwise carry (and hydrate) them twice.
 */
export function MobileMenu({ navigation }: { navigation: Navigation }) {
  const [open, setOpen] = useState(false)
  const container = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const close = useCallback(() => setOpen(false), [])
  useDismiss(open, close, container, toggle)

  const onPanelClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) close()
  }

  return (
    <div ref={container} className="lg:hidden">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((o) => !o)}
        className="inline-flex items-center gap-2 rounded-md border border-stone-300 px-3 py-2 text-sm font-medium text-stone-800 focus-visible:outline-2 focus-visible:outline-amber-700"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
        Menu
      </button>
      <div
        id="mobile-menu"
        hidden={!open}
        onClick={onPanelClick}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-stone-200 bg-white px-4 pb-6 pt-2 shadow-lg"
      >
        {open && <MenuLinks navigation={navigation} />}
      </div>
    </div>
  )
}

/** The open panel: the navigation's links, Donate and the account links. */
function MenuLinks({ navigation }: { navigation: Navigation }) {
  const { lead, groups, trail, search, donate } = navigation
  return (
    <>
      <nav aria-label="Mobile">
        <ul>
          <LinkItems links={lead} />
        </ul>
        {groups.map((group) => (
          <div key={group.id} className="mt-3 border-t border-stone-100 pt-3">
            <p id={`mobile-${group.id}`} className="px-3 text-xs font-semibold uppercase tracking-wide text-stone-600">
              {group.label}
            </p>
            <ul aria-labelledby={`mobile-${group.id}`} className="mt-1 grid sm:grid-cols-2">
              <LinkItems links={group.links} />
            </ul>
          </div>
        ))}
        <ul className="mt-3 border-t border-stone-100 pt-3">
          <LinkItems links={trail} />
          {search && (
            <li>
              <Link href="/search" className={linkClass}>
                Search
              </Link>
            </li>
          )}
        </ul>
      </nav>
      <div className="mt-4 space-y-3 border-t border-stone-100 pt-4">
        {donate && (
          <DonateButton
            link={donate}
            className="block rounded-md bg-amber-800 px-3 py-2 text-center text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
          />
        )}
        <AccountLinks variant="menu" />
      </div>
    </>
  )
}
