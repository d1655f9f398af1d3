/**
 * Two posts the bench makes for itself and removes afterwards: one citing fifty passages, and the
 * same words with each reference's digits spelled out, which the site cannot recognise. Loading
 * both in one run shows what recognising references costs a cached page. Made through the
 * creator's CMS API on the running server (ADMIN_EMAIL / ADMIN_PASSWORD, or the development
 * default), so its own hooks refresh what they should.
 */
import { DEV_ADMIN } from '../../src/seed/admin'
import { lexicalFromBlocks } from '../../src/seed/lexical'

const REFERENCES = [
  'Genesis 1:1', 'Exodus 20:3', 'Leviticus 19:18', 'Numbers 6:24-26', 'Deuteronomy 6:4-5', 'Joshua 1:9', 'Judges 21:25', 'Ruth 1:16',
  '1 Samuel 16:7', '2 Samuel 22:31', '1 Kings 18:21', '2 Kings 22:8', '1 Chronicles 16:34', '2 Chronicles 7:14', 'Ezra 7:10', 'Nehemiah 8:10',
  'Esther 4:14', 'Job 19:25', 'Psalm 19:7', 'Psalm 119:105', 'Proverbs 3:5-6', 'Ecclesiastes 12:13', 'Isaiah 40:8', 'Jeremiah 17:9',
  'Lamentations 3:22-23', 'Ezekiel 36:26', 'Daniel 3:17-18', 'Hosea 4:6', 'Micah 6:8', 'Habakkuk 2:4', 'Malachi 3:6', 'Matthew 7:15',
  'Mark 13:22', 'Luke 24:27', 'John 14:6', 'Acts 17:11', 'Romans 12:2', '1 Corinthians 13:4-7', '2 Corinthians 11:14', 'Galatians 1:8',
  'Ephesians 4:14', 'Philippians 4:8', 'Colossians 2:8', '1 Thessalonians 5:21', '2 Timothy 3:16-17', 'Titus 1:9', 'Hebrews 4:12',
  'James 1:22', '1 Peter 3:15', '1 John 4:1',
]

const DIGITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']

/** "Romans 12:2" → "Romans one two colon two": as long a sentence, and no reference in it. */
const unrecognisable = (reference: string) => reference.replace(/\d/g, (d) => ` ${DIGITS[Number(d)]}`).replace(':', ' colon')

const paragraphs = (cite: (reference: string) => string) =>
  REFERENCES.map((reference, i) => `Day ${i + 1} of the study: read ${cite(reference)} slowly, then ask what it says about testing every teaching against the Word.`)

export type BenchPosts = { withReferences: string; without: string; remove: () => Promise<void> }

/**
 * `origin` is the site's own address (SERVER_URL), which its changes must come from; `base` is
 * where the bench reaches it.
 */
export const makeBenchPosts = async (base: string, origin: string): Promise<BenchPosts> => {
  const headers = { 'content-type': 'application/json', origin, 'sec-fetch-site': 'same-origin' }
  const login = await fetch(`${base}/cms-api/users/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: process.env.ADMIN_EMAIL || DEV_ADMIN.email, password: process.env.ADMIN_PASSWORD || DEV_ADMIN.password }),
  })
  if (!login.ok) throw new Error(`the bench could not sign in as the creator (${login.status}): set ADMIN_EMAIL and ADMIN_PASSWORD`)
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
  const authed = { ...headers, cookie }
  const read = await fetch(`${base}/cms-api/categories?limit=1&depth=0`, { headers: { cookie, 'sec-fetch-site': 'same-origin' } })
  const category = ((await read.json()) as { docs?: { id: number }[] }).docs?.[0]?.id
  if (!category) throw new Error(`the bench found no category for its posts (${read.status})`)
  const stamp = Date.now().toString(36)
  const create = async (label: string, cite: (reference: string) => string) => {
    const res = await fetch(`${base}/cms-api/posts`, {
      method: 'POST',
      headers: authed,
      body: JSON.stringify({
        title: `Fifty passages, ${label} (${stamp})`,
        summary: 'A fifty-day study of the passages that teach us to test what we hear.',
        content: lexicalFromBlocks(paragraphs(cite)),
        category,
        _status: 'published',
      }),
    })
    if (!res.ok) throw new Error(`the bench could not make its post (${res.status}): ${await res.text()}`)
    return ((await res.json()) as { doc: { id: number; slug: string } }).doc
  }
  const withReferences = await create('cited', (reference) => reference)
  const without = await create('spelled', unrecognisable)
  return {
    withReferences: `/blog/${withReferences.slug}`,
    without: `/blog/${without.slug}`,
    remove: async () => {
      for (const { id } of [withReferences, without]) await fetch(`${base}/cms-api/posts/${id}`, { method: 'DELETE', headers: authed })
    },
  }
}
