// Admin CLI over the same data directory as the server (DATA_DIR, default ./var). Safe while the
// server runs: SQLite in WAL mode with a busy timeout, and the server reads keys, tiers and plans
// from the database on every request, so changes apply at once.
//
//   npm run --silent admin -- partner create --name "Acme" --tier embed --json
//   npm run --silent admin -- partner list
//   npm run --silent admin -- partner set-tier <partnerId> <tier>
//   npm run --silent admin -- partner set-plan <partnerId> <plan>
//   npm run --silent admin -- key create --partner <partnerId> [--scopes a,b] [--name n] [--json]
//   npm run --silent admin -- key list [--prefix p] [--partner id]
//   npm run --silent admin -- key revoke <prefix|keyId>
import { parseArgs } from 'node:util';
import { openDatabase, type Db } from '../../data/db.js';
import { createApiKey, listApiKeys, revokeApiKey } from '../../data/repositories/api-keys.js';
import { createPartner, getPartner, listPartners, setPartnerPlan, setPartnerTier } from '../../data/repositories/partners.js';
import { isLegacyPlan, isScope, isTier, LEGACY_PLANS, SCOPES, TIERS } from '../auth/policy.js';
import { loadConfig } from '../config.js';

export class UsageError extends Error {}

const USAGE = `Usage: admin <command> [options]   (DATA_DIR selects the data directory, default ./var)

  partner create --name NAME --tier ${TIERS.join('|')} [--plan ${LEGACY_PLANS.join('|')}] [--scopes a,b] [--json]
  partner list [--json]
  partner set-tier PARTNER_ID ${TIERS.join('|')}
  partner set-plan PARTNER_ID ${LEGACY_PLANS.join('|')}
  key create --partner PARTNER_ID [--scopes a,b] [--name NAME] [--json]
  key list [--prefix PREFIX] [--partner PARTNER_ID] [--json]
  key revoke PREFIX|KEY_ID

Scopes: ${SCOPES.join(', ')} (default: all)`;

function parseScopes(value: string | undefined): string[] {
  if (value === undefined) return [...SCOPES];
  const scopes = value.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = scopes.filter((s) => !isScope(s));
  if (unknown.length > 0) throw new UsageError(`Unknown scope(s): ${unknown.join(', ')}. Known: ${SCOPES.join(', ')}`);
  if (scopes.length === 0) throw new UsageError('--scopes needs at least one scope');
  return scopes;
}

function requireValue(value: string | undefined, what: string): string {
  if (!value) throw new UsageError(`Missing ${what}`);
  return value;
}

type Output = { json: unknown; text: string };

export function runAdmin(db: Db, argv: string[]): Output {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      name: { type: 'string' },
      tier: { type: 'string' },
      plan: { type: 'string' },
      scopes: { type: 'string' },
      partner: { type: 'string' },
      prefix: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const [group, action, ...rest] = positionals;
  if (values.help || !group) throw new UsageError(USAGE);

  if (group === 'partner' && action === 'create') {
    const name = requireValue(values.name, '--name').trim();
    const tier = requireValue(values.tier, '--tier');
    if (!isTier(tier)) throw new UsageError(`--tier must be one of ${TIERS.join(', ')}`);
    const plan = values.plan ?? 'core';
    if (!isLegacyPlan(plan)) throw new UsageError(`--plan must be one of ${LEGACY_PLANS.join(', ')}`);
    const scopes = parseScopes(values.scopes);
    const partner = createPartner(db, { name, tier, legacyPlan: plan });
    const { apiKey, record } = createApiKey(db, { partnerId: partner.id, scopes, name: 'initial' });
    const json = {
      partnerId: partner.id,
      name: partner.name,
      tier: partner.tier,
      legacyPlan: partner.legacyPlan,
      primaryTenantId: partner.primaryTenantId,
      apiKey,
      keyPrefix: record.prefix,
      scopes: record.scopes,
    };
    return {
      json,
      text: `Partner ${partner.id} (${name}, ${tier}) created; primary tenant ${partner.primaryTenantId}.\nAPI key (shown once): ${apiKey}`,
    };
  }
  if (group === 'partner' && action === 'list') {
    const partners = listPartners(db);
    return {
      json: { partners },
      text: partners.map((p) => `${p.id}  ${p.tier.padEnd(10)} ${p.legacyPlan.padEnd(10)} ${p.name}`).join('\n') || '(no partners)',
    };
  }
  if (group === 'partner' && (action === 'set-tier' || action === 'set-plan')) {
    const [partnerId, value] = rest;
    requireValue(partnerId, 'PARTNER_ID');
    const v = requireValue(value, action === 'set-tier' ? 'tier' : 'plan');
    let changed: boolean;
    if (action === 'set-tier') {
      if (!isTier(v)) throw new UsageError(`tier must be one of ${TIERS.join(', ')}`);
      changed = setPartnerTier(db, partnerId!, v);
    } else {
      if (!isLegacyPlan(v)) throw new UsageError(`plan must be one of ${LEGACY_PLANS.join(', ')}`);
      changed = setPartnerPlan(db, partnerId!, v);
    }
    if (!changed) throw new UsageError(`No partner ${partnerId}`);
    const partner = getPartner(db, partnerId!);
    return { json: partner, text: `Partner ${partnerId} now ${partner?.tier} / ${partner?.legacyPlan}` };
  }
  if (group === 'key' && action === 'create') {
    const partnerId = requireValue(values.partner, '--partner');
    if (!getPartner(db, partnerId)) throw new UsageError(`No partner ${partnerId}`);
    const { apiKey, record } = createApiKey(db, { partnerId, scopes: parseScopes(values.scopes), name: values.name });
    return {
      json: { apiKey, keyId: record.id, keyPrefix: record.prefix, partnerId, scopes: record.scopes },
      text: `Key ${record.prefix} created for ${partnerId} with scopes ${record.scopes.join(', ')}.\nAPI key (shown once): ${apiKey}`,
    };
  }
  if (group === 'key' && action === 'list') {
    const keys = listApiKeys(db, { prefix: values.prefix, partnerId: values.partner });
    return {
      json: { keys },
      text:
        keys
          .map((k) => `${k.prefix}  ${k.partnerId}  ${k.revokedAt ? `revoked ${k.revokedAt}` : 'active'}  ${k.scopes.join(',')}`)
          .join('\n') || '(no keys)',
    };
  }
  if (group === 'key' && action === 'revoke') {
    const target = requireValue(rest[0], 'PREFIX or KEY_ID');
    const revoked = revokeApiKey(db, target);
    if (!revoked) throw new UsageError(`No active key with prefix or id ${target}`);
    return { json: revoked, text: `Key ${revoked.prefix} revoked at ${revoked.revokedAt}` };
  }
  throw new UsageError(`Unknown command: ${[group, action].filter(Boolean).join(' ')}\n\n${USAGE}`);
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  let db: Db | undefined;
  try {
    db = openDatabase(loadConfig().dataDir);
    const out = runAdmin(db, argv);
    process.stdout.write(`${argv.includes('--json') ? JSON.stringify(out.json) : out.text}\n`);
    return 0;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    process.stderr.write(`${message}\n`);
    return err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') ? 2 : 1;
  } finally {
    db?.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main();
