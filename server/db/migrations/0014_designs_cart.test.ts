/**
 * Migration 0014 is portable: compiled for PostgreSQL every statement is plain DDL (no
 * autoincrement, BIGINT times and cents), and it runs on SQLite (every server test's database).
 */
import { describe, expect, it } from 'vitest';
import { postgresRecorder } from '../../testing/postgresRecorder';
import { down, up } from './0014_designs_cart';

describe('0014_designs_cart on PostgreSQL', () => {
  it('creates saved designs, cart items and sync jobs with portable types', async () => {
    const { db, sql } = postgresRecorder();
    await up(db);
    const creates = sql.filter((s) => s.startsWith('create table'));
    expect(creates.map((s) => /create table "(\w+)"/.exec(s)?.[1])).toEqual([
      'saved_designs',
      'cart_items',
      'sync_jobs',
    ]);
    const designs = creates[0]!;
    expect(designs).toContain('"name" varchar(450) not null');
    expect(designs).toContain('"price_cents" bigint not null');
    expect(designs).toContain('"measurement_unit" integer default 0 not null');
    expect(designs).toContain(
      '"design_svg" varchar(64) references "design_files" ("id") on delete set null',
    );
    expect(creates[1]).toContain(
      '"design_id" varchar(64) references "saved_designs" ("id") on delete set null',
    );
    expect(sql.join('\n')).not.toMatch(/autoincrement|\bjson\b|serial/i);
    await down(db);
    expect(sql.at(-1)).toBe('drop table "saved_designs"');
  });
});
