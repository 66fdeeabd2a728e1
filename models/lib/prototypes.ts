// Concept prototypes for the classifiers (see Prototypes in text-classifier.ts): one unit vector
// per (category, concept group) of the TRAINING rows, the normalised sum of the mean word vector
// of each training base item in that group. Held-out rows never contribute.
import type { LabelledRow } from '../../data/labels/cost-corpus.js';
import { tokenize, wordIds, type Vocabulary } from '../../engine/onnx/text-features.js';
import { fromFloat16, toFloat16 } from '../onnx-writer.js';
import type { WordTable } from './glove.js';
import type { Neighbours, Prototypes } from './text-classifier.js';

function normalise(v: Float32Array): boolean {
  let norm = 0;
  for (const x of v) norm += x * x;
  if (norm === 0) return false;
  norm = Math.sqrt(norm);
  for (let i = 0; i < v.length; i++) v[i]! /= norm;
  return true;
}

export function conceptPrototypes(train: readonly LabelledRow[], table: WordTable, vocab: Vocabulary): Prototypes {
  const G = table.dims;
  const sums = new Map<string, Float32Array>();
  const seenBases = new Set<string>();
  for (const row of train) {
    const key = `${row.label}/${row.group}`;
    if (seenBases.has(`${key}\0${row.base}`)) continue;
    seenBases.add(`${key}\0${row.base}`);
    const ids = wordIds(tokenize(row.base), vocab);
    if (ids.length === 0) continue;
    const mean = new Float32Array(G);
    for (const id of ids) for (let d = 0; d < G; d++) mean[d]! += table.vectors[id * G + d]!;
    if (!normalise(mean)) continue;
    const sum = sums.get(key) ?? new Float32Array(G);
    for (let d = 0; d < G; d++) sum[d]! += mean[d]!;
    sums.set(key, sum);
  }
  const names = [...sums.keys()].sort();
  const vectors = new Float32Array(names.length * G);
  names.forEach((name, k) => {
    const v = sums.get(name)!;
    normalise(v);
    vectors.set(v, k * G);
  });
  return { names, vectors };
}

/**
 * Neighbour items for the per-category nearest-item block (Neighbours in text-classifier.ts): the
 * unit mean word vector of every TRAINING base item, grouped by category in label order. Items
 * without a known word are left out. `index` maps `${label}\0${base}` to its row, so a training row
 * can leave its own item out when the block is computed for it.
 */
export function neighbourItems(
  train: readonly LabelledRow[], labels: readonly string[], table: WordTable, vocab: Vocabulary,
): Neighbours & { index: Map<string, number> } {
  const G = table.dims;
  const byLabel = labels.map(() => new Map<string, Float32Array>());
  for (const row of train) {
    const c = labels.indexOf(row.label);
    if (c < 0 || byLabel[c]!.has(row.base)) continue;
    const ids = wordIds(tokenize(row.base), vocab);
    if (ids.length === 0) continue;
    const mean = new Float32Array(G);
    for (const id of ids) for (let d = 0; d < G; d++) mean[d]! += table.vectors[id * G + d]!;
    if (normalise(mean)) byLabel[c]!.set(row.base, mean);
  }
  const offsets = [0];
  const index = new Map<string, number>();
  const rows: Float32Array[] = [];
  byLabel.forEach((items, c) => {
    for (const [base, v] of [...items.entries()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
      index.set(`${labels[c]}\0${base}`, rows.length);
      rows.push(v);
    }
    // The graph takes a max over each category's rows: an empty run would have no value.
    if (items.size === 0) throw new Error(`nearest-item block: no training item with a known word for ${labels[c]}`);
    offsets.push(rows.length);
  });
  const vectors = new Float32Array(rows.length * G);
  rows.forEach((v, i) => vectors.set(v, i * G));
  // The graph ships these rows as float16: train and evaluate with the same rounded values.
  return { vectors: fromFloat16(toFloat16(vectors)), offsets, index };
}
