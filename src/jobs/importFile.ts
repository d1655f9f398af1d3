import type { TaskConfig } from 'payload'

import { IMPORT_TASK, processImport, type ImportAction } from '@/import/imports'

/**
 * An import's dry run, the import itself, or its undo (src/import/imports.ts), on the jobs
 * queue: the work goes on when the creator closes the tab. An import that fails half way is
 * tried again, and carries on after the items its first attempt recorded.
 */
export const importFileTask: TaskConfig<{ input: { importId: number; action: ImportAction }; output: Record<string, never> }> = {
  slug: IMPORT_TASK,
  label: 'Import from WordPress or Ghost',
  retries: 2,
  inputSchema: [
    { name: 'importId', type: 'number', required: true },
    { name: 'action', type: 'select', options: ['analyse', 'import', 'undo'], required: true },
  ],
  handler: async ({ input, req }) => {
    await processImport(req.payload, input.importId, input.action)
    return { output: {} }
  },
}
