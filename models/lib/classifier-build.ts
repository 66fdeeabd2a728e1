// Shared build step for our two classifiers: featurise a labelled corpus, train, write
// NAME.onnx plus NAME.json (the manifest the engine reads), and report held-out accuracy.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LabelledRow } from '../../data/labels/cost-corpus.js';
import { classifierFeatures, type ClassifierManifest } from '../../engine/categorize/features.js';
import type { Vocabulary } from '../../engine/onnx/text-features.js';
import type { WordTable } from './glove.js';
import { conceptPrototypes, neighbourItems } from './prototypes.js';
import { wordKnowledge } from './wordnet.js';
import { classifierGraph, predictEnsemble, trainEnsemble, type ClassifierConfig, type Example } from './text-classifier.js';

export interface ClassifierBuildInput {
  name: string;
  labels: readonly string[];
  train: LabelledRow[];
  test: LabelledRow[];
  table: WordTable;
  vocab: Vocabulary;
  /** File the vocabulary is written to, recorded in the manifest (default vocab.txt). */
  vocabFile?: string;
  config: ClassifierConfig;
  features: Omit<ClassifierManifest, 'model' | 'vocab' | 'labels' | 'buckets'>;
  outDir: string;
  log?: (line: string) => void;
}

export interface ClassifierBuildResult {
  modelPath: string;
  manifestPath: string;
  heldOutAccuracy: number;
}

export function buildClassifier(input: ClassifierBuildInput): ClassifierBuildResult {
  const log = input.log ?? (() => {});
  const manifest: ClassifierManifest = {
    model: `${input.name}.onnx`,
    vocab: input.vocabFile ?? 'vocab.txt',
    labels: [...input.labels],
    buckets: input.config.buckets,
    ...input.features,
  };
  const toExample = (row: LabelledRow): Example => {
    const label = input.labels.indexOf(row.label);
    if (label < 0) throw new Error(`${input.name}: unknown label ${row.label}`);
    return { ...classifierFeatures(row.text, input.vocab, manifest), label };
  };
  const prototypes = input.config.conceptPrototypes ? conceptPrototypes(input.train, input.table, input.vocab) : null;
  const neighbours = input.config.neighbours ? neighbourItems(input.train, input.labels, input.table, input.vocab) : null;
  const train = input.train.map((row) => ({ ...toExample(row), item: neighbours?.index.get(`${row.label}\0${row.base}`) }));
  const knowledge = input.config.knowledge ? wordKnowledge(input.table.words) : null;
  if (knowledge) log(`${input.name}: WordNet anchors on ${knowledge.bits.filter((b) => b !== 0).length} of ${input.table.words.length} words`);
  const members = trainEnsemble(train, input.labels, input.table, input.config, (l) => log(`${input.name}: ${l}`), prototypes, neighbours, knowledge);
  let correct = 0;
  const errors = new Map<string, number>();
  for (const row of input.test) {
    const ex = toExample(row);
    const probs = predictEnsemble(members, input.table, ex);
    let best = 0;
    for (let c = 1; c < probs.length; c++) if (probs[c]! > probs[best]!) best = c;
    if (best === ex.label) correct++;
    else {
      const key = `${row.label} → ${input.labels[best]}`;
      errors.set(key, (errors.get(key) ?? 0) + 1);
      if (process.env.MODELS_VERBOSE) log(`  miss: ${row.text} [${key}]`);
    }
  }
  const top = [...errors.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8);
  log(`${input.name}: most frequent confusions ${top.map(([k, n]) => `${k} ×${n}`).join(', ')}`);
  const heldOutAccuracy = input.test.length ? correct / input.test.length : NaN;
  log(`${input.name}: held-out accuracy (TypeScript forward pass) ${(heldOutAccuracy * 100).toFixed(2)}% on ${input.test.length} rows`);
  const modelPath = join(input.outDir, manifest.model);
  const manifestPath = join(input.outDir, `${input.name}.json`);
  writeFileSync(modelPath, classifierGraph(members[0]!, input.table, input.name, members.slice(1)));
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2) + '\n');
  return { modelPath, manifestPath, heldOutAccuracy };
}
