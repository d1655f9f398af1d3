import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { EXPERIMENTAL_TableFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { restrictPayloadCollections } from './src/access/payloadCollections'
import { collections } from './src/collections'
import { AUDIO_TOO_LARGE, EPISODE_AUDIO_LIMIT, MULTIPART_ALLOWANCE } from './src/collections/episode-audio/uploadLimit'
import { draftsUnvalidated } from './src/collections/hooks/draftsUnvalidated'
import { answeringBadQueries } from './src/collections/hooks/everyCollection'
import { withoutApiTab } from './src/collections/hooks/withoutApiTab'
import { deskDashboard } from './src/components/admin/desk/dashboard'
import { passageBlockFeature } from './src/fields/passageBlock/block'
import { PodcastShow } from './src/globals/PodcastShow'
import { Integrations } from './src/globals/Integrations'
import { SiteSettings } from './src/globals/SiteSettings'
import { jobs } from './src/jobs'
import { withReliableTransactions } from './src/lib/db/transactions'
import { emailAdapter } from './src/lib/email/adapter'
import { livePreview } from './src/lib/preview/livePreview'
import { serverUrl } from './src/lib/serverUrl'
import { migrations } from './src/migrations'
import { plugins } from './src/plugins'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Payload adds collections of its own while building the config (document locks, preferences,
// migrations); they get our access rules and query checks afterwards.
export default buildConfig({
  serverURL: serverUrl(),
  secret: process.env.PAYLOAD_SECRET || '',
  // Every /api/... path belongs to the site's documented API; Payload's own moves aside.
  routes: { api: '/cms-api', admin: '/admin' },
  admin: {
    user: 'users',
    // The default (Gravatar) would fetch from the internet on every admin page.
    avatar: 'default',
    meta: { titleSuffix: ' · Admin', defaultOGImageType: 'off' },
    importMap: { baseDir: dirname },
    // Posts, pages and organizations previewed in the site's own design beside the editor (src/lib/preview).
    livePreview,
    // What needs attention first (src/components/admin/desk), then Payload's collection cards.
    dashboard: deskDashboard,
    components: {
      // Bringing a site over from WordPress or Ghost (src/import), for the creator.
      views: { import: { Component: '@/components/admin/import/ImportView#ImportView', path: '/import' } },
      afterNavLinks: ['@/components/admin/import/ImportNavLink#ImportNavLink'],
    },
  },
  collections,
  // Uploaded files stream to a temporary file, never into memory whole (an episode's audio may
  // be hundreds of megabytes). Each collection's own limit is enforced before Payload reads the
  // body (src/app/(payload)/cms-api/_rest/bodyLimit.ts); these are the ceiling for all of them.
  // A form carries one file (the admin sends one per request) and the document as a `_payload`
  // field no larger than a document sent as JSON: a second file would be written to a temporary
  // file that nothing removes, so the form is refused (413) and what it wrote is deleted.
  upload: {
    useTempFiles: true,
    tempFileDir: path.join(os.tmpdir(), 'payload-uploads'),
    limits: { fileSize: EPISODE_AUDIO_LIMIT, files: 1, fields: 20, fieldSize: 2 * 1024 * 1024 },
    // Only an episode's audio gets this far with a file this large (every other upload has a far lower limit first).
    responseOnLimit: AUDIO_TOO_LARGE,
    requestSizeLimit: EPISODE_AUDIO_LIMIT + MULTIPART_ALLOWANCE,
  },
  globals: [SiteSettings, Integrations, PodcastShow],
  plugins,
  jobs,
  // The default features plus tables (posts imported from WordPress and Ghost carry tables, and
  // the editor keeps them as tables instead of flattened text) and the Bible passage block.
  editor: lexicalEditor({ features: ({ defaultFeatures }) => [...defaultFeatures, EXPERIMENTAL_TableFeature(), passageBlockFeature()] }),
  // The site never uses GraphQL, and one anonymous query of many aliases could keep the
  // server busy for most of a minute: it is switched off, routes and all.
  graphQL: { disable: true },
  db: withReliableTransactions(postgresAdapter({
    pool: {
      connectionString: process.env.DATABASE_URL,
      max: Number(process.env.DATABASE_POOL_MAX || 10),
      // No single statement may hold a connection for long; migrations lift this (scripts/serve.ts).
      // (No wait limit for a free connection, though: under load, Next refreshes stale cached
      // reads in the background, and with a limit those refreshes failed, left the entry stale,
      // and every following request started another, which `npm run bench` showed as a collapse.)
      statement_timeout: Number(process.env.DATABASE_STATEMENT_TIMEOUT_MS ?? 10_000),
    },
    // Schema changes only ever arrive through committed migrations (never a dev push prompt).
    push: false,
    migrationDir: path.resolve(dirname, 'src/migrations'),
    prodMigrations: migrations,
  })),
  sharp,
  email: emailAdapter(),
  onInit: async (payload) => {
    // When PostgreSQL restarts, every open connection dies with an 'error' event: on the pool
    // for idle ones, on the connection itself for one that is checked out (the adapter keeps
    // one for good). Unheard, either would end the process. The pool drops dead connections
    // and opens new ones on the next query.
    const lost = (error: Error) => payload.logger.warn(`Database connection lost: ${error.message}`)
    payload.db.pool?.on('error', lost)
    payload.db.pool?.on('connect', (client) => client.on('error', lost))
  },
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  telemetry: false,
})
  .then(restrictPayloadCollections)
  .then(answeringBadQueries)
  .then(withoutApiTab)
  .then(draftsUnvalidated)
