// The verified-key cache (data/repositories/api-keys.ts ApiKeyVerifier): a hit skips SQLite and
// SHA-256 but must still refuse every key that is not exactly the remembered one, and must forget
// keys whose rights changed, in this process or in another one (the admin CLI).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { openDatabase } from '../../../data/db.js';
import { ApiKeyVerifier, constantTimeEqual, createApiKey, revokeApiKey } from '../../../data/repositories/api-keys.js';
import { createPartner, setPartnerTier } from '../../../data/repositories/partners.js';

function fixture(t: { teardown(fn: () => void): void }) {
  const dir = mkdtempSync(join(tmpdir(), 'key-cache-'));
  const db = openDatabase(dir);
  t.teardown(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const partner = createPartner(db, { name: 'Cache Co', tier: 'extraction' });
  const { apiKey } = createApiKey(db, { partnerId: partner.id, scopes: ['read', 'invoices:write', 'invoices:read'] });
  return { dir, db, partner, apiKey, verifier: new ApiKeyVerifier(db) };
}

/** The same key with the character at `index` replaced (by one that differs from it). */
const withCharAt = (key: string, index: number, char: string): string =>
  key.slice(0, index) + (key[index] === char ? (char === 'A' ? 'B' : 'A') : char) + key.slice(index + 1);

t.test('a remembered key answers from memory; anything else with its prefix is refused', async (t) => {
  const { apiKey, partner, verifier } = fixture(t);
  const first = verifier.verify(apiKey);
  t.ok(first, 'the real key verifies');
  t.equal(first!.partnerId, partner.id);
  t.same(first!.scopeList, ['invoices:read', 'invoices:write', 'read'], 'scopes listed sorted');
  t.equal(verifier.verify(apiKey), first, 'the second lookup is the remembered principal');

  const impostors: [string, string][] = [
    ['last secret character changed', withCharAt(apiKey, apiKey.length - 1, 'A')],
    ['first secret character changed', withCharAt(apiKey, 15, 'A')],
    ['same length, a non-ASCII character', withCharAt(apiKey, apiKey.length - 1, 'é')],
    ['one character longer', `${apiKey}A`],
    ['one character shorter', apiKey.slice(0, -1)],
    ['prefix only', apiKey.slice(0, 15)],
  ];
  for (const [name, key] of impostors) t.equal(verifier.verify(key), null, name);
  t.equal(verifier.verify(apiKey), first, 'the real key still verifies after the impostors');
});

t.test('a revocation or tier change in this process applies to the next lookup', async (t) => {
  const { db, apiKey, partner, verifier } = fixture(t);
  t.equal(verifier.verify(apiKey)?.tier, 'extraction');
  setPartnerTier(db, partner.id, 'storage');
  t.equal(verifier.verify(apiKey)?.tier, 'storage', 'tier change seen at once');
  revokeApiKey(db, apiKey.split('_')[1]!);
  t.equal(verifier.verify(apiKey), null, 'revoked key refused at once');
});

t.test('a revocation written by another process is seen within the foreign-write interval', async (t) => {
  const { dir, apiKey, verifier } = fixture(t);
  t.ok(verifier.verify(apiKey));
  // A second connection and a plain UPDATE, as the admin CLI's process would write it: nothing in
  // this process is told, only SQLite's data_version changes.
  const other = openDatabase(dir);
  t.teardown(() => other.close());
  other.prepare('UPDATE api_keys SET revoked_at = ? WHERE prefix = ?').run(new Date().toISOString(), apiKey.split('_')[1]);
  await new Promise((r) => setTimeout(r, 150));
  t.equal(verifier.verify(apiKey), null);
});

t.test('the cached-path comparison agrees with === on every hostile pair', async (t) => {
  const key = `dxk_abcdefghij_${'Q'.repeat(40)}`;
  const others = [
    key,
    withCharAt(key, 0, 'e'),
    withCharAt(key, key.length - 1, 'R'),
    withCharAt(key, 20, '\u00e9'),
    withCharAt(key, 20, '\ud83d'),
    withCharAt(key, 20, '\u0000'),
    // Same bits in the low byte, differing above it: a byte-wise shortcut would call these equal.
    withCharAt(key, 20, String.fromCharCode(key.charCodeAt(20) + 0x100)),
    key.slice(0, -1),
    `${key}Q`,
    '',
  ];
  for (const a of others) {
    for (const b of others) t.equal(constantTimeEqual(a, b), a === b, `${JSON.stringify(a.slice(15, 25))} vs ${JSON.stringify(b.slice(15, 25))}`);
  }
  t.equal(constantTimeEqual('', ''), true);
});
