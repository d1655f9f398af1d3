import { expect, test, type Browser, type Page, type PlaywrightWorkerArgs } from '@playwright/test'

import { lexicalFromBlocks } from '../../src/seed/lexical'
import { adminApi, ADMIN, axeFindings, loginToAdmin, unique, adminFormReady, readerHtml } from './helpers'

// Against a dev server (E2E_BASE_URL), the account can be another: the dev seed's creator.

const PARAGRAPH = 'Every line of this post was written by the post page test.'

type Playwright = PlaywrightWorkerArgs['playwright']

type CreatedPost = { id: number; slug: string; title: string }

/** A published post of our own, made through the creator's CMS API (so its texts are known). */
const createPost = async (playwright: Playwright, baseURL: string): Promise<CreatedPost> => {
  // Payload counts its session cookie only from the site itself: say so the way a browser does
  // (an Origin header would have to match SERVER_URL, which a dev server may not be started with).
  const api = await adminApi(playwright, baseURL!)
  const categories = (await (await api.get('/cms-api/categories?limit=1&depth=0')).json()) as { docs: { id: number }[] }
  const tags = (await (await api.get('/cms-api/tags?limit=1&depth=0')).json()) as { docs: { id: number }[] }
  const title = unique('The post page test')
  const created = await api.post('/cms-api/posts', {
    data: {
      title,
      summary: 'A post made by the post page test.',
      content: lexicalFromBlocks([PARAGRAPH, 'A second paragraph, so there is something to read.']),
      category: categories.docs[0].id,
      tags: tags.docs.map((t) => t.id),
      _status: 'published',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number; slug: string } }
  await api.dispose()
  return { ...doc, title }
}

/** The page's own content: the header and footer have links and fields of their own. */
const main = (page: Page) => page.getByRole('main')

/** The toast outlet shows one toast at a time; this finds it by its title. */
const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title })

/** The client islands (Save, comment form or prompt) are interactive once the session is known. */
const openPost = async (page: Page, slug: string) => {
  const response = await page.goto(`/blog/${slug}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('button', { name: /^Save/ })).toBeEnabled({ timeout: 30_000 })
}

const newPage = async (browser: Browser, baseURL: string) => (await browser.newContext({ baseURL })).newPage()

let post: CreatedPost

test.beforeAll(async ({ playwright, baseURL }) => {
  post = await createPost(playwright, baseURL!)
})

test('the post HTML holds its title and text before any JavaScript runs', async ({ request }) => {
  const res = await request.get(`/blog/${post.slug}`)
  expect(res.status()).toBe(200)
  const html = await readerHtml(res)
  expect(html).toContain(`>${post.title}</h1>`)
  expect(html).toContain(PARAGRAPH)
  expect(html).toContain('No comments yet. Be the first to share your thoughts!')
})

test('an unknown post answers 404 with "Post not found" and a way back to the blog', async ({ page }) => {
  const response = await page.goto('/blog/no-such-post-anywhere-at-all')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to the blog' }).click()
  await expect(page).toHaveURL(/\/blog$/, { timeout: 30_000 })
})

test('a visitor who tries to save a post is asked to log in, and sees a login prompt for comments', async ({ page }) => {
  await openPost(page, post.slug)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Authentication required')).toContainText('Please log in to save posts to favorites.')
  await expect(page.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false')

  const prompt = page.getByRole('link', { name: 'Log in to comment' })
  await expect(prompt).toHaveAttribute('href', `/login?next=${encodeURIComponent(`/blog/${post.slug}`)}`)
  await expect(main(page).getByLabel('Your comment')).toHaveCount(0)
})

test('Share copies the post address', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin })
  await openPost(page, post.slug)
  await page.getByRole('button', { name: 'Share' }).click()
  await expect(toast(page, 'Link copied')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${new URL(baseURL!).origin}/blog/${post.slug}`)
})

test('a member saves and comments; the creator approves the comment and a visitor then sees it', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000)
  const email = `${unique('reader').replace(/\s/g, '-')}@example.test`
  const comment = unique('A thoughtful comment from the post page test')

  // Sign up from the post's login prompt; the page brings the new member back to the post.
  await page.goto(`/login?mode=register&next=${encodeURIComponent(`/blog/${post.slug}`)}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
  await expect(page).toHaveTitle(/^Sign up \| /)
  await main(page).getByLabel('First name').fill('Grace')
  await main(page).getByLabel('Last name').fill('Tester')
  await main(page).getByLabel('Email').fill(email)
  await main(page).getByLabel('Password').fill('a-long-member-password-77')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(toast(page, 'Registration successful')).toContainText('Your account has been created.')
  await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`))

  // Save, then unsave.
  const save = page.getByRole('button', { name: /^Save/ })
  await expect(save).toBeEnabled({ timeout: 30_000 })
  await save.click()
  await expect(toast(page, 'Added to favorites')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: 'Saved' }).click()
  await expect(toast(page, 'Removed from favorites')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Added to favorites')).toBeVisible()

  // A blank comment is not sent; a real one waits for moderation and the field clears.
  const field = main(page).getByLabel('Your comment')
  await field.fill('   ')
  await page.getByRole('button', { name: 'Post Comment' }).click()
  await expect(page.getByText('Comment cannot be empty.')).toBeVisible()
  await field.fill(comment)
  await page.getByRole('button', { name: 'Post Comment' }).click()
  await expect(toast(page, 'Comment submitted')).toContainText('Your comment has been submitted for moderation.')
  // The same words again are refused, with the reason beside the field.
  await field.fill(comment)
  await page.getByRole('button', { name: 'Post Comment' }).click()
  await expect(main(page).getByText('You have already posted this comment on this post.')).toBeVisible()
  await field.fill('')
  await expect(field).toHaveValue('')
  // Not in the post's comments yet; above the form, for this member alone, it waits, and still
  // does when they come back.
  await expect(page.getByRole('article', { name: /^Comment by / }).filter({ hasText: comment })).toHaveCount(0)
  const waiting = main(page).getByRole('status').filter({ hasText: 'Your comment is waiting for approval' })
  await expect(waiting).toContainText(comment)
  await page.reload()
  await expect(waiting).toContainText(comment, { timeout: 30_000 })

  // The creator approves it in the admin: Comments list → the comment → status Approved → Save.
  const admin = await newPage(browser, baseURL!)
  await loginToAdmin(admin, ADMIN.email, ADMIN.password)
  await expect(admin).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  await admin.goto('/admin/collections/comments')
  await admin.getByRole('link', { name: comment }).click()
  await expect(admin.locator('#field-status')).toBeVisible({ timeout: 30_000 })
  await adminFormReady(admin)
  await admin.locator('#field-status').click()
  await admin.locator('.rs__option', { hasText: 'Approved' }).click()
  await admin.getByRole('button', { name: 'Save' }).click()
  await expect(admin.getByText(/successfully/i).first()).toBeVisible({ timeout: 60_000 })
  await admin.context().close()

  // A visitor now sees it, signed with the member's first name and last initial.
  const visitor = await newPage(browser, baseURL!)
  await expect(async () => {
    await visitor.goto(`/blog/${post.slug}`)
    await expect(visitor.getByText(comment)).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  await expect(visitor.getByRole('article', { name: 'Comment by Grace T.' })).toContainText(comment)
  await expect(visitor.getByRole('heading', { name: 'Comments (1)' })).toBeVisible()
  await expect(visitor.getByText('waiting for approval')).toHaveCount(0)
  await visitor.context().close()
  // Approved, it no longer waits for its author.
  await page.reload()
  await expect(page.getByRole('article', { name: 'Comment by Grace T.' })).toContainText(comment, { timeout: 30_000 })
  await expect(page.getByText('Your comment is waiting for approval')).toHaveCount(0)
})

test('the login page toggles its mode in place, explains social sign-in and returns to next', async ({ page, request }) => {
  const email = `${unique('returning').replace(/\s/g, '-')}@example.test`
  const password = 'a-long-member-password-78'
  expect((await request.post('/api/auth/register', { data: { email, password } })).status()).toBe(201)

  await page.goto(`/login?error=provider-unavailable&next=${encodeURIComponent('/contact')}`)
  await expect(page.getByText("Sign-in with that provider isn't available on this site.")).toBeVisible()
  await expect(page.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/api/auth/google?next=%2Fcontact')
  await expect(main(page).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms')
  await expect(main(page).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')

  await expect(page).toHaveTitle(/^Sign in \| /)
  await main(page).getByRole('link', { name: 'Sign up' }).click()
  await expect(page).toHaveURL(/\/login\?next=%2Fcontact&mode=register$/)
  await expect(main(page).getByLabel('First name')).toBeVisible()
  await expect(page).toHaveTitle(/^Sign up \| /)
  await main(page).getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/login\?next=%2Fcontact$/)
  await expect(main(page).getByLabel('First name')).toHaveCount(0)
  await expect(page).toHaveTitle(/^Sign in \| /)

  await main(page).getByLabel('Email').fill(email)
  await main(page).getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByTestId('toast').filter({ hasText: 'Login failed' })).toBeVisible()

  await main(page).getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(toast(page, 'Login successful')).toContainText('Welcome back!')
  await expect(page).toHaveURL(/\/contact$/)

  // Signed in, the login page sends the member on.
  await page.goto('/login')
  await expect(page).toHaveURL(/\/$/)
})

test('the contact form checks its fields and sends a message', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.getByRole('heading', { name: 'Response time' })).toBeVisible()
  await expect(page.getByText(/within 48 hours/)).toBeVisible()

  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Name must be at least 2 characters.')).toBeVisible()
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible()
  await expect(page.getByText('Subject must be at least 5 characters.')).toBeVisible()
  await expect(page.getByText('Message must be at least 10 characters.')).toBeVisible()

  await main(page).getByRole('textbox', { name: 'Name' }).fill('Test Visitor')
  await main(page).getByLabel('Email').fill('visitor@example.test')
  await main(page).getByRole('textbox', { name: 'Subject' }).fill('A question from a test')
  await main(page).getByRole('textbox', { name: 'Message' }).fill('This message was sent by the contact form test.')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(toast(page, 'Message sent')).toContainText("Your message has been sent. We'll get back to you soon.")
  await expect(main(page).getByRole('textbox', { name: 'Name' })).toHaveValue('')
  await expect(main(page).getByRole('textbox', { name: 'Message' })).toHaveValue('')
})

test('search lists ranked results, and a blank query goes nowhere', async ({ page }) => {
  await page.goto('/search?q=grace')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “grace”')
  await expect(page.getByRole('article').first()).toBeVisible()

  const box = main(page).getByRole('combobox', { name: 'Search the site' })
  await box.fill('   ')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=grace$/)

  await box.fill('no-word-matches-this-zqxj')
  await box.press('Enter')
  await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible()
})

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`axe finds no violations on a post, search and contact at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport)
    for (const path of [`/blog/${post.slug}`, '/search?q=grace', '/contact', '/login']) {
      await page.goto(path)
      expect(await axeFindings(page, path)).toEqual([])
    }
  })
}
