import { z } from 'zod'

import { FileTooLarge, IMPORT_FILE_LIMIT } from '@/import/files'
import { importShape, importView, onlyTheCreator } from '@/import/http/guard'
import { createImport } from '@/import/imports'
import { oldSiteAddress } from '@/import/oldSite'
import { ImportFileError } from '@/import/model'
import type { SiteImport as Import } from '@/payload-types'
import { badRequest, json, payloadTooLarge } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

type NoParams = Record<string, string>

const TOO_LARGE = `The file is too large to import (${IMPORT_FILE_LIMIT / 1024 / 1024} MB at most).`

/** The imports so far, newest first. */
export const GET = route<NoParams, undefined, true>(
  { member: true, api: { summary: 'The imports so far, newest first (administrators only)', tag: 'Import', ok: { status: 200, schema: z.array(importShape) }, answers: { 403: 'Not an administrator' } } },
  async ({ payload, user }) => {
    const refused = onlyTheCreator(user)
    if (refused) return refused
    const { docs } = await payload.find({ collection: 'site-imports', sort: '-createdAt', limit: 50, depth: 0, overrideAccess: true })
    return json(docs.map((doc) => importView(doc as Import)))
  },
)

/**
 * An export file, sent as the request body itself (not a form), streamed to disk as it arrives:
 * its dry run starts on the jobs queue at once. The file's name comes in `?filename=`.
 */
export const POST = route<NoParams, undefined, true>(
  {
    member: true,
    api: {
      summary: 'Upload a WordPress (.xml) or Ghost (.json, members .csv) export as the request body; its dry run starts (administrators only)',
      tag: 'Import',
      query: [
        { name: 'filename', description: 'The file’s name, e.g. mysite.WordPress.2026-11-27.xml', required: true },
        { name: 'site', description: 'The old Ghost site’s address (https://…), so its own images can be fetched; a WordPress export names its own' },
      ],
      ok: { status: 201, schema: importShape },
      answers: { 400: 'No file, or not an export this site can read', 403: 'Not an administrator', 413: TOO_LARGE },
    },
  },
  async ({ payload, req, user }) => {
    const refused = onlyTheCreator(user)
    if (refused) return refused
    const query = new URL(req.url).searchParams
    const filename = query.get('filename') ?? ''
    if (!filename.trim() || filename.length > 255) return badRequest({ filename: 'Give the file’s name (255 characters at most).' })
    const site = oldSiteAddress(query.get('site'))
    if (!site.ok) return badRequest({ site: site.message })
    if (Number(req.headers.get('content-length') ?? 0) > IMPORT_FILE_LIMIT) return payloadTooLarge(TOO_LARGE)
    if (!req.body) return badRequest({ file: 'Choose an export file to upload.' })
    try {
      const doc = await createImport(payload, { filename, body: req.body, userId: Number(user.id), siteUrl: site.value })
      return json(importView(doc), { status: 201 })
    } catch (error) {
      if (error instanceof FileTooLarge) return payloadTooLarge(TOO_LARGE)
      if (error instanceof ImportFileError) return badRequest({ file: error.message }, error.message)
      throw error
    }
  },
)
