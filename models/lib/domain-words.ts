// Domain words for the cost model's short-word expansion (engine/categorize/expansion.ts): the
// words of the TRAINING base items only (held-out items never contribute), known to the word
// vectors, most frequent first. Written into the model manifest so serving expands exactly as
// training did.
import type { LabelledRow } from '../../data/labels/cost-corpus.js';
import { tokenize, type Vocabulary } from '../../engine/onnx/text-features.js';

export function domainWords(train: readonly LabelledRow[], vocab: Vocabulary): string[] {
  const counts = new Map<string, number>();
  for (const base of new Set(train.map((r) => r.base))) {
    for (const w of new Set(tokenize(base).words)) {
      if (w.length < 4 || !/^[a-z]+$/.test(w) || vocab.id(w) === 0) continue;
      counts.set(w, (counts.get(w) ?? 0) + 1);
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([w]) => w);
}
