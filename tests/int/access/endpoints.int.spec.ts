/**
 * Every endpoint of Payload's REST API at /cms-api, read from the running config (Payload's
 * defaults, its plugins' and ours), is classified here: a visitor and a member reach only the
 * few that are open to outsiders, and everything else is the staff's, where the rule named in
 * the table decides. A new endpoint (a Payload upgrade, a plugin, our own) fails this test until
 * it is classified, and is closed to outsiders whatever the table says.
 */
import type { Endpoint, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'
import { sessionCookie } from '../../api'
import { createUser, testPayload } from '../../factories'
import { rest } from '../cms/rest'

/** Open to everyone: the guard lets the request through, and Payload's own rule decides. */
const OUTSIDERS = 'open to visitors and members'

/**
 * What decides for the staff once the guard has let them through. Keys are "METHOD path" for
 * the endpoints every collection (or global) has, or "slug METHOD path" for one collection's.
 */
const EVERY_COLLECTION: Record<string, string> = {
  'GET /': 'the collection’s read rule',
  'GET /:id': 'the collection’s read rule',
  'GET /count': 'the collection’s read rule',
  'GET /versions': 'the collection’s readVersions rule',
  'GET /versions/:id': 'the collection’s readVersions rule',
  'POST /versions/:id': 'the collection’s update rule (restores a version)',
  'POST /': 'the collection’s create rule',
  'POST /:id/duplicate': 'the collection’s create rule',
  'POST /access/:id?': 'the signed-in user’s own permissions',
  'PATCH /': 'the collection’s update rule',
  'PATCH /:id': 'the collection’s update rule',
  'DELETE /': 'the collection’s delete rule',
  'DELETE /:id': 'the collection’s delete rule',
}

const EVERY_UPLOAD_COLLECTION: Record<string, string> = {
  'GET /file/:filename': OUTSIDERS,
  'GET /paste-url/:id?': 'the collection’s create or update rule',
}

const EVERY_GLOBAL: Record<string, string> = {
  'GET /': 'the global’s read rule',
  'POST /': 'the global’s update rule',
  'POST /access': 'the signed-in user’s own permissions',
  'GET /versions': 'the global’s readVersions rule',
  'GET /versions/:id': 'the global’s readVersions rule',
  'POST /versions/:id': 'the global’s update rule (restores a version)',
}

const SPECIFIC: Record<string, string> = {
  // The admin panel's sign-in calls, made before anyone is known to be staff.
  'users GET /me': OUTSIDERS,
  'users GET /init': OUTSIDERS,
  'users POST /login': OUTSIDERS,
  'users POST /logout': OUTSIDERS,
  'users POST /refresh-token': OUTSIDERS,
  'users POST /forgot-password': OUTSIDERS,
  'users POST /reset-password': OUTSIDERS,
  'users POST /first-register': OUTSIDERS,
  'users POST /unlock': 'the creator (users.access.unlock)',
  'users POST /verify/:token': 'nobody: the site does not use e-mail verification (404)',
  'users POST /verify/:id': 'nobody: the site does not use e-mail verification (404)',
  'root GET /access': 'the signed-in user’s own permissions',
  // Payload adds it once the admin panel has been built; its images are switched off.
  'root GET /og': 'nobody: the admin’s Open Graph images are switched off (404)',
  'root POST /plugin-seo/generate-title': 'the staff (the SEO panel’s suggestions)',
  'root POST /plugin-seo/generate-description': 'the staff (the SEO panel’s suggestions)',
  'root POST /plugin-seo/generate-url': 'the staff (the SEO panel’s suggestions)',
  'root POST /plugin-seo/generate-image': 'the staff (the SEO panel’s suggestions)',
  'payload-jobs GET /run': 'the creator (jobs.access.run)',
  'payload-jobs GET /handle-schedules': 'the creator (jobs.access.run)',
  'payload-preferences GET /:key': 'the staff’s own preferences',
  'payload-preferences POST /:key': 'the staff’s own preferences, bounded in size and count',
  'payload-preferences DELETE /:key': 'the staff’s own preferences',
  'exports POST /download': 'the exports collection’s create rule',
  'exports POST /export-preview': 'the exports collection’s create rule',
  'imports POST /preview-data': 'nobody (imports.access.create)',
  'newsletter-sends GET /by-post/:post': 'the staff (newsletter sending)',
  'newsletter-sends POST /start': 'the staff (newsletter sending)',
  'newsletter-sends POST /:id/retry': 'the staff (newsletter sending)',
  'music-suggestions POST /:id/start-analysis': 'the staff (the inbox)',
  'contact-messages POST /:id/opened': 'the staff (the inbox)',
  'music-suggestions POST /:id/opened': 'the staff (the inbox)',
  'media-submissions POST /:id/opened': 'the staff (the inbox)',
  'book-suggestions POST /:id/opened': 'the staff (the inbox)',
  'donations POST /:id/opened': 'the creator (donations’ read rule)',
}

type Found = { owner: string; method: string; path: string; address: string; rule: string | undefined }

const endpointsOf = (payload: Payload): Found[] => {
  const { config } = payload
  const found: Found[] = []
  const add = (owner: string, base: string, endpoints: false | Endpoint[] | undefined, shared: Record<string, string>[]) => {
    for (const { method, path } of endpoints || []) {
      const key = `${method.toUpperCase()} ${path}`
      const rule = SPECIFIC[`${owner} ${key}`] ?? shared.map((table) => table[key]).find(Boolean)
      // Parameters become values that name nothing: the guard decides before anything is looked up.
      const address = `${base}${path}`.replace(/\/:[a-z]+\?$/i, '').replace(/:[a-z]+/gi, '1').replace(/\/$/, '') || '/'
      found.push({ owner, method: method.toUpperCase(), path, address, rule })
    }
  }
  add('root', '', config.endpoints, [])
  for (const collection of config.collections) {
    add(collection.slug, `/${collection.slug}`, collection.endpoints, collection.upload ? [EVERY_UPLOAD_COLLECTION, EVERY_COLLECTION] : [EVERY_COLLECTION])
  }
  for (const global of config.globals) add(`globals/${global.slug}`, `/globals/${global.slug}`, global.endpoints, [EVERY_GLOBAL])
  return found
}

const STAFF_ONLY = {
  anonymous: { status: 401, message: 'Sign in with a staff account to use this.' },
  member: { status: 403, message: 'This is for the site’s staff. Your account is at /account.' },
}

let payload: Payload
let member: User
let editor: User
const cookies = { member: '', editor: '' }
beforeAll(async () => {
  payload = await testPayload()
  ;[member, editor] = await Promise.all([createUser(), createUser({ role: 'editor' })])
  cookies.member = await sessionCookie(member)
  cookies.editor = await sessionCookie(editor)
})

/** Sign-out ends the session it is sent with: it gets a session of its own. */
const cookieFor = async (who: 'member' | 'editor', path: string) =>
  path === '/logout' ? sessionCookie(who === 'member' ? member : editor) : cookies[who]

describe('every endpoint of /cms-api', () => {
  it('is classified', () => {
    const unclassified = endpointsOf(payload)
      .filter((endpoint) => !endpoint.rule)
      .map(({ owner, method, path }) => `${owner} ${method} ${path}`)
    expect(unclassified).toEqual([])
  })

  it('is refused to visitors (401) and members (403) before Payload reads it, unless it is open to outsiders', async () => {
    const wrong: string[] = []
    for (const { owner, method, path, address, rule } of endpointsOf(payload)) {
      for (const who of ['visitor', 'member'] as const) {
        const headers: Record<string, string> = who === 'member' ? { cookie: await cookieFor('member', path) } : {}
        const res = await rest(method as 'GET', address, { headers, body: method === 'GET' ? undefined : {} })
        const refusal = who === 'member' ? STAFF_ONLY.member : STAFF_ONLY.anonymous
        const refused = res.status === refusal.status && res.json?.message === refusal.message
        if (refused === (rule === OUTSIDERS)) wrong.push(`${owner} ${method} ${path} as a ${who}: ${res.status} ${res.text.slice(0, 80)}`)
      }
    }
    expect(wrong).toEqual([])
  })

  // Reads only: a write sent to every endpoint would duplicate, restore or delete real documents.
  it('lets an editor through to the rule the table names', async () => {
    const refusedByGuard: string[] = []
    for (const { owner, method, path, address } of endpointsOf(payload).filter((endpoint) => endpoint.method === 'GET')) {
      const res = await rest('GET', `${address}?where[id][equals]=0`, { headers: { cookie: cookies.editor } })
      if (Object.values(STAFF_ONLY).some((refusal) => res.json?.message === refusal.message)) refusedByGuard.push(`${owner} ${method} ${path}`)
    }
    expect(refusedByGuard).toEqual([])
  })

  it('refuses outsiders Payload’s method override, even on an open address', async () => {
    for (const as of [null, member]) {
      const res = await rest('POST', '/users/me', {
        headers: { ...(as ? { cookie: cookies.member } : {}), 'content-type': 'application/x-www-form-urlencoded', 'x-payload-http-method-override': 'GET' },
        body: 'depth=0',
      })
      expect(res.status).toBe(as ? 403 : 401)
    }
  })
})
