'use client'

import { useEffect, useRef } from 'react'

/**
 * Counts one view of the post when its page loads, after rendering and off the page's cache:
 * the page stays static while the count is an atomic increment on the server. sendBeacon
 * survives the reader leaving at once; fetch with keepalive is the fallback.
 */
export function ViewBeacon({ slug }: { slug: string }) {
  // Strict mode runs effects twice on mount; a post is counted once per page load.
  const counted = useRef<string | null>(null)

  useEffect(() => {
    if (counted.current === slug) return
    counted.current = slug
    const url = `/api/posts/${encodeURIComponent(slug)}/view`
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url)) return
    fetch(url, { method: 'POST', keepalive: true }).catch(() => {
      // A lost view is not worth bothering the reader about.
    })
  }, [slug])

  return null
}
