import { filterText, pageNumber, readFilters, type SearchParams } from './filters'

/**
 * `/music-analysis?genre=&verdict=&q=&page=`. Only one of verdict or genre narrows the list and
 * the verdict wins; the search text looks through every analysis (DECISIONS.md).
 */
const musicFilterShape = { genre: filterText, verdict: filterText, q: filterText, page: pageNumber }

export type MusicFilters = { genre?: string; verdict?: string; q?: string; page?: number }

export const readMusicFilters = (params: SearchParams): MusicFilters => readFilters(musicFilterShape, params)
