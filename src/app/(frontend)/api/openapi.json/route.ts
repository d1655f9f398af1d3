import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { openApiDocument, type ApiRoute } from '@/lib/openapi/document'
import { serverUrl } from '@/lib/serverUrl'
import { API_ROUTES } from './apiRoutes'

/**
 * This document, built from every route under /api: the others come from the list generated
 * beside this file (scripts/lib/routeTree.ts), which cannot hold this module, since it imports it.
 */
const thisRoute = (): ApiRoute => ({ pattern: '/api/openapi.json', module: { GET } })

export const GET = route(
  { shared: true, api: { summary: 'This document', tag: 'Meta', ok: { status: 200, description: 'OpenAPI 3.1' } } },
  async () => json(openApiDocument(serverUrl(), [...API_ROUTES, thisRoute()])),
)
