// Hungarian, Romanian and Turkish labels; the wider world's currencies (rand, rupee, forint, leu,
// lira) and its payment words (UPI); forint amounts printed without decimals in an item table.
import t from 'tap';
import { detectCurrency } from '../../../engine/fields/currency.js';
import { extractDocuments } from '../../../engine/fields/index.js';
import { findDates } from '../../../engine/fields/dates.js';
import { detectLanguage, findLabels } from '../../../engine/fields/labels.js';
import { findAmounts } from '../../../engine/fields/numbers.js';
import { findPaymentMethod } from '../../../engine/fields/payment.js';
import { grid, makePage, right } from './page-fixture.js';

function fieldOf(text: string): string | null {
  return findLabels(text)[0]?.field ?? null;
}

t.test('Hungarian, Romanian and Turkish labels', async (t) => {
  const cases: [string, string][] = [
    ['Sorszám:', 'invoiceNumber'],
    ['Seria LST nr. 0447', 'invoiceNumber'],
    ['Számla kelte:', 'invoiceDate'],
    ['Teljesítés dátuma:', 'otherDate'],
    ['Fizetési határidő:', 'dueDate'],
    ['Nettó összesen', 'subtotal'],
    ['ÁFA összesen (27%)', 'tax'],
    ['Fizetendő', 'total'],
    ['Vevő', 'billTo'],
    ['Data emiterii:', 'invoiceDate'],
    ['Data scadentă:', 'dueDate'],
    ['Total fără TVA', 'subtotal'],
    ['Total de plată', 'total'],
    ['Cumpărător', 'billTo'],
    ['Furnizor', 'vendorFrom'],
    ['FİŞ NO:', 'invoiceNumber'],
    ['TOPKDV', 'tax'],
    ['TOPLAM', 'total'],
    ['Ara toplam', 'subtotal'],
    ['NAKİT', 'tender'],
  ];
  for (const [text, field] of cases) t.equal(fieldOf(text), field, text);
  t.equal(fieldOf('Alici marinate'), null, 'Italian anchovies are no Turkish buyer');
  t.equal(detectLanguage(['SZÁMLA', 'Megnevezés', 'Mennyiség', 'Fizetendő', 'Nettó összesen']), 'hu');
  t.equal(detectLanguage(['FACTURĂ', 'Cumpărător', 'Cantitate', 'Preț unitar', 'Total de plată', 'lei']), 'ro');
  t.equal(detectLanguage(['TARİH', 'FİŞ NO', 'TOPKDV', 'TOPLAM', 'NAKİT']), 'tr');
});

t.test('Hungarian, Romanian and Turkish month names; the Hungarian year-first date', async (t) => {
  t.same(findDates('2026. november 20.').map((d) => d.dmy), ['2026-11-20']);
  t.same(findDates('Budapest, 2026. március 5.').map((d) => d.dmy), ['2026-03-05']);
  t.same(findDates('20 noiembrie 2026').map((d) => d.dmy), ['2026-11-20']);
  t.same(findDates('23 Kasım 2026').map((d) => d.dmy), ['2026-11-23'], 'the dotless ı folds to i');
  t.same(findDates('Family Mart 24').map((d) => d.dmy), [], 'a shop called Mart is no March');
});

t.test('currencies of the wider world, and their amounts', async (t) => {
  t.equal(detectCurrency(['Kloof Street, Cape Town 8001', 'TOTAL R314.92'], 'en').code, 'ZAR');
  t.equal(detectCurrency(['GSTIN: 27AAKCS4821M1Z5', 'Grand Total Rs. 2,17,769.00'], 'en').code, 'INR');
  t.equal(detectCurrency(['Adószám: 12845377-2-41', 'Fizetendő 179 705 Ft'], 'hu').code, 'HUF');
  t.equal(detectCurrency(['CUI: RO31457822', 'Total de plată 7.308,40 lei'], 'ro').code, 'RON');
  t.equal(detectCurrency(['Kordon V.D. 3840172265 İZMİR', 'TOPLAM *1.220,00', 'TUTAR: 1.220,00 TL'], 'tr').code, 'TRY');
  t.equal(detectCurrency(['la casa in cui vivo', 'Totale 12,00'], 'it').code, 'EUR', 'the Italian "cui" is no Romanian tax id');
  t.same(findAmounts('TOTAL R314.92', '.').map((a) => a.value), [314.92], 'the rand glued to an amount with cents');
  t.same(findAmounts('Factura R2504', '.').map((a) => a.value), [], 'an R before a whole number is an id');
  t.same(findPaymentMethod(['Paid via UPI (PhonePe) 792.00']), { type: 'mobile_wallet' });
});

t.test('a Hungarian invoice in whole forints', async (t) => {
  const page = makePage([
    { text: 'Kovács és Társa Nyomda Kft.', x: 50, y: 40, size: 15 },
    ...grid([
      [64, [380, 'SZÁMLA'], [460, 'Sorszám: KT-2026/00871']],
      [70, [50, 'Adószám: 12845377-2-41']],
      [120, [50, 'Vevő'], [340, 'Számla kelte:'], right(545, '2026.11.20.')],
      [132, [50, 'Aranyhal Étterem Bt.'], [340, 'Fizetési határidő:'], right(545, '2026.12.05.')],
      [200, [50, 'Megnevezés'], right(300, 'Menny.'), right(400, 'Nettó egységár'), right(450, 'ÁFA'), right(545, 'Nettó érték')],
      [220, [50, 'Névjegykártya 300 g'], right(300, '4'), right(400, '8 500 Ft'), right(450, '27%'), right(545, '34 000 Ft')],
      [236, [50, 'Grafikai tervezés'], right(300, '3'), right(400, '9 000 Ft'), right(450, '27%'), right(545, '27 000 Ft')],
      [300, [360, 'Nettó összesen'], right(545, '61 000 Ft')],
      [314, [360, 'ÁFA összesen (27%)'], right(545, '16 470 Ft')],
      [333, [360, 'Fizetendő'], right(545, '77 470 Ft')],
    ]),
  ]);
  const f = extractDocuments([page], { kind: 'invoice' })[0]!.fields;
  t.same([f.vendorName, f.invoiceNumber, f.invoiceDate, f.dueDate, f.subtotal, f.tax, f.total, f.currency],
    ['Kovács és Társa Nyomda Kft.', 'KT-2026/00871', '2026-11-20', '2026-12-05', 61000, 16470, 77470, 'HUF']);
  t.same(f.lineItems.map((i) => [i.description, i.quantity, i.unitPrice, i.total]), [['Névjegykártya 300 g', 4, 8500, 34000], ['Grafikai tervezés', 3, 9000, 27000]]);
});
