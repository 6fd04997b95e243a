/** Every API route, registered under /api/v1. */
import type { FastifyPluginAsync } from 'fastify';
import type { RuntimeEnvConfigs } from '../../src/domain/runtimeConfig';
import type { AccountContext } from '../accounts/context';
import type { Db } from '../db/database';
import type { ExternalContext } from '../external/context';
import accountExternalRoutes from './accountExternal';
import accountPasskeyRoutes from './accountPasskeys';
import accountPasswordRoutes from './accountPasswords';
import accountProfileRoutes from './accountProfile';
import accountRegistrationRoutes from './accountRegistration';
import accountSessionRoutes from './accountSession';
import cartRoutes from './cartItems';
import accountVisitorTokenRoutes from './accountVisitorToken';
import languageRoutes from './languages';
import orderRoutes from './orders';
import { outboxApiRoutes } from './devOutbox';
import type { StockImageProvider } from '../content/stock/provider';
import type { UploadService } from '../uploads/service';
import type { UserDataSync } from '../sync/userDataSync';
import designFileRoutes from './designFiles';
import elementRoutes from './elements';
import fontRoutes from './fonts';
import fontSubsetRoutes from './fontSubsets';
import imageSourceRoutes from './imageSource';
import productRoutes from './products';
import savedDesignRoutes from './savedDesigns';
import syncUserDataRoutes from './syncUserData';
import stockImageRoutes, { stockImageByIdRoutes } from './stockImages';
import systemRoutes from './system';
import templateRoutes from './templates';
import tourGuideRoutes from './tourGuide';
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
  /** OpenID providers and passkeys (server/external). */
  external: ExternalContext;
  /** The stock-image provider (server/content/stock). */
  stock: StockImageProvider;
  /** Account/SyncUserData runs (server/sync). */
  sync: UserDataSync;
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
  await app.register(accountVisitorTokenRoutes, { accounts });
  await app.register(languageRoutes, { db });
  await app.register(orderRoutes);
  await app.register(accountExternalRoutes, { external: options.external });
  await app.register(accountPasskeyRoutes, { external: options.external });
  if (accounts.mailer.transport.kind === 'outbox') await app.register(outboxApiRoutes, { db });
  await app.register(elementRoutes, shared);
  await app.register(templateRoutes, shared);
  await app.register(stockImageRoutes, { db, stock: options.stock });
  await app.register(savedDesignRoutes, { db, envConfigs });
  await app.register(cartRoutes, { db, envConfigs });
  await app.register(syncUserDataRoutes, { accounts, sync: options.sync });
  await app.register(stockImageByIdRoutes, { db, stock: options.stock });
  await app.register(tourGuideRoutes, { db });
};

/** The API routes (register with prefix /api/v1). */
export default apiRoutes;
