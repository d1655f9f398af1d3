/**
 * How the app's own HTTP server (src/server/main.ts) is run.
 *
 * - `npm run dev`: from the TypeScript source, through tsx, so an edit needs no build step.
 * - `npm start`: from one JavaScript file that `npm run build` writes beside Next's output,
 *   run by plain Node. tsx would have to stay loaded for the process's whole life, and its
 *   module hooks answer every `import()` on a thread of their own through a message; Next
 *   imports the cache handler on every request, so under load that cost about a sixth of the
 *   server's CPU time (profiled at 64 connections) and kept the second core busy too.
 *
 * The bundle holds our server's own modules only; packages (next, pg) load from node_modules
 * as before. It sits two folders below the project, as main.ts does, so the project folder
 * main.ts works out from its own location stays the same.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'

export const SERVER_SOURCE = 'src/server/main.ts'
export const SERVER_BUNDLE = '.next/app-server/main.mjs'

/** Writes SERVER_BUNDLE (or `outfile`) from SERVER_SOURCE, tsconfig.json's `@/` aliases resolved. */
export const bundleAppServer = async (root: string, outfile = SERVER_BUNDLE) => {
  // Loaded here only: `npm start` does not need it (tsx, which runs serve.ts, has its own).
  const { build } = await import('esbuild')
  await build({
    absWorkingDir: root,
    entryPoints: [SERVER_SOURCE],
    outfile,
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
