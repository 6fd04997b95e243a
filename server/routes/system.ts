/** GET /api/v1/System/MaxRequestBodySize: the largest request body, bytes (the design size limit). */
import type { FastifyPluginAsync } from 'fastify';

/** Options of the system routes. */
export interface SystemRouteOptions {
  /** Bytes. */
  maxRequestBodyBytes: number;
}

const systemRoutes: FastifyPluginAsync<SystemRouteOptions> = async (app, options) => {
  app.get('/System/MaxRequestBodySize', async () => ({
    maxRequestBodySize: options.maxRequestBodyBytes,
  }));
};

/** GET System/MaxRequestBodySize. */
export default systemRoutes;
