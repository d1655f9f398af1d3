import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const seedDir = path.resolve(import.meta.dirname, '../../src/seed')
const sources = (readdirSync(seedDir, { recursive: true }) as string[]).filter((file) => file.endsWith('.ts'))

describe('the demo content', () => {
  // The development admin's sign-in (admin@example.com) is the one example address: it is never shown to readers.
  it.each(sources.filter((file) => file !== 'admin.ts'))('%s sends readers to no placeholder address', (file) => {
    expect(readFileSync(path.join(seedDir, file), 'utf8')).not.toMatch(/\b[\w.-]*example\.(com|org|net)\b/)
  })
})
