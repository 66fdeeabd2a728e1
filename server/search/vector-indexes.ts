// The vector side of search: one HNSW graph and one exact-scan copy per (tenant, kind), derived
// from the search_records table. It runs either on the event loop (LocalVectorSide, with an
// in-process embedder) or on the embedder's worker thread (WorkerEmbedder.hostIndexes), where
// the graph walks and exact scans no longer compete with HTTP, FTS5 and the live check for the
// main thread. Either way this class is the same code; it only ever READS SQLite (the write path
// commits rows on the main connection first and then forwards the change here with apply()).
//
// Index files: a graph missing, stale or corrupt on disk is rebuilt from SQLite on first use,
// and a good one is reconciled with SQLite (rows added or removed since the file was written)
// before it answers anything. Dirty graphs are saved after `saveDelayMs` and on close.
//
// Ordering: apply() and nearest() of one (tenant, kind) run in the order they were called (a
// promise chain per key), so a search issued after an addition or removal resolved sees it.
import { join } from 'node:path';
import type { Db } from '../../data/db.js';
import {
  countSearchRecords,
  liveSearchSeqs,
  searchEmbeddingsAfter,
  searchSequence,
  SEARCH_KINDS,
  type SearchKind,
} from '../../data/repositories/search-records.js';
import { ExactScan } from '../../data/vector-index/exact-scan.js';
import { HnswIndex, type HnswParams } from '../../data/vector-index/hnsw-index.js';
import { loadIndexFile, saveIndexFile } from '../../data/vector-index/index-file.js';

/** How a graph came to be in memory (logged, and reported by the bench and tests). */
export type IndexOrigin = 'created' | 'file' | 'rebuilt';

/** The part of the logger the index side uses (pino's shape; the worker forwards it). */
export interface IndexLog {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface VectorIndexesOptions {
  /** Read access to search_records (the worker's own read-only connection, or the main one). */
  db: Db;
  /** Index files live under `<dataDir>/search-index/<tenantId>/<kind>.{hnsw,json}`. */
  dataDir: string;
  dims: number;
  hnsw: HnswParams;
  log: IndexLog;
  /** Dirty graphs are written this long after their first unsaved change (0 = only on close). */
  saveDelayMs: number;
  /** Rows added per event-loop turn while rebuilding a graph (or an exact-scan copy) from SQLite. */
  rebuildBatch?: number;
}

/** A committed change of search_records, forwarded from the write path. */
export interface VectorChange {
  tenantId: string;
  kind: SearchKind;
  /** The seq that left SQLite (deleted, or replaced by a re-extraction). */
  remove?: number;
  add?: { seq: number; vector: Float32Array };
}

/** Nearest stored vectors over some kinds of one tenant, with their exact cosines. */
export interface NearestRequest {
  tenantId: string;
  kinds: readonly SearchKind[];
  k: number;
  /** A query of codes only (query-kind.ts): answered by the exact scan, not the graph. */
  codeLike: boolean;
}

export interface NearestHits {
  labels: Float64Array;
  cosines: Float64Array;
}

interface LoadedIndex {
  index: HnswIndex;
  /** The same live vectors as `index`, for exact scans (code-like queries). */
  exact: ExactScan;
  /**
   * Settles when `exact` holds every live row. A graph read from its file answers word queries at
   * once while its exact copy is read from SQLite in the background (restart to first search);
   * code-like queries wait for this. Changes made meanwhile go to `exact` as usual.
   */
  exactReady: Promise<void>;
  origin: IndexOrigin;
  dirty: boolean;
  /** A save in progress: mutations wait for it (hnswlib must not change mid-write). */
  busy: Promise<void> | null;
}

/** Rows per event-loop turn while the exact-scan copy is read after a restart (a few ms each). */
const EXACT_FILL_BATCH = 500;

/**
 * Graphs this small are answered by the exact scan for every query: at 973 vendors the scan
 * takes 0.065 ms against 0.17 ms for the graph at ef 256 (bench/search/profile.ts data), and it
 * is exact. At 10,000 receipts the graph is the cheaper (0.38 against 0.50 ms).
 */
export const EXACT_SCAN_MAX_ROWS = 4096;

const closedError = () => new Error('search service is closed');

export class VectorIndexes {
  private readonly opts: VectorIndexesOptions;
  private readonly indexes = new Map<string, Promise<LoadedIndex>>();
  /** Per key: the last apply() queued on it (nearest() waits for it; the next apply() chains on). */
  private readonly tails = new Map<string, Promise<void>>();
  private saveTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(opts: VectorIndexesOptions) {
    this.opts = opts;
  }

  get dims(): number {
    return this.opts.dims;
  }

  private key(tenantId: string, kind: SearchKind) {
    return `${tenantId}/${kind}`;
  }

  private dir(tenantId: string) {
    return join(this.opts.dataDir, 'search-index', tenantId);
  }

  /** Loads (once) the graphs of these keys; the write path calls it before it commits rows. */
  async ensure(keys: readonly { tenantId: string; kind: SearchKind }[]): Promise<void> {
    await Promise.all(keys.map((k) => this.entry(k.tenantId, k.kind)));
  }

  /** Loads all kinds of a tenant (start-up warm-up, so the first search does not pay for it). */
  async warm(tenantId: string): Promise<IndexOrigin[]> {
    return Promise.all(SEARCH_KINDS.map(async (kind) => (await this.entry(tenantId, kind)).origin));
  }

  /**
   * Applies committed changes, in call order per key. A key whose graph is not in memory is left
   * alone: its load reads SQLite, which already holds the change.
   */
  async apply(changes: readonly VectorChange[]): Promise<void> {
    if (this.closed) throw closedError();
    const byKey = new Map<string, VectorChange[]>();
    for (const change of changes) {
      if (change.add && change.add.vector.length !== this.opts.dims) {
        throw new Error(`embedding has ${change.add.vector.length} dimensions, expected ${this.opts.dims}`);
      }
      const key = this.key(change.tenantId, change.kind);
      let list = byKey.get(key);
      if (!list) byKey.set(key, (list = []));
      list.push(change);
    }
    const done: Promise<void>[] = [];
    for (const [key, list] of byKey) {
      const loading = this.indexes.get(key);
      if (!loading) continue;
      const previous = this.tails.get(key) ?? Promise.resolve();
      const next = previous.then(async () => {
        const entry = await loading;
        while (entry.busy) await entry.busy;
        // No await from here on: the graph and its exact copy change together.
        for (const change of list) {
          if (change.remove !== undefined) {
            entry.exact.remove(change.remove);
            if (entry.index.remove(change.remove)) this.markDirty(entry);
          }
          // A row at or below the graph's high-water mark was read from SQLite by the load
          // (seqs are committed in order by the one writer): it is in the graph already.
          if (change.add && change.add.seq > entry.index.highWater) {
            entry.index.add(change.add.seq, change.add.vector);
            entry.exact.add(change.add.seq, change.add.vector);
            this.markDirty(entry);
          }
        }
      });
      const settled = next.catch(() => undefined);
      this.tails.set(key, settled);
      // Forget the tail once it is the last one, so the map does not grow with idle keys.
      void settled.then(() => {
        if (this.tails.get(key) === settled) this.tails.delete(key);
      });
      done.push(next);
    }
    await Promise.all(done);
  }

  /**
   * The `k` nearest live vectors of each kind: the graph for word queries, an exact scan for
   * code-like queries and small graphs. `phase` is called after each kind (profiling).
   */
  async nearest(req: NearestRequest, vector: Float32Array, phase?: (name: string) => void): Promise<NearestHits> {
    if (vector.length !== this.opts.dims) throw new Error(`query vector has ${vector.length} dimensions, expected ${this.opts.dims}`);
    const labels: number[] = [];
    const cosines: number[] = [];
    for (const kind of req.kinds) {
      const key = this.key(req.tenantId, kind);
      const entry = await this.entry(req.tenantId, kind);
      const tail = this.tails.get(key);
      if (tail) await tail;
      if (this.closed) throw closedError();
      const exact = req.codeLike || entry.index.size <= EXACT_SCAN_MAX_ROWS;
      if (exact) await entry.exactReady;
      // Graph hits come with their exact cosine: hnswlib computes it on the stored vector (only
      // WHICH rows it visits is approximate). A code-like query scans every vector instead: its
      // true nearest set, not the graph's guess. So does any query on a small graph.
      const nearest = exact ? entry.exact.search(vector, req.k) : entry.index.search(vector, req.k);
      for (const n of nearest) {
        labels.push(n.label);
        cosines.push(n.cosine);
      }
      phase?.(`${exact ? 'exact' : 'hnsw'} ${kind}`);
    }
    return { labels: Float64Array.from(labels), cosines: Float64Array.from(cosines) };
  }

  private entry(tenantId: string, kind: SearchKind): Promise<LoadedIndex> {
    if (this.closed) return Promise.reject(closedError());
    const key = this.key(tenantId, kind);
    let loading = this.indexes.get(key);
    if (!loading) {
      loading = this.load(tenantId, kind);
      this.indexes.set(key, loading);
      loading.catch(() => this.indexes.delete(key));
    }
    return loading;
  }

  private async load(tenantId: string, kind: SearchKind): Promise<LoadedIndex> {
    const { db, dims, hnsw, log } = this.opts;
    const file = await loadIndexFile(this.dir(tenantId), kind, dims, hnsw);
    if (file.ok && file.index.highWater <= searchSequence(db)) {
      const exact = new ExactScan(dims, file.index.size + 64);
      const entry: LoadedIndex = { index: file.index, exact, exactReady: Promise.resolve(), origin: 'file', dirty: false, busy: null };
      if (this.reconcile(tenantId, kind, entry)) {
        // The graph file holds no plain vectors: the exact-scan copy is read from SQLite. Rows
        // are read and added within one turn, so a row removed meanwhile is either gone from
        // SQLite before it is read or removed from the copy after; added rows overwrite.
        entry.exactReady = this.eachEmbedding(tenantId, kind, (seq, embedding) => exact.add(seq, embedding), this.opts.rebuildBatch ?? EXACT_FILL_BATCH).then(() => undefined);
        entry.exactReady.catch((err: unknown) => {
          if (!this.closed) log.error({ err, tenantId, kind }, 'reading vectors for exact search failed');
        });
        return entry;
      }
      log.warn({ tenantId, kind }, 'search index file disagrees with SQLite; rebuilding');
    } else if (file.ok) {
      log.warn({ tenantId, kind }, 'search index file is ahead of SQLite (restored database?); rebuilding');
    } else if (file.reason !== 'missing' || countSearchRecords(db, tenantId, kind) > 0) {
      log.warn({ tenantId, kind, reason: file.reason, detail: file.detail }, 'search index file unusable; rebuilding');
    }
    return this.rebuild(tenantId, kind);
  }

  /**
   * Brings a graph read from disk up to date: drops labels whose rows are gone and adds rows
   * written after the file. False when the file is missing rows it claims to cover (stale).
   */
  private reconcile(tenantId: string, kind: SearchKind, entry: LoadedIndex): boolean {
    const { db } = this.opts;
    const index = entry.index;
    const live = liveSearchSeqs(db, tenantId, kind, index.highWater);
    const liveSet = new Set(live);
    const deleted = new Set(index.deletedLabels);
    const inGraph = new Set<number>();
    for (const label of index.labels()) {
      if (deleted.has(label)) continue;
      inGraph.add(label);
      if (!liveSet.has(label) && index.remove(label)) entry.dirty = true;
    }
    for (const seq of live) if (!inGraph.has(seq)) return false;
    for (const row of searchEmbeddingsAfter(db, tenantId, kind, index.highWater)) {
      index.add(row.seq, row.embedding);
      entry.dirty = true;
    }
    if (entry.dirty) this.markDirty(entry);
    return true;
  }

  private async rebuild(tenantId: string, kind: SearchKind): Promise<LoadedIndex> {
    const { db, dims, hnsw } = this.opts;
    const batch = this.opts.rebuildBatch ?? 500;
    const count = countSearchRecords(db, tenantId, kind);
    const index = HnswIndex.create(dims, hnsw, count + 64);
    const exact = new ExactScan(dims, count + 64);
    const added = await this.eachEmbedding(tenantId, kind, (seq, embedding) => {
      index.add(seq, embedding);
      exact.add(seq, embedding);
    }, batch);
    const entry: LoadedIndex = { index, exact, exactReady: Promise.resolve(), origin: added > 0 ? 'rebuilt' : 'created', dirty: added > 0, busy: null };
    if (entry.dirty) this.markDirty(entry);
    return entry;
  }

  /**
   * Calls `visit` for every stored embedding of a tenant's kind, in seq order, `batch` rows per
   * event-loop turn (so other tenants keep being answered meanwhile); returns the count.
   * Rows are read in seq windows, so no SQLite iterator stays open across a turn.
   */
  private async eachEmbedding(tenantId: string, kind: SearchKind, visit: (seq: number, embedding: Float32Array) => void, batch: number): Promise<number> {
    let total = 0;
    let after = 0;
    for (;;) {
      if (this.closed) throw closedError();
      let last = after;
      let n = 0;
      for (const row of searchEmbeddingsAfter(this.opts.db, tenantId, kind, after)) {
        visit(row.seq, row.embedding);
        last = row.seq;
        if (++n >= batch) break;
      }
      total += n;
      if (n < batch) return total;
      after = last;
      await new Promise((r) => setImmediate(r));
    }
  }

  private markDirty(entry: LoadedIndex) {
    entry.dirty = true;
    if (this.saveTimer || this.closed || this.opts.saveDelayMs <= 0) return;
    this.saveTimer = setTimeout(() => {
      this.saveTimer = null;
      this.flush().catch((err: unknown) => this.opts.log.error({ err }, 'saving search index failed'));
    }, this.opts.saveDelayMs);
    this.saveTimer.unref();
  }

  /** Writes every dirty graph to its file (atomically, with checksum and high-water mark). */
  async flush(): Promise<void> {
    for (const [key, loading] of this.indexes) {
      const entry = await loading.catch(() => null);
      if (!entry || !entry.dirty) continue;
      while (entry.busy) await entry.busy;
      if (!entry.dirty) continue;
      const [tenantId, kind] = key.split('/') as [string, SearchKind];
      entry.dirty = false;
      const saving = saveIndexFile(this.dir(tenantId), kind, entry.index).then(
        () => undefined,
        (error: unknown) => {
          entry.dirty = true;
          throw error;
        },
      );
      entry.busy = saving.catch(() => undefined);
      try {
        await saving;
      } finally {
        entry.busy = null;
      }
    }
  }

  /** Saves what is unsaved and stops; later calls reject. */
  async close(): Promise<void> {
    if (this.closed) return;
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = null;
    // Changes already forwarded are applied before the last save.
    await Promise.all([...this.tails.values()]);
    await this.flush();
    this.closed = true;
    // A load still reading rows stops at its next batch (eachEmbedding checks `closed`).
    await Promise.all([...this.indexes.values()].map((l) => l.catch(() => undefined)));
    this.indexes.clear();
  }

  /** How each loaded graph came to be (tests and the bench check restarts use the file). */
  async origins(): Promise<Record<string, IndexOrigin>> {
    const out: Record<string, IndexOrigin> = {};
    for (const [key, loading] of this.indexes) out[key] = (await loading).origin;
    return out;
  }
}
