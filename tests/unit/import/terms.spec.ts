import { describe, expect, it } from 'vitest'

import { readWordPress } from '@/import/sources/wordpress'
import { authorSlug, termSlug } from '@/import/write/keys'

import { documentsOf, readAll, tempFile } from './sourceFiles'

const wxr = (body: string) => `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Terms</title><link>https://old.example.org</link><wp:wxr_version>1.2</wp:wxr_version><wp:base_blog_url>https://old.example.org</wp:base_blog_url>
${body}</channel></rss>`

const category = (id: number, name: string) =>
  `<wp:category><wp:term_id>${id}</wp:term_id><wp:category_nicename><![CDATA[${encodeURIComponent(name).toLowerCase()}]]></wp:category_nicename><wp:category_parent><![CDATA[]]></wp:category_parent><wp:cat_name><![CDATA[${name}]]></wp:cat_name></wp:category>`
const tag = (id: number, name: string) =>
  `<wp:tag><wp:term_id>${id}</wp:term_id><wp:tag_slug><![CDATA[${encodeURIComponent(name).toLowerCase()}]]></wp:tag_slug><wp:tag_name><![CDATA[${name}]]></wp:tag_name></wp:tag>`

describe('the slugs of categories and tags', () => {
  it('keep a Latin term’s own slug', () => {
    expect(termSlug({ name: 'Grace & Truth', slug: 'grace-and-truth' })).toBe('grace-and-truth')
    expect(termSlug({ name: 'Église', slug: '' })).toBe('eglise')
  })

  it('give each term named in a non-Latin script a slug of its own, the same on every run', () => {
    const slugs = ['日本', '中国', 'Вера', 'Надежда', 'إيمان'].map((name) => termSlug({ name, slug: name }))
    for (const slug of slugs) expect(slug).toMatch(/^term-[0-9a-f]{10}$/)
    expect(new Set(slugs).size).toBe(slugs.length)
    expect(termSlug({ name: 'Вера', slug: 'Вера' })).toBe(slugs[2])
  })

  it('give each author named in a non-Latin script a profile of their own, and keep a Latin one’s', () => {
    const slugs = ['Иван', 'Пётр', '李明'].map((name) => authorSlug({ name, slug: '' }))
    for (const slug of slugs) expect(slug).toMatch(/^writer-[0-9a-f]{10}$/)
    expect(new Set(slugs).size).toBe(slugs.length)
    expect(authorSlug({ name: 'Пётр', slug: '' })).toBe(slugs[1])
    expect(authorSlug({ name: 'Ann Writer', slug: 'ann' })).toBe('ann')
    expect(authorSlug({ name: 'Zoë Smith', slug: '' })).toBe('zoe-smith')
  })

  it('are the same for a WordPress category or tag declared with its encoded slug and named by a post', async () => {
    const file = tempFile(
      wxr(`${category(1, 'Вера')}${category(2, 'Надежда')}${tag(3, '日本')}
<item><title>Post</title><link>https://old.example.org/post/</link><dc:creator>ann</dc:creator>
<content:encoded><![CDATA[<p>Words.</p>]]></content:encoded><excerpt:encoded><![CDATA[]]></excerpt:encoded>
<wp:post_id>9</wp:post_id><wp:post_date_gmt>2020-01-02 03:04:05</wp:post_date_gmt><wp:post_name>post</wp:post_name><wp:status>publish</wp:status><wp:post_type>post</wp:post_type><wp:post_password></wp:post_password>
<category domain="category" nicename="${encodeURIComponent('Надежда').toLowerCase()}"><![CDATA[Надежда]]></category>
<category domain="post_tag" nicename="${encodeURIComponent('日本').toLowerCase()}"><![CDATA[日本]]></category></item>`),
    )
    const entries = await readAll(readWordPress(file))
    const declared = entries.flatMap((entry) => (entry.type === 'category' || entry.type === 'tag' ? [entry.term] : []))
    expect(declared.map((term) => term.slug)).toEqual(['Вера', 'Надежда', '日本'])
    const [post] = documentsOf(entries)
    expect(termSlug(post.categories[0])).toBe(termSlug(declared[1]))
    expect(termSlug(post.tags[0])).toBe(termSlug(declared[2]))
    expect(termSlug(declared[0])).not.toBe(termSlug(declared[1]))
  })
})
