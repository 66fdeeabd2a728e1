// A sixteenth fresh batch of 16 hand-built documents (8 invoices, 8 receipts) in the format of
// documents.ts, written on 2026-11-24 blind to the engine: their author read only documents.ts,
// documents-fresh15.ts (for the format and the conventions, and to avoid repeating its themes and layouts) and
// render.ts (for the page, the fonts and the drawing commands), nothing under engine/, server/, data/, models/
// or test/ nor any other file under bench/, and ran neither the engine, the tests nor a benchmark (only the type
// check and a throwaway script outside the repository that renders these documents through render.ts's
// renderPdf, rasterises them with pdftoppm, and checks that no text overlaps other text, a rule or a box edge,
// or leaves the page, that right-aligned text fits its width, and that the arithmetic holds).
// The theme is new: EVERYDAY BUSINESS-TRAVEL AND SUBSCRIPTION EXPENSES that employees submit for reimbursement,
// as the real issuers print them, one locale each (de-AT, fr-FR, es-ES, it-IT, en-IE, en-US twice, en-AU, nl-NL,
// fr-BE, en-GB, pt-PT, de-DE, fr-CA, en-NZ, de-CH) with that locale's numbers (1.234,56; 1 234,56; 1,234.56;
// 1'234.56; € 1.234,56; 26,00 $) and dates; and the distractors such documents carry: check-in and check-out
// dates, booking, contract, reservation, ticket and PNR numbers, flight and train times, deposits and
// pre-authorisations, payments already made, previous bills, group totals, promotional credits, a next invoice's
// amount, loyalty points, odometer readings, a foreign-currency equivalent, TSE data, a lost-ticket charge.
// Invoices:
//  1. Austria (Innsbruck), A4: a hotel's Rechnung (folio) under a centred letterhead, the guest's address in the
//     window and a label column right (Rechnung Nr. 118204, 20.11.2026, Zimmer, Anreise 17.11.2026, Abreise
//     20.11.2026, Reservierungs-Nr.); a Datum / Leistung / Anz. / Einzelpreis / USt / Belastung / Zahlung table
//     with three nights of Logis, breakfasts, dinner, bar, minibar, garage and the Tyrolean Aufenthaltsabgabe
//     (3 × 3,00, not subject to VAT), an Anzahlung of 150,00 on 02.11.2026 and the final VISA payment 478,90 in
//     the Zahlung column; Summe 628,90 / 628,90; Gesamtbetrag EUR 628,90, bereits bezahlt, Offener Saldo EUR
//     0,00; a USt table (10 % 496,82 / 49,68, 20 % 61,17 / 12,23, Summe 557,99 / 61,91 / 619,90) and the
//     released pre-authorisation of EUR 400,00.
//  2. France (Lyon airport), A4: a car-rental close-out FACTURE in a dark top band (N° LYS-F-2611-004471); the
//     agency, a label column (19/11/2026, contract, reservation, customer code), the vehicle and a framed
//     "FACTURÉ À" box; DÉPART / RETOUR boxes with dates, odometer and fuel gauge (one-way Lyon to Marseille); a
//     fully ruled grid: 4 days × 46,00, CDW 4 × 14,50, one-way fee, airport surcharge, 18,40 l × 2,15 of fuel;
//     Total HT 405,56 €, TVA 20 % 81,11 €, a dark Total TTC 486,67 €, "Déjà réglé -486,67 €", Reste à payer
//     0,00 €; the 1 200,00 € deposit pre-authorisation released.
//  3. Spain, A4: an airline's FACTURA that is also the e-ticket receipt: a logo block, "Nº de factura:
//     2026-FV-0447182", "Fecha de expedición: 03/11/2026"; passenger, ticket number 447 2118204471 2, PNR
//     K7QZ4M, ticket issue date 02/11/2026, frequent-flyer card; a dark itinerary table (17/11 and 20/11/2026);
//     fare, YQ surcharge, 2 seats at IVA 10 %, airport charges JD Madrid, JD Barcelona and QV 2 × 5,85 as "N/S";
//     Base imponible 190,00, Cuota IVA 10 % 19,00, Tasas y cargos no sujetos 34,67, TOTAL FACTURA 243,67 €.
//  4. Italy, A4: a high-speed rail operator's FATTURA as the courtesy copy of the SdI e-invoice: Cedente /
//     Prestatore and Cessionario / Committente boxes, a row of labelled boxes (TD01, Numero documento
//     FCI/26/0118204, Data documento 14/11/2026, Codice PNR); two Business tickets and a rebooking supplement at
//     aliquota 10,00; the Riepiloghi IVA table, Totale imponibile 164,50, Totale IVA 16,45, Totale documento
//     (EUR) 180,95; payment by card (PAGATO); the journey table with coaches, seats, ticket numbers and a QR.
//  5. Ireland, A4: a SaaS company's Stripe-style Invoice (4F1C2A9B-0017, issued and due 21 November 2026) to a
//     Dutch B.V.: Team plan 12 seats × €18.00, an add-on, and the proration credit "Unused time on Starter plan"
//     1 × -€27.00; Subtotal and Total excluding VAT €238.00, "VAT (0% – reverse charge) €0.00", Total €238.00,
//     Amount paid €238.00, Amount due €0.00; a green PAID stamp, "€238.00 paid on 21 November 2026", the next
//     invoice's €265.00, the Article 196 note and a payment history with a receipt number.
//  6. United States, Letter: a cloud provider's usage Invoice (1182044719, November 2, 2026, due December 2,
//     2026, billing period October): three summary boxes, then service groups whose bold heading rows carry the
//     group's total (Compute $158.10 …) over usage lines with quantities, units and four-decimal rates (744 Hrs ×
//     $0.0425, 1,240 GB-Mo × $0.0230, a free-tier line 100 GB × $0.0000 = $0.00); Subtotal $394.55, Credits
//     (PROMO-STARTUP-2026) -$50.00, "Sales tax (WA 10.25% on $344.55)" $35.32, Total due (USD) $379.87; autopay.
//  7. Australia, A4: a mobile carrier's Tax Invoice (0004471820, 14 November 2026, due 28/11/2026) in a purple
//     band; four summary boxes (Previous bill $96.40, Payment received –$96.40, New charges $133.30, Total amount
//     due $133.30); the plan, a roaming day pass 3 × $10.00, overseas calls 14 × $0.95 and a data top-up, all
//     GST-inclusive; "GST included in new charges $12.12", Balance carried forward $0.00; usage; a BPAY
//     tear-off slip below a dashed line repeating the amount and due date.
//  8. Netherlands, A4: a conference organiser's FACTUUR (DD26-0447, 03-11-2026, vervaldatum 17-11-2026) with the
//     letterhead right-aligned under a logo block and the customer in the address window; a dark-headed table
//     with striped rows: two early-bird tickets, a workshop, two dinners at 9 % and a discount row "Korting
//     partnercode PARTNER10" € -119,00; Subtotaal excl. btw € 1.476,00, Btw 21% over € 1.346,00 € 282,66, Btw 9%
//     € 11,70, Totaal btw € 294,36, Totaal te betalen € 1.770,36; cancellation and transfer dates.
// Receipts:
//  9. United States, an e-receipt page (340 × 640): a ride-hailing receipt, "November 18, 2026", Total $100.41 at
//     the top, Trip fare, Booking fee, Tolls, Airport surcharge, a Tip $13.00, Visa ••••1234, a released $95.00
//     hold, a drawn route map, pickup and drop-off times and addresses, the driver, the legal name in the footer.
// 10. Belgium (Brussels), a receipt-book slip (283 × 400): a taxi company's stamp box, bilingual "REÇU –
//     KWITANTIE" with a pre-printed N° 004471, and every value written in by hand on the lines (19/11/26, the
//     route, Prix de la course 48,50 €, Pourboire 3,50 €, TOTAL 52,00 €), the "espèces" box ticked, "Prix TVA 6 %
//     comprise" printed without an amount.
// 11. England (Leeds), 80 mm: a multi-storey car park's VAT RECEIPT: ticket number, Entry 18/11/2026 08:12, Paid
//     19/11/2026 17:48, Exit by, duration, tariff band, Parking fee £27.50, TOTAL £27.50, contactless Mastercard;
//     a VAT table 20% £22.92 / £4.58 / £27.50; card data, the ticket's barcode, a lost-ticket charge £40.00.
// 12. Portugal, 58 mm: a motorway toll's FATURA SIMPLIFICADA with ATCUD, "Data: 19-11-2026 08:41", entry and exit
//     junctions with the entry time 07:58, classe 1, Portagem Classe 1 9,85 €, TOTAL 9,85 €, Cartão de débito,
//     Incidência 8,01 €, IVA incluído 23% 1,84 €, the customer company's NIF, a QR, the certified-software line.
// 13. Germany (Munich), 80 mm: an inn's bill for a business lunch: quantities with "à" unit prices under them,
//     A / B tax codes (food 7 %, drinks 19 %), SUMME EUR 107,20, Trinkgeld 10,80, Gesamt 118,00, girocard
//     118,00; a MwSt table (Summe 97,03 / 10,17 / 107,20); TSE data with ISO timestamps; the Bewirtungsbeleg
//     block filled in by hand; the card terminal's Kundenbeleg below a dashed line (Betrag EUR 118,00).
// 14. Canada (Montréal), 58 mm: a café's receipt from an "inc.", 2026-11-18 08:14, four lines (one
//     "@ 2,25 ch."), Sous-total 26,00 $, TPS 5 % 1,30 $, TVQ 9,975 % 2,59 $, TOTAL 29,89 $, Interac; the TPS and
//     TVQ registration numbers, the approved-transaction slip, a loyalty card.
// 15. New Zealand (Wellington), A5: a coworking space's TAX RECEIPT (receipt no. HH-R-004471, 18/11/2026):
//     day pass, meeting room 2 h × $35.00, colour printing 24 × $0.50, 2 coffees; Total (incl. GST) $138.00, GST
//     (15%) included $18.00, Amount paid, Balance $0.00; Visa; a Flex membership upsell "from $329.00 + GST".
// 16. Switzerland (Bern), 80 mm: a filling station's QUITTUNG (20.11.2026 16:22): "Bleifrei 95 (Säule 4)" with
//     "38.42 l x 1.869 CHF/l" under it, two shop articles, TOTAL CHF 78.91, Visa; "Gegenwert EUR 84.20 (Kurs
//     0.9372)"; an MWST table A 8.1 % 5.38 / B 2.6 % 0.18 / Total 73.35 / 5.56 / 78.91; the terminal's slip.
// Date forms: 20.11.2026 with 02.11.2026 … 17.11.2026; 19/11/2026 with 16/11/2026; 03/11/2026 with 02/11/2026,
// 17/11/2026 and 20/11/2026; 14/11/2026 with 17/11/2026 and 19/11/2026; "21 November 2026" (day first) with
// "21 Nov – 20 Dec 2026"; "November 2, 2026" (month first) with "Dec 2, 2026" and "Oct 1 – Oct 31, 2026";
// "14 November 2026" with 28/11/2026, 14/10/2026 and 20/10/2026; 03-11-2026 with 17-11-2026; on receipts
// "November 18, 2026" with "11/18/26 7:31 AM", a handwritten "19/11/26", 19/11/2026 17:48 with 18/11/2026 08:12,
// "19-11-2026 08:41", "19.11.2026 13:47" with TSE "2026-11-19T13:47:22.000", "2026-11-18 08:14" with
// "2026/11/18 08:14:52", 18/11/2026 and "20.11.2026 16:22". Once the engine has been fixed on any of them they
// are a development set like documents.ts, and stop measuring anything unbiased.
// Conventions as fresh15: `expect` lists only fields the printed text makes certain; subtotal is the document's
// own printed pre-tax subtotal and is left out where none is printed as one figure and on tax-inclusive
// receipts; tax is the VAT / GST / sales tax the document charges or states as included, as one printed figure;
// the total is what the customer pays for this document: a deposit, a payment already made or a previous bill
// is not subtracted from it, and a tip the customer adds is in it. `items` lists every billed line of the item
// table exactly as printed, null where a quantity or unit price is not printed (on receipts a line with the
// quantity 1 and no "à" / "@" price has a null unit price); a discount or credit printed among the lines is an
// item, one printed under the subtotal is not. paymentMethod is the payment TYPE, on receipts only: card
// (Visa, Mastercard, girocard, Interac, cartão de débito) or cash (espèces). Receipts carry no invoiceNumber.
// Decided here for new cases: a tourist or city tax (the Tyrolean Aufenthaltsabgabe) and airport charges (JD,
// QV) are billed lines, so items, and part of the total, but not tax, which is only the VAT; the hotel and the
// airline therefore have no subtotal (their Netto / Base imponible covers only the VAT-able part). The hotel's
// payment rows (Anzahlung, Zahlung) are not items, and its total is the Gesamtbetrag 628,90, not the Offener
// Saldo 0,00; the car rental's total is the Total TTC, not "Reste à payer 0,00 €", and its fuel line gives
// litres and the price per litre. The airline's invoiceNumber is the Nº de factura, not the ticket number or
// the PNR, and its date the invoice's Fecha de expedición, not the ticket's issue date or a flight date. The
// SaaS invoice's tax is the printed 0.00 of the reverse charge, its total €238.00 though "Amount due €0.00",
// its dueDate the printed Date due, and its proration credit an item with a negative unit price. The cloud
// invoice's group heading rows with their totals are not items, its subtotal is the Subtotal before the
// promotional credit (printed under it, so no item) and its total Subtotal − credit + tax. The phone bill's
// total is the new charges (the previous bill was paid, Balance carried forward $0.00) and its tax the GST
// included. The ride-hailing fare breakdown lines are items without quantity or price; the tip is not an item
// on any receipt. The taxi slip has no items (no item table, only form fields) and no tax (6 % is stated without
// an amount); its tip and total are the handwritten Pourboire and TOTAL, its payment the ticked espèces box.
// The car park's invoiceDate is the payment date 19/11/2026, not the entry date. The Munich lunch's tax is the
// MwSt Summe 10,17, its tip the Trinkgeld and its total the Gesamt 118,00 (SUMME EUR 107,20 is the bill before
// the tip, not a subtotal, the receipt being tax-inclusive). The Québec café has a subtotal (Sous-total 26,00
// before tax) but no tax, since TPS and TVQ are printed separately with no combined figure. The Swiss fuel line's
// amount is the rounded product, its tax the MWST Total 5.56, its currency CHF, not the EUR equivalent. The
// vendor is the issuing business in its most complete printed form, the legal name under a trade name
// (Nordkette Hotelbetriebs GmbH, Lumière Location de Véhicules SAS, Alas del Mediterráneo, S.A., Glide Mobility
// Technologies, Inc., Isarbogen Gastronomie GmbH, Les Cafés Mile-Ouest inc., Aare Mobil AG …).
import { R, qr, barcode, dashes } from './cells.js';
import type { Cell, ProbeDocument } from './documents.js';

/** A framed box with a small label over its value, as the grid of an Italian courtesy copy prints them. */
function field(x: number, y: number, w: number, h: number, label: string, value: string, o: Cell[3] = {}): Cell[] {
  return [[x, y, `#RECT ${w} ${h} black stroke`], [x + 4, y + 3, label, { size: 6 }], [x + 4, y + 13, value, { size: 8.5, ...o }]];
}

export const FRESH16_DOCUMENTS: ProbeDocument[] = [

  // Innsbruck hotel's Rechnung (A4): "HOTEL NORDKETTE" centred, the sender line over the guest's address in the
  // window, a label column (Rechnung Nr. 118204, Rechnungsdatum 20.11.2026, Zimmer 512, Anreise, Abreise, Nächte
  // / Personen, Reservierungs-Nr., Kassa); the folio table in date order with the 02.11.2026 Anzahlung and the
  // final VISA Zahlung in their own column, eleven charge lines, Aufenthaltsabgabe 3 × 3,00 with "–" for its USt;
  // Summe 628,90 / 628,90; Gesamtbetrag, bereits bezahlt, a shaded Offener Saldo EUR 0,00; the USt table 10 % /
  // 20 % / Summe and the Aufenthaltsabgabe "nicht umsatzsteuerbar"; the released pre-authorisation; the company
  // footer.
  { name: 'hotel-at-innsbruck-hotelrechnung-folio-datum-spalte-belastung-zahlung-logis-fruehstueck-minibar-garage-aufenthaltsabgabe-nicht-steuerbar-anzahlung-saldo-null-ust-10-und-20', kind: 'invoice', expect: { vendorName: 'Nordkette Hotelbetriebs GmbH', invoiceNumber: '118204', invoiceDate: '2026-11-20', tax: 61.91, total: 628.9, currency: 'EUR' },
    items: [['Logis Superior Einzelzimmer', 1, 142, 142], ['Frühstück vom Buffet', 1, 22, 22], ['Logis Superior Einzelzimmer', 1, 142, 142], ['Frühstück vom Buffet', 1, 22, 22],
      ['Restaurant Gipfelstube – Speisen', 1, 38.5, 38.5], ['Hotelbar – Getränke', 2, 6.4, 12.8], ['Logis Superior Einzelzimmer (Messetarif)', 1, 158, 158], ['Frühstück vom Buffet', 1, 22, 22],
      ['Minibar', 3, 4.2, 12.6], ['Tiefgarage', 3, 16, 48], ['Aufenthaltsabgabe (3 Nächte × 1 Person)', 3, 3, 9]], cells: [
    [194, 38, 'HOTEL NORDKETTE', { size: 21, bold: true }],
    [244.5, 64, 'Innsbruck · Tirol · Österreich', { size: 8.5 }],
    [50, 82, '#RECT 495 0.6 black'],
    [50, 100, 'Nordkette Hotelbetriebs GmbH · Innrain 24 · 6020 Innsbruck', { size: 6.5 }],
    [50, 108, '#RECT 200 0.4 black'],
    [50, 118, 'Feldmann Consulting GmbH', { size: 9.5, bold: true }],
    [50, 132, 'Herrn Jonas Albrecht', { size: 9.5 }],
    [50, 146, 'Kaiserstraße 41', { size: 9.5 }],
    [50, 160, '60329 Frankfurt am Main', { size: 9.5 }],
    [50, 174, 'Deutschland', { size: 9.5 }],
    [340, 100, 'Rechnung Nr.', { size: 8.5 }], [450, 100, '118204', { size: 8.5, bold: true }],
    [340, 113, 'Rechnungsdatum', { size: 8.5 }], [450, 113, '20.11.2026', { size: 8.5 }],
    [340, 126, 'Zimmer', { size: 8.5 }], [450, 126, '512', { size: 8.5 }],
    [340, 139, 'Anreise', { size: 8.5 }], [450, 139, '17.11.2026', { size: 8.5 }],
    [340, 152, 'Abreise', { size: 8.5 }], [450, 152, '20.11.2026', { size: 8.5 }],
    [340, 165, 'Nächte / Personen', { size: 8.5 }], [450, 165, '3 / 1', { size: 8.5 }],
    [340, 178, 'Reservierungs-Nr.', { size: 8.5 }], [450, 178, '88204471', { size: 8.5 }],
    [340, 191, 'Kassa / Mitarbeiter', { size: 8.5 }], [450, 191, 'FO 2 / S. Haller', { size: 8.5 }],
    [50, 222, 'Rechnung', { size: 16, bold: true }], R(545, 227, 'Seite 1 von 1', { size: 8 }),
    [50, 246, 'Sehr geehrter Herr Albrecht, vielen Dank für Ihren Aufenthalt. Wir erlauben uns, folgende Leistungen zu verrechnen:', { size: 8.5 }],
    [50, 266, '#RECT 495 0.8 black'],
    [50, 272, 'Datum', { size: 7.5, bold: true }], [105, 272, 'Leistung', { size: 7.5, bold: true }], R(325, 272, 'Anz.', { size: 7.5, bold: true }),
    R(385, 272, 'Einzelpreis', { size: 7.5, bold: true }), R(418, 272, 'USt', { size: 7.5, bold: true }), R(480, 272, 'Belastung', { size: 7.5, bold: true }), R(545, 272, 'Zahlung', { size: 7.5, bold: true }),
    [50, 285, '#RECT 495 0.5 black'],
    [50, 292, '02.11.2026', { size: 8 }], [105, 292, 'Anzahlung VISA ****4471', { size: 8 }], R(545, 292, '150,00', { size: 8 }),
    [50, 306, '17.11.2026', { size: 8 }], [105, 306, 'Logis Superior Einzelzimmer', { size: 8 }], R(325, 306, '1', { size: 8 }), R(385, 306, '142,00', { size: 8 }), R(418, 306, '10 %', { size: 8 }), R(480, 306, '142,00', { size: 8 }),
    [50, 320, '18.11.2026', { size: 8 }], [105, 320, 'Frühstück vom Buffet', { size: 8 }], R(325, 320, '1', { size: 8 }), R(385, 320, '22,00', { size: 8 }), R(418, 320, '10 %', { size: 8 }), R(480, 320, '22,00', { size: 8 }),
    [50, 334, '18.11.2026', { size: 8 }], [105, 334, 'Logis Superior Einzelzimmer', { size: 8 }], R(325, 334, '1', { size: 8 }), R(385, 334, '142,00', { size: 8 }), R(418, 334, '10 %', { size: 8 }), R(480, 334, '142,00', { size: 8 }),
    [50, 348, '19.11.2026', { size: 8 }], [105, 348, 'Frühstück vom Buffet', { size: 8 }], R(325, 348, '1', { size: 8 }), R(385, 348, '22,00', { size: 8 }), R(418, 348, '10 %', { size: 8 }), R(480, 348, '22,00', { size: 8 }),
    [50, 362, '19.11.2026', { size: 8 }], [105, 362, 'Restaurant Gipfelstube – Speisen', { size: 8 }], R(325, 362, '1', { size: 8 }), R(385, 362, '38,50', { size: 8 }), R(418, 362, '10 %', { size: 8 }), R(480, 362, '38,50', { size: 8 }),
    [50, 376, '19.11.2026', { size: 8 }], [105, 376, 'Hotelbar – Getränke', { size: 8 }], R(325, 376, '2', { size: 8 }), R(385, 376, '6,40', { size: 8 }), R(418, 376, '20 %', { size: 8 }), R(480, 376, '12,80', { size: 8 }),
    [50, 390, '19.11.2026', { size: 8 }], [105, 390, 'Logis Superior Einzelzimmer (Messetarif)', { size: 8 }], R(325, 390, '1', { size: 8 }), R(385, 390, '158,00', { size: 8 }), R(418, 390, '10 %', { size: 8 }), R(480, 390, '158,00', { size: 8 }),
    [50, 404, '20.11.2026', { size: 8 }], [105, 404, 'Frühstück vom Buffet', { size: 8 }], R(325, 404, '1', { size: 8 }), R(385, 404, '22,00', { size: 8 }), R(418, 404, '10 %', { size: 8 }), R(480, 404, '22,00', { size: 8 }),
    [50, 418, '20.11.2026', { size: 8 }], [105, 418, 'Minibar', { size: 8 }], R(325, 418, '3', { size: 8 }), R(385, 418, '4,20', { size: 8 }), R(418, 418, '20 %', { size: 8 }), R(480, 418, '12,60', { size: 8 }),
    [50, 432, '20.11.2026', { size: 8 }], [105, 432, 'Tiefgarage', { size: 8 }], R(325, 432, '3', { size: 8 }), R(385, 432, '16,00', { size: 8 }), R(418, 432, '20 %', { size: 8 }), R(480, 432, '48,00', { size: 8 }),
    [50, 446, '20.11.2026', { size: 8 }], [105, 446, 'Aufenthaltsabgabe (3 Nächte × 1 Person)', { size: 8 }], R(325, 446, '3', { size: 8 }), R(385, 446, '3,00', { size: 8 }), R(418, 446, '–', { size: 8 }), R(480, 446, '9,00', { size: 8 }),
    [50, 460, '20.11.2026', { size: 8 }], [105, 460, 'Zahlung VISA ****4471', { size: 8 }], R(545, 460, '478,90', { size: 8 }),
    [50, 475, '#RECT 495 0.5 black'],
    [105, 481, 'Summe', { size: 8, bold: true }], R(480, 481, '628,90', { size: 8, bold: true }), R(545, 481, '628,90', { size: 8, bold: true }),
    [340, 512, 'Gesamtbetrag', { size: 9, bold: true }], R(545, 512, 'EUR 628,90', { size: 9, bold: true }),
    [340, 526, 'bereits bezahlt', { size: 8.5 }], R(545, 526, 'EUR 628,90', { size: 8.5 }),
    [335, 538, '#RECT 215 19 #e5e7eb'],
    [340, 543, 'Offener Saldo', { size: 9, bold: true }], R(545, 543, 'EUR 0,00', { size: 9, bold: true }),
    [50, 512, 'USt-Satz', { size: 7.5, bold: true }], R(165, 512, 'Netto', { size: 7.5, bold: true }), R(215, 512, 'USt', { size: 7.5, bold: true }), R(275, 512, 'Brutto', { size: 7.5, bold: true }),
    [50, 523, '#RECT 225 0.4 black'],
    [50, 528, '10 %', { size: 8 }], R(165, 528, '496,82', { size: 8 }), R(215, 528, '49,68', { size: 8 }), R(275, 528, '546,50', { size: 8 }),
    [50, 540, '20 %', { size: 8 }], R(165, 540, '61,17', { size: 8 }), R(215, 540, '12,23', { size: 8 }), R(275, 540, '73,40', { size: 8 }),
    [50, 552, '#RECT 225 0.4 black'],
    [50, 557, 'Summe', { size: 8, bold: true }], R(165, 557, '557,99', { size: 8, bold: true }), R(215, 557, '61,91', { size: 8, bold: true }), R(275, 557, '619,90', { size: 8, bold: true }),
    [50, 573, 'Aufenthaltsabgabe (nicht umsatzsteuerbar): EUR 9,00', { size: 7.5 }],
    [50, 604, 'Die Aufenthaltsabgabe wird nach dem Tiroler Aufenthaltsabgabegesetz für das Land Tirol eingehoben und unterliegt nicht der Umsatzsteuer.', { size: 7.5 }],
    [50, 615, 'Die bei der Anreise am 17.11.2026 vorgenommene Kreditkarten-Vorautorisierung über EUR 400,00 wurde freigegeben.', { size: 7.5 }],
    [50, 626, 'Zahlungsart: VISA ****4471. Der Rechnungsbetrag ist vollständig beglichen.', { size: 7.5 }],
    [50, 650, 'Wir freuen uns, Sie bald wieder bei uns begrüßen zu dürfen.', { size: 8.5 }],
    [50, 664, 'Ihr Team vom Hotel Nordkette', { size: 8.5 }],
    [50, 778, '#RECT 495 0.4 black'],
    [142, 786, 'Nordkette Hotelbetriebs GmbH · Innrain 24 · 6020 Innsbruck · Tel. +43 512 447 182 · info@hotel-nordkette.at', { size: 6.5 }],
    [114.5, 796, 'Firmenbuch FN 344718 b, Landesgericht Innsbruck · UID ATU64471820 · Tiroler Sparkasse · IBAN AT44 2050 3033 0118 2044', { size: 6.5 }],
  ] },

  // French airport car-rental close-out FACTURE (A4): LUMIÈRE RENT, FACTURE and N° LYS-F-2611-004471 in a dark
  // band; the agency, a label column (Date de facture 19/11/2026, N° de contrat, N° de réservation, Code client),
  // the vehicle and a framed FACTURÉ À box; DÉPART / RETOUR boxes with shaded headings (16/11 08:40, 12 447 km,
  // 8/8; 19/11 17:15, 12 918 km, 5/8); a fully ruled grid Désignation / Qté / P.U. HT / TVA / Montant HT; Total
  // HT, TVA 20 %, a dark Total TTC 486,67 €, Déjà réglé -486,67 €, Reste à payer 0,00 €; the deposit note; the
  // legal footer.
  { name: 'location-voiture-fr-facture-cloture-contrat-bandeau-sombre-depart-retour-jours-x-tarif-rachat-franchise-frais-abandon-supplement-aeroport-carburant-tva-20-preautorisation', kind: 'invoice', expect: { vendorName: 'Lumière Location de Véhicules SAS', invoiceNumber: 'LYS-F-2611-004471', invoiceDate: '2026-11-19', subtotal: 405.56, tax: 81.11, total: 486.67, currency: 'EUR' },
    items: [['Location – tarif journalier Business Flex', 4, 46, 184], ['Rachat de franchise dommages (CDW)', 4, 14.5, 58], ["Frais d'abandon – aller simple LYS / XRF", 1, 85, 85],
      ['Supplément agence aéroport', 1, 39, 39], ['Complément carburant 3/8 (gazole, litres)', 18.4, 2.15, 39.56]], cells: [
    [0, 0, '#RECT 595 72 #0f172a'],
    [40, 20, 'LUMIÈRE RENT', { size: 20, bold: true, width: -1 }],
    [40, 46, 'Location de voitures et utilitaires', { size: 8.5, width: -1 }],
    R(555, 20, 'FACTURE', { size: 18, bold: true, width: -1 }),
    R(555, 46, 'N° LYS-F-2611-004471', { size: 9, bold: true, width: -1 }),
    [40, 88, 'Lumière Location de Véhicules SAS', { size: 9, bold: true }],
    [40, 100, 'Agence Lyon Saint-Exupéry Aéroport – Zone Loueurs', { size: 8 }],
    [40, 111, '69125 Colombier-Saugnieu · Tél. 04 72 44 71 82', { size: 8 }],
    [40, 122, 'lyon.aeroport@lumiere-rent.fr', { size: 8 }],
    [360, 88, 'Date de facture', { size: 8.5 }], R(555, 88, '19/11/2026', { size: 8.5 }),
    [360, 101, 'N° de contrat', { size: 8.5 }], R(555, 101, 'RA-7718204', { size: 8.5 }),
    [360, 114, 'N° de réservation', { size: 8.5 }], R(555, 114, 'LMR-55K2Q9', { size: 8.5 }),
    [360, 127, 'Code client', { size: 8.5 }], R(555, 127, 'C-0044718', { size: 8.5 }),
    [330, 148, '#RECT 225 74 black stroke'],
    [338, 154, 'FACTURÉ À', { size: 7, bold: true }],
    [338, 166, 'Alpine Conseil SARL', { size: 9.5, bold: true }],
    [338, 180, "À l'attention de Mme Claire Duval", { size: 8.5 }],
    [338, 192, '14 rue de la République', { size: 8.5 }],
    [338, 204, '38000 Grenoble · TVA FR61447182046', { size: 8.5 }],
    [40, 154, 'VÉHICULE', { size: 7, bold: true }],
    [40, 166, 'Peugeot 308 SW BlueHDi 130 – catégorie CDMR', { size: 8.5 }],
    [40, 178, 'Immatriculation : GH-447-KZ', { size: 8.5 }],
    [40, 190, 'Conducteur : Claire Duval (permis n° 12AB44718)', { size: 8.5 }],
    [40, 202, 'Kilométrage illimité · Tarif Business Flex', { size: 8.5 }],
    [41, 237, '#RECT 253 14 #e5e7eb'], [301, 237, '#RECT 253 14 #e5e7eb'],
    [40, 236, '#RECT 255 62 black stroke'], [300, 236, '#RECT 255 62 black stroke'],
    [46, 240, 'DÉPART', { size: 7.5, bold: true }],
    [46, 256, 'Lyon Saint-Exupéry Aéroport (LYS)', { size: 8.5 }],
    [46, 269, 'Le 16/11/2026 à 08:40', { size: 8.5 }],
    [46, 282, 'Compteur : 12 447 km · Carburant : 8/8', { size: 8.5 }],
    [306, 240, 'RETOUR', { size: 7.5, bold: true }],
    [306, 256, 'Marseille Gare Saint-Charles (XRF)', { size: 8.5 }],
    [306, 269, 'Le 19/11/2026 à 17:15', { size: 8.5 }],
    [306, 282, 'Compteur : 12 918 km · Carburant : 5/8', { size: 8.5 }],
    [40, 308, 'Distance parcourue : 471 km · Durée : 3 j 8 h 35 min, facturée 4 jours (tranches de 24 h)', { size: 8 }],
    [40, 330, '#RECT 515 18 #e5e7eb'],
    [40, 330, '#RECT 515 108 black stroke'],
    [40, 348, '#RECT 515 0 black stroke'], [40, 366, '#RECT 515 0 black stroke'], [40, 384, '#RECT 515 0 black stroke'], [40, 402, '#RECT 515 0 black stroke'], [40, 420, '#RECT 515 0 black stroke'],
    [300, 330, '#RECT 0 108 black stroke'], [345, 330, '#RECT 0 108 black stroke'], [420, 330, '#RECT 0 108 black stroke'], [460, 330, '#RECT 0 108 black stroke'],
    [46, 335, 'Désignation', { size: 7.5, bold: true }], R(340, 335, 'Qté', { size: 7.5, bold: true }), R(414, 335, 'P.U. HT', { size: 7.5, bold: true }),
    R(455, 335, 'TVA', { size: 7.5, bold: true }), R(549, 335, 'Montant HT', { size: 7.5, bold: true }),
    [46, 353, 'Location – tarif journalier Business Flex', { size: 8.5 }], R(340, 353, '4', { size: 8.5 }), R(414, 353, '46,00', { size: 8.5 }), R(455, 353, '20 %', { size: 8.5 }), R(549, 353, '184,00', { size: 8.5 }),
    [46, 371, 'Rachat de franchise dommages (CDW)', { size: 8.5 }], R(340, 371, '4', { size: 8.5 }), R(414, 371, '14,50', { size: 8.5 }), R(455, 371, '20 %', { size: 8.5 }), R(549, 371, '58,00', { size: 8.5 }),
    [46, 389, "Frais d'abandon – aller simple LYS / XRF", { size: 8.5 }], R(340, 389, '1', { size: 8.5 }), R(414, 389, '85,00', { size: 8.5 }), R(455, 389, '20 %', { size: 8.5 }), R(549, 389, '85,00', { size: 8.5 }),
    [46, 407, 'Supplément agence aéroport', { size: 8.5 }], R(340, 407, '1', { size: 8.5 }), R(414, 407, '39,00', { size: 8.5 }), R(455, 407, '20 %', { size: 8.5 }), R(549, 407, '39,00', { size: 8.5 }),
    [46, 425, 'Complément carburant 3/8 (gazole, litres)', { size: 8.5 }], R(340, 425, '18,40', { size: 8.5 }), R(414, 425, '2,15', { size: 8.5 }), R(455, 425, '20 %', { size: 8.5 }), R(549, 425, '39,56', { size: 8.5 }),
    [360, 452, 'Total HT', { size: 8.5 }], R(549, 452, '405,56 €', { size: 8.5 }),
    [360, 466, 'TVA 20 %', { size: 8.5 }], R(549, 466, '81,11 €', { size: 8.5 }),
    [355, 479, '#RECT 200 20 #0f172a'],
    [360, 484, 'Total TTC', { size: 10, bold: true, width: -1 }], R(549, 484, '486,67 €', { size: 10, bold: true, width: -1 }),
    [360, 508, 'Déjà réglé (CB ****2291)', { size: 8.5 }], R(549, 508, '-486,67 €', { size: 8.5 }),
    [360, 522, 'Reste à payer', { size: 9, bold: true }], R(549, 522, '0,00 €', { size: 9, bold: true }),
    [40, 452, 'Dépôt de garantie : pré-autorisation de 1 200,00 € du 16/11/2026,', { size: 7.5 }],
    [40, 462, 'libérée le 19/11/2026.', { size: 7.5 }],
    [40, 476, 'Règlement par carte MASTERCARD ****2291 le 19/11/2026.', { size: 7.5 }],
    [40, 490, 'Véhicule restitué sans dommage (état des lieux signé).', { size: 7.5 }],
    [154.5, 784, 'Lumière Location de Véhicules SAS au capital de 250 000 € · Siège : 18 quai Perrache, 69002 Lyon', { size: 6.5 }],
    [140, 794, 'RCS Lyon 812 447 182 · SIRET 812 447 182 00034 · TVA intracommunautaire FR27812447182 · APE 7711A', { size: 6.5 }],
    [99, 804, "En cas de retard de paiement : pénalités au taux de 3 fois le taux d'intérêt légal et indemnité forfaitaire de 40 € pour frais de recouvrement.", { size: 6.5 }],
  ] },

  // Spanish airline's FACTURA and e-ticket receipt (A4): an "AM" logo block, the trade name over the S.A. with
  // CIF; FACTURA, Nº de factura 2026-FV-0447182, Fecha de expedición 03/11/2026; a grey banner, passenger /
  // ticket / PNR / ticket-issue / loyalty labels and the customer S.L.; a dark-headed itinerary (AM 1184
  // 17/11/2026, AM 1193 20/11/2026); the invoice lines with thin grey rules, IVA 10 % or N/S; Base imponible,
  // Cuota IVA, Tasas y cargos no sujetos, a red TOTAL FACTURA 243,67 €, card and amount charged; notes on the
  // reduced rate and the Aena charges.
  { name: 'aerolinea-es-factura-recibo-billete-electronico-itinerario-tarifa-recargo-yq-asiento-tasas-aeroportuarias-no-sujetas-iva-10-numero-billete-localizador', kind: 'invoice', expect: { vendorName: 'Alas del Mediterráneo, S.A.', invoiceNumber: '2026-FV-0447182', invoiceDate: '2026-11-03', tax: 19, total: 243.67, currency: 'EUR' },
    items: [['Tarifa aérea MAD-BCN-MAD (Flex)', 1, 142, 142], ['Recargo del transportista (YQ)', 1, 24, 24], ['Selección de asiento 7A / 9C', 2, 12, 24],
      ['Tasa aeroportuaria JD Madrid-Barajas', null, null, 12.35], ['Tasa aeroportuaria JD Barcelona-El Prat', null, null, 10.62], ['Tasa de seguridad QV', 2, 5.85, 11.7]], cells: [
    [40, 36, '#RECT 46 46 #b91c1c'],
    [50, 51, 'AM', { size: 17, bold: true, width: -1 }],
    [96, 38, 'Alas del Mediterráneo', { size: 17, bold: true }],
    [96, 60, 'Alas del Mediterráneo, S.A. · CIF A-08447182', { size: 8 }],
    [96, 71, 'Av. de la Hispanidad 12, 28042 Madrid · www.alasmed.es', { size: 8 }],
    R(555, 38, 'FACTURA', { size: 18, bold: true }),
    R(555, 62, 'Nº de factura: 2026-FV-0447182', { size: 9, bold: true, width: 200 }),
    R(555, 75, 'Fecha de expedición: 03/11/2026', { size: 8.5, width: 200 }),
    [40, 98, '#RECT 515 20 #e5e7eb'],
    [46, 104, 'RECIBO DEL BILLETE ELECTRÓNICO E ITINERARIO', { size: 9, bold: true }],
    [40, 130, 'Pasajero', { size: 7.5, bold: true }], [150, 130, 'GARCÍA LÓPEZ / MARTA SRA.', { size: 8.5 }],
    [40, 143, 'Nº de billete', { size: 7.5, bold: true }], [150, 143, '447 2118204471 2', { size: 8.5 }],
    [40, 156, 'Localizador (PNR)', { size: 7.5, bold: true }], [150, 156, 'K7QZ4M', { size: 8.5 }],
    [40, 169, 'Emisión del billete', { size: 7.5, bold: true }], [150, 169, '02/11/2026 · MAD-WEB', { size: 8.5 }],
    [40, 182, 'Tarjeta AlasClub', { size: 7.5, bold: true }], [150, 182, 'AC 4471 8204 (Plata)', { size: 8.5 }],
    [330, 130, 'Datos del cliente', { size: 7.5, bold: true }],
    [330, 143, 'Ingeniería Valdés y Asociados, S.L.', { size: 8.5 }],
    [330, 156, 'CIF B-28118204', { size: 8.5 }],
    [330, 169, 'C/ de Serrano 118, 4º', { size: 8.5 }],
    [330, 182, '28006 Madrid', { size: 8.5 }],
    [40, 204, '#RECT 515 16 #1f2937'],
    [46, 208, 'Vuelo', { size: 7.5, bold: true, width: -1 }], [96, 208, 'Fecha', { size: 7.5, bold: true, width: -1 }], [156, 208, 'Origen', { size: 7.5, bold: true, width: -1 }],
    [266, 208, 'Destino', { size: 7.5, bold: true, width: -1 }], [376, 208, 'Salida', { size: 7.5, bold: true, width: -1 }], [416, 208, 'Llegada', { size: 7.5, bold: true, width: -1 }],
    [460, 208, 'Clase', { size: 7.5, bold: true, width: -1 }], [510, 208, 'Estado', { size: 7.5, bold: true, width: -1 }],
    [46, 226, 'AM 1184', { size: 8 }], [96, 226, '17/11/2026', { size: 8 }], [156, 226, 'Madrid (MAD) T4', { size: 8 }], [266, 226, 'Barcelona (BCN) T1', { size: 8 }],
    [376, 226, '07:30', { size: 8 }], [416, 226, '08:45', { size: 8 }], [460, 226, 'Y · Flex', { size: 8 }], [510, 226, 'OK', { size: 8 }],
    [46, 240, 'AM 1193', { size: 8 }], [96, 240, '20/11/2026', { size: 8 }], [156, 240, 'Barcelona (BCN) T1', { size: 8 }], [266, 240, 'Madrid (MAD) T4', { size: 8 }],
    [376, 240, '19:10', { size: 8 }], [416, 240, '20:30', { size: 8 }], [460, 240, 'Y · Flex', { size: 8 }], [510, 240, 'OK', { size: 8 }],
    [40, 257, 'Franquicia de equipaje: 1 pieza de 23 kg · Asientos: 7A (ida), 9C (vuelta)', { size: 7.5 }],
    [40, 280, 'DETALLE DE LA FACTURA', { size: 9, bold: true }],
    [40, 298, 'Concepto', { size: 7.5, bold: true }], R(345, 298, 'Cant.', { size: 7.5, bold: true }), R(420, 298, 'Precio unit.', { size: 7.5, bold: true }),
    R(470, 298, 'IVA', { size: 7.5, bold: true }), R(555, 298, 'Importe (EUR)', { size: 7.5, bold: true }),
    [40, 310, '#RECT 515 0.8 black'],
    [40, 317, 'Tarifa aérea MAD-BCN-MAD (Flex)', { size: 8.5 }], R(345, 317, '1', { size: 8.5 }), R(420, 317, '142,00', { size: 8.5 }), R(470, 317, '10 %', { size: 8.5 }), R(555, 317, '142,00', { size: 8.5 }),
    [40, 329, '#RECT 515 0.4 #9ca3af'],
    [40, 333, 'Recargo del transportista (YQ)', { size: 8.5 }], R(345, 333, '1', { size: 8.5 }), R(420, 333, '24,00', { size: 8.5 }), R(470, 333, '10 %', { size: 8.5 }), R(555, 333, '24,00', { size: 8.5 }),
    [40, 345, '#RECT 515 0.4 #9ca3af'],
    [40, 349, 'Selección de asiento 7A / 9C', { size: 8.5 }], R(345, 349, '2', { size: 8.5 }), R(420, 349, '12,00', { size: 8.5 }), R(470, 349, '10 %', { size: 8.5 }), R(555, 349, '24,00', { size: 8.5 }),
    [40, 361, '#RECT 515 0.4 #9ca3af'],
    [40, 365, 'Tasa aeroportuaria JD Madrid-Barajas', { size: 8.5 }], R(470, 365, 'N/S', { size: 8.5 }), R(555, 365, '12,35', { size: 8.5 }),
    [40, 377, '#RECT 515 0.4 #9ca3af'],
    [40, 381, 'Tasa aeroportuaria JD Barcelona-El Prat', { size: 8.5 }], R(470, 381, 'N/S', { size: 8.5 }), R(555, 381, '10,62', { size: 8.5 }),
    [40, 393, '#RECT 515 0.4 #9ca3af'],
    [40, 397, 'Tasa de seguridad QV', { size: 8.5 }], R(345, 397, '2', { size: 8.5 }), R(420, 397, '5,85', { size: 8.5 }), R(470, 397, 'N/S', { size: 8.5 }), R(555, 397, '11,70', { size: 8.5 }),
    [40, 410, '#RECT 515 0.8 black'],
    [330, 422, 'Base imponible (IVA 10 %)', { size: 8.5 }], R(555, 422, '190,00', { size: 8.5 }),
    [330, 436, 'Cuota IVA 10 %', { size: 8.5 }], R(555, 436, '19,00', { size: 8.5 }),
    [330, 450, 'Tasas y cargos no sujetos a IVA', { size: 8.5 }], R(555, 450, '34,67', { size: 8.5 }),
    [325, 464, '#RECT 230 20 #b91c1c'],
    [330, 469, 'TOTAL FACTURA', { size: 10, bold: true, width: -1 }], R(550, 469, '243,67 €', { size: 10, bold: true, width: -1 }),
    [330, 494, 'Forma de pago: VISA ****8204', { size: 8 }],
    [330, 506, 'Importe cobrado el 03/11/2026: 243,67 €', { size: 8 }],
    [40, 422, 'Transporte aéreo de pasajeros sujeto a IVA al tipo reducido', { size: 7 }],
    [40, 431, 'del 10 % (art. 91.Uno.2.2º Ley 37/1992) en trayectos nacionales.', { size: 7 }],
    [40, 445, 'Las tasas aeroportuarias (JD, QV) se perciben por cuenta de', { size: 7 }],
    [40, 454, 'Aena y no forman parte de la base imponible.', { size: 7 }],
    [40, 468, 'Puntos AlasClub acumulados en este viaje: 380', { size: 7 }],
    [108.5, 790, 'Alas del Mediterráneo, S.A. · Inscrita en el Registro Mercantil de Madrid, Tomo 44.718, Folio 120, Hoja M-118204 · CIF A-08447182', { size: 6.5 }],
    [115, 800, 'Factura expedida conforme al Real Decreto 1619/2012. Consulte las condiciones generales de transporte en www.alasmed.es.', { size: 6.5 }],
  ] },

  // Italian rail operator's FATTURA, the courtesy copy of the SdI e-invoice (A4): an "FCI" logo band; Cedente /
  // Prestatore and Cessionario / Committente boxes (P.IVA, codice fiscale, REA, codice destinatario, PEC); a row
  // of labelled boxes (TD01 – Fattura, FCI/26/0118204, 14/11/2026, PNR XK4TZ7); Descrizione / Quantità / Prezzo
  // unitario / Aliquota IVA / Prezzo totale with two Business tickets and a rebooking supplement; the Riepiloghi
  // IVA table; a framed totals box with the shaded Totale documento (EUR) 180,95; Dati pagamento (PAGATO); the
  // journey table with times, coaches, seats and ticket numbers, the loyalty card and points, a QR; the SdI
  // footnote.
  { name: 'treno-it-fattura-copia-di-cortesia-sdi-cedente-cessionario-alta-velocita-iva-10-riepilogo-aliquote-pnr-carrozza-posto-pagato-con-carta', kind: 'invoice', expect: { vendorName: 'Ferrovie Celeri Italiane S.p.A.', invoiceNumber: 'FCI/26/0118204', invoiceDate: '2026-11-14', subtotal: 164.5, tax: 16.45, total: 180.95, currency: 'EUR' },
    items: [['FC 9531 Milano Centrale – Roma Termini del 17/11/2026, Business', 1, 81, 81], ['FC 9580 Roma Termini – Milano Centrale del 19/11/2026, Business', 1, 74.5, 74.5],
      ['Integrazione tariffaria per cambio prenotazione FC 9580', 1, 9, 9]], cells: [
    [40, 34, '#RECT 170 38 #0e7490'],
    [50, 44, 'FCI', { size: 18, bold: true, width: -1 }],
    [92, 42, 'Ferrovie Celeri', { size: 9, bold: true, width: -1 }],
    [92, 54, 'Italiane', { size: 9, bold: true, width: -1 }],
    R(555, 36, 'FATTURA', { size: 16, bold: true }),
    R(555, 56, 'Copia di cortesia della fattura elettronica', { size: 7.5, width: 250 }),
    R(555, 66, 'trasmessa tramite il Sistema di Interscambio (SdI)', { size: 7.5, width: 250 }),
    [40, 86, '#RECT 255 98 black stroke'], [300, 86, '#RECT 255 98 black stroke'],
    [46, 91, 'Cedente / Prestatore', { size: 7, bold: true }],
    [46, 104, 'Ferrovie Celeri Italiane S.p.A.', { size: 9.5, bold: true }],
    [46, 118, 'Via Giovanni Giolitti 118, 00185 Roma (RM)', { size: 8 }],
    [46, 130, 'Partita IVA IT04471820586', { size: 8 }],
    [46, 142, 'Codice fiscale 04471820586', { size: 8 }],
    [46, 154, 'REA RM-1182044 · Capitale sociale € 50.000.000,00 i.v.', { size: 7.5 }],
    [46, 166, 'Regime fiscale RF01 (ordinario) · Socio unico', { size: 7.5 }],
    [306, 91, 'Cessionario / Committente', { size: 7, bold: true }],
    [306, 104, 'Studio Legale Ferraris & Bassi', { size: 9.5, bold: true }],
    [306, 118, 'Corso Venezia 44, 20121 Milano (MI)', { size: 8 }],
    [306, 130, 'Partita IVA IT09118204159', { size: 8 }],
    [306, 142, 'Codice destinatario M5UXCR1', { size: 8 }],
    [306, 154, 'PEC amministrazione@pec.ferrarisbassi.it', { size: 7.5 }],
    [306, 166, 'Rif. cliente: Avv. Paolo Ferraris', { size: 7.5 }],
    ...field(40, 192, 130, 28, 'Tipologia documento', 'TD01 – Fattura'),
    ...field(170, 192, 130, 28, 'Numero documento', 'FCI/26/0118204', { bold: true }),
    ...field(300, 192, 120, 28, 'Data documento', '14/11/2026'),
    ...field(420, 192, 135, 28, 'Codice PNR', 'XK4TZ7'),
    [40, 232, '#RECT 515 16 #cffafe'],
    [46, 236, 'Descrizione', { size: 7.5, bold: true }], R(360, 236, 'Quantità', { size: 7.5, bold: true }), R(428, 236, 'Prezzo unitario', { size: 7.5, bold: true }),
    R(482, 236, 'Aliquota IVA', { size: 7.5, bold: true }), R(549, 236, 'Prezzo totale', { size: 7.5, bold: true }),
    [46, 256, 'FC 9531 Milano Centrale – Roma Termini del 17/11/2026, Business', { size: 8 }], R(360, 256, '1,00', { size: 8 }), R(428, 256, '81,00', { size: 8 }), R(482, 256, '10,00', { size: 8 }), R(549, 256, '81,00', { size: 8 }),
    [46, 272, 'FC 9580 Roma Termini – Milano Centrale del 19/11/2026, Business', { size: 8 }], R(360, 272, '1,00', { size: 8 }), R(428, 272, '74,50', { size: 8 }), R(482, 272, '10,00', { size: 8 }), R(549, 272, '74,50', { size: 8 }),
    [46, 288, 'Integrazione tariffaria per cambio prenotazione FC 9580', { size: 8 }], R(360, 288, '1,00', { size: 8 }), R(428, 288, '9,00', { size: 8 }), R(482, 288, '10,00', { size: 8 }), R(549, 288, '9,00', { size: 8 }),
    [40, 304, '#RECT 515 0.6 black'],
    [40, 316, 'Riepiloghi IVA e totali', { size: 8, bold: true }],
    [40, 331, 'Aliquota IVA', { size: 7, bold: true }], [110, 331, 'Natura', { size: 7, bold: true }], R(250, 331, 'Totale imponibile', { size: 7, bold: true }),
    R(320, 331, 'Totale imposta', { size: 7, bold: true }), [340, 331, 'Esigibilità IVA', { size: 7, bold: true }],
    [40, 341, '#RECT 360 0.4 black'],
    [40, 346, '10,00', { size: 8 }], [110, 346, '–', { size: 8 }], R(250, 346, '164,50', { size: 8 }), R(320, 346, '16,45', { size: 8 }), [340, 346, 'I (immediata)', { size: 8 }],
    [361, 405, '#RECT 193 26 #cffafe'],
    [360, 372, '#RECT 195 60 black stroke'],
    [366, 378, 'Totale imponibile', { size: 8.5 }], R(549, 378, '164,50', { size: 8.5 }),
    [366, 392, 'Totale IVA', { size: 8.5 }], R(549, 392, '16,45', { size: 8.5 }),
    [366, 412, 'Totale documento (EUR)', { size: 9.5, bold: true }], R(549, 412, '180,95', { size: 9.5, bold: true }),
    [40, 372, 'Dati pagamento', { size: 8, bold: true }],
    [40, 386, 'Modalità: MP08 – Carta di pagamento (VISA ****0447)', { size: 8 }],
    [40, 398, 'Importo pagato: 180,95 EUR il 14/11/2026', { size: 8 }],
    [40, 410, 'Stato: PAGATO – nessun importo da versare', { size: 8 }],
    [40, 450, 'Dettaglio del viaggio', { size: 9, bold: true }],
    [40, 466, 'Treno', { size: 7, bold: true }], [85, 466, 'Data', { size: 7, bold: true }], [135, 466, 'Partenza', { size: 7, bold: true }], [235, 466, 'Arrivo', { size: 7, bold: true }],
    [330, 466, 'Carrozza', { size: 7, bold: true }], [370, 466, 'Posto', { size: 7, bold: true }], [400, 466, 'Biglietto n.', { size: 7, bold: true }],
    [40, 476, '#RECT 420 0.4 black'],
    [40, 482, 'FC 9531', { size: 7.5 }], [85, 482, '17/11/2026', { size: 7.5 }], [135, 482, 'Milano Centrale 07:00', { size: 7.5 }], [235, 482, 'Roma Termini 10:10', { size: 7.5 }],
    [340, 482, '6', { size: 7.5 }], [370, 482, '12A', { size: 7.5 }], [400, 482, '2611 4471 8204', { size: 7.5 }],
    [40, 495, 'FC 9580', { size: 7.5 }], [85, 495, '19/11/2026', { size: 7.5 }], [135, 495, 'Roma Termini 18:50', { size: 7.5 }], [235, 495, 'Milano Centrale 22:00', { size: 7.5 }],
    [340, 495, '4', { size: 7.5 }], [370, 495, '7D', { size: 7.5 }], [400, 495, '2611 4471 8211', { size: 7.5 }],
    [40, 514, 'Titolare: Avv. Paolo Ferraris · CartaCeleri n. 0044718204 · Punti maturati con questo acquisto: 165', { size: 7.5 }],
    ...qr(485, 440, 70, 118204),
    [499.5, 516, 'Codice biglietto', { size: 6 }],
    [40, 760, 'Documento privo di valenza fiscale ai sensi dell’art. 21 D.P.R. 633/1972: l’originale è disponibile nell’area riservata del', { size: 7 }],
    [40, 770, 'portale Fatture e Corrispettivi. Operazione soggetta a IVA 10% (Tabella A, parte III, n. 127-novies, D.P.R. 633/1972).', { size: 7 }],
  ] },

  // Irish SaaS company's Stripe-style Invoice (A4): "Invoice" and a logo square; Invoice number 4F1C2A9B-0017,
  // Date of issue and Date due 21 November 2026; seller with VAT IE…, Bill to a Dutch B.V. with its NL VAT
  // number, account data; "€238.00 paid on 21 November 2026", the next invoice's €265.00 and a green
  // double-framed PAID stamp; Description / Qty / Unit price / Amount with the per-seat plan, an add-on and the
  // proration credit -€27.00; Subtotal, Total excluding VAT, VAT (0% – reverse charge) €0.00, Total, Amount paid,
  // Amount due €0.00; the reverse-charge note; a payment history with a receipt number; the registered-office
  // footer.
  { name: 'saas-ie-subscription-invoice-per-seat-monthly-plan-proration-credit-reverse-charge-eu-business-vat-0-amount-due-zero-paid-stamp-payment-history', kind: 'invoice', expect: { vendorName: 'Brightdesk Software Limited', invoiceNumber: '4F1C2A9B-0017', invoiceDate: '2026-11-21', dueDate: '2026-11-21', subtotal: 238, tax: 0, total: 238, currency: 'EUR' },
    items: [['Team plan – per seat (21 Nov – 20 Dec 2026)', 12, 18, 216], ['Advanced analytics add-on (21 Nov – 20 Dec 2026)', 1, 49, 49], ['Unused time on Starter plan after 21 Nov 2026', 1, -27, -27]], cells: [
    [50, 48, 'Invoice', { size: 24, bold: true }],
    [497, 44, '#RECT 48 48 #4f46e5'],
    [512.5, 57, 'B', { size: 24, bold: true, width: -1 }],
    [50, 96, 'Invoice number', { size: 8.5 }], [150, 96, '4F1C2A9B-0017', { size: 8.5, bold: true }],
    [50, 110, 'Date of issue', { size: 8.5 }], [150, 110, '21 November 2026', { size: 8.5 }],
    [50, 124, 'Date due', { size: 8.5 }], [150, 124, '21 November 2026', { size: 8.5 }],
    [50, 156, 'Brightdesk Software Limited', { size: 9, bold: true }],
    [50, 170, 'Block 4, Harcourt Centre', { size: 8.5 }],
    [50, 182, 'Harcourt Road', { size: 8.5 }],
    [50, 194, 'Dublin 2, D02 HW77', { size: 8.5 }],
    [50, 206, 'Ireland', { size: 8.5 }],
    [50, 218, 'billing@brightdesk.io', { size: 8.5 }],
    [50, 230, 'VAT IE3714472UH', { size: 8.5 }],
    [240, 156, 'Bill to', { size: 9, bold: true }],
    [240, 170, 'Van der Berg Logistiek B.V.', { size: 8.5 }],
    [240, 182, 'Attn. Sanne de Vries, Finance', { size: 8.5 }],
    [240, 194, 'Keizersgracht 118', { size: 8.5 }],
    [240, 206, '1015 CS Amsterdam', { size: 8.5 }],
    [240, 218, 'Netherlands', { size: 8.5 }],
    [240, 230, 'NL VAT NL861182044B01', { size: 8.5 }],
    [420, 156, 'Account', { size: 9, bold: true }],
    [420, 170, 'Customer ID cus_R8kQ2vX4471', { size: 8 }],
    [420, 182, 'Workspace vdb-logistiek', { size: 8 }],
    [420, 194, 'Plan: Team, billed monthly', { size: 8 }],
    [50, 268, '€238.00 paid on 21 November 2026', { size: 15, bold: true }],
    [50, 290, 'Thank you for your business. Your next invoice of €265.00 is scheduled for 21 December 2026.', { size: 8.5 }],
    [432, 262, '#RECT 112 38 #16a34a stroke'], [436, 266, '#RECT 104 30 #16a34a stroke'],
    [465, 272, 'PAID', { size: 20, bold: true }],
    [50, 330, 'Description', { size: 8 }], R(390, 330, 'Qty', { size: 8 }), R(465, 330, 'Unit price', { size: 8 }), R(545, 330, 'Amount', { size: 8 }),
    [50, 343, '#RECT 495 0.6 black'],
    [50, 352, 'Team plan – per seat (21 Nov – 20 Dec 2026)', { size: 9 }], R(390, 352, '12', { size: 9 }), R(465, 352, '€18.00', { size: 9 }), R(545, 352, '€216.00', { size: 9 }),
    [50, 370, 'Advanced analytics add-on (21 Nov – 20 Dec 2026)', { size: 9 }], R(390, 370, '1', { size: 9 }), R(465, 370, '€49.00', { size: 9 }), R(545, 370, '€49.00', { size: 9 }),
    [50, 388, 'Unused time on Starter plan after 21 Nov 2026', { size: 9 }], R(390, 388, '1', { size: 9 }), R(465, 388, '-€27.00', { size: 9 }), R(545, 388, '-€27.00', { size: 9 }),
    [50, 406, '#RECT 495 0.6 black'],
    [330, 416, 'Subtotal', { size: 9 }], R(545, 416, '€238.00', { size: 9 }),
    [330, 431, 'Total excluding VAT', { size: 9 }], R(545, 431, '€238.00', { size: 9 }),
    [330, 446, 'VAT (0% – reverse charge)', { size: 9 }], R(545, 446, '€0.00', { size: 9 }),
    [330, 462, '#RECT 215 0.6 black'],
    [330, 469, 'Total', { size: 9, bold: true }], R(545, 469, '€238.00', { size: 9, bold: true }),
    [330, 484, 'Amount paid', { size: 9 }], R(545, 484, '€238.00', { size: 9 }),
    [330, 499, 'Amount due', { size: 9, bold: true }], R(545, 499, '€0.00', { size: 9, bold: true }),
    [50, 540, 'Reverse charge: the customer is liable to account for VAT under Article 196 of Council Directive 2006/112/EC.', { size: 8 }],
    [50, 552, 'Prices are in euro (EUR). Seats added during a billing period are prorated to the day.', { size: 8 }],
    [50, 584, 'Payment history', { size: 10, bold: true }],
    [50, 602, 'Payment method', { size: 8 }], [200, 602, 'Date', { size: 8 }], R(390, 602, 'Amount paid', { size: 8 }), [420, 602, 'Receipt number', { size: 8 }],
    [50, 614, '#RECT 495 0.6 black'],
    [50, 621, 'Visa •••• 4471', { size: 8.5 }], [200, 621, '21 November 2026', { size: 8.5 }], R(390, 621, '€238.00', { size: 8.5 }), [420, 621, '2418-8820', { size: 8.5 }],
    [50, 790, 'Brightdesk Software Limited · Registered in Ireland, company no. 714472 · Registered office: Block 4, Harcourt Centre, Harcourt Road, Dublin 2', { size: 6.5 }],
    [50, 800, 'Directors: A. Byrne, K. O’Neill · Questions about this invoice? billing@brightdesk.io', { size: 6.5 }],
    R(545, 800, 'Page 1 of 1', { size: 6.5 }),
  ] },

  // US cloud provider's usage Invoice (Letter): a logo square, "Invoice", a label column (Invoice Number
  // 1182044719, Invoice Date November 2, 2026, Due Date December 2, 2026, Account ID, Billing Period); Bill to;
  // three summary boxes (Charges this period $394.55, Credits applied -$50.00, Total due by Dec 2, 2026 $379.87);
  // six service groups, each a bold row with its group total, over indented usage lines (usage, unit,
  // four-decimal rate, amount), one free-tier line at $0.00; Subtotal, Credits (PROMO-STARTUP-2026), Sales tax
  // (WA 10.25% on $344.55) $35.32 and a shaded Total due (USD) $379.87; the autopay note and the remaining
  // credit.
  { name: 'cloud-us-usage-invoice-letter-service-groups-with-group-totals-hourly-and-gb-month-rates-free-tier-zero-line-promo-credit-wa-sales-tax-autopay', kind: 'invoice', size: [612, 792], expect: { vendorName: 'Nimbus Peak Cloud Services, Inc.', invoiceNumber: '1182044719', invoiceDate: '2026-11-02', dueDate: '2026-12-02', subtotal: 394.55, tax: 35.32, total: 379.87, currency: 'USD' },
    items: [['s2.medium on-demand, us-west-2', 744, 0.0425, 31.62], ['s2.large on-demand, us-west-2', 1488, 0.085, 126.48], ['SSD volume storage', 500, 0.08, 40], ['Volume snapshots', 213, 0.05, 10.65],
      ['Standard storage', 1240, 0.023, 28.52], ['PUT, COPY and POST requests', 384, 0.005, 1.92], ['Data transfer out, first 100 GB (free tier)', 100, 0, 0],
      ['Data transfer out to internet', 860, 0.09, 77.4], ['PostgreSQL db.m2.small, single-AZ', 720, 0.068, 48.96], ['Developer support plan', 1, 29, 29]], cells: [
    [40, 34, '#RECT 28 28 #f59e0b'],
    [76, 34, 'Nimbus Peak', { size: 17, bold: true }],
    [76, 54, 'Cloud Services', { size: 8.5 }],
    R(572, 34, 'Invoice', { size: 20, bold: true }),
    [372, 66, 'Invoice Number', { size: 8.5 }], R(572, 66, '1182044719', { size: 8.5, bold: true }),
    [372, 79, 'Invoice Date', { size: 8.5 }], R(572, 79, 'November 2, 2026', { size: 8.5 }),
    [372, 92, 'Due Date', { size: 8.5 }], R(572, 92, 'December 2, 2026', { size: 8.5 }),
    [372, 105, 'Account ID', { size: 8.5 }], R(572, 105, '4471-8204-1182', { size: 8.5 }),
    [372, 118, 'Billing Period', { size: 8.5 }], R(572, 118, 'Oct 1 – Oct 31, 2026', { size: 8.5 }),
    [40, 80, 'Bill to', { size: 8, bold: true }],
    [40, 92, 'Harborview Analytics LLC', { size: 9, bold: true }],
    [40, 105, 'Attn: Accounts Payable', { size: 8.5 }],
    [40, 117, '2200 Western Ave, Suite 310', { size: 8.5 }],
    [40, 129, 'Seattle, WA 98121', { size: 8.5 }],
    [40, 141, 'United States', { size: 8.5 }],
    [40, 164, '#RECT 532 50 black stroke'], [217, 164, '#RECT 0 50 black stroke'], [395, 164, '#RECT 0 50 black stroke'],
    [48, 171, 'Charges this period', { size: 7.5 }], [48, 185, '$394.55', { size: 14, bold: true }],
    [225, 171, 'Credits applied', { size: 7.5 }], [225, 185, '-$50.00', { size: 14, bold: true }],
    [403, 171, 'Total due by Dec 2, 2026', { size: 7.5 }], [403, 185, '$379.87', { size: 14, bold: true }],
    [46, 234, 'Service / usage type', { size: 7.5, bold: true }], R(390, 234, 'Usage', { size: 7.5, bold: true }), [396, 234, 'Unit', { size: 7.5, bold: true }],
    R(490, 234, 'Rate', { size: 7.5, bold: true }), R(566, 234, 'Amount', { size: 7.5, bold: true }),
    [40, 246, '#RECT 532 0.6 black'],
    [46, 254, 'Compute Instances', { size: 8.5, bold: true }], R(566, 254, '$158.10', { size: 8.5, bold: true }),
    [58, 267, 's2.medium on-demand, us-west-2', { size: 8 }], R(390, 267, '744', { size: 8 }), [396, 267, 'Hrs', { size: 8 }], R(490, 267, '$0.0425', { size: 8 }), R(566, 267, '$31.62', { size: 8 }),
    [58, 279, 's2.large on-demand, us-west-2', { size: 8 }], R(390, 279, '1,488', { size: 8 }), [396, 279, 'Hrs', { size: 8 }], R(490, 279, '$0.0850', { size: 8 }), R(566, 279, '$126.48', { size: 8 }),
    [46, 295, 'Block Storage', { size: 8.5, bold: true }], R(566, 295, '$50.65', { size: 8.5, bold: true }),
    [58, 308, 'SSD volume storage', { size: 8 }], R(390, 308, '500', { size: 8 }), [396, 308, 'GB-Mo', { size: 8 }], R(490, 308, '$0.0800', { size: 8 }), R(566, 308, '$40.00', { size: 8 }),
    [58, 320, 'Volume snapshots', { size: 8 }], R(390, 320, '213', { size: 8 }), [396, 320, 'GB-Mo', { size: 8 }], R(490, 320, '$0.0500', { size: 8 }), R(566, 320, '$10.65', { size: 8 }),
    [46, 336, 'Object Storage', { size: 8.5, bold: true }], R(566, 336, '$30.44', { size: 8.5, bold: true }),
    [58, 349, 'Standard storage', { size: 8 }], R(390, 349, '1,240', { size: 8 }), [396, 349, 'GB-Mo', { size: 8 }], R(490, 349, '$0.0230', { size: 8 }), R(566, 349, '$28.52', { size: 8 }),
    [58, 361, 'PUT, COPY and POST requests', { size: 8 }], R(390, 361, '384', { size: 8 }), [396, 361, '1K req', { size: 8 }], R(490, 361, '$0.0050', { size: 8 }), R(566, 361, '$1.92', { size: 8 }),
    [46, 377, 'Data Transfer', { size: 8.5, bold: true }], R(566, 377, '$77.40', { size: 8.5, bold: true }),
    [58, 390, 'Data transfer out, first 100 GB (free tier)', { size: 8 }], R(390, 390, '100', { size: 8 }), [396, 390, 'GB', { size: 8 }], R(490, 390, '$0.0000', { size: 8 }), R(566, 390, '$0.00', { size: 8 }),
    [58, 402, 'Data transfer out to internet', { size: 8 }], R(390, 402, '860', { size: 8 }), [396, 402, 'GB', { size: 8 }], R(490, 402, '$0.0900', { size: 8 }), R(566, 402, '$77.40', { size: 8 }),
    [46, 418, 'Managed Databases', { size: 8.5, bold: true }], R(566, 418, '$48.96', { size: 8.5, bold: true }),
    [58, 431, 'PostgreSQL db.m2.small, single-AZ', { size: 8 }], R(390, 431, '720', { size: 8 }), [396, 431, 'Hrs', { size: 8 }], R(490, 431, '$0.0680', { size: 8 }), R(566, 431, '$48.96', { size: 8 }),
    [46, 447, 'Support', { size: 8.5, bold: true }], R(566, 447, '$29.00', { size: 8.5, bold: true }),
    [58, 460, 'Developer support plan', { size: 8 }], R(390, 460, '1', { size: 8 }), [396, 460, 'Month', { size: 8 }], R(490, 460, '$29.00', { size: 8 }), R(566, 460, '$29.00', { size: 8 }),
    [40, 476, '#RECT 532 0.6 black'],
    [350, 486, 'Subtotal', { size: 8.5 }], R(566, 486, '$394.55', { size: 8.5 }),
    [350, 500, 'Credits (PROMO-STARTUP-2026)', { size: 8.5 }], R(566, 500, '-$50.00', { size: 8.5 }),
    [350, 514, 'Sales tax (WA 10.25% on $344.55)', { size: 8.5 }], R(566, 514, '$35.32', { size: 8.5 }),
    [345, 528, '#RECT 227 20 #fcd34d'],
    [350, 533, 'Total due (USD)', { size: 9.5, bold: true }], R(566, 533, '$379.87', { size: 9.5, bold: true }),
    [40, 486, 'Payment', { size: 8, bold: true }],
    [40, 498, 'Your Visa ending in 1234 will be charged automatically on the', { size: 7.5 }],
    [40, 508, 'due date. No action is required.', { size: 7.5 }],
    [40, 522, 'Remaining promotional credit: $150.00 (expires Mar 31, 2027)', { size: 7.5 }],
    [40, 536, 'Questions about this invoice: billing@nimbuspeak.com', { size: 7.5 }],
    [127, 744, 'Nimbus Peak Cloud Services, Inc. · 1201 Third Avenue, Suite 4400, Seattle, WA 98101 · Federal Tax ID 91-1182044', { size: 7 }],
    [132.5, 754, 'Usage is metered per second and rounded to the nearest hour or GB-month. Rates exclude taxes unless stated.', { size: 7 }],
  ] },

  // Australian mobile carrier's Tax Invoice (A4): a purple band with the brand, "Tax Invoice" and "Your bill for
  // November 2026"; the Pty Ltd with ABN; a label column (Invoice number 0004471820, Account number, Issue date
  // 14 November 2026, Billing period, Mobile number); the customer; four summary boxes (Previous bill, Payment
  // received, New charges, a shaded Total amount due $133.30 "Due 28/11/2026"); Your charges with GST-inclusive
  // amounts; Total new charges, GST included $12.12, Balance carried forward $0.00, a purple Total amount due;
  // usage; the late fee; a dashed tear-off line and the payment slip with a BPAY box.
  { name: 'mobile-au-tax-invoice-phone-bill-previous-bill-payment-received-summary-boxes-plan-roaming-day-pass-overseas-calls-gst-included-bpay-tear-off-slip', kind: 'invoice', expect: { vendorName: 'Southern Cross Mobile Pty Ltd', invoiceNumber: '0004471820', invoiceDate: '2026-11-14', dueDate: '2026-11-28', tax: 12.12, total: 133.3, currency: 'AUD' },
    items: [['Business Max 120GB plan (05/11/2026 – 04/12/2026)', 1, 75, 75], ['International Roaming Day Pass – New Zealand', 3, 10, 30], ['Calls to overseas numbers (minutes)', 14, 0.95, 13.3],
      ['Data top-up 5GB (28/10/2026)', 1, 15, 15]], cells: [
    [0, 0, '#RECT 595 66 #5b21b6'],
    [40, 18, 'southern cross mobile', { size: 20, bold: true, width: -1 }],
    [40, 44, 'Business', { size: 9, width: -1 }],
    R(555, 18, 'Tax Invoice', { size: 15, bold: true, width: -1 }),
    R(555, 42, 'Your bill for November 2026', { size: 8.5, width: -1 }),
    [40, 84, 'Southern Cross Mobile Pty Ltd', { size: 9, bold: true }],
    [40, 97, 'ABN 47 118 204 471', { size: 8 }],
    [40, 108, 'Level 12, 180 Lonsdale Street, Melbourne VIC 3000', { size: 8 }],
    [40, 119, 'Business enquiries 13 44 71 · business@scmobile.com.au', { size: 8 }],
    [350, 84, 'Invoice number', { size: 8.5 }], R(555, 84, '0004471820', { size: 8.5, bold: true }),
    [350, 97, 'Account number', { size: 8.5 }], R(555, 97, '4471 8204 11', { size: 8.5 }),
    [350, 110, 'Issue date', { size: 8.5 }], R(555, 110, '14 November 2026', { size: 8.5 }),
    [350, 123, 'Billing period', { size: 8.5 }], R(555, 123, '05/10/2026 – 04/11/2026', { size: 8.5 }),
    [350, 136, 'Mobile number', { size: 8.5 }], R(555, 136, '0412 447 182', { size: 8.5 }),
    [40, 152, 'Kookaburra Design Studio Pty Ltd', { size: 9.5, bold: true }],
    [40, 166, 'Attn: Liam Nguyen', { size: 8.5 }],
    [40, 178, 'Suite 3, 27 Smith Street', { size: 8.5 }],
    [40, 190, 'Fitzroy VIC 3065', { size: 8.5 }],
    [427, 215, '#RECT 127.5 58 #ede9fe'],
    [40, 214, '#RECT 515 60 black stroke'], [168.75, 214, '#RECT 0 60 black stroke'], [297.5, 214, '#RECT 0 60 black stroke'], [426.25, 214, '#RECT 0 60 black stroke'],
    [46, 221, 'Previous bill', { size: 7.5 }], [46, 236, '$96.40', { size: 14, bold: true }], [46, 258, 'Issued 14/10/2026', { size: 6.5 }],
    [174.75, 221, 'Payment received', { size: 7.5 }], [174.75, 236, '–$96.40', { size: 14, bold: true }], [174.75, 258, 'Thank you – 20/10/2026', { size: 6.5 }],
    [303.5, 221, 'New charges', { size: 7.5 }], [303.5, 236, '$133.30', { size: 14, bold: true }], [303.5, 258, 'incl. GST $12.12', { size: 6.5 }],
    [432.25, 221, 'Total amount due', { size: 7.5, bold: true }], [432.25, 236, '$133.30', { size: 14, bold: true }], [432.25, 258, 'Due 28/11/2026', { size: 6.5, bold: true }],
    [40, 296, 'Your charges', { size: 11, bold: true }],
    [40, 318, 'Description', { size: 7.5, bold: true }], R(380, 318, 'Qty', { size: 7.5, bold: true }), R(460, 318, 'Rate', { size: 7.5, bold: true }), R(555, 318, 'Amount (incl. GST)', { size: 7.5, bold: true }),
    [40, 330, '#RECT 515 0.6 black'],
    [40, 337, 'Business Max 120GB plan (05/11/2026 – 04/12/2026)', { size: 8.5 }], R(380, 337, '1', { size: 8.5 }), R(460, 337, '$75.00', { size: 8.5 }), R(555, 337, '$75.00', { size: 8.5 }),
    [40, 353, 'International Roaming Day Pass – New Zealand', { size: 8.5 }], R(380, 353, '3', { size: 8.5 }), R(460, 353, '$10.00', { size: 8.5 }), R(555, 353, '$30.00', { size: 8.5 }),
    [40, 369, 'Calls to overseas numbers (minutes)', { size: 8.5 }], R(380, 369, '14', { size: 8.5 }), R(460, 369, '$0.95', { size: 8.5 }), R(555, 369, '$13.30', { size: 8.5 }),
    [40, 385, 'Data top-up 5GB (28/10/2026)', { size: 8.5 }], R(380, 385, '1', { size: 8.5 }), R(460, 385, '$15.00', { size: 8.5 }), R(555, 385, '$15.00', { size: 8.5 }),
    [40, 400, '#RECT 515 0.6 black'],
    [340, 410, 'Total new charges (incl. GST)', { size: 8.5, bold: true }], R(555, 410, '$133.30', { size: 8.5, bold: true }),
    [340, 424, 'GST included in new charges', { size: 8.5 }], R(555, 424, '$12.12', { size: 8.5 }),
    [340, 438, 'Balance carried forward', { size: 8.5 }], R(555, 438, '$0.00', { size: 8.5 }),
    [335, 452, '#RECT 220 20 #5b21b6'],
    [340, 457, 'Total amount due', { size: 9.5, bold: true, width: -1 }], R(550, 457, '$133.30', { size: 9.5, bold: true, width: -1 }),
    [40, 410, 'Usage this period', { size: 8, bold: true }],
    [40, 422, 'Data: 84.6 GB of 120 GB used', { size: 7.5 }],
    [40, 433, 'National calls: unlimited (312 min)', { size: 7.5 }],
    [40, 444, 'SMS and MMS: unlimited (146 sent)', { size: 7.5 }],
    [40, 455, 'Roaming days used: 3 (New Zealand)', { size: 7.5 }],
    [40, 492, 'Direct debit is not set up on this account. Pay by BPAY, by card at scmobile.com.au/pay or at any Australia Post outlet.', { size: 7.5 }],
    [40, 503, 'A late payment fee of $10.00 may apply if payment is not received by the due date.', { size: 7.5 }],
    ...dashes(40, 640, 515),
    [216.5, 648, 'Please detach and return this slip with your payment', { size: 7 }],
    [40, 668, 'Payment slip', { size: 10, bold: true }],
    [40, 686, 'Account name', { size: 8.5 }], [140, 686, 'Kookaburra Design Studio Pty Ltd', { size: 8.5 }],
    [40, 699, 'Account number', { size: 8.5 }], [140, 699, '4471 8204 11', { size: 8.5 }],
    [40, 712, 'Invoice number', { size: 8.5 }], [140, 712, '0004471820', { size: 8.5 }],
    [40, 725, 'Amount due', { size: 8.5, bold: true }], [140, 725, '$133.30', { size: 8.5, bold: true }],
    [40, 738, 'Due date', { size: 8.5 }], [140, 738, '28/11/2026', { size: 8.5 }],
    [360, 668, '#RECT 195 80 black stroke'],
    [368, 676, 'BPAY', { size: 13, bold: true }],
    [368, 696, 'Biller code: 447182', { size: 8.5 }],
    [368, 709, 'Ref: 4471 8204 117', { size: 8.5 }],
    [368, 726, 'Contact your bank to pay from your', { size: 7 }],
    [368, 735, 'cheque or savings account.', { size: 7 }],
    [146.5, 806, 'Southern Cross Mobile Pty Ltd · ABN 47 118 204 471 · All amounts include GST unless stated otherwise.', { size: 6.5 }],
  ] },

  // Dutch conference organiser's FACTUUR (A4): a "DataDagen" logo block with the B.V.'s letterhead right- aligned
  // under it (KvK, btw, IBAN); the sender line and the customer in the address window; FACTUUR; two label columns
  // (Factuurnummer DD26-0447, Factuurdatum 03-11-2026, Vervaldatum 17-11-2026; debtor number, your reference,
  // order number); a teal-headed table with striped rows (tickets, workshop, dinners at 9 %, the PARTNER10
  // discount row € -119,00); the attendees; Subtotaal excl. btw, btw per rate with its base, Totaal btw € 294,36
  // and a teal Totaal te betalen € 1.770,36; payment, cancellation and transfer terms.
  { name: 'congres-nl-factuur-registratie-tickets-workshop-netwerkdiner-btw-21-en-9-kortingsregel-gestreepte-tabel-adresvenster-vervaldatum-annuleringsvoorwaarden', kind: 'invoice', expect: { vendorName: 'Congresbureau Amstelkade B.V.', invoiceNumber: 'DD26-0447', invoiceDate: '2026-11-03', dueDate: '2026-11-17', subtotal: 1476, tax: 294.36, total: 1770.36, currency: 'EUR' },
    items: [['Ticket DataDagen 2026 – early bird, 2 dagen (24–25 nov.)', 2, 595, 1190], ["Workshop 'Data governance in de praktijk' (23 nov.)", 1, 275, 275],
      ['Netwerkdiner 24 november 2026', 2, 65, 130], ['Korting partnercode PARTNER10 (10% op tickets)', null, null, -119]], cells: [
    [455, 40, '#RECT 100 40 #0f766e'],
    [468.5, 53, 'DataDagen', { size: 14, bold: true, width: -1 }],
    R(555, 90, 'Congresbureau Amstelkade B.V.', { size: 8.5, bold: true, width: 200 }),
    R(555, 102, 'Oostelijke Handelskade 118', { size: 7.5 }),
    R(555, 112, '1019 BW Amsterdam', { size: 7.5 }),
    R(555, 122, 'KvK 84471820 · btw NL865447182B01', { size: 7.5, width: 200 }),
    R(555, 132, 'IBAN NL44 RABO 0118 2044 71', { size: 7.5, width: 200 }),
    R(555, 142, 'facturen@amstelkade.nl', { size: 7.5 }),
    [40, 100, 'Congresbureau Amstelkade B.V. · Oostelijke Handelskade 118 · 1019 BW Amsterdam', { size: 6 }],
    [40, 116, 'Van Houten Advies B.V.', { size: 9.5, bold: true }],
    [40, 130, 't.a.v. crediteurenadministratie', { size: 9 }],
    [40, 143, 'Stationsplein 12', { size: 9 }],
    [40, 156, '3511 ED Utrecht', { size: 9 }],
    [40, 198, 'FACTUUR', { size: 20, bold: true }],
    [40, 232, 'Factuurnummer', { size: 8.5 }], [140, 232, 'DD26-0447', { size: 8.5, bold: true }],
    [40, 246, 'Factuurdatum', { size: 8.5 }], [140, 246, '03-11-2026', { size: 8.5 }],
    [40, 260, 'Vervaldatum', { size: 8.5 }], [140, 260, '17-11-2026', { size: 8.5 }],
    [320, 232, 'Debiteurnummer', { size: 8.5 }], [420, 232, 'D-10882', { size: 8.5 }],
    [320, 246, 'Uw referentie', { size: 8.5 }], [420, 246, 'PO 2026-318', { size: 8.5 }],
    [320, 260, 'Bestelnummer', { size: 8.5 }], [420, 260, 'WEB-55120', { size: 8.5 }],
    [40, 290, '#RECT 515 18 #0f766e'],
    [46, 295, 'Omschrijving', { size: 8, bold: true, width: -1 }], R(370, 295, 'Aantal', { size: 8, bold: true, width: -1 }), R(445, 295, 'Prijs', { size: 8, bold: true, width: -1 }),
    R(485, 295, 'Btw', { size: 8, bold: true, width: -1 }), R(549, 295, 'Bedrag', { size: 8, bold: true, width: -1 }),
    [40, 326, '#RECT 515 18 #f3f4f6'], [40, 362, '#RECT 515 18 #f3f4f6'],
    [46, 313, 'Ticket DataDagen 2026 – early bird, 2 dagen (24–25 nov.)', { size: 8.5 }], R(370, 313, '2', { size: 8.5 }), R(445, 313, '€ 595,00', { size: 8.5 }), R(485, 313, '21%', { size: 8.5 }), R(549, 313, '€ 1.190,00', { size: 8.5 }),
    [46, 331, "Workshop 'Data governance in de praktijk' (23 nov.)", { size: 8.5 }], R(370, 331, '1', { size: 8.5 }), R(445, 331, '€ 275,00', { size: 8.5 }), R(485, 331, '21%', { size: 8.5 }), R(549, 331, '€ 275,00', { size: 8.5 }),
    [46, 349, 'Netwerkdiner 24 november 2026', { size: 8.5 }], R(370, 349, '2', { size: 8.5 }), R(445, 349, '€ 65,00', { size: 8.5 }), R(485, 349, '9%', { size: 8.5 }), R(549, 349, '€ 130,00', { size: 8.5 }),
    [46, 367, 'Korting partnercode PARTNER10 (10% op tickets)', { size: 8.5 }], R(485, 367, '21%', { size: 8.5 }), R(549, 367, '€ -119,00', { size: 8.5 }),
    [40, 382, '#RECT 515 0.6 black'],
    [40, 392, 'Deelnemers: drs. E. van Houten en M. Jansen (Van Houten Advies B.V.)', { size: 7.5 }],
    [330, 414, 'Subtotaal excl. btw', { size: 8.5 }], R(549, 414, '€ 1.476,00', { size: 8.5 }),
    [330, 428, 'Btw 21% over € 1.346,00', { size: 8.5 }], R(549, 428, '€ 282,66', { size: 8.5 }),
    [330, 442, 'Btw 9% over € 130,00', { size: 8.5 }], R(549, 442, '€ 11,70', { size: 8.5 }),
    [330, 456, 'Totaal btw', { size: 8.5 }], R(549, 456, '€ 294,36', { size: 8.5 }),
    [325, 470, '#RECT 230 22 #0f766e'],
    [330, 476, 'Totaal te betalen', { size: 10, bold: true, width: -1 }], R(549, 476, '€ 1.770,36', { size: 10, bold: true, width: -1 }),
    [40, 522, 'Wij verzoeken u het totaalbedrag vóór 17-11-2026 over te maken op IBAN NL44 RABO 0118 2044 71', { size: 8.5 }],
    [40, 534, 't.n.v. Congresbureau Amstelkade B.V., onder vermelding van factuurnummer DD26-0447.', { size: 8.5 }],
    [40, 552, 'Annuleren is kosteloos tot 10-11-2026; daarna brengen wij 50% van de ticketprijs in rekening.', { size: 8 }],
    [40, 564, 'Tickets zijn op naam en kunnen tot 20-11-2026 kosteloos worden overgedragen aan een collega.', { size: 8 }],
    [97.5, 790, 'DataDagen is een evenement van Congresbureau Amstelkade B.V. · Op al onze diensten zijn onze algemene voorwaarden van toepassing.', { size: 6.5 }],
  ] },

  // US ride-hailing e-receipt (340 × 640): "Glide", November 18, 2026; "Thanks for riding, Dana"; Total $100.41;
  // Trip fare, Booking fee, Tolls, Airport surcharge, a grey rule, Tip $13.00; Payments: Visa ••••1234 with
  // "11/18/26 7:31 AM" and $100.41; the released $95.00 hold; a drawn map with the route; Glide Comfort, 21.3
  // miles | 38 min, pickup at EWR 6:52 AM and drop-off 7:30 AM; driver and plate; points; the legal name in the
  // footer.
  { name: 'ride-hailing-us-e-receipt-trip-fare-booking-fee-tolls-airport-surcharge-tip-visa-temporary-hold-released-route-map-pickup-dropoff-times', kind: 'receipt', size: [340, 640], expect: { vendorName: 'Glide Mobility Technologies, Inc.', invoiceDate: '2026-11-18', tip: 13, total: 100.41, currency: 'USD', paymentMethod: 'card' },
    items: [['Trip fare', null, null, 62.4], ['Booking fee', null, null, 3.95], ['Tolls', null, null, 16.06], ['Airport surcharge', null, null, 5]], cells: [
    [24, 24, 'Glide', { size: 24, bold: true }],
    R(316, 33, 'November 18, 2026', { size: 9, width: 150 }),
    [24, 66, 'Thanks for riding, Dana', { size: 15, bold: true }],
    [24, 88, 'We hope you enjoyed your ride this morning.', { size: 9 }],
    [24, 116, 'Total', { size: 16, bold: true }], R(316, 116, '$100.41', { size: 16, bold: true }),
    [24, 142, '#RECT 292 0.6 black'],
    [24, 152, 'Trip fare', { size: 9.5 }], R(316, 152, '$62.40', { size: 9.5 }),
    [24, 169, 'Booking fee', { size: 9.5 }], R(316, 169, '$3.95', { size: 9.5 }),
    [24, 186, 'Tolls', { size: 9.5 }], R(316, 186, '$16.06', { size: 9.5 }),
    [24, 203, 'Airport surcharge', { size: 9.5 }], R(316, 203, '$5.00', { size: 9.5 }),
    [24, 220, '#RECT 292 0.4 #9ca3af'],
    [24, 227, 'Tip', { size: 9.5 }], R(316, 227, '$13.00', { size: 9.5 }),
    [24, 246, '#RECT 292 0.6 black'],
    [24, 258, 'Payments', { size: 11, bold: true }],
    [24, 278, 'Visa ••••1234', { size: 9.5 }], R(316, 278, '$100.41', { size: 9.5 }),
    [24, 291, '11/18/26 7:31 AM', { size: 7.5 }],
    [24, 310, 'A temporary hold of $95.00 was placed on your card when you', { size: 7.5 }],
    [24, 320, 'requested this ride. It has been released.', { size: 7.5 }],
    [24, 340, '#RECT 292 110 #e5e7eb'],
    [60, 352, '#RECT 150 14 #d1d5db'], [150, 400, '#RECT 140 18 #d1d5db'], [40, 420, '#RECT 70 20 #bfdbfe'],
    [63, 384, '#RECT 3 42 #374151'], [63, 382, '#RECT 140 3 #374151'], [200, 366, '#RECT 3 19 #374151'], [200, 364, '#RECT 72 3 #374151'],
    [60, 424, '#RECT 9 9 black'], [268, 361, '#RECT 9 9 #16a34a'],
    [24, 466, 'Glide Comfort', { size: 10, bold: true }], R(316, 467, '21.3 miles | 38 min', { size: 8.5 }),
    [24, 485, '6:52 AM', { size: 8.5, bold: true }], [80, 485, 'Newark Liberty International Airport, Terminal B,', { size: 8 }],
    [80, 495, 'Newark, NJ 07114', { size: 8 }],
    [24, 512, '7:30 AM', { size: 8.5, bold: true }], [80, 512, '350 W 39th St, New York, NY 10018', { size: 8 }],
    [24, 532, '#RECT 292 0.6 black'],
    [24, 542, 'You rode with Marcus · License plate T447182C', { size: 8.5 }],
    [24, 556, 'You earned 100 Glide Rewards points on this trip.', { size: 8 }],
    [24, 594, 'Glide Mobility Technologies, Inc. · 500 Brannan Street, San Francisco, CA 94107', { size: 6.5 }],
    [24, 604, 'Tolls are charged at the rate your driver paid. Questions? help.glide.com', { size: 6.5 }],
  ] },

  // Brussels taxi receipt-book slip (283 × 400): a framed stamp (TAXIS IRIS, Taxis Iris SRL, address, TVA BE,
  // licence, phone); bilingual REÇU – KWITANTIE with the pre-printed N° 004471; French / Dutch field labels with
  // the values written in larger on ruled lines (19/11/26, 7 h 40, Gare du Midi, Aéroport Zaventem, taxi 447,
  // Karim B., 48,50 €, 3,50 €, 52,00 €); the "espèces / contant" box ticked; "Prix TVA 6 % comprise"; a signature
  // line.
  { name: 'taxi-be-recu-kwitantie-bilingue-carnet-souches-montants-manuscrits-course-pourboire-total-case-especes-cochee-tva-6-comprise', kind: 'receipt', size: [283, 400], expect: { vendorName: 'Taxis Iris SRL', invoiceDate: '2026-11-19', tip: 3.5, total: 52, currency: 'EUR', paymentMethod: 'cash' }, cells: [
    [20, 18, '#RECT 243 74 black stroke'],
    [103.5, 26, 'TAXIS IRIS', { size: 15, bold: true }],
    [113.5, 46, 'Taxis Iris SRL', { size: 8.5, bold: true }],
    [80, 58, "Rue de l'Escaut 118 · 1080 Bruxelles", { size: 7.5 }],
    [74.5, 68, 'TVA BE 0447.182.046 · Licence n° 1182', { size: 7.5 }],
    [95.5, 78, 'Tél. 02 447 18 20 · 24 h / 24', { size: 7.5 }],
    [20, 104, 'REÇU – KWITANTIE', { size: 12, bold: true }], R(263, 104, 'N° 004471', { size: 12, bold: true }),
    [20, 134, 'Date / Datum :', { size: 7.5 }], [100, 126, '19/11/26', { size: 13 }], [96, 142, '#RECT 62 0.4 black'],
    [166, 134, 'Heure / Uur :', { size: 7.5 }], [216, 127, '7 h 40', { size: 13 }], [212, 142, '#RECT 51 0.4 black'],
    [20, 164, 'De / Van :', { size: 7.5 }], [80, 156, 'Gare du Midi', { size: 13 }], [76, 172, '#RECT 187 0.4 black'],
    [20, 194, 'À / Naar :', { size: 7.5 }], [80, 186, 'Aéroport Zaventem', { size: 13 }], [76, 202, '#RECT 187 0.4 black'],
    [20, 224, 'Taxi n° / Taxinr :', { size: 7.5 }], [98, 216, '447', { size: 13 }], [94, 232, '#RECT 54 0.4 black'],
    [158, 224, 'Chauffeur :', { size: 7.5 }], [204, 216, 'Karim B.', { size: 13 }], [200, 232, '#RECT 63 0.4 black'],
    [20, 254, 'Prix de la course / Ritprijs :', { size: 7.5 }], [150, 246, '48,50 €', { size: 13 }], [146, 262, '#RECT 117 0.4 black'],
    [20, 284, 'Pourboire / Fooi :', { size: 7.5 }], [152, 276, '3,50 €', { size: 13 }], [146, 292, '#RECT 117 0.4 black'],
    [20, 316, 'TOTAL / TOTAAL :', { size: 8.5, bold: true }], [148, 305, '52,00 €', { size: 15 }], [146, 324, '#RECT 117 0.4 black'],
    [20, 342, 'Payé / Betaald :', { size: 7.5 }],
    [90, 340, '#RECT 10 10 black stroke'], [92, 341, 'X', { size: 9 }], [104, 342, 'espèces / contant', { size: 7.5 }],
    [180, 340, '#RECT 10 10 black stroke'], [194, 342, 'carte / kaart', { size: 7.5 }],
    [20, 362, 'Prix TVA 6 % comprise – BTW 6 % inbegrepen', { size: 7 }],
    [20, 376, 'Signature / Handtekening :', { size: 7 }], [116, 384, '#RECT 147 0.4 black'],
  ] },

  // Leeds multi-storey car park's VAT RECEIPT (80 mm): CityPark, the car park, the Ltd and its VAT number; label
  // / value rows (Ticket no., Entry 18/11/2026 08:12, Paid 19/11/2026 17:48, Exit by, Duration, Pay station);
  // Tariff band and Parking fee £27.50; TOTAL £27.50, Contactless Mastercard, Change £0.00; a VAT rate / Net /
  // VAT / Gross table; card data; the ticket's barcode and number; the lost-ticket charge and season-ticket
  // price.
  { name: 'car-park-gb-multi-storey-vat-receipt-80mm-ticket-number-entry-paid-exit-by-duration-tariff-band-contactless-vat-20-table-barcode-lost-ticket-charge', kind: 'receipt', size: [226, 460], expect: { vendorName: 'CityPark Parking Services Ltd', invoiceDate: '2026-11-19', tax: 4.58, total: 27.5, currency: 'GBP', paymentMethod: 'card' },
    items: [['Parking fee', null, null, 27.5]], cells: [
    [79, 14, 'CityPark', { size: 17, bold: true }],
    [65.5, 36, 'Merrion Street Car Park', { size: 8.5, bold: true }],
    [64, 48, 'Merrion Street, Leeds LS2 8NG', { size: 7 }],
    [67, 58, 'CityPark Parking Services Ltd', { size: 7 }],
    [66, 68, 'VAT Reg. No. GB 447 1820 46', { size: 7 }],
    [12, 82, '#RECT 202 0.5 black'],
    [81, 88, 'VAT RECEIPT', { size: 10, bold: true }],
    [12, 103, '#RECT 202 0.5 black'],
    [12, 110, 'Ticket no.', { size: 7.5 }], R(214, 110, '0447182046', { size: 7.5 }),
    [12, 121, 'Entry', { size: 7.5 }], R(214, 121, '18/11/2026 08:12', { size: 7.5 }),
    [12, 132, 'Paid', { size: 7.5 }], R(214, 132, '19/11/2026 17:48', { size: 7.5 }),
    [12, 143, 'Exit by', { size: 7.5 }], R(214, 143, '19/11/2026 18:03', { size: 7.5 }),
    [12, 154, 'Duration', { size: 7.5 }], R(214, 154, '1 day 09 h 36 min', { size: 7.5 }),
    [12, 165, 'Pay station', { size: 7.5 }], R(214, 165, 'APS 3 – Level 0', { size: 7.5 }),
    [12, 179, '#RECT 202 0.5 black'],
    [12, 185, 'Tariff band', { size: 7.5 }], R(214, 185, '24 – 48 hours', { size: 7.5 }),
    [12, 196, 'Parking fee', { size: 8.5 }], R(214, 196, '£27.50', { size: 8.5 }),
    [12, 210, '#RECT 202 0.5 black'],
    [12, 216, 'TOTAL', { size: 12, bold: true }], R(214, 216, '£27.50', { size: 12, bold: true }),
    [12, 234, 'Contactless Mastercard', { size: 7.5 }], R(214, 234, '£27.50', { size: 7.5 }),
    [12, 245, 'Change', { size: 7.5 }], R(214, 245, '£0.00', { size: 7.5 }),
    [12, 259, '#RECT 202 0.5 black'],
    [12, 265, 'VAT rate', { size: 6.5, bold: true }], R(100, 265, 'Net', { size: 6.5, bold: true }), R(155, 265, 'VAT', { size: 6.5, bold: true }), R(214, 265, 'Gross', { size: 6.5, bold: true }),
    [12, 275, '20%', { size: 7 }], R(100, 275, '£22.92', { size: 7 }), R(155, 275, '£4.58', { size: 7 }), R(214, 275, '£27.50', { size: 7 }),
    [12, 289, '#RECT 202 0.5 black'],
    [12, 295, 'MASTERCARD ************8204', { size: 6.5 }],
    [12, 304, 'AID A0000000041010 · PAN SEQ 01', { size: 6.5 }],
    [12, 313, 'Auth code 118204 · Merchant ID 4471820', { size: 6.5 }],
    [12, 322, 'VERIFIED BY DEVICE', { size: 6.5 }],
    [12, 331, 'PLEASE RETAIN FOR YOUR RECORDS', { size: 6.5 }],
    ...barcode(28, 346, 170, 30, 447182),
    [95, 380, '0447182046', { size: 6.5 }],
    [52.5, 396, 'Lost ticket charge £40.00 · Open 24 hours', { size: 6.5 }],
    [56.5, 405, 'Season tickets from £145.00 per month', { size: 6.5 }],
    [72.5, 414, 'citypark.co.uk/leeds-merrion', { size: 6.5 }],
    [49, 430, 'Thank you for parking with CityPark', { size: 7.5, bold: true }],
  ] },

  // Portuguese motorway toll's FATURA SIMPLIFICADA (58 mm): VIA LITORAL and the S.A. with address, NIF and share
  // capital; the motorway and toll plaza; N.º FS PAS04/118204, ATCUD, "Data: 19-11-2026 08:41", Via, Classe,
  // Operador; entry junction with "Hora de entrada: 19-11-2026 07:58" and exit; Portagem Classe 1 9,85 €; TOTAL
  // 9,85 €, Cartão de débito, Incidência 8,01 €, IVA incluído 23% 1,84 €; the customer's NIF; a QR; the certified
  // program.
  { name: 'portagem-pt-autoestrada-fatura-simplificada-58mm-atcud-entrada-saida-hora-entrada-classe-1-iva-23-incluido-cartao-debito-nif-adquirente-qr', kind: 'receipt', size: [165, 350], expect: { vendorName: 'Via Litoral – Concessões Rodoviárias, S.A.', invoiceDate: '2026-11-19', tax: 1.84, total: 9.85, currency: 'EUR', paymentMethod: 'card' },
    items: [['Portagem Classe 1', null, null, 9.85]], cells: [
    [45, 10, 'VIA LITORAL', { size: 12, bold: true }],
    [27.5, 25, 'Via Litoral – Concessões Rodoviárias, S.A.', { size: 5.8 }],
    [36.5, 33, 'Rua do Carmo 44, 3000-099 Coimbra', { size: 5.5 }],
    [29, 40, 'NIF 504 471 820 · Cap. Social 25.000.000 €', { size: 5.5 }],
    [8, 50, '#RECT 149 0.5 black'],
    [38.5, 55, 'A17 – Autoestrada do Litoral', { size: 6.5, bold: true }],
    [38, 64, 'Praça de Portagem de Aveiro Sul', { size: 6 }],
    [8, 74, '#RECT 149 0.5 black'],
    [40, 79, 'FATURA SIMPLIFICADA', { size: 7.5, bold: true }],
    [8, 90, 'N.º FS PAS04/118204', { size: 6 }], R(157, 90, 'Original', { size: 6 }),
    [8, 98, 'ATCUD: JJK4L7MW-118204', { size: 6 }],
    [8, 106, 'Data: 19-11-2026  08:41', { size: 6.5 }], R(157, 106, 'Via 04', { size: 6.5 }),
    [8, 114, 'Classe: 1', { size: 6.5 }], R(157, 114, 'Operador: 0447', { size: 6.5 }),
    [8, 124, '#RECT 149 0.5 black'],
    [8, 129, 'Entrada: Leiria Norte (Nó 12)', { size: 6.5 }],
    [8, 137, 'Hora de entrada: 19-11-2026 07:58', { size: 6.5 }],
    [8, 145, 'Saída: Aveiro Sul (Nó 19)', { size: 6.5 }],
    [8, 155, 'Portagem Classe 1', { size: 7.5 }], R(157, 155, '9,85 €', { size: 7.5 }),
    [8, 166, '#RECT 149 0.5 black'],
    [8, 171, 'TOTAL', { size: 10, bold: true }], R(157, 171, '9,85 €', { size: 10, bold: true }),
    [8, 186, 'Cartão de débito', { size: 7 }], R(157, 186, '9,85 €', { size: 7 }),
    [8, 196, 'Incidência', { size: 6.5 }], R(157, 196, '8,01 €', { size: 6.5 }),
    [8, 204, 'IVA incluído 23%', { size: 6.5 }], R(157, 204, '1,84 €', { size: 6.5 }),
    [8, 214, 'NIF adquirente: 509 118 204', { size: 6.5 }],
    [8, 222, 'Cartão ****0447 · Aut. 558210', { size: 6 }],
    ...qr(52.5, 232, 60, 9851),
    [37.5, 298, 'Processado por programa certificado', { size: 5.5 }],
    [68.5, 305, 'n.º 1182/AT', { size: 5.5 }],
    [35.5, 315, 'Com identificador eletrónico evita filas.', { size: 5.5 }],
    [40, 328, 'Obrigado e boa viagem!', { size: 7.5, bold: true }],
  ] },

  // Munich inn's bill for a business lunch (80 mm): the Wirtshaus, the GmbH, address, St.-Nr. and USt-IdNr.;
  // Tisch, Gäste, Bon-Nr., Bedienung, 19.11.2026 13:47; six lines with quantities, "à" prices under multi-unit
  // lines and A / B codes; SUMME EUR 107,20, Trinkgeld 10,80, Gesamt 118,00, Kartenzahlung girocard 118,00; the
  // MwSt table; TSE data; the Bewirtungsaufwendungen block with its handwritten persons, occasion and amounts; a
  // dashed line and the terminal's Kundenbeleg (Betrag EUR 118,00, Zahlung erfolgt).
  { name: 'wirtshaus-de-bewirtungsbeleg-80mm-tisch-gaeste-speisen-7-getraenke-19-mwst-tabelle-tse-daten-trinkgeld-gesamt-girocard-kundenbeleg-abgetrennt', kind: 'receipt', size: [226, 650], expect: { vendorName: 'Isarbogen Gastronomie GmbH', invoiceDate: '2026-11-19', tax: 10.17, tip: 10.8, total: 118, currency: 'EUR', paymentMethod: 'card' },
    items: [['Schweinsbraten mit Knödel', 2, 18.9, 37.8], ['Ofenkartoffel mit Kräuterquark', 1, null, 14.5], ['Rinderroulade mit Blaukraut', 1, null, 21.4],
      ['Apfelschorle 0,5 l', 3, 4.9, 14.7], ['Spezi 0,5 l', 2, 4.6, 9.2], ['Espresso', 3, 3.2, 9.6]], cells: [
    [36, 12, 'Wirtshaus Zum Isarbogen', { size: 12.5, bold: true }],
    [62, 30, 'Isarbogen Gastronomie GmbH', { size: 7.5 }],
    [55, 40, 'Zweibrückenstraße 15 · 80331 München', { size: 6.5 }],
    [57, 48, 'Tel. 089 447 18 20 · www.isarbogen.de', { size: 6.5 }],
    [44, 56, 'St.-Nr. 143/118/20447 · USt-IdNr. DE314471820', { size: 6.5 }],
    [12, 68, '#RECT 202 0.5 black'],
    [12, 74, 'Tisch 21   Gäste 3', { size: 7 }], R(214, 74, 'Bon-Nr. 4471', { size: 7 }),
    [12, 83, 'Bedienung: Vroni', { size: 7 }], R(214, 83, '19.11.2026 13:47', { size: 7 }),
    [12, 93, '#RECT 202 0.5 black'],
    [12, 99, '2', { size: 7.5 }], [24, 99, 'Schweinsbraten mit Knödel', { size: 7.5 }], R(200, 99, '37,80', { size: 7.5 }), [204, 99, 'A', { size: 7.5 }],
    [24, 108, 'à 18,90', { size: 6.5 }],
    [12, 118, '1', { size: 7.5 }], [24, 118, 'Ofenkartoffel mit Kräuterquark', { size: 7.5 }], R(200, 118, '14,50', { size: 7.5 }), [204, 118, 'A', { size: 7.5 }],
    [12, 128, '1', { size: 7.5 }], [24, 128, 'Rinderroulade mit Blaukraut', { size: 7.5 }], R(200, 128, '21,40', { size: 7.5 }), [204, 128, 'A', { size: 7.5 }],
    [12, 138, '3', { size: 7.5 }], [24, 138, 'Apfelschorle 0,5 l', { size: 7.5 }], R(200, 138, '14,70', { size: 7.5 }), [204, 138, 'B', { size: 7.5 }],
    [24, 147, 'à 4,90', { size: 6.5 }],
    [12, 157, '2', { size: 7.5 }], [24, 157, 'Spezi 0,5 l', { size: 7.5 }], R(200, 157, '9,20', { size: 7.5 }), [204, 157, 'B', { size: 7.5 }],
    [24, 166, 'à 4,60', { size: 6.5 }],
    [12, 176, '3', { size: 7.5 }], [24, 176, 'Espresso', { size: 7.5 }], R(200, 176, '9,60', { size: 7.5 }), [204, 176, 'B', { size: 7.5 }],
    [24, 185, 'à 3,20', { size: 6.5 }],
    [12, 196, '#RECT 202 0.5 black'],
    [12, 202, 'SUMME EUR', { size: 11, bold: true }], R(214, 202, '107,20', { size: 11, bold: true }),
    [12, 218, 'Trinkgeld', { size: 7.5 }], R(214, 218, '10,80', { size: 7.5 }),
    [12, 228, 'Gesamt', { size: 8.5, bold: true }], R(214, 228, '118,00', { size: 8.5, bold: true }),
    [12, 240, 'Kartenzahlung girocard', { size: 7.5 }], R(214, 240, '118,00', { size: 7.5 }),
    [12, 252, '#RECT 202 0.5 black'],
    [12, 258, 'MwSt', { size: 6.5, bold: true }], R(110, 258, 'Netto', { size: 6.5, bold: true }), R(160, 258, 'MwSt', { size: 6.5, bold: true }), R(214, 258, 'Brutto', { size: 6.5, bold: true }),
    [12, 267, 'A 7 %', { size: 6.5 }], R(110, 267, '68,88', { size: 6.5 }), R(160, 267, '4,82', { size: 6.5 }), R(214, 267, '73,70', { size: 6.5 }),
    [12, 276, 'B 19 %', { size: 6.5 }], R(110, 276, '28,15', { size: 6.5 }), R(160, 276, '5,35', { size: 6.5 }), R(214, 276, '33,50', { size: 6.5 }),
    [12, 285, 'Summe', { size: 6.5, bold: true }], R(110, 285, '97,03', { size: 6.5, bold: true }), R(160, 285, '10,17', { size: 6.5, bold: true }), R(214, 285, '107,20', { size: 6.5, bold: true }),
    [12, 297, '#RECT 202 0.5 black'],
    [12, 302, 'TSE-Seriennummer: 7c1e4a9f0b2d8e3a5f6c4471820b9d1e', { size: 5.5 }],
    [12, 309.5, 'TSE-Start: 2026-11-19T12:31:08.000', { size: 5.5 }],
    [12, 317, 'TSE-Stop: 2026-11-19T13:47:22.000', { size: 5.5 }],
    [12, 324.5, 'TSE-Transaktion: 118204 · Signaturzähler: 447182', { size: 5.5 }],
    [12, 332, 'Kasse: ISB-K2-0447 · Prozesstyp: Kassenbeleg-V1', { size: 5.5 }],
    [12, 343, '#RECT 202 0.5 black'],
    [63, 349, 'Bewirtungsaufwendungen', { size: 8, bold: true }],
    [55, 359, 'Angaben nach § 4 Abs. 5 Satz 1 Nr. 2 EStG', { size: 6 }],
    [12, 371, 'Bewirtete Person(en):', { size: 6.5 }], [16, 380, 'M. Brenner, S. Kaya (Brenner Bau KG)', { size: 8 }], [12, 391, '#RECT 202 0.4 black'],
    [12, 397, 'Anlass der Bewirtung:', { size: 6.5 }], [16, 406, 'Projektbesprechung Neubau Giesing', { size: 8 }], [12, 417, '#RECT 202 0.4 black'],
    [12, 423, 'Höhe der Aufwendungen:', { size: 6.5 }], [16, 432, '107,20 € + 10,80 € Trinkgeld = 118,00 €', { size: 8 }], [12, 443, '#RECT 202 0.4 black'],
    [12, 449, 'Ort, Datum, Unterschrift des Bewirtenden:', { size: 6.5 }], [16, 458, 'München, 19.11.2026   J. Albrecht', { size: 8 }], [12, 469, '#RECT 202 0.4 black'],
    ...dashes(12, 480, 202),
    [88, 489, 'Kundenbeleg', { size: 8, bold: true }],
    [12, 501, 'Isarbogen Gastronomie GmbH', { size: 6.5 }],
    [12, 510, 'Zweibrückenstraße 15, 80331 München', { size: 6.5 }],
    [12, 519, 'Terminal-ID: 68447182', { size: 6.5 }],
    [12, 528, 'TA-Nr. 004471   Beleg-Nr. 0118', { size: 6.5 }],
    [12, 537, 'Datum: 19.11.2026   Uhrzeit: 13:49', { size: 6.5 }],
    [12, 546, 'girocard   Karte: ####2291   Folge-Nr. 01', { size: 6.5 }],
    [12, 555, 'Kartenzahlung kontaktlos', { size: 6.5 }],
    [12, 567, 'Betrag EUR', { size: 9, bold: true }], R(214, 567, '118,00', { size: 9, bold: true }),
    [84, 583, 'Zahlung erfolgt', { size: 8, bold: true }],
    [77.5, 595, 'Bitte Beleg aufbewahren', { size: 6.5 }],
    [12, 607, '#RECT 202 0.5 black'],
    [52.5, 614, 'Vielen Dank für Ihren Besuch!', { size: 8.5, bold: true }],
    [60, 627, 'Biergarten täglich ab 11 Uhr geöffnet', { size: 6.5 }],
  ] },

  // Montréal café's receipt (58 mm): CAFÉ MILE-OUEST, Les Cafés Mile-Ouest inc., address and phone; order, till,
  // "2026-11-18 08:14", server, Pour emporter; four lines with the quantity first and "@ 2,25 ch." under the
  // two-bottle line; Sous-total 26,00 $, TPS 5 % 1,30 $, TVQ 9,975 % 2,59 $, TOTAL 29,89 $, Interac 29,89 $,
  // Monnaie 0,00 $; the TPS and TVQ numbers; the TRANSACTION APPROUVÉE slip (MONTANT 29,89 $); a loyalty card.
  { name: 'cafe-ca-quebec-recu-58mm-pour-emporter-sous-total-tps-5-tvq-9-975-separees-interac-numeros-tps-tvq-transaction-approuvee-carte-fidelite', kind: 'receipt', size: [165, 325], expect: { vendorName: 'Les Cafés Mile-Ouest inc.', invoiceDate: '2026-11-18', subtotal: 26, total: 29.89, currency: 'CAD', paymentMethod: 'card' },
    items: [['Latté 16 oz', 1, null, 5.75], ['Croissant aux amandes', 1, null, 4.25], ['Sandwich jambon-brie', 1, null, 11.5], ['Eau pétillante 355 ml', 2, 2.25, 4.5]], cells: [
    [32, 10, 'CAFÉ MILE-OUEST', { size: 11, bold: true }],
    [45.5, 25, 'Les Cafés Mile-Ouest inc.', { size: 6.5 }],
    [49, 33, '5612, boul. Saint-Laurent', { size: 6 }],
    [44, 40, 'Montréal (Québec)  H2T 1S1', { size: 6 }],
    [57, 47, 'Tél. : 514 447-1820', { size: 6 }],
    [8, 57, '#RECT 149 0.5 black'],
    [8, 62, 'Commande no 118', { size: 6.5 }], R(157, 62, 'Caisse 1', { size: 6.5 }),
    [8, 70, '2026-11-18  08:14', { size: 6.5 }], R(157, 70, 'Servi par : Gabrielle', { size: 6.5 }),
    [8, 78, 'Pour emporter', { size: 6.5 }],
    [8, 88, '#RECT 149 0.5 black'],
    [8, 93, '1', { size: 7 }], [18, 93, 'Latté 16 oz', { size: 7 }], R(157, 93, '5,75', { size: 7 }),
    [8, 102, '1', { size: 7 }], [18, 102, 'Croissant aux amandes', { size: 7 }], R(157, 102, '4,25', { size: 7 }),
    [8, 111, '1', { size: 7 }], [18, 111, 'Sandwich jambon-brie', { size: 7 }], R(157, 111, '11,50', { size: 7 }),
    [8, 120, '2', { size: 7 }], [18, 120, 'Eau pétillante 355 ml', { size: 7 }], R(157, 120, '4,50', { size: 7 }),
    [18, 128, '@ 2,25 ch.', { size: 6 }],
    [8, 139, '#RECT 149 0.5 black'],
    [8, 144, 'Sous-total', { size: 7 }], R(157, 144, '26,00 $', { size: 7 }),
    [8, 153, 'TPS 5 %', { size: 7 }], R(157, 153, '1,30 $', { size: 7 }),
    [8, 162, 'TVQ 9,975 %', { size: 7 }], R(157, 162, '2,59 $', { size: 7 }),
    [8, 173, 'TOTAL', { size: 10, bold: true }], R(157, 173, '29,89 $', { size: 10, bold: true }),
    [8, 189, 'Interac', { size: 7 }], R(157, 189, '29,89 $', { size: 7 }),
    [8, 198, 'Monnaie', { size: 7 }], R(157, 198, '0,00 $', { size: 7 }),
    [8, 209, '#RECT 149 0.5 black'],
    [8, 214, 'No TPS : 744718204 RT0001', { size: 6 }],
    [8, 221, 'No TVQ : 1218204471 TQ0001', { size: 6 }],
    [8, 231, '#RECT 149 0.5 black'],
    [37.5, 236, 'TRANSACTION APPROUVÉE', { size: 6.5, bold: true }],
    [8, 245, 'INTERAC  ************7720', { size: 6 }],
    [8, 252, 'ACHAT   Aut. 044718   Séq. 0118', { size: 6 }],
    [8, 259, '2026/11/18 08:14:52', { size: 6 }],
    [8, 268, 'MONTANT', { size: 7, bold: true }], R(157, 268, '29,89 $', { size: 7, bold: true }),
    [8, 280, '#RECT 149 0.5 black'],
    [40, 285, 'Carte fidélité : 7 tampons sur 10', { size: 6 }],
    [50, 292, 'Votre 10e café est offert!', { size: 6 }],
    [48.5, 304, 'Merci et à bientôt!', { size: 8, bold: true }],
  ] },

  // Wellington coworking space's TAX RECEIPT (A5): an "HH" logo block, Harbourside Hub and TAX RECEIPT; the
  // Limited with GST No. and NZBN; a label column (Receipt no. HH-R-004471, Date 18/11/2026, Pass type, Booking
  // ref.); Received from; a ruled Description / Qty / Unit price / Amount table; Total (incl. GST) $138.00, GST
  // (15%) included $18.00, Amount paid, Balance $0.00; the Visa payment at 16:05 NZDT; the membership upsell and
  // Wi-Fi.
  { name: 'coworking-nz-tax-receipt-a5-day-pass-hot-desk-meeting-room-hours-colour-printing-barista-coffee-gst-15-included-visa-membership-upsell', kind: 'receipt', size: [420, 595], expect: { vendorName: 'Harbourside Hub Limited', invoiceDate: '2026-11-18', tax: 18, total: 138, currency: 'NZD', paymentMethod: 'card' },
    items: [['Day pass – hot desk, 18 Nov 2026', 1, 45, 45], ['Meeting room Kauri (per hour), 10:00–12:00', 2, 35, 70], ['Colour printing A4 (per page)', 24, 0.5, 12], ['Barista coffee', 2, 5.5, 11]], cells: [
    [30, 30, '#RECT 38 38 #0369a1'],
    [39, 42, 'HH', { size: 14, bold: true, width: -1 }],
    [78, 32, 'Harbourside Hub', { size: 16, bold: true }],
    [78, 52, 'Coworking · Meeting rooms · Events', { size: 7.5 }],
    R(390, 34, 'TAX RECEIPT', { size: 13, bold: true, width: 150 }),
    [30, 86, 'Harbourside Hub Limited', { size: 8.5, bold: true }],
    [30, 98, 'Level 2, 18 Customhouse Quay', { size: 7.5 }],
    [30, 108, 'Wellington 6011, New Zealand', { size: 7.5 }],
    [30, 118, 'GST No. 118-204-471', { size: 7.5 }],
    [30, 128, 'NZBN 9429044718204', { size: 7.5 }],
    [240, 86, 'Receipt no.', { size: 7.5 }], R(390, 86, 'HH-R-004471', { size: 7.5, bold: true }),
    [240, 97, 'Date', { size: 7.5 }], R(390, 97, '18/11/2026', { size: 7.5 }),
    [240, 108, 'Pass type', { size: 7.5 }], R(390, 108, 'Guest day pass', { size: 7.5 }),
    [240, 119, 'Booking ref.', { size: 7.5 }], R(390, 119, 'BK-55K2-91', { size: 7.5 }),
    [30, 150, 'Received from', { size: 7.5, bold: true }],
    [30, 161, 'Aroha Tane, Kowhai Digital Ltd', { size: 8.5 }],
    [30, 173, 'aroha@kowhaidigital.co.nz', { size: 7.5 }],
    [30, 200, '#RECT 360 0.6 black'],
    [30, 205, 'Description', { size: 7.5, bold: true }], R(255, 205, 'Qty', { size: 7.5, bold: true }), R(320, 205, 'Unit price', { size: 7.5, bold: true }), R(390, 205, 'Amount', { size: 7.5, bold: true }),
    [30, 217, '#RECT 360 0.6 black'],
    [30, 224, 'Day pass – hot desk, 18 Nov 2026', { size: 8 }], R(255, 224, '1', { size: 8 }), R(320, 224, '$45.00', { size: 8 }), R(390, 224, '$45.00', { size: 8 }),
    [30, 239, 'Meeting room Kauri (per hour), 10:00–12:00', { size: 8 }], R(255, 239, '2', { size: 8 }), R(320, 239, '$35.00', { size: 8 }), R(390, 239, '$70.00', { size: 8 }),
    [30, 254, 'Colour printing A4 (per page)', { size: 8 }], R(255, 254, '24', { size: 8 }), R(320, 254, '$0.50', { size: 8 }), R(390, 254, '$12.00', { size: 8 }),
    [30, 269, 'Barista coffee', { size: 8 }], R(255, 269, '2', { size: 8 }), R(320, 269, '$5.50', { size: 8 }), R(390, 269, '$11.00', { size: 8 }),
    [30, 284, '#RECT 360 0.6 black'],
    [230, 294, 'Total (incl. GST)', { size: 9, bold: true }], R(390, 294, '$138.00', { size: 9, bold: true }),
    [230, 308, 'GST (15%) included', { size: 8 }], R(390, 308, '$18.00', { size: 8 }),
    [230, 320, 'Amount paid', { size: 8 }], R(390, 320, '$138.00', { size: 8 }),
    [230, 332, 'Balance', { size: 8 }], R(390, 332, '$0.00', { size: 8 }),
    [30, 294, 'Payment', { size: 7.5, bold: true }],
    [30, 305, 'Visa ending 4471', { size: 7.5 }],
    [30, 315, '18/11/2026 at 16:05 NZDT', { size: 7.5 }],
    [30, 325, 'Charged in NZD', { size: 7.5 }],
    [30, 366, 'All prices include GST. Thanks for working with us today, Aroha!', { size: 7.5 }],
    [30, 378, 'Upgrade to a Flex membership (10 days a month) from $329.00 + GST per month.', { size: 7.5 }],
    [30, 390, 'Wi-Fi: HH-Guest · password harbour2026 · Front desk open 8:00–18:00.', { size: 7.5 }],
    [57.5, 560, 'Harbourside Hub Limited · Level 2, 18 Customhouse Quay, Wellington 6011 · hello@harboursidehub.co.nz', { size: 6.5 }],
  ] },

  // Bern filling station's QUITTUNG (80 mm): AARE MOBIL, the shop, Aare Mobil AG, address and MWST number;
  // Beleg-Nr., Kasse, "20.11.2026 16:22", Kassier; the fuel line with litres × price per litre under it and code
  // A, two shop articles with code B; TOTAL CHF 78.91, Visa, Rückgeld, the EUR equivalent; the MWST table by
  // code; the terminal's Buchung slip (Total-EFT CHF 78.91); loyalty points with an apostrophe-grouped balance.
  { name: 'tankstelle-ch-quittung-80mm-bleifrei-95-liter-x-preis-pro-liter-shopartikel-mwst-8-1-und-2-6-tabelle-eur-gegenwert-visa-buchungsbeleg-punkte', kind: 'receipt', size: [226, 400], expect: { vendorName: 'Aare Mobil AG', invoiceDate: '2026-11-20', tax: 5.56, total: 78.91, currency: 'CHF', paymentMethod: 'card' },
    items: [['Bleifrei 95 (Säule 4)', 38.42, 1.869, 71.81], ['Kaffee Crème to go', null, null, 4.2], ['Mineralwasser 0.5 l', null, null, 2.9]], cells: [
    [65.5, 12, 'AARE MOBIL', { size: 15, bold: true }],
    [57, 32, 'Tankstelle & Shop Bern-Wankdorf', { size: 7.5 }],
    [90.5, 42, 'Aare Mobil AG', { size: 7 }],
    [63, 51, 'Papiermühlestrasse 71, 3014 Bern', { size: 6.5 }],
    [60.5, 59, 'MWST-Nr. CHE-118.204.447 MWST', { size: 6.5 }],
    [12, 70, '#RECT 202 0.5 black'],
    [91, 75, 'QUITTUNG', { size: 8.5, bold: true }],
    [12, 88, 'Beleg-Nr. 0447', { size: 7 }], R(214, 88, 'Kasse 2', { size: 7 }),
    [12, 97, '20.11.2026  16:22', { size: 7 }], R(214, 97, 'Kassier: Reto', { size: 7 }),
    [12, 107, '#RECT 202 0.5 black'],
    [12, 113, 'Bleifrei 95 (Säule 4)', { size: 7.5 }], R(200, 113, '71.81', { size: 7.5 }), [204, 113, 'A', { size: 7.5 }],
    [18, 122, '38.42 l x 1.869 CHF/l', { size: 6.5 }],
    [12, 132, 'Kaffee Crème to go', { size: 7.5 }], R(200, 132, '4.20', { size: 7.5 }), [204, 132, 'B', { size: 7.5 }],
    [12, 142, 'Mineralwasser 0.5 l', { size: 7.5 }], R(200, 142, '2.90', { size: 7.5 }), [204, 142, 'B', { size: 7.5 }],
    [12, 154, '#RECT 202 0.5 black'],
    [12, 160, 'TOTAL CHF', { size: 11, bold: true }], R(214, 160, '78.91', { size: 11, bold: true }),
    [12, 177, 'Visa', { size: 7.5 }], R(214, 177, '78.91', { size: 7.5 }),
    [12, 187, 'Rückgeld', { size: 7.5 }], R(214, 187, '0.00', { size: 7.5 }),
    [12, 198, 'Gegenwert EUR 84.20 (Kurs 0.9372)', { size: 6.5 }],
    [12, 209, '#RECT 202 0.5 black'],
    [12, 215, 'Code', { size: 6.5, bold: true }], [40, 215, 'Satz', { size: 6.5, bold: true }], R(120, 215, 'Netto', { size: 6.5, bold: true }), R(165, 215, 'MWST', { size: 6.5, bold: true }), R(214, 215, 'Brutto', { size: 6.5, bold: true }),
    [12, 224, 'A', { size: 6.5 }], [40, 224, '8.1%', { size: 6.5 }], R(120, 224, '66.43', { size: 6.5 }), R(165, 224, '5.38', { size: 6.5 }), R(214, 224, '71.81', { size: 6.5 }),
    [12, 233, 'B', { size: 6.5 }], [40, 233, '2.6%', { size: 6.5 }], R(120, 233, '6.92', { size: 6.5 }), R(165, 233, '0.18', { size: 6.5 }), R(214, 233, '7.10', { size: 6.5 }),
    [12, 243, 'Total', { size: 6.5, bold: true }], R(120, 243, '73.35', { size: 6.5, bold: true }), R(165, 243, '5.56', { size: 6.5, bold: true }), R(214, 243, '78.91', { size: 6.5, bold: true }),
    [12, 255, '#RECT 202 0.5 black'],
    [97, 261, 'Buchung', { size: 7.5, bold: true }],
    [12, 272, 'Aare Mobil AG, 3014 Bern', { size: 6.5 }],
    [12, 281, 'Trm-Id: 44718204   AID: A0000000031010', { size: 6.5 }],
    [12, 290, 'Visa Credit   ************7731', { size: 6.5 }],
    [12, 299, 'Trx. Seq-Cnt: 118204   Auth. Code: 820447', { size: 6.5 }],
    [12, 308, '20.11.2026 16:22:41', { size: 6.5 }],
    [12, 320, 'Total-EFT CHF', { size: 8, bold: true }], R(214, 320, '78.91', { size: 8, bold: true }),
    [64.5, 334, 'Kundenbeleg – bitte aufbewahren', { size: 6.5 }],
    [12, 346, '#RECT 202 0.5 black'],
    [56, 352, 'Sammeln Sie Punkte mit der AareCard:', { size: 6.5 }],
    [58, 361, "heute 78 Punkte (Stand 1'214 Punkte)", { size: 6.5 }],
    [43, 375, 'Danke für Ihren Einkauf – gute Fahrt!', { size: 8, bold: true }],
  ] },
];
