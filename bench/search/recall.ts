// Recall of an HNSW graph against exact search, per query kind, as issue 5 defines it:
// standard recall@10 = |HNSW top-10 ∩ exact top-10| / 10, and recall with ties (an HNSW hit whose
// exact similarity equals the exact 10th within 1e-6 also counts).
import type { HnswIndex } from '../../data/vector-index/hnsw-index.js';
import { QUERY_KINDS, type BenchQuery } from './queries.js';
import { dotProduct, percentile, recallAtK, tieRecallAtK } from './vectors.js';

export interface Recall {
  strict: number;
  ties: number;
}

export interface RecallReport {
  ef: number;
  all: Recall;
  /** Every kind but invoice numbers: the queries the vector side exists for. */
  wordQueries: Recall;
  byKind: Record<string, Recall>;
  p50Ms: number;
  p99Ms: number;
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

export function measureRecall(input: RecallInput, ef: number, passes = 2): RecallReport {
  const { index, matrix, dims, labels, queries, vectors, truth } = input;
  const rowOf = new Map<number, number>();
  labels.forEach((label, row) => rowOf.set(label, row));
  const sums = new Map<string, { n: number; strict: number; ties: number }>();
  const latencies: number[] = [];
  // Every pass is timed (a shared box: more samples, steadier percentiles); recall from the first.
  for (let pass = 0; pass < passes; pass++) {
    vectors.forEach((q, i) => {
      const t0 = performance.now();
      const found = index.search(q, 10, ef);
      latencies.push(performance.now() - t0);
      if (pass > 0) return;
      const exact = truth[i]!;
      const strict = recallAtK(exact.map((row) => labels[row]!), found.map((n) => n.label));
      const kth = dotProduct(matrix, dims, exact[9]!, q);
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
  const recall = (key: string): Recall => {
    const acc = sums.get(key);
    return acc ? { strict: round(acc.strict / acc.n), ties: round(acc.ties / acc.n) } : { strict: NaN, ties: NaN };
  };
  return {
    ef,
    all: recall('all'),
    wordQueries: recall('words'),
    byKind: Object.fromEntries(QUERY_KINDS.map((k) => [k, recall(k)])),
    p50Ms: round(percentile(latencies, 50), 3),
    p99Ms: round(percentile(latencies, 99), 3),
  };
}

export const formatRecall = (r: RecallReport): string =>
  `ef ${r.ef}: recall@10 ${r.all.strict} (ties ${r.all.ties}), word queries ${r.wordQueries.strict} (ties ${r.wordQueries.ties}); ` +
  `by kind ${QUERY_KINDS.map((k) => `${k} ${r.byKind[k]!.strict}`).join(', ')}; search p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms`;
