/**
 * `npm run demo:storefront`: a product page on another origin that embeds the designer through
 * its SDK. DEMO_PORT (default 8090) is the storefront's port, DESIGNER_ORIGIN (default
 * http://127.0.0.1:8080) the running designer's origin; start the designer with
 * EMBED_ALLOWED_ORIGINS=http://localhost:<DEMO_PORT> so it accepts the storefront.
 */
import { startDemoStorefront } from './demoStorefront/server';

const port = Number(process.env.DEMO_PORT ?? 8090);
const designerOrigin = process.env.DESIGNER_ORIGIN ?? 'http://127.0.0.1:8080';
const productId = Number(process.env.DEMO_PRODUCT_ID ?? 101);
const storefront = await startDemoStorefront({ port, designerOrigin, productId });
console.log(`Demo storefront on ${storefront.origin}/ embedding ${designerOrigin}/designer/`);
console.log(`The designer needs EMBED_ALLOWED_ORIGINS=${storefront.origin}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void storefront.close().then(() => process.exit(0)));
