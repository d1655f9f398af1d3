/**
 * docker-compose.yml as Debian's docker-compose (1.29) reads it: valid with and without the
 * production profile, the development services usable alone, and the production services
 * wired to each other. No Docker daemon is needed (`config` only reads the file); .ci/run
 * installs docker-compose where it is missing.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

/** `docker-compose <args>` on the project's file, with the defaults of the file itself. */
const compose = (...args: string[]) => {
  // None of the shell's variables: the file's own defaults decide.
  const env = { NODE_ENV: 'test', PATH: process.env.PATH, HOME: process.env.HOME } as const
  const result = spawnSync('docker-compose', args, { cwd: root, encoding: 'utf8', env })
  if (result.error) {
    throw new Error(`docker-compose cannot run here (${result.error.message}): install Debian's docker-compose (.ci/run does)`)
  }
  return result
}

/** The normalized file `config` prints (two-space YAML), one service's block of it. */
const service = (config: string, name: string) => {
  const lines = config.split('\n')
  const start = lines.indexOf(`  ${name}:`)
  expect(start, `service ${name}`).toBeGreaterThan(-1)
  const end = lines.findIndex((line, i) => i > start && /^ {0,2}\S/.test(line))
  return lines.slice(start, end).join('\n')
}

const PRODUCTION = ['nginx', 'app1', 'app2', 'redis', 'minio', 'minio-bucket']
const DEVELOPMENT = ['postgres', 'mail']

describe('docker-compose.yml', () => {
  it('is accepted without a profile and with the production profile', () => {
    for (const args of [['config', '-q'], ['--profile', 'production', 'config', '-q']]) {
      const result = compose(...args)
      expect(result.stderr, args.join(' ')).toBe('')
      expect(result.status, args.join(' ')).toBe(0)
    }
  })

  it('keeps PostgreSQL and Mailpit out of any profile, so `docker compose up` still starts just them', () => {
    const config = compose('config').stdout
    expect(compose('config', '--services').stdout.trim().split('\n').sort()).toEqual([...DEVELOPMENT, ...PRODUCTION].sort())
    for (const name of DEVELOPMENT) expect(service(config, name)).not.toContain('profiles:')
    for (const name of PRODUCTION) expect(service(config, name), name).toMatch(/ {4}profiles:\n {4}- production\n/)
  })

  it('runs two app instances from the Dockerfile, healthy when /api/health answers, configured for the shared services', () => {
    const config = compose('--profile', 'production', 'config').stdout
    for (const name of ['app1', 'app2']) {
      const app = service(config, name)
      expect(app).toMatch(/ {4}build:\n {6}context: /)
      expect(app).toMatch(/healthcheck:[\s\S]*http:\/\/127\.0\.0\.1:3000\/api\/health/)
      for (const variable of ['DATABASE_URL', 'REDIS_URL', 'S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'SMTP_HOST', 'SMTP_PORT', 'PAYLOAD_SECRET', 'SERVER_URL', 'TRUST_PROXY', 'WEB_CONCURRENCY', 'COOKIE_SECURE']) {
        expect(app, `${name} ${variable}`).toMatch(new RegExp(`\\n {6}${variable}:`))
      }
      expect(app).toContain('DATABASE_URL: postgres://discernment:discernment@postgres:5432/discernment')
      expect(app).toContain('REDIS_URL: redis://redis:6379')
      expect(app).toContain('S3_ENDPOINT: http://minio:9000')
    }
    // The second instance waits for the first, which migrates and seeds.
    expect(service(config, 'app2')).toMatch(/depends_on:\n {6}app1:\n {8}condition: service_healthy/)
  })

  it('puts nginx in front with the proxy configuration, and lets the apps believe only its address', () => {
    const config = compose('--profile', 'production', 'config').stdout
    const nginx = service(config, 'nginx')
    expect(nginx).toMatch(/image: nginx:/)
    expect(nginx).toContain(`- ${path.join(root, 'deploy/nginx/templates')}:/etc/nginx/templates:ro`)
    expect(nginx).toContain('NGINX_APP_SERVERS: server app1:3000; server app2:3000;')
    expect(nginx).toMatch(/healthcheck:/)
    const proxyAddress = /ipv4_address: (\S+)/.exec(nginx)?.[1]
    expect(proxyAddress).toBeTruthy()
    for (const name of ['app1', 'app2']) expect(service(config, name)).toContain(`TRUST_PROXY: ${proxyAddress}`)
  })

  it('runs PostgreSQL 17, a Redis-compatible store, MinIO with its bucket made once, and Mailpit, each checked for health', () => {
    const config = compose('--profile', 'production', 'config').stdout
    expect(service(config, 'postgres')).toMatch(/image: postgres:17/)
    expect(service(config, 'redis')).toMatch(/image: (redis|valkey\/valkey):/)
    expect(service(config, 'minio')).toMatch(/image: minio\/minio:/)
    expect(service(config, 'mail')).toMatch(/image: axllent\/mailpit:/)
    for (const name of ['postgres', 'redis', 'minio']) expect(service(config, name), name).toMatch(/healthcheck:\n {6}\S/)
    const bucket = service(config, 'minio-bucket')
    expect(bucket).toContain('mc mb --ignore-existing')
    expect(bucket).toMatch(/restart: ["']no["']/)
    for (const name of ['app1', 'app2']) expect(service(config, name)).toMatch(/minio-bucket:\n {8}condition: service_completed_successfully/)
  })
})
