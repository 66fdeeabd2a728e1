// Code-like queries (invoice numbers, SKUs) are answered from an exact scan of the tenant's
// vectors. Its copy of the vectors must be exactly the live records: filled from SQLite when a
// graph comes from its file, and kept in step with additions and removals afterwards.
import t from 'tap';
import { blobToEmbedding } from '../../../data/repositories/search-records.js';
import { DEFAULT_HNSW_PARAMS } from '../../../data/vector-index/hnsw-index.js';
import { createLogger } from '../../../server/logger.js';
import { queryVector } from '../../../server/search/query-kind.js';
import { dot } from '../../../server/search/rank.js';
import { SearchService } from '../../../server/search/service.js';
import { addInvoice, createSearchService, makeTenant, openStore, testEmbedder } from './fixtures.js';

t.test('after a restart, a removal and an addition, a code query ranks exactly the live invoices by cosine', async (t) => {
  const store = openStore();
  t.teardown(store.cleanup);
  const tenant = makeTenant(store.db);
  const first = await createSearchService(store);
  const goods = ['chicken breast', 'olive oil', 'dish detergent', 'bar towels', 'romaine lettuce'];
  const ids: string[] = [];
  for (let i = 0; i < 30; i++) {
    const { id } = addInvoice(store.db, tenant, { vendorName: `Vendor ${i % 4}`, number: `QX-${1000 + i}`, total: 10 + i, items: [goods[i % goods.length]!] });
    await first.indexInvoice(id);
    ids.push(id);
  }
  await first.close();

  const search = await createSearchService(store);
  t.same(await search.warm(tenant.tenantId), ['file', 'created', 'file'], 'the invoice graph comes from its file');
  await search.remove('invoice', ids[5]!);
  const { id: added } = addInvoice(store.db, tenant, { vendorName: 'Vendor 9', number: 'QX-2001', total: 99, items: ['coffee beans'] });
  await search.indexInvoice(added);
  const live = new Set([...ids.filter((_, i) => i !== 5), added]);

  // No word of this query is in any record: every result comes from the vector side alone.
  const query = 'ZW-7777';
  const results = await search.search({ tenantId: tenant.tenantId, query, type: 'invoice', limit: 50 });
  t.same(new Set(results.map((r) => r.id)), live, 'every live invoice, the removed one absent, the added one present');

  // The vector a code query is searched with: its n-gram block alone (server/search/query-kind.ts).
  const embedder = await testEmbedder();
  const [embedded] = await embedder.embed([query]);
  const searchedWith = queryVector(query, embedded!, embedder.semanticDims);
  const rows = store.db.prepare("SELECT record_id, embedding FROM search_records WHERE kind = 'invoice'").all() as { record_id: string; embedding: Buffer }[];
  const cosineOf = new Map(rows.map((r) => [r.record_id, dot(searchedWith, blobToEmbedding(r.embedding))]));
  const exactTenth = [...cosineOf.values()].sort((a, b) => b - a)[9]!;
  const served = results.slice(0, 10).map((r) => cosineOf.get(r.id)!);
  // Many codes share no n-gram with the query: equal cosines, so compare values, not ids.
  t.ok(served.every((c) => c >= exactTenth - 1e-6), 'the first 10 results are an exact top 10');
  t.ok(served.every((c, i) => i === 0 || c <= served[i - 1]! + 1e-6), 'in cosine order');
  await search.close();
});

t.test('changes made while the exact copy is still being read after a restart are not lost', async (t) => {
  const store = openStore();
  t.teardown(store.cleanup);
  const tenant = makeTenant(store.db);
  const first = await createSearchService(store);
  const ids: string[] = [];
  for (let i = 0; i < 40; i++) {
    const { id } = addInvoice(store.db, tenant, { vendorName: `Vendor ${i % 3}`, number: `KB-${500 + i}`, total: 5 + i, items: ['olive oil'] });
    ids.push(id);
  }
  await first.indexMany(ids.map((id) => ({ kind: 'invoice' as const, id })));
  await first.close();

  // Four rows per event-loop turn: the copy fills over ten turns, the changes land in between.
  const search = new SearchService({
    db: store.db, dataDir: store.dataDir, embedder: await testEmbedder(), log: createLogger('silent'),
    hnsw: DEFAULT_HNSW_PARAMS, saveDelayMs: 0, rebuildBatch: 4,
  });
  const wordAnswer = search.search({ tenantId: tenant.tenantId, query: 'olive oil', type: 'invoice', limit: 5 });
  const removeEarly = search.remove('invoice', ids[0]!); // a row the fill has read already
  const removeLate = search.remove('invoice', ids[39]!); // a row it has not read yet
  const { id: added } = addInvoice(store.db, tenant, { vendorName: 'Vendor 7', number: 'KB-9001', total: 1, items: ['salt'] });
  const adding = search.indexInvoice(added);
  const earlyCode = search.search({ tenantId: tenant.tenantId, query: 'ZW-7777', type: 'invoice', limit: 50 });
  await Promise.all([removeEarly, removeLate, adding]);
  t.equal((await wordAnswer).length, 5, 'word queries answer from the graph meanwhile');
  // Issued before the changes settled: never a removed invoice, all the others that existed.
  const early = new Set((await earlyCode).map((r) => r.id));
  t.ok(ids.slice(1, 39).every((id) => early.has(id)) && !early.has(ids[0]!) && !early.has(ids[39]!));
  const live = new Set([...ids.slice(1, 39), added]);
  const settled = await search.search({ tenantId: tenant.tenantId, query: 'ZW-7777', type: 'invoice', limit: 50 });
  t.same(new Set(settled.map((r) => r.id)), live, 'once settled, exactly the live invoices');
  await search.close();
});
