/** Every API route, registered under /api/v1. */
import type { FastifyPluginAsync } from 'fastify';
import type { RuntimeEnvConfigs } from '../../src/domain/runtimeConfig';
import type { AccountContext } from '../accounts/context';
import type { Db } from '../db/database';
import accountPasswordRoutes from './accountPasswords';
import accountProfileRoutes from './accountProfile';
import accountRegistrationRoutes from './accountRegistration';
import accountSessionRoutes from './accountSession';
import { outboxApiRoutes } from './devOutbox';
import type { StockImageProvider } from '../content/stock/provider';
import type { UploadService } from '../uploads/service';
import designFileRoutes from './designFiles';
import elementRoutes from './elements';
import fontRoutes from './fonts';
import fontSubsetRoutes from './fontSubsets';
import imageSourceRoutes from './imageSource';
import productRoutes from './products';
import stockImageRoutes, { stockImageByIdRoutes } from './stockImages';
import systemRoutes from './system';
import templateRoutes from './templates';
import translationRoutes from './translations';
import uploadChunkRoutes from './uploadChunks';
import uploadedImageRoutes from './uploadedImages';
import websiteConfigurationRoutes from './websiteConfigurations';

/** What the API routes share. */
export interface ApiRouteOptions {
  db: Db;
  envConfigs: RuntimeEnvConfigs;
  /** Bytes. */
  maxRequestBodyBytes: number;
  uploads: UploadService;
  accounts: AccountContext;
  /** The stock-image provider (server/content/stock). */
  stock: StockImageProvider;
}

const apiRoutes: FastifyPluginAsync<ApiRouteOptions> = async (app, options) => {
  // Only the shared values: passing `options` whole would repeat this plugin's prefix.
  const { db, envConfigs, maxRequestBodyBytes, uploads, accounts } = options;
  const shared = { db, envConfigs, maxRequestBodyBytes, uploads };
  await app.register(websiteConfigurationRoutes, shared);
  await app.register(translationRoutes, shared);
  await app.register(systemRoutes, shared);
  await app.register(productRoutes, shared);
  await app.register(uploadChunkRoutes, shared);
  await app.register(uploadedImageRoutes, shared);
  await app.register(imageSourceRoutes, shared);
  await app.register(designFileRoutes, shared);
  await app.register(fontRoutes, shared);
  await app.register(fontSubsetRoutes);
  await app.register(accountSessionRoutes, { accounts });
  await app.register(accountRegistrationRoutes, { accounts });
  await app.register(accountPasswordRoutes, { accounts });
  await app.register(accountProfileRoutes, { accounts });
  if (accounts.mailer.transport.kind === 'outbox') await app.register(outboxApiRoutes, { db });
  await app.register(elementRoutes, shared);
  await app.register(templateRoutes, shared);
  await app.register(stockImageRoutes, { db, stock: options.stock });
  await app.register(stockImageByIdRoutes, { db, stock: options.stock });
};

/** The API routes (register with prefix /api/v1). */
export default apiRoutes;
