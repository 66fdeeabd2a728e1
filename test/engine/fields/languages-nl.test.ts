// Dutch documents end to end: labels ("Factuurnummer", "Factuurdatum", "Vervaldatum",
// "Subtotaal", "BTW 21%", "Te betalen"), month names, "1.234,56" amounts and PIN payments.
import t from 'tap';
import { extractDocuments } from '../../../engine/fields/index.js';
import { findLabels } from '../../../engine/fields/labels.js';
import { findPaymentMethod } from '../../../engine/fields/payment.js';
import { findDates } from '../../../engine/fields/dates.js';
import { grid, makePage, right } from './page-fixture.js';

function fieldOf(text: string): string | null {
  return findLabels(text)[0]?.field ?? null;
}

t.test('Dutch labels', async (t) => {
  const cases: [string, string][] = [
    ['Factuurnummer', 'invoiceNumber'],
    ['Factuurnr.', 'invoiceNumber'],
    ['Factuurdatum', 'invoiceDate'],
    ['Datum', 'invoiceDate'],
    ['Vervaldatum', 'dueDate'],
    ['Uiterste betaaldatum', 'dueDate'],
    ['Subtotaal', 'subtotal'],
    ['Totaal excl. BTW', 'subtotal'],
    ['BTW 21%', 'tax'],
    ['Totaal BTW', 'tax'],
    ['Totaal incl. BTW', 'total'],
    ['Te betalen', 'total'],
    ['Totaal', 'total'],
    ['BTW-nummer', 'taxId'],
    ['Btw-nr.', 'taxId'],
    ['Klantnummer', 'otherNumber'],
    ['Leverdatum', 'otherDate'],
    ['Korting', 'discount'],
    ['Verzendkosten', 'shipping'],
    ['Fooi', 'tip'],
    ['Wisselgeld', 'tender'],
  ];
  for (const [text, field] of cases) t.equal(fieldOf(text), field, text);
});

t.test('Dutch month names', async (t) => {
  t.equal(findDates('5 maart 2024')[0]?.dmy, '2024-03-05');
  t.equal(findDates('17 mei 2024')[0]?.dmy, '2024-05-17');
  t.equal(findDates('3 okt. 2023')[0]?.dmy, '2023-10-03');
  t.equal(findDates('1 mrt 2024')[0]?.dmy, '2024-03-01');
});

t.test('a Dutch invoice', async (t) => {
  const page = makePage([
    { text: 'Bakkerij de Vries B.V.', x: 40, y: 30, size: 16 },
    { text: 'FACTUUR', x: 450, y: 30, size: 20 },
    ...grid([
      [60, [40, 'Kerkstraat 8, 1017 GC Amsterdam'], [360, 'Factuurnummer'], [460, '2024-0042']],
      [74, [40, 'BTW-nummer NL123456789B01'], [360, 'Factuurdatum'], [460, '5 maart 2024']],
      [88, [360, 'Vervaldatum'], [460, '4 april 2024']],
      [120, [40, 'Omschrijving'], [300, 'Aantal'], [360, 'Prijs'], [480, 'Bedrag']],
      [138, [40, 'Broodjes assorti'], right(330, '40'), right(440, '2,50'), right(530, '100,00')],
      [152, [40, 'Appeltaart'], right(330, '4'), right(440, '18,75'), right(530, '75,00')],
      [180, [380, 'Subtotaal'], right(530, '175,00')],
      [194, [380, 'BTW 9%'], right(530, '15,75')],
      [208, [380, 'Te betalen'], right(530, '€ 190,75')],
    ]),
  ]);
  const [doc, ...rest] = extractDocuments([page], { kind: 'invoice' });
  t.equal(rest.length, 0);
  const f = doc!.fields;
  const expected = ['Bakkerij de Vries B.V.', '2024-0042', '2024-03-05', '2024-04-04', 175, 15.75, 190.75, 'EUR'];
  t.same([f.vendorName, f.invoiceNumber, f.invoiceDate, f.dueDate, f.subtotal, f.tax, f.total, f.currency], expected);
  // The same words read by OCR take the OCR-only repairs (label typos, digits, accents, spaces).
  const o = extractDocuments([{ ...page, source: 'ocr' }], { kind: 'invoice' })[0]!.fields;
  t.same([o.vendorName, o.invoiceNumber, o.invoiceDate, o.dueDate, o.subtotal, o.tax, o.total, o.currency], expected, 'read by OCR');
  t.ok(f.confidence >= 90, `confident when everything agrees (${f.confidence})`);
});

t.test('a Dutch receipt paid by PIN', async (t) => {
  const page = makePage(
    grid([
      [20, [60, 'Slagerij Jansen']],
      [34, [40, 'Markt 3, Utrecht']],
      [48, [10, 'Datum: 03-04-2024 17:12']],
      [62, [10, 'Rundergehakt'], right(200, '6,49')],
      [76, [10, 'Kipfilet'], right(200, '8,95')],
      [96, [10, 'Totaal'], right(200, '15,44')],
      [110, [10, 'PIN'], right(200, '15,44')],
      [124, [10, 'BTW 9%'], right(200, '1,27')],
    ]),
    { width: 220, height: 200 },
  );
  const f = extractDocuments([page], { kind: 'receipt' })[0]!.fields;
  t.same([f.vendorName, f.invoiceDate, f.total, f.currency], ['Slagerij Jansen', '2024-04-03', 15.44, 'EUR']);
  t.same(f.paymentMethod, { type: 'card' });
});

t.test('Dutch payment words', async (t) => {
  t.same(findPaymentMethod(['Totaal 12,00', 'Pinnen 12,00']), { type: 'card' });
  t.same(findPaymentMethod(['Betaald met Maestro **** 1234']), { type: 'card', cardBrand: 'Maestro', last4: '1234' });
  t.same(findPaymentMethod(['Blik tomaten 0,89', 'Contant 20,00', 'Wisselgeld 7,65']), { type: 'cash' }, 'a tin (blik) is no BLIK payment');
});

t.test('a customer block headed by a bare "Aan" is the customer, not the sender', async (t) => {
  t.equal(fieldOf('Aan'), 'billTo');
  t.equal(fieldOf('Aan:'), 'billTo');
  t.equal(fieldOf('To'), 'billTo', 'the English "To" alone');
  t.equal(fieldOf('An:'), 'billTo', 'the German "An" alone');
  t.equal(fieldOf('aan de heer Jansen'), null, 'a sentence that starts with the word is no label');
  const page = makePage([
    { text: 'Sanne de Wit Webontwikkeling', x: 50, y: 40, size: 15 },
    ...grid([
      [58, [50, 'Oudegracht 214-bis, 3511 NS Utrecht']],
      [82, [50, 'KvK 81234567 · BTW-id NL864219374B01']],
      [130, [50, 'Aan']],
      [142, [50, 'Fietsfabriek Rijn B.V.']],
      [156, [50, 'Kanaalweg 9']],
      [226, [50, 'Factuur']],
      [252, [50, 'Factuurnummer'], [150, '2026-041']],
      [266, [50, 'Factuurdatum'], [150, '16 november 2026']],
      [330, [50, 'Omschrijving'], [340, 'Uren'], [420, 'Tarief'], [510, 'Bedrag']],
      [350, [50, 'Ontwikkeling webshop'], right(360, '32'), right(440, '85,00'), right(540, '2.720,00')],
      [408, [370, 'Subtotaal'], right(540, '2.720,00')],
      [422, [370, 'BTW 21%'], right(540, '571,20')],
      [440, [370, 'Totaal te betalen'], right(540, '3.291,20')],
    ]),
  ]);
  const f = extractDocuments([page], { kind: 'invoice' })[0]!.fields;
  t.same([f.vendorName, f.invoiceNumber, f.total], ['Sanne de Wit Webontwikkeling', '2026-041', 3291.2]);
});
