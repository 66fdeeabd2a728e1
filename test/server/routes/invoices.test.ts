import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { generateCase } from '../../../data/corpus/index.js';
import { startTestServer } from '../../helpers/server.js';
import { upload } from '../../helpers/upload.js';

const UPLOAD = '/api/v1/partner/invoices/upload';
const COST_CATEGORIES = new Set([
  'food_cost', 'beverage_cost', 'alcohol_cost', 'paper_cost', 'supply_cost', 'cleaning_cost', 'smallwares',
  'equipment', 'repairs_maintenance', 'utilities', 'rent', 'linen_uniform', 'marketing', 'technology',
  'professional_services', 'insurance', 'freight_delivery', 'labor', 'other',
]);

type Invoice = Record<string, unknown> & {
  id: string;
  status: string;
  lineItems: { description: string; costCategory: string }[];
  documentInvoiceIds: string[];
  costCategories: string[];
};

t.test('a text PDF invoice is extracted, stored, readable, and raises created + processed events', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.stop());
  const partner = server.partner({ tier: 'storage' });
  const sample = await generateCase(11, { kind: 'invoice', variant: 'text-pdf', locale: 'en-US' });
  const truth = sample.truth.documents[0]!.fields;

  const res = await upload(server, UPLOAD, sample.bytes, { key: partner.apiKey });
  t.equal(res.status, 201);
  const invoice = (await res.json()) as Invoice;
  t.equal(invoice.status, 'processed');
  t.equal(invoice.invoiceNumber, truth.invoiceNumber);
  t.equal(invoice.total, truth.total);
  t.equal(invoice.currency, truth.currency);
  t.ok(invoice.lineItems.length > 0, 'line items found');
  t.ok(invoice.lineItems.every((li) => COST_CATEGORIES.has(li.costCategory)), 'every line has one of the 19 categories');
  t.same(invoice.costCategories, [...new Set(invoice.lineItems.map((li) => li.costCategory))]);
  t.same(invoice.documentInvoiceIds, [invoice.id]);
  t.same(invoice.pages, [1, 1]);
  t.equal(res.headers.get('location'), `/api/v1/partner/invoices/${invoice.id}`);
  t.type(invoice.extractionConfidence, 'number');

  const got = await server.api(`/api/v1/partner/invoices/${invoice.id}`, { key: partner.apiKey });
  t.equal(got.status, 200);
  t.same(await got.json(), invoice, 'GET answers the same record');

  const originals = join(server.dataDir, 'originals', partner.primaryTenantId);
  t.ok(existsSync(originals) && readdirSync(originals).length === 1, 'original kept for the storage tier');

  const events = server.services.db.prepare('SELECT type FROM events ORDER BY seq').all() as { type: string }[];
  t.same(events.map((e) => e.type), ['invoice.created', 'vendor.created', 'invoice.processed']);

  const vendors = (await (await server.api('/api/v1/partner/vendors', { key: partner.apiKey })).json()) as {
    vendors: { name: string; invoiceCount: number; totalSpent: number }[];
  };
  t.equal(vendors.vendors.length, 1, 'the vendor is listed');
  t.match(vendors.vendors[0], { invoiceCount: 1, totalSpent: truth.total });

  const word = invoice.lineItems[0]!.description.split(/\s+/).find((w) => w.length > 3) ?? invoice.lineItems[0]!.description;
  const search = await server.api(`/api/v1/partner/search?q=${encodeURIComponent(word)}&type=invoice`, { key: partner.apiKey });
  t.equal(search.status, 200);
  const found = (await search.json()) as { data: { results: { id: string }[] } };
  t.ok(found.data.results.some((r) => r.id === invoice.id), `searching "${word}" right after the upload finds it`);
});

t.test('GET of another partner\'s invoice answers 404; a malformed id 400', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.stop());
  const owner = server.partner({ tier: 'extraction' });
  const stranger = server.partner({ tier: 'embed' });
  const sample = await generateCase(12, { kind: 'invoice', variant: 'text-pdf' });
  const invoice = (await (await upload(server, UPLOAD, sample.bytes, { key: owner.apiKey })).json()) as Invoice;
  t.equal((await server.api(`/api/v1/partner/invoices/${invoice.id}`, { key: stranger.apiKey })).status, 404);
  t.equal((await server.api(`/api/v1/partner/invoices/not-a-uuid`, { key: owner.apiKey })).status, 400);
  t.equal(existsSync(join(server.dataDir, 'originals')), false, 'Extraction API tier keeps no originals');
});

t.test('a multi-vendor PDF becomes one record per invoice, in page order', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.stop());
  const partner = server.partner();
  const sample = await generateCase(13, { kind: 'invoice', variant: 'multi-vendor-pdf', documents: 3 });
  const res = await upload(server, UPLOAD, sample.bytes, { key: partner.apiKey });
  t.equal(res.status, 201);
  const first = (await res.json()) as Invoice;
  t.equal(first.documentInvoiceIds.length, sample.truth.documents.length);
  t.equal(first.documentInvoiceIds[0], first.id);
  const vendors: unknown[] = [];
  for (const id of first.documentInvoiceIds) {
    const r = (await (await server.api(`/api/v1/partner/invoices/${id}`, { key: partner.apiKey })).json()) as Invoice;
    t.same(r.documentInvoiceIds, first.documentInvoiceIds);
    vendors.push(r.vendorName);
  }
  t.equal(new Set(vendors).size, sample.truth.documents.length, 'each record has its own vendor');
});

t.test('past the sync budget the upload answers processing and settles in the background', async (t) => {
  const server = await startTestServer({ SYNC_BUDGET_MS: '0' });
  t.teardown(() => server.stop());
  const partner = server.partner();
  const sample = await generateCase(14, { kind: 'invoice', variant: 'text-pdf' });
  const res = await upload(server, UPLOAD, sample.bytes, { key: partner.apiKey });
  t.equal(res.status, 201);
  const invoice = (await res.json()) as Invoice;
  t.equal(invoice.status, 'processing');
  let settled: Invoice | undefined;
  for (let i = 0; i < 600 && settled?.status !== 'processed'; i++) {
    await new Promise((r) => setTimeout(r, 100));
    settled = (await (await server.api(`/api/v1/partner/invoices/${invoice.id}`, { key: partner.apiKey })).json()) as Invoice;
  }
  t.equal(settled?.status, 'processed');
  const events = server.services.db.prepare("SELECT type FROM events WHERE type LIKE 'invoice.%' ORDER BY seq").all() as {
    type: string;
  }[];
  t.same(events.map((e) => e.type), ['invoice.created', 'invoice.processed']);
});
