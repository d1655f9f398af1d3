import type { TextField } from 'payload'

import { ORGANIZATION_CATEGORIES, ORGANIZATION_VERDICTS } from '@/lib/vocabularies/defaults'

type ListName = 'organizationCategories' | 'organizationVerdicts'

const DEFAULTS: Record<ListName, readonly string[]> = {
  organizationCategories: ORGANIZATION_CATEGORIES,
  organizationVerdicts: ORGANIZATION_VERDICTS,
}

/**
 * A text field whose value must be one of a list the creator keeps in the site settings
 * (Discernment tab), so a new category or verdict needs no code change. An empty list there
 * means the spec's defaults, as the public pages read it.
 */
export const settingsChoiceField = (name: string, list: ListName, label: string): TextField => ({
  name,
  type: 'text',
  required: true,
  maxLength: 80,
  index: true,
  admin: { position: 'sidebar', description: `One of the ${label.toLowerCase()} listed in Site settings → Discernment.` },
  validate: async (value, { req }) => {
    if (typeof value !== 'string' || !value.trim()) return 'This field is required.'
    const settings = await req.payload.findGlobal({ slug: 'site-settings', select: { discernment: true }, depth: 0, req })
    const rows = settings.discernment?.[list] ?? []
    const allowed = rows.length ? rows.map((row) => row.name) : [...DEFAULTS[list]]
    return allowed.includes(value) ? true : `Choose one of the ${label.toLowerCase()}: ${allowed.join(', ')}.`
  },
})
