import type { RateLimitPolicy } from './limiter'

/**
 * How often one client (address) and one member (account) may do each thing. Generous for a
 * person using the site, tight for a script: a family behind one address can still sign up
 * together, a bot cannot fill the admin's inbox or the comment queue.
 */
const minutes = (n: number) => n * 60

export const LIMITS = {
  register: { name: 'register', perAddress: { points: 10, seconds: minutes(60) } },
  contact: { name: 'contact', perAddress: { points: 5, seconds: minutes(10) } },
  comment: {
    name: 'comment',
    perAddress: { points: 20, seconds: minutes(10) },
    perAccount: { points: 5, seconds: minutes(10) },
  },
  newsletter: { name: 'newsletter', perAddress: { points: 5, seconds: minutes(60) } },
  // Song, media and book suggestions share one budget.
  submission: {
    name: 'submission',
    perAddress: { points: 10, seconds: minutes(60) },
    perAccount: { points: 5, seconds: minutes(60) },
  },
  forgotPassword: {
    name: 'forgot-password',
    perAddress: { points: 5, seconds: minutes(60) },
    perAccount: { points: 3, seconds: minutes(60) },
  },
  // A confirmation link to a new address is an e-mail to someone else's inbox, like a reset.
  emailChange: {
    name: 'email-change',
    perAddress: { points: 5, seconds: minutes(60) },
    perAccount: { points: 3, seconds: minutes(60) },
  },
  // Starting a social sign-in stores a row and sends the browser to the provider.
  oauthStart: { name: 'oauth-start', perAddress: { points: 30, seconds: minutes(10) } },
  // Exports read every row a member has; deletion is once per account but may be retried.
  accountExport: { name: 'account-export', perAddress: { points: 20, seconds: minutes(10) }, perAccount: { points: 10, seconds: minutes(10) } },
  accountDeletion: { name: 'account-deletion', perAddress: { points: 10, seconds: minutes(10) }, perAccount: { points: 5, seconds: minutes(10) } },
  // Each checkout costs a call to Stripe and leaves a session there: plenty for a donor who
  // changes their mind a few times, too few for a script.
  donationCheckout: { name: 'donation-checkout', perAddress: { points: 10, seconds: minutes(10) } },
  // The admin's Test buttons each ask a provider: enough to fix a typo many times over.
  integrationCheck: { name: 'integration-check', perAddress: { points: 30, seconds: minutes(10) }, perAccount: { points: 20, seconds: minutes(10) } },
  // A test e-mail goes to the creator's own inbox: a few to try a mail setting, never a stream.
  testEmail: { name: 'test-email', perAddress: { points: 5, seconds: minutes(60) }, perAccount: { points: 5, seconds: minutes(60) } },
  // A passage's words for a reference's popover: a reader opens each passage once per page view
  // (and the browser keeps it for a week), a script walking the Bible asks thousands.
  passageRead: { name: 'passage-read', perAddress: { points: 120, seconds: minutes(1) } },
  // Search as you type: a person's typing, debounced and cached in the browser, asks a few times
  // a minute; a family or an office behind one address many times that. A script asking for
  // every prefix of a dictionary meets it within the first minute.
  searchSuggest: { name: 'search-suggest', perAddress: { points: 300, seconds: minutes(1) } },
  // View beacons: a reader opens many posts, a script sends thousands.
  view: { name: 'view', perAddress: { points: 60, seconds: minutes(1) } },
  /** Every other change (favorites, logout): far above what a person clicks. */
  mutation: {
    name: 'mutation',
    perAddress: { points: 120, seconds: minutes(1) },
    perAccount: { points: 60, seconds: minutes(1) },
  },
} satisfies Record<string, RateLimitPolicy>

/** A post's view counts once per visitor in this window. */
export const VIEW_WINDOW_SECONDS = minutes(30)
