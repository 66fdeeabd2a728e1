// Errors the engine raises for documents it refuses. Each code maps to one entry of the
// server's error catalogue (server/errors.ts), so the HTTP status is decided in one place.
// Messages are written for partners: they are shown as-is on 4xx answers.

export type EngineErrorCode =
  | 'unsupported_file_type' // bytes are not PDF/JPEG/PNG/WEBP
  | 'image_too_large' // pixel-flood guard: header dimensions over the limit
  | 'pdf_encrypted'
  | 'pdf_unreadable' // truncated or corrupt PDF
  | 'no_pages'
  | 'too_many_pages'
  | 'aborted'; // time budget ran out or the caller gave up

export class EngineError extends Error {
  readonly code: EngineErrorCode;
  constructor(code: EngineErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EngineError';
    this.code = code;
  }
}

/** Throws EngineError('aborted') if the signal fired; call between units of work. */
export function checkAborted(signal: AbortSignal | undefined, stage: string): void {
  if (signal?.aborted) {
    throw new EngineError('aborted', `Processing stopped during ${stage}: time budget exceeded`, {
      cause: signal.reason,
    });
  }
}
