// Text → ids for the embedder graph (models/embedder.onnx + embedder.json).
// Hashed features live in two halves of the id space so the graph can weight them differently:
// whole words (plus a crude singular form, so "ovens" meets "oven") in the lower half, character
// n-grams (typos, abbreviations, SKU fragments) in the upper half.
import { glossedWordIds } from '../gloss/gloss.js';
import { fnv1a, tokenize, wordIds, type Vocabulary } from '../onnx/text-features.js';

export interface EmbedderManifest {
  model: string;
  vocab: string;
  /** Output size (512, spec "512-dimension vector embeddings"). */
  dims: number;
  semanticDims: number;
  lexicalDims: number;
  /** Size of the hashed id space; ids below buckets/2 are words, the rest n-grams. */
  buckets: number;
  minN: number;
  maxN: number;
  maxWords: number;
  maxNgrams: number;
  /** Words of six European languages bring their English gloss (engine/gloss) into the word-meaning block. */
  gloss?: boolean;
}

function singular(token: string): string | null {
  if (token.length > 4 && token.endsWith('ies')) return `${token.slice(0, -3)}y`;
  if (token.length > 3 && token.endsWith('s') && !token.endsWith('ss')) return token.slice(0, -1);
  return null;
}

export function embedderFeatures(text: string, vocab: Vocabulary, manifest: EmbedderManifest): { words: number[]; ngrams: number[] } {
  const tokens = tokenize(text);
  const half = Math.floor(manifest.buckets / 2);
  const ids: number[] = [];
  const seen = new Set<string>();
  for (const token of [...tokens.rawTokens, ...tokens.words]) {
    if (seen.has(token)) continue;
    seen.add(token);
    if (/^[0-9]+$/.test(token)) {
      ids.push(fnv1a(`#v${token}`) % half);
      continue;
    }
    ids.push(fnv1a(`w:${token}`) % half);
    const one = singular(token);
    if (one && !seen.has(one)) {
      seen.add(one);
      ids.push(fnv1a(`w:${one}`) % half);
    }
    const padded = `<${token}>`;
    for (let n = manifest.minN; n <= manifest.maxN; n++) {
      for (let i = 0; i + n <= padded.length; i++) ids.push(half + (fnv1a(padded.slice(i, i + n)) % half));
    }
  }
  return {
    words: (manifest.gloss ? glossedWordIds(tokens.words, vocab) : wordIds(tokens, vocab)).slice(0, manifest.maxWords),
    ngrams: ids.slice(0, manifest.maxNgrams),
  };
}
