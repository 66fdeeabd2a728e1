// GET /api/v1/partner/me (DECISIONS extension): who the key belongs to and what it may do.
import { z } from 'zod';
import { isScope, SCOPES, TIERS, LEGACY_PLANS, TIER_REQUESTS_PER_MINUTE } from '../../auth/policy.js';
import type { KeyPrincipal } from '../../../data/repositories/api-keys.js';
import { setJsonText } from '../../http/json-text.js';
import { defineRoute, type RouteDef } from '../../http/route.js';
import { principalOf } from '../../http/state.js';
import { Uuid } from '../../schemas/common.js';

const Me = z.object({
  partnerId: Uuid,
  name: z.string(),
  tier: z.enum(TIERS),
  legacyPlan: z.enum(LEGACY_PLANS),
  scopes: z.array(z.enum(SCOPES)),
  primaryTenantId: Uuid,
  keyPrefix: z.string(),
  rateLimit: z.object({
    requestsPerMinute: z.number().int().nullable().describe('null = unlimited'),
  }),
});

function meOf(p: KeyPrincipal): z.input<typeof Me> {
  return {
    partnerId: p.partnerId,
    name: p.partnerName,
    tier: p.tier,
    legacyPlan: p.legacyPlan,
    // scopeList is sorted once per verified key; unknown legacy scope names stay hidden.
    scopes: p.scopeList.filter(isScope),
    primaryTenantId: p.primaryTenantId,
    keyPrefix: p.prefix,
    rateLimit: { requestsPerMinute: TIER_REQUESTS_PER_MINUTE[p.tier] },
  };
}

/**
 * The answer depends only on the principal, which the key verifier builds once per verified key
 * and replaces with a new object whenever a key, tier, plan or scope may have changed (its cache
 * rule, data/repositories/api-keys.ts). So the JSON is serialized once per principal object and
 * forgotten with it: never shared across keys, never older than the principal it describes.
 */
const serialized = new WeakMap<KeyPrincipal, string>();

function meJson(p: KeyPrincipal): string {
  let json = serialized.get(p);
  if (json === undefined) {
    json = JSON.stringify(meOf(p));
    serialized.set(p, json);
  }
  return json;
}

export function meRoutes(): RouteDef[] {
  return [
    defineRoute({
      surface: 'v1',
      method: 'get',
      path: '/api/v1/partner/me',
      operationId: 'getMe',
      summary: 'The partner, tier, scopes and rate limit of the calling key',
      tags: ['Account'],
      auth: 'apiKey',
      extension: true,
      responses: { 200: { description: 'The calling partner', schema: Me } },
      handler: (ctx) => setJsonText(ctx, meJson(principalOf(ctx))),
    }),
  ];
}
