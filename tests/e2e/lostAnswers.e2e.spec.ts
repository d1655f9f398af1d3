import { expect, test } from '@playwright/test'

import { adminApi, unique } from './helpers'

/**
 * A form whose answer never arrives (the site saved the message, then the answer was lost, as
 * when the database connection drops during the commit) shows the error toast and keeps what
 * was typed; pressing the button again sends the same Idempotency-Key, and the creator finds
 * one message, not two.
 */
test('a contact message whose answer was lost is sent again with the same key and kept once', async ({ page, playwright, baseURL }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${((process.pid + 101) % 250) + 1}` })
  const keys: string[] = []
  let lose = true
  await page.route('**/api/contact', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '')
    const response = await route.fetch()
    if (!lose) return route.fulfill({ response })
    lose = false
    // What the server said is dropped; the browser hears that the outcome is unknown.
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      headers: { 'Retry-After': '5' },
      body: JSON.stringify({ message: 'The site could not reach its database just now. Please try again in a moment.' }),
    })
  })

  await page.goto('/contact')
  const main = page.getByRole('main')
  const write = async (subject: string, message: string) => {
    await main.getByRole('textbox', { name: 'Name' }).fill('Lydia Visitor')
    await main.getByRole('textbox', { name: 'Email' }).fill('lydia@example.test')
    await main.getByRole('textbox', { name: 'Subject' }).fill(subject)
    await main.getByRole('textbox', { name: 'Message' }).fill(message)
    await page.getByRole('button', { name: 'Send Message' }).click()
  }
  const subject = unique('Lost answer')
  await write(subject, 'A message whose first answer never arrives.')
  const toast = (title: string) => page.getByTestId('toast').filter({ hasText: title })
  await expect(toast('Error')).toContainText('There was an error sending your message. Please try again.')
  await expect(main.getByRole('textbox', { name: 'Subject' })).toHaveValue(subject)

  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(toast('Message sent')).toBeVisible()
  await expect(main.getByRole('textbox', { name: 'Subject' })).toHaveValue('')
  expect(keys).toHaveLength(2)
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/)
  expect(keys[1]).toBe(keys[0])

  const api = await adminApi(playwright, baseURL!)
  const found = await api.get('/cms-api/contact-messages', { params: { 'where[subject][equals]': subject, depth: '0' } })
  expect((await found.json()).totalDocs).toBe(1)

  // The next message is a submission of its own.
  await write(unique('Next message'), 'A second message, with a key of its own.')
  await expect(main.getByRole('textbox', { name: 'Subject' })).toHaveValue('')
  expect(keys).toHaveLength(3)
  expect(keys[2]).not.toBe(keys[0])
  await api.dispose()
})
