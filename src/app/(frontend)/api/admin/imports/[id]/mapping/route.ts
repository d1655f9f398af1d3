import { z } from 'zod'

import { importShape, stepOnImport } from '@/import/http/guard'
import { chooseMapping } from '@/import/imports'
import { route } from '@/lib/http/route'

const mappingSchema = z.strictObject(
  {
    mapping: z
      .record(
        z.string().max(100, 'A category’s slug is 100 characters at most.'),
        z.union([z.literal('new'), z.number().int().positive().max(2 ** 31 - 1)], { error: 'Choose one of the site’s categories, or "new".' }),
      )
      .refine((value) => Object.keys(value).length <= 2000, 'At most 2,000 categories.'),
  },
  { error: 'Send { mapping } and nothing else.' },
)

/** The creator's choice, in the dry run, of the site category each of the file's categories goes to. */
export const PUT = route<{ id: string }, typeof mappingSchema, true>(
  {
    member: true,
    body: mappingSchema,
    api: {
      summary: 'Choose the site category for each of the file’s categories, before importing (administrators only)',
      tag: 'Import',
      ok: { status: 200, schema: importShape },
      answers: { 403: 'Not an administrator', 404: 'No such import', 409: 'The import is not waiting to be imported' },
    },
  },
  ({ payload, params, user, body }) => stepOnImport({ payload, user, id: params.id }, (doc) => chooseMapping(payload, doc, body.mapping)),
)
