import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { lexicalToLineMarkup, lineMarkupToLexical } from '@/lib/content/lineMarkup'

/**
 * Organizations' analyses become rich text, like posts. The text they were written in (lines
 * starting "# ", "## ", "### " are headings, "- " list items, the rest paragraphs) is converted
 * row by row, in the documents and in every stored version, so drafts and the Versions tab keep
 * their words; `down` turns the rich text back into that text (src/lib/content/lineMarkup.ts).
 */
const COLUMNS = [
  { table: 'organizations', column: 'content' },
  { table: '_organizations_v', column: 'version_content' },
] as const

type Rows = { rows: { id: number; value: unknown }[] }

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const { table, column } of COLUMNS) {
    // The text is kept as a JSON string first, then each row is rewritten as Lexical JSON.
    await db.execute(sql`ALTER TABLE ${sql.identifier(table)} ALTER COLUMN ${sql.identifier(column)} SET DATA TYPE jsonb USING to_jsonb(${sql.identifier(column)})`)
    const { rows } = (await db.execute(
      sql`SELECT id, ${sql.identifier(column)} #>> '{}' AS value FROM ${sql.identifier(table)} WHERE jsonb_typeof(${sql.identifier(column)}) = 'string'`,
    )) as unknown as Rows
    for (const row of rows) {
      const rich = lineMarkupToLexical(String(row.value ?? ''))
      await db.execute(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${JSON.stringify(rich)}::jsonb WHERE id = ${row.id}`)
    }
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const { table, column } of COLUMNS) {
    const { rows } = (await db.execute(
      sql`SELECT id, ${sql.identifier(column)} AS value FROM ${sql.identifier(table)} WHERE jsonb_typeof(${sql.identifier(column)}) = 'object'`,
    )) as unknown as Rows
    for (const row of rows) {
      const text = lexicalToLineMarkup(row.value)
      await db.execute(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = to_jsonb(${text}::text) WHERE id = ${row.id}`)
    }
    await db.execute(sql`ALTER TABLE ${sql.identifier(table)} ALTER COLUMN ${sql.identifier(column)} SET DATA TYPE varchar USING ${sql.identifier(column)} #>> '{}'`)
  }
}
