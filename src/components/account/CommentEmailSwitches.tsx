'use client'

import { useState } from 'react'

import { focusRing } from '@/components/forms/styles'
import { toast } from '@/components/toast/toastStore'
import { COMMENT_NOTICE_KINDS, COMMENT_NOTICE_LABELS, type CommentNoticeKind } from '@/collections/comment-notices/kinds'
import { apiRequest } from '@/lib/client/apiRequest'

type Settings = Record<CommentNoticeKind, boolean>

/** One switch per kind of e-mail about the member's comments; each change is saved at once. */
export function CommentEmailSwitches({ initial }: { initial: Settings }) {
  const [settings, setSettings] = useState(initial)
  const [saving, setSaving] = useState<CommentNoticeKind | null>(null)

  const change = async (kind: CommentNoticeKind, on: boolean) => {
    setSaving(kind)
    setSettings((was) => ({ ...was, [kind]: on }))
    try {
      setSettings(await apiRequest<Settings>('PATCH', '/api/account/notifications', { [kind]: on }))
      toast({ title: 'Saved', description: on ? 'You will get these e-mails.' : 'You will no longer get these e-mails.' })
    } catch {
      setSettings((was) => ({ ...was, [kind]: !on }))
      toast({ title: 'Could not save', description: 'Your choice could not be saved. Please try again.', variant: 'destructive' })
    } finally {
      setSaving(null)
    }
  }

  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">E-mail me</legend>
      {COMMENT_NOTICE_KINDS.map((kind) => (
        <div key={kind} className="flex items-start gap-3 rounded-md border border-stone-200 p-3">
          <input
            id={`comment-emails-${kind}`}
            type="checkbox"
            role="switch"
            name={kind}
            checked={settings[kind]}
            disabled={saving === kind}
            aria-describedby={`comment-emails-${kind}-hint`}
            onChange={(event) => void change(kind, event.target.checked)}
            className={`mt-1 size-4 shrink-0 accent-amber-800 ${focusRing}`}
          />
          <div>
            <label htmlFor={`comment-emails-${kind}`} className="block cursor-pointer text-sm font-semibold text-stone-900">
              {COMMENT_NOTICE_LABELS[kind].label}
            </label>
            <p id={`comment-emails-${kind}-hint`} className="text-sm text-stone-700">
              {COMMENT_NOTICE_LABELS[kind].hint}
            </p>
          </div>
        </div>
      ))}
    </fieldset>
  )
}
