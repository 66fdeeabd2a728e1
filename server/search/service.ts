// The search service: keeps one HNSW graph per (tenant, kind) in memory, derived from the
// search_records table, and answers ranked queries (spec "Search").
//
// Write path (called by the extraction code AFTER its transaction commits): read the live record,
// build its text, embed it (or take the embedding the caller's worker computed), store text and
// embedding in SQLite, then add the vector to the tenant's graph. The graph files are saved in
// the background and on shutdown; a graph missing, stale or corrupt on disk is rebuilt from
// SQLite on first use, and a good one is reconciled with SQLite (rows added or removed since the
// file was written) before it answers anything.
//
// Read path: embed the query (on the embedder's worker thread) while taking lexical candidates
// from FTS5, then vector candidates from HNSW (or, for a query made only of codes such as invoice
// numbers, and for small graphs, from an exact scan of the tenant's vectors: query-kind.ts),
// keep only those whose record is live in this tenant (so a deleted or re-extracted document can
// never appear, even before its label is dropped), score them (server/search/rank.ts) and rank.
// SQL reads go through a read-only, memory-mapped connection of their own (openSearchReader).
import { join } from 'node:path';
import type { Db } from '../../data/db.js';
import { getInvoice, getPartnerReceipt, type ReceiptRow } from '../../data/repositories/documents.js';
import {
  countSearchRecords,
  deleteSearchRecord,
  fullTextSearch,
  hydrateSearchHits,
  liveCandidateTexts,
  liveSearchSeqs,
  openSearchReader,
  searchEmbeddings,
  searchEmbeddingsAfter,
  searchRecordSeq,
  searchSequence,
  termDocumentCounts,
  upsertSearchRecord,
  SEARCH_KINDS,
  type SearchHitRow,
  type SearchKind,
} from '../../data/repositories/search-records.js';
import { getVendor } from '../../data/repositories/vendors.js';
import { ExactScan } from '../../data/vector-index/exact-scan.js';
import { HnswIndex, type HnswParams } from '../../data/vector-index/hnsw-index.js';
import { loadIndexFile, saveIndexFile } from '../../data/vector-index/index-file.js';
import type { Logger } from '../logger.js';
import { blendedScore, dot, ftsMatchExpression, ftsTerms, lexicalCoverage, searchTerms, similarityPercent } from './rank.js';
import { isCodeLikeQuery } from './query-kind.js';
import { TermSelector } from './term-selector.js';
import { invoiceSearchText, receiptSearchText, searchPreview, vendorSearchText } from './text.js';

/** The embedder contract (engine/embed Embedder): L2-normalized vectors of `dims` dimensions. */
export interface TextEmbedder {
  readonly dims: number;
  embed(texts: readonly string[]): Promise<Float32Array[]>;
  /** Releases what the embedder holds (a worker thread); SearchService.close() calls it. */
  close?(): Promise<void>;
}

export interface SearchServiceOptions {
  db: Db;
  /** Index files live under `<dataDir>/search-index/<tenantId>/<kind>.{hnsw,json}`. */
  dataDir: string;
  embedder: TextEmbedder;
  log: Logger;
  hnsw: HnswParams;
  /** Dirty graphs are written this long after their first unsaved change (0 = only on close). */
  saveDelayMs: number;
  /** Rows added per event-loop turn while rebuilding a graph (or an exact-scan copy) from SQLite. */
  rebuildBatch?: number;
}

/** The spec's SearchResult (fields without a value are left out, never invented). */
export interface SearchResult {
  type: SearchKind;
  id: string;
  similarity: number;
  preview: string;
  vendorName?: string;
  merchantName?: string;
  total?: number;
  date?: string;
}

/** One search with its phases timed (ms; bench/search/profile.ts). */
export interface SearchTrace {
  phases: Record<string, number>;
  totalMs: number;
  /** Live candidates scored. */
  candidates: number;
  results: SearchResult[];
}

export interface SearchQuery {
  tenantId: string;
  query: string;
  type?: SearchKind;
  limit: number;
}

/** How a graph came to be in memory (logged, and reported by the bench and tests). */
export type IndexOrigin = 'created' | 'file' | 'rebuilt';

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
  /** A save or a rebuild in progress: mutations wait for it (hnswlib must not change mid-write). */
  busy: Promise<void> | null;
}

export interface IndexItem {
  kind: SearchKind;
  id: string;
  /** Computed elsewhere (e.g. in the extraction worker) from the same search text; else embedded here. */
  embedding?: Float32Array;
}

interface PendingRecord {
  kind: SearchKind;
  recordId: string;
  tenantId: string;
  text: string;
  embedding: Float32Array | null;
}

const EMBED_BATCH = 64;

/** Words in more search records than this are left to the vector side (see search()). */
export const MAX_FTS_TERM_DOCS = 1000;
/** How long a word found too common for BM25 is taken as such without re-counting it. */
const COMMON_TERM_TTL_MS = 5 * 60_000;
/** Bound on the remembered common words (the set is simply cleared when full). */
const COMMON_TERMS_REMEMBERED = 10_000;

/** Rows per event-loop turn while the exact-scan copy is read after a restart (a few ms each). */
const EXACT_FILL_BATCH = 500;

/**
 * Graphs this small are answered by the exact scan for every query: at 973 vendors the scan
 * takes 0.065 ms against 0.17 ms for the graph at ef 256 (bench/search/profile.ts data), and it
 * is exact. At 10,000 receipts the graph is the cheaper (0.38 against 0.50 ms).
 */
export const EXACT_SCAN_MAX_ROWS = 4096;

/** Candidate pool per kind: enough that the blend can reorder, small enough to stay fast. */
const candidatesFor = (limit: number) => Math.max(30, limit * 3);

export class SearchService {
  private readonly opts: SearchServiceOptions;
  private readonly indexes = new Map<string, Promise<LoadedIndex>>();
  private saveTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly terms: TermSelector;
  /** The read path's own memory-mapped, read-only connection (openSearchReader), else opts.db. */
  private readonly reader: Db | null;
  private readonly read: Db;

  constructor(opts: SearchServiceOptions) {
    this.opts = opts;
    this.reader = openSearchReader(opts.db);
    this.read = this.reader ?? opts.db;
    const read = this.read;
    this.terms = new TermSelector({
      count: (terms) => termDocumentCounts(read, terms),
      maxDocs: MAX_FTS_TERM_DOCS,
      ttlMs: COMMON_TERM_TTL_MS,
      maxRemembered: COMMON_TERMS_REMEMBERED,
    });
  }

  // ---- write path ---------------------------------------------------------------------------

  /** Indexes a processed invoice (and its vendor, the first time it is seen). False if not processed. */
  async indexInvoice(invoiceId: string, embedding?: Float32Array): Promise<boolean> {
    return (await this.indexMany([{ kind: 'invoice', id: invoiceId, ...(embedding ? { embedding } : {}) }])) > 0;
  }

  /** Indexes a processed receipt. False if it is not processed. */
  async indexReceipt(receiptId: string, embedding?: Float32Array): Promise<boolean> {
    return (await this.indexMany([{ kind: 'receipt', id: receiptId, ...(embedding ? { embedding } : {}) }])) > 0;
  }

  async indexVendor(vendorId: string, embedding?: Float32Array): Promise<boolean> {
    return (await this.indexMany([{ kind: 'vendor', id: vendorId, ...(embedding ? { embedding } : {}) }])) > 0;
  }

  /**
   * Indexes several records at once: one embedder call per 64 texts and ONE SQLite transaction
   * (a commit costs an fsync; a multi-invoice upload or a backfill should pay it once). Records
   * that are not processed (or no longer exist) are skipped; the vendors of the invoices are
   * indexed too the first time they are seen. Returns how many records were indexed.
   */
  async indexMany(items: readonly IndexItem[]): Promise<number> {
    const { db, embedder } = this.opts;
    const pending: PendingRecord[] = [];
    const vendorIds = new Set<string>();
    for (const item of items) {
      const record = this.describe(item.kind, item.id);
      if (!record) continue;
      pending.push({ ...record, kind: item.kind, recordId: item.id, embedding: item.embedding ?? null });
      if (item.kind === 'invoice') {
        const vendorId = this.invoiceVendorId(item.id);
        if (vendorId && searchRecordSeq(db, 'vendor', vendorId) === null) vendorIds.add(vendorId);
      }
    }
    for (const id of vendorIds) {
      if (pending.some((p) => p.kind === 'vendor' && p.recordId === id)) continue;
      const record = this.describe('vendor', id);
      if (record) pending.push({ ...record, kind: 'vendor', recordId: id, embedding: null });
    }
    if (pending.length === 0) return 0;

    const missing = pending.filter((p) => p.embedding === null);
    for (let i = 0; i < missing.length; i += EMBED_BATCH) {
      const batch = missing.slice(i, i + EMBED_BATCH);
      const vectors = await embedder.embed(batch.map((p) => p.text));
      batch.forEach((p, j) => (p.embedding = vectors[j]!));
    }
    for (const p of pending) {
      if (p.embedding!.length !== embedder.dims) {
        throw new Error(`embedding has ${p.embedding!.length} dimensions, expected ${embedder.dims}`);
      }
    }
    const entries = new Map<string, LoadedIndex>();
    for (const p of pending) {
      const key = this.key(p.tenantId, p.kind);
      if (!entries.has(key)) entries.set(key, await this.entry(p.tenantId, p.kind));
    }
    for (const entry of entries.values()) await entry.busy;
    // No await from here on: the SQLite rows and the graphs change together, so a graph never
    // misses a committed row (and a save never sees half of a batch).
    const written = db.transaction(() =>
      pending.map((p) => upsertSearchRecord(db, { tenantId: p.tenantId, kind: p.kind, recordId: p.recordId, text: p.text, embedding: p.embedding! })),
    ).immediate();
    pending.forEach((p, i) => {
      const entry = entries.get(this.key(p.tenantId, p.kind))!;
      const { seq, replacedSeq } = written[i]!;
      if (replacedSeq !== null) {
        entry.index.remove(replacedSeq);
        entry.exact.remove(replacedSeq);
      }
      entry.index.add(seq, p.embedding!);
      entry.exact.add(seq, p.embedding!);
      this.markDirty(entry);
    });
    return pending.length;
  }

  /** The tenant and search text of a live, searchable record; null when it is not. */
  private describe(kind: SearchKind, id: string): { tenantId: string; text: string } | null {
    if (kind === 'invoice') {
      const row = getInvoice(this.opts.db, id);
      return row && row.status === 'processed' ? { tenantId: row.tenantId, text: invoiceSearchText(row) } : null;
    }
    if (kind === 'receipt') {
      const row = this.receipt(id);
      return row && row.status === 'processed' ? { tenantId: row.tenantId, text: receiptSearchText(row) } : null;
    }
    const vendor = getVendor(this.opts.db, id);
    return vendor ? { tenantId: vendor.tenantId, text: vendorSearchText(vendor) } : null;
  }

  /** Drops a record from search at once (deleted document). Idempotent. */
  async remove(kind: SearchKind, recordId: string): Promise<void> {
    const removed = deleteSearchRecord(this.opts.db, kind, recordId);
    if (!removed) return;
    const loaded = this.indexes.get(this.key(removed.tenantId, kind));
    if (!loaded) return; // reconciled against SQLite when it loads
    const entry = await loaded;
    await entry.busy;
    entry.exact.remove(removed.seq);
    if (entry.index.remove(removed.seq)) this.markDirty(entry);
  }

  private invoiceVendorId(invoiceId: string): string | null {
    const row = this.opts.db.prepare('SELECT vendor_id FROM invoices WHERE id = ?').get(invoiceId) as
      | { vendor_id: string | null }
      | undefined;
    return row?.vendor_id ?? null;
  }

  /** The receipt through the documents repository (which reads receipts per partner). */
  private receipt(id: string): ReceiptRow | null {
    const owner = this.opts.db
      .prepare('SELECT t.partner_id FROM receipts r JOIN tenants t ON t.id = r.tenant_id WHERE r.id = ?')
      .pluck()
      .get(id) as string | undefined;
    return owner ? getPartnerReceipt(this.opts.db, owner, id) : null;
  }

  // ---- read path ----------------------------------------------------------------------------

  async search(q: SearchQuery): Promise<SearchResult[]> {
    return this.run(q, null);
  }

  /** search() with each phase timed (bench/search/profile.ts); the same answer. */
  async searchTraced(q: SearchQuery): Promise<SearchTrace> {
    const trace: SearchTrace = { phases: {}, totalMs: 0, candidates: 0, results: [] };
    const start = performance.now();
    trace.results = await this.run(q, trace);
    trace.totalMs = performance.now() - start;
    return trace;
  }

  private async run(q: SearchQuery, trace: SearchTrace | null): Promise<SearchResult[]> {
    if (this.closed) throw new Error('search service is closed');
    const db = this.read;
    let mark = trace ? performance.now() : 0;
    const phase = (name: string) => {
      if (!trace) return;
      const now = performance.now();
      trace.phases[name] = (trace.phases[name] ?? 0) + now - mark;
      mark = now;
    };
    const kinds = q.type ? [q.type] : SEARCH_KINDS;
    const pool = candidatesFor(q.limit);
    // The query is embedded (on the embedder's worker thread, server/search/embedder.ts) while
    // this thread runs the lexical side, which does not need the vector.
    const embedding = this.opts.embedder.embed([q.query]);
    embedding.catch(() => {}); // awaited below; this only keeps a lexical-side throw from orphaning it
    const terms = searchTerms(q.query);
    // BM25 candidates come from the selective words only: a word in thousands of records adds
    // nothing the vector candidates lack, and scoring its posting list would dominate latency.
    const match = ftsMatchExpression(this.terms.select(ftsTerms(terms)));
    phase('terms');
    const lexicalHits = match ? fullTextSearch(db, q.tenantId, kinds, match, pool) : [];
    phase('fts');
    const [queryVector] = await embedding;
    // Closed while the query was embedded: its read connection is gone.
    if (this.closed) throw new Error('search service is closed');
    phase('embed');

    // Graph hits come with their exact cosine: hnswlib computes it on the stored vector (only
    // WHICH rows it visits is approximate), so their vectors are not read back from SQLite. A
    // code-like query scans every vector instead: its true nearest set, not the graph's guess.
    // So does any query on a small graph (a tenant's vendors), where the scan is the cheaper.
    const codeLike = isCodeLikeQuery(q.query);
    const cosines = new Map<number, number>();
    for (const kind of kinds) {
      const entry = await this.entry(q.tenantId, kind);
      const exact = codeLike || entry.index.size <= EXACT_SCAN_MAX_ROWS;
      if (exact) await entry.exactReady;
      const nearest = exact ? entry.exact.search(queryVector!, pool) : entry.index.search(queryVector!, pool);
      for (const n of nearest) cosines.set(n.label, n.cosine);
      phase(`${exact ? 'exact' : 'hnsw'} ${kind}`);
    }
    const seqs = new Set(cosines.keys());
    for (const hit of lexicalHits) seqs.add(hit.seq);

    const live = liveCandidateTexts(db, q.tenantId, [...seqs]);
    phase('live');
    const bm25Only = live.filter((c) => !cosines.has(c.seq)).map((c) => c.seq);
    for (const [seq, vector] of searchEmbeddings(db, bm25Only)) cosines.set(seq, dot(queryVector!, vector));
    phase('bm25Vectors');
    const scored = live.map((c) => {
      const cosine = cosines.get(c.seq)!;
      return { seq: c.seq, cosine, score: blendedScore(cosine, lexicalCoverage(terms, c.text)) };
    });
    // Equal blended scores (e.g. several clamped to 0) fall back to the raw cosine, then age.
    scored.sort((a, b) => b.score - a.score || b.cosine - a.cosine || a.seq - b.seq);
    const top = scored.slice(0, q.limit);
    phase('score');
    const shown = hydrateSearchHits(db, q.tenantId, top.map((s) => s.seq));
    phase('hydrate');
    const results = top.flatMap(({ seq, score }) => {
      const hit = shown.get(seq);
      return hit ? [toResult(hit, score)] : [];
    });
    phase('results');
    if (trace) trace.candidates = live.length;
    return results;
  }

  // ---- index lifecycle ----------------------------------------------------------------------

  private key(tenantId: string, kind: SearchKind) {
    return `${tenantId}/${kind}`;
  }

  private dir(tenantId: string) {
    return join(this.opts.dataDir, 'search-index', tenantId);
  }

  private entry(tenantId: string, kind: SearchKind): Promise<LoadedIndex> {
    if (this.closed) return Promise.reject(new Error('search service is closed'));
    const key = this.key(tenantId, kind);
    let loading = this.indexes.get(key);
    if (!loading) {
      loading = this.load(tenantId, kind);
      this.indexes.set(key, loading);
      loading.catch(() => this.indexes.delete(key));
    }
    return loading;
  }

  /** Loads all kinds of a tenant (start-up warm-up, so the first search does not pay for it). */
  async warm(tenantId: string): Promise<IndexOrigin[]> {
    return Promise.all(SEARCH_KINDS.map(async (kind) => (await this.entry(tenantId, kind)).origin));
  }

  private async load(tenantId: string, kind: SearchKind): Promise<LoadedIndex> {
    const { db, embedder, hnsw, log } = this.opts;
    const file = await loadIndexFile(this.dir(tenantId), kind, embedder.dims, hnsw);
    if (file.ok && file.index.highWater <= searchSequence(db)) {
      const exact = new ExactScan(embedder.dims, file.index.size + 64);
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
    const { db, embedder, hnsw } = this.opts;
    const batch = this.opts.rebuildBatch ?? 500;
    const count = countSearchRecords(db, tenantId, kind);
    const index = HnswIndex.create(embedder.dims, hnsw, count + 64);
    const exact = new ExactScan(embedder.dims, count + 64);
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
   * event-loop turn (so the server keeps answering other tenants meanwhile); returns the count.
   * Rows are read in seq windows, so no SQLite iterator stays open across a turn.
   */
  private async eachEmbedding(tenantId: string, kind: SearchKind, visit: (seq: number, embedding: Float32Array) => void, batch = 2000): Promise<number> {
    let total = 0;
    let after = 0;
    for (;;) {
      let last = after;
      let n = 0;
      for (const row of searchEmbeddingsAfter(this.opts.db, tenantId, kind, after)) {
        visit(row.seq, row.embedding);
        last = row.seq;
        if (++n >= batch) break;
      }
      total += n;
      if (n < batch) return total;
      if (this.closed) throw new Error('search service is closed');
      after = last;
      await new Promise((r) => setImmediate(r));
    }
  }

  private markDirty(entry: LoadedIndex) {
    entry.dirty = true;
    if (this.saveTimer || this.closed || this.opts.saveDelayMs <= 0) return;
    this.saveTimer = setTimeout(() => {
      this.saveTimer = null;
      this.flush().catch((error) => this.opts.log.error({ err: error }, 'saving search index failed'));
    }, this.opts.saveDelayMs);
    this.saveTimer.unref();
  }

  /** Writes every dirty graph to its file (atomically, with checksum and high-water mark). */
  async flush(): Promise<void> {
    for (const [key, loading] of this.indexes) {
      const entry = await loading.catch(() => null);
      if (!entry || !entry.dirty) continue;
      await entry.busy;
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
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = null;
    await this.flush();
    this.closed = true;
    this.indexes.clear();
    this.reader?.close();
    await this.opts.embedder.close?.();
  }

  /** How each loaded graph came to be (tests and the bench check restarts use the file). */
  async origins(): Promise<Record<string, IndexOrigin>> {
    const out: Record<string, IndexOrigin> = {};
    for (const [key, loading] of this.indexes) out[key] = (await loading).origin;
    return out;
  }
}

function toResult(hit: SearchHitRow, score: number): SearchResult {
  const result: SearchResult = {
    type: hit.kind,
    id: hit.recordId,
    similarity: similarityPercent(score),
    preview: searchPreview(hit),
  };
  if (hit.vendorName !== null) result.vendorName = hit.vendorName;
  if (hit.merchantName !== null) result.merchantName = hit.merchantName;
  if (hit.total !== null) result.total = hit.total;
  if (hit.date !== null) result.date = hit.date;
  return result;
}

