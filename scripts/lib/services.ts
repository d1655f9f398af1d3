/**
 * Debian's nginx and redis-server, started on loopback for the scale-out test and the bench
 * (.ci/run installs them when absent). Each runs in the foreground as a child of this process, in
 * a directory of its own, and stops with it.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { freePort } from './database'

const root = path.resolve(import.meta.dirname, '../..')
const PROXY_TEMPLATE = path.join(root, 'deploy/nginx/templates/default.conf.template')

export type Service = { url: string; port: number; dir: string; stop: () => Promise<void> }

const binary = (name: string, candidates: string[]) => {
  const found = candidates.find((candidate) => existsSync(candidate))
  if (!found) throw new Error(`${name} is not installed (Debian: apt-get install ${name === 'nginx' ? 'nginx-light' : 'redis-server'}); .ci/run installs it.`)
  return found
}

const listening = async (port: number, child: ChildProcess, name: string, timeoutMs = 10_000) => {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`)
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end()
        resolve(true)
      })
      socket.on('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${name} did not listen on ${port} within ${timeoutMs / 1000} s`)
}

/** Stops `child` (SIGTERM, then SIGKILL after 5 s) and removes its directory. */
export const stopper = (child: ChildProcess, dir: string) => async () => {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))])
    if (child.exitCode === null) child.kill('SIGKILL')
  }
  rmSync(dir, { recursive: true, force: true })
}

export const startRedis = async (): Promise<Service> => {
  const port = await freePort()
  const dir = mkdtempSync(path.join(tmpdir(), 'redis-'))
  const child = spawn(
    binary('redis-server', ['/usr/bin/redis-server', '/usr/sbin/redis-server']),
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  )
  await listening(port, child, 'redis-server')
  return { url: `redis://127.0.0.1:${port}`, port, dir, stop: stopper(child, dir) }
}

/** The image's own nginx.conf around our template, with every path inside `dir`. */
const mainConfig = (dir: string, include: string) => `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
    keepalive_requests 100000;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    ${include}
}
`

const startNginx = async (port: number, dir: string, http: string): Promise<Service> => {
  // Started as root, nginx's workers run as an unprivileged user that must reach the caches.
  chmodSync(dir, 0o755)
  writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir, http))
  const child = spawn(binary('nginx', ['/usr/sbin/nginx']), ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await listening(port, child, 'nginx')
  return { url: `http://127.0.0.1:${port}`, port, dir, stop: stopper(child, dir) }
}

/** Fills in the ${NGINX_...} names as the official image's entrypoint does (envsubst). */
const fillTemplate = (template: string, values: Record<string, string>) =>
  template.replace(/\$\{(NGINX_[A-Z_]+)\}/g, (whole, name: string) => values[name] ?? whole)

/** The shipped proxy config (deploy/nginx) in front of `upstreams` ("127.0.0.1:3001", ...). */
export const startProxy = async (upstreams: string[]): Promise<Service & { accessLog: string }> => {
  const port = await freePort()
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-proxy-'))
  const site = fillTemplate(readFileSync(PROXY_TEMPLATE, 'utf8'), {
    NGINX_LISTEN: `127.0.0.1:${port}`,
    NGINX_APP_SERVERS: upstreams.map((upstream) => `server ${upstream};`).join(' '),
    NGINX_CACHE_DIR: dir,
  })
  writeFileSync(path.join(dir, 'site.conf'), site)
  const service = await startNginx(port, dir, `include ${dir}/site.conf;`)
  return { ...service, accessLog: path.join(dir, 'access.log') }
}

/**
 * nginx serving files as they are (the bench's yardstick): `files` maps a path to its bytes,
 * stored with a gzipped copy beside it that nginx sends as is to clients accepting gzip, as the
 * proxy sends its cached gzipped pages.
 */
export const startStaticNginx = async (files: { path: string; body: Buffer; type: string }[]): Promise<Service> => {
  const port = await freePort()
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-static-'))
  const { gzipSync } = await import('node:zlib')
  const types: string[] = []
  files.forEach(({ body, type }, i) => {
    mkdirSync(path.join(dir, 'www'), { recursive: true })
    writeFileSync(path.join(dir, 'www', `${i}.body`), body)
    writeFileSync(path.join(dir, 'www', `${i}.body.gz`), gzipSync(body, { level: 5 }))
    types.push(`location = /${i} { default_type "${type}"; try_files /${i}.body =404; }`)
  })
  return startNginx(
    port,
    dir,
    `server { listen 127.0.0.1:${port}; root ${dir}/www; access_log off; gzip_static on; gzip_vary on; ${types.join(' ')} }`,
  )
}
