// Small statistics for the benchmark tables: percentiles, shares, confidence buckets.

/** Nearest-rank percentile (p in 0..100) of the values; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile p must be in 0..100, got ${p}`);
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : values.reduce((a, b) => a + b, 0) / values.length;
}

/** Share of true values; NaN for an empty list (printed as "n/a", never as 100%). */
export function share(flags: readonly boolean[]): number {
  return flags.length === 0 ? Number.NaN : flags.filter(Boolean).length / flags.length;
}

export interface ConfidenceBucket {
  label: string;
  /** Inclusive lower bound, exclusive upper bound (0..100 scale). */
  min: number;
  max: number;
}

export const CONFIDENCE_BUCKETS: readonly ConfidenceBucket[] = [
  { label: '< 50', min: -Infinity, max: 50 },
  { label: '50-70', min: 50, max: 70 },
  { label: '70-90', min: 70, max: 90 },
  { label: '≥ 90', min: 90, max: Infinity },
];

export function bucketOf(confidence: number, buckets: readonly ConfidenceBucket[] = CONFIDENCE_BUCKETS): ConfidenceBucket {
  const found = buckets.find((b) => confidence >= b.min && confidence < b.max);
  if (!found) throw new RangeError(`confidence ${confidence} falls in no bucket`);
  return found;
}

export interface BucketRow {
  label: string;
  documents: number;
  allRight: number;
}

/** Per bucket: how many documents, and the share right on every key field. */
export function calibration(items: readonly { confidence: number; allRight: boolean }[], buckets: readonly ConfidenceBucket[] = CONFIDENCE_BUCKETS): BucketRow[] {
  return buckets.map((b) => {
    const inside = items.filter((i) => bucketOf(i.confidence, buckets) === b);
    return { label: b.label, documents: inside.length, allRight: share(inside.map((i) => i.allRight)) };
  });
}
