import config from '@payload-config'
import type { REST_GET } from '@payloadcms/next/routes'
import { executeAuthStrategies, getPayload } from 'payload'

import { adminPanel } from '@/access'
import { AUDIO_TOO_LARGE } from '@/collections/episode-audio/uploadLimit'

import { clientAddress } from '@/lib/http/clientAddress'
import { forbidden, json, notFound, payloadTooLarge, tooManyRequests, unauthorized } from '@/lib/http/responses'
import { retryMessage } from '@/lib/http/retryMessage'
import { consume } from '@/lib/rateLimit/limiter'
import { LIMITS } from '@/lib/rateLimit/policies'
import { bodyLimitFor, describeLimit, streamedLimitFor, withLimitedBody, withStreamedBody } from './bodyLimit'
import { openToOutsiders } from './outsiders'
import { effectiveQuery, malformedJsonParameter, overridesMethod } from './queryParams'
import { withResponsePolicy } from './responsePolicy'
import { absentRoute, fileKind, restTarget } from './target'

type RestHandler = ReturnType<typeof REST_GET>

/**
 * Payload's REST handler behind the checks it lacks: an address that is not UTF-8 or a route
 * this site does not have is 404 (both were 500s), anyone but the staff is refused all but a
 * few addresses (outsiders.ts), a body over the limit is 413 before Payload
 * reads it, changes are rate limited like the site's, and every answer leaves with the headers
 * of responsePolicy.ts. What a query asks
 * is checked by the collections themselves (src/collections/hooks/guardRestQuery.ts).
 */
export const guardedRest =
  (handler: RestHandler): RestHandler =>
  async (request, context) => {
    const payload = await getPayload({ config })
    const url = new URL(request.url)
    const target = restTarget(payload.config, url)
    const file = fileKind(target, request, payload.config.cookiePrefix)
    const answer = (res: Response) => withResponsePolicy(res, { file })

    // As the app's server answers such a path before Next sees it (src/server/paths.ts).
    if (!target) return answer(notFound())
    // The staff's tool: anyone else reaches only the few addresses of outsiders.ts.
    let user: unknown = undefined
    if (!openToOutsiders(request, target)) {
      user = (await executeAuthStrategies({ headers: request.headers, payload })).user
      if (!user) return answer(unauthorized('Sign in with a staff account to use this.'))
      if (!adminPanel({ req: { user } })) return answer(forbidden('This is for the site’s staff. Your account is at /account.'))
    }
    const absent = absentRoute(target)
    if (absent) return answer(notFound(absent))

    const streamedLimit = streamedLimitFor(request, target, user)
    const limit = streamedLimit ?? bodyLimitFor(request, target, user)
    const tooLarge = () => answer(payloadTooLarge(streamedLimit === null ? `The request body is too large (${describeLimit(limit)} at most).` : AUDIO_TOO_LARGE))
    const streamed = streamedLimit === null ? null : withStreamedBody(request, streamedLimit)
    const limited = streamedLimit === null ? await withLimitedBody(request, limit) : (streamed?.request ?? null)
    if (!limited) return tooLarge()

    const malformed = malformedJsonParameter(await effectiveQuery(limited, url))
    if (malformed) return answer(json({ message: `The ${malformed} parameter is not valid JSON.` }, { status: 400 }))

    // Every change through the CMS API counts against the same general limit as the site's
    // (a search sent as a POST with the method override is a read, and does not).
    if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method) && !overridesMethod(request)) {
      const verdict = await consume(payload, LIMITS.mutation, { address: clientAddress(request.headers) })
      if (!verdict.ok) return answer(tooManyRequests(verdict.retryAfter, retryMessage(verdict.retryAfter)))
    }

    const res = await handler(limited, context)
    // Payload stops reading a streamed body that went over its limit, and calls that a fault of its own.
    if (streamed?.exceeded()) return tooLarge()
    // A stored file its reader may not fetch (an episode's audio before the episode is out) is
    // answered as one that is not there: the address tells nothing about what it holds.
    if (file && res.status === 403) return answer(notFound('File not found'))
    // Payload answers a route it does not serve (`/payload-migrations`, a collection's disabled
    // endpoint) 501, naming the server's own bind address: a plain 404 instead.
    if (res.status === 501) return answer(notFound())
    return answer(res)
  }
