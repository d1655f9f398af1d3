import { importShape, stepOnImport } from '@/import/http/guard'
import { startUndo } from '@/import/imports'
import { route } from '@/lib/http/route'

/** Starts removing what the import created, on the jobs queue. */
export const POST = route<{ id: string }, undefined, true>(
  {
    member: true,
    api: {
      summary: 'Undo a finished import: remove what it created and the redirects it added (administrators only)',
      tag: 'Import',
      ok: { status: 202, schema: importShape },
      answers: { 403: 'Not an administrator', 404: 'No such import', 409: 'The import is not finished' },
    },
  },
  ({ payload, params, user }) => stepOnImport({ payload, user, id: params.id }, (doc) => startUndo(payload, doc), 202),
)
