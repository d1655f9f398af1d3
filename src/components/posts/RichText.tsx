import '@/components/posts/richText.css'

import { linkReferencesInHtml } from '@/scripture/linkReferences'

/**
 * HTML from the CMS (posts, site pages, analyses). The data layer builds it with Payload's
 * converter, which escapes text and drops javascript: links, so it is safe to insert as is; the
 * Scripture references in it become links here, as the page renders, which only adds links
 * around the reference's own characters (src/scripture/linkReferences.ts). The JSON API reads
 * the same data without them.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`prose-content ${className}`} dangerouslySetInnerHTML={{ __html: linkReferencesInHtml(html) }} />
}
