// Text → ids for the classifier graphs. The manifest written next to each model records the
// hashing settings it was trained with, so serving and training always tokenise the same way.
import { hashedFeatures, tokenize, wordIds, type Vocabulary } from '../onnx/text-features.js';
import { ShortWordExpander } from './expansion.js';
import { glossedWordIds, glossIds } from '../gloss/gloss.js';

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
  /**
   * Domain words (most frequent first) used to expand cut or vowel-dropped tokens before word
   * lookup (expansion.ts). Absent: no expansion.
   */
  domainWords?: string[];
  /** Words of six European languages are followed by their English gloss (engine/gloss). */
  gloss?: boolean;
}

export interface ClassifierFeatures {
  words: number[];
  ngrams: number[];
}

const expanders = new WeakMap<object, ShortWordExpander>();

function expanderFor(manifest: ClassifierManifest, vocab: Vocabulary): ShortWordExpander | null {
  if (!manifest.domainWords?.length) return null;
  let expander = expanders.get(manifest.domainWords);
  if (!expander) {
    expander = new ShortWordExpander(manifest.domainWords, vocab);
    expanders.set(manifest.domainWords, expander);
  }
  return expander;
}

export function classifierFeatures(text: string, vocab: Vocabulary, manifest: ClassifierManifest): ClassifierFeatures {
  const tokens = tokenize(text);
  const ngrams = hashedFeatures(tokens, manifest).slice(0, manifest.maxNgrams);
  const expander = expanderFor(manifest, vocab);
  if (!expander) {
    const words = manifest.gloss ? glossedWordIds(tokens.words, vocab) : wordIds(tokens, vocab);
    return { words: words.slice(0, manifest.maxWords), ngrams };
  }
  // An expansion or gloss goes right after the token it stands for, so first/last-word features
  // still point at the right slot.
  const words: number[] = [];
  for (const w of tokens.words) {
    // A glossed word is a foreign word, not a distributor's cut of an English one.
    const gloss = manifest.gloss ? glossIds(w, vocab) : null;
    const full = gloss ? null : expander.expand(w);
    const fullId = full ? vocab.id(full) : 0;
    const id = fullId > 0 ? fullId : vocab.id(w);
    if (id > 0) words.push(id);
    if (gloss) words.push(...gloss);
  }
  return { words: words.slice(0, manifest.maxWords), ngrams };
}

/** Receipt input for the tax model: merchant first, then the item descriptions. */
export function receiptText(merchant: string, items: readonly string[]): string {
  return [merchant, ...items].join(' ; ');
}
