import { importShape, stepOnImport } from '@/import/http/guard'
import { startImport } from '@/import/imports'
import { route } from '@/lib/http/route'

/** Starts the import on the jobs queue: it goes on when the tab is closed. */
export const POST = route<{ id: string }, undefined, true>(
  {
    member: true,
    api: {
      summary: 'Import the file, after its dry run (administrators only)',
      tag: 'Import',
      ok: { status: 202, schema: importShape },
      answers: { 403: 'Not an administrator', 404: 'No such import', 409: 'The import is not waiting to be imported' },
    },
  },
  ({ payload, params, user }) => stepOnImport({ payload, user, id: params.id }, (doc) => startImport(payload, doc), 202),
)
