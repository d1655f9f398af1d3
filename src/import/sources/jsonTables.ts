import { createReadStream } from 'node:fs'

import parserStream from 'stream-json'
import Assembler from 'stream-json/assembler.js'

import { ImportFileError } from '../model'

import { meaningfulStart, readFileStart } from './fileStart'

/**
 * Streams the rows of chosen tables out of a database-dump JSON file shaped as Ghost writes
 * it, `{ db: [{ meta, data: { table: [row, …] } }] }` or the bare `{ meta, data }`. Only the
 * rows of the tables asked for are ever built as objects, one at a time, each cut down to the
 * fields asked for; every other table (email logs, sessions, …) streams past as tokens and is
 * never held in memory.
 */

export type JsonRow = Record<string, unknown>

export type JsonTableEvent = { kind: 'meta'; meta: JsonRow } | { kind: 'row'; table: string; row: JsonRow }

export type JsonTablesOptions = {
  /** How the file is named to the creator in messages ("Ghost export"). */
  what: string
  /** The tables to read, each with the fields to keep of its rows. */
  tables: Record<string, readonly string[]>
}

export type JsonTablesSummary = {
  /** Whether the file had the `data` object of a database export at all. */
  hasData: boolean
  /** The tables the file has (read or not), by name. */
  present: Set<string>
}

type Frame = { array: boolean; key: string | number | null; index: number }

const isObject = (value: unknown): value is JsonRow => typeof value === 'object' && value !== null && !Array.isArray(value)

/** `data` sits at `db.0.data` or at the top; a row is one level below a table under it. */
const dataDepth = (path: (string | number | null)[]): number | undefined => {
  if (path[0] === 'db' && path[1] === 0 && path[2] === 'data') return 3
  if (path[0] === 'data') return 1
  return undefined
}
const isMetaPath = (path: (string | number | null)[]) =>
  (path.length === 3 && path[0] === 'db' && path[1] === 0 && path[2] === 'meta') || (path.length === 1 && path[0] === 'meta')

/**
 * Reads the file once, yielding the meta object and the rows of the requested tables in file
 * order; returns what the file holds, for the caller to decide whether it is its kind of export.
 */
export async function* readJsonTables(path: string, options: JsonTablesOptions): AsyncGenerator<JsonTableEvent, JsonTablesSummary> {
  const { what, tables } = options
  const summary: JsonTablesSummary = { hasData: false, present: new Set() }
  const frames: Frame[] = []
  let assembling: { assembler: Assembler; table: string | null; depth: number } | undefined
  let started = false
  let finished = false
  let sourceEnded = false

  const pathOf = () => frames.map((frame) => frame.key)
  // Called when a value starts at the current position: decides whether to assemble it.
  const startValue = (isContainer: boolean): { table: string | null } | undefined => {
    const path = pathOf()
    if (isMetaPath(path)) return isContainer ? { table: null } : undefined
    const depth = dataDepth(path)
    if (depth === undefined) return undefined
    if (path.length === depth && isContainer) summary.hasData = true
    if (path.length === depth + 1) summary.present.add(String(path[depth]))
    if (path.length === depth + 2 && isContainer && typeof path[depth] === 'string' && tables[path[depth] as string]) return { table: path[depth] as string }
    return undefined
  }
  // Before each value in an array, the array's index is its key.
  const beforeValue = () => {
    const frame = frames.at(-1)
    if (frame?.array) frame.key = frame.index++
  }

  const start = meaningfulStart(await readFileStart(path, 512))
  if (!start) throw new ImportFileError('The file is empty.')
  if (start.startsWith('<')) throw new ImportFileError(`This is an XML file, not a ${what}.`)
  if (!/^[{[]/.test(start)) throw new ImportFileError(`This file is not a ${what}: it is not a JSON file. Upload the file that the export gave you, unopened and unchanged.`)

  const source = createReadStream(path)
  const tokens = source.pipe(parserStream({ packValues: true, streamValues: false }))
  source.on('error', (error) => tokens.destroy(error))
  source.on('end', () => {
    sourceEnded = true
  })

  try {
    for await (const token of tokens as AsyncIterable<{ name: string; value?: unknown }>) {
      if (assembling) {
        assembling.assembler.consume(token as Parameters<Assembler['consume']>[0])
        if (token.name === 'startObject' || token.name === 'startArray') assembling.depth += 1
        if (token.name === 'endObject' || token.name === 'endArray') assembling.depth -= 1
        if (assembling.depth > 0) continue
        const value = assembling.assembler.current
        const table = assembling.table
        assembling = undefined
        frames.pop()
        if (isObject(value)) {
          if (table === null) yield { kind: 'meta', meta: value }
          else yield { kind: 'row', table, row: Object.fromEntries(tables[table]!.filter((key) => key in value).map((key) => [key, value[key]])) }
        }
        if (frames.length === 0) finished = true
        continue
      }
      switch (token.name) {
        case 'startObject':
        case 'startArray': {
          if (!started) {
            started = true
            if (token.name === 'startArray') throw new ImportFileError(`This JSON file is not a ${what}: it holds a list where an export holds its site’s tables.`)
          }
          beforeValue()
          const assemble = startValue(true)
          frames.push({ array: token.name === 'startArray', key: null, index: 0 })
          if (assemble) {
            assembling = { assembler: new Assembler(), table: assemble.table, depth: 1 }
            assembling.assembler.consume(token as Parameters<Assembler['consume']>[0])
          }
          break
        }
        case 'endObject':
        case 'endArray':
          frames.pop()
          if (frames.length === 0) finished = true
          break
        case 'keyValue':
          frames.at(-1)!.key = String(token.value)
          break
        default:
          if (!started) throw new ImportFileError(`This JSON file is not a ${what}: it holds a single value where an export holds its site’s tables.`)
          beforeValue()
          startValue(false)
      }
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error
    if (sourceEnded && !finished) {
      throw new ImportFileError(
        `This ${what} stops in the middle: the file was cut short, as happens when a download does not finish. Export it again and upload the whole file.`,
      )
    }
    throw new ImportFileError(`This file is not a well-formed ${what}: its JSON is broken, so it was not imported. Export it again and upload the new file.`)
  } finally {
    source.destroy()
  }
  if (!finished) {
    throw new ImportFileError(
      `This ${what} stops in the middle: the file was cut short, as happens when a download does not finish. Export it again and upload the whole file.`,
    )
  }
  return summary
}
