// Small statistics shared by the engine's stages.

/** The upper median (the middle value, or the higher of the two middle ones); 0 for no values. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
