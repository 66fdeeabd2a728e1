// Text → ids for the classifier graphs. The manifest written next to each model records the
// hashing settings it was trained with, so serving and training always tokenise the same way.
import { hashedFeatures, tokenize, wordIds, type Vocabulary } from '../onnx/text-features.js';
import { ShortWordExpander } from './expansion.js';
import { englishGloss } from '../gloss/gloss.js';

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
  const expander = expanderFor(manifest, vocab);
  const rank = (w: string) => vocab.id(w); // see glossedWordIds
  let words = expander || manifest.gloss ? [] : wordIds(tokens, vocab);
  if (expander || manifest.gloss) {
    // An expansion or gloss goes right after the token it stands for, so first/last-word
    // features still point at the right slot.
    for (const w of tokens.words) {
      const id = vocab.id(w);
      // A glossed word is a foreign word, not a distributor's cut of an English one.
      const gloss = manifest.gloss ? englishGloss(w, rank) : null;
      const full = gloss ? null : (expander?.expand(w) ?? null);
      const fullId = full ? vocab.id(full) : 0;
      if (fullId > 0) words.push(fullId);
      else if (id > 0) words.push(id);
      for (const english of gloss ?? []) {
        const glossId = vocab.id(english);
        if (glossId > 0 && glossId !== id) words.push(glossId);
      }
    }
  }
  return {
    words: words.slice(0, manifest.maxWords),
    ngrams: hashedFeatures(tokens, manifest).slice(0, manifest.maxNgrams),
  };
}

/** Receipt input for the tax model: merchant first, then the item descriptions. */
export function receiptText(merchant: string, items: readonly string[]): string {
  return [merchant, ...items].join(' ; ');
}
