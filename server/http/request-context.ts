// First middleware of the app: request id, surface, per-request logger, access log, and the one
// place where errors become responses.
import type { Next } from 'koa';
import { accessLogWriter, type Logger } from '../logger.js';
import { toApiError, writeError } from './error-response.js';
import { requestHeader } from './request-header.js';
import { newRequestId } from './request-id.js';
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
    const path = ctx.path;
    const incoming = requestHeader(ctx, 'x-request-id');
    const requestId = incoming !== '' && SAFE_REQUEST_ID.test(incoming) ? incoming : newRequestId();
    ctx.state.requestId = requestId;
    ctx.state.surface = surfaceOf(path);
    // Nothing is sent yet, so this is all Koa's ctx.set would do (minus its per-call arrays).
    ctx.res.setHeader(REQUEST_ID_HEADER, requestId);
    try {
      await next();
      if (ctx.res.statusCode === 404 && ctx.body === undefined) throw toApiError({ status: 404 });
    } catch (err) {
      const apiError = toApiError(err);
      if (apiError.status >= 500) log.error({ requestId, err: apiError.cause ?? apiError }, 'request failed');
      writeError(ctx, apiError);
    } finally {
      const principal = ctx.state.principal;
      writeAccessLine({
        requestId,
        method: ctx.req.method ?? '',
        path,
        status: ctx.res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        partnerId: principal?.partnerId,
        keyPrefix: principal?.prefix,
      });
    }
  };
}
