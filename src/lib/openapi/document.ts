import { z } from 'zod'

import type { FeatureName } from '@/lib/features'
import { declarationOf, guardsFor, type Declaration } from '@/lib/http/route'
import { SECTIONS } from '@/lib/sections'
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@/lib/validation/idempotencyKey'
import * as shape from './shapes'

/**
 * GET /api/openapi.json: every route under /api, described from what each declares to `route()`
 * (src/lib/http/route.ts): its guards give the request body and the answers they make, its
 * `api` the summary, query and success answer. This file adds only what every route shares.
 */
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

/** A route module and its address pattern (`/api/posts/[slug]`), as src/app holds it. */
export type ApiRoute = { pattern: string; module: Partial<Record<(typeof METHODS)[number], unknown>> }

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>
  return rest
}

const errorResponse = (description: string, schema: z.ZodType = shape.errorShape) => ({
  description,
  content: { 'application/json': { schema: jsonSchema(schema, 'output') } },
})

/** What the site calls a feature: the label of its section, else its own name. */
const featureLabel = (feature: FeatureName) =>
  SECTIONS.find((s) => s.feature === feature)?.label ?? feature[0].toUpperCase() + feature.slice(1)

const operationObject = (pathName: string, method: string, declaration: Declaration) => {
  const { api } = declaration
  const { mutation, origin, rateLimit } = guardsFor(declaration, method)
  const signedIn = declaration.member === true || api.membersOnly === true
  const pathParams = [...pathName.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }))
  const queryParams = (api.query ?? []).map((q) => ({ name: q.name, in: 'query', required: q.required ?? false, description: q.description, schema: { type: 'string' } }))
  const keyParam = mutation
    ? [
        {
          name: IDEMPOTENCY_HEADER,
          in: 'header',
          required: false,
          description:
            'One per submission, kept while it is retried: a repeat within a day gets the first answer (header Idempotent-Replayed) and changes nothing more',
          schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN },
        },
      ]
    : []
  const success = {
    description: api.ok.description ?? 'Success',
    ...(api.ok.schema ? { content: { 'application/json': { schema: jsonSchema(api.ok.schema, 'output') } } } : {}),
  }
  const responses: Record<string, unknown> = { [api.ok.status]: success, ...(api.alsoOk ? { [api.alsoOk]: success } : {}) }
  if (declaration.body || api.query?.length) responses[400] = errorResponse('Invalid input: a message per field', shape.validationErrorShape)
  if (mutation) responses[400] ??= errorResponse('Invalid Idempotency-Key', shape.validationErrorShape)
  if (signedIn) responses[401] = errorResponse('Not signed in')
  if (origin) responses[403] = errorResponse('Cross-site request refused')
  const own404 = api.answers?.[404]
  if (declaration.feature) {
    responses[404] = errorResponse(`${own404 ? `${own404}, or ` : ''}${featureLabel(declaration.feature)} switched off in the site settings`)
  }
  if (declaration.body) responses[413] = errorResponse('Body over 100 KB')
  if (mutation) responses[422] = errorResponse('The Idempotency-Key was already used with another body')
  if (rateLimit) responses[429] = errorResponse('Too many requests; the Retry-After header says how many seconds to wait')
  // Every route answers so when the database cannot be reached (src/lib/http/route.ts).
  responses[503] = errorResponse('The database could not be reached; the Retry-After header says when to try again (a change may be sent again)')
  for (const [status, description] of Object.entries(api.answers ?? {})) {
    if (description === false) delete responses[status]
    else if (!(declaration.feature && status === '404')) responses[status] = errorResponse(description)
  }
  return {
    summary: api.summary,
    tags: [api.tag],
    operationId: `${method}${pathName.replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    ...(pathParams.length || queryParams.length || keyParam.length ? { parameters: [...pathParams, ...queryParams, ...keyParam] } : {}),
    ...(declaration.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(declaration.body, 'input') } } } } : {}),
    ...(signedIn ? { security: [{ sessionCookie: [] }] } : {}),
    responses,
  }
}

/** One route module's operations, keyed by lower-case method; a handler not made by `route()` cannot be described. */
const operationsOf = ({ pattern, module }: ApiRoute, pathName: string) =>
  Object.fromEntries(
    METHODS.filter((method) => typeof module[method] === 'function').map((method) => {
      const declaration = declarationOf(module[method])
      if (!declaration) throw new Error(`${method} ${pattern} is not made with route(), so /api/openapi.json cannot describe it`)
      return [method.toLowerCase(), operationObject(pathName, method.toLowerCase(), declaration)]
    }),
  )

export const openApiDocument = (serverUrl: string, routes: readonly ApiRoute[]) => ({
  openapi: '3.1.0',
  info: {
    title: 'Site API',
    version: '1.0.0',
    description: 'JSON API of the site. Requests with a body send JSON; mutations must come from the site itself (Origin).',
  },
  servers: [{ url: serverUrl }],
  components: {
    securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: 'payload-token' } },
  },
  paths: Object.fromEntries(
    routes.map((apiRoute) => {
      // `[slug]` in the folder is `{slug}` in OpenAPI.
      const pathName = apiRoute.pattern.replace(/\[(\w+)\]/g, '{$1}')
      return [pathName, operationsOf(apiRoute, pathName)]
    }),
  ),
})
