/**
 * What the account page says after a change made without the page's JavaScript (the browser
 * posted the form to the API itself, which redirects back with `?<section>=<code>`), or after an
 * e-mailed link (`?email=changed`). Codes, not the server's words, travel in the address: a link
 * cannot make the page say anything else.
 */
type NoticeTone = 'success' | 'error'

export type Notice = { tone: NoticeTone; text: string }

const ok = (text: string): Notice => ({ tone: 'success', text })
const no = (text: string): Notice => ({ tone: 'error', text })

export const ACCOUNT_NOTICES = {
  profile: {
    saved: ok('Your name has been saved.'),
    invalid: no('Names can be at most 100 characters each, on one line.'),
    throttled: no('Too many changes at once. Please wait a minute and try again.'),
  },
  password: {
    changed: ok('Your password has been changed. Every other session of your account has been signed out.'),
    reset: ok('Your new password is set and you are signed in. Every other session of your account has been signed out.'),
    wrong: no('Your current password is not correct.'),
    invalid: no('Please choose a new password of 8 to 128 characters that is not a common password.'),
    'no-password': no('Your account has no password yet. To set one, use "Forgot password?" on the sign-in page.'),
    throttled: no('Too many attempts. Please wait a few minutes and try again.'),
  },
  email: {
    sent: ok('Check the inbox of your new address: the change happens when you open the link we sent there (within an hour).'),
    changed: ok('Your e-mail address has been changed. Use the new one to sign in from now on.'),
    invalid: no(
      'That confirmation link cannot be used: it has expired, was already used or replaced, or the address is no longer available. Your e-mail address has not changed.',
    ),
    'wrong-password': no('Your password is not correct.'),
    'bad-address': no('Please enter a valid e-mail address, and your password if your account has one.'),
    same: no('This is already your e-mail address.'),
    throttled: no('Too many requests. Please wait a while before asking for another confirmation link.'),
  },
  // The unsubscribe links of the e-mails about comments (src/collections/comment-notices).
  notifications: {
    'approved-off': ok('You will no longer get an e-mail when your comment is approved.'),
    'reply-off': ok('You will no longer get an e-mail when someone replies to your comment.'),
    invalid: no('That unsubscribe link is not valid. You can choose which e-mails you get below.'),
  },
} as const satisfies Record<string, Record<string, Notice>>

export type NoticeSection = keyof typeof ACCOUNT_NOTICES

export type NoticeCode<S extends NoticeSection> = keyof (typeof ACCOUNT_NOTICES)[S]

/** The notice a section's code names, or null for anything else in the address. */
export const accountNotice = (section: NoticeSection, code: string | null | undefined): Notice | null => {
  const notices: Record<string, Notice> = ACCOUNT_NOTICES[section]
  return code && Object.hasOwn(notices, code) ? notices[code] : null
}

/** Where a form sent without JavaScript returns: the account page, at the section concerned. */
export const accountNoticePath = <S extends NoticeSection>(section: S, code: NoticeCode<S> & string) =>
  `/account?${section}=${encodeURIComponent(code)}#${section}`
