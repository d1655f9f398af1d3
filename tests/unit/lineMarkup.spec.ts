import { describe, expect, it } from 'vitest'

import { parseLineMarkup } from '@/lib/content/lineMarkup'

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
