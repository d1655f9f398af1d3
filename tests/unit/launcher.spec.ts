/**
 * scripts/serve.ts is always run with the launcher's flags (the production server is plain Node) (scripts/lib/launcher.ts), and with
 * them lexical's packages load their production build directly, without the entry point whose
 * top-level `await import()` could leave the launcher waiting forever under tsx on Node 20.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { LAUNCHER, launcherArgs } from '../../scripts/lib/launcher'

const flags = LAUNCHER.slice(0, -1)

describe('the launcher', () => {
  it('is how package.json and the image run serve.ts', () => {
    const scripts = Object.values(JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>)
    const serving = scripts.filter((script) => script.includes('scripts/serve.ts'))
    expect(serving.length).toBeGreaterThanOrEqual(7)
    for (const script of serving) expect(script.startsWith(`node ${LAUNCHER.join(' ')} `), script).toBe(true)
  })

  it('is not how the production server runs: npm start and the image run plain Node', () => {
    const { start } = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>
    expect(start).toBe(`node ${launcherArgs('start').join(' ')}`)
    expect(start).not.toContain('tsx')
    const cmd = readFileSync('Dockerfile', 'utf8').match(/^CMD (.*)$/m)?.[1]
    expect(JSON.parse(cmd ?? '[]')).toEqual(['node', ...launcherArgs('start')])
  })

  it('resolves lexical and its plugins to their production builds, not the entry that picks one at run time', () => {
    const resolved = (conditions: readonly string[]) =>
      execFileSync(process.execPath, [...conditions, '--input-type=module', '-e', "for (const p of ['lexical', '@lexical/utils', '@lexical/rich-text']) console.log(import.meta.resolve(p))"], {
        encoding: 'utf8',
      })
        .trim()
        .split('\n')
    expect(resolved([]).every((url) => url.endsWith('.node.mjs'))).toBe(true)
    const launched = resolved(flags.filter((flag) => flag.startsWith('--conditions')))
    expect(launched).toHaveLength(3)
    for (const url of launched) expect(url).toMatch(/\.prod\.mjs$/)
  })
})
