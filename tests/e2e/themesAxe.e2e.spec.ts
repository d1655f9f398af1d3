import { expect, test } from '@playwright/test'

import { loopbackAddress, requestFrom } from './fromAddress'
import { axeFindings, unique } from './helpers'
import { expectShown, samplePages } from './theme'

/**
 * Axe, every rule (colour contrast among them), finds nothing on the pages a reader and a member
 * use most, in the light and the dark theme, at phone and desktop size. The theme is the
 * system's setting the browser reports; each scan first checks that the page shows it.
 */

const PASSWORD = 'a-long-member-password-29'
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

/** A member of the test's own, registered from a loopback address of its own (registration is limited per address). */
const newMember = async (baseURL: string) => {
  const email = `${unique('themes').replace(/\s/g, '-')}@example.test`.toLowerCase()
  const registered = await requestFrom(loopbackAddress(), `${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, firstName: 'Lydia' }),
  })
  expect(registered.status, registered.body).toBe(201)
  return email
}

for (const viewport of [PHONE, DESKTOP]) {
  for (const scheme of ['light', 'dark'] as const) {
    const size = `${viewport.width}×${viewport.height}`
    test(`axe finds no violations on the home page, a post, a reading plan and /account in the ${scheme} theme at ${size}`, async ({ browser, baseURL, request }) => {
      test.slow()
      const { post, plan } = await samplePages(request)
      const context = await browser.newContext({ baseURL, viewport, colorScheme: scheme })
      const page = await context.newPage()
      const findings: string[] = []

      for (const path of ['/', post, plan]) {
        await page.goto(path)
        await expectShown(page, scheme)
        findings.push(...(await axeFindings(page, `${path} (${scheme}, ${size})`)))
      }

      const email = await newMember(baseURL!)
      const login = await context.request.post('/api/auth/login', { data: { email, password: PASSWORD } })
      expect(login.status(), await login.text()).toBe(200)
      await page.goto('/account')
      await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible()
      await expectShown(page, scheme)
      findings.push(...(await axeFindings(page, `/account (${scheme}, ${size})`, { member: true })))

      expect(findings).toEqual([])
      await context.close()
    })
  }
}
