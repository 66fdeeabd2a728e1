// Payment terms in days, and the date they imply when OCR could not read one of the two dates
// (issue 3). The damaged strings are ones PP-OCR produced on train-split photos.
import t from 'tap';
import { findDocumentDates } from '../../../engine/fields/doc-dates.js';
import { addDays, findPaymentTerms } from '../../../engine/fields/payment-terms.js';
import { findLabelledValues } from '../../../engine/layout/blocks.js';
import { buildRows } from '../../../engine/layout/rows.js';
import { extractDocuments } from '../../../engine/fields/index.js';
import { grid, makePage, right } from './page-fixture.js';

const days = (...texts: string[]) => findPaymentTerms(texts)?.days ?? null;

t.test('terms in the languages we read, printed or damaged', async (t) => {
  t.equal(days('Payment Terms   Net 30'), 30);
  t.equal(days('Zahlungsbedingungen   14 Tage netto'), 14);
  t.equal(days('Conditions de paiement   30 jours net'), 30);
  t.equal(days('Forma de pago   Transferencia a 30 días'), 30, 'a count of days on a terms row');
  t.equal(days('Termin płatności: 14 dni'), 14);
  t.equal(days('Zanungbedirgungen:30 Tege etto'), 30, '"Tage netto" with a letter wrong and one lost');
  t.equal(days('Conditlons de palement   30 ours net'), 30, '"jours" lost its j');
  t.equal(days('Conditions de paiement   14 jous e'), 14, 'a garbled day word on a terms row');
  t.equal(days('Conditions de paiement   14 jou   t'), 14, 'a day word cut short on a terms row (train-153)');
  t.equal(days('Payment Terms   Net 30', 'Returns within 30 day'), 30);
  t.equal(days('Conditions de paiement   virement 14 jo'), null, 'two letters are no day word');
});

t.test('day counts that are no payment term', async (t) => {
  t.equal(days('Returns accepted within 30 days'), null, 'no terms label and no net word');
  t.equal(days('Netto 19 %   12,00'), null, 'a tax rate');
  t.equal(days('Net Amount   30.00'), null, 'an amount');
  t.equal(days('Summe netto   119 EUR'), null, 'an amount without cents');
  t.equal(days('Conditions de paiement   30 jours fin de mois'), null, 'counted from the end of the month');
  t.equal(days('Zahlungsbedingungen   2 % Skonto 10 Tage, 30 Tage netto'), 30, 'the discount period is not the term');
  t.equal(days('Terms   Net 30', 'Terms   Net 15'), null, 'two terms that disagree');
  t.equal(days('7   NET-11593   Spulmittel Konzentrat 10 l   1 KAN   CHF 24.78'), null, 'a table row with a NET- article number');
  t.equal(days('Terms   Net 30   Account No.   372833'), 30, 'a term ends its own segment');
});

t.test('dates move by whole days across months and years', async (t) => {
  t.equal(addDays('2024-09-27', 14), '2024-10-11');
  t.equal(addDays('2023-12-20', 30), '2024-01-19');
  t.equal(addDays('2024-03-13', -30), '2024-02-12', 'a leap February');
});

function datesOf(lines: Parameters<typeof grid>[0], language: string, currency: string) {
  const rows = buildRows(makePage(grid(lines), { source: 'ocr' }));
  return findDocumentDates(findLabelledValues([rows]), rows.rows, { language, currency });
}

t.test('an unreadable due date is implied by the invoice date and the terms', async (t) => {
  // "Échéance  11 octobre 2024" came out as "Eehcanee  octobre 2024".
  const lines: Parameters<typeof grid>[0] = [
    [100, [300, "Date d'emission"], [440, '27 septembre 2024']],
    [114, [300, 'Eehcanee'], [440, 'octobre 2024']],
    [128, [300, 'Conditions de paiement'], [440, '14 jous e']],
  ];
  const implied = datesOf(lines, 'fr', 'EUR');
  t.equal(implied.invoiceDate, '2024-09-27');
  t.equal(implied.dueDate, '2024-10-11');
  t.ok(implied.confidence.dueDate < implied.confidence.invoiceDate, 'an implied date is less sure than the one it comes from');

  const printed = datesOf(
    [
      [100, [300, "Date d'emission"], [440, '27 septembre 2024']],
      [114, [300, 'Echeance'], [440, '15 octobre 2024']],
      [128, [300, 'Conditions de paiement'], [440, '14 jours']],
    ],
    'fr',
    'EUR',
  );
  t.equal(printed.dueDate, '2024-10-15', 'a printed due date wins over the terms');

  const noTerms = datesOf(lines.slice(0, 2), 'fr', 'EUR');
  t.equal(noTerms.dueDate, null, 'without terms nothing is implied');
});

t.test('an unreadable invoice date is implied by a labelled due date and the terms', async (t) => {
  const dates = datesOf(
    [
      [100, [300, 'Invoice Date'], [440, '0?/1l/2']],
      [114, [300, 'Due Date'], [440, '12/10/2023']],
      [128, [300, 'Terms'], [440, 'Net 30']],
    ],
    'en',
    'USD',
  );
  t.equal(dates.dueDate, '2023-12-10');
  t.equal(dates.invoiceDate, '2023-11-10');
  t.ok(dates.confidence.invoiceDate < dates.confidence.dueDate);
});

t.test('the terms decide the day/month order of two ambiguous dates', async (t) => {
  const lines = (terms: string): Parameters<typeof grid>[0] => [
    [100, [300, 'Invoice Date'], [440, '05/06/2024']],
    [114, [300, 'Due Date'], [440, '05/07/2024']],
    [128, [300, 'Terms'], [440, terms]],
  ];
  // US dollars alone would read month first (May 6 and May 7); 30 days only fit day first.
  const net30 = datesOf(lines('Net 30'), 'en', 'USD');
  t.equal(net30.invoiceDate, '2024-06-05');
  t.equal(net30.dueDate, '2024-07-05');
  const guessed = datesOf(lines('COD'), 'en', 'USD');
  t.equal(guessed.invoiceDate, '2024-05-06', 'without terms the currency decides');
  t.ok(net30.confidence.invoiceDate > guessed.confidence.invoiceDate, 'an order the terms confirm is surer than a guessed one');
});

t.test('dates the terms do not connect are less sure', async (t) => {
  const lines = (due: string): Parameters<typeof grid>[0] => [
    [100, [300, 'Date of Issue'], [440, '07/15/2024']],
    [114, [300, 'Due Date'], [440, due]],
    [128, [300, 'Payment Terms'], [440, 'Net 30']],
  ];
  // OCR read the 19 of the issue date as 15: 30 days later is not the printed due date.
  const disagree = datesOf(lines('08/18/2024'), 'en', 'USD');
  const agree = datesOf(lines('08/14/2024'), 'en', 'USD');
  t.equal(disagree.invoiceDate, '2024-07-15');
  t.equal(disagree.dueDate, '2024-08-18');
  t.ok(disagree.confidence.invoiceDate < agree.confidence.invoiceDate);
  t.ok(disagree.confidence.dueDate < agree.confidence.dueDate);
});

t.test('terms that make the invoice due the day it is issued count 0 days', async (t) => {
  for (const text of ['Terms: Due on receipt', 'Payable upon receipt of invoice', 'Sofort zahlbar', 'Conditions de paiement : À réception', 'Forma de pago: Contado', 'Pago al contado']) {
    t.equal(findPaymentTerms([text])?.days, 0, text);
  }
  t.equal(findPaymentTerms(['Contado']), null, '"cash" alone, on no terms row, is a tender');
  t.equal(findPaymentTerms(['Total due on receipt of goods 2% discount']), null, 'an early-payment discount is no plain term');
});

t.test('the Skonto deadline is no due date where the terms print the net one', async (t) => {
  const page = makePage(grid([
    [30, [40, 'Fleischgroßhandel Brandt GmbH & Co. KG']],
    [60, [40, 'Rechnung Nr.'], [140, '2026-118304']],
    [74, [40, 'Rechnungsdatum'], [140, '20.11.2026']],
    [120, [40, 'Nettobetrag'], right(520, '883,48')],
    [134, [40, 'Rechnungsbetrag'], right(520, '949,04')],
    [170, [40, 'Zahlungsbedingungen: innerhalb 14 Tagen mit 2 % Skonto (18,98 €), also 930,06 €, bis zum 04.12.2026,']],
    [182, [40, 'oder innerhalb 30 Tagen ohne Abzug bis zum 20.12.2026.']],
  ]));
  t.equal(extractDocuments([page], { kind: 'invoice' })[0]!.fields.dueDate, '2026-12-20');
});
