import type { Payload } from 'payload'

import { getFeatures } from '@/lib/data/site'
import type { FeatureName } from '@/lib/features'
import { notFound } from './responses'

/** A feature switched off in the site settings answers 404, as if its routes did not exist. */
export const featureOff = async (payload: Payload, name: FeatureName): Promise<Response | null> =>
  (await getFeatures(payload))[name] ? null : notFound()
