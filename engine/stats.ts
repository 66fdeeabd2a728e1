// Small statistics shared by the engine's stages.

/** The upper median (the middle value, or the higher of the two middle ones); 0 for no values. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * Solves the n x n linear system held as n rows of n coefficients and the right-hand side (the
 * augmented matrix, changed in place) by Gauss-Jordan elimination with partial pivoting; null when
 * a pivot is (near) zero: the system is singular.
 */
export function solveLinearSystem(rows: number[][]): number[] | null {
  const n = rows.length;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(rows[r]![col]!) > Math.abs(rows[pivot]![col]!)) pivot = r;
    if (Math.abs(rows[pivot]![col]!) < 1e-12) return null;
    [rows[col], rows[pivot]] = [rows[pivot]!, rows[col]!];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = rows[r]![col]! / rows[col]![col]!;
      if (f === 0) continue;
      for (let k = col; k <= n; k++) rows[r]![k]! -= f * rows[col]![k]!;
    }
  }
  return rows.map((row, i) => row[n]! / row[i]!);
}

/**
 * Otsu's threshold over a histogram's levels 0..top (counts above top are ignored): the level that
 * best splits dark from light, as the last level of the dark side; -1 when no level splits them.
 */
export function otsuThreshold(histogram: Float64Array, top: number): number {
  let sumAll = 0;
  let count = 0;
  for (let v = 0; v <= top; v++) {
    sumAll += v * histogram[v]!;
    count += histogram[v]!;
  }
  let weightBelow = 0;
  let sumBelow = 0;
  let best = 0;
  let bestThreshold = -1;
  for (let t = 0; t <= top; t++) {
    weightBelow += histogram[t]!;
    if (weightBelow === 0) continue;
    const weightAbove = count - weightBelow;
    if (weightAbove === 0) break;
    sumBelow += t * histogram[t]!;
    const meanBelow = sumBelow / weightBelow;
    const meanAbove = (sumAll - sumBelow) / weightAbove;
    const between = weightBelow * weightAbove * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      bestThreshold = t;
    }
  }
  return bestThreshold;
}
