// The search embedder on a worker thread (embed-worker.ts). The ONNX run of a query and of every
// document batch the write path embeds moves off the event loop, onto the second core; with
// hostIndexes() the worker also owns the vector indexes, so a search is one message out (the
// query text) and one back (its vector, the candidate labels and their cosines): the graph walks
// and exact scans (about 2 to 6.5 ms of a search at 100k documents, bench/search/profile.ts)
// leave the main thread too. The worker only keeps the process alive while a request is
// pending, and close() ends it.
import { Worker } from 'node:worker_threads';
import type { SearchKind } from '../../data/repositories/search-records.js';
import type { EmbedWorkerData, EmbedWorkerReply, EmbedWorkerRequest, HostedIndexSettings } from './embed-worker.js';
import type { IndexLog, IndexOrigin, VectorChange } from './vector-indexes.js';
import type { HostedIndexOptions, TextEmbedder, VectorSearchAnswer, VectorSearchRequest, VectorSide } from './vector-side.js';

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  /** A value sent ahead of the answer (a search's query vector). */
  early?(value: unknown): void;
}

/** A request without its id (the id is added on sending). */
type Request = EmbedWorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

export class WorkerEmbedder implements TextEmbedder {
  readonly dims: number;
  readonly semanticDims: number;
  readonly fingerprint: string;
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;
  private hosted = false;
  private log: IndexLog | null = null;

  private constructor(worker: Worker, ready: { dims: number; semanticDims: number; fingerprint: string }) {
    this.worker = worker;
    this.dims = ready.dims;
    this.semanticDims = ready.semanticDims;
    this.fingerprint = ready.fingerprint;
    worker.on('message', (reply: EmbedWorkerReply) => {
      if ('log' in reply) {
        this.log?.[reply.log.level](reply.log.fields, reply.log.message);
        return;
      }
      if (!('id' in reply)) return;
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      if ('early' in reply) {
        waiting.early?.(reply.early);
        return;
      }
      this.pending.delete(reply.id);
      if (this.pending.size === 0) worker.unref();
      if ('error' in reply) waiting.reject(new Error(reply.error));
      else waiting.resolve(reply.value);
    });
    const fail = (error: Error) => {
      this.closed = true;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', (err) => fail(err instanceof Error ? err : new Error(String(err))));
    worker.on('exit', (code) => fail(new Error(`embedder worker exited (code ${code})`)));
    worker.unref();
  }

  /** Starts the worker and waits for its model; rejects with the worker's reason when it cannot load. */
  static async start(options: EmbedWorkerData): Promise<WorkerEmbedder> {
    // The process's `--import tsx` hook does not reach a worker's modules (Node 20 workers get
    // neither the entry nor import() through it: "Unknown file extension .ts"), so the worker
    // registers tsx's loader itself before importing its TypeScript entry.
    const entry = new URL('./embed-worker.ts', import.meta.url).href;
    const boot = `import('tsx/esm/api').then((tsx) => tsx.register()).then(() => import(${JSON.stringify(entry)}));`;
    const worker = new Worker(boot, { eval: true, workerData: options });
    const ready = await new Promise<{ dims: number; semanticDims: number; fingerprint: string }>((resolve, reject) => {
      const onMessage = (reply: EmbedWorkerReply) => {
        worker.off('error', onError);
        worker.off('exit', onExit);
        if ('ready' in reply) resolve({ dims: reply.dims, semanticDims: reply.semanticDims, fingerprint: reply.fingerprint });
        else if ('failed' in reply) reject(new Error(reply.failed));
        else reject(new Error('embedder worker answered before it was ready'));
      };
      const onError = (err: unknown) => reject(err instanceof Error ? err : new Error(String(err)));
      const onExit = (code: number) => reject(new Error(`embedder worker exited (code ${code}) before it was ready`));
      worker.once('message', onMessage);
      worker.once('error', onError);
      worker.once('exit', onExit);
    }).catch(async (err: unknown) => {
      await worker.terminate();
      throw err;
    });
    return new WorkerEmbedder(worker, ready);
  }

  private call<T>(request: Request, early?: (value: unknown) => void): Promise<T> {
    if (this.closed) return Promise.reject(new Error('embedder worker is closed'));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, ...(early ? { early } : {}) });
      this.worker.ref();
      this.worker.postMessage({ ...request, id } as EmbedWorkerRequest);
    });
  }

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    texts.forEach((t, i) => {
      if (typeof t !== 'string') throw new TypeError(`texts[${i}] must be a string, got ${typeof t}`);
    });
    if (this.closed) throw new Error('embedder worker is closed');
    if (texts.length === 0) return [];
    try {
      return await this.call<Float32Array[]>({ op: 'embed', texts: [...texts] });
    } catch (err) {
      throw new Error(`embedding failed: ${(err as Error).message}`);
    }
  }

  /**
   * Moves the vector indexes onto this worker (once per worker): the returned side embeds,
   * searches and applies changes there. Its close() saves the indexes and ends the worker.
   */
  hostIndexes(options: HostedIndexOptions): VectorSide {
    if (this.hosted) throw new Error('this embedder worker hosts vector indexes already');
    this.hosted = true;
    const { log, ...rest } = options;
    this.log = log;
    const settings: HostedIndexSettings = rest;
    const opened = this.call<null>({ op: 'open', settings });
    opened.catch(() => {}); // every call below awaits it and reports its failure
    const call = async <T>(request: Request, early?: (value: unknown) => void): Promise<T> => {
      await opened;
      return this.call<T>(request, early);
    };
    return {
      dims: this.dims,
      embed: (texts) => this.embed(texts),
      search: (req: VectorSearchRequest, onVector?: (vector: Float32Array) => void) =>
        call<VectorSearchAnswer>({ op: 'search', req, ...(onVector ? { early: true } : {}) }, onVector as ((value: unknown) => void) | undefined),
      ensure: (keys: readonly { tenantId: string; kind: SearchKind }[]) => call<void>({ op: 'ensure', keys: [...keys] }),
      apply: (changes: readonly VectorChange[]) => call<void>({ op: 'apply', changes: [...changes] }),
      warm: (tenantId: string) => call<IndexOrigin[]>({ op: 'warm', tenantId }),
      origins: () => call<Record<string, IndexOrigin>>({ op: 'origins' }),
      flush: () => call<void>({ op: 'flush' }),
      close: async () => {
        if (this.closed) return;
        try {
          await call<null>({ op: 'shutdown' });
        } finally {
          await this.close();
        }
      },
    };
  }

  /** Ends the worker; pending and later calls reject. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.worker.terminate();
  }
}
