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

describe('graceful shutdown (src/server/shutdown.ts)', () => {
  it('finishes the requests in flight on SIGTERM, refuses new ones, cleans up and exits 0', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', fixture], { stdio: ['ignore', 'pipe', 'inherit'] })
    let output = ''
    const port = await new Promise<number>((resolve) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        const match = /port (\d+)/.exec(output)
        if (match) resolve(Number(match[1]))
      })
    })
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))

    const inFlight = get(port, 800)
    await new Promise((resolve) => setTimeout(resolve, 200))
    child.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 200))
    await expect(get(port, 0)).rejects.toThrow(/ECONNREFUSED/)

    expect(await inFlight).toEqual({ status: 200, body: 'finished', connection: 'close' })
    expect(await exited).toBe(0)
    expect(output).toContain('cleaned up')
  }, 20_000)
})
