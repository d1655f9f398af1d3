import { filterText, readFilters, type SearchParams } from './filters'

/**
 * `/reading-plans?theme=&topic=&duration=`: the theme and the
 * topic (one of a plan's tags) match exactly; the duration is a length, `short` (7 days or
 * fewer), `medium` (8 to 30) or `long` (more than 30). A value that names nothing (an unknown
 * theme, `duration=forever`) is kept and shows the empty state, like every list's filters.
 */
const readingPlanFilterShape = { theme: filterText, topic: filterText, duration: filterText }

export type ReadingPlanFilters = { theme?: string; topic?: string; duration?: string }

export const readReadingPlanFilters = (params: SearchParams): ReadingPlanFilters => readFilters(readingPlanFilterShape, params)
