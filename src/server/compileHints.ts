import type { NextConfig } from 'next'

type WebpackHook = NonNullable<NextConfig['webpack']>

/** The few parts of webpack's plugin API used here (Next hands its own webpack over untyped). */
type Webpack = {
  Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number }
  sources: { ConcatSource: new (...parts: unknown[]) => unknown }
}
type Compilation = {
  entrypoints: Map<string, { chunks: Iterable<{ files: Set<string> }> }>
  hooks: { processAssets: { tap(options: { name: string; stage: number }, run: () => void): void } }
  updateAsset(file: string, update: (source: unknown) => unknown): void
}
type Compiler = { hooks: { thisCompilation: { tap(name: string, run: (compilation: Compilation) => void): void } } }

/**
 * The comment V8 (Chrome 136 and later) reads at the top of a script: compile every function in
 * it while the script streams in, on a background thread. Without it, each function is compiled
 * on the main thread when it is first called, which for the framework and the page's code is
 * during the page's first moments: a reader's phone cannot respond meanwhile.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** The browser entrypoints of the public pages: Next's app bootstrap and every page or layout outside the admin. */
const isPublicEntry = (name: string) => name === 'main-app' || (name.startsWith('app/') && !name.startsWith('app/(payload)'))

/**
 * Marks the scripts every public page loads before it can respond (its entrypoints' initial
 * chunks: the bundler's runtime, React, Next, and the page's own code) for eager compilation.
 * The scripts a page loads later (a form's engine when first used) and the admin's are left to
 * V8's lazy compilation, where most functions are never called. Runs after minification, which
 * would drop the comment, and before source maps and content hashes are made, which then match.
 */
export const compileHints: WebpackHook = (config, { webpack, isServer, dev }) => {
  if (isServer || dev) return config
  const { Compilation, sources } = webpack as Webpack
  config.plugins.push({
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'CompileHints', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
          const files = new Set<string>()
          for (const [name, entry] of compilation.entrypoints) {
            if (!isPublicEntry(name)) continue
            for (const chunk of entry.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file)
          }
          for (const file of files) compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source))
        })
      })
    },
  })
  return config
}
