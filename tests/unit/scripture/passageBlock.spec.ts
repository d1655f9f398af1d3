/**
 * The Bible passage block of the editor: which typed references it takes (one passage the Bible
 * has, nothing else), and how a saved block reads on the page (escaped HTML with verse numbers
 * and a caption linking the passage), in search and in the organizations' text.
 */
import { describe, expect, it } from 'vitest'

import { passageBlockFields, passageBlockHtml } from '@/fields/passageBlock/output'
import { lexicalToLineMarkup } from '@/lib/content/lineMarkup'
import { adminPassageQuery } from '@/lib/validation/passage'
import { quotePassage, QUOTED_PASSAGE_MAX_VERSES } from '@/scripture/quotedPassage'
import { readTypedPassage } from '@/scripture/typedPassage'
import { lexicalPlainText } from '@/search/plainText'

const richText = (...children: unknown[]) => ({ root: { type: 'root', children } })
const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] })
const block = (fields: Record<string, unknown>) => ({ type: 'block', version: 2, format: '', fields: { id: 'a1', blockName: '', blockType: 'passage', ...fields } })

describe('a reference typed into a Bible passage block', () => {
  it.each([
    ['John 3:16', 'John 3:16'],
    ['jn 3:16-18', 'John 3:16–18'],
    ['  Psalm 23 ', 'Psalms 23'],
    ['(1 Cor 13:4–7)', '1 Corinthians 13:4–7'],
    ['1 Thess 4:13-5:11', '1 Thessalonians 4:13–5:11'],
  ])('takes %s as %s', (typed, label) => {
    expect(readTypedPassage(typed)).toMatchObject({ ok: true, label })
  })

  it.each([
    ['Romans 99:1', '“Romans 99:1” is not a passage in the Bible. Check the book, chapter and verse.'],
    ['Romans 8:99', '“Romans 8:99” is not a passage in the Bible. Check the book, chapter and verse.'],
    ['hello', '“hello” is not a passage in the Bible. Check the book, chapter and verse.'],
    ['3:16', '“3:16” is not a passage in the Bible. Check the book, chapter and verse.'],
    ['see John 3:16 tonight', '“see John 3:16 tonight” is not a passage in the Bible. Check the book, chapter and verse.'],
    ['John 3:16; Romans 8:28', 'A Bible passage block holds one passage, and this names 2 (John 3:16, Romans 8:28). Insert another block for the next one.'],
    ['', 'Type a passage, such as John 3:16, Psalm 23 or 1 Cor 13:4–7.'],
    [`John 3:16 ${'x'.repeat(100)}`, 'A passage is at most 100 characters: type only its book, chapter and verses.'],
  ])('refuses %j with a message', (typed, message) => {
    expect(readTypedPassage(typed)).toEqual({ ok: false, message })
  })

  it('is read from the editor’s look-up address by a schema that speaks as the block does', () => {
    expect(adminPassageQuery.parse({ reference: '  jn 3:16 ' })).toEqual({ reference: 'jn 3:16' })
    for (const reference of ['', '   ', `John 3:16 ${'x'.repeat(100)}`]) {
      const parsed = adminPassageQuery.safeParse({ reference })
      expect(parsed.success, reference).toBe(false)
      expect(parsed.error?.issues[0].message, reference).toBe((readTypedPassage(reference) as { message: string }).message)
    }
    expect(adminPassageQuery.safeParse({}).success).toBe(false)
  })

  it('quotes the verses of the World English Bible, and no more than a block holds', () => {
    const quoted = quotePassage('John 3:16-17')
    expect(quoted).toMatchObject({ ok: true, label: 'John 3:16–17', href: '/scripture/john/3?v=16-17#v16' })
    expect(quoted.ok && quoted.verses.map((v) => [v.chapter, v.verse])).toEqual([[3, 16], [3, 17]])
    expect(quoted.ok && quoted.verses[0].text).toMatch(/^For God so loved the world/)
    expect(quotePassage('Psalm 119')).toMatchObject({ ok: true })
    expect(quotePassage('Genesis 1-50')).toEqual({ ok: false, message: `Genesis 1–50 is 1533 verses long; a Bible passage block quotes at most ${QUOTED_PASSAGE_MAX_VERSES}. Choose part of it.` })
    expect(quotePassage('Acts 8:37')).toEqual({ ok: false, message: 'The World English Bible has no text for Acts 8:37. Choose the verses around it.' })
  })
})

describe('a saved Bible passage block', () => {
  const saved = { reference: 'jn 3:16-17', label: 'John 3:16–17', verses: [{ chapter: 3, verse: 16, text: 'For God so loved…' }, { chapter: 3, verse: 17, text: 'For God didn’t send…' }] }

  it('is a quotation with numbered verses and a caption linking the passage’s page and naming the translation', () => {
    expect(passageBlockHtml(saved)).toBe(
      '<figure class="passage-block"><blockquote><p><sup class="passage-block__verse">16</sup>\u00a0For God so loved… <sup class="passage-block__verse">17</sup>\u00a0For God didn’t send…</p></blockquote>' +
        '<figcaption><a href="/scripture/john/3?v=16-17#v16">John 3:16–17</a> <span class="passage-block__translation">(World English Bible)</span></figcaption></figure>',
    )
  })

  it('numbers a verse with its chapter where a new chapter begins', () => {
    const across = { reference: 'Ruth 1:22-2:1', label: 'Ruth 1:22–2:1', verses: [{ chapter: 1, verse: 22, text: 'So Naomi returned.' }, { chapter: 2, verse: 1, text: 'Naomi had a relative.' }] }
    expect(passageBlockHtml(across)).toContain('<sup class="passage-block__verse">22</sup>\u00a0So Naomi returned. <sup class="passage-block__verse">2:1</sup>\u00a0Naomi had a relative.')
  })

  it('escapes whatever it stored', () => {
    const html = passageBlockHtml({ reference: '<b>John 3:16</b>', label: '<img src=x onerror=alert(1)>', verses: [{ chapter: 3, verse: 16, text: '<script>alert("x")</script> & more' }] })
    expect(html).not.toMatch(/<script|<img|<b>/)
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more')
    expect(html).toContain('<figcaption>&lt;img src=x onerror=alert(1)&gt; <span')
  })

  it('shows nothing while it quotes nothing (a draft whose reference is still being typed)', () => {
    expect(passageBlockHtml({ reference: 'Romans 99:1', label: null, verses: null })).toBe('')
    expect(passageBlockHtml({ reference: 'John 3:16', verses: [{ verse: '16', text: 1 }] })).toBe('')
  })

  it('gives search and the organizations’ text the passage’s name and words', () => {
    const content = richText(paragraph('As the Gospel says:'), block(saved), paragraph('And so on.'))
    expect(lexicalPlainText(content)).toBe('As the Gospel says: John 3:16–17 For God so loved… For God didn’t send… And so on.')
    expect(lexicalToLineMarkup(content)).toBe('As the Gospel says:\n\nFor God so loved… For God didn’t send… (John 3:16–17)\n\nAnd so on.')
  })

  it('is told apart from other blocks', () => {
    expect(passageBlockFields(block(saved))).toMatchObject({ reference: 'jn 3:16-17' })
    expect(passageBlockFields({ type: 'block', fields: { blockType: 'gallery' } })).toBeNull()
    expect(passageBlockFields(paragraph('John 3:16'))).toBeNull()
  })
})
