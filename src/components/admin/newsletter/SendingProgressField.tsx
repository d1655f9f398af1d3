'use client'
/* A sending's own page: its progress, refreshed while it runs, and "Retry failed". */
import { toast, useDocumentInfo } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { useEffect, useState } from 'react'

import { isUnderWay, POLL_MS, useSendingApi, type SendingProgress } from './sendingApi'
import { SendingStatus } from './SendingStatus'

export const SendingProgressField: UIFieldClientComponent = () => {
  const { id } = useDocumentInfo()
  const api = useSendingApi()
  const [sending, setSending] = useState<SendingProgress | null>(null)
  const [retrying, setRetrying] = useState(false)

  // Bumped to read the sending again after "Retry failed".
  const [reads, setReads] = useState(0)
  const underWay = isUnderWay(sending)

  useEffect(() => {
    if (id === undefined || id === null) return
    let live = true
    const read = () =>
      api.progress(id).then((answer) => {
        if (live && answer.ok) setSending(answer.data)
      })
    void read()
    const timer = underWay ? setInterval(() => void read(), POLL_MS) : undefined
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [api, id, underWay, reads])

  if (!sending) return null
  const retry = async () => {
    setRetrying(true)
    const answer = await api.retry(sending.id)
    setRetrying(false)
    if (!answer.ok) toast.error(answer.message)
    else toast.success('The failed e-mails will be sent again.')
    setReads((n) => n + 1)
  }
  return (
    <div className="newsletter-send">
      <SendingStatus sending={sending} retrying={retrying} onRetry={() => void retry()} />
    </div>
  )
}
