// Research driver for issue 5 (1,000,000 vectors, recall@10 ≥ 0.95 at query p99 ≤ 10 ms): loads
// the cached 1M vectors and graph ONCE (bench/results/million/, made by million.ts; never
// rebuilt or deleted here) and measures many query-time variants in one process, interleaved
// query by query so the noise of a shared box hits every variant alike.
//
//   nice -n 10 node --expose-gc --import tsx bench/search/million-probe.ts [--queries=1000] [--efs=256,512] [--only='graph ef|union'] [--gaps=400]
//   nice -n 10 node --expose-gc --import tsx bench/search/million-probe.ts --subsets=100000 --configs=16x100,32x200
//
// Truth is the exact top-10 by ExactScan (exact by construction: its int8 pass only decides what
// to skip), re-checked against the plain JS float32 scan of vectors.ts on a few queries.
// Recall is strict recall@10 (|found ∩ exact| / 10), per query kind as million.ts reports it.
import { closeSync, existsSync, openSync, readFileSync, readSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEmbedder } from '../../engine/embed/index.js';
import { ExactScan } from '../../data/vector-index/exact-scan.js';
import { HnswIndex, type HnswParams } from '../../data/vector-index/hnsw-index.js';
import { isCodeLikeQuery } from '../../server/search/query-kind.js';
import { MODELS_DIR } from '../../server/models-dir.js';
import { benchQueries, QUERY_KINDS, type BenchQuery, type QuerySource } from './queries.js';
import { dotProduct, exactTopK, percentile, recallAtK, tieRecallAtK } from './vectors.js';

const MB = 1024 * 1024;
const DIMS = 512;
/** The embedder's semantic (SIF GloVe) block: dimensions [0, 100). */
const SEMANTIC_DIMS = 100;
const CACHE = fileURLToPath(new URL('../results/million/', import.meta.url));
const VECTORS = `${CACHE}vectors-1000000-v2`;
const GRAPH = `${CACHE}graph-1000000-v2-m16-efc100`;
const CHUNK = 256 * MB;
const rssMB = () => Math.round(process.memoryUsage().rss / MB);
const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)} rss ${rssMB()} MB] ${line}`);
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

function flag(name: string): string | null {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : null;
}

/** The first `rows` rows of the cached float32 matrix (read in chunks: readFileSync stops at 2 GiB). */
function readRows(path: string, rows: number): Float32Array {
  if (statSync(path).size < rows * DIMS * 4) throw new Error(`${path} holds fewer than ${rows} rows`);
  const matrix = new Float32Array(rows * DIMS);
  const bytes = new Uint8Array(matrix.buffer);
  const fd = openSync(path, 'r');
  try {
    for (let off = 0; off < bytes.length; ) off += readSync(fd, bytes, off, Math.min(CHUNK, bytes.length - off), off);
  } finally {
    closeSync(fd);
  }
  return matrix;
}

const row = (matrix: Float32Array, r: number) => matrix.subarray(r * DIMS, (r + 1) * DIMS);

function normalise(v: Float32Array): Float32Array {
  let n = 0;
  for (let i = 0; i < v.length; i++) n += v[i]! * v[i]!;
  const out = new Float32Array(v.length);
  const inv = n > 0 ? 1 / Math.sqrt(n) : 0;
  for (let i = 0; i < v.length; i++) out[i] = v[i]! * inv;
  return out;
}

/** Unit mean document vector (the direction every document shares). */
function meanDirection(matrix: Float32Array, rows: number): { unit: Float32Array; norm: number } {
  const sum = new Float64Array(DIMS);
  for (let r = 0; r < rows; r++) for (let d = 0, o = r * DIMS; d < DIMS; d++) sum[d]! += matrix[o + d]!;
  const mean = Float32Array.from(sum, (x) => x / rows);
  const norm = Math.hypot(...mean);
  return { unit: normalise(mean), norm };
}

/** Top-10 labels of `candidates` (graph labels = row + 1) by the TRUE query's dot product. */
function rerank(matrix: Float32Array, q: Float32Array, candidates: Iterable<number>, k = 10): number[] {
  const scored: { label: number; s: number }[] = [];
  for (const label of candidates) scored.push({ label, s: dotProduct(matrix, DIMS, label - 1, q) });
  scored.sort((a, b) => b.s - a.s || a.label - b.label);
  return scored.slice(0, k).map((x) => x.label);
}

interface Context {
  index: HnswIndex;
  matrix: Float32Array;
  exact: ExactScan;
  mu: Float32Array;
}

/** One way of answering; `scope` says which queries it answers (code-like ones as the service judges them, or the rest). */
type Variant = { name: string; scope: 'words' | 'code' | 'all'; run: (q: Float32Array) => number[] };

/** q + a·mu, renormalised: pulls a short query towards where the documents (and the graph's links) are. */
const shifted = (q: Float32Array, mu: Float32Array, a: number) => normalise(Float32Array.from(q, (x, i) => x + a * mu[i]!));
/** The semantic block scaled by w (the lexical n-grams of a 2-word query are nearly orthogonal to every document). */
const semanticWeighted = (q: Float32Array, w: number) => normalise(Float32Array.from(q, (x, i) => (i < SEMANTIC_DIMS ? x * w : x)));

function variants(ctx: Context, efs: number[]): Variant[] {
  const { index, matrix, exact, mu } = ctx;
  const labels = (q: Float32Array, k: number, ef: number) => index.search(q, k, ef).map((n) => n.label);
  const out: Variant[] = [{ name: 'exact scan', scope: 'code', run: (q) => exact.search(q, 10).map((n) => n.label) }];
  for (const ef of efs) {
    out.push({ name: `graph ef${ef}`, scope: 'all', run: (q) => labels(q, 10, ef) });
    // Navigate with a moved query, take ef candidates, re-rank them with the true query.
    for (const a of [0.15, 0.3]) out.push({ name: `shift a${a} ef${ef} rerank`, scope: 'words', run: (q) => rerank(matrix, q, labels(shifted(q, mu, a), ef, ef)) });
    out.push({ name: `semantic x1.5 ef${ef} rerank`, scope: 'words', run: (q) => rerank(matrix, q, labels(semanticWeighted(q, 1.5), ef, ef)) });
    // Two navigations, one candidate pool (each at ef/2: about the cost of one at ef).
    out.push({
      name: `union q+shift0.3 ef${ef / 2}x2 rerank`, scope: 'words',
      run: (q) => rerank(matrix, q, new Set([...labels(q, ef / 2, ef / 2), ...labels(shifted(q, mu, 0.3), ef / 2, ef / 2)])),
    });
    out.push({
      name: `union q+shift0.3 ef${ef}x2 rerank`, scope: 'words',
      run: (q) => rerank(matrix, q, new Set([...labels(q, ef, ef), ...labels(shifted(q, mu, 0.3), ef, ef)])),
    });
    const navigations = (q: Float32Array) => [q, shifted(q, mu, 0.3), semanticWeighted(q, 1.5)];
    out.push({
      name: `union q+sem1.5 ef${ef}x2 rerank`, scope: 'words',
      run: (q) => rerank(matrix, q, new Set([q, semanticWeighted(q, 1.5)].flatMap((v) => labels(v, ef, ef)))),
    });
    out.push({
      name: `union q+shift0.3+sem1.5 ef${ef}x3 rerank`, scope: 'words',
      run: (q) => rerank(matrix, q, new Set(navigations(q).flatMap((v) => labels(v, ef, ef)))),
    });
  }
  return out;
}

interface Measured {
  name: string;
  /** Per query: strict recall@10 and milliseconds per timed pass (NaN / empty outside the variant's scope). */
  recall: number[];
  ms: number[][];
}

interface Row {
  variant: string;
  all: number;
  words: number;
  code: number;
  byKind: Record<string, number>;
  p50: number;
  p99: number;
  wordP50: number;
  wordP99: number;
  codeP50: number;
  codeP99: number;
}

/** Every variant on every query of its scope, interleaved per query; `passes` timed passes, recall from the first. */
function measure(vs: Variant[], queries: readonly BenchQuery[], vectors: readonly Float32Array[], truth: readonly number[][], passes: number): Measured[] {
  const out: Measured[] = vs.map((v) => ({ name: v.name, recall: queries.map(() => NaN), ms: queries.map(() => []) }));
  const codeLike = queries.map((q) => isCodeLikeQuery(q.text));
  for (let pass = 0; pass < passes; pass++) {
    queries.forEach((_, i) => {
      // Rotated per query: the variant that runs first for a query pays the cold cache misses of its neighbourhood.
      vs.forEach((_v, step) => {
        const j = (step + i + pass) % vs.length;
        const v = vs[j]!;
        if (v.scope !== 'all' && (v.scope === 'code') !== codeLike[i]) return;
        const t0 = performance.now();
        const found = v.run(vectors[i]!);
        out[j]!.ms[i]!.push(performance.now() - t0);
        if (pass === 0) out[j]!.recall[i] = recallAtK(truth[i]!.map((x) => x + 1), found);
      });
    });
  }
  return out;
}

/** A row answering code-like queries by `code` and the rest by `words` (or one variant for all). */
function combine(queries: readonly BenchQuery[], words: Measured, code: Measured = words): Row {
  const codeLike = queries.map((q) => isCodeLikeQuery(q.text));
  const pick = (i: number) => (codeLike[i] ? code : words);
  const mean = (keep: (q: BenchQuery, i: number) => boolean) => {
    const xs = queries.flatMap((q, i) => (keep(q, i) ? [pick(i).recall[i]!] : []));
    return xs.length ? round(xs.reduce((s, x) => s + x, 0) / xs.length, 4) : NaN;
  };
  const times = (keep: (i: number) => boolean) => queries.flatMap((_, i) => (keep(i) ? pick(i).ms[i]! : [])).sort((a, b) => a - b);
  const all = times(() => true);
  return {
    variant: code === words ? words.name : `${words.name} | code: ${code.name}`,
    all: mean(() => true), words: mean((q) => q.kind !== 'invoice number'), code: mean((q) => q.kind === 'invoice number'),
    byKind: Object.fromEntries(QUERY_KINDS.map((k) => [k, mean((q) => q.kind === k)])),
    p50: round(percentile(all, 50)), p99: round(percentile(all, 99)),
    wordP50: round(percentile(times((i) => !codeLike[i]), 50)), wordP99: round(percentile(times((i) => !codeLike[i]), 99)),
    codeP50: round(percentile(times((i) => codeLike[i]!), 50)), codeP99: round(percentile(times((i) => codeLike[i]!), 99)),
  };
}

function printRows(rows: Row[]): void {
  console.table(rows.map((r) => ({
    variant: r.variant, all: r.all, words: r.words, code: r.code,
    vendor: r.byKind['vendor name'], item: r.byKind['item words'], phrase: r.byKind.phrase,
    p50: r.p50, p99: r.p99, wordP50: r.wordP50, wordP99: r.wordP99, codeP50: r.codeP50, codeP99: r.codeP99,
  })));
  console.log(JSON.stringify(rows));
}

/** Exact truth by ExactScan, verified against the JS float32 scan on the first few queries. */
function exactTruth(exact: ExactScan, matrix: Float32Array, rows: number, vectors: readonly Float32Array[]): number[][] {
  const started = performance.now();
  const truth = vectors.map((q) => exact.search(q, 10).map((n) => n.label - 1));
  log(`truth: ${round((performance.now() - started) / vectors.length, 1)} ms/query (exact scan, all queries)`);
  for (let i = 0; i < Math.min(3, vectors.length); i++) {
    const js = exactTopK(matrix, DIMS, rows, vectors[i]!, 10);
    const kth = dotProduct(matrix, DIMS, js[9]!, vectors[i]!);
    const sims = truth[i]!.map((r) => dotProduct(matrix, DIMS, r, vectors[i]!));
    if (tieRecallAtK(kth, sims, 10) < 1) throw new Error('probe: ExactScan and the JS scan disagree on the exact top-10');
  }
  return truth;
}

/** How close the exact 10th and 11th scores are, per kind: near-ties make strict recall hard for any approximate search. */
function nearTies(exact: ExactScan, queries: readonly BenchQuery[], vectors: readonly Float32Array[], n: number): void {
  for (const kind of QUERY_KINDS) {
    const gaps = queries.slice(0, n).flatMap((q, i) => {
      if (q.kind !== kind) return [];
      const top = exact.search(vectors[i]!, 11);
      return [top[9]!.cosine - top[10]!.cosine];
    }).sort((a, b) => a - b);
    const share = (below: number) => round(gaps.filter((g) => g < below).length / gaps.length, 2);
    log(`${kind}: exact 10th − 11th score gap median ${percentile(gaps, 50).toExponential(2)}; share of queries with gap < 1e-4: ${share(1e-4)}, < 1e-3: ${share(1e-3)}`);
  }
}

function exactScanOf(matrix: Float32Array, rows: number): ExactScan {
  const exact = new ExactScan(DIMS, rows);
  for (let r = 0; r < rows; r++) exact.add(r + 1, row(matrix, r));
  return exact;
}

async function queriesFor(count: number): Promise<{ queries: BenchQuery[]; vectors: Float32Array[] }> {
  const note = JSON.parse(readFileSync(`${VECTORS}.json`, 'utf8')) as QuerySource;
  const queries = benchQueries(note, count, 7);
  const embedder = await createEmbedder({ modelsDir: MODELS_DIR, intraOpNumThreads: 1 });
  return { queries, vectors: await embedder.embed(queries.map((q) => q.text)) };
}

async function million(queryCount: number): Promise<void> {
  const count = 1_000_000;
  const { queries, vectors } = await queriesFor(queryCount);
  let t = performance.now();
  const matrix = readRows(`${VECTORS}.f32`, count);
  log(`vectors read in ${round((performance.now() - t) / 1000, 1)} s`);
  const params: HnswParams = { m: 16, efConstruction: 100, efSearch: 256 };
  t = performance.now();
  const before = rssMB();
  const index = await HnswIndex.read(`${GRAPH}.hnsw`, DIMS, params, { highWater: count, deleted: [] });
  log(`graph read in ${round((performance.now() - t) / 1000, 1)} s (+${rssMB() - before} MB)`);
  const { unit: mu, norm } = meanDirection(matrix, count);
  const qDotMu = vectors.map((q) => q.reduce((s, x, i) => s + x * mu[i]!, 0)).sort((a, b) => a - b);
  log(`mean document vector: norm ${round(norm)}; query·mu median ${round(percentile(qDotMu, 50))}; document·mu about ${round(norm)} on average`);
  t = performance.now();
  const beforeExact = rssMB();
  const exact = exactScanOf(matrix, count);
  log(`exact-scan copy built in ${round((performance.now() - t) / 1000, 1)} s (+${rssMB() - beforeExact} MB)`);
  // The truth is costly at 1M (a scan per query): kept in the system's temp folder between runs.
  const truthPath = join(tmpdir(), `million-probe-truth-${queryCount}.json`);
  const truth = existsSync(truthPath) ? (JSON.parse(readFileSync(truthPath, 'utf8')) as number[][]) : exactTruth(exact, matrix, count, vectors);
  writeFileSync(truthPath, JSON.stringify(truth));
  const nonzero = (q: Float32Array, from: number, to: number) => q.subarray(from, to).filter((x) => x !== 0).length;
  for (const code of [true, false]) {
    const qs = vectors.filter((_, i) => isCodeLikeQuery(queries[i]!.text) === code);
    const sem = qs.map((q) => nonzero(q, 0, SEMANTIC_DIMS)).sort((a, b) => a - b);
    const lex = qs.map((q) => nonzero(q, SEMANTIC_DIMS, DIMS)).sort((a, b) => a - b);
    log(`${code ? 'code-like' : 'word'} queries: nonzero dims, semantic median ${percentile(sem, 50)} (max ${sem.at(-1)}), lexical median ${percentile(lex, 50)} (max ${lex.at(-1)})`);
  }
  if (flag('gaps')) nearTies(exact, queries, vectors, Number(flag('gaps')));
  const efs = (flag('efs') ?? '128,256').split(',').map(Number);
  const vs = variants({ index, matrix, exact, mu }, efs);
  const only = flag('only');
  const chosen = only ? vs.filter((v) => only.split('|').some((s) => v.name.includes(s))) : vs;
  log(`measuring ${chosen.length} variants on ${queries.length} queries (interleaved, 2 passes)`);
  const measured = measure(chosen, queries, vectors, truth, 2);
  const scan = measured.find((m) => m.name === 'exact scan');
  const rows = measured.filter((m) => m !== scan).flatMap((m) => {
    const v = chosen.find((c) => c.name === m.name)!;
    if (v.scope === 'all') return scan ? [combine(queries, m), combine(queries, m, scan)] : [combine(queries, m)];
    // Word-only variants: code-like queries by the exact scan, or by the graph at the same ef.
    const graph = measured.find((g) => g.name === `graph ${m.name.match(/ef(\d+)/)![0]}`);
    return [...(scan ? [combine(queries, m, scan)] : []), ...(graph ? [combine(queries, m, graph)] : [])];
  });
  printRows(rows);
}

/** Graph settings on the first N vectors: build time, then recall vs ef (graph alone and with the best query-side trick). */
async function subsets(sizes: number[], configs: { m: number; efc: number }[], queryCount: number): Promise<void> {
  const { queries, vectors } = await queriesFor(queryCount);
  const all = readRows(`${VECTORS}.f32`, Math.max(...sizes));
  for (const size of sizes) {
    const matrix = all.subarray(0, size * DIMS);
    const exact = exactScanOf(matrix, size);
    const truth = exactTruth(exact, matrix, size, vectors);
    const { unit: mu } = meanDirection(matrix, size);
    for (const { m, efc } of configs) {
      const index = HnswIndex.create(DIMS, { m, efConstruction: efc, efSearch: 128 }, size);
      const before = rssMB();
      const t = performance.now();
      for (let r = 0; r < size; r++) index.add(r + 1, row(matrix, r));
      const msPerVector = (performance.now() - t) / size;
      log(`${size} vectors M ${m} efc ${efc}: built in ${round((performance.now() - t) / 1000, 1)} s = ${round(msPerVector)} ms/vector (+${rssMB() - before} MB)`);
      const efs = [64, 128, 256, 512, 1024];
      const vs: Variant[] = efs.flatMap((ef) => [
        { name: `${size} M${m} efc${efc} graph ef${ef}`, scope: 'all' as const, run: (q: Float32Array) => index.search(q, 10, ef).map((n) => n.label) },
        {
          name: `${size} M${m} efc${efc} union q+shift0.3 ef${ef / 2}x2 rerank`, scope: 'all' as const,
          run: (q: Float32Array) => rerank(matrix, q, new Set([q, shifted(q, mu, 0.3)].flatMap((v) => index.search(v, ef / 2, ef / 2).map((n) => n.label)))),
        },
      ]);
      printRows(measure(vs, queries, vectors, truth, 1).map((x) => combine(queries, x)));
      gc();
    }
  }
}

const queryCount = Number(flag('queries') ?? 1000);
const sizes = flag('subsets');
if (sizes) {
  const configs = (flag('configs') ?? '16x100').split(',').map((c) => {
    const [m, efc] = c.split('x').map(Number);
    return { m: m!, efc: efc! };
  });
  await subsets(sizes.split(',').map(Number), configs, queryCount);
} else {
  if (!existsSync(`${GRAPH}.hnsw`)) throw new Error(`probe: the cached graph ${GRAPH}.hnsw is missing (npm run bench -- search --million builds it)`);
  await million(queryCount);
}
