// The exact scan: its top k is the true top k of the stored vectors (both the int8 SIMD pass with
// its error bounds, over the query's nonzero dimensions only, and the plain float loop past 4096
// dimensions), also for sparse queries like a code's few hashed n-grams, and when scores differ by
// far less than the int8 rounding; removals and replacements keep it exact, it grows past its
// first capacity, and bad input is refused.
import t from 'tap';
import { seededUnitVector } from './unit-vectors.js';
import { ExactScan } from '../../../data/vector-index/exact-scan.js';

const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);

function bruteTopK(stored: Map<number, Float32Array>, query: Float32Array, k: number) {
  return [...stored].map(([label, v]) => ({ label, cosine: dot(query, v) })).sort((a, b) => b.cosine - a.cosine || a.label - b.label).slice(0, k);
}

for (const dim of [64, 20, 4100]) {
  t.test(`dimension ${dim}: the top 10 is the exact top 10, with its cosines`, async (t) => {
    const scan = new ExactScan(dim, 16); // far below the row count: grows several times
    const stored = new Map<number, Float32Array>();
    for (let i = 1; i <= (dim > 4096 ? 300 : 3000); i++) {
      const v = seededUnitVector(i, dim);
      scan.add(i * 7, v);
      stored.set(i * 7, v);
    }
    t.equal(scan.size, dim > 4096 ? 300 : 3000);
    for (let q = 0; q < 25; q++) {
      const query = seededUnitVector(50_000 + q, dim);
      const want = bruteTopK(stored, query, 10);
      const got = scan.search(query, 10);
      t.same(got.map((n) => n.label), want.map((n) => n.label), `query ${q}: same labels in the same order`);
      const worst = Math.max(...got.map((n, i) => Math.abs(n.cosine - want[i]!.cosine)));
      if (worst > 1e-5) t.fail(`query ${q}: cosine error ${worst}`);
    }
  });
}

/** A unit vector that is zero except at `dims` (values from the seed). */
function sparseUnitVector(seed: number, dim: number, dims: readonly number[], values?: readonly number[]): Float32Array {
  const dense = seededUnitVector(seed, dims.length);
  const v = new Float32Array(dim);
  dims.forEach((d, i) => (v[d] = values ? values[i]! : dense[i]!));
  const norm = Math.sqrt(v.reduce((s, x) => s + x * x, 0));
  return v.map((x) => x / norm);
}

t.test('sparse queries (a few nonzero dimensions, as a code embeds) get the exact top 10', async (t) => {
  const dim = 512;
  const scan = new ExactScan(dim, 40); // grows many times, and spans 23 blocks of bound maxima
  const stored = new Map<number, Float32Array>();
  for (let i = 1; i <= 6000; i++) {
    // Documents: a dense "semantic" head plus a few hashed dimensions, like the embedder's output.
    const hashed = [100 + ((i * 37) % 412), 100 + ((i * 101) % 412), 100 + ((i * 7) % 412)];
    const head = seededUnitVector(i, 100);
    const v = new Float32Array(dim);
    v.set(head.map((x) => x * 0.6));
    for (const d of hashed) v[d] = 0.45;
    const norm = Math.sqrt(v.reduce((s, x) => s + x * x, 0));
    const unit = v.map((x) => x / norm);
    scan.add(i, unit);
    stored.set(i, unit);
  }
  // Remove a slice from the middle: rows move between blocks.
  for (let i = 700; i < 900; i++) {
    scan.remove(i);
    stored.delete(i);
  }
  for (let q = 0; q < 20; q++) {
    const dims = [100 + ((q * 37) % 412), 100 + ((q * 53 + 11) % 412), 100 + ((q * 7 + 3) % 412), 100 + ((q * 101) % 412), 100 + q];
    const query = sparseUnitVector(q + 1, dim, dims);
    const got = scan.search(query, 10);
    const want = bruteTopK(stored, query, 10);
    t.same(got.map((n) => n.label), want.map((n) => n.label), `query ${q}: ${dims.join(',')}`);
    const worst = Math.max(...got.map((n, i) => Math.abs(n.cosine - want[i]!.cosine)));
    if (worst > 1e-6) t.fail(`query ${q}: cosine error ${worst}`);
  }
  // One large value and one far below the int16 step: the small one rounds to 0 in the int8
  // pass and is left out of it, yet still decides between rows that differ only there.
  const tiny = new ExactScan(dim);
  const a = sparseUnitVector(1, dim, [5, 300], [1, 0.5]);
  const b = sparseUnitVector(1, dim, [5, 301], [1, 0.5]);
  tiny.add(1, a);
  tiny.add(2, b);
  const query = new Float32Array(dim);
  query[5] = 1;
  query[301] = 1e-7;
  t.same(tiny.search(query, 2).map((n) => n.label), [2, 1], 'the tiny dimension breaks the tie');
  t.same(tiny.search(new Float32Array(dim), 2).map((n) => n.label), [1, 2], 'an all-zero query: every score 0, lower label first');
});

t.test('near-ties far below the int8 rounding are still ranked exactly', async (t) => {
  const dim = 64;
  const base = seededUnitVector(1, dim);
  const scan = new ExactScan(dim);
  const stored = new Map<number, Float32Array>();
  for (let i = 1; i <= 2000; i++) {
    // base + noise of 1e-4: every score is within ~1e-3 of every other one.
    const noise = seededUnitVector(i + 100, dim);
    const v = base.map((x, d) => x + 1e-4 * noise[d]!);
    const norm = Math.sqrt(v.reduce((s, x) => s + x * x, 0));
    const unit = v.map((x) => x / norm);
    scan.add(i, unit);
    stored.set(i, unit);
  }
  for (let q = 0; q < 10; q++) {
    const noise = seededUnitVector(9000 + q, dim);
    const query = base.map((x, d) => x + 1e-3 * noise[d]!);
    t.same(scan.search(query, 10).map((n) => n.label), bruteTopK(stored, query, 10).map((n) => n.label), `query ${q}`);
  }
});

t.test('removed and replaced labels: the scan stays exact over what is stored', async (t) => {
  const dim = 32;
  const scan = new ExactScan(dim);
  t.throws(() => scan.add(1, new Float32Array(dim).fill(Number.NaN)), /non-finite/);
  const stored = new Map<number, Float32Array>();
  for (let i = 1; i <= 500; i++) {
    const v = seededUnitVector(i, dim);
    scan.add(i, v);
    stored.set(i, v);
  }
  const query = seededUnitVector(999, dim);
  const firstTop = scan.search(query, 5).map((n) => n.label);
  for (const label of firstTop) {
    t.ok(scan.remove(label));
    stored.delete(label);
  }
  t.notOk(scan.remove(firstTop[0]!), 'second removal is a no-op');
  t.notOk(scan.has(firstTop[0]!));
  // Label 3 now holds the query itself: it must come first with cosine 1.
  scan.add(3, query);
  stored.set(3, query);
  const got = scan.search(query, 10);
  t.equal(got[0]!.label, 3);
  t.ok(Math.abs(got[0]!.cosine - 1) < 1e-5);
  t.same(got.map((n) => n.label), bruteTopK(stored, query, 10).map((n) => n.label));
  t.notOk(got.some((n) => firstTop.includes(n.label) && n.label !== 3), 'removed labels never come back');
  t.equal(scan.size, 495);
});

t.test('fewer rows than k, an empty scan, bad input', async (t) => {
  const scan = new ExactScan(16);
  t.same(scan.search(seededUnitVector(1, 16), 10), []);
  scan.add(1, seededUnitVector(1, 16));
  scan.add(2, seededUnitVector(2, 16));
  t.equal(scan.search(seededUnitVector(1, 16), 10).length, 2);
  t.throws(() => scan.add(3, new Float32Array(15)), /15 dimensions/);
  t.throws(() => scan.search(new Float32Array(17), 1), /17 dimensions/);
  t.throws(() => new ExactScan(0), /positive integer/);
});
