// Expansion of shortened words for the cost classifier. Distributors shorten words they have no
// standard abbreviation for in two ways: they cut them ("russet potatoes" → "russe pota") or drop
// the vowels ("cucumber" → "ccmbr"). Neither form is in the pretrained vocabulary, so the word
// path of the model would see nothing. Given the domain words the model was trained with (stored in
// its manifest), a shortened token is mapped back to the most frequent domain word it can stand
// for, and that word's vector takes the token's place.
import type { Vocabulary } from '../onnx/text-features.js';

/** Tokens that are frequent English words are left alone: "new" must not become "newspaper". */
const COMMON_WORD_RANK = 12000;
/** Tokens ranked above this in the vocabulary are taken as words in their own right, not cuts. */
const CUT_WORD_RANK = 40000;
const MIN_LENGTH = 3;
const PREFIX_CACHE_LIMIT = 20000;

/** The vowel-dropping rule distributors use: first letter, then consonants, doubles collapsed. */
export function consonantSkeleton(word: string): string {
  return (word[0] + word.slice(1).replace(/[aeiou]/g, '')).replace(/(.)\1+/g, '$1');
}

export class ShortWordExpander {
  private readonly domain: Set<string>;
  private readonly bySkeleton = new Map<string, string>();
  private readonly prefixCache = new Map<string, string | null>();

  /** `words`: domain words, most frequent first (the first candidate wins). */
  constructor(private readonly words: readonly string[], private readonly vocab: Vocabulary) {
    this.domain = new Set(words);
    for (const word of words) {
      const skeleton = consonantSkeleton(word);
      if (skeleton === word || skeleton.length < MIN_LENGTH) continue;
      // Distributors cut long skeletons too ("chckn" / "chck"); index lengths 3..6.
      for (let n = Math.min(6, skeleton.length); n >= MIN_LENGTH; n--) {
        const key = skeleton.slice(0, n);
        if (!this.bySkeleton.has(key)) this.bySkeleton.set(key, word);
      }
    }
  }

  /** The domain word a shortened token stands for, or null when it is not a shortening. */
  expand(token: string): string | null {
    if (token.length < MIN_LENGTH || this.domain.has(token) || !/^[a-z]+$/.test(token)) return null;
    const id = this.vocab.id(token);
    // No vowel after the first letter: a consonant skeleton, rarely a real word.
    if (!/[aeiou]/.test(token.slice(1))) return id > 0 && id <= COMMON_WORD_RANK ? null : (this.bySkeleton.get(token) ?? null);
    // A cut word is only assumed when the token has no vector of its own or a rare one ("clams"
    // stays clams; "pota" and "russe" are rare words elsewhere but cuts on an invoice).
    if (id > 0 && id <= CUT_WORD_RANK) return null;
    let hit = this.prefixCache.get(token);
    if (hit === undefined) {
      hit = this.words.find((w) => w.length > token.length && w.startsWith(token)) ?? null;
      // Bounded: a long-running server sees an open-ended stream of distinct tokens.
      if (this.prefixCache.size >= PREFIX_CACHE_LIMIT) this.prefixCache.clear();
      this.prefixCache.set(token, hit);
    }
    return hit;
  }
}
