import { isIP } from 'node:net'

/**
 * The address the login throttle counts a request against.
 *
 * A Next.js route handler never sees the socket; `next start` writes the peer's address into
 * X-Forwarded-For, but only when the request arrived without that header. So the address is
 * read from X-Forwarded-For, counting from the RIGHT: each reverse proxy appends the address
 * it saw, while everything to its left was sent by the client and could be forged.
 * TRUST_PROXY is the number of such proxies in front of the app (`true` = 1); unset, the app
 * is reached directly and the last entry is used as well. The leftmost entry is never used.
 *
 * IPv6 clients are counted per /64 (one customer's network), or a single host could rotate
 * through its addresses to escape the limit.
 */
export const UNKNOWN_ADDRESS = 'unknown'

const proxyHops = (): number => {
  const setting = process.env.TRUST_PROXY?.trim().toLowerCase()
  if (setting === 'true') return 1
  const hops = Number(setting)
  return Number.isInteger(hops) && hops > 0 ? hops : 1
}

export const clientAddress = (headers: Headers): string => {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (!chain.length) return UNKNOWN_ADDRESS
  // Fewer entries than proxies means one of them did not append: the first is all we have.
  const entry = chain[Math.max(0, chain.length - proxyHops())]
  return normalizeAddress(entry)
}

/** A bare IP (ports, brackets and IPv4-mapped prefixes removed); IPv6 reduced to its /64. */
export const normalizeAddress = (raw: string): string => {
  let ip = raw.trim().toLowerCase()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip)
  if (bracketed) ip = bracketed[1]
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(ip)
  if (v4WithPort) ip = v4WithPort[1]
  ip = ip.split('%')[0] // an IPv6 zone id names the server's interface, not the client
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(ip)
  if (mapped) ip = mapped[1]

  const version = isIP(ip)
  if (version === 4) return ip
  if (version === 6) return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`
  return UNKNOWN_ADDRESS
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
