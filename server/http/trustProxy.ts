/**
 * TRUST_PROXY: whom to believe about the client's address (Fastify's `trustProxy`, which reads
 * `X-Forwarded-For` through proxy-addr). Unset or `false` (the default): the socket's peer is
 * the client and `X-Forwarded-For` is ignored, so a client cannot name itself another address
 * to escape the per-address limits. Behind a reverse proxy set it to the proxy's addresses or
 * networks (`10.0.0.5`, `10.0.0.0/8,fd00::/8`; `loopback`, `linklocal`, `uniquelocal` as
 * proxy-addr names them) or to the number of proxies in front (`1`); `true` trusts every hop,
 * which is right only when nothing can reach the server but the proxy.
 */
import { isIP } from 'node:net';

/** The value Fastify's `trustProxy` option takes. */
export type TrustProxy = boolean | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Whether `entry` is an address, a CIDR network or a proxy-addr range name. */
function isAddressOrNetwork(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY's value; throws naming the variable when it is none of the forms above. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || /^(false|0|no)$/i.test(value)) return false;
  if (/^(true|yes)$/i.test(value)) return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 100) return hops;
  }
  const entries = value.split(',').map((e) => e.trim());
  if (entries.every(isAddressOrNetwork)) return entries;
  throw new Error(
    `TRUST_PROXY must be true, false, a number of proxies, or addresses/networks separated by commas, got "${value}"`,
  );
}

/** Fastify's `trustProxy` option for `value` (a hop count becomes proxy-addr's hop test). */
export function fastifyTrustProxy(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}
