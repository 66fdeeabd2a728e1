// Applies the per-key limits of the surface and reports them on every authenticated response
// (DECISIONS "Rate limits": RateLimit-Limit/-Remaining/-Reset; 429 adds Retry-After and
// {error, retryAfter}). Unlimited tiers are reported with UNLIMITED_SENTINEL so clients that parse
// the headers as integers keep working.
import { LEGACY_PLAN_LIMITS, LEGACY_PLANS, TIER_REQUESTS_PER_MINUTE, TIERS } from '../auth/policy.js';
import { ApiError } from '../errors.js';
import type { LimitRule, RateLimiter } from '../limits/rate-limiter.js';
import type { Guard } from './auth.js';
import type { AppContext, Surface } from './state.js';
import type { KeyPrincipal } from '../../data/repositories/api-keys.js';

export const UNLIMITED_SENTINEL = 2_147_483_647;
const UNLIMITED_HEADER = String(UNLIMITED_SENTINEL);

// The rules depend only on the tier or plan, so each list is built once, not per request.
const TIER_RULES = new Map(
  TIERS.map((tier) => [tier, Object.freeze([{ window: 'minute', limit: TIER_REQUESTS_PER_MINUTE[tier] }] as const)]),
);
const LEGACY_RULES = new Map(
  LEGACY_PLANS.map((plan) => {
    const limits = LEGACY_PLAN_LIMITS[plan];
    return [
      plan,
      Object.freeze([
        { window: 'legacy_minute', limit: limits.perMinute },
        { window: 'month', limit: limits.perMonth },
      ] as const),
    ];
  }),
);

export function rulesFor(surface: Surface, principal: KeyPrincipal): readonly LimitRule[] {
  const rules = surface === 'legacy' ? LEGACY_RULES.get(principal.legacyPlan) : TIER_RULES.get(principal.tier);
  if (!rules) throw new Error(`no rate-limit rules for ${surface === 'legacy' ? principal.legacyPlan : principal.tier}`);
  return rules;
}

export function rateLimit(limiter: RateLimiter): Guard {
  return function rateLimitGuard(ctx: AppContext): void {
    const principal = ctx.state.principal;
    if (!principal) return;
    const decision = limiter.hit(principal.keyId, rulesFor(ctx.state.surface, principal));
    const unlimited = decision.limit === null;
    // Straight to Node: Koa's ctx.set builds arrays and closures per call to accept objects and
    // header arrays; these are single string values set before anything is sent, which is all
    // ctx.set would end up doing.
    const res = ctx.res;
    res.setHeader('RateLimit-Limit', unlimited ? UNLIMITED_HEADER : String(decision.limit));
    res.setHeader('RateLimit-Remaining', unlimited ? UNLIMITED_HEADER : String(decision.remaining));
    res.setHeader('RateLimit-Reset', String(decision.resetSeconds));
    if (!decision.allowed) {
      const retryAfter = decision.resetSeconds;
      if (decision.window === 'month') {
        throw new ApiError('quota_exhausted', 'Monthly request quota exhausted; it resets on the first of next month (UTC)', {
          retryAfter,
        });
      }
      throw new ApiError('rate_limited', `Rate limit of ${decision.limit} requests per minute exceeded`, { retryAfter });
    }
  };
}
