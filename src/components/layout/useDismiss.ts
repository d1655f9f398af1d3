'use client'

import { useEffect, type RefObject } from 'react'

/**
 * Closes an open menu the ways people expect: Escape (focus goes back to the toggle, so a
 * keyboard user is not left on a hidden link), a click or tap outside, or focus moving
 * outside (tabbing past the last link).
 */
export const useDismiss = (
  open: boolean,
  close: () => void,
  container: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLElement | null>,
) => {
  useEffect(() => {
    if (!open) return
    const outside = (target: EventTarget | null) => target instanceof Node && !container.current?.contains(target)
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      close()
      toggle.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) close()
    }
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event.target)) close()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('focusin', onFocusIn)
    }
  }, [open, close, container, toggle])
}
