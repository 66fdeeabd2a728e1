import t from 'tap';
import { correctLabelTypos, detectLanguage, findLabels, isDocumentTitle } from '../../../engine/fields/labels.js';

function first(text: string): [string, string] | null {
  const hit = findLabels(text)[0];
  return hit ? [hit.field, text.slice(hit.start, hit.end)] : null;
}

t.test('invoice number labels in four languages', async (t) => {
  for (const text of ['Invoice No.: 1', 'Invoice #1001', 'Inv. No. 5', 'Rechnungsnummer 1', 'Rechnung Nr. 1', 'Re.-Nr.: 7', 'N° de facture 1', 'Facture n° F-1', 'Número de factura 1', 'Factura nº 45', 'Factura N.º 2023-1', 'Invoice: 2761551']) {
    t.equal(first(text)?.[0], 'invoiceNumber', text);
  }
});

t.test('specific labels win over the generic words inside them', async (t) => {
  t.same(first('Total HT'), ['subtotal', 'Total HT']);
  t.same(first('Total TTC'), ['total', 'Total TTC']);
  t.same(first('Total TVA 20%'), ['tax', 'Total TVA']);
  t.same(first('Gesamtbetrag inkl. MwSt.'), ['total', 'Gesamtbetrag inkl. MwSt.']);
  t.same(first('Amount Due'), ['total', 'Amount Due']);
  t.same(first('Sub-Total'), ['subtotal', 'Sub-Total']);
  t.same(first('Due Date'), ['dueDate', 'Due Date']);
  t.same(first('USt-IdNr. DE123'), ['taxId', 'USt-IdNr.'], 'a tax id is not a tax amount');
  t.same(first('VAT Reg No GB1'), ['taxId', 'VAT Reg No']);
  t.same(first('Customer # 12'), ['otherNumber', 'Customer #'], 'not the bill-to label');
  t.same(first('Total taxes 114.72'), ['tax', 'Total taxes'], 'a folio\'s tax total, not its total');
  t.same(first('Room charges before tax 717.00'), ['subtotal', 'Room charges before tax']);
  t.same(first('CGST @ 9%'), ['tax', 'CGST']);
  t.same(first('Entry 20-Nov-26 17:42'), ['otherDate', 'Entry'], 'a parking stay began then; the receipt is dated when it was paid');
  t.equal(first('Entry fee 12.00')?.[0], undefined, 'an entry fee is an item');
  const folio = findLabels('Folio No.')[0]!;
  const invoice = findLabels('Invoice No.')[0]!;
  t.ok(folio.field === 'invoiceNumber' && folio.weakness > invoice.weakness, 'a hotel folio number yields to the invoice number');
});

t.test('dates, due dates, tax, tip and totals across languages', async (t) => {
  const cases: [string, string][] = [
    ['Rechnungsdatum', 'invoiceDate'],
    ['Date de facture', 'invoiceDate'],
    ['Fecha de emisión', 'invoiceDate'],
    ['Fällig am', 'dueDate'],
    ['Zahlbar bis', 'dueDate'],
    ['Échéance', 'dueDate'],
    ['Fecha vto.', 'dueDate'],
    ['Lieferdatum', 'otherDate'],
    ['Zwischensumme', 'subtotal'],
    ['Base imponible', 'subtotal'],
    ['MwSt. 19%', 'tax'],
    ['IVA 21%', 'tax'],
    ['GST', 'tax'],
    ['Trinkgeld', 'tip'],
    ['Pourboire', 'tip'],
    ['Propina', 'tip'],
    ['Montant à payer', 'total'],
    ['Importe total', 'total'],
    ['Net à payer', 'total'],
    ['Rückgeld', 'tender'],
    ['Bill To', 'billTo'],
    ['Rechnungsempfänger', 'billTo'],
  ];
  for (const [text, field] of cases) t.equal(first(text)?.[0], field, text);
});

t.test('document titles and language', async (t) => {
  t.ok(isDocumentTitle('INVOICE'));
  t.ok(isDocumentTitle('Rechnung'));
  t.ok(isDocumentTitle('FACTURA SIMPLIFICADA'));
  t.notOk(isDocumentTitle('Acme GmbH'));
  t.equal(detectLanguage(['Rechnung', 'Menge', 'Einzelpreis', 'Gesamtbetrag']), 'de');
  t.equal(detectLanguage(['Facture', 'Quantité', 'Montant TTC']), 'fr');
  t.equal(detectLanguage(['Factura', 'Cantidad', 'Importe total']), 'es');
  t.equal(detectLanguage(['Invoice', 'Quantity', 'Amount Due']), 'en');
});

t.test('OCR-misspelt and OCR-mangled labels', async (t) => {
  const { correctLabelTypos } = await import('../../../engine/fields/labels.js');
  t.equal(correctLabelTypos('Rechrungsnummer'), 'rechnungsnummer');
  t.equal(correctLabelTypos('Zwischensumne:'), 'zwischensumme:');
  t.equal(correctLabelTypos('Schneider'), 'Schneider', 'ordinary words stay');
  t.equal(correctLabelTypos('CUYAHOGA COTAX 2.25%'), 'CUYAHOGA CO TAX 2.25%', 'a county tax whose space OCR lost');
  t.equal(correctLabelTypos('SYNTAX'), 'SYNTAX');
  for (const text of ['N Factura: 1', 'Factura n9 70-501956', 'Factura N, FAC-1', 'Ne Factura R2504-138', 'Facture n? 12']) {
    t.equal(first(text)?.[0], 'invoiceNumber', text);
  }
});

t.test('a bracket after an amount word says gross or net, and its tax word is part of the label', async (t) => {
  const all = (text: string) => findLabels(text).map((h) => [h.field, text.slice(h.start, h.end)]);
  t.same(all('Zwischensumme (ohne USt.)'), [['subtotal', 'Zwischensumme (ohne USt.)']]);
  t.same(all('Subtotal (excl. VAT)'), [['subtotal', 'Subtotal (excl. VAT)']]);
  t.same(all('Summe (inkl. MwSt.)'), [['total', 'Summe (inkl. MwSt.)']]);
  t.same(all('Importe (IVA incluido)'), [['total', 'Importe (IVA incluido)']]);
  t.same(all('Montant (HT)'), [['subtotal', 'Montant (HT)']]);
  t.same(all('Totale (IVA inclusa)'), [['total', 'Totale (IVA inclusa)']]);
  t.same(all('Total (EUR)'), [['total', 'Total']], 'a bracket without gross/net words is no qualifier');
  t.same(all('Total (excl. tax) 100.00 Tax 20.00'), [['subtotal', 'Total (excl. tax)'], ['tax', 'Tax']]);
  t.same(all('Gesamtpreis'), [['total', 'Gesamtpreis']]);
  t.same(all('Endsumme'), [['total', 'Endsumme']]);
  t.same(all('Verkauft von Muster GmbH'), [['vendorFrom', 'Verkauft von']]);
});

t.test('"MwSt gesamt" and "Summe MwSt" are the tax total, "Summe inkl. MwSt." the document total', async (t) => {
  t.same(first('MwSt gesamt'), ['tax', 'MwSt gesamt']);
  t.same(first('Summe MwSt'), ['tax', 'Summe MwSt']);
  t.same(first('Umsatzsteuer gesamt'), ['tax', 'Umsatzsteuer gesamt']);
  t.same(first('Summe inkl. MwSt.'), ['total', 'Summe inkl. MwSt.']);
  t.same(first('Gesamtsumme'), ['total', 'Gesamtsumme']);
});

t.test('Belgian HTVA / TVAC, Swiss "Total exkl. MWST" / "Total MWST", and cash-rounding lines', async (t) => {
  t.same(first('Total HTVA'), ['subtotal', 'Total HTVA']);
  t.same(first('Total TVAC'), ['total', 'Total TVAC']);
  t.same(first('Total exkl. MWST'), ['subtotal', 'Total exkl. MWST']);
  t.same(first('Total MWST'), ['tax', 'Total MWST']);
  for (const text of ['Rundungsdifferenz', 'Rounding', 'Arrondi', 'Redondeo', 'Arrotondamento', 'Afrondingsverschil', 'Arredondamento']) t.same(first(text)?.[0], 'rounding', text);
  t.same(findLabels('Groundnut oil'), []);
});

t.test('seventh blind batch: labels it taught', async (t) => {
  const fields = (text: string) => findLabels(text).map((h) => h.field);
  t.same(fields('Total CHF inkl. MWST'), ['total'], 'a Swiss gross total, not its tax');
  t.same(fields('Statement number'), ['invoiceNumber']);
  t.same(fields('CUOTA'), ['tax'], 'the tax column of a Spanish IVA breakdown');
  t.notOk(fields('Cuota 001 · Vencimiento').includes('tax'), 'an instalment is no tax');
  t.same(fields('Base HTVA'), ['subtotal']);
  t.same(fields('Total hors TVA'), ['subtotal']);
  t.same(fields('Taxe de séjour (hors TVA)'), [], 'an amount outside the VAT');
  t.same(fields('Bar – boissons'), [], 'the bar of a hotel bill is no cash payment');
  t.same(fields('BAR'), ['tender']);
  t.same(fields('Paiement Visa ****6624'), ['tender']);
  t.same(fields('Betreft factuur'), ['otherNumber'], 'the invoice a Dutch credit note corrects');
});

t.test('"Liquido" is a word of its own, not a misread "Ilíquido": Brazil\'s "Valor Líquido" is the net payable', async (t) => {
  t.equal(correctLabelTypos('Valor Liquido da NFS-e'), 'Valor Liquido da NFS-e');
  t.same(findLabels('Valor Liquido da NFS-e').map((h) => h.field), ['total']);
  t.same(findLabels('Total Liquido').map((h) => h.field), ['subtotal'], 'Portugal\'s "Total Ilíquido" with its I lost is still the net');
});

t.test('a landfill "tip fee" is no gratuity', async (t) => {
  t.same(findLabels('Tip fee (green waste)').map((h) => h.field), []);
  t.same(findLabels('Tip charges').map((h) => h.field), []);
  t.same(findLabels('Tip').map((h) => h.field), ['tip']);
  t.same(findLabels('Tip (15%)').map((h) => h.field), ['tip']);
});
