import type { QueryParameter } from '@/lib/openapi/routeDoc'
import { badRequest } from './responses'

/** `?page=` as a positive whole number (default 1); anything else is a 400. */
export const readPage = (url: string | URL): { ok: true; page: number } | { ok: false; response: Response } => {
  const raw = new URL(url).searchParams.get('page')
  if (raw === null || raw === '') return { ok: true, page: 1 }
  if (!/^[1-9]\d{0,5}$/.test(raw)) {
    return { ok: false, response: badRequest({ page: 'Page must be a positive whole number.' }) }
  }
  return { ok: true, page: Number(raw) }
}

/** `?page=` in the OpenAPI document of a route that reads it with readPage. */
export const PAGE_QUERY: QueryParameter = { name: 'page', description: 'Page number, a positive whole number (default 1)' }
