import type { SocialProvider } from '@/lib/auth/socialProviders'

/**
 * Each social sign-in provider's configuration, read from the environment on every use (so a
 * test can switch a provider on or off). A provider is on when its credentials are all set:
 * - Google: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (an OAuth client of type "Web application");
 * - GitHub: GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET (an OAuth App);
 * - Apple: APPLE_CLIENT_ID (the Services ID), and in place of a client secret the key that signs
 *   one for each sign-in: APPLE_TEAM_ID, APPLE_KEY_ID and APPLE_PRIVATE_KEY (the .p8 file's PEM
 *   text; "\n" escapes are read as line breaks, so it fits on one line of an .env file). Apple's
 *   client secret is a short-lived JWT, not a fixed string, so there is none to configure.
 * Every endpoint has a default (the provider's real one) and can be pointed elsewhere, which the
 * tests do: a loopback mock of all three (tests/fakes/oauth.ts).
 */
export type GoogleSettings = {
  provider: 'google'
  clientId: string
  clientSecret: string
  authorizationUrl: string
  tokenUrl: string
  /** ID tokens must name one of these as `iss`. */
  issuers: string[]
}

export type GitHubSettings = {
  provider: 'github'
  clientId: string
  clientSecret: string
  authorizationUrl: string
  tokenUrl: string
  /** The REST API (`/user`, `/user/emails`). */
  apiUrl: string
}

export type AppleSettings = {
  provider: 'apple'
  clientId: string
  teamId: string
  keyId: string
  /** PKCS#8 PEM of the ES256 key that signs the client secret. */
  privateKey: string
  authorizationUrl: string
  tokenUrl: string
  issuer: string
}

export type ProviderSettings = GoogleSettings | GitHubSettings | AppleSettings

type Env = Record<string, string | undefined>

const value = (env: Env, name: string) => env[name]?.trim() || undefined

const pem = (text: string) => text.replace(/\\n/g, '\n')

/** Apple signs its ID tokens as this issuer, and expects it as the audience of a client secret. */
export const APPLE_AUDIENCE = 'https://appleid.apple.com'

const DEFAULT_ENDPOINTS = {
  google: {
    authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    // Google's ID tokens carry either form (OpenID Connect discovery names the first).
    issuers: ['https://accounts.google.com', 'accounts.google.com'],
  },
  github: {
    authorizationUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    apiUrl: 'https://api.github.com',
  },
  apple: {
    authorizationUrl: 'https://appleid.apple.com/auth/authorize',
    tokenUrl: 'https://appleid.apple.com/auth/token',
    issuer: APPLE_AUDIENCE,
  },
} as const

export function providerSettings(provider: 'google', env?: Env): GoogleSettings | null
export function providerSettings(provider: 'github', env?: Env): GitHubSettings | null
export function providerSettings(provider: 'apple', env?: Env): AppleSettings | null
export function providerSettings(provider: SocialProvider, env?: Env): ProviderSettings | null
export function providerSettings(provider: SocialProvider, env: Env = process.env): ProviderSettings | null {
  switch (provider) {
    case 'google': {
      const clientId = value(env, 'GOOGLE_CLIENT_ID')
      const clientSecret = value(env, 'GOOGLE_CLIENT_SECRET')
      if (!clientId || !clientSecret) return null
      const issuer = value(env, 'GOOGLE_ISSUER')
      return {
        provider,
        clientId,
        clientSecret,
        authorizationUrl: value(env, 'GOOGLE_AUTHORIZATION_URL') ?? DEFAULT_ENDPOINTS.google.authorizationUrl,
        tokenUrl: value(env, 'GOOGLE_TOKEN_URL') ?? DEFAULT_ENDPOINTS.google.tokenUrl,
        issuers: issuer ? [issuer] : [...DEFAULT_ENDPOINTS.google.issuers],
      }
    }
    case 'github': {
      const clientId = value(env, 'GITHUB_CLIENT_ID')
      const clientSecret = value(env, 'GITHUB_CLIENT_SECRET')
      if (!clientId || !clientSecret) return null
      return {
        provider,
        clientId,
        clientSecret,
        authorizationUrl: value(env, 'GITHUB_AUTHORIZATION_URL') ?? DEFAULT_ENDPOINTS.github.authorizationUrl,
        tokenUrl: value(env, 'GITHUB_TOKEN_URL') ?? DEFAULT_ENDPOINTS.github.tokenUrl,
        apiUrl: (value(env, 'GITHUB_API_URL') ?? DEFAULT_ENDPOINTS.github.apiUrl).replace(/\/+$/, ''),
      }
    }
    case 'apple': {
      const clientId = value(env, 'APPLE_CLIENT_ID')
      const teamId = value(env, 'APPLE_TEAM_ID')
      const keyId = value(env, 'APPLE_KEY_ID')
      const privateKey = value(env, 'APPLE_PRIVATE_KEY')
      if (!clientId || !teamId || !keyId || !privateKey) return null
      return {
        provider,
        clientId,
        teamId,
        keyId,
        privateKey: pem(privateKey),
        authorizationUrl: value(env, 'APPLE_AUTHORIZATION_URL') ?? DEFAULT_ENDPOINTS.apple.authorizationUrl,
        tokenUrl: value(env, 'APPLE_TOKEN_URL') ?? DEFAULT_ENDPOINTS.apple.tokenUrl,
        issuer: value(env, 'APPLE_ISSUER') ?? DEFAULT_ENDPOINTS.apple.issuer,
      }
    }
  }
}
