/**
 * Reseeding the content keeps what shoppers did: an item keeps its id and its usage rating when
 * the server starts again and when the library changes around it (items added, removed,
 * reordered); removed items leave the database; a licence not cleared for printing is never
 * seeded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentLibrary } from '../../content/library';
import { contentLibrary } from '../../content/library';
import { PROJECT_LICENCE } from '../../content/licences';
import { cdnImagesDir } from '../../storage/cdn';
import type { TestApp } from '../../testing/testApp';
import { createTestApp } from '../../testing/testApp';
import { seedContent } from './content';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const element = (slug: string) =>
  t.app.db.selectFrom('elements').selectAll().where('image_id', '=', slug).executeTakeFirst();

describe('content seed', () => {
  it('ids and ratings survive a restart and a changed library; removed items go', async () => {
    const db = t.app.db;
    const heart = (await element('shape-heart'))!;
    await db.updateTable('elements').set({ rating: 7 }).where('id', '=', heart.id).execute();
    await db
      .updateTable('templates')
      .set({ rating: 3 })
      .where('slug', '=', 'yard-sale-sign')
      .execute();

    const library = contentLibrary();
    const [shapes, ...others] = library.categories;
    const changed: ContentLibrary = {
      ...library,
      categories: [
        {
          ...shapes!,
          // The circle removed, a new shape first, the rest reversed.
          items: [
            { ...shapes!.items[1]!, slug: 'shape-new', name: 'New shape' },
            ...shapes!.items.filter((i) => i.slug !== 'shape-circle').reverse(),
          ],
        },
        ...others,
      ],
      templates: [...library.templates].reverse(),
    };
    await seedContent(db, changed, cdnImagesDir(t.dataDir));

    expect(await element('shape-heart')).toMatchObject({ id: heart.id, rating: 7 });
    expect(await element('shape-circle')).toBeUndefined();
    const added = (await element('shape-new'))!;
    const maxBefore = Math.max(
      ...(await db.selectFrom('elements').select('id').execute()).map((e) => e.id),
    );
    expect(added.id).toBe(maxBefore);
    expect(added.rating).toBe(0);
    const yardSale = await db
      .selectFrom('templates')
      .selectAll()
      .where('slug', '=', 'yard-sale-sign')
      .executeTakeFirstOrThrow();
    expect(yardSale.rating).toBe(3);
    expect(yardSale.id).toBeGreaterThanOrEqual(100_001);

    // And back: the library as shipped, the heart still rated.
    await seedContent(db, library, cdnImagesDir(t.dataDir));
    expect(await element('shape-heart')).toMatchObject({ id: heart.id, rating: 7 });
    expect(await element('shape-new')).toBeUndefined();
  });

  it('refuses an item whose licence is not cleared for printing', async () => {
    const library = contentLibrary();
    const [shapes, ...others] = library.categories;
    const tainted: ContentLibrary = {
      ...library,
      categories: [
        {
          ...shapes!,
          items: [
            {
              ...shapes!.items[0]!,
              licence: { ...PROJECT_LICENCE, licence: 'CC-BY-SA-4.0', creditRequired: true },
            },
          ],
        },
        ...others,
      ],
    };
    await expect(seedContent(t.app.db, tainted, cdnImagesDir(t.dataDir))).rejects.toThrow(
      'CC-BY-SA-4.0',
    );
    // Nothing of it was written (one transaction).
    expect(await element('shape-heart')).toBeDefined();
  });
});
