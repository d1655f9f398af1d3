/**
 * The images of imported posts, downloaded into the site's uploads once each (a re-run, or a
 * second post showing the same picture, finds the first copy). Only from public addresses
 * (../content/images.ts); an image that cannot be fetched is reported and its post imports
 * without it.
 */
import { recordItem, recordsOf } from '@/lib/db/importRecords'
import { fetchPublicImage } from '../content/images'
import type { SourceImage } from '../model'
import { counted, inTransactionOnce, local, type ImportRun } from './context'
import { itemKey } from './keys'

/** The alternative text the uploads require: the source's, else the caption, else the file's name. */
const altFor = (image: SourceImage, filename: string) =>
  (image.alt?.trim() || image.caption?.trim() || filename.replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' ').trim() || 'Image').slice(0, 300)

/** The upload's id for `image`, or null when it could not be brought in (reported). */
export const ensureImage = async (run: ImportRun, image: SourceImage): Promise<number | null> => {
  const key = itemKey(run.sourceId, 'image', image.url)
  if (run.resolved.has(key)) return run.resolved.get(key) ?? null
  const recorded = (await recordsOf(run.payload, [key])).get(key)
  if (recorded) {
    run.resolved.set(key, recorded.doc_id)
    return recorded.doc_id
  }
  const fetched = await fetchPublicImage(image.url, { allowPrivate: run.allowPrivateImages })
  await run.progress?.()
  if ('error' in fetched) {
    run.summary.images.failed.push({ url: image.url, reason: fetched.error })
    run.resolved.set(key, null)
    return null
  }
  try {
    const id = await inTransactionOnce(run, key, async (req) => {
      const doc = await req.payload.create({
        collection: 'uploads',
        data: { alt: altFor(image, fetched.filename) },
        file: { data: fetched.data, mimetype: fetched.mimeType, name: fetched.filename, size: fetched.data.byteLength },
        ...local(req),
      })
      await recordItem(run.payload, req, { importId: run.importId, key, collection: 'uploads', docId: Number(doc.id), created: true })
      return Number(doc.id)
    })
    counted(run, 'uploads')
    run.summary.images.downloaded++
    run.resolved.set(key, id)
    return id
  } catch (error) {
    run.summary.images.failed.push({ url: image.url, reason: `could not be stored: ${error instanceof Error ? error.message : String(error)}` })
    run.resolved.set(key, null)
    return null
  }
}
