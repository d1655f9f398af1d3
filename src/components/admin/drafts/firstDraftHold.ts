/**
 * While the create view's first draft is saved and opened (FirstDraftSave.tsx), the form is held:
 * the opened draft starts from what was saved, so a word typed into the old form in that moment
 * would vanish without a sign. Held, the form takes no keys and says why; the opened draft puts
 * the cursor back where it was (FirstDraftFocus.tsx), at the end of that field.
 */

const FOCUS_KEY = 'first-draft-focus'
/** How long a remembered cursor waits for the draft to open; an older one is stale. */
const REMEMBERED_FOR_MS = 30_000

/** Where the cursor was: a field's input by its id, or the n-th rich-text editor of the form. */
type Focus = { at: number; id?: string; editor?: number }

const editorsOf = (root: ParentNode) => Array.from(root.querySelectorAll<HTMLElement>('[contenteditable="true"]'))

/** Holds `form`: remembers the cursor, lets go of it, and makes the form take no input. */
export const holdForm = (form: HTMLFormElement) => {
  const active = document.activeElement
  if (active instanceof HTMLElement && form.contains(active)) {
    const editor = active.closest<HTMLElement>('[contenteditable="true"]')
    const focus: Focus | null = editor ? { at: Date.now(), editor: editorsOf(form).indexOf(editor) } : active.id ? { at: Date.now(), id: active.id } : null
    try {
      if (focus) sessionStorage.setItem(FOCUS_KEY, JSON.stringify(focus))
    } catch {
      // Storage refused (private mode, full): the draft opens without the cursor placed.
    }
    active.blur()
  }
  form.inert = true
  form.setAttribute('aria-busy', 'true')
}

/**
 * Lets the form take input again: the draft opened (`keepFocus`, the cursor is for it to put
 * back), or the save failed and the cursor stays where the creator puts it.
 */
export const releaseForm = (form: HTMLFormElement, { keepFocus = false } = {}) => {
  form.inert = false
  form.removeAttribute('aria-busy')
  if (keepFocus) return
  try {
    sessionStorage.removeItem(FOCUS_KEY)
  } catch {
    // Nothing was kept.
  }
}

const remembered = (): Focus | null => {
  try {
    const raw = sessionStorage.getItem(FOCUS_KEY)
    if (!raw) return null
    sessionStorage.removeItem(FOCUS_KEY)
    const focus = JSON.parse(raw) as Focus
    return typeof focus?.at === 'number' && Date.now() - focus.at < REMEMBERED_FOR_MS ? focus : null
  } catch {
    return null
  }
}

const caretAtEnd = (element: HTMLElement) => {
  element.focus()
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    const end = element.value.length
    try {
      element.setSelectionRange(end, end)
    } catch {
      // An input type without a caret (a date, a number): focused is enough.
    }
    return
  }
  const selection = window.getSelection()
  if (!selection) return
  const range = document.createRange()
  range.selectNodeContents(element)
  range.collapse(false)
  selection.removeAllRanges()
  selection.addRange(range)
}

/** Puts the cursor back at the end of the remembered field, waiting up to `waitMs` for it to appear. */
export const restoreFocus = (form: HTMLFormElement, waitMs = 5_000): (() => void) => {
  const focus = remembered()
  if (!focus) return () => undefined
  const started = Date.now()
  let timer: ReturnType<typeof setTimeout> | undefined
  const attempt = () => {
    const element = focus.id ? document.getElementById(focus.id) : editorsOf(form)[focus.editor ?? -1]
    const ready = form.getAttribute('data-form-ready') === 'true'
    // The creator may have clicked somewhere meanwhile: their choice stands.
    if (document.activeElement && document.activeElement !== document.body) return
    if (element && ready && !form.inert) return caretAtEnd(element)
    if (Date.now() - started < waitMs) timer = setTimeout(attempt, 50)
  }
  attempt()
  return () => clearTimeout(timer)
}
