// The extraction worker pool. A small queue in front of Piscina hands a task to a worker only
// when one is free, so each document's time budget starts when its work starts (not while it
// waits), and a full queue answers 503 at once instead of piling up. A document over budget is
// aborted through Piscina, which terminates its worker thread and starts a fresh one: a hostile
// file is stopped, not just abandoned.
import { Piscina } from 'piscina';
import { claimForStop, createNativeGuard, hasStarted } from '../../engine/native-guard.js';
import { extractTaskTransferList, type ExtractTask, type PipelineLimits, type WorkerResult } from '../../engine/worker-protocol.js';
import type { DocumentKind, PipelineResult } from '../../engine/types.js';
import { ApiError } from '../errors.js';

export interface PoolOptions {
  workers: number;
  ocrThreads: number;
  queueMax: number;
  /** Heap cap per worker thread, so one huge document cannot take the whole box. */
  maxWorkerHeapMb?: number;
  /** Extra time past a document's budget before its thread is terminated (default 5 s). */
  hardStopGraceMs?: number;
}

export type ExtractionOutcome =
  | { ok: true; result: PipelineResult }
  /** Refused input (EngineError code) or stopped ('aborted') or a bug ('internal'). */
  | { ok: false; code: string; message: string };

interface Job {
  task: ExtractTask;
  resolve: (outcome: ExtractionOutcome) => void;
}

/** Extra time past the worker's own budget before the server terminates the thread. */
const HARD_STOP_GRACE_MS = 5_000;
/** How often a pending hard stop re-checks whether the worker has left native code. */
const STOP_POLL_MS = 20;
/** A worker that has not taken its task up after this long (a thread that cannot load) is stopped. */
const WORKER_START_MAX_MS = 60_000;

export class ExtractionPool {
  private readonly piscina: Piscina;
  private readonly waiting: Job[] = [];
  private running = 0;
  private closed = false;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly options: PoolOptions) {
    this.piscina = new Piscina({
      filename: new URL('../../engine/worker.ts', import.meta.url).href,
      minThreads: options.workers,
      maxThreads: options.workers,
      idleTimeout: 60 * 60 * 1000,
      workerData: { intraOpThreads: options.ocrThreads },
      resourceLimits: { maxOldGenerationSizeMb: options.maxWorkerHeapMb ?? 2048 },
    });
  }

  get queued(): number {
    return this.waiting.length;
  }

  get active(): number {
    return this.running;
  }

  /** Runs one extraction; rejects only with ApiError('queue_full') when the queue is full. */
  extract(bytes: Uint8Array, kind: DocumentKind, limits: PipelineLimits, budgetMs: number): Promise<ExtractionOutcome> {
    if (this.closed) return Promise.reject(new ApiError('not_ready', 'The service is shutting down'));
    if (this.running >= this.options.workers && this.waiting.length >= this.options.queueMax) {
      return Promise.reject(new ApiError('queue_full', undefined, { retryAfter: 5 }));
    }
    const task: ExtractTask = {
      action: 'extract',
      bytes,
      kind,
      limits,
      budgetMs,
      intraOpThreads: this.options.ocrThreads,
      nativeGuard: createNativeGuard(),
    };
    return new Promise((resolve) => {
      this.waiting.push({ task, resolve });
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.options.workers && this.waiting.length > 0) {
      const job = this.waiting.shift()!;
      this.running += 1;
      const run = this.runJob(job).finally(() => {
        this.running -= 1;
        this.inFlight.delete(run);
        this.pump();
      });
      this.inFlight.add(run);
    }
  }

  /**
   * The worker stops itself at its budget between units of work. If it has not answered by the
   * budget plus a grace period (a synchronous hang in a parser, say), the thread is terminated,
   * but only once it is outside native code (engine/native-guard.ts). The clock starts when the
   * worker takes the task up, so a thread still loading its modules on a cold start does not eat
   * into the document's budget.
   */
  private hardStop(task: ExtractTask): { signal: AbortSignal; cancel: () => void } {
    const controller = new AbortController();
    const guard = task.nativeGuard!;
    const graceMs = this.options.hardStopGraceMs ?? HARD_STOP_GRACE_MS;
    let timer: NodeJS.Timeout;
    const attempt = (): void => {
      if (claimForStop(guard)) controller.abort(new Error('document time budget exceeded'));
      else timer = setTimeout(attempt, STOP_POLL_MS);
    };
    const startBy = Date.now() + WORKER_START_MAX_MS;
    const waitForStart = (): void => {
      if (hasStarted(guard)) timer = setTimeout(attempt, task.budgetMs + graceMs);
      else if (Date.now() > startBy) attempt();
      else timer = setTimeout(waitForStart, STOP_POLL_MS);
    };
    waitForStart();
    return { signal: controller.signal, cancel: () => clearTimeout(timer) };
  }

  private async runJob(job: Job): Promise<void> {
    const { signal, cancel } = this.hardStop(job.task);
    try {
      const result = (await this.piscina.run(job.task, {
        signal,
        transferList: extractTaskTransferList(job.task) as never,
      })) as WorkerResult;
      job.resolve(result.ok ? result : { ok: false, code: result.error.code, message: result.error.message });
    } catch (err) {
      if (signal.aborted) {
        job.resolve({ ok: false, code: 'aborted', message: 'Processing stopped: the document exceeded its time budget' });
      } else {
        // The worker died (out of memory, native crash): the file is the likely cause.
        const message = err instanceof Error ? err.message : String(err);
        job.resolve({ ok: false, code: 'internal', message: `Extraction worker failed: ${message}` });
      }
    } finally {
      cancel();
    }
  }

  /**
   * Refuses new work, fails queued jobs, lets running ones finish (each is bounded by its own
   * budget), then stops the threads. Terminating a thread in the middle of an ONNX run can abort
   * the whole process, so shutdown never does that.
   */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) {
      job.resolve({ ok: false, code: 'aborted', message: 'The service shut down before processing started' });
    }
    await Promise.allSettled([...this.inFlight]);
    await this.piscina.destroy();
  }
}
