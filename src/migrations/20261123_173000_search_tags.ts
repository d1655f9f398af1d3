import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

import { mediaDocument } from '@/collections/media-items/search'
import { musicDocument } from '@/collections/music-analyses/search'
import { searchIndexers } from '@/search/documents'
import { backfillSearchFromMigration } from '@/search/searchIndex'

/** Music analyses and media items are now found by their tags too: index what exists again. */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  await backfillSearchFromMigration(
    payload,
    searchIndexers.filter((i) => i.toDocument === musicDocument || i.toDocument === mediaDocument),
    req,
  )
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // Nothing to undo: the rows are rebuilt from the documents either way.
}
