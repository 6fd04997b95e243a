/**
 * Answers to requests Node's HTTP parser refuses before Fastify sees them (the server's
 * `clientError` event): a header block or URL over 16 KB (Node's `maxHeaderSize`) -> 431
 * `requestHeadersTooLarge`; a request that took longer than Node's `requestTimeout` -> 408
 * `requestTimeout`; chunk extensions over 16 KB -> 413 `payloadTooLarge`; anything else that is
 * not HTTP (bad header bytes, Content-Length with Transfer-Encoding, two Content-Lengths, an
 * unknown method) -> 400 `invalidRequest`. Each is the API error body with the no-cache headers,
 * like every other answer; no route ran, so the URL (unknown here) does not matter.
 */
import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '../../src/domain/apiErrors';
import { apiError, ApiErrorKey } from '../../src/domain/apiErrors';
import { generalError } from './httpError';
import { NO_CACHE_HEADERS } from './noCache';

/** The answer to a parser error code. */
export function clientErrorBody(code: string | undefined): ApiErrorBody {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return generalError(431, ApiErrorKey.requestHeadersTooLarge);
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return generalError(408, ApiErrorKey.requestTimeout);
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return apiError(413, [ApiErrorKey.payloadTooLarge]);
    default:
      return apiError(400, [ApiErrorKey.invalidRequest]);
  }
}

/** The whole HTTP/1.1 answer, bytes as written to the socket. */
export function clientErrorResponse(body: ApiErrorBody): string {
  const json = JSON.stringify(body);
  const headers: Record<string, string | number> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(json),
    ...NO_CACHE_HEADERS,
    Connection: 'close',
  };
  const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`);
  const reason = http.STATUS_CODES[body.status] ?? 'Error';
  return `HTTP/1.1 ${body.status} ${reason}\r\n${lines.join('')}\r\n${json}`;
}

/**
 * Fastify's `clientErrorHandler` (bound to the instance): answers in the API error shape, then
 * closes the connection, as Node does by default. Nothing is written when the peer is gone or
 * an answer on this connection has already begun (its bytes would corrupt that answer).
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Duplex,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const body = clientErrorBody(error.code);
  // Not an operator's concern (a scanner, a broken client): debug, with the parser's code.
  this.log.debug({ code: error.code, status: body.status }, 'client error');
  const inFlight = (socket as Duplex & { _httpMessage?: http.ServerResponse })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) socket.write(clientErrorResponse(body));
  socket.destroy(error);
}
