/**
 * The creator's inbox: contact messages, music/media/book suggestions, newsletter subscribers
 * and donations (src/collections, group "Inbox"). This module holds what the admin does with
 * them beyond Payload's own list and form:
 * - the quick status filters above each list (src/components/admin/inbox/QuickFilters.tsx);
 * - marking an item "read" when a staff member opens it (POST /cms-api/<inbox>/:id/opened);
 * - starting a draft music analysis from an accepted suggestion (POST .../:id/start-analysis);
 * - what a CSV export of the inbox may ask (the import-export plugin's download endpoint).
 * Everything acts as the signed-in staff member (`user` + `overrideAccess: false`), so the
 * collections' own rules decide: an editor never reads, marks or exports a donation.
 */
import {
  addDataAndFileToRequest,
  APIError,
  commitTransaction,
  createLocalReq,
  Forbidden,
  initTransaction,
  killTransaction,
  QueryError,
  type CollectionBeforeOperationHook,
  type CollectionSlug,
  type Endpoint,
  type Payload,
  type PayloadHandler,
  type PayloadRequest,
  type Where,
} from 'payload'
import { z } from 'zod'

import { userIsStaff } from '@/access/roles'
import { INBOX, type InboxSlug } from '@/collections/registry'
import { slugify } from '@/fields/slug'
import { lockMusicSuggestion } from '@/lib/db/suggestionLock'
import type { MusicAnalysis, MusicSuggestion } from '@/payload-types'

/** Who is acting: the admin's request, or the same two things in a test. */
export type Staff = { payload: Payload; user: PayloadRequest['user'] }

const as = ({ user }: Staff) => ({ user, overrideAccess: false as const })

/** The inbox collections whose items are read, then answered or accepted/declined (src/collections/reviewStatus.ts). */
export const REVIEWED_COLLECTIONS = INBOX
export type ReviewedCollection = InboxSlug

export const isReviewedCollection = (slug: string): slug is ReviewedCollection => (REVIEWED_COLLECTIONS as readonly string[]).includes(slug)

// ---------------------------------------------------------------------------------------
// Quick filters above each inbox list.

/**
 * A list address's query for `field = value`, written the way the admin's own filter panel
 * writes it (`where[or][0][and][0]…`), so the filter shows there and can be edited or removed:
 * the inbox's quick filters and the dashboard's links.
 */
export const filterBy = (field: string, value: string) => new URLSearchParams({ [`where[or][0][and][0][${field}][equals]`]: value }).toString()

/** The list filtered to one status. */
export const statusFilterQuery = (status: string) => filterBy('status', status)

const STATUS_FILTER_KEY = /^where(?:\[or\]\[0\]\[and\]\[0\])?\[status\]\[equals\]$/

/**
 * The status a list address filters on, when that is all it filters on; null for no filter
 * at all ("All"); undefined for any other filter (then no quick filter is the current one).
 */
export const filteredStatus = (searchParams: Record<string, string | string[] | undefined>): string | null | undefined => {
  const keys = Object.keys(searchParams).filter((key) => key.startsWith('where'))
  if (keys.length === 0) return null
  if (keys.length > 1 || !STATUS_FILTER_KEY.test(keys[0])) return undefined
  const value = searchParams[keys[0]]
  return typeof value === 'string' ? value : undefined
}

export type StatusOption = { label: string; value: string }

export type QuickFilter = {
  label: string
  /** null for "All". */
  status: string | null
  count: number
  /** The list's address with this filter, relative to the admin route's origin. */
  href: string
  current: boolean
}

/** One filter per status (with how many items have it) and "All", for the signed-in staff member. */
export const quickFilters = async (
  staff: Staff,
  collection: CollectionSlug,
  options: readonly StatusOption[],
  current: string | null | undefined,
): Promise<QuickFilter[]> => {
  const listPath = `${staff.payload.config.routes.admin}/collections/${collection}`
  const count = (where?: Where) => staff.payload.count({ collection, where, ...as(staff) }).then((r) => r.totalDocs)
  const [counts, total] = await Promise.all([Promise.all(options.map((o) => count({ status: { equals: o.value } }))), count()])
  return [
    ...options.map((option, i) => ({
      label: option.label,
      status: option.value,
      count: counts[i],
      href: `${listPath}?${statusFilterQuery(option.value)}`,
      current: current === option.value,
    })),
    { label: 'All', status: null, count: total, href: listPath, current: current === null },
  ]
}

// ---------------------------------------------------------------------------------------
// Opening an item marks it read.

/**
 * A "new" item becomes "read" the first time a staff member opens it in the admin (its edit
 * view asks once, src/components/admin/inbox/StatusField.tsx); any other status is left as
 * it is. Reading an item through the API never changes it. Null when the item is not there.
 */
export const markOpened = async (staff: Staff, collection: ReviewedCollection, id: number): Promise<{ status: string; changed: boolean } | null> => {
  const { payload } = staff
  const { docs } = await payload.find({ collection, where: { id: { equals: id } }, depth: 0, limit: 1, pagination: false, ...as(staff) })
  const item = docs[0] as { status?: string } | undefined
  if (!item?.status) return null
  if (item.status !== 'new') return { status: item.status, changed: false }
  // Only while still "new": a status someone set meanwhile ("answered") is never undone.
  const updated = await payload.update({
    collection,
    where: { and: [{ id: { equals: id } }, { status: { equals: 'new' } }] },
    data: { status: 'read' },
    depth: 0,
    ...as(staff),
  })
  if (updated.errors.length) throw new APIError(updated.errors[0].message, 400, undefined, true)
  return updated.docs.length ? { status: 'read', changed: true } : { status: (await currentStatus(staff, collection, id)) ?? 'read', changed: false }
}

const currentStatus = async (staff: Staff, collection: ReviewedCollection, id: number) => {
  const { docs } = await staff.payload.find({ collection, where: { id: { equals: id } }, depth: 0, limit: 1, pagination: false, ...as(staff) })
  return (docs[0] as { status?: string } | undefined)?.status
}

// ---------------------------------------------------------------------------------------
// An accepted music suggestion starts a draft analysis.

export class AnalysisRefused extends Error {
  constructor(
    message: string,
    readonly status: 404 | 409,
  ) {
    super(message)
  }
}

/** What the suggestion gives the analysis; the creator writes the rest (a draft skips required fields). */
const draftFrom = (suggestion: MusicSuggestion): Partial<MusicAnalysis> => ({
  title: `${suggestion.songTitle} by ${suggestion.artist}`.slice(0, 200),
  artist: suggestion.artist.slice(0, 120),
  song: suggestion.songTitle.slice(0, 160),
  sections: [{ title: 'Why a listener suggested it', content: `${suggestion.reason}\n\nListen: ${suggestion.link}` }],
  _status: 'draft',
})

/** The title's slug, or with the suggestion's id when an analysis already has it (slugs are unique). */
const freeSlug = async (payload: Payload, title: string, suggestionId: number) => {
  const slug = slugify(title) || 'music-analysis'
  const { totalDocs } = await payload.count({ collection: 'music-analyses', where: { slug: { equals: slug } }, overrideAccess: true })
  return totalDocs ? `${slug}-${suggestionId}` : slug
}

/**
 * The draft music analysis started from an accepted suggestion: created once, prefilled from
 * it and linked from its `analysis` field; asked again (a second click, two tabs at once), the
 * same one. `created` says whether this call made it.
 */
export const startDraftAnalysis = async (staff: Staff, suggestionId: number): Promise<{ id: number; created: boolean }> => {
  const { payload } = staff
  const { docs } = await payload.find({
    collection: 'music-suggestions',
    where: { id: { equals: suggestionId } },
    depth: 0,
    limit: 1,
    pagination: false,
    ...as(staff),
  })
  const suggestion = docs[0]
  if (!suggestion) throw new AnalysisRefused('There is no such music suggestion.', 404)
  if (typeof suggestion.analysis === 'number') return { id: suggestion.analysis, created: false }

  // The suggestion's row stays locked until the draft is linked: a second request waits, then
  // finds the link and answers with the same analysis.
  const req = await createLocalReq({ user: staff.user ?? undefined }, payload)
  await initTransaction(req)
  try {
    const locked = await lockMusicSuggestion(payload, req, suggestion.id)
    if (!locked) throw new AnalysisRefused('There is no such music suggestion.', 404)
    if (locked.analysisId !== null) {
      await commitTransaction(req)
      return { id: locked.analysisId, created: false }
    }
    if (locked.status !== 'accepted') throw new AnalysisRefused('Mark the suggestion "Accepted" and save it first.', 409)

    const data = draftFrom(suggestion)
    const analysis = await payload.create({
      collection: 'music-analyses',
      draft: true,
      data: { ...data, slug: await freeSlug(payload, data.title!, suggestion.id) } as MusicAnalysis,
      depth: 0,
      req,
      ...as(staff),
    })
    // Nobody may edit the link (its field's update access is closed to all): only this sets it,
    // past that rule, in the same transaction.
    await payload.update({ collection: 'music-suggestions', id: suggestion.id, data: { analysis: analysis.id }, depth: 0, req, overrideAccess: true })
    await commitTransaction(req)
    return { id: analysis.id, created: true }
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

// ---------------------------------------------------------------------------------------
// CSV export (the official import-export plugin's `exports` collection).

/**
 * The fields of a collection an export may name: not hidden (secrets such as a subscriber's
 * token) and not switched off for export (`custom['plugin-import-export'].disabled`).
 */
const exportableFields = (payload: Payload, slug: string): Set<string> => {
  const fields = payload.collections[slug as CollectionSlug]?.config.flattenedFields ?? []
  return new Set(
    fields
      .filter((f) => !('hidden' in f && f.hidden) && !(f.custom as Record<string, { disabled?: boolean }> | undefined)?.['plugin-import-export']?.disabled)
      .map((f) => f.name),
  )
}

// The inbox collections are flat: an export names and sorts by top-level fields only.
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/
const whole = (max: number) => z.number().int().min(0).max(max)

/** The export form's values (what the plugin's admin UI sends); anything else is dropped. */
const exportQuery = z.object({
  collectionSlug: z.string().max(100),
  format: z.literal('csv', { error: 'Exports are CSV files.' }).default('csv'),
  name: z.string().max(200).nullish(),
  fields: z.array(z.string().max(100).regex(FIELD_NAME, 'Name fields by their name.')).max(100).nullish(),
  where: z.record(z.string(), z.unknown()).nullish(),
  sort: z.string().max(200).nullish(),
  limit: whole(1_000_000).nullish(),
  page: whole(1_000_000).nullish(),
  drafts: z.enum(['yes', 'no']).nullish(),
  draft: z.enum(['yes', 'no']).nullish(),
  previewLimit: whole(100).nullish(),
  previewPage: whole(1_000_000).nullish(),
})
type ExportQuery = z.infer<typeof exportQuery>

/** A filter longer than this is not one the list's filter panel writes. */
const WHERE_LIMIT = 10_000

/** An export the server will not run, and why (the admin's export drawer shows the message). */
class ExportRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 403 = 400,
  ) {
    super(message)
  }
}

const refuse = (message: string) => new ExportRefused(message)

/** Exports are the staff's: anyone else is refused before the body is read. */
const requireStaff = (req: PayloadRequest) => {
  if (!req.user) throw new ExportRefused('Sign in to export.', 401)
  if (!userIsStaff(req.user)) throw new ExportRefused('Only the staff may export.', 403)
}

/** Checks an export request for `exportable` collections; the query, cleaned, or throws a 4xx. */
const checkExportQuery = (req: PayloadRequest, body: unknown, exportable: readonly string[]): ExportQuery => {
  requireStaff(req)
  const parsed = exportQuery.safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw refuse(`${issue.path.join('.') || 'body'}: ${issue.message}`)
  }
  const query = parsed.data
  if (!exportable.includes(query.collectionSlug)) throw refuse(`${query.collectionSlug.slice(0, 100)} cannot be exported.`)
  if (query.where && JSON.stringify(query.where).length > WHERE_LIMIT) throw refuse('where: the filter is too long.')
  const allowed = exportableFields(req.payload, query.collectionSlug)
  const unknown = (query.fields ?? []).find((name) => !allowed.has(name))
  if (unknown) throw refuse(`fields: ${unknown} cannot be exported.`)
  const sort = query.sort?.trim() || undefined
  if (sort && !allowed.has(sort.replace(/^-/, ''))) throw refuse(`sort: ${sort.slice(0, 100)} cannot sort an export.`)
  return { ...query, sort, name: query.name?.replace(/[^\w .-]+/g, '-').slice(0, 100) || undefined }
}

/**
 * Runs the export's query once, for one row, the way the plugin will (as the exporter, with
 * the request so the CMS API's query checks apply): a filter on a hidden field, a value a
 * column cannot hold or a collection the exporter may not read is answered 4xx here, where
 * the plugin would fail half-way through streaming the file.
 */
const tryQuery = async (req: PayloadRequest, query: ExportQuery) => {
  try {
    await req.payload.find({
      collection: query.collectionSlug as CollectionSlug,
      where: (query.where ?? undefined) as Where | undefined,
      sort: query.sort ?? undefined,
      limit: 1,
      page: query.page || 1,
      depth: 0,
      draft: (query.drafts ?? query.draft) === 'yes',
      req,
      user: req.user,
      overrideAccess: false,
    })
  } catch (error) {
    // Payload's own word for a path nobody may query (a hidden field, one that does not exist).
    if (error instanceof QueryError) throw new ExportRefused(error.message)
    throw error
  }
}

/** The request body read once (a malformed one is a 400), then served again as `replacement` to the plugin. */
const replaceBody = async <T>(req: PayloadRequest, replacement: (body: unknown) => T): Promise<T> => {
  try {
    await addDataAndFileToRequest(req)
  } catch (error) {
    if (error instanceof APIError && error.status === 400) throw new ExportRefused('The request body is not valid JSON.')
    throw error
  }
  const next = replacement(req.data)
  const text = JSON.stringify(next)
  Object.assign(req, { data: next, json: () => Promise.resolve(next), text: () => Promise.resolve(text) })
  return next
}

/** A refusal answered in Payload's error shape, which the export drawer reads; anything else goes on to Payload. */
const answeringRefusals =
  (handler: PayloadHandler): PayloadHandler =>
  async (req) => {
    try {
      return await handler(req)
    } catch (error) {
      if (!(error instanceof ExportRefused)) throw error
      return Response.json({ errors: [{ message: error.message }] }, { status: error.status })
    }
  }

const guardDownload = (handler: PayloadHandler, exportable: readonly string[]): PayloadHandler =>
  answeringRefusals(async (req) => {
    requireStaff(req)
    const { data } = await replaceBody(req, (body) => ({ data: checkExportQuery(req, (body as { data?: unknown } | undefined)?.data, exportable) }))
    await tryQuery(req, data)
    return handler(req)
  })

const guardPreview = (handler: PayloadHandler, exportable: readonly string[]): PayloadHandler =>
  answeringRefusals(async (req) => {
    requireStaff(req)
    await tryQuery(req, await replaceBody(req, (body) => checkExportQuery(req, body, exportable)))
    return handler(req)
  })

/**
 * The plugin's `exports` endpoints behind the checks they lack: only the staff, only the
 * `exportable` collections, only the export form's own values, and a query that fails answered
 * 4xx before the file starts (the plugin answers a half-written 200, or nothing, otherwise).
 */
export const guardedExportEndpoints = (endpoints: Endpoint[] | false | undefined, exportable: readonly string[]): Endpoint[] =>
  (endpoints || []).map((endpoint) => {
    if (endpoint.path === '/download') return { ...endpoint, handler: guardDownload(endpoint.handler, exportable) }
    if (endpoint.path === '/export-preview') return { ...endpoint, handler: guardPreview(endpoint.handler, exportable) }
    return endpoint
  })

/**
 * Exports are downloaded, never stored: creating an `exports` document (which would write the
 * file to disk) is refused. The admin's export drawer only downloads.
 */
export const refuseSavedExports: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation === 'create') throw new Forbidden()
  return args
}
