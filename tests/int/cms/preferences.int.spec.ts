/**
 * Payload's preference endpoints write straight to the database for any signed-in user: a member
 * could store megabytes under any number of keys. They are the staff's, bounded in size and number
 * (src/access/payloadCollections.ts).
 */
import { describe, expect, it } from 'vitest'

import { MAX_PREFERENCES } from '@/access/payloadCollections'
import { createUser, testPayload, unique } from '../../factories'
import { rest } from './rest'

const key = () => unique('columns').replace(/[^a-z0-9-]/gi, '')

describe('/cms-api/payload-preferences', () => {
  it('refuses visitors (401) and members (403), reading or writing', async () => {
    const member = await createUser()
    for (const as of [null, member]) {
      const status = as ? 403 : 401
      expect((await rest('POST', `/payload-preferences/${key()}`, { as, body: { value: { a: 1 } } })).status).toBe(status)
      expect((await rest('GET', `/payload-preferences/${key()}`, { as })).status).toBe(status)
      expect((await rest('DELETE', `/payload-preferences/${key()}`, { as })).status).toBe(status)
    }
    const { totalDocs } = await (await testPayload()).count({ collection: 'payload-preferences', where: { 'user.value': { equals: member.id } }, overrideAccess: true })
    expect(totalDocs).toBe(0)
  })

  it('keeps an editor’s preferences, each 64 KB at most', async () => {
    const editor = await createUser({ role: 'editor' })
    const name = key()
    expect((await rest('POST', `/payload-preferences/${name}`, { as: editor, body: { value: { columns: ['title'] } } })).status).toBe(200)
    const read = await rest('GET', `/payload-preferences/${name}`, { as: editor })
    expect(read.status).toBe(200)
    expect(read.json.value).toEqual({ columns: ['title'] })
    const big = await rest('POST', `/payload-preferences/${key()}`, { as: editor, body: { value: 'x'.repeat(70 * 1024) } })
    expect(big.status).toBe(413)
  })

  it(`keeps at most ${MAX_PREFERENCES} per account, while the ones kept can still change`, async () => {
    const editor = await createUser({ role: 'editor' })
    const payload = await testPayload()
    const names = Array.from({ length: MAX_PREFERENCES }, (_, i) => `kept-${i}`)
    for (let i = 0; i < names.length; i += 50) {
      await Promise.all(
        names.slice(i, i + 50).map((name) =>
          // As Payload's own endpoint writes them: straight to the database.
          payload.db.create({ collection: 'payload-preferences', data: { key: name, user: { relationTo: 'users', value: editor.id }, value: {} } }),
        ),
      )
    }
    expect((await rest('POST', `/payload-preferences/${key()}`, { as: editor, body: { value: 1 } })).status).toBe(400)
    expect((await rest('POST', '/payload-preferences/kept-7', { as: editor, body: { value: 2 } })).status).toBe(200)
  })
})
