// First middleware of the app: request id, surface, per-request logger, access log, and the one
// place where errors become responses.
import { randomUUID } from 'node:crypto';
import type { Next } from 'koa';
import { accessLogWriter, type Logger } from '../logger.js';
import { toApiError, writeError } from './error-response.js';
import type { AppContext, Surface } from './state.js';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function surfaceOf(path: string): Surface {
  if (path === '/api/v1/partner' || path.startsWith('/api/v1/partner/')) return 'v1';
  if (path === '/api/partner' || path.startsWith('/api/partner/')) return 'legacy';
  return 'ops';
}

export function requestContext(log: Logger) {
  // The access line carries only fields we build here (method, path, status, ids), never a
  // credential, so it skips the redaction pass that every other log call pays for.
  const writeAccessLine = accessLogWriter(log);
  return async function requestContextMiddleware(ctx: AppContext, next: Next): Promise<void> {
    const started = performance.now();
    const incoming = ctx.get(REQUEST_ID_HEADER);
    const requestId = incoming !== '' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.surface = surfaceOf(ctx.path);
    ctx.set(REQUEST_ID_HEADER, requestId);
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) throw toApiError({ status: 404 });
    } catch (err) {
      const apiError = toApiError(err);
      if (apiError.status >= 500) log.error({ requestId, err: apiError.cause ?? apiError }, 'request failed');
      writeError(ctx, apiError);
    } finally {
      const principal = ctx.state.principal;
      writeAccessLine({
        requestId,
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        partnerId: principal?.partnerId,
        keyPrefix: principal?.prefix,
      });
    }
  };
}
