// Exact search and recall measures for the index benchmarks.

/** Exact top-k by inner product (= cosine for unit vectors) over a row-major matrix. */
export function exactTopK(matrix: Float32Array, dims: number, count: number, query: Float32Array, k: number): number[] {
  const bestIdx = new Int32Array(k).fill(-1);
  const bestScore = new Float32Array(k).fill(-Infinity);
  for (let row = 0; row < count; row++) {
    const off = row * dims;
    let s = 0;
    for (let i = 0; i < dims; i++) s += matrix[off + i]! * query[i]!;
    if (s <= bestScore[k - 1]!) continue;
    let j = k - 1;
    while (j > 0 && bestScore[j - 1]! < s) {
      bestScore[j] = bestScore[j - 1]!;
      bestIdx[j] = bestIdx[j - 1]!;
      j--;
    }
    bestScore[j] = s;
    bestIdx[j] = row;
  }
  return [...bestIdx];
}

/** Standard recall@k: |returned ∩ exact top-k| / k. */
export function recallAtK(truth: readonly number[], found: readonly number[]): number {
  const set = new Set(found);
  return truth.filter((x) => set.has(x)).length / truth.length;
}

/** Exact similarity ties closer than this count as the same distance. */
export const TIE_TOLERANCE = 1e-6;

/**
 * Recall@k with ties: a returned row also counts when its EXACT similarity (recomputed from the
 * stored vector, not the graph's figure) equals the exact k-th similarity within 1e-6, so
 * returning either of two equally near rows is not a miss.
 */
export function tieRecallAtK(kthExactSimilarity: number, foundExactSimilarities: readonly number[], k: number): number {
  return Math.min(k, foundExactSimilarities.filter((s) => s >= kthExactSimilarity - TIE_TOLERANCE).length) / k;
}

export const dotProduct = (matrix: Float32Array, dims: number, row: number, q: Float32Array): number => {
  let s = 0;
  const off = row * dims;
  for (let i = 0; i < dims; i++) s += matrix[off + i]! * q[i]!;
  return s;
};

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
