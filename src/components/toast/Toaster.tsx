'use client'

import { useEffect, useRef, useSyncExternalStore } from 'react'

import { currentToast, dismissToast, subscribeToasts, TOAST_DURATION_MS } from './toastStore'

const SWIPE_DISMISS_PX = 50

/** Renders the current toast in a polite live region (assertive for errors). */
export function Toaster() {
  const t = useSyncExternalStore(subscribeToasts, currentToast, () => null)
  const startX = useRef<number | null>(null)

  useEffect(() => {
    if (!t) return
    const timer = setTimeout(() => dismissToast(t.id), TOAST_DURATION_MS)
    return () => clearTimeout(timer)
  }, [t])

  const destructive = t?.variant === 'destructive'
  return (
    <div aria-live={destructive ? 'assertive' : 'polite'} className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 sm:justify-end">
      {t && (
        <div
          key={t.id}
          role={destructive ? 'alert' : 'status'}
          data-testid="toast"
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border p-4 shadow-lg ${
            destructive ? 'border-red-700 bg-red-700 text-white' : 'border-stone-200 bg-white text-stone-900'
          }`}
          onPointerDown={(e) => (startX.current = e.clientX)}
          onPointerUp={(e) => {
            if (startX.current !== null && Math.abs(e.clientX - startX.current) > SWIPE_DISMISS_PX) dismissToast(t.id)
            startX.current = null
          }}
        >
          <div className="flex-1">
            <p className="font-semibold">{t.title}</p>
            {t.description && <p className="mt-1 text-sm">{t.description}</p>}
          </div>
          <button
            type="button"
            onClick={() => dismissToast(t.id)}
            className="rounded px-1 text-lg leading-none opacity-70 hover:opacity-100 focus-visible:outline-2"
            aria-label="Dismiss notification"
          >
            ×
          </button>
        </div>
      )}
    </div>
  )
}
