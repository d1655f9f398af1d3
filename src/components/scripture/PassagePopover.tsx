'use client'

import { useEffect, useId, useLayoutEffect, useRef } from 'react'

import { focusRing } from '@/components/forms/styles'
import { BIBLE_SITE_NAMES, chapterOnSite, type BibleSite } from '@/scripture/bibleSites'
import { PassageVerses } from './PassageVerses'
import { nameOf, usePassageOpeners } from './usePassageOpeners'

/**
 * The passage behind every Scripture reference on the page, in one popover (one island for all
 * of them; ./usePassageOpeners.ts says what opens and closes it): the passage's name, the World
 * English Bible's words with their verse numbers, the translation's credit, "Read the chapter"
 * on the site and, when the creator chose a Bible website in the settings, "Read in context"
 * there. A non-modal dialog named by the passage, in the main column under the reference.
 * Without JavaScript every reference link simply opens its passage page.
 */
export function PassagePopover({ site }: { site: BibleSite | null }) {
  const panel = useRef<HTMLDivElement>(null)
  const id = useId()
  const { opened, texts, announcement, close } = usePassageOpeners(panel, id)

  // Placed under the reference (above it when there is no room below), inside the window's width.
  useLayoutEffect(() => {
    const box = panel.current
    if (!opened || !box) return
    const place = () => {
      const rect = opened.anchor.getBoundingClientRect()
      const width = document.documentElement.clientWidth
      const left = Math.max(8, Math.min(rect.left, width - box.offsetWidth - 8))
      const roomBelow = window.innerHeight - rect.bottom
      const top = roomBelow < box.offsetHeight + 8 && rect.top > box.offsetHeight + 8 ? rect.top - box.offsetHeight - 6 : rect.bottom + 6
      box.style.left = `${left + window.scrollX}px`
      box.style.top = `${top + window.scrollY}px`
    }
    place()
    window.addEventListener('resize', place)
    return () => window.removeEventListener('resize', place)
  }, [opened, texts])

  // Opened by a tap: focus moves into it, so a screen reader reads it and Escape has somewhere to return from.
  useEffect(() => {
    if (opened?.by !== 'tap' || !panel.current) return
    panel.current.focus({ preventScroll: true })
    panel.current.scrollIntoView({ block: 'nearest' })
  }, [opened])

  const passages = opened?.keys.map((key) => ({ key, answer: texts[key] })) ?? []
  const first = passages[0]?.answer
  const title = passages.every((p) => p.answer) ? passages.map((p) => p.answer!.reference).join('; ') : (opened ? nameOf(opened.anchor) : '')
  const context = site && first ? chapterOnSite(site, first) : null
  const link = `inline-flex min-h-10 items-center text-blue-800 underline underline-offset-2 hover:text-blue-950 ${focusRing}`

  return (
    <>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <div
        ref={panel}
        id={id}
        role="dialog"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        hidden={!opened}
        className="absolute z-40 w-[min(26rem,calc(100vw-1rem))] rounded-lg border border-stone-300 bg-white p-4 pr-12 text-left font-sans text-base not-italic shadow-xl focus:outline-none"
      >
        <p id={`${id}-title`} className="font-serif text-lg font-bold text-stone-900">
          {title}
        </p>
        {/* Focusable so a keyboard can scroll it, and so named for what a screen reader announces on it. */}
        <div role="region" aria-labelledby={`${id}-title`} tabIndex={0} className={`mt-2 max-h-64 space-y-2 overflow-y-auto font-serif leading-relaxed text-stone-900 ${focusRing}`}>
          <PassageVerses passages={passages} />
        </div>
        {first && <p className="mt-2 text-xs text-stone-600">{first.translation}, in the public domain.</p>}
        <p className="mt-1 flex flex-wrap gap-x-4 text-sm font-medium">
          <a href={first?.href ?? opened?.anchor.getAttribute('href') ?? '/scripture'} className={link}>
            Read the chapter
          </a>
          {site && context && (
            <a href={context} target="_blank" rel="noopener noreferrer" className={link}>
              Read in context on {BIBLE_SITE_NAMES[site]}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
        </p>
        <button
          type="button"
          onClick={() => close(true)}
          className={`absolute right-1.5 top-1.5 inline-flex size-10 items-center justify-center rounded-md text-stone-600 hover:bg-stone-100 hover:text-stone-900 ${focusRing}`}
        >
          <span aria-hidden="true" className="text-2xl leading-none">
            ×
          </span>
          <span className="sr-only">Close</span>
        </button>
      </div>
    </>
  )
}
