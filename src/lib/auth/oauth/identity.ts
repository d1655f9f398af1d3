import type { Attempt } from './attempts'

/** Who the provider says signed in: all a sign-in needs to find or create the member. */
export type Identity = {
  email: string
  /** Only a verified address may sign in to, or create, an account. */
  emailVerified: boolean
  firstName?: string
  lastName?: string
}

/** What the callback received, for the provider's code exchange. */
export type Callback = {
  code: string
  attempt: Attempt
  /** The callback address the authorization request named; the token request repeats it. */
  redirectUri: string
  /** Apple's `user` form field (name and e-mail as JSON), sent on a member's first authorization only. */
  appleUser: string | null
}

/** A display name split into first name and the rest, as the account's two name fields. */
export const splitName = (name: string | null | undefined): Pick<Identity, 'firstName' | 'lastName'> => {
  const [firstName, ...rest] = (name ?? '').trim().split(/\s+/).filter(Boolean)
  return { firstName: firstName || undefined, lastName: rest.join(' ') || undefined }
}
