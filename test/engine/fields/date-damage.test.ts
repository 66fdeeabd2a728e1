// Dates OCR damaged beyond a lost separator (issue 3, train split error analysis): a year that
// lost one digit, a month name shortened to a few of its letters. Every damaged string is one
// PP-OCR produced for a printed date on a train-split scan or photo.
import t from 'tap';
import { findDates, readDate, readSlippedDateValue } from '../../../engine/fields/dates.js';
import { findDocumentDates } from '../../../engine/fields/doc-dates.js';
import { findLabelledValues } from '../../../engine/layout/blocks.js';
import { buildRows } from '../../../engine/layout/rows.js';
import { grid, makePage } from './page-fixture.js';

function datesOf(lines: Parameters<typeof grid>[0], language: string, currency: string) {
  const rows = buildRows(makePage(grid(lines), { source: 'ocr' }));
  return findDocumentDates(findLabelledValues([rows]), rows.rows, { language, currency });
}

function slipped(text: string, order: 'dmy' | 'mdy' = 'dmy'): string | null {
  const found = readSlippedDateValue(text);
  return found ? readDate(found, order) : null;
}

t.test('a date label value whose year lost one digit', async (t) => {
  t.equal(slipped('05/5/222'), '2022-05-05', 'the 0 of 2022 lost');
  t.equal(slipped('02.06.025'), '2025-06-02', 'the leading 2 of 2025 lost');
  t.equal(slipped('12/12/202'), null, 'not when the lost digit could make 2020 to 2029');
  t.equal(slipped('3/4/205'), null, 'nor 2005 or 2015 to 2095');
  t.ok(readSlippedDateValue('05/5/222')?.repaired, 'the reading is marked as repaired');
});

t.test('a date label value with its month name shortened', async (t) => {
  t.equal(slipped('13ms2024'), '2024-03-13', '"mars" read as "ms"');
  t.equal(slipped('4 sptbr 2023'), '2023-09-04', 'letters of "septembre" in order');
  t.equal(slipped('7 ja 2024'), '2024-01-07');
  t.equal(slipped('7 me 2022'), null, 'letters that names of two months hold ("mei", "marzec")');
  t.equal(slipped('7 de 2024'), null, 'the Spanish "de" is no month');
  t.equal(slipped('12 Stk 2024'), null, 'letters no month name holds');
});

t.test('a two-digit year after a separator read as a space', async (t) => {
  t.equal(slipped('02 11.25'), '2025-11-02');
});

t.test('a timestamp whose year lost a digit, only before a clock time', async (t) => {
  const stamp = findDates('07/27/225 18:58');
  t.equal(stamp.length, 1);
  t.equal(readDate(stamp[0]!, 'mdy'), '2025-07-27');
  t.ok(stamp[0]!.repaired);
  t.same(findDates('CUP 4/6/120 OZ'), [], 'a pack size is no date');
  t.same(findDates('07/27/202 18:58'), [], 'a year that could be 2020 to 2029 is not guessed');
});

t.test('a labelled damaged date is read, less sure than a whole one', async (t) => {
  const damaged = datesOf(
    [
      [100, [300, 'Date:'], [440, '05/5/222']],
      [114, [300, 'Zahlbar bis:'], [440, '02.06.025']],
    ],
    'de',
    'EUR',
  );
  t.equal(damaged.invoiceDate, '2022-05-05');
  t.equal(damaged.dueDate, '2025-06-02');
  const whole = datesOf(
    [
      [100, [300, 'Date:'], [440, '05/05/2022']],
      [114, [300, 'Zahlbar bis:'], [440, '02.06.2025']],
    ],
    'de',
    'EUR',
  );
  t.ok(damaged.confidence.invoiceDate < whole.confidence.invoiceDate, 'a lost digit costs confidence');
  t.ok(damaged.confidence.dueDate < whole.confidence.dueDate);

  const french = datesOf([[100, [300, "Date d'emisnion"], [440, '13ms2024']]], 'fr', 'EUR');
  t.equal(french.invoiceDate, '2024-03-13');
});

t.test('a date label value with a garbled month name first', async (t) => {
  t.equal(slipped('Deenbe 1: 2025'), '2025-12-01', '"December" three edits off, a colon for the comma');
  t.equal(slipped('Septembe3224'), '2024-09-03', 'day glued to a year that lost its 0');
  t.equal(slipped('Sptmbr 12 2023'), '2023-09-12');
  t.equal(slipped('Juni 2024'), null, 'a month and a year are no day');
  t.equal(slipped('Dezember 12024'), null, 'digits that split into two dates are not guessed');
  t.equal(slipped('Junl 5, 2025'), null, 'a slip that could be June or July');
  t.equal(slipped('Payment 15 2024'), null, 'a word no month name is near');
});

t.test('an issue date read through a guessed month after its own due date is dropped', async (t) => {
  // "7ene. 2022" lost "en": the two letters left read as May ("mei"), after the due date.
  const dates = datesOf(
    [
      [100, [300, 'Fecha'], [440, '7me. 2022']],
      [114, [300, 'Vencimiento'], [440, '21ene. 2022']],
    ],
    'es',
    'EUR',
  );
  t.equal(dates.dueDate, '2022-01-21');
  t.equal(dates.invoiceDate, null);
});

t.test('with no date found, one after a garbled short label and a colon', async (t) => {
  // "Date:13.03.2024" lost its dots and most of its label.
  const garbled = datesOf([[40, [40, 'hae:13032024'], [300, 'Manchester M4 6WX']]], 'en', 'GBP');
  t.equal(garbled.invoiceDate, '2024-03-13');
  t.ok(garbled.confidence.invoiceDate < 0.8, 'a guess from a label nobody can read');
  const phone = datesOf([[40, [40, 'Tel:01606594105']]], 'en', 'GBP');
  t.equal(phone.invoiceDate, null, 'a phone number is no date');
  const reference = datesOf([[40, [40, 'Ref:12052023']]], 'en', 'GBP');
  t.equal(reference.invoiceDate, null, 'nor a reference number');
  const labelled = datesOf(
    [
      [40, [40, 'hae:13032024']],
      [60, [300, 'Invoice Date'], [440, '14.03.2024']],
    ],
    'en',
    'GBP',
  );
  t.equal(labelled.invoiceDate, '2024-03-14', 'a labelled date wins');
});

t.test('a year-first date whose year OCR split with a space', async (t) => {
  // Train receipt photo: "2023-04-06 16:08" read "202 3-04-06 16:08" was taken as 4 March 2006.
  t.same(findDates('202 3-04-06 16:08').map((d) => readDate(d, 'mdy')), ['2023-04-06']);
  t.same(findDates('20 23/11/05').map((d) => readDate(d, 'dmy')), ['2023-11-05']);
  t.same(findDates('2 024.02.29').map((d) => readDate(d, 'dmy')), ['2024-02-29']);
  t.same(findDates('Tel 555 3-04-06').map((d) => readDate(d, 'mdy')), ['2006-03-04'], 'a spaced year must start 19 or 20');
});
