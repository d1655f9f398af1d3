import type { IncomingHttpHeaders } from 'node:http'
import { BlockList, isIP } from 'node:net'

import { bareAddress } from '@/lib/http/clientAddress'

/**
 * Who sent a request, decided once at the edge of the app from what the socket proves.
 *
 * `TRUST_PROXY` names the reverse proxies in front of the app (comma-separated addresses or
 * CIDR ranges, e.g. `127.0.0.1,10.0.0.0/8`). Unset, the app is reached directly and the
 * socket's peer is the client, whatever X-Forwarded-For says. Set, the chain "X-Forwarded-For
 * entries, then the peer" is read from the right, skipping the named proxies: the first
 * address no trusted proxy is, is the client (everything further left was written by the
 * client itself and proves nothing).
 */
export type TrustedProxies = BlockList | null

const family = (ip: string) => (isIP(ip) === 6 ? 'ipv6' : 'ipv4')

export const parseTrustedProxies = (setting: string | undefined): TrustedProxies => {
  const entries = (setting ?? '').split(',').map((entry) => entry.trim()).filter(Boolean)
  if (!entries.length) return null
  const list = new BlockList()
  for (const entry of entries) {
    const [address, prefix] = entry.split('/')
    const ip = bareAddress(address)
    if (!isIP(ip) || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an IP address or CIDR range (e.g. 127.0.0.1 or 10.0.0.0/8)`)
    }
    if (prefix === undefined) list.addAddress(ip, family(ip))
    else list.addSubnet(ip, Number(prefix), family(ip))
  }
  return list
}

const isTrusted = (trusted: BlockList, raw: string) => {
  const ip = bareAddress(raw)
  return isIP(ip) !== 0 && trusted.check(ip, family(ip))
}

export const resolveClientAddress = (peer: string | undefined, forwardedFor: string | string[] | undefined, trusted: TrustedProxies): string => {
  const socket = bareAddress(peer ?? '')
  if (!trusted || !isTrusted(trusted, socket)) return socket
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  const chain = [...header.split(',').map((entry) => entry.trim()).filter(Boolean), socket]
  for (let i = chain.length - 1; i > 0; i--) {
    if (!isTrusted(trusted, chain[i])) return bareAddress(chain[i])
  }
  return bareAddress(chain[0])
}

/** Headers only a trusted proxy may set; from anyone else they are dropped. */
const PROXY_HEADERS = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded']

/**
 * Rewrites the request's forwarding headers in place: X-Forwarded-For becomes the one client
 * address the app counts (src/lib/http/clientAddress.ts reads it), and the other forwarding
 * headers survive only when a trusted proxy sent the request.
 */
export const stampClientAddress = (
  req: { headers: IncomingHttpHeaders; socket: { remoteAddress?: string } },
  trusted: TrustedProxies,
): void => {
  const peer = req.socket.remoteAddress
  req.headers['x-forwarded-for'] = resolveClientAddress(peer, req.headers['x-forwarded-for'], trusted)
  if (!trusted || !isTrusted(trusted, peer ?? '')) {
    for (const name of PROXY_HEADERS) delete req.headers[name]
  }
}
