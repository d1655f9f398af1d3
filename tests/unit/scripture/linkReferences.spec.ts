/**
 * Scripture references in the creator's words become links to their passage pages as a page
 * renders: in the rich text's HTML (only links are added, everything else kept byte for byte,
 * never inside links, code or headings) and in plain text (one React component).
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ReferencedText } from '@/components/scripture/ReferencedText'
import { ScriptureText } from '@/components/scripture/ScriptureText'
import { chapterOnSite } from '@/scripture/bibleSites'
import { bookBySlug } from '@/scripture/books'
import { linkReferencesInHtml, referenceParts, referencesIn } from '@/scripture/linkReferences'
import { passageKey, passageOfKey } from '@/scripture/passageKey'
import { findReferences } from '@/scripture/references'

const link = (href: string, key: string, words: string) => `<a href="${href}" class="scripture-ref" data-passage="${key}">${words}</a>`

describe('references in rich text', () => {
  it('links each reference in the prose to its passage page, with its key', () => {
    expect(linkReferencesInHtml('<p>Read John 3:16–18 and Rom. 8:28, 31 today.</p>')).toBe(
      `<p>Read ${link('/scripture/john/3?v=16-18#v16', 'john.3.16-18', 'John 3:16–18')} and ${link('/scripture/romans/8?v=28#v28', 'romans.8.28', 'Rom. 8:28')}, ${link('/scripture/romans/8?v=31#v31', 'romans.8.31', '31')} today.</p>`,
    )
    expect(linkReferencesInHtml('<ul><li>Gen 1</li><li><strong>1 John 4:1</strong></li></ul><blockquote>Ps 119:105</blockquote>')).toBe(
      `<ul><li>${link('/scripture/genesis/1', 'genesis.1', 'Gen 1')}</li><li><strong>${link('/scripture/1-john/4?v=1#v1', '1-john.4.1', '1 John 4:1')}</strong></li></ul><blockquote>${link('/scripture/psalms/119?v=105#v105', 'psalms.119.105', 'Ps 119:105')}</blockquote>`,
    )
  })

  it('never links inside a link, code, preformatted text or a heading', () => {
    const untouched = [
      '<p><a href="/blog/x">John 3:16</a></p>',
      '<p><a href="/blog/x">see <em>Romans 12:2</em></a></p>',
      '<p><code>Ps 23</code></p>',
      '<pre>Gen 1:1\nJohn 1:1</pre>',
      '<pre><code>1 Cor 13:4-7</code></pre>',
      ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((h) => `<${h}>Romans 8:28</${h}>`),
      '<h2>On <em>John 3:16</em></h2>',
    ]
    for (const html of untouched) expect(linkReferencesInHtml(html), html).toBe(html)
    expect(linkReferencesInHtml('<h2>John 3:16</h2><p>John 3:16</p>')).toBe(`<h2>John 3:16</h2><p>${link('/scripture/john/3?v=16#v16', 'john.3.16', 'John 3:16')}</p>`)
  })

  it('keeps character references and markup exactly as they were, the reference’s own included', () => {
    expect(linkReferencesInHtml('<p>Faith &amp; works: James&nbsp;2:14&ndash;26, &#8220;quoted&#8221;</p>')).toBe(
      `<p>Faith &amp; works: ${link('/scripture/james/2?v=14-26#v14', 'james.2.14-26', 'James&nbsp;2:14&ndash;26')}, &#8220;quoted&#8221;</p>`,
    )
    expect(linkReferencesInHtml('<p class="x" data-n="3">Mark 8:34<br>next line</p>')).toBe(
      `<p class="x" data-n="3">${link('/scripture/mark/8?v=34#v34', 'mark.8.34', 'Mark 8:34')}<br>next line</p>`,
    )
  })

  it('gives back text without a reference byte for byte', () => {
    const unchanged = [
      '',
      '<p>No numbers here.</p>',
      '<p>Mark my words: 3 things, at 3:16 pm, Job well done, Acts of kindness, Psalm alone.</p>',
      '<p>&lt;b&gt;not bold&lt;/b&gt; &amp;amp; &#x27; &quot;</p>',
      '<p>See https://example.org/John 3:16 and <img src="/a.png" alt="John 3:16"></p>',
      '<p>Unclosed <em>tags <strong>left as they came',
      '<p>Romans 99:1 is no passage.</p>',
    ]
    for (const html of unchanged) expect(linkReferencesInHtml(html), html).toBe(html)
  })

  it('keeps hostile text escaped: only a link is added, around the reference', () => {
    const html = '<p>&lt;script&gt;alert("John 3:16")&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt; 1 John 4:1</p>'
    const linked = linkReferencesInHtml(html)
    expect(linked).toBe(html.replace('1 John 4:1', link('/scripture/1-john/4?v=1#v1', '1-john.4.1', '1 John 4:1')).replace('John 3:16', link('/scripture/john/3?v=16#v16', 'john.3.16', 'John 3:16')))
    expect(linked).not.toMatch(/<script|<img/)
    // Markup that is there (the converter never writes it, but another source might) gains nothing inside it.
    for (const raw of ['<script>var a = "John 3:16"</script>', '<style>/* Gen 1 */</style>', '<textarea>Ps 23</textarea>', '<template><p>Gen 1</p></template>']) {
      expect(linkReferencesInHtml(raw), raw).toBe(raw)
    }
  })
})

describe('references in plain text', () => {
  it('cuts text into its words and its references', () => {
    expect(referenceParts('Read Romans 12:2, then rest.')).toEqual([
      'Read ',
      { text: 'Romans 12:2', href: '/scripture/romans/12?v=2#v2', passage: 'romans.12.2' },
      ', then rest.',
    ])
    expect(referenceParts('Nothing to see in 2024.')).toEqual(['Nothing to see in 2024.'])
    expect(referenceParts('')).toEqual([])
  })

  it('renders each reference as a link, and keeps the rest text that React escapes', () => {
    const html = (text: string) => renderToStaticMarkup(createElement(ScriptureText, { text }))
    expect(html('See Eph 2:8-9 & <b>grace</b>')).toBe(`See ${link('/scripture/ephesians/2?v=8-9#v8', 'ephesians.2.8-9', 'Eph 2:8-9')} &amp; &lt;b&gt;grace&lt;/b&gt;`)
    expect(html('<script>alert(1)</script> Gen 1')).toBe(`&lt;script&gt;alert(1)&lt;/script&gt; ${link('/scripture/genesis/1', 'genesis.1', 'Gen 1')}`)
    expect(html('Plain words, 3 of them.')).toBe('Plain words, 3 of them.')
    // The browser's components render the same parts made on the server.
    expect(renderToStaticMarkup(createElement(ReferencedText, { parts: referenceParts('Ps 23 & more') }))).toBe(
      `${link('/scripture/psalms/23', 'psalms.23', 'Ps 23')} &amp; more`,
    )
  })
})

describe('reading only around the numbers', () => {
  const filler = 'We are called to be transformed by the renewing of our minds, not conformed to this world; '
  const forms = [
    'Romans 12:2',
    '1 John 4:1',
    'Ps 119:105',
    'John 3:16–18',
    'Gen 1',
    'Rom. 8:28, 31',
    '1 Cor 13:4-7',
    'Song of Solomon 2:1',
    '1 Thessalonians 5:21',
    'Ruth 1:22–2:2',
    'Mark 2 of 5',
    'https://example.org/John 3:16',
    'John 3:16; Acts 2:38',
    'Psalm 23 and 24',
    '3:16 pm',
    'chapter 5 of the book',
  ]

  it('finds what findReferences finds in the whole text, wherever the reference stands', () => {
    for (const form of forms) {
      for (const text of [form, `${filler}${form}`, `${form} ${filler}`, `${filler}${form}. ${filler.repeat(2)}${form}!`, `${filler}x${form}`]) {
        const simple = (found: ReturnType<typeof findReferences>) => found.map((r) => [r.start, r.end, passageKey(r.passage)])
        expect(simple(referencesIn(text)), text).toEqual(simple(findReferences(text)))
      }
    }
  })

  it('reads a long run without whitespace in linear time, and still finds what findReferences finds', () => {
    const run = 'a1'.repeat(20_000)
    const started = performance.now()
    expect(referencesIn(run)).toEqual([])
    expect(linkReferencesInHtml(`<p>${run}</p>`)).toBe(`<p>${run}</p>`)
    // Walking to the nearest whitespace from every number took about 14 s here.
    expect(performance.now() - started).toBeLessThan(1000)

    const simple = (found: ReturnType<typeof findReferences>) => found.map((r) => [r.start, r.end, passageKey(r.passage)])
    for (const text of [
      `${'x9'.repeat(500)} John 3:16 ${'12,'.repeat(400)}Romans 12:2`,
      `(Rom.12:2;Gal.2:20;Eph.1:1)${'-7'.repeat(300)} Ps 23`,
      `Gen 1 ${'1:2'.repeat(200)}`,
    ]) {
      expect(simple(referencesIn(text)), text.slice(0, 40)).toEqual(simple(findReferences(text)))
    }
  })
})

describe('passage keys', () => {
  it('name a passage in one word and read back to it', () => {
    const cases: [string, string][] = [
      ['John 3:16', 'john.3.16'],
      ['John 3:16-18', 'john.3.16-18'],
      ['Ruth 1:22–2:2', 'ruth.1.22-2.2'],
      ['Gen 1', 'genesis.1'],
      ['Genesis 5-7', 'genesis.5-7'],
      ['1 John 4:1', '1-john.4.1'],
      ['Song of Solomon 2:1', 'song-of-solomon.2.1'],
    ]
    for (const [text, key] of cases) {
      const [reference] = findReferences(text)
      expect(passageKey(reference.passage), text).toBe(key)
      expect(passageOfKey(key), key).toEqual(reference.passage)
    }
  })

  it('name nothing when written otherwise, for an unknown book, or backwards', () => {
    for (const key of ['', 'John 3:16', 'john', 'john.0', 'john.3.016', 'john.3.16-', 'john.3.16-2.', 'hezekiah.1', 'john.3.18-16', 'john.4.1-3.2', 'genesis.7-5', 'genesis.5-7.2', 'john.3.16.17', 'john.1234']) {
      expect(passageOfKey(key), key).toBeNull()
    }
  })
})

describe('the "read in context" websites', () => {
  it('address the passage’s chapter on each', () => {
    const chapter = (slug: string, n: number) => ({ book: { name: bookBySlug(slug)!.name, slug }, chapter: n })
    expect(chapterOnSite('biblegateway', chapter('1-john', 4))).toBe('https://www.biblegateway.com/passage/?search=1%20John%204&version=WEB')
    expect(chapterOnSite('biblehub', chapter('1-corinthians', 13))).toBe('https://biblehub.com/1_corinthians/13.htm')
    expect(chapterOnSite('biblehub', chapter('song-of-solomon', 2))).toBe('https://biblehub.com/songs/2.htm')
    expect(chapterOnSite('youversion', chapter('john', 3))).toBe('https://www.bible.com/bible/206/JHN.3.WEBUS')
    expect(chapterOnSite('youversion', chapter('revelation', 22))).toBe('https://www.bible.com/bible/206/REV.22.WEBUS')
    expect(chapterOnSite('esv', chapter('psalms', 23))).toBe('https://www.esv.org/Psalms+23/')
    expect(chapterOnSite('esv', { book: { name: 'Nowhere', slug: 'nowhere' }, chapter: 1 })).toBeNull()
  })
})
