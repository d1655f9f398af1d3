import { expect, test } from '@playwright/test'

import { mailsTo } from '../setup/smtp'
import { adminApi, ADMIN, loginToAdmin, unique, publishedPost } from './helpers'

type Subscriber = { id: number; email: string; status: string }

/**
 * The creator sends a published post to the newsletter from its page in /admin; the jobs queue
 * (run by the app itself) sends it; each of three confirmed subscribers gets exactly one e-mail
 * whose one-click List-Unsubscribe header unsubscribes them. Other specs' subscribers share the
 * database and get the post too: only this test's addresses are counted.
 */
test('the creator sends a post to three confirmed subscribers, who can each leave with one click', async ({ page, playwright, baseURL, request }) => {
  test.setTimeout(120_000)
  const api = await adminApi(playwright, baseURL!)
  const stamp = unique('letter').replace(/[^a-z0-9]+/gi, '-').toLowerCase()
  const addresses = [1, 2, 3].map((n) => `reader-${n}-${stamp}@example.test`)
  for (const email of addresses) {
    const res = await api.post('/cms-api/newsletter-subscribers', { data: { email, status: 'active', topics: ['general'] } })
    expect(res.ok(), await res.text()).toBe(true)
  }
  const post = await publishedPost(api, 'newsletter')
  const { title } = post

  await loginToAdmin(page, ADMIN.email, ADMIN.password)
  await page.goto(`/admin/collections/posts/${post.id}`)
  const box = page.getByRole('region', { name: 'Newsletter' })
  await box.getByRole('button', { name: 'Send to subscribers' }).click({ timeout: 60_000 })
  const confirm = page.getByRole('button', { name: /^Send to \d+ confirmed subscribers?$/ })
  const audience = Number(/\d+/.exec((await confirm.textContent()) ?? '')?.[0])
  expect(audience).toBeGreaterThanOrEqual(3)
  await confirm.click()

  // The app's jobs queue runs every 15 seconds; the box follows the sending until it is done.
  await expect(box.getByText(/^Sent to \d+ subscribers?$/)).toBeVisible({ timeout: 60_000 })

  for (const email of addresses) {
    const mails = await mailsTo(email)
    expect(mails, email).toHaveLength(1)
    const [mail] = mails
    expect(mail.subject).toBe(title)
    expect(mail.text).toContain(`/blog/${post.slug}`)
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/)
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    const link = /^<(https?:\/\/[^>]+)>$/.exec(mail.headers['list-unsubscribe'])?.[1]
    expect(link, mail.headers['list-unsubscribe']).toBeTruthy()
    expect(mail.text).toContain(link!)

    // What a mail client does for its "Unsubscribe" button: a form POST, no cookies, no Origin.
    const clicked = await request.post(link!, { form: { 'List-Unsubscribe': 'One-Click' } })
    expect(clicked.status()).toBe(200)
    const found = (await (await api.get(`/cms-api/newsletter-subscribers?where[email][equals]=${encodeURIComponent(email)}&depth=0`)).json()) as {
      docs: Subscriber[]
    }
    expect(found.docs[0].status).toBe('unsubscribed')
  }

  // The list of sendings asks how many are under way (to refresh itself while one is), and is answered.
  const counted = page.waitForResponse((res) => new URL(res.url()).pathname === '/cms-api/newsletter-sends' && res.url().includes('queued'))
  await page.goto('/admin/collections/newsletter-sends')
  expect((await counted).status()).toBe(200)
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible()
  await api.dispose()
})
