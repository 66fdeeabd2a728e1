// Habits of big billing systems and till receipts found by the third blind batch
// (bench/layouts/documents-fresh3.ts): pre-tax totals, VAT summary headings and total rows, credit
// notes printed all negative, an invoice number quoted at the end of a sentence, "Emessa il".
import t from 'tap';
import { extractDocuments } from '../../../engine/fields/index.js';
import { readIdentifier } from '../../../engine/fields/invoice-number.js';
import { findLabels } from '../../../engine/fields/labels.js';
import { readColumnSums, readShapeRow } from '../../../engine/layout/table.js';
import { buildRows } from '../../../engine/layout/rows.js';
import { grid, makePage, right } from './page-fixture.js';

const fieldOf = (text: string) => findLabels(text)[0]?.field ?? null;

t.test('labels of billing systems', async (t) => {
  t.equal(fieldOf('Total pre-tax'), 'subtotal');
  t.equal(fieldOf('Total charges before VAT'), 'subtotal');
  t.equal(fieldOf('VAT analysis'), null, 'a VAT summary heading is no tax line');
  t.equal(fieldOf('Emessa il 06/11/2026'), 'invoiceDate');
  t.equal(fieldOf('Issued on 6 Nov 2026'), 'invoiceDate');
  t.equal(readIdentifier('91044827.'), '91044827', 'a full stop ending the sentence');
  t.equal(readIdentifier('2026.118'), '2026.118');
});

t.test('a till line that starts with its count', async (t) => {
  t.same(readShapeRow('2 Camisa lavada y planchada 2,90 5,80', ','), { description: 'Camisa lavada y planchada', sku: null, quantity: 2, unit: null, unitPrice: 2.9, total: 5.8 });
  t.same(readShapeRow('1 Edredón nórdico 150 cm 19,95 19,95', ','), { description: 'Edredón nórdico 150 cm', sku: null, quantity: 1, unit: null, unitPrice: 19.95, total: 19.95 }, 'a size is no count');
});

t.test('a credit note that prints every amount negative', async (t) => {
  const page = makePage(grid([
    [30, [40, 'Vandenbroucke Horecagroothandel NV']],
    [60, [40, 'Creditnota CN26/0087'], [380, 'Datum 17/11/2026']],
    [120, [40, 'Maatstaf 21%'], [150, 'BTW 21%'], [260, 'Totaal te crediteren']],
    [134, [40, '-82,80'], [150, '-17,39'], [260, '-100,19 €']],
  ]));
  t.equal(extractDocuments([page], { kind: 'invoice' })[0]!.fields.total, -100.19);
});

t.test('the Total row of a VAT summary grid gives its net, tax and gross', async (t) => {
  const page = makePage(grid([
    [20, [60, 'Vanhove Market SA/NV']],
    [60, [10, 'Baguette'], right(280, '1,45')],
    [72, [10, 'Duvel 4x33cl'], right(280, '7,96')],
    [90, [10, 'TOTAL'], right(280, '9,41')],
    [110, [10, 'TVA/BTW'], [80, 'HTVA/Excl.'], [160, 'TVA/BTW'], [230, 'TVAC/Incl.']],
    [122, [10, '6%'], right(130, '1,37'), right(200, '0,08'), right(280, '1,45')],
    [134, [10, '21%'], right(130, '6,58'), right(200, '1,38'), right(280, '7,96')],
    [146, [10, 'Total'], right(130, '7,95'), right(200, '1,46'), right(280, '9,41')],
  ]), { width: 300, height: 200 });
  const f = extractDocuments([page], { kind: 'receipt' })[0]!.fields;
  t.same([f.total, f.tax], [9.41, 1.46]);
});

t.test('a VAT summary headed Net | VAT | Gross gives its Total row by column', async (t) => {
  const rows = buildRows(makePage(grid([
    [130, [40, 'VAT rate'], [190, 'Net'], [250, 'VAT'], [310, 'Gross']],
    [186, [40, 'Total'], right(210, '770.99'), right(270, '133.51'), right(340, '904.50')],
  ]))).rows;
  const sums = (heading: [number, string][]) =>
    readColumnSums(rows[1]!, buildRows(makePage(grid([[130, ...heading]]))).rows[0]!, '.').map((s) => [s.field, s.value]);
  t.same(sums([[40, 'VAT rate'], [190, 'Net'], [250, 'VAT'], [310, 'Gross']]), [['subtotal', 770.99], ['tax', 133.51], ['total', 904.5]], 'a short label alone in its heading cell');
  t.same(sums([[40, 'Satz'], [190, 'Netto'], [250, 'MwSt'], [310, 'Brutto']]), [['subtotal', 770.99], ['tax', 133.51], ['total', 904.5]]);
  t.same(sums([[40, 'Taux'], [190, 'HT'], [250, 'TVA'], [310, 'TTC']]), [['subtotal', 770.99], ['tax', 133.51], ['total', 904.5]]);
  t.same(sums([[40, 'Rate'], [190, 'Net of discount'], [250, 'Qty'], [310, 'Weight']]), [], 'no sums under headings that name none');
});

t.test('a VAT table headed "BTW | Excl. | BTW | Incl." reads its tax under its own BTW heading, not the gross', async (t) => {
  const page = makePage(grid([
    [16, [16, 'Bakkerij Van Dongen']],
    [60, [16, 'Volkoren desem'], right(206, '4,25')],
    [72, [16, 'Appeltaart punt'], right(206, '16,55')],
    [90, [16, 'TOTAAL'], right(206, '€ 20,80')],
    [110, [16, 'BTW'], right(110, 'Excl.'), right(160, 'BTW'), right(206, 'Incl.')],
    [120, [16, '9%'], right(110, '19,08'), right(160, '1,72'), right(206, '20,80')],
  ], 7), { width: 226, height: 200 });
  const f = extractDocuments([page], { kind: 'receipt' })[0]!.fields;
  t.same([f.total, f.tax], [20.8, 1.72]);
});
