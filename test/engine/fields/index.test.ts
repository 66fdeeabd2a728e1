import t from 'tap';
import { EngineError } from '../../../engine/errors.js';
import { extractDocuments } from '../../../engine/fields/index.js';
import type { PageText } from '../../../engine/types.js';
import { grid, makePage, right, type Placed } from './page-fixture.js';

function germanInvoice(conf = 1): Placed[] {
  return [
    { text: 'Müller Gastro GmbH', x: 40, y: 30, size: 16, conf },
    { text: 'RECHNUNG', x: 430, y: 30, size: 20, conf },
    ...grid(
      [
        [60, [40, 'Hauptstraße 12, 10115 Berlin'], [360, 'Rechnungsnummer:'], [460, 'RE-2024-0173']],
        [74, [40, 'USt-IdNr. DE123456789'], [360, 'Rechnungsdatum:'], [460, '05.03.2024']],
        [88, [360, 'Fällig am:'], [460, '04.04.2024']],
        [110, [40, 'Rechnungsempfänger']],
        [124, [40, 'Café Sonne KG']],
        [138, [40, 'Marktplatz 3, 04109 Leipzig']],
        [180, [40, 'Beschreibung'], [300, 'Menge'], [360, 'Einzelpreis'], [480, 'Betrag']],
        [198, [40, 'Espresso-Bohnen 1 kg'], right(330, '4'), right(420, '18,50'), right(520, '74,00')],
        [212, [40, 'Reinigungstabletten'], right(330, '2'), right(420, '12,90'), right(520, '25,80')],
        [240, [380, 'Zwischensumme'], right(520, '99,80')],
        [254, [380, 'MwSt. 19 %'], right(520, '18,96')],
        [268, [380, 'Gesamtbetrag'], right(520, '118,76 €')],
      ],
      10,
      conf,
    ),
  ];
}

t.test('a German invoice end to end', async (t) => {
  const [doc, ...rest] = extractDocuments([makePage(germanInvoice())], { kind: 'invoice' });
  t.equal(rest.length, 0);
  const f = doc!.fields;
  t.same(
    [f.vendorName, f.invoiceNumber, f.invoiceDate, f.dueDate, f.subtotal, f.tax, f.total, f.currency],
    ['Müller Gastro GmbH', 'RE-2024-0173', '2024-03-05', '2024-04-04', 99.8, 18.96, 118.76, 'EUR'],
  );
  t.same(f.lineItems.map((i) => [i.description, i.quantity, i.unitPrice, i.total]), [
    ['Espresso-Bohnen 1 kg', 4, 18.5, 74],
    ['Reinigungstabletten', 2, 12.9, 25.8],
  ]);
  t.ok(f.confidence >= 90, `confident when everything agrees (${f.confidence})`);
});

t.test('a French invoice with textual dates and space-grouped amounts', async (t) => {
  const page = makePage([
    { text: 'Restauration Pro Martin SARL', x: 40, y: 30, size: 16 },
    { text: 'FACTURE', x: 450, y: 30, size: 20 },
    ...grid([
      [60, [360, 'Facture n°'], [460, 'F-2024-118']],
      [74, [360, 'Date de facture'], [460, '1er mars 2024']],
      [88, [360, 'Échéance'], [460, '31 mars 2024']],
      [120, [40, 'Désignation'], [300, 'Qté'], [360, 'Prix unitaire'], [480, 'Montant HT']],
      [138, [40, 'Four mixte 10 niveaux'], right(330, '1'), right(440, '1 250,00'), right(530, '1 250,00')],
      [170, [380, 'Total HT'], right(530, '1 250,00')],
      [184, [380, 'TVA 20 %'], right(530, '250,00')],
      [198, [380, 'Total TTC'], right(530, '1 500,00 €')],
    ]),
  ]);
  const f = extractDocuments([page], { kind: 'invoice' })[0]!.fields;
  t.same([f.invoiceNumber, f.invoiceDate, f.dueDate, f.subtotal, f.tax, f.total, f.currency], ['F-2024-118', '2024-03-01', '2024-03-31', 1250, 250, 1500, 'EUR']);
});

t.test('a Spanish receipt with tip and card payment', async (t) => {
  const page = makePage(
    grid([
      [20, [60, 'Bar Los Amigos']],
      [34, [40, 'Calle Mayor 5, Madrid']],
      [48, [10, 'Fecha: 14/03/2024 21:40']],
      [62, [10, 'Mesa 4   Camarero: Luis']],
      [76, [10, '2 x Caña'], right(200, '5,00')],
      [90, [10, 'Tortilla española'], right(200, '8,50')],
      [110, [10, 'Subtotal'], right(200, '13,50')],
      [124, [10, 'Propina'], right(200, '1,50')],
      [138, [10, 'Total'], right(200, '15,00 €')],
      [152, [10, 'VISA ************4242'], right(200, '15,00')],
    ]),
    { width: 220, height: 200 },
  );
  const f = extractDocuments([page], { kind: 'receipt' })[0]!.fields;
  t.same([f.vendorName, f.invoiceDate, f.subtotal, f.tip, f.total, f.currency], ['Bar Los Amigos', '2024-03-14', 13.5, 1.5, 15, 'EUR']);
  t.same(f.paymentMethod, { type: 'card', cardBrand: 'Visa', last4: '4242' });
  t.same(f.lineItems.map((i) => [i.description, i.quantity, i.total]), [['Caña', 2, 5], ['Tortilla española', null, 8.5]]);
});

t.test('OCR noise: letter/digit confusions and low confidence', async (t) => {
  const noisy = germanInvoice(0.62).map((p) =>
    p.text === '118,76 €' ? { ...p, text: 'l18,76 €' } : p.text === '18,96' ? { ...p, text: '18,9G' } : p,
  );
  const f = extractDocuments([makePage(noisy, { source: 'ocr' })], { kind: 'invoice' })[0]!.fields;
  t.equal(f.total, 118.76);
  t.equal(f.tax, 18.96);
  t.ok(f.confidence < 90, `low OCR confidence keeps the document below 90 (${f.confidence})`);
});

t.test('a total that does not add up keeps the confidence low', async (t) => {
  const broken = germanInvoice().map((p) => (p.text === '118,76 €' ? { ...p, text: '131,76 €' } : p));
  const f = extractDocuments([makePage(broken)], { kind: 'invoice' })[0]!.fields;
  t.ok(f.confidence < 90, `confidence ${f.confidence}`);
  t.ok(f.fieldConfidences.total < 0.9);
});

t.test('hostile and empty inputs', async (t) => {
  t.throws(() => extractDocuments([], { kind: 'invoice' }), EngineError);
  t.throws(() => extractDocuments([{ pageIndex: 0, width: 0, height: 0, source: 'ocr', lines: [] } as PageText], { kind: 'invoice' }), EngineError);
  const blank = extractDocuments([makePage([])], { kind: 'invoice' });
  t.equal(blank.length, 1);
  t.equal(blank[0]!.fields.total, null);
  t.equal(blank[0]!.fields.confidence, 0);

  // Long runs of separators, digits and symbols must not make any regex backtrack for ages.
  const junk: Placed[] = [];
  for (let i = 0; i < 60; i++) {
    junk.push({ text: ['*'.repeat(400), '1.'.repeat(300), '-'.repeat(500), 'x'.repeat(300) + '1234', '$ '.repeat(200), 'de de de '.repeat(50)][i % 6]!, x: 10, y: 10 + i * 12 });
  }
  const start = Date.now();
  extractDocuments([makePage(junk, { width: 5000 })], { kind: 'receipt' });
  t.ok(Date.now() - start < 3000, `junk page took ${Date.now() - start} ms`);
});

t.test('an aborted signal stops the extraction', async (t) => {
  const controller = new AbortController();
  controller.abort(new Error('budget'));
  t.throws(() => extractDocuments([makePage(germanInvoice())], { kind: 'invoice', signal: controller.signal }), { code: 'aborted' });
});
