import { expect, test } from '@playwright/test'

test('a visitor loads the home page, sees the seeded posts and opens one', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(9)

  const firstTitle = (await cards.first().getByRole('heading').textContent())?.trim()
  expect(firstTitle).toBeTruthy()
  await cards.first().getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstTitle!)
  await expect(page.locator('.prose-content p').first()).toBeVisible()
})
