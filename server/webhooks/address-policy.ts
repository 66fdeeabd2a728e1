// Which IP addresses a webhook may be delivered to (SSRF guard; issue 6, DECISIONS "Webhooks").
// Only globally routable unicast addresses are allowed by default. Ranges come from the IANA
// special-purpose registries (RFC 6890 and updates): private (RFC 1918, RFC 4193), loopback,
// link-local (RFC 3927, RFC 4291), shared CGNAT space (RFC 6598), documentation, benchmarking,
// multicast and reserved space. Air-gapped operators permit their own networks with
// WEBHOOK_ALLOW_PRIVATE (CIDRs). Cloud metadata addresses are refused even when a broader allowed
// range covers them: only an exact /32 or /128 entry permits one, so "10.0.0.0/8,169.254.0.0/16"
// written for an air-gapped network cannot expose instance credentials by accident.
import { BlockList, isIP } from 'node:net';

type Family = 'ipv4' | 'ipv6';

export type AddressVerdict = { allowed: true } | { allowed: false; reason: string };

const RESERVED: readonly [string, number, Family, string][] = [
  ['0.0.0.0', 8, 'ipv4', 'unspecified, "this network"'],
  ['10.0.0.0', 8, 'ipv4', 'private network'],
  ['100.64.0.0', 10, 'ipv4', 'shared address space (CGNAT)'],
  ['127.0.0.0', 8, 'ipv4', 'loopback'],
  ['169.254.0.0', 16, 'ipv4', 'link-local'],
  ['172.16.0.0', 12, 'ipv4', 'private network'],
  ['192.0.0.0', 24, 'ipv4', 'IETF protocol assignments'],
  ['192.0.2.0', 24, 'ipv4', 'documentation'],
  ['192.88.99.0', 24, 'ipv4', '6to4 relay anycast'],
  ['192.168.0.0', 16, 'ipv4', 'private network'],
  ['198.18.0.0', 15, 'ipv4', 'benchmarking'],
  ['198.51.100.0', 24, 'ipv4', 'documentation'],
  ['203.0.113.0', 24, 'ipv4', 'documentation'],
  ['224.0.0.0', 4, 'ipv4', 'multicast'],
  ['240.0.0.0', 4, 'ipv4', 'reserved'],
  ['::', 128, 'ipv6', 'unspecified'],
  ['::1', 128, 'ipv6', 'loopback'],
  ['64:ff9b:1::', 48, 'ipv6', 'local-use NAT64'],
  ['100::', 64, 'ipv6', 'discard-only'],
  ['2001::', 23, 'ipv6', 'IETF protocol assignments (Teredo and others)'],
  ['2001:db8::', 32, 'ipv6', 'documentation'],
  ['2002::', 16, 'ipv6', '6to4'],
  ['3fff::', 20, 'ipv6', 'documentation'],
  ['5f00::', 16, 'ipv6', 'segment routing'],
  ['fc00::', 7, 'ipv6', 'private network (unique local)'],
  ['fe80::', 10, 'ipv6', 'link-local'],
  ['fec0::', 10, 'ipv6', 'site-local'],
  ['ff00::', 8, 'ipv6', 'multicast'],
];

/** Instance metadata services (AWS, GCP, Azure, OpenStack on 169.254.169.254; AWS IPv6). */
const METADATA = new Set(['169.254.169.254', 'fd00:ec2::254', '169.254.170.2', '100.100.100.200']);

const reserved = RESERVED.map(([network, prefix, family, reason]) => {
  const list = new BlockList();
  list.addSubnet(network, prefix, family);
  return { list, family, reason };
});

export class CidrError extends Error {}

export interface Cidr {
  network: string;
  prefix: number;
  family: Family;
}

/** Parses "10.0.0.0/8" or "fd12::/16" or a bare address (a single host). */
export function parseCidr(text: string): Cidr {
  const [network = '', prefixText, extra] = text.trim().split('/');
  const version = isIP(network);
  if (version === 0 || extra !== undefined) throw new CidrError(`"${text}" is not a CIDR (expected e.g. 10.0.0.0/8 or fd00::/8)`);
  const max = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (!/^\d{1,3}$/.test(prefixText ?? String(max)) || prefix > max) {
    throw new CidrError(`"${text}" has an invalid prefix length (0 to ${max})`);
  }
  return { network, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** Validates a whole allowlist; returns the first problem or null. */
export function cidrListProblem(entries: readonly string[]): string | null {
  for (const entry of entries) {
    try {
      parseCidr(entry);
    } catch (err) {
      return (err as Error).message;
    }
  }
  return null;
}

/** Normalises IPv4-mapped IPv6 (::ffff:a.b.c.d) and the NAT64 well-known prefix to the IPv4 they carry. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const mappedDotted = /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower) ?? /^64:ff9b::(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mappedDotted?.[1]) return mappedDotted[1];
  const mappedHex = /^(?:0{0,4}:){0,5}:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower) ?? /^64:ff9b::([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (mappedHex?.[1] && mappedHex[2]) {
    const hi = parseInt(mappedHex[1], 16);
    const lo = parseInt(mappedHex[2], 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return null;
}

export class AddressPolicy {
  readonly #allowed = new BlockList();
  readonly #exactHosts = new Set<string>();

  /** @param allowPrivate operator allowlist (CIDRs); throws CidrError on a malformed entry. */
  constructor(allowPrivate: readonly string[] = []) {
    for (const entry of allowPrivate) {
      const cidr = parseCidr(entry);
      this.#allowed.addSubnet(cidr.network, cidr.prefix, cidr.family);
      if (cidr.prefix === (cidr.family === 'ipv4' ? 32 : 128)) this.#exactHosts.add(normalise(cidr.network));
    }
  }

  check(address: string): AddressVerdict {
    const version = isIP(address);
    if (version === 0) return { allowed: false, reason: `"${address}" is not an IP address` };
    const v4 = version === 6 ? embeddedIpv4(address) : null;
    if (v4) return this.check(v4);
    const family: Family = version === 4 ? 'ipv4' : 'ipv6';
    const operatorAllowed = this.#allowed.check(address, family);
    if (METADATA.has(normalise(address))) {
      return this.#exactHosts.has(normalise(address))
        ? { allowed: true }
        : { allowed: false, reason: `${address} is a cloud metadata address` };
    }
    if (operatorAllowed) return { allowed: true };
    for (const range of reserved) {
      if (range.family === family && range.list.check(address, family)) {
        return { allowed: false, reason: `${address} is not a public address (${range.reason})` };
      }
    }
    if (family === 'ipv6' && !inGlobalUnicast(address)) {
      return { allowed: false, reason: `${address} is not a public address (outside IPv6 global unicast)` };
    }
    return { allowed: true };
  }
}

const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');
const inGlobalUnicast = (address: string) => globalUnicast.check(address, 'ipv6');

/** Canonical text of an address so "fd00:ec2:0::254" and "fd00:ec2::254" compare equal. */
function normalise(address: string): string {
  if (isIP(address) !== 6) return address;
  const list = new BlockList();
  list.addAddress(address, 'ipv6');
  // BlockList keeps its own canonical text in rules; recover it from the rule description.
  const rule = list.rules[0] ?? address;
  return rule.replace(/^Address: IPv6 /, '').toLowerCase();
}
