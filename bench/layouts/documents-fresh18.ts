// An eighteenth fresh batch of 16 hand-built documents (4 invoices, 12 receipts) in the format of documents.ts,
// written on 2026-11-25 blind to the engine: their author read only documents.ts, documents-fresh16.ts and
// documents-fresh17.ts (for the format and the conventions, and to avoid repeating their themes and layouts) and
// render.ts (for the page, the fonts and the drawing commands), nothing under engine/, server/, data/, models/ or
// test/ nor any other file under bench/, and ran neither the engine, the tests nor a benchmark (only the type check
// and a throwaway script outside the repository that renders these documents through render.ts's renderPdf,
// rasterises them with pdftoppm, and checks that no text overlaps other text, a rule or a box edge, or leaves the
// page, that right-aligned text fits its width, and that the arithmetic holds).
// The theme is new: RESTAURANT, CAFÉ, BAR AND FOOD-DELIVERY RECEIPTS AND BILLS as real POS systems, card terminals and
// phone apps print them (the product's core users are restaurants), one locale each (nl-NL, es-ES, pl-PL, fr-BE,
// en-US twice, en-GB, en-CA, en-AU, de-DE, de-CH, fr-FR, es-MX, it-IT, pt-PT, da-DK) with that locale's numbers
// (1,234.56; 1.234,56; 16 525,15; 63.75 with 5-rappen rounding; 181,30 kr.) and dates; and what restaurant paper
// carries: guest-check headers (server, table, guests / covers, check, order, station, till, terminal, seat), item
// lines with the quantity first and "2 @ 13.00" / "2 x 14,50" / "à 14,50" under them, modifiers indented under
// their item with or without a price, a set menu with zero-priced components, comped and happy-hour lines, an
// automatic gratuity for a party of 8, a discretionary service charge, a coperto and a couvert per person, a
// servizio 12 %, Sunday and card surcharges, a split bill, a pre-bill not yet paid, a merchant copy with empty tip
// and total lines, a customer copy with the tip entered on the terminal, a German card slip with Trinkgeld and Gesamt
// written in by hand, a delivery app's fees, promotion and courier tip, eat-in and take-away VAT rates, US sales tax
// with a separate liquor tax, Canadian GST with PST on liquor only, card-slip blocks (AID, auth code, masked PAN,
// APPROVED), cash tendered and change, loyalty points and stamps, tip guides, TSE data, a QR code and fiscal footers.
// Invoices:
//  1. Netherlands, A4: a caterer's FACTUUR (2026-0871, 12-11-2026, vervaldatum 26-11-2026) for an office event of 45
//     people: a buffet, soup, fruit and coffee at btw 9 %, a drinks package, staff hours and delivery at 21 %;
//     Subtotaal excl. btw € 1.758,75, Btw 9% over € 1.113,75 € 100,24, Btw 21% over € 645,00 € 135,45, Totaal btw
//     € 235,69, Totaal te betalen € 1.994,44; a € 150,00 crockery deposit refunded on 09-11-2026.
//  2. Spain, A4: a restaurant's banquet FACTURA (2026/B-0142, 23/11/2026, vencimiento 08/12/2026) for a company
//     dinner on 20/11/2026: 36 menús × 48,00, barra libre 30 × 18,00, a cake and a "Descuento grupo 5 %" -86,40 at
//     IVA 10 %, the private room and AV equipment at 21 %; Total base imponible 2.576,60 €, Total IVA 293,96 €, TOTAL
//     FACTURA 2.870,56 €, the deposit "Anticipo recibido el 15/10/2026 -800,00 €", PENDIENTE DE PAGO 2.070,56 €.
//  3. Poland, A4: a food-delivery platform's Faktura VAT to a restaurant (FV/2026/10/04471, wystawiona 05.11.2026,
//     sprzedaż 31.10.2026, termin płatności 19.11.2026): commissions of 22 % and 12 % on the month's turnover, a 1,4 %
//     payment fee, a promotion campaign and a discount -100,00 at 23 %; netto 13 435,08, VAT 3 090,07, Do zapłaty
//     16 525,15 zł, in words; a payout statement (turnover 62 418,50 zł, this invoice deducted, 34 852,05 zł paid out).
//  4. Belgium (Wallonia), A4: a street-food festival ASBL's FACTURE to a food truck (FSM-2026-0388, 16/11/2026,
//     échéance 30/11/2026): the pitch 3 jours × 180,00, a 32 A connection, water and waste, 2 × 12,50 wristbands and
//     an early-booking reduction -54,00; Total HTVA 676,00 €, TVA 21 % 141,96 €, Total TVAC 817,96 €; a structured
//     communication and a 250,00 € guarantee payable on arrival.
// Receipts:
//  5. United States (Minneapolis), 80 mm: a guest check for a party of 8 (11/21/2026 8:52 PM): burgers with "Med Rare"
//     and a priced "Sub Sweet Pot Fries" 2.00, a comped birthday sundae; Subtotal 279.50, Sales Tax 8.025% 22.43,
//     Liquor Tax 2.5% 2.70, Gratuity 18% (Party of 8) 50.31, TOTAL $354.94; AMEX with the card block.
//  6. United States (Chicago), 80 mm: a bar tab's MERCHANT COPY (closed 11/20/26 11:52 PM) with inline modifier
//     surcharges; Subtotal 70.50, Tax 11.75% 8.28, Amount 78.78; VISA, AMOUNT $78.78 with empty TIP and TOTAL lines
//     and a signature line; a tip guide 18% / 20% / 22%.
//  7. England (London), 80 mm: a bill split three ways (21/11/2026 21:14): "+ Oat milk" 0.50; Subtotal 92.50,
//     Discretionary service 12.5% 11.56, TOTAL £104.06, VAT 20% included on £92.50 £15.42; SPLIT BILL 34.69 / 34.69 /
//     34.68; split 1 of 3 paid by Amex, Remaining balance £69.37.
//  8. Canada (Vancouver), 80 mm: an oyster bar's CUSTOMER COPY (19-Nov-2026 20:41): Subtotal 122.00, GST 5% 6.10, PST
//     10% (liquor) 3.50, TOTAL 131.60; the terminal slip AMOUNT $131.60, TIP $24.40, TOTAL $156.00, APPROVED.
//  9. Australia (Melbourne), 58 mm: a café's TAX INVOICE on "Sun 22/11/2026 10:37": "+ Oat Milk" 0.70, "+ Extra Shot"
//     0.60, "+ Poached Egg" 4.00; Subtotal 74.80, Sunday Surcharge 15% 11.22, Card Surcharge 1.1% 0.95, TOTAL $86.97,
//     Includes GST 7.91; Visa Debit; coffee stamps.
// 10. Germany (Berlin), 80 mm: a Vietnamese restaurant's Rechnung (20.11.2026 20:58) with "Im Haus" lines at A 19 % and
//     "Außer Haus" lines at B 7 %; SUMME EUR 80,50; the MwSt table (Summe 69,75 / 10,75 / 80,50); TSE data; the card
//     terminal's Kundenbeleg (Betrag EUR 80,50) with Trinkgeld 4,50 and Gesamt 85,00 written in by hand.
// 11. Switzerland (Zürich), 80 mm: a bar's receipt (20.11.26 18:32) with two "Happy Hour -15%" lines; Summe 63.76,
//     Rundung -0.01, TOTAL CHF 63.75, Bar 100.00, Rückgeld 36.25; MWST 8.10 % 4.78; stamp card and points.
// 12. France (Lyon), 80 mm: a bouchon's ticket (21/11/2026 13:52): "2 FORMULE MIDI E+P" 39,00 with four components at
//     0,00; TOTAL TTC 75,80 €; a TVA table 10,0 % / 20,0 % with Total 67,55 / 8,25 / 75,80; the CB slip.
// 13. Mexico (Mexico City), 58 mm: a taquería's ticket (21/11/2026 14:05): SUBTOTAL 387.93, IVA 16% 62.07, TOTAL
//     $450.00, EFECTIVO 500.00, CAMBIO 50.00; PROPINA NO INCLUIDA with suggestions and an empty Propina line; the CFDI
//     note with 30/11/2026.
// 14. Italy (Florence), 80 mm: a trattoria's PRECONTO "non valido ai fini fiscali" (21/11/2026 21:40), not paid: 4
//     Coperto × 2,50, a bistecca by weight 1,2 kg × 50,00 €/kg, an "Omaggio della casa" -8,00; Totale parziale 171,00,
//     Servizio 12% 20,52, TOTALE EUR 191,52.
// 15. Portugal (Porto), 80 mm: a tasca's FATURA SIMPLIFICADA (2026-11-20 13:22) with ATCUD, a couvert 2 x 2,50, IVA
//     13 % and 23 % per line; TOTAL 51,20 €, Multibanco; an IVA table (Total 44,62 / 6,58); a QR code.
// 16. Denmark (Copenhagen), a phone page (340 × 700): a delivery app's Kvittering (20. nov. 2026 kl. 19.12): a ramen
//     with "Ekstra æg (+12,00 kr.)", a free chili oil 0,00 kr.; Varer i alt 146,00 kr., Småordretillæg 4,00, Levering
//     39,00, Servicegebyr 7,30, Rabat -25,00, Drikkepenge til buddet 10,00, I alt 181,30 kr., Heraf moms 25 % 34,26 kr.
// Date forms: 12-11-2026 with 26-11-2026, 06-11-2026, 07-11-2026, 09-11-2026 and 17-12-2026; 23/11/2026 with 08/12/2026,
// 20/11/2026 and 15/10/2026; 05.11.2026 with 31.10.2026, 19.11.2026, 01.10.2026 – 31.10.2026 and 12.11.2026;
// 16/11/2026 with 30/11/2026, "11 – 13 décembre 2026", "11 – 13/12/2026", 10/12/2026 and 13/12/2026; on receipts
// "11/21/2026 8:52 PM", "11/20/26 11:52 PM" (month first), "21/11/2026 21:14", "19-Nov-2026 20:41", "Sun 22/11/2026
// 10:37", "20.11.2026 20:58" with TSE "2026-11-20T20:58:09", "20.11.26 18:32", "21/11/2026 13:52" with "LE 21/11/26",
// "21/11/2026 14:05" (day first) with 30/11/2026, "21/11/2026 21:40", "2026-11-20 13:22", "20. nov. 2026 kl. 19.12".
// Once the engine has been fixed on any of them they are a development set like documents.ts, and stop measuring
// anything unbiased.
// Conventions as fresh16 and fresh17: `expect` lists only fields the printed text makes certain; the total is what
// this document charges, a tip the guest adds included (a deposit or payment already made is not subtracted, and a
// previous or later payment is not a total); tax is the VAT / GST / sales tax charged or stated as included, as one
// printed figure, and is left out where only separate figures are printed with no combined one (the Minneapolis sales
// and liquor taxes, the Vancouver GST and PST); subtotal is a printed pre-tax subtotal in the totals (Subtotal,
// SUBTOTAL, Subtotaal excl. btw, Total base imponible, Total HTVA, Razem netto), left out on tax-inclusive receipts,
// where a "Subtotal" / "Totale parziale" / "Varer i alt" already includes the tax, and never the net column of a VAT
// breakdown table. paymentMethod is the payment TYPE, on receipts only (card: Amex, Visa, Mastercard, Visa Debit, CB,
// Multibanco, Dankort; cash: Bar, EFECTIVO); receipts carry no invoiceNumber; the pre-bill has no paymentMethod.
// Decided here for restaurant paper: `items` lists every line of the item list that carries its own amount in the
// amount column, in the printed order: an item line, a modifier or set-menu component indented under its item when it
// has its own amount there (so "Sub Sweet Pot Fries" 2.00, "+ Oat milk" 0.50, "+ Poached Egg" 4.00, and the formule's
// components at 0,00, the free "Chiliolie" 0,00 kr.), and a discount or comp printed among the lines ("COMP -
// Birthday" -9.00, "Happy Hour -15%" -2.04, "Omaggio della casa" -8,00, "Descuento grupo 5 % s/ menú" -86,40, a
// "Rabat" -100,00). A modifier without an amount ("Med Rare", "no onion", "con piña") or with its surcharge printed
// inline in its text and already in its item's amount ("sub mezcal +2.00", "Ekstra æg (+12,00 kr.)") is not an item.
// A modifier's leading "+" is a marker, not part of its description. The quantity is the printed count in front of
// the line (or the weight, 1,2 kg), null where none is printed (an indented modifier or a discount); the unit price is
// the one printed under or beside the line ("2 @ 13.00", "2 x £14.50", "à 14,50", "1,2 kg x 50,00 €/kg", an invoice's
// price column), null where none is printed. Lines printed under the items' sum are not items: tax, service charges
// (Discretionary service 12.5%, Servizio 12%), gratuities and tips, surcharges (Sunday, card, small-order), delivery and
// service fees, a promotion code, rounding. A tip is a line the document calls a tip or gratuity (the automatic
// "Gratuity 18% (Party of 8)" 50.31, a TIP entered on the terminal, a Trinkgeld written in, the courier's Drikkepenge);
// a service charge (Discretionary service, Servizio) or a coperto / couvert is not a tip, and a tip guide or a
// suggested tip (18% = $12.69, Sugerida 10%: $45.00) is not one either; an empty tip line leaves the tip out and the
// total as printed (the Chicago merchant copy: Amount 78.78; the taquería: TOTAL $450.00). The London bill split three
// ways: the total is the whole check's TOTAL £104.06, not the £34.69 share paid by this guest nor the Remaining balance
// £69.37 (and its tax the VAT on the whole check, £15.42). The Vancouver total is the terminal slip's TOTAL $156.00
// with the TIP $24.40, not the check's TOTAL 131.60; the Berlin total is the hand-written Gesamt 85,00 with the
// Trinkgeld 4,50, not the SUMME EUR 80,50. The Zürich total is the rounded TOTAL CHF 63.75 actually paid (Summe 63.76
// before the Rundung is not a subtotal), its tax the MWST 4.78. The Florence preconto's total is the TOTALE EUR 191,52
// with the servizio, though it is not yet paid. The Lyon, Porto and Berlin tax is the VAT table's total TVA / IVA /
// MwSt (8,25, 6,58, 10,75). The Mexican ticket prints a pre-tax SUBTOTAL 387.93 with the IVA added below it, so it has a
// subtotal, not the Melbourne café (Subtotal 74.80 includes GST) nor London. The delivery receipt's vendor is its
// issuer, the platform Madløb ApS (the restaurant is only "Bestilt fra"), its tax the "Heraf moms" 34,26 kr. and its
// tip the Drikkepenge. The Spanish banquet's total is the TOTAL FACTURA 2.870,56 €, not the PENDIENTE DE PAGO after the
// deposit; the Polish commission invoice's total is Do zapłaty 16 525,15 zł, not the payout 34 852,05 zł, and its items'
// amounts are the Wartość netto; the Belgian guarantee and the Dutch refunded deposit are not billed. The vendor is
// the issuing business in its most complete printed form, the legal name under a trade name (Smaakmakers Catering
// B.V., Mar de Fondo Hostelería, S.L., SzybkiKęs Sp. z o.o., Les Saveurs de Meuse ASBL, Iron Heron Kitchen & Bar LLC,
// Lantern Room Tavern, Inc., Chaiwala House Restaurants Ltd, Salt & Cedar Hospitality Ltd., Laneway Grind Pty Ltd,
// Hanoi Hof Gastronomie UG (haftungsbeschränkt), Nachtfalter Bar GmbH, Les Canuts Gourmands SARL, Fogón de Doña Lupe,
// S.A. de C.V., Il Mercatino di Bruni Marco & C. S.a.s., Tasca do Bolhão – Restauração, Lda., Madløb ApS).
import { R, qr, dashes } from './cells.js';
import type { ProbeDocument } from './documents.js';

export const FRESH18_DOCUMENTS: ProbeDocument[] = [

  // Dutch catering invoice (A4, nl-NL): an orange "SM" block and "Smaakmakers", the B.V.'s details right-aligned; the
  // sender line over the customer in the address window; a label column (Factuurnummer 2026-0871, Factuurdatum
  // 12-11-2026, Vervaldatum 26-11-2026, Debiteurnummer, Uw referentie); the event line (06-11-2026, 45 personen); a
  // table with an orange header band: a lunch buffet, soup, fruit platters and coffee at 9 % btw, a drinks package,
  // service staff hours and delivery at 21 %; Subtotaal excl. btw € 1.758,75, Btw 9% over € 1.113,75 € 100,24, Btw
  // 21% over € 645,00 € 135,45, Totaal btw € 235,69, an orange Totaal te betalen € 1.994,44; the returned crockery and
  // a refunded € 150,00 deposit; the payment request and the next event's quotation number.
  { name: 'catering-nl-factuur-bedrijfslunch-evenement-per-persoon-soep-fruit-koffie-btw-9-borrelpakket-bediening-uren-bezorging-btw-21-totaal-btw-borg-teruggestort', kind: 'invoice', expect: { vendorName: 'Smaakmakers Catering B.V.', invoiceNumber: '2026-0871', invoiceDate: '2026-11-12', dueDate: '2026-11-26', subtotal: 1758.75, tax: 235.69, total: 1994.44, currency: 'EUR' },
    items: [['Lunchbuffet Hollands Glorie p.p.', 45, 17.5, 787.5], ['Soep van de dag p.p.', 45, 3.25, 146.25], ['Fruitschaal groot', 3, 24, 72], ['Koffie en thee onbeperkt p.p.', 45, 2.4, 108],
      ['Borrelpakket bier en wijn p.p.', 30, 8.5, 255], ['Bediening (2 medewerkers × 5 uur)', 10, 34.5, 345], ['Bezorg- en ophaalkosten', 1, 45, 45]], cells: [
    [40, 36, '#RECT 36 36 #c2410c'],
    [45.5, 47, 'SM', { size: 14, bold: true, width: -1 }],
    [84, 37, 'Smaakmakers', { size: 19, bold: true }],
    [84, 60, 'catering & events · Amsterdam', { size: 8 }],
    R(555, 38, 'Smaakmakers Catering B.V.', { size: 8.5, bold: true, width: 200 }),
    R(555, 50, 'Czaar Peterstraat 118 · 1018 PZ Amsterdam', { size: 7.5, width: 220 }),
    R(555, 60, '020 447 18 20 · facturen@smaakmakers.nl', { size: 7.5, width: 220 }),
    R(555, 70, 'KvK 74471820 · btw NL859447182B01', { size: 7.5, width: 220 }),
    R(555, 80, 'IBAN NL44 RABO 0318 2044 71', { size: 7.5, width: 220 }),
    [40, 116, 'Smaakmakers Catering B.V. · Czaar Peterstraat 118 · 1018 PZ Amsterdam', { size: 6.5 }],
    [40, 125, '#RECT 236 0.4 black'],
    [40, 134, 'Helder Data B.V.', { size: 9.5 }],
    [40, 147, 't.a.v. crediteurenadministratie', { size: 9.5 }],
    [40, 160, 'Catharijnesingel 44', { size: 9.5 }],
    [40, 173, '3511 GC Utrecht', { size: 9.5 }],
    [360, 134, 'Factuurnummer', { size: 8.5 }], R(555, 134, '2026-0871', { size: 8.5, bold: true }),
    [360, 147, 'Factuurdatum', { size: 8.5 }], R(555, 147, '12-11-2026', { size: 8.5 }),
    [360, 160, 'Vervaldatum', { size: 8.5 }], R(555, 160, '26-11-2026', { size: 8.5 }),
    [360, 173, 'Debiteurnummer', { size: 8.5 }], R(555, 173, 'D-10447', { size: 8.5 }),
    [360, 186, 'Uw referentie', { size: 8.5 }], R(555, 186, 'PO-2026-1182', { size: 8.5 }),
    [40, 226, 'FACTUUR', { size: 20, bold: true }],
    [40, 254, 'Catering kick-off Q4 op vrijdag 06-11-2026, Jaarbeurs Utrecht, zaal 4 – 45 personen', { size: 9 }],
    [40, 278, '#RECT 515 18 #fed7aa'],
    [46, 283, 'Omschrijving', { size: 7.5, bold: true }], R(345, 283, 'Aantal', { size: 7.5, bold: true }), R(420, 283, 'Prijs', { size: 7.5, bold: true }), R(465, 283, 'Btw', { size: 7.5, bold: true }), R(549, 283, 'Bedrag', { size: 7.5, bold: true }),
    [46, 305, 'Lunchbuffet Hollands Glorie p.p.', { size: 8.5 }], R(345, 305, '45', { size: 8.5 }), R(420, 305, '€ 17,50', { size: 8.5 }), R(465, 305, '9%', { size: 8.5 }), R(549, 305, '€ 787,50', { size: 8.5 }),
    [46, 321, 'Soep van de dag p.p.', { size: 8.5 }], R(345, 321, '45', { size: 8.5 }), R(420, 321, '€ 3,25', { size: 8.5 }), R(465, 321, '9%', { size: 8.5 }), R(549, 321, '€ 146,25', { size: 8.5 }),
    [46, 337, 'Fruitschaal groot', { size: 8.5 }], R(345, 337, '3', { size: 8.5 }), R(420, 337, '€ 24,00', { size: 8.5 }), R(465, 337, '9%', { size: 8.5 }), R(549, 337, '€ 72,00', { size: 8.5 }),
    [46, 353, 'Koffie en thee onbeperkt p.p.', { size: 8.5 }], R(345, 353, '45', { size: 8.5 }), R(420, 353, '€ 2,40', { size: 8.5 }), R(465, 353, '9%', { size: 8.5 }), R(549, 353, '€ 108,00', { size: 8.5 }),
    [46, 369, 'Borrelpakket bier en wijn p.p.', { size: 8.5 }], R(345, 369, '30', { size: 8.5 }), R(420, 369, '€ 8,50', { size: 8.5 }), R(465, 369, '21%', { size: 8.5 }), R(549, 369, '€ 255,00', { size: 8.5 }),
    [46, 385, 'Bediening (2 medewerkers × 5 uur)', { size: 8.5 }], R(345, 385, '10', { size: 8.5 }), R(420, 385, '€ 34,50', { size: 8.5 }), R(465, 385, '21%', { size: 8.5 }), R(549, 385, '€ 345,00', { size: 8.5 }),
    [46, 401, 'Bezorg- en ophaalkosten', { size: 8.5 }], R(345, 401, '1', { size: 8.5 }), R(420, 401, '€ 45,00', { size: 8.5 }), R(465, 401, '21%', { size: 8.5 }), R(549, 401, '€ 45,00', { size: 8.5 }),
    [40, 417, '#RECT 515 0.6 black'],
    [340, 425, 'Subtotaal excl. btw', { size: 8.5 }], R(549, 425, '€ 1.758,75', { size: 8.5 }),
    [340, 439, 'Btw 9% over € 1.113,75', { size: 8.5 }], R(549, 439, '€ 100,24', { size: 8.5 }),
    [340, 453, 'Btw 21% over € 645,00', { size: 8.5 }], R(549, 453, '€ 135,45', { size: 8.5 }),
    [340, 467, 'Totaal btw', { size: 8.5 }], R(549, 467, '€ 235,69', { size: 8.5 }),
    [335, 482, '#RECT 220 20 #c2410c'],
    [340, 487, 'Totaal te betalen', { size: 10, bold: true, width: -1 }], R(549, 487, '€ 1.994,44', { size: 10, bold: true, width: -1 }),
    [40, 425, 'Servies, statafels en koelkar retour ontvangen op 07-11-2026.', { size: 7.5 }],
    [40, 436, 'De borg van € 150,00 is op 09-11-2026 teruggestort.', { size: 7.5 }],
    [40, 536, 'Wij verzoeken u het totaalbedrag uiterlijk op 26-11-2026 over te maken op NL44 RABO 0318 2044 71', { size: 8.5 }],
    [40, 548, 't.n.v. Smaakmakers Catering B.V., onder vermelding van factuurnummer 2026-0871.', { size: 8.5 }],
    [40, 572, 'Dank voor uw opdracht! Uw volgende evenement: kerstborrel op 17-12-2026 (offerte OF-2026-0412, 60 personen).', { size: 8 }],
    [40, 778, '#RECT 515 0.4 black'],
    [40, 786, 'Smaakmakers Catering B.V. · Czaar Peterstraat 118, 1018 PZ Amsterdam · KvK 74471820 · btw NL859447182B01', { size: 6.5 }],
    [40, 796, 'Op al onze aanbiedingen en leveringen zijn de Uniforme Voorwaarden Horeca (UVH) van toepassing.', { size: 6.5 }],
  ] },

  // Spanish banquet invoice (A4, es-ES): "MAR DE FONDO" and the S.L. right; FACTURA with Nº factura 2026/B-0142, Fecha
  // 23/11/2026, Vencimiento 08/12/2026, Forma de pago; a framed CLIENTE box; the event line (cena de empresa
  // 20/11/2026, 36 comensales, reserva); a dark-headed table: 36 menús × 48,00, barra libre 30 × 18,00, a cake, a
  // "Descuento grupo 5 % s/ menú" -86,40 line without quantity, all at IVA 10 %, and the private room and AV
  // equipment at 21 %; a VAT table by rate; Total base imponible 2.576,60 €, Total IVA 293,96 €, TOTAL FACTURA 2.870,56
  // €, "Anticipo recibido el 15/10/2026 -800,00 €", a shaded PENDIENTE DE PAGO 2.070,56 €; the bank details.
  { name: 'banquete-es-factura-cena-empresa-menu-por-comensal-barra-libre-tarta-descuento-grupo-alquiler-sala-audiovisual-iva-10-y-21-anticipo-recibido-pendiente-de-pago', kind: 'invoice', expect: { vendorName: 'Mar de Fondo Hostelería, S.L.', invoiceNumber: '2026/B-0142', invoiceDate: '2026-11-23', dueDate: '2026-12-08', subtotal: 2576.6, tax: 293.96, total: 2870.56, currency: 'EUR' },
    items: [['Menú banquete «Mediterráneo»', 36, 48, 1728], ['Barra libre 2 horas', 30, 18, 540], ['Tarta personalizada (36 raciones)', 1, 65, 65], ['Descuento grupo 5 % s/ menú', null, null, -86.4],
      ['Alquiler sala privada Albufera', 1, 250, 250], ['Equipo audiovisual (proyector y micrófono)', 1, 80, 80]], cells: [
    [40, 36, 'MAR DE FONDO', { size: 21, bold: true }],
    [40, 61, 'restaurante · arroces · eventos', { size: 8.5 }],
    R(555, 38, 'Mar de Fondo Hostelería, S.L.', { size: 8.5, bold: true, width: 220 }),
    R(555, 50, 'CIF B98447182', { size: 7.5, width: 220 }),
    R(555, 60, 'Passeig de Neptú 42, 46011 València', { size: 7.5, width: 220 }),
    R(555, 70, 'Tel. 963 447 182 · eventos@mardefondo.es', { size: 7.5, width: 220 }),
    [40, 110, 'FACTURA', { size: 18, bold: true }],
    [40, 140, 'Nº factura:', { size: 8.5 }], [130, 140, '2026/B-0142', { size: 8.5, bold: true }],
    [40, 153, 'Fecha:', { size: 8.5 }], [130, 153, '23/11/2026', { size: 8.5 }],
    [40, 166, 'Vencimiento:', { size: 8.5 }], [130, 166, '08/12/2026', { size: 8.5 }],
    [40, 179, 'Forma de pago:', { size: 8.5 }], [130, 179, 'Transferencia bancaria', { size: 8.5 }],
    [330, 108, '#RECT 225 92 black stroke'],
    [340, 116, 'CLIENTE', { size: 7, bold: true }],
    [340, 129, 'Grupo Levante Ingeniería, S.A.', { size: 9, bold: true }],
    [340, 142, 'CIF A46118204', { size: 8.5 }],
    [340, 155, 'Av. de Aragón 30, planta 6', { size: 8.5 }],
    [340, 168, '46021 València', { size: 8.5 }],
    [340, 181, 'Att. Dpto. de Administración', { size: 8 }],
    [40, 216, 'Evento: Cena de empresa · Sala Albufera · 20/11/2026 · 36 comensales · Reserva EV-2026-0447', { size: 9 }],
    [40, 240, '#RECT 515 18 #0c4a6e'],
    [46, 245, 'Concepto', { size: 7.5, bold: true, width: -1 }], R(360, 245, 'Uds.', { size: 7.5, bold: true, width: -1 }), R(430, 245, 'Precio', { size: 7.5, bold: true, width: -1 }), R(475, 245, 'IVA', { size: 7.5, bold: true, width: -1 }), R(549, 245, 'Importe', { size: 7.5, bold: true, width: -1 }),
    [46, 266, 'Menú banquete «Mediterráneo»', { size: 8.5 }], R(360, 266, '36', { size: 8.5 }), R(430, 266, '48,00', { size: 8.5 }), R(475, 266, '10 %', { size: 8.5 }), R(549, 266, '1.728,00', { size: 8.5 }),
    [46, 282, 'Barra libre 2 horas', { size: 8.5 }], R(360, 282, '30', { size: 8.5 }), R(430, 282, '18,00', { size: 8.5 }), R(475, 282, '10 %', { size: 8.5 }), R(549, 282, '540,00', { size: 8.5 }),
    [46, 298, 'Tarta personalizada (36 raciones)', { size: 8.5 }], R(360, 298, '1', { size: 8.5 }), R(430, 298, '65,00', { size: 8.5 }), R(475, 298, '10 %', { size: 8.5 }), R(549, 298, '65,00', { size: 8.5 }),
    [46, 314, 'Descuento grupo 5 % s/ menú', { size: 8.5 }], R(475, 314, '10 %', { size: 8.5 }), R(549, 314, '-86,40', { size: 8.5 }),
    [46, 330, 'Alquiler sala privada Albufera', { size: 8.5 }], R(360, 330, '1', { size: 8.5 }), R(430, 330, '250,00', { size: 8.5 }), R(475, 330, '21 %', { size: 8.5 }), R(549, 330, '250,00', { size: 8.5 }),
    [46, 346, 'Equipo audiovisual (proyector y micrófono)', { size: 8.5 }], R(360, 346, '1', { size: 8.5 }), R(430, 346, '80,00', { size: 8.5 }), R(475, 346, '21 %', { size: 8.5 }), R(549, 346, '80,00', { size: 8.5 }),
    [40, 362, '#RECT 515 0.6 black'],
    [40, 374, 'Tipo', { size: 7.5, bold: true }], R(160, 374, 'Base imponible', { size: 7.5, bold: true }), R(240, 374, 'Cuota IVA', { size: 7.5, bold: true }),
    [40, 386, '10 %', { size: 8.5 }], R(160, 386, '2.246,60', { size: 8.5 }), R(240, 386, '224,66', { size: 8.5 }),
    [40, 399, '21 %', { size: 8.5 }], R(160, 399, '330,00', { size: 8.5 }), R(240, 399, '69,30', { size: 8.5 }),
    [340, 374, 'Total base imponible', { size: 8.5 }], R(549, 374, '2.576,60 €', { size: 8.5 }),
    [340, 388, 'Total IVA', { size: 8.5 }], R(549, 388, '293,96 €', { size: 8.5 }),
    [340, 402, '#RECT 209 0.8 black'],
    [340, 408, 'TOTAL FACTURA', { size: 10.5, bold: true }], R(549, 408, '2.870,56 €', { size: 10.5, bold: true }),
    [340, 426, 'Anticipo recibido el 15/10/2026', { size: 8.5 }], R(549, 426, '-800,00 €', { size: 8.5 }),
    [335, 440, '#RECT 220 20 #e0f2fe'],
    [340, 445, 'PENDIENTE DE PAGO', { size: 10, bold: true }], R(549, 445, '2.070,56 €', { size: 10, bold: true }),
    [40, 494, 'Rogamos transfieran el importe pendiente antes del 08/12/2026 a la cuenta ES91 2100 0418 4502 0005 1332,', { size: 8.5 }],
    [40, 506, 'indicando el número de factura. La señal de 800,00 € se abonó por transferencia el 15/10/2026 al confirmar la reserva.', { size: 8.5 }],
    [40, 530, 'Gracias por celebrar su evento con nosotros. Menús de Navidad 2026 disponibles en mardefondo.es/eventos.', { size: 8 }],
    [40, 778, '#RECT 515 0.4 black'],
    [40, 786, 'Mar de Fondo Hostelería, S.L. · CIF B98447182 · Inscrita en el Registro Mercantil de Valencia, Tomo 10447, Folio 182, Hoja V-118204', { size: 6.5 }],
    [40, 796, 'Sus datos se tratan conforme al RGPD para la gestión de la relación comercial. Más información en mardefondo.es/privacidad', { size: 6.5 }],
  ] },

  // Polish delivery platform's commission invoice to a restaurant (A4, pl-PL, Faktura VAT): "SzybkiKęs" logo type;
  // Faktura VAT nr FV/2026/10/04471, ORYGINAŁ; Data wystawienia 05.11.2026, Data sprzedaży 31.10.2026, Miejsce
  // wystawienia, Termin płatności 19.11.2026; framed Sprzedawca and Nabywca boxes with NIP, KRS and the partner
  // number; the period 01.10.2026 – 31.10.2026 and the order count; a Lp. / Nazwa / Ilość / J.m. / Cena netto / Wartość
  // netto / VAT table: two commission lines (22% × 48 210,00 zł and 12% × 14 208,50 zł), a 1,4% payment fee, a
  // promotion campaign and a discount -100,00, all 23%; a VAT summary (netto 13 435,08, VAT 3 090,07, brutto 16
  // 525,15); Do zapłaty 16 525,15 zł, the amount in words, "kompensata"; a grey payout statement (turnover 62 418,50
  // zł, online payments, cash, the deduction of this invoice, Do wypłaty 34 852,05 zł paid 12.11.2026).
  { name: 'platforma-dostaw-pl-faktura-vat-prowizja-restauracja-okres-rozliczeniowy-procent-od-obrotu-oplata-platnosci-online-kampania-rabat-vat-23-kompensata-rozliczenie-wyplaty', kind: 'invoice', expect: { vendorName: 'SzybkiKęs Sp. z o.o.', invoiceNumber: 'FV/2026/10/04471', invoiceDate: '2026-11-05', dueDate: '2026-11-19', subtotal: 13435.08, tax: 3090.07, total: 16525.15, currency: 'PLN' },
    items: [['Prowizja od zamówień z dostawą SzybkiKęs (22% × 48 210,00 zł)', 1, 10606.2, 10606.2], ['Prowizja od zamówień z odbiorem osobistym (12% × 14 208,50 zł)', 1, 1705.02, 1705.02],
      ['Opłata za obsługę płatności online (1,4% × 62 418,50 zł)', 1, 873.86, 873.86], ['Kampania promocyjna „Top w okolicy” 01–31.10.2026', 1, 350, 350], ['Rabat promocyjny do kampanii', 1, -100, -100]], cells: [
    [40, 29.9, 'SzybkiKęs', { size: 22, bold: true }],
    [40, 61, 'zamawiaj · jedz · oceniaj', { size: 8 }],
    R(555, 36, 'Faktura VAT', { size: 16, bold: true, width: 200 }),
    R(555, 58, 'nr FV/2026/10/04471', { size: 10, bold: true, width: 200 }),
    R(555, 71.6, 'ORYGINAŁ', { size: 7.5, width: 100 }),
    [360, 96, 'Data wystawienia:', { size: 8.5 }], R(555, 96, '05.11.2026', { size: 8.5 }),
    [360, 106.4, 'Data sprzedaży:', { size: 8.5 }], R(555, 108, '31.10.2026', { size: 8.5 }),
    [360, 120, 'Miejsce wystawienia:', { size: 8.5 }], R(555, 120, 'Warszawa', { size: 8.5 }),
    [360, 130.4, 'Termin płatności:', { size: 8.5 }], R(555, 132, '19.11.2026', { size: 8.5, bold: true }),
    [40, 160, '#RECT 250 86 black stroke'],
    [48, 166, 'Sprzedawca', { size: 7, bold: true }],
    [48, 176.2, 'SzybkiKęs Sp. z o.o.', { size: 9.5, bold: true }],
    [48, 191, 'ul. Prosta 68, 00-838 Warszawa', { size: 8.5 }],
    [48, 203, 'NIP 527-318-20-44 · KRS 0000744718', { size: 8.5 }],
    [48, 215, 'mBank S.A. 12 1140 2004 0000 3102 7744 7182', { size: 7.5 }],
    [305, 160, '#RECT 250 86 black stroke'],
    [313, 166, 'Nabywca', { size: 7, bold: true }],
    [313, 178, 'Pierogarnia Pod Wawelem s.c.', { size: 9.5, bold: true }],
    [313, 191, 'Anna Nowak, Piotr Nowak', { size: 8.5 }],
    [313, 203, 'ul. Grodzka 47, 31-001 Kraków', { size: 8.5 }],
    [313, 215, 'NIP 676-244-71-82', { size: 8.5 }],
    [313, 228, 'Nr partnera: 118204', { size: 7.5 }],
    [40, 260.3, 'Rozliczenie prowizji za okres 01.10.2026 – 31.10.2026 · liczba zamówień: 1 184', { size: 9 }],
    [40, 282, '#RECT 515 18 #e5e7eb'],
    [44, 287, 'Lp.', { size: 7, bold: true }], [64, 285.7, 'Nazwa towaru lub usługi', { size: 7, bold: true }], R(345, 285.7, 'Ilość', { size: 7, bold: true }), [351, 287, 'J.m.', { size: 7, bold: true }],
    R(430, 287, 'Cena netto', { size: 7, bold: true }), R(510, 285.7, 'Wartość netto', { size: 7, bold: true }), R(549, 287, 'VAT', { size: 7, bold: true }),
    [44, 308, '1', { size: 7.5 }], [64, 306.6, 'Prowizja od zamówień z dostawą SzybkiKęs (22% × 48 210,00 zł)', { size: 7.5 }], R(345, 308, '1', { size: 7.5 }), [351, 306.6, 'usł.', { size: 7.5 }], R(430, 308, '10 606,20', { size: 7.5 }), R(510, 308, '10 606,20', { size: 7.5 }), R(549, 308, '23%', { size: 7.5 }),
    [44, 324, '2', { size: 7.5 }], [64, 322.6, 'Prowizja od zamówień z odbiorem osobistym (12% × 14 208,50 zł)', { size: 7.5 }], R(345, 324, '1', { size: 7.5 }), [351, 322.6, 'usł.', { size: 7.5 }], R(430, 324, '1 705,02', { size: 7.5 }), R(510, 324, '1 705,02', { size: 7.5 }), R(549, 324, '23%', { size: 7.5 }),
    [44, 340, '3', { size: 7.5 }], [64, 338.6, 'Opłata za obsługę płatności online (1,4% × 62 418,50 zł)', { size: 7.5 }], R(345, 340, '1', { size: 7.5 }), [351, 338.6, 'usł.', { size: 7.5 }], R(430, 340, '873,86', { size: 7.5 }), R(510, 340, '873,86', { size: 7.5 }), R(549, 340, '23%', { size: 7.5 }),
    [44, 356, '4', { size: 7.5 }], [64, 354.6, 'Kampania promocyjna „Top w okolicy” 01–31.10.2026', { size: 7.5 }], R(345, 356, '1', { size: 7.5 }), [351, 354.6, 'usł.', { size: 7.5 }], R(430, 356, '350,00', { size: 7.5 }), R(510, 356, '350,00', { size: 7.5 }), R(549, 356, '23%', { size: 7.5 }),
    [44, 372, '5', { size: 7.5 }], [64, 372, 'Rabat promocyjny do kampanii', { size: 7.5 }], R(345, 372, '1', { size: 7.5 }), [351, 370.6, 'usł.', { size: 7.5 }], R(430, 372, '-100,00', { size: 7.5 }), R(510, 372, '-100,00', { size: 7.5 }), R(549, 372, '23%', { size: 7.5 }),
    [40, 388, '#RECT 515 0.6 black'],
    R(420, 396.7, 'Wartość netto', { size: 7, bold: true }), R(480, 398, 'Kwota VAT', { size: 7, bold: true }), R(549, 396.7, 'Wartość brutto', { size: 7, bold: true }),
    [300, 409, '#RECT 249 0.4 black'],
    [300, 414, 'Stawka 23%', { size: 8 }], R(420, 414, '13 435,08', { size: 8 }), R(480, 414, '3 090,07', { size: 8 }), R(549, 414, '16 525,15', { size: 8 }),
    [300, 428, 'Razem', { size: 8, bold: true }], R(420, 428, '13 435,08', { size: 8, bold: true }), R(480, 428, '3 090,07', { size: 8, bold: true }), R(549, 428, '16 525,15', { size: 8, bold: true }),
    [40, 453.9, 'Do zapłaty:', { size: 11, bold: true }], [120, 453.9, '16 525,15 zł', { size: 11, bold: true }],
    [40, 472.4, 'Słownie: szesnaście tysięcy pięćset dwadzieścia pięć złotych 15/100', { size: 8.5 }],
    [40, 485.4, 'Sposób płatności: kompensata – potrącenie z wypłaty za okres rozliczeniowy', { size: 8.5 }],
    [40, 526, '#RECT 515 100 #f1f5f9'],
    [50, 532.3, 'Rozliczenie wypłaty dla Partnera – październik 2026 (informacyjnie, nie stanowi faktury)', { size: 9, bold: true }],
    [50, 551.4, 'Obrót brutto zamówień (1 184 zamówienia)', { size: 8.5 }], R(545, 551.4, '62 418,50 zł', { size: 8.5 }),
    [50, 564.4, 'w tym płatności online pobrane przez SzybkiKęs', { size: 8.5 }], R(545, 564.4, '51 377,20 zł', { size: 8.5 }),
    [50, 577.4, 'w tym płatności gotówką przy odbiorze (u Partnera)', { size: 8.5 }], R(545, 577.4, '11 041,30 zł', { size: 8.5 }),
    [50, 590.4, 'Potrącenie: faktura FV/2026/10/04471', { size: 8.5 }], R(545, 590.4, '-16 525,15 zł', { size: 8.5 }),
    [50, 604.4, 'Do wypłaty (przelew wykonany 12.11.2026)', { size: 8.5, bold: true }], R(545, 604.4, '34 852,05 zł', { size: 8.5, bold: true }),
    [40, 658.5, 'Osoba upoważniona do wystawienia: Katarzyna Wiśniewska', { size: 8 }],
    [40, 778, '#RECT 515 0.4 black'],
    [40, 784.8, 'SzybkiKęs Sp. z o.o. · ul. Prosta 68, 00-838 Warszawa · Sąd Rejonowy dla m.st. Warszawy, XII Wydział Gospodarczy KRS · KRS 0000744718', { size: 6.5 }],
    [40, 794.8, 'NIP 527-318-20-44 · REGON 380447182 · Kapitał zakładowy 250 000,00 zł · partnerzy@szybkikes.pl', { size: 6.5 }],
  ] },

  // Belgian food-truck festival pitch invoice (A4, fr-BE): a brown band "NAMUR STREET FOOD FESTIVAL" with the edition
  // and dates and FACTURE; the ASBL's details; a label column (Facture n° FSM-2026-0388, Date de facture 16/11/2026,
  // Échéance 30/11/2026, Réf. candidature, Emplacement); a framed "Facturé à" box (the food truck's SRL); a ruled
  // table: the pitch "3 jours" × 180,00, a 32 A power connection, a water and waste flat fee, 2 × 12,50 wristbands
  // and an early-booking reduction -54,00 without quantity, all TVA 21 %; Total HTVA 676,00 €, TVA 21 % 141,96 €, a
  // brown Total TVAC 817,96 €; the structured communication; practical information with a 250,00 € guarantee
  // payable on arrival and the build-up and teardown dates.
  { name: 'festival-food-truck-be-facture-emplacement-jours-raccordement-electrique-forfait-eau-dechets-bracelets-reduction-anticipee-tva-21-tvac-communication-structuree-garantie', kind: 'invoice', expect: { vendorName: 'Les Saveurs de Meuse ASBL', invoiceNumber: 'FSM-2026-0388', invoiceDate: '2026-11-16', dueDate: '2026-11-30', subtotal: 676, tax: 141.96, total: 817.96, currency: 'EUR' },
    items: [['Emplacement food truck (6 m), 11 – 13/12/2026', 3, 180, 540], ['Raccordement électrique 32 A triphasé', 1, 120, 120], ['Forfait eau et gestion des déchets', 1, 45, 45],
      ['Bracelets exposant supplémentaires', 2, 12.5, 25], ['Réduction inscription anticipée (-10 % sur emplacement)', null, null, -54]], cells: [
    [0, 0, '#RECT 595 72 #7c2d12'],
    [40, 18, 'NAMUR STREET FOOD FESTIVAL', { size: 18, bold: true, width: -1 }],
    [40, 44, 'Édition d’hiver · 11 – 13 décembre 2026 · Place d’Armes, Namur', { size: 9, width: -1 }],
    R(555, 26, 'FACTURE', { size: 16, bold: true, width: -1 }),
    [40, 90, 'Les Saveurs de Meuse ASBL', { size: 9.5, bold: true }],
    [40, 103, 'Rue de Fer 44, 5000 Namur', { size: 8 }],
    [40, 113, 'N° d’entreprise / TVA BE 0744.718.204 · RPM Liège, division Namur', { size: 8 }],
    [40, 123, 'exposants@namurstreetfood.be · 081 44 71 82', { size: 8 }],
    [40, 150, 'Facture n°', { size: 8.5 }], [140, 150, 'FSM-2026-0388', { size: 8.5, bold: true }],
    [40, 163, 'Date de facture', { size: 8.5 }], [140, 163, '16/11/2026', { size: 8.5 }],
    [40, 176, 'Échéance', { size: 8.5 }], [140, 176, '30/11/2026', { size: 8.5 }],
    [40, 189, 'Réf. candidature', { size: 8.5 }], [140, 189, 'EXP-2026-112', { size: 8.5 }],
    [40, 202, 'Emplacement', { size: 8.5 }], [140, 202, 'n° 14, allée Meuse', { size: 8.5 }],
    [330, 140, '#RECT 225 82 black stroke'],
    [340, 148, 'Facturé à', { size: 7, bold: true }],
    [340, 160, 'Wafel & Frietje SRL', { size: 9.5, bold: true }],
    [340, 173, 'Food truck « La Gaufrerie Mobile »', { size: 8.5 }],
    [340, 185, 'Rue Saint-Gilles 118', { size: 8.5 }],
    [340, 197, '4000 Liège', { size: 8.5 }],
    [340, 209, 'TVA BE 0718.204.471', { size: 8.5 }],
    [40, 242, '#RECT 515 0.8 black'],
    [40, 248, 'Description', { size: 7.5, bold: true }], R(365, 248, 'Qté', { size: 7.5, bold: true }), R(435, 248, 'Prix unit. HTVA', { size: 7.5, bold: true }), R(475, 248, 'TVA', { size: 7.5, bold: true }), R(555, 248, 'Montant HTVA', { size: 7.5, bold: true }),
    [40, 260, '#RECT 515 0.4 black'],
    [40, 267, 'Emplacement food truck (6 m), 11 – 13/12/2026', { size: 8.5 }], R(365, 267, '3 jours', { size: 8.5 }), R(435, 267, '180,00', { size: 8.5 }), R(475, 267, '21 %', { size: 8.5 }), R(555, 267, '540,00', { size: 8.5 }),
    [40, 283, 'Raccordement électrique 32 A triphasé', { size: 8.5 }], R(365, 283, '1', { size: 8.5 }), R(435, 283, '120,00', { size: 8.5 }), R(475, 283, '21 %', { size: 8.5 }), R(555, 283, '120,00', { size: 8.5 }),
    [40, 299, 'Forfait eau et gestion des déchets', { size: 8.5 }], R(365, 299, '1', { size: 8.5 }), R(435, 299, '45,00', { size: 8.5 }), R(475, 299, '21 %', { size: 8.5 }), R(555, 299, '45,00', { size: 8.5 }),
    [40, 315, 'Bracelets exposant supplémentaires', { size: 8.5 }], R(365, 315, '2', { size: 8.5 }), R(435, 315, '12,50', { size: 8.5 }), R(475, 315, '21 %', { size: 8.5 }), R(555, 315, '25,00', { size: 8.5 }),
    [40, 331, 'Réduction inscription anticipée (-10 % sur emplacement)', { size: 8.5 }], R(475, 331, '21 %', { size: 8.5 }), R(555, 331, '-54,00', { size: 8.5 }),
    [40, 347, '#RECT 515 0.6 black'],
    [360, 356, 'Total HTVA', { size: 9 }], R(555, 356, '676,00 €', { size: 9 }),
    [360, 370, 'TVA 21 %', { size: 9 }], R(555, 370, '141,96 €', { size: 9 }),
    [355, 384, '#RECT 200 20 #7c2d12'],
    [360, 389, 'Total TVAC', { size: 10, bold: true, width: -1 }], R(549, 389, '817,96 €', { size: 10, bold: true, width: -1 }),
    [40, 432, 'Paiement au plus tard le 30/11/2026 sur le compte BE62 0689 4471 8204 (BIC GKCCBEBB)', { size: 8.5 }],
    [40, 444, 'avec la communication structurée +++038/8202/60417+++.', { size: 8.5 }],
    [40, 472, 'Informations pratiques', { size: 10, bold: true }],
    [40, 488, 'Montage : jeudi 10/12/2026 à partir de 14 h · démontage : dimanche 13/12/2026 après 22 h.', { size: 8.5 }],
    [40, 500, 'Une garantie de 250,00 € sera demandée à l’arrivée (espèces ou carte) et restituée après l’état des lieux.', { size: 8.5 }],
    [40, 512, 'Ouverture au public : vendredi 17 h – 23 h, samedi et dimanche 11 h – 23 h. Prévoir un extincteur CO2 de 5 kg.', { size: 8.5 }],
    [40, 778, '#RECT 515 0.4 black'],
    [40, 786, 'Les Saveurs de Meuse ASBL · Rue de Fer 44, 5000 Namur · BE 0744.718.204 · IBAN BE62 0689 4471 8204', { size: 6.5 }],
    [40, 796, 'Conditions générales exposants 2026 disponibles sur namurstreetfood.be · Tout litige relève des tribunaux de Namur.', { size: 6.5 }],
  ] },

  // Minneapolis restaurant guest check (80 mm, en-US): THE IRON HERON over the LLC; Server, Check #2047, Table 14,
  // Guests 8, Station 3, Order 118, 11/21/2026 8:52 PM; lines with the quantity first and "2 @ 13.00" under the
  // multiples; burger modifiers "Med Rare" (no price) and "Sub Sweet Pot Fries" 2.00 in the amount column; "No
  // Mushrooms"; a birthday sundae and its "COMP - Birthday" -9.00; Subtotal 279.50, Sales Tax 8.025% 22.43 and
  // Liquor Tax 2.5% 2.70 (on the 108.00 of beer, wine and cocktails), an automatic "Gratuity 18% (Party of 8)" 50.31,
  // TOTAL $354.94; AMEX 354.94, Balance Due 0.00; the card block (masked PAN, chip, AID, auth, APPROVED, CUSTOMER
  // COPY); the gratuity note and a rewards line.
  { name: 'guest-check-us-minneapolis-80mm-server-table-guests-8-check-station-modifiers-med-rare-sub-fries-comp-birthday-sales-tax-and-liquor-tax-auto-gratuity-18-party-of-8-amex-aid', kind: 'receipt', size: [226, 530], expect: { vendorName: 'Iron Heron Kitchen & Bar LLC', invoiceDate: '2026-11-21', subtotal: 279.5, tip: 50.31, total: 354.94, currency: 'USD', paymentMethod: 'card' },
    items: [['Wisconsin Cheese Curds', 2, 13, 26], ['Brussels Sprouts', 1, null, 12], ['Heron Burger', 3, 18.5, 55.5], ['Sub Sweet Pot Fries', null, null, 2], ['Walleye Tacos', 2, 21, 42],
      ['Wild Rice Bowl', 1, null, 17], ['Kids Mac & Cheese', 1, null, 9], ['Surly Furious Pint', 4, 8, 32], ['Btl Norton Malbec', 1, null, 48], ['Old Fashioned', 2, 14, 28],
      ['Root Beer', 2, 4, 8], ['Birthday Sundae', 1, null, 9], ['COMP - Birthday', null, null, -9]], cells: [
    [52.5, 14, 'THE IRON HERON', { size: 14, bold: true }],
    [88.5, 32, 'Kitchen & Bar', { size: 8 }],
    [66.5, 43, 'Iron Heron Kitchen & Bar LLC', { size: 7 }],
    [39, 52, '412 Washington Ave N, Minneapolis, MN 55401', { size: 7 }],
    [56.5, 61, '(612) 555-0188 · ironheronmpls.com', { size: 7 }],
    [12, 72, '#RECT 202 0.5 black'],
    [12, 78, 'Server: Marcus T', { size: 7.5 }], R(214, 78, 'Check #2047', { size: 7.5 }),
    [12, 88, 'Table: 14    Guests: 8', { size: 7.5 }], R(214, 88, 'Station 3', { size: 7.5 }),
    [12, 98, '11/21/2026  8:52 PM', { size: 7.5 }], R(214, 98, 'Order 118', { size: 7.5 }),
    [12, 109, '#RECT 202 0.5 black'],
    [12, 115, '2', { size: 8 }], [26, 115, 'Wisconsin Cheese Curds', { size: 8 }], R(214, 115, '26.00', { size: 8 }),
    [34, 124, '2 @ 13.00', { size: 6.5 }],
    [12, 134, '1', { size: 8 }], [26, 134, 'Brussels Sprouts', { size: 8 }], R(214, 134, '12.00', { size: 8 }),
    [12, 145, '3', { size: 8 }], [26, 145, 'Heron Burger', { size: 8 }], R(214, 145, '55.50', { size: 8 }),
    [34, 154, '3 @ 18.50', { size: 6.5 }],
    [34, 163, 'Med Rare', { size: 7 }],
    [34, 172, 'Sub Sweet Pot Fries', { size: 7 }], R(214, 172, '2.00', { size: 7.5 }),
    [12, 183, '2', { size: 8 }], [26, 183, 'Walleye Tacos', { size: 8 }], R(214, 183, '42.00', { size: 8 }),
    [34, 192, '2 @ 21.00', { size: 6.5 }],
    [12, 202, '1', { size: 8 }], [26, 202, 'Wild Rice Bowl', { size: 8 }], R(214, 202, '17.00', { size: 8 }),
    [34, 211, 'No Mushrooms', { size: 7 }],
    [12, 221, '1', { size: 8 }], [26, 221, 'Kids Mac & Cheese', { size: 8 }], R(214, 221, '9.00', { size: 8 }),
    [12, 232, '4', { size: 8 }], [26, 232, 'Surly Furious Pint', { size: 8 }], R(214, 232, '32.00', { size: 8 }),
    [34, 241, '4 @ 8.00', { size: 6.5 }],
    [12, 251, '1', { size: 8 }], [26, 251, 'Btl Norton Malbec', { size: 8 }], R(214, 251, '48.00', { size: 8 }),
    [12, 262, '2', { size: 8 }], [26, 262, 'Old Fashioned', { size: 8 }], R(214, 262, '28.00', { size: 8 }),
    [34, 271, '2 @ 14.00', { size: 6.5 }],
    [12, 281, '2', { size: 8 }], [26, 281, 'Root Beer', { size: 8 }], R(214, 281, '8.00', { size: 8 }),
    [34, 290, '2 @ 4.00', { size: 6.5 }],
    [12, 300, '1', { size: 8 }], [26, 300, 'Birthday Sundae', { size: 8 }], R(214, 300, '9.00', { size: 8 }),
    [34, 309, 'COMP - Birthday', { size: 7 }], R(214, 309, '-9.00', { size: 7.5 }),
    [12, 321, '#RECT 202 0.5 black'],
    [12, 327, 'Subtotal', { size: 8 }], R(214, 327, '279.50', { size: 8 }),
    [12, 337, 'Sales Tax 8.025%', { size: 8 }], R(214, 337, '22.43', { size: 8 }),
    [12, 347, 'Liquor Tax 2.5%', { size: 8 }], R(214, 347, '2.70', { size: 8 }),
    [12, 357, 'Gratuity 18% (Party of 8)', { size: 8 }], R(214, 357, '50.31', { size: 8 }),
    [12, 370, 'TOTAL', { size: 11, bold: true }], R(214, 370, '$354.94', { size: 11, bold: true }),
    [12, 388, '#RECT 202 0.5 black'],
    [12, 394, 'AMEX', { size: 8 }], R(214, 394, '354.94', { size: 8 }),
    [12, 404, 'Balance Due', { size: 8 }], R(214, 404, '0.00', { size: 8 }),
    [12, 416, '#RECT 202 0.5 black'],
    [12, 422, 'AMERICAN EXPRESS  ***********1008', { size: 6.5 }],
    [12, 431, 'Entry: Chip    AID: A000000025010801', { size: 6.5 }],
    [12, 440, 'Auth: 447182    Ref: 0311    Term: 02', { size: 6.5 }],
    [12, 450, 'APPROVED', { size: 7, bold: true }], R(214, 450, 'CUSTOMER COPY', { size: 6.5 }),
    [43.5, 470, 'An 18% gratuity is added to parties of 8 or more.', { size: 6.5 }],
    [57.5, 479, 'Additional gratuity is at your discretion.', { size: 6.5 }],
    [39.5, 492, 'Heron Rewards: 354 points earned · balance 1,120', { size: 6.5 }],
    [54, 506, 'Thank you, come see us again!', { size: 8, bold: true }],
  ] },

  // Chicago bar tab, MERCHANT COPY (80 mm, en-US): LANTERN ROOM over the Inc.; Tab: KELLY M, Check 6612, Bartender,
  // Seat B7, opened 9:14 PM and closed 11/20/26 11:52 PM; two "2 @ 6.00" / "3 @ 5.00" lines and modifiers printed with
  // their surcharge inline ("sub mezcal +2.00", "no onion", "sub truffle fries +1.50") already in the line's amount;
  // Subtotal 70.50, Tax 11.75% 8.28, Amount 78.78; the card block (VISA CREDIT, masked PAN, chip, AID, auth code,
  // APPROVED), AMOUNT $78.78 and empty TIP and TOTAL lines, a signature line, MERCHANT COPY; a tip guide (18% $12.69,
  // 20% $14.10, 22% $15.51 on the pre-tax subtotal).
  { name: 'bar-tab-us-chicago-80mm-merchant-copy-tab-name-seat-opened-closed-inline-modifier-surcharges-tax-11-75-tip-and-total-lines-blank-signature-tip-guide-percentages', kind: 'receipt', size: [226, 500], expect: { vendorName: 'Lantern Room Tavern, Inc.', invoiceDate: '2026-11-20', subtotal: 70.5, tax: 8.28, total: 78.78, currency: 'USD', paymentMethod: 'card' },
    items: [['Old Style Tallboy', 2, 6, 12], ['Paloma', 1, null, 15], ['Smash Burger', 1, null, 17.5], ['Malört Shot', 3, 5, 15], ['Pretzel Bites', 1, null, 11]], cells: [
    [56, 14, 'LANTERN ROOM', { size: 14, bold: true }],
    [72, 32, 'Lantern Room Tavern, Inc.', { size: 7 }],
    [47.5, 41, '2150 N Milwaukee Ave, Chicago, IL 60647', { size: 7 }],
    [52.5, 50, '(773) 555-0163 · Kitchen open till 1 AM', { size: 7 }],
    [12, 62, '#RECT 202 0.5 black'],
    [12, 68, 'Tab: KELLY M', { size: 7.5, bold: true }], R(214, 68, 'Check 6612', { size: 7.5 }),
    [12, 78, 'Bartender: Rosa', { size: 7.5 }], R(214, 78, 'Seat B7', { size: 7.5 }),
    [12, 88, 'Opened 11/20/26 9:14 PM', { size: 7.5 }],
    [12, 98, 'Closed 11/20/26 11:52 PM', { size: 7.5 }],
    [12, 109, '#RECT 202 0.5 black'],
    [12, 115, '2', { size: 8 }], [26, 115, 'Old Style Tallboy', { size: 8 }], R(214, 115, '12.00', { size: 8 }),
    [34, 124, '2 @ 6.00', { size: 6.5 }],
    [12, 134, '1', { size: 8 }], [26, 134, 'Paloma', { size: 8 }], R(214, 134, '15.00', { size: 8 }),
    [34, 143, 'sub mezcal +2.00', { size: 7 }],
    [12, 153, '1', { size: 8 }], [26, 153, 'Smash Burger', { size: 8 }], R(214, 153, '17.50', { size: 8 }),
    [34, 162, 'no onion', { size: 7 }],
    [34, 171, 'sub truffle fries +1.50', { size: 7 }],
    [12, 181, '3', { size: 8 }], [26, 181, 'Malört Shot', { size: 8 }], R(214, 181, '15.00', { size: 8 }),
    [34, 190, '3 @ 5.00', { size: 6.5 }],
    [12, 200, '1', { size: 8 }], [26, 200, 'Pretzel Bites', { size: 8 }], R(214, 200, '11.00', { size: 8 }),
    [12, 212, '#RECT 202 0.5 black'],
    [12, 218, 'Subtotal', { size: 8 }], R(214, 218, '70.50', { size: 8 }),
    [12, 228, 'Tax 11.75%', { size: 8 }], R(214, 228, '8.28', { size: 8 }),
    [12, 240, 'Amount', { size: 10, bold: true }], R(214, 240, '78.78', { size: 10, bold: true }),
    [12, 256, '#RECT 202 0.5 black'],
    [12, 262, 'VISA CREDIT', { size: 7.5, bold: true }], R(214, 262, 'SALE', { size: 7.5, bold: true }),
    [12, 272, 'Card #: ************4471', { size: 6.5 }],
    [12, 281, 'Entry: Chip    AID: A0000000031010', { size: 6.5 }],
    [12, 290, 'Auth Code: 00831B    Resp: APPROVED', { size: 6.5 }],
    [12, 306, 'AMOUNT', { size: 9 }], R(214, 306, '$78.78', { size: 9 }),
    [12, 326, 'TIP', { size: 9 }], [110, 336, '#RECT 104 0.6 black'],
    [12, 346, 'TOTAL', { size: 9, bold: true }], [110, 356, '#RECT 104 0.6 black'],
    [12, 380, 'X', { size: 10 }], [24, 390, '#RECT 190 0.6 black'],
    [55, 396, 'I agree to pay the above total amount according', { size: 5.5 }],
    [77.5, 403, 'to the card issuer agreement.', { size: 5.5 }],
    [77.5, 416, 'MERCHANT COPY', { size: 8, bold: true }],
    [12, 432, '#RECT 202 0.5 black'],
    [64.5, 438, 'Tip guide (on $70.50 before tax)', { size: 6.5, bold: true }],
    [45.5, 448, '18% = $12.69    20% = $14.10    22% = $15.51', { size: 6.5 }],
    [39, 464, 'Trivia every Tuesday 8 PM · Cash only at the coat check', { size: 6 }],
    [59.5, 478, 'Thanks for drinking with us!', { size: 8, bold: true }],
  ] },

  // London restaurant bill split three ways (80 mm, en-GB): CHAIWALA HOUSE over the Ltd, VAT number; Table 22, Covers
  // 3, Check 40871, Server, Till 2, 21/11/2026 21:14; lines with "2 x £14.50" under multiples, a chai with an
  // indented "+ Oat milk" 0.50 in the amount column; Subtotal 92.50, "Discretionary service 12.5%" 11.56, TOTAL
  // £104.06, "VAT 20% included on £92.50" £15.42, the service-charge note; SPLIT BILL "split evenly between 3
  // guests" 34.69 / 34.69 / 34.68; the payment for split 1 of 3 (Amex contactless £34.69) and "Remaining balance
  // £69.37".
  { name: 'restaurant-gb-london-80mm-split-bill-1-of-3-covers-table-check-oat-milk-modifier-discretionary-service-12-5-not-subject-to-vat-vat-included-amex-remaining-balance', kind: 'receipt', size: [226, 455], expect: { vendorName: 'Chaiwala House Restaurants Ltd', invoiceDate: '2026-11-21', tax: 15.42, total: 104.06, currency: 'GBP', paymentMethod: 'card' },
    items: [['Chicken Ruby', 2, 14.5, 29], ['Black Dal', 1, null, 9.9], ['Garlic Naan', 3, 4.2, 12.6], ['Lamb Raan Bun', 1, null, 13.5], ['Okra Fries', 1, null, 6.9],
      ['Kingfisher 330ml', 2, 5.5, 11], ['House Chai', 1, null, 3.9], ['Oat milk', null, null, 0.5], ['Mango Lassi', 1, null, 5.2]], cells: [
    [48.5, 14, 'CHAIWALA HOUSE', { size: 14, bold: true }],
    [62, 32, 'Chaiwala House Restaurants Ltd', { size: 7 }],
    [41, 41, '58 Lamb’s Conduit Street, London WC1N 3LW', { size: 7 }],
    [66, 50, 'VAT Reg. No. GB 318 2047 56', { size: 7 }],
    [12, 62, '#RECT 202 0.5 black'],
    [12, 68, 'Table 22    Covers 3', { size: 7.5 }], R(214, 68, 'Check 40871', { size: 7.5 }),
    [12, 78, 'Server: Priya', { size: 7.5 }], R(214, 78, 'Till 2', { size: 7.5 }),
    [12, 88, '21/11/2026 21:14', { size: 7.5 }],
    [12, 99, '#RECT 202 0.5 black'],
    [12, 105, '2', { size: 8 }], [24, 105, 'Chicken Ruby', { size: 8 }], R(214, 105, '29.00', { size: 8 }),
    [32, 114, '2 x £14.50', { size: 6.5 }],
    [12, 124, '1', { size: 8 }], [24, 124, 'Black Dal', { size: 8 }], R(214, 124, '9.90', { size: 8 }),
    [12, 135, '3', { size: 8 }], [24, 135, 'Garlic Naan', { size: 8 }], R(214, 135, '12.60', { size: 8 }),
    [32, 144, '3 x £4.20', { size: 6.5 }],
    [12, 154, '1', { size: 8 }], [24, 154, 'Lamb Raan Bun', { size: 8 }], R(214, 154, '13.50', { size: 8 }),
    [12, 165, '1', { size: 8 }], [24, 165, 'Okra Fries', { size: 8 }], R(214, 165, '6.90', { size: 8 }),
    [12, 176, '2', { size: 8 }], [24, 176, 'Kingfisher 330ml', { size: 8 }], R(214, 176, '11.00', { size: 8 }),
    [32, 185, '2 x £5.50', { size: 6.5 }],
    [12, 195, '1', { size: 8 }], [24, 195, 'House Chai', { size: 8 }], R(214, 195, '3.90', { size: 8 }),
    [32, 204, '+ Oat milk', { size: 7 }], R(214, 204, '0.50', { size: 7.5 }),
    [12, 214, '1', { size: 8 }], [24, 214, 'Mango Lassi', { size: 8 }], R(214, 214, '5.20', { size: 8 }),
    [12, 226, '#RECT 202 0.5 black'],
    [12, 232, 'Subtotal', { size: 8 }], R(214, 232, '92.50', { size: 8 }),
    [12, 242, 'Discretionary service 12.5%', { size: 8 }], R(214, 242, '11.56', { size: 8 }),
    [12, 255, 'TOTAL', { size: 11, bold: true }], R(214, 255, '£104.06', { size: 11, bold: true }),
    [12, 271, 'VAT 20% included on £92.50', { size: 7 }], R(214, 271, '£15.42', { size: 7 }),
    [12, 281, 'Service is optional and goes entirely to our team;', { size: 6 }],
    [12, 289, 'it is not subject to VAT.', { size: 6 }],
    [12, 300, '#RECT 202 0.5 black'],
    [91.5, 306, 'SPLIT BILL', { size: 8, bold: true }],
    [70, 317, 'Split evenly between 3 guests', { size: 6.5 }],
    [12, 328, 'Guest 1 of 3', { size: 7.5 }], R(214, 328, '£34.69', { size: 7.5 }),
    [12, 338, 'Guest 2 of 3', { size: 7.5 }], R(214, 338, '£34.69', { size: 7.5 }),
    [12, 348, 'Guest 3 of 3', { size: 7.5 }], R(214, 348, '£34.68', { size: 7.5 }),
    [12, 360, '#RECT 202 0.5 black'],
    [12, 366, 'PAYMENT – Split 1 of 3', { size: 8, bold: true }],
    [12, 377, 'Amex ***********1005', { size: 7.5 }], R(214, 377, '£34.69', { size: 7.5 }),
    [12, 387, 'Contactless · Auth 82C4A1 · 21/11/2026 21:16', { size: 6.5 }],
    [12, 399, 'Remaining balance', { size: 8 }], R(214, 399, '£69.37', { size: 8 }),
    [12, 411, '#RECT 202 0.5 black'],
    [37.5, 418, 'Tables are held for 2 hours. Book at chaiwalahouse.co.uk', { size: 6 }],
    [62, 432, 'Thank you – see you soon!', { size: 8, bold: true }],
  ] },

  // Vancouver oyster bar, CUSTOMER COPY with the tip entered on the terminal (80 mm, en-CA): SALT & CEDAR / OYSTER BAR,
  // the Ltd., GST number; Server, Chk 5581, Table 31, Guests 2, Term 04, 19-Nov-2026 20:41; "12 @ 3.50" oysters, a
  // fish and chips, a chowder, 2 glasses of wine, a pint, a sparkling water; Subtotal 122.00, GST 5% 6.10, PST 10%
  // (liquor) 3.50, TOTAL 131.60; the terminal slip: PURCHASE, MASTERCARD tap, AID, auth, AMOUNT $131.60, TIP $24.40,
  // TOTAL $156.00, APPROVED - THANK YOU, CUSTOMER COPY; the oyster happy hour.
  { name: 'oyster-bar-ca-vancouver-80mm-customer-copy-gst-5-pst-10-liquor-only-separate-terminal-slip-amount-tip-total-mastercard-tap-approved', kind: 'receipt', size: [226, 425], expect: { vendorName: 'Salt & Cedar Hospitality Ltd.', invoiceDate: '2026-11-19', subtotal: 122, tip: 24.4, total: 156, currency: 'CAD', paymentMethod: 'card' },
    items: [['Fanny Bay Oysters', 12, 3.5, 42], ['Halibut & Chips', 1, null, 27], ['Seafood Chowder', 1, null, 14], ['Gl Okanagan Pinot Gris', 2, 13, 26], ['Pint Parallel 49 Lager', 1, null, 9], ['Sparkling Water', 1, null, 4]], cells: [
    [62, 14, 'SALT & CEDAR', { size: 14, bold: true }],
    [87.5, 31, 'OYSTER BAR', { size: 8 }],
    [69, 42, 'Salt & Cedar Hospitality Ltd.', { size: 7 }],
    [53, 51, '217 Carrall St, Vancouver, BC V6B 2J2', { size: 7 }],
    [72, 60, 'GST# 781204471 RT0001', { size: 7 }],
    [12, 72, '#RECT 202 0.5 black'],
    [12, 78, 'Server: Jordan', { size: 7.5 }], R(214, 78, 'Chk 5581', { size: 7.5 }),
    [12, 88, 'Table 31    Guests 2', { size: 7.5 }], R(214, 88, 'Term 04', { size: 7.5 }),
    [12, 98, '19-Nov-2026 20:41', { size: 7.5 }],
    [12, 109, '#RECT 202 0.5 black'],
    [12, 115, '12', { size: 8 }], [28, 115, 'Fanny Bay Oysters', { size: 8 }], R(214, 115, '42.00', { size: 8 }),
    [36, 124, '12 @ 3.50', { size: 6.5 }],
    [12, 134, '1', { size: 8 }], [28, 134, 'Halibut & Chips', { size: 8 }], R(214, 134, '27.00', { size: 8 }),
    [12, 145, '1', { size: 8 }], [28, 145, 'Seafood Chowder', { size: 8 }], R(214, 145, '14.00', { size: 8 }),
    [12, 156, '2', { size: 8 }], [28, 156, 'Gl Okanagan Pinot Gris', { size: 8 }], R(214, 156, '26.00', { size: 8 }),
    [36, 165, '2 @ 13.00', { size: 6.5 }],
    [12, 175, '1', { size: 8 }], [28, 175, 'Pint Parallel 49 Lager', { size: 8 }], R(214, 175, '9.00', { size: 8 }),
    [12, 186, '1', { size: 8 }], [28, 186, 'Sparkling Water', { size: 8 }], R(214, 186, '4.00', { size: 8 }),
    [12, 198, '#RECT 202 0.5 black'],
    [12, 204, 'Subtotal', { size: 8 }], R(214, 204, '122.00', { size: 8 }),
    [12, 214, 'GST 5%', { size: 8 }], R(214, 214, '6.10', { size: 8 }),
    [12, 224, 'PST 10% (liquor)', { size: 8 }], R(214, 224, '3.50', { size: 8 }),
    [12, 236, 'TOTAL', { size: 10, bold: true }], R(214, 236, '131.60', { size: 10, bold: true }),
    ...dashes(12, 254, 202),
    [90.5, 262, 'PURCHASE', { size: 8, bold: true }],
    [12, 274, 'MASTERCARD  ************2290', { size: 6.5 }],
    [12, 283, 'Entry: TAP    AID: A0000000041010', { size: 6.5 }],
    [12, 292, 'Auth #: 58G21K    Seq: 004471', { size: 6.5 }],
    [12, 301, '19-Nov-2026  21:37:12', { size: 6.5 }],
    [12, 314, 'AMOUNT', { size: 8.5 }], R(214, 314, '$131.60', { size: 8.5 }),
    [12, 325, 'TIP', { size: 8.5 }], R(214, 325, '$24.40', { size: 8.5 }),
    [12, 338, 'TOTAL', { size: 10, bold: true }], R(214, 338, '$156.00', { size: 10, bold: true }),
    [59, 355, '01/027 APPROVED - THANK YOU', { size: 7, bold: true }],
    [82, 365, 'CUSTOMER COPY', { size: 7 }],
    ...dashes(12, 380, 202),
    [51, 390, 'Oyster happy hour daily 3-5 PM: $2 oysters', { size: 6.5 }],
    [58.5, 404, 'Thank you! · saltandcedar.ca', { size: 8, bold: true }],
  ] },

  // Melbourne café on a Sunday (58 mm, en-AU): LANEWAY GRIND over the Pty Ltd, ABN, address, TAX INVOICE; Order #214,
  // Table 9, "Sun 22/11/2026 10:37", Staff; a flat white with "+ Oat Milk" 0.70 and "+ Extra Shot" 0.60 as priced
  // sub-lines, a smashed avo with "+ Poached Egg" 4.00 and "no feta", a big brekkie "eggs scrambled"; Subtotal 74.80,
  // Sunday Surcharge 15% 11.22, Card Surcharge 1.1% 0.95, TOTAL $86.97, Includes GST 7.91; Visa Debit, APPROVED; a
  // stamp card and the surcharge notice.
  { name: 'cafe-au-melbourne-58mm-tax-invoice-table-order-number-oat-milk-extra-shot-poached-egg-priced-modifiers-sunday-surcharge-15-card-surcharge-includes-gst-stamp-card', kind: 'receipt', size: [165, 322], expect: { vendorName: 'Laneway Grind Pty Ltd', invoiceDate: '2026-11-22', tax: 7.91, total: 86.97, currency: 'AUD', paymentMethod: 'card' },
    items: [['Flat White', 1, null, 5.2], ['Oat Milk', null, null, 0.7], ['Extra Shot', null, null, 0.6], ['Long Black', 1, null, 4.8], ['Smashed Avo', 1, null, 24], ['Poached Egg', null, null, 4],
      ['Big Brekkie', 1, null, 28], ['Banana Bread', 1, null, 7.5]], cells: [
    [36.5, 10, 'LANEWAY GRIND', { size: 11, bold: true }],
    [50, 25, 'Laneway Grind Pty Ltd', { size: 6.5 }],
    [54.5, 33, 'ABN 51 824 470 118', { size: 6 }],
    [33, 41, '14 Degraves St, Melbourne VIC 3000', { size: 6 }],
    [59, 52, 'TAX INVOICE', { size: 7.5, bold: true }],
    [8, 63, '#RECT 149 0.5 black'],
    [8, 68, 'Order #214', { size: 6.5, bold: true }], R(157, 68, 'Table 9', { size: 6.5, bold: true }),
    [8, 77, 'Sun 22/11/2026 10:37', { size: 6.5 }], R(157, 77, 'Staff: Mia', { size: 6.5 }),
    [8, 87, '#RECT 149 0.5 black'],
    [8, 92, '1', { size: 7 }], [17, 92, 'Flat White', { size: 7 }], R(157, 92, '5.20', { size: 7 }),
    [22, 101, '+ Oat Milk', { size: 6.5 }], R(157, 101, '0.70', { size: 6.5 }),
    [22, 109, '+ Extra Shot', { size: 6.5 }], R(157, 109, '0.60', { size: 6.5 }),
    [8, 118, '1', { size: 7 }], [17, 118, 'Long Black', { size: 7 }], R(157, 118, '4.80', { size: 7 }),
    [8, 127, '1', { size: 7 }], [17, 127, 'Smashed Avo', { size: 7 }], R(157, 127, '24.00', { size: 7 }),
    [22, 136, '+ Poached Egg', { size: 6.5 }], R(157, 136, '4.00', { size: 6.5 }),
    [22, 144, 'no feta', { size: 6.5 }],
    [8, 153, '1', { size: 7 }], [17, 153, 'Big Brekkie', { size: 7 }], R(157, 153, '28.00', { size: 7 }),
    [22, 162, 'eggs scrambled', { size: 6.5 }],
    [8, 171, '1', { size: 7 }], [17, 171, 'Banana Bread', { size: 7 }], R(157, 171, '7.50', { size: 7 }),
    [8, 181, '#RECT 149 0.5 black'],
    [8, 186, 'Subtotal', { size: 7 }], R(157, 186, '74.80', { size: 7 }),
    [8, 195, 'Sunday Surcharge 15%', { size: 7 }], R(157, 195, '11.22', { size: 7 }),
    [8, 204, 'Card Surcharge 1.1%', { size: 7 }], R(157, 204, '0.95', { size: 7 }),
    [8, 215, 'TOTAL', { size: 10, bold: true }], R(157, 215, '$86.97', { size: 10, bold: true }),
    [8, 228, 'Includes GST', { size: 6.5 }], R(157, 228, '7.91', { size: 6.5 }),
    [8, 238, '#RECT 149 0.5 black'],
    [8, 243, 'Visa Debit ****0447', { size: 6.5 }], R(157, 243, '86.97', { size: 6.5 }),
    [8, 252, 'APPROVED  Auth 630914', { size: 6 }],
    [8, 262, '#RECT 149 0.5 black'],
    [48, 268, 'Coffee stamps: 7 of 10', { size: 6.5, bold: true }],
    [36.5, 279, 'A 15% surcharge applies on Sundays', { size: 5.5 }],
    [58.5, 286, 'and public holidays.', { size: 5.5 }],
    [43.5, 299, 'Ta! See you tomorrow', { size: 7.5, bold: true }],
  ] },

  // Berlin Vietnamese restaurant bill with the card slip below (80 mm, de-DE): HANOI HOF, "Vietnamesische Küche",
  // the UG (haftungsbeschränkt), St.-Nr. and USt-IdNr.; Rechnung Nr. 2611-0318, Tisch 6, 20.11.2026 20:58, Gäste 2,
  // Bedienung; an "Im Haus" block (tax code A, 19 %) with "à" prices under multiples and an "Außer Haus" block (B, 7
  // %) for food taken away; SUMME EUR 80,50, Kartenzahlung Mastercard; the MwSt table A 19 % 48,82 / 9,28 / 58,10, B
  // 7 % 20,93 / 1,47 / 22,40, Summe 69,75 / 10,75 / 80,50; TSE lines; below a dashed line the card terminal's
  // Kundenbeleg (Betrag EUR 80,50) with "Trinkgeld EUR" and "Gesamt EUR" written in by hand (4,50 and 85,00) and a
  // signature.
  { name: 'vietnamesisch-de-berlin-80mm-rechnung-im-haus-19-ausser-haus-7-steuerkennzeichen-a-b-mwst-tabelle-tse-kundenbeleg-trinkgeld-handschriftlich-gesamt-unterschrift', kind: 'receipt', size: [226, 575], expect: { vendorName: 'Hanoi Hof Gastronomie UG (haftungsbeschränkt)', invoiceDate: '2026-11-20', tax: 10.75, tip: 4.5, total: 85, currency: 'EUR', paymentMethod: 'card' },
    items: [['Pho Bo', 2, 14.5, 29], ['Bun Cha Hanoi', 1, null, 15.9], ['Saigon Bier 0,33 l', 2, 4.2, 8.4], ['Ingwer-Limo hausgem.', 1, null, 4.8], ['Sommerrollen (2 Stk.)', 1, null, 7.9], ['Bun Bo Nam Bo', 1, null, 14.5]], cells: [
    [71, 12, 'HANOI HOF', { size: 15, bold: true }],
    [75, 31, 'Vietnamesische Küche', { size: 7.5 }],
    [42, 42, 'Hanoi Hof Gastronomie UG (haftungsbeschränkt)', { size: 6.5 }],
    [66, 51, 'Kastanienallee 48 · 10119 Berlin', { size: 6.5 }],
    [51, 60, 'St.-Nr. 31/447/18204 · USt-IdNr. DE318204471', { size: 6 }],
    [12, 71, '#RECT 202 0.5 black'],
    [12, 77, 'Rechnung Nr. 2611-0318', { size: 7.5 }], R(214, 77, 'Tisch 6', { size: 7.5 }),
    [12, 87, '20.11.2026 20:58', { size: 7.5 }], R(214, 87, 'Gäste 2', { size: 7.5 }),
    [12, 97, 'Bedienung: Linh', { size: 7.5 }],
    [12, 108, '#RECT 202 0.5 black'],
    [12, 114, 'Im Haus', { size: 7, bold: true }],
    [12, 124, '2', { size: 8 }], [24, 124, 'Pho Bo', { size: 8 }], R(214, 124, '29,00 A', { size: 8 }),
    [32, 133, 'à 14,50', { size: 6.5 }],
    [12, 143, '1', { size: 8 }], [24, 143, 'Bun Cha Hanoi', { size: 8 }], R(214, 143, '15,90 A', { size: 8 }),
    [12, 154, '2', { size: 8 }], [24, 154, 'Saigon Bier 0,33 l', { size: 8 }], R(214, 154, '8,40 A', { size: 8 }),
    [32, 163, 'à 4,20', { size: 6.5 }],
    [12, 173, '1', { size: 8 }], [24, 173, 'Ingwer-Limo hausgem.', { size: 8 }], R(214, 173, '4,80 A', { size: 8 }),
    [12, 186, 'Außer Haus', { size: 7, bold: true }],
    [12, 196, '1', { size: 8 }], [24, 196, 'Sommerrollen (2 Stk.)', { size: 8 }], R(214, 196, '7,90 B', { size: 8 }),
    [12, 207, '1', { size: 8 }], [24, 207, 'Bun Bo Nam Bo', { size: 8 }], R(214, 207, '14,50 B', { size: 8 }),
    [12, 219, '#RECT 202 0.5 black'],
    [12, 225, 'SUMME EUR', { size: 11, bold: true }], R(214, 225, '80,50', { size: 11, bold: true }),
    [12, 241, 'Kartenzahlung Mastercard', { size: 7.5 }], R(214, 241, '80,50', { size: 7.5 }),
    [12, 253, '#RECT 202 0.5 black'],
    [12, 259, 'MwSt', { size: 6.5, bold: true }], R(110, 259, 'Netto', { size: 6.5, bold: true }), R(160, 259, 'MwSt', { size: 6.5, bold: true }), R(214, 259, 'Brutto', { size: 6.5, bold: true }),
    [12, 268, 'A 19 %', { size: 6.5 }], R(110, 268, '48,82', { size: 6.5 }), R(160, 268, '9,28', { size: 6.5 }), R(214, 268, '58,10', { size: 6.5 }),
    [12, 277, 'B 7 %', { size: 6.5 }], R(110, 277, '20,93', { size: 6.5 }), R(160, 277, '1,47', { size: 6.5 }), R(214, 277, '22,40', { size: 6.5 }),
    [12, 286, 'Summe', { size: 6.5, bold: true }], R(110, 286, '69,75', { size: 6.5, bold: true }), R(160, 286, '10,75', { size: 6.5, bold: true }), R(214, 286, '80,50', { size: 6.5, bold: true }),
    [12, 296, 'A = Verzehr im Haus · B = Speisen außer Haus', { size: 6 }],
    [12, 306, '#RECT 202 0.5 black'],
    [12, 311, 'TSE-Transaktion 20471 · Signaturzähler 118204', { size: 5.5 }],
    [12, 318.5, 'TSE-Start 2026-11-20T19:02:41 · Ende 2026-11-20T20:58:09', { size: 5.5 }],
    [12, 326, 'Seriennr. 3f9a1c7e44718204b2d0 · Kasse HH-01', { size: 5.5 }],
    ...dashes(12, 340, 202),
    [83.5, 350, 'Kartenzahlung', { size: 8.5, bold: true }],
    [59, 362, 'Hanoi Hof · Kastanienallee 48 · Berlin', { size: 6.5 }],
    [12, 375, 'Terminal-ID 56118204', { size: 6.5 }], R(214, 375, 'TA-Nr. 002047', { size: 6.5 }),
    [12, 384, 'Datum 20.11.2026', { size: 6.5 }], R(214, 384, 'Uhrzeit 21:03', { size: 6.5 }),
    [12, 393, 'Mastercard', { size: 6.5 }], R(214, 393, '************5519', { size: 6.5 }),
    [12, 402, 'Genehmigungs-Nr. 331847', { size: 6.5 }], R(214, 402, 'Folge-Nr. 0118', { size: 6.5 }),
    [12, 416, 'Betrag EUR', { size: 9, bold: true }], R(214, 416, '80,50', { size: 9, bold: true }),
    [12, 436, 'Trinkgeld EUR', { size: 8 }], [120, 446, '#RECT 94 0.5 black'],
    [164, 431, '4,50', { size: 12 }],
    [12, 458, 'Gesamt EUR', { size: 8, bold: true }], [120, 468, '#RECT 94 0.5 black'],
    [158, 452, '85,00', { size: 12.5 }],
    [12, 486, 'Unterschrift', { size: 6.5 }], [60, 496, '#RECT 154 0.5 black'],
    [86, 478, 'L. Berger', { size: 12 }],
    [89.5, 506, 'Kundenbeleg', { size: 7.5, bold: true }],
    [77.5, 516, 'Bitte Beleg aufbewahren', { size: 6.5 }],
    [12, 528, '#RECT 202 0.5 black'],
    [56, 536, 'Vielen Dank für Ihren Besuch!', { size: 8, bold: true }],
    [50, 549, 'Mittagstisch Mo–Fr 12–15 Uhr · hanoihof.de', { size: 6.5 }],
  ] },

  // Zürich bar receipt paid in cash (80 mm, de-CH): NACHTFALTER, "Bar · Kreis 4", the GmbH, address and MWST number;
  // Beleg 118-2047, Tisch 4, 20.11.26 18:32, Bediener; "2 x 6.80" under the beers and an indented "Happy Hour -15%"
  // line under each of the first two drinks (-2.04, -2.40); Summe 63.76, Rundung -0.01, TOTAL CHF 63.75; Bar 100.00,
  // Rückgeld 36.25; an MWST line 8.10 % Brutto 63.76 / MWST 4.78 / Netto 58.98; the happy-hour times and a stamp card
  // with points.
  { name: 'bar-ch-zuerich-80mm-happy-hour-rabattzeilen-prozent-unter-getraenken-summe-rundung-5-rappen-total-chf-bar-rueckgeld-mwst-8-1-brutto-netto-stempelkarte-punkte', kind: 'receipt', size: [226, 342], expect: { vendorName: 'Nachtfalter Bar GmbH', invoiceDate: '2026-11-20', tax: 4.78, total: 63.75, currency: 'CHF', paymentMethod: 'cash' },
    items: [['Stange Lager 3dl', 2, 6.8, 13.6], ['Happy Hour -15%', null, null, -2.04], ['Negroni', 1, null, 16], ['Happy Hour -15%', null, null, -2.4], ['Aperol Spritz', 1, null, 14.5],
      ['Nachos gross', 1, null, 17.9], ['Mineral 5dl', 1, null, 6.2]], cells: [
    [59, 14, 'NACHTFALTER', { size: 15, bold: true }],
    [92.5, 33, 'Bar · Kreis 4', { size: 7.5 }],
    [78.5, 44, 'Nachtfalter Bar GmbH', { size: 7 }],
    [66.5, 53, 'Langstrasse 136, 8004 Zürich', { size: 7 }],
    [73.5, 62, 'CHE-318.204.471 MWST', { size: 7 }],
    [12, 74, '#RECT 202 0.5 black'],
    [12, 80, 'Beleg 118-2047', { size: 7.5 }], R(214, 80, 'Tisch 4', { size: 7.5 }),
    [12, 90, '20.11.26 18:32', { size: 7.5 }], R(214, 90, 'Bediener: Jonas', { size: 7.5 }),
    [12, 101, '#RECT 202 0.5 black'],
    [12, 107, '2', { size: 8 }], [26, 107, 'Stange Lager 3dl', { size: 8 }], R(214, 107, '13.60', { size: 8 }),
    [34, 116, '2 x 6.80', { size: 6.5 }],
    [34, 125, 'Happy Hour -15%', { size: 7 }], R(214, 125, '-2.04', { size: 7.5 }),
    [12, 135, '1', { size: 8 }], [26, 135, 'Negroni', { size: 8 }], R(214, 135, '16.00', { size: 8 }),
    [34, 144, 'Happy Hour -15%', { size: 7 }], R(214, 144, '-2.40', { size: 7.5 }),
    [12, 154, '1', { size: 8 }], [26, 154, 'Aperol Spritz', { size: 8 }], R(214, 154, '14.50', { size: 8 }),
    [12, 165, '1', { size: 8 }], [26, 165, 'Nachos gross', { size: 8 }], R(214, 165, '17.90', { size: 8 }),
    [12, 176, '1', { size: 8 }], [26, 176, 'Mineral 5dl', { size: 8 }], R(214, 176, '6.20', { size: 8 }),
    [12, 188, '#RECT 202 0.5 black'],
    [12, 194, 'Summe', { size: 8 }], R(214, 194, '63.76', { size: 8 }),
    [12, 204, 'Rundung', { size: 8 }], R(214, 204, '-0.01', { size: 8 }),
    [12, 217, 'TOTAL CHF', { size: 11, bold: true }], R(214, 217, '63.75', { size: 11, bold: true }),
    [12, 233, 'Bar', { size: 8 }], R(214, 233, '100.00', { size: 8 }),
    [12, 243, 'Rückgeld', { size: 8 }], R(214, 243, '36.25', { size: 8 }),
    [12, 255, '#RECT 202 0.5 black'],
    [12, 261, 'MWST-Satz', { size: 6.5, bold: true }], R(110, 261, 'Brutto', { size: 6.5, bold: true }), R(160, 261, 'MWST', { size: 6.5, bold: true }), R(214, 261, 'Netto', { size: 6.5, bold: true }),
    [12, 270, '8.10 %', { size: 6.5 }], R(110, 270, '63.76', { size: 6.5 }), R(160, 270, '4.78', { size: 6.5 }), R(214, 270, '58.98', { size: 6.5 }),
    [12, 281, '#RECT 202 0.5 black'],
    [69.5, 288, 'Happy Hour Mo–Fr 17–19 Uhr', { size: 6.5 }],
    [45, 298, 'Stempelkarte 4 von 10 · Punkte +63 (Total 412)', { size: 6.5 }],
    [79, 313, 'Merci & bis bald!', { size: 8.5, bold: true }],
  ] },

  // Lyon bouchon's ticket paid by card (80 mm, fr-FR): LE BOUCHON DES CANUTS over the SARL, address, phone, SIRET and
  // TVA; Note n° 3318, Table 12, Serveur, Couverts 2, 21/11/2026 13:52; "2 FORMULE MIDI E+P" 39,00 ("2 x 19,50") with
  // its four components indented at 0,00, a cheese, a tart, a pot of Côtes-du-Rhône, 2 cafés; TOTAL TTC 75,80 €, CB sans
  // contact; a TVA table (10,0 % 52,55 / 5,25 / 57,80, 20,0 % 15,00 / 3,00 / 18,00, Total 67,55 / 8,25 / 75,80); the
  // CB slip (A0000000421010, masked PAN, MONTANT = 75,80 EUR, DEBIT, TICKET CLIENT); "Prix nets – service compris".
  { name: 'bouchon-fr-lyon-80mm-note-table-couverts-formule-midi-composants-a-zero-pot-lyonnais-cafe-tva-10-et-20-tableau-ht-tva-ttc-cb-sans-contact-ticket-client-service-compris', kind: 'receipt', size: [226, 465], expect: { vendorName: 'Les Canuts Gourmands SARL', invoiceDate: '2026-11-21', tax: 8.25, total: 75.8, currency: 'EUR', paymentMethod: 'card' },
    items: [['FORMULE MIDI E+P', 2, 19.5, 39], ['Salade lyonnaise', 1, null, 0], ['Oeufs en meurette', 1, null, 0], ['Quenelle sauce Nantua', 1, null, 0], ['Andouillette 5A', 1, null, 0],
      ['Saint-Marcellin', 1, null, 6.5], ['Tarte aux pralines', 1, null, 7.5], ['Pot Côtes-du-Rhône 46cl', 1, null, 18], ['Café', 2, 2.4, 4.8]], cells: [
    [28.5, 14, 'LE BOUCHON DES CANUTS', { size: 12.5, bold: true }],
    [66, 31, 'Les Canuts Gourmands SARL', { size: 7 }],
    [65, 40, "14 rue d'Austerlitz, 69004 Lyon", { size: 7 }],
    [83.5, 49, 'Tél. 04 78 44 71 82', { size: 7 }],
    [46.5, 58, 'SIRET 831 820 447 00019 · TVA FR47831820447', { size: 6 }],
    [12, 69, '#RECT 202 0.5 black'],
    [12, 75, 'Note n° 3318', { size: 7.5 }], R(214, 75, 'Table 12', { size: 7.5 }),
    [12, 85, 'Serveur : Théo', { size: 7.5 }], R(214, 85, 'Couverts : 2', { size: 7.5 }),
    [12, 95, '21/11/2026 13:52', { size: 7.5 }],
    [12, 106, '#RECT 202 0.5 black'],
    [12, 112, '2', { size: 8 }], [24, 112, 'FORMULE MIDI E+P', { size: 8, bold: true }], R(214, 112, '39,00', { size: 8 }),
    [32, 121, '2 x 19,50', { size: 6.5 }],
    [32, 130, '1 Salade lyonnaise', { size: 7 }], R(214, 130, '0,00', { size: 7 }),
    [32, 139, '1 Oeufs en meurette', { size: 7 }], R(214, 139, '0,00', { size: 7 }),
    [32, 148, '1 Quenelle sauce Nantua', { size: 7 }], R(214, 148, '0,00', { size: 7 }),
    [32, 157, '1 Andouillette 5A', { size: 7 }], R(214, 157, '0,00', { size: 7 }),
    [12, 167, '1', { size: 8 }], [24, 167, 'Saint-Marcellin', { size: 8 }], R(214, 167, '6,50', { size: 8 }),
    [12, 178, '1', { size: 8 }], [24, 178, 'Tarte aux pralines', { size: 8 }], R(214, 178, '7,50', { size: 8 }),
    [12, 189, '1', { size: 8 }], [24, 189, 'Pot Côtes-du-Rhône 46cl', { size: 8 }], R(214, 189, '18,00', { size: 8 }),
    [12, 200, '2', { size: 8 }], [24, 200, 'Café', { size: 8 }], R(214, 200, '4,80', { size: 8 }),
    [32, 209, '2 x 2,40', { size: 6.5 }],
    [12, 220, '#RECT 202 0.5 black'],
    [12, 226, 'TOTAL TTC', { size: 11, bold: true }], R(214, 226, '75,80 €', { size: 11, bold: true }),
    [12, 242, 'CB sans contact', { size: 8 }], R(214, 242, '75,80', { size: 8 }),
    [12, 254, '#RECT 202 0.5 black'],
    [12, 260, 'Taux', { size: 6.5, bold: true }], R(110, 260, 'HT', { size: 6.5, bold: true }), R(160, 260, 'TVA', { size: 6.5, bold: true }), R(214, 260, 'TTC', { size: 6.5, bold: true }),
    [12, 269, '10,0 %', { size: 6.5 }], R(110, 269, '52,55', { size: 6.5 }), R(160, 269, '5,25', { size: 6.5 }), R(214, 269, '57,80', { size: 6.5 }),
    [12, 278, '20,0 %', { size: 6.5 }], R(110, 278, '15,00', { size: 6.5 }), R(160, 278, '3,00', { size: 6.5 }), R(214, 278, '18,00', { size: 6.5 }),
    [12, 287, 'Total', { size: 6.5, bold: true }], R(110, 287, '67,55', { size: 6.5, bold: true }), R(160, 287, '8,25', { size: 6.5, bold: true }), R(214, 287, '75,80', { size: 6.5, bold: true }),
    ...dashes(12, 302, 202),
    [79.5, 310, 'CARTE BANCAIRE', { size: 7.5, bold: true }],
    [88, 320, 'SANS CONTACT', { size: 6.5 }],
    [12, 332, 'A0000000421010', { size: 6.5 }], R(214, 332, 'CB', { size: 6.5 }),
    [12, 341, 'LE 21/11/26 A 13:55:08', { size: 6.5 }],
    [12, 350, 'LES CANUTS GOURMANDS', { size: 6.5 }], R(214, 350, '69 LYON', { size: 6.5 }),
    [12, 359, '8821447  00318204', { size: 6.5 }],
    [12, 368, '############8821', { size: 6.5 }],
    [12, 380, 'MONTANT =', { size: 8, bold: true }], R(214, 380, '75,80 EUR', { size: 8, bold: true }),
    [102.5, 393, 'DEBIT', { size: 7 }],
    [64.5, 403, 'TICKET CLIENT A CONSERVER', { size: 6.5 }],
    ...dashes(12, 417, 202),
    [74, 425, 'Prix nets – service compris', { size: 6.5 }],
    [51, 438, 'Merci de votre visite – à bientôt !', { size: 8, bold: true }],
  ] },

  // Mexico City taquería ticket paid in cash (58 mm, es-MX): TAQUERÍA / EL FOGÓN DE DOÑA LUPE over the S.A. de C.V.,
  // RFC, address; Folio 00871, Mesa 3, Mesero, Personas 3, 21/11/2026 14:05; CANT / DESCRIPCIÓN / IMPORTE with "5 x
  // $24.00" under multiples and "con piña"; SUBTOTAL 387.93, IVA 16% 62.07, TOTAL $450.00, EFECTIVO 500.00, CAMBIO
  // 50.00; "PROPINA NO INCLUIDA" with suggested 10% $45.00 and 15% $67.50 and an empty Propina line; the CFDI
  // request note with its deadline 30/11/2026.
  { name: 'taqueria-mx-cdmx-58mm-folio-mesa-mesero-personas-tacos-x-precio-subtotal-iva-16-total-efectivo-cambio-propina-no-incluida-sugerida-linea-vacia-cfdi', kind: 'receipt', size: [165, 366], expect: { vendorName: 'Fogón de Doña Lupe, S.A. de C.V.', invoiceDate: '2026-11-21', subtotal: 387.93, tax: 62.07, total: 450, currency: 'MXN', paymentMethod: 'cash' },
    items: [['Taco al pastor', 5, 24, 120], ['Taco de suadero', 3, 26, 78], ['Gringa de pastor', 1, null, 68], ['Orden de guacamole', 1, null, 85], ['Agua de horchata', 2, 32, 64], ['Jarritos tamarindo', 1, null, 35]], cells: [
    [64, 10, 'TAQUERÍA', { size: 7.5 }],
    [20.5, 20, 'EL FOGÓN DE DOÑA LUPE', { size: 9.5, bold: true }],
    [37, 34, 'Fogón de Doña Lupe, S.A. de C.V.', { size: 6 }],
    [54.5, 42, 'RFC FDL180912KJ4', { size: 6 }],
    [35, 50, 'Av. Álvaro Obregón 122, Roma Nte.', { size: 6 }],
    [25, 58, 'Cuauhtémoc, 06700 CDMX · Tel. 55 5584 4718', { size: 5.5 }],
    [8, 68, '#RECT 149 0.5 black'],
    [8, 73, 'Folio: 00871', { size: 6.5 }], R(157, 73, 'Mesa: 3', { size: 6.5 }),
    [8, 82, 'Mesero: Beto', { size: 6.5 }], R(157, 82, 'Personas: 3', { size: 6.5 }),
    [8, 91, '21/11/2026  14:05', { size: 6.5 }],
    [8, 101, '#RECT 149 0.5 black'],
    [8, 105, 'CANT', { size: 5.5, bold: true }], [28, 105, 'DESCRIPCIÓN', { size: 5.5, bold: true }], R(157, 105, 'IMPORTE', { size: 5.5, bold: true }),
    [8, 114, '5', { size: 7 }], [20, 114, 'Taco al pastor', { size: 7 }], R(157, 114, '120.00', { size: 7 }),
    [26, 122.5, '5 x $24.00', { size: 5.5 }],
    [8, 131, '3', { size: 7 }], [20, 131, 'Taco de suadero', { size: 7 }], R(157, 131, '78.00', { size: 7 }),
    [26, 139.5, '3 x $26.00', { size: 5.5 }],
    [8, 148, '1', { size: 7 }], [20, 148, 'Gringa de pastor', { size: 7 }], R(157, 148, '68.00', { size: 7 }),
    [26, 156.5, 'con piña', { size: 6 }],
    [8, 165, '1', { size: 7 }], [20, 165, 'Orden de guacamole', { size: 7 }], R(157, 165, '85.00', { size: 7 }),
    [8, 174, '2', { size: 7 }], [20, 174, 'Agua de horchata', { size: 7 }], R(157, 174, '64.00', { size: 7 }),
    [26, 182.5, '2 x $32.00', { size: 5.5 }],
    [8, 191, '1', { size: 7 }], [20, 191, 'Jarritos tamarindo', { size: 7 }], R(157, 191, '35.00', { size: 7 }),
    [8, 201, '#RECT 149 0.5 black'],
    [8, 206, 'SUBTOTAL', { size: 7 }], R(157, 206, '387.93', { size: 7 }),
    [8, 215, 'IVA 16%', { size: 7 }], R(157, 215, '62.07', { size: 7 }),
    [8, 226, 'TOTAL', { size: 10, bold: true }], R(157, 226, '$450.00', { size: 10, bold: true }),
    [8, 240, 'EFECTIVO', { size: 7 }], R(157, 240, '500.00', { size: 7 }),
    [8, 249, 'CAMBIO', { size: 7 }], R(157, 249, '50.00', { size: 7 }),
    [8, 259, '#RECT 149 0.5 black'],
    [43, 265, 'PROPINA NO INCLUIDA', { size: 7, bold: true }],
    [33.5, 275, 'Sugerida 10%: $45.00 · 15%: $67.50', { size: 6 }],
    [8, 292, 'Propina:', { size: 7 }], [42, 300, '#RECT 115 0.5 black'],
    [8, 310, '#RECT 149 0.5 black'],
    [34.5, 316, '¿Requiere factura? Genere su CFDI en', { size: 5.5 }],
    [36, 323, 'facturas.fogondonalupe.mx con el folio', { size: 5.5 }],
    [37, 330, 'y el total, a más tardar el 30/11/2026.', { size: 5.5 }],
    [43, 342, '¡Gracias por su visita!', { size: 7.5, bold: true }],
  ] },

  // Florence trattoria's PRECONTO, not yet paid (80 mm, it-IT): TRATTORIA IL MERCATINO over the S.a.s., address, P.IVA;
  // "PRECONTO – NON VALIDO AI FINI FISCALI"; Tavolo 7, Coperti 4, Cameriere, Conto n. 212, 21/11/2026 21:40; "4
  // Coperto" 10,00 (4 x 2,50), the dishes with "2 x 14,00" under multiples, a Bistecca alla fiorentina sold by weight
  // (1,2 kg x 50,00 €/kg) without a quantity in front, wine and water, Cantucci e Vin Santo 8,00 with "Omaggio della
  // casa" -8,00; Totale parziale 171,00, Servizio 12% 20,52, TOTALE EUR 191,52; the note that the fiscal receipt
  // will be issued on payment and the accepted payment means.
  { name: 'preconto-it-firenze-80mm-non-valido-ai-fini-fiscali-tavolo-coperti-coperto-per-persona-bistecca-al-kg-omaggio-della-casa-totale-parziale-servizio-12-non-pagato', kind: 'receipt', size: [226, 392], expect: { vendorName: 'Il Mercatino di Bruni Marco & C. S.a.s.', invoiceDate: '2026-11-21', total: 191.52, currency: 'EUR' },
    items: [['Coperto', 4, 2.5, 10], ['Tagliere toscano', 1, null, 18], ['Pappardelle al cinghiale', 2, 14, 28], ['Ribollita', 1, null, 11], ['Bistecca alla fiorentina', 1.2, 50, 60],
      ['Patate arrosto', 1, null, 5], ['Chianti Classico DOCG', 1, null, 32], ['Acqua minerale 1 L', 2, 3.5, 7], ['Cantucci e Vin Santo', 1, null, 8], ['Omaggio della casa', null, null, -8]], cells: [
    [31.5, 14, 'TRATTORIA IL MERCATINO', { size: 12.5, bold: true }],
    [54, 31, 'Il Mercatino di Bruni Marco & C. S.a.s.', { size: 7 }],
    [59.5, 40, "Via dell'Ariento 18r, 50123 Firenze", { size: 7 }],
    [52.5, 49, 'P.IVA 06182044718 · Tel. 055 214 4718', { size: 7 }],
    [12, 60, '#RECT 202 0.5 black'],
    [82, 66, 'PRECONTO', { size: 11, bold: true }],
    [66, 80, 'NON VALIDO AI FINI FISCALI', { size: 7 }],
    [12, 91, '#RECT 202 0.5 black'],
    [12, 97, 'Tavolo 7', { size: 7.5 }], R(214, 97, 'Coperti 4', { size: 7.5 }),
    [12, 107, 'Cameriere: Luca', { size: 7.5 }], R(214, 107, 'Conto n. 212', { size: 7.5 }),
    [12, 117, '21/11/2026 21:40', { size: 7.5 }],
    [12, 128, '#RECT 202 0.5 black'],
    [12, 134, '4', { size: 8 }], [24, 134, 'Coperto', { size: 8 }], R(214, 134, '10,00', { size: 8 }),
    [32, 143, '4 x 2,50', { size: 6.5 }],
    [12, 153, '1', { size: 8 }], [24, 153, 'Tagliere toscano', { size: 8 }], R(214, 153, '18,00', { size: 8 }),
    [12, 164, '2', { size: 8 }], [24, 164, 'Pappardelle al cinghiale', { size: 8 }], R(214, 164, '28,00', { size: 8 }),
    [32, 173, '2 x 14,00', { size: 6.5 }],
    [12, 183, '1', { size: 8 }], [24, 183, 'Ribollita', { size: 8 }], R(214, 183, '11,00', { size: 8 }),
    [24, 194, 'Bistecca alla fiorentina', { size: 8 }], R(214, 194, '60,00', { size: 8 }),
    [32, 203, '1,2 kg x 50,00 €/kg', { size: 6.5 }],
    [12, 213, '1', { size: 8 }], [24, 213, 'Patate arrosto', { size: 8 }], R(214, 213, '5,00', { size: 8 }),
    [12, 224, '1', { size: 8 }], [24, 224, 'Chianti Classico DOCG', { size: 8 }], R(214, 224, '32,00', { size: 8 }),
    [12, 235, '2', { size: 8 }], [24, 235, 'Acqua minerale 1 L', { size: 8 }], R(214, 235, '7,00', { size: 8 }),
    [32, 244, '2 x 3,50', { size: 6.5 }],
    [12, 254, '1', { size: 8 }], [24, 254, 'Cantucci e Vin Santo', { size: 8 }], R(214, 254, '8,00', { size: 8 }),
    [32, 263, 'Omaggio della casa', { size: 7 }], R(214, 263, '-8,00', { size: 7.5 }),
    [12, 275, '#RECT 202 0.5 black'],
    [12, 281, 'Totale parziale', { size: 8 }], R(214, 281, '171,00', { size: 8 }),
    [12, 291, 'Servizio 12%', { size: 8 }], R(214, 291, '20,52', { size: 8 }),
    [12, 304, 'TOTALE EUR', { size: 11, bold: true }], R(214, 304, '191,52', { size: 11, bold: true }),
    [12, 321, '#RECT 202 0.5 black'],
    [45, 328, 'Il presente preconto non costituisce documento', { size: 6.5 }],
    [34.5, 337, 'commerciale: lo scontrino verrà emesso al pagamento.', { size: 6.5 }],
    [45, 350, 'Si accettano contanti, carte e Ticket Restaurant', { size: 6.5 }],
    [67.5, 365, 'Grazie e buona serata!', { size: 8.5, bold: true }],
  ] },

  // Porto tasca's FATURA SIMPLIFICADA paid by Multibanco (80 mm, pt-PT): TASCA DO BOLHÃO over the Lda., address, NIF and
  // capital; FS A/2847, Original, ATCUD, "Data: 2026-11-20 13:22", Mesa 5, Empregado, "NIF adquirente: Consumidor
  // final"; a Qtd / Descrição / IVA / Total table with the couvert (2 x 2,50) and coffees at 13 % and the wine and beer
  // at 23 %; TOTAL 51,20 €, Multibanco; an IVA table (13% 36,90 / 4,80, 23% 7,72 / 1,78, Total 44,62 / 6,58); a QR
  // code and the certified-software line.
  { name: 'tasca-pt-porto-80mm-fatura-simplificada-atcud-couvert-por-pessoa-iva-13-e-23-por-linha-multibanco-tabela-incidencia-iva-consumidor-final-qr-programa-certificado', kind: 'receipt', size: [226, 452], expect: { vendorName: 'Tasca do Bolhão – Restauração, Lda.', invoiceDate: '2026-11-20', tax: 6.58, total: 51.2, currency: 'EUR', paymentMethod: 'card' },
    items: [['Couvert (pão, azeitonas)', 2, 2.5, 5], ['Caldo verde', 1, null, 3.5], ['Francesinha c/ batata', 1, null, 14.5], ['Bacalhau à Gomes de Sá', 1, null, 16.9], ['Vinho verde (jarro 0,5 L)', 1, null, 7],
      ['Super Bock 0,33', 1, null, 2.5], ['Café', 2, 0.9, 1.8]], cells: [
    [47.5, 14, 'TASCA DO BOLHÃO', { size: 13.5, bold: true }],
    [55, 32, 'Tasca do Bolhão – Restauração, Lda.', { size: 7 }],
    [59, 41, 'Rua Formosa 214, 4000-252 Porto', { size: 7 }],
    [50, 50, 'NIF 514 820 447 · Capital Social 5.000,00 €', { size: 6.5 }],
    [12, 61, '#RECT 202 0.5 black'],
    [62, 67, 'FATURA SIMPLIFICADA', { size: 9, bold: true }],
    [12, 81, 'FS A/2847', { size: 7 }], R(214, 81, 'Original', { size: 7 }),
    [12, 90, 'ATCUD: JFKS82MX-2847', { size: 7 }],
    [12, 99, 'Data: 2026-11-20  13:22', { size: 7 }], R(214, 99, 'Mesa 5', { size: 7 }),
    [12, 108, 'Empregado: Rui', { size: 7 }],
    [12, 117, 'NIF adquirente: Consumidor final', { size: 7 }],
    [12, 128, '#RECT 202 0.5 black'],
    [12, 132, 'Qtd', { size: 6, bold: true }], [28, 132, 'Descrição', { size: 6, bold: true }], R(170, 132, 'IVA', { size: 6, bold: true }), R(214, 132, 'Total', { size: 6, bold: true }),
    [12, 142, '2', { size: 7.5 }], [28, 142, 'Couvert (pão, azeitonas)', { size: 7.5 }], R(170, 142, '13%', { size: 7 }), R(214, 142, '5,00', { size: 7.5 }),
    [36, 151, '2 x 2,50', { size: 6 }],
    [12, 160, '1', { size: 7.5 }], [28, 160, 'Caldo verde', { size: 7.5 }], R(170, 160, '13%', { size: 7 }), R(214, 160, '3,50', { size: 7.5 }),
    [12, 170, '1', { size: 7.5 }], [28, 170, 'Francesinha c/ batata', { size: 7.5 }], R(170, 170, '13%', { size: 7 }), R(214, 170, '14,50', { size: 7.5 }),
    [12, 180, '1', { size: 7.5 }], [28, 180, 'Bacalhau à Gomes de Sá', { size: 7.5 }], R(170, 180, '13%', { size: 7 }), R(214, 180, '16,90', { size: 7.5 }),
    [12, 190, '1', { size: 7.5 }], [28, 190, 'Vinho verde (jarro 0,5 L)', { size: 7.5 }], R(170, 190, '23%', { size: 7 }), R(214, 190, '7,00', { size: 7.5 }),
    [12, 200, '1', { size: 7.5 }], [28, 200, 'Super Bock 0,33', { size: 7.5 }], R(170, 200, '23%', { size: 7 }), R(214, 200, '2,50', { size: 7.5 }),
    [12, 210, '2', { size: 7.5 }], [28, 210, 'Café', { size: 7.5 }], R(170, 210, '13%', { size: 7 }), R(214, 210, '1,80', { size: 7.5 }),
    [36, 219, '2 x 0,90', { size: 6 }],
    [12, 230, '#RECT 202 0.5 black'],
    [12, 236, 'TOTAL', { size: 11, bold: true }], R(214, 236, '51,20 €', { size: 11, bold: true }),
    [12, 252, 'Multibanco', { size: 7.5 }], R(214, 252, '51,20 €', { size: 7.5 }),
    [12, 262, 'Cartão ****7731 · Aut. 204471', { size: 6.5 }],
    [12, 273, '#RECT 202 0.5 black'],
    [12, 279, 'Taxa IVA', { size: 6.5, bold: true }], R(130, 279, 'Incidência', { size: 6.5, bold: true }), R(214, 279, 'IVA', { size: 6.5, bold: true }),
    [12, 288, '13%', { size: 6.5 }], R(130, 288, '36,90', { size: 6.5 }), R(214, 288, '4,80', { size: 6.5 }),
    [12, 297, '23%', { size: 6.5 }], R(130, 297, '7,72', { size: 6.5 }), R(214, 297, '1,78', { size: 6.5 }),
    [12, 306, 'Total', { size: 6.5, bold: true }], R(130, 306, '44,62', { size: 6.5, bold: true }), R(214, 306, '6,58', { size: 6.5, bold: true }),
    [12, 317, '#RECT 202 0.5 black'],
    ...qr(78, 324, 70, 2847),
    [47.5, 401, 'Processado por programa certificado n.º 2231/AT', { size: 6 }],
    [40.5, 409, 'Bens e serviços postos à disposição na data do documento', { size: 5.5 }],
    [71, 424, 'Obrigado pela visita!', { size: 8.5, bold: true }],
  ] },

  // Copenhagen food-delivery app receipt (phone page 340 × 700, da-DK): a teal app bar "madløb" and Kvittering; Ordre
  // ML-4471-8820; "Bestilt fra" the ramen restaurant; Bestilt 20. nov. 2026 kl. 19.12, Leveret kl. 19.47, the delivery
  // address; "1 ×" lines: a shoyu ramen 121,00 kr. with "Ekstra æg (+12,00 kr.)" under it (in its price), a soda and a
  // free chili oil 0,00 kr.; Varer i alt 146,00 kr.; Småordretillæg (minimum 150,00 kr.) 4,00, Levering 39,00,
  // Servicegebyr 7,30, Rabat (kode HYGGE25) -25,00, Drikkepenge til buddet 10,00; I alt 181,30 kr.; Heraf moms 25 %
  // 34,26 kr. (the tip is outside VAT); paid with Dankort; points; the issuer's footer with CVR.
  { name: 'madlevering-dk-app-kvittering-telefon-ordre-bestilt-leveret-ekstra-aeg-i-pris-gratis-chiliolie-smaaordretillaeg-levering-servicegebyr-rabatkode-drikkepenge-bud-moms-25-dankort', kind: 'receipt', size: [340, 700], expect: { vendorName: 'Madløb ApS', invoiceDate: '2026-11-20', tax: 34.26, tip: 10, total: 181.3, currency: 'DKK', paymentMethod: 'card' },
    items: [['Shoyu ramen', 1, null, 121], ['Ramune melon', 1, null, 25], ['Chiliolie', 1, null, 0]], cells: [
    [0, 0, '#RECT 340 56 #0f766e'],
    [24, 18, 'madløb', { size: 20, bold: true, width: -1 }],
    R(316, 24, 'Kvittering', { size: 11, bold: true, width: -1 }),
    [24, 76, 'Tak for din bestilling, Sofie!', { size: 13, bold: true }],
    [24, 96, 'Ordre ML-4471-8820', { size: 9 }],
    [24, 118, 'Bestilt fra', { size: 7.5 }],
    [24, 130, 'Nørrebro Ramen', { size: 10.5, bold: true }],
    [24, 145, 'Jægersborggade 12, 2200 København N', { size: 8.5 }],
    [24, 168, 'Bestilt', { size: 8.5 }], R(316, 168, '20. nov. 2026 kl. 19.12', { size: 8.5, width: 160 }),
    [24, 182, 'Leveret', { size: 8.5 }], R(316, 182, '20. nov. 2026 kl. 19.47', { size: 8.5, width: 160 }),
    [24, 196, 'Leveret til', { size: 8.5 }], R(316, 196, 'Stefansgade 31, 3. th., 2200 København N', { size: 8.5, width: 200 }),
    [24, 216, '#RECT 292 0.6 #9ca3af'],
    [24, 230, '1 ×', { size: 9.5 }], [50, 230, 'Shoyu ramen', { size: 9.5 }], R(316, 230, '121,00 kr.', { size: 9.5 }),
    [50, 244, 'Ekstra æg (+12,00 kr.)', { size: 8 }],
    [24, 262, '1 ×', { size: 9.5 }], [50, 262, 'Ramune melon', { size: 9.5 }], R(316, 262, '25,00 kr.', { size: 9.5 }),
    [24, 280, '1 ×', { size: 9.5 }], [50, 280, 'Chiliolie', { size: 9.5 }], R(316, 280, '0,00 kr.', { size: 9.5 }),
    [24, 300, '#RECT 292 0.6 #9ca3af'],
    [24, 312, 'Varer i alt', { size: 9 }], R(316, 312, '146,00 kr.', { size: 9 }),
    [24, 328, 'Småordretillæg (minimum 150,00 kr.)', { size: 9 }], R(316, 328, '4,00 kr.', { size: 9 }),
    [24, 344, 'Levering', { size: 9 }], R(316, 344, '39,00 kr.', { size: 9 }),
    [24, 360, 'Servicegebyr', { size: 9 }], R(316, 360, '7,30 kr.', { size: 9 }),
    [24, 376, 'Rabat (kode HYGGE25)', { size: 9 }], R(316, 376, '-25,00 kr.', { size: 9 }),
    [24, 392, 'Drikkepenge til buddet (Ahmed)', { size: 9 }], R(316, 392, '10,00 kr.', { size: 9 }),
    [24, 410, '#RECT 292 0.6 #9ca3af'],
    [24, 422, 'I alt', { size: 13, bold: true }], R(316, 422, '181,30 kr.', { size: 13, bold: true }),
    [24, 442, 'Heraf moms 25 %', { size: 8.5 }], R(316, 442, '34,26 kr.', { size: 8.5 }),
    [24, 455, 'Drikkepenge er momsfri og går uafkortet til buddet.', { size: 7.5 }],
    [24, 482, 'Betaling', { size: 10, bold: true }],
    [24, 500, 'Dankort •••• 4471', { size: 9 }], R(316, 500, '181,30 kr.', { size: 9 }),
    [24, 514, 'Trukket 20. nov. 2026 kl. 19.12 · Transaktion 7F3A-0447', { size: 7.5 }],
    [20, 540, '#RECT 300 34 #ecfdf5'],
    [30, 547, 'Du har optjent 18 madløb-point', { size: 8.5, bold: true }],
    [30, 559, 'Saldo: 240 point · næste belønning ved 300 point', { size: 7.5 }],
    [24, 606, 'Kvittering udstedt af Madløb ApS · CVR-nr. 44718820', { size: 7 }],
    [24, 616, 'Vesterbrogade 149, 1620 København V · hjaelp@madlob.dk', { size: 7 }],
    [24, 626, 'Madløb ApS sælger maden i eget navn og leverer med egne bude.', { size: 7 }],
  ] },
];
