/**
 * Limits per client address (issue 15 item 3), so that dropping cookies buys nothing: a fresh
 * cookie gets a fresh guest quota, but not a fresh address. Three token buckets per address key
 * (server/http/clientAddress.ts: IPv4, or an IPv6 /64):
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | ADDRESS_REQUEST_BURST | 600 | requests an address may make at once (every path: API, app, images) |
 * | ADDRESS_REQUESTS_PER_SECOND | 50 | requests it regains per second |
 * | ADDRESS_GUEST_SESSIONS_PER_HOUR | 60 | guest sessions it may start per hour (all at once at most) |
 * | ADDRESS_GUEST_UPLOAD_BYTES_PER_DAY | 2147483648 (2 GiB) | upload bytes (chunks of every purpose) guests may send from it per day |
 *
 * A refusal is 429 in the spec's shape (`{"status":429,"errors":{"domainValidations":
 * ["tooManyRequests"]}}`) with `Retry-After` (seconds). The address is the socket's peer, or the
 * client named by `X-Forwarded-For` only when TRUST_PROXY says which proxies to believe
 * (server/http/trustProxy.ts). At most {@link MAX_TRACKED_ADDRESSES} addresses are kept per
 * bucket set, the least recently seen dropped first: about 250 bytes each (measured with IPv6
 * keys), some 13 MB a set and 40 MB for the three at most.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiError, ApiErrorKey } from '../../src/domain/apiErrors';
import type { Env } from '../uploads/envInteger';
import { envInteger } from '../uploads/envInteger';
import { TokenBuckets } from '../uploads/tokenBucket';
import { addressKey } from './clientAddress';
import { HttpError } from './httpError';

/** Per-address limits. */
export interface AddressLimitConfig {
  /** Requests an address may make at once. */
  requestBurst: number;
  /** Requests regained per second. */
  requestsPerSecond: number;
  /** New guest sessions per hour (also the most at once). */
  guestSessionsPerHour: number;
  /** Bytes of upload chunks guests may send per day (also the most at once). */
  guestUploadBytesPerDay: number;
}

/** Addresses kept per bucket set before the least recently seen is dropped. */
export const MAX_TRACKED_ADDRESSES = 50_000;

const GIB = 1024 ** 3;

/** The defaults (see the table above). */
export const DEFAULT_ADDRESS_LIMITS: AddressLimitConfig = {
  // A first visit to the editor loads about 100 files and calls; a shared office address
  // (NAT) holds many shoppers, so the sustained rate is generous.
  requestBurst: 600,
  requestsPerSecond: 50,
  // Only a write of owner state (an upload, a design file) starts a guest session.
  guestSessionsPerHour: 60,
  // The guest design-file quota (DESIGN_GUEST_MAX_BYTES): one guest exporting large prints
  // never meets it first.
  guestUploadBytesPerDay: 2 * GIB,
};

/** The limits from `env`, defaults for what is unset; throws on invalid values. */
export function addressLimitsFromEnv(env: Env): AddressLimitConfig {
  const d = DEFAULT_ADDRESS_LIMITS;
  return {
    requestBurst: envInteger(env, 'ADDRESS_REQUEST_BURST', d.requestBurst, 1, 10_000_000),
    requestsPerSecond: envInteger(
      env,
      'ADDRESS_REQUESTS_PER_SECOND',
      d.requestsPerSecond,
      1,
      1_000_000,
    ),
    guestSessionsPerHour: envInteger(
      env,
      'ADDRESS_GUEST_SESSIONS_PER_HOUR',
      d.guestSessionsPerHour,
      1,
      10_000_000,
    ),
    guestUploadBytesPerDay: envInteger(
      env,
      'ADDRESS_GUEST_UPLOAD_BYTES_PER_DAY',
      d.guestUploadBytesPerDay,
      1024 * 1024,
      Number.MAX_SAFE_INTEGER,
    ),
  };
}

/** The three bucket sets, keyed by {@link addressKey}. */
export class AddressLimits {
  readonly requests: TokenBuckets;
  readonly guestSessions: TokenBuckets;
  readonly guestUploadBytes: TokenBuckets;

  constructor(config: AddressLimitConfig, now?: () => number) {
    const maxKeys = MAX_TRACKED_ADDRESSES;
    this.requests = new TokenBuckets({
      burst: config.requestBurst,
      refillPerSecond: config.requestsPerSecond,
      now,
      maxKeys,
    });
    this.guestSessions = new TokenBuckets({
      burst: config.guestSessionsPerHour,
      refillPerSecond: config.guestSessionsPerHour / 3600,
      now,
      maxKeys,
    });
    this.guestUploadBytes = new TokenBuckets({
      burst: config.guestUploadBytesPerDay,
      refillPerSecond: config.guestUploadBytesPerDay / 86_400,
      now,
      maxKeys,
    });
  }
}

/**
 * Takes `amount` from `request`'s address in `buckets`; on refusal sets `Retry-After` and
 * throws the 429.
 */
export function takeOrRefuse(
  buckets: TokenBuckets,
  request: FastifyRequest,
  reply: FastifyReply,
  amount = 1,
): void {
  const taken = buckets.take(addressKey(request.ip), amount);
  if (taken.ok) return;
  void reply.header('retry-after', String(Math.max(1, Math.ceil(taken.retryAfterMs / 1000))));
  throw new HttpError(429, apiError(429, [ApiErrorKey.tooManyRequests]));
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route stores upload bytes: a guest's count against the address's daily bytes. */
    countsGuestUploadBytes?: boolean;
  }
}

/** Options of the address-limits plugin. */
export interface AddressLimitsPluginOptions {
  limits: AddressLimits;
}

const addressLimitsPlugin: FastifyPluginAsync<AddressLimitsPluginOptions> = async (
  app,
  { limits },
) => {
  // First of all hooks: a flood is refused before it reaches the database.
  app.addHook('onRequest', async (request, reply) => {
    takeOrRefuse(limits.requests, request, reply);
  });
  // Once the body is read (its length is known) and before the route stores it.
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config.countsGuestUploadBytes !== true) return;
    if (request.session.userId !== null || !Buffer.isBuffer(request.body)) return;
    takeOrRefuse(limits.guestUploadBytes, request, reply, request.body.length);
  });
};

/** The per-address limits; registered before the session plugin. */
export default fp(addressLimitsPlugin, { name: 'designer-address-limits' });
