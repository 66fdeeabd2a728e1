// The hand-assembled WebAssembly kernel: it validates on this runtime and its integer dot
// products over a chosen set of dimensions equal plain JS ones (tiles of 32 rows, a row count
// that is not a multiple of 32, dimensions in any order), also at the extremes of its
// int16 × int8 range.
import t from 'tap';
import { int8DotKernel, KERNEL_ROWS, maxQueryValue, wasm } from '../../../data/vector-index/dot-kernel.js';

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
  int8DotKernel(memory)(columnsOffset, valuesOffset, use.length, rows, outOffset, matrixOffset, dims * KERNEL_ROWS);
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
