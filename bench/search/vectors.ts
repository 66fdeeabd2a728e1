// Synthetic vectors and exact search for the index benchmarks. Real text embeddings are not
// uniform on the sphere: they cluster by topic and vary along few directions. So points are one
// of 2,000 cluster centres plus a 48-direction perturbation (about 0.8 of the centre's norm) plus
// a little isotropic noise, then normalized.
// Uniform random 512-dim vectors would be an unrealistically hard (and uninformative) case.
import { Rng } from '../../data/corpus/rng.js';

export interface ClusteredSpace {
  dims: number;
  /** Draws one unit vector. */
  sample(): Float32Array;
}

function gaussian(rng: Rng): number {
  const u = Math.max(rng.next(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

export function clusteredSpace(seed: number, opts: { dims?: number; clusters?: number; rank?: number } = {}): ClusteredSpace {
  const dims = opts.dims ?? 512;
  const rng = new Rng(seed);
  const randomVector = (scale: number) => {
    const v = new Float32Array(dims);
    for (let i = 0; i < dims; i++) v[i] = gaussian(rng) * scale;
    return v;
  };
  const centres = Array.from({ length: opts.clusters ?? 2000 }, () => randomVector(1 / Math.sqrt(dims)));
  const basis = Array.from({ length: opts.rank ?? 48 }, () => randomVector(1 / Math.sqrt(dims)));
  return {
    dims,
    sample() {
      const centre = centres[Math.floor(rng.next() * centres.length)]!;
      const v = new Float32Array(dims);
      for (let i = 0; i < dims; i++) v[i] = centre[i]! + gaussian(rng) * (0.2 / Math.sqrt(dims));
      for (const b of basis) {
        const z = gaussian(rng) * 0.12;
        for (let i = 0; i < dims; i++) v[i]! += z * b[i]!;
      }
      return normalize(v);
    },
  };
}

export function normalize(v: Float32Array): Float32Array {
  let n = 0;
  for (let i = 0; i < v.length; i++) n += v[i]! * v[i]!;
  n = Math.sqrt(n) || 1;
  for (let i = 0; i < v.length; i++) v[i]! /= n;
  return v;
}

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

/** Strict recall: the share of the exact top-k ids that were returned. */
export function recallAtK(truth: readonly number[], found: readonly number[]): number {
  const set = new Set(found);
  return truth.filter((x) => set.has(x)).length / truth.length;
}

/**
 * ann-benchmarks' recall: a returned neighbour counts when it is at least as similar as the exact
 * k-th one (within 1e-3). Synthetic documents share vendors and items, so many are exact ties
 * and strict recall would punish returning one of two equally near neighbours.
 */
export function distanceRecallAtK(kthExactSimilarity: number, foundSimilarities: readonly number[], k: number): number {
  return foundSimilarities.filter((s) => s >= kthExactSimilarity - 1e-3).length / k;
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
