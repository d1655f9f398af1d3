import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * Every /api route declares its guards through route() (src/lib/http/route.ts), which turns on
 * the origin check and a rate limit for every change: a route that wrote its own preamble
 * instead could forget one, as the forms once forgot their rate limits.
 */
const apiDir = path.resolve(__dirname, '../../src/app/(frontend)/api')
const routeFiles = (readdirSync(apiDir, { recursive: true }) as string[]).filter((f) => path.basename(f) === 'route.ts')

describe('/api route files', () => {
  it.each(routeFiles)('%s exports only handlers made by route()', (file) => {
    const source = readFileSync(path.join(apiDir, file), 'utf8')
    const handlers = [...source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b\s*=\s*([^\n]*)/g)]
    expect(handlers.length).toBeGreaterThan(0)
    for (const [, method, definition] of handlers) expect(definition, `${file} ${method}`).toMatch(/^route(<[^>]*>)?\(/)
    // The guards' own helpers are route()'s business, not a route's.
    expect(source).not.toMatch(/checkOrigin|featureOff|readJson\(|sessionUser\(/)
  })
})
