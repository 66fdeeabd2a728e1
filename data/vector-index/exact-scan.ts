// Exact nearest neighbours by a full scan: the k stored vectors with the largest dot product with
// the query (the cosine, for the unit vectors the embedder gives). The search service uses it for
// the queries the HNSW graph serves badly (invoice numbers and other codes embed as a few hashed
// n-grams with low, flat similarity to everything, so the graph walk finds no path to their true
// neighbours) and answers those with the true nearest set.
//
// How, quickly: a scan of 100k × 512 float32 reads 200 MB and is bound by memory bandwidth. So
// every row is also kept as int8 (its own scale, 1/4 of the bytes) in a WebAssembly memory, stored
// dimension-major in tiles of 32 rows (dot-kernel.ts), and the SIMD kernel (dot-kernel.ts) computes the int8 dot products over the
// query's nonzero dimensions only (a code-like query has 5 to ~110 of 512); the query is int16.
// With each row's quantization error norm kept, every approximate score has a hard bound:
//   |q·d − q̂·d̂| ≤ ‖q̂‖·‖d − d̂‖ + ‖q − q̂‖·‖d‖
// The k-th largest lower bound L is a floor under the true k-th score, so every row of the true
// top k has an upper bound ≥ L; only those rows are scored exactly (float32 copy, over the
// query's nonzero dimensions: the skipped terms are exact zeros) and ranked.
// The answer is therefore exact, not approximate; the int8 pass only decides what to skip.
// Past 4096 dimensions (the int16 query would get coarse) rows are scanned in plain float32.
//
// Rows are kept dense: removing a label moves the last row into its slot.
// Memory per vector: dims × 4 (float32) + dims (int8) + 24 bytes.
import type { Neighbour } from './hnsw-index.js';
import { int8DotKernel, KERNEL_ROWS, maxQueryValue, wasm, type ScoresFn, type WasmMemory } from './dot-kernel.js';

const PAGE = 65536;
const align16 = (n: number) => Math.ceil(n / 16) * 16;
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
  /** All int8 values in tiles of 32 rows: (row r, dim d) at int8Index(r, d) (a view into `memory`). */
  private int8 = new Int8Array(0);
  private scoresI8: ScoresFn | null = null;

  constructor(dim: number, capacity = INITIAL_CAPACITY) {
    if (!Number.isInteger(dim) || dim <= 0) throw new Error(`dimension must be a positive integer, got ${dim}`);
    this.dim = dim;
    // Past 4096 dimensions the int16 query would get coarse (maxQueryValue).
    this.quantized = dim <= 4096;
    this.allocate(Math.max(16, capacity));
  }

  get size(): number {
    return this.rows;
  }

  has(label: number): boolean {
    return this.rowOfLabel.has(label);
  }

  // WebAssembly memory: [dimension offsets: dim int32][query values: dim int32][scores: capacity
  // int32][matrix: capacity / 32 tiles × dim × 32 int8]. Capacity is a multiple of the tile, so
  // the kernel never reads past the matrix or writes past the scores.
  private get valuesOffset(): number {
    return align16(this.dim * 4);
  }

  private get scoresOffset(): number {
    return this.valuesOffset + align16(this.dim * 4);
  }

  private get matrixOffset(): number {
    return this.scoresOffset + this.capacity * 4;
  }

  private allocate(wanted: number): void {
    const capacity = Math.ceil(wanted / KERNEL_ROWS) * KERNEL_ROWS;
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
      const old = this.int8;
      const matrixOffset = this.scoresOffset + capacity * 4;
      const memory = new wasm.Memory({ initial: Math.ceil((matrixOffset + capacity * this.dim) / PAGE) });
      const int8 = new Int8Array(memory.buffer, matrixOffset, capacity * this.dim);
      // Whole tiles keep their layout: growing appends tiles.
      int8.set(old);
      this.int8 = int8;
      this.memory = memory;
      this.scoresI8 = int8DotKernel(memory);
    }
    this.capacity = capacity;
  }

  /** Index in `int8` of row r's value of dimension 0 (dimension d is d × 32 further). */
  private tileBase(r: number): number {
    return Math.floor(r / KERNEL_ROWS) * this.dim * KERNEL_ROWS + (r % KERNEL_ROWS);
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
    const base = this.tileBase(r);
    let error = 0;
    for (let d = 0; d < dim; d++) {
      const x = vector[d]!;
      const q = Math.round(x * inverse);
      int8[base + d * KERNEL_ROWS] = q;
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
      if (this.quantized) {
        const { int8 } = this;
        const to = this.tileBase(r);
        const from = this.tileBase(last);
        for (let d = 0; d < this.dim; d++) int8[to + d * KERNEL_ROWS] = int8[from + d * KERNEL_ROWS]!;
      }
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
    // The query's nonzero dimensions: only they enter the int8 pass and the exact re-score.
    const nonzero: number[] = [];
    let max = 0;
    for (let d = 0; d < this.dim; d++) {
      const x = query[d]!;
      if (x !== 0) {
        nonzero.push(d);
        if (Math.abs(x) > max) max = Math.abs(x);
      }
    }
    // int16 query: value = q16 × qScale (capped so the int32 sums cannot overflow); its own
    // error and norm enter the bound. Values that round to 0 are left out of the kernel's columns
    // (their whole size is quantization error, already in qError).
    const qScale = max > 0 ? max / maxQueryValue(nonzero.length) : 1;
    const memory = this.memory!;
    const columns = new Int32Array(memory.buffer, 0, this.dim);
    const values = new Int32Array(memory.buffer, this.valuesOffset, this.dim);
    let count = 0;
    let qError = 0;
    let qNorm = 0;
    for (const d of nonzero) {
      const q16 = Math.round(query[d]! / qScale);
      const v = q16 * qScale;
      qError += (query[d]! - v) ** 2;
      qNorm += v * v;
      if (q16 === 0) continue;
      columns[count] = d * KERNEL_ROWS;
      values[count++] = q16;
    }
    qError = Math.sqrt(qError);
    qNorm = Math.sqrt(qNorm);
    this.scoresI8!(0, this.valuesOffset, count, this.rows, this.scoresOffset, this.matrixOffset, this.dim * KERNEL_ROWS);
    const dots = new Int32Array(memory.buffer, this.scoresOffset, this.rows);
    const { scale, error, norm } = this;
    // Floor: the n-th largest lower bound (its threshold kept in a local: this loop runs per row).
    const floor = new TopK(n);
    let threshold = -Infinity;
    for (let r = 0; r < this.rows; r++) {
      const lower = dots[r]! * qScale * scale[r]! - (qNorm * error[r]! + qError * norm[r]! + SLACK);
      if (lower > threshold) {
        floor.offer(lower, r);
        threshold = floor.threshold;
      }
    }
    const best = new TopK(n);
    const limit = floor.threshold;
    const dims = Int32Array.from(nonzero);
    for (let r = 0; r < this.rows; r++) {
      if (dots[r]! * qScale * scale[r]! + (qNorm * error[r]! + qError * norm[r]! + SLACK) < limit) continue;
      best.offer(this.sparseScore(query, dims, r), this.labelOfRow[r]!);
    }
    return best.result();
  }

  /** The float32 dot product over the query's nonzero dimensions (the others add exact zeros). */
  private sparseScore(query: Float32Array, dims: Int32Array, r: number): number {
    let s = 0;
    const o = r * this.dim;
    for (let i = 0; i < dims.length; i++) {
      const d = dims[i]!;
      s += query[d]! * this.vectors[o + d]!;
    }
    return s;
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
