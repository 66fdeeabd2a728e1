// Messages between the server and the extraction pool worker (engine/worker.ts). Everything here
// is plain data that survives structured cloning: class instances (EngineError) do not keep their
// fields across a thread boundary, so failures travel as `{code, message}`.
import type { EngineErrorCode } from './errors.js';
import type { PipelineLimits } from './pipeline.js';
import type { DocumentKind, PipelineResult } from './types.js';

export type { PipelineLimits } from './pipeline.js';

export interface ExtractTask {
  action: 'extract';
  /** The uploaded file. Send it in the transfer list (see `extractTaskTransferList`), not copied. */
  bytes: Uint8Array;
  kind: DocumentKind;
  limits: PipelineLimits;
  /**
   * Milliseconds the worker may spend; its stages stop themselves after this. The server also
   * aborts the pool task (which terminates the worker) when its own budget runs out.
   */
  budgetMs: number;
  /**
   * ONNX intra-op threads for this worker's OCR, read when the worker first loads it (its first
   * page that needs OCR); falls back to workerData, then 1.
   */
  intraOpThreads?: number;
  /** Shared flag of engine/native-guard.ts, so the server can stop this task safely. */
  nativeGuard?: SharedArrayBuffer;
  /**
   * Use the layout-role model (models/layout-role.onnx) next to the rules; default true. False
   * gives the rules alone (benchmarks compare the two).
   */
  layoutRoles?: boolean;
}

export type WorkerTask = ExtractTask;

/** What the pool worker was started with (Piscina `workerData`). */
export interface ExtractWorkerData {
  intraOpThreads?: number;
  /** Folder with the OCR models; engine/ocr's default when absent. */
  modelsDir?: string;
  /** Folder with layout-role.onnx/.json; the repository's models/ folder when absent. */
  roleModelsDir?: string;
}

/** Codes the engine refuses a file with, plus `internal` for bugs (a 500, logged, never shown). */
export type WorkerErrorCode = EngineErrorCode | 'internal';

export interface WorkerError {
  code: WorkerErrorCode;
  message: string;
}

export type WorkerResult =
  | { ok: true; result: PipelineResult }
  | { ok: false; error: WorkerError };

/**
 * Transfer list for `pool.run(task, { transferList })`. Only a buffer the bytes own outright is
 * moved: Node's small Buffers are views into a shared slab, and moving that slab would break
 * every other Buffer in it. Pass `new Uint8Array(buffer)` to get an owned copy when needed.
 */
export function extractTaskTransferList(task: ExtractTask): ArrayBuffer[] {
  const { buffer, byteOffset, byteLength } = task.bytes;
  const owned = buffer instanceof ArrayBuffer && byteOffset === 0 && byteLength === buffer.byteLength;
  return owned ? [buffer] : [];
}
