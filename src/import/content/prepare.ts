/**
 * A body as the source stores it, made ready to parse: WordPress's block comments and shortcodes
 * are resolved first (they are not HTML), and whether WordPress's paragraph rule applies is decided.
 */
import { removeBlockComments } from './blocks'
import { expandShortcodes, type ShortcodeOptions } from './shortcodes'

export type SourceOptions = ShortcodeOptions & {
  /** Which platform wrote the HTML; WordPress's shortcodes and block comments mean nothing in Ghost's. Default 'wordpress'. */
  source?: 'wordpress' | 'ghost'
}

export type PreparedHtml = { html: string; autop: boolean }

/**
 * WordPress shows a classic-editor post through its wpautop filter (a blank line starts a
 * paragraph, a single newline is a line break), so an export of such a post has few or no `<p>`
 * tags; block-editor posts (with block comments) are stored as finished HTML and skip that filter.
 */
export const prepareHtml = (html: string, options: SourceOptions, warnings: Set<string>): PreparedHtml => {
  if (options.source === 'ghost') return { html, autop: false }
  const blocks = removeBlockComments(html)
  if (blocks.lost.length) {
    warnings.add(
      `WordPress blocks drawn by the old site at page view have no content in the export and were left out: ${blocks.lost.join(', ')}.`,
    )
  }
  return { html: expandShortcodes(blocks.html, options, warnings), autop: !blocks.hadBlocks }
}
