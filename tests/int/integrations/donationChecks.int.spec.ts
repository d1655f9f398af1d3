import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as checkRoute } from '@/app/(frontend)/api/admin/integrations/check/route'
import { checkDonationProvider } from '@/lib/integrations/donationChecks'
import type { User } from '@/payload-types'
import { call } from '../../api'
import { createUser, testPayload } from '../../factories'
import { donationPagesEnvironment, FAKE_PAGES, startDonationPagesFake, type DonationPagesFake } from '../../fakes/donationPages'

/**
 * The Test buttons of Site settings → Donations: Ko-fi and Buy Me A Coffee pages asked of a
 * loopback fake of those sites (KOFI_PAGES_URL, BUYMEACOFFEE_PAGES_URL), never of the host the
 * creator typed; PayPal's ID checked for its shape only, and said so.
 *
 * The settings are one row every test file shares: this file stores only a Ko-fi address while
 * the provider stays as it was (a page address the chosen provider does not use changes nothing
 * readers see), and puts the old value back at the end.
 */
const CHECK = '/api/admin/integrations/check'
const VARIABLES = ['KOFI_PAGES_URL', 'BUYMEACOFFEE_PAGES_URL'] as const
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]))

let payload: Payload
let fake: DonationPagesFake
let creator: User
let savedKofiUrl: string | null | undefined

beforeAll(async () => {
  payload = await testPayload()
  fake = await startDonationPagesFake()
  const environment = donationPagesEnvironment(fake)
  process.env.KOFI_PAGES_URL = environment.KOFI_PAGES_URL
  process.env.BUYMEACOFFEE_PAGES_URL = environment.BUYMEACOFFEE_PAGES_URL
  savedKofiUrl = (await payload.findGlobal({ slug: 'site-settings' })).donations?.kofiUrl
})

afterAll(async () => {
  await payload.updateGlobal({ slug: 'site-settings', data: { donations: { kofiUrl: savedKofiUrl ?? null } } })
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  await fake.stop()
})

// The check is rate limited per account: each block has a creator of its own.
const newCreator = () =>
  beforeAll(async () => {
    creator = await createUser({ role: 'admin' })
  })

const check = (body: unknown, as: Pick<User, 'email'> | null = creator) => call(checkRoute, CHECK, { method: 'POST', body, as })
const answer = async (body: unknown) => {
  const res = await check(body)
  expect(res.status, res.text).toBe(200)
  return res.json as { ok: boolean; message: string }
}

describe('Ko-fi and Buy Me A Coffee: the page must be on the provider’s site, and exist', () => {
  newCreator()

  it('finds a page that exists, on either site, with or without www., following a rename on the same site', async () => {
    expect(await answer({ group: 'kofi', values: { kofiUrl: `https://ko-fi.com/${FAKE_PAGES.existing}` } })).toEqual({
      ok: true,
      message: 'Ko-fi has a page at that address. The Donate button leads there.',
    })
    expect(await answer({ group: 'buymeacoffee', values: { buyMeACoffeeUrl: `https://www.buymeacoffee.com/${FAKE_PAGES.existing}/` } })).toEqual({
      ok: true,
      message: 'Buy Me A Coffee has a page at that address. The Donate button leads there.',
    })
    expect((await answer({ group: 'kofi', values: { kofiUrl: `https://ko-fi.com/${FAKE_PAGES.renamed}` } })).ok).toBe(true)
    expect(fake.requests()).toEqual(
      expect.arrayContaining([`GET /${FAKE_PAGES.existing}`, `GET /${FAKE_PAGES.renamed}`]),
    )
  })

  it('says plainly that no page exists at a name nobody has', async () => {
    expect(await answer({ group: 'kofi', values: { kofiUrl: 'https://ko-fi.com/nobody_has_this_name' } })).toEqual({
      ok: false,
      message: 'There is no Ko-fi page at that address: check the name at the end of it.',
    })
    expect((await answer({ group: 'buymeacoffee', values: { buyMeACoffeeUrl: 'https://buymeacoffee.com/nobody_has_this_name' } })).message).toBe(
      'There is no Buy Me A Coffee page at that address: check the name at the end of it.',
    )
  })

  it('does not follow the provider off its own site, and says when the page could not be looked at', async () => {
    const leaves = await answer({ group: 'kofi', values: { kofiUrl: `https://ko-fi.com/${FAKE_PAGES.leaves}` } })
    expect(leaves).toEqual({ ok: false, message: expect.stringContaining('sends that address on to https://elsewhere.example.net/landing') })
    const walled = await answer({ group: 'kofi', values: { kofiUrl: `https://ko-fi.com/${FAKE_PAGES.walled}` } })
    expect(walled).toEqual({ ok: false, message: expect.stringMatching(/^Ko-fi would not show the page to the server \(HTTP 403\).*open it in your browser/) })
  })

})

describe('an address that is not a Ko-fi page', () => {
  newCreator()

  it('is refused without fetching anything', async () => {
    const before = fake.requests().length
    const cases: [Record<string, string>, RegExp][] = [
      [{ kofiUrl: 'https://ko-fi.example.com/renewedmind' }, /^This address is not on Ko-fi \(ko-fi\.com\)/],
      [{ kofiUrl: 'http://127.0.0.1:1/renewedmind' }, /^This address is not on Ko-fi/],
      [{ kofiUrl: 'https://ko-fi.com.evil.test/renewedmind' }, /^This address is not on Ko-fi/],
      [{ kofiUrl: 'https://user@ko-fi.com@evil.test/renewedmind' }, /^This address is not on Ko-fi/],
      [{ kofiUrl: 'http://ko-fi.com/renewedmind' }, /^Use the secure address, starting with https:\/\//],
      [{ kofiUrl: 'https://ko-fi.com/' }, /^This is not the address of a Ko-fi page/],
      [{ kofiUrl: 'https://ko-fi.com/renewed%2Fmind' }, /^This is not the address of a Ko-fi page/],
      [{ kofiUrl: 'https://ko-fi.com/a/b' }, /^This is not the address of a Ko-fi page/],
      [{ kofiUrl: 'ko-fi.com/renewedmind' }, /^This is not a web address/],
    ]
    for (const [values, message] of cases) {
      const result = await answer({ group: 'kofi', values })
      expect(result.ok, values.kofiUrl).toBe(false)
      expect(result.message, values.kofiUrl).toMatch(message)
    }
    expect(fake.requests().length).toBe(before)
  })

})

describe('the saved address', () => {
  newCreator()

  it('is checked when nothing is typed, and asks for one when there is none', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { donations: { kofiUrl: null } } })
    expect(await answer({ group: 'kofi' })).toEqual({ ok: false, message: 'Enter your Ko-fi page’s address first (https://ko-fi.com/yourname).' })
    await payload.updateGlobal({ slug: 'site-settings', data: { donations: { kofiUrl: `https://ko-fi.com/${FAKE_PAGES.existing}` } } })
    expect((await answer({ group: 'kofi' })).ok).toBe(true)
    expect((await answer({ group: 'kofi', values: { kofiUrl: 'https://ko-fi.com/nobody_has_this_name' } })).ok).toBe(false)
  })
})

describe('PayPal: the ID’s shape, and a plain word that PayPal confirms it only with a gift', () => {
  newCreator()

  it('accepts an e-mail address or a merchant ID, and says what it could not check', async () => {
    const email = await answer({ group: 'paypal', values: { paypalBusinessId: 'gifts@renewedmind.test' } })
    expect(email).toEqual({ ok: true, message: expect.stringMatching(/^This looks right: an e-mail address\..*PayPal confirms it only when a gift is made/) })
    const merchant = await answer({ group: 'paypal', values: { paypalBusinessId: 'ABCDEFGH12345' } })
    expect(merchant).toEqual({ ok: true, message: expect.stringMatching(/^This looks right: a PayPal merchant ID\. PayPal confirms it only when a gift is made/) })
  })

  it('refuses anything else, and asks for a value when there is none', async () => {
    for (const value of ['renewed mind', 'abcdefgh12345', 'ABCDEFGH1234', 'gifts@', '@renewedmind.test']) {
      const result = await answer({ group: 'paypal', values: { paypalBusinessId: value } })
      expect(result, value).toEqual({ ok: false, message: expect.stringMatching(/^This is neither an e-mail address nor a PayPal merchant ID/) })
    }
    // The saved ID is one every file shares: the empty case is asked of the check itself.
    expect(await checkDonationProvider('paypal', '  ')).toEqual({ ok: false, message: 'Enter your PayPal business e-mail or ID first.' })
  })
})

describe('the donation Tests’ input', () => {
  newCreator()

  it('is the creator’s alone, and takes only the provider’s own field', async () => {
    const member = await createUser()
    expect((await check({ group: 'kofi' }, null)).status).toBe(401)
    expect((await check({ group: 'kofi' }, member)).status).toBe(403)
    const wrongField = await check({ group: 'kofi', values: { buyMeACoffeeUrl: 'https://buymeacoffee.com/x' } })
    expect(wrongField.status).toBe(400)
    expect(Object.keys(wrongField.json.errors ?? {})).toContain('values.buyMeACoffeeUrl')
  })
})
