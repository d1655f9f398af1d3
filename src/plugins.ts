import { importExportPlugin } from '@payloadcms/plugin-import-export'
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Plugin } from 'payload'

import { isStaff, nobody } from '@/access'
import { EXPORTABLE, REDIRECTABLE, SEO_TYPES } from '@/collections/registry'
import { formulaSafeExport } from '@/lib/csv/formulaSafe'
import { guardedExportEndpoints, refuseSavedExports } from '@/lib/data/inbox'
import { objectStorage } from '@/lib/objectStorage'
import { redirectHooks, stateField, withRedirectRules } from '@/lib/redirects/collection'
import { followingMovedDocuments } from '@/lib/redirects/movedDocuments'
import { generateDescription, generateTitle, generateURL } from '@/lib/seo/generateMeta'

const SEO_LABELS = { title: 'Search and share title', description: 'Search and share description', image: 'Share image' } as const

const SEO_FIELD = '/src/components/admin/seo/SeoFields'
const SEO_COMPONENTS = {
  overview: `${SEO_FIELD}#SeoOverview`,
  title: { path: `${SEO_FIELD}#SeoTextField`, clientProps: { kind: 'title', hasGenerate: true } },
  description: { path: `${SEO_FIELD}#SeoTextField`, clientProps: { kind: 'description', hasGenerate: true } },
} as const

const staffAccess = { read: isStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff }

export const plugins: Plugin[] = [
  // Renaming a published document's slug adds a redirect by itself (src/lib/redirects).
  followingMovedDocuments(
    redirectsPlugin({
      collections: [...REDIRECTABLE],
      overrides: {
        labels: { singular: 'Redirect', plural: 'Redirects' },
        access: staffAccess,
        hooks: redirectHooks,
        admin: {
          group: 'Site',
          useAsTitle: 'from',
          defaultColumns: ['from', 'destination', 'state', 'updatedAt'],
          description: 'Old addresses that send readers on to a new one, for good. Changing the web address of something published adds one by itself.',
        },
        fields: ({ defaultFields }) => [
          ...withRedirectRules(defaultFields),
          {
            // Where `to` leads, as a path or address, worked out on save: the server answers from it.
            name: 'destination',
            type: 'text',
            index: true,
            admin: {
              readOnly: true,
              position: 'sidebar',
              description: 'Worked out on save. Empty while the document it leads to is not published: the redirect rests until it is.',
            },
          },
          stateField,
        ],
      },
    }),
  ),
  seoPlugin({
    collections: [...SEO_TYPES],
    uploadsCollection: 'uploads',
    tabbedUI: false,
    // "Auto-generate" and the search-result preview (src/lib/seo/generateMeta.ts); the pages fall
    // back to the title, summary and cover while the fields are empty (src/lib/seo/metadata.ts).
    generateTitle,
    generateDescription,
    generateURL,
    // Named for what they are beside the document's own Title and Summary in the same form, and
    // the title, description and overview told as the pages use them: an empty field falls back
    // on the title or summary, which the panel shows instead of "Missing" (src/components/admin/seo).
    fields: ({ defaultFields }) =>
      defaultFields.map((field) => {
        if (!('name' in field)) return field
        const label = SEO_LABELS[field.name as keyof typeof SEO_LABELS]
        const Field = SEO_COMPONENTS[field.name as keyof typeof SEO_COMPONENTS]
        return {
          ...field,
          ...(label ? { label } : {}),
          ...(Field ? { admin: { ...field.admin, components: { ...field.admin?.components, Field } } } : {}),
        } as typeof field
      }),
  }),
  // Before the plugin reads them: every text cell of an export is formula-safe (src/lib/csv/formulaSafe.ts).
  (config) => ({
    ...config,
    collections: config.collections?.map((c) => ((EXPORTABLE as readonly string[]).includes(c.slug) ? formulaSafeExport(c) : c)),
  }),
  importExportPlugin({
    collections: EXPORTABLE.map((slug) => ({ slug, import: false, export: { format: 'csv' as const, disableSave: true, disableJobsQueue: true } })),
    // Their own collections would let any signed-in member in; the exports are the staff's, and
    // an export runs with the exporter's access (an editor's donations export comes out empty).
    overrideExportCollection: ({ collection }) => ({
      ...collection,
      access: { ...staffAccess, update: () => false },
      admin: { ...collection.admin, hidden: true },
      // Downloads only (never a file saved on the server), of the inbox alone, and a query
      // that cannot run is answered 4xx before the file starts (src/lib/data/inbox.ts).
      endpoints: guardedExportEndpoints(collection.endpoints, EXPORTABLE),
      hooks: { ...collection.hooks, beforeOperation: [refuseSavedExports, ...(collection.hooks?.beforeOperation ?? [])] },
    }),
    // Nothing is imported (every collection says `import: false`), but the plugin still adds it.
    overrideImportCollection: ({ collection }) => ({
      ...collection,
      access: { read: nobody, create: nobody, update: nobody, delete: nobody, readVersions: nobody },
      admin: { ...collection.admin, hidden: true },
    }),
  }),
  // Last, so that it sees every upload collection, the plugins' own included: with S3_BUCKET
  // set, their files live in the bucket (src/lib/objectStorage.ts).
  objectStorage(),
]
