import { spawn } from 'node:child_process'
import http from 'node:http'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const fixture = path.join(import.meta.dirname, 'fixtures/drainingServer.ts')

const get = (port: number, ms: number) =>
  new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: `/?ms=${ms}`, agent: false }, (res) => {
        let body = ''
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }))
      })
      .on('error', reject)
  })

/** The fixture server, started; `output` is what it printed so far. */
const startFixture = async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], { stdio: ['ignore', 'pipe', 'inherit'] })
  const state = { output: '' }
  const port = await new Promise<number>((resolve) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      state.output += chunk.toString()
      const match = /port (\d+)/.exec(state.output)
      if (match) resolve(Number(match[1]))
    })
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, port, exited, state }
}

describe('graceful shutdown (src/server/shutdown.ts)', () => {
  it('finishes the requests in flight on SIGTERM, refuses new ones, cleans up and exits 0', async () => {
    const { child, port, exited, state } = await startFixture()

    const inFlight = get(port, 800)
    await new Promise((resolve) => setTimeout(resolve, 200))
    child.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 200))
    await expect(get(port, 0)).rejects.toThrow(/ECONNREFUSED/)

    expect(await inFlight).toEqual({ status: 200, body: 'finished', connection: 'close' })
    expect(await exited).toBe(0)
    expect(state.output).toContain('cleaned up')
  }, 20_000)

  it('exits once an answer begun before the stop is out, not when its keep-alive connection would idle out', async () => {
    const { child, port, exited } = await startFixture()
    // One connection kept alive by the client, as a proxy or a browser keeps it.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const inFlight = new Promise<string | undefined>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port, path: '/?ms=600&early', agent }, (res) => {
        res.resume()
        res.on('end', () => resolve(res.headers.connection))
      }).on('error', reject)
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    const stoppedAt = Date.now()
    child.kill('SIGTERM')
    // Its head went out before the stop: the connection stays keep-alive.
    expect(await inFlight).toBe('keep-alive')
    expect(await exited).toBe(0)
    // The grace period is 8 s; the connection idles out after 65 s.
    expect(Date.now() - stoppedAt).toBeLessThan(3_000)
    agent.destroy()
  }, 20_000)
})
