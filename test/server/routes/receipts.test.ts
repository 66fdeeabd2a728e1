import t from 'tap';
import { generateCase } from '../../../data/corpus/index.js';
import { startTestServer } from '../../helpers/server.js';
import { upload } from '../../helpers/upload.js';

const TAX = new Set(['Meals', 'Supplies', 'Travel', 'Vehicle', 'Office', 'Utilities', 'Advertising', 'Professional Services', 'Repairs', 'Rent', 'Insurance', 'Other']);

t.test('a receipt upload answers merchant, amounts, tax category, use type and payment method', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.stop());
  const { apiKey } = server.partner({ tier: 'extraction' });
  const sample = await generateCase(31, { kind: 'receipt', variant: 'text-pdf' });
  const truth = sample.truth.documents[0]!.fields;
  const res = await upload(server, '/api/v1/partner/receipts/upload', sample.bytes, { key: apiKey }, { useType: 'mixed' });
  t.equal(res.status, 201);
  const receipt = (await res.json()) as Record<string, unknown> & { lineItems: { taxCategory: string }[] };
  t.equal(receipt.status, 'processed');
  t.equal(receipt.total, truth.total);
  t.equal(receipt.useType, 'mixed');
  t.ok(TAX.has(receipt.taxCategory as string), `taxCategory ${String(receipt.taxCategory)} is a known label`);
  t.ok(receipt.lineItems.every((li) => TAX.has(li.taxCategory)), 'every line has a tax category');
  t.type(receipt.paymentMethod, 'object');
  t.match(receipt.paymentMethod, { type: /^(card|cash|check|mobile_wallet|gift_card|other|unknown)$/ });
  const events = server.services.db.prepare('SELECT type FROM events').all() as { type: string }[];
  t.same(events.map((e) => e.type), ['receipt.processed']);

  const bad = await upload(server, '/api/v1/partner/receipts/upload', sample.bytes, { key: apiKey }, { useType: 'corporate' });
  t.equal(bad.status, 400);
});
