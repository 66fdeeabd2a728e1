// GET /search, POST /tenants/{tenantId}/search and GET /vendors through the real HTTP stack.
import t from 'tap';
import { makeSubTenant, addInvoice, addReceipt } from './fixtures.js';
import { startSearchServer } from './server.js';

t.test('search and vendors over HTTP', async (t) => {
  const server = await startSearchServer();
  t.teardown(() => server.stop());
  const db = server.services.db;
  const search = server.services.search!;
  const partner = server.partner();
  const sub = makeSubTenant(db, partner.partnerId);
  const stranger = server.partner();
  const tenant = { partnerId: partner.partnerId, tenantId: partner.tenantId };

  const chicken = addInvoice(db, tenant, { vendorName: 'Sysco Corporation', number: 'INV-1', total: 500, items: ['Chicken breast'] });
  const cream = addInvoice(db, tenant, { vendorName: 'SYSCO CORP', number: 'INV-2', total: 120.25, items: ['Heavy cream'] });
  const towels = addInvoice(db, tenant, { vendorName: 'Cintas', number: 'C-9', total: 80, items: ['Bar towels'] });
  const receipt = addReceipt(db, tenant, { merchantName: 'Costco Wholesale', total: 44, items: ['Chicken wings'] });
  const subInvoice = addInvoice(db, { partnerId: partner.partnerId, tenantId: sub }, { vendorName: 'Sysco', number: 'SUB-1', items: ['Chicken breast'] });
  const strangerInvoice = addInvoice(db, { partnerId: stranger.partnerId, tenantId: stranger.tenantId }, { vendorName: 'Sysco', items: ['Chicken breast'] });
  for (const inv of [chicken, cream, towels, subInvoice, strangerInvoice]) await search.indexInvoice(inv.id);
  await search.indexReceipt(receipt);

  await t.test('GET /search answers the spec envelope, ranked', async (t) => {
    const res = await server.get('/api/v1/partner/search?q=chicken%20breast', partner.apiKey);
    t.equal(res.status, 200);
    const body = (await res.json()) as { success: boolean; data: { results: { id: string; type: string; similarity: number }[]; query: string; totalResults: number } };
    t.equal(body.success, true);
    t.equal(body.data.query, 'chicken breast');
    t.equal(body.data.totalResults, body.data.results.length);
    t.equal(body.data.results[0]!.id, chicken.id);
    t.match(body.data.results[0], { type: 'invoice', vendorName: 'Sysco Corporation', total: 500, date: '2024-03-01' });
    const ids = body.data.results.map((r) => r.id);
    t.notOk(ids.includes(subInvoice.id), 'primary tenant only by default');
    t.notOk(ids.includes(strangerInvoice.id), 'never another partner’s documents');
  });

  await t.test('type and limit', async (t) => {
    const vendors = (await (await server.get('/api/v1/partner/search?q=sysco&type=vendor', partner.apiKey)).json()) as { data: { results: { type: string; vendorName: string }[] } };
    t.same(vendors.data.results.map((r) => [r.type, r.vendorName]), [['vendor', 'Sysco Corporation'], ['vendor', 'Cintas']]);
    const one = (await (await server.get('/api/v1/partner/search?q=chicken&limit=1', partner.apiKey)).json()) as { data: { results: unknown[] } };
    t.equal(one.data.results.length, 1);
    for (const bad of ['q=c', 'q=%20%20x%20', 'q=chicken&limit=0', 'q=chicken&limit=51', 'q=chicken&type=order', '', `q=${'x'.repeat(501)}`]) {
      const res = await server.get(`/api/v1/partner/search?${bad}`, partner.apiKey);
      t.equal(res.status, 400, `?${bad.slice(0, 30)} → 400`);
      t.type(((await res.json()) as { error: string }).error, 'string');
    }
  });

  await t.test('tenantId: own sub-tenant yes, anything else 404', async (t) => {
    const subRes = (await (await server.get(`/api/v1/partner/search?q=chicken&tenantId=${sub}`, partner.apiKey)).json()) as { data: { results: { id: string }[] } };
    t.same(subRes.data.results.map((r) => r.id), [subInvoice.id, subInvoice.link.vendor!.id]);
    t.equal((await server.get(`/api/v1/partner/search?q=chicken&tenantId=${stranger.tenantId}`, partner.apiKey)).status, 404);
    t.equal((await server.get(`/api/v1/partner/search?q=chicken&tenantId=${crypto.randomUUID()}`, partner.apiKey)).status, 404);
  });

  await t.test('POST /tenants/{tenantId}/search', async (t) => {
    const res = await server.post(`/api/v1/partner/tenants/${partner.tenantId}/search`, partner.apiKey, { query: 'heavy cream', type: 'invoice', limit: 2 });
    t.equal(res.status, 200);
    const body = (await res.json()) as { success: boolean; data: { results: { id: string; type: string }[]; query: string; totalResults: number } };
    t.equal(body.success, true);
    t.equal(body.data.results.length, 2);
    t.equal(body.data.results[0]!.id, cream.id);
    t.ok(body.data.results.every((r) => r.type === 'invoice'));
    const subRes = (await (await server.post(`/api/v1/partner/tenants/${sub}/search`, partner.apiKey, { query: 'chicken' })).json()) as { data: { results: { id: string }[] } };
    t.equal(subRes.data.results[0]!.id, subInvoice.id);
    t.equal((await server.post(`/api/v1/partner/tenants/${stranger.tenantId}/search`, partner.apiKey, { query: 'chicken' })).status, 404, 'another partner’s tenant is not found');
    t.equal((await server.post(`/api/v1/partner/tenants/${partner.tenantId}/search`, partner.apiKey, { query: 'c' })).status, 400);
    t.equal((await server.post(`/api/v1/partner/tenants/${partner.tenantId}/search`, partner.apiKey, { query: 'chicken', limit: 51 })).status, 400);
    t.equal((await server.post(`/api/v1/partner/tenants/${partner.tenantId}/search`, partner.apiKey, { query: 'chicken', extra: 1 })).status, 400);
  });

  await t.test('scopes and tier', async (t) => {
    const noRead = server.partner({ scopes: ['search:read'] });
    t.equal((await server.get('/api/v1/partner/search?q=chicken', noRead.apiKey)).status, 403, 'GET search needs read');
    t.equal((await server.post(`/api/v1/partner/tenants/${noRead.tenantId}/search`, noRead.apiKey, { query: 'chicken' })).status, 200);
    const noSearch = server.partner({ scopes: ['read'] });
    t.equal((await server.post(`/api/v1/partner/tenants/${noSearch.tenantId}/search`, noSearch.apiKey, { query: 'chicken' })).status, 403, 'tenant search needs search:read');
    const extraction = server.partner({ tier: 'extraction' });
    t.equal((await server.get('/api/v1/partner/search?q=chicken', extraction.apiKey)).status, 403, 'search needs the storage tier');
    t.equal((await server.get('/api/v1/partner/vendors', extraction.apiKey)).status, 200, 'vendors are not tier-gated');
    t.equal((await server.get('/api/v1/partner/vendors', noRead.apiKey)).status, 403, 'vendors need read');
    t.equal((await server.get('/api/v1/partner/search?q=chicken', 'dxk_nope')).status, 401);
  });

  await t.test('GET /vendors', async (t) => {
    const res = await server.get('/api/v1/partner/vendors', partner.apiKey);
    t.equal(res.status, 200);
    const body = (await res.json()) as { vendors: unknown[] };
    t.same(body.vendors, [
      { id: chicken.link.vendor!.id, name: 'Sysco Corporation', normalizedName: 'sysco', invoiceCount: 2, totalSpent: 620.25 },
      { id: towels.link.vendor!.id, name: 'Cintas', normalizedName: 'cintas', invoiceCount: 1, totalSpent: 80 },
    ]);
    const page2 = (await (await server.get('/api/v1/partner/vendors?limit=1&offset=1', partner.apiKey)).json()) as { vendors: { id: string }[] };
    t.same(page2.vendors.map((v) => v.id), [towels.link.vendor!.id]);
    const subVendors = (await (await server.get(`/api/v1/partner/vendors?tenantId=${sub}`, partner.apiKey)).json()) as { vendors: { id: string }[] };
    t.same(subVendors.vendors.map((v) => v.id), [subInvoice.link.vendor!.id]);
    t.equal((await server.get(`/api/v1/partner/vendors?tenantId=${stranger.tenantId}`, partner.apiKey)).status, 404);
    for (const bad of ['limit=0', 'limit=201', 'offset=-1', 'limit=abc', 'tenantId=nope']) {
      t.equal((await server.get(`/api/v1/partner/vendors?${bad}`, partner.apiKey)).status, 400, `${bad} → 400`);
    }
  });

  await t.test('the OpenAPI document describes the operations', async (t) => {
    const doc = (await (await fetch(`${server.url}/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    t.ok(doc.paths['/api/v1/partner/search']?.get);
    t.ok(doc.paths['/api/v1/partner/tenants/{tenantId}/search']?.post);
    t.ok(doc.paths['/api/v1/partner/vendors']?.get);
  });
});

t.test('a restarted server answers from the saved index file', async (t) => {
  const server = await startSearchServer();
  const partner = server.partner();
  const inv = addInvoice(server.services.db, { partnerId: partner.partnerId, tenantId: partner.tenantId }, { vendorName: 'Sysco', items: ['Chicken breast'] });
  await server.services.search!.indexInvoice(inv.id);
  await server.stop({ keepData: true });

  const again = await startSearchServer(server.dataDir);
  t.teardown(() => again.stop());
  const body = (await (await again.get('/api/v1/partner/search?q=chicken&type=invoice', partner.apiKey)).json()) as { data: { results: { id: string }[] } };
  t.same(body.data.results.map((r) => r.id), [inv.id]);
  t.same(await again.services.search!.origins(), {
    [`${partner.tenantId}/invoice`]: 'file',
  });
});
