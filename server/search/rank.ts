// Hybrid ranking: cosine similarity of the embeddings blended with how much of the query appears
// word for word in the record. Vector search alone ranks a record that merely "sounds like" the
// query (another meat supplier) level with the one that names it; lexical coverage settles that,
// and an FTS5 BM25 pass adds records the vector search missed (rare names, invoice numbers).
// The blend weight was chosen on the judged corpus in test/server/search (bench/search reports
// the measurement). `similarity` stays an absolute 0–100 score, not a rank-relative one:
// 100 = the same meaning and every query word present, comparable across queries and kinds.

/**
 * Weight of the lexical part; the vector part gets 1 − LEXICAL_WEIGHT. On the judged corpus
 * (bench/search/judged.ts, 33 queries): MRR vector-only 0.89, BM25-only 0.89, blend 0.2 → 0.89,
 * 0.35 → 0.92, 0.5 → 0.93, 0.65 → 0.93; the smallest weight reaching the best is used.
 */
export const LEXICAL_WEIGHT = 0.5;

const MAX_QUERY_TERMS = 16;

/** Lower-case, accent-free words of length ≥ 2 (or any digit run), as unicode61 tokenizes them. */
export function searchTerms(text: string): string[] {
  const folded = text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
  const terms = folded.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 2 || /\d/.test(w));
  return [...new Set(terms)].slice(0, MAX_QUERY_TERMS);
}

export interface FtsTerm {
  term: string;
  /** The query's last word of 3+ characters is matched as a prefix (the user may still be typing). */
  prefix: boolean;
}

export const ftsTerms = (terms: readonly string[]): FtsTerm[] =>
  terms.map((term, i) => ({ term, prefix: i === terms.length - 1 && term.length >= 3 }));

/**
 * FTS5 MATCH expression: any of the words. Terms are letters and digits only (searchTerms), and
 * quoted, so user text can never inject FTS syntax.
 */
export function ftsMatchExpression(terms: readonly FtsTerm[]): string | null {
  if (terms.length === 0) return null;
  return terms.map((t) => (t.prefix ? `"${t.term}"*` : `"${t.term}"`)).join(' OR ');
}

/** Share of query terms found in the record's words (prefix match for terms of 3+ letters). */
export function lexicalCoverage(queryTerms: readonly string[], recordText: string): number {
  if (queryTerms.length === 0) return 0;
  // Most records are plain ASCII: then the record's words are the [a-z0-9] runs of its lower-case
  // text, and a term can be found in place by its boundaries, without splitting the text into a
  // set of words for every candidate of every query (the search's main-thread scoring cost).
  if (!NON_ASCII.test(recordText)) {
    const lower = recordText.toLowerCase();
    let found = 0;
    for (const term of queryTerms) found += asciiTermMatch(term, lower);
    return found / queryTerms.length;
  }
  return lexicalCoverageByWords(queryTerms, recordText);
}

/**
 * 1 when `term` is a whole word of `lower` (a lower-case ASCII text), 0.9 when it only starts a
 * word (terms of 3+ characters), else 0: the same as looking it up among the text's words.
 */
function asciiTermMatch(term: string, lower: string): number {
  if (term.length === 0) return 0;
  let prefix = false;
  for (let at = lower.indexOf(term); at !== -1; at = lower.indexOf(term, at + 1)) {
    if (at > 0 && isAsciiWordChar(lower.charCodeAt(at - 1))) continue;
    const end = at + term.length;
    if (end === lower.length || !isAsciiWordChar(lower.charCodeAt(end))) return 1;
    if (term.length >= 3) prefix = true;
  }
  return prefix ? 0.9 : 0;
}

const isAsciiWordChar = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);

/** lexicalCoverage by the record's word set: any text (accents folded as searchTerms folds them). */
export function lexicalCoverageByWords(queryTerms: readonly string[], recordText: string): number {
  if (queryTerms.length === 0) return 0;
  const words = new Set(recordTextWords(recordText));
  let found = 0;
  for (const term of queryTerms) {
    if (words.has(term)) found++;
    else if (term.length >= 3) {
      for (const w of words) {
        if (w.startsWith(term)) {
          found += 0.9; // a prefix is nearly, not quite, the word
          break;
        }
      }
    }
  }
  return found / queryTerms.length;
}

/** All words (searchTerms stops at MAX_QUERY_TERMS; a record needs every word). */
function recordTextWords(text: string): string[] {
  // Most records are plain ASCII: then folding accents is a no-op and letters/digits are [a-z0-9],
  // which skips the costly NFKD pass on every candidate of every query.
  if (!NON_ASCII.test(text)) return text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 0);
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

const NON_ASCII = /[^\x00-\x7f]/;

export function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}

/**
 * Cosine similarities of this embedder live in a narrow band: unrelated texts sit near 0.05 and a
 * query naming a document's vendor or items reaches 0.5–0.6 (measured on the judged corpus,
 * bench/search). Stretching that band onto 0–1 makes `similarity` read like a percentage a
 * person would agree with; the map is monotonic, so it never changes the vector ranking itself.
 */
export const COSINE_UNRELATED = 0.05;
export const COSINE_STRONG = 0.6;

export function calibratedCosine(cosine: number): number {
  return Math.min(1, Math.max(0, (cosine - COSINE_UNRELATED) / (COSINE_STRONG - COSINE_UNRELATED)));
}

/** The blended score in [0, 1] (ranking key; ties broken by the caller). */
export function blendedScore(cosine: number, coverage: number, lexicalWeight = LEXICAL_WEIGHT): number {
  return Math.min(1, Math.max(0, (1 - lexicalWeight) * calibratedCosine(cosine) + lexicalWeight * coverage));
}

/** The spec's `similarity`: an integer percentage, 0 to 100. */
export const similarityPercent = (score: number): number => Math.round(100 * score);
