/**
 * Saved designs (spec shell §3 "Saved design", §7 "Saved designs"; README "Saved designs and
 * the cart"). Guests and signed-in users alike; every call sees the caller's designs only
 * (server/uploads/owner.ts: a guest's session, or the user plus the guest session it signed in
 * from). Another owner's id answers 400 `wrongUser`, an unknown one 404 `resourceNotFound`.
 *
 * - `POST Designer/Search` {page {number, size}, pattern}: `{count, data}`, newest first, names
 *   containing `pattern` (case-blind).
 * - `POST Designer/Design` (the save payload): `{id}` of the new design.
 * - `PUT Designer/Design` (the save payload with `id`): the design, same id.
 * - `PATCH Designer/Update` {id, name, description?}: the renamed design.
 * - `DELETE Designer/Delete?id`: `{id, deleted: true}`.
 * - `GET Designer/Quantity`: `{count}`.
 * - `GET Designer/GetUserSvg/{id}`: `{id, designSvg, backSideDesignSVG}` (paths the owner GETs).
 * - `GET Designer/{id}/calculator`: `{productCalculator, design}`, priced now.
 *
 * Prices come from the server's calculator (server/designs/payload.ts), never the payload.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type {
  CountAnswer,
  DesignCalculatorAnswer,
  DesignSavePayload,
  DesignSearchAnswer,
  DesignSearchRequest,
  SavedDesign,
  UserSvgAnswer,
} from '../../src/domain/designs/protocol';
import { DESIGN_PAGE_SIZE } from '../../src/domain/designs/protocol';
import { DesignErrorKey } from '../../src/domain/designs/fileRefs';
import { maxQuantityFrom } from '../../src/domain/quantity';
import type { RuntimeEnvConfigs } from '../../src/domain/runtimeConfig';
import type { Db } from '../db/database';
import { localiseSavedDesign, requestTexts } from '../catalogue/localise';
import { ownedDesign, ownerColumns, savedDesignAnswer } from '../designs/answers';
import { priceOf, resolvePayload } from '../designs/payload';
import {
  ID_PARAMS,
  RENAME_SCHEMA,
  SEARCH_SCHEMA,
  designSaveSchema,
} from '../designs/payloadSchemas';
import { HttpError } from '../http/httpError';
import { ownedBy, ownerOf } from '../uploads/owner';

/** Options of the saved-design routes. */
export interface SavedDesignRouteOptions {
  db: Db;
  envConfigs: RuntimeEnvConfigs;
  /** ms since the epoch. */
  now?: () => number;
}

/** `pattern` as a LIKE operand: wildcards escaped with `\`, lower-cased, contained anywhere. */
function likeOperand(pattern: string): string {
  return `%${pattern.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const savedDesignRoutes: FastifyPluginAsync<SavedDesignRouteOptions> = async (app, options) => {
  const { db } = options;
  const now = options.now ?? Date.now;
  const maxQuantity = maxQuantityFrom(options.envConfigs.MAX_QUANTITY);

  /** Checks and prices a save payload; the accessory product cannot be saved as a design. */
  async function resolveSave(
    request: { session: Parameters<typeof ownerOf>[0] },
    body: DesignSavePayload,
  ) {
    const resolved = await resolvePayload(db, maxQuantity, ownerOf(request.session), {
      ...body,
      productId: body.product.productId,
    });
    if (!resolved.product.isDesignable)
      throw HttpError.validation(DesignErrorKey.productNotDesignable, 'product');
    return resolved;
  }

  app.post<{ Body: DesignSearchRequest }>(
    '/Designer/Search',
    { schema: { body: SEARCH_SCHEMA } },
    async (request): Promise<DesignSearchAnswer> => {
      const owner = ownerOf(request.session);
      const size = request.body.page?.size ?? DESIGN_PAGE_SIZE;
      const number = request.body.page?.number ?? 0;
      const pattern = request.body.pattern?.trim() ?? '';
      let query = db.selectFrom('saved_designs').where(ownedBy<'saved_designs'>(owner));
      if (pattern !== '')
        query = query.where(sql<boolean>`lower(name) like ${likeOperand(pattern)} escape '\\'`);
      const total = await query
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const rows = await query
        .selectAll()
        .orderBy('updated_at', 'desc')
        .orderBy('id')
        .limit(size)
        .offset(number * size)
        .execute();
      const texts = await requestTexts(db, request.session.id);
      const data = rows.map((r) => localiseSavedDesign(savedDesignAnswer(r), texts));
      return { count: Number(total.n), data };
    },
  );

  app.post<{ Body: DesignSavePayload }>(
    '/Designer/Design',
    { config: { needsSession: true }, schema: { body: designSaveSchema(false) } },
    async (request): Promise<{ id: string }> => {
      const { columns } = await resolveSave(request, request.body);
      const id = randomUUID();
      const time = now();
      await db
        .insertInto('saved_designs')
        .values({
          id,
          ...ownerColumns(ownerOf(request.session)),
          name: request.body.name.trim(),
          description: request.body.description?.trim() ?? '',
          ...columns,
          created_at: time,
          updated_at: time,
        })
        .execute();
      return { id };
    },
  );

  app.put<{ Body: DesignSavePayload & { id: string } }>(
    '/Designer/Design',
    { config: { needsSession: true }, schema: { body: designSaveSchema(true) } },
    async (request): Promise<SavedDesign> => {
      const owner = ownerOf(request.session);
      await ownedDesign(db, owner, request.body.id);
      const { columns } = await resolveSave(request, request.body);
      await db
        .updateTable('saved_designs')
        .set({
          name: request.body.name.trim(),
          description: request.body.description?.trim() ?? '',
          ...columns,
          updated_at: now(),
        })
        .where('id', '=', request.body.id)
        .execute();
      const texts = await requestTexts(db, request.session.id);
      return localiseSavedDesign(
        savedDesignAnswer(await ownedDesign(db, owner, request.body.id)),
        texts,
      );
    },
  );

  app.patch<{ Body: { id: string; name: string; description?: string | null } }>(
    '/Designer/Update',
    { schema: { body: RENAME_SCHEMA } },
    async (request): Promise<SavedDesign> => {
      const owner = ownerOf(request.session);
      const row = await ownedDesign(db, owner, request.body.id);
      const name = request.body.name.trim();
      if (name === '') throw HttpError.validation('requiredField', 'name');
      await db
        .updateTable('saved_designs')
        .set({
          name,
          description: request.body.description?.trim() ?? row.description,
          updated_at: now(),
        })
        .where('id', '=', row.id)
        .execute();
      const texts = await requestTexts(db, request.session.id);
      return localiseSavedDesign(savedDesignAnswer(await ownedDesign(db, owner, row.id)), texts);
    },
  );

  app.delete<{ Querystring: { id: string } }>(
    '/Designer/Delete',
    { schema: { querystring: ID_PARAMS } },
    async (request): Promise<{ id: string; deleted: true }> => {
      const row = await ownedDesign(db, ownerOf(request.session), request.query.id);
      await db.deleteFrom('saved_designs').where('id', '=', row.id).execute();
      return { id: row.id, deleted: true };
    },
  );

  app.get('/Designer/Quantity', async (request): Promise<CountAnswer> => {
    const row = await db
      .selectFrom('saved_designs')
      .where(ownedBy<'saved_designs'>(ownerOf(request.session)))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return { count: Number(row.n) };
  });

  app.get<{ Params: { id: string } }>(
    '/Designer/GetUserSvg/:id',
    { schema: { params: ID_PARAMS } },
    async (request): Promise<UserSvgAnswer> => {
      const design = savedDesignAnswer(
        await ownedDesign(db, ownerOf(request.session), request.params.id),
      );
      return {
        id: design.id,
        designSvg: design.designSvg,
        backSideDesignSVG: design.backSideDesignSVG,
      };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/Designer/:id/calculator',
    { schema: { params: ID_PARAMS } },
    async (request): Promise<DesignCalculatorAnswer> => {
      const texts = await requestTexts(db, request.session.id);
      const design = localiseSavedDesign(
        savedDesignAnswer(await ownedDesign(db, ownerOf(request.session), request.params.id)),
        texts,
      );
      const { calculator } = await priceOf(
        db,
        maxQuantity,
        {
          productId: design.product.productId,
          width: design.width,
          height: design.height,
          measurementUnit: design.measurementUnit === 5 ? 5 : 0,
          quantity: design.quantity,
          accessories: design.accessories,
        },
        texts,
      );
      return { productCalculator: calculator, design };
    },
  );
};

/** The saved-design calls. */
export default savedDesignRoutes;
