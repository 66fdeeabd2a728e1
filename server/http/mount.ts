// Composes each surface's own short middleware list (Fastify-style isolation): the versioned
// surface, the legacy surface and the operational endpoints never share auth or error format.
// Each route's list is composed once, here, at start-up: its synchronous checks (auth, rate limit,
// scope/tier, tenant) run in one step, so a request pays one dispatch for them, not one per check.
import Router from '@koa/router';
import type { Next } from 'koa';
import type { Db } from '../../data/db.js';
import type { ApiKeyVerifier } from '../../data/repositories/api-keys.js';
import { getPartnerTenant } from '../../data/repositories/partners.js';
import { ApiError } from '../errors.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import { authenticate, authorize, type Guard } from './auth.js';
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
const DEPRECATION = `@${LEGACY_DEPRECATED_SINCE}`;

function deprecationHeaders(successor: string | undefined): Guard {
  const link = successor ? `<${successor}>; rel="successor-version"` : undefined;
  return (ctx) => {
    ctx.set('Deprecation', DEPRECATION);
    if (link) ctx.set('Link', link);
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Routes under /tenants/{tenantId}: a tenant of another partner is 404 before anything else
 * about the request is judged, so its existence is never revealed (DECISIONS). */
function tenantGuard(db: Db): Guard {
  return (ctx) => {
    const tenantId = ctx.params.tenantId;
    const principal = ctx.state.principal;
    if (principal && tenantId && UUID.test(tenantId) && !getPartnerTenant(db, principal.partnerId, tenantId)) {
      throw new ApiError('not_found', 'Tenant not found');
    }
  };
}

/** The checks of a route, in the order they must run: deprecation headers first (legacy answers
 * carry them even when refused), then who is calling, how often, what they may do, which tenant. */
export function guardsFor(def: RouteDef, deps: MountDeps): Guard[] {
  const guards: Guard[] = [];
  if (def.surface === 'legacy') guards.push(deprecationHeaders(def.successor));
  if (def.auth !== 'none') {
    guards.push(authenticate(deps.verifier, def.auth), rateLimit(deps.limiter));
    const authorization = authorize(def.scope, def.tier);
    if (authorization) guards.push(authorization);
    if (def.path.includes('{tenantId}')) guards.push(tenantGuard(deps.db));
  }
  return guards;
}

/** One middleware per route: guards, then the body parser where the route takes a body, then
 * validation and the handler. A guard that refuses throws synchronously; Koa's composer (and the
 * router's) turns a middleware's synchronous throw into a rejection, as koa-compose documents,
 * so no async wrapper is needed around the checks. */
export function routeMiddleware(def: RouteDef, deps: MountDeps): Middleware {
  const guards = guardsFor(def, deps);
  const parser = bodyParser(def, deps.limits) as Middleware | null;
  const handle = validateRequest(def);
  const afterGuards: Middleware = parser ? (ctx, next) => parser(ctx, () => handle(ctx, next)) : handle;
  if (guards.length === 0) return afterGuards;
  return function routeChain(ctx: AppContext, next: Next): Promise<void> {
    for (const guard of guards) guard(ctx);
    return afterGuards(ctx, next);
  };
}

const EMPTY_PARAMS: Readonly<Record<string, string>> = Object.freeze({});

// @koa/router types its constructor as an overload set, which a class cannot extend directly.
const AppRouter = Router as unknown as new () => Router<AppState>;

/**
 * @koa/router tries every route's pattern in turn and composes the matched chain on each request.
 * Most of our paths have no parameters, so a request whose method and path are exactly one of
 * those goes straight to that route's middleware through a map; anything else (parameters,
 * HEAD, trailing slashes, other casing, unknown paths, 405s) still goes through @koa/router, so
 * every answer stays the router's.
 */
class ExactPathFirstRouter extends AppRouter {
  /** method → exact path → the route's middleware. */
  private readonly exact = new Map<string, Map<string, Middleware>>();

  addExact(method: string, path: string, middleware: Middleware): void {
    let paths = this.exact.get(method);
    if (!paths) this.exact.set(method, (paths = new Map()));
    paths.set(path, middleware);
  }

  override middleware(): ReturnType<Router<AppState>['middleware']> {
    const routed = super.middleware();
    const exact = this.exact;
    const dispatch = function exactPathFirst(ctx: AppContext, next: Next): Promise<void> {
      const route = exact.get(ctx.method)?.get(ctx.path);
      if (!route) return routed(ctx as never, next) as Promise<void>;
      ctx.params = EMPTY_PARAMS as Record<string, string>;
      return route(ctx, next);
    };
    return Object.assign(dispatch, { router: this }) as unknown as ReturnType<Router<AppState>['middleware']>;
  }
}

export function buildRouter(routes: readonly RouteDef[], deps: MountDeps): Router<AppState> {
  const router = new ExactPathFirstRouter();
  const middlewares = routes.map((def) => routeMiddleware(def, deps));
  routes.forEach((def, i) => {
    router.register(toKoaPath(def.path), [def.method.toUpperCase()], middlewares[i] as never, { name: def.operationId });
  });
  // A parameterless path goes in the map only when the router itself would pick that same route
  // first for it (an earlier pattern could also match the literal path).
  routes.forEach((def, i) => {
    if (def.path.includes('{')) return;
    const method = def.method.toUpperCase();
    const first = router.match(def.path, method).pathAndMethod[0];
    if (first && first.stack.length === 1 && first.stack[0] === middlewares[i]) router.addExact(method, def.path, middlewares[i]!);
  });
  return router;
}
