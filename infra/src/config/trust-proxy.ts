import { isIP } from 'node:net';

/** Whose X-Forwarded-* headers count: nobody's, the last `n` hops, or these addresses and networks. */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for the reserved ranges (Fastify's trustProxy accepts them too). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrNetwork = (entry: string): boolean => {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: unset (or `false`, `0`) trusts no proxy; a number trusts that many hops in front;
 * a comma-separated list trusts those addresses and CIDR networks. `true` is refused: trusting
 * every hop lets any client choose its own X-Forwarded-For and escape the per-address throttle.
 */
export const parseTrustProxy = (value: string | undefined): TrustProxy | { error: string } => {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    return {
      error:
        'true would trust every hop, so any client could forge X-Forwarded-For. Give the addresses or networks ' +
        'of your proxies (e.g. TRUST_PROXY=172.28.0.0/24 or 127.0.0.1) or the number of proxies in front (e.g. 1).',
    };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? hops : { error: `${text} hops is more than any real chain of proxies (at most 10).` };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrNetwork(entry));
  if (bad.length > 0) {
    return {
      error: `not an IP address or CIDR network: ${bad.map((b) => JSON.stringify(b)).join(', ')} (expected e.g. 10.0.0.2, 172.28.0.0/24, ::1, loopback, or a hop count).`,
    };
  }
  return entries;
};

/**
 * The form Fastify's trustProxy takes. A hop count becomes a function because Fastify 5 treats a
 * bare number as "trust nobody" (it cannot check the peer); trusting `n` hops is only right when
 * the app cannot be reached except through those proxies, which is why addresses are preferred.
 */
export const fastifyTrustProxy = (trust: TrustProxy) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
