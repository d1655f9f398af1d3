import type { CheckResult } from './checkResult'

/**
 * The admin's Test for the donation providers that take no secret (Site settings → Donations).
 * - Ko-fi and Buy Me A Coffee: the address must be a page on the provider's own site
 *   (https://ko-fi.com/<name>, https://buymeacoffee.com/<name>, with or without www.), and the
 *   page must exist. Only the page's name comes from the creator: the server asks the provider's
 *   own address (KOFI_PAGES_URL / BUYMEACOFFEE_PAGES_URL replace it for the tests' loopback
 *   fake), follows redirects only within it, gives up after a few seconds and never reads the
 *   page, so no value typed in the admin can make the server fetch another host.
 * - PayPal: nothing public confirms a business ID without the owner's credentials, so only its
 *   shape is checked (an e-mail address, or the 13-character merchant ID), and the answer says so.
 */
export const DONATION_CHECK_GROUPS = ['paypal', 'kofi', 'buymeacoffee'] as const
export type DonationCheckGroup = (typeof DONATION_CHECK_GROUPS)[number]

/** The Site settings field each check reads (under `donations`). */
export const DONATION_CHECK_FIELDS = { paypal: 'paypalBusinessId', kofi: 'kofiUrl', buymeacoffee: 'buyMeACoffeeUrl' } as const satisfies Record<
  DonationCheckGroup,
  string
>

export const isDonationCheckGroup = (group: string): group is DonationCheckGroup => Object.hasOwn(DONATION_CHECK_FIELDS, group)

type PageProvider = { label: string; host: string; example: string; env: string }

const PAGE_PROVIDERS: Record<Exclude<DonationCheckGroup, 'paypal'>, PageProvider> = {
  kofi: { label: 'Ko-fi', host: 'ko-fi.com', example: 'https://ko-fi.com/yourname', env: 'KOFI_PAGES_URL' },
  buymeacoffee: { label: 'Buy Me A Coffee', host: 'buymeacoffee.com', example: 'https://buymeacoffee.com/yourname', env: 'BUYMEACOFFEE_PAGES_URL' },
}

const TIMEOUT_MS = 5_000
const MAX_REDIRECTS = 3
/** A page name as both sites allow it: letters, digits, underscores and hyphens. */
const PAGE_NAME = /^[A-Za-z0-9_-]{1,100}$/

/** The page's name, or what is wrong with the address, in the creator's words. */
const pageNameOf = (provider: PageProvider, value: string): { name: string } | { problem: string } => {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return { problem: `This is not a web address. Your ${provider.label} page’s address looks like ${provider.example}.` }
  }
  const host = url.hostname.toLowerCase().replace(/^www\./, '')
  if (host !== provider.host) return { problem: `This address is not on ${provider.label} (${provider.host}). Your page’s address looks like ${provider.example}.` }
  if (url.protocol !== 'https:') return { problem: `Use the secure address, starting with https:// (${provider.example}).` }
  const segments = url.pathname.split('/').filter(Boolean)
  if (segments.length !== 1 || !PAGE_NAME.test(segments[0]))
    return { problem: `This is not the address of a ${provider.label} page: it should be ${provider.example}, with your page’s name at the end.` }
  return { name: segments[0] }
}

/** Where pages are asked for: the provider's own site, or the tests' fake set on the server. */
const pagesBase = (provider: PageProvider): URL => new URL(process.env[provider.env]?.trim() || `https://${provider.host}`)

/** A redirect the check may follow: the same site, with or without www. */
const sameSite = (base: URL, next: URL) =>
  next.protocol === base.protocol && next.port === base.port && next.hostname.replace(/^www\./, '') === base.hostname.replace(/^www\./, '')

type PageAnswer = { status: number } | { elsewhere: string }

const askForPage = async (provider: PageProvider, name: string): Promise<PageAnswer> => {
  const base = pagesBase(provider)
  let url = new URL(`/${encodeURIComponent(name)}`, base)
  for (let hop = 0; ; hop++) {
    const response = await fetch(url, { redirect: 'manual', headers: { accept: 'text/html' }, signal: AbortSignal.timeout(TIMEOUT_MS) })
    // The page itself is never read: its status says whether it exists.
    await response.body?.cancel()
    const location = response.headers.get('location')
    if (response.status < 300 || response.status >= 400 || !location) return { status: response.status }
    const next = new URL(location, url)
    if (!sameSite(base, next) || hop >= MAX_REDIRECTS) return { elsewhere: next.href }
    url = next
  }
}

const causeOf = (error: unknown) => (error instanceof Error ? (error.name === 'TimeoutError' ? 'no answer in time' : error.message) : String(error))

const checkPage = async (provider: PageProvider, value: string): Promise<CheckResult> => {
  if (!value) return { ok: false, message: `Enter your ${provider.label} page’s address first (${provider.example}).` }
  const parsed = pageNameOf(provider, value)
  if ('problem' in parsed) return { ok: false, message: parsed.problem }
  let answer: PageAnswer
  try {
    answer = await askForPage(provider, parsed.name)
  } catch (error) {
    return { ok: false, message: `${provider.label} could not be reached from the server (${causeOf(error)}). Try again in a moment.` }
  }
  if ('elsewhere' in answer)
    return { ok: false, message: `${provider.label} sends that address on to ${answer.elsewhere}, not to a page: check the name at the end of the address.` }
  if (answer.status >= 200 && answer.status < 300) return { ok: true, message: `${provider.label} has a page at that address. The Donate button leads there.` }
  if (answer.status === 404 || answer.status === 410) return { ok: false, message: `There is no ${provider.label} page at that address: check the name at the end of it.` }
  return {
    ok: false,
    message: `${provider.label} would not show the page to the server (HTTP ${answer.status}), so it could not be checked. The address has the right form: open it in your browser to be sure.`,
  }
}

const EMAIL = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[A-Za-z]{2,}$/
const MERCHANT_ID = /^[A-Z0-9]{13}$/

const checkPaypal = (value: string): CheckResult => {
  if (!value) return { ok: false, message: 'Enter your PayPal business e-mail or ID first.' }
  const confirms = 'PayPal confirms it only when a gift is made: give a small gift yourself to be sure.'
  if (EMAIL.test(value)) return { ok: true, message: `This looks right: an e-mail address. It must be the one your PayPal business account uses; ${confirms}` }
  if (MERCHANT_ID.test(value)) return { ok: true, message: `This looks right: a PayPal merchant ID. ${confirms}` }
  return {
    ok: false,
    message:
      'This is neither an e-mail address nor a PayPal merchant ID (13 capital letters and digits, shown in PayPal under Account settings → Business information).',
  }
}

/** The check of `group` for `value` (the typed one, else the saved one; '' when neither). */
export const checkDonationProvider = async (group: DonationCheckGroup, value: string): Promise<CheckResult> =>
  group === 'paypal' ? checkPaypal(value.trim()) : checkPage(PAGE_PROVIDERS[group], value.trim())
