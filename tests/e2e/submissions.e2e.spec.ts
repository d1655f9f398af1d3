import { expect, test, type Page } from '@playwright/test'

import { loopbackAddress, requestFrom } from './fromAddress'
import { axeFindings, creatorFinds, holdRequests, unique, readerHtml } from './helpers'

/**
 * The members' submission pages, as people use them: a visitor is asked to sign in, a member
 * sends a song suggestion and a media submission, and the creator finds both in /admin.
 */

// Against a dev server (E2E_BASE_URL), the account can be another: the dev seed's creator.

const MUSIC = '/submit-music-analysis'
const MEDIA = '/submit-media'
const PASSWORD = 'a-long-member-password-93'

const main = (page: Page) => page.getByRole('main')
const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title })
const field = (page: Page, name: string) => main(page).getByRole('textbox', { name })

/**
 * A member of the test's own. Registered from a loopback address of its own (registration is
 * limited per address, and other tests register too), then signed in only if a page is given.
 */
const newMember = async (baseURL: string, page?: Page) => {
  const email = `${unique('submitter').replace(/\s/g, '-')}@example.test`
  const registered = await requestFrom(loopbackAddress(), `${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, firstName: 'Lydia' }),
  })
  expect(registered.status, registered.body).toBe(201)
  if (page) {
    // The browser context's own request client: its session cookie is the browser's.
    const login = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } })
    expect(login.status(), await login.text()).toBe(200)
  }
  return email
}

/**
 * Submissions are limited per member and per client address. Behind the test server's trusted
 * proxy each test is a client of its own, so other tests' submissions never count against it.
 */
let clients = 0
const ownClient = (page: Page) =>
  page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `192.0.2.${((process.pid % 50) * 5 + ++clients) % 250 + 1}` })

test.describe('a visitor', () => {
  for (const path of [MUSIC, MEDIA]) {
    test(`is asked to sign in on ${path}, in the HTML itself, and never gets a cached copy`, async ({ page, request }) => {
      const next = encodeURIComponent(path)
      const res = await request.get(path)
      expect(res.status()).toBe(200)
      // The page differs per person: no shared cache may keep it.
      expect(res.headers()['cache-control']).toContain('no-store')
      const html = await readerHtml(res)
      expect(html).toContain('>Authentication Required</h1>')
      expect(html).toContain(`href="/login?next=${next}"`)
      // No submission form: the only forms are the site's search boxes.
      expect(html.match(/<form(?![^>]*role="search")[^>]*>/g)).toBeNull()

      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: 'Authentication Required' })).toBeVisible()
      await expect(main(page).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', `/login?next=${next}`)
      await expect(main(page).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', `/login?mode=register&next=${next}`)
    })
  }
})

test('a member suggests a song: the spec’s messages, the pending button, the confirmation panel, Submit Another', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow()
  await ownClient(page)
  await newMember(baseURL!, page)
  const song = unique('A song to analyse')

  await page.goto(MUSIC)
  await expect(page.getByRole('heading', { level: 1, name: 'Suggest a Song for Analysis' })).toBeVisible()
  const send = main(page).getByRole('button', { name: 'Submit for Analysis' })

  // Nothing typed: each required field says what it needs; the optional e-mail says nothing.
  await send.click()
  await expect(main(page).getByText('Artist name is required')).toBeVisible()
  await expect(main(page).getByText('Song title is required')).toBeVisible()
  await expect(main(page).getByText('Please enter a valid URL')).toBeVisible()
  await expect(main(page).getByText('Please provide a detailed reason for your submission')).toBeVisible()
  await expect(main(page).getByText('Please enter a valid email')).toHaveCount(0)
  await expect(field(page, 'Artist')).toHaveAttribute('aria-invalid', 'true')

  await field(page, 'Artist').fill('The Test Singers')
  await field(page, 'Song title').fill(song)
  await field(page, 'Link to the song').fill('https://music.example/track/42')
  await field(page, 'Why should we analyze it?').fill('Too short.')
  await field(page, 'Email (optional)').fill('not-an-address')
  await send.click()
  await expect(main(page).getByText('Please provide a detailed reason for your submission')).toBeVisible()
  await expect(main(page).getByText('Please enter a valid email')).toBeVisible()
  await expect(main(page).getByText('Artist name is required')).toHaveCount(0)

  await field(page, 'Why should we analyze it?').fill('The chorus borrows the language of worship for a romance; is that right?')
  await field(page, 'Email (optional)').fill('')
  const release = await holdRequests(page, '/api/music-analysis/submit')
  await send.click()
  const pending = main(page).getByRole('button', { name: 'Submitting...' })
  await expect(pending).toBeDisabled()
  release()

  const confirmation = main(page).getByRole('heading', { name: 'Submission Received' })
  await expect(confirmation).toBeVisible({ timeout: 30_000 })
  await expect(confirmation).toBeFocused()
  await expect(main(page).getByText('Thank you for your suggestion. Our team will review it soon.')).toBeVisible()
  await expect(main(page).getByText(/cannot guarantee that every song submitted will be analyzed/)).toBeVisible()
  await expect(toast(page, 'Submission Received')).toContainText('Thank you for your suggestion. Our team will review it soon.')
  await expect(main(page).getByRole('textbox')).toHaveCount(0)

  await main(page).getByRole('button', { name: 'Submit Another' }).click()
  await expect(field(page, 'Artist')).toBeFocused()
  for (const name of ['Artist', 'Song title', 'Link to the song', 'Why should we analyze it?', 'Email (optional)']) {
    await expect(field(page, name)).toHaveValue('')
  }
  await expect(main(page).getByText('Artist name is required')).toHaveCount(0)
  await expect(send).toBeEnabled()

  await creatorFinds(browser, baseURL!, 'music-suggestions', song, { artist: 'The Test Singers' })
})

test('a visitor signs in from /submit-media and submits media: the spec’s messages, "Submitting...", the toast, a reset form', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow()
  await ownClient(page)
  const email = await newMember(baseURL!)
  const title = unique('A film to review')

  // The Sign In link brings the member back to the form.
  await page.goto(MEDIA)
  await main(page).getByRole('link', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/login\?next=%2Fsubmit-media$/, { timeout: 30_000 })
  await main(page).getByLabel('Email').fill(email)
  await main(page).getByLabel('Password').fill(PASSWORD)
  await main(page).getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/submit-media$/, { timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Submit Media' })).toBeVisible()

  const type = main(page).getByRole('combobox', { name: 'Media type' })
  await expect(type).toHaveValue('Songs')
  await expect(type.getByRole('option')).toHaveText(['Songs', 'Movies', 'Sermons', 'Devotionals'])

  const send = main(page).getByRole('button', { name: 'Submit Media' })
  await field(page, 'Title').fill('ab')
  await field(page, 'Creator').fill('a')
  await field(page, 'Link').fill('not a link')
  await field(page, 'Why should we review it?').fill('Too short to say much.')
  await send.click()
  await expect(main(page).getByText('Title must be at least 3 characters.')).toBeVisible()
  await expect(main(page).getByText('Creator name must be at least 2 characters.')).toBeVisible()
  await expect(main(page).getByText('Please enter a valid URL.')).toBeVisible()
  await expect(main(page).getByText('Explanation must be at least 30 characters.')).toBeVisible()

  await field(page, 'Title').fill(title)
  await field(page, 'Creator').fill('A Test Director')
  await type.selectOption('Movies')
  await field(page, 'Link').fill('https://films.example/watch/7')
  await field(page, 'Why should we review it?').fill('A family film whose message about forgiveness deserves a careful look.')
  const release = await holdRequests(page, '/api/media/submit')
  await send.click()
  const pending = main(page).getByRole('button', { name: 'Submitting...' })
  await expect(pending).toBeDisabled()
  release()

  await expect(toast(page, 'Submission received!')).toContainText('Thank you for your submission. Our team will review it shortly.', {
    timeout: 30_000,
  })
  await expect(field(page, 'Title')).toHaveValue('')
  await expect(field(page, 'Creator')).toHaveValue('')
  await expect(field(page, 'Link')).toHaveValue('')
  await expect(field(page, 'Why should we review it?')).toHaveValue('')
  await expect(type).toHaveValue('Songs')
  await expect(send).toBeEnabled()

  await creatorFinds(browser, baseURL!, 'media-submissions', title, { creator: 'A Test Director' })
})

test('a failed submission keeps what was typed: the failure toasts, the server’s field messages, and a sign-in link when the session ended', async ({
  page,
  baseURL,
}) => {
  await newMember(baseURL!, page)
  // The answers are made up here, so nothing is stored and no limit is spent.
  const answers: { status: number; body: unknown }[] = []
  for (const path of ['/api/music-analysis/submit', '/api/media/submit']) {
    await page.route(`**${path}`, (route) => {
      const answer = answers.shift() ?? { status: 500, body: { message: 'Something went wrong.' } }
      return route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) })
    })
  }

  await page.goto(MUSIC)
  await field(page, 'Artist').fill('The Test Singers')
  await field(page, 'Song title').fill('A song the server refuses')
  await field(page, 'Link to the song').fill('https://music.example/track/43')
  await field(page, 'Why should we analyze it?').fill('The server will not take this one, so the form keeps it.')
  const sendSong = main(page).getByRole('button', { name: 'Submit for Analysis' })
  await sendSong.click()
  await expect(toast(page, 'Submission Failed')).toContainText('There was an error submitting your request. Please try again.')
  await expect(field(page, 'Song title')).toHaveValue('A song the server refuses')

  answers.push({ status: 400, body: { message: 'Invalid input.', errors: { link: 'Please enter a valid URL' } } })
  await sendSong.click()
  await expect(main(page).getByText('Please enter a valid URL')).toBeVisible()

  answers.push({ status: 401, body: { message: 'Authentication required.' } })
  await sendSong.click()
  await expect(toast(page, 'Please sign in again')).toContainText('Your session has ended.')
  await expect(main(page).getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', `/login?next=${encodeURIComponent(MUSIC)}`)
  await expect(field(page, 'Artist')).toHaveValue('The Test Singers')

  await page.goto(MEDIA)
  await field(page, 'Title').fill('A film the server refuses')
  await field(page, 'Creator').fill('A Test Director')
  await field(page, 'Link').fill('https://films.example/watch/8')
  await field(page, 'Why should we review it?').fill('The server will not take this one either, so the form keeps it.')
  await main(page).getByRole('button', { name: 'Submit Media' }).click()
  await expect(toast(page, 'Submission failed')).toContainText('There was a problem submitting your media. Please try again.')
  await expect(field(page, 'Title')).toHaveValue('A film the server refuses')
})

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`axe finds no violations on the submission pages, signed out and signed in, at ${viewport.width}×${viewport.height}`, async ({
    page,
    baseURL,
  }) => {
    test.slow()
    await page.setViewportSize(viewport)
    let member = false
    const scan = async (label: string) => expect(await axeFindings(page, label, { member })).toEqual([])
    for (const path of [MUSIC, MEDIA]) {
      await page.goto(path)
      await scan(`${path} signed out`)
    }

    await newMember(baseURL!, page)
    member = true
    // Every state at phone size; at desktop the signed-in forms as they open.
    const everyState = viewport.width < 800
    for (const path of [MUSIC, MEDIA]) {
      await page.goto(path)
      if (!everyState) {
        await scan(`${path} signed in`)
        continue
      }
      await main(page).getByRole('button', { name: /^Submit/ }).click()
      await expect(main(page).getByText(/required|at least/).first()).toBeVisible()
      await scan(`${path} with its messages`)
    }
    if (!everyState) return

    // The confirmation panel, from a made-up answer (nothing stored).
    await page.route('**/api/music-analysis/submit', (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ message: 'ok' }) }),
    )
    await page.goto(MUSIC)
    await field(page, 'Artist').fill('The Test Singers')
    await field(page, 'Song title').fill('A song for the accessibility scan')
    await field(page, 'Link to the song').fill('https://music.example/track/44')
    await field(page, 'Why should we analyze it?').fill('Only here so the confirmation panel can be scanned.')
    await main(page).getByRole('button', { name: 'Submit for Analysis' }).click()
    await expect(main(page).getByRole('heading', { name: 'Submission Received' })).toBeVisible()
    await scan(`${MUSIC} confirmation`)
  })
}
