import { expect, test, type Locator, type Page } from '@playwright/test'

import { loopbackAddress, requestFrom } from './fromAddress'
import { axeFindings, unique } from './helpers'

/**
 * The site on a phone (issue 29, "Phones"): Search and Login (or Dashboard) in the header beside
 * Menu; the menu's links under the desktop's headings with the page being read marked; rows of
 * filter pills that scroll show it; the home page brings the verse of the day and the newsletter
 * sign-up within two screens, each once on the page.
 */
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }
test.use({ viewport: PHONE })

const PASSWORD = 'a-long-member-password-29'
const newEmail = (label: string) => `${unique(label).replace(/\s/g, '-')}@example.test`

const header = (page: Page) => page.getByRole('banner')
const menu = (page: Page) => page.getByRole('navigation', { name: 'Mobile' })

/** Whether the box sits in the header's first row, beside the site's name. */
const inFirstRow = async (page: Page, locator: Locator) => {
  const [title, box] = await Promise.all([header(page).getByRole('link').first().boundingBox(), locator.boundingBox()])
  return !!title && !!box && box.y < title.y + title.height && box.y + box.height > title.y && box.x + box.width <= PHONE.width
}

test('the header shows Search and Login beside Menu; Search opens the search page ready to type', async ({ page }) => {
  await page.goto('/about')
  const search = header(page).getByRole('link', { name: 'Search' })
  const login = header(page).getByRole('link', { name: 'Login' })
  const toggle = header(page).getByRole('button', { name: 'Menu' })
  for (const control of [search, login, toggle]) {
    await expect(control).toBeVisible()
    expect(await inFirstRow(page, control)).toBe(true)
  }
  await expect(login).toHaveAttribute('href', '/login')
  // Sign up stays in the menu.
  await expect(header(page).getByRole('link', { name: 'Sign up' })).toHaveCount(0)

  await search.click()
  await expect(page).toHaveURL(/\/search$/)
  await expect(page.getByRole('main').getByRole('combobox', { name: 'Search the site' })).toBeFocused()
  expect(await axeFindings(page, 'search page (phone)')).toEqual([])
})

test('a member sees Dashboard in the header once the page knows the session', async ({ page, baseURL }) => {
  // Registered from a loopback address of its own (registration is limited per address), then signed in here.
  const email = newEmail('phone-header')
  const registered = await requestFrom(loopbackAddress(), `${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  expect(registered.status, registered.body).toBe(201)
  expect((await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(200)
  await page.goto('/about')
  const dashboard = header(page).getByRole('link', { name: 'Dashboard' })
  await expect(dashboard).toBeVisible()
  expect(await inFirstRow(page, dashboard)).toBe(true)
  await expect(header(page).getByRole('link', { name: 'Login' })).toHaveCount(0)
  expect(await axeFindings(page, 'about, member (phone)', { member: true })).toEqual([])
})

test('the menu lists its links under the desktop headings and marks the page being read', async ({ page }) => {
  await page.goto('/music-analysis')
  await header(page).getByRole('button', { name: 'Menu' }).click()
  const categories = menu(page).getByRole('button', { name: 'Categories' })
  const discernment = menu(page).getByRole('button', { name: 'Discernment' })

  // The section holding the page being read is open, the others closed.
  await expect(discernment).toHaveAttribute('aria-expanded', 'true')
  await expect(categories).toHaveAttribute('aria-expanded', 'false')
  await expect(menu(page).getByRole('list', { name: 'Categories' })).toBeHidden()

  const current = menu(page).getByRole('list', { name: 'Discernment' }).getByRole('link', { name: 'Music Analysis', exact: true })
  await expect(current).toHaveAttribute('aria-current', 'page')
  await expect(menu(page).locator('[aria-current="page"]')).toHaveCount(1)
  const other = menu(page).getByRole('link', { name: 'Playlists', exact: true })
  await expect(other).not.toHaveAttribute('aria-current')
  // Marked by more than colour: bold type and a bar at its left that the other links lack.
  const look = (link: Locator) =>
    link.evaluate((a) => {
      const style = getComputedStyle(a)
      return { weight: Number(style.fontWeight), bar: style.borderLeftColor }
    })
  const [marked, plain] = await Promise.all([look(current), look(other)])
  expect(marked.weight).toBeGreaterThanOrEqual(600)
  expect(plain.weight).toBeLessThan(600)
  expect(marked.bar).not.toBe(plain.bar)

  // The links outside the two menus stand on their own; a section opens on a tap.
  await expect(menu(page).getByRole('link', { name: 'Blog', exact: true })).toBeVisible()
  await expect(menu(page).getByRole('link', { name: 'Reading Plans', exact: true })).toBeVisible()
  await categories.click()
  await expect(categories).toHaveAttribute('aria-expanded', 'true')
  await expect(menu(page).getByRole('list', { name: 'Categories' }).getByRole('link').first()).toBeVisible()
  expect(await axeFindings(page, 'music analysis, menu open (phone)')).toEqual([])

  // Another page, another mark: a category's page, inside its section; Blog on a post is its section.
  const category = menu(page).getByRole('list', { name: 'Categories' }).getByRole('link').first()
  const href = (await category.getAttribute('href'))!
  await category.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  await header(page).getByRole('button', { name: 'Menu' }).click()
  await expect(menu(page).getByRole('button', { name: 'Categories' })).toHaveAttribute('aria-expanded', 'true')
  await expect(menu(page).locator(`a[href="${href}"]`)).toHaveAttribute('aria-current', 'page')
  await expect(menu(page).getByRole('link', { name: 'Music Analysis', exact: true })).toBeHidden()
})

test('a row of filter pills that scrolls fades at the edge where more waits', async ({ page }) => {
  await page.goto('/music-analysis')
  const row = page.getByRole('group', { name: 'Verdict' }).getByRole('list')
  const state = () =>
    row.evaluate((list) => {
      const style = getComputedStyle(list)
      return {
        overflows: list.scrollWidth > list.clientWidth,
        mask: style.maskImage,
        start: style.getPropertyValue('--scroll-fade-start'),
        end: style.getPropertyValue('--scroll-fade-end'),
      }
    })
  const atStart = await state()
  expect(atStart.overflows).toBe(true)
  expect(atStart.mask).toContain('linear-gradient')
  // At the start only the right edge fades.
  expect(atStart).toMatchObject({ start: '0px', end: '48px' })

  await row.evaluate((list) => list.scrollTo({ left: list.scrollWidth }))
  await expect.poll(state).toMatchObject({ start: '48px', end: '0px' })

  // A row that fits (a desktop) has nothing to show. (Opened there: Chromium keeps the last
  // value of a timeline that stops scrolling while the page is open, e.g. on turning a phone.)
  await page.setViewportSize(DESKTOP)
  await page.reload()
  await expect.poll(async () => (await state()).overflows).toBe(false)
  await expect.poll(state).toMatchObject({ start: "0px", end: "0px" })
})

test('the home page brings the verse of the day and the newsletter within two screens, each once', async ({ page }) => {
  await page.goto('/')
  const verse = page.getByRole('region', { name: 'Verse of the Day' })
  const newsletter = page.getByRole('region', { name: 'Subscribe to the newsletter' })
  await expect(verse).toHaveCount(1)
  await expect(newsletter).toHaveCount(1)
  await expect(verse).toBeVisible()
  await expect(newsletter).toBeVisible()
  const verseBox = (await verse.boundingBox())!
  const newsletterBox = (await newsletter.boundingBox())!
  expect(verseBox.y + verseBox.height).toBeLessThan(PHONE.height * 1.25)
  expect(newsletterBox.y).toBeLessThan(PHONE.height * 2)

  // The cards are all still there, the sign-up between the first and the second.
  const latest = page.getByRole('region', { name: 'Latest Articles' })
  const cards = latest.getByRole('article')
  expect(await cards.count()).toBeGreaterThanOrEqual(2)
  expect((await cards.nth(0).boundingBox())!.y).toBeLessThan(newsletterBox.y)
  expect((await cards.nth(1).boundingBox())!.y).toBeGreaterThan(newsletterBox.y)

  // One e-mail field to fill, and no id twice in the page.
  await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveCount(1)
  const repeated = await page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id)
    return ids.filter((id, i) => ids.indexOf(id) !== i)
  })
  expect(repeated).toEqual([])
  expect(await axeFindings(page, 'home (phone)')).toEqual([])

  // On a desktop they are where they were: the verse in the sidebar, the sign-up at the foot.
  await page.setViewportSize(DESKTOP)
  await expect(page.getByRole('complementary', { name: 'Sidebar' }).getByRole('region', { name: 'Verse of the Day' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Verse of the Day' })).toHaveCount(1)
  await expect(latest.getByRole('region', { name: 'Subscribe to the newsletter' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Subscribe to the newsletter' })).toHaveCount(1)
  expect(await axeFindings(page, 'home (desktop)')).toEqual([])
})
