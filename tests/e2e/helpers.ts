import { expect, type Page } from '@playwright/test'

import { TEST_ADMIN } from '../../scripts/lib/testDatabase'

export { TEST_ADMIN }

let counter = 0
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${++counter}`

export const loginToAdmin = async (page: Page, email = TEST_ADMIN.email, password = TEST_ADMIN.password) => {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
}

export const expectAdminDashboard = async (page: Page) => {
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByRole('heading', { name: 'Posts' }).or(page.getByText('Posts').first())).toBeVisible()
}
