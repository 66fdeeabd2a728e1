// Which search path a query takes. A query made only of codes (invoice numbers, SKUs, order
// references: every token holds a digit, e.g. "RJ-888667", "INV-2024-0017 PO-7781") embeds as a handful of
// hashed character n-grams whose similarity to every record is low and flat; the HNSW graph walk
// finds no path to its true nearest records (recall@10 about 0.45 at 100k records, against 0.98
// for word queries: bench/search). Those queries are answered by an exact scan instead, and with
// their character n-grams alone (queryVector): the word-meaning block of "2024" or "po" is noise
// between codes, and without it the scan reads a handful of dimensions instead of a hundred.
import { lexicalOnly } from '../../engine/embed/lexical-only.js';

/** True when every whitespace-separated token of the query contains a digit. */
export function isCodeLikeQuery(text: string): boolean {
  const tokens = text.trim().split(/\s+/u).filter((t) => t.length > 0);
  return tokens.length > 0 && tokens.every((t) => /\p{N}/u.test(t));
}

/** The vector a query is searched with: a code-like query's n-gram block alone (see above). */
export function queryVector(text: string, embedded: Float32Array, semanticDims: number | undefined): Float32Array {
  return semanticDims !== undefined && isCodeLikeQuery(text) ? lexicalOnly(embedded, semanticDims) : embedded;
}
