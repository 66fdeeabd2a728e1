// API keys: shown once at creation, stored only as a SHA-256 hash (the secret part has 240 bits
// of entropy, so a slow KDF adds nothing), looked up by a short public prefix and compared in
// constant time (DECISIONS "Accounts, tenants, keys").
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db.js';
import { newId, nowIso } from './ids.js';
import type { LegacyPlan, Tier } from './partners.js';

/** Format: dxk_<prefix:10 base32>_<secret:40 base64url>. The prefix is safe to log and list. */
const KEY_PATTERN = /^dxk_([a-z2-7]{10})_([A-Za-z0-9_-]{40})$/;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

export interface ApiKeyRecord {
  id: string;
  partnerId: string;
  prefix: string;
  name: string;
  scopes: string[];
  createdAt: string;
  revokedAt: string | null;
}

/** What an authenticated request knows about its caller. */
export interface KeyPrincipal {
  keyId: string;
  prefix: string;
  scopes: ReadonlySet<string>;
  /** The same scopes, sorted once when the key is verified (answers list them in this order). */
  scopeList: readonly string[];
  partnerId: string;
  partnerName: string;
  tier: Tier;
  legacyPlan: LegacyPlan;
  primaryTenantId: string;
}

const hashKey = (key: string): Buffer => createHash('sha256').update(key).digest();

/**
 * Bumped by every write in this process that can change what a key may do (revocation, tier,
 * plan). Writes from other processes (the admin CLI) show up as a new PRAGMA data_version.
 * Together they tell the verifier's cache when to forget.
 */
let credentialRevision = 0;
export function credentialsChanged(): void {
  credentialRevision += 1;
}

function randomPrefix(): string {
  const bytes = randomBytes(10);
  let out = '';
  for (const b of bytes) out += BASE32[b & 31];
  return out;
}

export function createApiKey(
  db: Db,
  input: { partnerId: string; scopes: readonly string[]; name?: string },
): { apiKey: string; record: ApiKeyRecord } {
  const prefix = randomPrefix();
  const apiKey = `dxk_${prefix}_${randomBytes(30).toString('base64url')}`;
  const record: ApiKeyRecord = {
    id: newId(),
    partnerId: input.partnerId,
    prefix,
    name: input.name ?? '',
    scopes: [...new Set(input.scopes)].sort(),
    createdAt: nowIso(),
    revokedAt: null,
  };
  db.prepare(
    'INSERT INTO api_keys (id, partner_id, prefix, hash, name, scopes, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(record.id, record.partnerId, prefix, hashKey(apiKey), record.name, JSON.stringify(record.scopes), record.createdAt);
  return { apiKey, record };
}

interface PrincipalRow {
  key_id: string;
  prefix: string;
  hash: Buffer;
  scopes: string;
  partner_id: string;
  partner_name: string;
  tier: Tier;
  legacy_plan: LegacyPlan;
  primary_tenant_id: string;
}

/** Most keys a verifier remembers; past it the cache starts over (bounded memory). */
const CACHE_MAX = 10_000;
/** Every key has this many characters (`dxk_` + 10 + `_` + 40); the prefix sits at 4..14. */
const KEY_LENGTH = 55;
const PREFIX_START = 4;
const PREFIX_END = 14;

/**
 * A key that verified against its stored hash, kept in memory so later requests skip SQLite and
 * SHA-256. The entry is found by the key's public prefix (safe to log, so looking it up reveals
 * nothing), and the presented key is then compared with the remembered key in constant time:
 * the secret part is never compared with an early exit, and a wrong secret for a known prefix
 * falls through to the database path, which refuses it. Holding verified keys in this process's
 * memory adds no exposure: the process sees every key in its requests anyway.
 */
interface VerifiedKey {
  key: string;
  principal: KeyPrincipal;
}

/**
 * String equality that reads every character whatever the first difference, so its time does not
 * tell how much of a guess was right. Only the length can end it early, and key lengths are public
 * (fixed format). On the cached path this replaces Buffer.from + crypto.timingSafeEqual, which
 * cost ten times as much for a 55-character key: the same rule, without a Buffer per request.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** How often the verifier asks SQLite whether another process wrote (the admin CLI). */
const FOREIGN_WRITE_CHECK_MS = 100;

export class ApiKeyVerifier {
  private readonly lookup;
  private readonly dataVersion;
  private readonly cache = new Map<string, VerifiedKey>();
  private cachedForeignVersion = -1;
  private cachedRevision = -1;
  private foreignVersion = 0;
  private foreignCheckedAt = 0;

  constructor(db: Db) {
    this.dataVersion = db.prepare('PRAGMA data_version').pluck();
    this.lookup = db.prepare(`
      SELECT k.id AS key_id, k.prefix, k.hash, k.scopes, p.id AS partner_id, p.name AS partner_name,
             p.tier, p.legacy_plan, t.id AS primary_tenant_id
      FROM api_keys k
      JOIN partners p ON p.id = k.partner_id
      JOIN tenants t ON t.partner_id = p.id AND t.is_primary = 1
      WHERE k.prefix = ? AND k.revoked_at IS NULL`);
  }

  /** The caller for a presented key, or null. A revocation or tier change made in this process
   * applies to the next request; one made by the admin CLI in another process within 100 ms. */
  verify(presented: string): KeyPrincipal | null {
    // Only keys that verified are remembered, so random keys cannot grow the cache; it is
    // dropped whenever any credential may have changed, here or in another process.
    const now = Date.now();
    if (now - this.foreignCheckedAt >= FOREIGN_WRITE_CHECK_MS) {
      this.foreignVersion = this.dataVersion.get() as number;
      this.foreignCheckedAt = now;
    }
    if (this.foreignVersion !== this.cachedForeignVersion || credentialRevision !== this.cachedRevision) {
      this.cache.clear();
      this.cachedForeignVersion = this.foreignVersion;
      this.cachedRevision = credentialRevision;
    }
    const cached = presented.length === KEY_LENGTH ? this.cache.get(presented.slice(PREFIX_START, PREFIX_END)) : undefined;
    if (cached && constantTimeEqual(presented, cached.key)) return cached.principal;
    const principal = this.verifyFromDatabase(presented);
    if (principal) {
      if (this.cache.size >= CACHE_MAX) this.cache.clear();
      this.cache.set(principal.prefix, { key: presented, principal });
    }
    return principal;
  }

  private verifyFromDatabase(presented: string): KeyPrincipal | null {
    const match = KEY_PATTERN.exec(presented);
    if (!match) return null;
    const row = this.lookup.get(match[1]) as PrincipalRow | undefined;
    const expected = row?.hash ?? Buffer.alloc(32);
    // Compare even when the prefix is unknown, so timing does not reveal which prefixes exist.
    const equal = timingSafeEqual(hashKey(presented), expected);
    if (!row || !equal) return null;
    const scopeList = [...new Set(JSON.parse(row.scopes) as string[])].sort();
    return {
      keyId: row.key_id,
      prefix: row.prefix,
      scopes: new Set(scopeList),
      scopeList,
      partnerId: row.partner_id,
      partnerName: row.partner_name,
      tier: row.tier,
      legacyPlan: row.legacy_plan,
      primaryTenantId: row.primary_tenant_id,
    };
  }
}

interface KeyRow {
  id: string;
  partner_id: string;
  prefix: string;
  name: string;
  scopes: string;
  created_at: string;
  revoked_at: string | null;
}

const toRecord = (r: KeyRow): ApiKeyRecord => ({
  id: r.id,
  partnerId: r.partner_id,
  prefix: r.prefix,
  name: r.name,
  scopes: JSON.parse(r.scopes) as string[],
  createdAt: r.created_at,
  revokedAt: r.revoked_at,
});

export function listApiKeys(db: Db, filter: { prefix?: string; partnerId?: string } = {}): ApiKeyRecord[] {
  const rows = db
    .prepare(
      `SELECT id, partner_id, prefix, name, scopes, created_at, revoked_at FROM api_keys
       WHERE (@prefix IS NULL OR prefix LIKE @prefix || '%') AND (@partnerId IS NULL OR partner_id = @partnerId)
       ORDER BY created_at, id`,
    )
    .all({ prefix: filter.prefix ?? null, partnerId: filter.partnerId ?? null }) as KeyRow[];
  return rows.map(toRecord);
}

/** Revokes by exact prefix or key id; returns the revoked record, or null if none was active. */
export function revokeApiKey(db: Db, prefixOrId: string): ApiKeyRecord | null {
  const row = db
    .prepare('SELECT id FROM api_keys WHERE (prefix = ? OR id = ?) AND revoked_at IS NULL')
    .get(prefixOrId, prefixOrId) as { id: string } | undefined;
  if (!row) return null;
  db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ?').run(nowIso(), row.id);
  credentialsChanged();
  const updated = db
    .prepare('SELECT id, partner_id, prefix, name, scopes, created_at, revoked_at FROM api_keys WHERE id = ?')
    .get(row.id) as KeyRow;
  return toRecord(updated);
}
