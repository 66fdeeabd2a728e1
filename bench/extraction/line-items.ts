// Line-item F1. A predicted item matches a true item when their amounts are equal to the cent
// and their descriptions are at least MIN_DESCRIPTION_SIMILARITY alike (1 - edit distance /
// longer length, after lower-casing and collapsing whitespace). Matching is one-to-one, greedy
// from the most similar pair. Precision = matches / predicted items, recall = matches / true
// items; the benchmark sums matches and counts over all documents (micro average).
import { levenshtein } from './cer.js';

export const MIN_DESCRIPTION_SIMILARITY = 0.8;

export const LINE_ITEM_RULE =
  `line-item F1: a predicted item matches a true one when the amounts agree to the cent and the descriptions are ≥ ${MIN_DESCRIPTION_SIMILARITY * 100}% alike ` +
  '(1 − edit distance / longer length, lower case, whitespace collapsed); one-to-one greedy matching, best pairs first; micro-averaged over documents';

export interface ItemView {
  description: string;
  total: number | null;
}

export interface ItemMatchCounts {
  matched: number;
  predicted: number;
  truth: number;
}

const clean = (s: string): string => s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

export function descriptionSimilarity(a: string, b: string): number {
  const x = clean(a);
  const y = clean(b);
  const longer = Math.max(x.length, y.length);
  if (longer === 0) return 1;
  return 1 - levenshtein(x, y) / longer;
}

export function matchLineItems(truth: readonly ItemView[], predicted: readonly ItemView[]): ItemMatchCounts {
  const pairs: { t: number; p: number; similarity: number }[] = [];
  truth.forEach((t, ti) => {
    predicted.forEach((p, pi) => {
      if (t.total === null || p.total === null || Math.abs(t.total - p.total) >= 0.005) return;
      const similarity = descriptionSimilarity(t.description, p.description);
      if (similarity >= MIN_DESCRIPTION_SIMILARITY) pairs.push({ t: ti, p: pi, similarity });
    });
  });
  pairs.sort((a, b) => b.similarity - a.similarity);
  const usedT = new Set<number>();
  const usedP = new Set<number>();
  for (const pair of pairs) {
    if (usedT.has(pair.t) || usedP.has(pair.p)) continue;
    usedT.add(pair.t);
    usedP.add(pair.p);
  }
  return { matched: usedT.size, predicted: predicted.length, truth: truth.length };
}

export function sumCounts(counts: readonly ItemMatchCounts[]): ItemMatchCounts {
  return counts.reduce((a, c) => ({ matched: a.matched + c.matched, predicted: a.predicted + c.predicted, truth: a.truth + c.truth }), { matched: 0, predicted: 0, truth: 0 });
}

export function f1(counts: ItemMatchCounts): { precision: number; recall: number; f1: number } {
  const precision = counts.predicted === 0 ? (counts.truth === 0 ? 1 : 0) : counts.matched / counts.predicted;
  const recall = counts.truth === 0 ? 1 : counts.matched / counts.truth;
  const f = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1: f };
}
