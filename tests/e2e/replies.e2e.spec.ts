import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'

import { mailsTo, mailTo, type CaughtMail } from '../setup/smtp'
import { loopbackAddress, requestFrom } from './fromAddress'
import { adminApi, adminFormReady, loginToAdmin, memberSessionShown, publishedPost, unique, type CreatedPost } from './helpers'

/**
 * Replies and the e-mails about them, as people meet them: a member on a phone answers a
 * comment, the creator approves it and the first commenter is e-mailed; the creator answers
 * from the admin; one click on an e-mail's unsubscribe stops the next one of its kind.
 * The jobs queue sends the e-mails on its own (every few seconds in the test server).
 */
const PHONE = { width: 390, height: 844 }
const PASSWORD = 'a-long-member-password-29'
const REPLIED = /replied to your comment on/

const address = (label: string) => `${unique(label).replace(/\s/g, '-')}@example.test`

/**
 * A member registered through the site's API from a loopback address of their own (registration
 * is limited per address), then signed in in `request`'s own cookie jar (a browser context's, or
 * a bare client's).
 */
const register = async (request: APIRequestContext, email: string, firstName: string, lastName: string) => {
  const registered = await requestFrom(loopbackAddress(), `${test.info().project.use.baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, firstName, lastName }),
  })
  expect(registered.status, registered.body).toBe(201)
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD } })
  expect(res.status(), await res.text()).toBe(200)
}

const memberApi = async (playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } }, baseURL: string) =>
  playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'Sec-Fetch-Site': 'same-origin' } })

const commentOn = async (request: APIRequestContext, slug: string, content: string, parentId?: number) => {
  const res = await request.post(`/api/comments/${slug}`, { data: parentId ? { content, parentId } : { content } })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { id: number }).id
}

const approve = async (api: APIRequestContext, id: number) => {
  const res = await api.patch(`/cms-api/comments/${id}`, { data: { status: 'approved' } })
  expect(res.ok(), await res.text()).toBe(true)
}

/** Every e-mail recorded about the comment has been dealt with (sent or, by the member's choice, not). */
const noticesSettled = async (api: APIRequestContext, commentId: number) => {
  await expect
    .poll(
      async () => {
        const res = await api.get(`/cms-api/comment-notices?where[comment][equals]=${commentId}&depth=0`)
        const { docs } = (await res.json()) as { docs: { status: string }[] }
        return docs.length > 0 && docs.every((notice) => notice.status !== 'pending')
      },
      { timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBe(true)
}

const commentsSection = (page: Page) => page.locator('section[aria-labelledby="comments-heading"]')

/** The post as anyone sees it, once the thread shows `text` (a publish refreshes the cached page within moments). */
const openPostShowing = async (page: Page, slug: string, text: string) => {
  await expect(async () => {
    await page.goto(`/blog/${slug}`)
    await expect(commentsSection(page).getByText(text)).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
}

const axeOnComments = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).include('section[aria-labelledby="comments-heading"]').options({ resultTypes: ['violations'] }).analyze()
  return violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

const newPage = async (browser: Browser, baseURL: string, viewport = PHONE) => (await browser.newContext({ baseURL, viewport })).newPage()

let post: CreatedPost
let creator: APIRequestContext
let grace: { email: string; commentId: number; content: string }

test.beforeAll(async ({ playwright, baseURL }) => {
  creator = await adminApi(playwright, baseURL!)
  post = await publishedPost(creator, 'replies')
  // The first commenter, approved by the creator.
  const api = await memberApi(playwright, baseURL!)
  const email = address('grace')
  await register(api, email, 'Grace', 'Hopewell')
  const content = unique('A first comment on the replies test post')
  const commentId = await commentOn(api, post.slug, content)
  await approve(creator, commentId)
  await api.dispose()
  grace = { email, commentId, content }
})

test.afterAll(async () => {
  await creator?.dispose()
})

test('a member replies on a phone; once the creator approves it, the first commenter is e-mailed', async ({ browser, baseURL }) => {
  test.setTimeout(120_000)
  const page = await newPage(browser, baseURL!)
  await register(page.request, address('bob'), 'Bob', 'Stone')
  await openPostShowing(page, post.slug, grace.content)
  await memberSessionShown(page)

  const first = commentsSection(page).getByRole('article', { name: 'Comment by Grace H.' })
  await first.getByRole('button', { name: 'Reply to Grace H.' }).click()
  // Open, the button says what it now does, with the words it shows.
  await expect(first.getByRole('button', { name: 'Cancel reply to Grace H.' })).toHaveAttribute('aria-expanded', 'true')
  const field = first.getByLabel('Your reply to Grace H.')
  await expect(field).toBeFocused()
  expect(await axeOnComments(page), 'the comments with a reply open').toEqual([])

  const reply = unique('Thank you, Grace: a reply from the phone')
  await field.fill(reply)
  await first.getByRole('button', { name: 'Post Reply' }).click()
  await expect(page.getByTestId('toast').filter({ hasText: 'Reply submitted' })).toContainText('Your reply has been submitted for moderation.')
  await expect(field).toHaveCount(0)
  // Held for moderation: not under the comment yet; above the form, it waits for its author alone.
  await expect(first).not.toContainText(reply)
  await expect(commentsSection(page).getByRole('status').filter({ hasText: 'waiting for approval' })).toContainText(reply)

  // The creator approves it in the admin, beside Save.
  const replyId = await (async () => {
    const res = await creator.get(`/cms-api/comments?where[content][equals]=${encodeURIComponent(reply)}&depth=0`)
    return ((await res.json()) as { docs: { id: number }[] }).docs[0].id
  })()
  const admin = await newPage(browser, baseURL!, { width: 1280, height: 800 })
  await loginToAdmin(admin)
  await admin.goto(`/admin/collections/comments/${replyId}`)
  await adminFormReady(admin)
  await admin.getByRole('button', { name: 'Approve', exact: true }).click()
  await expect(admin.getByText(/successfully/i).first()).toBeVisible({ timeout: 60_000 })
  await admin.context().close()

  // Grace's e-mail, with the reply and a link to it.
  const mail = await mailTo(grace.email, REPLIED, 30_000)
  expect(mail.subject).toBe(`Bob S. replied to your comment on "${post.title}"`)
  expect(mail.text).toContain(reply)
  expect(mail.text).toContain(grace.content)
  expect(mail.text).toMatch(new RegExp(`/blog/${post.slug}#comment-${replyId}`))
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')

  // Everyone now sees it in Grace's thread; the heading counts it.
  const visitor = await newPage(browser, baseURL!)
  await openPostShowing(visitor, post.slug, reply)
  const thread = commentsSection(visitor).getByRole('list', { name: 'Replies to Grace H.' })
  await expect(thread.getByRole('article', { name: 'Reply by Bob S.' })).toContainText(reply)
  await expect(commentsSection(visitor).getByRole('heading', { name: /^Comments \(2\)$/ })).toBeVisible()
  // A visitor who wants to answer is offered sign-in, back to this comment.
  await thread.getByRole('button', { name: 'Reply to Bob S.' }).click()
  await expect(thread.getByRole('link', { name: 'Log in to reply' })).toHaveAttribute('href', new RegExp(`^/login\\?next=%2Fblog%2F${post.slug}%23comment-${replyId}$`))
  expect(await axeOnComments(visitor), 'the thread as a visitor sees it').toEqual([])
  await visitor.context().close()
  await page.context().close()
})

test('the creator replies from the admin: published at once with the "Author" badge, and the commenter is e-mailed', async ({ browser, baseURL }) => {
  test.setTimeout(120_000)
  const before = (await mailsTo(grace.email)).filter((m) => REPLIED.test(m.subject)).length
  const admin = await newPage(browser, baseURL!, { width: 1280, height: 800 })
  await loginToAdmin(admin)
  await admin.goto(`/admin/collections/comments/${grace.commentId}`)
  await adminFormReady(admin)
  const answer = unique('The author answers Grace from the admin')
  await admin.getByLabel('Your reply').fill(answer)
  await admin.getByRole('button', { name: 'Publish reply' }).click()
  await expect(admin.getByText('Reply published.')).toBeVisible({ timeout: 30_000 })
  await admin.context().close()

  const visitor = await newPage(browser, baseURL!)
  await openPostShowing(visitor, post.slug, answer)
  const authorsReply = commentsSection(visitor).getByRole('article').filter({ hasText: answer })
  await expect(authorsReply.getByText('Author', { exact: true })).toBeVisible()
  expect(await axeOnComments(visitor), "the thread with the author's reply").toEqual([])
  await visitor.context().close()

  await expect.poll(async () => (await mailsTo(grace.email)).filter((m) => REPLIED.test(m.subject)).length, { timeout: 30_000 }).toBe(before + 1)
})

test('one click on the unsubscribe of a reply e-mail stops the next one', async ({ playwright, baseURL }) => {
  test.setTimeout(120_000)
  // A thread of its own: a commenter, a first reply (and its e-mail), then the click.
  const first = await memberApi(playwright, baseURL!)
  const firstEmail = address('ruth')
  await register(first, firstEmail, 'Ruth', 'Moab')
  const commentId = await commentOn(first, post.slug, unique('A comment whose writer will unsubscribe'))
  await approve(creator, commentId)

  const replier = await memberApi(playwright, baseURL!)
  await register(replier, address('naomi'), 'Naomi', 'Judah')
  const firstReply = await commentOn(replier, post.slug, unique('A first reply to Ruth'), commentId)
  await approve(creator, firstReply)
  const mail: CaughtMail = await mailTo(firstEmail, REPLIED, 30_000)
  const link = new URL(/^<(.+)>$/.exec(mail.headers['list-unsubscribe'])![1])

  // What the mail client sends for its "Unsubscribe" button: a POST from its own servers, no Origin, no cookies.
  const mailClient = await playwright.request.newContext({ baseURL })
  const clicked = await mailClient.post(`${link.pathname}${link.search}`, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  })
  expect(clicked.status(), await clicked.text()).toBe(200)
  await mailClient.dispose()

  const secondReply = await commentOn(replier, post.slug, unique('A second reply to Ruth'), commentId)
  await approve(creator, secondReply)
  await noticesSettled(creator, secondReply)
  expect((await mailsTo(firstEmail)).filter((m) => REPLIED.test(m.subject))).toHaveLength(1)
  await Promise.all([first.dispose(), replier.dispose()])
})

test('the account page shows the switches, and turning one off is kept', async ({ browser, baseURL }) => {
  const page = await newPage(browser, baseURL!)
  await register(page.request, address('lydia'), 'Lydia', 'Purple')
  await page.goto('/account#notifications')
  const section = page.getByRole('region', { name: 'E-mails about your comments' })
  const replies = section.getByRole('switch', { name: 'When someone replies to my comment' })
  await expect(replies).toBeChecked()
  const saved = page.waitForResponse((res) => res.url().endsWith('/api/account/notifications') && res.request().method() === 'PATCH' && res.ok())
  await replies.uncheck()
  await saved
  await page.reload()
  await expect(page.getByRole('region', { name: 'E-mails about your comments' }).getByRole('switch', { name: 'When someone replies to my comment' })).not.toBeChecked()
  const { violations } = await new AxeBuilder({ page }).include('#notifications').options({ resultTypes: ['violations'] }).analyze()
  expect(violations.map((v) => v.id)).toEqual([])
  await page.context().close()
})
