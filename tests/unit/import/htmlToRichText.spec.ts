import { readFileSync } from 'node:fs'

import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import { describe, expect, it } from 'vitest'

import { htmlToRichText } from '@/import/content/htmlToRichText'

type Item = { title: string; html: string }

/** Each item's title and content:encoded, read with a plain pattern (the real reader is elsewhere). */
const items = (file: string): Item[] => {
  const xml = readFileSync(`tests/fixtures/import/${file}`, 'utf8')
  const cdata = (value: string) => value.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
  return (xml.match(/<item>[\s\S]*?<\/item>/g) ?? []).map((item) => ({
    title: cdata(/<title>([\s\S]*?)<\/title>/.exec(item)?.[1] ?? ''),
    html: cdata(/<content:encoded>([\s\S]*?)<\/content:encoded>/.exec(item)?.[1] ?? ''),
  }))
}

const themeItems = items('wordpress-theme-unit-test.xml')
const blockItems = items('wordpress-block-test.xml')
const site = 'https://wpthemetestdata.wordpress.com'
// Some images "downloaded": every other address gets an upload id.
const uploadFor = (url: string) => (url.length % 2 === 0 ? { id: url.length } : undefined)
const convert = (html: string) => htmlToRichText(html, { uploadFor, site })
const render = (content: unknown) => convertLexicalToHTML({ data: content as never, disableContainer: true })
const item = (list: Item[], title: string) => list.find((entry) => entry.title === title)!

type Json = { type?: string; children?: Json[]; [key: string]: unknown }
const all = (node: Json, type: string): Json[] => {
  const found: Json[] = []
  const stack = [node]
  while (stack.length) {
    const next = stack.pop()!
    if (next.type === type) found.push(next)
    stack.push(...[...(next.children ?? [])].reverse())
  }
  return found
}
const rootOf = (html: string) => (convert(html).content as unknown as { root: Json }).root

describe('every item of the WordPress test exports', () => {
  it.each([...themeItems, ...blockItems].map((entry) => [entry.title, entry.html]))('%s converts cleanly', (_title, html) => {
    const { content } = convert(html)
    const out = render(content)
    expect(out).not.toMatch(/\[\/?(caption|wp_caption|gallery|embed|audio|video|playlist)\b/)
    expect(out).not.toMatch(/\[\/\w/)
    expect(out).not.toContain('<!-- wp:')
    expect(out).not.toMatch(/<(script|iframe|style|form|object)\b/i)
    expect(out).not.toMatch(/javascript:/i)
  })
})

describe('shapes that survive', () => {
  it('keeps the headings, quotes, tables, nested lists and links of "Markup: HTML Tags and Formatting"', () => {
    const root = rootOf(item(themeItems, 'Markup: HTML Tags and Formatting').html)
    expect(all(root, 'heading').map((node) => node.tag).slice(0, 6)).toEqual(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])
    expect(all(root, 'quote').length).toBeGreaterThanOrEqual(2)
    const [table] = all(root, 'table')
    expect(table.children).toHaveLength(5)
    expect(table.children![0].children!.map((cell) => cell.headerState)).toEqual([1, 1, 1])
    expect(table.children![1].children!.map((cell) => cell.headerState)).toEqual([2, 0, 0])
    const ordered = all(root, 'list').find((node) => node.listType === 'number' && node.start === 8)!
    expect(ordered.children!.map((child) => child.value)).toEqual([8, 9, 9, 10, 11])
    expect(ordered.children![1].children![0].type).toBe('list')
    expect(all(root, 'link').some((node) => (node.fields as { url: string }).url.startsWith('https://developer.mozilla.org'))).toBe(true)
    const html = render({ root })
    expect(html).toContain('<code>')
    expect(html).toContain('<ol class="list-number">')
  })

  it('makes a [caption] a picture with an italic caption after it', () => {
    const html = item(themeItems, 'Post Format: Image (Caption)').html
    const uploaded = htmlToRichText(html, { uploadFor: () => ({ id: 42 }), site })
    const root = (uploaded.content as unknown as { root: Json }).root
    expect(root.children!.map((node) => node.type)).toEqual(['upload', 'paragraph'])
    expect(root.children![0]).toMatchObject({ type: 'upload', relationTo: 'uploads', value: 42, fields: null, format: '', version: 3 })
    expect(root.children![1].children![0]).toMatchObject({ text: 'Bell on wharf in San Francisco', format: 2 })
    const linked = (htmlToRichText(html, { uploadFor: () => undefined, site }).content as unknown as { root: Json }).root
    expect(all(linked, 'link')[0].fields).toMatchObject({ url: 'https://wpthemetestdata.files.wordpress.com/2008/06/100_5478.jpg' })
  })

  it('turns a gallery of the post\'s images into uploads, and says so when it cannot', () => {
    const html = item(themeItems, 'Post Format: Gallery').html
    expect(convert(html).warnings.join(' ')).toMatch(/gallery/i)
    const withImages = htmlToRichText(html, { uploadFor: () => ({ id: 5 }), attachedImages: ['https://example.org/a.jpg', 'https://example.org/b.jpg'] })
    expect(all((withImages.content as unknown as { root: Json }).root, 'upload').length).toBeGreaterThanOrEqual(2)
  })

  it('keeps "Block: Table" as tables and code blocks as code', () => {
    const root = rootOf(item(blockItems, 'Table').html)
    expect(all(root, 'table').length).toBeGreaterThan(1)
    const code = rootOf(item(blockItems, 'Code').html)
    expect(all(code, 'text').some((node) => (node.format as number) & 16)).toBe(true)
  })

  it('names the WordPress blocks only the old site could draw', () => {
    expect(convert(item(blockItems, 'Latest posts').html).warnings.join(' ')).toContain('latest-posts')
  })

  it('links a bare YouTube address and an embedded player to their pages', () => {
    const root = rootOf(item(themeItems, 'Post Format: Video (YouTube)').html)
    expect(all(root, 'link')[0].fields).toMatchObject({ url: 'https://www.youtube.com/watch?v=SQEQr7c0-dw' })
    const player = rootOf('<iframe src="https://www.youtube.com/embed/abcdefghijk" title="A talk"></iframe><script>x()</script>')
    expect(player.children).toHaveLength(1)
    expect(all(player, 'link')[0].fields).toMatchObject({ url: 'https://www.youtube.com/watch?v=abcdefghijk' })
  })

  it('reads a classic post\'s blank lines as paragraphs and its newlines as line breaks', () => {
    const root = rootOf('First line\nsecond line\n\nNext paragraph')
    expect(root.children).toHaveLength(2)
    expect(root.children![0].children!.map((node) => node.type)).toEqual(['text', 'linebreak', 'text'])
  })

  it('collapses white space as a browser does and hoists blocks out of inline elements', () => {
    const root = rootOf('<!-- wp:paragraph --><p>  a   <b> b </b>\n c </p><!-- /wp:paragraph --><span>x<div>y</div>z</span>')
    expect(render({ root })).toBe('<p>a <strong>b </strong>c</p><p>x</p><p>y</p><p>z</p>')
  })

  it('keeps only http(s) and mailto links', () => {
    const root = rootOf('<p><a href="javascript:alert(1)">one</a> <a href="mailto:a@b.org">two</a> <a href="tel:1">three</a></p>')
    expect(all(root, 'link').map((node) => (node.fields as { url: string }).url)).toEqual(['mailto:a@b.org'])
    expect(render({ root })).toContain('one')
  })

  it('links an image that was not downloaded by its description, and leaves one without any out', () => {
    const result = htmlToRichText('<p><img src="/a.png" alt="A cross"><img src="/b.png"></p>', { uploadFor: () => undefined, site })
    // The old site still serves its files: an image left there is linked where it is.
    expect(render(result.content)).toBe(`<p><a href="${site}/a.png">A cross</a></p>`)
    expect(result.warnings.join(' ')).toContain('/b.png')
  })
})

describe('hostile HTML', () => {
  it('survives ten thousand nested elements', () => {
    for (const [open, close] of [['<div>', '</div>'], ['<ul><li>', '</li></ul>'], ['<blockquote>', '</blockquote>'], ['<b>', '</b>'], ['<table><tr><td>', '</td></tr></table>']]) {
      const { content } = convert(`${open.repeat(10_000)}deep${close.repeat(10_000)}`)
      expect(render(content)).toContain('deep')
    }
  })

  it('survives NUL bytes, a huge attribute and broken markup', () => {
    const html = `<p title="${'x'.repeat(2_000_000)}">a\u0000b</p><p><a href="java\u0000script:alert(1)">c</a><<>></p><td>d</td></table>`
    const out = render(convert(html).content)
    expect(out).toContain('ab')
    expect(out).not.toContain('\u0000')
    expect(out).not.toContain('javascript')
  })

  it('gives the same document for the same body (ids are stable)', () => {
    const html = '<p><a href="https://a.org">x</a></p><img src="/w.jpg">'
    expect(JSON.stringify(convert(html).content)).toBe(JSON.stringify(convert(html).content))
  })
})
