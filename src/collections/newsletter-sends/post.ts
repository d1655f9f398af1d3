/** A post and the site's name as a newsletter e-mail shows them (src/lib/email/newsletter.ts). */
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import type { Payload } from 'payload'

import { PASSAGE_BLOCK_SLUG, passageBlockFields, passageBlockLine } from '@/fields/passageBlock/output'
import { richTextToHtml } from '@/lib/data/richText'
import type { PostForNewsletter } from '@/lib/email/newsletter'
import { documentPath } from '@/lib/sections'
import { serverUrl } from '@/lib/serverUrl'

/**
 * A mail client shows the HTML far from the site: site-relative links and images need its
 * origin, and an image may be no wider than the message.
 */
const forMail = (html: string): string => {
  const origin = serverUrl()
  return html
    .replace(/<img(?=\s)/gi, '<img style="max-width:100%;height:auto;"')
    .replace(/(\s(?:src|href)=")\/(?!\/)/gi, (_, attr: string) => `${attr}${origin}/`)
    .replace(/(\ssrcset=")([^"]*)/gi, (_, attr: string, list: string) => attr + list.replace(/(^|,\s*)\/(?!\/)/g, (__, sep: string) => `${sep}${origin}/`))
}

const plainText = (value: unknown): string =>
  value && typeof value === 'object' && 'root' in value
    ? convertLexicalToPlaintext({
        data: value as SerializedEditorState,
        converters: { blocks: { [PASSAGE_BLOCK_SLUG]: ({ node }: { node: unknown }) => passageBlockLine(passageBlockFields(node) ?? {}) } },
      })
    : ''

/**
 * The live (published) version of a post, or null when there is none: a draft that was never
 * published, or a post taken offline since.
 */
export const publishedPostForNewsletter = async (payload: Payload, id: number): Promise<PostForNewsletter | null> => {
  const post = await payload.findByID({
    collection: 'posts',
    id,
    draft: false,
    // Images inside the text need their documents (URL, size, alt) to be drawn.
    depth: 1,
    select: { title: true, summary: true, slug: true, content: true, _status: true },
    populate: { uploads: { url: true, alt: true, width: true, height: true, mimeType: true, filename: true } },
    overrideAccess: true,
    disableErrors: true,
  })
  if (!post || post._status !== 'published') return null
  return {
    title: post.title,
    summary: post.summary,
    url: `${serverUrl()}${documentPath('blog', post.slug)}`,
    contentHtml: forMail(richTextToHtml(post.content)),
    contentText: plainText(post.content),
  }
}

/** The name the e-mails are signed with: the site settings' title. */
export const siteTitle = async (payload: Payload): Promise<string> => {
  // Read directly, not through the pages' cached read: jobs run outside any request.
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, select: { title: true }, overrideAccess: true })
  return settings.title
}
