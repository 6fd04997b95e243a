/** GET /designer/runtime-config.json: the runtime env configs, never cached. */
import type { FastifyPluginAsync } from 'fastify';
import type { RuntimeEnvConfigs } from '../../src/domain/runtimeConfig';
import { setNoCacheHeaders } from '../http/noCache';

/** Options of the runtime-config route. */
export interface RuntimeConfigRouteOptions {
  envConfigs: RuntimeEnvConfigs;
}

const runtimeConfigRoute: FastifyPluginAsync<RuntimeConfigRouteOptions> = async (app, options) => {
  app.get('/designer/runtime-config.json', async (_request, reply) => {
    setNoCacheHeaders(reply);
    return options.envConfigs;
  });
};

/** GET /designer/runtime-config.json. */
export default runtimeConfigRoute;
