/**
 * GET /api/v1/Tenants/websiteconfigurations/{key} (spec shell §7): keys colors, companyInfo,
 * configs, routing, envConfigs, navigation (case-insensitive). Unknown keys answer 404.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RuntimeEnvConfigs } from '../../src/domain/runtimeConfig';
import { WEBSITE_CONFIGURATION_KEYS } from '../../src/domain/websiteConfiguration';
import type { Db } from '../db/database';
import { HttpError } from '../http/httpError';

/** Options of the website configuration routes. */
export interface WebsiteConfigurationRouteOptions {
  db: Db;
  envConfigs: RuntimeEnvConfigs;
  /** Bytes; reported as configs.maxDesignBytes. */
  maxRequestBodyBytes: number;
}

const websiteConfigurationRoutes: FastifyPluginAsync<WebsiteConfigurationRouteOptions> = async (
  app,
  options,
) => {
  app.get<{ Params: { key: string } }>(
    '/Tenants/websiteconfigurations/:key',
    {
      schema: {
        params: {
          type: 'object',
          required: ['key'],
          properties: { key: { type: 'string', maxLength: 64 } },
        },
      },
    },
    async (request) => {
      const lower = request.params.key.toLowerCase();
      const key = WEBSITE_CONFIGURATION_KEYS.find((k) => k.toLowerCase() === lower);
      if (key === undefined) throw HttpError.notFound();
      // The runtime configuration of this process, not a stored copy.
      if (key === 'envConfigs') return options.envConfigs;
      const row = await options.db
        .selectFrom('website_configurations')
        .select('json')
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) throw HttpError.notFound();
      const value: unknown = JSON.parse(row.json);
      if (key === 'configs' && typeof value === 'object' && value !== null) {
        return { ...value, maxDesignBytes: options.maxRequestBodyBytes };
      }
      return value;
    },
  );
};

/** GET Tenants/websiteconfigurations/{key}. */
export default websiteConfigurationRoutes;
