// The hand-assembled WebAssembly kernel: it validates on this runtime and its integer dot
// products equal plain JS ones, also at the extremes of its int16 × int8 range.
import t from 'tap';
import { int8DotKernel, wasm } from '../../../data/vector-index/dot-kernel.js';

function run(dims: number, rows: number, fill: (q: Int16Array, m: Int8Array) => void) {
  const queryBytes = dims * 2;
  const outOffset = queryBytes;
  const matrixOffset = outOffset + rows * 4;
  const memory = new wasm.Memory({ initial: Math.ceil((matrixOffset + rows * dims) / 65536) });
  const query = new Int16Array(memory.buffer, 0, dims);
  const matrix = new Int8Array(memory.buffer, matrixOffset, rows * dims);
  fill(query, matrix);
  int8DotKernel(memory)(0, matrixOffset, rows, dims, outOffset);
  const got = Array.from(new Int32Array(memory.buffer, outOffset, rows));
  const want = Array.from({ length: rows }, (_, r) => {
    let s = 0;
    for (let d = 0; d < dims; d++) s += query[d]! * matrix[r * dims + d]!;
    return s;
  });
  return { got, want };
}

t.test('matches JS on pseudo-random values', async (t) => {
  const { got, want } = run(512, 300, (q, m) => {
    q.forEach((_, i) => (q[i] = ((i * 7919) % 65535) - 32767));
    m.forEach((_, i) => (m[i] = ((i * 104729) % 255) - 127));
  });
  t.same(got, want);
});

t.test('no overflow at the largest values the exact scan feeds it (int16 capped so |sum| < 2^31)', async (t) => {
  const cap = Math.floor(2147483647 / (127 * 2048));
  const { got, want } = run(2048, 2, (q, m) => {
    q.fill(cap);
    m.fill(127, 0, 2048);
    m.fill(-127, 2048);
  });
  t.same(got, want);
  t.equal(got[0], 2048 * cap * 127);
});

t.test('32 dimensions and a single row; zero rows writes nothing', async (t) => {
  const { got, want } = run(32, 1, (q, m) => {
    q.forEach((_, i) => (q[i] = i - 16));
    m.forEach((_, i) => (m[i] = 3 - i));
  });
  t.same(got, want);
  t.same(run(32, 0, () => {}).got, []);
});
