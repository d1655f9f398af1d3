/**
 * The donate page for a measuring run: a site without a donation provider answers /donate with
 * 404, so the tool that measures every page type sets one for the run (PayPal with a made-up
 * business address, which needs no keys and calls no one), as the creator would in the admin,
 * and puts the settings back afterwards. A site that already offers donations is left alone.
 */
import { DEV_ADMIN } from '../../src/seed/admin'

type Donations = Record<string, unknown>

/** Sets a provider when /donate is not offered; the function returned restores what was there. */
export const offerDonationsForRun = async (base: string, origin: string): Promise<() => Promise<void>> => {
  if ((await fetch(`${base}/donate`)).status === 200) return async () => {}
  const headers = { 'content-type': 'application/json', origin, 'sec-fetch-site': 'same-origin' }
  const login = await fetch(`${base}/cms-api/users/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: process.env.ADMIN_EMAIL || DEV_ADMIN.email, password: process.env.ADMIN_PASSWORD || DEV_ADMIN.password }),
  })
  if (!login.ok) {
    console.log(`Not offering donations for the run: the creator could not sign in (${login.status}); set ADMIN_EMAIL and ADMIN_PASSWORD`)
    return async () => {}
  }
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
  const settings = `${base}/cms-api/globals/site-settings`
  const before = ((await (await fetch(`${settings}?depth=0`, { headers: { cookie, 'sec-fetch-site': 'same-origin' } })).json()) as { donations?: Donations }).donations ?? {}
  const save = (donations: Donations) => fetch(settings, { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify({ donations }) })
  const saved = await save({ ...before, provider: 'paypal', paypalBusinessId: 'gifts@example.test' })
  if (!saved.ok) {
    console.log(`Not offering donations for the run: the settings were not saved (${saved.status})`)
    return async () => {}
  }
  return async () => {
    await save(before)
  }
}
