/**
 * `GET Shopping/HasOrder` (spec shell §3 `userHasOrder`, §7): whether the visitor has placed an
 * order. Always `{hasOrder: false}` for now, guest or signed in: orders are placed at the
 * storefront's checkout, outside this product, and no orders table exists here yet. When orders
 * come, this answers from them (signed-in users only; a guest has none).
 */
import type { FastifyPluginAsync } from 'fastify';

/** The answer. */
export interface HasOrderAnswer {
  hasOrder: boolean;
}

const orderRoutes: FastifyPluginAsync = async (app) => {
  app.get('/Shopping/HasOrder', async (): Promise<HasOrderAnswer> => ({ hasOrder: false }));
};

/** Shopping/HasOrder. */
export default orderRoutes;
