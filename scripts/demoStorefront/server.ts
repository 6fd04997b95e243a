/**
 * The demo storefront's server (`npm run demo:storefront`): plain Node http on its own port —
 * another origin than the designer's — serving the product page (`/`) and a third-party page
 * (`/third-party.html`, for the tests). Nothing else: the designer and the SDK come from the
 * designer's origin.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { productPage, THIRD_PARTY_PAGE } from './page';

export interface DemoStorefront {
  origin: string;
  close(): Promise<void>;
}

export async function startDemoStorefront(options: {
  port: number;
  host?: string;
  /** The designer's origin, e.g. http://127.0.0.1:8080. */
  designerOrigin: string;
  productId?: number;
  /** Origin the storefront is browsed at (default http://localhost:<port>). */
  publicHost?: string;
}): Promise<DemoStorefront> {
  const page = productPage(options.designerOrigin, options.productId ?? 101);
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://storefront').pathname;
    const body = path === '/' ? page : path === '/third-party.html' ? THIRD_PARTY_PAGE : null;
    response.setHeader('cache-control', 'no-store');
    if (body === null || request.method !== 'GET') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${options.publicHost ?? 'localhost'}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
