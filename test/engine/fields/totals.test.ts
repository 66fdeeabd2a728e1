import t from 'tap';
import { findLabelledValues } from '../../../engine/layout/blocks.js';
import { buildRows } from '../../../engine/layout/rows.js';
import { chooseTotals } from '../../../engine/fields/totals.js';
import type { DecimalSeparator } from '../../../engine/fields/numbers.js';
import { grid, makePage, right } from './page-fixture.js';

function totalsOf(rows: [number, ...[number, string][]][], lineTotals: number[], decimal: DecimalSeparator = '.', ocr = false) {
  const page = buildRows(makePage(grid(rows), { source: ocr ? 'ocr' : 'text-layer' }));
  return chooseTotals({ labelled: findLabelledValues([page]), tableRows: new Set(), lineTotals, decimal, ocr });
}

t.test('subtotal + tax = total picks the grand total over a later balance', async (t) => {
  const r = totalsOf(
    [
      [100, [380, 'Subtotal'], right(520, '100.00')],
      [114, [380, 'Sales Tax (8.25%)'], right(520, '8.25')],
      [128, [380, 'Total'], right(520, '108.25')],
      [142, [380, 'Deposit received'], right(520, '-50.00')],
      [156, [380, 'Balance Due'], right(520, '58.25')],
    ],
    [60, 40],
  );
  t.equal(r.total, 108.25);
  t.equal(r.subtotal, 100);
  t.equal(r.tax, 8.25);
  t.equal(r.arithmeticAgrees, true);
  t.equal(r.linesAgree, true);
  t.ok(r.confidence.total > 0.95);
});

t.test('several tax lines are summed; a printed tax total is not counted twice', async (t) => {
  const r = totalsOf(
    [
      [100, [380, 'Total HT'], right(520, '200,00')],
      [114, [380, 'TVA 20 %'], right(520, '20,00')],
      [128, [380, 'TVA 5,5 %'], right(520, '5,50')],
      [142, [380, 'Total TVA'], right(520, '25,50')],
      [156, [380, 'Total TTC'], right(520, '225,50')],
    ],
    [],
    ',',
  );
  t.equal(r.total, 225.5);
  t.equal(r.subtotal, 200);
  t.equal(r.tax, 25.5);
  t.equal(r.arithmeticAgrees, true);
});

t.test('tip, shipping and discount take part in the arithmetic', async (t) => {
  const r = totalsOf(
    [
      [100, [10, 'Subtotal'], right(200, '40.00')],
      [114, [10, 'Tax'], right(200, '3.20')],
      [128, [10, 'Tip'], right(200, '8.00')],
      [142, [10, 'Total'], right(200, '51.20')],
      [156, [10, 'Cash'], right(200, '60.00')],
      [170, [10, 'Change'], right(200, '8.80')],
    ],
    [],
  );
  t.equal(r.tip, 8);
  t.equal(r.total, 51.2);
  t.equal(r.arithmeticAgrees, true);
});

t.test('a discount printed below every total is a note on it, not taken off it (French box bill, OCR)', async (t) => {
  const rows: [number, ...[number, string][]][] = [
    [100, [300, 'Total TTC'], right(520, '47,98')],
    [114, [300, 'dont TVA 20 %'], right(520, '8,00')],
    [128, [300, 'Total HT'], right(520, '39,98')],
    [200, [40, 'Votre remise fidélité de 4,00 € par mois se termine le 03/04/2027.']],
  ];
  const r = totalsOf(rows, [], ',', true);
  t.equal(r.total, 47.98, 'not the 43.98 a one-digit repair would make fit 39.98 + 8.00 - 4.00');
  t.equal(r.arithmeticAgrees, true);
  const above = totalsOf([[86, [300, 'Remise fidélité'], right(520, '-4,00')], ...rows.slice(0, 3), [142, [300, 'Net à payer'], right(520, '43,98')]], [], ',', true);
  t.equal(above.total, 43.98, 'a discount above a total still counts');
});

t.test('a tax word inside a sentence owns no amount off its row (Spanish suplido, OCR)', async (t) => {
  const r = totalsOf(
    [
      [100, [40, '(*) Suplido: gasto pagado en nombre y por cuenta del'], [330, 'Base imponible'], right(520, '107,60')],
      [114, [40, 'cliente, no incluido en la base imponible (art. 78)'], [330, 'IVA 21 %'], right(520, '22,60')],
      [126, [40, 'Ley 37/1992 del IVA). Se adjunta copia de la factura.']],
      [132, [330, 'Suplidos (*)'], right(520, '146,30')],
      [158, [330, 'TOTAL FACTURA'], right(520, '276,50')],
    ],
    [82.6, 25, 146.3],
    ',',
    true,
  );
  t.equal(r.tax, 22.6, 'not 22,60 + the 146,30 beside the next line');
  t.equal(r.total, 276.5);
});

t.test('restaurant bills: a service charge is added; after a rounding line the total to the cent; the later of two subtotals that add up', async (t) => {
  const london = totalsOf([
    [100, [10, 'Subtotal'], right(200, '92.50')],
    [114, [10, 'Discretionary service 12.5%'], right(200, '11.56')],
    [128, [10, 'TOTAL'], right(200, '£104.06')],
    [142, [10, 'VAT 20% included on £92.50'], right(200, '£15.42')],
    [170, [10, 'Remaining balance'], right(200, '£69.37')],
  ], []);
  t.equal(london.total, 104.06, 'not the balance left after one guest paid');
  const florence = totalsOf([[100, [10, 'Totale parziale'], right(200, '171,00')], [114, [10, 'Servizio 12%'], right(200, '20,52')], [128, [10, 'TOTALE EUR'], right(200, '191,52')]], [], ',');
  t.equal(florence.total, 191.52);
  const included = totalsOf([[100, [10, 'Total'], right(200, '75,80')], [114, [10, 'Service 15 % compris'], right(200, '9,89')]], [], ',');
  t.equal(included.total, 75.8, 'a service included in the prices adds nothing');
  const zurich = totalsOf([
    [100, [10, 'Summe'], right(200, '63.76')],
    [114, [10, 'Rundung'], right(200, '-0.01')],
    [128, [10, 'TOTAL CHF'], right(200, '63.75')],
    [150, [10, 'MWST 8.1 % Netto'], right(200, '58.98')],
    [164, [10, 'MWST'], right(200, '4.78')],
  ], [63.76]);
  t.equal(zurich.total, 63.75);
  const wine = totalsOf([
    [100, [300, 'Varer i alt'], right(520, '4.363,60')],
    [114, [300, 'Afgifter og fragt'], right(520, '376,58')],
    [128, [300, 'Subtotal ekskl. moms'], right(520, '4.740,18')],
    [142, [300, 'Moms 25 %'], right(520, '1.185,05')],
    [156, [300, 'Total DKK'], right(520, '5.925,23')],
  ], [], ',');
  t.equal(wine.subtotal, 4740.18, 'the net nearest the tax');
  t.equal(wine.total, 5925.23);
});

t.test('OCR: one misread digit in the total is repaired by the arithmetic', async (t) => {
  const r = totalsOf(
    [
      [100, [380, 'Subtotal'], right(520, '100.00')],
      [114, [380, 'VAT 20%'], right(520, '20.00')],
      [128, [380, 'Total'], right(520, '170.00')],
    ],
    [],
    '.',
    true,
  );
  t.equal(r.total, 120);
  t.ok(r.confidence.total < 0.95, 'a repaired value is less certain than a read one');
});

t.test('OCR: a dropped decimal point is put back', async (t) => {
  const r = totalsOf(
    [
      [100, [380, 'Subtotal'], right(520, '10.00')],
      [114, [380, 'Tax'], right(520, '0.80')],
      [128, [380, 'Total'], right(520, '1080')],
    ],
    [],
    '.',
    true,
  );
  t.equal(r.total, 10.8);
});

t.test('without agreement the confidence stays low', async (t) => {
  const r = totalsOf(
    [
      [100, [380, 'Subtotal'], right(520, '100.00')],
      [114, [380, 'Tax'], right(520, '7.00')],
      [128, [380, 'Total'], right(520, '150.00')],
    ],
    [],
  );
  t.equal(r.total, 150);
  t.equal(r.arithmeticAgrees, false);
  t.ok(r.confidence.total < 0.85);
});

t.test('OCR: a discount that lost its decimal point is never larger than the base (train photo)', async (t) => {
  // "TOTAL: 40S31EUR" is unreadable; the sum of the parts is the fallback.
  const r = totalsOf(
    [
      [100, [380, 'Importe neto'], right(520, '348.73')],
      [114, [380, 'Descuento:'], right(520, '-1046')],
      [128, [380, 'IVA 21%'], right(520, '71.04')],
      [142, [380, 'TOTAL:'], right(520, '40S31EUR')],
    ],
    [],
    '.',
    true,
  );
  t.equal(r.total, 409.31, '348.73 - 10.46 + 71.04');
  const text = totalsOf(
    [
      [100, [380, 'Net amount'], right(520, '348.73')],
      [114, [380, 'Discount'], right(520, '-1046')],
      [128, [380, 'VAT 21%'], right(520, '71.04')],
    ],
    [],
  );
  t.ok(text.total === null || text.total > 0, 'a text layer is never re-read, and still no negative total is made up');
});

t.test('OCR: a speck after the cents that turned the point into a thousands separator (train photo)', async (t) => {
  const r = totalsOf(
    [
      [100, [380, 'Sous-total'], right(520, '505.006')],
      [114, [380, 'TVA20%'], right(520, '101.00')],
      [128, [380, 'Total a payer'], right(520, '606,000')],
    ],
    [250, 255],
    '.',
    true,
  );
  t.equal(r.total, 606, '"606,000" is 606,00 and a speck');
  t.equal(r.arithmeticAgrees, true);
});

t.test('a dollar sign OCR read as a 5 ("51,255.30" for "$1,255.30"), told by the line items (train-546)', async (t) => {
  const rows: [number, ...[number, string][]][] = [
    [100, [380, 'Net Amount'], right(520, '51.255.30')],
    [114, [380, 'Tax (8.25%)'], right(520, '$103.56')],
    [128, [380, 'Totl'], right(520, '51,358.86')],
  ];
  const lines = [435.22, 200, 398.83, 66.25, 155];
  const r = totalsOf(rows, lines, '.', true);
  t.equal(r.total, 1358.86);
  t.equal(r.subtotal, 1255.3);
  t.equal(r.linesAgree, true);
  t.equal(totalsOf(rows, lines, '.', false).total, 51358.86, 'a text layer prints what it means');
  const genuine = totalsOf([[100, [380, 'Subtotal'], right(520, '5,255.30')], [114, [380, 'Tax'], right(520, '103.56')], [128, [380, 'Total'], right(520, '5,358.86')]], [5000, 255.3], '.', true);
  t.equal(genuine.total, 5358.86, 'a subtotal the lines confirm as read keeps its 5');
});

t.test('a tax amount OCR split after its hundreds digit ("1 16,49") is joined, and no whole total is corrected against it', async (t) => {
  const rows: [number, ...[number, string][]][] = [
    [100, [380, 'Sous-total:'], right(520, '1 167.80CAD')],
    [114, [380, 'TPS 5% :'], right(520, '58,39CAD')],
    [128, [380, 'TVQ 9,975 % :'], right(520, '1 16,49 CAD')],
    [142, [380, 'Total a payer:'], right(520, '1 342,68 CAD')],
  ];
  const lines = [413.84, 31.65, 32.69, 50.86, 638.76];
  const r = totalsOf(rows, lines, ',', true);
  t.equal(r.total, 1342.68);
  t.equal(r.tax, 174.88);
  t.equal(r.arithmeticAgrees, true);
  t.equal(totalsOf([[100, [380, 'Subtotal'], right(520, '2 150.00')], [114, [380, 'Total'], right(520, '2 150.00')]], [2150], ',', true).total, 2150, 'a space before three digits is a thousands separator');
});

t.test('a bare amount word as the whole label ("IMPORTE", "Betrag") totals a receipt; its cash and change do not', async (t) => {
  const { extractDocuments } = await import('../../../engine/fields/index.js');
  for (const label of ['IMPORTE', 'MONTANT', 'Betrag', 'AMOUNT']) {
    const page = makePage(grid([
      [20, [60, 'Corner Shop']], [40, [20, '21/11/2026 14:02']],
      [60, [20, 'ITEM ONE'], [150, '3,50']], [72, [20, 'ITEM TWO'], [150, '6,07']],
      [110, [20, label], [150, '9,57']], [124, [20, 'Efectivo'], [150, '20,00']], [136, [20, 'Cambio'], [150, '10,43']],
    ], 8), { source: 'ocr', width: 226, height: 400 });
    const f = extractDocuments([page], { kind: 'receipt' })[0]!.fields;
    t.same([f.total, f.lineItems.length], [9.57, 2], label);
  }
});

t.test('a VAT summary grid: the tax column summed per rate, or its total row, is the tax', async (t) => {
  // French pharmacy ticket: "Code | Taux | HT | TVA | TTC", a row per rate and a total row.
  const vat = totalsOf([
    [100, [20, 'Montant TTC'], right(210, '23,43')],
    [130, [20, 'Code'], [50, 'Taux'], right(120, 'HT'), right(165, 'TVA'), right(210, 'TTC')],
    [142, [20, '1'], [50, '2,10 %'], right(120, '2,14'), right(165, '0,04'), right(210, '2,18')],
    [154, [20, '2'], [50, '10,00 %'], right(120, '4,91'), right(165, '0,49'), right(210, '5,40')],
    [166, [20, '3'], [50, '20,00 %'], right(120, '13,21'), right(165, '2,64'), right(210, '15,85')],
    [178, [20, 'Total'], right(120, '20,26'), right(165, '3,17'), right(210, '23,43')],
  ], [2.18, 6.9, 5.4, 8.95], ',');
  t.same([vat.total, vat.tax], [23.43, 3.17]);
  // Dutch receipt: the "BTW" heading is over the rates; the amounts are in the right-most column.
  const btw = totalsOf([
    [100, [20, 'TOTAAL'], right(210, '16,10')],
    [130, [20, 'BTW'], right(110, 'OVER'), right(160, 'EUR')],
    [142, [20, '9%'], right(110, '6,98'), right(160, '0,63')],
    [154, [20, '21%'], right(110, '7,02'), right(160, '1,47')],
    [166, [20, 'TOTAAL'], right(110, '14,00'), right(160, '2,10')],
  ], [1.15, 1.58, 4.99, 8.49, 0.89], ',');
  t.same([btw.total, btw.tax], [16.1, 2.1]);
});

t.test('a totals grid: labels over one row of amounts, each value right-aligned in its cell', async (t) => {
  const r = totalsOf([
    [640, [54, 'Base imponible'], [134, '% IVA'], [179, 'Cuota IVA'], [254, 'TOTAL FACTURA']],
    [656, right(126, '1.321,60'), right(171, '21'), right(246, '277,54'), right(346, '1.599,14 €')],
  ], [92, 1134, 95.6], ',');
  t.same([r.subtotal, r.tax, r.total, r.arithmeticAgrees], [1321.6, 277.54, 1599.14, true]);
});

t.test('a cash-rounding line takes part in the arithmetic with its sign', async (t) => {
  const r = totalsOf([
    [100, [330, 'Total exkl. MWST'], right(560, "1'376.90")],
    [114, [330, 'MWST 2.6 % auf 302.90'], right(560, '7.88')],
    [128, [330, "MWST 8.1 % auf 1'074.00"], right(560, '86.99')],
    [142, [330, 'Total MWST'], right(560, '94.87')],
    [156, [330, 'Rundungsdifferenz'], right(560, '-0.02')],
    [170, [330, 'Total CHF'], right(560, "1'471.75")],
  ], [168.5, 134.4, 382.8, 667.2, 24]);
  t.same([r.subtotal, r.tax, r.total, r.arithmeticAgrees], [1376.9, 94.87, 1471.75, true]);
});

t.test('counts, prose and tip guides are not money', async (t) => {
  const r = totalsOf([
    [100, [40, 'Total lines: 25'], [97, 'Total cases: 60'], [400, 'Subtotal'], right(560, '2,709.78')],
    [114, [400, 'PA Sales Tax 6%'], right(560, '23.95')],
    [128, [400, 'INVOICE TOTAL'], right(560, '$2,733.73')],
    [200, [40, 'Claims for shortages or damage must be noted on this invoice at delivery. Perishable returns are not accepted after 24 hours.']],
  ], [2309.78, 400]);
  t.same([r.subtotal, r.tax, r.total, r.arithmeticAgrees], [2709.78, 23.95, 2733.73, true]);
  const tip = totalsOf([
    [100, [16, 'Subtotal'], right(210, '8.75')], [114, [16, 'Tax'], right(210, '0.91')], [128, [16, 'Amount'], right(210, '$9.66')],
    [150, [16, 'Suggested tip: 18% $1.58 20% $1.75 22% $1.93']],
  ], [5.75, 3]);
  t.same([tip.tip, tip.total], [null, 9.66]);
});
