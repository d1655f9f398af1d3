/**
 * How the app's own HTTP server (src/server/main.ts) is run.
 *
 * - `npm run dev`: from the TypeScript source, through tsx, so an edit needs no build step.
 * - `npm start`: from JavaScript that `npm run build` writes beside Next's output, run by plain
 *   Node (scripts/start.mjs). tsx would have to stay loaded for the process's whole life, and
 *   its module hooks answer every `import()` on a thread of their own through a message; Next
 *   imports the cache handler on every request, so under load that cost about a sixth of the
 *   server's CPU time (profiled at 64 connections) and kept the second core busy too.
 *
 * The bundle holds our server's own modules only; packages (next, pg) load from node_modules
 * as before. It is split where main.ts imports a part on demand, so each process loads only its
 * own: the primary neither Next nor Payload, a worker not the embedded PostgreSQL. Its files sit
 * two folders below the project, as main.ts does, so the project folder each works out from its
 * own location stays the same.
 */
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'

export const SERVER_SOURCE = 'src/server/main.ts'
export const SERVER_BUNDLE = '.next/app-server/main.mjs'

/**
 * Writes SERVER_BUNDLE (or `outfile`) from SERVER_SOURCE, with the parts it loads on demand
 * beside it, tsconfig.json's `@/` aliases resolved.
 */
export const bundleAppServer = async (root: string, outfile = SERVER_BUNDLE) => {
  // Loaded here only: `npm start` does not need it.
  const { build } = await import('esbuild')
  const outdir = path.resolve(root, path.dirname(outfile))
  rmSync(outdir, { recursive: true, force: true })
  await build({
    absWorkingDir: root,
    entryPoints: { [path.basename(outfile, '.mjs')]: SERVER_SOURCE },
    outdir,
    outExtension: { '.js': '.mjs' },
    chunkNames: '[name]-[hash]',
    splitting: true,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  })
}

/** The command that runs the app's server in `mode`, with the arguments given after it. */
export const appServerCommand = (root: string, mode: 'dev' | 'start', args: readonly string[] = []): [string, string[]] => {
  if (mode === 'start' && existsSync(path.join(root, SERVER_BUNDLE))) {
    return [process.execPath, [SERVER_BUNDLE, mode, ...args]]
  }
  if (mode === 'start') console.warn(`[start] ${SERVER_BUNDLE} is missing (a build from before it existed): running ${SERVER_SOURCE} through tsx. Run npm run build.`)
  return [process.execPath, ['--import', 'tsx', SERVER_SOURCE, mode, ...args]]
}
