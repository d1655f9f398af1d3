'use client'
/*
 * Above the list of sendings: while any sending is under way, the list is refreshed every few
 * seconds, so its sent and failed columns grow as you watch.
 */
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { POLL_MS, useSendingApi } from './sendingApi'

import './newsletter.scss'

export function SendingsListRefresh() {
  const router = useRouter()
  const api = useSendingApi()
  const [underWay, setUnderWay] = useState(0)
  const before = useRef(0)

  useEffect(() => {
    let stopped = false
    const check = async () => {
      const count = await api.underWayCount()
      if (stopped) return
      // Refresh while sendings run, and once more when the last one has finished.
      if (count > 0 || before.current > 0) router.refresh()
      before.current = count
      setUnderWay(count)
    }
    void check()
    const timer = setInterval(() => void check(), POLL_MS)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [api, router])

  return underWay > 0 ? (
    <p className="newsletter-send__hint" role="status">
      {underWay === 1 ? 'A sending is under way' : `${underWay} sendings are under way`}: this list refreshes itself.
    </p>
  ) : null
}
