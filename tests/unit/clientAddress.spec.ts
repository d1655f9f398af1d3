import { describe, expect, it } from 'vitest'

import { clientAddress, normalizeAddress, UNKNOWN_ADDRESS } from '@/lib/http/clientAddress'

const forwarded = (value?: string) => new Headers(value === undefined ? {} : { 'x-forwarded-for': value })

describe('clientAddress', () => {
  it('reads the address the app server wrote into X-Forwarded-For', () => {
    expect(clientAddress(forwarded('203.0.113.7'))).toBe('203.0.113.7')
    // Should anything append after the server, the right-most entry is still the newest.
    expect(clientAddress(forwarded('1.1.1.1, 203.0.113.7'))).toBe('203.0.113.7')
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
