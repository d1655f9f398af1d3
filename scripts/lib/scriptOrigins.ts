/**
 * Where the bytes of the build's browser scripts come from: the framework every page carries
 * (React, Next, React Query, and the bundler's runtime) or the site (its own modules and the
 * libraries it chose, such as react-hook-form), read from the source maps the build keeps out of
 * what is served (`.next/browser-source-maps`, written by `npm run build`: src/server/staticAssets.ts).
 * A script's share of each is the share of its generated characters that map to such sources;
 * `npm run lighthouse` splits each script's transferred bytes the same way.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { SOURCE_MAPS_DIR } from '../../src/server/staticAssets'

/**
 * Sources counted as the framework: React and Next (Next carries its own React), React Query, the
 * bundler's runtime. webpack names Next's own sources by their place in Next's repository
 * (`../../src/client/…`, outside this project), the project's as `./src/…`.
 */
const FRAMEWORK =
  /(^|\/)node_modules\/(react|react-dom|scheduler|next|@tanstack\/(react-query|query-core))\/|^\[turbopack\]|turbopack:\/\/\/\[turbopack\]|^webpack:\/\/_N_E\/(webpack\/|\.\.\/\.\.\/src\/)/

export type Origins = { framework: number; site: number }

type RawMap = { sources?: string[]; mappings?: string; sections?: { offset: { line: number; column: number }; map: RawMap }[] }

const BASE64 = new Map([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((char, i) => [char, i]))

/** One segment's numbers (source map v3's base64 VLQ). */
const decodeSegment = (text: string): number[] => {
  const values: number[] = []
  let value = 0
  let shift = 0
  for (const char of text) {
    const digit = BASE64.get(char) ?? 0
    value += (digit & 31) << shift
    if (digit & 32) shift += 5
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1)
      value = 0
      shift = 0
    }
  }
  return values
}

/**
 * Adds each mapped run of `lines` (the generated text, from `startLine`/`startColumn`) to the
 * framework or the site by its source; runs that map to nothing go to the site.
 */
const attribute = (map: RawMap, lines: string[], startLine: number, startColumn: number, into: Origins) => {
  if (map.sections) {
    for (const section of map.sections) attribute(section.map, lines, startLine + section.offset.line, startColumn + section.offset.column, into)
    return
  }
  const framework = (map.sources ?? []).map((source) => FRAMEWORK.test(source))
  let source = 0
  ;(map.mappings ?? '').split(';').forEach((lineMappings, i) => {
    const line = lines[startLine + i] ?? ''
    const offset = i === 0 ? startColumn : 0
    let column = 0
    const segments = lineMappings ? lineMappings.split(',').map(decodeSegment) : []
    segments.forEach((segment, j) => {
      column += segment[0]
      if (segment.length > 1) source += segment[1]
      const next = j + 1 < segments.length ? column + segments[j + 1][0] : line.length - offset
      const length = Math.max(0, next - column)
      if (segment.length > 1 && framework[source]) into.framework += length
      else into.site += length
    })
  })
}

/**
 * The characters of one built script (`/_next/static/chunks/x.js`) from the framework and from
 * the site, or null when the build kept no source map for it.
 */
export const scriptOrigins = (root: string, scriptPath: string): Origins | null => {
  const rel = scriptPath.replace(/^\/_next\/static\//, '').split('?')[0]
  const scriptFile = path.join(root, '.next/static', rel)
  if (!existsSync(scriptFile)) return null
  const text = readFileSync(scriptFile, 'utf8')
  // The script names its map (not always after itself), beside it in the served folder.
  const named = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(text)?.[1]
  const mapFile = path.join(root, SOURCE_MAPS_DIR, path.dirname(rel), named ?? `${path.basename(rel)}.map`)
  if (!existsSync(mapFile)) return null
  const origins: Origins = { framework: 0, site: 0 }
  attribute(JSON.parse(readFileSync(mapFile, 'utf8')) as RawMap, text.split('\n'), 0, 0, origins)
  return origins
}
