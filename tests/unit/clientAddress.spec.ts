import { afterEach, describe, expect, it, vi } from 'vitest'

import { clientAddress, normalizeAddress, UNKNOWN_ADDRESS } from '@/lib/auth/clientAddress'

const forwarded = (value?: string) => new Headers(value === undefined ? {} : { 'x-forwarded-for': value })

describe('clientAddress', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('reads the last X-Forwarded-For entry, the one the server or proxy wrote', () => {
    expect(clientAddress(forwarded('203.0.113.7'))).toBe('203.0.113.7')
    // A client cannot choose its bucket by sending its own header first.
    expect(clientAddress(forwarded('1.1.1.1, 203.0.113.7'))).toBe('203.0.113.7')
    vi.stubEnv('TRUST_PROXY', 'true')
    expect(clientAddress(forwarded('1.1.1.1, 203.0.113.7'))).toBe('203.0.113.7')
  })

  it('with TRUST_PROXY=N counts N entries from the right', () => {
    vi.stubEnv('TRUST_PROXY', '2')
    expect(clientAddress(forwarded('9.9.9.9, 203.0.113.7, 10.0.0.2'))).toBe('203.0.113.7')
    expect(clientAddress(forwarded('203.0.113.7'))).toBe('203.0.113.7')
  })

  it('ignores nonsense TRUST_PROXY values', () => {
    for (const value of ['false', '0', '-1', 'yes', '1.5']) {
      vi.stubEnv('TRUST_PROXY', value)
      expect(clientAddress(forwarded('1.1.1.1, 203.0.113.7'))).toBe('203.0.113.7')
    }
  })

  it('never uses X-Real-IP or other headers a client can set freely', () => {
    expect(clientAddress(new Headers({ 'x-real-ip': '8.8.8.8' }))).toBe(UNKNOWN_ADDRESS)
    expect(clientAddress(forwarded(''))).toBe(UNKNOWN_ADDRESS)
    expect(clientAddress(forwarded(' , '))).toBe(UNKNOWN_ADDRESS)
    expect(clientAddress(forwarded())).toBe(UNKNOWN_ADDRESS)
  })
})

describe('normalizeAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['203.0.113.7:51234', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['[2001:db8::1]:443', '2001:0db8:0000:0000::/64'],
    ['2001:DB8:1:2:3:4:5:6', '2001:0db8:0001:0002::/64'],
    ['2001:db8:1:2::ffff', '2001:0db8:0001:0002::/64'],
    ['fe80::1%eth0', 'fe80:0000:0000:0000::/64'],
    ['::1', '0000:0000:0000:0000::/64'],
    ['64:ff9b::192.0.2.33', '0064:ff9b:0000:0000::/64'],
  ])('%s -> %s', (raw, expected) => expect(normalizeAddress(raw)).toBe(expected))

  it('puts a whole IPv6 /64 in one bucket', () => {
    expect(normalizeAddress('2001:db8:aa:bb::1')).toBe(normalizeAddress('2001:db8:aa:bb:ffff:eeee:dddd:cccc'))
    expect(normalizeAddress('2001:db8:aa:bb::1')).not.toBe(normalizeAddress('2001:db8:aa:bc::1'))
  })

  it.each(['unknown', 'localhost', '999.1.1.1', '1.2.3', "1.2.3.4'; DROP TABLE", 'x'.repeat(1000), ''])(
    '%s is not an address',
    (raw) => expect(normalizeAddress(raw)).toBe(UNKNOWN_ADDRESS),
  )
})
