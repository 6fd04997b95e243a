/** Opening the SQLite database: better-sqlite3 under Kysely, WAL journal, foreign keys on. */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema';

/** Kysely over the app's SQLite database. */
export type Db = Kysely<Database>;

/**
 * Opens (creating when missing) the database file. WAL lets readers run beside the writer;
 * `busy_timeout` (ms) waits out a concurrent writer instead of failing at once.
 */
export function openDatabase(file: string): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // NORMAL is durable across application crashes in WAL mode and much faster than FULL.
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
