/** Migration 0018 is portable: compiled for PostgreSQL every statement is plain DDL. */
import { describe, expect, it } from 'vitest';
import { postgresRecorder } from '../../testing/postgresRecorder';
import { down, up } from './0018_embed_resume_codes';

describe('0018_embed_resume_codes on PostgreSQL', () => {
  it('creates the resume codes with text ids and bigint times, and drops them again', async () => {
    const { db, sql } = postgresRecorder();
    await up(db);
    expect(sql).toEqual([
      'create table "embed_resume_codes" ("id" varchar(64) primary key, "sealed_token" varchar(512) not null, "session_id" varchar(64) not null, "created_at" bigint not null, "expires_at" bigint not null, "used_at" bigint)',
      'create index "embed_resume_codes_expires" on "embed_resume_codes" ("expires_at")',
    ]);
    await down(db);
    expect(sql.slice(2)).toEqual(['drop table "embed_resume_codes"']);
  });
});
