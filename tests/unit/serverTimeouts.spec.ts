import http from 'node:http'

import { describe, expect, it } from 'vitest'

import { EPISODE_AUDIO_LIMIT } from '@/collections/episode-audio/uploadLimit'
import { setServerTimeouts } from '../../src/server/timeouts'

describe('the server’s timeouts (src/server/timeouts.ts)', () => {
  it('let the largest episode audio file arrive over a slow connection (2 Mbit/s) before the request times out', () => {
    const server = http.createServer()
    setServerTimeouts(server)
    const secondsAt2Mbits = (EPISODE_AUDIO_LIMIT * 8) / 2_000_000
    expect(server.requestTimeout).toBeGreaterThan(secondsAt2Mbits * 1000)
  })

  it('keep an idle connection open longer than the proxy keeps its own (60 s), and headers just past that', () => {
    const server = http.createServer()
    setServerTimeouts(server)
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000)
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout)
  })
})
