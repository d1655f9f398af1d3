/**
 * What the site's pages load with them, read from the source: every module the browser runs
 * (a `'use client'` file and what it imports, but not what it imports on demand with
 * `import()`). Zod and the form resolver are most of a form page's JavaScript, so they load
 * only with a form's first check (src/lib/client/lazyZodResolver.ts, lazySchemaCheck.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const src = path.join(root, 'src')
// The admin's own components run in Payload's admin, which is not a reader's page.
const ADMIN_ONLY = /^src\/(components\/admin|fields|collections)\//

const sourceFiles = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => path.join(src, file))

const isClientEntry = (file: string) => /^\s*(\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*['"]use client['"]/.test(readFileSync(file, 'utf8'))

/** The modules a file imports for its values when it loads (type-only and `import()` left out). */
const staticImports = (file: string): string[] => {
  const text = readFileSync(file, 'utf8')
  const found: string[] = []
  for (const match of text.matchAll(/^(?:import|export)\s+(type\s+)?([^'"]*?)\s*from\s*['"]([^'"]+)['"]/gm)) {
    const [, typeOnly, clause, specifier] = match
    if (typeOnly) continue
    const named = /^\{([\s\S]*)\}$/.exec(clause.trim())?.[1]
    if (named && named.split(',').every((part) => !part.trim() || /^type\s/.test(part.trim()))) continue
    found.push(specifier)
  }
  for (const match of text.matchAll(/^import\s+['"]([^'"]+)['"]/gm)) found.push(match[1])
  return found
}

const resolveLocal = (from: string, specifier: string): string | null => {
  const base = specifier.startsWith('@/') ? path.join(src, specifier.slice(2)) : path.resolve(path.dirname(from), specifier)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate
  }
  return null
}

const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/')

/** Every module and package a client entry loads with it, with the chain of modules that brings each in. */
const loadedBy = (entry: string) => {
  const modules = new Map<string, string[]>()
  const packages = new Map<string, string[]>()
  const seen = new Set<string>()
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return
    seen.add(file)
    modules.set(file, chain)
    for (const specifier of staticImports(file)) {
      const local = specifier.startsWith('.') || specifier.startsWith('@/') ? resolveLocal(file, specifier) : null
      if (local) visit(local, [...chain, path.relative(root, local)])
      else if (!specifier.startsWith('.') && !specifier.startsWith('@/') && !packages.has(packageOf(specifier))) {
        packages.set(packageOf(specifier), chain)
      }
    }
  }
  visit(entry, [path.relative(root, entry)])
  return { modules, packages }
}

const clientEntries = sourceFiles.filter((file) => !ADMIN_ONLY.test(path.relative(root, file)) && isClientEntry(file))

describe('the JavaScript the site’s pages load with them', () => {
  it('finds the client components', () => {
    expect(clientEntries.map((file) => path.relative(root, file))).toEqual(
      expect.arrayContaining(['src/components/forms/ContactForm.tsx', 'src/components/providers/Providers.tsx', 'src/components/filters/FilterSearchBox.tsx']),
    )
  })

  it('holds no zod and no form resolver: a form loads them with its first check', () => {
    const offenders = clientEntries.flatMap((entry) => {
      const { packages } = loadedBy(entry)
      return ['zod', '@hookform/resolvers'].filter((name) => packages.has(name)).map((name) => `${name} via ${packages.get(name)!.join(' → ')}`)
    })
    expect(offenders).toEqual([])
  })

  it('uses no Node Buffer, for which the bundler would add its own copy of Node’s buffer module', () => {
    const offenders = clientEntries.flatMap((entry) =>
      [...loadedBy(entry).modules].filter(([file]) => /\bBuffer\.\w/.test(readFileSync(file, 'utf8'))).map(([, chain]) => chain.join(' → ')),
    )
    expect(offenders).toEqual([])
  })

  it('leaves the sections and content-type registries on the server: islands get addresses and choices as props', () => {
    const registries = ['src/lib/sections.ts', 'src/collections/registry.ts'].map((file) => path.join(root, file))
    // The members' favorites page lists documents of every type and builds their addresses itself.
    const pageTypes = clientEntries.filter((entry) => !entry.includes('/components/favorites/'))
    const offenders = pageTypes.flatMap((entry) =>
      [...loadedBy(entry).modules].filter(([file]) => registries.includes(file)).map(([, chain]) => chain.join(' → ')),
    )
    expect(offenders).toEqual([])
  })

  it('loads the sign-in and contact forms’ react-hook-form, and a plan’s reminder form, only when used', () => {
    const loads = (entry: string) => loadedBy(path.join(root, entry))
    for (const page of ['src/components/auth/AuthPanel.tsx', 'src/components/forms/ContactForm.tsx']) {
      expect([...loads(page).packages.keys()]).not.toContain('react-hook-form')
    }
    expect([...loads('src/components/readingPlans/PlanReminder.tsx').modules.keys()]).not.toContain(path.join(src, 'components/readingPlans/ReminderForm.tsx'))
  })
})
