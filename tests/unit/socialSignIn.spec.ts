import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { SocialSignIn } from '@/components/auth/SocialSignIn'

const links = (html: string) => [...html.matchAll(/href="\/api\/auth\/(\w+)/g)].map((m) => m[1])

describe('the social sign-in buttons on /login', () => {
  it('offers only the providers the site has credentials for', () => {
    expect(links(renderToStaticMarkup(createElement(SocialSignIn, { error: null, next: '/', providers: ['github'] })))).toEqual(['github'])
    expect(links(renderToStaticMarkup(createElement(SocialSignIn, { error: null, next: '/', providers: ['google', 'github', 'apple'] })))).toEqual(['google', 'github', 'apple'])
  })

  it('shows nothing, not even "or continue with", when none is configured', () => {
    expect(renderToStaticMarkup(createElement(SocialSignIn, { error: null, next: '/', providers: [] }))).toBe('')
  })

  it('still explains how an earlier social sign-in ended', () => {
    const html = renderToStaticMarkup(createElement(SocialSignIn, { error: 'provider-unavailable', next: '/', providers: [] }))
    expect(html).toContain('role="alert"')
    expect(links(html)).toEqual([])
  })
})
