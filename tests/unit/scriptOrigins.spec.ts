/**
 * `npm run lighthouse` splits a page's scripts between the framework and the site by the build's
 * source maps (scripts/lib/scriptOrigins.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { SOURCE_MAPS_DIR } from '@/server/staticAssets'
import { scriptOrigins } from '../../scripts/lib/scriptOrigins'

const root = mkdtempSync(path.join(tmpdir(), 'script-origins-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** A built script and its kept map, which it names as the bundler does (not after itself). */
const script = (name: string, text: string, map: object) => {
  mkdirSync(path.join(root, '.next/static/chunks'), { recursive: true })
  mkdirSync(path.join(root, SOURCE_MAPS_DIR, 'chunks'), { recursive: true })
  writeFileSync(path.join(root, '.next/static/chunks', name), `${text}\n//# sourceMappingURL=map-of-${name}.map\n`)
  writeFileSync(path.join(root, SOURCE_MAPS_DIR, 'chunks', `map-of-${name}.map`), JSON.stringify(map))
}

describe('where a built script’s characters come from', () => {
  it('counts React, Next, React Query and the bundler runtime as the framework, the rest as the site', () => {
    // 13 characters from Next, then 9 from a site component, then 5 from react-hook-form.
    script('a.js', 'nextnextnext+sitesite+rhf!!', {
      version: 3,
      sources: ['turbopack:///[project]/node_modules/next/dist/client/link.js', 'turbopack:///[project]/src/components/Menu.tsx', 'turbopack:///[project]/node_modules/react-hook-form/dist/index.esm.mjs'],
      // Columns 0 (source 0), 13 (source 1), 22 (source 2), as base64 VLQ deltas.
      mappings: 'AAAA,aCAA,SCAA',
    })
    expect(scriptOrigins(root, '/_next/static/chunks/a.js')).toEqual({ framework: 13, site: 14 })
  })

  it('reads the maps the bundler writes in sections', () => {
    script('b.js', 'reactreact\nsite', {
      version: 3,
      sections: [
        { offset: { line: 0, column: 0 }, map: { version: 3, sources: ['turbopack:///[project]/node_modules/next/dist/compiled/react-dom/cjs/x.js'], mappings: 'AAAA' } },
        { offset: { line: 1, column: 0 }, map: { version: 3, sources: ['turbopack:///[project]/src/lib/client/useUser.ts'], mappings: 'AAAA' } },
      ],
    })
    expect(scriptOrigins(root, '/_next/static/chunks/b.js')).toEqual({ framework: 10, site: 4 })
  })

  it('knows nothing of a script without a kept map', () => {
    expect(scriptOrigins(root, '/_next/static/chunks/none.js')).toBeNull()
  })
})
