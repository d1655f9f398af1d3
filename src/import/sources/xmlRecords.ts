import { createReadStream } from 'node:fs'

import { SaxesParser, type SaxesTagNS } from 'saxes'

import { ImportFileError } from '../model'

/**
 * Streams an XML file as a sequence of small trees: the root element as soon as it opens, then
 * each element at `recordDepth` (a WordPress export's `<item>`, `<wp:author>`, … under
 * `<rss><channel>`) once it closes, with everything inside it. Only one record is held at a
 * time, so a file of any size is read in bounded memory.
 *
 * saxes never expands entities beyond XML's five and character references, and never reads a
 * DTD; a file that declares entities or points at an external DTD is refused before anything
 * in it is used, since an export never does either and such a file is either broken or an attack
 * (exponential entity expansion, reading files off the server).
 */

export type XmlElement = {
  /** The element's name with its namespace replaced by the caller's short prefix (`wp:post_id`). */
  name: string
  attributes: Record<string, string>
  children: XmlElement[]
  /** Text and CDATA directly inside, concatenated. */
  text: string
}

export type XmlRecord =
  | { kind: 'root'; element: XmlElement; namespaces: Record<string, string> }
  | { kind: 'record'; element: XmlElement }

export type XmlReadOptions = {
  /** How the file is named to the creator in messages ("WordPress export"). */
  what: string
  recordDepth: number
  /** Short name for a namespaced element; the default is `{uri}local`. */
  nameFor?: (uri: string, local: string) => string
  /** Called when the root element opens, before anything else; throws to refuse the file. */
  checkRoot?: (root: XmlElement, namespaces: Record<string, string>) => void
}

// Characters XML 1.0 forbids. Real exports carry stray control characters pasted from word
// processors; they are dropped rather than failing a whole site's import over an invisible byte.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g

const refusedEntities = () =>
  new ImportFileError('This file declares its own XML entities, which an export never does; it was not imported.')

const refusedExternal = () =>
  new ImportFileError('This file asks to load a document from elsewhere (an external DTD), which an export never does; it was not imported.')

/** Picks the text decoder from a byte-order mark or the XML declaration; UTF-8 otherwise. */
const decoderFor = (head: Buffer, what: string): TextDecoder => {
  if (head[0] === 0xff && head[1] === 0xfe) return new TextDecoder('utf-16le')
  if (head[0] === 0xfe && head[1] === 0xff) return new TextDecoder('utf-16be')
  const declared = /^(?:\uFEFF|\xEF\xBB\xBF)?\s*<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head.subarray(0, 300).toString('latin1'))?.[1]
  try {
    return new TextDecoder(declared ?? 'utf-8')
  } catch {
    throw new ImportFileError(`This ${what} is written in the “${declared}” character encoding, which cannot be read. Export it again as UTF-8.`)
  }
}

const toElement = (tag: SaxesTagNS, nameFor: (uri: string, local: string) => string): XmlElement => {
  const attributes: Record<string, string> = {}
  for (const attribute of Object.values(tag.attributes)) attributes[attribute.local] = attribute.value
  return { name: nameFor(tag.uri, tag.local), attributes, children: [], text: '' }
}

export async function* readXmlRecords(path: string, options: XmlReadOptions): AsyncGenerator<XmlRecord> {
  const { what, recordDepth } = options
  const nameFor = options.nameFor ?? ((uri: string, local: string) => (uri ? `{${uri}}${local}` : local))
  const parser = new SaxesParser({ xmlns: true, position: true })
  const ready: XmlRecord[] = []
  const open: XmlElement[] = []
  let depth = 0
  let rootSeen = false
  let rootClosed = false

  const notWellFormed = () =>
    new ImportFileError(
      `This file is not a well-formed ${what}: its XML breaks at line ${parser.line}, column ${parser.column}, so it was not imported. Export it again and upload the new file.`,
    )

  parser.on('doctype', (doctype) => {
    if (/<!ENTITY/i.test(doctype)) throw refusedEntities()
    if (/\b(SYSTEM|PUBLIC)\b/.test(doctype)) throw refusedExternal()
  })
  parser.on('opentag', (tag) => {
    const element = toElement(tag, nameFor)
    if (depth === 0) {
      rootSeen = true
      const namespaces = { ...tag.ns }
      options.checkRoot?.(element, namespaces)
      ready.push({ kind: 'root', element, namespaces })
    }
    if (depth >= recordDepth) {
      open.at(-1)?.children.push(element)
      open.push(element)
    }
    depth += 1
  })
  const addText = (text: string) => {
    const element = open.at(-1)
    if (element) element.text += text
  }
  parser.on('text', addText)
  parser.on('cdata', addText)
  parser.on('closetag', () => {
    depth -= 1
    if (depth >= recordDepth) {
      const element = open.pop()!
      if (depth === recordDepth) ready.push({ kind: 'record', element })
    }
    if (depth === 0) rootClosed = true
  })
  parser.on('error', () => {
    throw notWellFormed()
  })

  let decoder: TextDecoder | undefined
  let sawContent = false
  const feed = (text: string) => {
    if (!sawContent) {
      const start = text.replace(/^\uFEFF/, '').trimStart()
      if (start) {
        sawContent = true
        if (!start.startsWith('<')) {
          throw new ImportFileError(
            /^[[{]/.test(start)
              ? `This is a JSON file, not a ${what}.`
              : `This file is not a ${what}: it is not an XML file at all. Upload the file that the export gave you, unopened and unchanged.`,
          )
        }
      }
    }
    parser.write(text.replace(FORBIDDEN_CHARACTERS, ''))
  }

  const stream = createReadStream(path)
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      decoder ??= decoderFor(chunk, what)
      feed(decoder.decode(chunk, { stream: true }))
      yield* ready.splice(0)
    }
    if (decoder) feed(decoder.decode())
    yield* ready.splice(0)
  } finally {
    stream.destroy()
  }

  if (!sawContent) throw new ImportFileError('The file is empty.')
  if (!rootSeen) throw notWellFormed()
  if (!rootClosed) {
    throw new ImportFileError(
      `This ${what} stops in the middle: the file was cut short, as happens when a download does not finish. Export it again and upload the whole file.`,
    )
  }
  parser.close()
}
