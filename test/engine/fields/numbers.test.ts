import t from 'tap';
import { detectDecimalSeparator, findAmounts, parseAmount, repairNumericText } from '../../../engine/fields/numbers.js';

t.test('parses the common amount formats', async (t) => {
  const cases: [string, '.' | ',', number][] = [
    ['1,234.56', '.', 1234.56],
    ['1.234,56', ',', 1234.56],
    ['1 234,56', ',', 1234.56],
    ["1'234.56", '.', 1234.56],
    ['1’234.56', '.', 1234.56],
    ['-12.00', '.', -12],
    ['(12.00)', '.', -12],
    ['(-)0.40', '.', -0.4],
    ['12.00-', '.', -12],
    ['$12.00', '.', 12],
    ['12,00 €', ',', 12],
    ['EUR 1.234,56', ',', 1234.56],
    ['USD12.00', '.', 12],
    ['1,234,567.89', '.', 1234567.89],
    ['Rs. 1,18,000.00', '.', 118000],
    ['₹12,34,56,789', '.', 123456789],
    ['1,00,000', '.', 100000],
  ];
  for (const [text, decimal, want] of cases) t.equal(parseAmount(text, decimal), want, text);
});

t.test('three digits after one separator follow the document decimal separator', async (t) => {
  t.equal(parseAmount('1.500', ','), 1500);
  t.equal(parseAmount('1.500', '.'), 1.5);
  t.equal(parseAmount('1,234', '.'), 1234);
});

t.test('separators in no known grouping are not a number', async (t) => {
  t.equal(parseAmount('1,2,345.00', '.'), null, 'a one-digit pair is no lakh group');
  t.equal(parseAmount('123,45,678.00', '.'), null, 'three digits before the pairs');
});

t.test('repairs OCR letters inside numeric tokens only', async (t) => {
  t.equal(parseAmount('l2.5O', '.'), 12.5);
  t.equal(parseAmount('Total: 1B4.00', '.'), 184);
  t.equal(parseAmount('S12.00', '.'), 12, 'a leading S before a price is a dollar sign');
  t.equal(parseAmount('1O4,S0', ','), 104.5);
  t.equal(repairNumericText('INVOICE Total').text, 'INVOICE Total', 'words stay words');
  t.ok(findAmounts('l2.5O', '.')[0]!.repaired);
});

t.test('a currency code OCR glued after the cents leaves the amount readable (train photo)', async (t) => {
  t.equal(parseAmount('S2,103.38USD', '.'), 2103.38, 'a leading S read for "$"');
  t.equal(parseAmount('f2,949.97GBP', '.'), 2949.97, 'a leading f read for "£"');
  t.equal(parseAmount('E1.234,56EUR', ','), 1234.56, 'a leading E read for "€"');
  t.equal(parseAmount('1O4,S0EUR', ','), 104.5, 'digit confusions inside');
  t.equal(repairNumericText('S2,103.38USD').text, '$2,103.38USD', 'the code itself stays');
  t.same(findAmounts('4PK12.00ABC', '.'), [], 'a pack size glued before stays no amount');
  t.equal(parseAmount('9S7.95E EUR', '.'), 957.95, 'a "€" read as E after the cents, with a 5 read as S');
  t.equal(parseAmount('2.4SA', '.'), 2.45, 'a receipt tax class after a repaired amount');
});

t.test('does not read identifiers, dates, pack sizes or rates as money', async (t) => {
  t.same(findAmounts('INV-2024-001', '.'), []);
  t.same(findAmounts('12.03.2024', '.'), []);
  t.same(findAmounts('PAPER TOWELS 6RL', '.'), []);
  const rate = findAmounts('VAT 19%   4.56', '.');
  t.equal(rate[0]!.percent, true);
  t.equal(parseAmount('VAT 19%   4.56', '.'), 4.56);
  t.same(
    findAmounts('2 x 3.50   7.00', '.').map((a) => a.value),
    [2, 3.5, 7],
    'a quantity before a price stays separate',
  );
});

t.test('decides the decimal separator from the whole document', async (t) => {
  t.equal(detectDecimalSeparator(['1.234,56', '12,00', 'Datum 12.03.2024']), ',');
  t.equal(detectDecimalSeparator(['12.00', '3.50', '1,200.00']), '.');
  t.equal(detectDecimalSeparator(["CHF 1'234.50", '8.1 %']), '.');
  t.equal(detectDecimalSeparator(['no numbers here']), '.', 'defaults to a point');
});
