// Patterns of the seventeenth layout batch (bench/layouts/documents-fresh17.ts): utility and insurance
// bills and small-merchant receipts. Rates in pence and cents, the day a direct debit collects the
// bill, a utility's "Position" heading, a two-column bill whose address block stands beside its
// lines, an insurer's premium notice, a delivery charge among a florist's lines, a Czech
// "Mezisoučet", a count and price printed beside a line's name, and an Austrian "e.U.".
import t from 'tap';
import { extractDocuments } from '../../../engine/fields/index.js';
import { grid, makePage, right } from './page-fixture.js';

const fieldsOf = (page: ReturnType<typeof makePage>, kind: 'invoice' | 'receipt' = 'invoice') => extractDocuments([page], { kind })[0]!.fields;
const linesOf = (fields: ReturnType<typeof fieldsOf>) => fields.lineItems.map((i) => [i.description, i.quantity, i.unitPrice, i.total]);

t.test('a UK electricity bill: rates in pence, and the Direct Debit date as the due date', async (t) => {
  const fields = fieldsOf(makePage(grid([
    [33, [40, 'Albion Energy']],
    [54, [40, 'Albion Energy Supply Ltd · PO Box 4471 · Reading RG1 8BX'], [380, 'Bill number'], [480, '40071182']],
    [66, [380, 'Bill date'], [480, '03/11/2026']],
    [156, [330, 'Do not pay. We will collect this by Direct Debit']],
    [167, [330, 'on or after 17/11/2026 from your account ending 4471.']],
    [483, [40, 'Description'], [200, 'Quantity'], [300, 'Rate'], right(560, 'Amount')],
    [501, [40, 'Energy charge'], [200, '412 kWh'], [300, '24.503p per kWh'], right(560, '£100.95')],
    [516, [40, 'Standing charge'], [200, '31 days'], [300, '53.35p per day'], right(560, '£16.54')],
    [538, [330, 'Total charges before VAT'], right(560, '£117.49')],
    [552, [330, 'VAT at 5% on £117.49'], right(560, '£5.87')],
    [568, [330, 'Total charges for this bill'], right(560, '£123.36')],
  ], 8)));
  t.same(linesOf(fields), [['Energy charge', 412, 0.24503, 100.95], ['Standing charge', 31, 0.5335, 16.54]]);
  t.equal(fields.dueDate, '2026-11-17');
  t.equal(fields.total, 123.36);
});

t.test('a German gas bill: "Position" heads the lines, a rate in cent, "buchen wir am" the due date', async (t) => {
  const fields = fieldsOf(makePage(grid([
    [30, [40, 'Stadtwerke Kesselbach GmbH'], [380, 'Rechnungsnummer'], [480, '7300418826']],
    [42, [380, 'Rechnungsdatum'], [480, '21.10.2026']],
    [264, [40, 'Rechnungsbetrag (brutto)'], right(250, '1.984,06 €'), [330, 'Den Nachzahlungsbetrag buchen wir am']],
    [276, [40, 'abzüglich geleisteter Abschläge'], right(250, '1.782,00 €'), [330, '05.11.2026 per SEPA-Lastschrift von Ihrem']],
    [439, [40, 'Position'], [276, 'Menge'], [381, 'Preis netto'], [511, 'Betrag netto']],
    [455, [40, 'Arbeitspreis Erdgas'], [276, '13.076 kWh'], [381, '11,42 ct/kWh'], right(560, '1.493,28 €')],
    [469, [40, 'Grundpreis'], [276, '365 Tage'], [381, '0,4767 €/Tag'], right(560, '174,00 €')],
    [489, [330, 'Nettobetrag'], right(560, '1.667,28 €')],
    [500, [330, 'Umsatzsteuer 19 %'], right(560, '316,78 €')],
    [517, [330, 'Rechnungsbetrag brutto'], right(560, '1.984,06 €')],
  ], 8)));
  t.same(linesOf(fields), [['Arbeitspreis Erdgas', 13076, 0.1142, 1493.28], ['Grundpreis', 365, 0.4767, 174]]);
  t.equal(fields.dueDate, '2026-11-05');
  t.equal(fields.total, 1984.06);
});

t.test('a two-column bill: the address block beside the lines is no part of them; "sera prélevé le" dates the payment', async (t) => {
  const fields = fieldsOf(makePage(grid([
    [40, [40, 'Hexaline Télécom SAS']],
    [63, [300, 'Facture n° FB26110447182 du 04/11/2026']],
    [144, [300, 'Ne pas payer : ce montant sera prélevé le 14/11/2026']],
    [225, [215, 'Désignation'], right(560, 'Montant TTC')],
    [242, [215, 'Forfait hexabox Fibre 1 Gb/s'], right(560, '39,99 €')],
    [256, [215, 'Option TV Premium – 180 chaînes'], right(560, '6,00 €')],
    [281, [30, 'M. et Mme Julien Garnier'], [215, 'Location répéteur Wi-Fi'], right(560, '3,00 €')],
    [298, [30, '67000 Strasbourg'], [215, 'Remise fidélité 12 mois'], right(560, '-4,00 €')],
    [335, [330, 'Total TTC'], right(560, '44,99 €')],
  ], 8)));
  t.same(fields.lineItems.map((i) => i.description), ['Forfait hexabox Fibre 1 Gb/s', 'Option TV Premium – 180 chaînes', 'Location répéteur Wi-Fi', 'Remise fidélité 12 mois']);
  t.equal(fields.dueDate, '2026-11-14');
});

t.test('an Austrian premium notice: its number, the insurance tax instead of VAT, the net and gross premium', async (t) => {
  const fields = fieldsOf(makePage(grid([
    [103, [40, 'Donautal Versicherung AG · Donaulände 22 · 4020 Linz'], [380, 'Vorschreibung Nr.'], [480, 'PV-2026-0447182']],
    [115, [380, 'Datum'], [480, '05.11.2026']],
    [271, [40, 'Sparte'], [270, 'Polizzennummer'], [382, 'Versicherungssumme'], [486, 'Jahresprämie netto']],
    [289, [40, 'Haushaltsversicherung Zuhause Plus'], [270, '44-718204-7'], right(470, '€ 85.000,00'), right(560, '€ 186,40')],
    [317, [40, 'Rechtsschutzversicherung Privat & Verkehr'], [270, '44-718311-2'], right(470, '€ 150.000,00'), right(560, '€ 142,80')],
    [352, [330, 'Nettoprämie'], right(560, '€ 329,20')],
    [366, [330, 'Versicherungssteuer 11 %'], right(560, '€ 36,21')],
    [386, [330, 'Gesamtprämie'], right(560, '€ 365,41')],
  ], 8)));
  t.equal(fields.invoiceNumber, 'PV-2026-0447182');
  t.same(linesOf(fields), [['Haushaltsversicherung Zuhause Plus', null, null, 186.4], ['Rechtsschutzversicherung Privat & Verkehr', null, null, 142.8]]);
  t.equal(fields.subtotal, 329.2);
  t.equal(fields.tax, 36.21);
  t.equal(fields.total, 365.41);
});

t.test('lines: a delivery charge above the subtotal, a count and price beside a name, a Czech "Mezisoučet" no line', async (t) => {
  const florist = fieldsOf(makePage(grid([
    [20, [20, 'Petal & Stem Florals LLC']],
    [60, [20, '11/19/2026 10:02']],
    [104, [20, 'Seasonal bouquet, large'], right(206, '65.00')],
    [143, [20, 'Glass vase 8"'], right(206, '14.00')],
    [157, [20, 'Local delivery'], right(206, '12.00')],
    [178, [20, 'Subtotal'], right(206, '91.00')],
    [207, [20, 'TOTAL'], right(206, '$91.00')],
  ], 7)), 'receipt');
  t.same(linesOf(florist), [['Seasonal bouquet, large', null, null, 65], ['Glass vase 8"', null, null, 14], ['Local delivery', null, null, 12]]);
  const cable = fieldsOf(makePage(grid([
    [30, [40, 'Northshore Cable & Internet Inc.']],
    [303, [40, 'Monthly services (Nov 8 – Dec 7, 2026)'], right(560, 'Amount')],
    [320, [40, 'Internet 500 Unlimited'], right(560, '$85.00')],
    [362, [40, 'WiFi pod rental'], [300, '2 × $5.00'], right(560, '$10.00')],
    [431, [330, 'Subtotal'], right(560, '$95.00')],
  ], 8)));
  t.same(linesOf(cable), [['Internet 500 Unlimited', null, null, 85], ['WiFi pod rental', 2, 5, 10]]);
  const bakery = fieldsOf(makePage(grid([
    [10, [20, 'Pekařství U Zlatého klasu s.r.o.']],
    [50, [20, '20.11.2026 07:41']],
    [77, [20, 'Chléb kmínový 1200 g'], right(206, '59,90')],
    [128, [20, 'Vánočka 400 g'], right(206, '79,00')],
    [146, [20, 'Mezisoučet'], right(206, '138,90')],
    [168, [20, 'CELKEM Kč'], right(206, '138,90')],
  ], 7)), 'receipt');
  t.same(bakery.lineItems.map((i) => i.description), ['Chléb kmínový 1200 g', 'Vánočka 400 g']);
});

t.test('an Austrian sole trader\'s "e.U." is a legal form', async (t) => {
  const fields = fieldsOf(makePage(grid([
    [15, [40, 'RADWERK HUBER']],
    [35, [40, 'Radwerk Huber e.U.']],
    [45, [40, 'Inh. Thomas Huber · Stadtplatz 14 · 4400 Steyr']],
    [200, [20, 'Summe'], right(206, '107,14')],
  ], 8)), 'receipt');
  t.equal(fields.vendorName, 'Radwerk Huber e.U.');
});
