'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState, type RefObject } from 'react'

import type { PassageAnswer } from '@/scripture/passageAnswer'
import { passageAnswer } from './passageAnswers'

/**
 * What opens and closes the page's passage popover, listened for on the document, so one
 * listener serves every element that carries a passage (`data-passage`: the reference links the
 * server made, a reading plan's "Read here" buttons), whatever the page renders later:
 * - a tap on a phone opens a link's passage, and focus moves into the popover (a second tap
 *   follows the link); a mouse pointing at a link opens it after a moment and leaving both
 *   closes it; keyboard focus on a link opens it, and a click follows the link as usual;
 * - a "Read here" button opens its passages on any click, and focus moves into the popover;
 * - Tab from the link goes on into the popover, and past its end on to what follows the link;
 *   Escape closes it and puts focus back on the opener; a tap outside, or focus moving
 *   elsewhere, closes it; so does going to another page.
 * The opener says it is expanded (`aria-expanded`) and which popover it controls.
 */
type Opened = { anchor: HTMLElement; keys: string[]; by: 'hover' | 'focus' | 'tap' }

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]'
const tabbables = (root: ParentNode, except?: Node | null) =>
  [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0 && !except?.contains(el))

/** What the opener names: a link its words, a button the passage it reads (`data-title`). */
export const nameOf = (anchor: HTMLElement) => anchor.dataset.title ?? anchor.textContent ?? ''

const HOVER_DELAY = 250
const LEAVE_DELAY = 300

export const usePassageOpeners = (panel: RefObject<HTMLDivElement | null>, id: string) => {
  const [opened, setOpened] = useState<Opened | null>(null)
  const [texts, setTexts] = useState<Record<string, PassageAnswer | null>>({})
  const [announcement, setAnnouncement] = useState('')
  const current = useRef<Opened | null>(null)
  const close = useRef<(returnFocus?: boolean) => void>(() => {})
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
      for (const key of keys) void passageAnswer(key).then((answer) => setTexts((known) => (key in known ? known : { ...known, [key]: answer })))
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
        const at = page.indexOf(was.anchor)
        const after = at < 0 ? undefined : page[at + 1]
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
  }, [id, panel])

  // Another page: the popover belonged to the one left.
  useEffect(() => close.current(), [pathname])

  return { opened, texts, announcement, close: (returnFocus?: boolean) => close.current(returnFocus) }
}
