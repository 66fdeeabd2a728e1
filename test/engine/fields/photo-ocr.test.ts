// Fields on phone photos of invoices (issue 3, train-split error analysis): values the page shows
// readably but extraction did not take. Every damaged string is one PP-OCR produced on a
// train-split photo; the fixes are general (any language's "Nº", any three-letter month).
import t from 'tap';
import { findDates } from '../../../engine/fields/dates.js';
import { restoreDiacritics } from '../../../engine/fields/diacritics.js';
import { findFuzzyLabel } from '../../../engine/fields/labels.js';
import { extractDocuments } from '../../../engine/fields/index.js';
import { findPaymentMethod } from '../../../engine/fields/payment.js';
import { grid, makePage } from './page-fixture.js';

function invoiceFields(rows: Parameters<typeof grid>[0]) {
  const [doc] = extractDocuments([makePage(grid(rows), { source: 'ocr' })], { kind: 'invoice' });
  return doc!.fields;
}

t.test('a "Nº" read as "N.0" or "N.o" stays part of the number label', async (t) => {
  for (const label of ['Factura N.0', 'Factura N.o', 'Fattura N.0', 'Fatura N.o']) {
    const fields = invoiceFields([
      [10, [10, 'Maquinaria Hostelera Norte']],
      [40, [10, `${label} INV-2025-8776`]],
      [60, [10, 'Fecha de emision 03/05/2025']],
      [100, [10, 'Total'], [300, '100,00 EUR']],
    ]);
    t.equal(fields.invoiceNumber, 'INV-2025-8776', label);
  }
  const plain = invoiceFields([
    [10, [10, 'Maquinaria Hostelera Norte']],
    [40, [10, 'Factura N.º 2025-0107']],
    [100, [10, 'Total'], [300, '100,00 EUR']],
  ]);
  t.equal(plain.invoiceNumber, '2025-0107', 'the printed form still reads');
});

t.test('a three-letter month with one letter lost, between a day and a year', async (t) => {
  const iso = (text: string) => findDates(text).map((d) => d.dmy);
  t.same(iso('6dc.2025'), ['2025-12-06'], 'Spanish "6 dic. 2025"');
  t.same(iso('Fecha: 6 dc. 2025'), ['2025-12-06']);
  t.same(iso('5 nv. 2024'), ['2024-11-05'], '"nov." without its o');
  t.same(iso('14 fb. 2023'), ['2023-02-14'], '"feb." without its e');
  t.same(iso('7 ma. 2022'), [], '"ma" could be March or May');
  t.same(iso('12 de. 2025'), [], 'the Spanish "de" is no month');
  t.same(iso('3 st. 2024'), [], '"st" could be sty or set');
  t.same(iso('12 pc. 2024'), [], 'a unit is no month');
});

t.test('receipt dates a photo spaced out', async (t) => {
  const iso = (text: string) => findDates(text).map((d) => d.dmy);
  t.same(iso('Feb 2 , 2024'), ['2024-02-02'], 'a space before the comma');
  t.same(iso('14. Feb . 2 02 3 15 :27'), ['2023-02-14'], 'the year digits spaced out');
  t.same(iso('14 Feb 20 15:27'), ['2020-02-14'], 'a two-digit year before a time stays two digits');
  t.same(iso('14 Feb 20 15 :27'), ['2020-02-14'], '...also with the time\'s colon spaced');
});

t.test('card payments whose brand or mask a photo lost', async (t) => {
  t.same(findPaymentMethod(['TOTAL TTC 286,76', '#5622 280.76']), { type: 'card', last4: '5622' }, 'a short mask, four digits and the amount on a row of their own');
  t.same(findPaymentMethod(['Endbetrag EUR 107,16', '*8612 107,16']), { type: 'card', last4: '8612' });
  t.same(findPaymentMethod(['Endbetrag EUR 107,16', 'Harte']), { type: 'card' }, '"Karte" with its K read as H, alone on its row');
  t.same(findPaymentMethod(['#5622 Widget 280.76']), null, 'an item row has a description');
  t.same(findPaymentMethod(['Kunden #5622']), null, 'a customer number pays nothing');
  t.same(findPaymentMethod(['Harte Schale 2,99']), null, 'a card word misread only counts alone on its row');
  t.same(findPaymentMethod(['Bar 20,00', 'Rückgeld 3,50']), { type: 'cash' }, 'cash receipts stay cash');
});

t.test('a "N.°" glued between the label and the number leaves no sign on the number', async (t) => {
  const fields = invoiceFields([
    [10, [10, 'Maquinaria Hostelera Norte']],
    [40, [10, 'FacturaN.°INV-2025-8776']],
    [60, [10, 'Fecha de emision 03/05/2025']],
    [100, [10, 'Total'], [300, '100,00 EUR']],
  ]);
  t.equal(fields.invoiceNumber, 'INV-2025-8776');
  const spaced = invoiceFields([
    [10, [10, 'Maquinaria Hostelera Norte']],
    [40, [10, 'Invoice No.°12345']],
    [100, [10, 'Total'], [300, '100.00 USD']],
  ]);
  t.equal(spaced.invoiceNumber, '12345', 'the English "No.°" too');
});

t.test('a label OCR spaced inside its words is still read (train photo)', async (t) => {
  t.same(findFuzzyLabel("Date d'ec he ance :"), { field: 'dueDate', language: 'fr', start: 0, end: 17, weakness: 1 });
  const fields = invoiceFields([
    [10, [10, 'Equipement CHR Bretagne Inc.']],
    [40, [10, 'Facture n° FAC-23-4497']],
    [60, [10, 'Date: 06/10/2023']],
    [80, [10, "Date d'ec he ance : 16/1 0/202 3"]],
    [120, [10, 'Net a payer'], [300, '100,00 $']],
  ]);
  t.equal(fields.invoiceDate, '2023-10-06', 'the spaced label\'s date is no second invoice date');
  t.equal(fields.dueDate, '2023-10-16');
});

t.test('a three-letter month one slip off that fits one month alone (train photo)', async (t) => {
  const iso = (text: string) => findDates(text).map((d) => d.dmy);
  t.same(iso('15 ncv. 2023'), ['2023-11-15'], '"nov." with its o read as c');
  t.same(iso('2 qty 2023'), [], 'a slip in the first letter is too far ("sty")');
  t.same(iso('5 qty 2000.00'), [], 'a quantity and an amount stay no date');
  t.same(iso('12 pcs 2024'), [], 'a unit is no month');
});

t.test('accented letters PP-OCR read as two letters or another vowel (train photo)', async (t) => {
  t.equal(restoreDiacritics('Kruiger Hygiene GmbH', 'de'), 'Krüger Hygiene GmbH', 'ü read as "ui"');
  t.equal(restoreDiacritics('Hanse Obst & Gemuise GmbH', 'de'), 'Hanse Obst & Gemüse GmbH');
  t.equal(restoreDiacritics('Nord Getrinke e.K.', 'de'), 'Nord Getränke e.K.', 'ä read as "i"');
});

t.test('a receipt timestamp whose date separators OCR lost (train photo)', async (t) => {
  const iso = (text: string) => findDates(text).map((d) => d.dmy);
  t.same(iso('20102822   23:46'), ['2022-10-20'], '"20.10.2022" with its dots lost and a 0 read as 8');
  t.same(iso('20221020 23:46'), ['2022-10-20'], 'year first when it reads as one');
  t.same(iso('20102822'), [], 'without a clock time the digits are an id');
  t.same(iso('Beleg 40123456 10:22'), [], 'digits that make no date stay none');
  const [doc] = extractDocuments([makePage(grid([
    [10, [10, 'City Cab Co.']],
    [30, [10, 'Kassenbon']],
    [50, [10, '20102822'], [200, '23:46']],
    [70, [10, 'Fahrt'], [200, '80,08']],
    [90, [10, 'Rechnungsbetrag'], [200, '80,08']],
  ]), { source: 'ocr' })], { kind: 'receipt' });
  t.equal(doc!.fields.invoiceDate, '2022-10-20');
});
