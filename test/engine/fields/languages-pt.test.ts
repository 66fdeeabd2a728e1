// Portuguese documents end to end: labels ("Fatura n.º", "Data de emissão", "Data de
// vencimento", "IVA 23%", "Total a pagar"), month names, "1.234,56" amounts and Multibanco.
import t from 'tap';
import { extractDocuments } from '../../../engine/fields/index.js';
import { findLabels } from '../../../engine/fields/labels.js';
import { findPaymentMethod } from '../../../engine/fields/payment.js';
import { findDates } from '../../../engine/fields/dates.js';
import { grid, makePage, right } from './page-fixture.js';

function fieldOf(text: string): string | null {
  return findLabels(text)[0]?.field ?? null;
}

t.test('Portuguese labels', async (t) => {
  const cases: [string, string][] = [
    ['Fatura n.º', 'invoiceNumber'],
    ['Fatura Nº', 'invoiceNumber'],
    ['Fatura-recibo n.º', 'invoiceNumber'],
    ['Número da fatura', 'invoiceNumber'],
    ['Data de emissão', 'invoiceDate'],
    ['Data da fatura', 'invoiceDate'],
    ['Data', 'invoiceDate'],
    ['Data de vencimento', 'dueDate'],
    ['Vencimento', 'dueDate'],
    ['Total ilíquido', 'subtotal'],
    ['Base tributável', 'subtotal'],
    ['Subtotal', 'subtotal'],
    ['IVA 23%', 'tax'],
    ['Total IVA', 'tax'],
    ['Total a pagar', 'total'],
    ['Total', 'total'],
    ['NIF', 'taxId'],
    ['Contribuinte n.º', 'taxId'],
    ['Troco', 'tender'],
    ['Desconto', 'discount'],
    ['Gorjeta', 'tip'],
  ];
  for (const [text, field] of cases) t.equal(fieldOf(text), field, text);
});

t.test('Portuguese month names', async (t) => {
  t.equal(findDates('5 de março de 2024')[0]?.dmy, '2024-03-05');
  t.equal(findDates('12 fev 2024')[0]?.dmy, '2024-02-12');
  t.equal(findDates('30 de setembro de 2023')[0]?.dmy, '2023-09-30');
  t.equal(findDates('2 dez. 2024')[0]?.dmy, '2024-12-02');
});

t.test('a Portuguese invoice', async (t) => {
  const page = makePage([
    { text: 'Tecnologias Silva, Lda.', x: 40, y: 30, size: 16 },
    { text: 'FATURA', x: 450, y: 30, size: 20 },
    ...grid([
      [60, [40, 'Rua Augusta 100, 1100-053 Lisboa'], [340, 'Fatura n.º'], [460, 'FT2024-118']],
      [74, [40, 'NIF 501234567'], [340, 'Data de emissão'], [460, '05-03-2024']],
      [88, [340, 'Data de vencimento'], [460, '04-04-2024']],
      [120, [40, 'Descrição'], [300, 'Qtd.'], [360, 'Preço'], [480, 'Valor']],
      [138, [40, 'Portátil 14 polegadas'], right(330, '2'), right(440, '1.100,00'), right(530, '2.200,00')],
      [170, [380, 'Total ilíquido'], right(530, '2.200,00')],
      [184, [380, 'IVA 23%'], right(530, '506,00')],
      [198, [380, 'Total a pagar'], right(530, '2.706,00 €')],
    ]),
  ]);
  const [doc, ...rest] = extractDocuments([page], { kind: 'invoice' });
  t.equal(rest.length, 0);
  const f = doc!.fields;
  const expected = ['Tecnologias Silva, Lda.', 'FT2024-118', '2024-03-05', '2024-04-04', 2200, 506, 2706, 'EUR'];
  t.same([f.vendorName, f.invoiceNumber, f.invoiceDate, f.dueDate, f.subtotal, f.tax, f.total, f.currency], expected);
  // The same words read by OCR take the OCR-only repairs (label typos, digits, accents, spaces).
  const o = extractDocuments([{ ...page, source: 'ocr' }], { kind: 'invoice' })[0]!.fields;
  t.same([o.vendorName, o.invoiceNumber, o.invoiceDate, o.dueDate, o.subtotal, o.tax, o.total, o.currency], expected, 'read by OCR');
  t.ok(f.confidence >= 90, `confident when everything agrees (${f.confidence})`);
});

t.test('a Portuguese receipt paid by Multibanco', async (t) => {
  const page = makePage(
    grid([
      [20, [60, 'Pastelaria Estrela']],
      [34, [40, 'Rua do Carmo 7, Porto']],
      [48, [10, 'Data: 07/02/2024 10:15']],
      [62, [10, '2 x Pastel de nata'], right(200, '2,60')],
      [76, [10, 'Galão'], right(200, '1,40')],
      [96, [10, 'Total a pagar'], right(200, '4,00')],
      [110, [10, 'Multibanco'], right(200, '4,00')],
      [124, [10, 'IVA incluído 23%'], right(200, '0,75')],
    ]),
    { width: 220, height: 200 },
  );
  const f = extractDocuments([page], { kind: 'receipt' })[0]!.fields;
  t.same([f.vendorName, f.invoiceDate, f.total, f.currency], ['Pastelaria Estrela', '2024-02-07', 4, 'EUR']);
  t.same(f.paymentMethod, { type: 'card' });
});

t.test('Portuguese payment words', async (t) => {
  t.same(findPaymentMethod(['Total 12,00', 'Numerário 20,00', 'Troco 8,00']), { type: 'cash' });
  t.same(findPaymentMethod(['Total 12,00', 'Dinheiro 12,00']), { type: 'cash' });
  t.same(findPaymentMethod(['Pago com MB WAY 12,00']), { type: 'mobile_wallet' });
  t.same(findPaymentMethod(['Cartão de crédito VISA ****4321']), { type: 'card', cardBrand: 'Visa', last4: '4321' });
});
