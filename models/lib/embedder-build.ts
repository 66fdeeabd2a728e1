// Builds the 512-dim text embedder graph. Nothing here is trained by gradient descent; the
// weights come from pretrained word vectors and statistics of a background corpus:
//  - semantic part (100 dims): smooth-inverse-frequency weighted sum of unit GloVe vectors
//    (weight r/(r+K) for frequency rank r, so "the"/"of" vanish), minus the common component of
//    the background corpus (Arora et al. 2017, "A simple but tough-to-beat baseline"), unit length;
//  - lexical part (412 dims): hashed char 3-4-grams and whole tokens with IDF weights and a random
//    sign per feature, folded into 412 dims (feature hashing); catches names, SKUs, typos;
//  - output: concat(alpha * semantic, beta * lexical), renormalised to unit length.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EmbedderManifest } from '../../engine/embed/features.js';
import { embedderFeatures } from '../../engine/embed/features.js';
import { fnv1a, type Vocabulary } from '../../engine/onnx/text-features.js';
import { OnnxGraphBuilder, toFloat16 } from '../onnx-writer.js';
import type { WordTable } from './glove.js';

export interface EmbedderConfig {
  semanticWeight: number;
  /** Extra weight of whole-word features over character n-grams in the lexical part. */
  wordFeatureBoost: number;
  /** K in the r/(r+K) word weight. */
  rankSmoothing: number;
  buckets: number;
  minN: number;
  maxN: number;
  /** Words of six European languages bring their English gloss (engine/gloss) into the semantic part. */
  gloss?: boolean;
}

export const DEFAULT_EMBEDDER_CONFIG: EmbedderConfig = { semanticWeight: 0.7, wordFeatureBoost: 1, rankSmoothing: 1000, buckets: 1 << 18, minN: 3, maxN: 4, gloss: true };

export interface EmbedderBuildInput {
  table: WordTable;
  vocab: Vocabulary;
  background: readonly string[];
  outDir: string;
  config?: EmbedderConfig;
  name?: string;
}

function commonComponent(vectors: Float32Array[], dims: number): Float32Array {
  let u = new Float32Array(dims).map((_, i) => 1 / Math.sqrt(dims) + (i % 2 ? 1e-3 : -1e-3));
  for (let iter = 0; iter < 50; iter++) {
    const next = new Float32Array(dims);
    for (const v of vectors) {
      let dot = 0;
      for (let d = 0; d < dims; d++) dot += v[d]! * u[d]!;
      for (let d = 0; d < dims; d++) next[d]! += dot * v[d]!;
    }
    let norm = 0;
    for (let d = 0; d < dims; d++) norm += next[d]! * next[d]!;
    norm = Math.sqrt(norm) || 1;
    u = next.map((x) => x / norm);
  }
  return u;
}

export function buildEmbedder(input: EmbedderBuildInput): { modelPath: string; manifestPath: string } {
  const config = input.config ?? DEFAULT_EMBEDDER_CONFIG;
  const name = input.name ?? 'embedder';
  const G = input.table.dims;
  const lexicalDims = 512 - G;
  const manifest: EmbedderManifest = {
    model: `${name}.onnx`,
    vocab: 'vocab.txt',
    dims: 512,
    semanticDims: G,
    lexicalDims,
    buckets: config.buckets,
    minN: config.minN,
    maxN: config.maxN,
    maxWords: 512,
    maxNgrams: 4096,
    ...(config.gloss ? { gloss: true } : {}),
  };
  const V = input.table.words.length + 1;
  const wordWeight = new Float32Array(V);
  for (let i = 1; i < V; i++) {
    const r = input.table.ranks[i]!;
    wordWeight[i] = r / (r + config.rankSmoothing);
  }
  // Background statistics: common semantic direction and n-gram document frequencies.
  const df = new Uint32Array(config.buckets);
  const sums: Float32Array[] = [];
  for (const text of input.background) {
    const f = embedderFeatures(text, input.vocab, manifest);
    for (const id of new Set(f.ngrams)) df[id]!++;
    const s = new Float32Array(G);
    for (const id of f.words) for (let d = 0; d < G; d++) s[d]! += wordWeight[id]! * input.table.vectors[id * G + d]!;
    let norm = 0;
    for (let d = 0; d < G; d++) norm += s[d]! * s[d]!;
    if (norm > 0) sums.push(s.map((x) => x / Math.sqrt(norm)));
  }
  const u = commonComponent(sums, G);
  const n = input.background.length;
  const signedIdf = new Float32Array(config.buckets);
  for (let id = 0; id < config.buckets; id++) {
    const idf = Math.log((n + 1) / (df[id]! + 1)) + 1;
    const boost = id < config.buckets / 2 ? config.wordFeatureBoost : 1;
    signedIdf[id] = (fnv1a(`sign${id}`) & 1 ? 1 : -1) * idf * boost;
  }

  const g = new OnnxGraphBuilder(name);
  g.input('word_ids', 'int64', ['N', 'Lw']);
  g.input('word_mask', 'float32', ['N', 'Lw']);
  g.input('ngram_ids', 'int64', ['N', 'Lg']);
  g.input('ngram_mask', 'float32', ['N', 'Lg']);
  g.initializer('word_table', 'float16', [V, G], input.table.half);
  g.initializer('word_weight', 'float32', [V], wordWeight);
  g.initializer('common_u', 'float32', [G, 1], u);
  g.initializer('common_ut', 'float32', [1, G], u);
  g.initializer('ngram_weight', 'float16', [config.buckets], toFloat16(signedIdf));
  const axis1 = g.ints('axis1', [1]);
  const axis2 = g.ints('axis2', [2]);
  const eps = g.scalar('eps', 1e-9);
  const unit = (x: string) => g.node('Div', [x, g.node('Max', [g.node('ReduceL2', [x], { axes: [1], keepdims: 1 }), eps])]);

  const rows = g.node('Cast', [g.node('Gather', ['word_table', 'word_ids'], { axis: 0 })], { to: 1 });
  const weights = g.node('Mul', [g.node('Gather', ['word_weight', 'word_ids'], { axis: 0 }), 'word_mask']);
  const semSum = g.node('ReduceSum', [g.node('Mul', [rows, g.node('Unsqueeze', [weights, axis2])]), axis1], { keepdims: 0 });
  const semantic = unit(g.node('Sub', [semSum, g.node('MatMul', [g.node('MatMul', [semSum, 'common_u']), 'common_ut'])]));

  const dimIndex = g.node('Mod', ['ngram_ids', g.initializer('lex_dims', 'int64', [], BigInt64Array.of(BigInt(lexicalDims)))]);
  const ngramWeights = g.node('Mul', [g.node('Cast', [g.node('Gather', ['ngram_weight', 'ngram_ids'], { axis: 0 })], { to: 1 }), 'ngram_mask']);
  // Feature hashing as a scatter-add into a [N, lexicalDims] zero tensor: O(N·Lg), no one-hot.
  const rowsShape = g.node('Slice', [g.node('Shape', ['ngram_ids']), g.ints('slice_start', [0]), g.ints('slice_end', [1])]);
  const zerosShape = g.node('Concat', [rowsShape, g.ints('lex_width', [lexicalDims])], { axis: 0 });
  const zeros = g.node('ConstantOfShape', [zerosShape]); // default value: float32 0
  const lexical = unit(g.node('ScatterElements', [zeros, dimIndex, ngramWeights], { axis: 1, reduction: 'add' }));

  const alpha = config.semanticWeight;
  const beta = Math.sqrt(1 - alpha * alpha);
  const joined = g.node('Concat', [g.node('Mul', [semantic, g.scalar('alpha', alpha)]), g.node('Mul', [lexical, g.scalar('beta', beta)])], { axis: 1 });
  g.node('Identity', [unit(joined)], {}, ['embedding']);
  g.output('embedding', 'float32', ['N', 512]);

  const modelPath = join(input.outDir, manifest.model);
  const manifestPath = join(input.outDir, `${name}.json`);
  writeFileSync(modelPath, g.encode('512-dim text embedder: SIF GloVe semantic part + hashed n-gram lexical part'));
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2) + '\n');
  return { modelPath, manifestPath };
}
