// Danish, Norwegian, Finnish and Czech documents end to end: their labels ("Fakturadato",
// "Å betale", "Maksettava yhteensä", "Celkem k úhradě"), crowns told apart by the label language,
// Czech and Nordic month names, and the wallets of those countries.
import t from 'tap';
import { extractDocuments } from '../../../engine/fields/index.js';
import { detectCurrency } from '../../../engine/fields/currency.js';
import { detectLanguage, findLabels } from '../../../engine/fields/labels.js';
import { findPaymentMethod } from '../../../engine/fields/payment.js';
import { findDates } from '../../../engine/fields/dates.js';
import { grid, makePage, right } from './page-fixture.js';

function fieldOf(text: string): string | null {
  return findLabels(text)[0]?.field ?? null;
}

t.test('labels of the four languages', async (t) => {
  const cases: [string, string][] = [
    // Danish
    ['Fakturadato', 'invoiceDate'], ['Forfaldsdato', 'dueDate'], ['I alt ekskl. moms', 'subtotal'], ['Moms 25%', 'tax'],
    ['At betale', 'total'], ['I alt DKK', 'total'], ['CVR-nr.', 'taxId'], ['Byttepenge', 'tender'],
    // Norwegian
    ['Forfallsdato', 'dueDate'], ['Sum eks. mva', 'subtotal'], ['Herav MVA 12 %', 'tax'], ['Å betale NOK', 'total'], ['KID-nr.', 'otherNumber'],
    // Finnish
    ['Laskun numero', 'invoiceNumber'], ['Laskun päivämäärä', 'invoiceDate'], ['Eräpäivä', 'dueDate'], ['Veroton yhteensä', 'subtotal'],
    ['Alv yhteensä', 'tax'], ['Maksettava yhteensä EUR', 'total'], ['Y-tunnus', 'taxId'],
    // Czech (as printed and as OCR reads it without háčeks)
    ['Faktura - daňový doklad č. 2026110143', 'invoiceNumber'], ['Faktura - danovy doklad . 2026110143', 'invoiceNumber'],
    ['Datum vystavení', 'invoiceDate'], ['Datum splatnosti', 'dueDate'], ['Celkem bez DPH', 'subtotal'], ['DPH 21 %', 'tax'],
    ['Celkem k úhradě', 'total'], ['DIČ: CZ27712345', 'taxId'], ['Dodavatel', 'vendorFrom'], ['Odběratel', 'billTo'],
    // Mexico's CFDI
    ['Serie y folio', 'invoiceNumber'],
  ];
  for (const [text, field] of cases) t.equal(fieldOf(text), field, text);
  t.not(fieldOf('Folio fiscal'), 'invoiceNumber', "a CFDI's folio fiscal is its UUID, not its number");
  t.equal(fieldOf('Kid meal'), null, 'an English "kid" is no KID reference');
});

t.test('a date asked for in a sentence, and a letter dated by its place', async (t) => {
  t.equal(fieldOf('Bitte überweisen Sie den Betrag bis zum 28. Oktober 2026'), 'dueDate');
  t.equal(fieldOf('Hamburg, 14. Oktober 2026'), 'invoiceDate');
  t.equal(fieldOf('Wien, 3.11.2026'), 'invoiceDate');
  t.equal(fieldOf('London, 12 Baker Street'), null, 'an address is no date line');
});

t.test('Czech and Nordic month names, read only as spelled', async (t) => {
  t.equal(findDates('3. listopadu 2026')[0]?.dmy, '2026-11-03');
  t.equal(findDates('5. marts 2026')[0]?.dmy, '2026-03-05');
  t.equal(findDates('24. desember 2026')[0]?.dmy, '2026-12-24');
  t.same(findDates('pekene 1.2025'), [], 'a garbled word is not read as a short Czech month');
});

t.test('the label language tells the crowns apart', async (t) => {
  const da = ['Faktura', 'Fakturadato 03.11.2026', 'I alt ekskl. moms 1.000,00', 'Moms 25% 250,00', 'At betale 1.250,00 kr.'];
  const no = ['Faktura', 'Fakturadato 03.11.2026', 'Sum eks. mva 1 000,00', 'MVA 25 % 250,00', 'Å betale 1 250,00 kr'];
  t.equal(detectLanguage(da), 'da');
  t.equal(detectCurrency(da, 'da').code, 'DKK');
  t.equal(detectLanguage(no), 'no');
  t.equal(detectCurrency(no, 'no').code, 'NOK');
  t.equal(detectCurrency(['Celkem k uhrade 767,00 Kc'], 'cs').code, 'CZK', 'OCR prints Kč as Kc');
});

t.test('wallets and cards of these countries', async (t) => {
  t.same(findPaymentMethod(['I alt DKK 232,00', 'MobilePay 232,00']), { type: 'mobile_wallet' });
  t.same(findPaymentMethod(['Å BETALE 653,00', 'Vipps 653,00']), { type: 'mobile_wallet' });
  t.equal(findPaymentMethod(['Celkem 767,00', 'Platba kartou 767,00'])?.type, 'card');
  t.equal(findPaymentMethod(['Yhteensä 12,40', 'Käteinen 20,00', 'Vaihtoraha 7,60'])?.type, 'cash');
});

t.test('a Czech invoice: column sums under net, VAT and gross headings', async (t) => {
  const page = makePage([
    { text: 'Faktura - daňový doklad č. 2026110143', x: 40, y: 30, size: 14 },
    ...grid([
      [60, [40, 'Dodavatel:'], [320, 'Odběratel:']],
      [74, [40, 'Pivovarská technika Brno s.r.o.'], [320, 'Restaurace U Zlatého lva s.r.o.']],
      [88, [40, 'DIČ: CZ27712345'], [320, 'DIČ: CZ06123987']],
      [110, [40, 'Datum vystavení:'], [160, '3. 11. 2026']],
      [124, [40, 'Datum splatnosti:'], [160, '17. 11. 2026']],
      [150, [40, 'Položka'], [250, 'Množství'], [330, 'Cena za m.j.'], [400, 'Bez DPH'], [460, 'DPH'], [510, 'S DPH']],
      [166, [40, 'Sanitační prostředek 5 l'], right(300, '2'), right(390, '645,00'), right(450, '1 290,00'), right(500, '270,90'), right(560, '1 560,90')],
      [180, [40, 'Práce technika'], right(300, '3,5'), right(390, '720,00'), right(450, '2 520,00'), right(500, '529,20'), right(560, '3 049,20')],
      [198, [40, 'Celkem'], right(450, '3 810,00'), right(500, '800,10'), right(560, '4 610,10')],
      [230, [330, 'Celkem k úhradě'], right(560, '4 610,10 Kč')],
    ]),
  ]);
  const f = extractDocuments([page], { kind: 'invoice' })[0]!.fields;
  t.same([f.vendorName, f.invoiceNumber, f.invoiceDate, f.dueDate, f.subtotal, f.tax, f.total, f.currency],
    ['Pivovarská technika Brno s.r.o.', '2026110143', '2026-11-03', '2026-11-17', 3810, 800.1, 4610.1, 'CZK']);
  t.same(f.lineItems.map((i) => [i.description, i.quantity, i.unitPrice, i.total]), [
    ['Sanitační prostředek 5 l', 2, 645, 1290],
    ['Práce technika', 3.5, 720, 2520],
  ], 'the line amount is the net value that quantity x price makes, not the gross one beside it');
});
