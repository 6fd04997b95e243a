/**
 * How a product prints its text (issue 14), editable in the catalogue without code:
 * - `text_output`: 'text' keeps text as text in the SVG print file with its faces embedded as
 *   subsets; 'outlines' writes glyph paths (cut vinyl: the plotter cuts paths, it has no fonts).
 * - `min_cap_height_inches`: the smallest printed capital height read comfortably on this product
 *   (a banner is read from metres away, a sticker in the hand); 0 turns the legibility check off.
 */
import type { Kysely } from 'kysely';

/** Applies this migration. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('text_output', 'varchar(16)', (c) => c.notNull().defaultTo('text'))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('min_cap_height_inches', 'real', (c) => c.notNull().defaultTo(0))
    .execute();
}
