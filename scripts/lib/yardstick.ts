/**
 * The yardstick for `npm run lighthouse`: a bare Next.js page (a heading, a paragraph and one
 * link; no stylesheet, no data, none of the site's code), built with the project's own Next and
 * React and measured in the same run as the site. What it scores is what the framework alone
 * scores on this machine and this Chromium, so a page's score reads against it: on a machine
 * where even this page scores below 95, no page of the site can score 95 there.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { stopper, type Service } from './services'
import { waitForServer } from './waitForServer'

const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'yardstick', private: true }),
  'app/layout.js': `export const metadata = { title: 'Yardstick', description: 'A bare Next.js page.' }
export default function Layout({ children }) {
  return <html lang="en"><body>{children}</body></html>
}
`,
  'app/page.js': `import Link from 'next/link'
export default function Page() {
  return <main><h1>Yardstick</h1><p>A bare Next.js page: the framework alone.</p><Link href="/other">Another page</Link></main>
}
`,
  'app/other/page.js': `export default function Other() {
  return <main><h1>Another page</h1></main>
}
`,
}

const run = (child: ChildProcess) =>
  new Promise<void>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the yardstick's build exited with ${code}`))))
  })

/** Builds the bare page beside the project (its node_modules linked in) and serves it on `port`. */
export const startYardstick = async (root: string, port: number): Promise<Service> => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lighthouse-yardstick-'))
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
  const next = path.join(root, 'node_modules/.bin/next')
  const env = { ...process.env, NODE_ENV: 'production' as const, NEXT_TELEMETRY_DISABLED: '1' }
  await run(spawn(next, ['build', '--webpack'], { cwd: dir, stdio: 'ignore', env }))
  const server = spawn(next, ['start', '--port', String(port)], { cwd: dir, stdio: 'ignore', env })
  const url = `http://127.0.0.1:${port}`
  await waitForServer(`${url}/`)
  return { url, port, dir, stop: stopper(server, dir) }
}
