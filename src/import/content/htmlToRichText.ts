/**
 * A post's body from another platform (WordPress or Ghost HTML) as the site's rich text: the
 * Lexical JSON the admin's editor saves (src/import/content/lexicalNodes.ts has the shapes).
 * Synchronous and pure: images are downloaded before, and `uploadFor` says which became uploads.
 */
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { parse } from './dom'
import { type BlockNode, NodeIds, root } from './lexicalNodes'
import { prepareHtml, type SourceOptions } from './prepare'
import { FlowTarget } from './targets'
import { linkTarget } from './urls'
import { Walker } from './walker'

export type HtmlToRichTextOptions = SourceOptions & {
  /** The upload made of an image at this address (as `findImageUrls` listed it), if any. */
  uploadFor: (url: string) => { id: number | string } | undefined
  /** The old site's address: relative addresses resolve against it, links into it become paths. */
  site?: string
}

export type RichTextResult = { content: SerializedEditorState; warnings: string[] }

export const htmlToRichText = (html: string, options: HtmlToRichTextOptions): RichTextResult => {
  const warnings = new Set<string>()
  const prepared = prepareHtml(html, options, warnings)
  const walker = new Walker(new NodeIds(html), { uploadFor: options.uploadFor, site: options.site, autop: prepared.autop }, warnings)
  const flow = new FlowTarget(walker.ids)
  walker.children(parse(prepared.html), flow, { format: 0, link: null, pre: false, depth: 0, inTable: false })
  const blocks = flow.finish().map((block) => linkedUrl(block, walker, options.site))
  return { content: root(blocks) as unknown as SerializedEditorState, warnings: [...warnings] }
}

/**
 * A paragraph that is nothing but an address (how WordPress and Ghost authors embed a YouTube
 * video, a tweet or a song: the old site turned it into a player) becomes a link to it.
 */
const linkedUrl = (block: BlockNode, walker: Walker, site?: string): BlockNode => {
  if (block.type !== 'paragraph' || block.children.length !== 1) return block
  const only = block.children[0]
  if (only.type !== 'text' || only.format !== 0 || !/^https?:\/\/\S+$/.test(only.text)) return block
  const url = linkTarget(only.text, site)
  if (!url) return block
  const linked = new FlowTarget(walker.ids)
  linked.text(only.text, 0, { url, newTab: false })
  return linked.finish()[0] ?? block
}
