// Golden behaviour of the shipped embedder (models/embedder.onnx).
import t from 'tap';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEmbedder, documentText, EMBEDDING_DIMS } from '../../../engine/embed/index.js';

const modelsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'models');
const cos = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);

const chickenInvoice = documentText({
  kind: 'invoice', name: 'Prime Meats Co', invoiceNumber: '10442', date: '2025-03-14', total: 412.5, currency: 'USD',
  lineItems: [{ description: 'CHKN BRST BNLS SKNLS 4/10#', sku: '483920', total: 212.5 }, { description: 'CHICKEN WINGS JUMBO 40 LB', total: 200 }],
});
const paperInvoice = documentText({
  kind: 'invoice', name: 'Office Supply Co', invoiceNumber: '7781', date: '2025-03-02', total: 96.1, currency: 'USD',
  lineItems: [{ description: 'PRINTER PAPER 8.5X11 10 REAM', total: 60 }, { description: 'TONER CARTRIDGE BLACK', total: 36.1 }],
});
const cleaningInvoice = documentText({
  kind: 'invoice', name: 'CleanPro', lineItems: [{ description: 'DEGREASER 4/1 GAL' }, { description: 'SANITIZER QUAT 2/2.5 GAL' }],
});

t.test('documentText renders names, numbers, dates, items and totals', async (t) => {
  t.equal(chickenInvoice, 'Prime Meats Co ; #10442 ; 2025-03-14 March 2025 ; CHKN BRST BNLS SKNLS 4/10# 483920 212.50 ; CHICKEN WINGS JUMBO 40 LB 200.00 ; total 412.50 USD');
  t.equal(documentText({ kind: 'vendor', name: 'Sysco' }), 'Sysco');
});

t.test('vectors are 512-d, unit length and stable', async (t) => {
  const embedder = await createEmbedder({ modelsDir });
  t.equal(embedder.dims, EMBEDDING_DIMS);
  const texts = ['poultry', chickenInvoice, paperInvoice, '', 'x'.repeat(5000)];
  const first = await embedder.embed(texts);
  const second = await embedder.embed(texts);
  first.forEach((v, i) => {
    t.equal(v.length, 512);
    t.ok(v.every(Number.isFinite));
    if (texts[i]) t.ok(Math.abs(Math.hypot(...v) - 1) < 1e-4, `norm of text ${i}`);
    t.same([...v], [...second[i]!], `stable for text ${i}`);
  });
  const [alone] = await embedder.embed([chickenInvoice]);
  t.ok(cos(alone!, first[1]!) > 0.99999, 'same vector alone and in a batch');
});

t.test('concept queries land on the right invoices', async (t) => {
  const embedder = await createEmbedder({ modelsDir });
  const [poultry, cleaning, chicken, paper, chemicals] = await embedder.embed(['poultry', 'cleaning supplies', chickenInvoice, paperInvoice, cleaningInvoice]);
  t.ok(cos(poultry!, chicken!) > cos(poultry!, paper!), 'poultry → chicken invoice over printer paper invoice');
  t.ok(cos(poultry!, chicken!) > cos(poultry!, chemicals!), 'poultry → chicken invoice over chemicals invoice');
  t.ok(cos(cleaning!, chemicals!) > cos(cleaning!, chicken!), 'cleaning supplies → degreaser/sanitizer invoice');
  const [sku] = await embedder.embed(['483920']);
  t.ok(cos(sku!, chicken!) > cos(sku!, paper!), 'a SKU finds the invoice that carries it');
});

t.test('an English query finds German, French and Spanish invoices by what they sell', async (t) => {
  const embedder = await createEmbedder({ modelsDir });
  const invoices = [
    documentText({ kind: 'invoice', name: 'Metzgerei Huber', lineItems: [{ description: 'Hähnchenbrustfilet 3kg' }, { description: 'Rinderhackfleisch 5kg' }] }),
    documentText({ kind: 'invoice', name: 'Limpiezas García', lineItems: [{ description: 'Lejía 5L' }, { description: 'Desengrasante' }] }),
    documentText({ kind: 'invoice', name: 'Immobilier Durand', lineItems: [{ description: 'Loyer local commercial décembre' }] }),
    documentText({ kind: 'invoice', name: 'Bäckerei Sonnenschein', lineItems: [{ description: 'Vollkornbrot' }, { description: 'Laugenbrezeln' }] }),
  ];
  const queries = ['chicken', 'bleach', 'rent', 'bread'];
  const vectors = await embedder.embed([...invoices, ...queries]);
  queries.forEach((query, q) => {
    const scores = invoices.map((_, d) => cos(vectors[invoices.length + q]!, vectors[d]!));
    t.equal(scores.indexOf(Math.max(...scores)), q, `"${query}" → ${invoices[q]!.split(' ; ')[0]}`);
  });
});

t.test('non-string input is refused', async (t) => {
  const embedder = await createEmbedder({ modelsDir });
  await t.rejects(embedder.embed([null as unknown as string]), /texts\[0\] must be a string/);
});
