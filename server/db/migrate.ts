/** Brings the schema to the latest migration with Kysely's Migrator. */
import { Migrator } from 'kysely';
import type { Db } from './database';
import { inCodeMigrations } from './migrations';

/** Runs every pending migration; throws the first failure. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: inCodeMigrations });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined || failed !== undefined) {
    const name = failed?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${name} failed`, { cause: error });
  }
}
