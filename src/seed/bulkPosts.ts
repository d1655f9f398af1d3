/**
 * `npm run seed -- --posts N`: N generated posts for load and speed checks, written in
 * batches of plain SQL (src/lib/db/bulkPosts.ts: the Local API would take minutes for 10,000),
 * then indexed for search. Slugs are numbered, so running it again with the same N adds nothing.
 */
import type { Payload } from 'payload'

import { analyzePosts, analyzeSearchDocuments, insertPosts, tagPosts } from '@/lib/db/bulkPosts'
import { postDocument } from '@/collections/posts/search'
import { searchIndexers } from '@/search/documents'
import { reindexSearch } from '@/search/searchIndex'
import { lexicalFromBlocks } from './lexical'

const BATCH = 500

const subjects = ['grace', 'mercy', 'repentance', 'prayer', 'worship', 'faith', 'wisdom', 'humility', 'patience', 'hope']
const angles = ['A closer look at', 'Learning', 'Living out', 'Questions about', 'Growing in', 'Misunderstandings of']

const pick = <T>(list: readonly T[], n: number) => list[n % list.length]

const generated = (n: number) => {
  const subject = pick(subjects, n)
  const second = pick(subjects, n * 7 + 3)
  const title = `${pick(angles, n * 3)} ${subject}, part ${n}`
  return {
    slug: `generated-post-${n}`,
    title,
    summary: `Generated post ${n} for speed checks: a short reflection on ${subject} and ${second}.`,
    content: lexicalFromBlocks([
      `This generated article talks about ${subject} in everyday life and how Scripture speaks to it.`,
      { h2: `Where ${second} comes in` },
      `A second paragraph about ${second}, so searches find more than the title. Number ${n}.`,
    ]),
  }
}

/** The ids of a collection's documents, in the order they were made. */
const allIds = async (payload: Payload, collection: 'categories' | 'tags') =>
  (await payload.find({ collection, sort: 'id', select: { slug: true }, depth: 0, pagination: false })).docs.map((doc) => doc.id)

export const seedBulkPosts = async (payload: Payload, count: number, log: (line: string) => void) => {
  const categories = await allIds(payload, 'categories')
  const tags = await allIds(payload, 'tags')
  // The covers the demo posts use, which the generated ones share.
  const { values } = await payload.findDistinct({ collection: 'posts', field: 'coverImage', where: { coverImage: { exists: true } }, depth: 0 })
  const covers = values.map((value) => Number(value.coverImage)).sort((a, b) => a - b)
  if (!categories.length) throw new Error('Run the demo seed first: generated posts need categories.')

  const started = Date.now()
  let created = 0
  for (let from = 1; from <= count; from += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, count - from + 1) }, (_, i) => from + i)
    const inserted = await insertPosts(
      payload,
      numbers.map((n) => ({
        ...generated(n),
        // Spread dates over the past years so ordering by date does real work.
        publishedAt: new Date(Date.now() - n * 3_600_000).toISOString(),
        coverImageId: covers.length ? pick(covers, n) : null,
        categoryId: pick(categories, n),
        views: (n * 37) % 5000,
      })),
    )
    if (inserted.length && tags.length) {
      await tagPosts(
        payload,
        inserted.map((id) => ({ postId: id, tagIds: tags.length > 1 ? [pick(tags, id), pick(tags, id + 1)] : tags })),
      )
    }
    created += inserted.length
    log(`[seed] generated posts: ${Math.min(from + BATCH - 1, count)}/${count}`)
  }
  await analyzePosts(payload)
  log(`[seed] ${created} new generated posts in ${((Date.now() - started) / 1000).toFixed(1)} s; indexing for search...`)
  await reindexSearch(payload, searchIndexers.filter((i) => i.toDocument === postDocument), { log })
  // Fresh word statistics, so search's planner knows a word like "post" now matches nearly everything.
  await analyzeSearchDocuments(payload)
}
