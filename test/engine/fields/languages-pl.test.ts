// Polish documents end to end: labels ("Faktura VAT nr", "Data wystawienia", "Termin płatności",
// "Wartość netto", "Do zapłaty"), month names in the genitive, "1 234,56" amounts and złoty.
import t from 'tap';
import { extractDocuments } from '../../../engine/fields/index.js';
import { detectLanguage, findLabels } from '../../../engine/fields/labels.js';
import { findPaymentMethod } from '../../../engine/fields/payment.js';
import { findDates } from '../../../engine/fields/dates.js';
import { normalizeVendorName } from '../../../engine/vendors/normalize.js';
import { grid, makePage, right } from './page-fixture.js';

function fieldOf(text: string): string | null {
  return findLabels(text)[0]?.field ?? null;
}

t.test('Polish labels', async (t) => {
  const cases: [string, string][] = [
    ['Faktura VAT nr', 'invoiceNumber'],
    ['Numer faktury', 'invoiceNumber'],
    ['Data wystawienia', 'invoiceDate'],
    ['Data sprzedaży', 'otherDate'],
    ['Termin płatności', 'dueDate'],
    ['Wartość netto', 'subtotal'],
    ['Kwota VAT', 'tax'],
    ['Wartość brutto', 'total'],
    ['Do zapłaty', 'total'],
    ['Razem', 'total'],
    ['NIP', 'taxId'],
    ['Sprzedawca', 'vendorFrom'],
    ['Nabywca', 'billTo'],
    ['Gotówka', 'tender'],
    ['Rabat', 'discount'],
  ];
  for (const [text, field] of cases) t.equal(fieldOf(text), field, text);
  t.equal(detectLanguage(['Faktura VAT', 'Sprzedawca', 'Nabywca', 'Ilość', 'Cena netto', 'Razem do zapłaty']), 'pl');
});

t.test('Polish month names', async (t) => {
  t.equal(findDates('5 marca 2024')[0]?.dmy, '2024-03-05');
  t.equal(findDates('12 października 2023')[0]?.dmy, '2023-10-12');
  t.equal(findDates('1 sty 2024')[0]?.dmy, '2024-01-01');
  t.equal(findDates('30 września 2024 r.')[0]?.dmy, '2024-09-30');
});

t.test('Polish legal forms normalize away', async (t) => {
  t.equal(normalizeVendorName('Drukarnia Nowak Sp. z o.o.'), 'drukarnia nowak');
  t.equal(normalizeVendorName('DRUKARNIA NOWAK SP Z OO'), 'drukarnia nowak');
});

t.test('a Polish invoice', async (t) => {
  const page = makePage([
    { text: 'Drukarnia Nowak Sp. z o.o.', x: 40, y: 30, size: 16 },
    { text: 'FAKTURA VAT', x: 430, y: 30, size: 20 },
    ...grid([
      [60, [40, 'ul. Długa 5, 00-238 Warszawa'], [340, 'Faktura VAT nr'], [460, 'FV-2024-118']],
      [74, [40, 'NIP 5213456789'], [340, 'Data wystawienia'], [460, '05.03.2024']],
      [88, [340, 'Termin płatności'], [460, '19.03.2024']],
      [120, [40, 'Nazwa'], [300, 'Ilość'], [360, 'Cena netto'], [480, 'Wartość']],
      [138, [40, 'Ulotki A5 kolor'], right(330, '2'), right(440, '500,00'), right(530, '1 000,00')],
      [170, [380, 'Wartość netto'], right(530, '1 000,00')],
      [184, [380, 'VAT 23%'], right(530, '230,00')],
      [198, [380, 'Do zapłaty'], right(530, '1 230,00 zł')],
    ]),
  ]);
  const [doc, ...rest] = extractDocuments([page], { kind: 'invoice' });
  t.equal(rest.length, 0);
  const f = doc!.fields;
  const expected = ['Drukarnia Nowak Sp. z o.o.', 'FV-2024-118', '2024-03-05', '2024-03-19', 1000, 230, 1230, 'PLN'];
  t.same([f.vendorName, f.invoiceNumber, f.invoiceDate, f.dueDate, f.subtotal, f.tax, f.total, f.currency], expected);
  // The same words read by OCR take the OCR-only repairs (label typos, digits, accents, spaces).
  const o = extractDocuments([{ ...page, source: 'ocr' }], { kind: 'invoice' })[0]!.fields;
  t.same([o.vendorName, o.invoiceNumber, o.invoiceDate, o.dueDate, o.subtotal, o.tax, o.total, o.currency], expected, 'read by OCR');
});

t.test('a Polish receipt paid in cash', async (t) => {
  const page = makePage(
    grid([
      [20, [60, 'Piekarnia Kowalski']],
      [34, [40, 'ul. Polna 3, Kraków']],
      [48, [10, 'PARAGON FISKALNY']],
      [62, [10, 'Chleb żytni'], right(200, '5,50')],
      [76, [10, 'Bułki 4 szt'], right(200, '3,20')],
      [96, [10, 'SUMA PLN'], right(200, '8,70')],
      [110, [10, 'Gotówka'], right(200, '10,00')],
      [124, [10, 'Reszta'], right(200, '1,30')],
      [144, [10, '2024-03-14 08:12']],
    ]),
    { width: 220, height: 200 },
  );
  const f = extractDocuments([page], { kind: 'receipt' })[0]!.fields;
  t.same([f.vendorName, f.invoiceDate, f.total, f.currency], ['Piekarnia Kowalski', '2024-03-14', 8.7, 'PLN']);
  t.same(f.paymentMethod, { type: 'cash' });
});

t.test('Polish payment words', async (t) => {
  t.same(findPaymentMethod(['SUMA PLN 12,00', 'Karta 12,00']), { type: 'card' });
  t.same(findPaymentMethod(['Płatność BLIK 12,00']), { type: 'mobile_wallet' });
});
