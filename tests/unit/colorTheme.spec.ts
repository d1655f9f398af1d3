import { readdirSync, readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'

import { describe, expect, it } from 'vitest'

import { securityHeaders } from '@/lib/http/securityHeaders'
import { THEME_SCRIPT } from '@/lib/theme/colorTheme'
import { THEME_SCRIPT_HASH } from '@/lib/theme/themeScriptHash'

/** Runs the theme script as the browser would, over a kept value (or storage that throws); returns <html>'s theme. */
const themeAfterScript = (kept: string | null | Error) => {
  const attributes = new Map<string, string>()
  runInNewContext(THEME_SCRIPT, {
    localStorage: {
      getItem: () => {
        if (kept instanceof Error) throw kept
        return kept
      },
    },
    document: { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } },
  })
  return attributes.get('data-theme') ?? null
}

describe('the theme script in every page’s <head>', () => {
  it('marks <html> with a kept light or dark choice before the page is drawn', () => {
    expect(themeAfterScript('dark')).toBe('dark')
    expect(themeAfterScript('light')).toBe('light')
  })

  it('leaves <html> unmarked, following the system’s setting, without a choice, with anything else kept, or with storage blocked', () => {
    expect(themeAfterScript(null)).toBeNull()
    expect(themeAfterScript('system')).toBeNull()
    expect(themeAfterScript('"><script>alert(1)</script>')).toBeNull()
    expect(themeAfterScript(new Error('SecurityError: storage is disabled'))).toBeNull()
  })

  it('has its CSP hash computed from its exact text', async () => {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(THEME_SCRIPT))
    expect(THEME_SCRIPT_HASH).toBe(`'sha256-${Buffer.from(digest).toString('base64')}'`)
  })

  it('is allowed by the live policy’s inline scripts, which carry no hash: a hash would switch them off for Next’s data scripts', () => {
    for (const env of [
      { dev: false, production: true },
      { dev: true, production: false },
    ]) {
      const csp = securityHeaders(env).find((header) => header.key === 'Content-Security-Policy')!.value
      const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '))!
      expect(scriptSrc).toContain("'unsafe-inline'")
      expect(scriptSrc).not.toMatch(/'(sha256|sha384|sha512|nonce)-/)
    }
  })
})

describe('the dark theme (src/app/(frontend)/darkTheme.css)', () => {
  const darkTheme = readFileSync('src/app/(frontend)/darkTheme.css', 'utf8')
  const tailwindPalettes = new Set(
    [...readFileSync('node_modules/tailwindcss/theme.css', 'utf8').matchAll(/--color-([a-z]+)(?:-\d+)?:/g)].map((match) => match[1]),
  )
  // The palettes the dark theme gives values of their own.
  const remapped = new Set([...darkTheme.matchAll(/^\s+--color-([a-z]+)(?:-\d+)?:/gm)].map((match) => match[1]))

  /** The public site's own code: the admin's components and the e-mails have their own colours. */
  const siteFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = `${dir}/${entry.name}`
      if (entry.isDirectory()) return /^(admin|\(payload\)|email|seed)$/.test(entry.name) ? [] : siteFiles(path)
      return /\.(tsx?|css)$/.test(entry.name) && entry.name !== 'payload-types.ts' ? [path] : []
    })
  const UTILITY = /(?:^|[\s"'`:])(?:bg|text|border|ring|outline|from|via|to|decoration|divide|fill|stroke|placeholder|accent|caret|shadow)-([a-z]+)(?:-\d{2,3})?(?:\/\d+)?(?=[\s"'`;]|$)/g

  it('gives a dark value to every palette colour the site’s components use, so none stays light on a dark page', () => {
    const unthemed = new Set<string>()
    for (const file of siteFiles('src')) {
      for (const [, palette] of readFileSync(file, 'utf8').matchAll(UTILITY)) {
        if (tailwindPalettes.has(palette) && !remapped.has(palette)) unthemed.add(`${palette} (${file})`)
      }
    }
    expect([...unthemed]).toEqual([])
  })

  it('keeps the light palette inside panels that are dark in both themes, for every colour it changes there', () => {
    const panel = darkTheme.slice(darkTheme.indexOf('::backdrop {'))
    for (const name of ['white', 'stone-50', 'stone-600', 'stone-900', 'amber-300', 'amber-800']) {
      expect(darkTheme).toContain(`--color-${name}:`)
      expect(panel).toContain(`--color-${name}: --theme(--color-${name} inline);`)
    }
  })
})
