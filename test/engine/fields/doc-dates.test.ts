// Invoice and due dates on OCR'd pages (train split error analysis, issue 3): date values whose
// separators OCR lost, and values of a stacked label grid that must stay with their own label.
// Every string is one PP-OCR produced for a printed date or label on a train-split photo.
import t from 'tap';
import { findDates, readDate, readSlippedDateValue } from '../../../engine/fields/dates.js';
import { findDocumentDates } from '../../../engine/fields/doc-dates.js';
import { findLabels } from '../../../engine/fields/labels.js';
import { findLabelledValues } from '../../../engine/layout/blocks.js';
import { buildRows } from '../../../engine/layout/rows.js';
import { grid, makePage } from './page-fixture.js';

function ocrPage(lines: Parameters<typeof grid>[0]) {
  return buildRows(makePage(grid(lines), { source: 'ocr' }));
}

function datesOf(lines: Parameters<typeof grid>[0], language: string, currency: string) {
  const rows = ocrPage(lines);
  return findDocumentDates(findLabelledValues([rows]), rows.rows, { language, currency });
}

t.test('a date value with a separator lost or never printed', async (t) => {
  const slipped = (text: string, order: 'dmy' | 'mdy' = 'dmy') => {
    const found = readSlippedDateValue(text);
    return found ? readDate(found, order) : null;
  };
  t.equal(slipped('18.04 2025'), '2025-04-18', 'the second dot read as a space');
  t.equal(slipped('18 04.2025'), '2025-04-18', 'the first dot read as a space');
  t.equal(slipped('1707/2023'), '2023-07-17', 'the first slash dropped');
  t.equal(slipped('1106/2022', 'mdy'), '2022-11-06', 'both readings kept for the document order');
  t.equal(slipped('01/062022'), '2022-06-01', 'the second slash dropped');
  t.equal(slipped('20240315'), '2024-03-15', 'ISO basic, year first');
  t.equal(slipped('20112023'), '2023-11-20', 'day, month, year when year first is no date');
  t.equal(slipped('04/ 0 7/ 2 0 24', 'mdy'), '2024-04-07', 'digits spaced out at random');
  t.equal(slipped('0421/2024', 'mdy'), '2024-04-21');
  t.equal(slipped('01/05:2023', 'mdy'), '2023-01-05', 'a separator read as a colon');
  // A colon before a slash and a year is no time: findDates reads "27:8/2022" as it is.
  t.equal(slipped('27:8/2022'), null);
  t.same(findDates('27:8/2022').map((d) => d.dmy), ['2022-08-27']);
  t.equal(slipped('17/0872023'), '2023-08-17', 'the second slash read as a 7');
  t.equal(slipped('12/1012024'), '2024-10-12', 'the second slash read as a 1');
  t.equal(slipped('0171112023'), null, 'both slashes lost and one read as a digit: too far gone');
  t.equal(slipped('12:30'), null, 'a time is no date');
  t.equal(slipped('12 2024'), null, 'a month and year without a day is no date');
  t.equal(slipped('12.50 2024'), null, 'no month 50');
  t.equal(slipped('Net 30 days'), null);
  t.equal(slipped('FV 0112/2023'), null, 'only a whole value is read, not digits inside a text');
  t.same(findDates('Rechnung 0112/2023'), [], 'outside a date label such digits stay an invoice number');
});

t.test('a date label reads its slipped value; other digits stay no date', async (t) => {
  const german = datesOf(
    [
      [100, [300, 'Rechnungsdatum'], [440, '05.05 2024']],
      [114, [300, 'Zahlbar bis:'], [440, '1905/2024']],
    ],
    'de',
    'EUR',
  );
  t.equal(german.invoiceDate, '2024-05-05');
  t.equal(german.dueDate, '2024-05-19');
  const clean = datesOf([[100, [300, 'Rechnungsdatum'], [440, '05.05.2024']]], 'de', 'EUR');
  t.ok(german.confidence.invoiceDate < clean.confidence.invoiceDate, 'a slipped read is less sure than a clean one');

  const numberOnly = datesOf([[100, [300, 'Rechnung Nr.'], [440, '0112/2023']]], 'de', 'EUR');
  t.equal(numberOnly.invoiceDate, null, 'an invoice number is not read as an unlabelled date');
});

t.test('a till receipt\'s date beside its time reads with a slipped separator; without the time it does not', async (t) => {
  const receipt = (dateText: string, time: string | null) => datesOf([
    [40, [100, 'Metro Taxi 24']],
    [60, [100, '178 Bd des Platanes']],
    [80, [100, dateText], ...(time ? [[260, time] as [number, string]] : [])],
    [100, [100, 'TOTAL TTC'], [300, '51,82 EUR']],
  ], 'fr', 'EUR');
  t.equal(receipt('17/0872023', '21:41').invoiceDate, '2023-08-17');
  t.equal(receipt('17/0872023', null).invoiceDate, null, 'digits alone, no label and no time, are no date');
  t.equal(receipt('Ticket 4471', '21:41').invoiceDate, null);
});

t.test("a garbled next label in the column owns the value beside it", async (t) => {
  // "Fecha de emisión" lost its value; "Fecha vto." under it came out as "Fetia vro ." and its
  // date drifted to within a line of the issue-date label.
  const lines: Parameters<typeof grid>[0] = [
    [100, [300, 'Factura n'], [440, 'F025180']],
    [114, [300, 'Fecha de   ion'], [440, 'an0']],
    [122, [300, 'Fetia vro .'], [440, '18/12/25']],
  ];
  const dates = datesOf(lines, 'es', 'EUR');
  t.equal(dates.invoiceDate, null, 'the due date is not taken as the invoice date');

  // The same drift with nothing in the label column: the value is the label's own.
  const own = datesOf(
    [
      [100, [300, 'Factura n'], [440, 'F025180']],
      [114, [300, 'Fecha de emision']],
      [122, [440, '08/12/25']],
    ],
    'es',
    'EUR',
  );
  t.equal(own.invoiceDate, '2025-12-08');
});

t.test('an invoice is not due before it is issued', async (t) => {
  // No invoice-date label: the first free date is later than the labelled due date, so it is
  // some other date (a delivery, a print stamp) and no invoice date.
  const dates = datesOf(
    [
      [100, [60, 'Hanse Obst GmbH'], [440, '15.07.2024']],
      [114, [300, 'Fällig am'], [440, '10.07.2024']],
    ],
    'de',
    'EUR',
  );
  t.equal(dates.dueDate, '2024-07-10', 'the labelled due date stays');
  t.equal(dates.invoiceDate, null, 'the unlabelled later date is dropped');
  t.equal(dates.confidence.invoiceDate, 0);

  const inOrder = datesOf(
    [
      [100, [60, 'Hanse Obst GmbH'], [440, '01.07.2024']],
      [114, [300, 'Fällig am'], [440, '10.07.2024']],
    ],
    'de',
    'EUR',
  );
  t.equal(inOrder.invoiceDate, '2024-07-01', 'an earlier free date is still the invoice date');
});

t.test('"Venc." abbreviates the due-date label in Spanish and Portuguese', async (t) => {
  t.same(findLabels('Venc.25 de mayo de 2022').map((h) => h.field), ['dueDate'], 'glued to its value');
  t.same(findLabels('Fecha venc.: 25/05/2022').map((h) => h.field), ['dueDate']);
  t.same(findLabels('Data de venc. 25/05/2022').map((h) => h.field), ['dueDate']);
  t.same(findLabels('Vencedor Lda'), [], 'a word starting with "venc" is no label');

  // Without the label the due date was the first free date, so it became the invoice date.
  const dates = datesOf(
    [
      [100, [300, 'Factura n'], [440, 'F-2022-118']],
      [114, [60, 'Venc.25d ayo de 2022'], [300, 'CIF: B56187210']],
    ],
    'es',
    'EUR',
  );
  t.equal(dates.dueDate, '2022-05-25');
  t.equal(dates.invoiceDate, null);
});

t.test('a letter-style place and date ("Linz, am 21.11.2026") dates the invoice; printed terms then imply the due date', async (t) => {
  t.same(findLabels('Linz, am 21.11.2026').map((h) => h.field), ['invoiceDate']);
  t.same(findLabels('Berlin, den 3. März 2026').map((h) => h.field), ['invoiceDate']);
  t.same(findLabels('Paris, le 21/11/2026').map((h) => h.field), ['invoiceDate']);
  t.same(findLabels('Zahlung am 21.11.2026').map((h) => h.field), [], 'no place and comma before it');
  const dates = datesOf(
    [
      [110, [50, 'Familie Berger'], [380, 'Linz, am 21.11.2026']],
      [170, [50, 'Rechnung Nr. 2026/0815']],
      [186, [50, 'Leistungszeitraum: 10.11.2026 – 14.11.2026']],
      [350, [50, 'Zahlbar innerhalb von 14 Tagen ohne Abzug.']],
    ],
    'de',
    'EUR',
  );
  t.same([dates.invoiceDate, dates.dueDate], ['2026-11-21', '2026-12-05']);
});
