'use client'

import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react'

import { inputClass } from './styles'

type Common = { label: string; error?: string; hint?: string }

type Described = { id: string; errorId: string; hintId: string; describedBy: string | undefined }

/** Ids that tie the label, the hint and the error message to the control for screen readers. */
const useDescribed = (id: string | undefined, error?: string, hint?: string): Described => {
  const auto = useId()
  const fieldId = id ?? auto
  const errorId = `${fieldId}-error`
  const hintId = `${fieldId}-hint`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return { id: fieldId, errorId, hintId, describedBy }
}

function FieldFrame({ label, error, hint, ids, children }: Common & { ids: Described; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={ids.id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="mt-1">{children}</div>
      {hint && (
        <p id={ids.hintId} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

type InputProps = Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }

/** A labelled input with its validation message (spread react-hook-form's `register()` into it). */
export function TextField({ label, error, hint, id, className = '', ...input }: InputProps) {
  const ids = useDescribed(id, error, hint)
  return (
    <FieldFrame label={label} error={error} hint={hint} ids={ids}>
      <input
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={`${inputClass} ${className}`}
        {...input}
      />
    </FieldFrame>
  )
}

type TextAreaProps = Common & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }

export function TextAreaField({ label, error, hint, id, className = '', ...textarea }: TextAreaProps) {
  const ids = useDescribed(id, error, hint)
  return (
    <FieldFrame label={label} error={error} hint={hint} ids={ids}>
      <textarea
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={`${inputClass} ${className}`}
        {...textarea}
      />
    </FieldFrame>
  )
}
