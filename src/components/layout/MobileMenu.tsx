'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useCallback, useRef, useState, type MouseEvent } from 'react'

import { AccountLinks } from './AccountLinks'
import { DonateButton } from './DonateButton'
import type { Navigation, NavGroup, NavLink } from './navigation'
import { useDismiss } from './useDismiss'

const linkClass =
  'block rounded-md border-l-4 px-3 py-2 text-base hover:bg-amber-50 hover:text-amber-900 focus-visible:outline-2 focus-visible:outline-amber-700'
/** The current page (and the section it is in) stands out by more than colour: a bar at its left and bold type. */
const currentClass = 'border-amber-700 bg-amber-50 font-semibold text-amber-950'
const otherClass = 'border-transparent text-stone-800'

/**
 * Whether a link leads to the page being read (`page`), to the section it is in (`true`: the
 * Blog link on a post), or elsewhere. Home is current only on the home page itself.
 */
const currentness = (href: string, pathname: string): 'page' | 'true' | undefined => {
  if (href === pathname) return 'page'
  return href !== '/' && pathname.startsWith(`${href}/`) ? 'true' : undefined
}

const LinkItems = ({ links, pathname }: { links: NavLink[]; pathname: string }) =>
  links.map((link) => {
    const current = currentness(link.href, pathname)
    return (
      <li key={link.href}>
        <Link href={link.href} prefetch={link.prefetch} aria-current={current} className={`${linkClass} ${current ? currentClass : otherClass}`}>
          {link.label}
        </Link>
      </li>
    )
  })

/**
 * The phone and tablet menu: a toggle button and, right after it in the page, a panel with
 * the header's links, the desktop's dropdowns as sections under their names, and the page
 * being read marked (`aria-current` and a bar beside it). Search and Login sit beside the
 * button. Closing it works like the dropdowns (Escape, outside tap, focus leaving, following
 * a link).
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
    <div ref={container}>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((o) => !o)}
        className="inline-flex items-center gap-1.5 rounded-md border border-stone-300 px-2.5 py-2 text-sm font-medium text-stone-800 focus-visible:outline-2 focus-visible:outline-amber-700"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
        {/* The word from 640 px; on a phone the icon alone leaves the site's name its one line. */}
        <span className="sr-only sm:not-sr-only">Menu</span>
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

/**
 * One of the desktop's dropdowns (Categories, Discernment) as a disclosure under its heading:
 * closed, unless the page being read is one of its links, which then shows marked.
 */
function MenuGroup({ group, pathname }: { group: NavGroup; pathname: string }) {
  const holdsCurrent = group.links.some((link) => currentness(link.href, pathname))
  const [open, setOpen] = useState(holdsCurrent)
  const panelId = `mobile-${group.id}`
  return (
    <div className="mt-2 border-t border-stone-100 pt-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between rounded-md px-3 py-2 text-left text-base font-semibold text-stone-900 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-amber-700"
      >
        <span className="inline-flex items-center gap-2">
          {group.label}
          {holdsCurrent && <span aria-hidden="true" className="size-2 rounded-full bg-amber-700" />}
        </span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`}>
          <path fill="currentColor" d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      <ul id={panelId} aria-label={group.label} hidden={!open} className="mt-1 grid pl-3 sm:grid-cols-2">
        <LinkItems links={group.links} pathname={pathname} />
      </ul>
    </div>
  )
}

/** The open panel: the navigation's links under the desktop's headings, Donate and the account links. */
function MenuLinks({ navigation }: { navigation: Navigation }) {
  const { lead, groups, trail, donate } = navigation
  const pathname = usePathname()
  return (
    <>
      <nav aria-label="Mobile">
        <ul>
          <LinkItems links={lead} pathname={pathname} />
        </ul>
        {groups.map((group) => (
          <MenuGroup key={group.id} group={group} pathname={pathname} />
        ))}
        <ul className="mt-2 border-t border-stone-100 pt-2">
          <LinkItems links={trail} pathname={pathname} />
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
