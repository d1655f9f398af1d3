'use client'
/* "Send a test e-mail" on the setup checklist: one message to the signed-in creator (POST /api/admin/test-email). */
import { Button } from '@payloadcms/ui'
import { useState } from 'react'

export function SendTestEmail() {
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState('')
  const send = async () => {
    setBusy(true)
    try {
      const res = await fetch('/api/admin/test-email', { method: 'POST', credentials: 'include' })
      const body = (await res.json().catch(() => null)) as { message?: string } | null
      setAnswer(body?.message ?? `The server answered ${res.status}.`)
    } catch {
      setAnswer('The server could not be reached. Try again in a moment.')
    } finally {
      setBusy(false)
    }
  }
  return (
    <span className="desk-setup__action">
      <Button buttonStyle="secondary" size="small" onClick={() => void send()} disabled={busy}>
        {busy ? 'Sending…' : 'Send a test e-mail'}
      </Button>
      <span role="status" className="desk-widget__meta">
        {answer}
      </span>
    </span>
  )
}
