// Several tables on one invoice: only the one that bills is read as line items.
import t from 'tap';
import type { ProbeDocument } from '../../../bench/layouts/documents.js';
import { renderPdf } from '../../../bench/layouts/render.js';
import { createOcr } from '../../../engine/ocr/index.js';
import { runPipeline } from '../../../engine/pipeline.js';

const ocr = await createOcr({ intraOpThreads: 1 });
t.teardown(() => ocr.close());
const limits = { maxPages: 5, maxImagePixels: 40_000_000, rasterDpi: 200 };

const R = (x: number, y: number, text: string, style: { size?: number; bold?: boolean } = {}): ProbeDocument['cells'][number] => [x, y, text, { ...style, align: 'right' }];

async function read(doc: ProbeDocument) {
  const result = await runPipeline(new Uint8Array(await renderPdf(doc)), { kind: doc.kind, limits, ocr });
  return result.documents[0]!.fields;
}

const BILLED = [['Steel frame erection, stage 2', 1, 29_592, 29_592], ['Cladding and roof panels, stage 3', 1, 32_292, 32_292]] as const;

function header(): ProbeDocument['cells'] {
  return [
    [50, 40, 'Hartwell Construction Ltd', { size: 15, bold: true }], [50, 58, '14 Quarry Lane, Leeds LS9 8AB'],
    [380, 40, 'INVOICE', { size: 16, bold: true }], [380, 66, 'Invoice No: HC-2611'], [380, 80, 'Date: 20/11/2026'],
    [50, 150, 'Description', { bold: true }], R(380, 150, 'Qty', { bold: true }), R(460, 150, 'Unit Price', { bold: true }), R(545, 150, 'Amount', { bold: true }),
    [50, 168, BILLED[0][0]], R(380, 168, '1'), R(460, 168, '29,592.00'), R(545, 168, '29,592.00'),
    [50, 184, BILLED[1][0]], R(380, 184, '1'), R(460, 184, '32,292.00'), R(545, 184, '32,292.00'),
  ];
}

t.test('a progress table under the items, headed by columns no item table has, adds no items', async (t) => {
  const fields = await read({ name: 'progress', kind: 'invoice', expect: {}, cells: [
    ...header(),
    [50, 212, 'Progress to date (net values)', { bold: true }],
    [50, 223, 'Stage', { bold: true }], R(250, 223, 'Contract value', { bold: true }), R(300, 223, 'Progress', { bold: true }), R(380, 223, 'Done to date', { bold: true }),
    R(460, 223, 'Billed before', { bold: true }), R(545, 223, 'This period', { bold: true }),
    [50, 236, 'Groundworks'], R(250, 236, '41,260.00'), R(300, 236, '100 %'), R(380, 236, '41,260.00'), R(460, 236, '41,260.00'), R(545, 236, '0.00'),
    [50, 249, 'Steel frame'], R(250, 249, '98,640.00'), R(300, 249, '100 %'), R(380, 249, '98,640.00'), R(460, 249, '69,048.00'), R(545, 249, '29,592.00'),
    [50, 262, 'Cladding and roof'], R(250, 262, '53,820.00'), R(300, 262, '60 %'), R(380, 262, '32,292.00'), R(460, 262, '0.00'), R(545, 262, '32,292.00'),
    [380, 310, 'Subtotal'], R(545, 310, '61,884.00'), [380, 324, 'VAT 20%'], R(545, 324, '12,376.80'), [380, 340, 'Total', { bold: true }], R(545, 340, '£74,260.80', { bold: true }),
  ] });
  t.same(fields.lineItems.map((i) => [i.description, i.total]), BILLED.map((b) => [b[0], b[3]]));
  t.equal(fields.subtotal, 61_884);
  t.equal(fields.total, 74_260.8);
});

t.test('a list of materials on site under the totals, a table of its own, adds no items', async (t) => {
  const fields = await read({ name: 'statement', kind: 'invoice', expect: {}, cells: [
    ...header(),
    [380, 214, 'Subtotal'], R(545, 214, '61,884.00'), [380, 228, 'VAT 20%'], R(545, 228, '12,376.80'), [380, 244, 'Total', { bold: true }], R(545, 244, '£74,260.80', { bold: true }),
    [50, 290, 'Materials delivered to site, to be billed when fixed', { bold: true }],
    [50, 306, 'Description', { bold: true }], R(545, 306, 'Amount', { bold: true }),
    [50, 322, 'Steel purlins, 240 m'], R(545, 322, '8,420.00'),
    [50, 336, 'Roof sheets, 180 m²'], R(545, 336, '6,930.00'),
  ] });
  t.same(fields.lineItems.map((i) => [i.description, i.total]), BILLED.map((b) => [b[0], b[3]]));
  t.equal(fields.subtotal, 61_884);
  t.equal(fields.total, 74_260.8);
});

t.test('text cells right under an item are its detail, not another table\'s headings', async (t) => {
  const fields = await read({ name: 'detail', kind: 'invoice', expect: {}, cells: [
    ...header(),
    [60, 194, 'Grade S', { size: 7 }], [130, 194, 'galvanised', { size: 7 }], [210, 194, 'bolted', { size: 7 }], [290, 194, 'crane hire', { size: 7 }],
    [50, 206, 'Gutters and downpipes'], R(380, 206, '1'), R(460, 206, '1,000.00'), R(545, 206, '1,000.00'),
    [380, 240, 'Subtotal'], R(545, 240, '62,884.00'), [380, 254, 'VAT 20%'], R(545, 254, '12,576.80'), [380, 270, 'Total', { bold: true }], R(545, 270, '£75,460.80', { bold: true }),
  ] });
  t.same(fields.lineItems.map((i) => [i.description, i.total]), [...BILLED.map((b) => [b[0], b[3]]), ['Gutters and downpipes', 1000]]);
});
