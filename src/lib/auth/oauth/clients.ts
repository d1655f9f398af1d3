import type { Attempt } from './attempts'
import type { Callback, Identity } from './identity'
import { appleAuthorizationUrl, appleIdentity } from './providers/apple'
import { githubAuthorizationUrl, githubIdentity } from './providers/github'
import { googleAuthorizationUrl, googleIdentity } from './providers/google'
import type { ProviderSettings } from './settings'

/** Where the browser goes to sign in with the provider. */
export const authorizationUrl = (settings: ProviderSettings, attempt: Attempt, redirectUri: string): URL => {
  switch (settings.provider) {
    case 'google':
      return googleAuthorizationUrl(settings, attempt, redirectUri)
    case 'github':
      return githubAuthorizationUrl(settings, attempt, redirectUri)
    case 'apple':
      return appleAuthorizationUrl(settings, attempt, redirectUri)
  }
}

/** The code exchanged for who signed in (throws ProviderError when the provider says no or fails). */
export const fetchIdentity = (settings: ProviderSettings, callback: Callback): Promise<Identity> => {
  switch (settings.provider) {
    case 'google':
      return googleIdentity(settings, callback)
    case 'github':
      return githubIdentity(settings, callback)
    case 'apple':
      return appleIdentity(settings, callback)
  }
}
