// A small text classifier trained in plain TypeScript and exported as one ONNX graph.
// Input features: mean of frozen pretrained word vectors (generalises to words never seen in
// training: brisket, ahi → food) concatenated with the mean of trainable hashed n-gram
// embeddings (fastText-style: catches abbreviations, brands, SKUs, foreign spellings).
// One ReLU hidden layer, softmax output. Optimiser: Adam (lazy for the n-gram table).
import { SeededRandom } from '../../data/labels/random.js';
import { OnnxGraphBuilder, toFloat16, fromFloat16 } from '../onnx-writer.js';
import type { WordTable } from './glove.js';
import { adam, adamStep, type AdamState } from './adam.js';
import { classWeights } from './class-weights.js';

export interface ClassifierConfig {
  buckets: number;
  ngramDims: number;
  hidden: number;
  epochs: number;
  batchSize: number;
  learningRate: number;
  /** Probability of dropping each word / n-gram during training (feature noise). */
  tokenDropout: number;
  /** Probability of hiding all n-grams of an example, so the word-vector path learns to stand alone. */
  ngramGroupDropout: number;
  /** Decoupled weight decay on the dense layers. */
  weightDecay: number;
  seed: number;
  /** Target smoothing: the true class gets 1 - ε, every class ε / C (0 = plain cross-entropy). */
  labelSmoothing?: number;
  /** Class weights are (inverse frequency)^power: 1 = fully balanced (default), 0 = none. */
  classWeightPower?: number;
  /** Add the concept-prototype similarity block (models/lib/prototypes.ts). */
  conceptPrototypes?: boolean;
  /** Add the per-category nearest-training-item block (Neighbours below). */
  neighbours?: boolean;
  /** Add the WordNet anchor blocks (Knowledge below; models/lib/wordnet.ts). */
  knowledge?: boolean;
  /**
   * Ensemble size (default 1): members differ only in their seed (initialisation, dropout, order),
   * share the word, prototype and neighbour blocks, and the graph averages their probabilities.
   */
  members?: number;
}

export interface Example {
  words: number[];
  ngrams: number[];
  label: number;
  /** Row of this example's own base item in Neighbours (left out of its nearest-item block). */
  item?: number;
}

/**
 * Concept prototypes: unit vectors in word-vector space (one per concept group of the training
 * lexicon: poultry, spirits, cookware ...). The model sees, per prototype, the best cosine of any
 * word of the line with it, so a single telling word ("merlot", "ladle") lights up its concept
 * even when it is unseen in training and surrounded by pack sizes and brands.
 */
export interface Prototypes {
  names: string[];
  /** [names.length, dims], unit rows. */
  vectors: Float32Array;
}

/**
 * Nearest training items: the unit mean word vector of every training base item, grouped by
 * category. The model sees, per category, the best cosine of the line's mean word vector with any
 * of that category's items, so an unseen item lands next to its closest known relative
 * ("barramundi" by "tilapia fillet") even when no concept group covers it. A training row leaves
 * its own item out, so the block behaves in training as it will on unseen items.
 */
export interface Neighbours {
  /** [items, dims], unit rows rounded to float16 values (as shipped), grouped by category in label order. */
  vectors: Float32Array;
  /** Category c owns rows offsets[c] .. offsets[c + 1] - 1. */
  offsets: number[];
}

/**
 * Word knowledge (models/lib/wordnet.ts): per word id a bit set of anchor concepts (bit a = names[a]).
 * The model sees two multi-hot blocks: the union over the line's words and the last word's bits.
 */
export interface Knowledge {
  names: string[];
  /** [vocabulary size + 1], row 0 (padding) is 0. */
  bits: Int32Array;
}

export interface TrainedClassifier {
  labels: readonly string[];
  config: ClassifierConfig;
  wordDims: number;
  prototypes: Prototypes | null;
  neighbours: Neighbours | null;
  knowledge?: Knowledge | null;
  /** [buckets, ngramDims], float16-rounded after training. */
  ngramTable: Float32Array;
  w1: Float32Array; // [WORD_FEATURES * wordDims + ngramDims + prototypes (+ classes), hidden]
  b1: Float32Array;
  w2: Float32Array; // [hidden, classes]
  b2: Float32Array;
}

/** Word-vector blocks fed to the MLP: mean, max, first word, last word. */
const WORD_FEATURES = 4;

/** Forward pass for one example; fills x, z1, h, probs and returns nothing (buffers are reused). */
/**
 * A word's dot products with every concept prototype, per Prototypes (built from one word table).
 * Both sides are frozen during training, so each word's are computed once, not once per row and
 * epoch: with a few hundred prototypes they were most of an epoch's time.
 */
const prototypeMemo = new WeakMap<Prototypes, Map<number, Float32Array>>();

function prototypeDots(P: Prototypes, table: WordTable, id: number): Float32Array {
  let memo = prototypeMemo.get(P);
  if (!memo) prototypeMemo.set(P, (memo = new Map()));
  const known = memo.get(id);
  if (known) return known;
  const G = table.dims;
  const K = P.names.length;
  const dots = new Float32Array(K);
  const row = id * G;
  for (let k = 0; k < K; k++) {
    let dot = 0;
    const prow = k * G;
    for (let d = 0; d < G; d++) dot += table.vectors[row + d]! * P.vectors[prow + d]!;
    dots[k] = dot;
  }
  memo.set(id, dots);
  return dots;
}

function forward(
  model: TrainedClassifier,
  table: WordTable,
  words: number[],
  ngrams: number[],
  buf: { x: Float32Array; z1: Float32Array; probs: Float32Array },
  neighbourSims: Float32Array | null = null,
): void {
  const G = model.wordDims;
  const D = model.config.ngramDims;
  const H = model.config.hidden;
  const C = model.labels.length;
  const { x, z1, probs } = buf;
  x.fill(0);
  // Word part: mean and element-wise max of the frozen vectors (max lets one telling word,
  // "brisket", dominate the pack-size and brand words around it).
  if (words.length) {
    for (let d = 0; d < G; d++) x[G + d] = -Infinity;
    for (const id of words) {
      for (let d = 0; d < G; d++) {
        const v = table.vectors[id * G + d]!;
        x[d]! += v;
        if (v > x[G + d]!) x[G + d] = v;
      }
    }
    for (let d = 0; d < G; d++) x[d]! /= words.length;
    // First and last known word: English noun phrases end with their head ("butter dish",
    // "coffee brewer"), distributor lines often start with it ("BREAST CHKN").
    const first = words[0]!;
    const last = words[words.length - 1]!;
    for (let d = 0; d < G; d++) {
      x[2 * G + d] = table.vectors[first * G + d]!;
      x[3 * G + d] = table.vectors[last * G + d]!;
    }
  }
  const N0 = WORD_FEATURES * G;
  for (const id of ngrams) for (let d = 0; d < D; d++) x[N0 + d]! += model.ngramTable[id * D + d]!;
  if (ngrams.length) for (let d = 0; d < D; d++) x[N0 + d]! /= ngrams.length;
  const P = model.prototypes;
  const K = P ? P.names.length : 0;
  if (P && words.length) {
    const P0 = N0 + D;
    for (let k = 0; k < K; k++) x[P0 + k] = -Infinity;
    for (const id of words) {
      const dots = prototypeDots(P, table, id);
      for (let k = 0; k < K; k++) if (dots[k]! > x[P0 + k]!) x[P0 + k] = dots[k]!;
    }
  }
  const NB = model.neighbours ? C : 0;
  if (NB && neighbourSims) x.set(neighbourSims, N0 + D + K);
  const KN = model.knowledge ? model.knowledge.names.length : 0;
  if (KN && words.length) {
    const bits = model.knowledge!.bits;
    const K0 = N0 + D + K + NB;
    let any = 0;
    for (const id of words) any |= bits[id]!;
    const last = bits[words[words.length - 1]!]!;
    for (let a = 0; a < KN; a++) {
      x[K0 + a] = (any >> a) & 1;
      x[K0 + KN + a] = (last >> a) & 1;
    }
  }
  z1.set(model.b1);
  for (let i = 0; i < N0 + D + K + NB + 2 * KN; i++) {
    const xi = x[i]!;
    if (xi === 0) continue;
    const row = i * H;
    for (let j = 0; j < H; j++) z1[j]! += xi * model.w1[row + j]!;
  }
  probs.set(model.b2);
  for (let j = 0; j < H; j++) {
    const hj = z1[j]! > 0 ? z1[j]! : 0;
    if (hj === 0) continue;
    const row = j * C;
    for (let c = 0; c < C; c++) probs[c]! += hj * model.w2[row + c]!;
  }
  let max = -Infinity;
  for (let c = 0; c < C; c++) max = Math.max(max, probs[c]!);
  let sum = 0;
  for (let c = 0; c < C; c++) sum += probs[c] = Math.exp(probs[c]! - max);
  for (let c = 0; c < C; c++) probs[c]! /= sum;
}

/**
 * Answers already computed, per Neighbours (built from one word table): the renderings of a base
 * item often share their known words ("CHKN BRST 4/10#" and "Chicken Breast" differ only in words
 * outside the table), so about two rows in five repeat an earlier row's words.
 */
const similarityMemo = new WeakMap<Neighbours, Map<string, Float32Array>>();

/**
 * Per category, the best cosine of the mean word vector with that category's items (0 without
 * words). The words are summed in id order, so the answer depends on the multiset of words only.
 * The returned array may be shared between calls: read it, never write it.
 */
export function neighbourSimilarities(neighbours: Neighbours, table: WordTable, words: readonly number[], exclude = -1): Float32Array {
  const ids = [...words].sort((a, b) => a - b);
  let memo = similarityMemo.get(neighbours);
  if (!memo) similarityMemo.set(neighbours, (memo = new Map()));
  const key = `${exclude}|${ids.join(',')}`;
  const known = memo.get(key);
  if (known) return known;
  const out = computeSimilarities(neighbours, table, ids, exclude);
  memo.set(key, out);
  return out;
}

function computeSimilarities(neighbours: Neighbours, table: WordTable, words: readonly number[], exclude: number): Float32Array {
  const C = neighbours.offsets.length - 1;
  const out = new Float32Array(C);
  if (words.length === 0) return out;
  const G = table.dims;
  const mean = new Float32Array(G);
  for (const id of words) for (let d = 0; d < G; d++) mean[d]! += table.vectors[id * G + d]!;
  let norm = 0;
  for (let d = 0; d < G; d++) norm += mean[d]! * mean[d]!;
  if (norm === 0) return out;
  norm = Math.sqrt(norm);
  for (let d = 0; d < G; d++) mean[d]! /= norm;
  const vectors = neighbours.vectors;
  // Four running sums: the build computes this for every training and held-out row against every
  // training item (about 10^11 multiply-adds), and independent sums let the JIT overlap them.
  const G4 = G - (G % 4);
  for (let c = 0; c < C; c++) {
    let best = -Infinity;
    for (let i = neighbours.offsets[c]!; i < neighbours.offsets[c + 1]!; i++) {
      if (i === exclude) continue;
      const row = i * G;
      let s0 = 0;
      let s1 = 0;
      let s2 = 0;
      let s3 = 0;
      let d = 0;
      for (; d < G4; d += 4) {
        s0 += mean[d]! * vectors[row + d]!;
        s1 += mean[d + 1]! * vectors[row + d + 1]!;
        s2 += mean[d + 2]! * vectors[row + d + 2]!;
        s3 += mean[d + 3]! * vectors[row + d + 3]!;
      }
      for (; d < G; d++) s0 += mean[d]! * vectors[row + d]!;
      const dot = s0 + s1 + s2 + s3;
      if (dot > best) best = dot;
    }
    out[c] = best === -Infinity ? 0 : best;
  }
  return out;
}

function inputSize(
  wordDims: number, config: ClassifierConfig, prototypes: Prototypes | null, neighbours: Neighbours | null, knowledge: Knowledge | null = null,
): number {
  return WORD_FEATURES * wordDims + config.ngramDims + (prototypes?.names.length ?? 0) + (neighbours ? neighbours.offsets.length - 1 : 0) +
    2 * (knowledge?.names.length ?? 0);
}

export function createBuffers(model: TrainedClassifier) {
  return {
    x: new Float32Array(inputSize(model.wordDims, model.config, model.prototypes, model.neighbours, model.knowledge ?? null)),
    z1: new Float32Array(model.config.hidden),
    probs: new Float32Array(model.labels.length),
  };
}

/** Class probabilities computed in TypeScript (training-time evaluation; serving uses ONNX). */
export function predictProbabilities(model: TrainedClassifier, table: WordTable, example: Omit<Example, 'label'>): Float32Array {
  const buf = createBuffers(model);
  const sims = model.neighbours ? neighbourSimilarities(model.neighbours, table, example.words) : null;
  forward(model, table, example.words, example.ngrams, buf, sims);
  return buf.probs;
}

/** Mean of the members' class probabilities (the ensemble the graph computes). */
export function predictEnsemble(members: readonly TrainedClassifier[], table: WordTable, example: Omit<Example, 'label'>): Float32Array {
  const out = new Float32Array(members[0]!.labels.length);
  for (const member of members) {
    const probs = predictProbabilities(member, table, example);
    for (let c = 0; c < out.length; c++) out[c]! += probs[c]! / members.length;
  }
  return out;
}

/** Trains config.members classifiers (seeds seed, seed + 1000, ...) on the same examples. */
export function trainEnsemble(
  examples: Example[],
  labels: readonly string[],
  table: WordTable,
  config: ClassifierConfig,
  log: (line: string) => void = () => {},
  prototypes: Prototypes | null = null,
  neighbours: Neighbours | null = null,
  knowledge: Knowledge | null = null,
): TrainedClassifier[] {
  const members: TrainedClassifier[] = [];
  for (let k = 0; k < (config.members ?? 1); k++) {
    const seeded = k === 0 ? config : { ...config, seed: config.seed + 1000 * k };
    members.push(trainClassifier(examples, labels, table, seeded, (l) => log(k === 0 ? l : `member ${k + 1}: ${l}`), prototypes, neighbours, knowledge));
  }
  return members;
}

export function trainClassifier(
  examples: Example[],
  labels: readonly string[],
  table: WordTable,
  config: ClassifierConfig,
  log: (line: string) => void = () => {},
  prototypes: Prototypes | null = null,
  neighbours: Neighbours | null = null,
  knowledge: Knowledge | null = null,
): TrainedClassifier {
  const rng = new SeededRandom(config.seed);
  const G = table.dims;
  const D = config.ngramDims;
  const H = config.hidden;
  const C = labels.length;
  const IN = inputSize(G, config, prototypes, neighbours, knowledge);
  const model: TrainedClassifier = {
    labels,
    config,
    wordDims: G,
    prototypes,
    neighbours,
    knowledge,
    ngramTable: new Float32Array(config.buckets * D).map(() => (rng.next() * 2 - 1) / D),
    w1: new Float32Array(IN * H).map(() => rng.gaussian() * Math.sqrt(2 / IN)),
    b1: new Float32Array(H),
    w2: new Float32Array(H * C).map(() => rng.gaussian() * Math.sqrt(1 / H)),
    b2: new Float32Array(C),
  };
  // Inverse-frequency class weights so small categories (rent, insurance) count in macro-F1.
  const classWeight = classWeights(examples.map((e) => e.label), C, config.classWeightPower ?? 1);

  const grads = { w1: new Float32Array(IN * H), b1: new Float32Array(H), w2: new Float32Array(H * C), b2: new Float32Array(C) };
  const gE = new Float32Array(config.buckets * D);
  const touched = new Uint8Array(config.buckets);
  const touchedList: number[] = [];
  const states = { w1: adam(IN * H), b1: adam(H), w2: adam(H * C), b2: adam(C), e: adam(config.buckets * D) };
  const buf = createBuffers(model);
  const dh = new Float32Array(H);
  const dx = new Float32Array(IN);
  const order = examples.map((_, i) => i);
  const smoothing = config.labelSmoothing ?? 0;
  const target = (c: number, label: number) => (c === label ? 1 - smoothing : 0) + smoothing / C;
  // The nearest-item block depends only on the (frozen) word vectors: computed once per example,
  // from all its words, leaving the example's own item out.
  const sims = neighbours ? examples.map((e) => neighbourSimilarities(neighbours, table, e.words, e.item ?? -1)) : null;
  let step = 0;
  const totalSteps = config.epochs * Math.ceil(examples.length / config.batchSize);

  for (let epoch = 0; epoch < config.epochs; epoch++) {
    rng.shuffle(order);
    let loss = 0;
    for (let start = 0; start < order.length; start += config.batchSize) {
      const batch = order.slice(start, start + config.batchSize);
      for (const index of batch) {
        const ex = examples[index]!;
        const words = config.tokenDropout > 0 ? ex.words.filter(() => !rng.chance(config.tokenDropout)) : ex.words;
        let ngrams = config.tokenDropout > 0 ? ex.ngrams.filter(() => !rng.chance(config.tokenDropout)) : ex.ngrams;
        if (ngrams.length === 0) ngrams = ex.ngrams;
        if (words.length > 0 && rng.chance(config.ngramGroupDropout)) ngrams = [];
        forward(model, table, words, ngrams, buf, sims ? sims[index]! : null);
        const w = classWeight[ex.label]! / batch.length;
        loss -= Math.log(Math.max(buf.probs[ex.label]!, 1e-12)) * classWeight[ex.label]!;
        // Output layer.
        dh.fill(0);
        for (let j = 0; j < H; j++) {
          const hj = buf.z1[j]! > 0 ? buf.z1[j]! : 0;
          const row = j * C;
          let acc = 0;
          for (let c = 0; c < C; c++) {
            const dz = (buf.probs[c]! - target(c, ex.label)) * w;
            if (hj !== 0) grads.w2[row + c]! += hj * dz;
            acc += model.w2[row + c]! * dz;
          }
          dh[j] = buf.z1[j]! > 0 ? acc : 0;
        }
        for (let c = 0; c < C; c++) grads.b2[c]! += (buf.probs[c]! - target(c, ex.label)) * w;
        // Hidden layer.
        dx.fill(0);
        for (let i = 0; i < IN; i++) {
          const xi = buf.x[i]!;
          const row = i * H;
          let acc = 0;
          for (let j = 0; j < H; j++) {
            const d = dh[j]!;
            if (d === 0) continue;
            grads.w1[row + j]! += xi * d;
            acc += model.w1[row + j]! * d;
          }
          dx[i] = acc;
        }
        for (let j = 0; j < H; j++) grads.b1[j]! += dh[j]!;
        // n-gram table (sparse): each id receives dx / count.
        const scale = ngrams.length ? 1 / ngrams.length : 0;
        for (const id of ngrams) {
          if (!touched[id]) {
            touched[id] = 1;
            touchedList.push(id);
          }
          const row = id * D;
          for (let d = 0; d < D; d++) gE[row + d]! += dx[WORD_FEATURES * G + d]! * scale;
        }
      }
      step++;
      const lr = config.learningRate * (1 - (0.9 * step) / totalSteps);
      if (config.weightDecay > 0) {
        const keep = 1 - lr * config.weightDecay;
        for (let i = 0; i < model.w1.length; i++) model.w1[i]! *= keep;
        for (let i = 0; i < model.w2.length; i++) model.w2[i]! *= keep;
      }
      adamStep(model.w1, grads.w1, states.w1, lr, step);
      adamStep(model.b1, grads.b1, states.b1, lr, step);
      adamStep(model.w2, grads.w2, states.w2, lr, step);
      adamStep(model.b2, grads.b2, states.b2, lr, step);
      // Lazy Adam: only rows used in this batch move, which keeps sparse updates cheap.
      touchedList.sort((a, b) => a - b);
      for (const id of touchedList) {
        adamStep(model.ngramTable, gE, states.e, lr, step, id * D, id * D + D);
        touched[id] = 0;
      }
      touchedList.length = 0;
    }
    log(`epoch ${epoch + 1}/${config.epochs} loss ${(loss / examples.length).toFixed(4)}`);
  }
  // Ship float16 n-gram rows; evaluate with the same rounded values.
  model.ngramTable = fromFloat16(toFloat16(model.ngramTable));
  return model;
}

/**
 * One graph from token ids to class probabilities:
 * inputs word_ids/word_mask [N, Lw], ngram_ids/ngram_mask [N, Lg];
 * outputs probabilities [N, C], label (int64 index) [N], probability [N].
 */
export function classifierGraph(model: TrainedClassifier, table: WordTable, name: string, others: readonly TrainedClassifier[] = []): Uint8Array {
  const g = new OnnxGraphBuilder(name);
  const G = table.dims;
  const D = model.config.ngramDims;
  const H = model.config.hidden;
  const C = model.labels.length;
  g.input('word_ids', 'int64', ['N', 'Lw']);
  g.input('word_mask', 'float32', ['N', 'Lw']);
  g.input('ngram_ids', 'int64', ['N', 'Lg']);
  g.input('ngram_mask', 'float32', ['N', 'Lg']);
  // Word rows as float32: float16 rows cast up, or int8 rows times their float16 scale.
  let gatherWords: (ids: string) => string;
  if (table.int8) {
    g.initializer('word_table_q', 'int8', [table.words.length + 1, G], table.int8.values);
    g.initializer('word_scale', 'float16', [table.words.length + 1, 1], table.int8.scales);
    gatherWords = (ids) => g.node('Mul', [
      g.node('Cast', [g.node('Gather', ['word_table_q', ids], { axis: 0 })], { to: 1 }),
      g.node('Cast', [g.node('Gather', ['word_scale', ids], { axis: 0 })], { to: 1 }),
    ]);
  } else {
    g.initializer('word_table', 'float16', [table.words.length + 1, G], table.half);
    gatherWords = (ids) => g.node('Cast', [g.node('Gather', ['word_table', ids], { axis: 0 })], { to: 1 });
  }
  g.initializer('ngram_table', 'float16', [model.config.buckets, D], toFloat16(model.ngramTable));
  const axis1 = g.ints('axis1', [1]);
  const axis2 = g.ints('axis2', [2]);
  const one = g.scalar('one', 1);
  const ngramRows = (tableName: string) => g.node('Cast', [g.node('Gather', [tableName, 'ngram_ids'], { axis: 0 })], { to: 1 });
  const meanPool = (rows: string, mask: string) => {
    const masked = g.node('Mul', [rows, g.node('Unsqueeze', [mask, axis2])]);
    const sum = g.node('ReduceSum', [masked, axis1], { keepdims: 0 });
    const count = g.node('Max', [g.node('ReduceSum', [mask, axis1], { keepdims: 1 }), one]);
    return g.node('Div', [sum, count]);
  };
  // The line's word rows, gathered once for the mean, the max and the prototype similarities.
  const wordRows = gatherWords('word_ids');
  const words = meanPool(wordRows, 'word_mask');
  // Masked max: padded slots get -10 (below any unit-vector component); rows without any known
  // word become 0, as in training.
  const maskCol = g.node('Unsqueeze', ['word_mask', axis2]);
  const shifted = g.node('Add', [g.node('Mul', [wordRows, maskCol]), g.node('Mul', [g.node('Sub', [maskCol, one]), g.scalar('ten', 10)])]);
  const anyWord = g.node('Min', [g.node('ReduceSum', ['word_mask', axis1], { keepdims: 1 }), one]);
  const wordMax = g.node('Mul', [g.node('ReduceMax', [shifted], { axes: [1], keepdims: 0 }), anyWord]);
  // First/last known word: ids are packed left, so the last one sits at index count-1
  // (rows without words read index 0 = padding, whose vector is zero).
  const firstId = g.node('Slice', ['word_ids', g.ints('first_start', [0]), g.ints('first_end', [1]), axis1]);
  const countInt = g.node('Cast', [g.node('ReduceSum', ['word_mask', axis1], { keepdims: 1 })], { to: 7 });
  const lastIndex = g.node('Max', [g.node('Sub', [countInt, g.ints('one_int', [1])]), g.ints('zero_int', [0])]);
  const lastId = g.node('GatherElements', ['word_ids', lastIndex], { axis: 1 });
  const edgeRow = (ids: string) =>
    g.node('Mul', [gatherWords(g.node('Squeeze', [ids, axis1])), anyWord]);
  const ngrams = meanPool(ngramRows('ngram_table'), 'ngram_mask');
  const blocks = [words, wordMax, edgeRow(firstId), edgeRow(lastId), ngrams];
  const K = model.prototypes?.names.length ?? 0;
  if (model.prototypes) {
    // Best cosine of any word with each prototype: [N, Lw, G] x [G, K], masked max over words
    // (padding slots pushed to -10, rows without a known word become 0, as in training).
    const transposed = new Float32Array(G * K);
    for (let k = 0; k < K; k++) for (let d = 0; d < G; d++) transposed[d * K + k] = model.prototypes.vectors[k * G + d]!;
    g.initializer('prototypes', 'float32', [G, K], transposed);
    const sims = g.node('MatMul', [wordRows, 'prototypes']);
    const simsShifted = g.node('Add', [g.node('Mul', [sims, maskCol]), g.node('Mul', [g.node('Sub', [maskCol, one]), 'ten'])]);
    blocks.push(g.node('Mul', [g.node('ReduceMax', [simsShifted], { axes: [1], keepdims: 0 }), anyWord]));
  }
  if (model.neighbours) {
    // Unit mean word vector [N, G] (rows without words stay 0), cosine with every item, then the
    // best per category: one Slice + ReduceMax per category's run of rows.
    const norm = g.node('Sqrt', [g.node('ReduceSum', [g.node('Mul', [words, words]), axis1], { keepdims: 1 })]);
    const unit = g.node('Div', [words, g.node('Max', [norm, g.scalar('tiny', 1e-12)])]);
    const M = model.neighbours.offsets[C]!;
    const transposed = new Float32Array(G * M);
    for (let i = 0; i < M; i++) for (let d = 0; d < G; d++) transposed[d * M + i] = model.neighbours.vectors[i * G + d]!;
    // Stored as float16 (the rows were rounded to float16 before training, so nothing moves).
    g.initializer('neighbours', 'float16', [G, M], toFloat16(transposed));
    const sims = g.node('MatMul', [unit, g.node('Cast', ['neighbours'], { to: 1 })]);
    const perCategory = model.labels.map((_, c) => {
      const from = g.ints(`neighbour_from_${c}`, [model.neighbours!.offsets[c]!]);
      const to = g.ints(`neighbour_to_${c}`, [model.neighbours!.offsets[c + 1]!]);
      return g.node('ReduceMax', [g.node('Slice', [sims, from, to, axis1])], { axes: [1], keepdims: 1 });
    });
    blocks.push(g.node('Concat', perCategory, { axis: 1 }));
  }
  if (model.knowledge) {
    // Anchor bits: one int32 per word, decoded as floor(bits / 2^a) mod 2 for each anchor a; the
    // union over the line's words (padding id 0 has no bits) and the last word's bits.
    const A = model.knowledge.names.length;
    g.initializer('word_knowledge', 'int32', [table.words.length + 1], model.knowledge.bits);
    const powers = g.ints('knowledge_powers', Array.from({ length: A }, (_, a) => 2 ** a));
    const two = g.ints('knowledge_two', [2]);
    const decode = (bits: string, axis: string) => g.node('Cast', [
      g.node('Mod', [g.node('Div', [g.node('Unsqueeze', [g.node('Cast', [bits], { to: 7 }), axis]), powers]), two], { fmod: 0 }),
    ], { to: 1 });
    const wordBits = decode(g.node('Gather', ['word_knowledge', 'word_ids'], { axis: 0 }), axis2);
    blocks.push(g.node('ReduceMax', [wordBits], { axes: [1], keepdims: 0 }));
    blocks.push(decode(g.node('Gather', ['word_knowledge', g.node('Squeeze', [lastId, axis1])], { axis: 0 }), axis1));
  }
  const x = g.node('Concat', blocks, { axis: 1 });
  g.initializer('w1', 'float32', [inputSize(G, model.config, model.prototypes, model.neighbours, model.knowledge ?? null), H], model.w1);
  g.initializer('b1', 'float32', [H], model.b1);
  g.initializer('w2', 'float32', [H, C], model.w2);
  g.initializer('b2', 'float32', [C], model.b2);
  const hidden = g.node('Relu', [g.node('Add', [g.node('MatMul', [x, 'w1']), 'b1'])]);
  const logits = g.node('Add', [g.node('MatMul', [hidden, 'w2']), 'b2']);
  if (others.length === 0) g.node('Softmax', [logits], { axis: 1 }, ['probabilities']);
  else {
    // Further ensemble members: their own n-gram table and MLP over the shared blocks; the
    // output is the mean of every member's softmax.
    const memberProbs = [g.node('Softmax', [logits], { axis: 1 })];
    others.forEach((member, i) => {
      const k = i + 2;
      if (member.config.ngramDims !== D || member.config.hidden !== H || member.config.buckets !== model.config.buckets) {
        throw new Error(`ensemble member ${k} differs in shape from the first`);
      }
      g.initializer(`ngram_table_${k}`, 'float16', [member.config.buckets, D], toFloat16(member.ngramTable));
      const memberNgrams = meanPool(ngramRows(`ngram_table_${k}`), 'ngram_mask');
      const memberX = g.node('Concat', [...blocks.slice(0, 4), memberNgrams, ...blocks.slice(5)], { axis: 1 });
      g.initializer(`w1_${k}`, 'float32', [inputSize(G, member.config, member.prototypes, member.neighbours, member.knowledge ?? null), H], member.w1);
      g.initializer(`b1_${k}`, 'float32', [H], member.b1);
      g.initializer(`w2_${k}`, 'float32', [H, C], member.w2);
      g.initializer(`b2_${k}`, 'float32', [C], member.b2);
      const memberHidden = g.node('Relu', [g.node('Add', [g.node('MatMul', [memberX, `w1_${k}`]), `b1_${k}`])]);
      const memberLogits = g.node('Add', [g.node('MatMul', [memberHidden, `w2_${k}`]), `b2_${k}`]);
      memberProbs.push(g.node('Softmax', [memberLogits], { axis: 1 }));
    });
    g.node('Div', [g.node('Sum', memberProbs), g.scalar('members', memberProbs.length)], {}, ['probabilities']);
  }
  g.node('ArgMax', ['probabilities'], { axis: 1, keepdims: 0 }, ['label']);
  g.node('ReduceMax', ['probabilities'], { axes: [1], keepdims: 0 }, ['probability']);
  g.output('probabilities', 'float32', ['N', C]);
  g.output('label', 'int64', ['N']);
  g.output('probability', 'float32', ['N']);
  return g.encode(`labels: ${model.labels.join(',')}`);
}
