/**
 * WordPress's block editor stores each block as HTML between comments
 * (`<!-- wp:paragraph -->…<!-- /wp:paragraph -->`). The HTML is the content; the comments only
 * matter to WordPress, so they go. A block written as a lone self-closing comment
 * (`<!-- wp:latest-posts {"postsToShow":5} /-->`) has no HTML at all: WordPress draws it from its
 * database on every page view, so nothing of it can move, and the creator is told which ones.
 */

// A block delimiter as WordPress's block parser reads it: an optional namespace, a name, optional
// JSON attributes (WordPress escapes `--` inside them, so the comment cannot end early).
const DELIMITER = /<!--\s+(\/)?wp:(?:[a-z][a-z0-9_-]*\/)?([a-z][a-z0-9_-]*)\s+(?:\{[\s\S]{0,100000}?\}\s+)?(\/)?-->/g

/**
 * Blocks whose HTML WordPress writes at page view even when their comments enclose markup (the
 * markup saved is only a wrapper): the reader of the old site saw content the export does not have.
 */
const DRAWN_AT_VIEW = new Set([
  'query',
  'post-template',
  'navigation',
  'comments',
  'latest-posts',
  'latest-comments',
  'archives',
  'calendar',
  'categories',
  'page-list',
  'rss',
  'search',
  'tag-cloud',
  'social-links',
  'loginout',
])

/** Blocks that leave nothing worth a word when they go (layout, page breaks, empty markers). */
const SILENT = new Set(['more', 'nextpage', 'spacer', 'separator', 'social-link', 'navigation-link'])

export type BlockComments = { html: string; hadBlocks: boolean; lost: string[] }

/** The HTML without block comments, whether it had any, and the names of the blocks lost. */
export const removeBlockComments = (html: string): BlockComments => {
  const lost = new Set<string>()
  let hadBlocks = false
  const out = html.replace(DELIMITER, (_match, closing: string | undefined, name: string, selfClosing: string | undefined) => {
    hadBlocks = true
    if (!closing && (selfClosing || DRAWN_AT_VIEW.has(name)) && !SILENT.has(name)) lost.add(name)
    return ''
  })
  return { html: out, hadBlocks, lost: [...lost] }
}
