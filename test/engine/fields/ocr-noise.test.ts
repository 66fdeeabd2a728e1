// OCR damage on photographed and scanned invoices (train split error analysis, second round):
// each string is one PP-OCR really produced for a printed label or value, and what it must read as.
import t from 'tap';
import { detectCurrency } from '../../../engine/fields/currency.js';
import { findDates, readDate } from '../../../engine/fields/dates.js';
import { findDocumentDates } from '../../../engine/fields/doc-dates.js';
import { restoreDiacritics } from '../../../engine/fields/diacritics.js';
import { correctLabelTypos, findFuzzyLabel, findLabels } from '../../../engine/fields/labels.js';
import { findInvoiceNumber, readIdentifier } from '../../../engine/fields/invoice-number.js';
import { findAmounts } from '../../../engine/fields/numbers.js';
import { findPaymentMethod } from '../../../engine/fields/payment.js';
import { chooseTotals } from '../../../engine/fields/totals.js';
import { findLabelledValues } from '../../../engine/layout/blocks.js';
import { buildRows } from '../../../engine/layout/rows.js';
import { findLineItems } from '../../../engine/layout/table.js';
import { grid, makePage, right } from './page-fixture.js';

function only(text: string, order: 'dmy' | 'mdy' = 'dmy'): string | null {
  const found = findDates(text);
  return found.length === 1 ? readDate(found[0]!, order) : null;
}

t.test('dates: split month names and years, mixed separators, glued "de"', async (t) => {
  t.equal(only('Aug ust 18, 2023'), '2023-08-18', 'a space inside the month name');
  t.equal(only('04/19/202 3', 'mdy'), '2023-04-19', 'a space before the last digit of the year');
  t.equal(only('Payment Due: 12/17.2023', 'mdy'), '2023-12-17', 'the second separator misread before a four-digit year');
  t.equal(only('3/4.50'), null, 'mixed separators before a short number are a price, not a date');
  t.equal(only('1 1 / 2 2 / 2 0 2 3', 'mdy'), '2023-11-22', 'every digit spaced out');
  t.equal(only('Qty 2 3 / 4 5'), null, 'spaced digits without a year stay apart');
  t.equal(only('Jun 12,22'), '2022-06-12', 'an abbreviated US date with a two-digit year after a comma');
  t.equal(only('Qty 12, 22 units'), null, 'numbers after a comma without a month are no date');
  t.equal(only('6defebrerode2023'), '2023-02-06', 'Spanish "de" glued on both sides of the month');
  t.equal(only('15deagostode2025'), '2025-08-15');
  t.equal(only('6dedezembro de 2023'), '2023-12-06', 'Portuguese too');
  t.equal(only('6Dezember 2023'), '2023-12-06', 'the German "De" of "Dezember" is not taken for "de"');
  t.equal(only('3. Dezember 2023'), '2023-12-03');
  t.equal(only('Vencimiento 18ene .2024'), '2024-01-18', 'the dot of an abbreviation after a space');
  t.equal(only('25aot 2023'), '2023-08-25', '"août" without its û');
  t.equal(only('2024-08- 18   06:54'), '2024-08-18', 'a space after a separator of a year-first date');
});

t.test('labels: split, glued to their number mark or value, one letter short', async (t) => {
  const fields = (text: string) => findLabels(correctLabelTypos(text)).map((h) => h.field);
  t.same(fields('Invoice Numbe r'), ['invoiceNumber'], 'the last letter split off "Number"');
  t.same(fields('TOT AL'), ['total'], 'a five-letter label split in two');
  t.same(fields('Re .Nr.'), ['invoiceNumber'], 'a space before the abbreviation dot');
  t.same(fields('NFartura'), ['invoiceNumber'], '"N° Factura" with the ° and the space lost and a letter misread');
  t.equal(correctLabelTypos('Nfactura'), 'N factura', 'the exact label word wins over a one-letter neighbour');
  t.same(fields('Falig am'), ['dueDate'], '"Fällig am" with one l');
  t.same(fields('Zahibar bis:'), ['dueDate'], '"Zahlbar" with l read as i');
  t.equal(correctLabelTypos('FacturanFAC-25-4078'), 'Factura n FAC-25-4078', 'label, n° and value in one word');
  t.equal(correctLabelTypos('Naturally'), 'Naturally', 'an ordinary word starting with n is left alone');
  t.equal(correctLabelTypos('Totals'), 'Totals');
});

t.test('identifiers: spaces on both sides of a separator, or after a dot', async (t) => {
  t.equal(readIdentifier('R2503 - 002'), 'R2503-002');
  t.equal(readIdentifier('2024. 8603'), '2024.8603');
  t.equal(readIdentifier('1234 - Net 30'), '1234', 'a dash before words is not part of the number');
});

t.test('amounts: currency signs read as letters, tax class letters', async (t) => {
  t.same(findAmounts('Total:   f2,949.97 GBP', '.').map((a) => a.value), [2949.97], '"£" read as "f"');
  t.same(findAmounts('E24,84', ',').map((a) => a.value), [24.84], '"€" read as "E"');
  t.same(findAmounts('Total Due   s3393.29', '.').map((a) => a.value), [3393.29], 'a lower-case s for "$" is no 5');
  t.same(findAmounts('TOTAL   241.43C', '.').map((a) => a.value), [241.43], 'a receipt tax class letter after the cents');
  t.same(findAmounts('Ref12.00', '.').map((a) => a.value), [], 'letters of a word before digits stay letters');
  t.same(findAmounts('WINE 0.75L', '.').map((a) => a.value), [], 'a volume is not money');
});

t.test('currency: a named dollar code owns the bare "$"; a lone "$" on a German page is noise', async (t) => {
  const canadian = ['Unit 30 Riverside Park London E14 9GE', 'Each $22.47   $67.41', '$41.76   $793.44', '$25.39   $45.84', 'Total Due:   $2,743.60 CAD'];
  t.equal(detectCurrency(canadian, 'en').code, 'CAD');
  t.equal(detectCurrency(['Rechnung', '1 Mitgliedsbeitrag   $40.00   540,00', 'Gesamtbetrag   4.919,82'], 'de').code, 'EUR');
  t.equal(detectCurrency(['Invoice', 'Total   $120.00'], 'en').code, 'USD', 'English keeps the dollar');
});

t.test('legal forms keep their accents in any language', async (t) => {
  t.equal(restoreDiacritics('Becker Druck Sarl', 'de'), 'Becker Druck Sàrl');
  t.equal(restoreDiacritics('Fiduciaire Kieffer & Associés S.a r.l.', 'fr'), 'Fiduciaire Kieffer & Associés S.à r.l.', 'Luxembourg\'s S.à r.l.');
  t.equal(restoreDiacritics('Équipement CHR Rhône Ltee', 'en'), 'Équipement CHR Rhône Ltée');
  t.equal(restoreDiacritics('Boissons Dupont SARL', 'fr'), 'Boissons Dupont SARL', 'the French capitals stay');
});

function ocrPage(lines: Parameters<typeof grid>[0]) {
  return buildRows(makePage(grid(lines), { source: 'ocr' }));
}

t.test('a stacked label grid: a neighbour row value belongs to its own label', async (t) => {
  // "Due Date" lost its value to OCR; the date above belongs to "Date of issue".
  const rows = ocrPage([
    [100, [300, 'Invoice No.:'], [420, '2022-99779']],
    [112, [300, 'Date of issue'], [420, '05/09/2022']],
    [120, [300, 'Due Date'], [420, '/23/2022']],
  ]);
  const dates = findDocumentDates(findLabelledValues([rows]), rows.rows, { language: 'en', currency: 'USD' });
  t.equal(dates.invoiceDate, '2022-05-09');
  t.equal(dates.dueDate, null, 'no date is borrowed from the label above');

  const below = ocrPage([
    [100, [60, 'Invoice Date: 1 1 / 2 2 / 2 0 2 3']],
    [113, [60, 'Due:'], [140, '12/22/2023']],
  ]);
  const read = findDocumentDates(findLabelledValues([below]), below.rows, { language: 'en', currency: 'USD' });
  t.equal(read.invoiceDate, '2023-11-22', 'the spaced-out date inline, not the due date under it');
  t.equal(read.dueDate, '2023-12-22');

  const drifting = ocrPage([
    [100, [300, 'Invoice Date'], [440, '03/04/2024']],
    [112, [300, 'Due Date']],
    [118, [440, '04/04/2024']],
  ]);
  const drift = findDocumentDates(findLabelledValues([drifting]), drifting.rows, { language: 'en', currency: 'USD' });
  t.equal(drift.dueDate, '2024-04-04', 'a value drifting off its row with no label beside it is still offered');
});

t.test('invoice number behind a label OCR glued or split', async (t) => {
  const rows = ocrPage([[100, [60, 'FacturanFAC-24-7077']], [114, [60, 'Fecha4ene.2024']]]);
  t.equal(findInvoiceNumber(findLabelledValues([rows])).value, 'FAC-24-7077');
  const split = ocrPage([[100, [300, 'Invoice Numbe r'], [480, 'FA2356509']]]);
  t.equal(findInvoiceNumber(findLabelledValues([split])).value, 'FA2356509');
});

function totalsOf(lines: Parameters<typeof grid>[0], decimal: '.' | ',') {
  const rows = ocrPage(lines);
  return chooseTotals({ labelled: findLabelledValues([rows]), tableRows: new Set(), lineTotals: [], decimal, ocr: true });
}

t.test('totals: a whole total is not "repaired" by a sum of damaged parts', async (t) => {
  const damagedTax = totalsOf([
    [100, [380, 'Summe netto:'], right(560, '1.140,00')],
    [114, [380, 'USt. (19 %):'], right(560, '216,0')],
    [128, [380, 'Gesamtsumme:'], right(560, '1.356,60 EUR')],
  ], ',');
  t.equal(damagedTax.total, 1356.6);
  const damagedTotal = totalsOf([
    [100, [380, 'Sub-Total'], right(560, '$3,186.19')],
    [114, [380, 'Sales Tax 6.5%'], right(560, '$207.10')],
    [128, [380, 'Total Due'], right(560, '$3393.2')],
  ], '.');
  t.equal(damagedTotal.total, 3393.29, 'a total that lost a digit is still mended by whole parts');
  t.equal(totalsOf([[100, [380, 'TOT AL'], right(560, '$2,402.16 USD')], [114, [380, 'Promo Discount'], right(560, '$99.54')]], '.').total, 2402.16, 'a split "TOTAL" label');
});

t.test('a misspelt totals label ends a receipt table', async (t) => {
  const page = ocrPage([
    [100, [40, 'PVC ELBOW 1-1/2'], right(300, '1.76')],
    [114, [40, 'SANDPAPER 5PK'], right(300, '5.34')],
    [128, [40, 'Rechnungabotrag'], right(300, '7,10')],
  ]);
  const table = findLineItems([page], '.');
  t.equal(table.items.length, 2, '"Rechnungabotrag" (Rechnungsbetrag) is no item');
  const totals = chooseTotals({ labelled: findLabelledValues([page]), tableRows: table.usedRows, lineTotals: table.items.map((i) => i.total ?? 0), decimal: '.', ocr: true });
  t.equal(totals.total, 7.1);
});

t.test('labels too damaged for the patterns are matched as whole phrases', async (t) => {
  const fuzzy = (text: string) => findFuzzyLabel(text)?.field ?? null;
  t.equal(fuzzy('Imvoce Nunber :'), 'invoiceNumber');
  t.equal(fuzzy('Date de tactre'), 'invoiceDate', '"Date de facture" with f read as t');
  t.equal(fuzzy('Payment Duer'), 'dueDate');
  t.equal(fuzzy('Rechnungabotrag'), 'total');
  t.equal(fuzzy('fotal'), 'total', '"Total" with T read as f');
  t.equal(fuzzy('Metal'), null, 'two edits in a short word are too many');
  t.equal(fuzzy('Total Foods'), null, 'the whole text must be the label');
  t.equal(fuzzy('Cafe de la Gare'), null);
  t.equal(fuzzy('Description'), null);
  t.equal(fuzzy('Dae: 1303/2024'), null, 'a label part this short is not guessed');
  t.equal(findFuzzyLabel('Imvoce Nunber :')?.weakness, 1, 'a guessed label is a weak one');

  const rows = ocrPage([
    [100, [300, 'Imvoce Nunber :'], [460, 'INV7287540']],
    [114, [300, 'Issue Date :'], [460, 'Apr 24, 2023']],
    [128, [300, 'Payment Duer'], [460, 'May 24, 2023']],
  ]);
  const labelled = findLabelledValues([rows]);
  t.equal(findInvoiceNumber(labelled).value, 'INV7287540');
  t.equal(findDocumentDates(labelled, rows.rows, { language: 'en', currency: 'USD' }).dueDate, '2023-05-24');
  const textLayer = buildRows(makePage(grid([[100, [300, 'Imvoce Nunber :'], [460, 'INV7287540']]])));
  t.equal(findInvoiceNumber(findLabelledValues([textLayer])).value, null, 'a text layer prints its labels whole: no guessing there');
});

t.test('number marks and identifiers damaged in other ways', async (t) => {
  const fields = (text: string) => findLabels(correctLabelTypos(text)).map((h) => h.field);
  t.same(fields("N' de facture"), ['invoiceNumber'], '"°" read as an apostrophe');
  const rows = ocrPage([[100, [60, 'Facture n2 FAC-23-4497']]]);
  t.equal(findInvoiceNumber(findLabelledValues([rows])).value, 'FAC-23-4497', '"°" read as a 2 glued to the n');
  t.equal(readIdentifier('10731 1'), '107311', 'a last digit split off a number');
  t.equal(readIdentifier('RE-677 36'), 'RE-67736', 'the last digits split off a prefixed number (train-37)');
  t.equal(readIdentifier('RE-677 36 vom'), 'RE-677', 'not when more text follows');
  t.equal(readIdentifier('2024 0001'), '2024', 'a group of several digits stays apart');
  t.equal(readIdentifier('RE·32450'), 'RE-32450', 'a middle dot for a hyphen');
});

t.test('a whole total is not overruled by the sum of OCR-read lines', async (t) => {
  const rows = ocrPage([
    [100, [380, 'Tax'], right(560, '0.00')],
    [114, [380, 'Balance Due'], right(560, '$1,820.00')],
  ]);
  const totals = chooseTotals({ labelled: findLabelledValues([rows]), tableRows: new Set(), lineTotals: [660, 260, 880], decimal: '.', ocr: true });
  t.equal(totals.total, 1820, 'one misread line (640 as 660) must not change the total');
  const damaged = ocrPage([[114, [380, 'Balance Due'], right(560, '$1,82O')]]);
  t.equal(chooseTotals({ labelled: findLabelledValues([damaged]), tableRows: new Set(), lineTotals: [640, 260, 920], decimal: '.', ocr: true }).total, 1820, 'a damaged total is still mended by the lines');
});

t.test('names keep the accents of their own language on documents in another', async (t) => {
  t.equal(restoreDiacritics('Repsol Estacion', 'de'), 'Repsol Estación');
  t.equal(restoreDiacritics('Bureau Vallee', 'en'), 'Bureau Vallée');
  t.equal(restoreDiacritics('Burobedarf Schmidt', 'en'), 'Bürobedarf Schmidt');
  t.equal(restoreDiacritics('Papeleria Moderna', 'en'), 'Papelería Moderna');
  t.equal(restoreDiacritics('Bean There Cafe', 'en'), 'Bean There Cafe', 'English spells café plain');
  t.equal(restoreDiacritics('Garcia Supply', 'en'), 'Garcia Supply', 'and Spanish surnames too');
  t.equal(restoreDiacritics('Logistica Express', 'it'), 'Logistica Express', 'Italian has no accent there');
  t.equal(restoreDiacritics('Pizzeria Roma', 'en'), 'Pizzeria Roma');
});

t.test('a totals block whose labels OCR could not read is found by its arithmetic', async (t) => {
  const rows = ocrPage([
    [60, [40, 'Lindenweg 94'], [200, '50667 Koln']],
    [100, [40, '1 Telefon/Tablet Gehause'], right(560, '47.82')],
    [130, [380, 'Zwiscthersonae'], right(560, '47.82')],
    [144, [380, 'US 19%'], right(560, '909')],
    [158, [380, 'Sure hraite'], right(560, '56,91')],
    [200, [40, 'Wir drkre fir Re']],
  ]);
  const totals = chooseTotals({ labelled: findLabelledValues([rows]), tableRows: new Set(), lineTotals: [], decimal: '.', ocr: true, rows: rows.rows });
  t.equal(totals.total, 56.91, '47.82 + 9.09 (read "909") = 56.91');
  t.equal(totals.tax, 9.09);
  const items = ocrPage([
    [100, [40, 'Widget'], right(560, '10.00')],
    [114, [40, 'Gadget'], right(560, '5.00')],
    [128, [40, 'Gizmo'], right(560, '15.00')],
    [142, [40, 'Sprocket'], right(560, '40.00')],
  ]);
  t.equal(chooseTotals({ labelled: [], tableRows: new Set(), lineTotals: [], decimal: '.', ocr: true, rows: items.rows }).total, null, 'line amounts that happen to add up, with a larger one below, are no total');
});

t.test('totals: a label read only in part, an id beside "VAT", a speck after the cents', async (t) => {
  const rows = ocrPage([
    [60, [40, 'VAT R9.No.'], [120, 'Ga 125 7590 52']],
    [100, [380, 'Sub-Total:'], right(560, 'GBP 3,386.96')],
    [114, [380, 'VAT 20%:'], right(560, 'GBP 677.39')],
    [128, [380, 'Zotal Due:'], right(560, 'GBP 4,064.35')],
  ]);
  const totals = chooseTotals({ labelled: findLabelledValues([rows]), tableRows: new Set(), lineTotals: [], decimal: '.', ocr: true });
  t.equal(totals.total, 4064.35, '"Zotal Due" is a total, not only a "Due"');
  t.equal(totals.tax, 677.39, 'the registration number beside "VAT" is no tax amount');
  const speck = ocrPage([
    [100, [380, 'Sous-total'], right(560, '505.006')],
    [114, [380, 'TVA20%'], right(560, '101.00')],
    [128, [380, 'Total a payer 60600C']],
  ]);
  t.equal(chooseTotals({ labelled: findLabelledValues([speck]), tableRows: new Set(), lineTotals: [], decimal: '.', ocr: true }).total, 606, '505.006 is 505.00 with a speck, not 505.01');
});

t.test('payments: a wallet glued to its card, a card brand cut in half', async (t) => {
  t.equal(findPaymentMethod(['ApplePayMASTER CARD##A545   22.53'])?.type, 'mobile_wallet');
  t.same(findPaymentMethod(['hsercard #   5622   280.76']), { type: 'card' });
  t.equal(findPaymentMethod(['Discount card # 1234 member']), null, 'a loyalty card number pays nothing');
});
