// Slovenian, Latvian and Icelandic labels, their languages and currencies; the Turkish lira's
// "TL" and an address's "CAD." (Caddesi) on a Turkish till slip; a Czech total's "KČ" read "KC"
// beside Euro-pallets.
import t from 'tap';
import { detectCurrency } from '../../../engine/fields/currency.js';
import { detectLanguage, findLabels } from '../../../engine/fields/labels.js';
import { findAmounts } from '../../../engine/fields/numbers.js';

function fieldOf(text: string): string | null {
  return findLabels(text)[0]?.field ?? null;
}

t.test('Slovenian, Latvian and Icelandic labels', async (t) => {
  const cases: [string, string][] = [
    ['RAČUN št. 26-1104471', 'invoiceNumber'],
    ['Rok plačila: 30. 11. 2026', 'dueDate'],
    ['Datum izdaje: 10. 11. 2026', 'invoiceDate'],
    ['Skupaj brez DDV 84,73', 'subtotal'],
    ['DDV 9,5 % 8,05', 'tax'],
    ['ZA PLAČILO EUR 92,78', 'total'],
    ['Rēķins Nr. 447', 'invoiceNumber'],
    ['KOPĀ 31,90', 'total'],
    ['PVN 21 % 5,54', 'tax'],
    ['Summa bez PVN 26,36', 'subtotal'],
    ['Gjalddagi 01.12.2026', 'dueDate'],
    ['Dagsetning 20.11.2026', 'invoiceDate'],
    ['Samtals án VSK 292.400', 'subtotal'],
    ['VSK 24% 70.176', 'tax'],
    ['Til greiðslu kr. 362.576', 'total'],
  ];
  for (const [text, field] of cases) t.equal(fieldOf(text), field, text);
  t.not(fieldOf('VSK-nr. 128447'), 'tax', 'an Icelandic VAT number is no tax amount');
  t.not(fieldOf('L-HT01 Leiga'), 'subtotal', '"HT" inside an item code is no French net total');
});

t.test('their languages and currencies', async (t) => {
  t.equal(detectLanguage(['RAČUN št. 1', 'Skupaj brez DDV 84,73', 'ZA PLAČILO 92,78', 'Rok plačila 30. 11. 2026']), 'sl');
  t.equal(detectLanguage(['Kases čeks', 'KOPĀ 31,90', 'PVN 21 %', 'Skaidra nauda 50,00', 'Atlikums 18,10', 'Paldies!']), 'lv');
  t.equal(detectLanguage(['REIKNINGUR', 'Gjalddagi 01.12.2026', 'Samtals án VSK 292.400', 'Til greiðslu kr. 362.576']), 'is');
  t.equal(detectCurrency(['Skupaj brez DDV 84,73', 'ZA PLAČILO 92,78'], 'sl').code, 'EUR');
  t.equal(detectCurrency(['KOPĀ 31,90'], 'lv').code, 'EUR');
  t.equal(detectCurrency(['Til greiðslu kr. 362.576'], 'is').code, 'ISK');
  t.equal(detectCurrency(['Til greiðslu kr. 362.576'], 'da').code, 'DKK', 'the same crowns on a Danish page');
});

t.test('the Turkish lira printed TL, and a street abbreviated CAD.', async (t) => {
  t.equal(detectCurrency(['ŞEHİT İBRAHİM CAD. NO:44', 'TOPLAM *1.961,27', 'TUTAR : 1.961,27 TL'], 'tr').code, 'TRY');
  t.equal(detectCurrency(['Total CAD 12.00'], 'en').code, 'CAD', 'CAD on a page in English is still the Canadian dollar');
});

t.test('crowns read KC beside Euro-pallets', async (t) => {
  t.equal(detectCurrency(['Paleta EUR vratná - záloha 2 390,00', 'Vrácené palety EUR', 'CELKEM K ÚHRADĚ 64 180,00 KC'], 'cs').code, 'CZK');
  t.equal(detectCurrency(['EUR-Palette Pfand 15,00', 'Gesamtbetrag 120,00 EUR'], 'de').code, 'EUR', 'a euro amount beside a pallet is still euros');
});

t.test('a Hungarian year and month is no amount', async (t) => {
  t.notOk(findAmounts('Lejárat: 2027. 09. · ÉVI: hús 0 nap', ',').some((a) => a.decimals > 0), 'no 2027.09');
  t.same(findAmounts('Total 1,626. 37', '.').map((a) => a.value), [1626.37], 'an OCR-split amount is still joined');
});
