// Builds the Koa application: one composition point, each surface with its own middleware list.
import Koa from 'koa';
import { buildOpenApiDocument } from './http/openapi.js';
import { buildRouter } from './http/mount.js';
import { requestContext } from './http/request-context.js';
import type { RouteDef } from './http/route.js';
import type { AppState } from './http/state.js';
import { docsRoutes } from './routes/ops/docs.js';
import { healthRoutes } from './routes/ops/health.js';
import { legacyExtractRoutes } from './routes/legacy/extract.js';
import { legacyUsageRoutes } from './routes/legacy/usage.js';
import { invoiceRoutes } from './routes/v1/invoices.js';
import { meRoutes } from './routes/v1/me.js';
import { webhookRoutes } from './routes/v1/webhooks.js';
import { receiptRoutes } from './routes/v1/receipts.js';
import { searchRoutes } from './routes/v1/search.js';
import { vendorRoutes } from './routes/v1/vendors.js';
import type { Services } from './services.js';

/** Every route of the service, in the order the OpenAPI document lists them. */
export function apiRoutes(services: Services): RouteDef[] {
  return [
    ...meRoutes(),
    ...webhookRoutes(services),
    ...invoiceRoutes(services),
    ...receiptRoutes(services),
    ...searchRoutes(services),
    ...vendorRoutes(services),
    ...legacyExtractRoutes(services),
    ...legacyUsageRoutes(services),
  ];
}

export function createApp(services: Services): Koa<AppState> {
  const app = new Koa<AppState>({ proxy: false });
  // Errors are answered by requestContext; Koa's own handler would only log them twice.
  app.silent = true;

  const api = apiRoutes(services);
  let document: Record<string, unknown> | undefined;
  const ops: RouteDef[] = [];
  const openApi = (): Record<string, unknown> =>
    (document ??= buildOpenApiDocument([...ops, ...api], services.config.publicBaseUrl || undefined));
  ops.push(...healthRoutes(services), ...docsRoutes(openApi));

  const deps = { db: services.db, verifier: services.verifier, limiter: services.limiter, limits: services.config.limits };
  const router = buildRouter([...ops, ...api], deps);
  app.use(requestContext(services.log));
  app.use(router.routes());
  app.use(router.allowedMethods({ throw: true }));
  return app;
}
