// Metric helpers for the model benchmark: classification (accuracy, macro-F1, confusions) and
// ranking (nDCG@k with graded gains, recall@k, reciprocal-rank fusion).

export interface ClassificationReport {
  accuracy: number;
  macroF1: number;
  perClassF1: Record<string, number>;
  topConfusions: { truth: string; predicted: string; count: number }[];
}

export function classificationReport(truth: readonly string[], predicted: readonly string[], labels: readonly string[]): ClassificationReport {
  let correct = 0;
  const tp = new Map<string, number>();
  const fp = new Map<string, number>();
  const fn = new Map<string, number>();
  const confusions = new Map<string, number>();
  truth.forEach((t, i) => {
    const p = predicted[i]!;
    if (t === p) {
      correct++;
      tp.set(t, (tp.get(t) ?? 0) + 1);
      return;
    }
    fp.set(p, (fp.get(p) ?? 0) + 1);
    fn.set(t, (fn.get(t) ?? 0) + 1);
    const key = `${t}\0${p}`;
    confusions.set(key, (confusions.get(key) ?? 0) + 1);
  });
  const perClassF1: Record<string, number> = {};
  let sum = 0;
  let counted = 0;
  for (const label of labels) {
    const a = tp.get(label) ?? 0;
    const b = fp.get(label) ?? 0;
    const c = fn.get(label) ?? 0;
    if (a + b + c === 0) continue;
    const f1 = (2 * a) / (2 * a + b + c);
    perClassF1[label] = f1;
    sum += f1;
    counted++;
  }
  const topConfusions = [...confusions.entries()]
    .map(([k, count]) => {
      const [t, p] = k.split('\0') as [string, string];
      return { truth: t, predicted: p, count };
    })
    .sort((x, y) => y.count - x.count || (x.truth + x.predicted < y.truth + y.predicted ? -1 : 1))
    .slice(0, 8);
  return { accuracy: truth.length ? correct / truth.length : NaN, macroF1: counted ? sum / counted : NaN, perClassF1, topConfusions };
}

/** nDCG@k with gains 2^rel - 1; `ranked` are document indices, `gains` relevance per document. */
export function ndcgAtK(ranked: readonly number[], gains: ReadonlyMap<number, number>, k: number): number {
  let dcg = 0;
  ranked.slice(0, k).forEach((doc, i) => {
    const rel = gains.get(doc) ?? 0;
    dcg += (2 ** rel - 1) / Math.log2(i + 2);
  });
  const ideal = [...gains.values()].sort((a, b) => b - a).slice(0, k);
  let idcg = 0;
  ideal.forEach((rel, i) => (idcg += (2 ** rel - 1) / Math.log2(i + 2)));
  return idcg > 0 ? dcg / idcg : 0;
}

/** Share of relevant documents found in the top k (capped at k relevant, so a perfect run scores 1). */
export function recallAtK(ranked: readonly number[], gains: ReadonlyMap<number, number>, k: number): number {
  const relevant = [...gains.values()].filter((g) => g > 0).length;
  if (relevant === 0) return 0;
  const found = ranked.slice(0, k).filter((d) => (gains.get(d) ?? 0) > 0).length;
  return found / Math.min(relevant, k);
}

/** Reciprocal-rank fusion (Cormack et al. 2009) of several rankings; k = 60 as in the paper. */
export function reciprocalRankFusion(rankings: readonly (readonly number[])[], k = 60): number[] {
  const score = new Map<number, number>();
  for (const ranking of rankings) ranking.forEach((doc, i) => score.set(doc, (score.get(doc) ?? 0) + 1 / (k + i + 1)));
  return [...score.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([doc]) => doc);
}
