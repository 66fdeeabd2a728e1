// GET /api/partner/usage (DECISIONS "Legacy surface"): plan, this month's requests on the legacy
// surface for the calling key, and documents processed this month for the partner.
import { countPartnerDocuments } from '../../../data/repositories/documents.js';
import { LEGACY_PLAN_LIMITS } from '../../auth/policy.js';
import { windowBounds } from '../../limits/rate-limiter.js';
import { defineRoute, type RouteDef } from '../../http/route.js';
import { principalOf } from '../../http/state.js';
import { LegacyUsage } from '../../schemas/documents.js';
import type { Services } from '../../services.js';

export function legacyUsageRoutes(services: Services): RouteDef[] {
  return [
    defineRoute({
      surface: 'legacy',
      method: 'get',
      path: '/api/partner/usage',
      operationId: 'legacyUsage',
      summary: 'Plan, requests this month and documents processed (legacy surface)',
      description: 'Any valid key may read its own usage. requestsThisMonth counts this key on the legacy surface, this request included.',
      tags: ['Legacy'],
      auth: 'bearer',
      successor: '/api/v1/partner/me',
      responses: { 200: { description: 'Usage report', schema: LegacyUsage } },
      handler: (ctx) => {
        const principal = principalOf(ctx);
        const plan = LEGACY_PLAN_LIMITS[principal.legacyPlan];
        const { start, end } = windowBounds('month', Date.now());
        const startIso = new Date(start).toISOString();
        ctx.body = {
          success: true,
          data: {
            plan: principal.legacyPlan,
            period: { start: startIso, end: new Date(end).toISOString() },
            requestsThisMonth: services.limiter.peek(principal.keyId, 'month'),
            monthlyLimit: plan.perMonth,
            requestsPerMinute: plan.perMinute,
            documents: countPartnerDocuments(services.db, principal.partnerId, startIso),
          },
        };
      },
    }),
  ];
}
