import { readFile } from 'node:fs/promises'

import { expect, test, type Browser, type Page, type PlaywrightWorkerArgs } from '@playwright/test'

import { loopbackAddress, requestFrom } from './fromAddress'
import { adminApi, ADMIN, cmsInPage, loginToAdmin, unique, publishedPost, type CreatedPost } from './helpers'

/**
 * A member's data is theirs: the export downloads a JSON file with their own favorites and
 * comments and nobody else's; deleting the account signs them out for good, and an approved
 * comment of theirs stays on its post, signed "Former member".
 */

const PASSWORD = 'a-long-member-password-52'

type Playwright = PlaywrightWorkerArgs['playwright']

const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title })

/** A published post of our own, made through the creator's CMS API (so its title is known). */
const createPost = async (playwright: Playwright, baseURL: string): Promise<CreatedPost> => {
  const api = await adminApi(playwright, baseURL)
  const post = await publishedPost(api, 'account data')
  await api.dispose()
  return post
}

/**
 * A member in a browser of their own: registered from a loopback address of its own, and each
 * browser a client of its own behind the test server's trusted proxy, so other tests' sign-ups,
 * sign-ins and saves never count against this one's rate limits.
 */
let clients = 0
const newMember = async (browser: Browser, baseURL: string, firstName: string) => {
  const email = `${unique('account-data').replace(/\s/g, '-')}@example.test`
  const registered = await requestFrom(loopbackAddress(), `${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, firstName, lastName: 'Tester' }),
  })
  expect(registered.status, registered.body).toBe(201)
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `198.19.${process.pid % 250}.${(++clients % 250) + 1}` },
  })
  const page = await context.newPage()
  await page.goto('/about')
  const api = cmsInPage(page)
  const signedIn = await api('POST', '/api/auth/login', { email, password: PASSWORD })
  expect(signedIn.status).toBe(200)
  return { email, page, api }
}

type Member = Awaited<ReturnType<typeof newMember>>

/** The member saves the post and comments on it, from the page, as the site's own scripts do. */
const saveAndComment = async ({ api }: Member, post: CreatedPost, comment: string) => {
  expect((await api('POST', `/api/favorites/${post.slug}`)).status).toBe(201)
  expect((await api('POST', `/api/comments/${post.slug}`, { content: comment })).status).toBe(201)
}

/** "Download my data" on the account page: a link to the export (the file downloads without JavaScript too). */
const downloadMyData = async (page: Page) => {
  await page.goto('/account')
  const link = page.getByRole('link', { name: 'Download my data' })
  await expect(link).toHaveAttribute('href', '/api/account/export')
  const downloading = page.waitForEvent('download')
  await link.click()
  const download = await downloading
  return { name: download.suggestedFilename(), data: JSON.parse(await readFile(await download.path(), 'utf8')) }
}

let posts: CreatedPost[]

test.beforeAll(async ({ playwright, baseURL }) => {
  posts = [await createPost(playwright, baseURL!), await createPost(playwright, baseURL!)]
})

test('the export downloads a JSON file with the member’s favorites and comments, and nobody else’s', async ({ browser, baseURL }) => {
  const [alice, bob] = [await newMember(browser, baseURL!, 'Alice'), await newMember(browser, baseURL!, 'Bob')]
  const [aliceSays, bobSays] = [unique('Alice’s comment for the export test'), unique('Bob’s comment for the export test')]
  await saveAndComment(alice, posts[0], aliceSays)
  await saveAndComment(bob, posts[1], bobSays)

  const { name, data } = await downloadMyData(alice.page)
  expect(name).toMatch(/^[a-z0-9-]+-my-data-\d{4}-\d{2}-\d{2}\.json$/)
  expect(data.profile).toMatchObject({ email: alice.email, firstName: 'Alice', lastName: 'Tester' })
  expect(data.favorites).toEqual([{ post: { title: posts[0].title, slug: posts[0].slug }, savedAt: expect.any(String) }])
  expect(data.comments).toEqual([
    { post: { title: posts[0].title, slug: posts[0].slug }, content: aliceSays, status: 'pending', createdAt: expect.any(String) },
  ])
  const text = JSON.stringify(data)
  for (const other of [bob.email, bobSays, posts[1].title]) expect(text).not.toContain(other)
  for (const secret of ['hash', 'salt', 'sessions', 'password']) expect(text).not.toContain(`"${secret}"`)

  await alice.page.context().close()
  await bob.page.context().close()
})

test('deleting the account signs the member out for good, and their approved comment shows “Former member”', async ({ browser, baseURL }) => {
  test.slow()
  const post = posts[0]
  const member = await newMember(browser, baseURL!, 'Dorcas')
  const comment = unique('A comment that outlives its author')
  await saveAndComment(member, post, comment)

  // The creator approves the comment in the CMS.
  const admin = await (await browser.newContext({ baseURL })).newPage()
  await loginToAdmin(admin, ADMIN.email, ADMIN.password)
  const cms = cmsInPage(admin)
  const found = await cms<{ docs: { id: number }[] }>('GET', `/cms-api/comments?where[content][equals]=${encodeURIComponent(comment)}&depth=0`)
  expect(found.json.docs).toHaveLength(1)
  expect((await cms('PATCH', `/cms-api/comments/${found.json.docs[0].id}`, { status: 'approved' })).status).toBe(200)
  await admin.context().close()

  const visitor = await (await browser.newContext({ baseURL })).newPage()
  await visitor.goto(`/blog/${post.slug}`)
  await expect(visitor.getByRole('article', { name: 'Comment by Dorcas T.' })).toContainText(comment)

  // On the account page: the danger zone says what goes and what stays; the confirmation step
  // opens from the keyboard, takes the focus and closes on Escape.
  const page = member.page
  await page.goto('/account')
  const zone = page.getByRole('region', { name: 'Delete my account' })
  await expect(zone).toContainText('“Former member”')
  const start = zone.getByRole('button', { name: 'Delete my account…' })
  await start.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
  await expect(dialog.getByLabel('Password')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await start.click()

  // A wrong password deletes nothing; the right one deletes the account and ends the session.
  await dialog.getByLabel('Password').fill('not-the-password')
  await dialog.getByRole('button', { name: 'Delete my account permanently' }).click()
  await expect(dialog.getByText('Your password is not correct.')).toBeVisible()
  await dialog.getByLabel('Password').fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Delete my account permanently' }).click()
  await expect(toast(page, 'Account deleted')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
  expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: 'payload-token' }))
  expect((await member.api('GET', '/api/auth/user')).status).toBe(401)

  // Signing in again fails with the usual message.
  await page.goto('/login')
  await page.getByRole('main').getByLabel('Email').fill(member.email)
  await page.getByRole('main').getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(toast(page, 'Login failed')).toContainText('Invalid email or password.')

  // The approved comment stays on the post, signed "Former member".
  // The deletion refreshed the cached pages: the very next visit shows it.
  await visitor.goto(`/blog/${post.slug}`)
  await expect(visitor.getByRole('article', { name: 'Comment by Former member' })).toContainText(comment)
  await expect(visitor.getByText('Dorcas T.')).toHaveCount(0)
  await visitor.context().close()
  await page.context().close()
})
