// Exact nearest neighbours by a full scan: the k stored vectors with the largest dot product with
// the query (the cosine, for the unit vectors the embedder gives). The search service uses it for
// the queries the HNSW graph serves badly (invoice numbers and other codes embed as a few hashed
// n-grams with low, flat similarity to everything, so the graph walk finds no path to their true
// neighbours) and answers those with the true nearest set.
//
// How, quickly: a scan of 100k × 512 float32 reads 200 MB and is bound by memory bandwidth. So
// every row is also kept as int8 (its own scale, 1/4 of the bytes) in a WebAssembly memory, stored
// column by column (dimension-major: each dimension's values for all rows side by side), and the
// SIMD kernel (dot-kernel.ts) computes the int8 dot products over the query's nonzero dimensions
// only; the query is int16. A code-like query is searched with its hashed n-gram block alone
// (server/search/query-kind.ts): 5 to ~30 of 512 dimensions, so the kernel streams that many
// contiguous columns (5 MB at 1M rows) instead of scattered half cache lines of every row (1M
// rows, 5-dimension queries, side by side on one loaded box: kernel p50 26 ms with 32-row tiles,
// 0.9 ms by columns).
// Every approximate score has a hard bound, the smaller of two:
//   |q·d − q̂·d̂| ≤ min(‖q̂‖·‖d − d̂‖, ‖q̂‖₁·s/2) + ‖q − q̂‖·max‖d‖
// (Cauchy–Schwarz over the whole row, or each rounded value off by at most half the row's scale s
// on the query's few dimensions: for a 5-dimension query the second is ~6× tighter.)
// The k-th largest lower bound L is a floor under the true k-th score, so every row of the true
// top k has an upper bound ≥ L; only those rows are scored exactly (float32 copy, over the
// query's nonzero dimensions: the skipped terms are exact zeros) and ranked. A second SIMD
// kernel reduces the bounds to their maxima per block of 256 rows: the k-th largest block
// maximum of the lower bounds is itself such a floor (k different rows reach it), and only the
// rows of blocks whose largest upper bound reaches it are looked at one by one (at 1M rows and a
// code-like query: a few hundred rows of a few dozen blocks, instead of a JS pass over all 1M).
// The answer is therefore exact, not approximate; the int8 pass only decides what to skip.
// Past 4096 dimensions (the int16 query would get coarse) rows are scanned in plain float32.
//
// Rows are kept dense: removing a label moves the last row into its slot.
// Memory per vector: dims × 4 (float32) + dims (int8) + 16 bytes.
import type { Neighbour } from './hnsw-index.js';
import { BOUND_BLOCK_ROWS, int8DotKernel, KERNEL_ROWS, maxQueryValue, wasm, type BlockBoundsFn, type ScoresFn, type WasmMemory } from './dot-kernel.js';

const PAGE = 65536;
const align16 = (n: number) => Math.ceil(n / 16) * 16;
const INITIAL_CAPACITY = 64;
/**
 * Columns the kernel streams in one pass over the rows. Many streams at once defeat the
 * hardware prefetcher: at 1M rows a 31-column query took 10.5-11.2 ms in one pass and 3.7-3.8 ms
 * in passes of 8 (each pass re-reads and adds to the int32 sums), a 24-column one 4.8-5.8 against
 * 2.9-3.0 ms; at 5 columns the two are the same (best of 5 runs, side by side, loaded box).
 */
const COLUMNS_PER_PASS = 8;
/** Float rounding in the bound arithmetic (scores are ≤ 1 in magnitude; float32 error ~1e-7). */
const SLACK = 1e-5;

export class ExactScan {
  readonly dim: number;
  private readonly quantized: boolean;
  private capacity = 0;
  private rows = 0;
  private vectors = new Float32Array(0);
  private labelOfRow = new Float64Array(0);
  /** Per row (views into `memory`, float32): int8 scale (value = int8 × scale) and ‖d − d̂‖ / scale. */
  private scale = new Float32Array(0);
  private ratio = new Float32Array(0);
  /** The largest ‖d‖ ever stored (an upper bound for every row: it never shrinks on removal). */
  private maxNorm = 0;
  private readonly rowOfLabel = new Map<number, number>();
  private memory: WasmMemory | null = null;
  /** All int8 values, column by column: (row r, dim d) at d × capacity + r (a view into `memory`). */
  private int8 = new Int8Array(0);
  private scoresI8: ScoresFn | null = null;
  private blockBounds: BlockBoundsFn | null = null;

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
  // int32][scale: capacity float32][ratio: capacity float32][block maxima of the upper and of the
  // lower bounds: capacity / 256 float32 each][matrix: dim columns × capacity int8]. Capacity is
  // a multiple of the kernels' 32 rows, so the kernel never reads past a column or writes past the
  // scores.
  private get valuesOffset(): number {
    return align16(this.dim * 4);
  }

  private get scoresOffset(): number {
    return this.valuesOffset + align16(this.dim * 4);
  }

  private scaleOffset(capacity: number): number {
    return this.scoresOffset + capacity * 4;
  }

  private ratioOffset(capacity: number): number {
    return this.scaleOffset(capacity) + capacity * 4;
  }

  private blockUpperOffset(capacity: number): number {
    return this.ratioOffset(capacity) + capacity * 4;
  }

  private blockLowerOffset(capacity: number): number {
    return this.blockUpperOffset(capacity) + align16(Math.ceil(capacity / BOUND_BLOCK_ROWS) * 4);
  }

  private matrixOffsetFor(capacity: number): number {
    return this.blockLowerOffset(capacity) + align16(Math.ceil(capacity / BOUND_BLOCK_ROWS) * 4);
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
    if (this.quantized) {
      const old = this.int8;
      const oldCapacity = this.capacity;
      const matrixOffset = this.matrixOffsetFor(capacity);
      const memory = new wasm.Memory({ initial: Math.ceil((matrixOffset + capacity * this.dim) / PAGE) });
      const scale = new Float32Array(memory.buffer, this.scaleOffset(capacity), capacity);
      const ratio = new Float32Array(memory.buffer, this.ratioOffset(capacity), capacity);
      scale.set(this.scale.subarray(0, this.rows));
      ratio.set(this.ratio.subarray(0, this.rows));
      const int8 = new Int8Array(memory.buffer, matrixOffset, capacity * this.dim);
      // Each column moves to its new start (a column is `capacity` long).
      for (let d = 0; d < this.dim; d++) int8.set(old.subarray(d * oldCapacity, d * oldCapacity + this.rows), d * capacity);
      this.int8 = int8;
      this.scale = scale;
      this.ratio = ratio;
      this.memory = memory;
      const kernels = int8DotKernel(memory);
      this.scoresI8 = kernels.scores;
      this.blockBounds = kernels.blockBounds;
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
    this.maxNorm = Math.max(this.maxNorm, Math.sqrt(norm));
    if (!this.quantized) return;
    // The scale as float32 stores it, so the rounding below and the bound use the same value.
    const scale = max > 0 ? Math.fround(max / 127) : 1;
    const inverse = 1 / scale;
    const { int8, capacity } = this;
    let error = 0;
    for (let d = 0; d < dim; d++) {
      const x = vector[d]!;
      const q = Math.max(-127, Math.min(127, Math.round(x * inverse)));
      int8[d * capacity + r] = q;
      const e = x - q * scale;
      error += e * e;
    }
    this.scale[r] = scale;
    // float32 storage may understate it by ~1e-7 of itself: far inside SLACK.
    this.ratio[r] = Math.sqrt(error) / scale;
  }

  /** Drops a label; false when it is not stored. */
  remove(label: number): boolean {
    const r = this.rowOfLabel.get(label);
    if (r === undefined) return false;
    const last = this.rows - 1;
    if (r !== last) {
      this.vectors.copyWithin(r * this.dim, last * this.dim, (last + 1) * this.dim);
      if (this.quantized) {
        const { int8, capacity } = this;
        for (let d = 0, o = 0; d < this.dim; d++, o += capacity) int8[o + r] = int8[o + last]!;
      }
      for (const perRow of this.quantized ? [this.scale, this.ratio, this.labelOfRow] : [this.labelOfRow]) perRow[r] = perRow[last]!;
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
    let qL1 = 0;
    for (const d of nonzero) {
      const q16 = Math.round(query[d]! / qScale);
      const v = q16 * qScale;
      qError += (query[d]! - v) ** 2;
      qNorm += v * v;
      qL1 += Math.abs(v);
      if (q16 === 0) continue;
      columns[count] = d * this.capacity;
      values[count++] = q16;
    }
    qError = Math.sqrt(qError);
    qNorm = Math.sqrt(qNorm);
    // Column-major: the kernel's 32-row step is 32 bytes down every column.
    const capacity = this.capacity;
    const rows = this.rows;
    // At most COLUMNS_PER_PASS columns per pass over the rows, later passes adding to the sums.
    for (let first = 0; first === 0 || first < count; first += COLUMNS_PER_PASS) {
      const columnsHere = Math.min(COLUMNS_PER_PASS, count - first);
      this.scoresI8!(first * 4, this.valuesOffset + first * 4, columnsHere, rows, this.scoresOffset, this.matrixOffsetFor(capacity), KERNEL_ROWS, first === 0 ? 0 : 1);
    }
    const dots = new Int32Array(memory.buffer, this.scoresOffset, rows);
    const { scale, ratio } = this;
    const halfL1 = 0.5 * qL1;
    const fixed = qError * this.maxNorm + SLACK;
    /** Row r's upper bound, or its lower one with sign −1 (as blockBounds computes them, in float64). */
    const bound = (r: number, sign: 1 | -1): number => {
      const e = ratio[r]! * qNorm;
      const t = e < halfL1 ? e : halfL1;
      return scale[r]! * (dots[r]! * qScale + sign * t) + sign * fixed;
    };
    // Block maxima: the full blocks in the kernel, the rows after them here (one more block).
    const full = Math.floor(rows / BOUND_BLOCK_ROWS);
    this.blockBounds!(this.scoresOffset, this.scaleOffset(capacity), this.ratioOffset(capacity), full,
      this.blockUpperOffset(capacity), this.blockLowerOffset(capacity), qScale, qNorm, halfL1, fixed);
    const blockUpper = Array.from(new Float32Array(memory.buffer, this.blockUpperOffset(capacity), full));
    const blockLower = Array.from(new Float32Array(memory.buffer, this.blockLowerOffset(capacity), full));
    if (full * BOUND_BLOCK_ROWS < rows) {
      let upper = -Infinity;
      let lower = -Infinity;
      for (let r = full * BOUND_BLOCK_ROWS; r < rows; r++) {
        upper = Math.max(upper, bound(r, 1));
        lower = Math.max(lower, bound(r, -1));
      }
      blockUpper.push(upper);
      blockLower.push(lower);
    }
    // The floor: with at least n blocks, the n-th largest block maximum (n rows reach it);
    // otherwise the n-th largest row lower bound of the few rows there are.
    const floor = new TopK(n);
    if (blockLower.length >= n) for (let b = 0; b < blockLower.length; b++) floor.offer(blockLower[b]!, b);
    else for (let r = 0; r < rows; r++) floor.offer(bound(r, -1), r);
    const best = new TopK(n);
    const dims = Int32Array.from(nonzero);
    for (let b = 0; b < blockUpper.length; b++) {
      // Once n rows are scored exactly, the n-th best exact score is a floor too (and a higher one).
      if (blockUpper[b]! < Math.max(floor.threshold, best.threshold)) continue;
      const end = Math.min(rows, (b + 1) * BOUND_BLOCK_ROWS);
      for (let r = b * BOUND_BLOCK_ROWS; r < end; r++) {
        if (bound(r, 1) < Math.max(floor.threshold, best.threshold)) continue;
        best.offer(this.sparseScore(query, dims, r), this.labelOfRow[r]!);
      }
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
