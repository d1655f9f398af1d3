import { summaryText } from '@/import/download'
import { importFor, onlyTheCreator } from '@/import/http/guard'
import { route } from '@/lib/http/route'

/** The import's summary as a text file to keep. */
export const GET = route<{ id: string }, undefined, true>(
  {
    member: true,
    api: {
      summary: 'Download the import’s summary as a text file (administrators only)',
      tag: 'Import',
      ok: { status: 200, description: 'text/plain attachment' },
      answers: { 403: 'Not an administrator', 404: 'No such import' },
    },
  },
  async ({ payload, params, user }) => {
    const refused = onlyTheCreator(user)
    if (refused) return refused
    const doc = await importFor(payload, params.id)
    if (doc instanceof Response) return doc
    return new Response(summaryText(doc), {
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Disposition': `attachment; filename="import-${doc.id}-summary.txt"` },
    })
  },
)
