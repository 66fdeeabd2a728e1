// Partners and their tenants. A partner always owns exactly one primary tenant, created with it
// in one transaction (DECISIONS "Accounts, tenants, keys").
import type { Db } from '../db.js';
import { inTransaction } from '../db.js';
import { credentialsChanged } from './api-keys.js';
import { newId, nowIso } from './ids.js';

export type Tier = 'extraction' | 'storage' | 'embed';
export type LegacyPlan = 'core' | 'multi' | 'enterprise';

export interface Partner {
  id: string;
  name: string;
  tier: Tier;
  legacyPlan: LegacyPlan;
  primaryTenantId: string;
  createdAt: string;
}

export interface Tenant {
  id: string;
  partnerId: string;
  name: string;
  email: string | null;
  isPrimary: boolean;
  maxLocations: number;
  ssoProvider: 'saml' | 'oidc' | null;
  createdAt: string;
}

interface PartnerRow {
  id: string;
  name: string;
  tier: Tier;
  legacy_plan: LegacyPlan;
  primary_tenant_id: string;
  created_at: string;
}

const toPartner = (r: PartnerRow): Partner => ({
  id: r.id,
  name: r.name,
  tier: r.tier,
  legacyPlan: r.legacy_plan,
  primaryTenantId: r.primary_tenant_id,
  createdAt: r.created_at,
});

const PARTNER_SELECT = `
  SELECT p.id, p.name, p.tier, p.legacy_plan, p.created_at, t.id AS primary_tenant_id
  FROM partners p JOIN tenants t ON t.partner_id = p.id AND t.is_primary = 1`;

export function createPartner(db: Db, input: { name: string; tier: Tier; legacyPlan?: LegacyPlan }): Partner {
  const id = newId();
  const tenantId = newId();
  const createdAt = nowIso();
  inTransaction(db, () => {
    db.prepare('INSERT INTO partners (id, name, tier, legacy_plan, created_at) VALUES (?, ?, ?, ?, ?)').run(
      id,
      input.name,
      input.tier,
      input.legacyPlan ?? 'core',
      createdAt,
    );
    db.prepare(
      'INSERT INTO tenants (id, partner_id, name, is_primary, created_at) VALUES (?, ?, ?, 1, ?)',
    ).run(tenantId, id, input.name, createdAt);
  });
  return { id, name: input.name, tier: input.tier, legacyPlan: input.legacyPlan ?? 'core', primaryTenantId: tenantId, createdAt };
}

export function getPartner(db: Db, id: string): Partner | null {
  const row = db.prepare(`${PARTNER_SELECT} WHERE p.id = ?`).get(id) as PartnerRow | undefined;
  return row ? toPartner(row) : null;
}

export function listPartners(db: Db): Partner[] {
  return (db.prepare(`${PARTNER_SELECT} ORDER BY p.created_at, p.id`).all() as PartnerRow[]).map(toPartner);
}

export function countPartners(db: Db): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM partners').get() as { n: number }).n;
}

export function setPartnerTier(db: Db, id: string, tier: Tier): boolean {
  const changed = db.prepare('UPDATE partners SET tier = ? WHERE id = ?').run(tier, id).changes === 1;
  credentialsChanged();
  return changed;
}

export function setPartnerPlan(db: Db, id: string, plan: LegacyPlan): boolean {
  const changed = db.prepare('UPDATE partners SET legacy_plan = ? WHERE id = ?').run(plan, id).changes === 1;
  credentialsChanged();
  return changed;
}

interface TenantRow {
  id: string;
  partner_id: string;
  name: string;
  email: string | null;
  is_primary: number;
  max_locations: number;
  sso_provider: 'saml' | 'oidc' | null;
  created_at: string;
}

const toTenant = (r: TenantRow): Tenant => ({
  id: r.id,
  partnerId: r.partner_id,
  name: r.name,
  email: r.email,
  isPrimary: r.is_primary === 1,
  maxLocations: r.max_locations,
  ssoProvider: r.sso_provider,
  createdAt: r.created_at,
});

/** The tenant if it belongs to this partner; null otherwise (callers answer 404, never 403). */
export function getPartnerTenant(db: Db, partnerId: string, tenantId: string): Tenant | null {
  const row = db.prepare('SELECT * FROM tenants WHERE id = ? AND partner_id = ?').get(tenantId, partnerId) as
    | TenantRow
    | undefined;
  return row ? toTenant(row) : null;
}

export function createSubTenant(
  db: Db,
  input: { partnerId: string; name: string; email: string; maxLocations: number; ssoProvider: 'saml' | 'oidc' | null },
): Tenant {
  const tenant: Tenant = {
    id: newId(),
    partnerId: input.partnerId,
    name: input.name,
    email: input.email,
    isPrimary: false,
    maxLocations: input.maxLocations,
    ssoProvider: input.ssoProvider,
    createdAt: nowIso(),
  };
  db.prepare(
    `INSERT INTO tenants (id, partner_id, name, email, is_primary, max_locations, sso_provider, created_at)
     VALUES (?, ?, ?, ?, 0, ?, ?, ?)`,
  ).run(tenant.id, tenant.partnerId, tenant.name, tenant.email, tenant.maxLocations, tenant.ssoProvider, tenant.createdAt);
  return tenant;
}
