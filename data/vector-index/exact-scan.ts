// Exact nearest neighbours by a full scan: the k stored vectors with the largest dot product with
// the query (the cosine, for the unit vectors the embedder gives). The search service uses it for
// the queries the HNSW graph serves badly (invoice numbers and other codes embed as a few hashed
// n-grams with low, flat similarity to everything, so the graph walk finds no path to their true
// neighbours) and answers those with the true nearest set.
//
// How, quickly: a scan of 100k × 512 float32 reads 200 MB and is bound by memory bandwidth. So
// every row is also kept as int8 (its own scale, 1/4 of the bytes) in a WebAssembly memory, and
// the SIMD kernel (dot-kernel.ts) computes the int8 dot products; the query is int16. With each
// row's quantization error norm kept, every approximate score has a hard bound:
//   |q·d − q̂·d̂| ≤ ‖q̂‖·‖d − d̂‖ + ‖q − q̂‖·‖d‖
// The k-th largest lower bound L is a floor under the true k-th score, so every row of the true
// top k has an upper bound ≥ L; only those rows are scored exactly (float32 copy) and ranked.
// The answer is therefore exact, not approximate; the int8 pass only decides what to skip.
// Dimensions that are not a multiple of 32 (tests, odd models) are scanned in plain float32.
//
// Rows are kept dense: removing a label moves the last row into its slot.
// Memory per vector: dims × 4 (float32) + dims (int8) + 24 bytes.
import type { Neighbour } from './hnsw-index.js';
import { int8DotKernel, maxQueryValue, wasm, type ScoresFn, type WasmMemory } from './dot-kernel.js';

const PAGE = 65536;
const INITIAL_CAPACITY = 64;
/** Float rounding in the bound arithmetic (scores are ≤ 1 in magnitude; float32 error ~1e-7). */
const SLACK = 1e-5;

export class ExactScan {
  readonly dim: number;
  private readonly quantized: boolean;
  private capacity = 0;
  private rows = 0;
  private vectors = new Float32Array(0);
  private labelOfRow = new Float64Array(0);
  /** Per row: int8 scale (value = int8 × scale), ‖d − d̂‖ and ‖d‖. */
  private scale = new Float64Array(0);
  private error = new Float64Array(0);
  private norm = new Float64Array(0);
  private readonly rowOfLabel = new Map<number, number>();
  private memory: WasmMemory | null = null;
  /** All int8 rows (a view into `memory`). */
  private int8 = new Int8Array(0);
  private scoresI8: ScoresFn | null = null;

  constructor(dim: number, capacity = INITIAL_CAPACITY) {
    if (!Number.isInteger(dim) || dim <= 0) throw new Error(`dimension must be a positive integer, got ${dim}`);
    this.dim = dim;
    // The kernel steps 32 values at a time; past 4096 dimensions the int16 query would get coarse.
    this.quantized = dim % 32 === 0 && dim <= 4096;
    this.allocate(Math.max(16, capacity));
  }

  get size(): number {
    return this.rows;
  }

  has(label: number): boolean {
    return this.rowOfLabel.has(label);
  }

  // WebAssembly memory: [query: dim int16][scores: capacity int32][rows: capacity × dim int8].
  private get scoresOffset(): number {
    return Math.ceil((this.dim * 2) / 16) * 16;
  }

  private get matrixOffset(): number {
    return this.scoresOffset + this.capacity * 4;
  }

  private allocate(capacity: number): void {
    const grow = <T extends Float32Array | Float64Array>(old: T, make: (n: number) => T, width: number): T => {
      const next = make(capacity * width);
      next.set(old.subarray(0, this.rows * width));
      return next;
    };
    this.vectors = grow(this.vectors, (n) => new Float32Array(n), this.dim);
    this.labelOfRow = grow(this.labelOfRow, (n) => new Float64Array(n), 1);
    this.scale = grow(this.scale, (n) => new Float64Array(n), 1);
    this.error = grow(this.error, (n) => new Float64Array(n), 1);
    this.norm = grow(this.norm, (n) => new Float64Array(n), 1);
    if (this.quantized) {
      const oldRows = this.memory ? new Int8Array(this.memory.buffer, this.matrixOffset, this.rows * this.dim) : null;
      const scoresOffset = this.scoresOffset;
      const memory = new wasm.Memory({ initial: Math.ceil((scoresOffset + capacity * 4 + capacity * this.dim) / PAGE) });
      this.int8 = new Int8Array(memory.buffer, scoresOffset + capacity * 4, capacity * this.dim);
      if (oldRows) this.int8.set(oldRows);
      this.memory = memory;
      this.scoresI8 = int8DotKernel(memory);
    }
    this.capacity = capacity;
  }

  /** Stores `vector` under `label` (replacing the vector a label already has). */
  add(label: number, vector: Float32Array): void {
    if (vector.length !== this.dim) throw new Error(`vector has ${vector.length} dimensions, scan has ${this.dim}`);
    for (let d = 0; d < this.dim; d++) if (!Number.isFinite(vector[d]!)) throw new Error(`vector has a non-finite value at ${d}`);
    let r = this.rowOfLabel.get(label);
    if (r === undefined) {
      if (this.rows === this.capacity) this.allocate(Math.ceil(this.capacity * 1.5) + 16);
      r = this.rows++;
      this.rowOfLabel.set(label, r);
      this.labelOfRow[r] = label;
    }
    const dim = this.dim;
    const offset = r * dim;
    this.vectors.set(vector, offset);
    let max = 0;
    let norm = 0;
    for (let d = 0; d < dim; d++) {
      const x = vector[d]!;
      const a = x < 0 ? -x : x;
      if (a > max) max = a;
      norm += x * x;
    }
    this.norm[r] = Math.sqrt(norm);
    if (!this.quantized) return;
    const scale = max > 0 ? max / 127 : 1;
    const inverse = 1 / scale;
    const int8 = this.int8;
    let error = 0;
    for (let d = 0; d < dim; d++) {
      const x = vector[d]!;
      const q = Math.round(x * inverse);
      int8[offset + d] = q;
      const e = x - q * scale;
      error += e * e;
    }
    this.scale[r] = scale;
    this.error[r] = Math.sqrt(error);
  }

  /** Drops a label; false when it is not stored. */
  remove(label: number): boolean {
    const r = this.rowOfLabel.get(label);
    if (r === undefined) return false;
    const last = this.rows - 1;
    if (r !== last) {
      this.vectors.copyWithin(r * this.dim, last * this.dim, (last + 1) * this.dim);
      if (this.quantized) this.int8.copyWithin(r * this.dim, last * this.dim, (last + 1) * this.dim);
      for (const perRow of [this.scale, this.error, this.norm, this.labelOfRow]) perRow[r] = perRow[last]!;
      this.rowOfLabel.set(this.labelOfRow[r]!, r);
    }
    this.rowOfLabel.delete(label);
    this.rows--;
    return true;
  }

  /** The k stored vectors with the largest dot product with `query`, best first (ties: lower label). */
  search(query: Float32Array, k: number): Neighbour[] {
    if (query.length !== this.dim) throw new Error(`query has ${query.length} dimensions, scan has ${this.dim}`);
    const n = Math.min(k, this.rows);
    if (n <= 0) return [];
    if (!this.quantized) {
      const best = new TopK(n);
      for (let r = 0; r < this.rows; r++) best.offer(this.exactScore(query, r), this.labelOfRow[r]!);
      return best.result();
    }
    // int16 query: value = q16 × qScale (capped so the int32 sums cannot overflow); its own
    // error and norm enter the bound.
    let max = 0;
    for (let d = 0; d < this.dim; d++) max = Math.max(max, Math.abs(query[d]!));
    const qScale = max > 0 ? max / maxQueryValue(this.dim) : 1;
    const q16 = new Int16Array(this.memory!.buffer, 0, this.dim);
    let qError = 0;
    let qNorm = 0;
    for (let d = 0; d < this.dim; d++) {
      q16[d] = Math.round(query[d]! / qScale);
      const v = q16[d]! * qScale;
      qError += (query[d]! - v) ** 2;
      qNorm += v * v;
    }
    qError = Math.sqrt(qError);
    qNorm = Math.sqrt(qNorm);
    this.scoresI8!(0, this.matrixOffset, this.rows, this.dim, this.scoresOffset);
    const dots = new Int32Array(this.memory!.buffer, this.scoresOffset, this.rows);
    const bound = (r: number) => qNorm * this.error[r]! + qError * this.norm[r]! + SLACK;
    // Floor: the n-th largest lower bound.
    const floor = new TopK(n);
    for (let r = 0; r < this.rows; r++) {
      const lower = dots[r]! * qScale * this.scale[r]! - bound(r);
      if (lower > floor.threshold) floor.offer(lower, r);
    }
    const best = new TopK(n);
    const limit = floor.threshold;
    for (let r = 0; r < this.rows; r++) {
      if (dots[r]! * qScale * this.scale[r]! + bound(r) < limit) continue;
      best.offer(this.exactScore(query, r), this.labelOfRow[r]!);
    }
    return best.result();
  }

  private exactScore(query: Float32Array, r: number): number {
    let s = 0;
    for (let d = 0, o = r * this.dim; d < this.dim; d++) s += query[d]! * this.vectors[o + d]!;
    return s;
  }
}

/** The k largest (score, label) pairs seen, best first; equal scores keep the lower label. */
class TopK {
  private readonly scores: Float64Array;
  private readonly labels: Float64Array;
  private count = 0;

  constructor(private readonly k: number) {
    this.scores = new Float64Array(k);
    this.labels = new Float64Array(k);
  }

  /** The score an offer must beat to enter (−∞ until k are held). */
  get threshold(): number {
    return this.count < this.k ? -Infinity : this.scores[this.k - 1]!;
  }

  offer(score: number, label: number): void {
    const { scores, labels } = this;
    if (this.count === this.k) {
      const last = this.k - 1;
      if (score < scores[last]! || (score === scores[last]! && label > labels[last]!)) return;
    } else this.count++;
    let j = this.count - 1;
    while (j > 0 && (score > scores[j - 1]! || (score === scores[j - 1]! && label < labels[j - 1]!))) {
      scores[j] = scores[j - 1]!;
      labels[j] = labels[j - 1]!;
      j--;
    }
    scores[j] = score;
    labels[j] = label;
  }

  result(): Neighbour[] {
    return Array.from({ length: this.count }, (_, j) => ({ label: this.labels[j]!, cosine: this.scores[j]! }));
  }
}
