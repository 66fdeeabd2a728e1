// Who may do what: scopes (spec "Authentication"), tiers and legacy plans (spec "Limits",
// DECISIONS "Rate limits" and tier gates). One table each, read by middleware, CLI and OpenAPI.
import type { LegacyPlan, Tier } from '../../data/repositories/partners.js';

export type { LegacyPlan, Tier };

export const SCOPES = [
  'invoices:write',
  'invoices:read',
  'receipts:write',
  'read',
  'webhooks:write',
  'tenants:write',
  'search:read',
  'inventory:read',
  'inventory:write',
  'scheduling:read',
  'scheduling:write',
] as const;
export type Scope = (typeof SCOPES)[number];

export const TIERS = ['extraction', 'storage', 'embed'] as const satisfies readonly Tier[];
export const LEGACY_PLANS = ['core', 'multi', 'enterprise'] as const satisfies readonly LegacyPlan[];

export const TIER_LABEL: Record<Tier, string> = {
  extraction: 'Extraction API',
  storage: 'Extraction + Storage',
  embed: 'Platform Embed',
};

const TIER_RANK: Record<Tier, number> = { extraction: 0, storage: 1, embed: 2 };

/** True when `tier` includes everything `required` does (tiers are cumulative). */
export const tierAtLeast = (tier: Tier, required: Tier): boolean => TIER_RANK[tier] >= TIER_RANK[required];

/** Requests per minute per key on the versioned surface; null = unlimited. */
export const TIER_REQUESTS_PER_MINUTE: Record<Tier, number | null> = {
  extraction: 1_000,
  storage: 5_000,
  embed: null,
};

/** Legacy surface plans: per minute and per calendar month (UTC); null = unlimited. */
export const LEGACY_PLAN_LIMITS: Record<LegacyPlan, { perMinute: number; perMonth: number | null }> = {
  core: { perMinute: 60, perMonth: 10_000 },
  multi: { perMinute: 120, perMonth: 50_000 },
  enterprise: { perMinute: 300, perMonth: null },
};

export const isScope = (s: string): s is Scope => (SCOPES as readonly string[]).includes(s);
export const isTier = (s: string): s is Tier => (TIERS as readonly string[]).includes(s);
export const isLegacyPlan = (s: string): s is LegacyPlan => (LEGACY_PLANS as readonly string[]).includes(s);
