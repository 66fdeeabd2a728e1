// The search embedder on a worker thread (embed-worker.ts). The ONNX run of a query (about 1 ms,
// 6 % of a search's main-thread time at 100k documents: bench/search/profile.ts) and of every
// document batch the write path embeds moves off the event loop, onto the second core. The
// worker only keeps the process alive while a request is pending, and close() ends it.
import { Worker } from 'node:worker_threads';
import type { EmbedWorkerData, EmbedWorkerReply, EmbedWorkerRequest } from './embed-worker.js';
import type { TextEmbedder } from './service.js';

interface Pending {
  resolve(vectors: Float32Array[]): void;
  reject(error: Error): void;
}

export class WorkerEmbedder implements TextEmbedder {
  readonly dims: number;
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  private constructor(worker: Worker, dims: number) {
    this.worker = worker;
    this.dims = dims;
    worker.on('message', (reply: EmbedWorkerReply) => {
      if (!('id' in reply)) return;
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) worker.unref();
      if ('error' in reply) waiting.reject(new Error(`embedding failed: ${reply.error}`));
      else waiting.resolve(reply.vectors);
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
    const dims = await new Promise<number>((resolve, reject) => {
      const onMessage = (reply: EmbedWorkerReply) => {
        worker.off('error', onError);
        worker.off('exit', onExit);
        if ('ready' in reply) resolve(reply.dims);
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
    return new WorkerEmbedder(worker, dims);
  }

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    texts.forEach((t, i) => {
      if (typeof t !== 'string') throw new TypeError(`texts[${i}] must be a string, got ${typeof t}`);
    });
    if (this.closed) throw new Error('embedder worker is closed');
    if (texts.length === 0) return [];
    const id = this.nextId++;
    return new Promise<Float32Array[]>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.ref();
      this.worker.postMessage({ id, texts: [...texts] } satisfies EmbedWorkerRequest);
    });
  }

  /** Ends the worker; pending and later calls reject. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.worker.terminate();
  }
}
