/**
 * The passage popover as the server renders it, before any passage is opened: its scrolling box
 * of verses is a region named by the passage's title, and a long passage says it shows only its
 * first verses.
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { PassagePopover } from '@/components/scripture/PassagePopover'
import { PassageVerses } from '@/components/scripture/PassageVerses'
import type { PassageAnswer } from '@/scripture/passageAnswer'

const answer = (count: number, verseCount: number): PassageAnswer => ({
  reference: 'Psalms 119',
  href: '/scripture/psalms/119',
  book: { name: 'Psalms', slug: 'psalms' },
  chapter: 119,
  translation: 'World English Bible (WEB)',
  verses: Array.from({ length: count }, (_, i) => ({ chapter: 119, verse: i + 1, text: `Verse ${i + 1}.` })),
  verseCount,
})

describe('the passage popover', () => {
  it('names its focusable box of verses by the passage’s title', () => {
    const html = renderToStaticMarkup(createElement(PassagePopover, { site: null }))
    const title = /<p id="([^"]+)"[^>]*>/.exec(html)
    expect(title).not.toBeNull()
    const box = /<div([^>]*)tabindex="0"[^>]*>/.exec(html)
    expect(box).not.toBeNull()
    expect(box![0]).toContain('role="region"')
    expect(box![0]).toContain(`aria-labelledby="${title![1]}"`)
  })

  it('says a long passage shows only its first verses, and says nothing of a whole one', () => {
    const cut = renderToStaticMarkup(createElement(PassageVerses, { passages: [{ key: 'psalms.119', answer: answer(60, 176) }] }))
    expect(cut).toContain('The first 60 of 176 verses.')
    const book = renderToStaticMarkup(createElement(PassageVerses, { passages: [{ key: 'psalms.1-150', answer: answer(60, 2461) }] }))
    expect(book).toContain('The first 60 of 2,461 verses.')
    const whole = renderToStaticMarkup(createElement(PassageVerses, { passages: [{ key: 'psalms.23', answer: answer(6, 6) }] }))
    expect(whole).not.toContain('The first')
  })
})
