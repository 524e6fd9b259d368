/**
 * TRUST_PROXY: which hops may tell the server the client's address (`X-Forwarded-For`), and so
 * which address the rate limits count. Trusting everyone (`true`) lets any client name its own
 * address and dodge the login limit, so it is refused: name the load balancer instead, by
 * addresses or CIDRs (`127.0.0.1`, `10.0.0.0/8,::1`), or by the number of proxies in front
 * (`1`: the address the nearest proxy saw, whatever the client wrote before it).
 */
import { isIP } from 'node:net';
import { z } from 'zod';

/** What Fastify's `trustProxy` takes: off, a hop count, or the trusted addresses/CIDRs. */
export type TrustProxy = false | number | string[];

export const TRUST_PROXY_TRUE_MESSAGE =
  '"true" would trust any client\'s X-Forwarded-For: write the load balancer\'s addresses or ' +
  'CIDRs (e.g. 127.0.0.1 or 10.0.0.0/8), or the number of proxies in front (e.g. 1)';

function validEntry(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length || !address) return false;
  const family = isIP(address);
  if (!family) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

export const TrustProxySchema = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = (raw ?? '').trim();
    if (value === '' || value === 'false') return false;
    if (value === 'true') {
      ctx.addIssue({ code: 'custom', message: TRUST_PROXY_TRUE_MESSAGE });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value) || false;
    const entries = value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !validEntry(entry));
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `not an address or CIDR: ${bad.join(', ')} (write e.g. 127.0.0.1,10.0.0.0/8 or a hop count)`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** Fastify's `trustProxy` for a parsed value: a hop count trusts that many nearest hops. */
export function fastifyTrustProxy(value: TrustProxy): boolean | string[] | TrustHop {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}
type TrustHop = (address: string, hop: number) => boolean;
