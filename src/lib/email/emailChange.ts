import type { SendEmailOptions } from 'payload'

import { serverUrl } from '@/lib/serverUrl'
import { oneLine } from './oneLine'

/** The link in the confirmation e-mail: it applies the change when opened (src/lib/auth/emailChange.ts). */
const confirmEmailChangeUrl = (token: string) => `${serverUrl()}/api/account/email/confirm?token=${encodeURIComponent(token)}`

const accountUrl = () => `${serverUrl()}/account`

/** To the new address: the one way the change happens. */
export const confirmEmailChangeEmail = (to: string, token: string, siteTitle: string): SendEmailOptions => ({
  to,
  subject: `Confirm your new e-mail address for ${oneLine(siteTitle)}`,
  text: [
    'Hello,',
    '',
    `A member of ${siteTitle} asked to use this address for their account from now on.`,
    'To confirm, open this link within the next hour:',
    '',
    confirmEmailChangeUrl(token),
    '',
    'Until then, the account keeps its current address.',
    '',
    'If you did not ask for this, ignore this e-mail: nothing changes.',
  ].join('\n'),
})

/**
 * To a new address that already has an account: it gets no link (two accounts cannot share an
 * address), while the member who asked is told the same as for a free address, so the form
 * cannot be used to learn who has an account.
 */
export const addressTakenEmail = (to: string, siteTitle: string): SendEmailOptions => ({
  to,
  subject: `Someone asked to use your address on ${oneLine(siteTitle)}`,
  text: [
    'Hello,',
    '',
    `A member of ${siteTitle} asked to move their account to this address, which already belongs to an account.`,
    'Nothing has changed, and no account can take an address that is already in use.',
    '',
    'If it was you, you already have an account with this address: sign in with it, or reset its password at',
    `${serverUrl()}/forgot-password`,
    '',
    'If it was not you, you can ignore this e-mail.',
  ].join('\n'),
})

/** To the current address when a change is asked for: the holder hears of it before it happens. */
export const emailChangeRequestedEmail = (to: string, newAddress: string, siteTitle: string): SendEmailOptions => ({
  to,
  subject: `A change of your ${oneLine(siteTitle)} e-mail address was requested`,
  text: [
    'Hello,',
    '',
    `Someone signed in to your ${siteTitle} account asked to change its e-mail address to ${oneLine(newAddress)}.`,
    'The change happens only if the link sent to that address is opened within the next hour.',
    '',
    `If this was not you, sign in and change your password at ${accountUrl()}, which signs every other session out.`,
  ].join('\n'),
})

/** To the old address once the change is made. */
export const emailChangedEmail = (to: string, newAddress: string, siteTitle: string): SendEmailOptions => ({
  to,
  subject: `Your ${oneLine(siteTitle)} e-mail address was changed`,
  text: [
    'Hello,',
    '',
    `Your ${siteTitle} account now uses the address ${oneLine(newAddress)}; this address no longer signs in.`,
    '',
    'If you did not make this change, please write to us through the contact page straight away:',
    `${serverUrl()}/contact`,
  ].join('\n'),
})

/**
 * When the creator corrects a member's address in the admin: both addresses hear of it, the
 * old so that a change its holder did not ask for is noticed, the new so that its holder knows
 * which account it now signs in to (and that nobody has proven it yet).
 */
export const addressCorrectedEmails = (oldAddress: string, newAddress: string, siteTitle: string): SendEmailOptions[] => [
  {
    to: oldAddress,
    subject: `Your ${oneLine(siteTitle)} e-mail address was changed`,
    text: [
      'Hello,',
      '',
      `The team of ${siteTitle} changed the e-mail address of your account to ${oneLine(newAddress)}; this address no longer signs in.`,
      '',
      'If you did not ask for this, please write to us through the contact page straight away:',
      `${serverUrl()}/contact`,
    ].join('\n'),
  },
  {
    to: newAddress,
    subject: `This is now your ${oneLine(siteTitle)} e-mail address`,
    text: [
      'Hello,',
      '',
      `The team of ${siteTitle} set this address for your account (it used to be ${oneLine(oldAddress)}).`,
      `Sign in with it from now on. To choose a new password, open ${serverUrl()}/forgot-password.`,
      '',
      'If you have no account with us, please tell us through the contact page:',
      `${serverUrl()}/contact`,
    ].join('\n'),
  },
]
