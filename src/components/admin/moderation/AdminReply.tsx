'use client'
import { Button, Link, toast, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { COMMENT_MAX_LENGTH } from '@/lib/validation/formRules'
import './moderation.scss'

type Answer = { doc?: { id?: number }; errors?: { message?: string; data?: { errors?: { message?: string }[] } }[]; message?: string } | null

const problemOf = (answer: Answer) => answer?.errors?.[0]?.data?.errors?.[0]?.message ?? answer?.errors?.[0]?.message ?? answer?.message

/**
 * Under an approved comment: the creator answers it as the author. The reply is saved through
 * Payload's REST API as the signed-in staff member, and the collection makes it the author's
 * reply, approved at once (src/collections/comments/hooks/authorsReply.ts); the member who
 * wrote the comment is e-mailed (src/collections/comment-notices).
 */
export function AdminReply() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.initialValue)
  const { config } = useConfig()
  const router = useRouter()
  const textId = useId()
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState<number | null>(null)
  if (!id || status !== 'approved') return null

  const send = async () => {
    if (!text.trim()) {
      toast.error('Write your reply first.')
      return
    }
    setBusy(true)
    try {
      const res = await fetch(`${config.routes.api}/comments?depth=0`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ parent: Number(id), content: text }),
      })
      const answer = (await res.json().catch(() => null)) as Answer
      if (!res.ok || !answer?.doc?.id) {
        toast.error(problemOf(answer) ?? 'The reply could not be published. Please try again.')
        return
      }
      setText('')
      setSent(answer.doc.id)
      toast.success('Reply published.')
      router.refresh()
    } catch {
      toast.error('The reply could not be published. Check the connection and try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="admin-reply" aria-labelledby={`${textId}-heading`}>
      <h3 id={`${textId}-heading`} className="admin-reply__heading">
        Reply as the author
      </h3>
      <label htmlFor={textId} className="field-label">
        Your reply
      </label>
      <textarea id={textId} className="admin-reply__text" value={text} maxLength={COMMENT_MAX_LENGTH} onChange={(event) => setText(event.target.value)} />
      <p className="admin-reply__hint">Published at once, with an &ldquo;Author&rdquo; badge. The commenter gets an e-mail unless they turned those off.</p>
      <div>
        <Button buttonStyle="primary" size="medium" margin={false} disabled={busy} onClick={() => void send()}>
          {busy ? 'Publishing…' : 'Publish reply'}
        </Button>
      </div>
      {sent !== null && (
        <p className="admin-reply__hint" role="status">
          Your reply is published. <Link href={`${config.routes.admin}/collections/comments/${sent}`}>Open it</Link>
        </p>
      )}
    </section>
  )
}
