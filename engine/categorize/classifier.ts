// Runs one of our classifier graphs (models/NAME.onnx + NAME.json) over a batch of texts.
// Tokenisation happens here; everything after it (embeddings, pooling, MLP, softmax, argmax)
// is inside the ONNX graph.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openSession, ort, runSession } from '../onnx/session.js';
import { padBatch, type Vocabulary } from '../onnx/text-features.js';
import { loadVocabulary } from '../onnx/vocabulary.js';
import { classifierFeatures, type ClassifierManifest } from './features.js';

export interface ClassScore {
  /** Index into the manifest's labels. */
  index: number;
  label: string;
  probability: number;
}

const CHUNK = 64;

export class TextClassifier {
  private constructor(
    readonly manifest: ClassifierManifest,
    private readonly vocab: Vocabulary,
    private readonly session: ort.InferenceSession,
  ) {}

  static async load(modelsDir: string, name: string, intraOpNumThreads = 1): Promise<TextClassifier> {
    let manifest: ClassifierManifest;
    try {
      manifest = JSON.parse(await readFile(join(modelsDir, `${name}.json`), 'utf8')) as ClassifierManifest;
    } catch (cause) {
      throw new Error(`model manifest ${name}.json missing or unreadable in ${modelsDir} (run npm run models)`, { cause });
    }
    const [vocab, session] = await Promise.all([
      loadVocabulary(modelsDir, manifest.vocab),
      openSession(join(modelsDir, manifest.model), { intraOpNumThreads }),
    ]);
    return new TextClassifier(manifest, vocab, session);
  }

  async classify(texts: readonly string[]): Promise<ClassScore[]> {
    const out: ClassScore[] = [];
    // Chunks keep padding waste low: every row is padded to the longest row of its run.
    for (let i = 0; i < texts.length; i += CHUNK) out.push(...(await this.classifyChunk(texts.slice(i, i + CHUNK))));
    return out;
  }

  private async classifyChunk(texts: readonly string[]): Promise<ClassScore[]> {
    if (texts.length === 0) return [];
    const features = texts.map((t) => classifierFeatures(t, this.vocab, this.manifest));
    const words = padBatch(features.map((f) => f.words));
    const ngrams = padBatch(features.map((f) => f.ngrams));
    const out = await runSession(this.session, {
      word_ids: new ort.Tensor('int64', words.ids, [words.rows, words.width]),
      word_mask: new ort.Tensor('float32', words.mask, [words.rows, words.width]),
      ngram_ids: new ort.Tensor('int64', ngrams.ids, [ngrams.rows, ngrams.width]),
      ngram_mask: new ort.Tensor('float32', ngrams.mask, [ngrams.rows, ngrams.width]),
    });
    const labels = out.label!.data as BigInt64Array;
    const probabilities = out.probability!.data as Float32Array;
    return texts.map((_, i) => {
      const index = Number(labels[i]);
      return { index, label: this.manifest.labels[index]!, probability: probabilities[i]! };
    });
  }
}
