// Turns any thrown value into the catalogue's answer for the request's surface (spec "Errors";
// DECISIONS "Status codes", "Legacy surface"). Koa's expose rule: a 5xx shows only its catalogue
// text plus the request id, never a stack or an internal message.
import { ApiError, CATALOGUE, type ErrorCode } from '../errors.js';
import type { AppContext } from './state.js';

/** Errors thrown by body parsers (co-body, formidable) carry an HTTP status; map them. */
function fromThirdParty(err: unknown): ApiError | null {
  if (!err || typeof err !== 'object') return null;
  const e = err as { status?: number; statusCode?: number; httpCode?: number; type?: string; code?: number | string; message?: string };
  const status = e.status ?? e.statusCode ?? e.httpCode;
  if (e.type === 'entity.parse.failed') return new ApiError('invalid_json');
  // co-body throws the parser's SyntaxError with status 400; strict mode also refuses valid JSON
  // that is not an object or array.
  if (status === 400 && err instanceof SyntaxError) {
    return /only supports object/.test(e.message ?? '')
      ? new ApiError('invalid_json', 'Request body must be a JSON object')
      : new ApiError('invalid_json');
  }
  if (e.type === 'entity.too.large') return new ApiError('payload_too_large', 'Request body too large');
  // formidable: 1009 biggerThanMaxFileSize, 1016 biggerThanTotalMaxFileSize
  if (e.code === 1009 || e.code === 1016 || status === 413) return new ApiError('payload_too_large');
  if (status === 415) return new ApiError('unsupported_media_type');
  if (typeof e.code === 'number' && status === 400) {
    return new ApiError('validation_failed', `Malformed multipart body: ${e.message ?? 'unreadable'}`);
  }
  if (status === 400) return new ApiError('validation_failed', e.message ?? undefined);
  if (status === 404) return new ApiError('route_not_found');
  if (status === 405) return new ApiError('method_not_allowed');
  return null;
}

export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  return fromThirdParty(err) ?? new ApiError('internal', undefined, {}, { cause: err });
}

export function writeError(ctx: AppContext, apiError: ApiError): void {
  const message = apiError.expose ? apiError.message : CATALOGUE[apiError.code as ErrorCode].message;
  const body: Record<string, unknown> =
    ctx.state.surface === 'legacy' ? { success: false, error: message } : { error: message };
  body.code = apiError.code;
  Object.assign(body, apiError.extra);
  if (apiError.status >= 500) body.requestId = ctx.state.requestId;
  const retryAfter = apiError.extra.retryAfter;
  if (typeof retryAfter === 'number') ctx.set('Retry-After', String(retryAfter));
  ctx.status = apiError.status;
  ctx.body = body;
}
