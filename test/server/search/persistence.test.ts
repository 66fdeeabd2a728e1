// The per-tenant index files are derived from SQLite: restarts read them, damaged or stale ones
// are rebuilt, and changes made while a file was not loaded are reconciled.
import { readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { addInvoice, createSearchService, makeTenant, openStore, reextractInvoice } from './fixtures.js';

async function seeded() {
  const store = openStore();
  const tenant = makeTenant(store.db);
  const search = await createSearchService(store);
  const ids: string[] = [];
  const vendors = ['Sysco', 'US Foods', 'Ecolab', 'Cintas', 'Gordon Food Service'];
  const goods = ['chicken breast', 'olive oil', 'dish detergent', 'bar towels', 'romaine lettuce', 'espresso beans'];
  for (let i = 0; i < 60; i++) {
    const { id } = addInvoice(store.db, tenant, {
      vendorName: vendors[i % vendors.length]!,
      number: `N-${i}`,
      total: 10 + i,
      items: [goods[i % goods.length]!, goods[(i * 7 + 3) % goods.length]!],
    });
    await search.indexInvoice(id);
    ids.push(id);
  }
  return { store, tenant, search, ids, dir: join(store.dataDir, 'search-index', tenant.tenantId) };
}

const QUERIES = ['chicken breast', 'sysco olive oil', 'N-17', 'ecolab detergent', 'towels'];

async function answers(search: Awaited<ReturnType<typeof createSearchService>>, tenantId: string) {
  const out: string[][] = [];
  for (const query of QUERIES) out.push((await search.search({ tenantId, query, limit: 10 })).map((r) => `${r.id}:${r.similarity}`));
  return out;
}

t.test('a restart reads the saved file and answers as before', async (t) => {
  const { store, tenant, search, dir } = await seeded();
  t.teardown(store.cleanup);
  const before = await answers(search, tenant.tenantId);
  await search.close();
  t.ok(readFileSync(join(dir, 'invoice.json'), 'utf8').includes('"sha256"'), 'manifest written at close');
  await t.rejects(search.search({ tenantId: tenant.tenantId, query: 'chicken', limit: 1 }), /closed/);

  const restarted = await createSearchService(store);
  t.same(await restarted.warm(tenant.tenantId), ['file', 'created', 'file'], 'invoice and vendor graphs from their files; no receipts, nothing to read');
  t.same(await answers(restarted, tenant.tenantId), before);
});

for (const damage of ['truncated', 'deleted', 'manifest-deleted'] as const) {
  t.test(`an index file that is ${damage} is rebuilt from SQLite`, async (t) => {
    const { store, tenant, search, dir } = await seeded();
    t.teardown(store.cleanup);
    const before = await answers(search, tenant.tenantId);
    await search.close();
    const graph = join(dir, 'invoice.hnsw');
    if (damage === 'truncated') truncateSync(graph, 1000);
    if (damage === 'deleted') rmSync(graph);
    if (damage === 'manifest-deleted') rmSync(join(dir, 'invoice.json'));

    const restarted = await createSearchService(store);
    t.same(await restarted.warm(tenant.tenantId), ['rebuilt', 'created', 'file']);
    t.same(await answers(restarted, tenant.tenantId), before, 'same answers after the rebuild');
    await restarted.close();
    const again = await createSearchService(store);
    t.same(await again.warm(tenant.tenantId), ['file', 'created', 'file'], 'the rebuilt graph was saved');
  });
}

t.test('changes made after the file was written are reconciled on load', async (t) => {
  const { store, tenant, search, ids } = await seeded();
  t.teardown(store.cleanup);
  await search.close();

  // While no service holds the graph: one invoice deleted, one re-extracted, one added.
  store.db.prepare('DELETE FROM documents WHERE id = (SELECT document_id FROM invoices WHERE id = ?)').run(ids[17]);
  reextractInvoice(store.db, ids[18]!, { vendorName: 'Sysco', number: 'N-18', items: ['saffron threads'] });
  const added = addInvoice(store.db, tenant, { vendorName: 'Sysco', number: 'N-900', items: ['truffle oil'] });

  const restarted = await createSearchService(store);
  t.same(await restarted.warm(tenant.tenantId), ['file', 'created', 'file']);
  await restarted.indexInvoice(ids[18]!);
  await restarted.indexInvoice(added.id);
  const find = async (query: string) => (await restarted.search({ tenantId: tenant.tenantId, query, limit: 5, type: 'invoice' }))[0]?.id;
  t.equal(await find('truffle oil'), added.id);
  t.equal(await find('saffron threads'), ids[18]);
  t.not(await find('N-17'), ids[17], 'the deleted invoice is gone');
  await restarted.close();

  // Rows written by a process that never touched the graph (no service loaded) are picked up too.
  const late = addInvoice(store.db, tenant, { vendorName: 'Sysco', number: 'N-901', items: ['vanilla pods'] });
  const indexer = await createSearchService(store); // indexes without loading first: load happens inside
  await indexer.indexInvoice(late.id);
  t.equal((await indexer.search({ tenantId: tenant.tenantId, query: 'vanilla pods', limit: 1, type: 'invoice' }))[0]?.id, late.id);
  await indexer.close();
});

t.test('a file ahead of the database (restored backup) is rebuilt, not trusted', async (t) => {
  const { store, tenant, search, dir } = await seeded();
  t.teardown(store.cleanup);
  const before = await answers(search, tenant.tenantId);
  await search.close();
  const manifestPath = join(dir, 'invoice.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { highWater: number };
  manifest.highWater += 1000;
  writeFileSync(manifestPath, JSON.stringify(manifest));
  const restarted = await createSearchService(store);
  t.same(await restarted.warm(tenant.tenantId), ['rebuilt', 'created', 'file']);
  t.same(await answers(restarted, tenant.tenantId), before);
});

t.test('background saves happen after the configured delay', async (t) => {
  const store = openStore();
  t.teardown(store.cleanup);
  const tenant = makeTenant(store.db);
  const search = await createSearchService(store, 50);
  const { id } = addInvoice(store.db, tenant, { vendorName: 'Sysco', items: ['eggs'] });
  await search.indexInvoice(id);
  await new Promise((r) => setTimeout(r, 300));
  const manifest = JSON.parse(
    readFileSync(join(store.dataDir, 'search-index', tenant.tenantId, 'invoice.json'), 'utf8'),
  ) as { liveCount: number };
  t.equal(manifest.liveCount, 1);
  await search.close();
});
