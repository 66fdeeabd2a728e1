// Authentication per route (spec "Authentication"): X-API-Key on the versioned surface; Bearer on
// the legacy surface and the adapter. The same key works on both (DECISIONS). Authorization by
// scope and tier answers 403 naming what is missing.
import type { ApiKeyVerifier } from '../../data/repositories/api-keys.js';
import { TIER_LABEL, tierAtLeast, type Scope, type Tier } from '../auth/policy.js';
import { ApiError } from '../errors.js';
import { requestHeader } from './request-header.js';
import type { AuthKind } from './route.js';
import type { AppContext } from './state.js';

/**
 * A synchronous check a route runs before its handler: it throws an ApiError to refuse, or sets
 * state/headers and returns. The checks of one route run in one middleware (server/http/mount.ts),
 * which spares a promise and a dispatch step per check on every request.
 */
export type Guard = (ctx: AppContext) => void;

const BEARER = /^Bearer[ ]+(\S+)[ ]*$/i;

function presentedKey(ctx: AppContext, kind: Exclude<AuthKind, 'none'>): string {
  if (kind === 'apiKey') {
    const key = requestHeader(ctx, 'x-api-key').trim();
    if (!key) throw new ApiError('unauthenticated', 'Missing API key: send it in the X-API-Key header');
    return key;
  }
  const header = requestHeader(ctx, 'authorization');
  if (!header) throw new ApiError('unauthenticated', 'Missing API key: send "Authorization: Bearer <API key>"');
  const match = BEARER.exec(header);
  if (!match?.[1]) throw new ApiError('unauthenticated', 'Malformed Authorization header: expected "Bearer <API key>"');
  return match[1];
}

export function authenticate(verifier: ApiKeyVerifier, kind: Exclude<AuthKind, 'none'>): Guard {
  return function authenticateGuard(ctx: AppContext): void {
    const principal = verifier.verify(presentedKey(ctx, kind));
    if (!principal) throw new ApiError('unauthenticated', 'Invalid or revoked API key');
    ctx.state.principal = principal;
  };
}

export function authorize(scope: Scope | undefined, tier: Tier | undefined): Guard | null {
  if (!scope && !tier) return null;
  return function authorizeGuard(ctx: AppContext): void {
    const principal = ctx.state.principal;
    if (!principal) return;
    if (tier && !tierAtLeast(principal.tier, tier)) {
      throw new ApiError(
        'tier_required',
        `This operation requires the ${TIER_LABEL[tier]} tier or above; this partner is on ${TIER_LABEL[principal.tier as Tier]}`,
      );
    }
    if (scope && !principal.scopes.has(scope)) {
      throw new ApiError('insufficient_scope', `The API key lacks the required scope: ${scope}`);
    }
  };
}
