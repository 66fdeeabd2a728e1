// Composes each surface's own short middleware list (Fastify-style isolation): the versioned
// surface, the legacy surface and the operational endpoints never share auth or error format.
import Router from '@koa/router';
import type { Next } from 'koa';
import type { Db } from '../../data/db.js';
import type { ApiKeyVerifier } from '../../data/repositories/api-keys.js';
import { getPartnerTenant } from '../../data/repositories/partners.js';
import { ApiError } from '../errors.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import { authenticate, authorize } from './auth.js';
import { rateLimit } from './rate-limit.js';
import { toKoaPath, type RouteDef } from './route.js';
import type { AppContext, AppState } from './state.js';
import { bodyParser, validateRequest, type BodyLimits } from './validate.js';

export interface MountDeps {
  db: Db;
  verifier: ApiKeyVerifier;
  limiter: RateLimiter;
  limits: BodyLimits;
}

type Middleware = (ctx: AppContext, next: Next) => Promise<void>;

/** RFC 9745 Deprecation (a structured date) and RFC 8288 successor link on legacy answers. */
export const LEGACY_DEPRECATED_SINCE = Date.UTC(2024, 0, 1) / 1000;

function deprecationHeaders(successor: string | undefined): Middleware {
  return async (ctx, next) => {
    ctx.set('Deprecation', `@${LEGACY_DEPRECATED_SINCE}`);
    if (successor) ctx.set('Link', `<${successor}>; rel="successor-version"`);
    await next();
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Routes under /tenants/{tenantId}: a tenant of another partner is 404 before anything else
 * about the request is judged, so its existence is never revealed (DECISIONS). */
function tenantGuard(db: Db): Middleware {
  return async (ctx, next) => {
    const tenantId = ctx.params.tenantId;
    const principal = ctx.state.principal;
    if (principal && tenantId && UUID.test(tenantId) && !getPartnerTenant(db, principal.partnerId, tenantId)) {
      throw new ApiError('not_found', 'Tenant not found');
    }
    await next();
  };
}

export function middlewareFor(def: RouteDef, deps: MountDeps): Middleware[] {
  const chain: Middleware[] = [];
  if (def.surface === 'legacy') chain.push(deprecationHeaders(def.successor));
  if (def.auth !== 'none') {
    chain.push(authenticate(deps.verifier, def.auth), rateLimit(deps.limiter), authorize(def.scope, def.tier));
    if (def.path.includes('{tenantId}')) chain.push(tenantGuard(deps.db));
  }
  const parser = bodyParser(def, deps.limits);
  if (parser) chain.push(parser as Middleware);
  chain.push(validateRequest(def));
  return chain;
}

export function buildRouter(routes: readonly RouteDef[], deps: MountDeps): Router<AppState> {
  const router = new Router<AppState>();
  for (const def of routes) {
    router.register(toKoaPath(def.path), [def.method.toUpperCase()], middlewareFor(def, deps) as never, {
      name: def.operationId,
    });
  }
  return router;
}
