/**
 * What the server logs, for an operator: start-up and shutdown, warnings, and every failure
 * (5xx with its error, by the error handler) at `info` and above; one line per answer (method,
 * URL, matched route, status, ms) at `debug`, so the default level (`info`, LOG_LEVEL) does not
 * write thousands of lines for one walk through the editor. Fastify's own two lines per request
 * give way to that one ({@link OperatorLogController}); refusals (4xx) are logged at `debug` too.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';

/** Pino's levels, lowest output last: `silent` logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The default level: start-up, warnings and failures, nothing per request. */
export const DEFAULT_LOG_LEVEL: LogLevel = 'info';

/** Whether `value` names a level. */
export function isLogLevel(value: string): value is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value);
}

/**
 * Fastify's log lines about requests, lowered: nothing when a request arrives, one line at
 * `debug` when its answer is sent (an answer that failed to send stays an `error`), and the
 * default 4xx/404 lines at `debug`. 5xx errors are logged by the error handler (errorHandler.ts).
 */
export class OperatorLogController extends LogController {
  override incomingRequest(): void {
    // The answer's line says all an operator needs.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      route: request.routeOptions.url ?? null,
      statusCode: reply.statusCode,
      // Milliseconds from the request's arrival to the answer's last byte.
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'answer failed');
    else reply.log.debug(line, 'answered');
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug({ method: request.method, url: request.url }, 'no route');
  }
}
