import { describe, expect, it } from 'vitest'

import { parseTrustedProxies, resolveClientAddress, stampClientAddress } from '@/server/forwarding'

const direct = parseTrustedProxies(undefined)
const behindLoopbackProxy = parseTrustedProxies('127.0.0.1')
const behindTwoProxies = parseTrustedProxies('127.0.0.1, 10.0.0.0/8')

describe('resolveClientAddress', () => {
  it('reached directly, the socket decides and a forged X-Forwarded-For changes nothing', () => {
    expect(resolveClientAddress('203.0.113.7', undefined, direct)).toBe('203.0.113.7')
    expect(resolveClientAddress('203.0.113.7', '1.2.3.4', direct)).toBe('203.0.113.7')
    expect(resolveClientAddress('::ffff:203.0.113.7', '1.2.3.4, 5.6.7.8', direct)).toBe('203.0.113.7')
  })

  it('behind a named proxy, takes the address that proxy saw (the right-most untrusted one)', () => {
    expect(resolveClientAddress('127.0.0.1', '203.0.113.7', behindLoopbackProxy)).toBe('203.0.113.7')
    // Entries left of the proxy's were written by the client: never used.
    expect(resolveClientAddress('127.0.0.1', '6.6.6.6, 203.0.113.7', behindLoopbackProxy)).toBe('203.0.113.7')
    expect(resolveClientAddress('127.0.0.1', '6.6.6.6, 203.0.113.7, 10.1.2.3', behindTwoProxies)).toBe('203.0.113.7')
  })

  it('a request from anywhere but a named proxy is counted by its socket, whatever it claims', () => {
    expect(resolveClientAddress('198.51.100.9', '203.0.113.7', behindLoopbackProxy)).toBe('198.51.100.9')
  })

  it('a proxy that forwards nothing leaves the proxy itself as the client', () => {
    expect(resolveClientAddress('127.0.0.1', undefined, behindLoopbackProxy)).toBe('127.0.0.1')
    expect(resolveClientAddress('127.0.0.1', '10.0.0.5', behindTwoProxies)).toBe('10.0.0.5')
  })
})

describe('parseTrustedProxies', () => {
  it('refuses what is not an address or range, naming it', () => {
    expect(() => parseTrustedProxies('1')).toThrow(/"1" is not an IP address/)
    expect(() => parseTrustedProxies('proxy.local')).toThrow(/proxy.local/)
    expect(() => parseTrustedProxies('10.0.0.0/x')).toThrow(/10.0.0.0\/x/)
  })

  it('accepts IPv6 addresses and ranges', () => {
    const trusted = parseTrustedProxies('::1, fd00::/8')
    expect(resolveClientAddress('::1', '2001:db8::7', trusted)).toBe('2001:db8::7')
    expect(resolveClientAddress('fd12::1', '2001:db8::7', trusted)).toBe('2001:db8::7')
  })
})

describe('stampClientAddress', () => {
  it('overwrites X-Forwarded-For and drops proxy headers from a client that is not a proxy', () => {
    const req = {
      socket: { remoteAddress: '203.0.113.7' },
      headers: { 'x-forwarded-for': '1.2.3.4', 'x-real-ip': '1.2.3.4', 'x-forwarded-host': 'evil.example', host: 'site.example' },
    }
    stampClientAddress(req, direct)
    expect(req.headers).toEqual({ 'x-forwarded-for': '203.0.113.7', host: 'site.example' })
  })

  it("keeps a trusted proxy's forwarding headers", () => {
    const req = {
      socket: { remoteAddress: '127.0.0.1' },
      headers: { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' } as Record<string, string>,
    }
    stampClientAddress(req, behindLoopbackProxy)
    expect(req.headers).toEqual({ 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' })
  })
})
