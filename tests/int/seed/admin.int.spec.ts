import { afterEach, describe, expect, it } from 'vitest'

import { ensureAdmin } from '@/seed/admin'
import { testPayload, unique } from '../../factories'

const saved = { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }
afterEach(() => {
  process.env.ADMIN_EMAIL = saved.email
  process.env.ADMIN_PASSWORD = saved.password
  if (saved.email === undefined) delete process.env.ADMIN_EMAIL
  if (saved.password === undefined) delete process.env.ADMIN_PASSWORD
})

describe('ensureAdmin', () => {
  it('says it created the account only the first time, and never changes it afterwards', async () => {
    const payload = await testPayload()
    process.env.ADMIN_EMAIL = `${unique('creator')}@example.test`
    process.env.ADMIN_PASSWORD = 'first-admin-password-1'

    const first = await ensureAdmin(payload)
    expect(first).toMatchObject({ email: process.env.ADMIN_EMAIL, created: true, source: 'environment' })

    process.env.ADMIN_PASSWORD = 'another-password-2'
    const second = await ensureAdmin(payload)
    expect(second.created).toBe(false)
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: process.env.ADMIN_EMAIL } }, depth: 0 })
    expect(docs).toHaveLength(1)
    expect(docs[0].role).toBe('admin')
    await payload.delete({ collection: 'users', id: docs[0].id })
  })
})
