import { importFor, importShape, importView, onlyTheCreator } from '@/import/http/guard'
import { ImportStateError, startImport } from '@/import/imports'
import { json } from '@/lib/http/responses'
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
  async ({ payload, params, user }) => {
    const refused = onlyTheCreator(user)
    if (refused) return refused
    const doc = await importFor(payload, params.id)
    if (doc instanceof Response) return doc
    try {
      return json(importView(await startImport(payload, doc)), { status: 202 })
    } catch (error) {
      if (error instanceof ImportStateError) return json({ message: error.message }, { status: 409 })
      throw error
    }
  },
)
