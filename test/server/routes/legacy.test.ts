import t from 'tap';
import { generateCase } from '../../../data/corpus/index.js';
import { startTestServer, tempDataDir } from '../../helpers/server.js';
import { upload } from '../../helpers/upload.js';

t.test('legacy extract-invoice: Bearer auth, legacy shape, deprecation headers', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.stop());
  const { apiKey } = server.partner({ tier: 'storage', plan: 'multi' });
  const sample = await generateCase(41, { kind: 'invoice', variant: 'text-pdf' });
  const truth = sample.truth.documents[0]!.fields;

  const res = await upload(server, '/api/partner/extract-invoice', sample.bytes, { bearer: apiKey }, { store: 'true' });
  t.equal(res.status, 200);
  t.match(res.headers.get('deprecation'), /^@\d+$/);
  t.equal(res.headers.get('link'), '</api/v1/partner/invoices/upload>; rel="successor-version"');
  t.equal(res.headers.get('ratelimit-limit'), '120', 'legacy plan limit per minute');
  const body = (await res.json()) as Record<string, unknown> & { lineItems: Record<string, unknown>[]; fieldConfidences: Record<string, number> };
  t.equal(body.success, true);
  t.equal(body.invoiceNumber, truth.invoiceNumber);
  t.equal(body.total, truth.total);
  t.ok(body.lineItems.length > 0);
  t.same(Object.keys(body.lineItems[0]!).sort(), ['description', 'lineTotal', 'quantity', 'unit', 'unitPrice']);
  t.same(Object.keys(body.fieldConfidences).sort(), ['invoiceDate', 'invoiceNumber', 'total', 'vendor']);

  const viaApiKeyHeader = await upload(server, '/api/partner/extract-invoice', sample.bytes, { key: apiKey });
  t.equal(viaApiKeyHeader.status, 401, 'the legacy surface takes Bearer only');
  const err = (await viaApiKeyHeader.json()) as Record<string, unknown>;
  t.equal(err.success, false);
  t.type(err.error, 'string');

  const receipt = await generateCase(42, { kind: 'receipt', variant: 'text-pdf' });
  const r = await upload(server, '/api/partner/extract-receipt', receipt.bytes, { bearer: apiKey });
  t.equal(r.status, 200);
  const rb = (await r.json()) as Record<string, unknown>;
  t.equal(rb.success, true);
  t.equal(rb.total, receipt.truth.documents[0]!.fields.total);
  t.ok('merchant' in rb && 'paymentMethod' in rb && 'tip' in rb);

  const usage = await server.api('/api/partner/usage', { bearer: apiKey });
  t.equal(usage.status, 200);
  const u = (await usage.json()) as { success: boolean; data: Record<string, unknown> };
  t.match(u.data, {
    plan: 'multi',
    monthlyLimit: 50_000,
    requestsPerMinute: 120,
    requestsThisMonth: 3,
    documents: { invoices: 1, receipts: 1 },
  });
});

t.test('legacy store=true needs the storage tier; errors use {success:false}', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.stop());
  const { apiKey } = server.partner({ tier: 'extraction' });
  const sample = await generateCase(43, { kind: 'invoice', variant: 'text-pdf' });
  const res = await upload(server, '/api/partner/extract-invoice', sample.bytes, { bearer: apiKey }, { store: 'true' });
  t.equal(res.status, 403);
  t.match(await res.json(), { success: false, error: /Storage/ });
  const bad = await upload(server, '/api/partner/extract-invoice', new TextEncoder().encode('nope'), { bearer: apiKey });
  t.equal(bad.status, 400);
  t.match(await bad.json(), { success: false, code: 'unsupported_file_type' });
});

t.test('an exhausted monthly quota answers 429 with retryAfter to the first of next month', async (t) => {
  const now = Date.UTC(2026, 10, 30, 23, 0, 0);
  const server = await startTestServer({}, tempDataDir(), () => now);
  t.teardown(() => server.stop());
  const partner = server.partner({ plan: 'core' });
  const keyId = (server.services.db.prepare('SELECT id FROM api_keys WHERE partner_id = ?').get(partner.partnerId) as { id: string }).id;
  // The month's count is persisted state: seed it just under the Core quota of 10,000.
  server.services.db
    .prepare("INSERT INTO rate_counters (key_id, window, window_start, count) VALUES (?, 'month', ?, 9999)")
    .run(keyId, Date.UTC(2026, 10, 1));
  await server.stop({ keepData: true });
  const again = await startTestServer({}, server.dataDir, () => now);
  t.teardown(() => again.stop());
  const ok = await again.api('/api/partner/usage', { bearer: partner.apiKey });
  t.equal(ok.status, 200);
  const refused = await again.api('/api/partner/usage', { bearer: partner.apiKey });
  t.equal(refused.status, 429);
  t.equal(refused.headers.get('retry-after'), '3600');
  t.match(await refused.json(), { success: false, retryAfter: 3600, code: 'quota_exhausted' });
});
