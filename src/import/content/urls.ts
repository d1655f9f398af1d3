/**
 * Which addresses an imported body may link to, and how the old site's own addresses are kept.
 */

/**
 * A link's target as the new site should store it, or undefined when it must become plain text.
 * Only http(s) and mailto survive: a `javascript:`, `data:` or any other scheme could run code or
 * open something unexpected, and the editor's own link field allows no more. A link into the old
 * site becomes a root-relative path, because the import keeps the old paths as redirects and the
 * new site usually takes over the old domain; a root-relative link stays as it was.
 */
export const linkTarget = (href: string, site?: string): string | undefined => {
  const raw = href.trim()
  if (!raw || raw.startsWith('#')) return undefined
  if (/^mailto:/i.test(raw)) return /^mailto:[^\s<>"]+@[^\s<>"]+$/i.test(raw) ? raw : undefined
  if (raw.startsWith('/') && !raw.startsWith('//')) return raw
  const url = absoluteUrl(raw, site)
  if (!url) return undefined
  const base = parse(site)
  if (base && url.host === base.host) return `${url.pathname}${url.search}${url.hash}`
  // An address that was absolute already stays as written (no added slash or re-encoding).
  return /^https?:\/\/[^\s]+$/i.test(raw) ? raw : url.href
}

/** An http(s) address resolved against the old site, or undefined. */
const absoluteUrl = (value: string, site?: string): URL | undefined => {
  const raw = value.trim()
  if (!raw) return undefined
  let url: URL
  try {
    url = new URL(raw, parse(site) ?? undefined)
  } catch {
    return undefined
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined
}

/** An image's address as the writer downloads it and `uploadFor` is asked about it. */
export const imageUrl = (value: string, site?: string): string | undefined => absoluteUrl(value, site)?.href

const parse = (site?: string): URL | null => {
  if (!site) return null
  try {
    return new URL(site)
  } catch {
    return null
  }
}

/**
 * The page an embedded player shows, so a reader can follow it: the editor has no embed node, so
 * an iframe's player address becomes a link to the page that player belongs to.
 */
export const embedPage = (src: string, site?: string): string | undefined => {
  const url = absoluteUrl(src.startsWith('//') ? `https:${src}` : src, site)
  if (!url) return undefined
  const host = url.hostname.replace(/^www\./, '')
  const youtube = /^\/embed\/([\w-]{6,})/.exec(url.pathname)
  if (youtube && /(^|\.)youtube(-nocookie)?\.com$/.test(host)) return `https://www.youtube.com/watch?v=${youtube[1]}`
  const vimeo = /^\/video\/(\d+)/.exec(url.pathname)
  if (vimeo && host === 'player.vimeo.com') return `https://vimeo.com/${vimeo[1]}`
  const spotify = /^\/embed(\/.+)$/.exec(url.pathname)
  if (spotify && host === 'open.spotify.com') return `https://open.spotify.com${spotify[1]}`
  if (host === 'w.soundcloud.com') {
    const inner = url.searchParams.get('url')
    if (inner && absoluteUrl(inner)) return inner
  }
  return url.href
}

/** A readable name for an embed's page, used as its link text when the source gave none. */
export const embedLabel = (page: string): string => {
  const host = absoluteUrl(page)?.hostname.replace(/^www\./, '') ?? ''
  const names: [RegExp, string][] = [
    [/(^|\.)youtube\.com$|^youtu\.be$/, 'Watch on YouTube'],
    [/(^|\.)vimeo\.com$/, 'Watch on Vimeo'],
    [/(^|\.)spotify\.com$/, 'Listen on Spotify'],
    [/(^|\.)soundcloud\.com$/, 'Listen on SoundCloud'],
    [/(^|\.)(twitter|x)\.com$/, 'View on X'],
  ]
  return names.find(([pattern]) => pattern.test(host))?.[1] ?? page
}

/** The last part of an address's path, for a file link's text. */
export const fileName = (url: string): string => {
  const path = absoluteUrl(url)?.pathname ?? url
  const last = path.split('/').filter(Boolean).pop() ?? url
  try {
    return decodeURIComponent(last)
  } catch {
    return last
  }
}
