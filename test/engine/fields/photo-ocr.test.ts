// Fields on phone photos of invoices (issue 3, train-split error analysis): values the page shows
// readably but extraction did not take. Every damaged string is one PP-OCR produced on a
// train-split photo; the fixes are general (any language's "Nº", any three-letter month).
import t from 'tap';
import { findDates } from '../../../engine/fields/dates.js';
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
