// The graph wrapper: the similarities it reports are the exact cosines of the stored vectors (the
// search service ranks graph hits with them instead of reading the vectors back), ef is applied,
// deleted labels never come back.
import t from 'tap';
import { seededUnitVector } from './unit-vectors.js';
import { HnswIndex } from '../../../data/vector-index/hnsw-index.js';

const DIM = 48;

const unitVector = (seed: number): Float32Array => seededUnitVector(seed, DIM);

const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);

t.test('reported cosines equal the stored vectors\' cosines; a large ef finds the exact top 10', async (t) => {
  const vectors = Array.from({ length: 2000 }, (_, i) => unitVector(i + 1));
  const index = HnswIndex.create(DIM, { m: 8, efConstruction: 40, efSearch: 10 });
  vectors.forEach((v, i) => index.add(i + 1, v));
  let worstDiff = 0;
  let exactHits = 0;
  let lowEfHits = 0;
  for (let q = 0; q < 20; q++) {
    const query = unitVector(10_000 + q);
    const exact = vectors.map((v, i) => ({ label: i + 1, cosine: dot(query, v) })).sort((a, b) => b.cosine - a.cosine).slice(0, 10);
    const found = index.search(query, 10, 2000);
    for (const n of found) worstDiff = Math.max(worstDiff, Math.abs(n.cosine - dot(query, vectors[n.label - 1]!)));
    const want = new Set(exact.map((e) => e.label));
    exactHits += found.filter((n) => want.has(n.label)).length;
    lowEfHits += index.search(query, 10, 10).filter((n) => want.has(n.label)).length;
  }
  t.ok(worstDiff < 1e-5, `cosine error ${worstDiff}`);
  t.equal(exactHits, 200, 'ef = all rows is exact');
  t.ok(lowEfHits < exactHits, `a small ef is approximate (${lowEfHits} of 200): ef is really applied`);
});

t.test('removed labels are never returned', async (t) => {
  const index = HnswIndex.create(DIM, { m: 8, efConstruction: 40, efSearch: 50 });
  for (let i = 1; i <= 100; i++) index.add(i, unitVector(i));
  t.ok(index.remove(7));
  t.notOk(index.remove(7), 'second removal is a no-op');
  t.equal(index.size, 99);
  const found = index.search(unitVector(7), 5);
  t.notOk(found.some((n) => n.label === 7));
});
