/** Migration 0017 is portable: compiled for PostgreSQL every statement is plain DDL. */
import { describe, expect, it } from 'vitest';
import { postgresRecorder } from '../../testing/postgresRecorder';
import { down, up } from './0017_tour_guide';

describe('0017_tour_guide on PostgreSQL', () => {
  it('creates the pages and their steps with assigned ids, and drops them again', async () => {
    const { db, sql } = postgresRecorder();
    await up(db);
    expect(sql).toEqual([
      'create table "tour_pages" ("id" integer primary key, "key" text not null unique, "sort_order" integer not null)',
      'create table "tour_steps" ("id" integer primary key, "page_id" integer not null references "tour_pages" ("id") on delete cascade, "sort_order" integer not null, "selector" text not null, "title" text not null, "image_path" text, "content" text not null)',
      'create index "tour_steps_page" on "tour_steps" ("page_id")',
    ]);
    await down(db);
    expect(sql.slice(3)).toEqual(['drop table "tour_steps"', 'drop table "tour_pages"']);
  });
});
