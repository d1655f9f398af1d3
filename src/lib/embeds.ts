/**
 * Playlist players. The creator pastes a share link or the embed code from Spotify, Apple Music,
 * YouTube or SoundCloud; the site keeps only the player's address, rebuilt from the parts it
 * recognised (never the pasted text), and draws its own sandboxed <iframe> around it. Anything
 * it does not recognise is refused with a message saying why, so no markup from the CMS ever
 * reaches a page.
 */

type Provider = {
  name: string
  /** Where its players are served from: the only hosts the page's Content-Security-Policy lets it frame. */
  playerHost: string
  /** The hosts a pasted link may name (share pages and the player itself). */
  hosts: readonly string[]
  /** What a link must point to, for the refusal message. */
  what: string
  /** The player's address for a link on one of `hosts`, or null when it names nothing playable. */
  toPlayer: (url: URL) => string | null
  /** The player's height in CSS pixels; null: a 16:9 video frame. */
  height: (player: URL) => number | null
  /** The browser features the player needs (the iframe's `allow`). */
  allow: string
}

/** A share-link path segment: letters, digits and the punctuation providers use in slugs and ids. */
const SEGMENT = /^[A-Za-z0-9._~%-]{1,200}$/

const spotify: Provider = {
  name: 'Spotify',
  playerHost: 'open.spotify.com',
  hosts: ['open.spotify.com'],
  what: 'a playlist, album, track, artist, show or episode',
  // open.spotify.com/playlist/ID, /intl-de/track/ID (localised share links) and /embed/playlist/ID.
  toPlayer: (url) => {
    const match = /^\/(?:intl-[a-z]{2}(?:-[a-z]{2,4})?\/)?(?:embed\/)?(playlist|album|track|artist|show|episode)\/([A-Za-z0-9]{1,64})\/?$/i.exec(url.pathname)
    return match ? `https://open.spotify.com/embed/${match[1].toLowerCase()}/${match[2]}` : null
  },
  // Spotify's compact player for one track or episode, its full one for lists.
  height: (player) => (/^\/embed\/(track|episode)\//.test(player.pathname) ? 152 : 352),
  allow: 'encrypted-media',
}

const YOUTUBE_VIDEO = /^[A-Za-z0-9_-]{11}$/
const YOUTUBE_LIST = /^[A-Za-z0-9_-]{2,64}$/

/** The video (and the playlist it plays from) or the playlist a YouTube link names. */
const youtubeTarget = (url: URL): { video?: string; list?: string } | null => {
  const [first = '', second = '', ...rest] = url.pathname.split('/').filter(Boolean)
  const list = url.searchParams.get('list') ?? undefined
  if (url.hostname === 'youtu.be') return first && !second ? { video: first, list } : null
  if (rest.length > 0) return null
  if (url.hostname.endsWith('youtube-nocookie.com') && first !== 'embed') return null
  if (first === 'watch' && !second) return { video: url.searchParams.get('v') ?? undefined, list }
  if (first === 'playlist' && !second) return { list }
  if (first === 'embed' && second === 'videoseries') return { list }
  if (['embed', 'shorts', 'live'].includes(first) && second) return { video: second, list }
  return null
}

const youtube: Provider = {
  name: 'YouTube',
  // The privacy-enhanced player: no cookies until the visitor plays the video.
  playerHost: 'www.youtube-nocookie.com',
  hosts: ['www.youtube.com', 'youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtu.be', 'www.youtube-nocookie.com', 'youtube-nocookie.com'],
  what: 'a video or a playlist',
  toPlayer: (url) => {
    const target = youtubeTarget(url)
    if (!target) return null
    const list = target.list && YOUTUBE_LIST.test(target.list) ? target.list : undefined
    if (target.video) {
      if (!YOUTUBE_VIDEO.test(target.video)) return null
      return `https://www.youtube-nocookie.com/embed/${target.video}${list ? `?list=${list}` : ''}`
    }
    return list ? `https://www.youtube-nocookie.com/embed/videoseries?list=${list}` : null
  },
  height: () => null,
  allow: 'encrypted-media; fullscreen; picture-in-picture',
}

const APPLE_ID: Record<string, RegExp> = {
  album: /^\d{1,20}$/,
  song: /^\d{1,20}$/,
  'music-video': /^\d{1,20}$/,
  playlist: /^pl\.[A-Za-z0-9-]{1,80}$/,
  station: /^ra\.[A-Za-z0-9.-]{1,80}$/,
}

const appleMusic: Provider = {
  name: 'Apple Music',
  playerHost: 'embed.music.apple.com',
  hosts: ['music.apple.com', 'embed.music.apple.com'],
  what: 'an album, playlist, song, music video or station',
  // music.apple.com/{storefront}/{kind}/{name}/{id}, the name optional; `?i=` picks one song of an album.
  toPlayer: (url) => {
    const parts = url.pathname.split('/').filter(Boolean)
    if (parts.length < 3 || parts.length > 4) return null
    const [storefront, kind, ...rest] = parts
    const id = rest[rest.length - 1]
    const name = rest.length === 2 ? rest[0] : null
    if (!/^[a-z]{2}$/.test(storefront) || !APPLE_ID[kind]?.test(id) || (name !== null && !SEGMENT.test(name))) return null
    const song = url.searchParams.get('i')
    const songParam = song && /^\d{1,20}$/.test(song) ? `?i=${song}` : ''
    return `https://embed.music.apple.com/${storefront}/${kind}/${name ? `${name}/` : ''}${id}${songParam}`
  },
  // Apple's one-song player, or its list player.
  height: (player) => (/^\/[a-z]{2}\/song\//.test(player.pathname) || player.searchParams.has('i') ? 175 : 450),
  allow: 'encrypted-media',
}

const SOUNDCLOUD_API = /^\/(tracks|playlists|users)\/(\d{1,20}|soundcloud(?::|%3A)(tracks|playlists|users)(?::|%3A)\d{1,20})$/i

/** The canonical SoundCloud address a player plays: a share page, or an API resource from an embed code. */
const soundcloudResource = (url: URL): string | null => {
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null
  if (url.hostname === 'api.soundcloud.com') return SOUNDCLOUD_API.test(url.pathname) ? `https://api.soundcloud.com${url.pathname}` : null
  if (!['soundcloud.com', 'www.soundcloud.com', 'm.soundcloud.com'].includes(url.hostname)) return null
  // soundcloud.com/{artist}, /{artist}/{track}, /{artist}/sets/{playlist}, each with an optional private token.
  const parts = url.pathname.split('/').filter(Boolean)
  if (parts.length < 1 || parts.length > 4 || !parts.every((part) => /^[A-Za-z0-9_-]{1,100}$/.test(part))) return null
  return `https://soundcloud.com/${parts.join('/')}`
}

const soundcloud: Provider = {
  name: 'SoundCloud',
  playerHost: 'w.soundcloud.com',
  hosts: ['soundcloud.com', 'www.soundcloud.com', 'm.soundcloud.com', 'api.soundcloud.com', 'w.soundcloud.com'],
  what: 'a track, a playlist or an artist',
  toPlayer: (url) => {
    let resource: string | null
    if (url.hostname === 'w.soundcloud.com') {
      const played = url.searchParams.get('url')
      if (!/^\/player\/?$/.test(url.pathname) || !played || !URL.canParse(played)) return null
      resource = soundcloudResource(new URL(played))
    } else {
      resource = soundcloudResource(url)
    }
    return resource ? `https://w.soundcloud.com/player/?url=${encodeURIComponent(resource)}` : null
  },
  // The classic player: one track, or a track list.
  height: (player) => {
    const played = new URL(player.searchParams.get('url') ?? 'https://soundcloud.com/')
    const parts = played.pathname.split('/').filter(Boolean)
    const oneTrack = played.hostname === 'api.soundcloud.com' ? parts[0] === 'tracks' : parts.length >= 2 && parts[1] !== 'sets'
    return oneTrack ? 166 : 450
  },
  allow: '',
}

const PROVIDERS: readonly Provider[] = [spotify, appleMusic, youtube, soundcloud]

/** The hosts playlist players are framed from (the Content-Security-Policy's frame-src reads this). */
export const EMBED_HOSTS: ReadonlySet<string> = new Set(PROVIDERS.map((provider) => provider.playerHost))

/** A recognised player: its address, rebuilt from what was recognised, and the host it is served from. */
export type Embed = { src: string; host: string }

/** A pasted value read: the player it names, or why it was refused (shown to the creator in the admin). */
export type EmbedReading = { embed: Embed } | { error: string }

const HINT = 'Paste a share link or the embed code from Spotify, Apple Music, YouTube or SoundCloud.'
const MAX_LENGTH = 4000

/**
 * Markup an embed code may hold: the player's iframe, and the credit line SoundCloud puts under
 * it. Only the iframe's src is read; the rest is dropped.
 */
const EMBED_CODE_ELEMENTS = new Set(['iframe', 'div', 'a', 'span', 'p', 'br'])

/** Schemes that run or inline content rather than point at a page. */
const SCRIPTED_SCHEME = /\b(javascript|vbscript|data|blob|file)\s*:/i

const refused = (reason: string): EmbedReading => ({ error: `${reason} ${HINT}` })

/** The address an embed code's single iframe points at, or why there is none. */
const iframeSrc = (code: string): { link: string } | { error: EmbedReading } => {
  for (const [, name] of code.matchAll(/<\s*\/?\s*([A-Za-z][\w:-]*)/g)) {
    if (!EMBED_CODE_ELEMENTS.has(name.toLowerCase())) {
      return { error: refused(`The embed code may hold only the player's <iframe>, and this one also has <${name.toLowerCase()}>.`) }
    }
  }
  if (/<\s*[!?]/.test(code)) return { error: refused("The embed code may hold only the player's <iframe>.") }
  const iframes = [...code.matchAll(/<\s*iframe\b[^>]*>/gi)]
  if (iframes.length === 0) return { error: refused('No player <iframe> was found in this code.') }
  if (iframes.length > 1) return { error: refused(`Paste one player at a time: this code holds ${iframes.length} players.`) }
  const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(iframes[0][0])
  const link = src?.[1] ?? src?.[2] ?? src?.[3]
  if (!link) return { error: refused('The player <iframe> has no address (src).') }
  // Embed codes escape the & between query parameters.
  return { link: link.trim().replace(/&(?:amp|#0*38|#x0*26);/gi, '&') }
}

/**
 * What a pasted share link or embed code plays. The address is rebuilt from the provider's
 * pattern (type and id), so nothing else from the pasted text survives: not its other
 * attributes, not its query parameters, not a lookalike host such as open.spotify.com.evil.example.
 */
export const readEmbed = (pasted: string): EmbedReading => {
  const text = pasted.trim()
  if (!text) return refused('Nothing was pasted.')
  if (text.length > MAX_LENGTH) return refused(`This is too long for a link or an embed code (at most ${MAX_LENGTH.toLocaleString('en-US')} characters).`)
  const scheme = SCRIPTED_SCHEME.exec(text)
  if (scheme) return refused(`${scheme[1].toLowerCase()}: addresses are never embedded.`)

  let link = text
  if (text.includes('<') || text.includes('>')) {
    const found = iframeSrc(text)
    if ('error' in found) return found.error
    link = found.link
  } else if (/\s/.test(text)) {
    return refused('Paste only the link or the embed code, with nothing around it.')
  }

  if (!URL.canParse(link)) return refused('This is not a web address.')
  const url = new URL(link)
  if (url.protocol === 'http:') return refused('Use the secure https:// address.')
  if (url.protocol !== 'https:') return refused(`${url.protocol} addresses are never embedded.`)
  if (url.username || url.password || url.port) return refused('The address may not carry a user name, password or port.')
  const provider = PROVIDERS.find((p) => p.hosts.includes(url.hostname))
  if (!provider) return refused(`${url.hostname} is not a supported music service.`)
  const player = provider.toPlayer(url)
  if (!player) return refused(`This ${provider.name} address does not point to ${provider.what}.`)
  return { embed: { src: player, host: provider.playerHost } }
}

/** The player a stored (or pasted) value names, or null for an empty or unrecognised one. */
export const parseEmbed = (code: string | null | undefined): Embed | null => {
  if (!code?.trim()) return null
  const reading = readEmbed(code)
  return 'embed' in reading ? reading.embed : null
}

/** Payload's field validation: empty, or a value naming a supported player. */
export const embedValidator = (value: unknown): true | string => {
  if (value === null || value === undefined || (typeof value === 'string' && !value.trim())) return true
  if (typeof value !== 'string') return HINT
  const reading = readEmbed(value)
  return 'embed' in reading ? true : reading.error
}

/** What the page needs to draw a player: our own iframe's attributes. */
export type Player = {
  src: string
  provider: string
  /** CSS pixels; null: a 16:9 video frame. */
  height: number | null
  allow: string
}

/** The player a stored value names, with the provider's name, size and needs; null when there is none. */
export const embedPlayer = (code: string | null | undefined): Player | null => {
  const embed = parseEmbed(code)
  const provider = embed && PROVIDERS.find((p) => p.playerHost === embed.host)
  if (!embed || !provider) return null
  return { src: embed.src, provider: provider.name, height: provider.height(new URL(embed.src)), allow: provider.allow }
}

/**
 * The iframe's sandbox: the players run their own scripts on their own origin (a cross-origin
 * frame with allow-same-origin keeps its provider's origin, never ours) and open "listen on …"
 * links in a new tab as ordinary pages. No forms, no top navigation, no downloads, no modals.
 */
export const PLAYER_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox'
