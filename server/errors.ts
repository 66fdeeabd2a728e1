// The one error catalogue (Fastify-style): a stable code, its HTTP status and the message a
// partner sees. Statuses follow DECISIONS "Status codes". Koa's expose rule applies: messages of
// 4xx entries reach the client; a 5xx never shows anything but its catalogue text.
import type { EngineErrorCode } from '../engine/errors.js';

export const CATALOGUE = {
  validation_failed: { status: 400, message: 'Request validation failed' },
  invalid_json: { status: 400, message: 'Request body is not valid JSON' },
  unsupported_file_type: { status: 400, message: 'Unsupported or unreadable file type: send a PDF, JPG, PNG or WEBP file' },
  file_required: { status: 400, message: 'A file is required in the multipart field "file"' },
  pdf_encrypted: { status: 400, message: 'The PDF is password-protected; send an unencrypted file' },
  pdf_unreadable: { status: 400, message: 'The PDF is damaged or truncated and cannot be read' },
  no_pages: { status: 400, message: 'The PDF has no pages' },
  too_many_pages: { status: 400, message: 'The document has more pages than this service accepts' },
  image_too_large: { status: 400, message: 'The image dimensions exceed the pixel limit' },
  unauthenticated: { status: 401, message: 'Missing or invalid API key' },
  insufficient_scope: { status: 403, message: 'The API key lacks the required scope' },
  tier_required: { status: 403, message: 'The partner tier does not include this operation' },
  not_found: { status: 404, message: 'Resource not found' },
  route_not_found: { status: 404, message: 'No such endpoint' },
  method_not_allowed: { status: 405, message: 'Method not allowed on this endpoint' },
  conflict: { status: 409, message: 'The resource conflicts with an existing one' },
  webhook_target_refused: { status: 400, message: 'The webhook URL is not an allowed HTTPS target' },
  webhook_limit_reached: { status: 409, message: 'The partner has the maximum number of webhook endpoints' },
  payload_too_large: { status: 413, message: 'File too large, maximum 25 MB' },
  unsupported_media_type: { status: 415, message: 'Unsupported Content-Type for this endpoint' },
  rate_limited: { status: 429, message: 'Rate limit exceeded' },
  quota_exhausted: { status: 429, message: 'Monthly request quota exhausted' },
  internal: { status: 500, message: 'Internal server error' },
  processing_error: { status: 500, message: 'Processing error; retry with exponential backoff' },
  queue_full: { status: 503, message: 'The extraction queue is full; retry later' },
  not_ready: { status: 503, message: 'Service is starting or shutting down' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof CATALOGUE;

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** 4xx messages are safe to show; 5xx are replaced by the catalogue text. */
  readonly expose: boolean;
  /** Extra body fields the spec requires for some errors (retryAfter on 429/503). */
  readonly extra: Record<string, unknown>;

  constructor(code: ErrorCode, message?: string, extra: Record<string, unknown> = {}, options?: { cause?: unknown }) {
    const entry = CATALOGUE[code];
    super(message ?? entry.message, options);
    this.name = 'ApiError';
    this.code = code;
    this.status = entry.status;
    this.expose = entry.status < 500;
    this.extra = extra;
  }
}

export const apiError = (code: ErrorCode, message?: string, extra?: Record<string, unknown>) =>
  new ApiError(code, message, extra);

/** Engine refusals map 1:1 onto catalogue codes; 'aborted' is a server-side timeout. */
export function fromEngineCode(code: EngineErrorCode | string, message: string): ApiError {
  if (code in CATALOGUE && code !== 'internal') return new ApiError(code as ErrorCode, message);
  return new ApiError('processing_error');
}
