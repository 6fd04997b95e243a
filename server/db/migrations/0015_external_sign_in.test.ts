/**
 * Migration 0015 is portable: compiled for PostgreSQL every statement is plain DDL (no
 * autoincrement), and it runs on SQLite (every server test's fresh database).
 */
import { describe, expect, it } from 'vitest';
import { postgresRecorder } from '../../testing/postgresRecorder';
import { down, up } from './0015_external_sign_in';

describe('0015_external_sign_in on PostgreSQL', () => {
  it('creates the identities, passkeys and challenges tables with portable types', async () => {
    const { db, sql } = postgresRecorder();
    await up(db);
    const creates = sql.filter((s) => s.startsWith('create table'));
    expect(creates.map((s) => /create table "(\w+)"/.exec(s)?.[1])).toEqual([
      'external_identities',
      'passkeys',
      'sign_in_challenges',
    ]);
    expect(creates[0]).toContain(
      'constraint "external_identities_pk" primary key ("issuer", "subject")',
    );
    expect(creates[2]).toContain(
      '"session_id" varchar(64) not null references "sessions" ("id") on delete cascade',
    );
    expect(sql.join('\n')).not.toMatch(/autoincrement|serial|\bjson\b/i);
    await down(db);
    expect(sql.at(-1)).toBe('drop table "external_identities"');
  });
});
