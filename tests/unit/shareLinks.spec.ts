import { describe, expect, it } from 'vitest'

import { shareLinks } from '@/lib/share/shareLinks'

const url = 'https://renewed.example/blog/grace-truth'
const title = 'Grace & Truth: "Part 2" #1?'

const byService = () => Object.fromEntries(shareLinks({ url, title }).map((link) => [link.service, link.href]))

describe('share links', () => {
  it('send the address and the title as one encoded value each to every service', () => {
    const links = byService()
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`)
    expect(new URL(links.facebook).searchParams.get('u')).toBe(url)
    const x = new URL(links.x)
    expect(`${x.origin}${x.pathname}`).toBe('https://x.com/intent/tweet')
    expect(x.searchParams.get('text')).toBe(title)
    expect(x.searchParams.get('url')).toBe(url)
    expect(new URL(links.whatsapp).searchParams.get('text')).toBe(`${title} ${url}`)
  })

  it('write an e-mail draft whose subject and body survive "&", "#" and line breaks', () => {
    const mail = byService().email
    expect(mail.startsWith('mailto:?')).toBe(true)
    expect(mail).not.toMatch(/[ #"\n]/)
    const params = new URLSearchParams(mail.slice('mailto:?'.length))
    expect(params.get('subject')).toBe(title)
    expect(params.get('body')).toBe(`${title}\r\n\r\n${url}`)
  })
})
