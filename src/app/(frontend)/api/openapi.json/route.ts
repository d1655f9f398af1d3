import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { openApiDocument } from '@/lib/openapi/document'
import { serverUrl } from '@/lib/serverUrl'

export const GET = route({ shared: true }, async () => json(openApiDocument(serverUrl())))
