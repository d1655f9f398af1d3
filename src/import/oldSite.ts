import { webUrl } from '@/lib/validation/url'

/**
 * The old site's address as the creator gives it with a Ghost export (Ghost writes its own
 * address in the file only as `__GHOST_URL__`): an http(s) address, kept as its origin and path
 * without a trailing slash (a Ghost site may live under a path), nothing else of it. Empty is
 * fine: the import then has no address to fetch Ghost's own images from.
 */
type OldSiteAddress = { ok: true; value?: string } | { ok: false; message: string }

const OLD_SITE_MESSAGE = 'Give the old site’s address as it was, starting with https:// or http:// (or leave it empty).'

export const oldSiteAddress = (value: string | null | undefined): OldSiteAddress => {
  if (!value?.trim()) return { ok: true }
  const url = webUrl(value)
  if (!url || value.length > 300) return { ok: false, message: OLD_SITE_MESSAGE }
  return { ok: true, value: `${url.origin}${url.pathname.replace(/\/+$/, '')}` }
}
