/**
 * `npm run bench:import [-- --posts 1000 --comments 5]`: writes a WordPress export of generated
 * posts (each with paragraphs, a heading, a list, a caption shortcode, block comments, tags and
 * threaded comments; no images, so no download is timed) and imports it with `npm run import`,
 * printing how long the import took. Run it against a development database: it adds the posts.
 */
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i === -1 ? fallback : Number(process.argv[i + 1])
}
const posts = arg('posts', 1000)
const perPost = arg('comments', 5)
const run = Date.now().toString(36)
const site = `https://bench-${run}.example`

const body = (n: number) =>
  [
    `<!-- wp:paragraph --><p>Post ${n} opens with a <strong>bold</strong> claim and <a href="${site}/about/">a link</a>.</p><!-- /wp:paragraph -->`,
    `<!-- wp:heading --><h2>Part ${n}</h2><!-- /wp:heading -->`,
    '<!-- wp:list --><ul><li>Grace</li><li>Truth<ul><li>nested</li></ul></li></ul><!-- /wp:list -->',
    `[caption id="attachment_${n}" align="alignnone" width="300"]A caption for ${n}[/caption]`,
    '<!-- wp:quote --><blockquote><p>Test everything; hold fast what is good.</p><cite>1 Thessalonians 5:21</cite></blockquote><!-- /wp:quote -->',
    ...Array.from({ length: 6 }, (_, i) => `<p>Paragraph ${i} of post ${n}: ${'words and more words '.repeat(8)}</p>`),
  ].join('\n')

const comments = (n: number) =>
  Array.from({ length: perPost }, (_, i) => {
    const id = n * 100 + i + 1
    const parent = i > 0 && i % 2 === 0 ? n * 100 + i : 0
    return `<wp:comment><wp:comment_id>${id}</wp:comment_id><wp:comment_author><![CDATA[Reader ${i}]]></wp:comment_author><wp:comment_author_email>r${i}@bench.example</wp:comment_author_email><wp:comment_date_gmt>2020-01-0${1 + (i % 9)} 10:00:00</wp:comment_date_gmt><wp:comment_content><![CDATA[Comment ${i} on post ${n}.]]></wp:comment_content><wp:comment_approved>1</wp:comment_approved><wp:comment_type>comment</wp:comment_type><wp:comment_parent>${parent}</wp:comment_parent></wp:comment>`
  }).join('\n')

const item = (n: number) => `<item><title>Bench post ${n} of ${run}</title><link>${site}/2020/01/01/bench-${run}-${n}/</link><dc:creator><![CDATA[writer]]></dc:creator>
<category domain="category" nicename="cat-${n % 10}"><![CDATA[Bench category ${n % 10}]]></category><category domain="post_tag" nicename="tag-${n % 50}"><![CDATA[Bench tag ${n % 50}]]></category>
<content:encoded><![CDATA[${body(n)}]]></content:encoded><excerpt:encoded><![CDATA[]]></excerpt:encoded>
<wp:post_id>${n}</wp:post_id><wp:post_date_gmt>2020-01-01 10:00:00</wp:post_date_gmt><wp:post_name>bench-${run}-${n}</wp:post_name><wp:status>publish</wp:status><wp:post_type>post</wp:post_type><wp:post_password></wp:post_password>
${comments(n)}</item>`

const file = path.join(os.tmpdir(), `bench-${run}.xml`)
writeFileSync(
  file,
  `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Bench</title><link>${site}</link><wp:wxr_version>1.2</wp:wxr_version><wp:base_site_url>${site}</wp:base_site_url><wp:base_blog_url>${site}</wp:base_blog_url>
<wp:author><wp:author_login>writer</wp:author_login><wp:author_display_name><![CDATA[A Writer]]></wp:author_display_name></wp:author>
${Array.from({ length: posts }, (_, i) => item(i + 1)).join('\n')}
</channel></rss>`,
)
console.log(`Wrote ${posts} posts with ${posts * perPost} comments to ${file}`)
const started = Date.now()
const result = spawnSync('npm', ['run', 'import', '--', 'wordpress', file], { stdio: 'inherit' })
console.log(`Import took ${((Date.now() - started) / 1000).toFixed(1)} s (the command's start and stop included)`)
process.exit(result.status ?? 1)
