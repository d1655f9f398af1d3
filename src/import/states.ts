/**
 * An import's life: uploaded → analysing → ready (the dry run's report is there) → importing →
 * done; done → undoing → undone. `failed` when the file could not be read (the report says why).
 */
export const IMPORT_STATES = ['uploaded', 'analysing', 'ready', 'importing', 'done', 'undoing', 'undone', 'failed'] as const
export type ImportState = (typeof IMPORT_STATES)[number]
