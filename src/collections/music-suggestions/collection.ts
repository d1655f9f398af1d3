import type { CollectionConfig, Endpoint } from 'payload'

import { userIsStaff } from '@/access/roles'
import { AnalysisRefused, startDraftAnalysis } from '@/lib/data/inbox'
import { forbidden, json, notFound, unauthorized } from '@/lib/http/responses'
import { httpUrl } from '@/lib/validation/url'
import { staffOnly } from '@/collections/publishable'
import { itemId, openedEndpoint, reviewStatusField, submittedByField } from '@/collections/reviewStatus'

/**
 * POST /cms-api/music-suggestions/:id/start-analysis: an accepted suggestion's draft music
 * analysis, created the first time ({ id, created: true }, 201) and the same one afterwards.
 */
const startAnalysisEndpoint: Endpoint = {
  path: '/:id/start-analysis',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return unauthorized()
    if (!userIsStaff(req.user)) return forbidden()
    const id = itemId.safeParse(req.routeParams?.id)
    if (!id.success) return notFound('There is no such music suggestion.')
    try {
      const analysis = await startDraftAnalysis({ payload: req.payload, user: req.user }, id.data)
      return json(analysis, { status: analysis.created ? 201 : 200 })
    } catch (error) {
      if (error instanceof AnalysisRefused) return json({ message: error.message }, { status: error.status })
      throw error
    }
  },
}

export const MusicSuggestions: CollectionConfig = {
  slug: 'music-suggestions',
  labels: { singular: 'Music suggestion', plural: 'Music suggestions' },
  access: staffOnly,
  admin: {
    useAsTitle: 'songTitle',
    defaultColumns: ['songTitle', 'artist', 'status', 'createdAt'],
    group: 'Inbox',
    components: {
      beforeListTable: ['@/components/admin/inbox/QuickFilters#QuickFilters'],
      edit: { beforeDocumentControls: ['@/components/admin/inbox/StartDraftAnalysis#StartDraftAnalysis'] },
    },
  },
  endpoints: [openedEndpoint, startAnalysisEndpoint],
  defaultSort: '-createdAt',
  fields: [
    { name: 'artist', type: 'text', required: true, maxLength: 160 },
    { name: 'songTitle', type: 'text', required: true, maxLength: 200 },
    { name: 'link', type: 'text', required: true, validate: httpUrl },
    { name: 'reason', type: 'textarea', required: true, maxLength: 5000 },
    { name: 'email', type: 'email' },
    submittedByField(),
    reviewStatusField('suggestion'),
    {
      name: 'analysis',
      label: 'Music analysis',
      type: 'relationship',
      relationTo: 'music-analyses',
      // Set only by start-analysis, once: a save of the suggestion's form never clears it.
      access: { create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true, description: 'The draft analysis started from this suggestion.' },
    },
  ],
}
