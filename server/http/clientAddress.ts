/**
 * The key a client's per-address limits are kept under. An IPv4 address is its own key (also
 * when written IPv4-mapped, `::ffff:192.0.2.1`). An IPv6 address is keyed by its /64 prefix: one
 * subscriber line or host usually holds a whole /64 and could otherwise rotate through 2^64
 * addresses to escape any limit. Anything else (no address at all) shares one key.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** The key of requests whose address is unknown (they share their limits). */
export const UNKNOWN_ADDRESS = 'unknown';

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  const [head = '', tail] = address.split('::');
  const part = (s: string): string[] => (s === '' ? [] : s.split(':'));
  const expand = (groups: string[]): number[] =>
    groups.flatMap((g) => {
      if (!isIPv4(g)) return [parseInt(g, 16)];
      const [a = 0, b = 0, c = 0, d = 0] = g.split('.').map(Number);
      return [(a << 8) | b, (c << 8) | d];
    });
  const left = expand(part(head));
  if (tail === undefined) return left;
  const right = expand(part(tail));
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** The per-address key of `address` (as Fastify's `request.ip` gives it). */
export function addressKey(address: string | undefined): string {
  const ip = (address ?? '').trim().replace(/%.*$/, '');
  if (isIPv4(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return UNKNOWN_ADDRESS;
  const isMapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (isMapped) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
