/**
 * A Kysely that compiles for PostgreSQL and records every statement instead of sending it: the
 * migrations' portability tests read the DDL PostgreSQL would get, with no server needed.
 */
import type { CompiledQuery } from 'kysely';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';

export function postgresRecorder(): { db: Kysely<unknown>; sql: string[] } {
  const sql: string[] = [];
  const db = new Kysely<unknown>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    log: (event) => {
      if (event.level === 'query') sql.push((event.query as CompiledQuery).sql);
    },
  });
  return { db, sql };
}
