import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { PodcastShow } from '@/globals/PodcastShow'
import { SiteSettings } from '@/globals/SiteSettings'

const seedDir = path.resolve(import.meta.dirname, '../../src/seed')
const PLACEHOLDER = /\b[\w.-]*example\.(com|org|net)\b/
const sources = (readdirSync(seedDir, { recursive: true }) as string[]).filter((file) => file.endsWith('.ts'))

describe('the demo content', () => {
  // The development admin's sign-in (admin@example.com) is the one example address: it is never shown to readers.
  it.each(sources.filter((file) => file !== 'admin.ts'))('%s sends readers to no placeholder address', (file) => {
    expect(readFileSync(path.join(seedDir, file), 'utf8')).not.toMatch(PLACEHOLDER)
  })
})

/** Every field's default value, with its name, through groups, tabs, rows and arrays. */
const defaultsOf = (fields: Field[]): [string, unknown][] =>
  fields.flatMap((field): [string, unknown][] => [
    ...('defaultValue' in field && field.defaultValue !== undefined ? [['name' in field ? field.name : '?', field.defaultValue] as [string, unknown]] : []),
    ...('fields' in field ? defaultsOf(field.fields) : []),
    ...('tabs' in field ? field.tabs.flatMap((tab) => defaultsOf(tab.fields)) : []),
  ])

describe('the settings a new site starts with', () => {
  // An empty field hides its element (or, for the contact cards, points to the contact form).
  it.each([SiteSettings, PodcastShow])('$slug gives readers no placeholder address by default', (global) => {
    const defaults = defaultsOf(global.fields)
    expect(defaults.length).toBeGreaterThan(0)
    for (const [name, value] of defaults) expect(`${name}: ${JSON.stringify(value)}`).not.toMatch(PLACEHOLDER)
  })
})
