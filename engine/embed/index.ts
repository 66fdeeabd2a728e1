// Engine entry for text embeddings: 512-dimension, L2-normalised vectors for documents and search
// queries (spec: "Semantic search ... using 512-dimension vector embeddings"). The graph
// (models/embedder.onnx) combines a semantic part (frequency-weighted pretrained word vectors,
// so "poultry" lands near "chicken breast") with a hashed character n-gram part (names, SKUs,
// typos). Tokenisation happens here; the rest is one ONNX graph whose output is already unit length.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openSession, ort, runSession } from '../onnx/session.js';
import { padBatch } from '../onnx/text-features.js';
import { loadVocabulary } from '../onnx/vocabulary.js';
import { embedderFeatures, type EmbedderManifest } from './features.js';

export { documentText, type EmbeddableDocument, type EmbeddableLineItem } from './document-text.js';
export { lexicalOnly } from './lexical-only.js';

export const EMBEDDER_MODEL = 'embedder';
export const EMBEDDING_DIMS = 512;

export interface EmbedderOptions {
  modelsDir: string;
  intraOpNumThreads?: number;
}

export interface Embedder {
  readonly dims: number;
  /** The first `semanticDims` dimensions are the word-meaning block; the rest the hashed n-grams. */
  readonly semanticDims: number;
  /**
   * Identifies the model (a hash of the graph and its manifest): vectors stored under another
   * fingerprint came from another model and no longer compare with this one's.
   */
  readonly fingerprint: string;
  /** One unit-length Float32Array(512) per text, in order. */
  embed(texts: readonly string[]): Promise<Float32Array[]>;
}

const loaded = new Map<string, Promise<Embedder>>();

/** Texts per ONNX run: keeps the padded [rows, width] tensors small for long documents. */
const BATCH = 32;

async function load(options: EmbedderOptions): Promise<Embedder> {
  const manifestPath = join(options.modelsDir, `${EMBEDDER_MODEL}.json`);
  let manifest: EmbedderManifest;
  try {
    manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as EmbedderManifest;
  } catch (cause) {
    throw new Error(`embedder manifest missing or unreadable at ${manifestPath} (run npm run models)`, { cause });
  }
  if (manifest.dims !== EMBEDDING_DIMS) throw new Error(`embedder gives ${manifest.dims} dims, contract is ${EMBEDDING_DIMS}`);
  const graph = await readFile(join(options.modelsDir, manifest.model));
  const fingerprint = createHash('sha256').update(JSON.stringify(manifest)).update(graph).digest('hex').slice(0, 16);
  const [vocab, session] = await Promise.all([
    loadVocabulary(options.modelsDir, manifest.vocab),
    openSession(graph, { intraOpNumThreads: options.intraOpNumThreads }),
  ]);
  const run = async (texts: readonly string[]): Promise<Float32Array[]> => {
    const features = texts.map((t) => embedderFeatures(t, vocab, manifest));
    const words = padBatch(features.map((f) => f.words));
    const ngrams = padBatch(features.map((f) => f.ngrams));
    const out = await runSession(session, {
      word_ids: new ort.Tensor('int64', words.ids, [words.rows, words.width]),
      word_mask: new ort.Tensor('float32', words.mask, [words.rows, words.width]),
      ngram_ids: new ort.Tensor('int64', ngrams.ids, [ngrams.rows, ngrams.width]),
      ngram_mask: new ort.Tensor('float32', ngrams.mask, [ngrams.rows, ngrams.width]),
    });
    const data = out.embedding!.data as Float32Array;
    return texts.map((_, i) => data.slice(i * manifest.dims, (i + 1) * manifest.dims));
  };
  return {
    dims: manifest.dims,
    semanticDims: manifest.semanticDims,
    fingerprint,
    async embed(texts) {
      texts.forEach((t, i) => {
        if (typeof t !== 'string') throw new TypeError(`texts[${i}] must be a string, got ${typeof t}`);
      });
      const out: Float32Array[] = [];
      for (let i = 0; i < texts.length; i += BATCH) out.push(...(await run(texts.slice(i, i + BATCH))));
      return out;
    },
  };
}

/** Loads the embedder once per process and models directory. */
export function createEmbedder(options: EmbedderOptions): Promise<Embedder> {
  const key = options.modelsDir;
  let pending = loaded.get(key);
  if (!pending) {
    pending = load(options);
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}
