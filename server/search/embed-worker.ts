// Worker-thread entry for the search embedder (worker-embedder.ts): one ONNX session on its own
// thread, so embedding a query or a batch of documents does not hold the event loop that serves
// HTTP and SQLite. Once asked to host the vector indexes ('open'), it also owns the HNSW graphs
// and exact-scan copies (vector-indexes.ts, with its own read-only SQLite connection) and answers
// a search in ONE message: embed the query, search, return labels and cosines.
// The first message out is {ready, dims, semanticDims, fingerprint} or {failed}; then {id, value} or {id, error} per
// request, and {log} lines for the main thread's logger.
import { parentPort, workerData } from 'node:worker_threads';
import type { Db } from '../../data/db.js';
import { openSearchReaderAt, type SearchKind } from '../../data/repositories/search-records.js';
import type { HnswParams } from '../../data/vector-index/hnsw-index.js';
import { createEmbedder, type Embedder } from '../../engine/embed/index.js';
import { embedAndSearch, type VectorSearchRequest } from './vector-side.js';
import { VectorIndexes, type IndexLog, type VectorChange } from './vector-indexes.js';

export interface EmbedWorkerData {
  modelsDir: string;
  intraOpNumThreads: number;
}

/** HostedIndexOptions without the logger (it stays on the main thread; lines come back as {log}). */
export interface HostedIndexSettings {
  dbPath: string;
  dataDir: string;
  hnsw: HnswParams;
  saveDelayMs: number;
  rebuildBatch?: number;
}

export type EmbedWorkerRequest =
  | { id: number; op: 'embed'; texts: string[] }
  | { id: number; op: 'open'; settings: HostedIndexSettings }
  /** `early`: the query's vector is sent on ({id, early}) as soon as it is embedded. */
  | { id: number; op: 'search'; req: VectorSearchRequest; early?: boolean }
  | { id: number; op: 'ensure'; keys: { tenantId: string; kind: SearchKind }[] }
  | { id: number; op: 'apply'; changes: VectorChange[] }
  | { id: number; op: 'warm'; tenantId: string }
  | { id: number; op: 'origins' }
  | { id: number; op: 'flush' }
  /** Saves, closes the indexes and the read connection; the main thread then ends the worker. */
  | { id: number; op: 'shutdown' };

export type EmbedWorkerReply =
  | { ready: true; dims: number; semanticDims: number; fingerprint: string }
  | { failed: string }
  | { id: number; value: unknown }
  | { id: number; early: Float32Array }
  | { id: number; error: string }
  | { log: { level: 'warn' | 'error'; fields: Record<string, unknown>; message: string } };

const port = parentPort;
if (port) {
  const { modelsDir, intraOpNumThreads } = workerData as EmbedWorkerData;
  const send = (reply: EmbedWorkerReply, transfer: ArrayBuffer[] = []) => port.postMessage(reply, transfer);
  let embedder: Embedder | null = null;
  try {
    embedder = await createEmbedder({ modelsDir, intraOpNumThreads });
    send({ ready: true, dims: embedder.dims, semanticDims: embedder.semanticDims, fingerprint: embedder.fingerprint });
  } catch (err) {
    send({ failed: err instanceof Error ? err.message : String(err) });
  }
  if (embedder) serve(embedder, send);
}

function serve(model: Embedder, send: (reply: EmbedWorkerReply, transfer?: ArrayBuffer[]) => void): void {
  // ONNX runs are taken one at a time, in order (the session is single-threaded anyway); the
  // index work of other requests goes on between them.
  let embedQueue: Promise<unknown> = Promise.resolve();
  const embed = (texts: readonly string[]): Promise<Float32Array[]> => {
    const run = embedQueue.then(() => model.embed(texts));
    embedQueue = run.catch(() => undefined);
    return run;
  };
  const log: IndexLog = {
    warn: (fields, message) => send({ log: { level: 'warn', fields: loggable(fields), message } }),
    error: (fields, message) => send({ log: { level: 'error', fields: loggable(fields), message } }),
  };
  let indexes: VectorIndexes | null = null;
  let reader: Db | null = null;
  const hosted = (): VectorIndexes => {
    if (!indexes) throw new Error('the vector indexes are not open on this worker');
    return indexes;
  };

  const handle = async (request: EmbedWorkerRequest): Promise<{ value: unknown; transfer?: ArrayBuffer[] }> => {
    switch (request.op) {
      case 'embed': {
        const vectors = await embed(request.texts);
        return { value: vectors, transfer: vectors.map((v) => v.buffer as ArrayBuffer) };
      }
      case 'open': {
        if (indexes) throw new Error('the vector indexes are already open on this worker');
        const { dbPath, ...rest } = request.settings;
        reader = openSearchReaderAt(dbPath);
        indexes = new VectorIndexes({ ...rest, db: reader, dims: model.dims, log });
        return { value: null };
      }
      case 'search': {
        const onVector = request.early ? (vector: Float32Array) => send({ id: request.id, early: vector }) : undefined;
        const answer = await embedAndSearch(embed, hosted(), request.req, onVector, model.semanticDims);
        return { value: answer, transfer: [answer.vector.buffer, answer.labels.buffer, answer.cosines.buffer] as ArrayBuffer[] };
      }
      case 'ensure':
        return { value: await hosted().ensure(request.keys) };
      case 'apply':
        return { value: await hosted().apply(request.changes) };
      case 'warm':
        return { value: await hosted().warm(request.tenantId) };
      case 'origins':
        return { value: await hosted().origins() };
      case 'flush':
        return { value: await hosted().flush() };
      case 'shutdown': {
        await indexes?.close();
        reader?.close();
        reader = null;
        return { value: null };
      }
    }
  };

  // Handled as they come (not one after another): a search of one tenant does not wait for a
  // graph of another being rebuilt. Order where it matters (a change, then a search of the same
  // graph) is kept by VectorIndexes, which queues them per graph in arrival order: every
  // handler's first synchronous step runs in message order.
  parentPort!.on('message', (request: EmbedWorkerRequest) => {
    handle(request).then(
      ({ value, transfer }) => send({ id: request.id, value }, transfer ?? []),
      (err: unknown) => send({ id: request.id, error: err instanceof Error ? err.message : String(err) }),
    );
  });
}

/** Error objects do not survive postMessage as pino expects: keep their message and stack. */
function loggable(fields: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) out[k] = v instanceof Error ? { message: v.message, stack: v.stack } : v;
  return out;
}
