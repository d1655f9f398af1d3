/**
 * The Debian packages the tests drive, installed before any test runs: `npm test` on a fresh
 * machine needs nothing but Node and this script. As root it installs what is missing through
 * apt; otherwise it stops at once with the command to run.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

type SystemPackage = { name: string; found: () => boolean; neededBy: string }

const onPath = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0

const SYSTEM_PACKAGES: SystemPackage[] = [
  { name: 'chromium', found: () => existsSync('/usr/bin/chromium'), neededBy: 'the browser tests' },
  { name: 'redis-server', found: () => onPath('redis-server'), neededBy: 'the scale-out test' },
  { name: 'nginx-light', found: () => existsSync('/usr/sbin/nginx'), neededBy: 'the scale-out test' },
  { name: 'docker-compose', found: () => onPath('docker-compose'), neededBy: 'the compose file check' },
]

const APT = 'apt-get install -y --no-install-recommends'

/** Debian starts the services it installs; the tests start their own, on free ports. */
const stopDebianServices = () => {
  for (const service of ['nginx', 'redis-server']) {
    const stopped = onPath('systemctl') && spawnSync('systemctl', ['stop', service], { stdio: 'ignore' }).status === 0
    if (!stopped) spawnSync('service', [service, 'stop'], { stdio: 'ignore' })
  }
}

/**
 * Installs the missing packages, or returns the command a person must run (null when all are
 * present). Root with apt only: anyone else is told, since sudo may ask for a password.
 */
export const ensureSystemPackages = (): string | null => {
  const missing = SYSTEM_PACKAGES.filter((pkg) => !pkg.found())
  if (missing.length === 0) return null
  const names = missing.map((pkg) => pkg.name).join(' ')
  const command = `sudo apt-get update && sudo ${APT} ${names}`
  const root = process.getuid?.() === 0
  if (!root || !onPath('apt-get')) return command
  console.log(`Installing Debian's ${names} (${[...new Set(missing.map((pkg) => pkg.neededBy))].join(', ')})...`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const apt = (args: string) => spawnSync('sh', ['-c', `apt-get ${args}`], { stdio: ['ignore', 'ignore', 'inherit'], env }).status === 0
  const installed = apt('update -qq') && apt(`install -y -qq --no-install-recommends ${names}`)
  stopDebianServices()
  const stillMissing = SYSTEM_PACKAGES.filter((pkg) => !pkg.found())
  if (!installed || stillMissing.length > 0) return `${APT} ${stillMissing.map((pkg) => pkg.name).join(' ') || names}`
  return null
}
