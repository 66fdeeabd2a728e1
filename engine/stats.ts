// Small statistics shared by the engine's stages.

/** The upper median (the middle value, or the higher of the two middle ones); 0 for no values. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
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
