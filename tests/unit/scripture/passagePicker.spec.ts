/**
 * The book and chapter picker's form lands on a chapter the Bible has, with or without
 * JavaScript: without it the chapter list still belongs to the book the page showed, so a chapter
 * past the chosen book's end opens its last chapter, never a missing page.
 */
import { describe, expect, it } from 'vitest'

import { GET as go } from '@/app/(frontend)/scripture/go/route'

const land = async (query: string) => {
  const res = await go(new Request(`http://localhost/scripture/go${query}`))
  return { status: res.status, location: res.headers.get('location') }
}

describe('GET /scripture/go', () => {
  it('answers 303 with the chosen chapter', async () => {
    expect(await land('?book=psalms&chapter=23')).toEqual({ status: 303, location: '/scripture/psalms/23' })
    expect(await land('?book=1-john&chapter=4')).toEqual({ status: 303, location: '/scripture/1-john/4' })
    expect(await land('?book=song-of-solomon&chapter=8')).toEqual({ status: 303, location: '/scripture/song-of-solomon/8' })
  })

  it('opens the book’s last chapter when the chosen book has fewer', async () => {
    expect(await land('?book=jude&chapter=50')).toEqual({ status: 303, location: '/scripture/jude/1' })
    expect(await land('?book=exodus&chapter=50')).toEqual({ status: 303, location: '/scripture/exodus/40' })
    expect(await land('?book=psalms&chapter=999')).toEqual({ status: 303, location: '/scripture/psalms/150' })
  })

  it('opens the first chapter for a chapter that is not one, and the list of books for a book that is not one', async () => {
    for (const chapter of ['', '0', '-3', 'abc', '2.5', '1000', '9'.repeat(400)]) {
      expect(await land(`?book=romans&chapter=${encodeURIComponent(chapter)}`), chapter).toEqual({ status: 303, location: '/scripture/romans/1' })
    }
    expect(await land('?book=romans')).toEqual({ status: 303, location: '/scripture/romans/1' })
    for (const query of ['', '?chapter=3', '?book=hezekiah&chapter=1', '?book=Romans&chapter=1', `?book=${'a'.repeat(5000)}`, '?book=%2F%2Fevil.test&chapter=1']) {
      expect(await land(query), query).toEqual({ status: 303, location: '/scripture' })
    }
  })
})
