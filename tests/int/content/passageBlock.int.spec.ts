/**
 * The rich-text editor's Bible passage block, saved through Payload and read back: the server
 * fills in the passage's words at every save (whatever the browser sent for them), a reference
 * that is not one passage is refused on publishing with the reason (Local API and /cms-api
 * alike), the post's HTML quotes the verses with a link to the passage's page, and the editor's
 * preview asks /api/admin/passage.
 */
import { ValidationError, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as passageRoute } from '@/app/(frontend)/api/admin/passage/route'
import { GET as postRoute } from '@/app/(frontend)/api/posts/[slug]/route'
import { publishedPostForNewsletter } from '@/collections/newsletter-sends/post'
import { serverUrl } from '@/lib/serverUrl'
import type { Post, User } from '@/payload-types'
import { bookBySlug } from '@/scripture/books'
import { chapterVerses } from '@/scripture/text'
import { TYPE_A_PASSAGE, TYPED_PASSAGE_TOO_LONG } from '@/scripture/typedPassage'
import { lexicalFromBlocks } from '@/seed/lexical'
import { call } from '../../api'
import { createCategory, createPost, createUser, testPayload, unique } from '../../factories'
import { rest } from '../cms/rest'

const JOHN_3 = chapterVerses(bookBySlug('john')!, 3)!
const NOT_A_PASSAGE = '“Romans 99:1” is not a passage in the Bible. Check the book, chapter and verse.'

let blockIds = 0
/** A post's content: a paragraph, then a Bible passage block as the admin's editor saves it. */
const withPassage = (reference: string, extra: Record<string, unknown> = {}): Post['content'] => {
  const content = lexicalFromBlocks(['A paragraph before the passage.'])
  const id = `${process.pid.toString(16)}${(++blockIds).toString(16)}`.padStart(24, '0')
  content.root.children.push({ type: 'block', version: 2, format: '', fields: { id, blockName: '', blockType: 'passage', reference, ...extra } })
  return content
}

type StoredBlock = { reference: string; label: string | null; verses: { chapter: number; verse: number; text: string }[] | null }
const storedBlock = (post: Post) => (post.content.root.children[1] as unknown as { fields: StoredBlock }).fields

/** The reason Payload gave for refusing a save, by field label. */
const refusal = async (save: Promise<unknown>) => {
  const error = await save.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ValidationError)
  return (error as ValidationError).data.errors.map(({ label, message }) => ({ label, message }))
}

let payload: Payload
let editor: User
let member: User

beforeAll(async () => {
  payload = await testPayload()
  ;[editor, member] = await Promise.all([createUser({ role: 'editor' }), createUser({ role: 'member' })])
})

describe('a Bible passage block in a post', () => {
  it('keeps the reference as typed and stores the passage’s name and its words from the World English Bible, not what was sent', async () => {
    const post = await createPost({ content: withPassage('jn 3:16-17', { label: 'Forged', verses: [{ chapter: 1, verse: 1, text: 'Words God never said.' }] }) })
    expect(storedBlock(post)).toMatchObject({
      reference: 'jn 3:16-17',
      label: 'John 3:16–17',
      verses: [
        { chapter: 3, verse: 16, text: JOHN_3[15] },
        { chapter: 3, verse: 17, text: JOHN_3[16] },
      ],
    })
    expect(JOHN_3[15]).toMatch(/^For God so loved the world/)

    const edited = await payload.update({ collection: 'posts', id: post.id, data: { content: withPassage('John 3:18') } })
    expect(storedBlock(edited)).toMatchObject({ label: 'John 3:18', verses: [{ chapter: 3, verse: 18, text: JOHN_3[17] }] })
  })

  it.each([
    ['Romans 99:1', NOT_A_PASSAGE],
    ['hello', '“hello” is not a passage in the Bible. Check the book, chapter and verse.'],
    ['John 3:16; Romans 8:28', 'A Bible passage block holds one passage, and this names 2 (John 3:16, Romans 8:28). Insert another block for the next one.'],
    ['', 'Type a passage, such as John 3:16, Psalm 23 or 1 Cor 13:4–7.'],
  ])('refuses to publish %j, saying why', async (reference, message) => {
    expect(await refusal(createPost({ content: withPassage(reference) }))).toEqual([{ label: 'Content > Passage', message }])
  })

  it('saves a draft with a reference still being typed, and refuses to publish it until it names a passage', async () => {
    const draft = await createPost({ content: withPassage('Romans 99:1'), status: 'draft' })
    expect(storedBlock(draft)).toMatchObject({ reference: 'Romans 99:1', label: null, verses: null })
    expect(await refusal(payload.update({ collection: 'posts', id: draft.id, data: { _status: 'published' } }))).toEqual([{ label: 'Content > Passage', message: NOT_A_PASSAGE }])

    const published = await payload.update({ collection: 'posts', id: draft.id, data: { _status: 'published', content: withPassage('Romans 9:1') } })
    expect(storedBlock(published)).toMatchObject({ label: 'Romans 9:1', verses: [{ chapter: 9, verse: 1 }] })
  })

  it('through Payload’s REST API: 400 with the reason for a wrong reference, 201 with the words for a right one', async () => {
    const category = await createCategory()
    const post = (reference: string) => ({ title: unique('Passage via REST'), summary: 'Written for a test.', category: category.id, _status: 'published', content: withPassage(reference) })

    const refused = await rest('POST', '/posts', { as: editor, body: post('Romans 99:1') })
    expect(refused.status).toBe(400)
    expect(refused.json.errors[0].data.errors).toEqual([expect.objectContaining({ label: 'Content > Passage', message: NOT_A_PASSAGE })])

    const saved = await rest('POST', '/posts', { as: editor, body: post('Psalm 23') })
    expect(saved.status, saved.text).toBe(201)
    expect(storedBlock(saved.json.doc as Post)).toMatchObject({ label: 'Psalms 23', verses: expect.arrayContaining([expect.objectContaining({ chapter: 23, verse: 1 })]) })
    expect(storedBlock(saved.json.doc as Post).verses).toHaveLength(6)
  })

  it('is quoted in the post’s HTML with its verse numbers and a link to the passage’s page', async () => {
    const post = await createPost({ content: withPassage('John 3:16-17') })
    const res = await call(postRoute, `/api/posts/${post.slug}`, { params: { slug: post.slug } })
    expect(res.status).toBe(200)
    const html = res.json.content as string
    expect(html).toContain('<p>A paragraph before the passage.</p>')
    expect(html).toContain(`<blockquote><p><sup class="passage-block__verse">16</sup>\u00a0${JOHN_3[15]} <sup class="passage-block__verse">17</sup>\u00a0${JOHN_3[16]}</p></blockquote>`)
    expect(html).toContain('<figcaption><a href="/scripture/john/3?v=16-17#v16">John 3:16–17</a> <span class="passage-block__translation">(World English Bible)</span></figcaption>')

    // The newsletter's e-mail quotes it too: the link absolute, the text part in words.
    const mail = await publishedPostForNewsletter(payload, post.id)
    expect(mail?.contentHtml).toContain(`<a href="${serverUrl()}/scripture/john/3?v=16-17#v16">John 3:16–17</a>`)
    expect(mail?.contentText).toContain(`${JOHN_3[15]} ${JOHN_3[16]} (John 3:16–17)`)
  })
})

describe('GET /api/admin/passage (the block’s preview while the creator types)', () => {
  const lookUp = (reference: string, as: Pick<User, 'email'> | null) => call(passageRoute, '/api/admin/passage', { query: { reference }, as })

  it('answers the staff with the passage’s name, page and verses', async () => {
    const res = await lookUp('John 3:16', editor)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toMatch(/private/)
    expect(res.json).toEqual({ label: 'John 3:16', href: '/scripture/john/3?v=16#v16', verses: [{ chapter: 3, verse: 16, text: JOHN_3[15] }] })
  })

  it('answers 400 with the block’s own reason for a reference that is not one passage', async () => {
    const res = await lookUp('Romans 99:1', editor)
    expect(res.status).toBe(400)
    expect(res.json).toEqual({ message: NOT_A_PASSAGE, errors: { reference: NOT_A_PASSAGE } })
    const missing = await call(passageRoute, '/api/admin/passage', { as: editor })
    expect(missing.status).toBe(400)
    expect(missing.json).toEqual({ message: TYPE_A_PASSAGE, errors: { reference: TYPE_A_PASSAGE } })
    const long = await lookUp(`John 3:16 ${'x'.repeat(5000)}`, editor)
    expect(long.status).toBe(400)
    expect(long.json.message).toBe(TYPED_PASSAGE_TOO_LONG)
  })

  it('answers a visitor 401 and a member 403', async () => {
    expect((await lookUp('John 3:16', null)).status).toBe(401)
    expect((await lookUp('John 3:16', member)).status).toBe(403)
  })
})
