// The vector index alone at scale (issue 5: 1,000,000 vectors, recall@10 ≥ 0.95, query p99 ≤ 10 ms).
//
// Vectors: REAL embeddings — `count` synthetic invoices and receipts (bench/search/documents.ts)
// embedded with the production embedder, not random or clustered points. Embedding 1M texts
// takes minutes and building the graph most of an hour on one core, so both are cached under
// `cacheDir` (the matrix as raw float32, the graph in hnswlib's format, each with a JSON note of
// how and how long it was made) and a later run only measures.
// Truth: exact top-10 by hnswlib's BruteforceSearch (a plain scan, SIMD), checked against the JS
// scan of bench/search/vectors.ts on a few queries so the two can never silently disagree.
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readSync, renameSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import hnswlib from 'hnswlib-node';
import { ExactScan } from '../../data/vector-index/exact-scan.js';
import { HnswIndex, type HnswParams } from '../../data/vector-index/hnsw-index.js';
import type { TextEmbedder } from '../../server/search/service.js';
import { invoiceSearchText, receiptSearchText } from '../../server/search/text.js';
import { syntheticDocuments } from './documents.js';
import { benchQueries, QUERY_KINDS, type QuerySource } from './queries.js';
import { formatRecall, measureRecall, type RecallReport } from './recall.js';
import { dotProduct, exactTopK, tieRecallAtK } from './vectors.js';
import { queryVector } from '../../server/search/query-kind.js';

export interface MillionOptions {
  count: number;
  queries: number;
  params: HnswParams;
  /** efSearch values to sweep. */
  efs: readonly number[];
  cacheDir: string;
  /** Epoch ms after which the graph build stops at its next checkpoint (resumed by the next run). */
  deadline?: number;
  embedder: TextEmbedder;
  log: (line: string) => void;
  /** Also measure the service's rule (exact scan for code-like queries); default true. */
  asServed?: boolean;
}

const MB = 1024 * 1024;
const SEED = 42;
/** Bump when documents.ts or the embedder changes, so a stale cache is never measured. */
const VECTORS_VERSION = 2;
const CHUNK_BYTES = 256 * MB;
const rss = () => process.memoryUsage().rss;
const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;

interface VectorsNote extends QuerySource {
  version: number;
  count: number;
  dims: number;
  seed: number;
  embedSeconds: number;
  duplicateTexts: number;
}

interface GraphNote {
  count: number;
  m: number;
  efConstruction: number;
  buildSeconds: number;
  buildRssBytes: number;
}

/** Raw float32 file I/O in chunks (readFileSync stops at 2 GiB). */
function writeMatrix(path: string, matrix: Float32Array): void {
  const bytes = new Uint8Array(matrix.buffer, matrix.byteOffset, matrix.byteLength);
  const fd = openSync(path, 'w');
  try {
    for (let off = 0; off < bytes.length; off += CHUNK_BYTES) writeSync(fd, bytes, off, Math.min(CHUNK_BYTES, bytes.length - off));
  } finally {
    closeSync(fd);
  }
}

function readMatrix(path: string, length: number): Float32Array {
  const matrix = new Float32Array(length);
  const bytes = new Uint8Array(matrix.buffer);
  if (statSync(path).size !== bytes.length) throw new Error(`bench: ${path} has the wrong size; delete it to rebuild`);
  const fd = openSync(path, 'r');
  try {
    for (let off = 0; off < bytes.length; ) off += readSync(fd, bytes, off, Math.min(CHUNK_BYTES, bytes.length - off), off);
  } finally {
    closeSync(fd);
  }
  return matrix;
}

async function vectors(opts: MillionOptions): Promise<{ matrix: Float32Array; note: VectorsNote }> {
  const { count, embedder, cacheDir, log } = opts;
  const dims = embedder.dims;
  const base = join(cacheDir, `vectors-${count}-v${VECTORS_VERSION}`);
  if (existsSync(`${base}.json`) && existsSync(`${base}.f32`)) {
    const note = JSON.parse(readFileSync(`${base}.json`, 'utf8')) as VectorsNote;
    log(`  vectors: cached ${base}.f32 (embedded in ${note.embedSeconds} s)`);
    return { matrix: readMatrix(`${base}.f32`, count * dims), note };
  }
  const matrix = new Float32Array(count * dims);
  const vendorNames = new Set<string>();
  const invoiceNumbers: string[] = [];
  const seen = new Set<string>();
  let duplicateTexts = 0;
  const started = performance.now();
  let batch: string[] = [];
  let row = 0;
  const flush = async () => {
    const out = await embedder.embed(batch);
    out.forEach((v) => matrix.set(v, row++ * dims));
    batch = [];
    if (row % 100_000 === 0) log(`  embedded ${row}/${count} (${round((performance.now() - started) / row, 3)} ms/doc)`);
  };
  for (const doc of syntheticDocuments(count, 'bench-million', SEED)) {
    const text = doc.invoice ? invoiceSearchText(doc.invoice) : receiptSearchText(doc.receipt!);
    // Hashed: exact duplicates are counted without keeping 1M strings alive.
    const key = createHash('sha1').update(text).digest('base64');
    if (seen.has(key)) duplicateTexts++;
    else seen.add(key);
    if (doc.invoice) {
      vendorNames.add(doc.invoice.vendorName!);
      if (invoiceNumbers.length < 5000) invoiceNumbers.push(doc.invoice.invoiceNumber!);
    }
    batch.push(text);
    if (batch.length === 250) await flush();
  }
  if (batch.length > 0) await flush();
  const note: VectorsNote = {
    version: VECTORS_VERSION, count, dims, seed: SEED, embedSeconds: round((performance.now() - started) / 1000, 1),
    duplicateTexts, vendorNames: [...vendorNames], invoiceNumbers,
  };
  mkdirSync(cacheDir, { recursive: true });
  writeMatrix(`${base}.f32`, matrix);
  writeFileSync(`${base}.json`, JSON.stringify(note));
  log(`  vectors: embedded ${count} documents in ${note.embedSeconds} s, ${duplicateTexts} duplicate texts`);
  return { matrix, note };
}

/**
 * Builds (or loads) the graph. The build checkpoints every 100k vectors (a quarter of a small set) to `<base>.partial.*` and
 * resumes from there, and stops at a checkpoint once `deadline` (epoch ms) has passed: on a
 * shared box a 1M build may not finish in one sitting, and a partial graph is still measured
 * (over the vectors it holds) and reported as such.
 */
async function graph(
  opts: MillionOptions,
  matrix: Float32Array,
): Promise<{ index: HnswIndex; note: GraphNote; fileBytes: number; built: number }> {
  const { count, params, cacheDir, embedder, log } = opts;
  const dims = embedder.dims;
  const base = join(cacheDir, `graph-${count}-v${VECTORS_VERSION}-m${params.m}-efc${params.efConstruction}`);
  if (existsSync(`${base}.json`) && existsSync(`${base}.hnsw`)) {
    const note = JSON.parse(readFileSync(`${base}.json`, 'utf8')) as GraphNote;
    const index = await HnswIndex.read(`${base}.hnsw`, dims, params, { highWater: count, deleted: [] });
    log(`  graph: cached ${base}.hnsw (built in ${note.buildSeconds} s)`);
    return { index, note, fileBytes: statSync(`${base}.hnsw`).size, built: count };
  }
  mkdirSync(cacheDir, { recursive: true });
  const before = rss();
  let index: HnswIndex;
  let built = 0;
  let priorSeconds = 0;
  if (existsSync(`${base}.partial.json`) && existsSync(`${base}.partial.hnsw`)) {
    const partial = JSON.parse(readFileSync(`${base}.partial.json`, 'utf8')) as { built: number; buildSeconds: number };
    index = await HnswIndex.read(`${base}.partial.hnsw`, dims, params, { highWater: partial.built, deleted: [] });
    built = partial.built;
    priorSeconds = partial.buildSeconds;
    log(`  graph: resuming at ${built}/${count} (${priorSeconds} s spent before)`);
  } else {
    index = HnswIndex.create(dims, params, count);
  }
  const started = performance.now();
  const seconds = () => round(priorSeconds + (performance.now() - started) / 1000, 1);
  const checkpoint = async () => {
    await index.write(`${base}.partial.hnsw.tmp`);
    renameSync(`${base}.partial.hnsw.tmp`, `${base}.partial.hnsw`);
    writeFileSync(`${base}.partial.json`, JSON.stringify({ built, buildSeconds: seconds() }));
  };
  const from = built;
  const checkpointEvery = Math.max(5000, Math.min(100_000, Math.floor(count / 4)));
  for (; built < count; ) {
    index.add(built + 1, matrix.subarray(built * dims, (built + 1) * dims));
    built++;
    if (built % checkpointEvery === 0 && built < count) {
      const perVector = (performance.now() - started) / (built - from);
      log(`  built ${built}/${count}: ${round(perVector, 3)} ms/vector, about ${Math.round((perVector * (count - built)) / 60_000)} min left`);
      await checkpoint();
      if (opts.deadline !== undefined && Date.now() > opts.deadline) {
        log(`  graph: stopped at ${built}/${count} (deadline); the next run resumes from the checkpoint`);
        const note: GraphNote = { count: built, m: params.m, efConstruction: params.efConstruction, buildSeconds: seconds(), buildRssBytes: rss() - before };
        return { index, note, fileBytes: statSync(`${base}.partial.hnsw`).size, built };
      }
    }
  }
  const note: GraphNote = { count, m: params.m, efConstruction: params.efConstruction, buildSeconds: seconds(), buildRssBytes: rss() - before };
  await index.write(`${base}.hnsw`);
  writeFileSync(`${base}.json`, JSON.stringify(note));
  rmSync(`${base}.partial.hnsw`, { force: true });
  rmSync(`${base}.partial.json`, { force: true });
  return { index, note, fileBytes: statSync(`${base}.hnsw`).size, built };
}

/** Exact top-10 rows (0-based) per query by a full scan; the first few re-checked in JS. */
function exactTruth(matrix: Float32Array, dims: number, count: number, queries: readonly Float32Array[], log: (l: string) => void): number[][] {
  const scan = new hnswlib.BruteforceSearch('ip', dims);
  scan.initIndex(count);
  for (let i = 0; i < count; i++) scan.addPoint(Array.from(matrix.subarray(i * dims, (i + 1) * dims)), i);
  const started = performance.now();
  const truth = queries.map((q) => {
    const { neighbors, distances } = scan.searchKnn(Array.from(q), 10);
    // Best first (hnswlib's order is not promised).
    return neighbors.map((row, j) => ({ row, d: distances[j]! })).sort((a, b) => a.d - b.d).map((x) => x.row);
  });
  log(`  exact search: ${round((performance.now() - started) / queries.length, 1)} ms/query (full scan)`);
  for (let i = 0; i < Math.min(3, queries.length); i++) {
    const js = exactTopK(matrix, dims, count, queries[i]!, 10);
    const kth = dotProduct(matrix, dims, js[9]!, queries[i]!);
    const sims = truth[i]!.map((row) => dotProduct(matrix, dims, row, queries[i]!));
    if (tieRecallAtK(kth, sims, 10) < 1) throw new Error('bench: the full scan and the JS scan disagree on the exact top-10');
  }
  return truth;
}

export async function millionBench(opts: MillionOptions): Promise<Record<string, unknown>> {
  const { count, embedder, log } = opts;
  const dims = embedder.dims;
  const rssStart = rss();
  const { matrix, note: vectorsNote } = await vectors(opts);
  const vectorsRss = rss() - rssStart;
  const { index, note: graphNote, fileBytes, built } = await graph(opts, matrix);
  const graphRss = rss() - rssStart - vectorsRss;

  const queries = benchQueries(vectorsNote, opts.queries, 7);
  // Embedded as the service embeds them (a code-like query's n-gram block alone).
  const queryVectors = (await embedder.embed(queries.map((q) => q.text))).map((v, i) => queryVector(queries[i]!.text, v, embedder.semanticDims));
  // A partial graph is measured against exact search over the vectors it holds.
  const truth = exactTruth(matrix, dims, built, queryVectors, log);

  const labels = Int32Array.from({ length: built }, (_, row) => row + 1);
  const recallInput = { index, matrix, dims, labels, queries, vectors: queryVectors, truth };
  const sweep = opts.efs.map((ef) => {
    const report = measureRecall(recallInput, ef);
    log(`  graph only: ${formatRecall(report)}`);
    return report;
  });
  // Per query kind: the smallest swept ef reaching 0.95 (null: none does).
  const efByKind = Object.fromEntries(QUERY_KINDS.map((kind) => [kind, sweep.find((r) => r.byKind[kind]!.strict >= 0.95)?.ef ?? null]));
  log(`  smallest ef reaching recall 0.95, per kind: ${JSON.stringify(efByKind)}`);
  // As the service answers: code-like queries by the exact scan, the rest by the graph at the
  // smallest ef where word queries reach 0.95 (else the largest swept).
  const wordEf = (sweep.find((r) => r.wordQueries.strict >= 0.95) ?? sweep.at(-1)!).ef;
  let served: RecallReport | null = null;
  let exactRssMB: number | null = null;
  if (opts.asServed !== false) {
    const before = rss();
    const exact = new ExactScan(dims, built);
    for (let row = 0; row < built; row++) exact.add(row + 1, matrix.subarray(row * dims, (row + 1) * dims));
    exactRssMB = Math.round((rss() - before) / MB);
    served = measureRecall(recallInput, wordEf, 2, exact);
    log(`  as served: ${formatRecall(served)} (exact-scan copy ${exactRssMB} MB)`);
  }
  return {
    vectors: count,
    vectorsInGraph: built,
    vectorSource: 'real embeddings of synthetic invoices and receipts (bench/search/documents.ts)',
    duplicateTexts: vectorsNote.duplicateTexts,
    queries: opts.queries,
    m: graphNote.m,
    efConstruction: graphNote.efConstruction,
    embedSeconds: vectorsNote.embedSeconds,
    buildSeconds: graphNote.buildSeconds,
    buildMsPerVector: round((graphNote.buildSeconds * 1000) / built, 3),
    vectorsRssMB: Math.round(vectorsRss / MB),
    graphRssMB: Math.round(Math.max(graphRss, graphNote.buildRssBytes) / MB),
    graphFileMB: Math.round(fileBytes / MB),
    graphBytesPerVector: Math.round(fileBytes / built),
    sweep,
    efByKind,
    served,
    exactScanRssMB: exactRssMB,
  };
}
