/**
 * The migration that made organizations' analyses rich text (src/migrations/*_organizations_rich_text):
 * `down` gives back the text they were written in, `up` converts that text into the same rich
 * text, for the documents and their versions. It runs in a transaction that is rolled back, so
 * the other files' organizations never see the text columns.
 */
import { sql } from '@payloadcms/db-postgres'
import type { MigrateUpArgs } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { lineMarkupToLexical } from '@/lib/content/lineMarkup'
import { drizzleFor } from '@/lib/db/sql'
import { down, up } from '@/migrations/20261127_140706_organizations_rich_text'
import { testPayload } from '../../factories'
import { createOrganization } from '../../factories/content'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

class RolledBack extends Error {}

describe('the organizations rich text migration', () => {
  it('turns rich text into the documented text and back into the same rich text, in documents and versions', async () => {
    const text = '# Overview\n\nWhy it matters.\n\n## Practices\n\n- Oaths\n- Secrecy\n\nA closing <b>word</b>.'
    const org = await createOrganization({ content: text, status: 'draft' })
    const db = await drizzleFor(payload)

    const read = async (tx: MigrateUpArgs['db']) => {
      const doc = (await tx.execute(sql`SELECT content FROM organizations WHERE id = ${org.id}`)) as unknown as { rows: { content: unknown }[] }
      const versions = (await tx.execute(
        sql`SELECT version_content AS content FROM _organizations_v WHERE parent_id = ${org.id}`,
      )) as unknown as { rows: { content: unknown }[] }
      return [doc.rows[0].content, ...versions.rows.map((row) => row.content)]
    }

    await expect(
      db.transaction(async (tx) => {
        const args = { db: tx, payload } as unknown as MigrateUpArgs
        expect((await read(args.db)).every((content) => typeof content === 'object')).toBe(true)

        await down(args)
        const asText = await read(args.db)
        expect(asText.length).toBeGreaterThan(1)
        expect(asText).toEqual(asText.map(() => text))

        await up(args)
        expect(await read(args.db)).toEqual(asText.map(() => lineMarkupToLexical(text)))
        throw new RolledBack()
      }),
    ).rejects.toBeInstanceOf(RolledBack)
  })
})
