import { importFor, importShape, importView, onlyTheCreator } from '@/import/http/guard'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

/** One import: its state, dry-run report, progress and summary (the Import view polls it). */
export const GET = route<{ id: string }, undefined, true>(
  { member: true, api: { summary: 'One import: its state, dry-run report, progress and summary (administrators only)', tag: 'Import', ok: { status: 200, schema: importShape }, answers: { 403: 'Not an administrator', 404: 'No such import' } } },
  async ({ payload, params, user }) => {
    const refused = onlyTheCreator(user)
    if (refused) return refused
    const doc = await importFor(payload, params.id)
    return doc instanceof Response ? doc : json(importView(doc))
  },
)
