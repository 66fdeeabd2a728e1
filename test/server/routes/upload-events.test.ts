// End to end: an upload raises invoice.created and invoice.processed, delivered over HTTPS and
// accepted by the independent standardwebhooks verifier, with the ExtractedInvoice as data.
import t from 'tap';
import { generateCase } from '../../../data/corpus/index.js';
import { uploadForm } from '../../helpers/upload.js';
import { makeTlsFixture, register, startReceiver, startWebhookServer, verifyDelivery } from '../webhooks/fixtures/receiver.js';

t.test('upload → invoice.created + invoice.processed webhooks, signed and verifiable', async (t) => {
  const tls = await makeTlsFixture();
  const receiver = await startReceiver(tls);
  const server = await startWebhookServer(tls);
  t.teardown(async () => {
    await server.stop();
    await receiver.close();
  });
  const partner = server.partner({ tier: 'storage' });
  const hook = await register(server, partner.apiKey, {
    url: receiver.url('/hooks'),
    events: ['invoice.created', 'invoice.processed', 'invoice.failed', 'receipt.processed'],
  });
  const sample = await generateCase(61, { kind: 'invoice', variant: 'text-pdf' });
  const res = await fetch(`${server.url}/api/v1/partner/invoices/upload`, {
    method: 'POST',
    headers: { 'X-API-Key': partner.apiKey },
    body: uploadForm(sample.bytes),
  });
  t.equal(res.status, 201);
  const invoice = (await res.json()) as { id: string; total: number };

  await receiver.waitFor((r) => r.length >= 2, 30_000);
  const payloads = receiver.received.map((r) => verifyDelivery(hook.secret, r) as { type: string; data: Record<string, unknown> });
  t.same(payloads.map((p) => p.type), ['invoice.created', 'invoice.processed']);
  for (const p of payloads) {
    t.equal(p.data.id, invoice.id);
    t.equal(p.data.tenantId, partner.primaryTenantId);
  }
  t.equal(payloads[1]!.data.total, invoice.total, 'the processed event carries the extracted invoice');
});
