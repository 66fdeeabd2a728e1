// Training runs end to end on a tiny corpus inside the test: the files it writes load through
// the same engine entry points that serve the shipped models.
import t from 'tap';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LabelledRow } from '../../data/labels/cost-corpus.js';
import { SeededRandom } from '../../data/labels/random.js';
import { TextClassifier } from '../../engine/categorize/classifier.js';
import { createEmbedder } from '../../engine/embed/index.js';
import { Vocabulary } from '../../engine/onnx/text-features.js';
import { classifierFeatures, type ClassifierManifest } from '../../engine/categorize/features.js';
import { buildClassifier } from '../../models/lib/classifier-build.js';
import { buildEmbedder } from '../../models/lib/embedder-build.js';
import { quantiseTable, tableFromRows } from '../../models/lib/glove.js';
import { wordKnowledge } from '../../models/lib/wordnet.js';
import { conceptPrototypes, neighbourItems } from '../../models/lib/prototypes.js';
import { classifierGraph, predictEnsemble, trainEnsemble } from '../../models/lib/text-classifier.js';

// A 3-topic toy vocabulary with clustered random vectors stands in for GloVe.
const TOPICS: Record<string, string[]> = {
  food: ['chicken', 'beef', 'salmon', 'cheese', 'bread', 'tomato', 'pork', 'rice'],
  paper: ['cup', 'lid', 'napkin', 'towel', 'straw', 'bag', 'box', 'foil'],
  rent: ['rent', 'lease', 'landlord', 'tenant', 'property', 'monthly', 'base', 'cam'],
};

function tinyTable() {
  const rng = new SeededRandom(5);
  const words = Object.values(TOPICS).flat();
  const centers = Object.keys(TOPICS).map(() => Array.from({ length: 8 }, () => rng.gaussian()));
  return tableFromRows(words, (w) => {
    const topic = Object.values(TOPICS).findIndex((list) => list.includes(w));
    return centers[topic]!.map((c) => c + 0.3 * rng.gaussian());
  }, 8);
}

/** The tiny corpus's training rows, and the vocabulary and manifest of a classifier named "tiny", written to `dir`. */
function tinyClassifierFiles(dir: string, table: ReturnType<typeof tinyTable>) {
  const vocab = new Vocabulary(table.words);
  writeFileSync(join(dir, 'vocab.txt'), table.words.join('\n') + '\n');
  const { train } = tinyCorpus();
  const labels = Object.keys(TOPICS);
  const manifest: ClassifierManifest = { model: 'tiny.onnx', vocab: 'vocab.txt', labels, buckets: 1024, minN: 3, maxN: 4, wordPairs: true, maxWords: 16, maxNgrams: 64 };
  writeFileSync(join(dir, 'tiny.json'), JSON.stringify(manifest));
  return { vocab, train, labels, manifest };
}

/**
 * The served ONNX graph (tiny.onnx in `dir`) picks the class the TypeScript forward pass picks,
 * with its probability, on every text; and the first two texts are food and rent.
 */
async function servedMatchesForwardPass(
  t: Pick<typeof import('tap').t, 'equal' | 'ok'>, dir: string, members: ReturnType<typeof trainEnsemble>, table: Parameters<typeof predictEnsemble>[1],
  vocab: Vocabulary, manifest: ClassifierManifest, texts: string[],
): Promise<void> {
  const served = await TextClassifier.load(dir, 'tiny');
  const out = await served.classify(texts);
  texts.forEach((text, i) => {
    const probs = predictEnsemble(members, table, classifierFeatures(text, vocab, manifest));
    const best = probs.indexOf(Math.max(...probs));
    t.equal(out[i]!.index, best, text);
    t.ok(Math.abs(out[i]!.probability - probs[best]!) < 1e-4, `${text}: ${out[i]!.probability} vs ${probs[best]}`);
  });
  t.equal(out[0]!.label, 'food');
  t.equal(out[1]!.label, 'rent');
}

function tinyCorpus(): { train: LabelledRow[]; test: LabelledRow[] } {
  const rng = new SeededRandom(9);
  const rows: LabelledRow[] = [];
  for (const [label, words] of Object.entries(TOPICS)) {
    for (let i = 0; i < 30; i++) {
      const text = `${rng.pick(words)} ${rng.pick(words)} ${rng.chance(0.5) ? '4/10#' : 'CS'}`;
      rows.push({ text: rng.chance(0.5) ? text.toUpperCase() : text, label, base: text, group: label });
    }
  }
  return { train: rows.filter((_, i) => i % 5 !== 0), test: rows.filter((_, i) => i % 5 === 0) };
}

t.test('a classifier trained on a tiny corpus loads and classifies', async (t) => {
  const dir = t.testdir({});
  const table = tinyTable();
  const vocab = new Vocabulary(table.words);
  writeFileSync(join(dir, 'vocab.txt'), table.words.join('\n') + '\n');
  const { train, test } = tinyCorpus();
  const labels = Object.keys(TOPICS);
  const result = buildClassifier({
    name: 'tiny', labels, train, test, table, vocab, outDir: dir,
    config: { buckets: 1024, ngramDims: 8, hidden: 16, epochs: 15, batchSize: 8, learningRate: 1e-2, tokenDropout: 0.1, ngramGroupDropout: 0.2, weightDecay: 0, seed: 3 },
    features: { minN: 3, maxN: 4, wordPairs: true, maxWords: 16, maxNgrams: 64 },
  });
  t.ok(result.heldOutAccuracy >= 0.9, `held-out accuracy ${result.heldOutAccuracy}`);
  const model = await TextClassifier.load(dir, 'tiny');
  const out = await model.classify(['CHICKEN BEEF 4/10#', 'napkin straw CS', 'monthly rent', 'salmon']);
  t.same(out.map((o) => o.label), ['food', 'paper', 'rent', 'food']);
  for (const o of out) t.ok(o.probability > 1 / 3 && o.probability <= 1);
});

t.test('the ONNX graph of a two-member ensemble with prototype and nearest-item blocks matches the TypeScript forward pass', async (t) => {
  const dir = t.testdir({});
  const table = tinyTable();
  const { vocab, train, labels, manifest } = tinyClassifierFiles(dir, table);
  const neighbours = neighbourItems(train, labels, table, vocab);
  t.equal(neighbours.offsets.length, labels.length + 1);
  const config = {
    buckets: 1024, ngramDims: 8, hidden: 16, epochs: 8, batchSize: 8, learningRate: 1e-2, tokenDropout: 0.1, ngramGroupDropout: 0.2, weightDecay: 0, seed: 3,
    conceptPrototypes: true, neighbours: true, members: 2,
  };
  const examples = train.map((r) => ({ ...classifierFeatures(r.text, vocab, manifest), label: labels.indexOf(r.label), item: neighbours.index.get(`${r.label}\0${r.base}`) }));
  const members = trainEnsemble(examples, labels, table, config, () => {}, conceptPrototypes(train, table, vocab), neighbours);
  t.equal(members.length, 2);
  writeFileSync(join(dir, 'tiny.onnx'), classifierGraph(members[0]!, table, 'tiny', members.slice(1)));
  // Rows with several words, one word, only unknown words, and nothing but a pack size.
  await servedMatchesForwardPass(t, dir, members, table, vocab, manifest, ['CHICKEN BEEF 4/10#', 'lease landlord', 'napkin', 'zzzz qqqq', '4/10#']);
});

t.test('the ONNX graph with an int8 word table and WordNet anchor blocks matches the TypeScript forward pass', async (t) => {
  const dir = t.testdir({});
  const table = quantiseTable(tinyTable());
  t.ok(table.int8, 'the table carries its int8 rows');
  // Dequantised rows stay within half a quantisation step of the float16 rows.
  const plain = tinyTable();
  for (let i = 0; i < plain.vectors.length; i++) {
    const row = Math.floor(i / plain.dims);
    let max = 0;
    for (let d = 0; d < plain.dims; d++) max = Math.max(max, Math.abs(plain.vectors[row * plain.dims + d]!));
    if (Math.abs(table.vectors[i]! - plain.vectors[i]!) > max / 254 + 1e-3) t.fail(`component ${i} moved too far`);
  }
  const { vocab, train, labels, manifest } = tinyClassifierFiles(dir, table);
  const knowledge = wordKnowledge(table.words);
  const bitsOf = (w: string) => knowledge.names.filter((_, a) => (knowledge.bits[vocab.id(w)]! >> a) & 1);
  t.ok(bitsOf('beef').includes('meat'), `beef: ${bitsOf('beef')}`);
  t.ok(bitsOf('salmon').includes('fish'), `salmon: ${bitsOf('salmon')}`);
  t.ok(bitsOf('bread').includes('baked_goods'), `bread: ${bitsOf('bread')}`);
  t.notOk(bitsOf('landlord').includes('solid_food'), `landlord: ${bitsOf('landlord')}`);
  t.equal(knowledge.bits[0], 0, 'padding has no bits');
  const neighbours = neighbourItems(train, labels, table, vocab);
  const config = {
    buckets: 1024, ngramDims: 8, hidden: 16, epochs: 8, batchSize: 8, learningRate: 1e-2, tokenDropout: 0.1, ngramGroupDropout: 0.2, weightDecay: 0, seed: 3,
    conceptPrototypes: true, neighbours: true, knowledge: true, members: 2,
  };
  const examples = train.map((r) => ({ ...classifierFeatures(r.text, vocab, manifest), label: labels.indexOf(r.label), item: neighbours.index.get(`${r.label}\0${r.base}`) }));
  const members = trainEnsemble(examples, labels, table, config, () => {}, conceptPrototypes(train, table, vocab), neighbours, knowledge);
  writeFileSync(join(dir, 'tiny.onnx'), classifierGraph(members[0]!, table, 'tiny', members.slice(1)));
  await servedMatchesForwardPass(t, dir, members, table, vocab, manifest, ['CHICKEN BEEF 4/10#', 'lease landlord', 'napkin', 'zzzz qqqq', '4/10#', 'salmon bread cheese']);
});

t.test('an embedder built on a tiny background corpus gives unit vectors', async (t) => {
  const dir = t.testdir({});
  const table = tinyTable();
  const vocab = new Vocabulary(table.words);
  writeFileSync(join(dir, 'vocab.txt'), table.words.join('\n') + '\n');
  buildEmbedder({ table, vocab, background: tinyCorpus().train.map((r) => r.text), outDir: dir, config: { semanticWeight: 0.8, wordFeatureBoost: 1, rankSmoothing: 10, buckets: 4096, minN: 3, maxN: 4 } });
  const embedder = await createEmbedder({ modelsDir: dir });
  const [chicken, beef, napkin, empty] = await embedder.embed(['chicken', 'beef pork', 'napkin cup', '']);
  for (const v of [chicken!, beef!, napkin!]) {
    t.equal(v.length, 512);
    t.ok(Math.abs(Math.hypot(...v) - 1) < 1e-4);
  }
  t.ok(empty!.every((x) => Number.isFinite(x)), 'empty text gives a finite vector');
  const cos = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);
  t.ok(cos(chicken!, beef!) > cos(chicken!, napkin!), 'same-topic words are closer');
});
