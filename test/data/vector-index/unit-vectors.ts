// Seeded pseudo-random unit vectors for the vector-index tests (same seed, same vector).
export function seededUnitVector(seed: number, dims: number): Float32Array {
  let s = (seed * 2654435761) >>> 0;
  const v = new Float32Array(dims);
  let n = 0;
  for (let i = 0; i < dims; i++) {
    s = (s * 1103515245 + 12345) >>> 0;
    v[i] = s / 2 ** 32 - 0.5;
    n += v[i]! * v[i]!;
  }
  for (let i = 0; i < dims; i++) v[i]! /= Math.sqrt(n);
  return v;
}
