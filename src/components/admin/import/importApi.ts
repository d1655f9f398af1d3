/** The Import view's calls to /api/admin/imports, and what they answer. */
import type { ImportReport, ImportSummary } from '@/import/report'

export type ImportItem = {
  id: number
  source: 'wordpress' | 'ghost'
  filename: string
  siteUrl: string | null
  size: number
  status: 'uploaded' | 'analysing' | 'ready' | 'importing' | 'done' | 'undoing' | 'undone' | 'failed'
  report: ImportReport | null
  mapping: Record<string, number | 'new'> | null
  progress: { done: number; total: number }
  summary: (ImportSummary & { undo?: { removed: Record<string, number>; kept: unknown[] } }) | null
  error: string | null
  stalled: boolean
  createdAt: string
}

const BASE = '/api/admin/imports'

const call = async <T>(path: string, init?: RequestInit): Promise<T> => {
  const res = await fetch(`${BASE}${path}`, { credentials: 'same-origin', ...init })
  const body = (await res.json().catch(() => null)) as { message?: string; errors?: Record<string, string> } | null
  if (!res.ok) throw new Error(Object.values(body?.errors ?? {})[0] ?? body?.message ?? 'Something went wrong. Please try again.')
  return body as T
}

export const listImports = () => call<ImportItem[]>('')
export const readImport = (id: number) => call<ImportItem>(`/${id}`)
export const uploadImport = (file: File, site: string) =>
  call<ImportItem>(`?${new URLSearchParams({ filename: file.name, ...(site.trim() ? { site: site.trim() } : {}) })}`, {
    method: 'POST',
    body: file,
    headers: { 'Content-Type': 'application/octet-stream' },
  })
export const saveMapping = (id: number, mapping: Record<string, number | 'new'>) =>
  call<ImportItem>(`/${id}/mapping`, { method: 'PUT', body: JSON.stringify({ mapping }), headers: { 'Content-Type': 'application/json' } })
export const startImport = (id: number) => call<ImportItem>(`/${id}/start`, { method: 'POST' })
export const undoImport = (id: number) => call<ImportItem>(`/${id}/undo`, { method: 'POST' })
export const summaryAddress = (id: number) => `${BASE}/${id}/report`
