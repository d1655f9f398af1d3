/**
 * Which network addresses an import may download from. An export names image addresses its
 * author chose; fetching one on the server's own network (a database, a cloud metadata service at
 * 169.254.169.254, the admin on localhost) would let a crafted export reach what the internet
 * cannot, so only public addresses are fetched.
 */
import { BlockList, isIP } from 'node:net'

const blocked = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) blocked.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed by some)
  ['ff00::', 8], // multicast
  ['2001:db8::', 32], // documentation
  ['100::', 64], // discard
] as const) blocked.addSubnet(network, prefix, 'ipv6')

/**
 * Whether `ip` is a public internet address. IPv6 forms that carry an IPv4 address inside
 * (IPv4-mapped `::ffff:a.b.c.d`, IPv4-compatible, NAT64 `64:ff9b::`, 6to4 `2002::`) are judged by
 * that IPv4 address, so `::ffff:127.0.0.1` is as private as 127.0.0.1. Anything unparsable is not public.
 */
export const isPublicAddress = (ip: string): boolean => {
  const address = ip.trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  const version = isIP(address)
  if (version === 4) return !blocked.check(address, 'ipv4')
  if (version !== 6) return false
  const embedded = embeddedIpv4(address)
  if (embedded) return isPublicAddress(embedded)
  return !blocked.check(address, 'ipv6')
}

/** The IPv4 address an IPv6 one carries, if it is one of the forms that carry one. */
const embeddedIpv4 = (address: string): string | undefined => {
  const groups = expand(address)
  if (!groups) return undefined
  const v4 = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0)
  if (zeros(0, 5) && (groups[5] === 0xffff || groups[5] === 0)) return groups[5] === 0 && groups[6] === 0 ? undefined : v4(groups[6], groups[7])
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return v4(groups[6], groups[7])
  if (groups[0] === 0x2002) return v4(groups[1], groups[2])
  return undefined
}

/** The eight 16-bit groups of an IPv6 address (with a dotted IPv4 tail allowed). */
const expand = (address: string): number[] | undefined => {
  let text = address.toLowerCase()
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted[1].split('.').map(Number)
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail] = text.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const fill = text.includes('::') ? 8 - left.length - right.length : 0
  const groups = [...left, ...Array<string>(fill).fill('0'), ...right].map((group) => Number.parseInt(group, 16))
  return groups.length === 8 && groups.every((group) => group >= 0 && group <= 0xffff) ? groups : undefined
}
