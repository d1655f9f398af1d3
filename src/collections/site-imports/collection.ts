import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/access'
import { IMPORT_STATES } from '@/import/states'
import { httpUrl } from '@/lib/validation/url'

/**
 * One import of another platform's export: the uploaded file, its dry-run report, its progress
 * and its summary. The creator works with it in the admin's Import view (src/components/admin/
 * import), which talks to /api/admin/imports; the jobs queue does the work, so closing the tab
 * does not stop it. Only the creator (admins) imports: an import writes, and its undo removes,
 * many documents at once.
 */
export const Imports: CollectionConfig = {
  slug: 'site-imports',
  labels: { singular: 'Import', plural: 'Imports' },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin, readVersions: nobody },
  admin: { hidden: true, useAsTitle: 'filename' },
  defaultSort: '-createdAt',
  fields: [
    { name: 'source', type: 'select', required: true, options: [{ label: 'WordPress', value: 'wordpress' }, { label: 'Ghost', value: 'ghost' }] },
    { name: 'filename', type: 'text', required: true, maxLength: 255 },
    { name: 'size', type: 'number', required: true },
    { name: 'status', type: 'select', required: true, defaultValue: 'uploaded', index: true, options: IMPORT_STATES.map((value) => ({ label: value, value })) },
    // A dry run whose file was not kept (the command line keeps none): it cannot be imported.
    { name: 'dryRun', type: 'checkbox', defaultValue: false },
    // The old site's address, given with a Ghost export: Ghost's files name it only as __GHOST_URL__.
    { name: 'siteUrl', type: 'text', maxLength: 300, validate: httpUrl },
    // Where the uploaded file waits on the server's disk (a name inside the imports directory).
    { name: 'file', type: 'text', required: true, hidden: true },
    { name: 'report', type: 'json' },
    // The creator's choices in the dry run: each source category's site category.
    { name: 'mapping', type: 'json' },
    { name: 'progress', type: 'group', fields: [{ name: 'done', type: 'number', defaultValue: 0 }, { name: 'total', type: 'number', defaultValue: 0 }] },
    { name: 'summary', type: 'json' },
    { name: 'error', type: 'text' },
    { name: 'startedBy', type: 'relationship', relationTo: 'users' },
  ],
}
