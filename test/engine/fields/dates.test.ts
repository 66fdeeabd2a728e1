import t from 'tap';
import { findDates, readDate, resolveDayMonthOrder } from '../../../engine/fields/dates.js';

function only(text: string, order: 'dmy' | 'mdy' = 'dmy'): string | null {
  const found = findDates(text);
  return found.length === 1 ? readDate(found[0]!, order) : null;
}

t.test('numeric dates', async (t) => {
  t.equal(only('2024-03-12'), '2024-03-12');
  t.equal(only('12/03/2024', 'dmy'), '2024-03-12');
  t.equal(only('12/03/2024', 'mdy'), '2024-12-03');
  t.equal(only('03.12.2024'), '2024-12-03');
  t.equal(only('25/12/24', 'mdy'), '2024-12-25', 'a day over 12 forces the order');
  t.equal(only('1O/O3/2O24'), '2024-03-10', 'OCR O for 0');
  t.same(findDates('Total 12.03 EUR'), [], 'an amount is not a date');
  t.same(findDates('31/02/2024'), [], 'impossible dates are rejected');
});

t.test('textual dates in English, German, French, Spanish and more', async (t) => {
  const cases: [string, string][] = [
    ['12-Mar-24', '2024-03-12'],
    ['March 12, 2024', '2024-03-12'],
    ["Nov 21 '26 8:05 AM", '2026-11-21'],
    ['Mar 5 2024', '2024-03-05'],
    ['1st March 2024', '2024-03-01'],
    ['12. März 2024', '2024-03-12'],
    ['3. Okt. 2024', '2024-10-03'],
    ['1er janvier 2024', '2024-01-01'],
    ['15 août 2024', '2024-08-15'],
    ['12 de marzo de 2024', '2024-03-12'],
    ['3 ene. 2025', '2025-01-03'],
    ['5 mei 2024', '2024-05-05'],
    ['7 settembre 2023', '2023-09-07'],
    ['9 dezembro 2023', '2023-12-09'],
    // Czech genitives as OCR returns them (no ř, č, ě in the recogniser's alphabet), Danish, Norwegian.
    ['3. listopadu 2026', '2026-11-03'],
    ['14. rijna 2026', '2026-10-14'],
    ['1. cervence 2026', '2026-07-01'],
    ['2. cervna 2026', '2026-06-02'],
    ['5. marts 2026', '2026-03-05'],
    ['24. desember 2026', '2026-12-24'],
  ];
  for (const [text, want] of cases) t.equal(only(text), want, text);
});

t.test('day/month order comes from evidence in the document first', async (t) => {
  const ambiguous = findDates('03/04/2024');
  const forcedDay = findDates('25/12/2024');
  t.equal(resolveDayMonthOrder([...ambiguous, ...forcedDay], { language: 'en', currency: 'USD' }), 'dmy');
  const forcedMonth = findDates('12/25/2024');
  t.equal(resolveDayMonthOrder([...ambiguous, ...forcedMonth], { language: 'de', currency: 'EUR' }), 'mdy');
});

t.test('without evidence, locale hint, language and currency decide', async (t) => {
  const ambiguous = findDates('03/04/2024');
  t.equal(resolveDayMonthOrder(ambiguous, { language: 'en', currency: 'USD' }), 'mdy');
  t.equal(resolveDayMonthOrder(ambiguous, { language: 'en', currency: 'GBP' }), 'dmy');
  t.equal(resolveDayMonthOrder(ambiguous, { language: 'fr', currency: 'CAD' }), 'dmy');
  t.equal(resolveDayMonthOrder(ambiguous, { language: 'en', currency: 'GBP', localeHint: 'en-US' }), 'mdy');
});

t.test('pack sizes are not dates, and a US address means month first', async (t) => {
  t.same(findDates('CIDER HARD 4/6/12OZ'), [], 'a pack size');
  t.equal(only('Fecha12/03/2024'), '2024-03-12', 'OCR glued a label to a date');
  const ambiguous = findDates('05/09/2022');
  t.equal(resolveDayMonthOrder(ambiguous, { language: 'en', currency: 'EUR', usAddress: true }), 'mdy');
  t.equal(resolveDayMonthOrder(ambiguous, { language: 'en', currency: 'EUR' }), 'dmy');
});

t.test('a date whose first separator OCR read as a colon: "13:06/2024 10:55"; a time stays a time', async (t) => {
  t.same(findDates('13:06/2024 10:55').map((d) => d.dmy), ['2024-06-13']);
  t.same(findDates('10:05/12').map((d) => d.dmy), []);
  t.same(findDates('Time 10:55 12/03/2024').map((d) => [d.dmy, d.start]), [['2024-03-12', 11]]);
});
