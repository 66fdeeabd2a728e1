// Runs documents through the server's own ExtractionPool (server/extraction/pool.ts), so the
// scan numbers are what production runs: same worker file, queue, limits and time budget.
// `clients` documents are in flight at once; with clients = workers nobody waits in the queue,
// so each document's time is its processing time under full load.
import { loadConfig } from '../../server/config.js';
import { ExtractionPool, type ExtractionOutcome } from '../../server/extraction/pool.js';
import type { DocumentKind } from '../../engine/types.js';
import { mapConcurrent } from './concurrency.js';

export interface PoolJob {
  bytes: Uint8Array;
  kind: DocumentKind;
}

export interface PoolTiming {
  outcome: ExtractionOutcome;
  /** Submit to answer, milliseconds. */
  ms: number;
}

export class PoolDriver {
  private readonly config = loadConfig({});
  private readonly pool: ExtractionPool;

  /** budgetMs: the per-document time budget; the server's DOCUMENT_BUDGET_MS when absent. */
  constructor(readonly workers: number, private readonly budgetOverrideMs?: number) {
    this.pool = new ExtractionPool({ workers, ocrThreads: 1, queueMax: 10_000 });
  }

  get limits() {
    const { maxPages, maxImagePixels, rasterDpi } = this.config.limits;
    return { maxPages, maxImagePixels, rasterDpi };
  }

  get budgetMs(): number {
    return this.budgetOverrideMs ?? this.config.limits.documentBudgetMs;
  }

  async extract(job: PoolJob): Promise<PoolTiming> {
    // The pool transfers the buffer to the worker: hand it a copy the caller does not need back.
    const bytes = new Uint8Array(job.bytes);
    const started = performance.now();
    const outcome = await this.pool.extract(bytes, job.kind, this.limits, this.budgetMs);
    return { outcome, ms: performance.now() - started };
  }

  run(jobs: readonly PoolJob[], clients: number): Promise<PoolTiming[]> {
    return mapConcurrent(jobs, clients, (job) => this.extract(job));
  }

  /** Loads the OCR models in every worker before anything is timed. */
  async warmUp(scan: PoolJob): Promise<void> {
    await this.run(Array.from({ length: this.workers }, () => scan), this.workers);
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
