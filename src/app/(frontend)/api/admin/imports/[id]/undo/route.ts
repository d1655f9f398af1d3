import { importFor, importShape, importView, onlyTheCreator } from '@/import/http/guard'
import { ImportStateError, startUndo } from '@/import/imports'
import { json } from '@/lib/http/responses'
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
  async ({ payload, params, user }) => {
    const refused = onlyTheCreator(user)
    if (refused) return refused
    const doc = await importFor(payload, params.id)
    if (doc instanceof Response) return doc
    try {
      return json(importView(await startUndo(payload, doc)), { status: 202 })
    } catch (error) {
      if (error instanceof ImportStateError) return json({ message: error.message }, { status: 409 })
      throw error
    }
  },
)
