/**
 * Playlist embeds are stored as the creator pastes them (an <iframe> snippet from a music
 * service) but never rendered as raw HTML: we keep only the iframe's src, and only from
 * services we trust, then render our own <iframe> with a strict sandbox.
 */
export const EMBED_HOSTS = new Set([
  'open.spotify.com',
  'embed.music.apple.com',
  'www.youtube.com',
  'www.youtube-nocookie.com',
  'w.soundcloud.com',
  'bandcamp.com',
])

export type Embed = { src: string; host: string }

export const parseEmbed = (code: string | null | undefined): Embed | null => {
  if (!code) return null
  const trimmed = code.trim()
  // Either a bare URL or an iframe snippet.
  const src = /^https:\/\//i.test(trimmed) ? trimmed : /<iframe\b[^>]*\ssrc\s*=\s*["']([^"']+)["']/i.exec(trimmed)?.[1]
  if (!src) return null
  try {
    const url = new URL(src.replace(/&amp;/g, '&'))
    if (url.protocol !== 'https:' || !EMBED_HOSTS.has(url.hostname)) return null
    return { src: url.toString(), host: url.hostname }
  } catch {
    return null
  }
}

export const embedValidator = (value: unknown): true | string => {
  if (value === null || value === undefined || value === '') return true
  if (typeof value === 'string' && parseEmbed(value)) return true
  return `Paste the embed code (or https link) from one of: ${[...EMBED_HOSTS].join(', ')}.`
}
