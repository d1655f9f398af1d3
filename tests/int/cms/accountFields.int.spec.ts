/**
 * An account's e-mail address, verification and role change only through their own flows:
 * the address through /account and its confirmation link, verification by proving an address,
 * the role by the creator. Through the APIs a member changes none of them; the creator may
 * correct someone's address, which is then unproven, and both addresses are told.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, testPayload, unique } from '../../factories'
import { mailTo } from '../../setup/smtp'
import { rest } from './rest'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const address = (label: string) => `${unique(label).toLowerCase().replace(/[^a-z0-9-]/g, '-')}@example.test`
const stored = (id: number) => payload.findByID({ collection: 'users', id, depth: 0 })
const proven = async (id: number) => {
  await payload.db.updateOne({ collection: 'users', id, data: { emailVerified: true }, returning: false })
}

describe('a member’s own address, through the APIs', () => {
  it('is refused at /cms-api (members use /account), proven or not', async () => {
    const member = await createUser()
    await proven(member.id)
    const res = await rest('PATCH', `/users/${member.id}`, { as: member, body: { email: address('taken-over') } })
    expect(res.status).toBe(403)
    expect(await stored(member.id)).toMatchObject({ email: member.email, emailVerified: true })
  })

  it('is refused through the Local API as the member, with the way to do it', async () => {
    const member = await createUser()
    await expect(
      payload.update({ collection: 'users', id: member.id, data: { email: address('side-door') }, user: member, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 400, data: { errors: [{ path: 'email', message: expect.stringMatching(/account page \(\/account\)/) }] } })
    expect((await stored(member.id)).email).toBe(member.email)
  })

  it('is refused to an editor and to the creator for their own account', async () => {
    for (const role of ['editor', 'admin'] as const) {
      const staff = await createUser({ role })
      const res = await rest('PATCH', `/users/${staff.id}`, { as: staff, body: { email: address(`own-${role}`) } })
      expect(res.status, res.text).toBe(400)
      expect(res.text).toContain('/account')
      expect((await stored(staff.id)).email).toBe(staff.email)
    }
  })

  it('keeps verification and role out of reach: set only by their flows', async () => {
    const [creator, member] = await Promise.all([createUser({ role: 'admin' }), createUser()])
    const res = await rest('PATCH', `/users/${member.id}`, { as: creator, body: { emailVerified: true, hasPassword: false } })
    expect(res.status, res.text).toBe(200)
    expect(await stored(member.id)).toMatchObject({ emailVerified: false, hasPassword: true })
    const editor = await createUser({ role: 'editor' })
    await rest('PATCH', `/users/${editor.id}`, { as: editor, body: { role: 'admin' } })
    expect((await stored(editor.id)).role).toBe('editor')
  })

  it('still lets a member change their name', async () => {
    const member = await createUser()
    const saved = await payload.update({ collection: 'users', id: member.id, data: { firstName: 'Lydia' }, user: member, overrideAccess: false })
    expect(saved.firstName).toBe('Lydia')
  })
})

describe('the creator correcting a member’s address in the admin', () => {
  it('saves it unproven and tells both addresses', async () => {
    const [creator, member] = await Promise.all([createUser({ role: 'admin' }), createUser()])
    await proven(member.id)
    const corrected = address('corrected')
    const res = await rest('PATCH', `/users/${member.id}`, { as: creator, body: { email: corrected } })
    expect(res.status, res.text).toBe(200)
    expect(await stored(member.id)).toMatchObject({ email: corrected, emailVerified: false })

    // Queued notices carry members' addresses: the creator's to see, not an editor's.
    const editor = await createUser({ role: 'editor' })
    const seenByEditor = await rest('GET', '/payload-jobs?where[taskSlug][equals]=deliverEmail&depth=0', { as: editor })
    expect(seenByEditor.status).toBe(200)
    expect(seenByEditor.text).not.toContain(corrected)
    expect((await rest('GET', '/payload-jobs?where[taskSlug][equals]=deliverEmail&depth=0', { as: creator })).text).toContain(corrected)

    // The notices were queued with the change; the queue sends them.
    await payload.jobs.run({ queue: 'default', where: { taskSlug: { equals: 'deliverEmail' } } })
    expect((await mailTo(member.email, /e-mail address was changed/)).text).toContain(corrected)
    expect((await mailTo(corrected, /This is now your/)).text).toContain(member.email)
  })

  it('queues no notice for a change that was refused', async () => {
    const [creator, member, other] = await Promise.all([createUser({ role: 'admin' }), createUser(), createUser()])
    // Another account's address: the unique index refuses it, and the notices go with the change.
    const res = await rest('PATCH', `/users/${member.id}`, { as: creator, body: { email: other.email } })
    expect(res.status).toBe(400)
    const queued = await payload.find({ collection: 'payload-jobs', where: { 'input.to': { equals: other.email } }, depth: 0 })
    expect(queued.totalDocs).toBe(0)
  })
})
