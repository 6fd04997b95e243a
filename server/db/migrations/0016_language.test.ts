/** Migration 0016 is portable: compiled for PostgreSQL every statement is plain DDL. */
import { describe, expect, it } from 'vitest';
import { postgresRecorder } from '../../testing/postgresRecorder';
import { down, up } from './0016_language';

describe('0016_language on PostgreSQL', () => {
  it('adds a nullable language to sessions and users, and removes it again', async () => {
    const { db, sql } = postgresRecorder();
    await up(db);
    expect(sql).toEqual([
      'alter table "sessions" add column "language" varchar(16)',
      'alter table "users" add column "language" varchar(16)',
    ]);
    await down(db);
    expect(sql.slice(2)).toEqual([
      'alter table "users" drop column "language"',
      'alter table "sessions" drop column "language"',
    ]);
  });
});
