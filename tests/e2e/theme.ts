import { expect, type APIRequestContext, type Page } from '@playwright/test'

/** What the reader sees of the theme: the theme <html> carries, and how light the page's background is (0 black, 1 white). */
export type ThemeSeen = { theme: string | null; lightness: number }

/**
 * The page's background as the browser draws it, through a 1-pixel canvas, whatever colour
 * syntax the stylesheet used (oklch). Plain JavaScript text: it runs in the page, also before
 * any of the page's own scripts.
 */
const LIGHTNESS_OF = `(color) => {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const context = canvas.getContext('2d');
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}`

/**
 * Installed before every document of the page: records what the first frame that has a <body>
 * shows. Animation frames run just before the browser paints and not while the stylesheets in
 * <head> are still loading, so this is what the reader first sees: a theme applied later (by a
 * script after the stylesheets or by React) would show here as the wrong one.
 */
export const recordFirstFrame = (page: Page) =>
  page.addInitScript(`(() => {
    const lightnessOf = ${LIGHTNESS_OF};
    window.__firstFrame = new Promise((resolve) => {
      const look = () => {
        if (!document.body) return requestAnimationFrame(look);
        resolve({ theme: document.documentElement.getAttribute('data-theme'), lightness: lightnessOf(getComputedStyle(document.body).backgroundColor) });
      };
      requestAnimationFrame(look);
    });
  })()`)

/** What the page's first frame showed (recordFirstFrame must have been installed before it loaded). */
export const firstFrame = (page: Page) => page.evaluate(() => (window as unknown as { __firstFrame: Promise<ThemeSeen> }).__firstFrame)

/** What the page shows now. */
export const shownNow = (page: Page) =>
  page.evaluate(`(() => {
    const lightnessOf = ${LIGHTNESS_OF};
    return { theme: document.documentElement.getAttribute('data-theme'), lightness: lightnessOf(getComputedStyle(document.body).backgroundColor) };
  })()`) as Promise<ThemeSeen>

export const isDark = (seen: ThemeSeen) => seen.lightness < 0.3
export const isLight = (seen: ThemeSeen) => seen.lightness > 0.7

/** Waits until the page shows the theme (the switch's change is immediate, but the test runs beside it). */
export const expectShown = async (page: Page, scheme: 'light' | 'dark') =>
  expect.poll(async () => (scheme === 'dark' ? isDark : isLight)(await shownNow(page))).toBe(true)

/** The theme switch in the footer. */
export const themeSwitch = (page: Page) => page.getByRole('radiogroup', { name: 'Theme' })

/** The address of the newest post and of the first reading plan, as a reader finds them. */
export const samplePages = async (request: APIRequestContext) => {
  const { items } = (await (await request.get('/api/posts')).json()) as { items: { slug: string }[] }
  const plans = await (await request.get('/reading-plans')).text()
  const plan = /href="(\/reading-plans\/[a-z0-9-]+)"/.exec(plans)?.[1]
  expect(items.length, 'the test database has posts').toBeGreaterThan(0)
  expect(plan, 'the test database has reading plans').toBeTruthy()
  return { post: `/blog/${items[0].slug}`, plan: plan! }
}
