// A seventeenth fresh batch of 16 hand-built documents (10 invoices, 6 receipts) in the format of documents.ts,
// written on 2026-11-24 blind to the engine: their author read only documents.ts, documents-fresh16.ts (for the
// format and the conventions, and to avoid repeating its themes and layouts) and render.ts (for the page, the
// fonts and the drawing commands), nothing under engine/, server/, data/, models/ or test/ nor any other file
// under bench/, and ran neither the engine, the tests nor a benchmark (only the type check and a throwaway script
// outside the repository that renders these documents through render.ts's renderPdf, rasterises them with
// pdftoppm, and checks that no text overlaps other text, a rule or a box edge, or leaves the page, that
// right-aligned text fits its width, and that the arithmetic holds).
// The theme is new: RECURRING HOUSEHOLD AND BUSINESS BILLS AND SMALL-MERCHANT PAPERWORK, as the real issuers print
// them, one locale each (en-GB, de-DE, nl-BE, fr-FR, fr-CH, de-AT twice, en-CA, en-US twice, pt-BR, es-ES, it-IT,
// pl-PL, cs-CZ) with that locale's numbers (1,234.56; 1.234,56; 1'234.56; € 1.234,56; R$ 264,42; 215,00 Kč) and
// dates; and the distractors such bills carry: account, customer, contract, meter, installation and policy numbers
// that look like invoice numbers, meter readings and read dates, billing periods, previous bills and payments
// received, a past-due balance forward, instalments (Abschläge) already paid and a new instalment plan, a
// Nachzahlung, direct-debit dates and "do not pay" notes, average daily cost and use, CO2 figures, next bill and
// next reading dates, a consumption history, a landlord's rent settlement, a sale date against a delivery date.
// Invoices:
//  1. England, A4: an electricity bill (Bill number 40071182, Bill date 03/11/2026, account number, period
//     01/10/2026 – 31/10/2026); a framed "Amount due £123.36" box with "Do not pay … Direct Debit on or after
//     17/11/2026", the average daily cost and the next bill date; an account summary (Previous bill £131.20,
//     Payment received -£131.20, Balance £0.00, Charges for this bill £123.36, Amount due); meter readings; the
//     charges 412 kWh at 24.503p per kWh and 31 days at 53.35p per day; Total charges before VAT £117.49, VAT at 5%
//     £5.87, Total charges for this bill £123.36; usage and CO2 figures.
//  2. Germany, A4: an annual gas bill (Jahresabrechnung Erdgas, Rechnungsnummer 7300418826, Rechnungsdatum
//     21.10.2026, Vertragskonto, Zählernummer, Abrechnungszeitraum 15.10.2025 – 14.10.2026); a grey "Ihre Rechnung auf
//     einen Blick" box (Rechnungsbetrag brutto 1.984,06 €, abzüglich geleisteter Abschläge 1.782,00 €, Nachzahlung
//     202,06 € debited on 05.11.2026, "Bitte nicht überweisen"); readings 1.217 m³ × Zustandszahl 0,9581 ×
//     Brennwert 11,214 = 13.076 kWh; Arbeitspreis 13.076 kWh × 11,42 ct/kWh, Grundpreis 365 Tage × 0,4767 €/Tag;
//     Nettobetrag 1.667,28 €, Umsatzsteuer 19 % 316,78 €; the Abschläge 11 × 162,00 €; a new Abschlag of 166,00 €
//     from 15.12.2026; CO2 and comparison figures.
//  3. Belgium (Flanders), A4: a water bill in a blue band (Factuurnummer 5100447182, Factuurdatum 12/11/2026,
//     Vervaldatum 02/12/2026, Klantnummer 300447182, meter, period 12/05/2026 – 11/11/2026); 71 m³ in 184 dagen;
//     drinking water and municipal and supra-municipal sanitation, each a Vastrecht per dag or a price per m³ at 4
//     decimals; Totaal excl. btw € 462,50, Btw 6 % € 27,75, Totaal te betalen € 490,25; the previous bill and its
//     payment; a transfer slip below a dashed line with +++300/4471/82028+++.
//  4. France, A4, two columns: a broadband and TV box bill (Facture n° FB26110447182 du 04/11/2026) with a grey
//     sidebar (customer number, line number, contract, CO2 footprint); a dark "Montant à payer 47,98 €" box "prélevé
//     le 14/11/2026"; TTC lines without quantities, one VOD rental and a loyalty discount -4,00 €, an "inclus" line;
//     Total TTC 47,98 €, dont TVA 20 % 8,00 €, Total HT 39,98 €; the previous bill and the next bill date.
//  5. Switzerland (Vaud), A4: a multi-utility bill (Facture n° 2026-110447, 06.11.2026, Échéance 06.12.2026) with
//     electricity at TVA 8.1 % (kWh peak / off-peak, network, abonnement 92 jours × 0.2200, a communal levy), water
//     at 2.6 % and a waste base tax "hors TVA"; a TVA table; Total hors TVA 430.40, Total TVA 24.95, Total à payer
//     CHF 455.35; and a QR-bill (Récépissé and Section paiement) below a dashed line.
//  6. Austria, A4: an insurance premium notice (Prämienvorschreibung, Vorschreibung Nr. PV-2026-0447182, 05.11.2026,
//     Versicherungsperiode 01.12.2026 – 30.11.2027, fällig am 01.12.2026) for two policies with their policy numbers
//     and sums insured; Nettoprämie € 329,20, Versicherungssteuer 11 % € 36,21, Gesamtprämie € 365,41; the SEPA debit
//     on 01.12.2026, last year's premium € 352,84 and the index adjustment.
//  7. Canada (Ontario), Letter: a cable, internet and TV bill (November 8, 2026, account number, Bill number
//     0447182611, Nov 8 – Dec 7, 2026) with a framed account summary (Previous balance $142.36, Payment received Oct
//     22 -$100.00, Balance forward $42.36 past due, New charges $154.80, Total amount due $197.16, due November 29,
//     2026); services, 2 × $5.00 WiFi pods, a movie rental, a bundle discount; Subtotal $136.99, HST 13% $17.81,
//     Total new charges $154.80; a return stub with "Amount enclosed" and an OCR line.
//  8. United States, Letter: a childcare tuition invoice (Invoice # LA-2611-0187, 11/01/2026, due 11/05/2026, Family
//     Account F-0447) with a Date / Description / Qty / Rate / Amount table ruled under every row: tuition, lunch 19
//     × 4.50, late pick-ups 2 × 15.00, a field trip, a sibling discount -168.50; Current charges $1,644.00, no tax;
//     an account summary (previous balance and payment 10/03/2026 $1,702.50); EIN, YTD paid $16,870.00.
//  9. Brazil, A4: an electricity NOTA FISCAL/CONTA DE ENERGIA ELÉTRICA Nº 004.471.820 SÉRIE B (Data de emissão
//     09/11/2026, Referente a NOV/2026, Vencimento 24/11/2026, Total a pagar 264,42, installation and customer
//     numbers); readings; Itens da fatura TUSD, TE and the bandeira amarela at 287 kWh with prices at 5 decimals,
//     and the Contribuição de Iluminação Pública without quantity; ICMS, PIS and COFINS printed separately; a
//     consumption history; the previous bill; a boleto with the linha digitável and bars.
// 10. Spain, A4: a property manager's invoice to a landlord (Nº factura FA-2026/1147, 02/11/2026): a management fee
//     (7 % s/ 1.180,00 €), a repair coordination fee and a suplido (the plumber's invoice passed on at cost); Base
//     imponible 107,60 €, IVA 21 % 22,60 €, Suplidos 146,30 €, TOTAL FACTURA 276,50 €; a landlord settlement box (rent
//     1.180,00 €, less this invoice, Transferido 903,50 € on 05/11/2026).
// Receipts:
// 11. Italy (Bologna), 80 mm: a pharmacy's DOCUMENTO COMMERCIALE: two medicines at IVA 10 %, plasters "2 x 3,95" and a
//     hand cream at 22 %; TOTALE COMPLESSIVO 30,20, di cui IVA 4,16; Pagamento elettronico; the buyer's codice
//     fiscale and "Spese sanitarie detraibili: 22,30"; 21-11-2026 17:42.
// 12. France (Rennes), a receipt-book slip (283 × 400): a market stall's REÇU with the producer's EARL stamp, a
//     pre-printed N° 0447, a handwritten date 21/11/26 and four handwritten lines on dotted rules (2 kg × 3,20, a
//     bunch of leeks, 12 eggs × 0,40, honey), TOTAL 22,70 €, the "Espèces" box ticked, "TVA non applicable".
// 13. Poland (Toruń), 80 mm: a hardware shop's PARAGON FISKALNY (2026-11-20): four lines with "ilość x cena" under the
//     name and the amount with its tax letter (18,99A), Sprzedaż opodatk. A 74,74, PTU A 23,00% 13,98, Suma PTU 13,98,
//     SUMA PLN 74,74, Karta płatnicza.
// 14. United States (Portland, Maine), 80 mm: a flower shop's receipt (Sale 11/19/2026 3:48 PM): a bouquet, "6 @
//     4.50" roses, a vase, a delivery fee; Subtotal 118.00, ME Sales Tax 5.5% 6.49, TOTAL $124.49, VISA; the delivery
//     on 11/21/2026 and the card message.
// 15. Czech Republic (Brno), 58 mm: a bakery's Účtenka (20.11.2026 07:42): four lines (8 x 3,50 rolls, 2 x 24,00
//     cakes); Mezisoučet 214,90, Zaokrouhlení 0,10, CELKEM Kč 215,00; Hotově 300,00, Vráceno 85,00; DPH 12 % základ
//     191,87, daň 23,03.
// 16. Austria (Steyr), 80 mm: a bike workshop's Kassenbon (21.11.2026 16:05) with the repair order and its drop-off
//     date 18.11.2026; a service, 2 x 7,90 inner tubes, brake pads, a chain, labour 0,25 h x 64,00; Summe EUR 128,60,
//     Bankomat (Maestro); USt 20 % Netto 107,17 / USt 21,43 / Brutto 128,60; the next service date and an RKSV QR code.
// Date forms: 03/11/2026 with 17/11/2026, 01/10/2026 – 31/10/2026 and 03/12/2026; 21.10.2026 with 05.11.2026,
// 15.10.2025 – 14.10.2026 and 15.12.2026; 12/11/2026 with 02/12/2026 and 12/05/2026 – 11/11/2026; 04/11/2026 with
// 14/11/2026 and 04/12/2026; 06.11.2026 with 06.12.2026 and 01.07.2026 – 30.09.2026; 05.11.2026 with 01.12.2026;
// "November 8, 2026" (month first) with "Nov 8 – Dec 7, 2026", "Oct 22" and "November 29, 2026"; 11/01/2026 with
// 11/05/2026 and 10/03/2026 (US month first); 09/11/2026 with 24/11/2026 and "NOV/2026"; 02/11/2026 with
// 05/11/2026; on receipts "21-11-2026 17:42", a handwritten "21/11/26", "2026-11-20", "11/19/2026 3:48 PM" with
// 11/21/2026, "20.11.2026 07:42", "21.11.2026 16:05" with 18.11.2026. Once the engine has been fixed on any of them
// they are a development set like documents.ts, and stop measuring anything unbiased.
// Conventions as fresh16: `expect` lists only fields the printed text makes certain; subtotal is the document's own
// printed pre-tax subtotal, left out where none is printed as one figure and on tax-inclusive receipts; tax is the
// VAT / GST / HST / sales tax (here also the insurance premium tax) the document charges or states as included, as
// one printed figure; the total is what this document charges: a previous balance, a payment already made or an
// instalment already paid is neither added to it nor subtracted from it. `items` lists every billed line of the
// charges table exactly as printed, null where a quantity or unit price is not printed; a discount or credit
// printed among the lines is an item. paymentMethod is the payment TYPE, on receipts only; receipts carry no
// invoiceNumber. The vendor is the issuing company in its most complete printed form, with its legal form (Albion
// Energy Supply Ltd, Stadtwerke Kesselbach GmbH, Waterbedrijf Kempenland NV, Hexaline Télécom SAS, Services
// Industriels de la Broye SA, Donautal Versicherung AG, Northshore Cable & Internet Inc., Little Acorns Early
// Learning Center, LLC, Companhia Energética do Vale Verde S.A., Fincas Albufera Administración, S.L., Farmacia San
// Lorenzo S.n.c. di Ferri G. & C., EARL Ferme des Trois Chênes, MAJSTER-BIS Sp. z o.o., Petal & Stem Florals LLC,
// Pekařství U Zlatého klasu s.r.o., Radwerk Huber e.U.).
// Decided here for new cases: the invoiceNumber is the bill's own number (Bill number, Rechnungsnummer,
// Factuurnummer, Facture n°, Vorschreibung Nr., Nº de la nota fiscal, Nº factura), never the account, customer,
// contract, meter, installation, policy or mandate number nor a structured or QR reference. The UK bill's total is
// "Total charges for this bill" £123.36 (equal to Amount due, since the previous bill was paid); its dueDate the
// Direct Debit date 17/11/2026, the only payment date printed. The gas bill's total is the Rechnungsbetrag brutto
// 1.984,06 €, not the Nachzahlung 202,06 € (the Abschläge are payments already made), its dueDate the date the
// Nachzahlung is debited, 05.11.2026 (the new Abschlag dates are future instalments, not this bill's due date). The
// Canadian bill's total is the Total new charges $154.80, not the Total amount due $197.16 that includes the past-due
// balance forward; its dueDate the printed Payment due date. The childcare total is the Current charges $1,644.00
// (the previous balance was paid), with no tax and no subtotal printed. A unit rate printed in pence or cents (24.503p
// per kWh, 53.35p per day, 11,42 ct/kWh) is given in `items` in the currency unit of the amounts (0.24503, 0.5335,
// 0.1142); a unit rate with 4 or 5 decimals is kept to all its decimals; a quantity with a unit (412 kWh, 31 days, 2
// kg, 0,25 h) is the number. The French box's lines are TTC and have no quantities, so its items sum to the total; its
// subtotal is the printed Total HT, its tax the "dont TVA"; the "inclus" line with no amount is not an item. The Swiss
// bill's waste tax "hors TVA" is an item and in the subtotal (Total hors TVA covers all lines), its tax the Total TVA
// of both rates, and the QR-bill's repeated amount is not a second total. The insurance notice's tax is the
// Versicherungssteuer 11 %, its items the net premiums per policy (the sums insured are not prices). The Brazilian
// bill has no tax (ICMS, PIS and COFINS are printed separately, included in the prices, with no combined figure) and
// no subtotal; its lighting contribution is an item without quantity or price; its invoiceNumber is the nota fiscal's
// number 004.471.820 as printed, not the installation code. The Spanish suplido is an item and part of the total but
// outside the Base imponible, so that invoice has no subtotal (as fresh16's hotel and airline); its total is the TOTAL
// FACTURA 276,50 €, not the 903,50 € transferred to the landlord, and there is no dueDate (settled against the rent).
// The pharmacy's tax is the "di cui IVA" 4,16; the "detraibili" figure is not a total. The market slip's handwritten
// lines are items (quantity and unit price where written), its payment the ticked Espèces box, and it has no tax. The
// Polish receipt's tax is Suma PTU 13,98, each line's quantity and price read from the "1 x18,99" line under its
// name. The flower receipt's date is the sale date 11/19/2026, not the delivery date. The Czech bakery's total is the
// cash-rounded CELKEM 215,00 Kč (the Mezisoučet 214,90 before the Zaokrouhlení 0,10 is not a subtotal, the receipt
// being tax-inclusive), its tax the DPH 23,03 on the unrounded amount. The bike workshop's labour line has quantity
// 0.25 (hours) and unit price 64; its tax is the USt 21,43.
// Corrected after the first read (session 28): the Canadian bill's items are listed in the order printed, the
// bundle discount before the one-time movie rental; the first version had those two swapped.
import { R, qr, barcode, dashes } from './cells.js';
import type { Cell, ProbeDocument } from './documents.js';

/** A dotted writing line on a pre-printed receipt-book form: dots of 1 pt every 3 pt. */
function dots(x: number, y: number, w: number): Cell[] {
  const cells: Cell[] = [];
  for (let at = x; at + 1 <= x + w; at += 3) cells.push([at, y, '#RECT 1 0.6 #6b7280']);
  return cells;
}

export const FRESH17_DOCUMENTS: ProbeDocument[] = [

  // English electricity bill (A4): a green square logo and "Albion Energy" over the legal name; a label column
  // right (Bill number 40071182, Bill date 03/11/2026, Account number, Billing period); the customer in the
  // window and a framed "Amount due £123.36" box with the "Do not pay" Direct Debit note (on or after
  // 17/11/2026), average daily cost and next bill date; the account summary (previous bill £131.20, Direct Debit
  // payment received -£131.20, balance £0.00, this bill £123.36); the meter readings (A = actual); the charges:
  // 412 kWh at 24.503p per kWh and 31 days at 53.35p per day, Total charges before VAT £117.49, VAT at 5%
  // £5.87, Total charges for this bill £123.36; energy in numbers with a CO2 figure; the registered-office footer.
  { name: 'electricity-gb-bill-amount-due-box-do-not-pay-direct-debit-account-summary-previous-bill-payment-meter-readings-pence-unit-rate-standing-charge-per-day-vat-5', kind: 'invoice', expect: { vendorName: 'Albion Energy Supply Ltd', invoiceNumber: '40071182', invoiceDate: '2026-11-03', dueDate: '2026-11-17', subtotal: 117.49, tax: 5.87, total: 123.36, currency: 'GBP' },
    items: [['Energy charge', 412, 0.24503, 100.95], ['Standing charge', 31, 0.5335, 16.54]], cells: [
    [40, 36, '#RECT 30 30 #16a34a'],
    [78, 36, 'Albion Energy', { size: 18, bold: true }],
    [78, 57, 'Albion Energy Supply Ltd · PO Box 4471 · Reading RG1 8BX', { size: 7.5 }],
    [360, 36, 'Your electricity bill', { size: 12, bold: true }],
    [360, 56, 'Bill number', { size: 8.5 }], R(555, 56, '40071182', { size: 8.5, bold: true }),
    [360, 68, 'Bill date', { size: 8.5 }], R(555, 68, '03/11/2026', { size: 8.5 }),
    [360, 80, 'Account number', { size: 8.5 }], R(555, 80, '8820 4471 09', { size: 8.5 }),
    [360, 92, 'Billing period', { size: 8.5 }], R(555, 92, '01/10/2026 – 31/10/2026', { size: 8.5 }),
    [40, 122, 'Mr Daniel Hughes', { size: 9.5 }],
    [40, 135, 'Flat 3, 27 Cavendish Road', { size: 9.5 }],
    [40, 148, 'Reading', { size: 9.5 }],
    [40, 161, 'RG1 5QT', { size: 9.5 }],
    [330, 116, '#RECT 225 104 black stroke'],
    [331, 117, '#RECT 223 32 #dcfce7'],
    [340, 127, 'Amount due', { size: 10, bold: true }], R(547, 122, '£123.36', { size: 20, bold: true }),
    [340, 157, 'Do not pay. We will collect this by Direct Debit', { size: 8 }],
    [340, 168, 'on or after 17/11/2026 from your account ending 4471.', { size: 8 }],
    [340, 186, 'Average daily cost: £3.98', { size: 7.5 }],
    [340, 197, 'Your next bill: around 03/12/2026', { size: 7.5 }],
    [40, 240, 'Your account summary', { size: 11, bold: true }],
    [40, 256, '#RECT 515 0.6 black'],
    [40, 263, 'Previous bill (dated 03/10/2026)', { size: 9 }], R(555, 263, '£131.20', { size: 9 }),
    [40, 277, 'Payment received by Direct Debit on 17/10/2026 – thank you', { size: 9 }], R(555, 277, '-£131.20', { size: 9 }),
    [40, 291, 'Balance before this bill', { size: 9 }], R(555, 291, '£0.00', { size: 9 }),
    [40, 305, 'Charges for this bill (see overleaf and below)', { size: 9 }], R(555, 305, '£123.36', { size: 9 }),
    [40, 319, '#RECT 515 0.4 black'],
    [40, 325, 'Amount due', { size: 9.5, bold: true }], R(555, 325, '£123.36', { size: 9.5, bold: true }),
    [40, 362, 'Your meter readings', { size: 11, bold: true }],
    [40, 378, '#RECT 515 0.6 black'],
    [40, 384, 'Meter serial', { size: 8, bold: true }], [150, 384, 'Previous reading', { size: 8, bold: true }], [290, 384, 'Present reading', { size: 8, bold: true }], R(555, 384, 'Units used', { size: 8, bold: true }),
    [40, 398, 'E11Z 044718', { size: 9 }], [150, 398, '18,204 A (30/09/2026)', { size: 9 }], [290, 398, '18,616 A (31/10/2026)', { size: 9 }], R(555, 398, '412 kWh', { size: 9 }),
    [40, 412, 'A = actual reading, E = estimated reading. Submit a reading any time in the Albion app.', { size: 7.5 }],
    [40, 446, 'Your electricity charges', { size: 11, bold: true }],
    [40, 462, 'Tariff: Albion Fixed Nov 2027 · single rate · MPAN 12 3456 7890 123', { size: 8 }],
    [40, 478, '#RECT 515 0.6 black'],
    [40, 484, 'Description', { size: 8, bold: true }], R(300, 484, 'Quantity', { size: 8, bold: true }), R(430, 484, 'Rate', { size: 8, bold: true }), R(555, 484, 'Amount', { size: 8, bold: true }),
    [40, 496, '#RECT 515 0.4 black'],
    [40, 503, 'Energy charge', { size: 9 }], R(300, 503, '412 kWh', { size: 9 }), R(430, 503, '24.503p per kWh', { size: 9 }), R(555, 503, '£100.95', { size: 9 }),
    [40, 518, 'Standing charge', { size: 9 }], R(300, 518, '31 days', { size: 9 }), R(430, 518, '53.35p per day', { size: 9 }), R(555, 518, '£16.54', { size: 9 }),
    [40, 533, '#RECT 515 0.4 black'],
    [330, 540, 'Total charges before VAT', { size: 9 }], R(555, 540, '£117.49', { size: 9 }),
    [330, 554, 'VAT at 5% on £117.49', { size: 9 }], R(555, 554, '£5.87', { size: 9 }),
    [330, 570, 'Total charges for this bill', { size: 9.5, bold: true }], R(555, 570, '£123.36', { size: 9.5, bold: true }),
    [40, 612, 'Your energy in numbers', { size: 11, bold: true }],
    [40, 630, 'Average daily use this period: 13.3 kWh (same period last year: 14.1 kWh)', { size: 8.5 }],
    [40, 643, 'Estimated annual consumption: 4,870 kWh · estimated annual cost: £1,418.00', { size: 8.5 }],
    [40, 656, 'CO2 emissions from your electricity this period: about 64 kg (155 g per kWh)', { size: 8.5 }],
    [40, 669, 'Your tariff ends on 30/11/2027. There are no exit fees in the last 49 days of your tariff.', { size: 8.5 }],
    [40, 778, '#RECT 515 0.4 black'],
    [40, 786, 'Albion Energy Supply Ltd is registered in England and Wales, company number 08844718. Registered office: 1 Forbury Square, Reading RG1 3BB.', { size: 6.5 }],
    [40, 796, 'VAT registration number GB 344 7182 04. Questions about your bill? Call 0330 044 7182 or visit albionenergy.co.uk/help', { size: 6.5 }],
  ] },

  // German annual gas bill (A4, Jahresabrechnung): "Stadtwerke Kesselbach" letterhead and the sender line over the
  // customer; a label column (Rechnungsnummer 7300418826, Rechnungsdatum 21.10.2026, Vertragskonto, Zählernummer,
  // Abrechnungszeitraum 15.10.2025 – 14.10.2026); a grey box "Ihre Rechnung auf einen Blick" with Rechnungsbetrag
  // 1.984,06 €, abzüglich geleisteter Abschläge 1.782,00 €, Nachzahlung 202,06 € (debited 05.11.2026); the
  // meter-reading table (m³ × Zustandszahl × Brennwert = kWh); the price table (Arbeitspreis 13.076 kWh × 11,42
  // ct/kWh, Grundpreis 365 Tage × 0,4767 €/Tag), Nettobetrag 1.667,28 €, USt 19 % 316,78 €, Rechnungsbetrag
  // brutto 1.984,06 €; the Abschläge 11 × 162,00 €; the new Abschlagsplan 166,00 € from 15.12.2026; CO2 and
  // comparison figures; the footer.
  { name: 'erdgas-de-jahresabrechnung-auf-einen-blick-box-abschlaege-abgezogen-nachzahlung-lastschrift-zaehlerstand-m3-zustandszahl-brennwert-kwh-arbeitspreis-ct-grundpreis-tag-neuer-abschlagsplan', kind: 'invoice', expect: { vendorName: 'Stadtwerke Kesselbach GmbH', invoiceNumber: '7300418826', invoiceDate: '2026-10-21', dueDate: '2026-11-05', subtotal: 1667.28, tax: 316.78, total: 1984.06, currency: 'EUR' },
    items: [['Arbeitspreis Erdgas', 13076, 0.1142, 1493.28], ['Grundpreis', 365, 0.4767, 174]], cells: [
    [40, 36, 'Stadtwerke', { size: 11 }], [40, 49, 'Kesselbach', { size: 20, bold: true }],
    R(555, 38, 'Kundenservice 0800 447 1820', { size: 8, width: 200 }), R(555, 49, 'service@stadtwerke-kesselbach.de', { size: 8, width: 200 }),
    [40, 102, 'Stadtwerke Kesselbach GmbH · Am Wasserturm 3 · 34117 Kesselbach', { size: 6.5 }],
    [40, 110, '#RECT 230 0.4 black'],
    [40, 120, 'Frau', { size: 9.5 }], [40, 133, 'Sabine Lorenz', { size: 9.5 }], [40, 146, 'Lindenstraße 18', { size: 9.5 }], [40, 159, '34119 Kesselbach', { size: 9.5 }],
    [350, 102, 'Rechnungsnummer', { size: 8 }], R(555, 102, '7300418826', { size: 8, bold: true }),
    [350, 114, 'Rechnungsdatum', { size: 8 }], R(555, 114, '21.10.2026', { size: 8 }),
    [350, 126, 'Vertragskonto', { size: 8 }], R(555, 126, '2004 4711 82', { size: 8 }),
    [350, 138, 'Zählernummer', { size: 8 }], R(555, 138, '9GKS0044718', { size: 8 }),
    [350, 150, 'Verbrauchsstelle', { size: 8 }], R(555, 150, 'Lindenstraße 18', { size: 8 }),
    [350, 162, 'Abrechnungszeitraum', { size: 8 }], R(555, 162, '15.10.2025 – 14.10.2026', { size: 8 }),
    [40, 200, 'Jahresabrechnung Erdgas 2025/2026', { size: 14, bold: true }],
    [40, 220, 'Sehr geehrte Frau Lorenz, hiermit erhalten Sie Ihre Abrechnung für den oben genannten Zeitraum.', { size: 8.5 }],
    [40, 240, '#RECT 515 82 #f1f5f9'],
    [50, 248, 'Ihre Rechnung auf einen Blick', { size: 10, bold: true }],
    [50, 266, 'Rechnungsbetrag (brutto)', { size: 9 }], R(300, 266, '1.984,06 €', { size: 9 }),
    [50, 280, 'abzüglich geleisteter Abschläge', { size: 9 }], R(300, 280, '1.782,00 €', { size: 9 }),
    [50, 296, 'Nachzahlung', { size: 10.5, bold: true }], R(300, 295, '202,06 €', { size: 10.5, bold: true }),
    [330, 266, 'Den Nachzahlungsbetrag buchen wir am', { size: 8 }],
    [330, 277, '05.11.2026 per SEPA-Lastschrift von Ihrem', { size: 8 }],
    [330, 288, 'Konto DE12 **** **** **** 4471 ab.', { size: 8 }],
    [330, 302, 'Bitte nicht überweisen.', { size: 8, bold: true }],
    [40, 340, 'Zählerstände und Verbrauch', { size: 10, bold: true }],
    [40, 355, '#RECT 515 0.6 black'],
    [40, 360, 'Ablesedatum', { size: 7.5, bold: true }], R(200, 360, 'Zählerstand alt', { size: 7.5, bold: true }), R(270, 360, 'Zählerstand neu', { size: 7.5, bold: true }),
    R(330, 360, 'Menge m³', { size: 7.5, bold: true }), R(395, 360, 'Zustandszahl', { size: 7.5, bold: true }), R(460, 360, 'Brennwert', { size: 7.5, bold: true }), R(555, 360, 'Verbrauch kWh', { size: 7.5, bold: true }),
    [40, 371, '#RECT 515 0.4 black'],
    [40, 377, '15.10.2025 / 14.10.2026', { size: 8.5 }], R(200, 377, '12.431', { size: 8.5 }), R(270, 377, '13.648', { size: 8.5 }),
    R(330, 377, '1.217', { size: 8.5 }), R(395, 377, '0,9581', { size: 8.5 }), R(460, 377, '11,214', { size: 8.5 }), R(555, 377, '13.076', { size: 8.5 }),
    [40, 391, 'Ablesung durch Kunden (Foto-Upload) · Brennwert in kWh/m³ laut Netzbetreiber', { size: 7 }],
    [40, 420, 'Preise und Beträge', { size: 10, bold: true }],
    [40, 435, '#RECT 515 0.6 black'],
    [40, 440, 'Position', { size: 7.5, bold: true }], R(300, 440, 'Menge', { size: 7.5, bold: true }), R(420, 440, 'Preis netto', { size: 7.5, bold: true }), R(555, 440, 'Betrag netto', { size: 7.5, bold: true }),
    [40, 451, '#RECT 515 0.4 black'],
    [40, 457, 'Arbeitspreis Erdgas', { size: 8.5 }], R(300, 457, '13.076 kWh', { size: 8.5 }), R(420, 457, '11,42 ct/kWh', { size: 8.5 }), R(555, 457, '1.493,28 €', { size: 8.5 }),
    [40, 471, 'Grundpreis', { size: 8.5 }], R(300, 471, '365 Tage', { size: 8.5 }), R(420, 471, '0,4767 €/Tag', { size: 8.5 }), R(555, 471, '174,00 €', { size: 8.5 }),
    [40, 485, '#RECT 515 0.4 black'],
    [330, 491, 'Nettobetrag', { size: 8.5 }], R(555, 491, '1.667,28 €', { size: 8.5 }),
    [330, 504, 'Umsatzsteuer 19 %', { size: 8.5 }], R(555, 504, '316,78 €', { size: 8.5 }),
    [330, 519, 'Rechnungsbetrag brutto', { size: 9, bold: true }], R(555, 519, '1.984,06 €', { size: 9, bold: true }),
    [40, 491, 'Im Arbeitspreis enthalten: CO2-Preis nach BEHG', { size: 7.5 }],
    [40, 501, '(55,00 €/t) und Gasspeicherumlage.', { size: 7.5 }],
    [40, 548, 'Geleistete Abschläge', { size: 10, bold: true }],
    [40, 563, '#RECT 515 0.6 black'],
    [40, 569, '11 Abschläge à 162,00 € (15.11.2025 bis 15.09.2026)', { size: 8.5 }], R(555, 569, '1.782,00 €', { size: 8.5 }),
    [40, 583, 'Nachzahlung (Rechnungsbetrag brutto abzüglich Abschläge)', { size: 8.5, bold: true }], R(555, 583, '202,06 €', { size: 8.5, bold: true }),
    [40, 612, 'Ihr neuer Abschlagsplan', { size: 10, bold: true }],
    [40, 627, '#RECT 515 0.6 black'],
    [40, 633, 'Monatlicher Abschlag ab 15.12.2026, jeweils zum 15. eines Monats per Lastschrift', { size: 8.5 }], R(555, 633, '166,00 €', { size: 8.5 }),
    [40, 647, 'Letzter Abschlag des Abrechnungsjahres am 15.09.2027 · nächste Jahresabrechnung voraussichtlich im Oktober 2027', { size: 8.5 }],
    [40, 676, 'Ihr Verbrauch im Vergleich: Vorjahr 14.212 kWh (-8,0 %) · Durchschnitt je Tag 35,8 kWh · CO2-Emissionen 2.641 kg', { size: 7.5 }],
    [40, 688, 'Vergleichshaushalt (Einfamilienhaus, 120 m²): 15.500 kWh. Energiesparhinweise finden Sie unter stadtwerke-kesselbach.de.', { size: 7.5 }],
    [40, 778, '#RECT 515 0.4 black'],
    [40, 786, 'Stadtwerke Kesselbach GmbH · Am Wasserturm 3 · 34117 Kesselbach · Geschäftsführer: Dr. Tobias Rieger · Amtsgericht Kassel HRB 14471', { size: 6.5 }],
    [40, 796, 'USt-IdNr. DE811044718 · Gläubiger-ID DE98ZZZ00000044718 · Sparkasse Kesselbach IBAN DE45 5205 0353 0004 4718 20', { size: 6.5 }],
  ] },

  // Flemish water bill (A4, nl-BE): a blue band with "Waterbedrijf Kempenland"; Factuurnummer 5100447182,
  // Factuurdatum 12/11/2026, Vervaldatum 02/12/2026, Klantnummer 300447182, meter and period 12/05/2026 –
  // 11/11/2026 (184 dagen); a meter line 1.842 → 1.913 = 71 m³; three sections (Drinkwater, Gemeentelijke
  // sanering, Bovengemeentelijke sanering) with Vastrecht per dag and verbruik per m³ at 4 decimals; Totaal excl.
  // btw € 462,50, Btw 6 % € 27,75, Totaal te betalen € 490,25; the previous bill and its payment, the average
  // daily use and the next reading; a transfer slip with the gestructureerde mededeling +++300/4471/82028+++.
  { name: 'water-be-afrekening-blauwe-band-drinkwater-sanering-gemeentelijk-bovengemeentelijk-vastrecht-per-dag-m3-tarief-btw-6-overschrijving-gestructureerde-mededeling', kind: 'invoice', expect: { vendorName: 'Waterbedrijf Kempenland NV', invoiceNumber: '5100447182', invoiceDate: '2026-11-12', dueDate: '2026-12-02', subtotal: 462.5, tax: 27.75, total: 490.25, currency: 'EUR' },
    items: [['Vastrecht drinkwater', 184, 0.137, 25.21], ['Verbruik drinkwater', 71, 2.988, 212.15], ['Vastrecht gemeentelijke saneringsbijdrage', 184, 0.0822, 15.12],
      ['Gemeentelijke saneringsbijdrage', 71, 1.742, 123.68], ['Bovengemeentelijke saneringsbijdrage', 71, 1.216, 86.34]], cells: [
    [0, 0, '#RECT 595 60 #1d4ed8'],
    [40, 18, 'Waterbedrijf Kempenland', { size: 18, bold: true, width: -1 }],
    R(555, 24, 'Factuur water', { size: 12, bold: true, width: -1 }),
    [40, 76, 'Waterbedrijf Kempenland NV · Kanaalstraat 12 · 2300 Turnhout', { size: 7.5 }],
    [40, 86, 'Ondernemingsnummer BE 0447.182.046 · www.kempenlandwater.be', { size: 7.5 }],
    [40, 122, 'Familie Peeters-Claes', { size: 9.5 }], [40, 135, 'Molenstraat 44', { size: 9.5 }], [40, 148, '2330 Merksplas', { size: 9.5 }],
    [340, 80, 'Factuurnummer', { size: 8.5 }], R(555, 80, '5100447182', { size: 8.5, bold: true }),
    [340, 93, 'Factuurdatum', { size: 8.5 }], R(555, 93, '12/11/2026', { size: 8.5 }),
    [340, 106, 'Vervaldatum', { size: 8.5 }], R(555, 106, '02/12/2026', { size: 8.5, bold: true }),
    [340, 119, 'Klantnummer', { size: 8.5 }], R(555, 119, '300447182', { size: 8.5 }),
    [340, 132, 'Meternummer', { size: 8.5 }], R(555, 132, '18A004471', { size: 8.5 }),
    [340, 145, 'Verbruiksperiode', { size: 8.5 }], R(555, 145, '12/05/2026 – 11/11/2026', { size: 8.5 }),
    [40, 186, 'Afrekening van uw waterverbruik', { size: 13, bold: true }],
    [40, 206, 'Meterstand 12/05/2026: 1.842 m³ (opgenomen) · Meterstand 11/11/2026: 1.913 m³ (opgenomen) · Verbruik: 71 m³ in 184 dagen', { size: 8 }],
    [40, 226, '#RECT 515 16 #dbeafe'],
    [46, 230, 'Omschrijving', { size: 7.5, bold: true }], R(330, 230, 'Aantal', { size: 7.5, bold: true }), R(435, 230, 'Eenheidsprijs', { size: 7.5, bold: true }), R(549, 230, 'Bedrag excl. btw', { size: 7.5, bold: true }),
    [46, 250, 'Drinkwater', { size: 8.5, bold: true }],
    [58, 264, 'Vastrecht drinkwater', { size: 8.5 }], R(330, 264, '184 dagen', { size: 8.5 }), R(435, 264, '€ 0,1370/dag', { size: 8.5 }), R(549, 264, '€ 25,21', { size: 8.5 }),
    [58, 277, 'Verbruik drinkwater', { size: 8.5 }], R(330, 277, '71 m³', { size: 8.5 }), R(435, 277, '€ 2,9880/m³', { size: 8.5 }), R(549, 277, '€ 212,15', { size: 8.5 }),
    [46, 296, 'Gemeentelijke sanering (Merksplas)', { size: 8.5, bold: true }],
    [58, 310, 'Vastrecht gemeentelijke saneringsbijdrage', { size: 8.5 }], R(330, 310, '184 dagen', { size: 8.5 }), R(435, 310, '€ 0,0822/dag', { size: 8.5 }), R(549, 310, '€ 15,12', { size: 8.5 }),
    [58, 323, 'Gemeentelijke saneringsbijdrage', { size: 8.5 }], R(330, 323, '71 m³', { size: 8.5 }), R(435, 323, '€ 1,7420/m³', { size: 8.5 }), R(549, 323, '€ 123,68', { size: 8.5 }),
    [46, 342, 'Bovengemeentelijke sanering', { size: 8.5, bold: true }],
    [58, 356, 'Bovengemeentelijke saneringsbijdrage', { size: 8.5 }], R(330, 356, '71 m³', { size: 8.5 }), R(435, 356, '€ 1,2160/m³', { size: 8.5 }), R(549, 356, '€ 86,34', { size: 8.5 }),
    [40, 372, '#RECT 515 0.6 black'],
    [340, 380, 'Totaal excl. btw', { size: 9 }], R(549, 380, '€ 462,50', { size: 9 }),
    [340, 394, 'Btw 6 %', { size: 9 }], R(549, 394, '€ 27,75', { size: 9 }),
    [335, 407, '#RECT 220 20 #1d4ed8'],
    [340, 412, 'Totaal te betalen', { size: 10, bold: true, width: -1 }], R(549, 412, '€ 490,25', { size: 10, bold: true, width: -1 }),
    [40, 380, 'Uw gemiddeld verbruik: 386 liter per dag', { size: 8 }],
    [40, 392, 'Vorige factuur (14/05/2026): € 471,80', { size: 8 }],
    [40, 404, 'betaald op 28/05/2026 – bedankt.', { size: 8 }],
    [40, 416, 'Volgende meteropname: mei 2027', { size: 8 }],
    [40, 446, 'Betaal uiterlijk op 02/12/2026 met de gestructureerde mededeling hieronder, of kies voor domiciliëring via www.kempenlandwater.be.', { size: 8 }],
    [40, 458, 'Sociale correctie: gezinnen met een verhoogde tegemoetkoming kunnen een vermindering aanvragen.', { size: 8 }],
    ...dashes(20, 520, 555),
    [40, 528, 'Overschrijving – knip hier af', { size: 7 }],
    [40, 548, '#RECT 515 150 black stroke'],
    [50, 556, 'Bedrag', { size: 7.5 }], [50, 568, 'EUR 490,25', { size: 12, bold: true }],
    [300, 556, 'Uitvoeringsdatum', { size: 7.5 }], [300, 568, '02/12/2026', { size: 10 }],
    [50, 592, 'Rekening opdrachtgever', { size: 7.5 }], [50, 604, 'BE__ ____ ____ ____', { size: 10 }],
    [50, 626, 'Begunstigde', { size: 7.5 }], [50, 638, 'Waterbedrijf Kempenland NV, Kanaalstraat 12, 2300 Turnhout', { size: 9 }],
    [300, 592, 'Rekening begunstigde', { size: 7.5 }], [300, 604, 'BE71 0961 2345 6769', { size: 10 }],
    [300, 626, 'BIC', { size: 7.5 }], [380, 626, 'GKCCBEBB', { size: 9 }],
    [50, 660, 'Mededeling', { size: 7.5 }], [50, 672, '+++300/4471/82028+++', { size: 12, bold: true }],
  ] },

  // French broadband and TV box bill (A4, two columns): "hexabox" and the legal name in a left sidebar with the
  // customer, Numéro client, Ligne and contract details, a CO2 footprint and the help numbers; right, "Votre
  // facture" (Facture n° FB26110447182 du 04/11/2026) and a dark box "Montant à payer 47,98 €" with "prélevé le
  // 14/11/2026"; TTC lines without quantities: the forfait, an Option TV, a VOD film, a Wi-Fi repeater rental and a
  // loyalty discount -4,00; Total TTC 47,98 €, dont TVA 20 % 8,00 €, Total HT 39,98 €; the previous bill
  // (47,97 € prélevée le 14/10/2026) and the next bill date.
  { name: 'box-internet-tv-fr-facture-deux-colonnes-encadre-montant-preleve-forfait-fibre-option-tv-vod-location-repeteur-remise-fidelite-ttc-dont-tva-total-ht-facture-precedente', kind: 'invoice', expect: { vendorName: 'Hexaline Télécom SAS', invoiceNumber: 'FB26110447182', invoiceDate: '2026-11-04', dueDate: '2026-11-14', subtotal: 39.98, tax: 8, total: 47.98, currency: 'EUR' },
    items: [['Forfait hexabox Fibre 1 Gb/s', null, null, 39.99], ['Option TV Premium – 180 chaînes', null, null, 6], ['Vidéo à la demande : « Le Dernier Phare » (18/10/2026)', null, null, 2.99],
      ['Location répéteur Wi-Fi', null, null, 3], ['Remise fidélité 12 mois (mois 8/12)', null, null, -4]], cells: [
    [0, 0, '#RECT 190 842 #f3f4f6'],
    [30, 36, 'hexabox', { size: 22, bold: true }],
    [30, 64, 'Hexaline Télécom SAS', { size: 8, bold: true }],
    [30, 75, '18 avenue de Flandre', { size: 7.5 }], [30, 85, '75019 Paris', { size: 7.5 }],
    [30, 120, 'Vos références', { size: 9, bold: true }],
    [30, 136, 'Numéro client', { size: 7 }], [30, 146, '44718204', { size: 9 }],
    [30, 164, 'Ligne fibre', { size: 7 }], [30, 174, '01 84 47 18 20', { size: 9 }],
    [30, 192, 'Contrat', { size: 7 }], [30, 202, 'HX-FTTH-0044718', { size: 9 }],
    [30, 220, 'Abonné depuis le', { size: 7 }], [30, 230, '15/03/2026', { size: 9 }],
    [30, 266, 'Titulaire', { size: 9, bold: true }],
    [30, 282, 'M. et Mme Julien Garnier', { size: 8 }], [30, 293, '9 rue des Tanneurs', { size: 8 }], [30, 304, '67000 Strasbourg', { size: 8 }],
    [30, 340, 'Votre empreinte', { size: 9, bold: true }],
    [30, 356, 'Empreinte carbone de votre', { size: 7.5 }], [30, 366, 'box ce mois-ci : 1,2 kg CO2e', { size: 7.5 }],
    [30, 380, 'Données consommées : 412 Go', { size: 7.5 }],
    [30, 420, "Besoin d'aide ?", { size: 9, bold: true }],
    [30, 436, 'Service client : 3244', { size: 7.5 }], [30, 446, '(service gratuit + prix appel)', { size: 7.5 }],
    [30, 460, 'Espace client : hexabox.fr', { size: 7.5 }],
    [215, 40, 'Votre facture', { size: 18, bold: true }],
    [215, 66, 'Facture n° FB26110447182 du 04/11/2026', { size: 9 }],
    [215, 79, 'Période : abonnement du 04/11/2026 au 03/12/2026', { size: 8.5 }],
    [215, 91, 'consommations du 04/10/2026 au 03/11/2026', { size: 8.5 }],
    [215, 114, '#RECT 340 66 #111827'],
    [228, 124, 'Montant à payer', { size: 10, width: -1 }],
    R(542, 121, '47,98 €', { size: 22, bold: true, width: -1 }),
    [228, 148, 'Ne pas payer : ce montant sera prélevé le 14/11/2026', { size: 8.5, width: -1 }],
    [228, 160, 'sur votre compte FR76 **** **** 0447 (mandat HX0044718).', { size: 8.5, width: -1 }],
    [215, 204, 'Détail de votre facture', { size: 11, bold: true }],
    [215, 220, '#RECT 340 0.6 black'],
    [215, 226, 'Désignation', { size: 7.5, bold: true }], R(555, 226, 'Montant TTC', { size: 7.5, bold: true }),
    [215, 237, '#RECT 340 0.4 black'],
    [215, 244, 'Forfait hexabox Fibre 1 Gb/s', { size: 8.5 }], R(555, 244, '39,99 €', { size: 8.5 }),
    [215, 258, 'Option TV Premium – 180 chaînes', { size: 8.5 }], R(555, 258, '6,00 €', { size: 8.5 }),
    [215, 272, 'Vidéo à la demande : « Le Dernier Phare » (18/10/2026)', { size: 8.5 }], R(555, 272, '2,99 €', { size: 8.5 }),
    [215, 286, 'Location répéteur Wi-Fi', { size: 8.5 }], R(555, 286, '3,00 €', { size: 8.5 }),
    [215, 300, 'Remise fidélité 12 mois (mois 8/12)', { size: 8.5 }], R(555, 300, '-4,00 €', { size: 8.5 }),
    [215, 314, 'Appels vers fixes et mobiles en France (3 h 12 min)', { size: 8.5 }], R(555, 314, 'inclus', { size: 8.5 }),
    [215, 329, '#RECT 340 0.6 black'],
    [380, 337, 'Total TTC', { size: 9.5, bold: true }], R(555, 337, '47,98 €', { size: 9.5, bold: true }),
    [380, 352, 'dont TVA 20 %', { size: 8.5 }], R(555, 352, '8,00 €', { size: 8.5 }),
    [380, 365, 'Total HT', { size: 8.5 }], R(555, 365, '39,98 €', { size: 8.5 }),
    [215, 404, 'Historique', { size: 11, bold: true }],
    [215, 420, '#RECT 340 0.6 black'],
    [215, 427, 'Facture précédente du 04/10/2026', { size: 8.5 }], R(555, 427, '47,97 €', { size: 8.5 }),
    [215, 441, 'Prélevée le 14/10/2026', { size: 8.5 }], R(555, 441, 'payée', { size: 8.5 }),
    [215, 455, 'Prochaine facture le', { size: 8.5 }], R(555, 455, '04/12/2026', { size: 8.5 }),
    [215, 494, 'Votre remise fidélité de 4,00 € par mois se termine le 03/04/2027.', { size: 8 }],
    [215, 506, 'La TVA est calculée sur le montant total de la facture au taux de 20 %.', { size: 8 }],
    [215, 780, 'Hexaline Télécom SAS au capital de 5 000 000 € – 18 avenue de Flandre, 75019 Paris', { size: 6.5 }],
    [215, 790, 'RCS Paris 844 718 204 – TVA intracommunautaire FR58844718204', { size: 6.5 }],
    [215, 800, "Pénalités de retard : 3 fois le taux d'intérêt légal ; indemnité forfaitaire de recouvrement : 40 €.", { size: 6.5 }],
  ] },

  // Swiss (Vaud) multi-utility bill with a QR-bill (A4, fr-CH): "SIB" block and "Services Industriels de la
  // Broye SA"; Facture n° 2026-110447, Date 06.11.2026, Échéance 06.12.2026, N° de client, compteurs; period
  // 01.07.2026 – 30.09.2026 (92 jours); one table in three sections: Électricité (HP 612 kWh × 0.1385, HC 418 kWh
  // × 0.1120, réseau 1'030 kWh × 0.1094, abonnement 92 jours × 0.2200, redevance communale 1'030 kWh × 0.0068)
  // at TVA 8.1 %, Eau (38 m³ × 2.1500, taxe de base 92 jours × 0.3500) at 2.6 %, Déchets (taxe de base, hors
  // TVA); a TVA table (271.50 / 21.99, 113.90 / 2.96, 45.00 / –), Total hors TVA 430.40, Total TVA 24.95, Total
  // CHF 455.35; the previous bill and the next reading; below a dashed line the QR-bill receipt and payment part.
  { name: 'services-industriels-ch-facture-electricite-eau-dechets-tva-8-1-et-2-6-taxe-hors-tva-abonnement-jours-kwh-hp-hc-qr-facture-recepisse-section-paiement', kind: 'invoice', expect: { vendorName: 'Services Industriels de la Broye SA', invoiceNumber: '2026-110447', invoiceDate: '2026-11-06', dueDate: '2026-12-06', subtotal: 430.4, tax: 24.95, total: 455.35, currency: 'CHF' },
    items: [['Énergie heures pleines', 612, 0.1385, 84.76], ['Énergie heures creuses', 418, 0.112, 46.82], ["Utilisation du réseau", 1030, 0.1094, 112.68], ['Abonnement électricité', 92, 0.22, 20.24],
      ['Redevance communale', 1030, 0.0068, 7], ['Consommation eau potable', 38, 2.15, 81.7], ['Taxe de base eau', 92, 0.35, 32.2], ['Taxe de base déchets, 3e trimestre', 1, 45, 45]], cells: [
    [40, 30, '#RECT 46 30 #b91c1c'],
    [47, 38, 'SIB', { size: 15, bold: true, width: -1 }],
    [94, 32, 'Services Industriels de la Broye SA', { size: 11, bold: true }],
    [94, 47, 'Rue du Temple 8 · 1530 Payerne · 026 660 44 71 · sib-broye.ch', { size: 7.5 }],
    [330, 84, 'M. et Mme', { size: 9 }], [330, 96, 'Nicolas et Anne Favre', { size: 9 }], [330, 108, 'Chemin des Vergers 5', { size: 9 }], [330, 120, '1530 Payerne', { size: 9 }],
    [40, 84, 'Facture n°', { size: 8 }], [140, 84, '2026-110447', { size: 8, bold: true }],
    [40, 95, 'Date', { size: 8 }], [140, 95, '06.11.2026', { size: 8 }],
    [40, 106, 'Échéance', { size: 8 }], [140, 106, '06.12.2026', { size: 8 }],
    [40, 117, 'N° de client', { size: 8 }], [140, 117, '40.4471.82', { size: 8 }],
    [40, 128, 'Compteur électricité', { size: 8 }], [140, 128, '71 204 471', { size: 8 }],
    [40, 139, 'Compteur eau', { size: 8 }], [140, 139, 'W 044718', { size: 8 }],
    [40, 160, 'Facture de consommation du 01.07.2026 au 30.09.2026 (92 jours)', { size: 11, bold: true }],
    [40, 178, '#RECT 515 0.6 black'],
    [40, 183, 'Désignation', { size: 7, bold: true }], R(300, 183, 'Quantité', { size: 7, bold: true }), R(375, 183, 'Prix CHF', { size: 7, bold: true }), R(420, 183, 'TVA', { size: 7, bold: true }), R(555, 183, 'Montant CHF', { size: 7, bold: true }),
    [40, 193, '#RECT 515 0.4 black'],
    [40, 198, 'Électricité – relevé 30.09.2026: HP 24 118 / HC 16 407', { size: 8, bold: true }],
    [52, 210, 'Énergie heures pleines', { size: 8 }], R(300, 210, '612 kWh', { size: 8 }), R(375, 210, '0.1385', { size: 8 }), R(420, 210, '8.1 %', { size: 8 }), R(555, 210, '84.76', { size: 8 }),
    [52, 221, 'Énergie heures creuses', { size: 8 }], R(300, 221, '418 kWh', { size: 8 }), R(375, 221, '0.1120', { size: 8 }), R(420, 221, '8.1 %', { size: 8 }), R(555, 221, '46.82', { size: 8 }),
    [52, 232, 'Utilisation du réseau', { size: 8 }], R(300, 232, "1'030 kWh", { size: 8 }), R(375, 232, '0.1094', { size: 8 }), R(420, 232, '8.1 %', { size: 8 }), R(555, 232, '112.68', { size: 8 }),
    [52, 243, 'Abonnement électricité', { size: 8 }], R(300, 243, '92 jours', { size: 8 }), R(375, 243, '0.2200', { size: 8 }), R(420, 243, '8.1 %', { size: 8 }), R(555, 243, '20.24', { size: 8 }),
    [52, 254, 'Redevance communale', { size: 8 }], R(300, 254, "1'030 kWh", { size: 8 }), R(375, 254, '0.0068', { size: 8 }), R(420, 254, '8.1 %', { size: 8 }), R(555, 254, '7.00', { size: 8 }),
    [40, 268, 'Eau potable – relevé 30.09.2026: 1 284 m³', { size: 8, bold: true }],
    [52, 280, 'Consommation eau potable', { size: 8 }], R(300, 280, '38 m³', { size: 8 }), R(375, 280, '2.1500', { size: 8 }), R(420, 280, '2.6 %', { size: 8 }), R(555, 280, '81.70', { size: 8 }),
    [52, 291, 'Taxe de base eau', { size: 8 }], R(300, 291, '92 jours', { size: 8 }), R(375, 291, '0.3500', { size: 8 }), R(420, 291, '2.6 %', { size: 8 }), R(555, 291, '32.20', { size: 8 }),
    [40, 305, 'Déchets', { size: 8, bold: true }],
    [52, 317, 'Taxe de base déchets, 3e trimestre', { size: 8 }], R(300, 317, '1', { size: 8 }), R(375, 317, '45.00', { size: 8 }), R(420, 317, '–', { size: 8 }), R(555, 317, '45.00', { size: 8 }),
    [40, 330, '#RECT 515 0.6 black'],
    [40, 337, 'Taux TVA', { size: 7, bold: true }], R(160, 337, 'Base CHF', { size: 7, bold: true }), R(220, 337, 'TVA CHF', { size: 7, bold: true }),
    [40, 348, '8.1 %', { size: 8 }], R(160, 348, '271.50', { size: 8 }), R(220, 348, '21.99', { size: 8 }),
    [40, 359, '2.6 %', { size: 8 }], R(160, 359, '113.90', { size: 8 }), R(220, 359, '2.96', { size: 8 }),
    [40, 370, 'hors TVA', { size: 8 }], R(160, 370, '45.00', { size: 8 }), R(220, 370, '–', { size: 8 }),
    [360, 337, 'Total hors TVA', { size: 8.5 }], R(555, 337, '430.40', { size: 8.5 }),
    [360, 350, 'Total TVA', { size: 8.5 }], R(555, 350, '24.95', { size: 8.5 }),
    [355, 363, '#RECT 200 17 #fee2e2'],
    [360, 367, 'Total à payer CHF', { size: 9.5, bold: true }], R(550, 367, '455.35', { size: 9.5, bold: true }),
    [40, 396, "Facture précédente du 05.08.2026: CHF 438.10, payée le 28.08.2026. Prochain relevé: 31.12.2026. Consommation moyenne: 11.2 kWh/jour.", { size: 7.5 }],
    [40, 407, 'N° TVA CHE-104.471.820 TVA · Paiement à 30 jours. Merci de payer au moyen de la QR-facture ci-dessous.', { size: 7.5 }],
    ...dashes(0, 544, 595),
    [176, 545, '#RECT 0.6 296 black'],
    [14, 556, 'Récépissé', { size: 11, bold: true }],
    [14, 576, 'Compte / Payable à', { size: 6, bold: true }],
    [14, 585, 'CH44 3199 9123 0008 8901 2', { size: 8 }], [14, 595, 'Services Industriels de la Broye SA', { size: 8 }], [14, 605, 'Rue du Temple 8', { size: 8 }], [14, 615, '1530 Payerne', { size: 8 }],
    [14, 630, 'Référence', { size: 6, bold: true }], [14, 639, '21 00000 00003 13947 14300 09017', { size: 8 }],
    [14, 654, 'Payable par', { size: 6, bold: true }], [14, 663, 'Nicolas et Anne Favre', { size: 8 }], [14, 673, 'Chemin des Vergers 5', { size: 8 }], [14, 683, '1530 Payerne', { size: 8 }],
    [14, 730, 'Monnaie', { size: 6, bold: true }], [70, 730, 'Montant', { size: 6, bold: true }],
    [14, 740, 'CHF', { size: 8 }], [70, 740, '455.35', { size: 8 }],
    [110, 770, 'Point de dépôt', { size: 6, bold: true }],
    [190, 556, 'Section paiement', { size: 11, bold: true }],
    ...qr(190, 580, 130, 17),
    [190, 730, 'Monnaie', { size: 8, bold: true }], [250, 730, 'Montant', { size: 8, bold: true }],
    [190, 742, 'CHF', { size: 10 }], [250, 742, '455.35', { size: 10 }],
    [340, 556, 'Compte / Payable à', { size: 8, bold: true }],
    [340, 567, 'CH44 3199 9123 0008 8901 2', { size: 10 }], [340, 579, 'Services Industriels de la Broye SA', { size: 10 }], [340, 591, 'Rue du Temple 8', { size: 10 }], [340, 603, '1530 Payerne', { size: 10 }],
    [340, 622, 'Référence', { size: 8, bold: true }], [340, 633, '21 00000 00003 13947 14300 09017', { size: 10 }],
    [340, 652, 'Informations supplémentaires', { size: 8, bold: true }], [340, 663, 'Facture 2026-110447 / client 40.4471.82', { size: 10 }],
    [340, 682, 'Payable par', { size: 8, bold: true }], [340, 693, 'Nicolas et Anne Favre', { size: 10 }], [340, 705, 'Chemin des Vergers 5', { size: 10 }], [340, 717, '1530 Payerne', { size: 10 }],
  ] },

  // Austrian insurance premium notice (A4, de-AT, Prämienvorschreibung): a navy logo block, "Donautal
  // Versicherung AG"; the customer in the window; a label column (Vorschreibung Nr. PV-2026-0447182, Datum
  // 05.11.2026, Kundennummer, Versicherungsperiode 01.12.2026 – 30.11.2027, fällig am 01.12.2026); a ruled table
  // Sparte / Polizzennummer / Versicherungssumme / Jahresprämie netto with two policies; Nettoprämie € 329,20,
  // Versicherungssteuer 11 % € 36,21, Gesamtprämie € 365,41; the SEPA debit on 01.12.2026, last year's premium
  // and the index adjustment; the footer with the FMA note.
  { name: 'versicherung-at-praemienvorschreibung-haushalt-rechtsschutz-polizzennummer-versicherungssumme-nettopraemie-versicherungssteuer-11-statt-ust-faellig-lastschrift-vorjahrespraemie-index', kind: 'invoice', expect: { vendorName: 'Donautal Versicherung AG', invoiceNumber: 'PV-2026-0447182', invoiceDate: '2026-11-05', dueDate: '2026-12-01', subtotal: 329.2, tax: 36.21, total: 365.41, currency: 'EUR' },
    items: [['Haushaltsversicherung Zuhause Plus', null, null, 186.4], ['Rechtsschutzversicherung Privat & Verkehr', null, null, 142.8]], cells: [
    [40, 34, '#RECT 44 44 #1e3a8a'],
    [51, 47, 'DV', { size: 16, bold: true, width: -1 }],
    [94, 38, 'Donautal Versicherung', { size: 17, bold: true }],
    [94, 60, 'Ihre Versicherung an der Donau seit 1898', { size: 8 }],
    [40, 104, 'Donautal Versicherung AG · Donaulände 22 · 4020 Linz', { size: 6.5 }],
    [40, 112, '#RECT 200 0.4 black'],
    [40, 122, 'Herrn', { size: 9.5 }], [40, 135, 'Ing. Markus Pichler', { size: 9.5 }], [40, 148, 'Hauptplatz 7/2', { size: 9.5 }], [40, 161, '4600 Wels', { size: 9.5 }],
    [345, 104, 'Vorschreibung Nr.', { size: 8 }], R(555, 104, 'PV-2026-0447182', { size: 8, bold: true }),
    [345, 116, 'Datum', { size: 8 }], R(555, 116, '05.11.2026', { size: 8 }),
    [345, 128, 'Kundennummer', { size: 8 }], R(555, 128, 'K 7704 4718', { size: 8 }),
    [345, 140, 'Ihr Berater', { size: 8 }], R(555, 140, 'Mag. Eva Gruber, 0732 447 182', { size: 8, width: 150 }),
    [345, 152, 'Versicherungsperiode', { size: 8 }], R(555, 152, '01.12.2026 – 30.11.2027', { size: 8 }),
    [345, 164, 'Fällig am', { size: 8 }], R(555, 164, '01.12.2026', { size: 8, bold: true }),
    [40, 206, 'Prämienvorschreibung', { size: 15, bold: true }],
    [40, 228, 'Sehr geehrter Herr Pichler,', { size: 9 }],
    [40, 242, 'für die kommende Versicherungsperiode schreiben wir Ihnen die Jahresprämie für folgende Verträge vor:', { size: 9 }],
    [40, 266, '#RECT 515 0.8 black'],
    [40, 272, 'Sparte', { size: 7.5, bold: true }], [270, 272, 'Polizzennummer', { size: 7.5, bold: true }], R(460, 272, 'Versicherungssumme', { size: 7.5, bold: true }), R(555, 272, 'Jahresprämie netto', { size: 7.5, bold: true }),
    [40, 284, '#RECT 515 0.4 black'],
    [40, 291, 'Haushaltsversicherung Zuhause Plus', { size: 9 }], [270, 291, '44-718204-7', { size: 9 }], R(460, 291, '€ 85.000,00', { size: 9 }), R(555, 291, '€ 186,40', { size: 9 }),
    [40, 303, 'Wohnung 78 m², Hauptplatz 7/2, 4600 Wels', { size: 7.5 }],
    [40, 319, 'Rechtsschutzversicherung Privat & Verkehr', { size: 9 }], [270, 319, '44-718311-2', { size: 9 }], R(460, 319, '€ 150.000,00', { size: 9 }), R(555, 319, '€ 142,80', { size: 9 }),
    [40, 331, 'inkl. Schadenfreiheitsnachlass 10 %', { size: 7.5 }],
    [40, 346, '#RECT 515 0.4 black'],
    [330, 354, 'Nettoprämie', { size: 9 }], R(555, 354, '€ 329,20', { size: 9 }),
    [330, 368, 'Versicherungssteuer 11 %', { size: 9 }], R(555, 368, '€ 36,21', { size: 9 }),
    [330, 382, '#RECT 225 0.8 black'],
    [330, 388, 'Gesamtprämie', { size: 10, bold: true }], R(555, 388, '€ 365,41', { size: 10, bold: true }),
    [40, 430, 'Zahlung', { size: 10, bold: true }],
    [40, 446, 'Die Gesamtprämie von € 365,41 wird aufgrund Ihres SEPA-Lastschriftmandats am 01.12.2026 von Ihrem Konto', { size: 9 }],
    [40, 459, 'AT61 2032 0000 **** 4718 eingezogen. Sie brauchen nichts zu überweisen.', { size: 9 }],
    [40, 486, 'Gut zu wissen', { size: 10, bold: true }],
    [40, 502, 'Ihre Prämie im Vorjahr betrug € 352,84. Die Versicherungssummen und Prämien wurden gemäß Verbraucherpreisindex', { size: 8.5 }],
    [40, 514, '(VPI 2020) um 3,6 % angepasst. Die Versicherungssteuer wird von uns an das Finanzamt abgeführt.', { size: 8.5 }],
    [40, 526, 'Ihre nächste Prämienvorschreibung erhalten Sie im November 2027.', { size: 8.5 }],
    [40, 556, 'Mit freundlichen Grüßen', { size: 9 }], [40, 570, 'Ihre Donautal Versicherung', { size: 9 }],
    [40, 778, '#RECT 515 0.4 black'],
    [40, 786, 'Donautal Versicherung AG · Donaulände 22 · 4020 Linz · Firmenbuch FN 44718 k, Landesgericht Linz · UID ATU44718204', { size: 6.5 }],
    [40, 796, 'Versicherungsunternehmen unter Aufsicht der Finanzmarktaufsicht (FMA) · Oberbank IBAN AT15 1500 0004 4718 2046', { size: 6.5 }],
  ] },

  // Canadian (Ontario) cable, internet and TV bill (Letter): "Northshore" in a teal band, bill date November 8,
  // 2026, account number, Bill number 0447182611; an account summary right (Previous balance $142.36, Payment
  // received Oct 22 -$100.00, Balance forward $42.36 "past due", New charges $154.80, Total amount due $197.16,
  // due November 29, 2026); the monthly services for Nov 8 – Dec 7, 2026, a WiFi pod rental 2 × $5.00, a movie
  // rental, a bundle discount; Subtotal $136.99, HST 13% $17.81, Total new charges $154.80; a return stub below a
  // dashed line with the amount due, the due date, "Amount enclosed" and an OCR line.
  { name: 'cable-ca-bill-teal-band-account-summary-balance-forward-past-due-new-charges-internet-tv-wifi-pods-movie-rental-bundle-discount-hst-13-return-stub-amount-enclosed', kind: 'invoice', size: [612, 792], expect: { vendorName: 'Northshore Cable & Internet Inc.', invoiceNumber: '0447182611', invoiceDate: '2026-11-08', dueDate: '2026-11-29', subtotal: 136.99, tax: 17.81, total: 154.8, currency: 'CAD' },
    items: [['Internet 500 Unlimited', null, null, 85], ['TV Starter package', null, null, 38], ['Sports Pack add-on', null, null, 12], ['WiFi pod rental', 2, 5, 10],
      ['Bundle discount', null, null, -15], ['Movie rental – The Long Winter (Oct 19)', null, null, 6.99]], cells: [
    [0, 0, '#RECT 612 56 #0f766e'],
    [40, 16, 'Northshore', { size: 20, bold: true, width: -1 }],
    [180, 24, 'Cable · Internet · TV', { size: 9, width: -1 }],
    R(572, 22, 'Your bill', { size: 12, bold: true, width: -1 }),
    [40, 72, 'Northshore Cable & Internet Inc.', { size: 8.5, bold: true }],
    [40, 83, '250 Lakeshore Blvd W, Toronto ON M5V 4A2', { size: 8 }],
    [40, 94, 'GST/HST No. 844718204 RT0001', { size: 8 }],
    [40, 124, 'Priya Raman', { size: 9.5 }], [40, 137, '88 Maple Grove Drive', { size: 9.5 }], [40, 150, 'Oakville ON L6J 4R1', { size: 9.5 }],
    [40, 180, 'Bill date', { size: 8 }], [130, 180, 'November 8, 2026', { size: 8 }],
    [40, 192, 'Account number', { size: 8 }], [130, 192, '8204 4718 2011', { size: 8 }],
    [40, 204, 'Bill number', { size: 8 }], [130, 204, '0447182611', { size: 8 }],
    [40, 216, 'Billing period', { size: 8 }], [130, 216, 'Nov 8 – Dec 7, 2026', { size: 8 }],
    [330, 72, '#RECT 242 186 black stroke'],
    [340, 80, 'Account summary', { size: 10.5, bold: true }],
    [340, 100, 'Previous balance', { size: 8.5 }], R(562, 100, '$142.36', { size: 8.5 }),
    [340, 114, 'Payment received Oct 22 – thank you', { size: 8.5 }], R(562, 114, '-$100.00', { size: 8.5 }),
    [340, 128, 'Balance forward (past due – please pay now)', { size: 8.5 }], R(562, 128, '$42.36', { size: 8.5 }),
    [340, 142, 'New charges', { size: 8.5 }], R(562, 142, '$154.80', { size: 8.5 }),
    [340, 157, '#RECT 222 0.6 black'],
    [340, 164, 'Total amount due', { size: 10.5, bold: true }], R(562, 164, '$197.16', { size: 10.5, bold: true }),
    [340, 182, 'Payment due date', { size: 8.5 }], R(562, 182, 'November 29, 2026', { size: 8.5, bold: true }),
    [340, 204, 'A late payment charge of 2% per month applies', { size: 7 }],
    [340, 213, 'to past-due balances. Sign up for pre-authorized', { size: 7 }],
    [340, 222, 'payments at northshore.ca/autopay.', { size: 7 }],
    [40, 282, 'New charges', { size: 12, bold: true }],
    [40, 298, '#RECT 532 0.6 black'],
    [40, 304, 'Monthly services (Nov 8 – Dec 7, 2026)', { size: 8, bold: true }], R(572, 304, 'Amount', { size: 8, bold: true }),
    [40, 316, '#RECT 532 0.4 black'],
    [52, 322, 'Internet 500 Unlimited', { size: 9 }], R(572, 322, '$85.00', { size: 9 }),
    [52, 336, 'TV Starter package', { size: 9 }], R(572, 336, '$38.00', { size: 9 }),
    [52, 350, 'Sports Pack add-on', { size: 9 }], R(572, 350, '$12.00', { size: 9 }),
    [52, 364, 'WiFi pod rental', { size: 9 }], [300, 364, '2 × $5.00', { size: 9 }], R(572, 364, '$10.00', { size: 9 }),
    [52, 378, 'Bundle discount', { size: 9 }], R(572, 378, '-$15.00', { size: 9 }),
    [40, 396, 'One-time charges', { size: 8, bold: true }],
    [52, 410, 'Movie rental – The Long Winter (Oct 19)', { size: 9 }], R(572, 410, '$6.99', { size: 9 }),
    [40, 426, '#RECT 532 0.4 black'],
    [380, 433, 'Subtotal', { size: 9 }], R(572, 433, '$136.99', { size: 9 }),
    [380, 447, 'HST 13%', { size: 9 }], R(572, 447, '$17.81', { size: 9 }),
    [380, 463, 'Total new charges', { size: 10, bold: true }], R(572, 463, '$154.80', { size: 10, bold: true }),
    [40, 440, 'Internet usage this period: 611 GB (unlimited)', { size: 8 }],
    [40, 452, 'Your promotional price ends Feb 7, 2027.', { size: 8 }],
    [40, 464, 'Next bill date: December 8, 2026', { size: 8 }],
    ...dashes(20, 590, 572),
    [40, 598, 'Please detach and return this portion with your payment. Make cheques payable to Northshore Cable & Internet Inc.', { size: 7 }],
    [40, 622, 'Northshore', { size: 14, bold: true }],
    [40, 642, 'Priya Raman', { size: 9 }], [40, 654, '88 Maple Grove Drive', { size: 9 }], [40, 666, 'Oakville ON L6J 4R1', { size: 9 }],
    [330, 618, '#RECT 242 90 black stroke'],
    [340, 626, 'Account number', { size: 8 }], R(562, 626, '8204 4718 2011', { size: 8 }),
    [340, 640, 'Payment due date', { size: 8 }], R(562, 640, 'Nov 29, 2026', { size: 8 }),
    [340, 654, 'Total amount due', { size: 9, bold: true }], R(562, 654, '$197.16', { size: 9, bold: true }),
    [340, 680, 'Amount enclosed', { size: 8 }], [440, 688, '#RECT 122 0.6 black'], [440, 678, '$', { size: 8 }],
    [40, 730, '82044718201100000197160004471826', { size: 10 }],
  ] },

  // American childcare tuition invoice (Letter): a round-ish orange mark and "Little Acorns Early Learning Center"
  // with the LLC; INVOICE with Invoice # LA-2611-0187, Invoice Date 11/01/2026, Due Date 11/05/2026, Family
  // Account F-0447; Bill To the parents, the child and room; a table ruled under every row (Date / Description /
  // Qty / Rate / Amount): November tuition, lunch program 19 days × $4.50, two late pick-ups × $15.00, a field
  // trip, a sibling discount -$168.50; Current charges $1,644.00; an account summary (Previous balance $1,702.50,
  // Payment received 10/03/2026 -$1,702.50, Balance due $1,644.00); the dependent-care tax ID note and Zelle.
  { name: 'childcare-us-tuition-invoice-family-account-rows-ruled-lunch-days-late-pickup-fees-field-trip-sibling-discount-no-tax-previous-balance-payment-received-dependent-care-ein', kind: 'invoice', size: [612, 792], expect: { vendorName: 'Little Acorns Early Learning Center, LLC', invoiceNumber: 'LA-2611-0187', invoiceDate: '2026-11-01', dueDate: '2026-11-05', total: 1644, currency: 'USD' },
    items: [['Monthly tuition – Toddler Room, full-time (November 2026)', 1, 1685, 1685], ['Lunch program', 19, 4.5, 85.5], ['Late pick-up fee (10/14, 10/27)', 2, 15, 30],
      ['Field trip – Maple Hill pumpkin farm (10/22)', 1, 12, 12], ['Sibling discount 10% on tuition', 1, -168.5, -168.5]], cells: [
    [40, 36, '#RECT 40 40 #ea580c'],
    [48, 47, 'LA', { size: 16, bold: true, width: -1 }],
    [90, 36, 'Little Acorns', { size: 18, bold: true }],
    [90, 57, 'Early Learning Center', { size: 10 }],
    [40, 92, 'Little Acorns Early Learning Center, LLC', { size: 8.5, bold: true }],
    [40, 103, '1420 Orchard Lane, Madison, WI 53711', { size: 8 }],
    [40, 114, '(608) 555-0182 · billing@littleacornsmadison.com', { size: 8 }],
    R(572, 36, 'INVOICE', { size: 22, bold: true }),
    [400, 72, 'Invoice #', { size: 8.5 }], R(572, 72, 'LA-2611-0187', { size: 8.5, bold: true }),
    [400, 85, 'Invoice Date', { size: 8.5 }], R(572, 85, '11/01/2026', { size: 8.5 }),
    [400, 98, 'Due Date', { size: 8.5 }], R(572, 98, '11/05/2026', { size: 8.5, bold: true }),
    [400, 111, 'Family Account', { size: 8.5 }], R(572, 111, 'F-0447', { size: 8.5 }),
    [40, 146, 'BILL TO', { size: 8, bold: true }],
    [40, 159, 'Wei Chen & Laura Novak', { size: 9.5 }], [40, 172, '2207 Regent Street, Apt 4', { size: 9.5 }], [40, 185, 'Madison, WI 53726', { size: 9.5 }],
    [330, 146, 'CHILD', { size: 8, bold: true }],
    [330, 159, 'Maya Chen (DOB 03/2024)', { size: 9.5 }], [330, 172, 'Toddler Room · Mon–Fri 7:30–5:30', { size: 9.5 }],
    [40, 222, '#RECT 532 18 #ffedd5'],
    [46, 227, 'DATE', { size: 7.5, bold: true }], [110, 227, 'DESCRIPTION', { size: 7.5, bold: true }], R(430, 227, 'QTY', { size: 7.5, bold: true }), R(500, 227, 'RATE', { size: 7.5, bold: true }), R(566, 227, 'AMOUNT', { size: 7.5, bold: true }),
    [46, 247, '11/01/2026', { size: 8.5 }], [110, 247, 'Monthly tuition – Toddler Room, full-time (November 2026)', { size: 8.5 }], R(430, 247, '1', { size: 8.5 }), R(500, 247, '1,685.00', { size: 8.5 }), R(566, 247, '1,685.00', { size: 8.5 }),
    [40, 261, '#RECT 532 0.4 #9ca3af'],
    [46, 268, '11/01/2026', { size: 8.5 }], [110, 268, 'Lunch program', { size: 8.5 }], R(430, 268, '19', { size: 8.5 }), R(500, 268, '4.50', { size: 8.5 }), R(566, 268, '85.50', { size: 8.5 }),
    [40, 282, '#RECT 532 0.4 #9ca3af'],
    [46, 289, '10/31/2026', { size: 8.5 }], [110, 289, 'Late pick-up fee (10/14, 10/27)', { size: 8.5 }], R(430, 289, '2', { size: 8.5 }), R(500, 289, '15.00', { size: 8.5 }), R(566, 289, '30.00', { size: 8.5 }),
    [40, 303, '#RECT 532 0.4 #9ca3af'],
    [46, 310, '10/22/2026', { size: 8.5 }], [110, 310, 'Field trip – Maple Hill pumpkin farm (10/22)', { size: 8.5 }], R(430, 310, '1', { size: 8.5 }), R(500, 310, '12.00', { size: 8.5 }), R(566, 310, '12.00', { size: 8.5 }),
    [40, 324, '#RECT 532 0.4 #9ca3af'],
    [46, 331, '11/01/2026', { size: 8.5 }], [110, 331, 'Sibling discount 10% on tuition', { size: 8.5 }], R(430, 331, '1', { size: 8.5 }), R(500, 331, '-168.50', { size: 8.5 }), R(566, 331, '-168.50', { size: 8.5 }),
    [40, 345, '#RECT 532 0.8 black'],
    [380, 354, 'Current charges', { size: 10, bold: true }], R(566, 354, '$1,644.00', { size: 10, bold: true }),
    [40, 392, 'ACCOUNT SUMMARY', { size: 9, bold: true }],
    [40, 408, 'Previous balance', { size: 8.5 }], R(300, 408, '$1,702.50', { size: 8.5 }),
    [40, 421, 'Payment received 10/03/2026 (ACH) – thank you', { size: 8.5 }], R(300, 421, '-$1,702.50', { size: 8.5 }),
    [40, 434, 'Current charges', { size: 8.5 }], R(300, 434, '$1,644.00', { size: 8.5 }),
    [40, 448, '#RECT 260 0.6 black'],
    [40, 454, 'Balance due by 11/05/2026', { size: 9, bold: true }], R(300, 454, '$1,644.00', { size: 9, bold: true }),
    [340, 392, 'HOW TO PAY', { size: 9, bold: true }],
    [340, 408, 'ACH / Zelle: billing@littleacornsmadison.com', { size: 8 }],
    [340, 420, 'Check payable to Little Acorns Early Learning', { size: 8 }],
    [340, 431, 'Center, LLC (memo: F-0447)', { size: 8 }],
    [340, 445, 'A $25.00 late fee applies after the 10th.', { size: 8 }],
    [40, 500, 'Tuition is not subject to sales tax. For your Dependent Care FSA and Form 2441: Little Acorns Early Learning Center, LLC, EIN 47-1182044.', { size: 7.5 }],
    [40, 512, 'Year-to-date child care expenses paid for Maya Chen: $16,870.00. December tuition will be invoiced on 12/01/2026.', { size: 7.5 }],
    [40, 524, 'Closed 11/26–11/27 (Thanksgiving); tuition is not prorated for holidays or absences.', { size: 7.5 }],
  ] },

  // Brazilian electricity bill (A4, pt-BR, NOTA FISCAL/CONTA DE ENERGIA ELÉTRICA): a green band with "CEVV
  // Energia", the distributor's S.A. with CNPJ; the customer and class; three boxes (Referente a NOV/2026,
  // Vencimento 24/11/2026, Total a pagar R$ 264,42); Nº 004.471.820 Série B, Data de emissão 09/11/2026, Código da
  // instalação, Nº do cliente; readings (08/10/2026 – 07/11/2026, 30 dias, próxima leitura 08/12/2026, 287 kWh);
  // the Itens da fatura with Unid. / Quant. / Preço unit. com tributos at 5 decimals / Valor / Base / Alíq. /
  // ICMS (TUSD, TE, bandeira amarela, and the CIP without quantity); ICMS, PIS and COFINS printed separately; a
  // consumption history of 12 bars; the previous bill; a boleto with linha digitável and bars below a dashed line.
  { name: 'energia-br-nota-fiscal-conta-energia-eletrica-referente-vencimento-total-a-pagar-tusd-te-bandeira-amarela-contribuicao-iluminacao-publica-icms-pis-cofins-separados-boleto-linha-digitavel', kind: 'invoice', expect: { vendorName: 'Companhia Energética do Vale Verde S.A.', invoiceNumber: '004.471.820', invoiceDate: '2026-11-09', dueDate: '2026-11-24', total: 264.42, currency: 'BRL' },
    items: [['Consumo Uso Sistema [KWh]-TUSD', 287, 0.48213, 138.37], ['Consumo - TE', 287, 0.3592, 103.09], ['Adicional Bandeira Amarela', 287, 0.02145, 6.16], ['Contrib. Ilum. Pública Municipal', null, null, 16.8]], cells: [
    [0, 0, '#RECT 595 52 #15803d'],
    [36, 14, 'CEVV Energia', { size: 20, bold: true, width: -1 }],
    [200, 21, 'Companhia Energética do Vale Verde S.A.', { size: 9, width: -1 }],
    [36, 62, 'Av. das Palmeiras, 1200 · Campinas/SP · CEP 13025-000 · CNPJ 04.471.820/0001-46 · Insc. Estadual 244.718.204.110', { size: 7 }],
    [36, 86, 'JOSÉ CARLOS DE OLIVEIRA', { size: 9.5, bold: true }],
    [36, 99, 'RUA DOS IPÊS, 315 - JARDIM AURÉLIA', { size: 8.5 }],
    [36, 111, 'CAMPINAS/SP - CEP 13033-170', { size: 8.5 }],
    [36, 125, 'Classificação: B1 Residencial · Monofásico · Tensão 127 V', { size: 7.5 }],
    [330, 80, '#RECT 72 40 black stroke'], [402, 80, '#RECT 72 40 black stroke'], [474, 80, '#RECT 85 40 #dcfce7'], [474, 80, '#RECT 85 40 black stroke'],
    [336, 85, 'Referente a', { size: 6.5 }], [336, 99, 'NOV/2026', { size: 11, bold: true }],
    [408, 85, 'Vencimento', { size: 6.5 }], [408, 99, '24/11/2026', { size: 11, bold: true }],
    [480, 85, 'Total a pagar (R$)', { size: 6.5 }], [480, 99, '264,42', { size: 13, bold: true }],
    [330, 128, 'Código da instalação', { size: 7 }], R(559, 128, '3004471820', { size: 7.5, bold: true }),
    [330, 139, 'Nº do cliente', { size: 7 }], R(559, 139, '7018204', { size: 7.5 }),
    [36, 152, '#RECT 523 0.6 black'],
    [36, 158, 'NOTA FISCAL/CONTA DE ENERGIA ELÉTRICA Nº 004.471.820 SÉRIE B', { size: 9, bold: true }],
    [36, 171, 'Data de emissão: 09/11/2026 · Chave de acesso: 3526 1104 4718 2000 0146 6600 2004 4718 2010 4471 8204', { size: 7 }],
    [36, 190, 'Leitura anterior', { size: 6.5 }], [36, 199, '08/10/2026', { size: 8.5 }],
    [116, 190, 'Leitura atual', { size: 6.5 }], [116, 199, '07/11/2026', { size: 8.5 }],
    [196, 190, 'Nº de dias', { size: 6.5 }], [196, 199, '30', { size: 8.5 }],
    [246, 190, 'Próxima leitura', { size: 6.5 }], [246, 199, '08/12/2026', { size: 8.5 }],
    [330, 190, 'Medidor', { size: 6.5 }], [330, 199, '11044718', { size: 8.5 }],
    [390, 190, 'Anterior', { size: 6.5 }], [390, 199, '24.118', { size: 8.5 }],
    [440, 190, 'Atual', { size: 6.5 }], [440, 199, '24.405', { size: 8.5 }],
    [490, 190, 'Consumo kWh', { size: 6.5 }], [490, 199, '287', { size: 8.5, bold: true }],
    [36, 222, '#RECT 523 14 #e5e7eb'],
    [40, 226, 'Itens da fatura', { size: 6.5, bold: true }], R(236, 226, 'Unid.', { size: 6.5, bold: true }), R(276, 226, 'Quant.', { size: 6.5, bold: true }),
    R(350, 226, 'Preço unit. (R$) c/ trib.', { size: 6.5, bold: true }), R(398, 226, 'Valor (R$)', { size: 6.5, bold: true }), R(446, 226, 'Base ICMS', { size: 6.5, bold: true }),
    R(496, 226, 'Alíq. ICMS', { size: 6.5, bold: true }), R(555, 226, 'ICMS (R$)', { size: 6.5, bold: true }),
    [40, 243, 'Consumo Uso Sistema [KWh]-TUSD', { size: 7.5 }], R(236, 243, 'kWh', { size: 7.5 }), R(276, 243, '287', { size: 7.5 }), R(350, 243, '0,48213', { size: 7.5 }), R(398, 243, '138,37', { size: 7.5 }), R(446, 243, '138,37', { size: 7.5 }), R(496, 243, '18,00', { size: 7.5 }), R(555, 243, '24,91', { size: 7.5 }),
    [40, 255, 'Consumo - TE', { size: 7.5 }], R(236, 255, 'kWh', { size: 7.5 }), R(276, 255, '287', { size: 7.5 }), R(350, 255, '0,35920', { size: 7.5 }), R(398, 255, '103,09', { size: 7.5 }), R(446, 255, '103,09', { size: 7.5 }), R(496, 255, '18,00', { size: 7.5 }), R(555, 255, '18,56', { size: 7.5 }),
    [40, 267, 'Adicional Bandeira Amarela', { size: 7.5 }], R(236, 267, 'kWh', { size: 7.5 }), R(276, 267, '287', { size: 7.5 }), R(350, 267, '0,02145', { size: 7.5 }), R(398, 267, '6,16', { size: 7.5 }), R(446, 267, '6,16', { size: 7.5 }), R(496, 267, '18,00', { size: 7.5 }), R(555, 267, '1,11', { size: 7.5 }),
    [40, 279, 'Contrib. Ilum. Pública Municipal', { size: 7.5 }], R(398, 279, '16,80', { size: 7.5 }),
    [36, 292, '#RECT 523 0.6 black'],
    [40, 298, 'TOTAL', { size: 8, bold: true }], R(398, 298, '264,42', { size: 8, bold: true }), R(446, 298, '247,62', { size: 8 }), R(555, 298, '44,58', { size: 8 }),
    [36, 322, 'Tributos', { size: 8, bold: true }],
    [36, 334, 'ICMS  base R$ 247,62  alíq. 18,00 %  R$ 44,58', { size: 7.5 }],
    [36, 345, 'PIS/PASEP  base R$ 247,62  alíq. 1,0814 %  R$ 2,68', { size: 7.5 }],
    [36, 356, 'COFINS  base R$ 247,62  alíq. 4,9811 %  R$ 12,33', { size: 7.5 }],
    [36, 372, 'Os tributos estão incluídos no preço da energia.', { size: 7 }],
    [330, 322, 'Histórico de consumo (kWh)', { size: 8, bold: true }],
    [330, 400, '#RECT 225 0.6 black'],
    [333, 364, '#RECT 12 36 #86efac'], [351, 360, '#RECT 12 40 #86efac'], [369, 366, '#RECT 12 34 #86efac'], [387, 370, '#RECT 12 30 #86efac'], [405, 372, '#RECT 12 28 #86efac'], [423, 375, '#RECT 12 25 #86efac'],
    [441, 373, '#RECT 12 27 #86efac'], [459, 369, '#RECT 12 31 #86efac'], [477, 366, '#RECT 12 34 #86efac'], [495, 362, '#RECT 12 38 #86efac'], [513, 368, '#RECT 12 32 #86efac'], [531, 365, '#RECT 12 35 #15803d'],
    [330, 404, 'NOV/25', { size: 6 }], R(555, 404, 'NOV/26', { size: 6 }),
    [330, 416, 'Média 12 meses: 281 kWh · Média diária: 9,57 kWh', { size: 7 }],
    [36, 430, 'Conta anterior: OUT/2026 · R$ 241,87 · paga em 23/10/2026. Débito automático: não cadastrado.', { size: 7.5 }],
    [36, 442, 'Bandeira tarifária vigente em novembro: AMARELA. Em caso de atraso: multa de 2 % e juros de 1 % ao mês.', { size: 7.5 }],
    [36, 454, 'Reclamações: Ouvidoria CEVV 0800 447 1820 · ANEEL 167.', { size: 7.5 }],
    ...dashes(20, 600, 555),
    [36, 610, 'Autenticação mecânica · Recibo do pagador', { size: 7 }],
    [36, 630, 'CEVV Energia · Companhia Energética do Vale Verde S.A.', { size: 8.5, bold: true }],
    [36, 648, 'Código da instalação', { size: 6.5 }], [36, 657, '3004471820', { size: 9 }],
    [160, 648, 'Referente a', { size: 6.5 }], [160, 657, 'NOV/2026', { size: 9 }],
    [270, 648, 'Vencimento', { size: 6.5 }], [270, 657, '24/11/2026', { size: 9 }],
    [400, 648, 'Valor a pagar (R$)', { size: 6.5 }], [400, 657, '264,42', { size: 9, bold: true }],
    [36, 684, '83690000002-6 64420047182-0 04471820261-1 12409030044-7', { size: 11, bold: true }],
    ...barcode(36, 706, 380, 42, 1711),
  ] },

  // Spanish property-management invoice to a landlord (A4, es-ES): "Fincas Albufera" with the S.L. and CIF; FACTURA
  // in a framed grid (Nº factura FA-2026/1147, Fecha 02/11/2026, Cliente C-0318, Inmueble); the owner; a table
  // Concepto / Cant. / Precio / Importe / IVA with the management fee (7 % s/ 1.180,00 €), a repair coordination
  // fee and a suplido (the plumber's invoice passed on at cost, outside VAT); Base imponible 107,60 €, IVA 21 %
  // 22,60 €, Suplidos 146,30 €, TOTAL FACTURA 276,50 €; a Liquidación box (rent collected 1.180,00, less this
  // invoice, transferred 903,50 € on 05/11/2026); the suplido note and the Registro Mercantil footer.
  { name: 'administrador-fincas-es-factura-gestion-alquiler-honorarios-porcentaje-renta-coordinacion-reparacion-suplido-fuera-base-iva-21-liquidacion-propietario-renta-cobrada-transferencia', kind: 'invoice', expect: { vendorName: 'Fincas Albufera Administración, S.L.', invoiceNumber: 'FA-2026/1147', invoiceDate: '2026-11-02', tax: 22.6, total: 276.5, currency: 'EUR' },
    items: [['Honorarios de gestión del alquiler – octubre 2026 (7 % s/ 1.180,00 €)', 1, 82.6, 82.6], ['Coordinación de reparación de fontanería (parte nº 318)', 1, 25, 25],
      ['Suplido: factura Fontanería Ruzafa, S.L. nº 2026-388', 1, 146.3, 146.3]], cells: [
    [40, 36, 'Fincas Albufera', { size: 19, bold: true }],
    [40, 58, 'Administración de fincas y gestión de alquileres', { size: 8.5 }],
    [40, 76, 'Fincas Albufera Administración, S.L. · CIF B-98447182', { size: 8 }],
    [40, 87, 'C/ Colón, 44, 2º · 46004 Valencia · Tel. 963 447 182', { size: 8 }],
    [380, 36, 'FACTURA', { size: 20, bold: true }],
    [360, 66, '#RECT 195 72 black stroke'], [360, 84, '#RECT 195 0 black stroke'], [360, 102, '#RECT 195 0 black stroke'], [360, 120, '#RECT 195 0 black stroke'], [440, 66, '#RECT 0 72 black stroke'],
    [366, 71, 'Nº factura', { size: 8 }], [446, 71, 'FA-2026/1147', { size: 8.5, bold: true }],
    [366, 89, 'Fecha', { size: 8 }], [446, 89, '02/11/2026', { size: 8.5 }],
    [366, 107, 'Cliente', { size: 8 }], [446, 107, 'C-0318', { size: 8.5 }],
    [366, 125, 'Contrato', { size: 8 }], [446, 125, 'GA-2024-0318', { size: 8.5 }],
    [40, 120, 'Dña. Carmen Llorens Ferrer', { size: 9.5, bold: true }], [40, 133, 'NIF 20447182-K', { size: 9 }], [40, 146, 'Av. del Puerto, 118, 7ª', { size: 9 }], [40, 159, '46023 Valencia', { size: 9 }],
    [40, 184, 'Inmueble: C/ de Sueca, 21, 3º-5ª, 46006 Valencia · Inquilino: D. Sergio Navarro · Renta mensual 1.180,00 €', { size: 8 }],
    [40, 210, '#RECT 515 18 #e5e7eb'],
    [46, 215, 'Concepto', { size: 7.5, bold: true }], R(370, 215, 'Cant.', { size: 7.5, bold: true }), R(430, 215, 'Precio', { size: 7.5, bold: true }), R(500, 215, 'Importe', { size: 7.5, bold: true }), R(549, 215, 'IVA', { size: 7.5, bold: true }),
    [46, 236, 'Honorarios de gestión del alquiler – octubre 2026 (7 % s/ 1.180,00 €)', { size: 8 }], R(370, 236, '1', { size: 8 }), R(430, 236, '82,60', { size: 8 }), R(500, 236, '82,60', { size: 8 }), R(549, 236, '21 %', { size: 8 }),
    [46, 251, 'Coordinación de reparación de fontanería (parte nº 318)', { size: 8 }], R(370, 251, '1', { size: 8 }), R(430, 251, '25,00', { size: 8 }), R(500, 251, '25,00', { size: 8 }), R(549, 251, '21 %', { size: 8 }),
    [46, 266, 'Suplido: factura Fontanería Ruzafa, S.L. nº 2026-388', { size: 8 }], R(370, 266, '1', { size: 8 }), R(430, 266, '146,30', { size: 8 }), R(500, 266, '146,30', { size: 8 }), R(549, 266, '(*)', { size: 8 }),
    [40, 282, '#RECT 515 0.6 black'],
    [360, 292, 'Base imponible', { size: 9 }], R(549, 292, '107,60 €', { size: 9 }),
    [360, 306, 'IVA 21 %', { size: 9 }], R(549, 306, '22,60 €', { size: 9 }),
    [360, 320, 'Suplidos (*)', { size: 9 }], R(549, 320, '146,30 €', { size: 9 }),
    [355, 334, '#RECT 200 20 #1f2937'],
    [360, 339, 'TOTAL FACTURA', { size: 10, bold: true, width: -1 }], R(549, 339, '276,50 €', { size: 10, bold: true, width: -1 }),
    [40, 292, '(*) Suplido: gasto pagado en nombre y por cuenta del', { size: 7.5 }],
    [40, 302, 'cliente, no incluido en la base imponible (art. 78.Tres.3º', { size: 7.5 }],
    [40, 312, 'Ley 37/1992 del IVA). Se adjunta copia de la factura.', { size: 7.5 }],
    [40, 390, '#RECT 300 92 black stroke'],
    [48, 398, 'Liquidación al propietario – octubre 2026', { size: 9, bold: true }],
    [48, 416, 'Renta cobrada (recibo 10/2026)', { size: 8.5 }], R(332, 416, '1.180,00 €', { size: 8.5 }),
    [48, 430, 'A deducir: total de esta factura', { size: 8.5 }], R(332, 430, '-276,50 €', { size: 8.5 }),
    [48, 448, 'Transferido a su cuenta', { size: 9, bold: true }], R(332, 448, '903,50 €', { size: 9, bold: true }),
    [48, 464, 'el 05/11/2026 a ES21 2100 **** **** **** 4718', { size: 7.5 }],
    [360, 398, 'Forma de pago:', { size: 8, bold: true }],
    [360, 410, 'compensación con la renta cobrada', { size: 8 }],
    [360, 421, 'por cuenta del propietario.', { size: 8 }],
    [40, 510, 'Próxima liquidación: 05/12/2026. El certificado de retenciones y los gastos deducibles del ejercicio 2026 se enviarán en enero de 2027.', { size: 7.5 }],
    [40, 786, 'Fincas Albufera Administración, S.L. · Inscrita en el Registro Mercantil de Valencia, Tomo 10447, Folio 182, Hoja V-144718 · Colegiado CAF Valencia nº 2204', { size: 6.5 }],
  ] },

  // Italian pharmacy receipt (80 mm, DOCUMENTO COMMERCIALE): FARMACIA SAN LORENZO with the S.n.c. and P.IVA; four
  // lines with an IVA column (two medicines at 10 %, plasters 2 × 3,95 and a hand cream at 22 %); TOTALE
  // COMPLESSIVO 30,20, di cui IVA 4,16; Pagamento elettronico, Importo pagato; the customer's codice fiscale for the
  // tax deduction with "spese sanitarie detraibili 22,30"; 21-11-2026 17:42 and DOC.N.
  { name: 'farmacia-it-scontrino-documento-commerciale-farmaci-iva-10-dispositivi-parafarmaco-iva-22-quantita-per-prezzo-di-cui-iva-codice-fiscale-spese-detraibili-pagamento-elettronico', kind: 'receipt', size: [226, 520], expect: { vendorName: 'Farmacia San Lorenzo S.n.c. di Ferri G. & C.', invoiceDate: '2026-11-21', tax: 4.16, total: 30.2, currency: 'EUR', paymentMethod: 'card' },
    items: [['TACHIPIRINA 500MG 20 CPR', null, null, 5.9], ['MOMENDOL 220MG 12 CPR', null, null, 8.5], ['CEROTTI TNT STERILI 10PZ', 2, 3.95, 7.9], ['CREMA MANI KARITE 50ML', null, null, 7.9]], cells: [
    [43, 20, 'FARMACIA SAN LORENZO', { size: 11, bold: true }],
    [44, 36, 'Farmacia San Lorenzo S.n.c. di Ferri G. & C.', { size: 7 }],
    [61.5, 46, 'Via Garibaldi 88 - 40121 Bologna', { size: 7 }],
    [82.5, 56, 'P.IVA 04471820375', { size: 7 }],
    [55.5, 74, 'DOCUMENTO COMMERCIALE', { size: 8, bold: true }],
    [76, 84, 'di vendita o prestazione', { size: 7 }],
    [14, 102, 'DESCRIZIONE', { size: 7 }], R(168, 102, 'IVA', { size: 7, width: 30 }), R(212, 102, 'Prezzo(€)', { size: 7, width: 40 }),
    [14, 114, 'TACHIPIRINA 500MG 20 CPR', { size: 8 }], R(168, 114, '10%', { size: 8, width: 30 }), R(212, 114, '5,90', { size: 8, width: 40 }),
    [14, 126, 'MOMENDOL 220MG 12 CPR', { size: 8 }], R(168, 126, '10%', { size: 8, width: 30 }), R(212, 126, '8,50', { size: 8, width: 40 }),
    [14, 138, 'CEROTTI TNT STERILI 10PZ', { size: 8 }],
    [24, 149, '2 x 3,95', { size: 7.5 }], R(168, 149, '22%', { size: 8, width: 30 }), R(212, 149, '7,90', { size: 8, width: 40 }),
    [14, 161, 'CREMA MANI KARITE 50ML', { size: 8 }], R(168, 161, '22%', { size: 8, width: 30 }), R(212, 161, '7,90', { size: 8, width: 40 }),
    [14, 178, 'TOTALE COMPLESSIVO', { size: 9, bold: true }], R(212, 178, '30,20', { size: 9, bold: true, width: 60 }),
    [14, 191, 'di cui IVA', { size: 8 }], R(212, 191, '4,16', { size: 8, width: 60 }),
    [14, 207, 'Pagamento contante', { size: 8 }], R(212, 207, '0,00', { size: 8, width: 60 }),
    [14, 219, 'Pagamento elettronico', { size: 8 }], R(212, 219, '30,20', { size: 8, width: 60 }),
    [14, 231, 'Importo pagato', { size: 8 }], R(212, 231, '30,20', { size: 8, width: 60 }),
    [14, 249, 'C.F. acquirente: RSSMRA80A01A944U', { size: 7 }],
    [14, 259, 'Spese sanitarie detraibili: 22,30', { size: 7 }],
    [14, 269, '(farmaci e dispositivi medici CE)', { size: 7 }],
    [14, 287, '21-11-2026 17:42', { size: 7 }], R(212, 287, 'DOC.N. 0318-0447', { size: 7, width: 80 }),
    [14, 297, 'RT 96SRT004471  Z.N. 0318', { size: 7 }],
    [14, 315, 'Bancomat ****4471  AUT. 044718', { size: 7 }],
    [80.5, 335, 'Grazie e arrivederci', { size: 7.5 }],
  ] },

  // French market stall's receipt-book slip (283 × 400, REÇU): a stamp box with the EARL, its stall at the Marché
  // des Lices and its SIRET; a pre-printed N° 0447; the date written in by hand (21/11/26), four handwritten
  // lines on dotted rules under pre-printed Désignation / Qté / P.U. / Montant headings (apples 2 kg × 3,20,
  // leeks, 12 eggs × 0,40, honey); TOTAL 22,70 € by hand; "Espèces" ticked; "TVA non applicable, art. 293 B".
  { name: 'marche-fr-carnet-recu-producteur-tampon-earl-numero-preimprime-date-manuscrite-lignes-pointillees-kg-douzaine-total-manuscrit-especes-cochee-tva-non-applicable-293b', kind: 'receipt', size: [283, 400], expect: { vendorName: 'EARL Ferme des Trois Chênes', invoiceDate: '2026-11-21', total: 22.7, currency: 'EUR', paymentMethod: 'cash' },
    items: [['Pommes Reinette', 2, 3.2, 6.4], ['Poireaux (botte)', 1, 2.5, 2.5], ['Oeufs fermiers', 12, 0.4, 4.8], ['Miel de châtaignier 500 g', 1, 9, 9]], cells: [
    [16, 16, 'REÇU', { size: 16, bold: true }], R(267, 20, 'N° 0447', { size: 10, bold: true, width: 80 }),
    [16, 44, '#RECT 251 52 #1e3a8a stroke'],
    [24, 50, 'EARL Ferme des Trois Chênes', { size: 9.5, bold: true }],
    [24, 63, 'Producteur – Marché des Lices, Rennes (samedi)', { size: 7 }],
    [24, 73, 'La Ville-Hue, 35310 Bréal-sous-Montfort', { size: 7 }],
    [24, 83, 'SIRET 844 718 204 00017', { size: 7 }],
    [16, 112, 'Date :', { size: 8 }], [52, 108, '21/11/26', { size: 11 }], ...dots(48, 121, 80),
    [140, 112, 'Client :', { size: 8 }], [182, 108, '—', { size: 11 }], ...dots(176, 121, 91),
    [16, 138, 'Désignation', { size: 7, bold: true }], R(168, 138, 'Qté', { size: 7, bold: true, width: 30 }), R(214, 138, 'P.U.', { size: 7, bold: true, width: 40 }), R(267, 138, 'Montant', { size: 7, bold: true, width: 50 }),
    [16, 148, '#RECT 251 0.6 black'],
    [18, 154, 'Pommes Reinette', { size: 10.5 }], R(168, 155, '2 kg', { size: 10.5, width: 40 }), R(214, 154, '3,20', { size: 10.5, width: 40 }), R(265, 155, '6,40', { size: 10.5, width: 45 }), ...dots(16, 168, 251),
    [19, 176, 'Poireaux (botte)', { size: 10.5 }], R(168, 176, '1', { size: 10.5, width: 40 }), R(214, 177, '2,50', { size: 10.5, width: 40 }), R(266, 176, '2,50', { size: 10.5, width: 45 }), ...dots(16, 190, 251),
    [18, 198, 'Oeufs fermiers', { size: 10.5 }], R(168, 198, '12', { size: 10.5, width: 40 }), R(214, 199, '0,40', { size: 10.5, width: 40 }), R(265, 198, '4,80', { size: 10.5, width: 45 }), ...dots(16, 212, 251),
    [20, 220, 'Miel de châtaignier 500 g', { size: 10.5 }], R(168, 221, '1', { size: 10.5, width: 40 }), R(214, 220, '9,00', { size: 10.5, width: 40 }), R(266, 221, '9,00', { size: 10.5, width: 45 }), ...dots(16, 234, 251),
    ...dots(16, 256, 251),
    [150, 268, 'TOTAL', { size: 9, bold: true }], R(265, 264, '22,70 €', { size: 13, width: 70 }), ...dots(190, 280, 77),
    [16, 300, '#RECT 8 8 black stroke'], [18, 301, 'X', { size: 7 }], [30, 299, 'Espèces', { size: 8 }],
    [90, 300, '#RECT 8 8 black stroke'], [104, 299, 'Chèque', { size: 8 }],
    [160, 300, '#RECT 8 8 black stroke'], [174, 299, 'Carte', { size: 8 }],
    [16, 326, 'TVA non applicable, art. 293 B du CGI', { size: 7 }],
    [16, 356, 'Signature :', { size: 8 }], [76, 350, 'J. Morvan', { size: 12 }],
  ] },

  // Polish hardware shop's PARAGON FISKALNY (80 mm): the Sp. z o.o., "Sklep budowlano-żelazny", address and NIP;
  // the date and print number; four lines each with "ilość x cena" under the name and the amount with its tax
  // letter A; Sprzedaż opodatk. A 74,74, PTU A 23,00% 13,98, Suma PTU 13,98, SUMA PLN 74,74; Karta płatnicza;
  // the till and cashier line, the system number.
  { name: 'sklep-zelazny-pl-paragon-fiskalny-ilosc-x-cena-pod-nazwa-litera-ptu-a-sprzedaz-opodatkowana-suma-ptu-suma-pln-karta-platnicza-kasa-kasjer-numer-wydruku', kind: 'receipt', size: [226, 520], expect: { vendorName: 'MAJSTER-BIS Sp. z o.o.', invoiceDate: '2026-11-20', tax: 13.98, total: 74.74, currency: 'PLN', paymentMethod: 'card' },
    items: [['WKRĘTY DO DREWNA 4X40 200SZT', 1, 18.99, 18.99], ['KOŁKI ROZPOROWE 8MM 50SZT', 2, 7.49, 14.98], ['TAŚMA MALARSKA 38MM', 3, 5.29, 15.87], ['SILIKON SANITARNY BIAŁY', 1, 24.9, 24.9]], cells: [
    [50.5, 18, 'MAJSTER-BIS Sp. z o.o.', { size: 11, bold: true }],
    [72.5, 34, 'Sklep budowlano-żelazny', { size: 7.5 }],
    [74.5, 44, 'ul. Łąkowa 7, 87-100 Toruń', { size: 7.5 }],
    [81, 54, 'NIP 879-104-47-18', { size: 7.5 }],
    [14, 70, '2026-11-20', { size: 7.5 }], R(212, 70, 'nr wydr. 044718', { size: 7.5, width: 80 }),
    [67, 86, 'PARAGON FISKALNY', { size: 9, bold: true }],
    [14, 100, '#RECT 198 0.5 black'],
    [14, 106, 'WKRĘTY DO DREWNA 4X40 200SZT', { size: 7.5 }],
    [90, 116, '1 x18,99', { size: 7.5 }], R(212, 116, '18,99A', { size: 7.5, width: 50 }),
    [14, 128, 'KOŁKI ROZPOROWE 8MM 50SZT', { size: 7.5 }],
    [90, 138, '2 x7,49', { size: 7.5 }], R(212, 138, '14,98A', { size: 7.5, width: 50 }),
    [14, 150, 'TAŚMA MALARSKA 38MM', { size: 7.5 }],
    [90, 160, '3 x5,29', { size: 7.5 }], R(212, 160, '15,87A', { size: 7.5, width: 50 }),
    [14, 172, 'SILIKON SANITARNY BIAŁY', { size: 7.5 }],
    [90, 182, '1 x24,90', { size: 7.5 }], R(212, 182, '24,90A', { size: 7.5, width: 50 }),
    [14, 196, '#RECT 198 0.5 black'],
    [14, 202, 'Sprzedaż opodatk. A', { size: 7.5 }], R(212, 202, '74,74', { size: 7.5, width: 50 }),
    [14, 213, 'PTU A 23,00%', { size: 7.5 }], R(212, 213, '13,98', { size: 7.5, width: 50 }),
    [14, 224, 'Suma PTU', { size: 7.5 }], R(212, 224, '13,98', { size: 7.5, width: 50 }),
    [14, 238, 'SUMA PLN', { size: 11, bold: true }], R(212, 238, '74,74', { size: 11, bold: true, width: 60 }),
    [14, 256, '#RECT 198 0.5 black'],
    [14, 262, 'Karta płatnicza', { size: 7.5 }], R(212, 262, '74,74 PLN', { size: 7.5, width: 60 }),
    [14, 278, '#0447 Kasa 2  Kasjer nr 3', { size: 7 }], R(212, 278, '15:12', { size: 7, width: 40 }),
    [14, 289, 'NR SYS. 2611200447', { size: 7 }],
    [89.5, 303, 'BEP 21044718', { size: 7, bold: true }],
    [47, 321, 'Zwroty do 14 dni z paragonem. Dziękujemy!', { size: 7 }],
  ] },

  // American flower shop receipt (80 mm, Maine): "Petal & Stem" over the LLC; the sale date 11/19/2026 3:48 PM and
  // order number; a bouquet, 6 @ 4.50 roses, a vase and a delivery fee; Subtotal $118.00, ME Sales Tax 5.5%
  // $6.49, TOTAL $124.49, VISA; the delivery block (recipient, delivery date 11/21/2026) and the card message.
  { name: 'flower-shop-us-receipt-sale-date-vs-delivery-date-bouquet-roses-at-each-vase-delivery-fee-subtotal-maine-sales-tax-5-5-visa-card-message-recipient-address', kind: 'receipt', size: [226, 540], expect: { vendorName: 'Petal & Stem Florals LLC', invoiceDate: '2026-11-19', subtotal: 118, tax: 6.49, total: 124.49, currency: 'USD', paymentMethod: 'card' },
    items: [['Seasonal bouquet, large', null, null, 65], ['Red roses, single stem', 6, 4.5, 27], ['Glass vase 8"', null, null, 14], ['Local delivery', null, null, 12]], cells: [
    [67.5, 18, 'Petal & Stem', { size: 15, bold: true }],
    [71, 38, 'Petal & Stem Florals LLC', { size: 7.5 }],
    [49.5, 48, '212 Exchange St, Portland, ME 04101', { size: 7.5 }],
    [53.5, 58, '(207) 555-0147 · petalandstem.com', { size: 7.5 }],
    [14, 76, 'Sale 11/19/2026 3:48 PM', { size: 7.5 }], R(212, 76, 'Order #4471', { size: 7.5, width: 60 }),
    [14, 86, 'Clerk: Jenna', { size: 7.5 }],
    [14, 98, '#RECT 198 0.5 black'],
    [14, 106, 'Seasonal bouquet, large', { size: 8.5 }], R(212, 106, '65.00', { size: 8.5, width: 50 }),
    [14, 120, 'Red roses, single stem', { size: 8.5 }],
    [24, 131, '6 @ 4.50', { size: 8 }], R(212, 131, '27.00', { size: 8.5, width: 50 }),
    [14, 145, 'Glass vase 8"', { size: 8.5 }], R(212, 145, '14.00', { size: 8.5, width: 50 }),
    [14, 159, 'Local delivery', { size: 8.5 }], R(212, 159, '12.00', { size: 8.5, width: 50 }),
    [14, 173, '#RECT 198 0.5 black'],
    [14, 180, 'Subtotal', { size: 8.5 }], R(212, 180, '118.00', { size: 8.5, width: 50 }),
    [14, 193, 'ME Sales Tax 5.5%', { size: 8.5 }], R(212, 193, '6.49', { size: 8.5, width: 50 }),
    [14, 209, 'TOTAL', { size: 11, bold: true }], R(212, 209, '$124.49', { size: 11, bold: true, width: 70 }),
    [14, 227, 'VISA ************0447', { size: 8 }], R(212, 227, '124.49', { size: 8, width: 50 }),
    [14, 238, 'Chip read · Auth 044718', { size: 7 }],
    [14, 256, '#RECT 198 0.5 black'],
    [14, 264, 'DELIVERY', { size: 8, bold: true }],
    [14, 276, 'Deliver on: Sat 11/21/2026, 10 AM – 2 PM', { size: 7.5 }],
    [14, 287, 'To: Ruth Adler, 19 Pine St, Portland ME 04102', { size: 7.5 }],
    [14, 298, 'Card: "Happy 80th birthday, Mom! Love, D."', { size: 7.5 }],
    [64, 322, 'Fresh-flower guarantee: 7 days.', { size: 7 }],
    [67.5, 332, 'Thank you for shopping local!', { size: 7 }],
  ] },

  // Czech bakery receipt (58 mm, Účtenka): the s.r.o. with IČO and DIČ; "Účtenka č." and 20.11.2026 07:42; four lines
  // (two with "8 x 3,50" / "2 x 24,00"); Mezisoučet 214,90, Zaokrouhlení 0,10, CELKEM Kč 215,00; Hotově 300,00,
  // Vráceno 85,00; a DPH line 12 % with základ and daň.
  { name: 'pekarstvi-cz-uctenka-58mm-rohliky-kus-x-cena-kolace-mezisoucet-zaokrouhleni-hotovost-celkem-kc-vraceno-dph-12-zaklad-dan', kind: 'receipt', size: [164, 440], expect: { vendorName: 'Pekařství U Zlatého klasu s.r.o.', invoiceDate: '2026-11-20', tax: 23.03, total: 215, currency: 'CZK', paymentMethod: 'cash' },
    items: [['Chléb kmínový 1200 g', null, null, 59.9], ['Rohlík', 8, 3.5, 28], ['Koláč tvarohový', 2, 24, 48], ['Vánočka 400 g', null, null, 79]], cells: [
    [25, 16, 'Pekařství U Zlatého klasu s.r.o.', { size: 8, bold: true }],
    [43, 28, 'Palackého 12, 602 00 Brno', { size: 6.5 }],
    [38.5, 37, 'IČO 04471820  DIČ CZ04471820', { size: 6.5 }],
    [10, 52, 'Účtenka č. 2611-0447', { size: 6.5 }],
    [10, 61, '20.11.2026 07:42', { size: 6.5 }], R(154, 61, 'Pokladna 1', { size: 6.5, width: 50 }),
    [10, 72, '#RECT 144 0.5 black'],
    [10, 78, 'Chléb kmínový 1200 g', { size: 7 }], R(154, 78, '59,90', { size: 7, width: 40 }),
    [10, 89, 'Rohlík', { size: 7 }],
    [18, 98, '8 x 3,50', { size: 6.5 }], R(154, 98, '28,00', { size: 7, width: 40 }),
    [10, 109, 'Koláč tvarohový', { size: 7 }],
    [18, 118, '2 x 24,00', { size: 6.5 }], R(154, 118, '48,00', { size: 7, width: 40 }),
    [10, 129, 'Vánočka 400 g', { size: 7 }], R(154, 129, '79,00', { size: 7, width: 40 }),
    [10, 141, '#RECT 144 0.5 black'],
    [10, 147, 'Mezisoučet', { size: 7 }], R(154, 147, '214,90', { size: 7, width: 40 }),
    [10, 157, 'Zaokrouhlení', { size: 7 }], R(154, 157, '0,10', { size: 7, width: 40 }),
    [10, 170, 'CELKEM Kč', { size: 9.5, bold: true }], R(154, 170, '215,00', { size: 9.5, bold: true, width: 50 }),
    [10, 186, 'Hotově', { size: 7 }], R(154, 186, '300,00', { size: 7, width: 40 }),
    [10, 196, 'Vráceno', { size: 7 }], R(154, 196, '85,00', { size: 7, width: 40 }),
    [10, 209, '#RECT 144 0.5 black'],
    [10, 214, 'Sazba', { size: 6.5 }], R(100, 214, 'Základ', { size: 6.5, width: 40 }), R(154, 214, 'DPH', { size: 6.5, width: 40 }),
    [10, 223, '12 %', { size: 6.5 }], R(100, 223, '191,87', { size: 6.5, width: 40 }), R(154, 223, '23,03', { size: 6.5, width: 40 }),
    [37, 242, 'Děkujeme a přejeme dobrou chuť!', { size: 6.5 }],
    [42, 252, 'Otevřeno Po–So 6:00–18:00', { size: 6.5 }],
  ] },

  // Austrian bike workshop's Kassenbon (80 mm, de-AT): RADWERK HUBER over "Radwerk Huber e.U.", the owner and UID;
  // Beleg-Nr., Kassa, 21.11.2026 16:05; the repair order and bike with its drop-off date 18.11.2026; a service
  // package, 2 x 7,90 inner tubes, brake pads, a chain and 0,25 h x 64,00 of labour; Summe EUR 128,60, Bankomat;
  // a USt table 20 % Netto 107,17 / USt 21,43 / Brutto 128,60; the next service date and the RKSV QR code.
  { name: 'fahrradwerkstatt-at-kassenbon-reparaturauftrag-abgabedatum-service-paket-schlaeuche-bremsbelaege-kette-arbeitszeit-stunden-x-satz-summe-bankomat-ust-20-tabelle-rksv-qr', kind: 'receipt', size: [226, 600], expect: { vendorName: 'Radwerk Huber e.U.', invoiceDate: '2026-11-21', tax: 21.43, total: 128.6, currency: 'EUR', paymentMethod: 'card' },
    items: [['Service Basic', null, null, 59], ['Schlauch 28" Sclaverand', 2, 7.9, 15.8], ['Bremsbeläge Shimano B05S', null, null, 12.9], ['Kette KMC X9', null, null, 24.9], ['Arbeitszeit Kette tauschen', 0.25, 64, 16]], cells: [
    [50, 18, 'RADWERK HUBER', { size: 14, bold: true }],
    [77, 36, 'Radwerk Huber e.U.', { size: 8 }],
    [40.5, 46, 'Inh. Thomas Huber · Stadtplatz 14 · 4400 Steyr', { size: 7 }],
    [51.5, 56, 'Tel. 07252 447 182 · UID ATU74471820', { size: 7 }],
    [14, 74, 'Beleg-Nr. 004471', { size: 7.5 }], R(212, 74, 'Kassa 1', { size: 7.5, width: 50 }),
    [14, 84, '21.11.2026 16:05', { size: 7.5 }], R(212, 84, 'Bed.: Lukas', { size: 7.5, width: 60 }),
    [14, 98, 'Reparaturauftrag W-1182', { size: 7 }],
    [14, 107, 'KTM Life Joy, abgegeben 18.11.2026', { size: 7 }],
    [14, 118, '#RECT 198 0.5 black'],
    [14, 124, 'Service Basic', { size: 8 }], R(212, 124, '59,00', { size: 8, width: 50 }),
    [14, 137, 'Schlauch 28" Sclaverand', { size: 8 }],
    [24, 147, '2 x 7,90', { size: 7.5 }], R(212, 147, '15,80', { size: 8, width: 50 }),
    [14, 160, 'Bremsbeläge Shimano B05S', { size: 8 }], R(212, 160, '12,90', { size: 8, width: 50 }),
    [14, 173, 'Kette KMC X9', { size: 8 }], R(212, 173, '24,90', { size: 8, width: 50 }),
    [14, 186, 'Arbeitszeit Kette tauschen', { size: 8 }],
    [24, 196, '0,25 h x 64,00', { size: 7.5 }], R(212, 196, '16,00', { size: 8, width: 50 }),
    [14, 210, '#RECT 198 0.5 black'],
    [14, 217, 'Summe EUR', { size: 11, bold: true }], R(212, 217, '128,60', { size: 11, bold: true, width: 60 }),
    [14, 235, 'Bankomat', { size: 8 }], R(212, 235, '128,60', { size: 8, width: 50 }),
    [14, 246, 'Maestro ****4471  Genehm. 044718', { size: 7 }],
    [14, 262, 'USt', { size: 7, bold: true }], R(100, 262, 'Netto', { size: 7, bold: true, width: 40 }), R(156, 262, 'USt', { size: 7, bold: true, width: 40 }), R(212, 262, 'Brutto', { size: 7, bold: true, width: 40 }),
    [14, 272, '20 %', { size: 7 }], R(100, 272, '107,17', { size: 7, width: 40 }), R(156, 272, '21,43', { size: 7, width: 40 }), R(212, 272, '128,60', { size: 7, width: 40 }),
    [14, 290, 'Nächstes Service empfohlen: März 2027', { size: 7 }],
    [14, 300, 'Gewährleistung auf Teile: 2 Jahre', { size: 7 }],
    ...qr(73, 318, 80, 4471),
    [60.5, 406, 'Kassen-ID RWH-K1 · Signatur gültig', { size: 6.5 }],
    [76, 420, 'Danke und gute Fahrt!', { size: 7.5 }],
  ] },
];
