/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, …) when S3_BUCKET is set, so that every
 * app instance reads and writes the same files; otherwise on the local disk (media/).
 *
 * Files are still served by Payload's file route (/cms-api/uploads/file/<name>), read from
 * the bucket by whichever instance answers: the bucket stays private, the route keeps the read
 * access rules and the response headers of src/app/(payload)/cms-api/_rest/responsePolicy.ts,
 * and page addresses do not change with the storage.
 */
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

type Env = Record<string, string | undefined>

/** The S3 client's settings from the environment; null when uploads stay on disk. */
const objectStorageSettings = (env: Env = process.env) => {
  if (!env.S3_BUCKET) return null
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    // Without keys the SDK looks for its own (instance role, AWS_* variables, profile).
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  }
}

/**
 * Every upload collection of the config it is given (so put it after the plugins that add
 * collections), each under a folder named for it in the bucket: `uploads/<filename>`.
 *
 * The plugin runs even without a bucket (`enabled: false`, `alwaysInsertFields`): it adds two
 * columns of its own to each upload collection (`prefix`, `_object_key`), and the database
 * schema must not depend on an environment variable (migrations are committed). The
 * collection folder is joined to the key (`useCompositePrefixes`) rather than stored in each
 * document's `prefix`, which would add `?prefix=` to every file address, and Next's image
 * optimizer refuses query strings on its sources (next.config.ts).
 */
export const objectStorage =
  (env: Env = process.env): Plugin =>
  (config) => {
    const settings = objectStorageSettings(env)
    const collections = Object.fromEntries(
      (config.collections ?? []).filter((collection) => collection.upload).map(({ slug }) => [slug, { prefix: slug }]),
    )
    return s3Storage({
      enabled: Boolean(settings),
      alwaysInsertFields: true,
      useCompositePrefixes: true,
      collections,
      bucket: settings?.bucket ?? '',
      config: settings
        ? {
            endpoint: settings.endpoint,
            region: settings.region,
            forcePathStyle: settings.forcePathStyle,
            credentials: settings.credentials,
            // S3-compatible stores (older MinIO, other vendors) refuse the extra checksum
            // headers newer AWS SDKs add to every upload by default; AWS itself needs none.
            ...(settings.endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
          }
        : {},
    })(config)
  }
