// The search read path's own connection (openSearchReader: read-only, memory-mapped) and the
// traced search the profiler uses: the reader sees every commit of the main connection at once,
// cannot write, and is not opened for an in-memory database; searchTraced answers exactly what
// search answers, with the phases of the path it took (graphs this small: the exact scan, for
// word and code-like queries alike).
import Database from 'better-sqlite3';
import t from 'tap';
import { openSearchReader, searchRecordSeq, upsertSearchRecord } from '../../../data/repositories/search-records.js';
import { addInvoice, createSearchService, makeTenant, openStore } from './fixtures.js';

t.test('the reader is read-only, mapped, and sees commits of the main connection at once', async (t) => {
  const store = openStore();
  t.teardown(store.cleanup);
  const tenant = makeTenant(store.db);
  const reader = openSearchReader(store.db);
  if (!reader) throw new Error('a file database must get a reader');
  t.teardown(() => reader.close());
  t.ok(reader.readonly);
  t.ok((reader.pragma('mmap_size', { simple: true }) as number) > 0, 'memory-mapped');
  t.equal(searchRecordSeq(reader, 'invoice', 'inv-1'), null);
  const { seq } = upsertSearchRecord(store.db, { tenantId: tenant.tenantId, kind: 'invoice', recordId: 'inv-1', text: 'chicken', embedding: new Float32Array(4) });
  t.equal(searchRecordSeq(reader, 'invoice', 'inv-1'), seq, 'a committed insert is visible to the next read');
  store.db.prepare('DELETE FROM search_records WHERE seq = ?').run(seq);
  t.equal(searchRecordSeq(reader, 'invoice', 'inv-1'), null, 'a committed delete too');
  t.throws(() => reader.prepare('DELETE FROM search_records').run(), /readonly/);
});

t.test('no reader for an in-memory database', async (t) => {
  const memory = new Database(':memory:');
  t.teardown(() => memory.close());
  t.equal(openSearchReader(memory), null);
});

t.test('searchTraced answers what search answers, with the phases of its path', async (t) => {
  const store = openStore();
  t.teardown(store.cleanup);
  const search = await createSearchService(store);
  t.teardown(() => search.close());
  const tenant = makeTenant(store.db);
  for (const [vendorName, number, items] of [
    ['Sysco Corporation', 'INV-2041', ['Chicken breast boneless', 'Canola oil']],
    ['Ecolab Inc.', 'ECL-55120', ['Dish machine detergent', 'Sanitizer']],
    ['Cintas Corporation', 'CIN-7781', ['Chef coats rental', 'Bar towels']],
  ] as const) {
    const { id } = addInvoice(store.db, tenant, { vendorName, number, items: [...items] });
    await search.indexInvoice(id);
  }
  for (const query of ['chicken breast', 'ECL-55120']) {
    const q = { tenantId: tenant.tenantId, query, limit: 5 };
    const plain = await search.search(q);
    const traced = await search.searchTraced(q);
    t.same(traced.results, plain, `${query}: same results`);
    t.ok(plain.length > 0, `${query}: found something`);
    for (const phase of ['vector embed', 'vector exact invoice', 'vector exact receipt', 'vector exact vendor', 'fts', 'vectors', 'live', 'hydrate']) {
      t.ok(phase in traced.phases, `${query}: phase ${phase} timed`);
    }
    // The vector side's phases run beside this thread's (on a worker in the server): only this
    // thread's own phases add up to at most the total.
    const own = Object.entries(traced.phases).filter(([name]) => !name.startsWith('vector '));
    const sum = own.reduce((s, [, x]) => s + x, 0);
    t.ok(sum <= traced.totalMs + 0.01, `${query}: this thread's phases fit in the total`);
    const vectorSide = Object.entries(traced.phases).filter(([name]) => name.startsWith('vector ')).reduce((s, [, x]) => s + x, 0);
    t.ok(vectorSide <= traced.totalMs + 0.01, `${query}: the vector side's phases fit in the total`);
    t.ok(traced.candidates >= plain.length, `${query}: every result was a candidate`);
  }
});
