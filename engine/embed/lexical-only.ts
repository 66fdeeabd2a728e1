// A query vector's hashed character n-gram block alone (no ONNX here: the search service's main
// thread imports it without loading the runtime).
/**
 * The hashed character n-gram block of a vector alone, renormalised (the word-meaning block
 * zeroed): how a query made only of codes (invoice numbers, SKUs: "INV-2024-0017") is searched.
 * Pretrained word vectors know "2024" or "po" as words, and that meaning is noise between two
 * codes; without it such a query touches a handful of dimensions, which an exact scan reads
 * alone. A vector with nothing in the n-gram block is returned unchanged.
 */
export function lexicalOnly(vector: Float32Array, semanticDims: number): Float32Array {
  let energy = 0;
  for (let i = semanticDims; i < vector.length; i++) energy += vector[i]! * vector[i]!;
  if (!(energy > 0)) return vector;
  const out = new Float32Array(vector.length);
  const scale = 1 / Math.sqrt(energy);
  for (let i = semanticDims; i < vector.length; i++) out[i] = vector[i]! * scale;
  return out;
}
