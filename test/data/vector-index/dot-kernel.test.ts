// The hand-assembled WebAssembly kernels: they validate on this runtime; the integer dot
// products over a chosen set of dimensions equal plain JS ones (tiles of 32 rows or whole
// columns, a row count that is not a multiple of 32, dimensions in any order), also at the
// extremes of the int16 × int8 range; the per-block maxima of the score bounds equal JS ones.
import t from 'tap';
import { BOUND_BLOCK_ROWS, int8DotKernel, KERNEL_ROWS, maxQueryValue, wasm } from '../../../data/vector-index/dot-kernel.js';

/** Lays `rows` × `dims` values out in tiles as the exact scan does and runs the kernel over `use`. */
function run(dims: number, rows: number, use: readonly number[], value: (r: number, d: number) => number, query: (i: number) => number) {
  const tiles = Math.ceil(rows / KERNEL_ROWS);
  const columnsOffset = 0;
  const valuesOffset = dims * 4;
  const outOffset = valuesOffset + dims * 4;
  const matrixOffset = outOffset + tiles * KERNEL_ROWS * 4;
  const memory = new wasm.Memory({ initial: Math.ceil((matrixOffset + tiles * KERNEL_ROWS * dims) / 65536) + 1 });
  const matrix = new Int8Array(memory.buffer, matrixOffset, tiles * KERNEL_ROWS * dims);
  const at = (r: number, d: number) => Math.floor(r / KERNEL_ROWS) * dims * KERNEL_ROWS + d * KERNEL_ROWS + (r % KERNEL_ROWS);
  for (let r = 0; r < rows; r++) for (let d = 0; d < dims; d++) matrix[at(r, d)] = value(r, d);
  const columns = new Int32Array(memory.buffer, columnsOffset, dims);
  const values = new Int32Array(memory.buffer, valuesOffset, dims);
  use.forEach((d, i) => {
    columns[i] = d * KERNEL_ROWS;
    values[i] = query(i);
  });
  int8DotKernel(memory).scores(columnsOffset, valuesOffset, use.length, rows, outOffset, matrixOffset, dims * KERNEL_ROWS, 0);
  const got = Array.from(new Int32Array(memory.buffer, outOffset, rows));
  const want = Array.from({ length: rows }, (_, r) => use.reduce((s, d, i) => s + query(i) * matrix[at(r, d)]!, 0));
  return { got, want };
}

const pseudo = (r: number, d: number) => ((r * 104729 + d * 7919) % 255) - 127;

t.test('matches JS on pseudo-random values over a few, many and all dimensions', async (t) => {
  const all = Array.from({ length: 512 }, (_, d) => d);
  for (const use of [[3], [500, 7, 130, 131, 64], all.filter((d) => d % 5 === 0), all]) {
    const { got, want } = run(512, 300, use, pseudo, (i) => ((i * 7919) % 65535) - 32767);
    t.same(got, want, `${use.length} dimensions`);
  }
});

t.test('no overflow at the largest values the exact scan feeds it (int16 capped so |sum| < 2^31)', async (t) => {
  const dims = 2048;
  const cap = maxQueryValue(dims);
  const use = Array.from({ length: dims }, (_, d) => d);
  const { got, want } = run(dims, 2, use, (r) => (r === 0 ? 127 : -127), () => cap);
  t.same(got, want);
  t.equal(got[0], dims * cap * 127);
  t.equal(got[1], -dims * cap * 127);
});

t.test('one row, no dimensions, no rows', async (t) => {
  const one = run(40, 1, [39, 0], (r, d) => 3 - d, (i) => i - 16);
  t.same(one.got, one.want);
  t.same(run(40, 33, [], pseudo, () => 1).got, new Array(33).fill(0), 'no dimensions: every sum is 0');
  t.same(run(32, 0, [1], pseudo, () => 1).got, []);
});

t.test('column by column (the exact scan\'s layout): each 32-row step is 32 bytes down every column', async (t) => {
  const dims = 64;
  const rows = 1000;
  const capacity = 1024;
  const use = [63, 0, 17, 40];
  const outOffset = 1024;
  const matrixOffset = outOffset + capacity * 4;
  const memory = new wasm.Memory({ initial: Math.ceil((matrixOffset + capacity * dims) / 65536) });
  const matrix = new Int8Array(memory.buffer, matrixOffset, capacity * dims);
  for (let r = 0; r < rows; r++) for (let d = 0; d < dims; d++) matrix[d * capacity + r] = pseudo(r, d);
  const columns = new Int32Array(memory.buffer, 0, use.length);
  const values = new Int32Array(memory.buffer, 256, use.length);
  use.forEach((d, i) => {
    columns[i] = d * capacity;
    values[i] = 1000 - 700 * i;
  });
  int8DotKernel(memory).scores(0, 256, use.length, rows, outOffset, matrixOffset, KERNEL_ROWS, 0);
  const got = Array.from(new Int32Array(memory.buffer, outOffset, rows));
  t.same(got, Array.from({ length: rows }, (_, r) => use.reduce((s, d, i) => s + (1000 - 700 * i) * pseudo(r, d), 0)));
});

t.test('block maxima of the score bounds equal the float32 arithmetic done in JS', async (t) => {
  const blocks = 5;
  const rows = blocks * BOUND_BLOCK_ROWS;
  const [dotsAt, scaleAt, ratioAt, upperAt, lowerAt] = [0, rows * 4, rows * 8, rows * 12, rows * 12 + 64];
  const memory = new wasm.Memory({ initial: 1 });
  const dots = new Int32Array(memory.buffer, dotsAt, rows);
  const scale = new Float32Array(memory.buffer, scaleAt, rows);
  const ratio = new Float32Array(memory.buffer, ratioAt, rows);
  for (let r = 0; r < rows; r++) {
    dots[r] = pseudo(r, 3) * 9000 + pseudo(r, 11);
    scale[r] = 0.001 + ((r * 37) % 101) / 20000;
    ratio[r] = ((r * 53) % 97) / 10;
  }
  const [qScale, qNorm, halfL1, fixed] = [3.1e-5, 0.9, 1.7, 1e-5];
  int8DotKernel(memory).blockBounds(dotsAt, scaleAt, ratioAt, blocks, upperAt, lowerAt, qScale, qNorm, halfL1, fixed);
  const f = Math.fround;
  for (let b = 0; b < blocks; b++) {
    let upper = -Infinity;
    let lower = -Infinity;
    for (let r = b * BOUND_BLOCK_ROWS; r < (b + 1) * BOUND_BLOCK_ROWS; r++) {
      const a = f(f(dots[r]!) * f(qScale));
      const tt = Math.min(f(ratio[r]! * f(qNorm)), f(halfL1));
      upper = Math.max(upper, f(f(scale[r]! * f(a + tt)) + f(fixed)));
      lower = Math.max(lower, f(f(scale[r]! * f(a - tt)) - f(fixed)));
    }
    t.equal(new Float32Array(memory.buffer, upperAt, blocks)[b], upper, `block ${b}: largest upper bound`);
    t.equal(new Float32Array(memory.buffer, lowerAt, blocks)[b], lower, `block ${b}: largest lower bound`);
  }
});

t.test('accumulate: a second pass over other columns adds to the sums of the first', async (t) => {
  const dims = 16;
  const rows = 70;
  const outOffset = 256;
  const matrixOffset = 1024;
  const memory = new wasm.Memory({ initial: 1 });
  const matrix = new Int8Array(memory.buffer, matrixOffset, 96 * dims);
  for (let r = 0; r < rows; r++) for (let d = 0; d < dims; d++) matrix[d * 96 + r] = pseudo(r, d);
  const columns = new Int32Array(memory.buffer, 0, dims);
  const values = new Int32Array(memory.buffer, 128, dims);
  for (let d = 0; d < dims; d++) {
    columns[d] = d * 96;
    values[d] = 300 - 37 * d;
  }
  const scores = int8DotKernel(memory).scores;
  scores(0, 128, 5, rows, outOffset, matrixOffset, KERNEL_ROWS, 0);
  scores(5 * 4, 128 + 5 * 4, dims - 5, rows, outOffset, matrixOffset, KERNEL_ROWS, 1);
  const got = Array.from(new Int32Array(memory.buffer, outOffset, rows));
  t.same(got, Array.from({ length: rows }, (_, r) => Array.from({ length: dims }, (_, d) => (300 - 37 * d) * pseudo(r, d)).reduce((a, b) => a + b, 0)));
});
