// What the twentieth and twenty-first blind batches (bench/layouts/documents-fresh20.ts and
// documents-fresh21.ts) exposed, stage by stage: headings set on several lines, net and gross
// amount columns, forint tills, a tax-exempt cell in an item's tax column, Nordic and Baltic
// labels, the person who sold, and the letters OCR misreads in Central European names.
import t from 'tap';
import { restoreDiacritics } from '../../../engine/fields/diacritics.js';
import { extractDocuments } from '../../../engine/fields/index.js';
import { findLabels, isDocumentTitle } from '../../../engine/fields/labels.js';
import { detectDecimalSeparator, findAmounts } from '../../../engine/fields/numbers.js';
import { findPaymentMethod } from '../../../engine/fields/payment.js';
import { vendorDisqualifier } from '../../../engine/fields/vendor.js';
import { buildRows } from '../../../engine/layout/rows.js';
import { findLineItems, readDetailRow, readShapeRow } from '../../../engine/layout/table.js';
import { grid, makePage, right } from './page-fixture.js';

const items = (rows: Parameters<typeof grid>[0], decimal: ',' | '.') =>
  findLineItems([buildRows(makePage(grid(rows)))], decimal).items.map((i) => [i.description, i.quantity, i.unitPrice, i.total]);

t.test('headings set on three lines are read cell by cell ("Nettó" over "egységár")', async (t) => {
  t.same(
    items([
      [100, [330, 'Nettó'], [390, 'Nettó'], [450, 'Bruttó']],
      [111, [100, 'Megnevezés'], [260, 'Mennyiség'], [420, 'ÁFA']],
      [122, [330, 'egységár'], [390, 'érték'], [450, 'érték']],
      [142, [100, 'Szállás, 1 fő'], right(300, '3 éj'), right(370, '40 678'), right(420, '122 034'), right(440, '18%'), right(500, '144 000')],
      [156, [100, 'Reggeli'], right(300, '3 adag'), right(370, '5 238'), right(420, '15 714'), right(440, '5%'), right(500, '16 500')],
    ], ','),
    // Whole forint amounts: the net value is the one the count and the price make, not the gross after it.
    [['Szállás, 1 fő', 3, 40678, 122034], ['Reggeli', 3, 5238, 15714]],
  );
});

t.test('a "GST Free" cell in the item\'s own tax column keeps the item', async (t) => {
  t.same(
    items([
      [100, [40, 'Description'], [300, 'Quantity'], [360, 'Unit Price'], [440, 'GST'], [500, 'Amount']],
      [118, [40, 'Delivery to site'], right(340, '1.00'), right(410, '120.00'), right(460, '10%'), right(540, '120.00')],
      [132, [40, 'Council footpath permit (at cost)'], right(340, '1.00'), right(410, '64.00'), right(460, 'GST Free'), right(540, '64.00')],
      [160, [400, 'Subtotal'], right(540, '184.00')],
    ], '.'),
    [['Delivery to site', 1, 120, 120], ['Council footpath permit (at cost)', 1, 64, 64]],
  );
});

t.test('a shipping line with no count or price is read from the net column the priced lines use', async (t) => {
  t.same(
    items([
      [100, [40, 'Description'], [250, 'Qty'], [290, 'Unit price'], [360, 'Item subtotal'], [440, 'VAT'], [500, 'Item subtotal']],
      [118, [40, 'Laminating pouches A4'], right(270, '3'), right(340, '£11.65'), right(420, '£34.95'), right(460, '20%'), right(560, '£41.94')],
      [132, [40, 'Shipping charges'], right(420, '£4.15'), right(460, '20%'), right(560, '£4.98')],
    ], '.'),
    [['Laminating pouches A4', 3, 11.65, 34.95], ['Shipping charges', null, null, 4.15]],
  );
});

t.test('a till\'s return with a negative count, and a forint till\'s tax-class cell', async (t) => {
  t.same(readDetailRow('-1 × £34.99   -£34.99', '.'), { sku: null, quantity: -1, unit: null, unitPrice: 34.99, total: -34.99 });
  t.same(readShapeRow('Vajas kifli   A00   294', ',', 'plain')?.description, 'Vajas kifli');
  t.equal(readShapeRow('Vajas kifli   A00   294', ',', 'plain')?.total, 294);
  t.equal(readShapeRow('Vajas kifli   A00   294', ',', 'grouped'), null, 'a bare 294 is money only where the page prints a currency without cents');
  // A table row read without its columns has more big figures before its last one: no till line.
  t.equal(readShapeRow('Bovilis injekció   4 doboz   38 450   153 800   27%   41 526   195 326', ',', 'plain'), null);
});

t.test('spaces grouping thousands set the decimal comma; a figure glued to an accented letter is no amount', async (t) => {
  t.equal(detectDecimalSeparator(['ÖSSZESEN:   3 579 Ft', '2026.11.21. 07:46', 'Ásványvíz 0,5 l']), ',');
  t.equal(detectDecimalSeparator(['2026.11.21. 07:46', 'TOTAL 12']), '.', 'a dotted date is no decimal point');
  t.same(findAmounts('Bruttó6', ','), []);
  t.same(findAmounts('Nett6', ','), []);
});

t.test('labels of the batches', async (t) => {
  const fieldOf = (text: string) => findLabels(text)[0]?.field ?? null;
  const cases: [string, string][] = [
    ['Arvonlisävero yhteensä', 'tax'],
    ['SAMTALS', 'total'],
    ['Samtals VSK', 'tax'],
    ['ÖSSZESEN:', 'total'],
    ['Zahlbar ohne Abzug bis 07.12.2026', 'dueDate'],
    ['Serija ASP Nr. 0004471', 'invoiceNumber'],
    ['Pristatymo data 2026-11-18', 'otherDate'],
    ['Skupaj postavke brez DDV', 'shipping'],
    ['Øreavrunding', 'rounding'],
    ['Dreavrunding', 'rounding'],
  ];
  for (const [text, field] of cases) t.equal(fieldOf(text), field, text);
  t.equal(fieldOf('Bedrag incl. btw'), null, 'the btw of a gross column\'s heading labels no tax');
  t.ok(isDocumentTitle('ARVE / INVOICE'));
  t.ok(isDocumentTitle('ARVE/INVOICE'));
});

t.test('letters OCR misreads in Hungarian and Lithuanian names', async (t) => {
  t.equal(restoreDiacritics('Szõke és Fia Pékség Kft.', 'hu'), 'Szőke és Fia Pékség Kft.');
  t.equal(restoreDiacritics('Duna Gyöngye Szállodaüzemeltet6 Kft.', 'hu'), 'Duna Gyöngye Szállodaüzemeltető Kft.');
  t.equal(restoreDiacritics('Kft. 2026', 'hu'), 'Kft. 2026', 'a number after a space stays a number');
  t.equal(restoreDiacritics('spaustuvé', 'lt'), 'spaustuvė');
});

t.test('the vendor: not the person who sold, not the customer a payment slip names', async (t) => {
  const receipt = makePage(grid([
    [40, [60, 'KAASHANDEL VAN DIJK']],
    [60, [60, 'Kaashandel Van Dijk V.O.F.']],
    [80, [60, 'Verkoper: Joost · Kassa 2']],
    [110, [60, 'Oude boerenkaas'], right(220, '11,25')],
    [130, [60, 'Totaal'], right(220, '11,25')],
  ]), { width: 260, source: 'ocr' });
  t.equal(extractDocuments([receipt], { kind: 'receipt' })[0]!.fields.vendorName, 'Kaashandel Van Dijk V.O.F.');

  const invoice = makePage(grid([
    [40, [40, 'TAX INVOICE'], [380, 'SJ SALTBUSH']],
    [80, [40, 'Hartley & Webb Architects Pty Ltd'], [240, 'Invoice Date'], [380, 'Saltbush Joinery Pty Ltd']],
    [94, [40, 'Level 2, 118 Smith Street'], [240, '21 Nov 2026'], [380, 'Unit 6, 41 Hope Street']],
    [200, [40, 'Description'], [480, 'Amount']],
    [216, [40, 'Joinery works'], right(540, '100.00')],
    [240, [380, 'Total'], right(540, '100.00')],
    [400, [40, 'PAYMENT ADVICE']],
    [420, [40, 'To:'], [90, 'Saitbush Joinery Pty Ltd'], [300, 'Customer'], [380, 'Hartley & Webb Architects Pty Ltd']],
  ]), { source: 'ocr' });
  t.equal(extractDocuments([invoice], { kind: 'invoice' })[0]!.fields.vendorName, 'Saltbush Joinery Pty Ltd');
});

t.test('a title addressed to the reader is no vendor; a ticked tender where OCR lost or misread the tick', async (t) => {
  t.equal(vendorDisqualifier('Your electricity bill'), 'title');
  t.equal(vendorDisqualifier('Ihre Rechnung'), 'title');
  t.equal(vendorDisqualifier('Your Local Bakery Ltd'), null);
  t.same(findPaymentMethod(['Payé / Betaald :   [×   espèces / contant   carte / kaart']), { type: 'cash' });
  t.same(findPaymentMethod(['Espèces   □ Chèque   □ Carte']), { type: 'cash' }, 'the one choice without its empty box');
  t.equal(findPaymentMethod(['□ Espèces   □ Chèque   □ Carte']), null, 'nothing ticked');
});
