// Applies the per-key limits of the surface and reports them on every authenticated response
// (DECISIONS "Rate limits": RateLimit-Limit/-Remaining/-Reset; 429 adds Retry-After and
// {error, retryAfter}). Unlimited tiers are reported with UNLIMITED_SENTINEL so clients that parse
// the headers as integers keep working.
import type { Next } from 'koa';
import { LEGACY_PLAN_LIMITS, TIER_REQUESTS_PER_MINUTE } from '../auth/policy.js';
import { ApiError } from '../errors.js';
import type { LimitRule, RateLimiter } from '../limits/rate-limiter.js';
import type { AppContext, Surface } from './state.js';
import type { KeyPrincipal } from '../../data/repositories/api-keys.js';

export const UNLIMITED_SENTINEL = 2_147_483_647;

export function rulesFor(surface: Surface, principal: KeyPrincipal): LimitRule[] {
  if (surface === 'legacy') {
    const plan = LEGACY_PLAN_LIMITS[principal.legacyPlan];
    return [
      { window: 'legacy_minute', limit: plan.perMinute },
      { window: 'month', limit: plan.perMonth },
    ];
  }
  return [{ window: 'minute', limit: TIER_REQUESTS_PER_MINUTE[principal.tier] }];
}

export function rateLimit(limiter: RateLimiter) {
  return async function rateLimitMiddleware(ctx: AppContext, next: Next): Promise<void> {
    const principal = ctx.state.principal;
    if (!principal) return next();
    const decision = limiter.hit(principal.keyId, rulesFor(ctx.state.surface, principal));
    const unlimited = decision.limit === null;
    ctx.set('RateLimit-Limit', String(unlimited ? UNLIMITED_SENTINEL : decision.limit));
    ctx.set('RateLimit-Remaining', String(unlimited ? UNLIMITED_SENTINEL : decision.remaining));
    ctx.set('RateLimit-Reset', String(decision.resetSeconds));
    if (!decision.allowed) {
      const retryAfter = decision.resetSeconds;
      if (decision.window === 'month') {
        throw new ApiError('quota_exhausted', 'Monthly request quota exhausted; it resets on the first of next month (UTC)', {
          retryAfter,
        });
      }
      throw new ApiError('rate_limited', `Rate limit of ${decision.limit} requests per minute exceeded`, { retryAfter });
    }
    await next();
  };
}
