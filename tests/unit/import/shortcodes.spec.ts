import { describe, expect, it } from 'vitest'

import { removeBlockComments } from '@/import/content/blocks'
import { expandShortcodes } from '@/import/content/shortcodes'
import { htmlToRichText } from '@/import/content/htmlToRichText'
import { findImageUrls, htmlToText, richTextWords, toSummary } from '@/import/content/text'

const expand = (html: string, options = {}) => {
  const warnings = new Set<string>()
  return { html: expandShortcodes(html, options, warnings), warnings: [...warnings] }
}

describe('WordPress shortcodes', () => {
  it('makes a [caption] a figure with its caption', () => {
    const { html } = expand('[caption id="attachment_1" align="alignnone" width="300"]<a href="/x.jpg"><img src="/x.jpg" alt="X" /></a> A bell[/caption]')
    expect(html).toBe('<figure><a href="/x.jpg"><img src="/x.jpg" alt="X" /></a><figcaption>A bell</figcaption></figure>')
  })

  it('shows a gallery\'s attachments when their addresses are known, and warns when not', () => {
    expect(expand('[gallery ids="1,2"]', { attachmentUrl: (id: number) => `https://a.org/${id}.jpg` }).html).toBe(
      '<figure><img src="https://a.org/1.jpg" alt=""><img src="https://a.org/2.jpg" alt=""></figure>',
    )
    const missing = expand('[gallery ids="1,2"]')
    expect(missing.html).toBe('')
    expect(missing.warnings[0]).toContain('1, 2')
  })

  it('links [embed], [audio] and [video]', () => {
    expect(expand('[embed]https://youtu.be/abc[/embed]').html).toBe('<p><a href="https://youtu.be/abc">https://youtu.be/abc</a></p>')
    expect(expand('[audio mp3="https://a.org/s.mp3"][/audio]').html).toContain('href="https://a.org/s.mp3"')
    expect(expand('[video src="https://a.org/v.mp4"]').html).toContain('>v.mp4</a>')
  })

  it('removes unknown shortcodes, keeping what they enclose, and keeps bracket text that is not one', () => {
    const { html, warnings } = expand('[foo bar="x"]kept[/foo] [contact-form-7 id="1"] [sic] coracles [simple boat] [2]')
    expect(html).toBe('kept  [sic] coracles [simple boat] [2]')
    expect(warnings.join(' ')).toContain('[foo]')
    expect(warnings.join(' ')).toContain('[contact-form-7]')
  })

  it('reads [[foo]] as a literal [foo]', () => {
    expect(expand('[[gallery]] and [[foo]]').html).toBe('[gallery] and [foo]')
  })

  it('drops a stray closing tag', () => {
    expect(expand('a[/caption]b').html).toBe('ab')
  })
})

describe('WordPress block comments', () => {
  it('go, and blocks drawn at page view are named', () => {
    const result = removeBlockComments('<!-- wp:paragraph {"a":1} --><p>x</p><!-- /wp:paragraph --><!-- wp:latest-posts {"postsToShow":5} /--><!-- wp:core/search /-->')
    expect(result).toEqual({ html: '<p>x</p>', hadBlocks: true, lost: ['latest-posts', 'search'] })
  })
})

describe('plain text', () => {
  it('decodes entities, removes tags and collapses white space', () => {
    expect(htmlToText('  Faith &amp; <em>works</em>\n &#8211; <script>x</script>James ')).toBe('Faith & works – James')
  })

  it('keeps a comment\'s paragraphs apart', () => {
    expect(htmlToText('First line\nsecond\n\nNext <b>one</b>', { paragraphs: true })).toBe('First line\nsecond\n\nNext one')
    expect(htmlToText('<p>One</p><p>Two<br>three</p>', { paragraphs: true })).toBe('One\n\nTwo\nthree')
  })

  it('cuts a summary at a word with an ellipsis', () => {
    const summary = toSummary('word '.repeat(100), 300)
    expect(summary.length).toBeLessThanOrEqual(300)
    expect(summary).toMatch(/word…$/)
    expect(toSummary('short')).toBe('short')
  })

  it('sums a body up from what it shows: shortcodes resolved, each block apart, inline words together', () => {
    const html =
      '<!-- wp:paragraph --><p>Post 1 opens with a <strong>bold</strong> claim.</p><!-- /wp:paragraph -->' +
      '<ul><li>Grace</li><li>Truth<ul><li>nested</li></ul></li></ul>[caption id="attachment_1" width="300"]A caption[/caption]<h2>Part<br>two</h2>'
    expect(richTextWords(htmlToRichText(html, { source: 'wordpress', uploadFor: () => undefined }).content)).toBe('Post 1 opens with a bold claim. Grace Truth nested A caption Part two')
  })

  it('lists a body\'s images once each, with description and caption, after shortcodes', () => {
    const html = '[caption]<img src="/a.jpg" alt="A"> Cap[/caption]<img src="https://b.org/b.png"><img src="/a.jpg"><img src="data:image/png;base64,xx">'
    expect(findImageUrls(html, { site: 'https://old.org' })).toEqual([
      { url: 'https://old.org/a.jpg', alt: 'A', caption: 'Cap' },
      { url: 'https://b.org/b.png' },
    ])
  })
})
