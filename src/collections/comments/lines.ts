import type { Comment } from '@/payload-types'

/** One line of at most `length` characters. */
export const excerpt = (text: string, length = 120) => {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > length ? `${line.slice(0, length - 1).trimEnd()}…` : line
}

/** The title of a comment's post, when it was read with the post. */
export const postTitleOf = (post: Comment['post']) => (typeof post === 'object' && post ? post.title : '')
