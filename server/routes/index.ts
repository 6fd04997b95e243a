/** Every API route, registered under /api/v1. */
import type { FastifyPluginAsync } from 'fastify';
import type { RuntimeEnvConfigs } from '../../src/domain/runtimeConfig';
import type { Db } from '../db/database';
import productRoutes from './products';
import systemRoutes from './system';
import translationRoutes from './translations';
import websiteConfigurationRoutes from './websiteConfigurations';

/** What the API routes share. */
export interface ApiRouteOptions {
  db: Db;
  envConfigs: RuntimeEnvConfigs;
  /** Bytes. */
  maxRequestBodyBytes: number;
}

const apiRoutes: FastifyPluginAsync<ApiRouteOptions> = async (app, options) => {
  // Only the shared values: passing `options` whole would repeat this plugin's prefix.
  const { db, envConfigs, maxRequestBodyBytes } = options;
  const shared = { db, envConfigs, maxRequestBodyBytes };
  await app.register(websiteConfigurationRoutes, shared);
  await app.register(translationRoutes, shared);
  await app.register(systemRoutes, shared);
  await app.register(productRoutes, shared);
};

/** The API routes (register with prefix /api/v1). */
export default apiRoutes;
