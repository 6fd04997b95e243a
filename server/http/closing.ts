/**
 * While the app closes, a request that still arrives on an open connection (pipelined, or on a
 * busy keep-alive connection) answers 503 `serviceUnavailable` in the API error shape, with
 * `Connection: close`, before a session or route is touched. Fastify's own load-shedding 503
 * (`return503OnClosing`, turned off in app.ts) answers a body of another shape.
 */
import type { FastifyInstance } from 'fastify';
import { ApiErrorKey } from '../../src/domain/apiErrors';
import { generalError, HttpError } from './httpError';

/** Installs the hooks; call on the root instance before the session plugin. */
export function refuseWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    void reply.header('connection', 'close');
    throw new HttpError(503, generalError(503, ApiErrorKey.serviceUnavailable));
  });
}
