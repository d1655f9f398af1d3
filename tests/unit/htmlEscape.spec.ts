import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { escapeHtml } from '@/lib/html/escape'

/**
 * HTML the site writes as a string (feeds, e-mails, the passage block, reference links, imported
 * shortcodes) is escaped by one function, safe in text and in a quoted attribute alike; XML
 * (src/lib/seo/xmlText.ts) has its own rules.
 */
describe('escaping text for HTML', () => {
  it('turns each character that means something in HTML into a character reference', () => {
    expect(escapeHtml(`<script>alert("x" + 'y')</script> & more`)).toBe('&lt;script&gt;alert(&quot;x&quot; + &#39;y&#39;)&lt;/script&gt; &amp; more')
    expect(escapeHtml('&amp; stays written as typed')).toBe('&amp;amp; stays written as typed')
    expect(escapeHtml('Psalm 23 — “The Lord”')).toBe('Psalm 23 — “The Lord”')
  })

  it('keeps a value inside a quoted attribute, whichever quote', () => {
    const value = `a" onmouseover="x' onfocus='y`
    expect(`<a title="${escapeHtml(value)}">`).not.toMatch(/"[^"]*"[^"]*"[^>]/)
    expect(escapeHtml(value)).not.toMatch(/["']/)
  })

  it('is written once: no other module of the site escapes HTML by hand', () => {
    const src = path.resolve(__dirname, '../../src')
    const own = new Set(['lib/html/escape.ts', 'lib/seo/xmlText.ts'])
    const files = (readdirSync(src, { recursive: true }) as string[])
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => /\.(ts|tsx)$/.test(file) && !own.has(file) && file !== 'payload-types.ts')
    const escaping = files.filter((file) => {
      const code = readFileSync(path.join(src, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
      return /['"`]&(amp|lt|gt|quot|#39|apos);['"`]|\bescape(UTF8|Attribute|Text)\b/.test(code)
    })
    expect(escaping).toEqual([])
  })
})
