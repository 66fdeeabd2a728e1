// Inverse-frequency class weights, softened by a power (0 = all equal, 1 = fully inverse), so small
// classes (rent, insurance; due dates) still count in macro scores. Shared by our trainers.
export function classWeights(labels: Iterable<number>, classes: number, power: number): Float64Array {
  const counts = new Float64Array(classes);
  let total = 0;
  for (const label of labels) {
    counts[label]!++;
    total++;
  }
  return Float64Array.from(counts, (n) => (n > 0 ? (total / (classes * n)) ** power : 0));
}
