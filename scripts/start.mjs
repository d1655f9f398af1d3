/**
 * `npm start`: the production server, from the bundle `npm run build` writes
 * (.next/app-server/main.mjs, src/server/main.ts). Plain JavaScript run by plain Node, so no
 * TypeScript loader stays in memory for the server's life; the worker processes run this file
 * too (Node's cluster module starts each with the primary's script and arguments).
 */
import { existsSync } from 'node:fs'

const bundle = new URL('../.next/app-server/main.mjs', import.meta.url)
if (!existsSync(bundle)) {
  console.error('There is no production build here yet: run `npm run build` first, then `npm start`.')
  process.exit(1)
}
if (process.argv[2] !== 'start') process.argv.splice(2, 0, 'start')
await import(bundle.href)
