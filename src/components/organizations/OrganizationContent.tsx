import '@/components/posts/richText.css'

import { parseLineMarkup } from '@/lib/content/lineMarkup'

/**
 * An organization's analysis from its stored line markup (src/lib/content/lineMarkup.ts):
 * real headings (h2–h4 under the page's h1), lists and paragraphs, in the posts' typography.
 */
export function OrganizationContent({ content, className = '' }: { content: string; className?: string }) {
  const blocks = parseLineMarkup(content)
  if (blocks.length === 0) return null
  return (
    <div className={`prose-content ${className}`}>
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'heading': {
            const Heading = `h${block.level}` as const
            return <Heading key={i}>{block.text}</Heading>
          }
          case 'list':
            return (
              <ul key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ul>
            )
          case 'paragraph':
            return <p key={i}>{block.text}</p>
        }
      })}
    </div>
  )
}
