import { describe, expect, it } from 'vitest'

import { lexicalToLineMarkup, lineMarkupToLexical, parseLineMarkup } from '@/lib/content/lineMarkup'
import { organizations } from '@/seed/data/organizations'

describe('parseLineMarkup', () => {
  it('turns "# ", "## " and "### " into headings one level down, so the page title stays the only h1', () => {
    expect(parseLineMarkup('# Overview\n## Practices\n### Oaths')).toEqual([
      { type: 'heading', level: 2, text: 'Overview' },
      { type: 'heading', level: 3, text: 'Practices' },
      { type: 'heading', level: 4, text: 'Oaths' },
    ])
  })

  it('gathers consecutive "- " lines into one list, and a blank line or a heading starts a new one', () => {
    expect(parseLineMarkup('- one\n- two\n\n- three\n## Next\n- four')).toEqual([
      { type: 'list', items: ['one', 'two'] },
      { type: 'list', items: ['three'] },
      { type: 'heading', level: 3, text: 'Next' },
      { type: 'list', items: ['four'] },
    ])
  })

  it('joins lines into paragraphs separated by blank lines, headings or lists', () => {
    expect(parseLineMarkup('First line\nsame paragraph.\n\nSecond paragraph.\n- item\nThird.\n# Head\nFourth.')).toEqual([
      { type: 'paragraph', text: 'First line same paragraph.' },
      { type: 'paragraph', text: 'Second paragraph.' },
      { type: 'list', items: ['item'] },
      { type: 'paragraph', text: 'Third.' },
      { type: 'heading', level: 2, text: 'Head' },
      { type: 'paragraph', text: 'Fourth.' },
    ])
  })

  it('reads Windows and old Mac line ends and ignores surrounding spaces', () => {
    expect(parseLineMarkup('  # Title  \r\n\r\n  - a\r- b\r\n')).toEqual([
      { type: 'heading', level: 2, text: 'Title' },
      { type: 'list', items: ['a', 'b'] },
    ])
  })

  it('keeps marks that are not markup as text: no space after the mark, four hashes, empty headings and items', () => {
    expect(parseLineMarkup('#hashtag\n-dash\n#### deep\n# \n- \nend')).toEqual([{ type: 'paragraph', text: '#hashtag -dash #### deep end' }])
  })

  it('leaves HTML as text (React escapes it when rendered)', () => {
    expect(parseLineMarkup('<script>alert(1)</script>\n- <b>bold</b>')).toEqual([
      { type: 'paragraph', text: '<script>alert(1)</script>' },
      { type: 'list', items: ['<b>bold</b>'] },
    ])
  })

  it('gives nothing for empty content', () => {
    expect(parseLineMarkup('')).toEqual([])
    expect(parseLineMarkup('\n \n')).toEqual([])
  })
})

describe('an organization analysis between its text form and rich text', () => {
  const documented = '# Overview\n\nA paragraph.\n\n## Practices\n\n- One practice\n- Another practice\n\n### Oaths\n\nA <b>second</b> paragraph.'

  it('keeps the documented text form through rich text and back', () => {
    expect(lexicalToLineMarkup(lineMarkupToLexical(documented))).toBe(documented)
  })

  it('is stable: text read back from rich text gives the same rich text again', () => {
    for (const org of organizations) {
      const text = lexicalToLineMarkup(lineMarkupToLexical(org.content))
      expect(parseLineMarkup(text)).toEqual(parseLineMarkup(org.content))
      expect(lexicalToLineMarkup(lineMarkupToLexical(text))).toBe(text)
      expect(lineMarkupToLexical(text)).toEqual(lineMarkupToLexical(org.content))
    }
  })

  it('stores headings one level down (h2 to h4, the page keeps h1) and lists as bulleted lists', () => {
    const { root } = lineMarkupToLexical('# A\n## B\n### C\n- x\n- y')
    expect(root.children.map((n) => ('tag' in n ? n.tag : n.type))).toEqual(['h2', 'h3', 'h4', 'ul'])
  })

  it('reads what the editor may write: h1, h5 and h6, numbered and nested lists, quotes, links and line breaks', () => {
    const text = (value: string) => ({ type: 'text', text: value })
    const rich = {
      root: {
        type: 'root',
        children: [
          { type: 'heading', tag: 'h1', children: [text('Top')] },
          { type: 'heading', tag: 'h6', children: [text('Deep')] },
          {
            type: 'list',
            listType: 'number',
            children: [
              { type: 'listitem', children: [text('one'), { type: 'list', children: [{ type: 'listitem', children: [text('one and a half')] }] }] },
              { type: 'listitem', children: [{ type: 'link', children: [text('two')] }] },
            ],
          },
          { type: 'quote', children: [text('A quote'), { type: 'linebreak' }, text('on two lines.')] },
          { type: 'paragraph', children: [] },
        ],
      },
    }
    expect(lexicalToLineMarkup(rich)).toBe('# Top\n\n### Deep\n\n- one\n- one and a half\n- two\n\nA quote on two lines.')
  })

  it('gives empty text for empty or missing rich text', () => {
    expect(lexicalToLineMarkup(null)).toBe('')
    expect(lexicalToLineMarkup({ root: { type: 'root', children: [] } })).toBe('')
  })
})
