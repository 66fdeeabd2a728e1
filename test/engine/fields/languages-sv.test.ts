// Swedish documents end to end: labels ("Fakturanummer", "Fakturadatum", "Förfallodatum",
// "Moms 25%", "Att betala"), month names, "1 234,56" amounts and kronor told apart by "moms".
import t from 'tap';
import { extractDocuments } from '../../../engine/fields/index.js';
import { findLabels } from '../../../engine/fields/labels.js';
import { findPaymentMethod } from '../../../engine/fields/payment.js';
import { findDates } from '../../../engine/fields/dates.js';
import { grid, makePage, right } from './page-fixture.js';

function fieldOf(text: string): string | null {
  return findLabels(text)[0]?.field ?? null;
}

t.test('Swedish labels', async (t) => {
  const cases: [string, string][] = [
    ['Fakturanummer', 'invoiceNumber'],
    ['Fakturanr', 'invoiceNumber'],
    ['Fakturadatum', 'invoiceDate'],
    ['Förfallodatum', 'dueDate'],
    ['Summa exkl. moms', 'subtotal'],
    ['Moms 25%', 'tax'],
    ['Att betala', 'total'],
    ['Summa', 'total'],
    ['Totalt', 'total'],
    ['Org.nr', 'taxId'],
    ['Momsreg.nr', 'taxId'],
    ['Växel', 'tender'],
    ['Dricks', 'tip'],
    ['Frakt', 'shipping'],
  ];
  for (const [text, field] of cases) t.equal(fieldOf(text), field, text);
});

t.test('Swedish month names', async (t) => {
  t.equal(findDates('5 mars 2024')[0]?.dmy, '2024-03-05');
  t.equal(findDates('17 maj 2024')[0]?.dmy, '2024-05-17');
  t.equal(findDates('2 augusti 2023')[0]?.dmy, '2023-08-02');
});

t.test('a Swedish invoice', async (t) => {
  const page = makePage([
    { text: 'Svensson Bygg AB', x: 40, y: 30, size: 16 },
    { text: 'FAKTURA', x: 450, y: 30, size: 20 },
    ...grid([
      [60, [40, 'Storgatan 4, 111 51 Stockholm'], [340, 'Fakturanummer'], [460, '10234']],
      [74, [40, 'Org.nr 556677-8899'], [340, 'Fakturadatum'], [460, '2024-03-05']],
      [88, [340, 'Förfallodatum'], [460, '2024-04-04']],
      [120, [40, 'Beskrivning'], [300, 'Antal'], [360, 'Pris'], [480, 'Belopp']],
      [138, [40, 'Snickeriarbete'], right(330, '16'), right(440, '500,00'), right(530, '8 000,00')],
      [170, [380, 'Summa exkl. moms'], right(530, '8 000,00')],
      [184, [380, 'Moms 25%'], right(530, '2 000,00')],
      [198, [380, 'Att betala'], right(530, '10 000,00 kr')],
    ]),
  ]);
  const [doc, ...rest] = extractDocuments([page], { kind: 'invoice' });
  t.equal(rest.length, 0);
  const f = doc!.fields;
  const expected = ['Svensson Bygg AB', '10234', '2024-03-05', '2024-04-04', 8000, 2000, 10000, 'SEK'];
  t.same([f.vendorName, f.invoiceNumber, f.invoiceDate, f.dueDate, f.subtotal, f.tax, f.total, f.currency], expected);
  // The same words read by OCR take the OCR-only repairs (label typos, digits, accents, spaces).
  const o = extractDocuments([{ ...page, source: 'ocr' }], { kind: 'invoice' })[0]!.fields;
  t.same([o.vendorName, o.invoiceNumber, o.invoiceDate, o.dueDate, o.subtotal, o.tax, o.total, o.currency], expected, 'read by OCR');
});

t.test('a Swedish receipt paid by card', async (t) => {
  const page = makePage(
    grid([
      [20, [60, 'Kafé Linnea']],
      [34, [40, 'Drottninggatan 9, Göteborg']],
      [48, [10, 'KVITTO']],
      [62, [10, 'Kaffe'], right(200, '35,00')],
      [76, [10, 'Kanelbulle'], right(200, '32,00')],
      [96, [10, 'Totalt'], right(200, '67,00')],
      [110, [10, 'Kort'], right(200, '67,00')],
      [124, [10, 'Varav moms 12%'], right(200, '7,18')],
      [144, [10, '2024-03-14 12:30']],
    ]),
    { width: 220, height: 200 },
  );
  const f = extractDocuments([page], { kind: 'receipt' })[0]!.fields;
  t.same([f.vendorName, f.invoiceDate, f.total, f.currency], ['Kafé Linnea', '2024-03-14', 67, 'SEK']);
  t.same(f.paymentMethod, { type: 'card' });
});

t.test('Swedish payment words', async (t) => {
  t.same(findPaymentMethod(['Totalt 120,00', 'Swish 120,00']), { type: 'mobile_wallet' });
  t.same(findPaymentMethod(['Kontant 200,00', 'Växel 80,00']), { type: 'cash' });
});
