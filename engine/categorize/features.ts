// Text → ids for the classifier graphs. The manifest written next to each model records the
// hashing settings it was trained with, so serving and training always tokenise the same way.
import { hashedFeatures, tokenize, wordIds, type Vocabulary } from '../onnx/text-features.js';

export interface ClassifierManifest {
  /** ONNX file name inside the models directory. */
  model: string;
  /** Word list file shared by our text models (models/vocab.txt). */
  vocab: string;
  labels: string[];
  buckets: number;
  minN: number;
  maxN: number;
  wordPairs: boolean;
  /** Feature lists are cut at these lengths (very long texts gain nothing and cost time). */
  maxWords: number;
  maxNgrams: number;
}

export interface ClassifierFeatures {
  words: number[];
  ngrams: number[];
}

export function classifierFeatures(text: string, vocab: Vocabulary, manifest: ClassifierManifest): ClassifierFeatures {
  const tokens = tokenize(text);
  return {
    words: wordIds(tokens, vocab).slice(0, manifest.maxWords),
    ngrams: hashedFeatures(tokens, manifest).slice(0, manifest.maxNgrams),
  };
}

/** Receipt input for the tax model: merchant first, then the item descriptions. */
export function receiptText(merchant: string, items: readonly string[]): string {
  return [merchant, ...items].join(' ; ');
}
