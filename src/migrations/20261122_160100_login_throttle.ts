import { type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

// Placeholder: filled in by the change that needs it (raw SQL, outside Payload's schema).
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
