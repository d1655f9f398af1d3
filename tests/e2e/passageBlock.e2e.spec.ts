import { expect, test } from '@playwright/test'

import { adminFormReady, axeFindings, loginToAdmin, unique, publishAnswer, publishInAdmin } from './helpers'

/**
 * The creator quotes Scripture in a post with the editor's Bible passage block: types a
 * reference, sees the World English Bible's words appear beneath it, publishes, and readers find
 * the verse quoted with a link to its passage page. A reference the Bible does not have is
 * refused with the reason, beside the box and when publishing.
 */
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }
const JOHN_3_16 = 'For God so loved the world, that he gave his only born Son'

test('the creator quotes a passage with the Bible passage block, and readers read it', async ({ page }) => {
  test.setTimeout(240_000)
  await loginToAdmin(page)
  await page.goto('/admin/collections/posts/create')
  await adminFormReady(page)
  const title = unique('A post quoting John')
  await page.locator('#field-title').fill(title)
  // A pause saves the first draft and opens it (src/components/admin/drafts): the rest is written
  // there, so no open list is closed under the pointer by that change of page.
  await expect(page).toHaveURL(/\/admin\/collections\/posts\/\d+$/, { timeout: 30_000 })
  await adminFormReady(page)
  const postAdmin = page.url()
  await page.getByLabel('Summary').fill('Written in the admin panel by the passage block test.')
  // The autosave after the summary re-renders the form, which may close a list just opened.
  await expect(async () => {
    await page.locator('#field-category').click()
    await page.locator('.rs__option').first().click({ timeout: 5_000 })
  }).toPass({ timeout: 60_000 })

  const editor = page.locator('[contenteditable="true"]').first()
  await editor.click()
  await editor.pressSequentially('As the Gospel puts it:')
  await editor.press('Enter')
  // The editor's "/" menu offers the block by its name.
  await editor.pressSequentially('/Bible')
  await page.getByRole('option', { name: 'Bible passage' }).click()

  const reference = page.getByRole('textbox', { name: /^Passage/ })
  await expect(reference).toBeVisible({ timeout: 20_000 })
  await reference.fill('John 3:16')
  await expect(page.locator('.passage-reference__status')).toHaveText('John 3:16 (World English Bible)', { timeout: 20_000 })
  await expect(page.locator('.passage-reference__text')).toContainText(JOHN_3_16)

  await publishInAdmin(page, 'posts')
  await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 20_000 })
  const slug = await page.getByLabel('Web address').inputValue()

  // The reader's page quotes the verse, numbered, with its source linked to the passage's page.
  const findings: string[] = []
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size)
    const response = await page.goto(`/blog/${slug}`)
    expect(response?.status()).toBe(200)
    const quotation = page.locator('figure.passage-block')
    await expect(quotation.locator('blockquote')).toContainText(`16 ${JOHN_3_16}`)
    await expect(quotation.getByRole('link', { name: 'John 3:16' })).toHaveAttribute('href', '/scripture/john/3?v=16#v16')
    await expect(quotation.locator('figcaption')).toContainText('World English Bible')
    findings.push(...(await axeFindings(page, `/blog/${slug} at ${size.width}`)))
  }
  expect(findings).toEqual([])
  await page.locator('figure.passage-block').getByRole('link', { name: 'John 3:16' }).click()
  await expect(page).toHaveURL(/\/scripture\/john\/3\?v=16#v16$/)
  await expect(page.locator('#v16')).toContainText(JOHN_3_16)

  // A reference the Bible does not have: the reason beside the box, and publishing refused.
  await page.goto(postAdmin)
  await adminFormReady(page)
  const again = page.getByRole('textbox', { name: /^Passage/ })
  await expect(again).toHaveValue('John 3:16', { timeout: 20_000 })
  await again.fill('Romans 99:1')
  const refusal = '“Romans 99:1” is not a passage in the Bible. Check the book, chapter and verse.'
  await expect(page.locator('.passage-reference__status')).toHaveText(refusal, { timeout: 20_000 })
  await expect(page.locator('.passage-reference__text')).toHaveCount(0)
  // The block hands its change to the document through the server: "Publish changes" is offered
  // once the document has it.
  const publish = page.getByRole('button', { name: 'Publish changes' })
  await expect(publish).toBeEnabled({ timeout: 30_000 })
  const answer = publishAnswer(page, 'posts')
  await publish.click()
  const refused = await answer
  expect(refused.status()).toBe(400)
  expect(await refused.text()).toContain('is not a passage in the Bible')

  // Readers still read the passage last published.
  const reader = await page.request.get(`/blog/${slug}`)
  expect(await reader.text()).toContain(JOHN_3_16)
})
