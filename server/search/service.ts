// The search service (spec "Search"): hybrid ranking over one HNSW graph per (tenant, kind),
// derived from the search_records table.
//
// Write path (called by the extraction code AFTER its transaction commits): read the live record,
// build its text, embed it (or take the embedding the caller's worker computed), store text and
// embedding in SQLite, then forward the change to the vector side (vector-indexes.ts), which
// keeps the graphs, saves their files and rebuilds or reconciles them from SQLite on load.
//
// Read path: ONE message to the vector side, which embeds the query and returns its nearest
// vectors (HNSW, or for a query made only of codes such as invoice numbers, and for small graphs,
// an exact scan: query-kind.ts); in the server the vector side lives on the embedder's worker
// thread (worker-embedder.ts), so this thread meanwhile takes the lexical candidates from FTS5
// (and searches the vendor graphs, small, which balances the two threads: MAIN_THREAD_KINDS).
// Then keep only candidates whose record is live in this tenant (so a deleted or re-extracted
// document can never appear, even before its label is dropped: SQLite stays authoritative here),
// score them (server/search/rank.ts) and rank. SQL reads go through a read-only, memory-mapped
// connection of their own (openSearchReader).
import type { Db } from '../../data/db.js';
import { getInvoice, getPartnerReceipt, type ReceiptRow } from '../../data/repositories/documents.js';
import {
  deleteSearchRecord,
  fullTextSearch,
  hydrateSearchHits,
  liveCandidateTexts,
  openSearchReader,
  recordEmbedderFingerprint,
  searchEmbeddings,
  searchRecordsBetween,
  searchRecordSeq,
  searchSequence,
  storedEmbedderFingerprint,
  termDocumentCounts,
  upsertSearchRecord,
  SEARCH_KINDS,
  type SearchHitRow,
  type SearchKind,
} from '../../data/repositories/search-records.js';
import { getVendor } from '../../data/repositories/vendors.js';
import type { HnswParams } from '../../data/vector-index/hnsw-index.js';
import type { Logger } from '../logger.js';
import { blendedScore, dot, ftsMatchExpression, ftsTerms, lexicalCoverage, searchTerms, similarityPercent } from './rank.js';
import { isCodeLikeQuery } from './query-kind.js';
import { TermSelector } from './term-selector.js';
import { invoiceSearchText, receiptSearchText, searchPreview, vendorSearchText } from './text.js';
import { VectorIndexes, type IndexOrigin, type VectorChange } from './vector-indexes.js';
import { LocalVectorSide, SplitVectorSide, type TextEmbedder, type VectorSide } from './vector-side.js';

export type { TextEmbedder } from './vector-side.js';
export type { IndexOrigin } from './vector-indexes.js';
export { EXACT_SCAN_MAX_ROWS } from './vector-indexes.js';

export interface SearchServiceOptions {
  db: Db;
  /** Index files live under `<dataDir>/search-index/<tenantId>/<kind>.{hnsw,json}`. */
  dataDir: string;
  /**
   * The text embedder. One that can host the vector indexes on its own thread
   * (TextEmbedder.hostIndexes: WorkerEmbedder) gets them, for a file database; else they live
   * on this thread.
   */
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
/** Records re-embedded per indexMany call (one SQLite transaction each) after a model change. */
const REFRESH_BATCH = 256;

/** Words in more search records than this are left to the vector side (see search()). */
export const MAX_FTS_TERM_DOCS = 1000;
/** How long a word found too common for BM25 is taken as such without re-counting it. */
const COMMON_TERM_TTL_MS = 5 * 60_000;
/** Bound on the remembered common words (the set is simply cleared when full). */
const COMMON_TERMS_REMEMBERED = 10_000;

/**
 * With a worker-hosted vector side, these kinds' graphs stay on this thread (SplitVectorSide).
 * Measured CPU per search at concurrency 4, 100k documents (per-thread /proc times, busy box):
 * every kind on the worker: main 3.4-4.0 ms, worker 4.3 ms (the worker bounds throughput);
 * receipts and vendors here: main 4.6, worker 3.2 (now this thread does); vendors here: main
 * 3.3-4.2, worker 3.4-4.2, even.
 */
const MAIN_THREAD_KINDS: readonly SearchKind[] = ['vendor'];

/** Candidate pool per kind: enough that the blend can reorder, small enough to stay fast. */
const candidatesFor = (limit: number) => Math.max(30, limit * 3);

export class SearchService {
  private readonly opts: SearchServiceOptions;
  /** HNSW graphs and exact-scan copies: on the embedder's worker thread when it can host them. */
  private readonly vectors: VectorSide;
  private closed = false;
  private refreshing: Promise<number> | undefined;
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
    const { embedder, dataDir, hnsw, saveDelayMs, rebuildBatch, log } = opts;
    const tuning = { dataDir, hnsw, saveDelayMs, log, ...(rebuildBatch !== undefined ? { rebuildBatch } : {}) };
    // A hosted side reads SQLite through its own connection: it needs the database file.
    const local = new VectorIndexes({ ...tuning, db: opts.db, dims: embedder.dims });
    this.vectors =
      embedder.hostIndexes && this.reader
        ? new SplitVectorSide(embedder.hostIndexes({ ...tuning, dbPath: opts.db.name }), local, MAIN_THREAD_KINDS)
        : new LocalVectorSide(embedder, local);
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
   * indexed too the first time they are seen. Returns how many records were indexed, once the
   * vector side holds them (a search issued after this resolves finds them).
   */
  async indexMany(items: readonly IndexItem[]): Promise<number> {
    const { db } = this.opts;
    if (this.closed) throw new Error('search service is closed');
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
      const vectors = await this.vectors.embed(batch.map((p) => p.text));
      batch.forEach((p, j) => (p.embedding = vectors[j]!));
    }
    for (const p of pending) {
      if (p.embedding!.length !== this.vectors.dims) {
        throw new Error(`embedding has ${p.embedding!.length} dimensions, expected ${this.vectors.dims}`);
      }
    }
    // The graphs are loaded before the rows are written, so a load never races this batch (and a
    // tenant's first write leaves a graph to save, as its first search would).
    const keys = new Map(pending.map((p) => [`${p.tenantId}/${p.kind}`, { tenantId: p.tenantId, kind: p.kind }]));
    await this.vectors.ensure([...keys.values()]);
    const written = db.transaction(() =>
      pending.map((p) => upsertSearchRecord(db, { tenantId: p.tenantId, kind: p.kind, recordId: p.recordId, text: p.text, embedding: p.embedding! })),
    ).immediate();
    const changes: VectorChange[] = pending.map((p, i) => {
      const { seq, replacedSeq } = written[i]!;
      return {
        tenantId: p.tenantId,
        kind: p.kind,
        add: { seq, vector: p.embedding! },
        ...(replacedSeq !== null ? { remove: replacedSeq } : {}),
      };
    });
    await this.vectors.apply(changes);
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
    // A graph not in memory is reconciled against SQLite when it loads.
    await this.vectors.apply([{ tenantId: removed.tenantId, kind, remove: removed.seq }]);
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

  /**
   * search() with each phase timed (bench/search/profile.ts); the same answer. Phases named
   * `vector ...` are the vector side's (embedding, graph walks, scans), timed where they run,
   * which may be beside this thread (its worker); `vectors` is this thread's wait for them.
   */
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
    // The query is embedded and searched on the vector side (the embedder's worker thread in the
    // server) while this thread runs the lexical side, which does not need the vector.
    const vectorSearch = this.vectors.search({ tenantId: q.tenantId, kinds, k: pool, codeLike: isCodeLikeQuery(q.query), text: q.query });
    vectorSearch.catch(() => {}); // awaited below; this only keeps a lexical-side throw from orphaning it
    const terms = searchTerms(q.query);
    // BM25 candidates come from the selective words only: a word in thousands of records adds
    // nothing the vector candidates lack, and scoring its posting list would dominate latency.
    const match = ftsMatchExpression(this.terms.select(ftsTerms(terms)));
    phase('terms');
    const lexicalHits = match ? fullTextSearch(db, q.tenantId, kinds, match, pool) : [];
    phase('fts');
    const { vector: queryVector, labels, cosines: hitCosines, phases } = await vectorSearch;
    // Closed while the vector side worked: the read connection is gone.
    if (this.closed) throw new Error('search service is closed');
    phase('vectors');
    if (trace) for (const [name, took] of Object.entries(phases)) trace.phases[`vector ${name}`] = took;

    // Graph hits come with their exact cosine (vector-indexes.ts), so their vectors are not read
    // back from SQLite; only BM25-only hits are scored here.
    const cosines = new Map<number, number>();
    labels.forEach((label, i) => cosines.set(label, hitCosines[i]!));
    const seqs = new Set(cosines.keys());
    for (const hit of lexicalHits) seqs.add(hit.seq);

    const live = liveCandidateTexts(db, q.tenantId, [...seqs]);
    phase('live');
    const bm25Only = live.filter((c) => !cosines.has(c.seq)).map((c) => c.seq);
    for (const [seq, vector] of searchEmbeddings(db, bm25Only)) cosines.set(seq, dot(queryVector, vector));
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

  /** Loads all kinds of a tenant (start-up warm-up, so the first search does not pay for it). */
  async warm(tenantId: string): Promise<IndexOrigin[]> {
    if (this.closed) throw new Error('search service is closed');
    return this.vectors.warm(tenantId);
  }

  /** Writes every dirty graph to its file (atomically, with checksum and high-water mark). */
  async flush(): Promise<void> {
    if (this.closed) return;
    await this.vectors.flush();
  }

  /**
   * Embeds every search record again when the embedder is not the model that made the stored
   * vectors (an update shipped a new one): vectors of two models do not compare, so older records
   * would drop out of semantic search. Runs in batches through indexMany, so searches keep
   * working meanwhile (a record keeps its old vector until its batch is written), and records the
   * new fingerprint when done; a run cut short by close() starts over at the next start. Records
   * indexed meanwhile already have the new model's vector (only rows up to the sequence number at
   * the start are visited). Returns how many records it embedded again.
   */
  refreshEmbeddings(): Promise<number> {
    this.refreshing ??= this.refreshStoredEmbeddings();
    return this.refreshing;
  }

  private async refreshStoredEmbeddings(): Promise<number> {
    const fingerprint = this.opts.embedder.fingerprint;
    const { db } = this.opts;
    if (!fingerprint || storedEmbedderFingerprint(db) === fingerprint) return 0;
    const upto = searchSequence(db);
    let after = 0;
    let refreshed = 0;
    for (;;) {
      if (this.closed) return refreshed;
      const rows = searchRecordsBetween(db, after, upto, REFRESH_BATCH);
      if (rows.length === 0) break;
      refreshed += await this.indexMany(rows.map((r) => ({ kind: r.kind, id: r.recordId })));
      after = rows[rows.length - 1]!.seq;
    }
    if (!this.closed) recordEmbedderFingerprint(db, fingerprint);
    return refreshed;
  }

  /** Saves what is unsaved and stops (the vector side's worker too); later calls reject. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    // A refresh stops between batches; let the batch in flight finish before the vector side goes.
    await this.refreshing?.catch(() => 0);
    try {
      await this.vectors.close();
    } finally {
      this.reader?.close();
    }
  }

  /** How each loaded graph came to be (tests and the bench check restarts use the file). */
  async origins(): Promise<Record<string, IndexOrigin>> {
    return this.vectors.origins();
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

