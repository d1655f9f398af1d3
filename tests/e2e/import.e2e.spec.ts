import { writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { ADMIN, loginToAdmin, readerHtml } from './helpers'

/**
 * Moving in: the creator uploads a WordPress export in /admin/import, reads the dry run, imports
 * it with its progress shown, and the post is on the site with its comment, its old permalink
 * and its old ?p= number both answering 301 with the new address.
 */

const exportFile = (slug: string, number: number) => {
  const site = `https://old-${slug}.example`
  const file = path.join(os.tmpdir(), `${slug}.WordPress.xml`)
  writeFileSync(
    file,
    `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>The old blog</title><link>${site}</link><wp:wxr_version>1.2</wp:wxr_version><wp:base_site_url>${site}</wp:base_site_url><wp:base_blog_url>${site}</wp:base_blog_url>
<wp:author><wp:author_login>miriam</wp:author_login><wp:author_display_name><![CDATA[Miriam]]></wp:author_display_name></wp:author>
<wp:category><wp:category_nicename>testing-spirits</wp:category_nicename><wp:cat_name><![CDATA[Testing the spirits]]></wp:cat_name></wp:category>
<item><title>Moved from WordPress ${slug}</title><link>${site}/2015/03/04/${slug}/</link><dc:creator><![CDATA[miriam]]></dc:creator>
<category domain="category" nicename="testing-spirits"><![CDATA[Testing the spirits]]></category>
<content:encoded><![CDATA[<!-- wp:paragraph --><p>Beloved, believe not every spirit.</p><!-- /wp:paragraph -->
[caption id="attachment_1" align="alignnone" width="300"]A caption kept as text[/caption]]]></content:encoded>
<excerpt:encoded><![CDATA[A post that came over from the old site.]]></excerpt:encoded>
<wp:post_id>${number}</wp:post_id><wp:post_date_gmt>2015-03-04 09:00:00</wp:post_date_gmt><wp:post_name>${slug}</wp:post_name><wp:status>publish</wp:status><wp:post_type>post</wp:post_type><wp:post_password></wp:post_password>
<wp:comment><wp:comment_id>1</wp:comment_id><wp:comment_author><![CDATA[Lydia of Thyatira]]></wp:comment_author><wp:comment_date_gmt>2015-03-05 10:00:00</wp:comment_date_gmt><wp:comment_content><![CDATA[Thank you for this.]]></wp:comment_content><wp:comment_approved>1</wp:comment_approved><wp:comment_type>comment</wp:comment_type><wp:comment_parent>0</wp:comment_parent></wp:comment>
</item>
<item><title>Menu</title><wp:post_id>${number + 1}</wp:post_id><wp:post_type>nav_menu_item</wp:post_type><wp:status>publish</wp:status><wp:post_name>menu</wp:post_name></item>
</channel></rss>`,
  )
  return file
}

test('the creator imports a WordPress export in the admin and its old addresses lead to the new post', async ({ page, request }) => {
  test.setTimeout(120_000)
  const slug = `moved-${Date.now().toString(36)}`
  const number = 900_000 + Math.floor(Math.random() * 90_000)
  await loginToAdmin(page, ADMIN.email, ADMIN.password)
  await page.goto('/admin/import')
  await expect(page.getByRole('heading', { name: 'Import from WordPress or Ghost' })).toBeVisible()
  await page.getByLabel('Export file').setInputFiles(exportFile(slug, number))
  await page.getByRole('button', { name: 'Upload and check' }).click()

  // The dry run, from the jobs queue: what would come in, the categories' mapping, what is left out.
  await expect(page.getByRole('heading', { name: 'What would come in' })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByText('1 post and 0 pages')).toBeVisible()
  // Into one of the site's own categories rather than a new one.
  const mapping = page.getByLabel('Site category for Testing the spirits')
  await expect(mapping).toBeVisible()
  await mapping.selectOption({ index: 1 })
  await expect(page.getByText(/1 × nav_menu_item|1 × menu item/i)).toBeVisible()

  await page.getByRole('button', { name: /^Import \d+ items?$/ }).click()
  await expect(page.getByRole('progressbar')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Brought in' })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('link', { name: 'Download the summary' })).toBeVisible()

  // On the site: the post, its comment under its writer's name, no raw shortcode.
  const res = await request.get(`/blog/${slug}`)
  expect(res.status()).toBe(200)
  const html = await readerHtml(res)
  expect(html).toContain(`Moved from WordPress ${slug}`)
  expect(html).toContain('Beloved, believe not every spirit.')
  expect(html).toContain('Lydia of Thyatira')
  expect(html).not.toContain('[caption')

  // The old permalink and the old ?p= number answer 301 with the new address.
  await expect
    .poll(async () => (await request.get(`/2015/03/04/${slug}/`, { maxRedirects: 0 })).headers()['location'] ?? null, { timeout: 20_000 })
    .toBe(`/blog/${slug}`)
  expect((await request.get(`/2015/03/04/${slug}/`, { maxRedirects: 0 })).status()).toBe(301)
  await expect.poll(async () => (await request.get(`/?p=${number}`, { maxRedirects: 0 })).headers()['location'] ?? null, { timeout: 20_000 }).toBe(`/blog/${slug}`)

  // The reader follows the old link and lands on the post.
  await page.goto(`/2015/03/04/${slug}/`)
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: `Moved from WordPress ${slug}` })).toBeVisible()
})
