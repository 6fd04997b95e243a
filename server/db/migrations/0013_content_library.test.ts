/**
 * Migration 0013 is portable: compiled for PostgreSQL (Kysely's own compiler, no server needed)
 * every statement is plain DDL, and it runs on SQLite (every server test's fresh database).
 */
import { describe, expect, it } from 'vitest';
import { postgresRecorder } from '../../testing/postgresRecorder';
import { down, up } from './0013_content_library';

describe('0013_content_library on PostgreSQL', () => {
  it('creates the content tables, each content row with its licence record', async () => {
    const { db, sql } = postgresRecorder();
    await up(db);
    const creates = sql.filter((s) => s.startsWith('create table'));
    expect(creates.map((s) => /create table "(\w+)"/.exec(s)?.[1])).toEqual([
      'element_categories',
      'elements',
      'template_categories',
      'templates',
      'stock_images',
    ]);
    for (const table of ['elements', 'templates', 'stock_images']) {
      const ddl = creates.find((s) => s.startsWith(`create table "${table}"`))!;
      expect(ddl).toContain(
        '"licence" text not null, "licence_source" text not null, "licence_url" text not null, "commercial_print" integer not null, "credit_required" integer not null',
      );
      expect(ddl).toContain('"rating" integer default 0 not null');
    }
    expect(sql).toContain(
      'create table "template_categories" ("id" integer primary key, "parent_id" integer references "template_categories" ("id") on delete cascade, "name" text not null, "sort_order" integer not null)',
    );
    expect(sql.join('\n')).not.toMatch(/autoincrement|\bjson\b/i);
    await down(db);
    expect(sql.at(-1)).toBe('drop table "element_categories"');
  });
});
