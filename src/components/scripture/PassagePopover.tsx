'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'

import { focusRing } from '@/components/forms/styles'
import { BIBLE_SITE_NAMES, chapterOnSite, type BibleSite } from '@/scripture/bibleSites'
import type { PassageAnswer } from '@/scripture/passageAnswer'

/**
 * The passage behind every Scripture reference on the page, in one popover: one island for all
 * of them, listening on the document for the elements that carry a passage (`data-passage`:
 * the reference links the server made, a reading plan's "Read here" buttons).
 *
 * - A tap on a phone opens it (the link's own address is followed on a second tap, or by its
 *   "Read the chapter" link), and focus moves into it; a mouse pointing at a link, or the
 *   keyboard's focus on one, opens it too, and a click follows the link as usual. Tab goes on
 *   into the popover; Escape closes it and puts focus back on the link; a tap outside closes it.
 * - Each passage's text is asked of the passage route once per page view, and kept.
 * Without JavaScript every link simply opens its passage page.
 */
type Opened = { anchor: HTMLElement; keys: string[]; by: 'hover' | 'focus' | 'tap' }

const answers = new Map<string, Promise<PassageAnswer | null>>()
const load = (key: string) => {
  let answer = answers.get(key)
  if (!answer) {
    answer = fetch(`/api/scripture/passage?ref=${encodeURIComponent(key)}`)
      .then((res) => (res.ok ? (res.json() as Promise<PassageAnswer>) : null))
      .catch(() => null)
    answers.set(key, answer)
  }
  return answer
}

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]'
const tabbables = (root: ParentNode, except?: Node | null) =>
  [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0 && !except?.contains(el))

/** What the opener names: a link its words, a button the passage it reads (`data-title`). */
const nameOf = (anchor: HTMLElement) => anchor.dataset.title ?? anchor.textContent ?? ''

const HOVER_DELAY = 250
const LEAVE_DELAY = 300

export function PassagePopover({ site }: { site: BibleSite | null }) {
  const [opened, setOpened] = useState<Opened | null>(null)
  const [texts, setTexts] = useState<Record<string, PassageAnswer | null>>({})
  const [announcement, setAnnouncement] = useState('')
  const panel = useRef<HTMLDivElement>(null)
  const current = useRef<Opened | null>(null)
  const close = useRef<(returnFocus?: boolean) => void>(() => {})
  const id = useId()
  const pathname = usePathname()

  useEffect(() => {
    // Keyboard focus put back on a link by Escape does not open it again until focus moves on.
    let quiet: HTMLElement | null = null
    let pointer = ''
    let openTimer: number | undefined
    let closeTimer: number | undefined

    const show = (anchor: HTMLElement, by: Opened['by']) => {
      const keys = (anchor.dataset.passage ?? '').split(/\s+/).filter(Boolean).slice(0, 4)
      if (keys.length === 0) return
      current.current?.anchor.setAttribute('aria-expanded', 'false')
      const next = { anchor, keys, by }
      current.current = next
      anchor.setAttribute('aria-expanded', 'true')
      anchor.setAttribute('aria-controls', id)
      setOpened(next)
      setAnnouncement(by === 'focus' ? `${nameOf(anchor)}: the passage is shown. Tab to read it, Escape to close it.` : '')
      for (const key of keys) void load(key).then((answer) => setTexts((known) => (key in known ? known : { ...known, [key]: answer })))
    }
    const hide = (returnFocus = false) => {
      const was = current.current
      window.clearTimeout(closeTimer)
      if (!was) return
      current.current = null
      was.anchor.setAttribute('aria-expanded', 'false')
      setOpened(null)
      setAnnouncement('')
      if (returnFocus) {
        quiet = was.anchor
        was.anchor.focus()
      }
    }
    const inPanel = (target: EventTarget | null) => target instanceof Node && !!panel.current?.contains(target)
    const passageOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>('[data-passage]') : null)

    const onClick = (event: MouseEvent) => {
      const anchor = passageOf(event.target)
      if (!anchor || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const kind = (event as PointerEvent).pointerType || (event.detail > 0 ? pointer : '')
      const sameOne = current.current?.anchor === anchor
      if (anchor.tagName === 'BUTTON') {
        if (sameOne) hide(true)
        else show(anchor, 'tap')
        return
      }
      // A link: followed on a desktop and on the second tap; the first tap opens its passage.
      if ((kind !== 'touch' && kind !== 'pen') || (sameOne && current.current?.by === 'tap')) return
      event.preventDefault()
      show(anchor, 'tap')
    }
    const onPointerDown = (event: PointerEvent) => {
      pointer = event.pointerType
      const was = current.current
      if (was && !inPanel(event.target) && !was.anchor.contains(event.target as Node)) hide()
    }
    const onPointerOver = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return
      const anchor = passageOf(event.target)
      if (anchor || inPanel(event.target)) window.clearTimeout(closeTimer)
      if (anchor?.tagName === 'A' && current.current?.anchor !== anchor) {
        window.clearTimeout(openTimer)
        openTimer = window.setTimeout(() => show(anchor, 'hover'), HOVER_DELAY)
      }
    }
    const onPointerOut = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return
      const was = current.current
      const leaving = passageOf(event.target) || inPanel(event.target)
      const entering = event.relatedTarget && (passageOf(event.relatedTarget) === was?.anchor || inPanel(event.relatedTarget))
      if (!leaving || entering) return
      window.clearTimeout(openTimer)
      if (was?.by === 'hover') closeTimer = window.setTimeout(() => hide(), LEAVE_DELAY)
    }
    const onFocusIn = (event: FocusEvent) => {
      if (inPanel(event.target)) return
      const anchor = passageOf(event.target)
      if (anchor !== quiet) quiet = null
      if (anchor && anchor === current.current?.anchor) return
      if (anchor?.tagName === 'A' && anchor !== quiet && anchor.matches(':focus-visible')) show(anchor, 'focus')
      else if (current.current && current.current.by !== 'hover') hide()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const was = current.current
      if (!was) return
      if (event.key === 'Escape') {
        hide(was.anchor === document.activeElement || inPanel(document.activeElement))
        return
      }
      if (event.key !== 'Tab' || !panel.current) return
      const inside = tabbables(panel.current)
      const active = document.activeElement
      if (active === was.anchor && !event.shiftKey && inside.length) {
        event.preventDefault()
        inside[0].focus()
      } else if (inPanel(active) && event.shiftKey && (active === panel.current || active === inside[0])) {
        event.preventDefault()
        was.anchor.focus()
      } else if (inPanel(active) && !event.shiftKey && active === inside[inside.length - 1]) {
        // Past the popover's last link, on to whatever follows the reference on the page.
        const page = tabbables(document.body, panel.current)
        const after = page[page.indexOf(was.anchor) + 1]
        hide()
        if (after) {
          event.preventDefault()
          after.focus()
        }
      }
    }

    document.addEventListener('click', onClick)
    document.addEventListener('pointerdown', onPointerDown, true)
    document.addEventListener('pointerover', onPointerOver)
    document.addEventListener('pointerout', onPointerOut)
    document.addEventListener('focusin', onFocusIn)
    document.addEventListener('keydown', onKeyDown)
    close.current = hide
    return () => {
      window.clearTimeout(openTimer)
      window.clearTimeout(closeTimer)
      document.removeEventListener('click', onClick)
      document.removeEventListener('pointerdown', onPointerDown, true)
      document.removeEventListener('pointerover', onPointerOver)
      document.removeEventListener('pointerout', onPointerOut)
      document.removeEventListener('focusin', onFocusIn)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [id])

  // Another page: the popover belonged to the one left.
  useEffect(() => close.current(), [pathname])

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
  const link = `text-blue-800 underline underline-offset-2 hover:text-blue-950 ${focusRing}`

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
        <div tabIndex={0} className={`mt-2 max-h-64 space-y-2 overflow-y-auto font-serif leading-relaxed text-stone-900 ${focusRing}`}>
          {passages.map(({ key, answer }) =>
            answer === undefined ? (
              <p key={key} className="font-sans text-sm text-stone-600">
                Loading the passage…
              </p>
            ) : answer === null ? (
              <p key={key} className="font-sans text-sm text-stone-700">
                The passage could not be loaded here. Its page has it.
              </p>
            ) : (
              <p key={key}>
                {passages.length > 1 && <span className="mr-1 font-sans text-sm font-semibold">{answer.reference}</span>}
                {answer.verses.map((v, i) => (
                  <span key={`${v.chapter}:${v.verse}`}>
                    <sup className="mr-0.5 font-sans text-xs font-semibold text-stone-600">{v.chapter !== answer.chapter || (i > 0 && v.verse === 1) ? `${v.chapter}:${v.verse}` : v.verse}</sup>
                    {v.text}{' '}
                  </span>
                ))}
              </p>
            ),
          )}
        </div>
        {first && <p className="mt-2 text-xs text-stone-600">{first.translation}, in the public domain.</p>}
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm font-medium">
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
          onClick={() => close.current(true)}
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
