// Patterns of the sixteenth layout batch (bench/layouts/documents-fresh16.ts): business-travel and
// subscription documents. A hotel folio's payments column and its city tax outside VAT, a cloud
// bill's service groups, an airline's base in brackets and its untaxed charges, a phone company's
// name with "Mobile" in it, ride-hailing and café receipts, a taxi slip's bilingual fill-in lines
// and ticked box, and a German business-lunch receipt that writes its sum out.
import t from 'tap';
import { extractDocuments } from '../../../engine/fields/index.js';
import { grid, makePage, right } from './page-fixture.js';

const docOf = (page: ReturnType<typeof makePage>, kind: 'invoice' | 'receipt' = 'invoice') => extractDocuments([page], { kind })[0]!.fields;
const linesOf = (fields: ReturnType<typeof docOf>) => fields.lineItems.map((i) => [i.description, i.quantity, i.unitPrice, i.total]);

t.test('a hotel folio: payments in the "Zahlung" column are no items; the city tax outside VAT is in the total, not the VAT summary\'s gross', async (t) => {
  const fields = docOf(makePage([...grid([[34, [194, 'HOTEL NORDKETTE']]], 21), ...grid([
    [98, [40, 'Nordkette Hotelbetriebs GmbH · Innrain 24 · 6020 Innsbruck'], [380, 'Rechnung Nr.'], [480, '118204']],
    [111, [380, 'Rechnungsdatum'], [480, '20.11.2026']],
    [271, [40, 'Datum'], [105, 'Leistung'], [309, 'Anz.'], [345, 'Einzelpreis'], [405, 'USt'], [444, 'Belastung'], [516, 'Zahlung']],
    [291, [40, '02.11.2026'], [105, 'Anzahlung VISA ****4471'], right(556, '150,00')],
    [305, [40, '17.11.2026'], [105, 'Logis Superior Einzelzimmer'], [315, '1'], right(390, '142,00'), [405, '10 %'], right(490, '142,00')],
    [319, [40, '20.11.2026'], [105, 'Minibar'], [315, '3'], right(390, '4,20'), [405, '20 %'], right(490, '12,60')],
    [333, [40, '20.11.2026'], [105, 'Aufenthaltsabgabe (3 Nächte × 1 Person)'], [315, '3'], right(390, '3,00'), [405, '–'], right(490, '9,00')],
    [347, [40, '20.11.2026'], [105, 'Zahlung VISA ****4471'], right(556, '13,60')],
    [370, [105, 'Summe'], right(490, '163,60'), right(556, '163,60')],
    [400, [40, 'USt-Satz'], [110, 'Netto'], [170, 'USt'], [220, 'Brutto'], [380, 'Gesamtbetrag'], right(556, 'EUR 163,60')],
    [414, [40, '10 %'], right(150, '129,09'), right(200, '12,91'), right(250, '142,00'), [380, 'Offener Saldo'], right(556, 'EUR 0,00')],
    [428, [40, '20 %'], right(150, '10,50'), right(200, '2,10'), right(250, '12,60')],
    [442, [40, 'Summe'], right(150, '139,59'), right(200, '15,01'), right(250, '154,60')],
  ], 8)]));
  t.same(linesOf(fields), [
    ['Logis Superior Einzelzimmer', 1, 142, 142],
    ['Minibar', 3, 4.2, 12.6],
    ['Aufenthaltsabgabe (3 Nächte × 1 Person)', 3, 3, 9],
  ]);
  t.equal(fields.total, 163.6);
  t.equal(fields.tax, 15.01);
  t.equal(fields.vendorName, 'Nordkette Hotelbetriebs GmbH', 'the word mark\'s words start the company\'s');
});

t.test('a cloud bill\'s service groups: a group\'s heading row with its total is no item; metered counts read through their units', async (t) => {
  const fields = docOf(makePage(grid([
    [30, [40, 'Nimbus Peak Cloud Services, Inc.']],
    [64, [380, 'Invoice Number'], [480, '1182044719']],
    [233, [40, 'Service / usage type'], [300, 'Usage Unit'], [400, 'Rate'], right(560, 'Amount')],
    [252, [40, 'Compute Instances'], right(560, '$158.10')],
    [266, [50, 's2.medium on-demand, us-west-2'], [300, '744 Hrs'], [400, '$0.0425'], right(560, '$31.62')],
    [278, [50, 's2.large on-demand, us-west-2'], [300, '1,488 Hrs'], [400, '$0.0850'], right(560, '$126.48')],
    [293, [40, 'Block Storage'], right(560, '$50.65')],
    [307, [50, 'SSD volume storage'], [300, '500 GB-Mo'], [400, '$0.0800'], right(560, '$40.00')],
    [319, [50, 'Volume snapshots'], [300, '213 GB-Mo'], [400, '$0.0500'], right(560, '$10.65')],
    [484, [380, 'Subtotal'], right(560, '$208.75')],
    [531, [380, 'Total due (USD)'], right(560, '$208.75')],
  ], 8)));
  t.same(linesOf(fields), [
    ['s2.medium on-demand, us-west-2', 744, 0.0425, 31.62],
    ['s2.large on-demand, us-west-2', 1488, 0.085, 126.48],
    ['SSD volume storage', 500, 0.08, 40],
    ['Volume snapshots', 213, 0.05, 10.65],
  ]);
});

t.test('an airline invoice: a tax word in brackets qualifies the base; a cell of words ends a label\'s reach; "Mobile" in a name is no contact', async (t) => {
  const fields = docOf(makePage(grid([
    [30, [40, 'Alas del Mediterráneo, S.A.']],
    [420, [40, 'Transporte aéreo de pasajeros'], [330, 'Base imponible (IVA 10 %)'], right(560, '190,00')],
    [434, [330, 'Cuota IVA 10 %'], right(560, '19,00')],
    [448, [40, 'y no forman parte de la base imponible.'], [330, 'Tasas y cargos no sujetos a IVA'], right(560, '34,67')],
    [467, [330, 'TOTAL FACTURA'], right(560, '243,67 €')],
  ], 8)));
  t.equal(fields.tax, 19);
  t.equal(fields.subtotal, 190);
  t.equal(fields.total, 243.67);
  const bill = docOf(makePage([...grid([[14, [40, 'southern cross mobile']]], 18), ...grid([
    [82, [40, 'Southern Cross Mobile Pty Ltd'], [380, 'Invoice number'], [480, '0004471820']],
    [150, [40, 'Kookaburra Design Studio Pty Ltd']],
    [408, [380, 'Total new charges (incl. GST)'], right(560, '$133.30')],
  ], 8)]));
  t.equal(bill.vendorName, 'Southern Cross Mobile Pty Ltd');
});

t.test('receipts: the card paid with and how the order is served are no items; the company in the footer spells out the app\'s name', async (t) => {
  const ride = docOf(makePage([...grid([[20, [24, 'Glide']]], 24), ...grid([
    [113, [24, 'Total'], right(316, '$87.41')],
    [150, [24, 'Trip fare'], right(316, '$62.40')],
    [167, [24, 'Booking fee'], right(316, '$3.95')],
    [184, [24, 'Tolls'], right(316, '$16.06')],
    [225, [24, 'Tip'], right(316, '$5.00')],
    [256, [24, 'Payments']],
    [276, [24, 'Visa ••••1234'], right(316, '$87.41')],
    [593, [24, 'Glide Mobility Technologies, Inc. · 500 Brannan Street, San Francisco, CA 94107']],
  ], 9)]), 'receipt');
  t.same(linesOf(ride), [['Trip fare', null, null, 62.4], ['Booking fee', null, null, 3.95], ['Tolls', null, null, 16.06]]);
  t.equal(ride.vendorName, 'Glide Mobility Technologies, Inc.');
  const cafe = docOf(makePage(grid([
    [8, [40, 'CAFÉ MILE-OUEST']],
    [77, [20, 'Pour emporter']],
    [92, [20, '1 Latté 16 oz'], right(200, '5,75')],
    [101, [20, '1 Croissant aux amandes'], right(200, '4,25')],
    [171, [20, 'TOTAL'], right(200, '10,00 $')],
  ], 7)), 'receipt');
  t.same(cafe.lineItems.map((i) => i.description), ['Latté 16 oz', 'Croissant aux amandes']);
});

t.test('a taxi slip: amounts written above bilingual fill-in labels, the ticked payment box', async (t) => {
  const fields = docOf(makePage(grid([
    [23, [40, 'TAXIS IRIS']],
    [44, [40, 'Taxis Iris SRL']],
    [244, [160, '48,50 €']],
    [253, [20, 'Prix de la course / Ritprijs :']],
    [274, [160, '3,50 €']],
    [283, [20, 'Pourboire / Fooi :']],
    [302, [160, '52,00 €']],
    [314, [20, 'TOTAL / TOTAAL :']],
    [339, [20, 'Payé / Betaald :'], [110, 'X espèces / contant'], [200, 'carte / kaart']],
  ], 8)), 'receipt');
  t.equal(fields.tip, 3.5);
  t.equal(fields.total, 52);
  t.equal(fields.paymentMethod?.type, 'cash');
});

t.test('a sum written out in a sentence: the label inside it names the figure before it, not the result', async (t) => {
  const fields = docOf(makePage(grid([
    [10, [36, 'Isarbogen Gastronomie GmbH']],
    [98, [20, '2'], [34, 'Schweinsbraten mit Knödel'], right(206, '37,80')],
    [200, [20, 'SUMME EUR'], right(206, '37,80')],
    [217, [20, 'Trinkgeld'], right(206, '4,20')],
    [226, [20, 'Gesamt'], right(206, '42,00')],
    [431, [20, '37,80 € + 4,20 € Trinkgeld = 42,00 €']],
  ], 8)), 'receipt');
  t.equal(fields.tip, 4.2);
  t.equal(fields.total, 42);
});
