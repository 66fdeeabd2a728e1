// The search service over a real SQLite store and real HNSW graphs.
import t from 'tap';
import { addInvoice, addReceipt, createSearchService, makeTenant, openStore, reextractInvoice } from './fixtures.js';
import type { SearchService } from '../../../server/search/service.js';

interface Corpus {
  ids: Record<string, string>;
}

/** A small restaurant-supply tenant: each key names a document a query is judged against. */
async function seedCorpus(store: ReturnType<typeof openStore>, search: SearchService, tenant: { partnerId: string; tenantId: string }): Promise<Corpus> {
  const ids: Record<string, string> = {};
  const invoices: [string, Parameters<typeof addInvoice>[2]][] = [
    ['sysco-chicken', { vendorName: 'Sysco Corporation', number: 'INV-2041', total: 812.4, items: ['Chicken breast boneless 40 lb', 'Chicken thighs', 'Canola oil 35 lb'] }],
    ['sysco-produce', { vendorName: 'SYSCO CORP', number: 'INV-2077', total: 233.1, items: ['Romaine lettuce', 'Roma tomatoes', 'Yellow onions'] }],
    ['usfoods-dairy', { vendorName: 'US Foods LLC', number: 'US-99812', total: 402.0, items: ['Whole milk gallon', 'Heavy cream', 'Cheddar cheese block', 'Butter unsalted'] }],
    ['coffee', { vendorName: 'Blue Bottle Coffee Inc', number: 'BB-1187', total: 610.0, items: ['Espresso beans 5 lb', 'Decaf coffee beans', 'Oat milk barista'] }],
    ['cleaning', { vendorName: 'Ecolab Inc.', number: 'ECL-55120', total: 289.99, items: ['Dish machine detergent', 'Sanitizer quat', 'Floor degreaser'] }],
    ['linen', { vendorName: 'Cintas Corporation', number: 'CIN-7781', total: 145.0, items: ['Chef coats rental', 'Bar towels', 'Aprons'] }],
    ['wine', { vendorName: 'Southern Glazers Wine & Spirits', number: 'SGW-3321', total: 1290.0, items: ['Cabernet sauvignon case', 'Prosecco case', 'Vodka 1.75 L'] }],
    ['bakery', { vendorName: 'Boulangerie Dupont SARL', number: 'F-2024-118', total: 96.5, items: ['Baguettes', 'Croissants au beurre', 'Pain de campagne'] }],
    ['packaging', { vendorName: 'WebstaurantStore', number: 'WS-88112', total: 178.25, items: ['To-go containers clamshell', 'Paper straws', 'Napkins'] }],
    ['repair', { vendorName: 'Hobart Service', number: 'HS-4410', total: 540.0, items: ['Mixer repair labor', 'Replacement gearbox'] }],
  ];
  for (const [key, spec] of invoices) {
    const { id } = addInvoice(store.db, tenant, spec);
    await search.indexInvoice(id);
    ids[key] = id;
  }
  const receipts: [string, Parameters<typeof addReceipt>[2]][] = [
    ['r-costco', { merchantName: 'Costco Wholesale', total: 156.2, items: ['Paper towels', 'Eggs 5 dozen', 'Olive oil 2 L'], taxCategory: 'Supplies' }],
    ['r-uber', { merchantName: 'Uber', total: 23.4, items: ['Trip to supplier'], taxCategory: 'Travel' }],
    ['r-starbucks', { merchantName: 'Starbucks', total: 12.85, items: ['Latte', 'Croissant'], taxCategory: 'Meals' }],
    ['r-homedepot', { merchantName: 'The Home Depot', total: 88.1, items: ['Drill bits', 'Caulk', 'Light bulbs'], taxCategory: 'Repairs' }],
  ];
  for (const [key, spec] of receipts) {
    const id = addReceipt(store.db, tenant, spec);
    await search.indexReceipt(id);
    ids[key] = id;
  }
  return { ids };
}

/** Judged queries: the document that must come first. */
const JUDGED: [string, string][] = [
  ['chicken breast', 'sysco-chicken'],
  ['INV-2041', 'sysco-chicken'],
  ['romaine lettuce tomatoes', 'sysco-produce'],
  ['heavy cream and butter', 'usfoods-dairy'],
  ['espresso beans', 'coffee'],
  ['dish detergent sanitizer', 'cleaning'],
  ['chef coats', 'linen'],
  ['prosecco', 'wine'],
  ['croissants baguettes', 'bakery'],
  ['to-go containers', 'packaging'],
  ['mixer repair', 'repair'],
  ['costco olive oil', 'r-costco'],
  ['uber trip', 'r-uber'],
  ['drill bits caulk', 'r-homedepot'],
];

t.test('ranking on a judged corpus, with similarity a sorted 0–100 integer', async (t) => {
  const store = openStore();
  t.teardown(store.cleanup);
  const search = await createSearchService(store);
  const tenant = makeTenant(store.db);
  const { ids } = await seedCorpus(store, search, tenant);
  let reciprocalRanks = 0;
  for (const [query, key] of JUDGED) {
    const results = await search.search({ tenantId: tenant.tenantId, query, limit: 10 });
    const rank = results.findIndex((r) => r.id === ids[key]) + 1;
    t.equal(rank, 1, `"${query}" ranks ${key} first (got rank ${rank})`);
    reciprocalRanks += rank > 0 ? 1 / rank : 0;
    for (let i = 1; i < results.length; i++) t.ok(results[i - 1]!.similarity >= results[i]!.similarity, 'sorted by similarity');
    for (const r of results) t.ok(Number.isInteger(r.similarity) && r.similarity >= 0 && r.similarity <= 100);
  }
  t.equal(reciprocalRanks / JUDGED.length, 1, 'MRR');

  // An exact match scores clearly higher than an unrelated record.
  const [top, ...rest] = await search.search({ tenantId: tenant.tenantId, query: 'Blue Bottle Coffee espresso beans', limit: 14, type: 'invoice' });
  t.equal(top!.id, ids.coffee);
  t.ok(top!.similarity >= 60, `exact match similarity ${top!.similarity}`);
  t.ok(rest.every((r) => r.similarity <= top!.similarity - 25), 'others well below');

  // Results are filled from the record.
  t.match(top, { type: 'invoice', vendorName: 'Blue Bottle Coffee Inc', total: 610, date: '2024-03-01' });
  t.match(top!.preview, /Blue Bottle Coffee Inc · Invoice BB-1187 · 2024-03-01 · 610\.00 USD: Espresso beans/);
  const [receipt] = await search.search({ tenantId: tenant.tenantId, query: 'starbucks latte', limit: 1 });
  t.match(receipt, { type: 'receipt', id: ids['r-starbucks'], merchantName: 'Starbucks', total: 12.85, date: '2024-04-02' });
  t.notOk('vendorName' in receipt!, 'a receipt has a merchant, not a vendor');
});

t.test('queries that share no word with the document still find it (the embedding’s meaning)', async (t) => {
  const store = openStore();
  t.teardown(store.cleanup);
  const search = await createSearchService(store);
  const tenant = makeTenant(store.db);
  const { ids } = await seedCorpus(store, search, tenant);
  for (const [query, key] of [['uniforms', 'linen'], ['alcohol', 'wine'], ['cheese', 'usfoods-dairy']] as const) {
    const results = await search.search({ tenantId: tenant.tenantId, query, limit: 3, type: 'invoice' });
    t.ok(results.some((r) => r.id === ids[key]), `"${query}" finds ${key} in the top 3`);
  }
});

t.test('type filter and limits', async (t) => {
  const store = openStore();
  t.teardown(store.cleanup);
  const search = await createSearchService(store);
  const tenant = makeTenant(store.db);
  await seedCorpus(store, search, tenant);

  const receipts = await search.search({ tenantId: tenant.tenantId, query: 'oil', type: 'receipt', limit: 50 });
  t.equal(receipts.length, 4, 'every receipt, nothing else');
  t.ok(receipts.every((r) => r.type === 'receipt'));

  const vendors = await search.search({ tenantId: tenant.tenantId, query: 'sysco', type: 'vendor', limit: 50 });
  t.equal(vendors.length, 9, 'one vendor per normalized name (both Sysco spellings are one)');
  t.equal(vendors[0]!.vendorName, 'Sysco Corporation');
  t.match(vendors[0]!.preview, /2 invoices/);
  t.equal(vendors[0]!.total, 1045.5, 'a vendor result carries its total spend');

  const all = await search.search({ tenantId: tenant.tenantId, query: 'sysco', limit: 50 });
  t.same(new Set(all.map((r) => r.type)), new Set(['invoice', 'receipt', 'vendor']), 'no type: all kinds');
  t.equal(all.length, 10 + 4 + 9);
  t.equal((await search.search({ tenantId: tenant.tenantId, query: 'sysco', limit: 1 })).length, 1);
  t.equal((await search.search({ tenantId: tenant.tenantId, query: 'sysco', limit: 3 })).length, 3);
});

t.test('a search never returns another tenant’s documents', async (t) => {
  const store = openStore();
  t.teardown(store.cleanup);
  const search = await createSearchService(store);
  const a = makeTenant(store.db);
  const b = makeTenant(store.db);
  const ownA = new Set<string>();
  const ownB = new Set<string>();
  for (let i = 0; i < 15; i++) {
    const spec = { vendorName: 'Sysco Corporation', number: `INV-${i}`, items: ['Chicken breast', 'Olive oil'] };
    const x = addInvoice(store.db, a, spec);
    const y = addInvoice(store.db, b, spec);
    await search.indexInvoice(x.id);
    await search.indexInvoice(y.id);
    ownA.add(x.id).add(x.link.vendor!.id);
    ownB.add(y.id).add(y.link.vendor!.id);
  }
  for (const [tenant, own, other] of [[a, ownA, ownB], [b, ownB, ownA]] as const) {
    const results = await search.search({ tenantId: tenant.tenantId, query: 'sysco chicken breast olive oil', limit: 50 });
    t.equal(results.length, 16, '15 invoices and one vendor');
    t.ok(results.every((r) => own.has(r.id) && !other.has(r.id)), 'only own records');
  }
});

t.test('deleted, failed and re-extracted documents never show stale results', async (t) => {
  const store = openStore();
  t.teardown(store.cleanup);
  const search = await createSearchService(store);
  const tenant = makeTenant(store.db);
  const { ids } = await seedCorpus(store, search, tenant);
  const find = async (query: string) => (await search.search({ tenantId: tenant.tenantId, query, limit: 50, type: 'invoice' })).map((r) => r.id);

  // Re-extraction changes the text: the old words stop matching at once (the trigger drops the
  // record), and once the service re-indexes, the new words find it.
  reextractInvoice(store.db, ids.coffee!, { vendorName: 'Intelligentsia Coffee', number: 'IC-1', total: 99, items: ['Cold brew concentrate'] });
  t.notOk((await search.search({ tenantId: tenant.tenantId, query: 'Blue Bottle espresso', limit: 50 })).some((r) => r.id === ids.coffee), 'old text gone before re-indexing');
  await search.indexInvoice(ids.coffee!);
  const hits = await search.search({ tenantId: tenant.tenantId, query: 'cold brew concentrate', limit: 3, type: 'invoice' });
  t.equal(hits[0]!.id, ids.coffee);
  t.equal(hits[0]!.vendorName, 'Intelligentsia Coffee');
  t.equal(hits[0]!.total, 99);
  t.ok((await search.search({ tenantId: tenant.tenantId, query: 'intelligentsia', limit: 3, type: 'vendor' }))[0]?.vendorName === 'Intelligentsia Coffee', 'the new vendor is searchable');
  t.notOk((await search.search({ tenantId: tenant.tenantId, query: 'blue bottle', limit: 50, type: 'vendor' })).some((r) => r.vendorName === 'Blue Bottle Coffee Inc'), 'a vendor with no invoices left drops out');

  // Failure on re-extraction removes it too.
  reextractInvoice(store.db, ids.wine!, { vendorName: 'Southern Glazers', status: 'failed' });
  t.notOk((await find('prosecco cabernet')).includes(ids.wine!));
  t.equal(await search.indexInvoice(ids.wine!), false, 'a failed invoice is not indexed');

  // Deleting the document removes it without any call to the service…
  store.db.prepare('DELETE FROM documents WHERE id = (SELECT document_id FROM invoices WHERE id = ?)').run(ids.linen);
  t.notOk((await find('chef coats aprons')).includes(ids.linen!));
  // …and remove() is idempotent and drops the label.
  await search.remove('invoice', ids.repair!);
  await search.remove('invoice', ids.repair!);
  t.notOk((await find('mixer repair')).includes(ids.repair!));
});
