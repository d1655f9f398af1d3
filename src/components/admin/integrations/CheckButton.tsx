'use client'
/*
 * A provider's Test button: asks the server (POST /api/admin/integrations/check) whether the
 * provider accepts the credentials in use, or the values typed here but not saved yet, and
 * shows its answer in plain words. Nothing stored is sent to the browser. By default the typed
 * values are the fields of the group named like the provider (Payments & sign-in); `fields`
 * names them instead where they sit elsewhere (Site settings → Donations), each sent under the
 * last part of its path.
 */
import { Button, useFormFields } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { useState } from 'react'

import { REMOVE_CREDENTIAL } from '@/lib/integrations/removeMarker'

import './integrations.scss'

type Props = { group: string; label: string; fields?: string[]; text?: string }
type Answer = { ok: boolean; message: string }

/** The name a typed value is sent under: the field's own name, when it is one of those asked for. */
const nameOf = (path: string, group: string, named?: string[]): string | null => {
  if (named) return named.includes(path) ? path.split('.').pop()! : null
  const [owner, name, ...rest] = path.split('.')
  return owner === group && name && !rest.length ? name : null
}

export const CheckButton: React.FC<React.ComponentProps<UIFieldClientComponent> & Props> = ({ group, label, fields: named, text }) => {
  const typed = useFormFields(([fields]) =>
    Object.fromEntries(
      Object.entries(fields).flatMap(([path, field]) => {
        const name = nameOf(path, group, named)
        const value = field?.value
        return name && typeof value === 'string' && value.trim() && value !== REMOVE_CREDENTIAL ? [[name, value]] : []
      }),
    ),
  )
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [busy, setBusy] = useState(false)

  const check = async () => {
    setBusy(true)
    setAnswer(null)
    try {
      const res = await fetch('/api/admin/integrations/check', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ group, values: typed }),
      })
      const body = (await res.json().catch(() => null)) as (Answer & { errors?: Record<string, string> }) | null
      if (res.ok && body) setAnswer(body)
      else {
        const fieldMessages = Object.values(body?.errors ?? {})
        setAnswer({ ok: false, message: fieldMessages.join(' ') || body?.message || `The server answered ${res.status}.` })
      }
    } catch {
      setAnswer({ ok: false, message: 'The server could not be reached. Try again in a moment.' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="integration-check">
      <Button buttonStyle="secondary" size="small" onClick={() => void check()} disabled={busy}>
        {busy ? (text ? 'Checking…' : `Asking ${label}…`) : (text ?? `Test with ${label}`)}
      </Button>
      <p role="status" className={`integration-check__answer${answer ? (answer.ok ? ' integration-check__answer--ok' : ' integration-check__answer--problem') : ''}`}>
        {answer?.message ?? ''}
      </p>
    </div>
  )
}
