'use client'

import { useEffect, useRef, type ReactNode } from 'react'

/**
 * A thin bar along the top of the window that fills as the reader moves through `children` (the
 * article's text). Fixed in place and drawn with a transform, so it never moves the page, and
 * hidden from assistive technology: it repeats what the scroll position already tells, and a
 * live progress bar would be announced over and over. Without motion preferences it eases
 * between positions; with reduced motion it jumps.
 */
export function ReadingProgress({ children, className = '' }: { children: ReactNode; className?: string }) {
  const text = useRef<HTMLDivElement>(null)
  const bar = useRef<HTMLDivElement>(null)

  useEffect(() => {
    let frame = 0
    const draw = () => {
      frame = 0
      if (!text.current || !bar.current) return
      const { top, height } = text.current.getBoundingClientRect()
      // Done when the text's end reaches the bottom of the window.
      const span = height - window.innerHeight
      const read = span <= 0 ? (top <= 0 ? 1 : 0) : Math.min(1, Math.max(0, -top / span))
      bar.current.style.transform = `scaleX(${read.toFixed(3)})`
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(draw)
    }
    draw()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [])

  return (
    <div ref={text} className={className}>
      <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1">
        <div
          ref={bar}
          data-testid="reading-progress"
          className="h-full origin-left bg-amber-700 motion-safe:transition-transform motion-safe:duration-150"
          style={{ transform: 'scaleX(0)' }}
        />
      </div>
      {children}
    </div>
  )
}
