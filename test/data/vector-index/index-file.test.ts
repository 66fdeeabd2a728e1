// The derived index file: atomic save with checksum, refusal of damaged files.
import { mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { seededUnitVector } from './unit-vectors.js';
import { HnswIndex } from '../../../data/vector-index/hnsw-index.js';
import { loadIndexFile, saveIndexFile } from '../../../data/vector-index/index-file.js';

const PARAMS = { m: 16, efConstruction: 100, efSearch: 64 };
const DIM = 32;

const randomUnit = (seed: number): Float32Array => seededUnitVector(seed, DIM);

function built(n: number): HnswIndex {
  const index = HnswIndex.create(DIM, PARAMS, 8); // small capacity: exercises resizing
  for (let label = 1; label <= n; label++) index.add(label, randomUnit(label));
  return index;
}

t.test('save then load gives the same graph, deleted labels and high-water mark', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'vector-index-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const index = built(300);
  t.ok(index.remove(7));
  t.notOk(index.remove(7), 'removing twice is a no-op');
  const manifest = await saveIndexFile(dir, 'invoice', index);
  t.same(readdirSync(dir).sort(), ['invoice.hnsw', 'invoice.json'], 'no temporary files left behind');
  t.equal(manifest.highWater, 300);
  t.equal(manifest.liveCount, 299);
  t.same(manifest.deleted, [7]);

  const loaded = await loadIndexFile(dir, 'invoice', DIM, PARAMS);
  t.ok(loaded.ok);
  if (!loaded.ok) return;
  t.equal(loaded.index.size, 299);
  t.equal(loaded.index.highWater, 300);
  const query = randomUnit(42);
  t.same(loaded.index.search(query, 10), index.search(query, 10), 'same neighbours');
  t.notOk(loaded.index.search(randomUnit(7), 5).some((n) => n.label === 7), 'a deleted label never comes back');
  const [self] = loaded.index.search(randomUnit(42), 1);
  t.equal(self!.label, 42);
  t.ok(Math.abs(self!.cosine - 1) < 1e-5, 'cosine of a vector with itself is 1');
});

t.test('missing, truncated, altered or incompatible files are refused, never parsed', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'vector-index-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  t.match(await loadIndexFile(dir, 'invoice', DIM, PARAMS), { ok: false, reason: 'missing' });

  const manifest = await saveIndexFile(dir, 'invoice', built(100));
  truncateSync(join(dir, 'invoice.hnsw'), Math.floor(manifest.bytes / 2));
  t.match(await loadIndexFile(dir, 'invoice', DIM, PARAMS), { ok: false, reason: 'corrupt' }, 'truncated');

  await saveIndexFile(dir, 'invoice', built(100));
  const bytes = readFileSync(join(dir, 'invoice.hnsw'));
  bytes[bytes.length - 10]! ^= 0xff;
  writeFileSync(join(dir, 'invoice.hnsw'), bytes);
  t.match(await loadIndexFile(dir, 'invoice', DIM, PARAMS), { ok: false, reason: 'corrupt', detail: 'checksum mismatch' }, 'same size, altered');

  await saveIndexFile(dir, 'invoice', built(100));
  writeFileSync(join(dir, 'invoice.json'), '{"format":');
  t.match(await loadIndexFile(dir, 'invoice', DIM, PARAMS), { ok: false, reason: 'corrupt' }, 'manifest garbage');

  await saveIndexFile(dir, 'invoice', built(100));
  t.match(await loadIndexFile(dir, 'invoice', DIM * 2, PARAMS), { ok: false, reason: 'incompatible' }, 'other dimension');
  t.match(await loadIndexFile(dir, 'invoice', DIM, { ...PARAMS, m: 32 }), { ok: false, reason: 'incompatible' }, 'other M');

  rmSync(join(dir, 'invoice.hnsw'));
  t.match(await loadIndexFile(dir, 'invoice', DIM, PARAMS), { ok: false, reason: 'missing' }, 'graph deleted, manifest kept');
});

t.test('vectors of the wrong dimension are refused', async (t) => {
  const index = HnswIndex.create(DIM, PARAMS);
  t.throws(() => index.add(1, new Float32Array(DIM + 1)), /dimensions/);
  t.same(index.search(randomUnit(1), 5), [], 'an empty index answers nothing');
});
