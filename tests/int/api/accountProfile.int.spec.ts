import { describe, expect, it } from 'vitest'

import { PATCH as patchProfile, POST as postProfile } from '@/app/(frontend)/api/account/profile/route'
import { userShape } from '@/lib/openapi/shapes'
import { call, sessionCookie } from '../../api'
import { createUser } from '../../factories'
import { accountColumns } from '../../factories/accountSettings'

const PATH = '/api/account/profile'

const save = (cookie: string | undefined, body: unknown) => call(patchProfile, PATH, { method: 'PATCH', cookie, body })

describe('PATCH /api/account/profile', () => {
  it("changes the member's names, trimmed, and answers the public user", async () => {
    const member = await createUser({ firstName: 'Old', lastName: 'Name' })
    const res = await save(await sessionCookie(member), { firstName: '  Priscilla ', lastName: 'of Corinth ' })
    expect(res.status).toBe(200)
    expect(userShape.strict().parse(res.json)).toEqual({
      id: member.id,
      email: member.email,
      firstName: 'Priscilla',
      lastName: 'of Corinth',
      createdAt: member.createdAt,
    })
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(await accountColumns(member.id)).toMatchObject({ first_name: 'Priscilla', last_name: 'of Corinth' })
  })

  it('clears a name sent empty and keeps one left out', async () => {
    const member = await createUser({ firstName: 'Aquila', lastName: 'Pontus' })
    const cookie = await sessionCookie(member)
    const cleared = await save(cookie, { firstName: '   ' })
    expect(cleared.status).toBe(200)
    expect(cleared.json).toMatchObject({ firstName: null, lastName: 'Pontus' })
    const both = await save(cookie, { firstName: '', lastName: '' })
    expect(both.json).toMatchObject({ firstName: null, lastName: null })
  })

  it('answers 401 to a visitor and changes nobody', async () => {
    const res = await save(undefined, { firstName: 'Nobody' })
    expect(res.status).toBe(401)
    expect(res.json).toEqual({ message: expect.any(String) })
  })

  it.each([
    [{ firstName: 'f'.repeat(101) }, 'firstName', 'First name must be at most 100 characters.'],
    [{ lastName: 'l'.repeat(101) }, 'lastName', 'Last name must be at most 100 characters.'],
    [{ firstName: 42 }, 'firstName', 'This field is required.'],
    [{ firstName: 'Line\nbreak inside' }, 'firstName', 'This field contains characters that are not allowed.'],
    [{ lastName: 'Nul\u0000byte' }, 'lastName', 'This field contains characters that are not allowed.'],
  ])('refuses %j with 400 and a message for the field', async (body, field, message) => {
    const member = await createUser({ firstName: 'Kept' })
    const res = await save(await sessionCookie(member), body)
    expect(res.status).toBe(400)
    expect(res.json.errors[field]).toBe(message)
    expect((await accountColumns(member.id)).first_name).toBe('Kept')
  })

  it('refuses malformed JSON, a huge body and another site', async () => {
    const member = await createUser()
    const cookie = await sessionCookie(member)
    expect((await call(patchProfile, PATH, { method: 'PATCH', cookie, rawBody: '{"firstName":' })).status).toBe(400)
    expect((await save(cookie, { firstName: 'x'.repeat(120 * 1024) })).status).toBe(413)
    const crossSite = await call(patchProfile, PATH, { method: 'PATCH', cookie, body: { firstName: 'Evil' }, origin: 'https://evil.example' })
    expect(crossSite.status).toBe(403)
    expect((await accountColumns(member.id)).first_name).toBe('Test')
  })

  it("changes only the signed-in member's names, whatever the body says", async () => {
    const [alice, bob] = await Promise.all([createUser({ firstName: 'Alice' }), createUser({ firstName: 'Bob' })])
    const res = await save(await sessionCookie(alice), { firstName: 'Changed', id: bob.id, email: bob.email, role: 'admin' })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ id: alice.id, email: alice.email, firstName: 'Changed' })
    expect(await accountColumns(bob.id)).toMatchObject({ first_name: 'Bob', email: bob.email })
  })

  it("takes the page's plain form (before its JavaScript loads) and redirects back with a notice", async () => {
    const member = await createUser()
    const cookie = await sessionCookie(member)
    const form = (body: string) =>
      call(postProfile, PATH, { method: 'POST', cookie, rawBody: body, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    const saved = await form('firstName=Phoebe&lastName=Cenchreae')
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toBe('/account?profile=saved#profile')
    expect(await accountColumns(member.id)).toMatchObject({ first_name: 'Phoebe', last_name: 'Cenchreae' })
    const invalid = await form(`firstName=${'f'.repeat(101)}`)
    expect(invalid.headers.get('location')).toBe('/account?profile=invalid#profile')
    const anonymous = await call(postProfile, PATH, {
      method: 'POST',
      rawBody: 'firstName=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(anonymous.headers.get('location')).toBe('/login?next=%2Faccount')
  })
})
