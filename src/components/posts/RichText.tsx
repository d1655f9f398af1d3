import '@/components/posts/richText.css'

/**
 * HTML from the CMS (posts, site pages). The data layer builds it with Payload's converter,
 * which escapes text and drops javascript: links, so it is safe to insert as is.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`prose-content ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
}
