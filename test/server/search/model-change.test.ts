// After a model update the stored search vectors are the old model's: the service embeds every
// record again with the current one, and only once per model.
import t from 'tap';
import { addInvoice, createSearchService, makeTenant, openStore, testEmbedder } from './fixtures.js';
import type { TextEmbedder } from '../../../server/search/service.js';

/** Another "model": the real one's vectors with their halves swapped, under its own fingerprint. */
function otherModel(real: TextEmbedder): TextEmbedder {
  return {
    dims: real.dims,
    fingerprint: 'an-older-model',
    async embed(texts) {
      return (await real.embed(texts)).map((v) => {
        const half = v.length / 2;
        return Float32Array.from(v, (_, i) => v[(i + half) % v.length]!);
      });
    },
  };
}

const GOODS = ['chicken breast boneless', 'dish detergent', 'romaine lettuce', 'espresso beans', 'bar towels', 'olive oil'];

t.test('records made by another model are embedded again, searchable meanwhile, once', async (t) => {
  const store = openStore();
  t.teardown(store.cleanup);
  const tenant = makeTenant(store.db);
  const real = await testEmbedder();

  const before = await createSearchService(store, 0, otherModel(real));
  t.equal(await before.refreshEmbeddings(), 0, 'nothing to embed again in an empty store; the model is recorded');
  const ids: string[] = [];
  for (let i = 0; i < 12; i++) {
    const { id } = addInvoice(store.db, tenant, { vendorName: `Vendor ${i}`, number: `N-${i}`, items: [GOODS[i % GOODS.length]!] });
    await before.indexInvoice(id);
    ids.push(id);
  }
  await before.close();

  const storedVector = (id: string) => {
    const row = store.db.prepare("SELECT text, embedding FROM search_records WHERE kind = 'invoice' AND record_id = ?").get(id) as { text: string; embedding: Buffer };
    return { text: row.text, vector: new Float32Array(new Uint8Array(row.embedding).buffer) };
  };
  const matchesModel = async (id: string) => {
    const { text, vector } = storedVector(id);
    const [expected] = await real.embed([text]);
    return vector.every((x, i) => Math.abs(x - expected![i]!) < 1e-5);
  };
  t.notOk(await matchesModel(ids[0]!), 'the stored vectors are the older model\'s');

  const after = await createSearchService(store, 0, real);
  t.teardown(() => after.close());
  const refreshing = after.refreshEmbeddings();
  t.equal(after.refreshEmbeddings(), refreshing, 'one run at a time');
  const refreshed = await refreshing;
  t.ok(refreshed >= ids.length, `every record embedded again (${refreshed}: the invoices and their vendors)`);
  for (const id of ids) t.ok(await matchesModel(id), `invoice ${id} has the current model's vector`);
  const hits = await after.search({ tenantId: tenant.tenantId, query: 'poultry', limit: 3 });
  t.ok(hits.length > 0 && ids.filter((_, i) => i % GOODS.length === 0).includes(hits[0]!.id), 'a concept query finds the chicken invoices');

  const again = await createSearchService(store, 0, real);
  t.equal(await again.refreshEmbeddings(), 0, 'the next start with the same model embeds nothing');
  await again.close();
});

t.test('an embedder without a fingerprint never triggers a refresh', async (t) => {
  const store = openStore();
  t.teardown(store.cleanup);
  const real = await testEmbedder();
  const anonymous: TextEmbedder = { dims: real.dims, embed: (texts) => real.embed(texts) };
  const search = await createSearchService(store, 0, anonymous);
  t.equal(await search.refreshEmbeddings(), 0);
  await search.close();
});
