'use client'

import { useLayoutEffect, useRef, useState, type ComponentType, type FormEvent, type Ref } from 'react'
import { flushSync } from 'react-dom'

/** What the form's engine starts from: what is already in the fields, and the form element. */
export type EngineProps<P> = P & {
  initial: Record<string, string>
  formRef: Ref<HTMLFormElement>
}

/** The handlers the plain form carries until its engine is loaded. */
export type PlainFormProps = {
  ref: Ref<HTMLFormElement>
  onFocus: () => void
  onInput: () => void
  onPointerDown: () => void
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
}

type Props<P> = {
  /** The react-hook-form version of the form, loaded when the reader first uses the form. */
  load: () => Promise<ComponentType<EngineProps<P>>>
  /** The same form without react-hook-form: the fields named as the engine registers them. */
  plain: ComponentType<P & { form: PlainFormProps }>
  props: P
}

/** Where the focus was: the element's place among the form's controls, and a text field's caret. */
type Caret = { index: number; start: number | null; end: number | null }

// The plain form and its engine render the same controls in the same order (a field the engine
// adds, such as one shown for a choice, comes after the one that chose it).
const controls = (form: HTMLFormElement) => [...form.querySelectorAll<HTMLElement>('input, textarea, select, button, a[href]')]

const focusIn = (form: HTMLFormElement): Caret | null => {
  const active = document.activeElement
  if (!(active instanceof HTMLElement) || !form.contains(active)) return null
  const index = controls(form).indexOf(active)
  if (index < 0) return null
  const text = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement
  // A radio button or an e-mail field has no caret position to read (null), nor to set.
  return { index, start: text ? active.selectionStart : null, end: text ? active.selectionEnd : null }
}

const textValues = (form: HTMLFormElement) =>
  Object.fromEntries([...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === 'string'))

/**
 * A form whose engine (react-hook-form and the handlers that send it) loads when the reader first
 * focuses, types in (or autofills) or sends the form, not with the page: most readers of a page
 * with a form never use it. Until then the server's HTML is a plain form that works as it does
 * before the page's scripts run. When the engine arrives, it takes the form's place in the same
 * task (nothing typed in between is lost), starting from the values already typed, with the
 * focus and caret back where they were; a form sent while it loaded is sent once it is there,
 * and natively if it cannot be loaded.
 */
export function FormUntilUsed<P extends object>({ load, plain: Plain, props }: Props<P>) {
  const formRef = useRef<HTMLFormElement>(null)
  const loading = useRef<Promise<void> | null>(null)
  const sendWhenReady = useRef(false)
  const caret = useRef<Caret | null>(null)
  const pressed = useRef(false)
  const [engine, setEngine] = useState<{
    Engine: ComponentType<EngineProps<P>>
    initial: Record<string, string>
  } | null>(null)

  const engage = () => {
    loading.current ??= load().then(
      (Engine) => {
        const swap = () => {
          const form = formRef.current
          if (!form) return
          caret.current = focusIn(form)
          const initial = textValues(form)
          // Read and replaced in one go: a key pressed before the swap would otherwise be lost.
          flushSync(() => setEngine({ Engine, initial }))
        }
        if (!pressed.current) return swap()
        // A press under way (on the button, say) ends on the element it began on, or it is no
        // click: the swap waits until the click, and the submit it makes, are done.
        const after = () => {
          window.removeEventListener('pointerup', after)
          window.removeEventListener('pointercancel', after)
          setTimeout(swap)
        }
        window.addEventListener('pointerup', after)
        window.addEventListener('pointercancel', after)
      },
      () => {
        loading.current = null
        if (sendWhenReady.current) {
          sendWhenReady.current = false
          formRef.current?.submit()
        }
      },
    )
  }

  useLayoutEffect(() => {
    const form = formRef.current
    if (!engine || !form) return
    const carried = caret.current
    const control = carried && controls(form)[carried.index]
    if (carried && control) {
      control.focus({ preventScroll: true })
      const text = control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement
      if (text && carried.start !== null && carried.end !== null) control.setSelectionRange(carried.start, carried.end)
    }
    if (sendWhenReady.current) {
      sendWhenReady.current = false
      form.requestSubmit()
    }
  }, [engine])

  if (engine) return <engine.Engine {...props} initial={engine.initial} formRef={formRef} />
  const press = () => {
    pressed.current = true
    const release = () => {
      pressed.current = false
      window.removeEventListener('pointerup', release)
      window.removeEventListener('pointercancel', release)
    }
    window.addEventListener('pointerup', release)
    window.addEventListener('pointercancel', release)
    engage()
  }
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    sendWhenReady.current = true
    engage()
  }
  return <Plain {...props} form={{ ref: formRef, onFocus: engage, onInput: engage, onPointerDown: press, onSubmit: send }} />
}
