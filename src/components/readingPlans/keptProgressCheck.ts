// Before the schemas below are made: zod decides at a schema's creation whether to compile it.
import '@/lib/client/zodWithoutEval'

import { z } from 'zod'

import { readingProgressSchema, type ReadingProgress } from '@/lib/validation/readingProgress'

export type KeptProgress = ReadingProgress & { member?: number }

const keptSchema = readingProgressSchema.extend({ member: z.number().int().positive().optional() })

/** A kept copy as progress, or null when it is not one (edited by hand, an older shape). */
export const checkKept = (value: unknown): KeptProgress | null => {
  const result = keptSchema.safeParse(value)
  return result.success ? result.data : null
}
