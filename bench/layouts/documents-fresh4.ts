// A fourth fresh batch of 14 hand-built documents (5 invoices, 9 receipts) in the format of
// documents.ts, written on 2026-11-23 blind to the engine: their author read only documents.ts and
// documents-fresh3.ts (for the format and the conventions), nothing under engine/, server/, data/,
// models/ or test/. This batch varies COUNTRIES and local habits the earlier batches used little:
// Portugal (the ATCUD code, NIF, "IVA incluído", Multibanco, faturas with "Total ilíquido"), the
// Netherlands (a bakery kassabon with PIN and BTW 9 %, a freelancer's factuur in hours x rate with
// KvK, BTW 21 % and a printed vervaldatum), Switzerland (a Lausanne boulangerie in CHF with TVA
// 2.6 % and TWINT, a Zug joinery's Rechnung with MWST 8.1 %, apostrophe thousands and "Zahlbar
// bis"), Austria (a Heuriger bill with Tisch, Kellner, two MwSt rates and cash with Gegeben /
// Rückgeld), Germany (a petrol station: litres x EUR/l, Zapfsäule, a shop item, girocard), the US
// (a diner whose printed tip line is filled in, with the TOTAL after tip), Quebec (a dépanneur
// with zero-rated groceries, TPS and TVQ, Interac), the UK (a pub with a discretionary "Service
// charge 12.5%" outside VAT, Mastercard contactless), Spain (a tapas bar ticket with Base
// imponible / Cuota IVA 10 % and efectivo / cambio; an autónomo's factura with IRPF -15 %) and
// Luxembourg (a fiduciaire's facture in French with TVA 17 % and an échéance). Date forms vary:
// 23.11.26, 2026-11-23, 23/11/2026 14:32, Nov 23 2026, 23-NOV-2026, 20-11-2026, month names.
// Once the engine has been fixed on any of them they are a development set like documents.ts,
// and stop measuring anything unbiased.
// Conventions as the earlier batches: `expect` lists only fields the printed text makes certain
// (no dueDate where only a payment term is printed; no subtotal where the printed "subtotal" is
// ambiguous, as on tax-inclusive receipts; no tax where only separate taxes are printed without
// their sum, or where a retention sits beside the VAT); total is the document's own total (on the
// diner's slip the TOTAL after the tip, as documents.ts restaurant-tip; on the IRPF factura the
// printed TOTAL FACTURA after the retention, as documents.ts factura-es-irpf). `items` lists every
// line item, null where a quantity or unit price is not printed, and is left out where a negative
// line sits among the items. The vendor is the seller in its most complete printed form in the
// letterhead or header. paymentMethod is the payment TYPE: card (debit and credit cards,
// Multibanco, PIN, girocard, Interac, contactless), cash, mobile_wallet (TWINT).
import type { Cell, ProbeDocument } from './documents.js';

/** A right-aligned cell ending at x. */
const R = (x: number, y: number, t: string, o: Cell[3] = {}): Cell => [x, y, t, { ...o, align: 'right' }];

export const FRESH4_DOCUMENTS: ProbeDocument[] = [

  // Portuguese café talão: a fatura simplificada with the seller's NIF, "Contribuinte" of the
  // customer left as the generic consumer, IVA 13 % included, Multibanco payment, the ATCUD code
  // and the certified-software line; ISO date with time.
  { name: 'talao-pt-cafe-atcud-multibanco', kind: 'receipt', size: [226, 520], expect: { vendorName: 'Pastelaria Flor da Sé, Lda.', invoiceDate: '2026-11-23', tax: 1.28, total: 11.1, currency: 'EUR', paymentMethod: 'card' },
    items: [['Galão', 2, 1.4, 2.8], ['Pastel de nata', 2, 1.3, 2.6], ['Torrada', 1, 2.2, 2.2], ['Sumo laranja natural', 1, 3.5, 3.5]], cells: [
    [40, 16, 'Pastelaria Flor da Sé, Lda.', { size: 11, bold: true }],
    [38, 32, 'Rua de São Bento 118, 1200-820 Lisboa', { size: 7 }], [62, 42, 'NIF 514827300 · Tel. 213 555 408', { size: 7 }],
    [16, 60, 'Fatura Simplificada FS A2026/4471', { size: 8, bold: true }],
    [16, 72, 'Data: 2026-11-23 08:47', { size: 7 }], [16, 82, 'Contribuinte: Consumidor final', { size: 7 }],
    [16, 98, 'Qtd', { size: 7 }], [34, 98, 'Descrição', { size: 7 }], R(160, 98, 'P.Unit', { size: 7 }), R(206, 98, 'Valor', { size: 7 }),
    [16, 110, '2', { size: 8 }], [34, 110, 'Galão', { size: 8 }], R(160, 110, '1,40', { size: 8 }), R(206, 110, '2,80', { size: 8 }),
    [16, 122, '2', { size: 8 }], [34, 122, 'Pastel de nata', { size: 8 }], R(160, 122, '1,30', { size: 8 }), R(206, 122, '2,60', { size: 8 }),
    [16, 134, '1', { size: 8 }], [34, 134, 'Torrada', { size: 8 }], R(160, 134, '2,20', { size: 8 }), R(206, 134, '2,20', { size: 8 }),
    [16, 146, '1', { size: 8 }], [34, 146, 'Sumo laranja natural', { size: 8 }], R(160, 146, '3,50', { size: 8 }), R(206, 146, '3,50', { size: 8 }),
    [16, 164, 'TOTAL', { size: 11, bold: true }], R(206, 164, '11,10 €', { size: 11, bold: true }),
    [16, 180, 'Multibanco', { size: 8 }], R(206, 180, '11,10', { size: 8 }),
    [16, 196, 'Taxa', { size: 7 }], R(120, 196, 'Incidência', { size: 7 }), R(206, 196, 'IVA', { size: 7 }),
    [16, 206, 'IVA 13%', { size: 7 }], R(120, 206, '9,82', { size: 7 }), R(206, 206, '1,28', { size: 7 }),
    [16, 218, 'IVA incluído à taxa em vigor', { size: 7 }],
    [16, 234, 'ATCUD: JFM3K7RX-4471', { size: 7, bold: true }],
    [16, 244, 'q7Xd-Processado por programa certificado n.º 2231/AT', { size: 6 }],
    [66, 262, 'Obrigado e volte sempre!', { size: 8 }],
  ] },

  // Dutch bakery kassabon: shop name and KvK under the logo line, "aantal x prijs" under the
  // lines that have a quantity, TOTAAL, PIN with a short terminal block, and a BTW table at 9 %
  // (all bakery goods); date in Dutch dd-mm-yyyy.
  { name: 'kassabon-nl-bakkerij-pin-btw9', kind: 'receipt', size: [226, 520], expect: { vendorName: 'Bakkerij Van Dongen', invoiceDate: '2026-11-21', tax: 1.72, total: 20.8, currency: 'EUR', paymentMethod: 'card' },
    items: [['Volkoren desem', null, null, 4.25], ['Krentenbollen', 6, 0.85, 5.1], ['Appeltaart punt', 2, 3.75, 7.5], ['Stroopwafels 250 g', null, null, 3.95]], cells: [
    [56, 16, 'Bakkerij Van Dongen', { size: 12, bold: true }],
    [50, 32, 'Twijnstraat 41, 3511 ZH Utrecht', { size: 7 }], [48, 42, 'KvK 30188472 · BTW NL001837461B01', { size: 7 }],
    [16, 60, 'Kassa 1   Bon 0218   Medewerker: Ilse', { size: 7 }], [16, 70, '21-11-2026   09:12', { size: 7 }],
    [16, 88, 'Volkoren desem', { size: 8 }], R(206, 88, '4,25', { size: 8 }),
    [16, 100, 'Krentenbollen', { size: 8 }], R(206, 100, '5,10', { size: 8 }), [24, 110, '6 x 0,85', { size: 7 }],
    [16, 122, 'Appeltaart punt', { size: 8 }], R(206, 122, '7,50', { size: 8 }), [24, 132, '2 x 3,75', { size: 7 }],
    [16, 144, 'Stroopwafels 250 g', { size: 8 }], R(206, 144, '3,95', { size: 8 }),
    [16, 162, 'TOTAAL', { size: 11, bold: true }], R(206, 162, '€ 20,80', { size: 11, bold: true }),
    [16, 178, 'PIN', { size: 8 }], R(206, 178, '20,80', { size: 8 }),
    [16, 190, 'Maestro  ****8812  Auth. 448120', { size: 7 }], [16, 200, 'Terminal 7Q2K41  Contactloos', { size: 7 }],
    [16, 218, 'BTW', { size: 7 }], R(110, 218, 'Excl.', { size: 7 }), R(160, 218, 'BTW', { size: 7 }), R(206, 218, 'Incl.', { size: 7 }),
    [16, 228, '9%', { size: 7 }], R(110, 228, '19,08', { size: 7 }), R(160, 228, '1,72', { size: 7 }), R(206, 228, '20,80', { size: 7 }),
    [48, 248, 'Bedankt en tot ziens!', { size: 8 }],
  ] },
  // Swiss French boulangerie ticket: CHF with the amount column headed "CHF", take-away TVA at the
  // reduced 2.6 % included, the UID with "TVA", TWINT paid, and the date 23.11.2026.
  { name: 'ticket-ch-boulangerie-twint-tva26', kind: 'receipt', size: [226, 500], expect: { vendorName: 'Boulangerie-Pâtisserie Favre SA', invoiceDate: '2026-11-23', tax: 0.51, total: 20.3, currency: 'CHF', paymentMethod: 'mobile_wallet' },
    items: [['Pain paillasse', null, null, 4.8], ['Croissant au beurre', 2, 1.9, 3.8], ['Taillaule', null, null, 7.5], ['Café crème à l\'emporter', null, null, 4.2]], cells: [
    [26, 16, 'Boulangerie-Pâtisserie Favre SA', { size: 11, bold: true }],
    [54, 32, 'Rue de Bourg 12, 1003 Lausanne', { size: 7 }], [58, 42, 'CHE-115.447.209 TVA', { size: 7 }],
    [16, 60, '23.11.2026  07:54   Caisse 2   Ticket 1187', { size: 7 }],
    R(206, 76, 'CHF', { size: 7 }),
    [16, 88, 'Pain paillasse', { size: 8 }], R(206, 88, '4.80', { size: 8 }),
    [16, 100, '2 x Croissant au beurre à 1.90', { size: 8 }], R(206, 100, '3.80', { size: 8 }),
    [16, 112, 'Taillaule', { size: 8 }], R(206, 112, '7.50', { size: 8 }),
    [16, 124, 'Café crème à l\'emporter', { size: 8 }], R(206, 124, '4.20', { size: 8 }),
    [16, 142, 'TOTAL CHF', { size: 11, bold: true }], R(206, 142, '20.30', { size: 11, bold: true }),
    [16, 158, 'TWINT', { size: 8 }], R(206, 158, '20.30', { size: 8 }),
    [16, 176, 'Taux', { size: 7 }], R(110, 176, 'Net', { size: 7 }), R(160, 176, 'TVA', { size: 7 }), R(206, 176, 'Brut', { size: 7 }),
    [16, 186, '2.6 %', { size: 7 }], R(110, 186, '19.79', { size: 7 }), R(160, 186, '0.51', { size: 7 }), R(206, 186, '20.30', { size: 7 }),
    [16, 198, 'TVA incluse', { size: 7 }],
    [56, 216, 'Merci et belle journée !', { size: 8 }],
  ] },

  // Austrian Heuriger bill: Tisch and Kellner, "1/4" wine measures, a Buffet line, the two MwSt
  // rates printed per rate (10 % food, 20 % drinks) without their sum, SUMME EUR, bar bezahlt with
  // Gegeben and Rückgeld, the RKSV Belegnummer; the tax is left out (only the separate rates).
  { name: 'heuriger-at-tisch-kellner-bar', kind: 'receipt', size: [226, 540], expect: { vendorName: 'Weinbau & Heuriger Haslinger', invoiceDate: '2026-11-22', total: 26.3, currency: 'EUR', paymentMethod: 'cash' },
    items: [['1/4 Gemischter Satz', 2, 4.2, 8.4], ['Liptauerbrot', 1, 4.9, 4.9], ['Schweinsbraten kalt (Buffet)', 1, 9.8, 9.8], ['Soda Zitron 0,5', 1, 3.2, 3.2]], cells: [
    [30, 16, 'Weinbau & Heuriger Haslinger', { size: 11, bold: true }],
    [46, 32, 'Cobenzlgasse 18, 1190 Wien-Grinzing', { size: 7 }], [70, 42, 'UID: ATU 64218377', { size: 7 }],
    [16, 60, 'Tisch 7   Kellner: Franz   Gäste 2', { size: 7 }], [16, 70, 'Beleg-Nr. 2026-018842', { size: 7 }],
    [16, 86, '2', { size: 8 }], [28, 86, '1/4 Gemischter Satz', { size: 8 }], R(160, 86, 'à 4,20', { size: 7 }), R(200, 86, '8,40', { size: 8 }), [203, 86, 'B', { size: 7 }],
    [16, 98, '1', { size: 8 }], [28, 98, 'Liptauerbrot', { size: 8 }], R(160, 98, 'à 4,90', { size: 7 }), R(200, 98, '4,90', { size: 8 }), [203, 98, 'A', { size: 7 }],
    [16, 110, '1', { size: 8 }], [28, 110, 'Schweinsbraten kalt (Buffet)', { size: 8 }], R(200, 110, '9,80', { size: 8 }), [203, 110, 'A', { size: 7 }],
    R(160, 120, 'à 9,80', { size: 7 }),
    [16, 132, '1', { size: 8 }], [28, 132, 'Soda Zitron 0,5', { size: 8 }], R(160, 132, 'à 3,20', { size: 7 }), R(200, 132, '3,20', { size: 8 }), [203, 132, 'B', { size: 7 }],
    [16, 150, 'SUMME EUR', { size: 11, bold: true }], R(200, 150, '26,30', { size: 11, bold: true }),
    [16, 168, 'Bar bezahlt', { size: 8 }],
    [16, 180, 'Gegeben', { size: 8 }], R(200, 180, '30,00', { size: 8 }),
    [16, 192, 'Rückgeld', { size: 8 }], R(200, 192, '3,70', { size: 8 }),
    [16, 210, 'MwSt', { size: 7 }], R(100, 210, 'Netto', { size: 7 }), R(150, 210, 'Steuer', { size: 7 }), R(200, 210, 'Brutto', { size: 7 }),
    [16, 220, 'A 10%', { size: 7 }], R(100, 220, '13,36', { size: 7 }), R(150, 220, '1,34', { size: 7 }), R(200, 220, '14,70', { size: 7 }),
    [16, 230, 'B 20%', { size: 7 }], R(100, 230, '9,67', { size: 7 }), R(150, 230, '1,93', { size: 7 }), R(200, 230, '11,60', { size: 7 }),
    [16, 246, '22.11.2026 19:48   Kassa 1', { size: 7 }],
    [16, 256, 'Kassen-ID: HASL-K1', { size: 7 }],
    [50, 274, 'Danke für Ihren Besuch!', { size: 8 }],
  ] },

  // German petrol station: station name with operator, Zapfsäule number, fuel as litres x EUR/l
  // (rounded to the cent), a shop article, SUMME, girocard with terminal data, and MwSt 19 % in a
  // netto/steuer/brutto row; short date 23.11.26.
  { name: 'tankstelle-de-zapfsaeule-girocard', kind: 'receipt', size: [226, 520], expect: { vendorName: 'Heinemann Tankstellen GmbH', invoiceDate: '2026-11-23', tax: 12.86, total: 80.52, currency: 'EUR', paymentMethod: 'card' },
    items: [['Super E10', 42.37, 1.759, 74.53], ['Scheibenreiniger Winter 3 l', null, null, 5.99]], cells: [
    [34, 16, 'Heinemann Tankstellen GmbH', { size: 11, bold: true }],
    [40, 32, 'Holländische Str. 221, 34127 Kassel', { size: 7 }], [44, 42, 'Tel. 0561 555 8120 · St.-Nr. 026 238 41755', { size: 7 }],
    [16, 60, 'Zapfsäule 4', { size: 8, bold: true }],
    [16, 72, 'Super E10', { size: 8 }], R(200, 72, '74,53 EUR', { size: 8 }), [203, 72, 'A', { size: 7 }],
    [24, 82, '42,37 l x 1,759 EUR/l', { size: 7 }],
    [16, 94, 'Scheibenreiniger Winter 3 l', { size: 8 }], R(200, 94, '5,99 EUR', { size: 8 }), [203, 94, 'A', { size: 7 }],
    [16, 112, 'SUMME', { size: 11, bold: true }], R(200, 112, '80,52 EUR', { size: 11, bold: true }),
    [16, 128, 'girocard', { size: 8 }], R(200, 128, '80,52 EUR', { size: 8 }),
    [16, 140, 'Karte ************4407  Folge-Nr. 0193', { size: 7 }], [16, 150, 'Terminal-ID 68104421  Genehmigung 552107', { size: 7 }],
    [16, 168, 'MwSt', { size: 7 }], R(100, 168, 'Netto', { size: 7 }), R(150, 168, 'Steuer', { size: 7 }), R(200, 168, 'Brutto', { size: 7 }),
    [16, 178, 'A 19%', { size: 7 }], R(100, 178, '67,66', { size: 7 }), R(150, 178, '12,86', { size: 7 }), R(200, 178, '80,52', { size: 7 }),
    [16, 196, '23.11.26  06:41   Bon 4418   Kasse 2', { size: 7 }],
    [16, 206, 'TSE-Signatur: b8Qk2Lx0…Zr7w   TSE-Start 06:41:02', { size: 6 }],
    [46, 222, 'Gute Fahrt! Ihr Heinemann-Team', { size: 8 }],
  ] },
  // US diner card slip (merchant copy): the check's items with a server and table, Subtotal, NJ
  // sales tax 6.625 %, "Amount", a suggested-tip block, then the printed TIP and TOTAL lines filled
  // in by hand (larger, next to the rules); the total is the one after the tip. Date Nov 23 2026.
  { name: 'diner-us-tip-line-filled-visa', kind: 'receipt', size: [226, 560], expect: { vendorName: 'Lucky Star Diner', invoiceDate: '2026-11-23', subtotal: 33.7, tax: 2.23, tip: 7, total: 42.93, currency: 'USD', paymentMethod: 'card' },
    items: [['Coffee', 2, 2.5, 5], ['Western Omelette', 1, 13.95, 13.95], ['Pancake Stack', 1, 10.5, 10.5], ['Side Bacon', 1, 4.25, 4.25]], cells: [
    [64, 16, 'Lucky Star Diner', { size: 12, bold: true }],
    [52, 32, '410 Route 46, Totowa NJ 07512', { size: 7 }], [80, 42, '(973) 555-0128', { size: 7 }],
    [16, 60, 'Server: Gina   Table 9   Guests 2', { size: 7 }], [16, 70, 'Check #2241   Nov 23 2026  9:18 AM', { size: 7 }],
    [16, 88, '2 Coffee @ 2.50', { size: 8 }], R(206, 88, '5.00', { size: 8 }),
    [16, 100, '1 Western Omelette', { size: 8 }], R(206, 100, '13.95', { size: 8 }),
    [16, 112, '1 Pancake Stack', { size: 8 }], R(206, 112, '10.50', { size: 8 }),
    [16, 124, '1 Side Bacon', { size: 8 }], R(206, 124, '4.25', { size: 8 }),
    [16, 142, 'Subtotal', { size: 8 }], R(206, 142, '33.70', { size: 8 }),
    [16, 154, 'Sales Tax 6.625%', { size: 8 }], R(206, 154, '2.23', { size: 8 }),
    [16, 168, 'Amount', { size: 9, bold: true }], R(206, 168, '$35.93', { size: 9, bold: true }),
    [16, 184, 'VISA  XXXXXXXXXXXX3318', { size: 7 }], [16, 194, 'Auth 07731C   Ref 004418   Entry: Chip', { size: 7 }],
    [16, 210, 'Suggested tip: 15% $5.06  18% $6.07  20% $6.74', { size: 6.5 }],
    [16, 232, 'TIP', { size: 9 }], [110, 240, '#RECT 96 0.6 black'], R(200, 226, '7.00', { size: 13 }),
    [16, 256, 'TOTAL', { size: 9, bold: true }], [110, 264, '#RECT 96 0.6 black'], R(200, 250, '42.93', { size: 13 }),
    [16, 286, 'X', { size: 9 }], [28, 294, '#RECT 178 0.6 black'], [70, 298, 'Customer signature', { size: 6 }],
    [44, 316, 'MERCHANT COPY - Thank you!', { size: 7 }],
  ] },

  // Quebec dépanneur: a French-only receipt, zero-rated groceries and taxable snacks
  // flagged "T", Sous-total, TPS 5 % and TVQ 9.975 % on the taxable part with both registration
  // numbers, Interac debit; the two taxes are printed without their sum, so no tax is expected.
  { name: 'depanneur-qc-tps-tvq-interac', kind: 'receipt', size: [226, 520], expect: { vendorName: 'Dépanneur Chez Ginette inc.', invoiceDate: '2026-11-22', subtotal: 17.55, total: 18.78, currency: 'CAD', paymentMethod: 'card' },
    items: [['Lait 2% 2 L', null, null, 5.29], ['Pain tranché blanc', null, null, 3.99], ['Croustilles BBQ 235 g', null, null, 4.49], ['Eau gazeuse 500 ml', 2, 1.89, 3.78]], cells: [
    [36, 16, 'Dépanneur Chez Ginette inc.', { size: 11, bold: true }],
    [30, 32, '1245, rue Ontario Est, Montréal (Québec)', { size: 7 }], [88, 42, 'H2L 1R5', { size: 7 }],
    [16, 58, 'TPS 812345676 RT0001', { size: 7 }], [16, 68, 'TVQ 1223456789 TQ0001', { size: 7 }],
    [16, 84, 'Lait 2% 2 L', { size: 8 }], R(196, 84, '5,29', { size: 8 }),
    [16, 96, 'Pain tranché blanc', { size: 8 }], R(196, 96, '3,99', { size: 8 }),
    [16, 108, 'Croustilles BBQ 235 g', { size: 8 }], R(196, 108, '4,49', { size: 8 }), [200, 108, 'T', { size: 8 }],
    [16, 120, 'Eau gazeuse 500 ml', { size: 8 }], R(196, 120, '3,78', { size: 8 }), [200, 120, 'T', { size: 8 }],
    [24, 130, '2 @ 1,89', { size: 7 }],
    [16, 146, 'Sous-total', { size: 8 }], R(196, 146, '17,55', { size: 8 }),
    [16, 158, 'TPS 5 %', { size: 8 }], R(196, 158, '0,41', { size: 8 }),
    [16, 170, 'TVQ 9,975 %', { size: 8 }], R(196, 170, '0,82', { size: 8 }),
    [16, 186, 'TOTAL', { size: 11, bold: true }], R(196, 186, '18,78 $', { size: 11, bold: true }),
    [16, 202, 'Interac', { size: 8 }], R(196, 202, '18,78', { size: 8 }),
    [16, 214, 'Débit  ************6620  Chèque', { size: 7 }], [16, 224, 'No autor. 183307   APPROUVÉE - MERCI', { size: 7 }],
    [16, 240, '22/11/2026 21:07   Caisse 1   Trans. 5512', { size: 7 }],
    [16, 252, 'T = taxable', { size: 7 }],
    [58, 268, 'Merci et à la prochaine!', { size: 8 }],
  ] },

  // UK pub bill: table and covers, "2 x" lines, Subtotal, a discretionary "Service charge 12.5%"
  // (outside VAT, so the VAT included is a sixth of the food and drink only), TOTAL, Mastercard
  // contactless, and the date as 23-NOV-2026. No subtotal (tax-inclusive) and no tip expected.
  { name: 'pub-uk-service-charge-contactless', kind: 'receipt', size: [226, 560], expect: { vendorName: "The Drayman's Arms", invoiceDate: '2026-11-23', tax: 10.05, total: 67.84, currency: 'GBP', paymentMethod: 'card' },
    items: [["Pint Harvey's Best", 2, 5.6, 11.2], ['House Red 175ml', 1, 7.4, 7.4], ['Fish & Chips', 1, 17.5, 17.5], ['Steak & Ale Pie', 1, 16.95, 16.95], ['Sticky Toffee Pudding', 1, 7.25, 7.25]], cells: [
    [54, 16, "The Drayman's Arms", { size: 12, bold: true }],
    [50, 32, '14 Tanner Street, London SE1 3LD', { size: 7 }], [64, 42, 'VAT No. GB 284 6613 07', { size: 7 }],
    [16, 60, 'Table 12   Covers 2   Served by: Callum', { size: 7 }], [16, 70, '23-NOV-2026  21:14   Till 2   Rcpt 88213', { size: 7 }],
    [16, 88, "2 x Pint Harvey's Best", { size: 8 }], R(206, 88, '£11.20', { size: 8 }), [28, 98, '@ £5.60', { size: 7 }],
    [16, 110, '1 x House Red 175ml', { size: 8 }], R(206, 110, '£7.40', { size: 8 }),
    [16, 122, '1 x Fish & Chips', { size: 8 }], R(206, 122, '£17.50', { size: 8 }),
    [16, 134, '1 x Steak & Ale Pie', { size: 8 }], R(206, 134, '£16.95', { size: 8 }),
    [16, 146, '1 x Sticky Toffee Pudding', { size: 8 }], R(206, 146, '£7.25', { size: 8 }),
    [16, 164, 'Subtotal', { size: 8 }], R(206, 164, '£60.30', { size: 8 }),
    [16, 176, 'Service charge 12.5%', { size: 8 }], R(206, 176, '£7.54', { size: 8 }),
    [16, 192, 'TOTAL', { size: 11, bold: true }], R(206, 192, '£67.84', { size: 11, bold: true }),
    [16, 208, 'Mastercard Contactless', { size: 8 }], R(206, 208, '£67.84', { size: 8 }),
    [16, 220, '**** **** **** 2794   Auth 620114', { size: 7 }],
    [16, 236, 'VAT @ 20% included', { size: 7 }], R(206, 236, '£10.05', { size: 7 }),
    [16, 248, 'Service charge is discretionary and 100% goes', { size: 6.5 }], [16, 257, 'to our team. It is not subject to VAT.', { size: 6.5 }],
    [62, 274, 'Cheers - see you soon!', { size: 8 }],
  ] },

  // Spanish tapas bar ticket (factura simplificada): mesa and camarero, "Uds" column, TOTAL, the
  // Base imponible and Cuota IVA 10 % under it, efectivo and cambio, and 23/11/2026 14:32.
  { name: 'ticket-es-tapas-base-cuota-efectivo', kind: 'receipt', size: [226, 540], expect: { vendorName: 'Casa Anselmo Tapas, S.L.', invoiceDate: '2026-11-23', tax: 3.17, total: 34.9, currency: 'EUR', paymentMethod: 'cash' },
    items: [['Caña', 2, 1.8, 3.6], ['Copa Rioja crianza', 1, 3.2, 3.2], ['Ración patatas bravas', 1, 6.5, 6.5], ['Ración pulpo a la gallega', 1, 16, 16], ['Pincho champiñón', 2, 2.8, 5.6]], cells: [
    [46, 16, 'Casa Anselmo Tapas, S.L.', { size: 11, bold: true }],
    [44, 32, 'C/ Laurel 12, 26001 Logroño', { size: 7 }], [60, 42, 'CIF B26418853', { size: 7 }],
    [16, 60, 'Factura simplificada T-26/009147', { size: 8, bold: true }],
    [16, 72, 'Mesa 4   Camarero: Íñigo', { size: 7 }], [16, 82, 'Fecha: 23/11/2026 14:32', { size: 7 }],
    [16, 98, 'Uds', { size: 7 }], [34, 98, 'Artículo', { size: 7 }], R(165, 98, 'Precio', { size: 7 }), R(206, 98, 'Importe', { size: 7 }),
    [16, 110, '2', { size: 8 }], [34, 110, 'Caña', { size: 8 }], R(165, 110, '1,80', { size: 8 }), R(206, 110, '3,60', { size: 8 }),
    [16, 122, '1', { size: 8 }], [34, 122, 'Copa Rioja crianza', { size: 8 }], R(165, 122, '3,20', { size: 8 }), R(206, 122, '3,20', { size: 8 }),
    [16, 134, '1', { size: 8 }], [34, 134, 'Ración patatas bravas', { size: 8 }], R(165, 134, '6,50', { size: 8 }), R(206, 134, '6,50', { size: 8 }),
    [16, 146, '1', { size: 8 }], [34, 146, 'Ración pulpo a la gallega', { size: 8 }], R(165, 146, '16,00', { size: 8 }), R(206, 146, '16,00', { size: 8 }),
    [16, 158, '2', { size: 8 }], [34, 158, 'Pincho champiñón', { size: 8 }], R(165, 158, '2,80', { size: 8 }), R(206, 158, '5,60', { size: 8 }),
    [16, 176, 'TOTAL', { size: 11, bold: true }], R(206, 176, '34,90 €', { size: 11, bold: true }),
    [16, 192, 'Base imponible 10%', { size: 7 }], R(206, 192, '31,73', { size: 7 }),
    [16, 202, 'Cuota IVA 10%', { size: 7 }], R(206, 202, '3,17', { size: 7 }),
    [16, 218, 'Efectivo', { size: 8 }], R(206, 218, '40,00', { size: 8 }),
    [16, 230, 'Cambio', { size: 8 }], R(206, 230, '5,10', { size: 8 }),
    [60, 250, '¡Gracias por su visita!', { size: 8 }],
  ] },
  // Portuguese fatura from a print shop: letterhead with NIF and capital social, "FATURA" with the
  // series number, ATCUD, dates as 20-11-2026, the customer's NIF, a table with Qtd / Un. / Preço
  // unit. / Taxa IVA / Valor, "Total ilíquido", IVA 23 %, "Total a pagar", a vencimento date, the
  // IBAN and the certified-software line.
  { name: 'fatura-pt-tipografia-atcud-iva23', kind: 'invoice', expect: { vendorName: 'Tipografia Moura & Filhos, Lda.', invoiceNumber: 'FT 2026/1187', invoiceDate: '2026-11-20', dueDate: '2026-12-20', subtotal: 453.8, tax: 104.37, total: 558.17, currency: 'EUR' },
    items: [['Cartões de visita 350 g (caixa 500 un.)', 4, 18.5, 74], ['Menus plastificados A4 4/4', 40, 3.75, 150], ['Flyers A5 4/4 (milheiro)', 2, 62.4, 124.8], ['Design e paginação', 3, 35, 105]], cells: [
    [50, 40, 'Tipografia Moura & Filhos, Lda.', { size: 15, bold: true }],
    [50, 58, 'Rua de Santa Catarina 512, 4000-446 Porto', { size: 9 }], [50, 70, 'NIF 509884210 · Capital social 25.000,00 € · Tel. 222 555 917', { size: 8 }],
    R(545, 40, 'FATURA', { size: 18, bold: true }), R(545, 64, 'N.º FT 2026/1187', { size: 10, bold: true }), R(545, 78, 'Original', { size: 8 }),
    [50, 110, 'Exmo.(s) Sr.(s)', { size: 8 }], [50, 122, 'Restaurante O Marinheiro, Lda.'], [50, 136, 'Rua do Ouro 77'], [50, 150, '4150-552 Porto'], [50, 164, 'NIF 507319443', { size: 9 }],
    [350, 110, 'Data de emissão', { size: 9 }], R(545, 110, '20-11-2026', { size: 9 }),
    [350, 124, 'Data de vencimento', { size: 9 }], R(545, 124, '20-12-2026', { size: 9 }),
    [350, 138, 'Condições', { size: 9 }], R(545, 138, '30 dias', { size: 9 }),
    [350, 152, 'ATCUD', { size: 9 }], R(545, 152, 'JJ7N4QX2-1187', { size: 9 }),
    [45, 196, '#RECT 505 16 #e5e7eb'],
    [50, 200, 'Descrição', { size: 8, bold: true }], R(320, 200, 'Qtd', { size: 8, bold: true }), [326, 200, 'Un.', { size: 8, bold: true }],
    R(420, 200, 'Preço unit.', { size: 8, bold: true }), R(465, 200, 'IVA', { size: 8, bold: true }), R(545, 200, 'Valor', { size: 8, bold: true }),
    [50, 222, 'Cartões de visita 350 g (caixa 500 un.)', { size: 9 }], R(320, 222, '4', { size: 9 }), [326, 222, 'cx', { size: 9 }], R(420, 222, '18,50', { size: 9 }), R(465, 222, '23%', { size: 9 }), R(545, 222, '74,00', { size: 9 }),
    [50, 238, 'Menus plastificados A4 4/4', { size: 9 }], R(320, 238, '40', { size: 9 }), [326, 238, 'un', { size: 9 }], R(420, 238, '3,75', { size: 9 }), R(465, 238, '23%', { size: 9 }), R(545, 238, '150,00', { size: 9 }),
    [50, 254, 'Flyers A5 4/4 (milheiro)', { size: 9 }], R(320, 254, '2', { size: 9 }), [326, 254, 'mil', { size: 9 }], R(420, 254, '62,40', { size: 9 }), R(465, 254, '23%', { size: 9 }), R(545, 254, '124,80', { size: 9 }),
    [50, 270, 'Design e paginação', { size: 9 }], R(320, 270, '3', { size: 9 }), [326, 270, 'h', { size: 9 }], R(420, 270, '35,00', { size: 9 }), R(465, 270, '23%', { size: 9 }), R(545, 270, '105,00', { size: 9 }),
    [45, 286, '#RECT 505 0.6 black'],
    [50, 306, 'Taxa', { size: 8, bold: true }], R(160, 306, 'Incidência', { size: 8, bold: true }), R(240, 306, 'Valor IVA', { size: 8, bold: true }),
    [50, 320, 'IVA 23%', { size: 8 }], R(160, 320, '453,80', { size: 8 }), R(240, 320, '104,37', { size: 8 }),
    [360, 306, 'Total ilíquido', { size: 9 }], R(545, 306, '453,80 €', { size: 9 }),
    [360, 320, 'Total IVA', { size: 9 }], R(545, 320, '104,37 €', { size: 9 }),
    [355, 334, '#RECT 195 20 #1e3a8a'], [360, 339, 'Total a pagar', { size: 10, bold: true, width: -1 }], R(545, 339, '558,17 €', { size: 10, bold: true, width: -1 }),
    [50, 380, 'Pagamento por transferência bancária: IBAN PT50 0035 0412 0000 7731 0295 2 (CGD)', { size: 8 }],
    [50, 392, 'Os bens/serviços foram colocados à disposição do adquirente na data do documento.', { size: 8 }],
    [50, 790, 'G4kP-Processado por programa certificado n.º 1874/AT · Conservatória do Registo Comercial do Porto · NIPC 509884210', { size: 7 }],
  ] },

  // Dutch freelancer factuur: a one-person business (eenmanszaak) with KvK and BTW-id in the
  // letterhead, "Factuurdatum 16 november 2026", hours x tarief lines with the week ranges, Subtotaal,
  // BTW 21 %, Totaal, the payment term "binnen 14 dagen" AND a printed Vervaldatum, and the IBAN.
  { name: 'factuur-nl-freelancer-uren-kvk-vervaldatum', kind: 'invoice', expect: { vendorName: 'Sanne de Wit Webontwikkeling', invoiceNumber: '2026-041', invoiceDate: '2026-11-16', dueDate: '2026-11-30', subtotal: 3380, tax: 709.8, total: 4089.8, currency: 'EUR' },
    items: [['Ontwikkeling webshop (week 44 t/m 46)', 32, 85, 2720], ['Overleg en projectbeheer', 6, 70, 420], ['Hosting en onderhoud jaarpakket 2027', 1, 240, 240]], cells: [
    [50, 40, 'Sanne de Wit Webontwikkeling', { size: 15, bold: true }],
    [50, 58, 'Oudegracht 214-bis, 3511 NS Utrecht', { size: 9 }], [50, 70, 'sanne@dewitweb.nl · 06 5551 2874', { size: 9 }],
    [50, 82, 'KvK 81234567 · BTW-id NL864219374B01', { size: 9 }],
    [50, 130, 'Aan', { size: 8 }], [50, 142, 'Fietsfabriek Rijn B.V.'], [50, 156, 't.a.v. Mark Hoogendoorn'], [50, 170, 'Kanaalweg 9'], [50, 184, '3526 KL Utrecht'],
    [50, 226, 'Factuur', { size: 18, bold: true }],
    [50, 252, 'Factuurnummer', { size: 9 }], [150, 252, '2026-041', { size: 9 }],
    [50, 266, 'Factuurdatum', { size: 9 }], [150, 266, '16 november 2026', { size: 9 }],
    [50, 280, 'Vervaldatum', { size: 9 }], [150, 280, '30 november 2026', { size: 9 }],
    [50, 294, 'Uw referentie', { size: 9 }], [150, 294, 'PO-2026-118', { size: 9 }],
    [50, 330, 'Omschrijving', { size: 9, bold: true }], R(370, 330, 'Uren', { size: 9, bold: true }), R(450, 330, 'Tarief', { size: 9, bold: true }), R(545, 330, 'Bedrag', { size: 9, bold: true }),
    [50, 342, '#RECT 495 0.8 black'],
    [50, 350, 'Ontwikkeling webshop (week 44 t/m 46)', { size: 9 }], R(370, 350, '32', { size: 9 }), R(450, 350, '€ 85,00', { size: 9 }), R(545, 350, '€ 2.720,00', { size: 9 }),
    [50, 366, 'Overleg en projectbeheer', { size: 9 }], R(370, 366, '6', { size: 9 }), R(450, 366, '€ 70,00', { size: 9 }), R(545, 366, '€ 420,00', { size: 9 }),
    [50, 382, 'Hosting en onderhoud jaarpakket 2027', { size: 9 }], R(370, 382, '1', { size: 9 }), R(450, 382, '€ 240,00', { size: 9 }), R(545, 382, '€ 240,00', { size: 9 }),
    [50, 396, '#RECT 495 0.8 black'],
    [370, 408, 'Subtotaal', { size: 9 }], R(545, 408, '€ 3.380,00', { size: 9 }),
    [370, 422, 'BTW 21%', { size: 9 }], R(545, 422, '€ 709,80', { size: 9 }),
    [370, 440, 'Totaal te betalen', { size: 11, bold: true }], R(545, 440, '€ 4.089,80', { size: 11, bold: true }),
    [50, 490, 'Betaaltermijn 14 dagen. Graag het totaalbedrag vóór 30 november 2026 overmaken op', { size: 9 }],
    [50, 502, 'IBAN NL91 ABNA 0417 1643 00 t.n.v. S. de Wit o.v.v. factuurnummer 2026-041.', { size: 9 }],
  ] },
  // Swiss German joinery invoice: letterhead with the UID "MWST", a DIN-style window address, a
  // facts block (Rechnung Nr., Datum, Kunden-Nr., "Zahlbar bis"), amounts in CHF with apostrophe
  // thousands, Zwischentotal, MWST 8.1 %, "Total CHF", and a short QR-Zahlteil stub at the bottom.
  { name: 'rechnung-ch-schreinerei-mwst81-zahlbar-bis', kind: 'invoice', expect: { vendorName: 'Schreinerei Baumgartner AG', invoiceNumber: '26-0734', invoiceDate: '2026-11-18', dueDate: '2026-12-18', subtotal: 4467, tax: 361.83, total: 4828.83, currency: 'CHF' },
    items: [['Einbauschrank Eiche massiv nach Mass, 3-türig', 1, 3850, 3850], ['Montage vor Ort', 6, 92, 552], ['Anfahrt pauschal', 1, 65, 65]], cells: [
    [50, 40, 'Schreinerei Baumgartner AG', { size: 15, bold: true }],
    [50, 58, 'Industriestrasse 14 · 6340 Baar · 041 555 72 18 · info@baumgartner-holz.ch', { size: 8 }],
    [50, 69, 'CHE-109.447.218 MWST', { size: 8 }],
    [50, 130, 'Frau'], [50, 144, 'Claudia Meier-Stadler'], [50, 158, 'Zugerbergstrasse 31'], [50, 172, '6300 Zug'],
    [340, 130, 'Rechnung Nr.', { size: 9 }], R(545, 130, '26-0734', { size: 9, bold: true }),
    [340, 144, 'Datum', { size: 9 }], R(545, 144, '18.11.2026', { size: 9 }),
    [340, 158, 'Kunden-Nr.', { size: 9 }], R(545, 158, '10482', { size: 9 }),
    [340, 172, 'Zahlbar bis', { size: 9 }], R(545, 172, '18.12.2026', { size: 9, bold: true }),
    [50, 220, 'Rechnung', { size: 14, bold: true }], [50, 238, 'Objekt: Einbauschrank Schlafzimmer, Zugerbergstrasse 31, Zug', { size: 9 }],
    [50, 266, 'Pos.', { size: 8, bold: true }], [80, 266, 'Bezeichnung', { size: 8, bold: true }], R(360, 266, 'Menge', { size: 8, bold: true }), [366, 266, 'Einh.', { size: 8, bold: true }],
    R(460, 266, 'Preis CHF', { size: 8, bold: true }), R(545, 266, 'Betrag CHF', { size: 8, bold: true }),
    [50, 276, '#RECT 495 0.8 black'],
    [50, 284, '1', { size: 9 }], [80, 284, 'Einbauschrank Eiche massiv nach Mass, 3-türig', { size: 9 }], R(360, 284, '1', { size: 9 }), [366, 284, 'Stk', { size: 9 }], R(460, 284, "3'850.00", { size: 9 }), R(545, 284, "3'850.00", { size: 9 }),
    [50, 300, '2', { size: 9 }], [80, 300, 'Montage vor Ort', { size: 9 }], R(360, 300, '6', { size: 9 }), [366, 300, 'Std', { size: 9 }], R(460, 300, '92.00', { size: 9 }), R(545, 300, '552.00', { size: 9 }),
    [50, 316, '3', { size: 9 }], [80, 316, 'Anfahrt pauschal', { size: 9 }], R(360, 316, '1', { size: 9 }), [366, 316, 'Pau', { size: 9 }], R(460, 316, '65.00', { size: 9 }), R(545, 316, '65.00', { size: 9 }),
    [50, 330, '#RECT 495 0.8 black'],
    [340, 340, 'Zwischentotal', { size: 9 }], R(545, 340, "4'467.00", { size: 9 }),
    [340, 354, 'MWST 8.1 %', { size: 9 }], R(545, 354, '361.83', { size: 9 }),
    [340, 368, '#RECT 205 0.8 black'],
    [340, 374, 'Total CHF', { size: 11, bold: true }], R(545, 374, "4'828.83", { size: 11, bold: true }),
    [50, 420, 'Zahlungskonditionen: 30 Tage netto. Besten Dank für Ihren Auftrag.', { size: 9 }],
    [0, 560, '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -', { size: 7 }],
    [20, 576, 'Empfangsschein', { size: 10, bold: true }], [200, 576, 'Zahlteil', { size: 10, bold: true }],
    [20, 594, 'Konto / Zahlbar an', { size: 7, bold: true }], [20, 604, 'CH93 0076 2011 6238 5295 7', { size: 8 }], [20, 614, 'Schreinerei Baumgartner AG', { size: 8 }], [20, 624, '6340 Baar', { size: 8 }],
    [200, 594, '#RECT 130 130 black stroke'], [236, 652, 'QR-Code', { size: 9 }],
    [350, 594, 'Referenz', { size: 7, bold: true }], [350, 604, 'RF18 2607 3410 482', { size: 8 }],
    [350, 622, 'Zusätzliche Informationen', { size: 7, bold: true }], [350, 632, 'Rechnung 26-0734', { size: 8 }],
    [20, 700, 'Währung', { size: 7, bold: true }], [20, 710, 'CHF', { size: 8 }], [70, 700, 'Betrag', { size: 7, bold: true }], [70, 710, "4'828.83", { size: 8 }],
    [200, 740, 'Währung', { size: 7, bold: true }], [200, 750, 'CHF', { size: 8 }], [250, 740, 'Betrag', { size: 7, bold: true }], [250, 750, "4'828.83", { size: 8 }],
  ] },

  // Luxembourg fiduciaire invoice in French: letterhead with RCS and "N° TVA LU", the client's own
  // TVA number, "Date : 17 novembre 2026" and "Échéance : 17/12/2026", a forfait-style table with
  // one quantity line, "Total HTVA", "TVA 17 %", "Total TTC" and the bank details.
  { name: 'facture-lu-fiduciaire-tva17-echeance', kind: 'invoice', expect: { vendorName: 'Fiduciaire Kieffer & Associés S.à r.l.', invoiceNumber: '2026/0412', invoiceDate: '2026-11-17', dueDate: '2026-12-17', subtotal: 1070, tax: 181.9, total: 1251.9, currency: 'EUR' },
    items: [['Tenue de la comptabilité – octobre 2026', 1, 650, 650], ['Déclaration TVA trimestrielle (T3 2026)', 1, 280, 280], ['Établissement des fiches de salaire', 4, 35, 140]], cells: [
    [50, 40, 'Fiduciaire Kieffer & Associés S.à r.l.', { size: 15, bold: true }],
    [50, 58, "24, route d'Arlon · L-8009 Strassen · Tél. +352 26 55 41 80", { size: 8 }],
    [50, 69, 'RCS Luxembourg B 214 587 · N° TVA LU28745170', { size: 8 }],
    [340, 120, 'Boulangerie Hoffmann S.à r.l.'], [340, 134, '5, rue du Marché'], [340, 148, 'L-9260 Diekirch'], [340, 162, 'N° TVA client : LU24581377', { size: 8 }],
    [50, 200, 'FACTURE', { size: 18, bold: true }],
    [50, 226, 'Facture n° 2026/0412', { size: 10, bold: true }], [50, 240, 'Date : 17 novembre 2026', { size: 9 }],
    [50, 254, 'Échéance : 17/12/2026', { size: 9 }], [50, 268, 'Réf. client : HOFF-0031', { size: 9 }],
    [45, 300, '#RECT 505 18 #0f766e'],
    [50, 305, 'Désignation', { size: 9, bold: true, width: -1 }], R(370, 305, 'Qté', { size: 9, bold: true, width: -1 }),
    R(455, 305, 'Prix unitaire', { size: 9, bold: true, width: -1 }), R(545, 305, 'Montant HTVA', { size: 9, bold: true, width: -1 }),
    [50, 328, 'Tenue de la comptabilité – octobre 2026', { size: 9 }], R(370, 328, '1', { size: 9 }), R(455, 328, '650,00 €', { size: 9 }), R(545, 328, '650,00 €', { size: 9 }),
    [50, 344, 'Déclaration TVA trimestrielle (T3 2026)', { size: 9 }], R(370, 344, '1', { size: 9 }), R(455, 344, '280,00 €', { size: 9 }), R(545, 344, '280,00 €', { size: 9 }),
    [50, 360, 'Établissement des fiches de salaire', { size: 9 }], R(370, 360, '4', { size: 9 }), R(455, 360, '35,00 €', { size: 9 }), R(545, 360, '140,00 €', { size: 9 }),
    [45, 376, '#RECT 505 0.6 #0f766e'],
    [360, 390, 'Total HTVA', { size: 9 }], R(545, 390, '1.070,00 €', { size: 9 }),
    [360, 404, 'TVA 17 %', { size: 9 }], R(545, 404, '181,90 €', { size: 9 }),
    [360, 422, 'Total TTC', { size: 11, bold: true }], R(545, 422, '1.251,90 €', { size: 11, bold: true }),
    [50, 470, 'Paiement à 30 jours par virement sur le compte LU28 0019 4006 4475 0000 (BCEE, BIC BCEELULL),', { size: 8 }],
    [50, 482, 'en indiquant le numéro de facture. Tout retard donne lieu à des intérêts de retard au taux légal.', { size: 8 }],
    [50, 790, 'Fiduciaire Kieffer & Associés S.à r.l. · Capital social 12.500 € · Autorisation d\'établissement n° 10078412/0', { size: 7 }],
  ] },

  // Spanish autónomo (sworn translator) factura: the person's name as letterhead with a trade line,
  // NIF, "Factura nº 2026/087", a long-form date, a word-count line priced per word, Base imponible,
  // IVA 21 %, Retención IRPF -15 % and TOTAL FACTURA after the retention. As documents.ts
  // factura-es-irpf the total is that printed TOTAL FACTURA (559,68, what the client pays) and the
  // subtotal the Base imponible; tax is left out (IVA and the IRPF retention both sit between base
  // and total, so "tax" could be read as 110,88 or as the net 31,68).
  { name: 'factura-es-autonomo-irpf-retencion', kind: 'invoice', expect: { vendorName: 'Javier Ortega Ruiz', invoiceNumber: '2026/087', invoiceDate: '2026-11-21', dueDate: '2026-12-21', subtotal: 528, total: 559.68, currency: 'EUR' },
    items: [['Traducción jurada contrato compraventa (EN-ES)', 4200, 0.09, 378], ['Traducción jurada de certificados académicos', 3, 35, 105], ['Revisión, sellado y envío certificado', 1, 45, 45]], cells: [
    [50, 40, 'Javier Ortega Ruiz', { size: 16, bold: true }], [50, 58, 'Traductor-Intérprete Jurado de inglés (MAEC nº 8841)', { size: 9 }],
    [50, 70, 'C/ Doctor Fleming 23, 3º B · 46009 Valencia · NIF 48213577B', { size: 8 }], [50, 81, 'jortega.traducciones@correo.es · 655 512 744', { size: 8 }],
    R(545, 40, 'FACTURA', { size: 18, bold: true }),
    [340, 110, 'Factura nº', { size: 9 }], R(545, 110, '2026/087', { size: 9, bold: true }),
    [340, 124, 'Fecha', { size: 9 }], R(545, 124, '21 de noviembre de 2026', { size: 9 }),
    [340, 138, 'Vencimiento', { size: 9 }], R(545, 138, '21/12/2026', { size: 9 }),
    [50, 110, 'Cliente', { size: 8, bold: true }], [50, 122, 'Inmobiliaria Turia Costa, S.L.'], [50, 136, 'Av. del Puerto 145, 46023 Valencia'], [50, 150, 'CIF B46802317', { size: 9 }],
    [50, 196, 'Concepto', { size: 8, bold: true }], R(360, 196, 'Cantidad', { size: 8, bold: true }), R(450, 196, 'Precio', { size: 8, bold: true }), R(545, 196, 'Importe', { size: 8, bold: true }),
    [50, 206, '#RECT 495 0.8 black'],
    [50, 214, 'Traducción jurada contrato compraventa (EN-ES)', { size: 9 }], R(360, 214, '4.200 palabras', { size: 9 }), R(450, 214, '0,09 €', { size: 9 }), R(545, 214, '378,00 €', { size: 9 }),
    [50, 230, 'Traducción jurada de certificados académicos', { size: 9 }], R(360, 230, '3 págs.', { size: 9 }), R(450, 230, '35,00 €', { size: 9 }), R(545, 230, '105,00 €', { size: 9 }),
    [50, 246, 'Revisión, sellado y envío certificado', { size: 9 }], R(360, 246, '1', { size: 9 }), R(450, 246, '45,00 €', { size: 9 }), R(545, 246, '45,00 €', { size: 9 }),
    [50, 260, '#RECT 495 0.8 black'],
    [340, 274, 'Base imponible', { size: 9 }], R(545, 274, '528,00 €', { size: 9 }),
    [340, 288, 'IVA 21 %', { size: 9 }], R(545, 288, '110,88 €', { size: 9 }),
    [340, 302, 'Retención IRPF -15 %', { size: 9 }], R(545, 302, '-79,20 €', { size: 9 }),
    [340, 320, 'TOTAL FACTURA', { size: 11, bold: true }], R(545, 320, '559,68 €', { size: 11, bold: true }),
    [50, 370, 'Forma de pago: transferencia bancaria a ES76 2100 0813 6101 2345 6789 (CaixaBank)', { size: 8 }],
    [50, 382, 'Indique el número de factura en el concepto de la transferencia.', { size: 8 }],
  ] },
];
