// Concept prototypes for the classifiers (see Prototypes in text-classifier.ts): one unit vector
// per (category, concept group) of the TRAINING rows, the normalised sum of the mean word vector
// of each training base item in that group. Held-out rows never contribute.
import type { LabelledRow } from '../../data/labels/cost-corpus.js';
import { tokenize, wordIds, type Vocabulary } from '../../engine/onnx/text-features.js';
import type { WordTable } from './glove.js';
import type { Prototypes } from './text-classifier.js';

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
