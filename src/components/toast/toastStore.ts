/**
 * A tiny store for the one toast on screen (at most one at a time; a new toast
 * replaces the current one). Components call `toast()`; <Toaster /> renders it.
 */
export type ToastInput = { title: string; description?: string; variant?: 'default' | 'destructive' }
type Toast = ToastInput & { id: number }

export const TOAST_DURATION_MS = 5000

let current: Toast | null = null
let nextId = 1
const listeners = new Set<() => void>()

const emit = () => listeners.forEach((l) => l())

export const toast = (input: ToastInput) => {
  current = { ...input, id: nextId++ }
  emit()
}

export const dismissToast = (id?: number) => {
  if (current && (id === undefined || current.id === id)) {
    current = null
    emit()
  }
}

export const subscribeToasts = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const currentToast = () => current
