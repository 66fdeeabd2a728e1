// The search record (migration 004): one row per indexed invoice, receipt or vendor with its text
// and 512-dim embedding. This table is the truth; the HNSW files are rebuilt from it.
import Database, { type Statement } from 'better-sqlite3';
import type { Db } from '../db.js';
import { nowIso } from './ids.js';

/** Prepared once per connection: the search path runs these on every request. */
const statements = new WeakMap<Db, Map<string, Statement>>();
function stmt(db: Db, sql: string): Statement {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let prepared = cache.get(sql);
  if (!prepared) cache.set(sql, (prepared = db.prepare(sql)));
  return prepared;
}

/** Address space the read connection may map (pages are the OS page cache's, not copies). */
const READER_MMAP_BYTES = 1 << 30;

/**
 * A read-only connection to the same database file for the search read path, memory-mapped. A
 * query's candidates are random rows of a table far larger than SQLite's page cache (text plus a
 * 2 KB embedding per row), so through the shared connection every row costs a read() of its page;
 * mapped, it is a memory access (measured at 100k records: candidate check 1.8 -> 0.8 ms). WAL
 * lets it read while the main connection writes, and each statement sees every transaction
 * committed before it, so deleted or re-extracted records drop out exactly as on the main
 * connection. Null for an in-memory database (nothing to share): use the main connection then.
 */
export function openSearchReader(db: Db): Db | null {
  if (db.memory || !db.name) return null;
  return openSearchReaderAt(db.name);
}

/** The same read-only, memory-mapped connection by file path (the vector worker opens its own). */
export function openSearchReaderAt(path: string): Db {
  const reader = new Database(path, { readonly: true, fileMustExist: true });
  reader.pragma('busy_timeout = 5000');
  reader.pragma(`mmap_size = ${READER_MMAP_BYTES}`);
  return reader;
}

export const SEARCH_KINDS = ['invoice', 'receipt', 'vendor'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export interface SearchRecordInput {
  tenantId: string;
  kind: SearchKind;
  recordId: string;
  text: string;
  embedding: Float32Array;
}

/** Float32 little-endian bytes, as stored in the BLOB column. */
export const embeddingToBlob = (v: Float32Array): Buffer => Buffer.from(v.buffer, v.byteOffset, v.byteLength);

/** Copies: a Buffer from SQLite need not be 4-byte aligned. */
export function blobToEmbedding(blob: Buffer): Float32Array {
  const out = new Float32Array(blob.length / 4);
  new Uint8Array(out.buffer).set(blob);
  return out;
}

/**
 * Stores (or replaces) a record's text and embedding. A replaced record gets a new seq, so an
 * HNSW label is never reused for different content. Returns the new seq and the one it replaced.
 */
export function upsertSearchRecord(db: Db, input: SearchRecordInput): { seq: number; replacedSeq: number | null } {
  return db.transaction(() => {
    const old = stmt(db, 'DELETE FROM search_records WHERE kind = ? AND record_id = ? RETURNING seq')
      .get(input.kind, input.recordId) as { seq: number } | undefined;
    const info = stmt(db, 
        'INSERT INTO search_records (tenant_id, kind, record_id, text, embedding, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(input.tenantId, input.kind, input.recordId, input.text, embeddingToBlob(input.embedding), nowIso());
    return { seq: Number(info.lastInsertRowid), replacedSeq: old?.seq ?? null };
  })();
}

/** Removes a record; returns its seq (the label to drop from the index) or null. */
export function deleteSearchRecord(db: Db, kind: SearchKind, recordId: string): { seq: number; tenantId: string } | null {
  const row = stmt(db, 'DELETE FROM search_records WHERE kind = ? AND record_id = ? RETURNING seq, tenant_id')
    .get(kind, recordId) as { seq: number; tenant_id: string } | undefined;
  return row ? { seq: row.seq, tenantId: row.tenant_id } : null;
}

/** The fingerprint of the embedder that made the stored vectors; null before any was recorded. */
export function storedEmbedderFingerprint(db: Db): string | null {
  const row = stmt(db, 'SELECT fingerprint FROM search_embedder WHERE id = 1').get() as { fingerprint: string } | undefined;
  return row?.fingerprint ?? null;
}

export function recordEmbedderFingerprint(db: Db, fingerprint: string): void {
  stmt(db, `INSERT INTO search_embedder (id, fingerprint, updated_at) VALUES (1, ?, ?)
    ON CONFLICT (id) DO UPDATE SET fingerprint = excluded.fingerprint, updated_at = excluded.updated_at`).run(fingerprint, nowIso());
}

export interface SearchRecordRef {
  seq: number;
  kind: SearchKind;
  recordId: string;
}

/** Search records with afterSeq < seq <= uptoSeq, oldest first, at most `limit` of them. */
export function searchRecordsBetween(db: Db, afterSeq: number, uptoSeq: number, limit: number): SearchRecordRef[] {
  return stmt(db, 'SELECT seq, kind, record_id AS recordId FROM search_records WHERE seq > ? AND seq <= ? ORDER BY seq LIMIT ?')
    .all(afterSeq, uptoSeq, limit) as SearchRecordRef[];
}

export function searchRecordSeq(db: Db, kind: SearchKind, recordId: string): number | null {
  const row = stmt(db, 'SELECT seq FROM search_records WHERE kind = ? AND record_id = ?').get(kind, recordId) as
    | { seq: number }
    | undefined;
  return row?.seq ?? null;
}

/** The largest seq ever handed out (AUTOINCREMENT never goes back), 0 on an empty table. */
export function searchSequence(db: Db): number {
  const row = stmt(db, "SELECT seq FROM sqlite_sequence WHERE name = 'search_records'").get() as { seq: number } | undefined;
  return row?.seq ?? 0;
}

export function countSearchRecords(db: Db, tenantId: string, kind: SearchKind): number {
  return (
    stmt(db, 'SELECT COUNT(*) AS n FROM search_records WHERE tenant_id = ? AND kind = ?').get(tenantId, kind) as {
      n: number;
    }
  ).n;
}

/** Live seqs of one tenant and kind up to `maxSeq` (to reconcile a loaded index file). */
export function liveSearchSeqs(db: Db, tenantId: string, kind: SearchKind, maxSeq: number): number[] {
  return stmt(db, 'SELECT seq FROM search_records WHERE tenant_id = ? AND kind = ? AND seq <= ? ORDER BY seq')
    .pluck()
    .all(tenantId, kind, maxSeq) as number[];
}

/** Streams (seq, embedding) of one tenant and kind with seq > afterSeq, in seq order. */
export function* searchEmbeddingsAfter(
  db: Db,
  tenantId: string,
  kind: SearchKind,
  afterSeq: number,
): Generator<{ seq: number; embedding: Float32Array }> {
  // Not cached: an iterating statement is busy until closed, and iterations may overlap.
  const rows = db.prepare('SELECT seq, embedding FROM search_records WHERE tenant_id = ? AND kind = ? AND seq > ? ORDER BY seq')
    .iterate(tenantId, kind, afterSeq) as IterableIterator<{ seq: number; embedding: Buffer }>;
  for (const row of rows) yield { seq: row.seq, embedding: blobToEmbedding(row.embedding) };
}

/**
 * How many search records contain each term (over all tenants: the FTS vocabulary is global).
 * A prefix term counts every word it starts.
 */
export function termDocumentCounts(db: Db, terms: readonly { term: string; prefix: boolean }[]): number[] {
  const exact = stmt(db, 'SELECT doc FROM search_fts_vocab WHERE term = ?').pluck();
  const prefix = stmt(db, 'SELECT COALESCE(SUM(doc), 0) FROM search_fts_vocab WHERE term >= ? AND term < ?').pluck();
  return terms.map(({ term, prefix: isPrefix }) =>
    isPrefix ? (prefix.get(term, `${term}\u{10FFFF}`) as number) : ((exact.get(term) as number | undefined) ?? 0),
  );
}

export interface FullTextHit {
  seq: number;
  /** FTS5 bm25(): more negative is better. */
  bm25: number;
}

/**
 * BM25 candidates of one tenant, over the given kinds, for an FTS5 MATCH expression (built by the
 * caller from sanitized words only, never raw user text).
 */
export function fullTextSearch(db: Db, tenantId: string, kinds: readonly SearchKind[], match: string, limit: number): FullTextHit[] {
  return stmt(
    db,
    `SELECT r.seq AS seq, bm25(search_fts) AS bm25
     FROM search_fts JOIN search_records r ON r.seq = search_fts.rowid
     WHERE search_fts MATCH ? AND +r.tenant_id = ? AND +r.kind IN (SELECT value FROM json_each(?))
     ORDER BY bm25(search_fts) LIMIT ?`,
  ).all(match, tenantId, JSON.stringify(kinds), limit) as FullTextHit[];
}

/** A candidate to score: the stored text and vector of a record that is live in the tenant. */
export interface SearchCandidate {
  seq: number;
  kind: SearchKind;
  recordId: string;
  text: string;
  embedding: Float32Array;
}

/** A live candidate without its vector (the caller has the similarity already, from the graph). */
export type CandidateText = Omit<SearchCandidate, 'embedding'>;

// A record is live when its document is processed and in the record's tenant (a vendor: while it
// has processed invoices). Anything deleted, re-extracted, failed or belonging to another tenant
// is simply absent, so a stale index entry can never surface.
const LIVE_CANDIDATES = `FROM search_records r
     WHERE r.seq IN (SELECT value FROM json_each(?)) AND +r.tenant_id = ?
       AND CASE r.kind
         WHEN 'invoice' THEN EXISTS (SELECT 1 FROM invoices i WHERE i.id = r.record_id AND i.status = 'processed' AND i.tenant_id = r.tenant_id)
         WHEN 'receipt' THEN EXISTS (SELECT 1 FROM receipts c WHERE c.id = r.record_id AND c.status = 'processed' AND c.tenant_id = r.tenant_id)
         ELSE EXISTS (SELECT 1 FROM vendors v WHERE v.id = r.record_id AND v.invoice_count > 0 AND v.tenant_id = r.tenant_id)
       END`;

/** The live candidates among a set of seqs, restricted to one tenant, with their vectors. */
export function liveCandidates(db: Db, tenantId: string, seqs: readonly number[]): SearchCandidate[] {
  if (seqs.length === 0) return [];
  const rows = stmt(db, `SELECT r.seq, r.kind, r.record_id, r.text, r.embedding ${LIVE_CANDIDATES}`)
    .all(JSON.stringify(seqs), tenantId) as { seq: number; kind: SearchKind; record_id: string; text: string; embedding: Buffer }[];
  return rows.map((r) => ({ seq: r.seq, kind: r.kind, recordId: r.record_id, text: r.text, embedding: blobToEmbedding(r.embedding) }));
}

/**
 * The same live candidates without vectors: the search path has the exact similarity of every
 * graph hit already and fetches vectors only for the few BM25-only hits (searchEmbeddings).
 */
export function liveCandidateTexts(db: Db, tenantId: string, seqs: readonly number[]): CandidateText[] {
  if (seqs.length === 0) return [];
  const rows = stmt(db, `SELECT r.seq, r.kind, r.record_id, r.text ${LIVE_CANDIDATES}`)
    .all(JSON.stringify(seqs), tenantId) as { seq: number; kind: SearchKind; record_id: string; text: string }[];
  return rows.map((r) => ({ seq: r.seq, kind: r.kind, recordId: r.record_id, text: r.text }));
}

/** Stored vectors of some seqs (liveness is the caller's business). */
export function searchEmbeddings(db: Db, seqs: readonly number[]): Map<number, Float32Array> {
  const out = new Map<number, Float32Array>();
  if (seqs.length === 0) return out;
  const rows = stmt(db, 'SELECT seq, embedding FROM search_records WHERE seq IN (SELECT value FROM json_each(?))')
    .all(JSON.stringify(seqs)) as { seq: number; embedding: Buffer }[];
  for (const r of rows) out.set(r.seq, blobToEmbedding(r.embedding));
  return out;
}

/** What a SearchResult shows, read from the record itself (never from the index text). */
export interface SearchHitRow {
  seq: number;
  kind: SearchKind;
  recordId: string;
  vendorName: string | null;
  merchantName: string | null;
  total: number | null;
  date: string | null;
  currency: string | null;
  number: string | null;
  lineItems: string | null;
  invoiceCount: number | null;
}

interface HitSqlRow {
  seq: number;
  kind: SearchKind;
  record_id: string;
  vendor_name: string | null;
  merchant_name: string | null;
  total: number | null;
  date: string | null;
  currency: string | null;
  number: string | null;
  line_items: string | null;
  invoice_count: number | null;
}

/** Display fields of the records behind some seqs (the few results returned), same liveness rules. */
export function hydrateSearchHits(db: Db, tenantId: string, seqs: readonly number[]): Map<number, SearchHitRow> {
  const out = new Map<number, SearchHitRow>();
  if (seqs.length === 0) return out;
  const rows = stmt(db, 
      `SELECT r.seq, r.kind, r.record_id,
         COALESCE(i.vendor_name, v.name) AS vendor_name,
         rc.merchant_name AS merchant_name,
         COALESCE(i.total, rc.total, v.total_spent) AS total,
         COALESCE(i.invoice_date, rc.receipt_date) AS date,
         COALESCE(i.currency, rc.currency) AS currency,
         i.invoice_number AS number,
         COALESCE(i.line_items, rc.line_items) AS line_items,
         v.invoice_count AS invoice_count
       FROM search_records r
       LEFT JOIN invoices i ON r.kind = 'invoice' AND i.id = r.record_id AND i.status = 'processed' AND i.tenant_id = r.tenant_id
       LEFT JOIN receipts rc ON r.kind = 'receipt' AND rc.id = r.record_id AND rc.status = 'processed' AND rc.tenant_id = r.tenant_id
       LEFT JOIN vendors v ON r.kind = 'vendor' AND v.id = r.record_id AND v.invoice_count > 0 AND v.tenant_id = r.tenant_id
       WHERE r.seq IN (SELECT value FROM json_each(?)) AND +r.tenant_id = ?
         AND (i.id IS NOT NULL OR rc.id IS NOT NULL OR v.id IS NOT NULL)`,
    )
    .all(JSON.stringify(seqs), tenantId) as HitSqlRow[];
  for (const r of rows) {
    out.set(r.seq, {
      seq: r.seq,
      kind: r.kind,
      recordId: r.record_id,
      vendorName: r.vendor_name,
      merchantName: r.merchant_name,
      total: r.total,
      date: r.date,
      currency: r.currency,
      number: r.number,
      lineItems: r.line_items,
      invoiceCount: r.invoice_count,
    });
  }
  return out;
}
