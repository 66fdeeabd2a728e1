// Italian documents end to end: labels ("Fattura n.", "Data fattura", "Scadenza", "Imponibile",
// "IVA 22%", "Totale documento"), month names and "1.234,56" amounts, through extractDocuments.
import t from 'tap';
import { extractDocuments } from '../../../engine/fields/index.js';
import { findLabels } from '../../../engine/fields/labels.js';
import { findPaymentMethod } from '../../../engine/fields/payment.js';
import { findDates } from '../../../engine/fields/dates.js';
import { grid, makePage, right } from './page-fixture.js';

function fieldOf(text: string): string | null {
  return findLabels(text)[0]?.field ?? null;
}

t.test('Italian labels', async (t) => {
  const cases: [string, string][] = [
    ['Fattura n.', 'invoiceNumber'],
    ['Fattura N°', 'invoiceNumber'],
    ['Numero fattura', 'invoiceNumber'],
    ['Data fattura', 'invoiceDate'],
    ['Data documento', 'invoiceDate'],
    ['Data', 'invoiceDate'],
    ['Scadenza', 'dueDate'],
    ['Data scadenza', 'dueDate'],
    ['Imponibile', 'subtotal'],
    ['Totale imponibile', 'subtotal'],
    ['IVA 22%', 'tax'],
    ['Totale IVA', 'tax'],
    ['Totale documento', 'total'],
    ['Totale complessivo', 'total'],
    ['Totale da pagare', 'total'],
    ['Totale', 'total'],
    ['Partita IVA', 'taxId'],
    ['P.IVA', 'taxId'],
    ['Codice fiscale', 'taxId'],
    ['Resto', 'tender'],
    ['Sconto', 'discount'],
    ['Spese di spedizione', 'shipping'],
    ['Destinatario', 'billTo'],
  ];
  for (const [text, field] of cases) t.equal(fieldOf(text), field, text);
});

t.test('Italian month names', async (t) => {
  t.equal(findDates('5 marzo 2024')[0]?.dmy, '2024-03-05');
  t.equal(findDates('1° dicembre 2023')[0]?.dmy, '2023-12-01');
  t.equal(findDates('12 gen 2024')[0]?.dmy, '2024-01-12');
  t.equal(findDates('30 settembre 2024')[0]?.dmy, '2024-09-30');
});

t.test('an Italian invoice', async (t) => {
  const page = makePage([
    { text: 'Ristorazione Rossi S.r.l.', x: 40, y: 30, size: 16 },
    { text: 'FATTURA', x: 450, y: 30, size: 20 },
    ...grid([
      [60, [40, 'Via Garibaldi 12, 20121 Milano'], [360, 'Fattura n.'], [460, 'FT-2024-118']],
      [74, [40, 'P.IVA IT01234567890'], [360, 'Data fattura'], [460, '05/03/2024']],
      [88, [360, 'Scadenza'], [460, '04/04/2024']],
      [120, [40, 'Descrizione'], [300, 'Quantità'], [360, 'Prezzo'], [480, 'Importo']],
      [138, [40, 'Forno combinato 10 teglie'], right(330, '1'), right(440, '1.250,00'), right(530, '1.250,00')],
      [170, [380, 'Imponibile'], right(530, '1.250,00')],
      [184, [380, 'IVA 22%'], right(530, '275,00')],
      [198, [380, 'Totale documento'], right(530, '1.525,00 €')],
    ]),
  ]);
  const [doc, ...rest] = extractDocuments([page], { kind: 'invoice' });
  t.equal(rest.length, 0);
  const f = doc!.fields;
  const expected = ['Ristorazione Rossi S.r.l.', 'FT-2024-118', '2024-03-05', '2024-04-04', 1250, 275, 1525, 'EUR'];
  t.same([f.vendorName, f.invoiceNumber, f.invoiceDate, f.dueDate, f.subtotal, f.tax, f.total, f.currency], expected);
  // The same words read by OCR take the OCR-only repairs (label typos, digits, accents, spaces).
  const o = extractDocuments([{ ...page, source: 'ocr' }], { kind: 'invoice' })[0]!.fields;
  t.same([o.vendorName, o.invoiceNumber, o.invoiceDate, o.dueDate, o.subtotal, o.tax, o.total, o.currency], expected, 'read by OCR');
  t.ok(f.confidence >= 90, `confident when everything agrees (${f.confidence})`);
});

t.test('an Italian receipt paid in cash', async (t) => {
  const page = makePage(
    grid([
      [20, [60, 'Bar Centrale']],
      [34, [40, 'Via Roma 10, Torino']],
      [48, [10, 'DOCUMENTO COMMERCIALE']],
      [62, [10, 'Cappuccino'], right(200, '1,50')],
      [76, [10, 'Cornetto'], right(200, '1,30')],
      [96, [10, 'TOTALE COMPLESSIVO'], right(200, '2,80')],
      [110, [10, 'Pagamento contante'], right(200, '5,00')],
      [124, [10, 'Resto'], right(200, '2,20')],
      [144, [10, '14-03-2024 08:40']],
    ]),
    { width: 220, height: 200 },
  );
  const f = extractDocuments([page], { kind: 'receipt' })[0]!.fields;
  t.same([f.vendorName, f.invoiceDate, f.total, f.currency], ['Bar Centrale', '2024-03-14', 2.8, 'EUR']);
  t.same(f.paymentMethod, { type: 'cash' });
});

t.test('Italian payment words', async (t) => {
  t.same(findPaymentMethod(['TOTALE 12,00', 'Bancomat 12,00']), { type: 'card' });
  t.same(findPaymentMethod(['TOTALE 12,00', 'Pagamento elettronico 12,00']), { type: 'card' });
  t.same(findPaymentMethod(['Carta fedeltà 0412345', 'Contanti 20,00', 'Resto 8,00']), { type: 'cash' }, 'a loyalty card is no card payment');
});

t.test('a header grid: the number under a bare "Numero" heading, beside the title "FATTURA"', async (t) => {
  const page = (title: string) => makePage(grid([
    [30, [40, 'Studio Associato Ferretti & Galli']],
    [90, [40, 'Spett.le'], [330, 'Documento'], [430, 'Numero']],
    [104, [40, 'Officine Meccaniche Zanardi S.r.l.'], [330, title], [430, '118/2026']],
    [130, [330, 'Data'], [430, 'Scadenza']],
    [144, [330, '20/11/2026'], [430, '20/12/2026']],
    [200, [40, 'Descrizione'], right(560, 'Importo')],
    [214, [40, 'Tenuta contabilità ordinaria'], right(560, '1.200,00')],
    [240, [380, 'Imponibile'], right(560, '1.200,00')],
    [254, [380, 'IVA 22 %'], right(560, '264,00')],
    [268, [380, 'Totale fattura'], right(560, '1.464,00')],
  ]));
  const fields = extractDocuments([page('FATTURA')], { kind: 'invoice' })[0]!.fields;
  t.equal(fields.invoiceNumber, '118/2026');
  t.equal(fields.invoiceDate, '2026-11-20');
  t.equal(extractDocuments([page('TD01 Fattura')], { kind: 'invoice' })[0]!.fields.invoiceNumber, '118/2026', 'a title after its e-invoice type code');
  const order = extractDocuments([page('Ordine 4471')], { kind: 'invoice' })[0]!.fields;
  t.not(order.invoiceNumber, '118/2026', 'not beside a word that is no document title');
});
