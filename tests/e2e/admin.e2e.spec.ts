import { expect, test } from '@playwright/test'

import { adminFormReady, loginToAdmin, unique, publishInAdmin } from './helpers'

test('the creator logs in, writes and publishes a post, and readers can open it', async ({ page }) => {
  test.setTimeout(120_000)
  await loginToAdmin(page)
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })

  await page.goto('/admin/collections/posts/create')
  await adminFormReady(page)
  const title = unique('A post from the admin')
  await page.locator('#field-title').fill(title)
  // A pause saves the first draft and opens it (src/components/admin/drafts): the rest is written there.
  await expect(page).toHaveURL(/\/admin\/collections\/posts\/\d+$/, { timeout: 30_000 })
  await adminFormReady(page)
  await page.getByLabel('Summary').fill('Written in the admin panel by an end-to-end test.')
  const editor = page.locator('[contenteditable="true"]').first()
  await editor.click()
  await editor.pressSequentially('Every word of this paragraph was typed in the editor.')

  await page.locator('#field-category').click()
  await page.locator('.rs__option').first().click()
  await publishInAdmin(page, 'posts')
  await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 20_000 })

  const slug = await page.getByLabel('Web address').inputValue()
  expect(slug).toMatch(/^a-post-from-the-admin-/)
  // The saved post's tabs speak the creator's language: no JSON "API" view.
  await expect(page.getByRole('link', { name: 'Versions' }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'API', exact: true })).toHaveCount(0)

  const response = await page.goto(`/blog/${slug}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByText('Every word of this paragraph was typed in the editor.')).toBeVisible()
})

test('a member cannot enter the admin panel', async ({ page, request }) => {
  // A visitor signs up on the site, which always makes a member.
  const email = `${unique('member').replace(/\s/g, '-')}@example.test`
  const created = await request.post('/api/auth/register', {
    data: { email, password: 'member-password-1234', firstName: 'Mem', lastName: 'Ber' },
  })
  expect(created.status()).toBe(201)

  await loginToAdmin(page, email, 'member-password-1234')
  await expect(page.getByText(/unauthorized|not allowed/i).first()).toBeVisible({ timeout: 20_000 })
  await page.goto('/admin/collections/posts')
  await expect(page).not.toHaveURL(/\/admin\/collections\/posts$/)
})

test("the creator picks an organization's category and verdict from the site settings' lists", async ({ page }) => {
  test.setTimeout(120_000)
  await loginToAdmin(page)
  await page.goto('/admin/collections/organizations/create')
  await adminFormReady(page)

  const name = unique('An organization from the admin')
  await page.getByLabel('Name').fill(name)
  // The first draft opens after a pause; the rest is written there.
  await expect(page).toHaveURL(/\/admin\/collections\/organizations\/\d+$/, { timeout: 30_000 })
  await adminFormReady(page)

  // A dropdown of the lists in Site settings → Discernment (the spec's values until edited).
  await page.locator('#field-category').click()
  await expect(page.locator('.rs__option')).toHaveText(['Greek Life', 'Academic', 'Professional', 'Political', 'Religious', 'Other'])
  await page.locator('.rs__option', { hasText: 'Academic' }).click()
  await page.locator('#field-verdict').click()
  await expect(page.locator('.rs__option')).toHaveText(['Spiritually Incompatible', 'Use Biblical Discernment', 'Generally Compatible'])
  await page.locator('.rs__option', { hasText: 'Generally Compatible' }).click()
  await page.getByLabel('Summary').fill('Written in the admin panel by an end-to-end test.')
  // The analysis is rich text, like a post's body.
  const analysis = page.locator('[contenteditable="true"]').first()
  await analysis.click()
  await analysis.pressSequentially('A paragraph typed in the analysis.')
  await page.getByLabel('Spiritual Concerns').fill('None worth naming.')
  await publishInAdmin(page, 'organizations')
  await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 20_000 })

  const slug = await page.getByLabel('Web address').inputValue()
  await expect(page).toHaveURL(/\/admin\/collections\/organizations\/\d+/)
  const id = new URL(page.url()).pathname.split('/').pop()
  try {
    const response = await page.goto(`/organizations/${slug}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    await expect(page.locator('[data-tone="green"]', { hasText: 'Generally Compatible' }).first()).toBeVisible()
  } finally {
    // Out of the public list again, for the reader tests running beside this one.
    const origin = new URL(page.url()).origin
    expect((await page.request.delete(`/cms-api/organizations/${id}`, { headers: { origin } })).ok()).toBe(true)
  }
})
