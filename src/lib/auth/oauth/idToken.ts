import { decodeIdToken } from 'arctic'
import { z } from 'zod'

import { ProviderError } from './providerRequests'

/**
 * The checks OpenID Connect asks of an ID token (Core §3.1.3.7): issued by the provider
 * (`iss`), for this site (`aud`, and `azp` when there are several audiences), not expired
 * (`exp`, with a minute's allowance for clock drift), and for this very sign-in (`nonce`, sent
 * with the authorization request and kept server-side). The token comes straight from the
 * provider's token endpoint over TLS, in exchange for a code and the client's own credentials,
 * which the specification accepts in place of checking its signature.
 */
const CLOCK_SKEW_SECONDS = 60

/** Apple sends `email_verified` as the string "true"; Google as a boolean. */
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((text) => text === 'true')])

const claimsSchema = z.object({
  iss: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
  azp: z.string().optional(),
  exp: z.number(),
  nonce: z.string().optional(),
  sub: z.string(),
  email: z.string().optional(),
  email_verified: flag.optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
})

export type IdTokenClaims = z.output<typeof claimsSchema>

export const checkIdToken = (
  idToken: string,
  expected: { issuers: readonly string[]; clientId: string; nonce: string },
  now = Date.now(),
): IdTokenClaims => {
  let decoded: object
  try {
    decoded = decodeIdToken(idToken)
  } catch {
    throw new ProviderError('ID token: not a JWT')
  }
  const parsed = claimsSchema.safeParse(decoded)
  if (!parsed.success) throw new ProviderError('ID token: missing or malformed claims')
  const claims = parsed.data
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud]
  if (!expected.issuers.includes(claims.iss)) throw new ProviderError(`ID token: unexpected issuer ${claims.iss}`)
  if (!audiences.includes(expected.clientId)) throw new ProviderError('ID token: not issued for this site')
  if (audiences.length > 1 && claims.azp !== expected.clientId) throw new ProviderError('ID token: authorized party is not this site')
  if (claims.exp * 1000 + CLOCK_SKEW_SECONDS * 1000 <= now) throw new ProviderError('ID token: expired')
  if (claims.nonce !== expected.nonce) throw new ProviderError('ID token: nonce does not match this sign-in')
  return claims
}
