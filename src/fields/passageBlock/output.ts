/**
 * A saved Bible passage block as the site shows it: HTML for pages, feeds and e-mail, and its
 * words for search and the API's text fields. Reads only what the block stored (the verses were
 * filled in on save), so nothing here loads the Bible's text.
 */
import { escapeHtml } from '@/lib/html/escape'
import { passageHref } from '@/scripture/references'
import { readTypedPassage } from '@/scripture/typedPassage'
import type { QuotedVerse } from '@/scripture/quotedPassage'

/** The block's type in the stored rich text (its config, ./block.ts, loads the Bible's text; this file does not). */
export const PASSAGE_BLOCK_SLUG = 'passage'

type StoredFields = { reference?: unknown; label?: unknown; verses?: unknown }

/** The block's stored fields when `node` is a Bible passage block (Lexical's serialized node), else null. */
export const passageBlockFields = (node: unknown): StoredFields | null => {
  const { type, fields } = (node ?? {}) as { type?: unknown; fields?: { blockType?: unknown } }
  return type === 'block' && fields && fields.blockType === PASSAGE_BLOCK_SLUG ? (fields as StoredFields) : null
}

const isVerse = (value: unknown): value is QuotedVerse => {
  const verse = value as Partial<QuotedVerse> | null
  return !!verse && typeof verse === 'object' && Number.isInteger(verse.chapter) && Number.isInteger(verse.verse) && typeof verse.text === 'string'
}

const storedVerses = (fields: StoredFields): QuotedVerse[] => (Array.isArray(fields.verses) ? fields.verses.filter(isVerse) : [])

/** How the block names its passage: as the site writes it, else as the creator typed it. */
const nameOf = (fields: StoredFields) =>
  typeof fields.label === 'string' && fields.label ? fields.label : typeof fields.reference === 'string' ? fields.reference.trim() : ''

/** The passage's name and its words as plain text (search, the API's text fields); null while it quotes nothing. */
export const passageBlockWords = (fields: StoredFields): { name: string; text: string } | null => {
  const verses = storedVerses(fields)
  return verses.length ? { name: nameOf(fields), text: verses.map((v) => v.text).join(' ') } : null
}

/** The passage as one line of plain text, its words and then its name in brackets (e-mail, the organizations' text). */
export const passageBlockLine = (fields: StoredFields): string => {
  const quoted = passageBlockWords(fields)
  return quoted ? `${quoted.text.replace(/\s+/g, ' ').trim()} (${quoted.name})` : ''
}

/**
 * The passage quoted: its verses with their numbers (chapter and verse where a chapter begins
 * within it), and a caption naming the passage, linked to its page, and the translation. Empty
 * for a block that quotes nothing yet (a draft whose reference is still being typed).
 */
export const passageBlockHtml = (fields: StoredFields): string => {
  const verses = storedVerses(fields)
  if (!verses.length) return ''
  const text = verses
    .map((v, i) => {
      const number = i > 0 && verses[i - 1].chapter !== v.chapter ? `${v.chapter}:${v.verse}` : String(v.verse)
      return `<sup class="passage-block__verse">${escapeHtml(number)}</sup>\u00a0${escapeHtml(v.text)}`
    })
    .join(' ')
  const read = readTypedPassage(fields.reference)
  const name = escapeHtml(nameOf(fields))
  const link = read.ok ? `<a href="${escapeHtml(passageHref(read.passage))}">${name}</a>` : name
  return (
    `<figure class="passage-block"><blockquote><p>${text}</p></blockquote>` +
    `<figcaption>${link} <span class="passage-block__translation">(World English Bible)</span></figcaption></figure>`
  )
}
