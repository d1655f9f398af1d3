import { notFound } from 'next/navigation'
import type { Payload } from 'payload'

import { getFeatures } from '@/lib/data/site'
import { section, sectionOn, type SectionId } from '@/lib/sections'

/** A page of a section switched off in the site settings answers 404, as if it did not exist. */
export const requireSection = async (payload: Payload, id: SectionId): Promise<void> => {
  if (!sectionOn(section(id), await getFeatures(payload))) notFound()
}
