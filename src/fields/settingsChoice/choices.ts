import type { Payload, PayloadRequest } from 'payload'

import { ORGANIZATION_CATEGORIES, ORGANIZATION_VERDICTS } from '@/lib/vocabularies/defaults'

export type ListName = 'organizationCategories' | 'organizationVerdicts'

const DEFAULTS: Record<ListName, readonly string[]> = {
  organizationCategories: ORGANIZATION_CATEGORIES,
  organizationVerdicts: ORGANIZATION_VERDICTS,
}

/** The values of a list in the site settings (Discernment tab); an empty list means the spec's defaults. */
export const settingsChoices = async (payload: Payload, list: ListName, req?: PayloadRequest): Promise<string[]> => {
  const settings = await payload.findGlobal({ slug: 'site-settings', select: { discernment: true }, depth: 0, req })
  const rows = settings.discernment?.[list] ?? []
  return rows.length ? rows.map((row) => row.name) : [...DEFAULTS[list]]
}
