// A seventh fresh batch of 16 hand-built documents (8 invoices, 8 receipts) in the format of
// documents.ts, written on 2026-11-23 blind to the engine: their author read only documents.ts,
// documents-fresh6.ts (for the format and the conventions) and render.ts (for the page and the
// fonts), nothing under engine/, server/, data/, models/ or test/, and ran neither the engine nor a
// benchmark. Unlike the earlier batches, which hunted for rare countries, this batch is MAINSTREAM
// BUT MESSY: the countries most partners send, one each, with one or two structures per document
// that real documents have and a reader finds awkward. Invoices: the US (a SaaS subscription
// invoice with the period "Nov 1 – Nov 30, 2026" in the item, a 148,000-unit API overage at
// $0.002, NY sales tax 8.875 %, paid by the card on file so the bold "Balance due" is $0.00 under
// the total), the UK (a catering wholesaler with INVOICE TO / DELIVER TO side by side, Account No.,
// Sales Order and Your PO stacked beside the Invoice No., zero-rated food (Z) and standard-rated
// goods (S) with a VAT analysis, and a delivery charge in the totals), Switzerland (a German
// Rechnung whose seller appears only in the ABSENDERZEILE above the address window and in the
// footer (the logo shows a word mark only), Kunden-Nr. and Auftrag Nr. printed on the title line
// next to the Rechnung number, dates in words "20. November 2026", MWST 8.1 % and CHF 5'692.10),
// France (a facture with N° de facture / Date / Échéance / N° client in a BOXED GRID, dates in words
// "20 novembre 2026", a commande and bon de livraison number, "Remise commerciale 5 %" between
// Total HT brut and Total HT net, TVA 20 %, amounts as 4 722,00), Ireland (a Dublin consultancy
// invoicing a Portland customer IN USD, a PO number beside the invoice number, no VAT (outside the
// scope), a travel line with no quantity or rate, a deposit already received and a "Balance due"
// below the total, and the deposit invoice's own number in a note), Mexico (a CFDI 4.0 printout
// with Serie y folio A-4521 next to the 36-character Folio fiscal (UUID), the CSD number, ISO
// date-times "2026-11-21T10:32:45", clave prod./clave unidad columns, IVA trasladado 16 %, the
// amount in words and the digital seals), the Netherlands (a CREDITNOTA with negative lines and
// totals, its own number beside the Klantnummer and the number and date of the invoice it
// corrects), Canada (an Ontario hydro bill: account number and statement number, billing period,
// meter reads, an account summary with a payment received and a zero balance forward, HST 13 % and
// the negative Ontario Electricity Rebate under it, and a payment stub with an OCR line). Receipts:
// Germany (a Kassenbon with quantity lines ABOVE the item ("2 x 1,49" over "Milch 3,5% 1 l 2,98 B"),
// a Pfand line, VAT letters A 19 % / B 7 % with a MwSt table, the TSE block with ISO timestamps, and
// the girocard terminal slip printed UNDER the receipt repeating the amount as "BETRAG EUR" with the
// date as 21.11.26), Poland (a paragon fiskalny with a weighed "0,612 x 11,99" line, a "Rabat 15%"
// line under the coffee, PTU A 23 % / C 5 %, SUMA PTU, Gotówka and Reszta), Spain (a factura
// simplificada with weighed fruit and vegetables whose "0,856 kg x 2,49 €/kg" and amount sit on the
// line BELOW the name, IVA 4 % / 10 % / 21 % in a column and a table, EFECTIVO ENTREGADO and
// CAMBIO), Italy (a trattoria's documento commerciale with a COPERTO line, quantity lines above the
// items, "di cui IVA", and the Nexi POS slip under it with "IMPORTO EUR" and 21/11/26), Denmark (a
// købmand's kvittering with "6 stk. à 8,50" BELOW the beer, a "Pant A" deposit line, MobilePay and
// "Heraf moms 25%"), Sweden (a taxi kvitto with few lines, car and driver and trip numbers, a fixed
// Arlanda fare, Dricks (tip), "Varav moms 6 %" and a card), Belgium (a Brussels hotel's NOTE
// D'HÔTEL on A4, kind receipt: per-night rows with a different price on the third night, a taxe de
// séjour row each night outside VAT, breakfasts and the bar, a Débit / Crédit column pair with the
// Visa payment as a credit row, a Solde of 0,00 and a TVA table at 6 %, 12 % and 21 %), Australia (a
// fuel receipt headed TAX INVOICE with "42.18 L @ $1.899/L", a GST-free item marked "#", a 1.0 % card
// surcharge below the subtotal and "Total includes GST"). Date forms vary: November 1st, 2026 and
// November 15th, 2026, Nov 1 – Nov 30, 2026, 20-Nov-2026, 20. November 2026 and 18.11.2026,
// 20 novembre 2026, 19/11/2026, 2026-11-21T10:32:45, 20 november 2026, Nov 18, 2026 and
// Oct 15 – Nov 14, 2026; on receipts 21.11.2026 with 21.11.26 on the slip and
// 2026-11-21T18:41:12.000 in the TSE block, 2026-11-21, 21/11/2026, 21-11-2026 with 21/11/26 on the
// slip, Lør 21.11.2026, 2026-11-20, 20/11/2026 and 21/11/2026. render.ts draws one page only, so no
// document continues on a second page. Once the engine has been fixed on any of them they are a
// development set like documents.ts, and stop measuring anything unbiased.
// Conventions as the earlier batches: `expect` lists only fields the printed text makes certain
// (no subtotal where the printed "subtotal" is ambiguous: the French Total HT brut and Total HT net
// around the discount, the Canadian charges before tax and rebate, tax-inclusive receipts (the
// Spanish BASE IMP. and the Danish Momsgrundlag are nets, not subtotals); no tax where none is
// charged, as on the Irish invoice outside the scope of VAT); total is the document's own total (the
// US invoice total before the payment that leaves $0.00 due, the Irish total before the deposit,
// the Canadian "Total current charges" after the rebate, which is the amount due as the balance
// forward is zero, the Dutch credit note's negative total, the Swedish taxi total with the tip, the
// Australian total with the card surcharge). `items` lists every line item exactly as printed, null
// where a quantity or unit price is not printed, and is left out where a negative line sits among
// the items (the Polish Rabat line, the Dutch credit note) and on the hydro bill and the taxi
// receipt, which have charges rather than items; deposit lines (Pfand, Pant A) and the Belgian taxe
// de séjour rows are line items of their own; delivery charges, discounts and surcharges printed in
// the totals are not. The vendor is the seller in its most complete printed form (for the Swiss
// invoice, the name in the sender line and footer). paymentMethod is the payment TYPE, on receipts
// only: card (girocard, debit and credit cards, EFTPOS, "Pagamento elettronico" with a Mastercard
// slip, "Betalt med kort"), cash (Gotówka, Efectivo), mobile_wallet (MobilePay, as GCash and TWINT).
import type { Cell, ProbeDocument } from './documents.js';

/** A right-aligned cell ending at x. */
const R = (x: number, y: number, t: string, o: Cell[3] = {}): Cell => [x, y, t, { ...o, align: 'right' }];

export const FRESH7_DOCUMENTS: ProbeDocument[] = [

  // US SaaS subscription invoice (US Letter) in the Stripe manner: Invoice number with a separate
  // Receipt number and Customer ID, "Date of issue November 1st, 2026", "Date due November 15th,
  // 2026", the plan line carrying the service period "Nov 1 – Nov 30, 2026", storage blocks and an
  // API overage of 148,000 requests at $0.002, NY sales tax 8.875 %, then Total, Amount paid and a
  // bold "Balance due $0.00" because the card on file was charged: the total is the invoice total.
  { name: 'saas-us-period-overage-paid-balance-zero', kind: 'invoice', size: [612, 792], expect: { vendorName: 'Lumenfold, Inc.', invoiceNumber: 'LF-104729', invoiceDate: '2026-11-01', dueDate: '2026-11-15', subtotal: 641, tax: 56.89, total: 697.89, currency: 'USD' },
    items: [['Team plan (Nov 1 – Nov 30, 2026)', 12, 25, 300], ['Additional storage, 100 GB blocks', 3, 15, 45], ['API requests over plan allowance (Oct 2026)', 148000, 0.002, 296]], cells: [
    [50, 48, 'Invoice', { size: 22, bold: true }],
    [466, 44, '#RECT 22 22 #4f46e5'], [494, 47, 'lumenfold', { size: 16, bold: true }],
    [50, 92, 'Invoice number', { size: 9 }], [170, 92, 'LF-104729', { size: 9, bold: true }],
    [50, 106, 'Receipt number', { size: 9 }], [170, 106, '2291-8834', { size: 9 }],
    [50, 120, 'Date of issue', { size: 9 }], [170, 120, 'November 1st, 2026', { size: 9 }],
    [50, 134, 'Date due', { size: 9 }], [170, 134, 'November 15th, 2026', { size: 9 }],
    [50, 148, 'Customer ID', { size: 9 }], [170, 148, 'CUS-004718', { size: 9 }],
    [50, 182, 'Lumenfold, Inc.', { size: 10, bold: true }], [50, 196, '600 California Street, Suite 1400', { size: 9 }],
    [50, 208, 'San Francisco, California 94108', { size: 9 }], [50, 220, 'United States', { size: 9 }], [50, 232, 'billing@lumenfold.io', { size: 9 }],
    [310, 182, 'Bill to', { size: 10, bold: true }], [310, 196, 'Greenpoint Dental Group PLLC', { size: 9 }],
    [310, 208, '215 Franklin Street', { size: 9 }], [310, 220, 'Brooklyn, New York 11222', { size: 9 }], [310, 232, 'ap@greenpointdental.com', { size: 9 }],
    [50, 268, '$697.89 paid on November 1st, 2026', { size: 14, bold: true }],
    [50, 290, 'Subscription period: Nov 1 – Nov 30, 2026 · renews automatically on Dec 1, 2026', { size: 9 }],
    [50, 322, 'Description', { size: 8 }], R(400, 322, 'Qty', { size: 8 }), R(480, 322, 'Unit price', { size: 8 }), R(562, 322, 'Amount', { size: 8 }),
    [50, 333, '#RECT 512 0.6 black'],
    [50, 342, 'Team plan (Nov 1 – Nov 30, 2026)', { size: 9 }], R(400, 342, '12', { size: 9 }), R(480, 342, '$25.00', { size: 9 }), R(562, 342, '$300.00', { size: 9 }),
    [50, 358, 'Additional storage, 100 GB blocks', { size: 9 }], R(400, 358, '3', { size: 9 }), R(480, 358, '$15.00', { size: 9 }), R(562, 358, '$45.00', { size: 9 }),
    [50, 374, 'API requests over plan allowance (Oct 2026)', { size: 9 }], R(400, 374, '148,000', { size: 9 }), R(480, 374, '$0.002', { size: 9 }), R(562, 374, '$296.00', { size: 9 }),
    [50, 390, '#RECT 512 0.6 black'],
    [330, 402, 'Subtotal', { size: 9 }], R(562, 402, '$641.00', { size: 9 }),
    [330, 417, 'NY sales tax (8.875%)', { size: 9 }], R(562, 417, '$56.89', { size: 9 }),
    [330, 432, 'Total', { size: 9 }], R(562, 432, '$697.89', { size: 9 }),
    [330, 447, 'Amount paid', { size: 9 }], R(562, 447, '$697.89', { size: 9 }),
    [330, 464, 'Balance due', { size: 11, bold: true }], R(562, 464, '$0.00', { size: 11, bold: true }),
    [50, 504, 'Paid with Visa •••• 4242 on November 1st, 2026. Thank you for your business!', { size: 8 }],
    [50, 516, 'Questions? Contact billing@lumenfold.io · Lumenfold, Inc. · EIN 84-2917365', { size: 8 }],
    [50, 750, 'LF-104729 · $697.89 paid on November 1st, 2026', { size: 7 }], R(562, 750, 'Page 1 of 1', { size: 7 }),
  ] },

  // UK catering wholesaler's invoice: letterhead with VAT Reg No and Company No, INVOICE TO and
  // DELIVER TO blocks side by side, Invoice No. stacked with Invoice Date "20-Nov-2026", Account No.,
  // Sales Order, Your PO, Due Date and Terms, a Code / Description / Qty / Price / VAT / Net table
  // mixing zero-rated food (Z) and standard-rated goods (S), a VAT analysis by code, and a delivery
  // charge (S) in the totals above Net total, VAT and Invoice total. The subtotal expected is the
  // printed Net total, which includes the delivery charge (items 280.20 + delivery 7.50).
  { name: 'invoice-uk-bill-deliver-to-po-zero-rated-delivery', kind: 'invoice', expect: { vendorName: 'Pennine Catering Wholesale Ltd', invoiceNumber: 'PCW/118274', invoiceDate: '2026-11-20', dueDate: '2026-12-20', subtotal: 287.7, tax: 28.98, total: 316.68, currency: 'GBP' },
    items: [['Arabica espresso beans 1kg', 6, 16.4, 98.4], ['Whole milk 2L', 24, 1.85, 44.4], ['Paper cups 12oz, sleeve of 50', 10, 4.95, 49.5], ['Blue roll 2-ply, 6 pack', 4, 12.6, 50.4], ['Dishwasher detergent 5L', 2, 18.75, 37.5]], cells: [
    [50, 40, 'Pennine Catering Wholesale Ltd', { size: 15, bold: true }],
    [50, 58, 'Unit 12, Holbeck Trade Park, Leeds LS11 9RT', { size: 9 }],
    [50, 70, 'Tel 0113 496 0274 · orders@penninecatering.co.uk', { size: 9 }],
    [50, 82, 'VAT Reg No GB 318 4420 76 · Company No 07418823', { size: 9 }],
    R(545, 38, 'INVOICE', { size: 20, bold: true }),
    [380, 66, 'Invoice No', { size: 9 }], R(545, 66, 'PCW/118274', { size: 9, bold: true }),
    [380, 80, 'Invoice Date', { size: 9 }], R(545, 80, '20-Nov-2026', { size: 9 }),
    [380, 94, 'Account No', { size: 9 }], R(545, 94, 'HAR014', { size: 9 }),
    [380, 108, 'Sales Order', { size: 9 }], R(545, 108, 'SO-55731', { size: 9 }),
    [380, 122, 'Your PO', { size: 9 }], R(545, 122, '4500-2291', { size: 9 }),
    [380, 136, 'Due Date', { size: 9 }], R(545, 136, '20-Dec-2026', { size: 9, bold: true }),
    [380, 150, 'Terms', { size: 9 }], R(545, 150, '30 days', { size: 9 }),
    [50, 112, 'INVOICE TO', { size: 8, bold: true }], [50, 124, 'Harrogate Bistro Group Ltd'], [50, 138, 'Accounts Payable', { size: 9 }],
    [50, 150, '4 Parliament Street', { size: 9 }], [50, 162, 'Harrogate HG1 2QU', { size: 9 }],
    [215, 112, 'DELIVER TO', { size: 8, bold: true }], [215, 124, 'The Orangery Kitchen'], [215, 138, 'Valley Gardens', { size: 9 }],
    [215, 150, 'Harrogate HG1 2SZ', { size: 9 }], [215, 162, 'Goods-in 7am–11am', { size: 9 }],
    [45, 196, '#RECT 505 16 #e5e7eb'],
    [50, 200, 'Code', { size: 8, bold: true }], [100, 200, 'Description', { size: 8, bold: true }], R(350, 200, 'Qty', { size: 8, bold: true }),
    R(420, 200, 'Price £', { size: 8, bold: true }), R(460, 200, 'VAT', { size: 8, bold: true }), R(545, 200, 'Net £', { size: 8, bold: true }),
    [50, 220, 'BV1001', { size: 9 }], [100, 220, 'Arabica espresso beans 1kg', { size: 9 }], R(350, 220, '6', { size: 9 }), R(420, 220, '16.40', { size: 9 }), R(460, 220, 'Z', { size: 9 }), R(545, 220, '98.40', { size: 9 }),
    [50, 236, 'DM2040', { size: 9 }], [100, 236, 'Whole milk 2L', { size: 9 }], R(350, 236, '24', { size: 9 }), R(420, 236, '1.85', { size: 9 }), R(460, 236, 'Z', { size: 9 }), R(545, 236, '44.40', { size: 9 }),
    [50, 252, 'PC1250', { size: 9 }], [100, 252, 'Paper cups 12oz, sleeve of 50', { size: 9 }], R(350, 252, '10', { size: 9 }), R(420, 252, '4.95', { size: 9 }), R(460, 252, 'S', { size: 9 }), R(545, 252, '49.50', { size: 9 }),
    [50, 268, 'HY0612', { size: 9 }], [100, 268, 'Blue roll 2-ply, 6 pack', { size: 9 }], R(350, 268, '4', { size: 9 }), R(420, 268, '12.60', { size: 9 }), R(460, 268, 'S', { size: 9 }), R(545, 268, '50.40', { size: 9 }),
    [50, 284, 'CL5005', { size: 9 }], [100, 284, 'Dishwasher detergent 5L', { size: 9 }], R(350, 284, '2', { size: 9 }), R(420, 284, '18.75', { size: 9 }), R(460, 284, 'S', { size: 9 }), R(545, 284, '37.50', { size: 9 }),
    [45, 300, '#RECT 505 0.6 black'],
    [50, 314, 'VAT analysis', { size: 8, bold: true }],
    [50, 326, 'Code', { size: 8, bold: true }], R(140, 326, 'Rate', { size: 8, bold: true }), R(200, 326, 'Net', { size: 8, bold: true }), R(250, 326, 'VAT', { size: 8, bold: true }),
    [50, 338, 'S', { size: 8 }], R(140, 338, '20.00%', { size: 8 }), R(200, 338, '144.90', { size: 8 }), R(250, 338, '28.98', { size: 8 }),
    [50, 350, 'Z', { size: 8 }], R(140, 350, '0.00%', { size: 8 }), R(200, 350, '142.80', { size: 8 }), R(250, 350, '0.00', { size: 8 }),
    [360, 314, 'Delivery charge (S)', { size: 9 }], R(545, 314, '7.50', { size: 9 }),
    [360, 328, 'Net total', { size: 9 }], R(545, 328, '287.70', { size: 9 }),
    [360, 342, 'VAT', { size: 9 }], R(545, 342, '28.98', { size: 9 }),
    [360, 358, 'Invoice total', { size: 11, bold: true }], R(545, 358, '£316.68', { size: 11, bold: true }),
    [50, 400, 'Please pay by BACS to Lloyds Bank, sort code 30-94-57, account 18827461, quoting PCW/118274.', { size: 8 }],
    [50, 412, 'Goods remain the property of Pennine Catering Wholesale Ltd until paid in full. Shortages must be reported within 24 hours.', { size: 8 }],
  ] },

  // Swiss Rechnung (German, Lucerne): the letterhead is a red square and the word mark GISLER
  // only; the seller's full name stands in the small ABSENDERZEILE above the address window and in
  // the footer with its UID and IBAN. "Luzern, 20. November 2026", Kunden-Nr., Auftrag Nr. and a
  // Lieferdatum 18.11.2026 at the right, the title "Rechnung RE-26-3318" with "Kunden-Nr. 10472 ·
  // Auftrag AU-26-1187" on the same line, amounts with apostrophes (4'280.00), 3.5 Std. of
  // installation, MWST 8.1 % and "Zahlbar bis 20. Dezember 2026" in the closing sentence.
  { name: 'rechnung-ch-absenderzeile-fusszeile-chf-apostroph', kind: 'invoice', expect: { vendorName: 'Gisler Bürotechnik AG', invoiceNumber: 'RE-26-3318', invoiceDate: '2026-11-20', dueDate: '2026-12-20', subtotal: 5692.1, tax: 461.06, total: 6153.16, currency: 'CHF' },
    items: [['Multifunktionsdrucker bizhub C300i', 1, 4280, 4280], ['Toner-Set CMYK', 2, 386.5, 773], ['Installation und Einrichtung', 3.5, 145, 507.5], ["Papier A4 80 g, Karton à 2'500 Blatt", 4, 32.9, 131.6]], cells: [
    [50, 40, '#RECT 34 34 #b91c1c'], [92, 44, 'GISLER', { size: 20, bold: true }], [92, 66, 'Bürotechnik · Drucksysteme · Service', { size: 8 }],
    [50, 128, 'Gisler Bürotechnik AG · Bahnhofstrasse 41 · 6003 Luzern', { size: 6.5 }], [50, 137, '#RECT 190 0.4 black'],
    [50, 146, 'Treuhandbüro Amrein GmbH'], [50, 159, 'Frau Claudia Amrein'], [50, 172, 'Pilatusstrasse 18'], [50, 185, '6003 Luzern'],
    [350, 128, 'Luzern, 20. November 2026', { size: 9 }],
    [350, 148, 'Kunden-Nr.', { size: 9 }], R(545, 148, '10472', { size: 9 }),
    [350, 162, 'Auftrag Nr.', { size: 9 }], R(545, 162, 'AU-26-1187', { size: 9 }),
    [350, 176, 'Lieferdatum', { size: 9 }], R(545, 176, '18.11.2026', { size: 9 }),
    [350, 190, 'Ihre Referenz', { size: 9 }], R(545, 190, 'C. Amrein', { size: 9 }),
    [50, 234, 'Rechnung RE-26-3318', { size: 14, bold: true }], [260, 238, 'Kunden-Nr. 10472 · Auftrag AU-26-1187', { size: 9 }],
    [50, 258, 'Sehr geehrte Frau Amrein, wir danken für Ihren Auftrag und stellen Ihnen wie folgt in Rechnung:', { size: 9 }],
    [45, 280, '#RECT 505 16 #e5e7eb'],
    [50, 284, 'Pos.', { size: 8, bold: true }], [78, 284, 'Art.-Nr.', { size: 8, bold: true }], [132, 284, 'Bezeichnung', { size: 8, bold: true }], R(360, 284, 'Menge', { size: 8, bold: true }),
    [366, 284, 'Einh.', { size: 8, bold: true }], R(455, 284, 'Preis CHF', { size: 8, bold: true }), R(545, 284, 'Betrag CHF', { size: 8, bold: true }),
    [50, 304, '1', { size: 9 }], [78, 304, 'KM-C300I', { size: 9 }], [132, 304, 'Multifunktionsdrucker bizhub C300i', { size: 9 }], R(360, 304, '1', { size: 9 }), [366, 304, 'Stk.', { size: 9 }], R(455, 304, "4'280.00", { size: 9 }), R(545, 304, "4'280.00", { size: 9 }),
    [50, 320, '2', { size: 9 }], [78, 320, 'TN-328S', { size: 9 }], [132, 320, 'Toner-Set CMYK', { size: 9 }], R(360, 320, '2', { size: 9 }), [366, 320, 'Set', { size: 9 }], R(455, 320, '386.50', { size: 9 }), R(545, 320, '773.00', { size: 9 }),
    [50, 336, '3', { size: 9 }], [78, 336, 'DL-INST', { size: 9 }], [132, 336, 'Installation und Einrichtung', { size: 9 }], R(360, 336, '3.5', { size: 9 }), [366, 336, 'Std.', { size: 9 }], R(455, 336, '145.00', { size: 9 }), R(545, 336, '507.50', { size: 9 }),
    [50, 352, '4', { size: 9 }], [78, 352, 'PA-A4-80', { size: 9 }], [132, 352, "Papier A4 80 g, Karton à 2'500 Blatt", { size: 9 }], R(360, 352, '4', { size: 9 }), [366, 352, 'Ktn.', { size: 9 }], R(455, 352, '32.90', { size: 9 }), R(545, 352, '131.60', { size: 9 }),
    [45, 368, '#RECT 505 0.6 black'],
    [350, 380, 'Total exkl. MWST', { size: 9 }], R(545, 380, "5'692.10", { size: 9 }),
    [350, 394, 'MWST 8.1 %', { size: 9 }], R(545, 394, '461.06', { size: 9 }),
    [345, 408, '#RECT 205 0.6 black'],
    [350, 414, 'Total CHF inkl. MWST', { size: 10, bold: true }], R(545, 414, "6'153.16", { size: 10, bold: true }),
    [50, 452, 'Zahlbar bis 20. Dezember 2026 rein netto. Bitte verwenden Sie den beiliegenden QR-Einzahlungsschein.', { size: 9 }],
    [50, 466, 'Freundliche Grüsse, Marco Gisler', { size: 9 }],
    [50, 790, 'Gisler Bürotechnik AG · Bahnhofstrasse 41 · 6003 Luzern · Tel. 041 210 44 80 · info@gisler-buero.ch', { size: 7 }],
    [50, 800, 'UID CHE-109.842.377 MWST · Luzerner Kantonalbank · IBAN CH93 0077 8011 6238 5295 7', { size: 7 }],
  ] },

  // French facture from a Lyon catering-equipment dealer: the facts in a BOXED GRID (N° de facture
  // / Date de facture / Date d'échéance / N° client) with dates in words "20 novembre 2026", a
  // commande and bon de livraison line, Réf. / Désignation / Qté / P.U. HT / Montant HT, then Total
  // HT brut, "Remise commerciale 5 %", Total HT net, TVA 20 % and Net à payer TTC on a dark band,
  // amounts as "4 722,00 €", legal mentions and the capital/RCS/SIRET footer.
  { name: 'facture-fr-grille-dates-en-lettres-remise', kind: 'invoice', expect: { vendorName: 'Perrin Équipement Cuisine SAS', invoiceNumber: 'F2026-00917', invoiceDate: '2026-11-20', dueDate: '2026-12-20', tax: 897.18, total: 5383.08, currency: 'EUR' },
    items: [['Four mixte 6 niveaux GN 1/1', 1, 3890, 3890], ['Support inox pour four mixte', 1, 420, 420], ['Bac gastronorme GN 1/1 inox 65 mm', 12, 18.5, 222], ['Mise en service et formation', 2, 95, 190]], cells: [
    [50, 40, 'Perrin Équipement Cuisine SAS', { size: 15, bold: true }],
    [50, 58, '14 rue de la Villette, 69003 Lyon', { size: 9 }],
    [50, 70, 'Tél. 04 78 62 18 40 · contact@perrin-equipement.fr', { size: 9 }],
    R(545, 38, 'FACTURE', { size: 20, bold: true }),
    [330, 100, 'Restaurant Le Petit Bouchon SARL', { size: 10, bold: true }], [330, 114, '6 quai Saint-Vincent', { size: 9 }],
    [330, 126, '69001 Lyon', { size: 9 }], [330, 138, 'TVA FR 61 791 204 335', { size: 9 }],
    [45, 170, '#RECT 505 14 #e5e7eb'], [45, 170, '#RECT 505 36 black stroke'],
    [171, 170, '#RECT 0 36 black stroke'], [297, 170, '#RECT 0 36 black stroke'], [423, 170, '#RECT 0 36 black stroke'],
    [50, 173, 'N° de facture', { size: 7, bold: true }], [176, 173, 'Date de facture', { size: 7, bold: true }],
    [302, 173, "Date d'échéance", { size: 7, bold: true }], [428, 173, 'N° client', { size: 7, bold: true }],
    [50, 190, 'F2026-00917', { size: 9, bold: true }], [176, 190, '20 novembre 2026', { size: 9 }], [302, 190, '20 décembre 2026', { size: 9 }], [428, 190, 'C-00412', { size: 9 }],
    [50, 222, 'Votre commande n° CMD-7781 du 12 novembre 2026 · Bon de livraison BL-26-0544 du 18 novembre 2026', { size: 8 }],
    [45, 246, '#RECT 505 16 #e5e7eb'],
    [50, 250, 'Réf.', { size: 8, bold: true }], [110, 250, 'Désignation', { size: 8, bold: true }], R(360, 250, 'Qté', { size: 8, bold: true }),
    R(450, 250, 'P.U. HT', { size: 8, bold: true }), R(545, 250, 'Montant HT', { size: 8, bold: true }),
    [50, 270, 'FM-6GN', { size: 9 }], [110, 270, 'Four mixte 6 niveaux GN 1/1', { size: 9 }], R(360, 270, '1', { size: 9 }), R(450, 270, '3 890,00', { size: 9 }), R(545, 270, '3 890,00', { size: 9 }),
    [50, 286, 'SUP-FM6', { size: 9 }], [110, 286, 'Support inox pour four mixte', { size: 9 }], R(360, 286, '1', { size: 9 }), R(450, 286, '420,00', { size: 9 }), R(545, 286, '420,00', { size: 9 }),
    [50, 302, 'GN11-65', { size: 9 }], [110, 302, 'Bac gastronorme GN 1/1 inox 65 mm', { size: 9 }], R(360, 302, '12', { size: 9 }), R(450, 302, '18,50', { size: 9 }), R(545, 302, '222,00', { size: 9 }),
    [50, 318, 'MES-H', { size: 9 }], [110, 318, 'Mise en service et formation', { size: 9 }], R(360, 318, '2', { size: 9 }), R(450, 318, '95,00', { size: 9 }), R(545, 318, '190,00', { size: 9 }),
    [45, 334, '#RECT 505 0.6 black'],
    [340, 346, 'Total HT brut', { size: 9 }], R(545, 346, '4 722,00 €', { size: 9 }),
    [340, 360, 'Remise commerciale 5 %', { size: 9 }], R(545, 360, '-236,10 €', { size: 9 }),
    [340, 374, 'Total HT net', { size: 9 }], R(545, 374, '4 485,90 €', { size: 9 }),
    [340, 388, 'TVA 20 %', { size: 9 }], R(545, 388, '897,18 €', { size: 9 }),
    [335, 402, '#RECT 215 20 #1f2937'], [340, 407, 'Net à payer TTC', { size: 11, bold: true, width: -1 }], R(545, 407, '5 383,08 €', { size: 11, bold: true, width: -1 }),
    [50, 346, 'Conditions : paiement à 30 jours par virement.', { size: 8 }],
    [50, 358, 'IBAN FR76 3000 4008 2800 0123 4567 890', { size: 8 }], [50, 370, 'BIC BNPAFRPPXXX', { size: 8 }],
    [50, 450, 'Pénalités de retard : 3 fois le taux d’intérêt légal. Indemnité forfaitaire pour frais de recouvrement : 40 €. Pas d’escompte.', { size: 7 }],
    [50, 790, 'Perrin Équipement Cuisine SAS au capital de 80 000 € · RCS Lyon 512 345 678 · SIRET 512 345 678 00034 · TVA FR 42 512345678', { size: 7 }],
  ] },

  // Irish consultancy invoice in USD to a US customer: Dublin letterhead with VAT No. and CRO,
  // Invoice No. with the PO Number directly under it, dates 19/11/2026, "Currency USD", a Days /
  // Day rate (USD) / Amount (USD) table with a travel line without days or rate, Subtotal and Total
  // (USD), then "Less deposit received 15/10/2026" and a bold "Balance due (USD)"; no VAT is charged
  // (outside the scope, explained in a note), and the deposit invoice's own number stands in a note.
  { name: 'invoice-ie-usd-deposit-balance-due-no-vat', kind: 'invoice', expect: { vendorName: 'Liffey Data Labs Limited', invoiceNumber: 'LDL-2026-0147', invoiceDate: '2026-11-19', dueDate: '2026-12-19', subtotal: 15226.4, total: 15226.4, currency: 'USD' },
    items: [['Data platform build – sprints 5 and 6', 16, 780, 12480], ['Cloud cost review workshop (on site)', 2, 780, 1560], ['Travel and subsistence, Dublin–Portland (at cost)', null, null, 1186.4]], cells: [
    [50, 40, 'Liffey Data Labs Limited', { size: 15, bold: true }],
    [50, 58, '3 Grand Canal Square, Dublin 2, D02 X576, Ireland', { size: 9 }],
    [50, 70, 'VAT No. IE 3712845QH · CRO 612874', { size: 9 }],
    [50, 82, 'accounts@liffeydatalabs.ie · +353 1 555 0194', { size: 9 }],
    R(545, 38, 'INVOICE', { size: 20, bold: true }),
    [360, 66, 'Invoice No.', { size: 9 }], R(545, 66, 'LDL-2026-0147', { size: 9, bold: true }),
    [360, 80, 'PO Number', { size: 9 }], R(545, 80, 'PO-88120', { size: 9 }),
    [360, 94, 'Invoice Date', { size: 9 }], R(545, 94, '19/11/2026', { size: 9 }),
    [360, 108, 'Due Date', { size: 9 }], R(545, 108, '19/12/2026', { size: 9, bold: true }),
    [360, 122, 'Currency', { size: 9 }], R(545, 122, 'USD', { size: 9 }),
    [50, 116, 'BILL TO', { size: 8, bold: true }], [50, 128, 'Cascade Outdoor Co.'], [50, 142, 'Attn: Accounts Payable', { size: 9 }],
    [50, 154, '1420 NW Lovejoy Street', { size: 9 }], [50, 166, 'Portland, OR 97209, USA', { size: 9 }],
    [45, 200, '#RECT 505 18 #0f3d3e'],
    [50, 205, 'Description', { size: 8, bold: true, width: -1 }], R(360, 205, 'Days', { size: 8, bold: true, width: -1 }),
    R(450, 205, 'Day rate (USD)', { size: 8, bold: true, width: -1 }), R(545, 205, 'Amount (USD)', { size: 8, bold: true, width: -1 }),
    [50, 228, 'Data platform build – sprints 5 and 6', { size: 9 }], R(360, 228, '16', { size: 9 }), R(450, 228, '780.00', { size: 9 }), R(545, 228, '12,480.00', { size: 9 }),
    [50, 244, 'Cloud cost review workshop (on site)', { size: 9 }], R(360, 244, '2', { size: 9 }), R(450, 244, '780.00', { size: 9 }), R(545, 244, '1,560.00', { size: 9 }),
    [50, 260, 'Travel and subsistence, Dublin–Portland (at cost)', { size: 9 }], R(545, 260, '1,186.40', { size: 9 }),
    [45, 276, '#RECT 505 0.6 black'],
    [330, 290, 'Subtotal', { size: 9 }], R(545, 290, '15,226.40', { size: 9 }),
    [330, 306, 'Total (USD)', { size: 11, bold: true }], R(545, 306, '$15,226.40', { size: 11, bold: true }),
    [330, 324, 'Less deposit received 15/10/2026', { size: 9 }], R(545, 324, '-5,000.00', { size: 9 }),
    [325, 338, '#RECT 225 20 #0f3d3e'], [330, 343, 'Balance due (USD)', { size: 11, bold: true, width: -1 }], R(545, 343, '$10,226.40', { size: 11, bold: true, width: -1 }),
    [50, 384, 'VAT: outside the scope of Irish VAT – place of supply is the United States (s.34 VAT Consolidation Act 2010).', { size: 8 }],
    [50, 396, 'Deposit invoice LDL-2026-0121 of 15/10/2026 (USD 5,000.00) received with thanks.', { size: 8 }],
    [50, 408, 'Please remit in USD by wire: Bank of Ireland, USD account, IBAN IE29 BOFI 9000 1712 3456 78, BIC BOFIIE2D.', { size: 8 }],
    [50, 790, 'Liffey Data Labs Limited · Registered in Ireland No. 612874 · Registered office: 3 Grand Canal Square, Dublin 2', { size: 7 }],
  ] },

  // Mexican CFDI 4.0 printout (US Letter): the issuer with RFC and régimen fiscal at the left, a
  // box at the right with FACTURA, "Serie y folio: A-4521", the 36-character Folio fiscal (UUID),
  // the CSD serial number, Fecha de emisión and de certificación as ISO date-times, tipo de
  // comprobante, moneda; the receptor with its RFC and Uso CFDI; forma and método de pago (PPD);
  // Clave prod. / Cant. / Clave unidad / Descripción / Valor unitario / Importe; Subtotal, IVA
  // Trasladado 16 % and Total; the amount in words; the digital seals, the cadena original and a QR.
  { name: 'factura-cfdi-mx-uuid-serie-folio-iva16', kind: 'invoice', size: [612, 792], expect: { vendorName: 'Comercializadora Del Bajío S.A. de C.V.', invoiceNumber: 'A-4521', invoiceDate: '2026-11-21', subtotal: 13544.5, tax: 2167.12, total: 15711.62, currency: 'MXN' },
    items: [['Bolsa para basura 90x120 (paquete 100)', 24, 89.5, 2148], ['Vaso desechable 12 oz (paquete 50)', 10, 64, 640], ['Servilleta de papel (caja 2000)', 6, 412.75, 2476.5], ['Desengrasante industrial 20 L', 8, 1035, 8280]], cells: [
    [40, 40, 'Comercializadora Del Bajío S.A. de C.V.', { size: 13, bold: true }],
    [40, 58, 'RFC: CBA150312KX8', { size: 8 }],
    [40, 68, 'Régimen fiscal: 601 - General de Ley Personas Morales', { size: 8 }],
    [40, 78, 'Blvd. Adolfo López Mateos 1520 Ote., C.P. 37530, León, Gto.', { size: 8 }],
    [40, 88, 'Lugar de expedición: 37530', { size: 8 }],
    [372, 36, '#RECT 200 142 black stroke'],
    [378, 42, 'FACTURA', { size: 12, bold: true }],
    [378, 60, 'Serie y folio:', { size: 7 }], R(566, 59, 'A-4521', { size: 9, bold: true }),
    [378, 72, 'Folio fiscal (UUID):', { size: 7 }], [378, 81, '6F9A2C1D-4B8E-4E2A-9C7D-1A2B3C4D5E6F', { size: 7 }],
    [378, 94, 'No. de serie del CSD:', { size: 7 }], R(566, 94, '00001000000512345678', { size: 7 }),
    [378, 106, 'Fecha de emisión:', { size: 7 }], R(566, 106, '2026-11-21T10:32:45', { size: 7 }),
    [378, 118, 'Fecha de certificación:', { size: 7 }], R(566, 118, '2026-11-21T10:33:02', { size: 7 }),
    [378, 130, 'Tipo de comprobante:', { size: 7 }], R(566, 130, 'I - Ingreso', { size: 7 }),
    [378, 142, 'Moneda:', { size: 7 }], R(566, 142, 'MXN - Peso Mexicano', { size: 7 }),
    [378, 154, 'Exportación:', { size: 7 }], R(566, 154, '01 - No aplica', { size: 7 }),
    [378, 166, 'Versión:', { size: 7 }], R(566, 166, '4.0', { size: 7 }),
    [40, 118, 'RECEPTOR', { size: 8, bold: true }],
    [40, 130, 'Restaurantes La Terraza S.A. de C.V.', { size: 9, bold: true }],
    [40, 142, 'RFC: RTE0907216Q3', { size: 8 }], [40, 152, 'Régimen fiscal: 601', { size: 8 }],
    [40, 162, 'Domicilio fiscal C.P.: 76000', { size: 8 }], [40, 172, 'Uso CFDI: G03 - Gastos en general', { size: 8 }],
    [40, 194, 'Forma de pago: 99 - Por definir', { size: 8 }], [250, 194, 'Método de pago: PPD - Pago en parcialidades o diferido', { size: 8 }],
    [40, 204, 'Condiciones de pago: Crédito 30 días', { size: 8 }],
    [36, 224, '#RECT 540 16 #1f2937'],
    [40, 228, 'Clave prod.', { size: 7, bold: true, width: -1 }], R(140, 228, 'Cant.', { size: 7, bold: true, width: -1 }), [148, 228, 'Clave unidad', { size: 7, bold: true, width: -1 }],
    [214, 228, 'Descripción', { size: 7, bold: true, width: -1 }], R(480, 228, 'Valor unitario', { size: 7, bold: true, width: -1 }), R(566, 228, 'Importe', { size: 7, bold: true, width: -1 }),
    [40, 248, '47131604', { size: 8 }], R(140, 248, '24', { size: 8 }), [148, 248, 'H87 Pieza', { size: 8 }], [214, 248, 'Bolsa para basura 90x120 (paquete 100)', { size: 8 }], R(480, 248, '$89.50', { size: 8 }), R(566, 248, '$2,148.00', { size: 8 }),
    [40, 264, '52151502', { size: 8 }], R(140, 264, '10', { size: 8 }), [148, 264, 'H87 Pieza', { size: 8 }], [214, 264, 'Vaso desechable 12 oz (paquete 50)', { size: 8 }], R(480, 264, '$64.00', { size: 8 }), R(566, 264, '$640.00', { size: 8 }),
    [40, 280, '14111703', { size: 8 }], R(140, 280, '6', { size: 8 }), [148, 280, 'XBX Caja', { size: 8 }], [214, 280, 'Servilleta de papel (caja 2000)', { size: 8 }], R(480, 280, '$412.75', { size: 8 }), R(566, 280, '$2,476.50', { size: 8 }),
    [40, 296, '47131812', { size: 8 }], R(140, 296, '8', { size: 8 }), [148, 296, 'H87 Pieza', { size: 8 }], [214, 296, 'Desengrasante industrial 20 L', { size: 8 }], R(480, 296, '$1,035.00', { size: 8 }), R(566, 296, '$8,280.00', { size: 8 }),
    [36, 312, '#RECT 540 0.6 black'],
    [400, 322, 'Subtotal', { size: 9 }], R(566, 322, '$13,544.50', { size: 9 }),
    [400, 336, 'IVA Trasladado 16%', { size: 9 }], R(566, 336, '$2,167.12', { size: 9 }),
    [400, 352, 'Total', { size: 11, bold: true }], R(566, 352, '$15,711.62', { size: 11, bold: true }),
    [40, 322, 'Importe con letra:', { size: 7, bold: true }], [40, 332, 'QUINCE MIL SETECIENTOS ONCE PESOS 62/100 M.N.', { size: 8 }],
    [40, 390, 'Sello digital del CFDI:', { size: 6, bold: true }],
    [40, 398, 'kQ3ZpL8vXw2mN7tR4yB9cF1hJ6sD0gA5eU2iO8pK3lM7nV4bC1xZ9qW6rT2yH5uJ8kL0mN3bV7cX1zA4sD9fG2hJ5kL8qW1eR4tY7uI0oP3a==', { size: 6 }],
    [40, 414, 'Sello digital del SAT:', { size: 6, bold: true }],
    [40, 422, 'Xy7Bn2Lk9Qw4Er1Ty6Ui3Op8As5Df0Gh2Jk7Lz4Xc9Vb1Nm6Qa3Ws8Ed5Rf0Tg2Yh7Uj4Ik9Ol1Pz6Xs3Cd8Vf5Bg0Nh2Mj7Kl4Qw9Er1T==', { size: 6 }],
    [40, 438, 'Cadena original del complemento de certificación digital del SAT:', { size: 6, bold: true }],
    [40, 446, '||1.1|6F9A2C1D-4B8E-4E2A-9C7D-1A2B3C4D5E6F|2026-11-21T10:33:02|SAT970701NN3|kQ3ZpL8vXw2mN7tR4yB9cF1hJ6==|00001000000509876543||', { size: 6 }],
    [480, 384, '#RECT 88 88 black stroke'], [516, 424, 'QR', { size: 9 }],
    [40, 500, 'Este documento es una representación impresa de un CFDI.', { size: 7 }],
  ] },

  // Dutch CREDITNOTA from a Utrecht office-furniture firm: Creditnotanummer, Datum "20 november
  // 2026", Klantnummer, then "Betreft factuur F-2026-1432" and its Factuurdatum "3 november 2026"
  // (the number and the date a reader must NOT take), a retourbon reference, two negative lines
  // ("-2 x € 289,00 = € -578,00"), negative Totaal excl. BTW, BTW 21 % and Totaal creditnota, and a
  // refund sentence with the positive amount. No items expected (the lines are negative).
  { name: 'creditnota-nl-negatief-btw21-betreft-factuur', kind: 'invoice', expect: { vendorName: 'Van der Linden Kantoorinrichting B.V.', invoiceNumber: 'CN-2026-0064', invoiceDate: '2026-11-20', subtotal: -623, tax: -130.83, total: -753.83, currency: 'EUR' }, cells: [
    [50, 40, 'Van der Linden Kantoorinrichting B.V.', { size: 14, bold: true }],
    [50, 58, 'Europalaan 28, 3526 KS Utrecht', { size: 9 }],
    [50, 70, 'KvK 30184472 · BTW NL812093441B01 · IBAN NL91 ABNA 0417 1643 00', { size: 9 }],
    R(545, 96, 'CREDITNOTA', { size: 18, bold: true }),
    [50, 118, 'Architectenbureau Smit & De Wit'], [50, 132, 'T.a.v. de crediteurenadministratie', { size: 9 }],
    [50, 144, 'Stadsring 112', { size: 9 }], [50, 156, '3811 HS Amersfoort', { size: 9 }],
    [350, 124, 'Creditnotanummer', { size: 9 }], R(545, 124, 'CN-2026-0064', { size: 9, bold: true }),
    [350, 138, 'Datum', { size: 9 }], R(545, 138, '20 november 2026', { size: 9 }),
    [350, 152, 'Klantnummer', { size: 9 }], R(545, 152, '30817', { size: 9 }),
    [350, 166, 'Betreft factuur', { size: 9 }], R(545, 166, 'F-2026-1432', { size: 9 }),
    [350, 180, 'Factuurdatum', { size: 9 }], R(545, 180, '3 november 2026', { size: 9 }),
    [50, 210, 'Wij crediteren u voor de onderstaande artikelen, retour ontvangen met retourbon RB-0219 op 17 november 2026:', { size: 9 }],
    [45, 230, '#RECT 505 16 #e5e7eb'],
    [50, 234, 'Omschrijving', { size: 8, bold: true }], R(360, 234, 'Aantal', { size: 8, bold: true }), R(450, 234, 'Prijs', { size: 8, bold: true }), R(545, 234, 'Bedrag', { size: 8, bold: true }),
    [50, 254, 'Retour: bureaustoel ErgoPro zwart (transportschade)', { size: 9 }], R(360, 254, '-2', { size: 9 }), R(450, 254, '€ 289,00', { size: 9 }), R(545, 254, '€ -578,00', { size: 9 }),
    [50, 270, 'Creditering montagekosten bureaustoelen', { size: 9 }], R(360, 270, '-1', { size: 9 }), R(450, 270, '€ 45,00', { size: 9 }), R(545, 270, '€ -45,00', { size: 9 }),
    [45, 286, '#RECT 505 0.6 black'],
    [350, 298, 'Totaal excl. BTW', { size: 9 }], R(545, 298, '€ -623,00', { size: 9 }),
    [350, 312, 'BTW 21%', { size: 9 }], R(545, 312, '€ -130,83', { size: 9 }),
    [350, 328, 'Totaal creditnota', { size: 11, bold: true }], R(545, 328, '€ -753,83', { size: 11, bold: true }),
    [50, 370, 'Het bedrag van € 753,83 wordt binnen 14 dagen teruggestort op uw rekening NL20 INGB 0001 2345 67.', { size: 8 }],
    [50, 382, 'Deze creditnota vervangt factuur F-2026-1432 niet; de overige regels van die factuur blijven verschuldigd.', { size: 8 }],
    [50, 790, 'Van der Linden Kantoorinrichting B.V. · Europalaan 28 · 3526 KS Utrecht · KvK 30184472 · Op al onze leveringen zijn onze algemene voorwaarden van toepassing.', { size: 6.5 }],
  ] },

  // Ontario hydro bill (US Letter): logo square, utility name with its HST number, a boxed summary
  // at the top right (Account number, Statement number, Bill date "Nov 18, 2026", Billing period
  // "Oct 15 – Nov 14, 2026", Due date, Amount due), an account summary with the previous balance,
  // "Payment received Oct 28 – thank you" and a $0.00 balance forward, meter reads with kWh, the
  // current charges with rates (Electricity, Delivery, Regulatory), Charges before tax, HST 13 %,
  // the negative Ontario Electricity Rebate and Total current charges, and a tear-off payment stub
  // with an OCR line. No subtotal expected (the rebate sits between tax and total), no items.
  { name: 'hydro-bill-on-hst13-rebate-balance-forward', kind: 'invoice', size: [612, 792], expect: { vendorName: 'Northshore Hydro Inc.', invoiceNumber: '260118-4471', invoiceDate: '2026-11-18', dueDate: '2026-12-09', tax: 23.83, total: 183.09, currency: 'CAD' }, cells: [
    [50, 40, '#RECT 30 30 #0e7490'], [88, 40, 'Northshore Hydro Inc.', { size: 15, bold: true }],
    [88, 58, 'PO Box 2210, Station Main, Oakville ON L6J 5C8', { size: 8 }],
    [88, 68, 'Customer care 1-888-555-0164 · northshorehydro.ca', { size: 8 }],
    [88, 78, 'HST Reg. No. 86201 4475 RT0001', { size: 8 }],
    [360, 36, '#RECT 212 100 black stroke'],
    [368, 43, 'Account number', { size: 8 }], R(564, 43, '7741 2093 58', { size: 8, bold: true }),
    [368, 56, 'Statement number', { size: 8 }], R(564, 56, '260118-4471', { size: 8 }),
    [368, 69, 'Bill date', { size: 8 }], R(564, 69, 'Nov 18, 2026', { size: 8 }),
    [368, 82, 'Billing period', { size: 8 }], R(564, 82, 'Oct 15 – Nov 14, 2026', { size: 8 }),
    [368, 95, 'Due date', { size: 8, bold: true }], R(564, 95, 'Dec 9, 2026', { size: 8, bold: true }),
    [368, 114, 'Amount due', { size: 10, bold: true }], R(564, 113, '$183.09', { size: 12, bold: true }),
    [50, 116, 'SERVICE ADDRESS', { size: 7, bold: true }], [50, 126, 'Maple Grove Café Ltd.', { size: 9 }], [50, 138, '318 Lakeshore Rd E, Oakville ON L6J 1J3', { size: 9 }],
    [50, 170, 'Account summary', { size: 11, bold: true }],
    [50, 188, 'Previous balance', { size: 9 }], R(300, 188, '$171.05', { size: 9 }),
    [50, 202, 'Payment received Oct 28 – thank you', { size: 9 }], R(300, 202, '-$171.05', { size: 9 }),
    [50, 216, 'Balance forward', { size: 9 }], R(300, 216, '$0.00', { size: 9 }),
    [50, 230, 'Current charges', { size: 9 }], R(300, 230, '$183.09', { size: 9 }),
    [50, 246, 'Total amount due', { size: 10, bold: true }], R(300, 246, '$183.09', { size: 10, bold: true }),
    [340, 170, 'Your electricity use', { size: 11, bold: true }],
    [340, 188, 'Meter J1839204', { size: 9 }], R(564, 188, 'kWh', { size: 9 }),
    [340, 202, 'Current read Nov 14 (actual)', { size: 9 }], R(564, 202, '49,518', { size: 9 }),
    [340, 216, 'Previous read Oct 15 (actual)', { size: 9 }], R(564, 216, '48,212', { size: 9 }),
    [340, 230, 'Usage (31 days)', { size: 9 }], R(564, 230, '1,306 kWh', { size: 9 }),
    [340, 244, 'Average daily use', { size: 9 }], R(564, 244, '42.1 kWh', { size: 9 }),
    [50, 290, 'Current charges', { size: 11, bold: true }],
    [50, 308, 'Electricity', { size: 9 }], [250, 308, '1,306 kWh @ $0.0870/kWh', { size: 9 }], R(564, 308, '113.62', { size: 9 }),
    [50, 322, 'Delivery', { size: 9 }], [250, 322, 'Fixed $38.70 + 1,306 kWh @ $0.0151/kWh', { size: 9 }], R(564, 322, '58.42', { size: 9 }),
    [50, 336, 'Regulatory charges', { size: 9 }], [250, 336, '1,306 kWh @ $0.0086/kWh', { size: 9 }], R(564, 336, '11.23', { size: 9 }),
    [50, 350, 'Charges before tax', { size: 9 }], R(564, 350, '183.27', { size: 9 }),
    [50, 364, 'HST 13%', { size: 9 }], R(564, 364, '23.83', { size: 9 }),
    [50, 378, 'Ontario Electricity Rebate (13.1%)', { size: 9 }], R(564, 378, '-24.01', { size: 9 }),
    [50, 392, '#RECT 514 0.6 black'],
    [50, 398, 'Total current charges', { size: 10, bold: true }], R(564, 398, '$183.09', { size: 10, bold: true }),
    [50, 440, 'Pay online, by pre-authorized debit or at your bank. A late payment charge of 1.5% per month applies after the due date.', { size: 8 }],
    [50, 600, '#RECT 512 0.5 black'],
    [50, 610, 'Please return this portion with your payment', { size: 7 }],
    [50, 628, 'Northshore Hydro Inc.', { size: 9, bold: true }],
    [340, 628, 'Account number', { size: 8 }], R(564, 628, '7741 2093 58', { size: 8 }),
    [340, 642, 'Amount due', { size: 8 }], R(564, 642, '$183.09', { size: 8 }),
    [340, 656, 'Due date', { size: 8 }], R(564, 656, 'Dec 9, 2026', { size: 8 }),
    [340, 674, 'Amount enclosed  $ ____________', { size: 8 }],
    [50, 712, '0077412093580000183092', { size: 10 }],
  ] },

  // German supermarket Kassenbon: QUANTITY LINES ABOVE their item ("2 x 1,49" over "Milch 3,5% 1 l
  // 2,98 B", "6 x 0,25" over "Pfand Einweg 1,50 A"), VAT letters A (19 %) and B (7 %) after the
  // amounts, SUMME EUR, "Geg. girocard", a MwSt table with a Gesamt row, Bon/Kasse and the date
  // 21.11.2026, the TSE block with ISO timestamps, then the girocard terminal slip (Kundenbeleg)
  // under it, repeating the amount as "BETRAG EUR 28,01" with the date as 21.11.26.
  { name: 'kassenbon-de-menge-oben-pfand-ab-kartenbeleg', kind: 'receipt', size: [226, 640], expect: { vendorName: 'Frischmarkt Köhler e.K.', invoiceDate: '2026-11-21', tax: 2.36, total: 28.01, currency: 'EUR', paymentMethod: 'card' },
    items: [['Vollkorntoast 500 g', null, null, 1.29], ['Milch 3,5% 1 l', 2, 1.49, 2.98], ['Mineralwasser still 6x1,5 l', null, null, 2.94], ['Pfand Einweg', 6, 0.25, 1.5], ['Gouda jung Scheiben 400 g', null, null, 2.49], ['Joghurt Erdbeere 150 g', 3, 0.89, 2.67], ['Spülmittel Zitrone 500 ml', null, null, 1.15], ['Kaffee Crema 1 kg', null, null, 12.99]], cells: [
    [48, 16, 'Frischmarkt Köhler e.K.', { size: 11, bold: true }],
    [56, 32, 'Bergstraße 14 · 69120 Heidelberg', { size: 7 }], [76, 42, 'Tel. 06221 48 17 30', { size: 7 }],
    [34, 52, 'St.-Nr. 32094/51873 · USt-IdNr. DE281734095', { size: 6.5 }],
    R(206, 66, 'EUR', { size: 7 }),
    [16, 76, 'Vollkorntoast 500 g', { size: 8 }], R(196, 76, '1,29', { size: 8 }), [200, 76, 'B', { size: 7 }],
    [24, 88, '2 x 1,49', { size: 7 }],
    [16, 98, 'Milch 3,5% 1 l', { size: 8 }], R(196, 98, '2,98', { size: 8 }), [200, 98, 'B', { size: 7 }],
    [16, 110, 'Mineralwasser still 6x1,5 l', { size: 8 }], R(196, 110, '2,94', { size: 8 }), [200, 110, 'A', { size: 7 }],
    [24, 122, '6 x 0,25', { size: 7 }],
    [16, 132, 'Pfand Einweg', { size: 8 }], R(196, 132, '1,50', { size: 8 }), [200, 132, 'A', { size: 7 }],
    [16, 144, 'Gouda jung Scheiben 400 g', { size: 8 }], R(196, 144, '2,49', { size: 8 }), [200, 144, 'B', { size: 7 }],
    [24, 156, '3 x 0,89', { size: 7 }],
    [16, 166, 'Joghurt Erdbeere 150 g', { size: 8 }], R(196, 166, '2,67', { size: 8 }), [200, 166, 'B', { size: 7 }],
    [16, 178, 'Spülmittel Zitrone 500 ml', { size: 8 }], R(196, 178, '1,15', { size: 8 }), [200, 178, 'A', { size: 7 }],
    [16, 190, 'Kaffee Crema 1 kg', { size: 8 }], R(196, 190, '12,99', { size: 8 }), [200, 190, 'B', { size: 7 }],
    [16, 202, '#RECT 194 0.5 black'],
    [16, 208, 'SUMME EUR', { size: 11, bold: true }], R(196, 208, '28,01', { size: 11, bold: true }),
    [16, 224, 'Geg. girocard', { size: 8 }], R(196, 224, '28,01', { size: 8 }),
    [16, 240, 'MwSt', { size: 7, bold: true }], R(100, 240, 'Netto', { size: 7, bold: true }), R(148, 240, 'MwSt', { size: 7, bold: true }), R(196, 240, 'Brutto', { size: 7, bold: true }),
    [16, 250, 'A 19%', { size: 7 }], R(100, 250, '4,70', { size: 7 }), R(148, 250, '0,89', { size: 7 }), R(196, 250, '5,59', { size: 7 }),
    [16, 260, 'B 7%', { size: 7 }], R(100, 260, '20,95', { size: 7 }), R(148, 260, '1,47', { size: 7 }), R(196, 260, '22,42', { size: 7 }),
    [16, 270, 'Gesamt', { size: 7, bold: true }], R(100, 270, '25,65', { size: 7, bold: true }), R(148, 270, '2,36', { size: 7, bold: true }), R(196, 270, '28,01', { size: 7, bold: true }),
    [16, 286, '21.11.2026 18:42   Bon 4821   Kasse 3   Bed. 07', { size: 7 }],
    [16, 300, 'TSE-Start: 2026-11-21T18:41:12.000', { size: 6 }], [16, 308, 'TSE-Stop: 2026-11-21T18:42:37.000', { size: 6 }],
    [16, 316, 'TSE-Seriennr.: 7f3a9c21e5b6f1032d48a1b9', { size: 6 }], [16, 324, 'TSE-Signaturzähler: 118274', { size: 6 }],
    [16, 338, '#RECT 194 0.5 black'],
    [84, 348, 'Kundenbeleg', { size: 9, bold: true }],
    [16, 362, 'Frischmarkt Köhler', { size: 7 }], [16, 371, 'Bergstraße 14, 69120 Heidelberg', { size: 7 }],
    [16, 384, 'Terminal-ID: 52714493', { size: 7 }], [16, 393, 'TA-Nr.: 004718   Beleg-Nr.: 0219', { size: 7 }],
    [16, 402, 'Datum: 21.11.26   Uhrzeit: 18:42:51', { size: 7 }],
    [16, 416, 'Kartenzahlung', { size: 8, bold: true }], [16, 426, 'girocard   kontaktlos', { size: 7 }],
    [16, 435, 'Karte: ############3318   Folge-Nr. 01', { size: 7 }],
    [16, 448, 'BETRAG EUR', { size: 10, bold: true }], R(206, 448, '28,01', { size: 10, bold: true }),
    [16, 466, 'Zahlung erfolgt', { size: 8, bold: true }], [16, 478, 'Bitte Beleg aufbewahren', { size: 7 }],
    [54, 500, 'Vielen Dank für Ihren Einkauf!', { size: 8 }],
  ] },

  // Polish paragon fiskalny from a Łódź delicatessen: NIP, date 2026-11-21 and the print number,
  // name / "quantity x price" / amount / PTU letter columns, a WEIGHED tomato line "0,612 x 11,99",
  // a "Rabat 15%" line of -6,45 under the coffee, PTU A 23 % and C 5 % with their sales, SUMA PTU,
  // SUMA PLN, Gotówka 150,00 and Reszta 49,00. No items expected (a negative line sits among them).
  { name: 'paragon-pl-waga-rabat-ptu-a-c-gotowka-reszta', kind: 'receipt', size: [226, 560], expect: { vendorName: 'Delikatesy Malinowski Sp. z o.o.', invoiceDate: '2026-11-21', tax: 15.33, total: 101, currency: 'PLN', paymentMethod: 'cash' }, cells: [
    [26, 16, 'Delikatesy Malinowski Sp. z o.o.', { size: 9.5, bold: true }],
    [52, 30, 'ul. Piotrkowska 112, 90-006 Łódź', { size: 7 }], [60, 40, 'Sklep nr 3 · tel. 42 630 18 44', { size: 7 }],
    [74, 50, 'NIP 725-184-33-21', { size: 7 }],
    [16, 64, '2026-11-21 11:05', { size: 7 }], R(206, 64, 'nr wydr. 184/0042', { size: 7 }),
    [64, 78, 'PARAGON FISKALNY', { size: 9, bold: true }],
    [16, 92, '#RECT 194 0.5 black'],
    [16, 100, 'Masło ekstra 200g', { size: 8 }], [120, 100, '2 x 7,49', { size: 7.5 }], R(196, 100, '14,98', { size: 8 }), [200, 100, 'C', { size: 7 }],
    [16, 112, 'Pomidory luz', { size: 8 }], [120, 112, '0,612 x 11,99', { size: 7.5 }], R(196, 112, '7,34', { size: 8 }), [200, 112, 'C', { size: 7 }],
    [16, 124, 'Kawa ziarnista 500g', { size: 8 }], [120, 124, '1 x 42,99', { size: 7.5 }], R(196, 124, '42,99', { size: 8 }), [200, 124, 'A', { size: 7 }],
    [24, 136, 'Rabat 15%', { size: 7.5 }], R(196, 136, '-6,45', { size: 8 }), [200, 136, 'A', { size: 7 }],
    [16, 148, 'Bułka kajzerka', { size: 8 }], [120, 148, '4 x 0,79', { size: 7.5 }], R(196, 148, '3,16', { size: 8 }), [200, 148, 'C', { size: 7 }],
    [16, 160, 'Płyn do naczyń 1l', { size: 8 }], [120, 160, '1 x 8,99', { size: 7.5 }], R(196, 160, '8,99', { size: 8 }), [200, 160, 'A', { size: 7 }],
    [16, 172, 'Wino czerw. wytr. 0,75l', { size: 8 }], [120, 172, '1 x 29,99', { size: 7.5 }], R(196, 172, '29,99', { size: 8 }), [200, 172, 'A', { size: 7 }],
    [16, 186, '#RECT 194 0.5 black'],
    [16, 192, 'Sprzed. opod. PTU A', { size: 7 }], R(196, 192, '75,52', { size: 7 }),
    [16, 201, 'Kwota PTU A 23,00%', { size: 7 }], R(196, 201, '14,12', { size: 7 }),
    [16, 210, 'Sprzed. opod. PTU C', { size: 7 }], R(196, 210, '25,48', { size: 7 }),
    [16, 219, 'Kwota PTU C 5,00%', { size: 7 }], R(196, 219, '1,21', { size: 7 }),
    [16, 228, 'SUMA PTU', { size: 7, bold: true }], R(196, 228, '15,33', { size: 7, bold: true }),
    [16, 242, 'SUMA PLN', { size: 11, bold: true }], R(196, 242, '101,00', { size: 11, bold: true }),
    [16, 258, '#RECT 194 0.5 black'],
    [16, 264, 'Gotówka', { size: 8 }], R(196, 264, '150,00', { size: 8 }),
    [16, 276, 'Reszta', { size: 8 }], R(196, 276, '49,00', { size: 8 }),
    [16, 292, '00042 #Kasa 2   Kasjer nr 7   11:05', { size: 7 }],
    [16, 302, '3F8A 91C2 7E44 0B1D 5A66 C903 2E71 B8D4', { size: 6.5 }],
    [74, 312, 'BEM 18034419', { size: 6.5 }],
    [46, 330, 'Dziękujemy, zapraszamy ponownie!', { size: 8 }],
  ] },

  // Spanish supermarket factura simplificada from Barcelona: NIF, ticket number and 21/11/2026
  // 19:47, a DESCRIPCIÓN / IVA / IMPORTE layout in which WEIGHED items ("0,856 kg x 2,49 €/kg") and
  // "6 x 0,92" quantities put their amount on the line BELOW the name, IVA 4 %, 10 % and 21 % in a
  // column, TOTAL COMPRA, EFECTIVO ENTREGADO 50,00 and CAMBIO 17,99, and a BASE IMP. / CUOTA table
  // with a total row.
  { name: 'ticket-es-peso-linea-debajo-iva-4-10-21-cambio', kind: 'receipt', size: [226, 600], expect: { vendorName: 'Mercado Fresco Olmedo S.L.', invoiceDate: '2026-11-21', tax: 2.61, total: 32.01, currency: 'EUR', paymentMethod: 'cash' },
    items: [['PLATANO CANARIAS', 0.856, 2.49, 2.13], ['PAN BARRA', null, null, 0.95], ['LECHE ENTERA 1L', 6, 0.92, 5.52], ['TOMATE RAMA', 0.512, 2.99, 1.53], ['ACEITE OLIVA V.EXTRA 1L', null, null, 8.95], ['YOGUR NATURAL PACK 4', null, null, 1.45], ['JAMON COCIDO LONCHAS', null, null, 2.89], ['CERVEZA LATA 33CL', 4, 0.65, 2.6], ['DETERGENTE LIQUIDO 2L', null, null, 5.99]], cells: [
    [30, 16, 'Mercado Fresco Olmedo S.L.', { size: 11, bold: true }],
    [50, 32, 'C/ de Sants 214, 08028 Barcelona', { size: 7 }], [82, 42, 'NIF B-65123478', { size: 7 }],
    [52, 52, 'Tel. 932 41 87 60 · Tienda 0214', { size: 7 }],
    [52, 68, 'FACTURA SIMPLIFICADA', { size: 9, bold: true }],
    [16, 82, 'Nº T0214/118732', { size: 7 }], R(206, 82, '21/11/2026 19:47', { size: 7 }),
    [16, 92, 'Caja 3   Cajero/a: Nuria', { size: 7 }],
    [16, 106, 'DESCRIPCIÓN', { size: 7, bold: true }], R(160, 106, 'IVA', { size: 7, bold: true }), R(206, 106, 'IMPORTE', { size: 7, bold: true }),
    [16, 115, '#RECT 194 0.5 black'],
    [16, 122, 'PLATANO CANARIAS', { size: 8 }],
    [24, 132, '0,856 kg x 2,49 €/kg', { size: 7 }], R(160, 132, '4%', { size: 8 }), R(206, 132, '2,13', { size: 8 }),
    [16, 144, 'PAN BARRA', { size: 8 }], R(160, 144, '4%', { size: 8 }), R(206, 144, '0,95', { size: 8 }),
    [16, 156, 'LECHE ENTERA 1L', { size: 8 }],
    [24, 166, '6 x 0,92', { size: 7 }], R(160, 166, '4%', { size: 8 }), R(206, 166, '5,52', { size: 8 }),
    [16, 178, 'TOMATE RAMA', { size: 8 }],
    [24, 188, '0,512 kg x 2,99 €/kg', { size: 7 }], R(160, 188, '4%', { size: 8 }), R(206, 188, '1,53', { size: 8 }),
    [16, 200, 'ACEITE OLIVA V.EXTRA 1L', { size: 8 }], R(160, 200, '4%', { size: 8 }), R(206, 200, '8,95', { size: 8 }),
    [16, 212, 'YOGUR NATURAL PACK 4', { size: 8 }], R(160, 212, '10%', { size: 8 }), R(206, 212, '1,45', { size: 8 }),
    [16, 224, 'JAMON COCIDO LONCHAS', { size: 8 }], R(160, 224, '10%', { size: 8 }), R(206, 224, '2,89', { size: 8 }),
    [16, 236, 'CERVEZA LATA 33CL', { size: 8 }],
    [24, 246, '4 x 0,65', { size: 7 }], R(160, 246, '21%', { size: 8 }), R(206, 246, '2,60', { size: 8 }),
    [16, 258, 'DETERGENTE LIQUIDO 2L', { size: 8 }], R(160, 258, '21%', { size: 8 }), R(206, 258, '5,99', { size: 8 }),
    [16, 270, '#RECT 194 0.5 black'],
    [16, 276, 'TOTAL COMPRA (€)', { size: 10, bold: true }], R(206, 276, '32,01', { size: 10, bold: true }),
    [16, 292, 'EFECTIVO ENTREGADO', { size: 8 }], R(206, 292, '50,00', { size: 8 }),
    [16, 304, 'CAMBIO', { size: 8 }], R(206, 304, '17,99', { size: 8 }),
    [16, 320, 'IVA', { size: 7, bold: true }], R(100, 320, 'BASE IMP.', { size: 7, bold: true }), R(150, 320, 'CUOTA', { size: 7, bold: true }), R(206, 320, 'TOTAL', { size: 7, bold: true }),
    [16, 330, '4%', { size: 7 }], R(100, 330, '18,35', { size: 7 }), R(150, 330, '0,73', { size: 7 }), R(206, 330, '19,08', { size: 7 }),
    [16, 340, '10%', { size: 7 }], R(100, 340, '3,95', { size: 7 }), R(150, 340, '0,39', { size: 7 }), R(206, 340, '4,34', { size: 7 }),
    [16, 350, '21%', { size: 7 }], R(100, 350, '7,10', { size: 7 }), R(150, 350, '1,49', { size: 7 }), R(206, 350, '8,59', { size: 7 }),
    [16, 360, 'TOTAL', { size: 7, bold: true }], R(100, 360, '29,40', { size: 7, bold: true }), R(150, 360, '2,61', { size: 7, bold: true }), R(206, 360, '32,01', { size: 7, bold: true }),
    [60, 382, 'GRACIAS POR SU VISITA', { size: 8 }],
  ] },

  // Italian trattoria documento commerciale from Rome: P.IVA, DESCRIZIONE / IVA / Prezzo(€), a
  // COPERTO line, QUANTITY LINES ABOVE the items ("2 x 13,00" over "CACIO E PEPE 26,00"), TOTALE
  // COMPLESSIVO, "di cui IVA 6,86", Pagamento contante 0,00 / elettronico 75,50 / Non riscosso /
  // Importo pagato, 21-11-2026 21:30 with DOC.N., and the Nexi POS slip printed under it: ESERC.,
  // TERM., ACQUISTO, the Mastercard, "DATA 21/11/26 ORA 21:31" and "IMPORTO EUR 75,50".
  { name: 'scontrino-it-coperto-quantita-sopra-pos-importo', kind: 'receipt', size: [226, 600], expect: { vendorName: 'Trattoria Da Gigi s.r.l.', invoiceDate: '2026-11-21', tax: 6.86, total: 75.5, currency: 'EUR', paymentMethod: 'card' },
    items: [['COPERTO', 2, 2.5, 5], ['CACIO E PEPE', 2, 13, 26], ['SALTIMBOCCA ALLA ROMANA', null, null, 18], ['CARCIOFO ALLA GIUDIA', null, null, 9.5], ['VINO DELLA CASA 1/2 L', null, null, 8], ['ACQUA MINERALE 0,75 L', 2, 3, 6], ['CAFFÈ ESPRESSO', 2, 1.5, 3]], cells: [
    [46, 16, 'Trattoria Da Gigi s.r.l.', { size: 11, bold: true }],
    [52, 32, 'Via dei Coronari 48 - 00186 Roma', { size: 7 }], [80, 42, 'Tel. 06 6880 1274', { size: 7 }],
    [76, 52, 'P.IVA 09876543210', { size: 7 }],
    [58, 68, 'DOCUMENTO COMMERCIALE', { size: 8, bold: true }], [72, 78, 'di vendita o prestazione', { size: 7 }],
    [16, 94, 'DESCRIZIONE', { size: 7 }], R(160, 94, 'IVA', { size: 7 }), R(206, 94, 'Prezzo(€)', { size: 7 }),
    [24, 106, '2 x 2,50', { size: 7 }],
    [16, 116, 'COPERTO', { size: 8 }], R(160, 116, '10%', { size: 8 }), R(206, 116, '5,00', { size: 8 }),
    [24, 128, '2 x 13,00', { size: 7 }],
    [16, 138, 'CACIO E PEPE', { size: 8 }], R(160, 138, '10%', { size: 8 }), R(206, 138, '26,00', { size: 8 }),
    [16, 150, 'SALTIMBOCCA ALLA ROMANA', { size: 8 }], R(160, 150, '10%', { size: 8 }), R(206, 150, '18,00', { size: 8 }),
    [16, 162, 'CARCIOFO ALLA GIUDIA', { size: 8 }], R(160, 162, '10%', { size: 8 }), R(206, 162, '9,50', { size: 8 }),
    [16, 174, 'VINO DELLA CASA 1/2 L', { size: 8 }], R(160, 174, '10%', { size: 8 }), R(206, 174, '8,00', { size: 8 }),
    [24, 186, '2 x 3,00', { size: 7 }],
    [16, 196, 'ACQUA MINERALE 0,75 L', { size: 8 }], R(160, 196, '10%', { size: 8 }), R(206, 196, '6,00', { size: 8 }),
    [24, 208, '2 x 1,50', { size: 7 }],
    [16, 218, 'CAFFÈ ESPRESSO', { size: 8 }], R(160, 218, '10%', { size: 8 }), R(206, 218, '3,00', { size: 8 }),
    [16, 230, '#RECT 194 0.5 black'],
    [16, 236, 'TOTALE COMPLESSIVO', { size: 9, bold: true }], R(206, 236, '75,50', { size: 9, bold: true }),
    [16, 248, 'di cui IVA', { size: 8 }], R(206, 248, '6,86', { size: 8 }),
    [16, 262, 'Pagamento contante', { size: 8 }], R(206, 262, '0,00', { size: 8 }),
    [16, 274, 'Pagamento elettronico', { size: 8 }], R(206, 274, '75,50', { size: 8 }),
    [16, 286, 'Non riscosso', { size: 8 }], R(206, 286, '0,00', { size: 8 }),
    [16, 298, 'Importo pagato', { size: 8 }], R(206, 298, '75,50', { size: 8 }),
    [16, 314, '21-11-2026 21:30', { size: 7 }], R(206, 314, 'DOC.N. 0118-0042', { size: 7 }),
    [16, 324, 'RT 96IEA018273', { size: 6.5 }],
    [16, 340, '#RECT 194 0.5 black'],
    [100, 350, 'NEXI', { size: 9, bold: true }],
    [16, 364, 'TRATTORIA DA GIGI', { size: 7 }], [16, 373, 'VIA DEI CORONARI 48 ROMA', { size: 7 }],
    [16, 384, 'ESERC. 0012345678   TERM. 40216588', { size: 7 }],
    [16, 396, 'ACQUISTO', { size: 9, bold: true }],
    [16, 408, 'MASTERCARD   ************3318', { size: 7 }], [16, 417, 'CONTACTLESS', { size: 7 }],
    [16, 426, 'DATA 21/11/26   ORA 21:31', { size: 7 }], [16, 435, 'STAN 000418   AUT. 118842', { size: 7 }],
    [16, 448, 'IMPORTO EUR', { size: 9, bold: true }], R(206, 448, '75,50', { size: 9, bold: true }),
    [16, 464, 'TRANSAZIONE ESEGUITA', { size: 8, bold: true }], [16, 476, 'COPIA CLIENTE', { size: 7 }],
  ] },

  // Danish købmand kvittering from Copenhagen: CVR-nr., QUANTITY LINES BELOW their item ("6 stk. à
  // 8,50" under the beer), a "Pant A" deposit line with its own "6 stk. à 1,00", I ALT DKK, MobilePay
  // with its transaction line, "Heraf moms 25%" and the Momsgrundlag (a net), and "Lør 21.11.2026".
  { name: 'kvittering-dk-antal-under-pant-mobilepay-moms', kind: 'receipt', size: [226, 480], expect: { vendorName: 'Nørrebro Købmand ApS', invoiceDate: '2026-11-21', tax: 31.97, total: 159.85, currency: 'DKK', paymentMethod: 'mobile_wallet' },
    items: [['Øko minimælk 1 l', null, null, 11.95], ['Rugbrød skiveskåret', null, null, 22], ['Carlsberg Pilsner 33 cl', 6, 8.5, 51], ['Pant A', 6, 1, 6], ['Leverpostej 250 g', null, null, 18.95], ['Kaffe formalet 400 g', null, null, 49.95]], cells: [
    [50, 16, 'Nørrebro Købmand ApS', { size: 11, bold: true }],
    [48, 32, 'Jægersborggade 21, 2200 København N', { size: 7 }],
    [52, 42, 'CVR-nr. 38471926 · Tlf. 35 81 22 40', { size: 7 }],
    [16, 60, 'Kvittering', { size: 9, bold: true }], R(206, 60, 'DKK', { size: 7 }),
    [16, 76, 'Øko minimælk 1 l', { size: 8 }], R(206, 76, '11,95', { size: 8 }),
    [16, 88, 'Rugbrød skiveskåret', { size: 8 }], R(206, 88, '22,00', { size: 8 }),
    [16, 100, 'Carlsberg Pilsner 33 cl', { size: 8 }], R(206, 100, '51,00', { size: 8 }),
    [24, 110, '6 stk. à 8,50', { size: 7 }],
    [16, 122, 'Pant A', { size: 8 }], R(206, 122, '6,00', { size: 8 }),
    [24, 132, '6 stk. à 1,00', { size: 7 }],
    [16, 144, 'Leverpostej 250 g', { size: 8 }], R(206, 144, '18,95', { size: 8 }),
    [16, 156, 'Kaffe formalet 400 g', { size: 8 }], R(206, 156, '49,95', { size: 8 }),
    [16, 168, '#RECT 194 0.5 black'],
    [16, 174, 'I ALT DKK', { size: 11, bold: true }], R(206, 174, '159,85', { size: 11, bold: true }),
    [16, 190, 'MobilePay', { size: 8 }], R(206, 190, '159,85', { size: 8 }),
    [16, 202, 'MobilePay trans. 7741A2-0918   Godkendt', { size: 7 }],
    [16, 218, 'Heraf moms 25%', { size: 8 }], R(206, 218, '31,97', { size: 8 }),
    [16, 230, 'Momsgrundlag', { size: 8 }], R(206, 230, '127,88', { size: 8 }),
    [16, 248, 'Lør 21.11.2026  10:14   Bon 2291   Kasse 2', { size: 7 }],
    [16, 262, 'Husk at aflevere tomme dåser og flasker i panteautomaten.', { size: 6 }],
    [76, 280, 'Tak for besøget!', { size: 8 }],
  ] },

  // Swedish taxi kvitto: few lines, org.nr, Datum 2026-11-20, Bil nr, Förar-id and Körning nr (all
  // numbers a reader must not take for an amount), start and end times, from / to and distance, a
  // "Fast pris Arlanda–Stockholm", Dricks (tip), Totalt 725,00 kr, "Varav moms 6 %" on the fare,
  // card payment, and the tariff line with kr/km rates. No items.
  { name: 'taxikvitto-se-fast-pris-dricks-moms6-kort', kind: 'receipt', size: [226, 420], expect: { vendorName: 'Taxi Mälardalen AB', invoiceDate: '2026-11-20', tax: 38.21, tip: 50, total: 725, currency: 'SEK', paymentMethod: 'card' }, cells: [
    [54, 16, 'Taxi Mälardalen AB', { size: 12, bold: true }],
    [78, 34, 'Org.nr 556912-3456', { size: 7 }], [66, 44, 'Box 1183, 172 24 Sundbyberg', { size: 7 }],
    [72, 54, 'Beställning 08-555 123 00', { size: 7 }],
    [90, 72, 'KVITTO', { size: 10, bold: true }],
    [16, 90, 'Datum', { size: 8 }], R(206, 90, '2026-11-20', { size: 8 }),
    [16, 101, 'Bil nr', { size: 8 }], R(206, 101, '4417', { size: 8 }),
    [16, 112, 'Förar-id', { size: 8 }], R(206, 112, '208831', { size: 8 }),
    [16, 123, 'Körning nr', { size: 8 }], R(206, 123, '118273', { size: 8 }),
    [16, 134, 'Start', { size: 8 }], R(206, 134, '22:41', { size: 8 }),
    [16, 145, 'Slut', { size: 8 }], R(206, 145, '23:18', { size: 8 }),
    [16, 156, 'Från', { size: 8 }], R(206, 156, 'Arlanda Terminal 5', { size: 8 }),
    [16, 167, 'Till', { size: 8 }], R(206, 167, 'Hornsgatan 48, Stockholm', { size: 8 }),
    [16, 178, 'Körsträcka', { size: 8 }], R(206, 178, '41,2 km', { size: 8 }),
    [16, 192, '#RECT 194 0.5 black'],
    [16, 198, 'Fast pris Arlanda–Stockholm', { size: 8 }], R(206, 198, '675,00', { size: 8 }),
    [16, 210, 'Dricks', { size: 8 }], R(206, 210, '50,00', { size: 8 }),
    [16, 224, 'Totalt', { size: 11, bold: true }], R(206, 224, '725,00 kr', { size: 11, bold: true }),
    [16, 240, 'Varav moms 6 %', { size: 8 }], R(206, 240, '38,21', { size: 8 }),
    [16, 256, 'Betalt med kort', { size: 8 }], R(206, 256, '725,00', { size: 8 }),
    [16, 268, 'VISA ************7719', { size: 7 }], [16, 278, 'Ref 004518   Godkänd', { size: 7 }],
    [16, 296, 'Taxa 1: start 55,00 · 13,50 kr/km · 7,50 kr/min', { size: 6.5 }],
    [80, 314, 'Tack för resan!', { size: 8 }],
  ] },

  // Brussels hotel NOTE D'HÔTEL (A4, kind receipt: paid at check-out): guest and company, Folio n°,
  // Chambre, Arrivée 17/11/2026, Départ and Date d'émission 20/11/2026, a Date / Description /
  // Débit / Crédit table with PER-NIGHT rows (149,00, 149,00 and 169,00), a taxe de séjour row
  // each night (outside VAT), breakfasts and the bar, the Visa payment as a CREDIT row, Total TTC,
  // Paiements and a Solde of 0,00, and a TVA table at 6 %, 12 % and 21 % with the city tax apart.
  { name: 'folio-hotel-be-nuitees-taxe-sejour-debit-credit', kind: 'receipt', expect: { vendorName: 'Hôtel des Trois Rois SRL', invoiceDate: '2026-11-20', tax: 36.05, total: 572.5, currency: 'EUR', paymentMethod: 'card' },
    items: [['Nuitée – chambre Classique', null, null, 149], ['Taxe de séjour Bruxelles', null, null, 7.5], ['Petit-déjeuner buffet', null, null, 24], ['Nuitée – chambre Classique', null, null, 149], ['Taxe de séjour Bruxelles', null, null, 7.5], ['Bar – boissons', null, null, 11], ['Petit-déjeuner buffet', null, null, 24], ['Nuitée – chambre Classique', null, null, 169], ['Taxe de séjour Bruxelles', null, null, 7.5], ['Petit-déjeuner buffet', null, null, 24]], cells: [
    [50, 40, 'Hôtel des Trois Rois SRL', { size: 15, bold: true }],
    [50, 58, 'Rue de la Régence 21, 1000 Bruxelles', { size: 9 }],
    [50, 70, 'TVA BE 0687.412.935 · RPM Bruxelles · Tél. +32 2 512 44 80', { size: 9 }],
    R(545, 40, "NOTE D'HÔTEL", { size: 16, bold: true, width: 200 }),
    [50, 110, 'M. Jan Kowalczyk', { bold: true }], [50, 124, 'Dalmar Consulting Sp. z o.o.', { size: 9 }],
    [50, 136, 'ul. Mokotowska 48, 00-543 Warszawa', { size: 9 }], [50, 148, 'Pologne', { size: 9 }],
    [340, 110, 'Folio n°', { size: 9 }], R(545, 110, '118274', { size: 9, bold: true }),
    [340, 124, 'Chambre', { size: 9 }], R(545, 124, '412', { size: 9 }),
    [340, 138, 'Arrivée', { size: 9 }], R(545, 138, '17/11/2026', { size: 9 }),
    [340, 152, 'Départ', { size: 9 }], R(545, 152, '20/11/2026', { size: 9 }),
    [340, 166, 'Nuits / Adultes', { size: 9 }], R(545, 166, '3 / 1', { size: 9 }),
    [340, 180, "Date d'émission", { size: 9 }], R(545, 180, '20/11/2026', { size: 9 }),
    [45, 210, '#RECT 505 16 #e5e7eb'],
    [50, 214, 'Date', { size: 8, bold: true }], [120, 214, 'Description', { size: 8, bold: true }], R(450, 214, 'Débit', { size: 8, bold: true }), R(545, 214, 'Crédit', { size: 8, bold: true }),
    [50, 234, '17/11/2026', { size: 9 }], [120, 234, 'Nuitée – chambre Classique', { size: 9 }], R(450, 234, '149,00', { size: 9 }),
    [50, 249, '17/11/2026', { size: 9 }], [120, 249, 'Taxe de séjour Bruxelles', { size: 9 }], R(450, 249, '7,50', { size: 9 }),
    [50, 264, '18/11/2026', { size: 9 }], [120, 264, 'Petit-déjeuner buffet', { size: 9 }], R(450, 264, '24,00', { size: 9 }),
    [50, 279, '18/11/2026', { size: 9 }], [120, 279, 'Nuitée – chambre Classique', { size: 9 }], R(450, 279, '149,00', { size: 9 }),
    [50, 294, '18/11/2026', { size: 9 }], [120, 294, 'Taxe de séjour Bruxelles', { size: 9 }], R(450, 294, '7,50', { size: 9 }),
    [50, 309, '18/11/2026', { size: 9 }], [120, 309, 'Bar – boissons', { size: 9 }], R(450, 309, '11,00', { size: 9 }),
    [50, 324, '19/11/2026', { size: 9 }], [120, 324, 'Petit-déjeuner buffet', { size: 9 }], R(450, 324, '24,00', { size: 9 }),
    [50, 339, '19/11/2026', { size: 9 }], [120, 339, 'Nuitée – chambre Classique', { size: 9 }], R(450, 339, '169,00', { size: 9 }),
    [50, 354, '19/11/2026', { size: 9 }], [120, 354, 'Taxe de séjour Bruxelles', { size: 9 }], R(450, 354, '7,50', { size: 9 }),
    [50, 369, '20/11/2026', { size: 9 }], [120, 369, 'Petit-déjeuner buffet', { size: 9 }], R(450, 369, '24,00', { size: 9 }),
    [50, 384, '20/11/2026', { size: 9 }], [120, 384, 'Paiement Visa ************6624', { size: 9 }], R(545, 384, '572,50', { size: 9 }),
    [45, 400, '#RECT 505 0.6 black'],
    [360, 412, 'Total TTC', { size: 10, bold: true }], R(545, 412, '572,50 €', { size: 10, bold: true }),
    [360, 428, 'Paiements', { size: 9 }], R(545, 428, '572,50', { size: 9 }),
    [360, 442, 'Solde', { size: 9, bold: true }], R(545, 442, '0,00 €', { size: 9, bold: true }),
    [50, 412, 'Taux', { size: 8, bold: true }], R(170, 412, 'Base HTVA', { size: 8, bold: true }), R(230, 412, 'TVA', { size: 8, bold: true }), R(300, 412, 'TTC', { size: 8, bold: true }),
    [50, 424, '6 %', { size: 8 }], R(170, 424, '440,57', { size: 8 }), R(230, 424, '26,43', { size: 8 }), R(300, 424, '467,00', { size: 8 }),
    [50, 436, '12 %', { size: 8 }], R(170, 436, '64,29', { size: 8 }), R(230, 436, '7,71', { size: 8 }), R(300, 436, '72,00', { size: 8 }),
    [50, 448, '21 %', { size: 8 }], R(170, 448, '9,09', { size: 8 }), R(230, 448, '1,91', { size: 8 }), R(300, 448, '11,00', { size: 8 }),
    [50, 460, 'Taxe de séjour (hors TVA)', { size: 8 }], R(300, 460, '22,50', { size: 8 }),
    [50, 472, 'Total', { size: 8, bold: true }], R(170, 472, '513,95', { size: 8, bold: true }), R(230, 472, '36,05', { size: 8, bold: true }), R(300, 472, '572,50', { size: 8, bold: true }),
    [50, 512, 'Nous vous remercions de votre séjour et espérons vous accueillir à nouveau.', { size: 9 }],
    [50, 526, 'Une facture au nom de votre société peut être demandée à la réception.', { size: 8 }],
  ] },

  // Australian fuel receipt headed TAX INVOICE (kind receipt): ABN, 21/11/2026 07:52, "Pump 04
  // Unleaded 91" with "42.18 L @ $1.899/L" and the amount on the line below, "2 @ $4.20", a GST-free
  // milk marked "#", Subtotal, "Card surcharge 1.0%" below it, TOTAL, EFTPOS Debit, and "Total
  // includes GST $8.63" (surcharge included, milk excluded). No subtotal expected (tax-inclusive).
  { name: 'fuel-au-tax-invoice-litres-gst-free-surcharge', kind: 'receipt', size: [226, 440], expect: { vendorName: 'Harbourside Fuels Pty Ltd', invoiceDate: '2026-11-21', tax: 8.63, total: 98.58, currency: 'AUD', paymentMethod: 'card' },
    items: [['Pump 04 Unleaded 91', 42.18, 1.899, 80.1], ['Coca-Cola 600ml', 2, 4.2, 8.4], ['Meat Pie Beef', null, null, 5.5], ['Milk Full Cream 2L', null, null, 3.6]], cells: [
    [80, 16, 'TAX INVOICE', { size: 10, bold: true }],
    [38, 32, 'Harbourside Fuels Pty Ltd', { size: 11, bold: true }],
    [52, 48, '214 Pacific Hwy, Gosford NSW 2250', { size: 7 }], [78, 58, 'ABN 51 824 753 556', { size: 7 }],
    [16, 74, '21/11/2026 07:52', { size: 7 }], R(206, 74, 'Trans 048812', { size: 7 }),
    [16, 84, 'Register 2   Operator: Priya', { size: 7 }],
    [16, 96, '#RECT 194 0.5 black'],
    [16, 102, 'Pump 04 Unleaded 91', { size: 8 }],
    [24, 112, '42.18 L @ $1.899/L', { size: 7 }], R(206, 112, '$80.10', { size: 8 }),
    [16, 124, 'Coca-Cola 600ml', { size: 8 }],
    [24, 134, '2 @ $4.20', { size: 7 }], R(206, 134, '$8.40', { size: 8 }),
    [16, 146, 'Meat Pie Beef', { size: 8 }], R(206, 146, '$5.50', { size: 8 }),
    [16, 158, 'Milk Full Cream 2L', { size: 8 }], [120, 158, '#', { size: 8 }], R(206, 158, '$3.60', { size: 8 }),
    [16, 170, '#RECT 194 0.5 black'],
    [16, 176, 'Subtotal', { size: 8 }], R(206, 176, '$97.60', { size: 8 }),
    [16, 188, 'Card surcharge 1.0%', { size: 8 }], R(206, 188, '$0.98', { size: 8 }),
    [16, 202, 'TOTAL', { size: 11, bold: true }], R(206, 202, '$98.58', { size: 11, bold: true }),
    [16, 218, 'EFTPOS Debit', { size: 8 }], R(206, 218, '$98.58', { size: 8 }),
    [16, 230, 'Card ************4471   Chq   Approved 00', { size: 7 }],
    [16, 244, 'Total includes GST', { size: 8 }], R(206, 244, '$8.63', { size: 8 }),
    [16, 256, '# GST-free item', { size: 7 }],
    [44, 276, 'Thank you for choosing Harbourside!', { size: 7 }],
  ] },
];
