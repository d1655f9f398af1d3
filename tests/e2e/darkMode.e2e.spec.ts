import { createHash } from 'node:crypto'

import { expect, test, type Page } from '@playwright/test'

import { THEME_SCRIPT } from '../../src/lib/theme/colorTheme'
import { THEME_SCRIPT_HASH } from '../../src/lib/theme/themeScriptHash'
import { expectShown, firstFrame, isDark, isLight, recordFirstFrame, samplePages, themeSwitch } from './theme'

/**
 * Dark mode as a reader meets it: the site follows the system's setting from the first frame;
 * the switch in the footer overrides it, and the choice holds from the first frame of every later
 * page, in this browser only; pages stay the same for everyone (no client hints, no theme in the
 * HTML); the admin keeps its own theme.
 */

const choose = async (page: Page, label: 'System' | 'Light' | 'Dark') => {
  const option = themeSwitch(page).getByRole('radio', { name: label })
  await option.check()
  await expect(option).toBeChecked()
}

/** The switch is interactive once the page's script has run: it then shows the kept choice. */
const switchReady = (page: Page, label: 'System' | 'Light' | 'Dark') => expect(themeSwitch(page).getByRole('radio', { name: label })).toBeChecked()

test.describe('without a choice, the site follows the system’s setting', () => {
  for (const scheme of ['dark', 'light'] as const) {
    test(`from the first frame of the page (${scheme})`, async ({ page, request }) => {
      const { post } = await samplePages(request)
      await page.emulateMedia({ colorScheme: scheme })
      await recordFirstFrame(page)
      for (const path of ['/', post]) {
        await page.goto(path)
        const first = await firstFrame(page)
        expect(first.theme, path).toBeNull()
        expect(scheme === 'dark' ? isDark(first) : isLight(first), `${path}: ${JSON.stringify(first)}`).toBe(true)
        await switchReady(page, 'System')
      }
      // A change of the system's setting shows at once.
      await page.emulateMedia({ colorScheme: scheme === 'dark' ? 'light' : 'dark' })
      await expectShown(page, scheme === 'dark' ? 'light' : 'dark')
    })
  }
})

test('the reader’s choice overrides the system’s, from the first frame of every later page, until they choose System again', async ({ page, request }) => {
  const { post, plan } = await samplePages(request)
  await page.emulateMedia({ colorScheme: 'light' })
  await recordFirstFrame(page)
  await page.goto('/')
  await switchReady(page, 'System')

  await choose(page, 'Dark')
  await expectShown(page, 'dark')
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark')

  // Remembered: a reload and other pages open dark although the system is light, with no light frame first.
  for (const open of [() => page.reload(), () => page.goto(post), () => page.goto(plan)]) {
    await open()
    const first = await firstFrame(page)
    expect(first.theme, page.url()).toBe('dark')
    expect(isDark(first), `${page.url()}: ${JSON.stringify(first)}`).toBe(true)
    await switchReady(page, 'Dark')
  }

  // Light under a dark system, likewise.
  await page.emulateMedia({ colorScheme: 'dark' })
  await choose(page, 'Light')
  await expectShown(page, 'light')
  await page.goto('/')
  const light = await firstFrame(page)
  expect(light.theme).toBe('light')
  expect(isLight(light), JSON.stringify(light)).toBe(true)
  await switchReady(page, 'Light')

  // System: the choice is forgotten and the page follows the (dark) system again.
  await choose(page, 'System')
  await expectShown(page, 'dark')
  expect(await page.evaluate(() => [document.documentElement.getAttribute('data-theme'), localStorage.getItem('theme')])).toEqual([null, null])
  await page.reload()
  const system = await firstFrame(page)
  expect(system.theme).toBeNull()
  expect(isDark(system), JSON.stringify(system)).toBe(true)
})

test('a choice shows at once in the site’s other tabs', async ({ context }) => {
  const [first, second] = [await context.newPage(), await context.newPage()]
  for (const page of [first, second]) {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    await switchReady(page, 'System')
  }
  await choose(first, 'Dark')
  await expectShown(second, 'dark')
  await switchReady(second, 'Dark')
})

test('the switch is a named group of three radio buttons, worked with the keyboard', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/')
  await switchReady(page, 'System')
  const options = themeSwitch(page).getByRole('radio')
  await expect(options).toHaveCount(3)
  for (const [index, name] of ['System', 'Light', 'Dark'].entries()) await expect(options.nth(index)).toHaveAccessibleName(name)
  await themeSwitch(page).getByRole('radio', { name: 'System' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(themeSwitch(page).getByRole('radio', { name: 'Light' })).toBeChecked()
  await expect(themeSwitch(page).getByRole('radio', { name: 'Light' })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await switchReady(page, 'Dark')
  await expectShown(page, 'dark')
})

test('pages are the same for every reader: the theme script is in <head>, no theme in the HTML, no client hints', async ({ request }) => {
  const { post, plan } = await samplePages(request)
  for (const path of ['/', post, plan, '/reading-plans']) {
    // A browser that offers its colour scheme and carries a cookie named like the choice gets the same page.
    for (const headers of [{}, { 'Sec-CH-Prefers-Color-Scheme': 'dark', Cookie: 'theme=dark' }] as Record<string, string>[]) {
      const res = await request.get(path, { headers })
      expect(res.status(), path).toBe(200)
      const sent = res.headers()
      expect(sent['accept-ch'], path).toBeUndefined()
      expect(sent['critical-ch'], path).toBeUndefined()
      expect(sent.vary ?? '', path).not.toMatch(/sec-ch-prefers-color-scheme/i)

      const html = await res.text()
      const head = html.slice(0, html.indexOf('<body'))
      expect(/<html[^>]*>/.exec(html)?.[0], path).not.toMatch(/data-theme|class=/)
      // The script, byte for byte the one whose hash is documented, before the body.
      const scripts = [...head.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1])
      expect(scripts, path).toContain(THEME_SCRIPT)
      expect(`'sha256-${createHash('sha256').update(scripts.find((text) => text === THEME_SCRIPT)!).digest('base64')}'`).toBe(THEME_SCRIPT_HASH)
      // The browser's bar takes the header's colour in each theme.
      const themeColors = [...html.matchAll(/<meta [^>]*name="theme-color"[^>]*>/g)].map((match) => match[0])
      expect(themeColors.some((tag) => tag.includes('media="(prefers-color-scheme: light)"') && tag.includes('content="#ffffff"')), path).toBe(true)
      expect(themeColors.some((tag) => tag.includes('media="(prefers-color-scheme: dark)"') && tag.includes('content="#1c1917"')), path).toBe(true)
    }
  }
})

test('the colour-scheme client hint is asked for on the admin only, the one place that reads it', async ({ request }) => {
  for (const path of ['/admin/login', '/admin']) {
    const sent = (await request.get(path, { maxRedirects: 0 })).headers()
    expect(sent['accept-ch'], path).toBe('Sec-CH-Prefers-Color-Scheme')
    expect(sent['critical-ch'], path).toBe('Sec-CH-Prefers-Color-Scheme')
  }
  for (const path of ['/about', '/api/posts', '/blog', '/feed.json']) {
    const sent = (await request.get(path)).headers()
    expect(sent['accept-ch'], path).toBeUndefined()
    expect(sent['critical-ch'], path).toBeUndefined()
  }
})

test('the admin keeps its own theme: neither the site’s script, stylesheet nor kept choice reaches it', async ({ page }) => {
  // The reader keeps Dark on the site while the system is light.
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/')
  await switchReady(page, 'System')
  await choose(page, 'Dark')

  const res = await page.goto('/admin/login')
  expect(await res!.text()).not.toContain(THEME_SCRIPT)
  await expect(page.getByLabel('Email')).toBeVisible()
  // Payload's own theme (light here), not the site's kept choice.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  // The site's dark theme would define this on a dark <html>: its stylesheet is not loaded here.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--prose-rule'))).toBe('')
  // The site's choice is untouched.
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
})
