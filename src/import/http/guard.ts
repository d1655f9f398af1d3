/**
 * What every /api/admin/imports route shares: only the creator (an admin) imports, an import is
 * named by a positive whole number, and what the admin's Import view reads of one.
 */
import type { Payload } from 'payload'
import { z } from 'zod'

import { userIsAdmin } from '@/access/roles'
import { ImportStateError, stalled } from '@/import/imports'
import { badRequest, forbidden, json, notFound } from '@/lib/http/responses'
import type { SiteImport as Import, User } from '@/payload-types'

export const onlyTheCreator = (user: User): Response | null => (userIsAdmin(user) ? null : forbidden('Only the site’s administrators can import.'))

const importId = z.coerce.number().int().positive().max(2 ** 31 - 1)

/** The import named by the route's `id`, or the answer to give instead (400, 404). */
export const importFor = async (payload: Payload, id: string): Promise<Import | Response> => {
  const parsed = importId.safeParse(id)
  if (!parsed.success) return badRequest({ id: 'Give an import’s number.' })
  const doc = await payload.findByID({ collection: 'site-imports', id: parsed.data, overrideAccess: true, depth: 0, disableErrors: true })
  return (doc as Import | null) ?? notFound('There is no such import.')
}

/**
 * A step taken on one import for the creator (map, start, undo): anyone else is refused, an
 * unknown import is 404, a step out of turn 409 with its reason; else the import as it is now,
 * with `status`.
 */
export const stepOnImport = async (
  { payload, user, id }: { payload: Payload; user: User; id: string },
  step: (doc: Import) => Promise<Import>,
  status = 200,
): Promise<Response> => {
  const refused = onlyTheCreator(user)
  if (refused) return refused
  const doc = await importFor(payload, id)
  if (doc instanceof Response) return doc
  try {
    return json(importView(await step(doc)), { status })
  } catch (error) {
    if (error instanceof ImportStateError) return json({ message: error.message }, { status: 409 })
    throw error
  }
}

/** An import as the admin's view reads it (never the file's place on the server). */
export const importView = (doc: Import) => ({
  id: doc.id,
  source: doc.source,
  filename: doc.filename,
  siteUrl: doc.siteUrl ?? null,
  size: doc.size,
  status: doc.status,
  report: doc.report ?? null,
  mapping: doc.mapping ?? null,
  progress: { done: doc.progress?.done ?? 0, total: doc.progress?.total ?? 0 },
  summary: doc.summary ?? null,
  error: doc.error ?? null,
  stalled: stalled(doc),
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
})

export const importShape = z.object({
  id: z.number().int(),
  source: z.enum(['wordpress', 'ghost']),
  filename: z.string(),
  siteUrl: z.string().nullable().describe('The old Ghost site’s address, when given with the upload'),
  size: z.number(),
  status: z.string().describe('uploaded, analysing, ready, importing, done, undoing, undone or failed'),
  report: z.unknown().describe('The dry run: counts, categories and their mapping, slug conflicts, what is skipped and why'),
  mapping: z.unknown(),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  summary: z.unknown().describe('What the import did, once done'),
  error: z.string().nullable(),
  stalled: z.boolean().describe('Importing, but its progress has not moved for two minutes: it may be started again, and carries on'),
  createdAt: z.string(),
  updatedAt: z.string(),
})
