// Layouts that billing software prints and our generator does not: a marketplace invoice whose
// seller heads a "Sold by" block and whose one date serves two labels, and a German invoice whose
// number follows the document title with no "Nr." label; bracketed gross/net labels, a bare "N° :"
// under a title, and line-item headings of other languages.
import t from 'tap';
import { extractDocuments } from '../../../engine/fields/index.js';
import { readShapeRow } from '../../../engine/layout/table.js';
import { grid, makePage, right } from './page-fixture.js';
import type { PageText } from '../../../engine/types.js';

t.test('a marketplace invoice: "Sold by" block, "Invoice date / Delivery date" sharing one value', async (t) => {
  const page = makePage([
    { text: 'Invoice', x: 50, y: 40, size: 18 },
    ...grid([
      [45, [300, 'Invoice # US4AB12CDEF']],
      [57, [300, 'Invoice date / Delivery date 15.03.2024']],
      [69, [300, 'Order # 111-2223334-5556667']],
      [100, [50, 'Sold by'], [300, 'Billing address']],
      [112, [50, 'Amazon.com Services LLC'], [300, 'Jane Doe']],
      [124, [50, '410 Terry Ave N, Seattle, WA 98109'], [300, '1 Main St, Boston MA 02110']],
      [180, [50, 'Description'], [300, 'Qty'], [350, 'Unit price'], [450, 'Item subtotal']],
      [196, [50, 'Stainless steel mixing bowls, set of 5'], right(310, '1'), right(400, '$49.99'), right(500, '$49.99')],
      [230, [350, 'Shipping'], right(500, '$0.00')],
      [244, [350, 'Tax'], right(500, '$4.00')],
      [260, [350, 'Total payable'], right(500, '$53.99')],
    ], 9),
  ]);
  const f = extractDocuments([page], { kind: 'invoice' })[0]!.fields;
  t.equal(f.vendorName, 'Amazon.com Services LLC', 'the name under "Sold by", though it holds a web domain');
  t.equal(f.invoiceNumber, 'US4AB12CDEF');
  t.equal(f.invoiceDate, '2024-03-15', 'the date after the second of two joined labels is the first one\'s too');
  t.equal(f.total, 53.99);
});

t.test('a bare web domain is still no vendor name', async (t) => {
  const page = makePage(grid([
    [30, [40, 'www.freshmart-online.com']],
    [44, [40, 'FreshMart Grocers Ltd'], [360, 'Invoice No: 1182']],
    [58, [40, 'shop.freshmart.com'], [360, 'Date: 12/03/2024']],
    [120, [360, 'Total'], right(530, '£18.40')],
  ]));
  t.equal(extractDocuments([page], { kind: 'invoice' })[0]!.fields.vendorName, 'FreshMart Grocers Ltd');
});

t.test('a German invoice numbered after its title: "Rechnung RE-24-00871"', async (t) => {
  const page = makePage([
    { text: 'Alpenblick Getränke AG', x: 50, y: 50, size: 14 },
    ...grid([
      [68, [50, 'Bahnhofstrasse 12, 8001 Zürich']],
      [130, [350, 'Hotel Säntis']],
      [142, [350, 'Dorfstrasse 3, 9658 Wildhaus']],
    ], 9),
    { text: 'Rechnung RE-24-00871', x: 50, y: 200, size: 13 },
    ...grid([
      [220, [50, 'Datum: 15.03.2024']],
      [232, [50, 'Zahlbar bis: 14.04.2024']],
      [270, [50, 'Artikel'], [300, 'Menge'], [360, 'Preis'], [450, 'Betrag CHF']],
      [286, [50, 'Mineralwasser 24 x 0.5 l'], right(320, '40'), right(400, '24.90'), right(500, '996.00')],
      [320, [360, 'Total exkl. MWST'], right(500, '996.00')],
      [334, [360, 'MWST 8.1 %'], right(500, '80.70')],
      [348, [360, 'Rundung'], right(500, '0.60')],
      [364, [360, 'Total CHF'], right(500, "1'077.30")],
    ], 9),
  ]);
  const f = extractDocuments([page], { kind: 'invoice' })[0]!.fields;
  t.same([f.vendorName, f.invoiceNumber, f.invoiceDate, f.dueDate, f.total, f.currency],
    ['Alpenblick Getränke AG', 'RE-24-00871', '2024-03-15', '2024-04-14', 1077.3, 'CHF']);
});

t.test('a header table: a row of headings over a row of values', async (t) => {
  const page = makePage([
    { text: 'Green Valley Landscaping', x: 50, y: 40, size: 14 },
    { text: 'INVOICE', x: 430, y: 40, size: 20 },
    ...grid([
      [58, [50, '220 Oak Street']],
      [70, [50, 'Springfield, IL 62701']],
      [130, [50, 'BILL TO'], [300, 'INVOICE #'], [380, 'DATE'], [450, 'DUE DATE'], [520, 'TERMS']],
      [142, [50, 'Maple Diner'], [300, '1042'], [380, '03/15/2024'], [450, '04/14/2024'], [520, 'Net 30']],
      [200, [50, 'ACTIVITY'], [330, 'QTY'], [400, 'RATE'], [500, 'AMOUNT']],
      [216, [50, 'Lawn maintenance - March'], right(340, '1'), right(440, '850.00'), right(540, '850.00')],
      [230, [50, 'Mulch installation'], right(340, '8'), right(440, '50.00'), right(540, '400.00')],
      [270, [400, 'BALANCE DUE'], right(540, '$1,250.00')],
    ], 9),
  ]);
  const f = extractDocuments([page], { kind: 'invoice' })[0]!.fields;
  t.same([f.vendorName, f.invoiceNumber, f.invoiceDate, f.dueDate, f.total, f.currency],
    ['Green Valley Landscaping', '1042', '2024-03-15', '2024-04-14', 1250, 'USD'], 'the heading\'s value is below it, not the next heading');
});

t.test('Indian digit grouping: lakhs in pairs ("Rs. 1,18,000.00")', async (t) => {
  const page = makePage([
    { text: 'Sharma Traders Pvt. Ltd.', x: 50, y: 40, size: 14 },
    ...grid([
      [58, [50, '12, MG Road, Bengaluru, Karnataka 560001']],
      [130, [50, 'Invoice No.: ST/2023-24/0458'], [330, 'Invoice Date: 15-Mar-2024']],
      [180, [50, 'Description of Goods'], [310, 'Qty'], [360, 'Rate'], [450, 'Amount']],
      [196, [50, 'Basmati Rice 25kg'], right(330, '40'), right(420, '2,500.00'), right(530, '1,00,000.00')],
      [230, [360, 'Taxable Value'], right(530, '1,00,000.00')],
      [244, [360, 'CGST @ 9%'], right(530, '9,000.00')],
      [258, [360, 'SGST @ 9%'], right(530, '9,000.00')],
      [274, [360, 'Grand Total'], right(530, 'Rs. 1,18,000.00')],
    ], 9),
  ]);
  const f = extractDocuments([page], { kind: 'invoice' })[0]!.fields;
  t.same([f.invoiceNumber, f.invoiceDate, f.subtotal, f.total, f.currency], ['ST/2023-24/0458', '2024-03-15', 100000, 118000, 'INR']);
});

t.test('a title with its number below after a bare "No."', async (t) => {
  const items = (below: string) => makePage([
    { text: 'Northern Lights Electric Inc.', x: 50, y: 40, size: 14 },
    { text: 'Invoice', x: 400, y: 40, size: 16 },
    ...grid([
      [58, [50, '45 King St W, Toronto ON M5H 1J8']],
      [62, [400, below]],
      [74, [400, 'Date: 2024-03-15']],
      [140, [50, 'Service'], [400, 'Amount']],
      [156, [50, 'Panel upgrade labour'], right(460, '$1,000.00')],
      [190, [300, 'Subtotal'], right(460, '$1,000.00')],
      [204, [300, 'HST 13%'], right(460, '$130.00')],
      [220, [300, 'Total (CAD)'], right(460, '$1,130.00')],
    ], 9),
  ]);
  t.equal(extractDocuments([items('No. NLE-2291')], { kind: 'invoice' })[0]!.fields.invoiceNumber, 'NLE-2291');
  t.equal(extractDocuments([items('# 5521')], { kind: 'invoice' })[0]!.fields.invoiceNumber, '5521');
  t.equal(extractDocuments([items('Nota bene 2291')], { kind: 'invoice' })[0]!.fields.invoiceNumber, null, 'a word that starts with "No" is no number sign');
});

t.test('a marketplace invoice in German: "Verkauft von" inline, bracketed gross/net totals labels, "Gesamtpreis"', async (t) => {
  const page = makePage([
    { text: 'Rechnung', x: 50, y: 40, size: 18 },
    ...grid([
      [80, [50, 'Verkauft von Muster Handel GmbH'], [330, 'Rechnungsdatum /Lieferdatum'], [470, '21 November 2026']],
      [94, [50, 'Hauptstraße 5, 10115 Berlin'], [330, 'Rechnungsnummer'], [470, 'DE6ABCDE1234']],
      [200, [50, 'Beschreibung'], [250, 'Menge'], [300, 'Stückpreis'], [360, 'USt. %'], [420, 'Stückpreis'], [490, 'Zwischensumme']],
      [209, [300, '(ohne USt.)'], [420, '(inkl. USt.)'], [490, '(inkl. USt.)']],
      [226, [50, 'Edelstahl Kochtopf 24 cm'], right(270, '2'), right(340, '25,20 €'), right(380, '19%'), right(455, '29,99 €'), right(545, '59,98 €')],
      [270, [330, 'Zwischensumme (ohne USt.)'], right(545, '50,40 €')],
      [284, [330, 'USt. 19%'], right(545, '9,58 €')],
      [298, [330, 'Gesamtpreis'], right(545, '59,98 €')],
    ], 8),
  ]);
  const f = extractDocuments([page], { kind: 'invoice' })[0]!.fields;
  t.same([f.vendorName, f.invoiceNumber, f.invoiceDate, f.subtotal, f.tax, f.total, f.currency],
    ['Muster Handel GmbH', 'DE6ABCDE1234', '2026-11-21', 50.4, 9.58, 59.98, 'EUR'], '"(ohne USt.)" keeps the subtotal a subtotal, not a tax line');
  t.same(f.lineItems.map((li) => [li.description, li.quantity, li.unitPrice, li.total]), [['Edelstahl Kochtopf 24 cm', 2, 29.99, 59.98]],
    '"Zwischensumme" heads the line amounts');
  const damaged = makePage(grid([
    [80, [50, 'Verkauft von Muster Handel GmbH'], [330, 'Rechnungsnummer'], [470, 'DE6ABCDE1234']],
    [200, [50, 'Beschreibung'], [250, 'Menge'], [300, 'Stuckpreis'], [360, 'USt. %'], [420, 'Stuickpreis'], [490, 'Zwischensumme']],
    [226, [50, 'Edelstahl Kochtopf 24 cm'], right(270, '2'), right(340, '25,20'), right(380, '19%'), right(455, '29,99'), right(545, '59,98')],
    [298, [330, 'Gesamtpreis'], right(545, '59,98')],
  ], 8), { source: 'ocr' });
  t.same(extractDocuments([damaged], { kind: 'invoice' })[0]!.fields.lineItems.map((li) => [li.quantity, li.unitPrice, li.total]), [[2, 29.99, 59.98]],
    'OCR damaged the gross price heading: the price that quantity x price confirms');
});

t.test('a French invoice whose bare "N° :" sits two page rows under its title, beside an address column', async (t) => {
  const page = makePage([
    { text: 'BOULANGERIE DUPONT SARL', x: 50, y: 50, size: 14 },
    { text: 'FACTURE', x: 350, y: 50, size: 18 },
    ...grid([
      [68, [50, '14 rue des Lilas - 69003 Lyon']],
      [82, [50, 'SIRET 123 456 789 00012'], [350, 'N° : F-2026-0142']],
      [96, [350, 'Date : 21/11/2026']],
      [200, [350, 'Total TTC'], right(545, '1 302,29 €')],
    ], 10),
  ]);
  t.equal(extractDocuments([page], { kind: 'invoice' })[0]!.fields.invoiceNumber, 'F-2026-0142');
  // A photo of it: OCR boxes are tighter than a text layer's, so the title stands further above.
  const spaced = makePage([
    { text: 'FACTURE', x: 350, y: 50, size: 18 },
    ...grid([[90, [50, 'SIRET 123 456 789 00012'], [350, 'N° : F-2026-0142']], [104, [350, 'Date : 21/11/2026']], [200, [350, 'Total TTC'], right(545, '1 302,29 €')]], 10),
  ], { source: 'ocr' });
  t.equal(extractDocuments([spaced], { kind: 'invoice' })[0]!.fields.invoiceNumber, 'F-2026-0142', 'two lines of space under a large title');
  const blocked = makePage([
    { text: 'FACTURE', x: 350, y: 50, size: 18 },
    ...grid([[70, [350, 'Client : Café de la Gare']], [84, [350, 'N° : 2026-0142']], [200, [350, 'Total TTC'], right(545, '13,00 €')]], 10),
  ]);
  t.equal(extractDocuments([blocked], { kind: 'invoice' })[0]!.fields.invoiceNumber, null, 'another line between the title and the sign: no number');
});

t.test('line-item headings of Italian, Dutch and UK VAT invoices', async (t) => {
  const table = (headings: [number, string][], rows: [number, string][][]) => makePage(grid([
    [40, [50, 'Fornitore Esempio']],
    [200, ...headings],
    ...rows.map((cells, k): [number, ...[number, string][]] => [216 + 16 * k, ...cells]),
    [300, [350, 'Total'], right(545, '400,00')],
  ], 10));
  const items = (page: PageText) => extractDocuments([page], { kind: 'invoice' })[0]!.fields.lineItems.map((li) => [li.description, li.quantity, li.unitPrice, li.total]);
  t.same(items(table([[50, 'Descrizione'], [310, 'Q.tà'], [380, 'Prezzo unit.'], [510, 'Importo']],
    [[[50, 'Caffè in grani 1 kg'], right(330, '10'), right(420, '25,00'), right(545, '250,00')]])), [['Caffè in grani 1 kg', 10, 25, 250]], 'Q.tà');
  t.same(items(table([[50, 'Omschrijving'], [300, 'Aantal'], [400, 'Prijs'], [515, 'Totaal']],
    [[[50, 'Schoonmaakmiddel 5 L'], right(330, '4'), right(420, '€ 12,50'), right(545, '€ 50,00')]])), [['Schoonmaakmiddel 5 L', 4, 12.5, 50]], 'Totaal');
  t.same(items(table([[50, 'Qty'], [90, 'Description'], [350, 'Unit Price'], [420, 'VAT %'], [525, 'Net']],
    [[[50, '6'], [90, 'Chef jackets, white, size M'], right(400, '£25.00'), right(450, '20%'), right(545, '£150.00')]])), [['Chef jackets, white, size M', 6, 25, 150]], 'a "Net" heading of its own');
  t.same(items(table([[50, 'Bezeichnung'], [300, 'Menge'], [360, 'Einzelpreis netto'], [480, 'Gesamt']],
    [[[50, 'Kaffeebohnen 1 kg'], right(320, '3'), right(420, '20,00'), right(545, '60,00')]])), [['Kaffeebohnen 1 kg', 3, 20, 60]], '"netto" inside a heading qualifies it');
});

t.test('a credit note: its own number, not the invoice it credits; "Due on receipt" makes the due date the issue date', async (t) => {
  const credit = makePage([
    { text: 'Coastal Seafood Ltd', x: 50, y: 40, size: 15 },
    { text: 'CREDIT NOTE', x: 380, y: 40, size: 16 },
    ...grid([
      [66, [380, 'Credit Note No: CN-0042']],
      [80, [380, 'Date: 21/11/2026']],
      [94, [380, 'Against Invoice: INV-7731']],
      [150, [50, 'Description'], [500, 'Amount']],
      [168, [50, 'Returned: cod fillets 5 kg (damaged)'], right(545, '-70.00')],
      [210, [380, 'Subtotal'], right(545, '-70.00')],
      [224, [380, 'VAT 20%'], right(545, '-14.00')],
      [240, [380, 'Total Credit'], right(545, '-£84.00')],
    ], 10),
  ]);
  const c = extractDocuments([credit], { kind: 'invoice' })[0]!.fields;
  t.same([c.invoiceNumber, c.total], ['CN-0042', -84]);
  const onReceipt = makePage([
    { text: 'Summit Office Goods LLC', x: 50, y: 40, size: 15 },
    { text: 'INVOICE', x: 380, y: 40, size: 18 },
    ...grid([
      [66, [380, 'Invoice #: SOG-5521']],
      [80, [380, 'Date: 11/21/2026']],
      [94, [380, 'Terms: Due on receipt']],
      [230, [380, 'TOTAL DUE'], right(545, '$194.40')],
    ], 10),
  ]);
  t.equal(extractDocuments([onReceipt], { kind: 'invoice' })[0]!.fields.dueDate, '2026-11-21');
});

t.test('ruled table cells read by OCR: a Swedish heading row, a count beside a cell edge, a number inside a description', async (t) => {
  const page = makePage(grid([
    [40, [50, 'Nordic Kitchen Equipment AB']],
    [150, [50, 'Beskrivning'], [330, 'Antal'], [420, 'À-pris'], [510, 'Belopp']],
    [170, [50, 'Kombiugn 6 GN 1/1 <'], right(365, '1'), right(455, '9 500,00'), right(545, '9 500,00')],
    [190, [50, 'Installation'], right(365, '51'), right(455, '500,00'), right(545, '2 500,00')],
    [244, [380, 'Att betala'], right(545, '12 000,00 kr')],
  ], 10), { source: 'ocr' });
  t.same(extractDocuments([page], { kind: 'invoice' })[0]!.fields.lineItems.map((li) => [li.description, li.quantity, li.unitPrice, li.total]),
    [['Kombiugn 6 GN 1/1', 1, 9500, 9500], ['Installation', 5, 500, 2500]]);
  const strokeRead = makePage(grid([
    [150, [50, 'Beskrivning'], [330, 'Antal'], [420, 'À-pris'], [510, 'Belopp']],
    [170, [50, 'Kombiugn 6 GN 1/1'], right(365, '1l'), right(455, '9 500,00'), right(545, '9 500,00')],
    [190, [50, 'Diskmedel'], right(365, '2 l'), right(455, '40,00'), right(545, '80,00')],
    [244, [380, 'Att betala'], right(545, '9 580,00 kr')],
  ], 10), { source: 'ocr' });
  t.same(extractDocuments([strokeRead], { kind: 'invoice' })[0]!.fields.lineItems.map((li) => [li.quantity, li.unit]), [[1, null], [2, 'l']],
    'a stroke glued to the count is the cell edge; a spaced "l" is litres');
  const headless = readShapeRow('Kombiugn 6 GN 1/1 < 9 500,00 9 500,00', ',');
  t.same([headless?.description, headless?.quantity], ['Kombiugn 6 GN 1/1', null], 'words between a count and the price: the count is the description\'s');
});

t.test('a logo carries the name: the sender is named again after "payable to" or first in the legal footer', async (t) => {
  const payable = makePage(grid([
    [90, [50, '2200 Lake Shore Dr']],
    [104, [50, 'Chicago, IL 60616']],
    [118, [50, '(312) 555-0147'], [380, 'Invoice # 3391']],
    [160, [50, 'Bill To']],
    [174, [50, 'Harbor Grill']],
    [240, [50, 'Description'], [500, 'Amount']],
    [258, [50, 'Replace water heater valve, labor 3 hrs'], right(545, '540.00')],
    [300, [380, 'Total'], right(545, '$540.00')],
    [360, [50, 'Please make checks payable to Brightwater Plumbing LLC. Thank you for your business!']],
  ], 10));
  t.equal(extractDocuments([payable], { kind: 'invoice' })[0]!.fields.vendorName, 'Brightwater Plumbing LLC', 'not the city line, not the customer');
  const footer = makePage(grid([
    [40, [380, 'Rechnungs-Nr.: R-2026-0815']],
    [110, [50, 'Gasthaus Krone']],
    [124, [50, 'Marktstraße 2']],
    [138, [50, '80331 München']],
    [280, [380, 'Gesamtbetrag'], right(545, '476,00 €')],
    [760, [50, 'Elektro Wagner GmbH · Industriestr. 7 · 85737 Ismaning · HRB 12345 · USt-IdNr. DE811223344']],
  ], 8));
  t.equal(extractDocuments([footer], { kind: 'invoice' })[0]!.fields.vendorName, 'Elektro Wagner GmbH', 'an unlabelled customer block is no sender');
  const ocrFooter = makePage(grid([
    [110, [50, 'Gasthaus Krone']],
    [280, [380, 'Gesamtbetrag'], right(545, '476,00 €')],
    [760, [50, 'Elektro Wagner GmbH : Industriestr 7 85737 Ismaning · HRB 12345 · USt-ldNr. DE811223344']],
  ], 8), { source: 'ocr' });
  t.equal(extractDocuments([ocrFooter], { kind: 'invoice' })[0]!.fields.vendorName, 'Elektro Wagner GmbH', 'a middle dot OCR read as a colon still parts the footer');
  const ocrPayable = makePage(grid([[104, [50, 'Chicago, IL 60616']], [300, [380, 'Total'], right(545, '$540.00')], [360, [50, 'Please make checks payabie to Brightwater Plumbing LLC. Thank you!']]], 10), { source: 'ocr' });
  t.equal(extractDocuments([ocrPayable], { kind: 'invoice' })[0]!.fields.vendorName, 'Brightwater Plumbing LLC', '"payabie"');
  const unspaced = makePage(grid([[104, [50, 'Chicago, IL 60616']], [300, [380, 'Total'], right(545, '$540.00')], [360, [50, 'Please make checks payable to Brightwater Plumbing LLC.Thank you for your business!']]], 10), { source: 'ocr' });
  t.equal(extractDocuments([unspaced], { kind: 'invoice' })[0]!.fields.vendorName, 'Brightwater Plumbing LLC', 'the space after "LLC." lost');
  const eft = makePage(grid([
    [120, [50, 'INVOICE'], [380, 'Invoice No. MRT-26-1142']],
    [240, [50, 'Description'], [500, 'Amount']],
    [258, [50, 'Call-out / hook-up fee'], right(545, '120.00')],
    [300, [380, 'TOTAL DUE'], right(545, '120.00')],
    [360, [50, 'Payment by EFT to Midland Recovery & Towing Ltd · IBAN IE64 AIBK 9311 5244 7182 03 · BIC AIBKIE2D']],
  ], 8), { source: 'ocr' });
  t.equal(extractDocuments([eft], { kind: 'invoice' })[0]!.fields.vendorName, 'Midland Recovery & Towing Ltd', 'a header band the photo lost: the payee of "Payment by EFT to", up to its middle dot (batch ten)');
  const named = makePage(grid([
    [40, [50, 'Redwood Provisions'], [380, 'Invoice # 12']],
    [280, [380, 'Total'], right(545, '$10.00')],
    [760, [50, 'Redwood Provisions LLC · 1 Main St · Springfield · EIN 12-3456789']],
  ], 8));
  t.equal(extractDocuments([named], { kind: 'invoice' })[0]!.fields.vendorName, 'Redwood Provisions LLC', 'the heading name, spelt out in full by the footer, takes its legal form');
  const logo = makePage(grid([
    [40, [50, 'GISLER'], [380, 'Rechnung RE-26-3318']],
    [120, [50, 'Treuhandbüro Amrein GmbH']],
    [280, [380, 'Total'], right(545, '$10.00')],
    [760, [50, 'Gisler Bürotechnik AG · Bahnhofstrasse 41 · 6003 Luzern']],
  ], 8));
  t.equal(extractDocuments([logo], { kind: 'invoice' })[0]!.fields.vendorName, 'Gisler Bürotechnik AG', 'a logo word the footer spells out');
  const bank = makePage(grid([
    [40, [50, 'Fresh Bakes'], [380, 'Invoice # 12']],
    [280, [380, 'Total'], right(545, '$10.00')],
    [760, [50, 'Deutsche Bank AG · IBAN DE89 3704 0044 0532 0130 00 · BIC COBADEFFXXX']],
  ], 8));
  t.equal(extractDocuments([bank], { kind: 'invoice' })[0]!.fields.vendorName, 'Fresh Bakes', 'a bank in the footer names no sender');
});

t.test('line numbers left in the descriptions (the "#" heading unread) are taken off when they count 1, 2, 3', async (t) => {
  const table = (descriptions: string[]) => makePage(grid([
    [40, [50, 'Brightline Electrical Inc.']],
    [195, [70, 'Item & Description'], [360, 'Qty'], [440, 'Rate'], [510, 'Amount']],
    ...descriptions.map((d, i): [number, ...[number, string][]] => [218 + i * 18, [50, d], right(380, '1.00'), right(460, '50.00'), right(545, '50.00')]),
    [300, [380, 'Total'], right(545, `$${descriptions.length * 50}.00`)],
  ], 10), { source: 'ocr' });
  const read = (descriptions: string[]) => extractDocuments([table(descriptions)], { kind: 'invoice' })[0]!.fields.lineItems.map((li) => li.description);
  t.same(read(['1 Panel upgrade 200A', '2 Outlet replacement', '3 Service call']), ['Panel upgrade 200A', 'Outlet replacement', 'Service call']);
  t.same(read(['2 x 4 lumber 8 ft', '10 lb flat']), ['2 x 4 lumber 8 ft', '10 lb flat'], 'numbers that do not count 1, 2 stay');
  t.same(read(['1 Panel upgrade 200A']), ['1 Panel upgrade 200A'], 'one item alone is no count');
  t.same(read(['T Panel upgrade 200A', '2 Outlet replacement']), ['Panel upgrade 200A', 'Outlet replacement'], 'a 1 read as T, followed by 2');
  t.same(read(['T-shirt print', 'Tote bags']), ['T-shirt print', 'Tote bags'], 'a leading T without the count after it stays');
});

t.test('a receipt\'s centred header above the first item is not part of its description', async (t) => {
  const receipt = makePage(grid([
    [20, [70, 'FreshCo Market']],
    [32, [45, '455 Elm Ave, Columbus OH 43215']],
    [44, [55, 'Store 0112 (614) 555-0123']],
    [58, [20, 'GRND BEEF 80/20 1LB'], right(206, '6.49 F')],
    [70, [20, 'PAPER TOWELS 6 ROLL'], right(206, '8.99 T')],
    [84, [20, 'TOTAL'], right(206, '15.48')],
  ], 9), { source: 'ocr', width: 226, height: 400 });
  t.same(extractDocuments([receipt], { kind: 'receipt' })[0]!.fields.lineItems.map((li) => li.description), ['GRND BEEF 80/20 1LB', 'PAPER TOWELS 6 ROLL']);
  const wrapped = makePage(grid([
    [20, [70, 'FreshCo Market']],
    [58, [20, 'ORGANIC FREE RANGE']],
    [70, [20, 'EGGS LARGE 12CT'], right(206, '6.49')],
    [84, [20, 'TOTAL'], right(206, '6.49')],
  ], 9), { source: 'ocr', width: 226, height: 400 });
  t.same(extractDocuments([wrapped], { kind: 'receipt' })[0]!.fields.lineItems.map((li) => li.description), ['ORGANIC FREE RANGE EGGS LARGE 12CT'], 'a description wrapped above its price line, starting where it starts, stays');
});
