import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { JsonLd } from '@/components/seo/JsonLd'
import { serializeJsonLd, type JsonLdDocument } from '@/lib/seo/jsonLd'

const hostile: JsonLdDocument = {
  '@context': 'https://schema.org',
  '@type': 'BlogPosting',
  headline: 'Grace</script><script>alert("owned")</script>',
  description: 'Comments <!-- open, & ampersands, and a line\u2028separator\u2029too',
  keywords: 'a > b',
}

describe('JSON-LD serialization', () => {
  it('leaves no character that could end the script or open a comment', () => {
    const text = serializeJsonLd(hostile)
    expect(text).not.toMatch(/[<>&\u2028\u2029]/)
    expect(text).toContain('Grace\\u003c/script\\u003e')
  })

  it('reads back as exactly the same data', () => {
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile)
  })

  it('renders one script element whose content is the escaped JSON', () => {
    const html = renderToStaticMarkup(createElement(JsonLd, { data: hostile }))
    expect(html.match(/<\/script/gi)).toHaveLength(1)
    expect(html.match(/<script/gi)).toHaveLength(1)
    const body = html.replace(/^<script type="application\/ld\+json">/, '').replace(/<\/script>$/, '')
    expect(JSON.parse(body)).toEqual(hostile)
  })
})
