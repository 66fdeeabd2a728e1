// Lithuanian, Estonian, Croatian and Slovak labels; Lithuanian dates; the currencies of Kenya,
// Malaysia, the Philippines, Peru and Chile (with its peso "$14.948" that has no decimals); their
// payment words.
import t from 'tap';
import { detectCurrency } from '../../../engine/fields/currency.js';
import { restoreDiacritics } from '../../../engine/fields/diacritics.js';
import { findDates } from '../../../engine/fields/dates.js';
import { detectLanguage, findLabels } from '../../../engine/fields/labels.js';
import { detectDecimalSeparator } from '../../../engine/fields/numbers.js';
import { findPaymentMethod } from '../../../engine/fields/payment.js';

function fieldOf(text: string): string | null {
  return findLabels(text)[0]?.field ?? null;
}

t.test('Lithuanian, Estonian, Croatian, Slovak and Peruvian labels', async (t) => {
  const cases: [string, string][] = [
    ['Suma be PVM', 'subtotal'],
    ['PVM 21 %', 'tax'],
    ['Iš viso su PVM', 'total'],
    ['Apmokėti iki:', 'dueDate'],
    ['Pirkėjas', 'billTo'],
    ['Pardavėjas', 'vendorFrom'],
    ['PVM mokėtojo kodas', 'taxId'],
    ['KOKKU', 'total'],
    ['KM kokku', 'tax'],
    ['Ilma KM-ta', 'subtotal'],
    ['Arve nr', 'invoiceNumber'],
    ['UKUPNO EUR', 'total'],
    ['Ukupno porez', 'tax'],
    ['RAČUN br.', 'invoiceNumber'],
    ['SPOLU EUR', 'total'],
    ['Op. Gravada', 'subtotal'],
    ['I.G.V. 18%', 'tax'],
    ['VAT REG TIN: 009-482-715-00000', 'taxId'],
    ['Zaokrouhlení', 'rounding'],
  ];
  for (const [text, field] of cases) t.equal(fieldOf(text), field, text);
  t.equal(detectLanguage(['PVM SĄSKAITA FAKTŪRA', 'Pardavėjas', 'Pirkėjas', 'Kiekis', 'Kaina', 'Iš viso su PVM']), 'lt');
  t.equal(detectLanguage(['Kviitung nr 38214', 'KOKKU 20,47', 'Pangakaart', 'KM kokku', 'Aitäh ostu eest!']), 'et');
  t.equal(detectLanguage(['RAČUN br. 1284', 'UKUPNO EUR 125,00', 'PDV 25%', 'Osnovica', 'Hvala']), 'hr');
});

t.test('Lithuanian dates, year first, and Estonian months', async (t) => {
  t.same(findDates('2026 m. lapkričio 20 d.').map((d) => d.dmy), ['2026-11-20']);
  t.same(findDates('Apmokėti iki: 2026 m. gruodžio 4 d.').map((d) => d.dmy), ['2026-12-04']);
  t.same(findDates('20. detsember 2026').map((d) => d.dmy), ['2026-12-20']);
});

t.test('currencies of Kenya, Malaysia, the Philippines, Peru and Chile', async (t) => {
  t.equal(detectCurrency(['KRA PIN: P051234567X', 'Total 58,000.00'], 'en').code, 'KES');
  t.equal(detectCurrency(['Jalan Masjid India, 50100 Kuala Lumpur', 'TOTAL RM 46.50'], 'en').code, 'MYR');
  t.equal(detectCurrency(['Makati City 1226, Philippines', 'Total Amount Due 850.00'], 'en').code, 'PHP');
  t.equal(detectCurrency(['R.U.C. N° 20601834279', 'Importe Total S/ 748.12'], 'es').code, 'PEN');
  t.equal(detectCurrency(['RUT: 76.123.456-7 · Providencia, Santiago', 'TOTAL $14.948'], 'es').code, 'CLP');
  t.equal(detectCurrency(['Santiago de Compostela', 'Total 12,50 €'], 'es').code, 'EUR');
  // The euro of the east when OCR lost the € sign: from the city, the VAT id or the language.
  t.equal(detectCurrency(['Kalamaja Toidupood OU', 'Tööstuse 47, 10416 Tallinn', 'KOKKU 20,47'], 'et').code, 'EUR');
  t.equal(detectCurrency(['Potraviny Kovac s.r.o., Košice', 'IČ DPH: SK2021234567', 'SPOLU 17,90'], 'cs').code, 'EUR');
  t.equal(detectCurrency(['Pekárna U Mlýna, Brno', 'DIČ: CZ28461738', 'Celkem k úhradě 11 271,00'], 'cs').code, 'CZK');
  // "$14.948" and "$2.390": grouped whole pesos, so the comma would mark decimals.
  t.equal(detectDecimalSeparator(['Marraqueta $2.390 $2.868', 'TOTAL $14.948']), ',');
  t.equal(detectDecimalSeparator(['Consulting $1,250', 'Total $2,500']), '.');
});

t.test('payment words: GCash and M-Pesa are wallets, a Slovak or Estonian card is a card', async (t) => {
  t.same(findPaymentMethod(['GCash 850.00']), { type: 'mobile_wallet' });
  t.same(findPaymentMethod(['Paid by M-PESA 1,160.00']), { type: 'mobile_wallet' });
  t.same(findPaymentMethod(['Platobná karta   17,90']), { type: 'card' });
  t.same(findPaymentMethod(['Pangakaart 20,47']), { type: 'card' });
  t.same(findPaymentMethod(['Gotovina 50,00']), { type: 'cash' });
});

t.test('Estonia\'s OÜ ends a company name; an OU elsewhere stays', async (t) => {
  t.equal(restoreDiacritics('Kalamaja Toidupood OU', 'et'), 'Kalamaja Toidupood OÜ');
  t.equal(restoreDiacritics('OU EST LE BUREAU', 'fr'), 'OU EST LE BUREAU');
});

t.test('accents OCR dropped come back in Slovak, Croatian and Lithuanian words', async (t) => {
  t.equal(restoreDiacritics('Potraviny Kovac s.r.o.', 'cs'), 'Potraviny Kováč s.r.o.', 'Slovak documents read as Czech use both lists');
  t.equal(restoreDiacritics('Gastroklub Velkoobchod s.r.o.', 'cs'), 'Gastroklub Velkoobchod s.r.o.', 'no Slovak ľ on the Czech word spelt without it');
  t.equal(restoreDiacritics('Palacinke s orasima', 'hr'), 'Palačinke s orasima');
  t.equal(restoreDiacritics('Kavos aparato technine prieziura', 'lt'), 'Kavos aparato technine priežiūra');
  t.equal(restoreDiacritics('Kalamaja Toidupood', 'lt'), 'Kalamaja Toidupood', 'a word no list holds stays as read');
});
