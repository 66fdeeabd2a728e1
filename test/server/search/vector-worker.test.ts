// The vector side hosted on the embedder's worker thread (WorkerEmbedder.hostIndexes), as the
// server runs it: the same answers as the in-process side over the same store; additions and
// removals forwarded in order (a search issued after one resolves sees it); index files saved
// on close, read on restart, rebuilt when damaged (the worker's warnings reach the main logger);
// tenants kept apart; close() ends the worker.
import { PassThrough } from 'node:stream';
import { truncateSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { DEFAULT_HNSW_PARAMS } from '../../../data/vector-index/hnsw-index.js';
import { createLogger } from '../../../server/logger.js';
import { MODELS_DIR } from '../../../server/models-dir.js';
import { SearchService } from '../../../server/search/service.js';
import { WorkerEmbedder } from '../../../server/search/worker-embedder.js';
import { addInvoice, createSearchService, makeTenant, openStore, type TestStore } from './fixtures.js';

async function workerService(store: TestStore, lines: string[] = [], worker?: WorkerEmbedder): Promise<SearchService> {
  const embedder = worker ?? (await WorkerEmbedder.start({ modelsDir: MODELS_DIR, intraOpNumThreads: 1 }));
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter((l) => l.length > 0)));
  return new SearchService({
    db: store.db, dataDir: store.dataDir, embedder, log: createLogger('warn', sink), hnsw: DEFAULT_HNSW_PARAMS, saveDelayMs: 0,
  });
}

const QUERIES = ['chicken breast', 'sysco olive oil', 'N-17', 'ecolab detergent', 'towels', 'QQ-4242'];
const VENDORS = ['Sysco', 'US Foods', 'Ecolab', 'Cintas', 'Gordon Food Service'];
const GOODS = ['chicken breast', 'olive oil', 'dish detergent', 'bar towels', 'romaine lettuce', 'espresso beans'];

async function answers(search: SearchService, tenantId: string, limit = 10): Promise<string[][]> {
  const out: string[][] = [];
  for (const query of QUERIES) out.push((await search.search({ tenantId, query, limit })).map((r) => `${r.id}:${r.similarity}`));
  return out;
}

t.test('hosted on the worker: the same answers as in-process, changes seen at once, files across restarts', async (t) => {
  const store = openStore();
  t.teardown(store.cleanup);
  const tenant = makeTenant(store.db);
  const other = makeTenant(store.db);
  const search = await workerService(store);
  const ids: string[] = [];
  for (let i = 0; i < 40; i++) {
    const { id } = addInvoice(store.db, tenant, {
      vendorName: VENDORS[i % VENDORS.length]!, number: `N-${i}`, total: 10 + i, items: [GOODS[i % GOODS.length]!, GOODS[(i * 7 + 3) % GOODS.length]!],
    });
    ids.push(id);
  }
  t.equal(await search.indexMany(ids.map((id) => ({ kind: 'invoice' as const, id }))), 40 + VENDORS.length, 'invoices and their vendors');
  const foreign = addInvoice(store.db, other, { vendorName: 'Sysco', number: 'N-17', items: ['chicken breast'] });
  await search.indexInvoice(foreign.id);

  // Every record a search can see: a query of codes at a limit above the tenant's size.
  const everything = async (s: SearchService) =>
    new Set((await s.search({ tenantId: tenant.tenantId, query: 'ZW-7777', type: 'invoice', limit: 50 })).map((r) => r.id));
  t.same(await everything(search), new Set(ids), 'exactly this tenant\'s invoices, none of the other tenant');

  // An addition is searchable as soon as indexInvoice resolves; a removal is gone at once.
  const added = addInvoice(store.db, tenant, { vendorName: 'Sysco', number: 'QQ-4242', items: ['truffle oil'] });
  await search.indexInvoice(added.id);
  t.equal((await search.search({ tenantId: tenant.tenantId, query: 'QQ-4242', type: 'invoice', limit: 1 }))[0]?.id, added.id);
  await search.remove('invoice', ids[3]!);
  const live = new Set([...ids.filter((_, i) => i !== 3), added.id]);
  t.same(await everything(search), live, 'the removed invoice absent, the added one present');

  const before = await answers(search, tenant.tenantId);
  t.ok(before.every((a) => a.length > 0), 'every query found something');
  t.same(await search.origins(), {
    [`${tenant.tenantId}/invoice`]: 'created', [`${tenant.tenantId}/vendor`]: 'created', [`${tenant.tenantId}/receipt`]: 'created',
    [`${other.tenantId}/invoice`]: 'created', [`${other.tenantId}/vendor`]: 'created',
  }, 'graphs created by the first write of each tenant (before its rows), receipts by the first search');
  await search.close();
  await t.rejects(search.search({ tenantId: tenant.tenantId, query: 'chicken', limit: 1 }), /closed/);

  // The in-process side over the same store and files answers the same.
  const local = await createSearchService(store);
  t.same(await local.warm(tenant.tenantId), ['file', 'created', 'file']);
  t.same(await answers(local, tenant.tenantId), before, 'in-process answers equal the worker\'s');
  await local.close();

  // A damaged graph file: the worker rebuilds it, says so through the main logger, answers the same.
  truncateSync(join(store.dataDir, 'search-index', tenant.tenantId, 'invoice.hnsw'), 1000);
  const lines: string[] = [];
  const restarted = await workerService(store, lines);
  t.same(await restarted.warm(tenant.tenantId), ['rebuilt', 'created', 'file']);
  t.same(await answers(restarted, tenant.tenantId), before, 'same answers after the rebuild on the worker');
  t.same(await everything(restarted), live);
  await restarted.close();
  const warning = lines.map((l) => JSON.parse(l) as { msg: string; reason?: string }).find((l) => l.msg.includes('unusable'));
  t.equal(warning?.reason, 'corrupt', 'the worker\'s warning reached the main logger');

  const again = await workerService(store);
  t.same(await again.warm(tenant.tenantId), ['file', 'created', 'file'], 'the rebuilt graph was saved at close');
  t.same(await answers(again, tenant.tenantId), before);
  await again.close();
});

t.test('searches and changes in flight together: each search sees every change that resolved before it', async (t) => {
  const store = openStore();
  t.teardown(store.cleanup);
  const tenant = makeTenant(store.db);
  const search = await workerService(store);
  t.teardown(() => search.close());
  const ids: string[] = [];
  for (let i = 0; i < 12; i++) {
    const { id } = addInvoice(store.db, tenant, { vendorName: `Vendor ${i % 3}`, number: `KB-${500 + i}`, items: ['olive oil'] });
    ids.push(id);
  }
  await search.indexMany(ids.slice(0, 6).map((id) => ({ kind: 'invoice' as const, id })));
  const codeSet = async () => new Set((await search.search({ tenantId: tenant.tenantId, query: 'ZW-7777', type: 'invoice', limit: 50 })).map((r) => r.id));
  // Interleave: each addition is awaited, then a search is issued while the next addition runs.
  const seen: Promise<Set<string>>[] = [];
  for (let i = 6; i < 12; i++) {
    await search.indexInvoice(ids[i]!);
    seen.push(codeSet());
  }
  const sets = await Promise.all(seen);
  sets.forEach((set, j) => t.ok(ids.slice(0, 7 + j).every((id) => set.has(id)), `search ${j}: every invoice indexed before it`));
  t.same(await codeSet(), new Set(ids));
});

t.test('kinds split between the worker and this thread: each kind alone, all together, and a worker that dies', async (t) => {
  const store = openStore();
  t.teardown(store.cleanup);
  const tenant = makeTenant(store.db);
  const worker = await WorkerEmbedder.start({ modelsDir: MODELS_DIR, intraOpNumThreads: 1 });
  const search = await workerService(store, [], worker);
  const local = await createSearchService(store);
  t.teardown(() => local.close());
  const ids: string[] = [];
  for (let i = 0; i < 10; i++) ids.push(addInvoice(store.db, tenant, { vendorName: VENDORS[i % VENDORS.length]!, number: `S-${i}`, items: [GOODS[i % GOODS.length]!] }).id);
  await search.indexMany(ids.map((id) => ({ kind: 'invoice' as const, id })));
  for (const type of ['invoice', 'vendor', undefined] as const) {
    const q = { tenantId: tenant.tenantId, query: 'sysco chicken', limit: 20, ...(type ? { type } : {}) };
    const [split, inProcess] = [await search.search(q), await local.search(q)];
    t.ok(split.length > 0, `${type ?? 'all kinds'}: found something`);
    t.same(split, inProcess, `${type ?? 'all kinds'}: the same answer as the in-process side`);
  }
  // The worker ends under the service (a crash): searches reject, they do not hang.
  await worker.close();
  await t.rejects(search.search({ tenantId: tenant.tenantId, query: 'sysco chicken', limit: 5 }), /closed|exited/);
  await search.close();
});
