// Recall of an HNSW graph against exact search, per query kind, as issue 5 defines it:
// standard recall@10 = |HNSW top-10 ∩ exact top-10| / 10, and recall with ties (an HNSW hit whose
// exact similarity equals the exact 10th within 1e-6 also counts).
import type { ExactScan } from '../../data/vector-index/exact-scan.js';
import type { HnswIndex } from '../../data/vector-index/hnsw-index.js';
import { isCodeLikeQuery } from '../../server/search/query-kind.js';
import { QUERY_KINDS, type BenchQuery } from './queries.js';
import { dotProduct, percentile, recallAtK, tieRecallAtK } from './vectors.js';

export interface Recall {
  strict: number;
  ties: number;
}

export interface RecallReport {
  ef: number;
  /** What answered: the graph for every query, or the service's rule (exact scan for code-like queries). */
  path: 'graph' | 'graph + exact scan for code-like queries';
  /** Share of the queries the service's rule sends to the exact scan. */
  exactShare?: number;
  all: Recall;
  /** Every kind but invoice numbers: the queries the vector side exists for. */
  wordQueries: Recall;
  byKind: Record<string, Recall>;
  p50Ms: number;
  p99Ms: number;
  /** Latency of the code-like queries alone (the exact scans), when the service's rule is applied. */
  exactP50Ms?: number;
  exactP99Ms?: number;
}

export interface RecallInput {
  index: HnswIndex;
  /** Row-major unit vectors; row r has graph label labels[r]. */
  matrix: Float32Array;
  dims: number;
  labels: Int32Array;
  queries: readonly BenchQuery[];
  vectors: readonly Float32Array[];
  /** Exact top-10 rows per query, best first. */
  truth: readonly (readonly number[])[];
}

const round = (x: number, d = 4) => Math.round(x * 10 ** d) / 10 ** d;

/**
 * Recall at one ef. With `exact`, queries are answered as the search service answers them: a
 * code-like query (server/search/query-kind.ts, judged on its text, not on the bench's label) by
 * the exact scan, every other by the graph.
 */
export function measureRecall(input: RecallInput, ef: number, passes = 2, exact?: ExactScan): RecallReport {
  const { index, matrix, dims, labels, queries, vectors, truth } = input;
  const useExact = queries.map((q) => exact !== undefined && isCodeLikeQuery(q.text));
  const exactLatencies: number[] = [];
  const rowOf = new Map<number, number>();
  labels.forEach((label, row) => rowOf.set(label, row));
  const sums = new Map<string, { n: number; strict: number; ties: number }>();
  const latencies: number[] = [];
  // Every pass is timed (a shared box: more samples, steadier percentiles); recall from the first.
  for (let pass = 0; pass < passes; pass++) {
    vectors.forEach((q, i) => {
      const t0 = performance.now();
      const found = useExact[i] ? exact!.search(q, 10) : index.search(q, 10, ef);
      const took = performance.now() - t0;
      latencies.push(took);
      if (useExact[i]) exactLatencies.push(took);
      if (pass > 0) return;
      const best = truth[i]!;
      const strict = recallAtK(best.map((row) => labels[row]!), found.map((n) => n.label));
      const kth = dotProduct(matrix, dims, best[9]!, q);
      const ties = tieRecallAtK(kth, found.map((n) => dotProduct(matrix, dims, rowOf.get(n.label)!, q)), 10);
      const kind = queries[i]!.kind;
      for (const key of ['all', kind, ...(kind === 'invoice number' ? [] : ['words'])]) {
        const acc = sums.get(key) ?? { n: 0, strict: 0, ties: 0 };
        acc.n++;
        acc.strict += strict;
        acc.ties += ties;
        sums.set(key, acc);
      }
    });
  }
  latencies.sort((a, b) => a - b);
  exactLatencies.sort((a, b) => a - b);
  const recall = (key: string): Recall => {
    const acc = sums.get(key);
    return acc ? { strict: round(acc.strict / acc.n), ties: round(acc.ties / acc.n) } : { strict: NaN, ties: NaN };
  };
  return {
    ef,
    path: exact ? 'graph + exact scan for code-like queries' : 'graph',
    ...(exact ? { exactShare: round(useExact.filter(Boolean).length / queries.length) } : {}),
    all: recall('all'),
    wordQueries: recall('words'),
    byKind: Object.fromEntries(QUERY_KINDS.map((k) => [k, recall(k)])),
    p50Ms: round(percentile(latencies, 50), 3),
    p99Ms: round(percentile(latencies, 99), 3),
    ...(exactLatencies.length > 0
      ? { exactP50Ms: round(percentile(exactLatencies, 50), 3), exactP99Ms: round(percentile(exactLatencies, 99), 3) }
      : {}),
  };
}

export const formatRecall = (r: RecallReport): string =>
  `${r.path === 'graph' ? '' : `[${r.path}, ${r.exactShare} of queries; exact p50 ${r.exactP50Ms} ms, p99 ${r.exactP99Ms} ms] `}ef ${r.ef}: recall@10 ${r.all.strict} (ties ${r.all.ties}), word queries ${r.wordQueries.strict} (ties ${r.wordQueries.ties}); ` +
  `by kind ${QUERY_KINDS.map((k) => `${k} ${r.byKind[k]!.strict}`).join(', ')}; search p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms`;
