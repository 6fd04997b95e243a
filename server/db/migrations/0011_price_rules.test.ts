/**
 * Migration 0011 is portable: compiled for PostgreSQL (Kysely's own compiler, no server
 * needed) every statement is plain DDL with integer money, and it runs on SQLite (the other
 * server tests run it on every fresh database).
 */
import { describe, expect, it } from 'vitest';
import { postgresRecorder } from '../../testing/postgresRecorder';
import { down, up } from './0011_price_rules';

describe('0011_price_rules on PostgreSQL', () => {
  it('creates the rule tables with integer money and drops the JSON price columns', async () => {
    const { db, sql } = postgresRecorder();
    await up(db);
    expect(sql).toContain(
      'create table "price_rules" ("id" integer primary key, "option_id" integer not null references "accessory_options" ("id") on delete cascade, "kind" varchar(16) not null, "cents" integer default 0 not null, "minimum_cents" integer default 0 not null, "basis_points" integer default 0 not null, "sort_order" integer default 0 not null)',
    );
    expect(sql).toContain('alter table "products" drop column "base_price"');
    expect(sql).toContain('alter table "accessory_options" drop column "price"');
    // Nothing SQLite-only: no AUTOINCREMENT, no REAL money, no JSON text for prices.
    expect(sql.join('\n')).not.toMatch(/autoincrement|\breal\b|json/i);
    await down(db);
    expect(sql.at(-1)).toBe('drop table "price_rules"');
  });
});
