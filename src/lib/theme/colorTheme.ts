/**
 * The reader's colour theme: the system's setting unless they chose light or dark with the
 * switch in the footer (src/components/layout/ThemeSwitch.tsx). The choice lives only in this
 * browser (localStorage), never in a cookie or on the server: every public page is cached and
 * served the same to everyone, so the server cannot know it and never renders it.
 *
 * A choice is written on <html> as `data-theme="light"` or `"dark"`; without the attribute the
 * stylesheet follows `prefers-color-scheme` (src/app/(frontend)/darkTheme.css names the same
 * attribute). No imports: the browser's code and the inline script below both read from here.
 */
const STORAGE_KEY = 'theme'
const ATTRIBUTE = 'data-theme'

export const THEME_CHOICES = ['system', 'light', 'dark'] as const
export type ThemeChoice = (typeof THEME_CHOICES)[number]

const choiceFrom = (stored: string | null): ThemeChoice => (stored === 'light' || stored === 'dark' ? stored : 'system')

/** The choice kept in this browser; the system's setting when there is none or storage is blocked. */
export const storedThemeChoice = (): ThemeChoice => {
  try {
    return choiceFrom(localStorage.getItem(STORAGE_KEY))
  } catch {
    return 'system'
  }
}

/** Shows the page in the chosen theme now. */
export const applyThemeChoice = (choice: ThemeChoice) => {
  if (choice === 'system') document.documentElement.removeAttribute(ATTRIBUTE)
  else document.documentElement.setAttribute(ATTRIBUTE, choice)
}

/** Keeps the choice for this browser's next pages (where storage is blocked, for this page only) and shows it. */
export const keepThemeChoice = (choice: ThemeChoice) => {
  try {
    if (choice === 'system') localStorage.removeItem(STORAGE_KEY)
    else localStorage.setItem(STORAGE_KEY, choice)
  } catch {
    // Storage blocked (a privacy setting): the choice holds until the reader leaves the page.
  }
  applyThemeChoice(choice)
}

/** Whether a `storage` event from another tab of the site changed the choice. */
export const isThemeChoiceChange = (key: string | null) => key === STORAGE_KEY || key === null

/**
 * Runs in <head> before the page is first drawn, so a kept choice is shown from the first frame
 * (a stylesheet alone can follow only the system's setting). Plain ES5 in one statement; its
 * exact text is what a CSP hash would allow (src/lib/theme/themeScriptHash.ts).
 */
export const THEME_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(STORAGE_KEY)});if(t==="light"||t==="dark")document.documentElement.setAttribute(${JSON.stringify(ATTRIBUTE)},t)}catch(e){}`

/** The colour of the browser's own bar beside the page (theme-color): the header's, in each theme. */
export const THEME_COLORS = [
  { media: '(prefers-color-scheme: light)', color: '#ffffff' },
  { media: '(prefers-color-scheme: dark)', color: '#1c1917' },
]
