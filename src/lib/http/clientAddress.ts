import { isIP } from 'node:net'

/**
 * The address a request is counted against by the rate limits and the login throttle.
 *
 * A route handler never sees the socket. The app's own HTTP server (src/server/main.ts) sees
 * it, works out the client's address (the socket's peer, or the right-most address that no
 * trusted proxy vouches for) and overwrites `X-Forwarded-For` with that one address before Next
 * runs, so whatever the client sent in that header is gone by the time it is read here.
 *
 * IPv6 clients are counted per /64 (one customer's network), or a single host could rotate
 * through its addresses to escape the limits.
 */
export const UNKNOWN_ADDRESS = 'unknown'

export const clientAddress = (headers: Headers): string => {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  // The server writes exactly one entry; should anything append, the right-most is the newest.
  return chain.length ? normalizeAddress(chain[chain.length - 1]) : UNKNOWN_ADDRESS
}

/** A bare IP (ports, brackets and IPv4-mapped prefixes removed); IPv6 reduced to its /64. */
export const normalizeAddress = (raw: string): string => {
  const ip = bareAddress(raw)
  const version = isIP(ip)
  if (version === 4) return ip
  if (version === 6) return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`
  return UNKNOWN_ADDRESS
}

/** The address without port, brackets, zone id or IPv4-mapped prefix (not validated). */
export const bareAddress = (raw: string): string => {
  let ip = raw.trim().toLowerCase()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip)
  if (bracketed) ip = bracketed[1]
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(ip)
  if (v4WithPort) ip = v4WithPort[1]
  ip = ip.split('%')[0] // an IPv6 zone id names the server's interface, not the client
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(ip)
  return mapped ? mapped[1] : ip
}

/** The eight groups of a valid IPv6 address, each four hex digits. */
const expandIPv6 = (ip: string): string[] => {
  let text = ip
  const embeddedV4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text)
  if (embeddedV4) {
    const [a, b, c, d] = embeddedV4.slice(1).map(Number)
    text = `${text.slice(0, embeddedV4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail] = text.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0')
  return [...left, ...zeros, ...right].map((group) => group.padStart(4, '0'))
}
