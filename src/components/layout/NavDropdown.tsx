'use client'

import Link from 'next/link'
import { useCallback, useRef, useState, type MouseEvent } from 'react'

import type { NavGroup } from './navigation'
import { useDismiss } from './useDismiss'

/**
 * A header dropdown as a disclosure: a button (aria-expanded, aria-controls) that shows a list
 * of links. Click or tap toggles it; Enter/Space on the button too. It closes on Escape, a
 * click outside, focus leaving, or when one of its links is followed.
 */
export function NavDropdown({ group }: { group: NavGroup }) {
  const [open, setOpen] = useState(false)
  const container = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const close = useCallback(() => setOpen(false), [])
  useDismiss(open, close, container, toggle)

  const panelId = `nav-${group.id}`
  const onPanelClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) close()
  }

  return (
    <div ref={container} className="relative">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-amber-700 aria-expanded:bg-stone-100"
      >
        {group.label}
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}>
          <path fill="currentColor" d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!open}
        onClick={onPanelClick}
        className="absolute left-0 top-full z-40 mt-1 w-64 rounded-lg border border-stone-200 bg-white p-2 shadow-lg"
      >
        <ul>
          {group.links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                prefetch={link.prefetch}
                className="block rounded-md px-3 py-2 text-sm text-stone-800 hover:bg-amber-50 hover:text-amber-900 focus-visible:outline-2 focus-visible:outline-amber-700"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
