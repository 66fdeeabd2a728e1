// Cross-border B2B and service documents of the twelfth layout batch (bench/layouts/documents-fresh12.ts):
// a courier's consignment table, a forwarder's and a customs broker's disbursements, a law firm's fee
// note, a bilingual heading on two lines, an export billed in dollars, a Swedish credit deduction, and
// receipts from a dentist (the insurer's share), a vet (dosage notes) and a dry cleaner (cash rounding).
import t from 'tap';
import { extractDocuments } from '../../../engine/fields/index.js';
import { grid, makePage, right } from './page-fixture.js';

const items = (page: ReturnType<typeof makePage>, kind: 'invoice' | 'receipt' = 'invoice') => {
  const [doc] = extractDocuments([page], { kind });
  return { fields: doc!.fields, lines: doc!.fields.lineItems.map((i) => [i.description, i.quantity, i.unitPrice, i.total]) };
};

t.test('a courier\'s consignment table: pieces are the count, the row total the amount; a surcharge legend is no item', async (t) => {
  const page = makePage([
    ...grid([
      [30, [50, 'Swiftline Express Parcels Ltd']],
      [50, [50, 'INVOICE'], [330, 'Invoice number'], [460, '7004471829']],
      [62, [330, 'Invoice date'], [460, '23/11/2026']],
      [100, [50, 'Date'], [90, 'Consignment'], [170, 'Service · destination'], [300, 'Pcs'], [330, 'Kg'], [360, 'Charge'], [410, 'Code'], [440, 'Surch.'], right(545, 'Total £', 7)],
      [112, [50, '16/11/26'], [90, 'SWX2611160013'], [170, 'Next Day · Leeds LS6'], [300, '1'], [330, '3.2'], right(390, '6.95', 7), right(545, '6.95', 7)],
      [122, [50, '16/11/26'], [90, 'SWX2611160021'], [170, 'Next Day · Bristol BS7'], [300, '2'], [330, '8.6'], right(390, '11.45', 7), right(545, '11.45', 7)],
      [132, [50, '17/11/26'], [90, 'SWX2611170026'], [170, 'Next Day · Inverness IV2'], [300, '1'], [330, '6.8'], right(390, '8.45', 7), [410, 'RA'], right(470, '9.50', 7), right(545, '17.95', 7)],
      [142, [50, '20/11/26'], [90, 'SWX2611200024'], [170, '48 Hour · Brighton BN1'], [300, '2'], [330, '6.0'], right(390, '9.40', 7), right(545, '9.40', 7)],
      [160, [50, 'Surcharge codes'], [330, 'Shipment charges'], right(545, '35.25', 7)],
      [170, [50, 'RA Remote area (Highlands & Islands) £9.50'], [330, 'Surcharges (RA)'], right(545, '9.50', 7)],
      [184, [330, 'Total excl. VAT'], right(545, '44.75', 7)],
      [194, [330, 'VAT @ 20%'], right(545, '8.95', 7)],
      [204, [330, 'Invoice total'], right(545, '£53.70', 7)],
    ], 7),
  ]);
  const { fields, lines } = items(page);
  t.same(lines, [
    ['Next Day · Leeds LS6', 1, 6.95, 6.95],
    ['Next Day · Bristol BS7', 2, null, 11.45],
    ['Next Day · Inverness IV2', 1, 17.95, 17.95],
    ['48 Hour · Brighton BN1', 2, 4.7, 9.4],
  ], 'the charge beside a surcharge is no unit price; 11.45 for 2 pieces implies none to the cent');
  t.equal(fields.total, 53.7);
});

t.test('a converted freight line\'s note and a stock note with dates are no items', async (t) => {
  const page = makePage([
    ...grid([
      [30, [50, 'Nordelbe Seefracht & Spedition GmbH']],
      [60, [50, 'Rechnungs-Nr.'], [150, '26-40917'], [300, 'Rechnungsdatum'], [400, '18.11.2026']],
      [100, [50, 'Leistung'], right(330, 'Menge', 8), right(420, 'Einzelpreis', 8), right(495, 'Betrag EUR', 8)],
      [120, [72, 'Seefracht Shanghai – Hamburg'], right(330, '1', 8), right(420, '2.000,00', 8), right(495, '2.000,00', 8)],
      [145, [72, 'Lagerung Palette (Palettenwoche)'], right(330, '412', 8), right(420, '9,50', 8), right(495, '3.914,00', 8)],
      [180, [350, 'Nettobetrag'], right(545, '5.914,00', 8)],
      [192, [350, 'USt 19 %'], right(545, '1.123,66', 8)],
      [204, [350, 'Rechnungsbetrag EUR'], right(545, '7.037,66', 8)],
    ], 8),
    ...grid([
      [131, [78, 'USD 2.150,00 zum Kurs 1,0750 (EZB-Referenzkurs 11.11.2026)']],
      [156, [78, 'Bestand 01.11: 198 Pal. · Bestand 15.11: 214 Pal.']],
    ], 6.5),
  ]);
  const { fields, lines } = items(page);
  t.same(lines, [['Seefracht Shanghai – Hamburg', 1, 2000, 2000], ['Lagerung Palette (Palettenwoche)', 412, 9.5, 3914]]);
  t.equal(fields.total, 7037.66);
});

t.test('a customs broker: import VAT passed on and amounts "non soumis à la TVA" are not the invoice\'s tax', async (t) => {
  const page = makePage(grid([
    [30, [50, 'Meuse Cargo Customs SRL']],
    [50, [50, 'FACTURE'], [330, 'N° 2026-FV-01842']],
    [80, [50, 'Désignation'], right(330, 'Qté', 8), right(420, 'Prix unit.', 8), right(545, 'Montant HTVA', 8)],
    [92, [50, 'Déclaration d’importation H1'], right(330, '1', 8), right(420, '95,00', 8), right(545, '95,00', 8)],
    [102, [50, 'Transport Liège Airport – Marche-en-Famenne'], right(330, '1', 8), right(420, '145,00', 8), right(545, '145,00', 8)],
    [120, [50, 'Débours – acquittés pour votre compte (hors champ TVA)']],
    [132, [50, 'Désignation'], right(330, 'Base', 8), right(420, 'Taux', 8), right(545, 'Montant', 8)],
    [144, [50, 'Droits de douane – TARIC 8714 91 10'], right(330, '18 640,00', 8), right(420, '4,7 %', 8), right(545, '876,08', 8)],
    [154, [50, 'TVA à l’importation'], right(330, '19 516,08', 8), right(420, '21 %', 8), right(545, '4 098,38', 8)],
    [172, [320, 'Total prestations HTVA'], right(545, '240,00', 8)],
    [182, [320, 'TVA 21 %'], right(545, '50,40', 8)],
    [192, [320, 'Débours (non soumis à la TVA)'], right(545, '4 974,46', 8)],
    [202, [50, 'Débours art. 28, 5° C.TVA : 4 974,46'], [320, 'TOTAL À PAYER'], right(545, '5 264,86 €', 8)],
  ], 8));
  const { fields, lines } = items(page);
  t.equal(fields.tax, 50.4);
  t.equal(fields.total, 5264.86);
  t.same(lines.map((l) => l[3]), [95, 145, 876.08, 4098.38], 'the disbursements are lines of their own table');
});

t.test('a solicitors\' fee note: its number, the fee earners\' hours, the base "subject to VAT", the total before monies on account', async (t) => {
  const page = makePage(grid([
    [30, [50, 'O\'Driscoll Brennan LLP']],
    [50, [50, 'FEE NOTE'], [330, 'Fee note no.'], [450, 'FN-26-01182']],
    [62, [330, 'Date'], [450, '16 November 2026']],
    [90, [50, 'Fee earner'], right(380, 'Hours', 8), right(460, 'Rate €', 8), right(545, 'Amount €', 8)],
    [102, [50, 'Patricia Brennan, Partner'], right(380, '14.50', 8), right(460, '450.00', 8), right(545, '6,525.00', 8)],
    [112, [50, 'Aoife Daly, Solicitor'], right(380, '10.00', 8), right(460, '240.00', 8), right(545, '2,400.00', 8)],
    [130, [50, 'Outlays not subject to VAT: 30.00'], [330, 'Net professional fees'], right(545, '8,925.00', 8)],
    [142, [330, 'Total subject to VAT'], right(545, '8,925.00', 8)],
    [152, [330, 'VAT @ 23%'], right(545, '2,052.75', 8)],
    [162, [330, 'Non-VATable outlays'], right(545, '30.00', 8)],
    [172, [330, 'Total fee note'], right(545, '11,007.75', 8)],
    [182, [330, 'Less: monies received on account'], right(545, '(5,000.00)', 8)],
    [192, [330, 'Balance due €'], right(545, '6,007.75', 8)],
  ], 8));
  const { fields, lines } = items(page);
  t.equal(fields.invoiceNumber, 'FN-26-01182');
  t.same(lines, [['Patricia Brennan, Partner', 14.5, 450, 6525], ['Aoife Daly, Solicitor', 10, 240, 2400]]);
  t.equal(fields.tax, 2052.75, 'neither the base "subject to VAT" nor the outlays "not subject to VAT"');
  t.equal(fields.total, 11007.75);
});

t.test('a bilingual heading on two lines keeps its description column; a word mark gives way to the s.r.o. beside it', async (t) => {
  const page = makePage(grid([
    [30, [50, 'LINGUA MORAVA'], [400, 'Lingua Morava s.r.o.']],
    [50, [50, 'FAKTURA – DAŇOVÝ DOKLAD'], [318, 'Číslo faktury / Rechnungs-Nr.'], [470, 'FV-2026-1047']],
    [90, [50, 'Pol. Popis / Beschreibung'], [300, 'Množství MJ'], right(420, 'Cena/MJ', 8), right(545, 'Celkem EUR', 8)],
    [100, [300, 'Menge Einh.'], right(420, 'Preis/Einh.', 8), right(545, 'Gesamt EUR', 8)],
    [114, [50, '1'], [62, 'Překlad DE-CS – nová slova / neue Wörter'], [300, '8 920 slov'], right(420, '0,110', 8), right(545, '981,20', 8)],
    [126, [50, '2'], [62, 'Korektura rodilým mluvčím / Lektorat'], [300, '6,5 hod.'], right(420, '38,00', 8), right(545, '247,00', 8)],
    [146, [300, 'Celkem k úhradě / Gesamtbetrag'], right(545, '1 228,20 EUR', 8)],
  ], 8));
  const { fields, lines } = items(page);
  t.same(lines, [['Překlad DE-CS – nová slova / neue Wörter', 8920, 0.11, 981.2], ['Korektura rodilým mluvčím / Lektorat', 6.5, 38, 247]]);
  t.equal(fields.vendorName, 'Lingua Morava s.r.o.');
});

t.test('an export billed in dollars: the currency on the total\'s line beats the euro equivalent; "non imponibile" VAT is 0', async (t) => {
  const page = makePage(grid([
    [30, [50, 'Brianza Packaging Machines S.r.l.'], [360, 'Via Valassina 118 · 20841 Carate Brianza · Italy']],
    [50, [50, 'COMMERCIAL INVOICE'], [330, 'Invoice No.'], [450, 'EX-2026/0447']],
    [80, [50, 'Description'], right(400, 'Qty', 8), right(470, 'Unit price', 8), right(545, 'Amount', 8)],
    [92, [50, 'Capping head assembly 38 mm PP'], right(400, '2', 8), right(470, '3,450.00', 8), right(545, '6,900.00', 8)],
    [110, [50, 'Controvalore in EUR / EUR equivalent'], [330, 'Subtotal'], right(545, '6,900.00', 8)],
    [120, [50, 'cambio BCE del 18/11/2026: 1 EUR = 1,0835 USD'], [330, 'VAT 0 % (non imponibile art. 8)'], right(545, '0.00', 8)],
    [130, [50, '€ 6.368,25'], [350, 'TOTAL USD'], right(545, '6,900.00', 8)],
    [150, [50, 'Capitale sociale € 100.000 i.v. · P.IVA IT04471820963']],
  ], 8));
  const { fields } = items(page);
  t.equal(fields.currency, 'USD');
  t.equal(fields.tax, 0);
  t.equal(fields.total, 6900);
});

t.test('a Swedish faktura: "underlag" is the base, Fakturabelopp the total before a credit note is taken off', async (t) => {
  const page = makePage(grid([
    [30, [50, 'Fjällsta Cloud Solutions AB']],
    [50, [50, 'FAKTURA'], [330, 'Fakturanummer'], [460, '26110473']],
    [80, [50, 'Beskrivning'], right(400, 'Antal', 8), right(470, 'À-pris', 8), right(545, 'Belopp', 8)],
    [92, [50, 'Plattformslicens Enterprise'], right(400, '1', 8), right(470, '18 500,00', 8), right(545, '18 500,00', 8)],
    [110, [50, 'Momsspecifikation'], [330, 'Summa exkl. moms'], right(545, '18 500,00', 8)],
    [120, [50, 'Moms 25 %: underlag 18 500,00 · moms 4 625,00'], [330, 'Moms 25 %'], right(545, '4 625,00', 8)],
    [130, [330, 'Fakturabelopp'], right(545, '23 125,00', 8)],
    [140, [330, 'Avgår: tillgodo kreditfaktura 26100388'], right(545, '-4 375,00', 8)],
    [150, [330, 'Att betala SEK'], right(545, '18 750,00', 8)],
  ], 8));
  const { fields } = items(page);
  t.equal(fields.tax, 4625);
  t.equal(fields.total, 23125);
});

t.test('a dentist\'s walkout statement: the birth date is no receipt date; the patient\'s portion after the insurer\'s is the total', async (t) => {
  const page = makePage(grid([
    [30, [50, 'Bluebonnet Family Dental, PLLC']],
    [44, [50, '2407 S Lamar Blvd, Austin, TX 78704'], [420, 'Printed 11/18/2026 4:12 PM']],
    [60, [50, 'Date of birth'], [150, '03/14/1988']],
    [80, [50, 'Code'], [100, 'Description'], right(545, 'Fee', 8)],
    [92, [50, 'D0120'], [100, 'Periodic oral evaluation'], right(545, '68.00', 8)],
    [102, [50, 'D1110'], [100, 'Prophylaxis - adult'], right(545, '124.00', 8)],
    [120, [50, 'Payment received'], [300, 'Today\'s charges'], right(545, '192.00', 8)],
    [130, [50, '$40.00 · HSA VISA ****4471'], [300, 'Estimated insurance portion'], right(545, '-152.00', 8)],
    [140, [300, 'Estimated patient portion'], right(545, '40.00', 8)],
    [150, [300, 'Balance due'], right(545, '$0.00', 8)],
  ], 8), { width: 612, height: 792 });
  const { fields, lines } = items(page, 'receipt');
  t.equal(fields.invoiceDate, '2026-11-18');
  t.equal(fields.total, 40);
  t.same(lines.map((l) => l[3]), [68, 124], 'the insurer\'s share and the payment are no procedures');
});

t.test('a vet\'s dosage notes stay notes; a count line with its dosage after a dot gives the count and price', async (t) => {
  const page = makePage([
    ...grid([
      [12, [16, 'Northcote Vet Group Pty Ltd']],
      [30, [16, 'DESCRIPTION'], right(210, 'AMOUNT $', 7)],
      [40, [16, 'Meloxicam oral susp 1.5mg/mL 10mL'], right(210, '34.50', 7)],
      [70, [16, 'Clavulox 125 mg tablets'], right(210, '19.50', 7)],
      [92, [16, 'TOTAL (incl. GST)'], right(210, '$54.00', 7)],
    ], 7),
    ...grid([
      [50, [22, 'Give 0.6 mL (0.1 mg/kg) once daily']],
      [58, [22, 'with food for 5 days']],
      [80, [22, '10 x 1.95 · 1 tablet twice daily x 5 days']],
    ], 6),
  ], { width: 226, height: 300 });
  t.same(items(page, 'receipt').lines, [['Meloxicam oral susp 1.5mg/mL 10mL', null, null, 34.5], ['Clavulox 125 mg tablets', 10, 1.95, 19.5]]);
});

t.test('two totals a printed cash rounding apart: the rounded one was paid', async (t) => {
  const page = makePage(grid([
    [12, [40, 'Lavanderia Ceresio Sagl']],
    [30, [16, 'GIACCA'], right(210, '16.90', 7)],
    [40, [16, 'CAPPOTTO LUNGO'], right(210, '29.00', 7)],
    [56, [16, 'TOTALE'], right(210, '45.90', 7)],
    [66, [16, 'Arrotondamento'], right(210, '-0.01', 7)],
    [76, [16, 'TOTALE CHF'], right(210, '45.89', 7)],
    [86, [16, 'Contanti'], right(210, '50.00', 7)],
  ], 7), { width: 226, height: 300 });
  t.equal(items(page, 'receipt').fields.total, 45.89);
});

t.test('OCR\'d Polish: ł read as t in the labels, and the -ów its alphabet lacks', async (t) => {
  const page = makePage(grid([
    [30, [50, 'Centrum Logistyczne Strykow Sp. z o.o.']],
    [50, [50, 'Faktura VAT'], [330, 'Data wystawienia:'], [460, '20.11.2026']],
    [62, [50, 'nr 3PL/0214/11/2026']],
    [90, [50, 'Nazwa uslugi'], right(400, 'Ilosc', 8), right(470, 'Cena', 8), right(545, 'Wartosc', 8)],
    [102, [50, 'Sktadowanie - paleta EUR'], right(400, '412', 8), right(470, '9,50', 8), right(545, '3 914,00', 8)],
    [130, [300, 'Razem'], right(420, '3 914,00', 8), right(480, '900,22', 8), right(545, '4 814,22', 8)],
    [150, [50, 'Do zaptaty:'], [200, '4 814,22 PLN']],
    [162, [50, 'Forma ptatnosci: przelew · Termin ptatnosci: 14 dni (04.12.2026)']],
  ], 8, 0.9), { source: 'ocr' });
  const { fields } = items(page);
  t.equal(fields.currency, 'PLN', 'the total\'s own line names the złoty; the "EUR" is a Euro pallet');
  t.equal(fields.dueDate, '2026-12-04');
  t.equal(fields.vendorName, 'Centrum Logistyczne Stryków Sp. z o.o.');
});

t.test('a receipt\'s year run into its time; the next appointment is no receipt date', async (t) => {
  const page = makePage(grid([
    [12, [40, 'Queen West Grooming Inc.']],
    [30, [16, 'Sat Nov 21. 202611:18 AM']],
    [44, [16, 'Skin fade + beard trim'], right(210, '55.00', 7)],
    [56, [16, 'Total'], right(210, '55.00', 7)],
    [70, [16, 'Next appt: Sat Dec 19, 2026']],
  ], 7, 0.9), { width: 226, height: 300, source: 'ocr' });
  t.equal(items(page, 'receipt').fields.invoiceDate, '2026-11-21');
});

t.test('a till table headed by its currency: the discount among the items is a line', async (t) => {
  const page = makePage(grid([
    [12, [40, 'Lavanderia Ceresio Sagl']],
    [30, [16, 'Q.ta Articolo'], right(160, 'Prezzo', 7), right(210, 'CHF', 7)],
    [40, [16, '3 CAMICIA LAVATA E STIRATA'], right(160, '5.50', 7), right(210, '16.50', 7)],
    [50, [16, '1 SMACCHIATURA SPECIALE'], right(160, '8.00', 7), right(210, '8.00', 7)],
    [70, [34, 'SCONTO CARTA FEDELTA 10%'], right(210, '-2.45', 7)],
    [84, [16, 'TOTALE CHF'], right(210, '22.05', 7)],
  ], 7, 0.9), { width: 226, height: 300, source: 'ocr' });
  t.same(items(page, 'receipt').lines, [['CAMICIA LAVATA E STIRATA', 3, 5.5, 16.5], ['SMACCHIATURA SPECIALE', 1, 8, 8], ['SCONTO CARTA FEDELTÀ 10%', null, null, -2.45]], 'the accent OCR lost comes back (Italian)');
});

t.test('a sum beside its label under a heading OCR glued together closes the table all the same', async (t) => {
  const page = makePage(grid([
    [12, [40, 'Optique des Brotteaux SARL']],
    [30, [40, 'Designation'], [240, 'Code LPP'], right(330, 'Qte', 8), [345, 'P.U.TTC MontantTTC']],
    [42, [40, 'Monture Maison Arlequin Rivoli'], [240, '2210546'], right(330, '1', 8), right(395, '245,00', 8), right(455, '245,00', 8)],
    [54, [40, 'Verre OD progressif 1,6'], [240, '2227038'], right(330, '1', 8), right(395, '289,00', 8), right(455, '289,00', 8)],
    [72, [40, 'Equipement de classe B'], [240, 'Total HT'], right(455, '444,83', 8)],
    [84, [40, 'Offre 100 % Sante refusee'], [240, 'TVA 20 %'], right(455, '89,17', 8)],
    [96, [240, 'Total TTC'], right(455, '534,00', 8)],
  ], 8, 0.9), { width: 420, height: 595, source: 'ocr' });
  const { fields, lines } = items(page, 'receipt');
  t.same(lines.map((l) => l[3]), [245, 289]);
  t.equal(fields.subtotal, 444.83);
  t.equal(fields.tax, 89.17);
});

t.test('a footer name run into its street, and a legal name under a word mark and a tagline, spell out the vendor', async (t) => {
  const invoice = makePage(grid([
    [30, [50, 'BRIANZA PACK'], [300, 'Brianza Packaging Machines S..l.']],
    [60, [50, 'COMMERCIAL INVOICE'], [330, 'Invoice No.'], [450, 'EX-2026/0447']],
    [100, [50, 'Capping head assembly 38 mm PP'], right(545, '6,900.00', 8)],
    [120, [330, 'TOTAL USD'], right(545, '6,900.00', 8)],
    [780, [50, 'Brianza Packaging Machines S.r.l. Via Valassina 118, 20841 Carate Brianza (MB) · Capitale sociale 100.000 i.v.']],
  ], 8, 0.9), { source: 'ocr' });
  t.equal(items(invoice).fields.vendorName, 'Brianza Packaging Machines S.r.l.', 'the logo OCR cut short and the name whose form it garbled give way to the footer');

  const receipt = makePage([...grid([[10, [60, 'ogalot tet']]], 16, 0.9), ...grid([
    [30, [70, 'SODERMALM']],
    [40, [50, 'Yogaloftet i Stockholm AB']],
    [50, [45, 'Gotgatan 44, 118 26 Stockholm']],
    [70, [16, 'Klippkort 10 klasser'], right(210, '1 650,00', 7)],
    [84, [16, 'TOTALT'], right(210, '1 650,00', 7)],
  ], 7, 0.9)], { width: 226, height: 300, source: 'ocr' });
  t.equal(items(receipt, 'receipt').fields.vendorName, 'Yogaloftet i Stockholm AB');
});
