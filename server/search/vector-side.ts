// What the search service asks of its vector side (vector-indexes.ts): embed texts, find the
// nearest vectors of a query (embedding it on the way, one call), take committed changes, load,
// save and close. Two homes for it: LocalVectorSide runs on the caller's thread (an in-process
// embedder: tests, the bench's build phase); WorkerEmbedder.hostIndexes runs the same code on the
// embedder's worker thread (the server), so a search costs the main thread one message.
import type { HnswParams } from '../../data/vector-index/hnsw-index.js';
import { queryVector } from './query-kind.js';
import { SEARCH_KINDS, type SearchKind } from '../../data/repositories/search-records.js';
import { VectorIndexes, type IndexLog, type IndexOrigin, type NearestRequest, type VectorChange } from './vector-indexes.js';

/** The embedder contract (engine/embed Embedder): L2-normalized vectors of `dims` dimensions. */
export interface TextEmbedder {
  readonly dims: number;
  /**
   * Width of the word-meaning block at the start of each vector (engine/embed). Code-like queries
   * are searched with the rest alone (lexicalOnly); without it they are searched as embedded.
   */
  readonly semanticDims?: number;
  /**
   * Identifies the model; when it differs from the one the stored vectors were made with, the
   * search service embeds every record again (SearchService.refreshEmbeddings). Absent: never.
   */
  readonly fingerprint?: string;
  embed(texts: readonly string[]): Promise<Float32Array[]>;
  /** Releases what the embedder holds (a worker thread); SearchService.close() calls it. */
  close?(): Promise<void>;
  /**
   * An embedder on its own thread may host the vector indexes there too (WorkerEmbedder): the
   * search service then runs its vector side through it. Needs a database file to read.
   */
  hostIndexes?(options: HostedIndexOptions): VectorSide;
}

/** What a hosted vector side needs to read SQLite and keep its files (see VectorIndexesOptions). */
export interface HostedIndexOptions {
  /** The SQLite database file (the host opens its own read-only connection to it). */
  dbPath: string;
  dataDir: string;
  hnsw: HnswParams;
  saveDelayMs: number;
  rebuildBatch?: number;
  log: IndexLog;
}

export interface VectorSearchRequest extends NearestRequest {
  /** The query text: embedded by the vector side itself. */
  text: string;
}

export interface VectorSearchAnswer {
  /** The query's embedding (the caller scores BM25-only candidates with it). */
  vector: Float32Array;
  labels: Float64Array;
  cosines: Float64Array;
  /** Time per step on the vector side, ms (its own clock; runs beside the caller's). */
  phases: Record<string, number>;
}

export interface VectorSide {
  readonly dims: number;
  embed(texts: readonly string[]): Promise<Float32Array[]>;
  /** `onVector` gets the query's embedding as soon as it exists, before the nearest search. */
  search(req: VectorSearchRequest, onVector?: (vector: Float32Array) => void): Promise<VectorSearchAnswer>;
  ensure(keys: readonly { tenantId: string; kind: SearchKind }[]): Promise<void>;
  apply(changes: readonly VectorChange[]): Promise<void>;
  warm(tenantId: string): Promise<IndexOrigin[]>;
  origins(): Promise<Record<string, IndexOrigin>>;
  flush(): Promise<void>;
  /** Saves and stops (a hosted side also ends its thread, with the embedder). */
  close(): Promise<void>;
}

/** Embeds the query, then searches: the one-message unit of work of a hosted side too. */
export async function embedAndSearch(
  embed: (texts: readonly string[]) => Promise<Float32Array[]>,
  indexes: VectorIndexes,
  req: VectorSearchRequest,
  onVector?: (vector: Float32Array) => void,
  semanticDims?: number,
): Promise<VectorSearchAnswer> {
  const phases: Record<string, number> = {};
  let mark = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = (phases[name] ?? 0) + now - mark;
    mark = now;
  };
  const [embedded] = await embed([req.text]);
  const vector = queryVector(req.text, embedded!, semanticDims);
  phase('embed');
  onVector?.(vector!);
  const hits = await indexes.nearest(req, vector!, phase);
  return { vector: vector!, ...hits, phases };
}

/** The vector side on the caller's thread. */
export class LocalVectorSide implements VectorSide {
  private readonly embedder: TextEmbedder;
  private readonly indexes: VectorIndexes;

  constructor(embedder: TextEmbedder, indexes: VectorIndexes) {
    this.embedder = embedder;
    this.indexes = indexes;
  }

  get dims(): number {
    return this.embedder.dims;
  }

  embed(texts: readonly string[]): Promise<Float32Array[]> {
    return this.embedder.embed(texts);
  }

  search(req: VectorSearchRequest, onVector?: (vector: Float32Array) => void): Promise<VectorSearchAnswer> {
    return embedAndSearch((texts) => this.embedder.embed(texts), this.indexes, req, onVector, this.embedder.semanticDims);
  }

  ensure(keys: readonly { tenantId: string; kind: SearchKind }[]): Promise<void> {
    return this.indexes.ensure(keys);
  }

  apply(changes: readonly VectorChange[]): Promise<void> {
    return this.indexes.apply(changes);
  }

  warm(tenantId: string): Promise<IndexOrigin[]> {
    return this.indexes.warm(tenantId);
  }

  origins(): Promise<Record<string, IndexOrigin>> {
    return this.indexes.origins();
  }

  flush(): Promise<void> {
    return this.indexes.flush();
  }

  async close(): Promise<void> {
    await this.indexes.close();
    await this.embedder.close?.();
  }
}

/**
 * Some kinds on the hosted side (the worker thread), the others on this thread: the worker
 * embeds the query and sends its vector on at once, so this thread searches its kinds while the
 * worker searches its own. One message out, two back (the vector, then the worker's hits). Which
 * kinds stay here balances the two threads' work (service.ts MAIN_THREAD_KINDS).
 */
export class SplitVectorSide implements VectorSide {
  private readonly hosted: VectorSide;
  private readonly local: VectorIndexes;
  private readonly localKinds: ReadonlySet<SearchKind>;

  constructor(hosted: VectorSide, local: VectorIndexes, localKinds: readonly SearchKind[]) {
    if (local.dims !== hosted.dims) throw new Error(`vector sides disagree on dimensions: ${hosted.dims} and ${local.dims}`);
    this.hosted = hosted;
    this.local = local;
    this.localKinds = new Set(localKinds);
  }

  get dims(): number {
    return this.hosted.dims;
  }

  embed(texts: readonly string[]): Promise<Float32Array[]> {
    return this.hosted.embed(texts);
  }

  async search(req: VectorSearchRequest, onVector?: (vector: Float32Array) => void): Promise<VectorSearchAnswer> {
    const here = req.kinds.filter((k) => this.localKinds.has(k));
    const there = req.kinds.filter((k) => !this.localKinds.has(k));
    let vectorArrived!: (vector: Float32Array) => void;
    const arrived = new Promise<Float32Array>((resolve) => (vectorArrived = resolve));
    const remote = this.hosted.search({ ...req, kinds: there }, (vector) => {
      vectorArrived(vector);
      onVector?.(vector);
    });
    remote.catch(() => {}); // awaited below; this only keeps a failure on this side from orphaning it
    // The vector, or the hosted side's failure if it fails before sending it.
    const vector = await Promise.race([arrived, remote.then((answer) => answer.vector)]);
    const phases: Record<string, number> = {};
    let mark = performance.now();
    const localHits = await this.local.nearest({ ...req, kinds: here }, vector, (name) => {
      const now = performance.now();
      phases[`main ${name}`] = now - mark;
      mark = now;
    });
    const answer = await remote;
    return {
      vector: answer.vector,
      labels: concat(answer.labels, localHits.labels),
      cosines: concat(answer.cosines, localHits.cosines),
      phases: { ...answer.phases, ...phases },
    };
  }

  async ensure(keys: readonly { tenantId: string; kind: SearchKind }[]): Promise<void> {
    const there = keys.filter((k) => !this.localKinds.has(k.kind));
    await Promise.all([
      this.local.ensure(keys.filter((k) => this.localKinds.has(k.kind))),
      there.length > 0 ? this.hosted.ensure(there) : undefined,
    ]);
  }

  async apply(changes: readonly VectorChange[]): Promise<void> {
    const there = changes.filter((c) => !this.localKinds.has(c.kind));
    await Promise.all([
      this.local.apply(changes.filter((c) => this.localKinds.has(c.kind))),
      there.length > 0 ? this.hosted.apply(there) : undefined,
    ]);
  }

  async warm(tenantId: string): Promise<IndexOrigin[]> {
    const keys = SEARCH_KINDS.map((kind) => ({ tenantId, kind }));
    await this.ensure(keys);
    const origins = await this.origins();
    return SEARCH_KINDS.map((kind) => origins[`${tenantId}/${kind}`]!);
  }

  async origins(): Promise<Record<string, IndexOrigin>> {
    const [here, there] = await Promise.all([this.local.origins(), this.hosted.origins()]);
    return { ...there, ...here };
  }

  async flush(): Promise<void> {
    await Promise.all([this.local.flush(), this.hosted.flush()]);
  }

  async close(): Promise<void> {
    try {
      await this.local.close();
    } finally {
      await this.hosted.close();
    }
  }
}

function concat(a: Float64Array, b: Float64Array): Float64Array {
  if (b.length === 0) return a;
  const out = new Float64Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
