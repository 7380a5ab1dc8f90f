import { isIP } from 'node:net';

/** Express's "trust proxy" setting in the forms it takes without further parsing. */
export type TrustProxy = boolean | number | string[];

/** The ranges express (proxy-addr) knows by name. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

export const TRUST_PROXY_FORMS =
  'a hop count (e.g. 1), true, false, or comma-separated IP addresses, CIDR ranges or loopback, linklocal, uniquelocal';

/**
 * Reads TRUST_PROXY: empty means no proxy. Returns null for a value express would refuse, so
 * the configuration can name the variable instead of express failing later with
 * "invalid IP address".
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  const text = value?.trim() ?? '';
  if (text === '') return false;
  if (/^(true|false)$/i.test(text)) return text.toLowerCase() === 'true';
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return Number.isSafeInteger(hops) ? hops : null;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : null;
}

/** The address forms proxy-addr accepts: an address, address/prefix-length, or IPv4 address/netmask. */
function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const slash = entry.lastIndexOf('/');
  const address = slash === -1 ? entry : entry.slice(0, slash);
  const family = isIP(address);
  if (family === 0) return false;
  if (slash === -1) return true;
  const range = entry.slice(slash + 1);
  const maxBits = family === 4 ? 32 : 128;
  if (/^\d+$/.test(range)) return Number(range) >= 1 && Number(range) <= maxBits;
  return family === 4 && ipv4PrefixLength(range) >= 1;
}

/** Prefix length of a dotted IPv4 netmask such as 255.255.0.0, or -1 when it is not one. */
function ipv4PrefixLength(netmask: string): number {
  if (isIP(netmask) !== 4) return -1;
  const bits = netmask
    .split('.')
    .map((octet) => Number(octet).toString(2).padStart(8, '0'))
    .join('');
  if (!/^1*0*$/.test(bits)) return -1;
  return bits.includes('0') ? bits.indexOf('0') : 32;
}
