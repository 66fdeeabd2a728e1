// Webhook target URLs: HTTPS only, and every address the host resolves to must pass the
// AddressPolicy — checked at registration and again on every new connection at delivery, where the
// socket connects to exactly the addresses that were checked (no second DNS answer can slip in
// between check and connect: DNS rebinding).
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import type { AddressPolicy } from './address-policy.js';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Host name → addresses; the system resolver by default, injectable in tests. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

/** A target this service will not deliver to; the message is safe to show the partner. */
export class TargetRefusedError extends Error {}

export const MAX_URL_LENGTH = 2048;
const RESOLVE_TIMEOUT_MS = 5_000;

/** Parses and checks the form of a webhook URL (no network). */
export function parseTargetUrl(text: string): URL {
  if (text.length > MAX_URL_LENGTH) throw new TargetRefusedError(`url is longer than ${MAX_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new TargetRefusedError('url is not a valid absolute URL');
  }
  if (url.protocol !== 'https:') throw new TargetRefusedError('url must use https (webhooks are delivered over TLS only)');
  if (url.username || url.password) throw new TargetRefusedError('url must not contain credentials');
  if (!url.hostname) throw new TargetRefusedError('url has no host');
  return url;
}

/** URL.hostname keeps IPv6 literals in brackets; sockets and the policy want them bare. */
export const bareHost = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Resolves the host (unless it is an IP literal) and checks every address; all must be allowed. */
export async function resolveAllowed(host: string, policy: AddressPolicy, resolver: Resolver): Promise<ResolvedAddress[]> {
  const literal = isIP(host);
  let addresses: ResolvedAddress[];
  if (literal !== 0) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    let timer: NodeJS.Timeout | undefined;
    try {
      addresses = await Promise.race([
        resolver(host),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timed out')), RESOLVE_TIMEOUT_MS);
        }),
      ]);
    } catch (err) {
      throw new TargetRefusedError(`host ${host} could not be resolved (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
    } finally {
      clearTimeout(timer);
    }
    if (addresses.length === 0) throw new TargetRefusedError(`host ${host} has no addresses`);
  }
  for (const { address } of addresses) {
    const verdict = policy.check(address);
    if (!verdict.allowed) {
      const via = literal ? '' : ` (${host} resolves to it)`;
      throw new TargetRefusedError(
        `url points to a refused address: ${verdict.reason}${via}; operators can allow private networks with WEBHOOK_ALLOW_PRIVATE`,
      );
    }
  }
  return addresses;
}

/** Registration check: form, then resolution and policy. Returns the normalised URL. */
export async function checkTargetUrl(text: string, policy: AddressPolicy, resolver: Resolver): Promise<URL> {
  const url = parseTargetUrl(text);
  await resolveAllowed(bareHost(url), policy, resolver);
  return url;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for https.request: the socket connects only to addresses that passed the policy.
 * Node calls it with `all: true` when it tries several addresses (happy eyeballs).
 */
export function guardedLookup(policy: AddressPolicy, resolver: Resolver) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    resolveAllowed(hostname, policy, resolver).then(
      (addresses) => {
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (err: Error) => callback(Object.assign(err, { code: 'EWEBHOOKREFUSED' }), '', 0),
    );
  };
}
