// A nineteenth fresh batch of 16 hand-built documents (13 invoices, 3 receipts) in the format of documents.ts,
// written on 2026-11-25 blind to the engine: their author read only documents.ts, documents-fresh17.ts and
// documents-fresh9.ts (for the format, the conventions and the header style, and to avoid repeating their themes) and
// render.ts (for the page, the fonts and the drawing commands), nothing under engine/, server/, data/, models/ or
// test/ nor any other file under bench/, and ran neither the engine, the tests nor a benchmark (only the type check
// and a throwaway script outside the repository that renders these documents through render.ts's renderPdf,
// rasterises them with pdftoppm, and checks that no text overlaps other text, a rule or a box edge, or leaves the
// page, that right-aligned text fits its width, and that the arithmetic holds).
// The theme is new: MORE SUPPLIER AND SERVICE INVOICES A RESTAURANT GROUP'S ACCOUNTS-PAYABLE TEAM RECEIVES, from the
// suppliers fresh9 did not cover (its broadline distributor, beer distributor, credit note, linen route, hood
// cleaning, cash-and-carry, fish, market, ice and CO2 are not repeated): a produce house, a spirits distributor, a
// dairy round, a refrigeration contractor, a knife-exchange service, a waste hauler that also pumps the grease
// interceptor, a meat wholesaler, a POS software subscription, a bakery standing order, a coffee roaster, a cleaning-
// chemicals supplier, a pest-control contract and a wine importer, and three receipts (a farmers-market card reader, a
// restaurant-supply store's counter sale, a wholesale club). Every one is addressed to a company or restaurant of the
// same invented group, "Ember & Rye" (Ember & Rye Hospitality (US) LLC, Ember & Rye Manchester Ltd, … Ember & Rye
// Praha s.r.o.), so the buyer's name, address, VAT or company number sit beside the vendor's on every page. One locale
// each, with its numbers, dates and currency: en-US three times (1,234.56, 11/18/2026, $), en-GB (£, 21/11/2026),
// en-IE (€888.85, 20/11/2026), en-AU ($, 20/11/2026), en-CA (Nov 16, 2026, $), de-DE (1.234,56 €, 20.11.2026), de-AT
// (EUR 350,18, 01.11.2026), fr-FR (682,70 €, 22/11/2026), it-IT (€ 1.062,69, 18/11/2026), es-ES (119,46 €,
// 21/11/2026), nl-NL (€ 497,24, 19-11-2026), pt-PT (239,24 €, 17/11/2026), da-DK (5.925,23, 19.11.2026, DKK) and cs-CZ
// (3 589,80 Kč, 20.11.2026). The distractors: bill-to, ship-to / deliver-to / site / service location and remit-to
// addresses, customer, account, PO, route, driver, job-sheet, contract, delivery-note (Lieferschein, BL, DDT, pakbon,
// følgeseddel), manifest, report, ATCUD and member-card numbers, order, delivery, service and period dates that differ
// from the invoice date, per-line tax codes or rates (Z / S, 13.5 / 23, 7 % / 19 %, 5,5 % / 20 %, 22 / 10, A / B),
// pack sizes in their own column ("1/40 LB", "12/3 CT", "2 x 10 L", "4 x 2,5 kg", "6/75 cl"), catch weights, kg to
// three decimals, per-line discount columns (per case, %), group subtotals per delivery note, deposits and returned
// empties, credits for shorts and returns as negative lines, a dispenser on loan at 0,00, prorated licence days, an
// excise per gallon or per litre, a fuel surcharge line, a balance brought forward or a past-due balance beside this
// document's charges, Skonto terms, "30 jours fin de mois" and "30 gg dffm" terms, bank details, an FI-kort line, a
// Multibanco reference and two QR codes.
// Invoices:
//  1. United States (Bronx), Letter: a produce house's INVOICE (Invoice No. 318702, Invoice Date 11/18/2026, Order Date
//     11/17/2026, Delivery Date 11/18/2026, Terms Net 14 days, Due Date 12/02/2026): QTY / U/M / ITEM # / DESCRIPTION /
//     PACK / COO / PRICE / AMOUNT in CS, BU, EA, FLT and LB, two catch-weight lines (28.40 LB × 3.15, 3.12 LB ×
//     14.50), a credit "-1 LB" for basil short on an earlier invoice; INVOICE TOTAL $556.85, no tax; the PACA trust
//     notice and a REMIT TO box.
//  2. United States (Connecticut), Letter: a spirits distributor's INVOICE (a boxed grid: INVOICE NO. T-6024471,
//     INVOICE DATE 11/19/2026, ORDER DATE 11/17/2026, TERMS NET 30): spirits by the case and the bottle with a per-
//     case DISC column, a canned cocktail and a ginger beer; a "STATE TAXES & DEPOSITS" section in the same table (CT
//     liquor excise 17.44 GAL @ 5.94 = 103.59, cooler excise 4.50 GAL @ 2.46, container deposit 96 @ 0.10, empties
//     returned -60 @ 0.10); Product total 1,758.84, Taxes & deposits 118.26, INVOICE TOTAL $1,877.10, payment due by
//     12/19/2026; no sales tax (resale).
//  3. England (Manchester), A4: a dairy round's weekly INVOICE (Invoice No. 0114718, Invoice date 21/11/2026, Week
//     16/11/2026 – 21/11/2026): a fully ruled grid with one quantity column per delivery day (Mon 16/11 … Sat 21/11)
//     and the week's Qty, Price £, VAT code (Z zero-rated dairy and eggs, S standard-rated juice, water and crate hire)
//     and Net £, a credit row "-1" for cream short; a VAT analysis; Total net 526.47, VAT 17.16, Invoice total
//     £543.63; an account box (balance brought forward £498.12, payment received -£450.00, this invoice, balance now
//     due £591.75); pay by 05/12/2026.
//  4. Ireland (Dublin), A4: a refrigeration contractor's INVOICE (Invoice No. CRS-26-0471, Invoice date 20/11/2026,
//     Date of service 17/11/2026, Job sheet, Your PO): the call-out and labour in hours at VAT 13.5 %, parts with
//     manufacturer part numbers, 2.35 kg of R448A at 64.00 per kg and sundries at 23 %; VAT @ 13.5% on €360.00 €48.60,
//     VAT @ 23% on €390.45 €89.80, Total net €750.45, Total VAT €138.40, Invoice total €888.85; an F-Gas record; due
//     20/12/2026.
//  5. Australia (Melbourne), A4: a knife-exchange service's TAX INVOICE (Invoice number KE-104471, Issue date
//     20/11/2026, Due date 04/12/2026, Service date 18/11/2026): set rentals, sharpening per knife, a lost knife, a
//     knife roll with 10 % in the Disc. column, a multi-venue discount of -18.00, a GST amount per line; Subtotal (excl.
//     GST) 346.10, Total GST 10% 34.61, Total AUD $380.71; BSB / PayID and a PAYMENT ADVICE slip.
//  6. Canada (Vancouver), Letter: a waste hauler's INVOICE (Invoice # 9044718, Invoice date Nov 16, 2026, Service
//     period Oct 16 – Nov 15, 2026, Due date Dec 16, 2026): an account summary (Previous balance $1,187.40, Payment
//     -$1,000.00, Balance forward $187.40, Current charges $1,359.36, Total amount due $1,546.76); lifts, container
//     rentals, an extra lift, a contamination charge, a grease-interceptor pump-out of 1,135 L at 0.28 and its service
//     call, and "Fuel & environmental surcharge 14.5% of lift charges $652.25" as the last line; Subtotal 1,294.63, GST
//     5% 64.73, Current charges $1,359.36.
//  7. Germany (Hamburg), A4: a meat wholesaler's Rechnung (Rechnung Nr. 2026-118304, Rechnungsdatum 20.11.2026,
//     Leistungszeitraum 17.11.–19.11.2026): lines grouped under two Lieferscheine each closed by "Summe Lieferschein",
//     Kolli, kg to three decimals (4,386 kg × 44,90 €/kg), a piece line, E2 crates issued and returned and a delivery
//     charge at 19 %; Warenwert per rate, Nettobetrag 883,48, USt 7 % 59,67 and USt 19 % 5,89, Rechnungsbetrag 949,04
//     €; 14 Tage 2 % Skonto (930,06 € bis 04.12.2026) or 30 Tage netto bis 20.12.2026.
//  8. Austria (Vienna), A4: a POS subscription's RECHNUNG (Rechnungsnummer KF-2026-11-00471, Rechnungsdatum 01.11.2026,
//     Leistungszeitraum 01.11.–30.11.2026, Fällig am 15.11.2026): a site licence, till and handheld licences per
//     device, two prorations in days at four-decimal day rates (14 Tage × 0,9355), a prorated credit (-8 Tage ×
//     0,7742), the RKSV signature unit and rented card terminals; Summe netto 291,82, USt 20 % 58,36, Rechnungsbetrag
//     EUR 350,18; next month's forecast; a "Zahlen mit Code" QR code.
//  9. France (Lyon), A4: a bakery's standing-order FACTURE (N° de facture F2026-11-0218, Date 22/11/2026, Période
//     livrée du 16/11/2026 au 22/11/2026): one row per delivery day with its BL n° and the day's quantities in three
//     product columns priced once in a "Prix unitaire HT" row, an Avoir row (-10 baguettes, -10,50) and the delivery
//     fee at 20 %; a TVA recap; Total HT 682,70 €, Total TVA 41,10 €, Total TTC 723,80 €; "30 jours fin de mois –
//     échéance le 31/12/2026".
// 10. Italy (Monza), A4: a coffee roaster's FATTURA, "copia di cortesia" (Numero 1184/FE, Data 18/11/2026, DDT of
//     12/11/2026 and 16/11/2026): a coffee subscription, extra kilos, decaf with Sc.% 10, machine and grinder rentals
//     at IVA 22, sugar and a chocolate mix at 10; Riepilogo IVA; Totale imponibile 875,88, Totale IVA 186,81, Totale
//     documento € 1.062,69; Scadenza 31/12/2026 (30 gg dffm).
// 11. Netherlands (Utrecht), A4: a cleaning-chemicals FACTUUR (Factuurnummer 2026-30447, Factuurdatum 19-11-2026,
//     Vervaldatum 19-12-2026, Pakbon of 17-11-2026): Artikelnr. / Omschrijving / Verpakking / Aantal / Eenh. / Prijs /
//     Korting / Bedrag / BTW, two lines at 8 % Korting, a dosing system on loan at 0,00, statiegeld for 3 cans and -4
//     empty cans returned; Subtotaal € 410,94, BTW 21% € 86,30, Totaal te betalen € 497,24.
// 12. Portugal (Lisbon), A4: a pest-control FATURA (Fatura n.º FT 2026A/1184, ATCUD JJ7K3MZP-1184, Data de emissão
//     17/11/2026, Data de vencimento 17/12/2026, visit 12/11/2026): the monthly contract visit, bait stations, glue
//     boards, an extra treatment with Desc. 10 % and a call-out, all at IVA 23 %; Total ilíquido 199,00 €, Descontos
//     -4,50 €, Total sem IVA 194,50 €, IVA 23% 44,74 €, Total a pagar 239,24 €; a Multibanco box and the AT QR code.
// 13. Denmark (Valby), A4: a wine importer's FAKTURA (Fakturanr. 26-10471, Fakturadato 19.11.2026, Følgeseddel of
//     18.11.2026, Forfaldsdato 03.12.2026): six wines with Emb. "6/75 cl", cases (Ks.) and bottles (Fl.), a price per
//     bottle and a 5 % case discount on whole cases; the Vinafgift for still and sparkling wine (litres × kr. per
//     litre in the description) and freight; Varer i alt 4.363,60, Afgifter og fragt 376,58, Subtotal ekskl. moms
//     4.740,18, Moms 25 % 1.185,05, Total DKK 5.925,23; an FI-kort line "+71< … <".
// Receipts:
// 14. United States (Union Square Greenmarket), 58 mm: a farm's card-reader receipt (Nov 21, 2026 7:52 AM): "6 ×
//     $4.00" and "2.40 lb × $18.00/lb" under the names, one custom amount; Subtotal $137.20, Total $137.20, no tax;
//     Visa contactless.
// 15. Spain (Madrid), 80 mm: a restaurant-supply store's FACTURA SIMPLIFICADA (Nº T02-2026-004471, 21/11/2026 10:18):
//     "2 x 18,95" under each article, a "DTO. 10% TERMOMETRO" line -1,49; TOTAL (IVA incl.) 119,46 €; TARJETA; a
//     Desglose de IVA 21 % (base 98,73, cuota 20,73).
// 16. Czech Republic (Prague), 80 mm: a wholesale club's ZJEDNODUŠENÝ DAŇOVÝ DOKLAD (20.11.2026 10:42) with the member
//     card and the buyer's company and IČO: seven lines priced WITHOUT VAT with rate letters A (21 %) and B (12 %), an
//     oil promotion "2 x -40,00"; Celkem bez DPH 3 132,40, a DPH table, DPH celkem 457,40, CELKEM K ÚHRADĚ 3 589,80 Kč;
//     Platební karta.
// Date forms: 11/18/2026 with 11/17/2026 and 12/02/2026; 11/19/2026 with 11/17/2026 and 12/19/2026; 21/11/2026 with
// "16/11/2026 – 21/11/2026", day headings "Mon 16/11", 14/11/2026, 16/11/2026 and 05/12/2026; 20/11/2026 with
// 17/11/2026, 20/12/2026 and 17/05/2027; 20/11/2026 with 04/12/2026, 18/11/2026 and 02/12/2026; "Nov 16, 2026" with
// "Oct 16 – Nov 15, 2026", "Oct 16–Nov 15", "Oct 28", "Nov 3, 2026" and "Dec 16, 2026"; 20.11.2026 with 17.11.2026,
// 19.11.2026, "17.11.–19.11.2026", 04.12.2026 and 20.12.2026; 01.11.2026 with "01.11.–30.11.2026",
// "18.10.–31.10.2026", 15.11.2026 and "11/2026"; 22/11/2026 with "Lundi 16/11/2026" … and 31/12/2026; 18/11/2026 with
// 12/11/2026, 16/11/2026, 31/12/2026 and 02/03/2025; 19-11-2026 with 17-11-2026 and 19-12-2026; 17/11/2026 with
// 12/11/2026, 17/12/2026 and 10/12/2026; 19.11.2026 with 18.11.2026 and 03.12.2026; on receipts "Nov 21, 2026 7:52
// AM", "21/11/2026 10:18" and "20.11.2026 10:42". render.ts draws one page only, so no document continues on a
// second page (the carried-forward subtotals are the per-delivery-note sums and the dairy round's balance brought
// forward). Once the engine has been fixed on any of them they are a development set like documents.ts, and stop
// measuring anything unbiased.
// Conventions as fresh17 and fresh9: `expect` lists only fields the printed text makes certain. The vendor is the
// issuing company in its most complete printed form, with its legal form (Kessler & Ruiz Produce, Inc., Tidewater
// Wine & Spirits Distributors, LLC, Holme Valley Dairies Ltd, Coldline Refrigeration Services Ltd, Keen Edge Knife
// Services Pty Ltd, Coastline Waste Solutions Ltd., Fleischgroßhandel Brandes GmbH & Co. KG, Kassaflow Software GmbH,
// Boulangerie Fournier & Fils SARL, Torrefazione Aurelia S.r.l., Reinhold Hygiëne B.V., Pragacontrol – Controlo de
// Pragas, Lda., Vinhuset Brøndum ApS, Blue Heron Farm LLC, Hostelsur Suministros de Hostelería, S.L., Gastroklub
// Velkoobchod s.r.o.), never the Ember & Rye company it bills. The invoiceNumber is the invoice's own number (Invoice
// No., INVOICE NO., Invoice #, Invoice number, Rechnung Nr., Rechnungsnummer, N° de facture, Numero, Factuurnummer,
// Fatura n.º, Fakturanr.), never a PO, customer, account, job-sheet, contract, delivery-note, manifest, report or
// mandate number, the ATCUD, the Multibanco reference or the FI-kort line; receipts carry none. invoiceDate is the
// issue date (on receipts the sale date), not an order, delivery, service or period date. subtotal is the printed
// pre-tax figure that covers every line (Total net, Subtotal (excl. GST), Subtotal, Nettobetrag, Summe netto, Total
// HT, Totale imponibile, Subtotaal, Total sem IVA, Subtotal ekskl. moms, and on the receipts the farm's Subtotal and
// the club's Celkem bez DPH), left out where none is printed (the produce and spirits invoices: the spirits "Product
// total" leaves out the excise and deposit lines) and on the tax-inclusive Spanish receipt. tax is the VAT / GST /
// IVA / BTW / moms / DPH as one printed figure, the sum over the rates where it is printed as one (Total VAT, Total
// TVA, Totale IVA, DPH celkem), the Spanish receipt's included cuota; it is left out where no such tax is charged
// (the US invoices and the farm receipt) and on the German invoice, which prints USt 7 % and USt 19 % but no combined
// figure. The total is what this document charges: a previous balance, a payment received or a balance forward is
// neither added to it nor subtracted from it, and a Skonto amount is not a total. paymentMethod is the payment TYPE,
// on receipts only: card for all three (Visa contactless, TARJETA, Platební karta). `items` lists every billed line
// of the charges table exactly as printed, as [description, quantity, unit price, amount]: the description is the
// description cell only (not the item code, SKU, pack size, unit, container, period or VAT columns, nor a detail line
// under the row), null where a quantity or unit price is not printed; the unit price is the printed one before a
// line discount and the amount the printed amount after it (the Disc., Sc.%, Korting, Desc., Rabat and per-case DISC
// columns are not part of the item); a discount, credit, avoir, Gutschrift, promotion, returned-empties or short line
// printed among the lines is an item with its printed negative quantity or price and negative amount; deposits,
// excise lines, a delivery charge, a surcharge line and a zero-priced loan line printed among the lines are items;
// section headings, group sums ("Summe Lieferschein"), the "Prix unitaire HT" row and the totals block are not.
// Decided here for new cases: a catch-weight or per-kg line's quantity is its weight (28.40, 4.386); a quantity
// printed with a thousands separator is the number (1,135 L is 1135); the dairy grid's quantity is the week's Qty
// column, not a day column; the spirits lines' quantity is in the printed unit of the line (cases, bottles, gallons,
// containers); the wine lines' quantity is the bottles (Fl.) the price per bottle multiplies, not the cases (Ks.);
// the prorated licence lines' quantity is the days and their unit price the four-decimal day rate. The bakery's day
// rows are items whose description is the day cell ("Lundi 16/11/2026"), without quantity or unit price since the
// quantities are spread over three product columns; its Avoir and delivery rows likewise carry only their amount. The
// waste hauler's fuel and environmental surcharge is a line of the charges table and so an item without quantity or
// rate, inside the Subtotal; the wine importer's excise lines carry their litres and rate in the description only, so
// quantity and unit price are null. The same article on two delivery notes (Rinderfilet) is two items. The
// produce invoice's credit is an item of quantity -1. On the receipts the "2 x 18,95" or "6 × $4.00" line under a name
// gives that item's quantity and unit price; a line without one (the herb flat, the discount) has null for both.
// The dairy round's total is the Invoice total £543.63, not the balance now due £591.75; the waste hauler's total is
// the Current charges $1,359.36, not the Total amount due $1,546.76 that includes the past-due balance forward; the
// meat invoice's dueDate is the net date 20.12.2026 (04.12.2026 is the last day for the Skonto), the bakery's and the
// roaster's the printed échéance and scadenza 31/12/2026, the POS invoice's the "Fällig am" 15.11.2026, the
// spirits invoice's the "Payment due by" date.
import type { ProbeDocument } from './documents.js';
import { R, cutLine as dashes, seededQr as qr } from './cells.js';

export const FRESH19_DOCUMENTS: ProbeDocument[] = [

  // US produce house's INVOICE (US Letter, Hunts Point): a green K&R block and the word mark over the legal name,
  // PACA licence and tax ID; a label column right (Invoice No. 318702, Invoice Date 11/18/2026, Customer No.,
  // Customer PO, Order Date 11/17/2026, Delivery Date 11/18/2026, Route / Driver, Terms Net 14 days, Due Date
  // 12/02/2026); BILL TO (the group's US company, Accounts Payable) and SHIP TO (the Tribeca restaurant); a dark
  // header band over a zebra-shaded table QTY / U/M / ITEM # / DESCRIPTION / PACK / COO / PRICE / AMOUNT in mixed
  // units (CS, BU, EA, FLT, LB) with two catch-weight lines (28.40 LB ginger, 3.12 LB maitake) and a credit for
  // basil short on an earlier invoice (-1 LB, -14.75); INVOICE TOTAL $556.85; the receiving box with the arrival
  // temperature, the PACA trust notice, a grey REMIT TO box (a P.O. box) and the ACH details.
  { name: 'produce-us-hunts-point-invoice-mixed-units-cs-bu-ea-flt-lb-catch-weight-credit-short-prior-invoice-bill-to-ship-to-remit-to-paca-trust-net-14', kind: 'invoice', size: [612, 792], expect: { vendorName: 'Kessler & Ruiz Produce, Inc.', invoiceNumber: '318702', invoiceDate: '2026-11-18', dueDate: '2026-12-02', total: 556.85, currency: 'USD' },
    items: [['LEMONS FANCY 115 CT', 2, 52.75, 105.5], ['AVOCADO HASS #1 48 CT', 1, 68, 68], ['ROMAINE HEARTS', 2, 41.25, 82.5], ['CILANTRO', 12, 0.85, 10.2],
      ['PARSLEY ITALIAN FLAT LEAF', 12, 0.95, 11.4], ['THYME FRESH CLAMSHELL', 6, 2.25, 13.5], ['MICROGREENS SPICY MIX', 2, 24, 48], ['STRAWBERRIES', 1, 27.5, 27.5],
      ['ONION RED JUMBO', 1, 31.4, 31.4], ['GINGER ROOT *CW', 28.4, 3.15, 89.46], ['MUSHROOM MAITAKE *CW', 3.12, 14.5, 45.24], ['POTATO YUKON GOLD B', 1, 38.9, 38.9],
      ['CR: BASIL SWEET – SHORT ON INV 318655', -1, 14.75, -14.75]], cells: [
    [36, 30, '#RECT 30 30 #15803d'],
    [40, 39, 'K&R', { size: 11, bold: true, width: -1 }],
    [74, 30, 'KESSLER & RUIZ', { size: 17, bold: true }],
    [75, 50, 'PRODUCE · HUNTS POINT', { size: 7.5, bold: true }],
    [36, 72, 'Kessler & Ruiz Produce, Inc.', { size: 9, bold: true }],
    [36, 84, 'Hunts Point Terminal Market, Row D, Units 412–418', { size: 8 }],
    [36, 95, 'Bronx, NY 10474 · (718) 555-0164 · orders@kesslerruiz.com', { size: 8 }],
    [36, 106, 'PACA License No. 20260447 · Fed. Tax ID 13-4471820', { size: 8 }],
    R(576, 28, 'INVOICE', { size: 18, bold: true, width: 200 }),
    [420, 56, 'Invoice No.', { size: 8 }], R(576, 56, '318702', { size: 9, bold: true }),
    [420, 68, 'Invoice Date', { size: 8 }], R(576, 68, '11/18/2026', { size: 8 }),
    [420, 80, 'Customer No.', { size: 8 }], R(576, 80, 'ER-0471', { size: 8 }),
    [420, 92, 'Customer PO', { size: 8 }], R(576, 92, 'TRB-1117-02', { size: 8 }),
    [420, 104, 'Order Date', { size: 8 }], R(576, 104, '11/17/2026', { size: 8 }),
    [420, 116, 'Delivery Date', { size: 8 }], R(576, 116, '11/18/2026', { size: 8 }),
    [420, 128, 'Route / Driver', { size: 8 }], R(576, 128, '7 / M. Santos', { size: 8 }),
    [420, 140, 'Terms', { size: 8 }], R(576, 140, 'Net 14 days', { size: 8 }),
    [420, 152, 'Due Date', { size: 8, bold: true }], R(576, 152, '12/02/2026', { size: 8, bold: true }),
    [36, 130, 'BILL TO', { size: 7, bold: true }],
    [36, 140, 'Ember & Rye Hospitality (US) LLC', { size: 8.5 }],
    [36, 151, 'Attn: Accounts Payable', { size: 8.5 }],
    [36, 162, '350 Hudson St, Suite 900', { size: 8.5 }],
    [36, 173, 'New York, NY 10014', { size: 8.5 }],
    [220, 130, 'SHIP TO', { size: 7, bold: true }],
    [220, 140, 'Ember & Rye Tribeca', { size: 8.5 }],
    [220, 151, '71 Franklin St – kitchen entrance', { size: 8.5 }],
    [220, 162, 'New York, NY 10013', { size: 8.5 }],
    [220, 173, 'Receiving 6–10 AM · (212) 555-0190', { size: 8 }],
    [36, 194, '#RECT 540 15 #1f2937'],
    R(66, 198, 'QTY', { size: 7, bold: true, width: -1 }), [72, 198, 'U/M', { size: 7, bold: true, width: -1 }], [100, 198, 'ITEM #', { size: 7, bold: true, width: -1 }],
    [142, 198, 'DESCRIPTION', { size: 7, bold: true, width: -1 }], [352, 198, 'PACK', { size: 7, bold: true, width: -1 }], [414, 198, 'COO', { size: 7, bold: true, width: -1 }],
    R(500, 198, 'PRICE', { size: 7, bold: true, width: -1 }), R(570, 198, 'AMOUNT', { size: 7, bold: true, width: -1 }),
    [36, 226.5, '#RECT 540 14 #f3f4f6'], [36, 254.5, '#RECT 540 14 #f3f4f6'], [36, 282.5, '#RECT 540 14 #f3f4f6'], [36, 310.5, '#RECT 540 14 #f3f4f6'],
    [36, 338.5, '#RECT 540 14 #f3f4f6'], [36, 366.5, '#RECT 540 14 #f3f4f6'],
    R(66, 216, '2', { size: 8 }), [72, 216, 'CS', { size: 8 }], [100, 216, '10412', { size: 8 }], [142, 216, 'LEMONS FANCY 115 CT', { size: 8 }], [352, 216, '1/40 LB', { size: 8 }], [414, 216, 'CA', { size: 8 }], R(500, 216, '52.75', { size: 8 }), R(570, 216, '105.50', { size: 8 }),
    R(66, 230, '1', { size: 8 }), [72, 230, 'CS', { size: 8 }], [100, 230, '11230', { size: 8 }], [142, 230, 'AVOCADO HASS #1 48 CT', { size: 8 }], [352, 230, '1/25 LB', { size: 8 }], [414, 230, 'MX', { size: 8 }], R(500, 230, '68.00', { size: 8 }), R(570, 230, '68.00', { size: 8 }),
    R(66, 244, '2', { size: 8 }), [72, 244, 'CS', { size: 8 }], [100, 244, '20115', { size: 8 }], [142, 244, 'ROMAINE HEARTS', { size: 8 }], [352, 244, '12/3 CT', { size: 8 }], [414, 244, 'CA', { size: 8 }], R(500, 244, '41.25', { size: 8 }), R(570, 244, '82.50', { size: 8 }),
    R(66, 258, '12', { size: 8 }), [72, 258, 'BU', { size: 8 }], [100, 258, '20410', { size: 8 }], [142, 258, 'CILANTRO', { size: 8 }], [352, 258, '60 BU', { size: 8 }], [414, 258, 'MX', { size: 8 }], R(500, 258, '0.85', { size: 8 }), R(570, 258, '10.20', { size: 8 }),
    R(66, 272, '12', { size: 8 }), [72, 272, 'BU', { size: 8 }], [100, 272, '20412', { size: 8 }], [142, 272, 'PARSLEY ITALIAN FLAT LEAF', { size: 8 }], [352, 272, '60 BU', { size: 8 }], [414, 272, 'MX', { size: 8 }], R(500, 272, '0.95', { size: 8 }), R(570, 272, '11.40', { size: 8 }),
    R(66, 286, '6', { size: 8 }), [72, 286, 'EA', { size: 8 }], [100, 286, '20588', { size: 8 }], [142, 286, 'THYME FRESH CLAMSHELL', { size: 8 }], [352, 286, '4 OZ', { size: 8 }], [414, 286, 'US', { size: 8 }], R(500, 286, '2.25', { size: 8 }), R(570, 286, '13.50', { size: 8 }),
    R(66, 300, '2', { size: 8 }), [72, 300, 'FLT', { size: 8 }], [100, 300, '20990', { size: 8 }], [142, 300, 'MICROGREENS SPICY MIX', { size: 8 }], [352, 300, '10x20 TRAY', { size: 8 }], [414, 300, 'NY', { size: 8 }], R(500, 300, '24.00', { size: 8 }), R(570, 300, '48.00', { size: 8 }),
    R(66, 314, '1', { size: 8 }), [72, 314, 'FLT', { size: 8 }], [100, 314, '30210', { size: 8 }], [142, 314, 'STRAWBERRIES', { size: 8 }], [352, 314, '8/1 LB', { size: 8 }], [414, 314, 'CA', { size: 8 }], R(500, 314, '27.50', { size: 8 }), R(570, 314, '27.50', { size: 8 }),
    R(66, 328, '1', { size: 8 }), [72, 328, 'CS', { size: 8 }], [100, 328, '40018', { size: 8 }], [142, 328, 'ONION RED JUMBO', { size: 8 }], [352, 328, '1/25 LB', { size: 8 }], [414, 328, 'WA', { size: 8 }], R(500, 328, '31.40', { size: 8 }), R(570, 328, '31.40', { size: 8 }),
    R(66, 342, '28.40', { size: 8 }), [72, 342, 'LB', { size: 8 }], [100, 342, '40502', { size: 8 }], [142, 342, 'GINGER ROOT *CW', { size: 8 }], [352, 342, '1/30 LB', { size: 8 }], [414, 342, 'PE', { size: 8 }], R(500, 342, '3.15', { size: 8 }), R(570, 342, '89.46', { size: 8 }),
    R(66, 356, '3.12', { size: 8 }), [72, 356, 'LB', { size: 8 }], [100, 356, '41100', { size: 8 }], [142, 356, 'MUSHROOM MAITAKE *CW', { size: 8 }], [352, 356, '1/3 LB AVG', { size: 8 }], [414, 356, 'NY', { size: 8 }], R(500, 356, '14.50', { size: 8 }), R(570, 356, '45.24', { size: 8 }),
    R(66, 370, '1', { size: 8 }), [72, 370, 'CS', { size: 8 }], [100, 370, '50310', { size: 8 }], [142, 370, 'POTATO YUKON GOLD B', { size: 8 }], [352, 370, '1/50 LB', { size: 8 }], [414, 370, 'ID', { size: 8 }], R(500, 370, '38.90', { size: 8 }), R(570, 370, '38.90', { size: 8 }),
    R(66, 384, '-1', { size: 8 }), [72, 384, 'LB', { size: 8 }], [100, 384, '20440', { size: 8 }], [142, 384, 'CR: BASIL SWEET – SHORT ON INV 318655', { size: 8 }], [352, 384, '1/1 LB', { size: 8 }], [414, 384, '–', { size: 8 }], R(500, 384, '14.75', { size: 8 }), R(570, 384, '-14.75', { size: 8 }),
    [36, 399, '#RECT 540 0.8 black'],
    [36, 407, '*CW = catch weight: billed on the actual net weight shown under QTY.', { size: 7 }],
    [36, 417, '13 lines. Produce is not subject to New York State sales tax.', { size: 7 }],
    [400, 409, 'INVOICE TOTAL', { size: 10, bold: true }], R(570, 409, '$556.85', { size: 10, bold: true }),
    [36, 446, '#RECT 540 60 black stroke'],
    [44, 454, 'RECEIVED BY (print & sign)', { size: 7, bold: true }],
    [46, 472, 'L. Okafor', { size: 11 }],
    [44, 492, '#RECT 200 0.6 black'],
    [270, 454, 'TEMP ON ARRIVAL', { size: 7, bold: true }],
    [272, 472, '37 °F', { size: 11 }],
    [380, 454, 'Claims for shortage or condition must be', { size: 7 }],
    [380, 463, 'noted on this invoice at delivery and called', { size: 7 }],
    [380, 472, 'in within 24 hours: (718) 555-0164, ext. 2.', { size: 7 }],
    [36, 524, 'The perishable agricultural commodities listed on this invoice are sold subject to the statutory trust authorized by section 5(c) of the Perishable', { size: 6.5 }],
    [36, 533, 'Agricultural Commodities Act, 1930 (7 U.S.C. 499e(c)). The seller of these commodities retains a trust claim over these commodities, all inventories', { size: 6.5 }],
    [36, 542, 'of food or other products derived from these commodities, and any receivables or proceeds from the sale of these commodities until full payment.', { size: 6.5 }],
    [36, 570, '#RECT 250 54 #f3f4f6'],
    [44, 577, 'REMIT TO', { size: 7, bold: true }],
    [44, 588, 'Kessler & Ruiz Produce, Inc.', { size: 8.5 }],
    [44, 599, 'P.O. Box 7741', { size: 8.5 }],
    [44, 610, 'Bronx, NY 10474-0712', { size: 8.5 }],
    [306, 577, 'Interest of 1.5% per month is charged on past-due balances.', { size: 7 }],
    [306, 588, 'ACH: Hudson Valley Commercial Bank · ABA 021000447', { size: 7 }],
    [306, 599, 'Account 7718204471 · please quote invoice no. 318702', { size: 7 }],
    [36, 760, 'Thank you for your business. Order cut-off 2:00 PM for next-morning delivery · kesslerruiz.com', { size: 7 }],
  ] },

  // US spirits distributor's INVOICE (US Letter, Connecticut): the TIDEWATER word mark over the LLC and its
  // wholesaler permit; a boxed grid of seven cells (INVOICE NO. T-6024471, INVOICE DATE 11/19/2026, ORDER DATE
  // 11/17/2026, CUSTOMER NO., PO NUMBER, SALES REP, TERMS NET 30); SOLD TO (the group's US company) and SHIP TO (the
  // New Haven restaurant and its retail permit); a dark header band over a table ruled under every row with CODE /
  // DESCRIPTION / SIZE / PACK / QTY / U/M / PRICE / DISC / AMOUNT: four spirits (two with a per-case discount), a
  // canned cocktail and a ginger beer; then a "STATE TAXES & DEPOSITS" section in the same table (CT liquor excise
  // 17.44 GAL @ 5.94, cooler excise 4.50 GAL @ 2.46, container deposit 96 @ 0.10, empties returned -60 @ 0.10);
  // Product total, Taxes & deposits, INVOICE TOTAL $1,877.10, payment due by 12/19/2026; the CT credit-law notice
  // and the lockbox remit-to line.
  { name: 'spirits-distributor-us-ct-invoice-grid-header-per-case-discount-column-liquor-excise-per-gallon-container-deposit-empties-returned-resale-no-sales-tax-net-30-delinquency-list', kind: 'invoice', size: [612, 792], expect: { vendorName: 'Tidewater Wine & Spirits Distributors, LLC', invoiceNumber: 'T-6024471', invoiceDate: '2026-11-19', dueDate: '2026-12-19', total: 1877.1, currency: 'USD' },
    items: [['OLD RAIL KY STRAIGHT BOURBON 90PF', 2, 289, 554], ['VESPER ISLE VODKA 80PF', 3, 179.88, 539.64], ['CIELO ALTO BLANCO TEQUILA 100% AGAVE', 2, 210, 400],
      ['AMARO DEL FARO', 4, 31.5, 126], ['TIDEWATER SPRITZ RTD 6% ABV', 2, 46.8, 93.6], ['MULE KICK GINGER BEER', 2, 22.8, 45.6],
      ['CT LIQUOR EXCISE TAX – SPIRITS', 17.44, 5.94, 103.59], ['CT EXCISE TAX – LIQUOR COOLERS', 4.5, 2.46, 11.07], ['CT CONTAINER DEPOSIT', 96, 0.1, 9.6],
      ['EMPTIES RETURNED – DEPOSIT REFUND', -60, 0.1, -6]], cells: [
    [36, 30, 'TIDEWATER', { size: 20, bold: true }],
    [37, 52, 'WINE & SPIRITS', { size: 8, bold: true }],
    [36, 70, 'Tidewater Wine & Spirits Distributors, LLC', { size: 9, bold: true }],
    [36, 82, '40 Universal Drive North, North Haven, CT 06473', { size: 8 }],
    [36, 93, 'Wholesaler Permit LSW.0000447 · (203) 555-0177 · tidewaterws.com', { size: 8 }],
    R(576, 30, 'INVOICE', { size: 18, bold: true, width: 200 }),
    R(576, 52, 'Page 1 of 1', { size: 7.5 }),
    [36, 112, '#RECT 540 34 black stroke'],
    [113, 112, '#RECT 0 34 black stroke'], [190, 112, '#RECT 0 34 black stroke'], [267, 112, '#RECT 0 34 black stroke'],
    [344, 112, '#RECT 0 34 black stroke'], [421, 112, '#RECT 0 34 black stroke'], [498, 112, '#RECT 0 34 black stroke'],
    [41, 116, 'INVOICE NO.', { size: 6.5 }], [41, 129, 'T-6024471', { size: 8.5, bold: true }],
    [118, 116, 'INVOICE DATE', { size: 6.5 }], [118, 129, '11/19/2026', { size: 8.5, bold: true }],
    [195, 116, 'ORDER DATE', { size: 6.5 }], [195, 129, '11/17/2026', { size: 8.5 }],
    [272, 116, 'CUSTOMER NO.', { size: 6.5 }], [272, 129, '20447', { size: 8.5 }],
    [349, 116, 'PO NUMBER', { size: 6.5 }], [349, 129, 'NH-1117', { size: 8.5 }],
    [426, 116, 'SALES REP', { size: 6.5 }], [426, 129, '#14 D. Pace', { size: 8.5 }],
    [503, 116, 'TERMS', { size: 6.5 }], [503, 129, 'NET 30', { size: 8.5, bold: true }],
    [36, 162, 'SOLD TO', { size: 7, bold: true }],
    [36, 172, 'Ember & Rye Hospitality (US) LLC', { size: 8.5 }],
    [36, 183, 'Accounts Payable, 350 Hudson St, Ste 900', { size: 8.5 }],
    [36, 194, 'New York, NY 10014', { size: 8.5 }],
    [300, 162, 'SHIP TO', { size: 7, bold: true }],
    [300, 172, 'Ember & Rye New Haven', { size: 8.5 }],
    [300, 183, '1020 Chapel St, New Haven, CT 06510', { size: 8.5 }],
    [300, 194, 'Restaurant permit LIR.0019044 · deliver Thu AM', { size: 8.5 }],
    [36, 218, '#RECT 540 15 #111827'],
    [40, 222, 'CODE', { size: 7, bold: true, width: -1 }], [82, 222, 'DESCRIPTION', { size: 7, bold: true, width: -1 }], [276, 222, 'SIZE', { size: 7, bold: true, width: -1 }],
    R(348, 222, 'PACK', { size: 7, bold: true, width: -1 }), R(382, 222, 'QTY', { size: 7, bold: true, width: -1 }), [388, 222, 'U/M', { size: 7, bold: true, width: -1 }],
    R(452, 222, 'PRICE', { size: 7, bold: true, width: -1 }), R(504, 222, 'DISC', { size: 7, bold: true, width: -1 }), R(572, 222, 'AMOUNT', { size: 7, bold: true, width: -1 }),
    [40, 241, '104455', { size: 7.5 }], [82, 241, 'OLD RAIL KY STRAIGHT BOURBON 90PF', { size: 7.5 }], [276, 241, '750ML', { size: 7.5 }], R(348, 241, '12', { size: 7.5 }), R(382, 241, '2', { size: 7.5 }), [388, 241, 'CS', { size: 7.5 }], R(452, 241, '289.00', { size: 7.5 }), R(504, 241, '12.00', { size: 7.5 }), R(572, 241, '554.00', { size: 7.5 }),
    [36, 252, '#RECT 540 0.4 #9ca3af'],
    [40, 256, '118820', { size: 7.5 }], [82, 256, 'VESPER ISLE VODKA 80PF', { size: 7.5 }], [276, 256, '1L', { size: 7.5 }], R(348, 256, '12', { size: 7.5 }), R(382, 256, '3', { size: 7.5 }), [388, 256, 'CS', { size: 7.5 }], R(452, 256, '179.88', { size: 7.5 }), R(572, 256, '539.64', { size: 7.5 }),
    [36, 267, '#RECT 540 0.4 #9ca3af'],
    [40, 271, '330012', { size: 7.5 }], [82, 271, 'CIELO ALTO BLANCO TEQUILA 100% AGAVE', { size: 7.5 }], [276, 271, '750ML', { size: 7.5 }], R(348, 271, '6', { size: 7.5 }), R(382, 271, '2', { size: 7.5 }), [388, 271, 'CS', { size: 7.5 }], R(452, 271, '210.00', { size: 7.5 }), R(504, 271, '10.00', { size: 7.5 }), R(572, 271, '400.00', { size: 7.5 }),
    [36, 282, '#RECT 540 0.4 #9ca3af'],
    [40, 286, '410980', { size: 7.5 }], [82, 286, 'AMARO DEL FARO', { size: 7.5 }], [276, 286, '750ML', { size: 7.5 }], R(348, 286, '6', { size: 7.5 }), R(382, 286, '4', { size: 7.5 }), [388, 286, 'BT', { size: 7.5 }], R(452, 286, '31.50', { size: 7.5 }), R(572, 286, '126.00', { size: 7.5 }),
    [36, 297, '#RECT 540 0.4 #9ca3af'],
    [40, 301, '520114', { size: 7.5 }], [82, 301, 'TIDEWATER SPRITZ RTD 6% ABV', { size: 7.5 }], [276, 301, '12OZ', { size: 7.5 }], R(348, 301, '24', { size: 7.5 }), R(382, 301, '2', { size: 7.5 }), [388, 301, 'CS', { size: 7.5 }], R(452, 301, '46.80', { size: 7.5 }), R(572, 301, '93.60', { size: 7.5 }),
    [36, 312, '#RECT 540 0.4 #9ca3af'],
    [40, 316, '520301', { size: 7.5 }], [82, 316, 'MULE KICK GINGER BEER', { size: 7.5 }], [276, 316, '7.5OZ', { size: 7.5 }], R(348, 316, '24', { size: 7.5 }), R(382, 316, '2', { size: 7.5 }), [388, 316, 'CS', { size: 7.5 }], R(452, 316, '22.80', { size: 7.5 }), R(572, 316, '45.60', { size: 7.5 }),
    [36, 327, '#RECT 540 0.4 #9ca3af'],
    [82, 334, 'STATE TAXES & DEPOSITS', { size: 7.5, bold: true }],
    [36, 345, '#RECT 540 0.4 #9ca3af'],
    [40, 349, 'TX-SP', { size: 7.5 }], [82, 349, 'CT LIQUOR EXCISE TAX – SPIRITS', { size: 7.5 }], R(382, 349, '17.44', { size: 7.5 }), [388, 349, 'GAL', { size: 7.5 }], R(452, 349, '5.94', { size: 7.5 }), R(572, 349, '103.59', { size: 7.5 }),
    [36, 360, '#RECT 540 0.4 #9ca3af'],
    [40, 364, 'TX-CL', { size: 7.5 }], [82, 364, 'CT EXCISE TAX – LIQUOR COOLERS', { size: 7.5 }], R(382, 364, '4.50', { size: 7.5 }), [388, 364, 'GAL', { size: 7.5 }], R(452, 364, '2.46', { size: 7.5 }), R(572, 364, '11.07', { size: 7.5 }),
    [36, 375, '#RECT 540 0.4 #9ca3af'],
    [40, 379, 'DEP10', { size: 7.5 }], [82, 379, 'CT CONTAINER DEPOSIT', { size: 7.5 }], R(382, 379, '96', { size: 7.5 }), [388, 379, 'EA', { size: 7.5 }], R(452, 379, '0.10', { size: 7.5 }), R(572, 379, '9.60', { size: 7.5 }),
    [36, 390, '#RECT 540 0.4 #9ca3af'],
    [40, 394, 'DEP10', { size: 7.5 }], [82, 394, 'EMPTIES RETURNED – DEPOSIT REFUND', { size: 7.5 }], R(382, 394, '-60', { size: 7.5 }), [388, 394, 'EA', { size: 7.5 }], R(452, 394, '0.10', { size: 7.5 }), R(572, 394, '-6.00', { size: 7.5 }),
    [36, 405, '#RECT 540 0.8 black'],
    [36, 412, 'Spirits 66.00 L = 17.44 gal · coolers 48 × 12 oz = 4.50 gal · deposit 10¢ per container (C.G.S. §22a-244).', { size: 7 }],
    [36, 434, '11 cases · 4 bottles', { size: 8 }],
    [36, 446, 'No sales tax: resale certificate CERT-119 on file.', { size: 8 }],
    [400, 434, 'Product total', { size: 8.5 }], R(572, 434, '1,758.84', { size: 8.5 }),
    [400, 448, 'Taxes & deposits', { size: 8.5 }], R(572, 448, '118.26', { size: 8.5 }),
    [400, 462, '#RECT 176 0.8 black'],
    [400, 468, 'INVOICE TOTAL', { size: 10, bold: true }], R(572, 468, '$1,877.10', { size: 10, bold: true }),
    [400, 486, 'Payment due by', { size: 8.5 }], R(572, 486, '12/19/2026', { size: 8.5, bold: true }),
    [36, 520, 'Received in good order:', { size: 8 }], [140, 530, '#RECT 180 0.6 black'], [36, 540, 'Driver: R. Maldonado · Truck 12 · Route NH-3', { size: 7.5 }],
    [36, 580, 'Connecticut law permits cash on delivery or net 30 days only. Accounts unpaid on the 30th day are reported to the Department of Consumer', { size: 7 }],
    [36, 590, 'Protection, Liquor Control Division, and placed on the delinquency list (C.G.S. §30-48) until paid in full.', { size: 7 }],
    [36, 616, 'Remit to: Tidewater Wine & Spirits Distributors, LLC · Lockbox 4471 · P.O. Box 150447 · Hartford, CT 06115-0447', { size: 8 }],
  ] },

  // English dairy round's weekly INVOICE (A4): "Holme Valley" and DAIRIES over the Ltd's address and VAT number;
  // right, INVOICE and "Weekly delivery statement" with a label column (Invoice No. 0114718, Invoice date
  // 21/11/2026, Week 16/11/2026 – 21/11/2026, Account No., Round / Driver, the standing order); INVOICE TO (the
  // group's Manchester company, Accounts Payable) and DELIVER TO (the Ancoats restaurant); a fully ruled grid Code /
  // Product / Mon 16/11 … Sat 21/11 / Qty / Price £ / VAT / Net £ with one quantity per delivery day, eleven rows:
  // zero-rated dairy and eggs (Z), standard-rated orange juice and water (S), a credit "-1" for double cream short
  // on Wednesday and crate hire at S; a VAT analysis (Z 440.67 / 0.00, S 85.80 / 17.16); Total net 526.47, VAT
  // 17.16, Invoice total £543.63; a framed account box (balance brought forward £498.12, payment received
  // -£450.00, this invoice £543.63, balance now due £591.75); pay by 05/12/2026, the bank details and the footer.
  { name: 'dairy-round-gb-weekly-invoice-grid-mon-to-sat-delivery-columns-zero-rated-vs-standard-rated-vat-codes-credit-short-cream-crate-hire-balance-brought-forward-payment-received-balance-now-due', kind: 'invoice', expect: { vendorName: 'Holme Valley Dairies Ltd', invoiceNumber: '0114718', invoiceDate: '2026-11-21', dueDate: '2026-12-05', subtotal: 526.47, tax: 17.16, total: 543.63, currency: 'GBP' },
    items: [['Whole milk 4 pint', 48, 1.62, 77.76], ['Semi-skimmed milk 4 pint', 16, 1.55, 24.8], ['Double cream 2 L', 12, 7.95, 95.4], ['Single cream 1 L', 4, 2.89, 11.56],
      ['Butter, unsalted 10 × 250 g', 6, 17.4, 104.4], ['Free-range eggs, large, tray of 30', 14, 8.25, 115.5], ['Natural yoghurt 5 kg', 2, 9.6, 19.2],
      ['Orange juice, smooth 1 L', 40, 1.38, 55.2], ['Sparkling water 24 × 330 ml', 3, 7.2, 21.6], ['Credit: double cream 2 L short 18/11', -1, 7.95, -7.95],
      ['Crate hire – crates not returned', 2, 4.5, 9]], cells: [
    [40, 34, 'Holme Valley', { size: 20, bold: true }],
    [41, 56, 'DAIRIES · FAMILY RUN SINCE 1952', { size: 8, bold: true }],
    [40, 74, 'Holme Valley Dairies Ltd · Unit 7, Brook Mill, Honley, Holmfirth HD9 6PZ', { size: 7.5 }],
    [40, 84, 'Tel 01484 447182 · accounts@holmevalleydairies.co.uk · VAT Reg. GB 284 4471 82', { size: 7.5 }],
    R(555, 34, 'INVOICE', { size: 18, bold: true, width: 150 }),
    R(555, 56, 'Weekly delivery statement', { size: 8, width: 150 }),
    [390, 100, 'Invoice No.', { size: 8 }], R(555, 100, '0114718', { size: 8.5, bold: true }),
    [390, 112, 'Invoice date', { size: 8 }], R(555, 112, '21/11/2026', { size: 8 }),
    [390, 124, 'Week', { size: 8 }], R(555, 124, '16/11/2026 – 21/11/2026', { size: 8 }),
    [390, 136, 'Account No.', { size: 8 }], R(555, 136, 'ER-ANC-02', { size: 8 }),
    [390, 148, 'Round / Driver', { size: 8 }], R(555, 148, '14 / Gary H.', { size: 8 }),
    [390, 160, 'Your order ref.', { size: 8 }], R(555, 160, 'Standing order SO-0318', { size: 8 }),
    [40, 110, 'INVOICE TO', { size: 7, bold: true }],
    [40, 121, 'Ember & Rye Manchester Ltd', { size: 8.5 }],
    [40, 132, 'Accounts Payable', { size: 8.5 }],
    [40, 143, '3rd Floor, 44 Hilton Street', { size: 8.5 }],
    [40, 154, 'Manchester M1 2FE', { size: 8.5 }],
    [210, 110, 'DELIVER TO', { size: 7, bold: true }],
    [210, 121, 'Ember & Rye Ancoats', { size: 8.5 }],
    [210, 132, '12 Blossom Street', { size: 8.5 }],
    [210, 143, 'Manchester M4 6AJ', { size: 8.5 }],
    [210, 154, 'Drop: cellar hatch, before 7am', { size: 8.5 }],
    [40, 196, '#RECT 515 24 #e5e7eb'],
    [40, 196, '#RECT 515 178 black stroke'],
    [72, 196, '#RECT 0.5 178 #6b7280'], [222, 196, '#RECT 0.5 178 #6b7280'], [248, 196, '#RECT 0.5 178 #6b7280'], [274, 196, '#RECT 0.5 178 #6b7280'],
    [300, 196, '#RECT 0.5 178 #6b7280'], [326, 196, '#RECT 0.5 178 #6b7280'], [352, 196, '#RECT 0.5 178 #6b7280'], [378, 196, '#RECT 0.5 178 #6b7280'],
    [408, 196, '#RECT 0.5 178 #6b7280'], [452, 196, '#RECT 0.5 178 #6b7280'], [478, 196, '#RECT 0.5 178 #6b7280'],
    [44, 204, 'Code', { size: 7, bold: true }], [76, 204, 'Product', { size: 7, bold: true }],
    R(244, 199, 'Mon', { size: 7, bold: true, width: 22 }), R(244, 209, '16/11', { size: 7, width: 22 }),
    R(270, 199, 'Tue', { size: 7, bold: true, width: 22 }), R(270, 209, '17/11', { size: 7, width: 22 }),
    R(296, 199, 'Wed', { size: 7, bold: true, width: 22 }), R(296, 209, '18/11', { size: 7, width: 22 }),
    R(322, 199, 'Thu', { size: 7, bold: true, width: 22 }), R(322, 209, '19/11', { size: 7, width: 22 }),
    R(348, 199, 'Fri', { size: 7, bold: true, width: 22 }), R(348, 209, '20/11', { size: 7, width: 22 }),
    R(374, 199, 'Sat', { size: 7, bold: true, width: 22 }), R(374, 209, '21/11', { size: 7, width: 22 }),
    R(403, 204, 'Qty', { size: 7, bold: true, width: 26 }), R(447, 204, 'Price £', { size: 7, bold: true, width: 40 }), [457, 204, 'VAT', { size: 7, bold: true }], R(550, 204, 'Net £', { size: 7, bold: true, width: 68 }),
    [44, 223.5, 'WM4', { size: 7.5 }], [76, 223.5, 'Whole milk 4 pint', { size: 7.5 }], R(244, 223.5, '6', { size: 7.5, width: 22 }), R(270, 223.5, '6', { size: 7.5, width: 22 }), R(296, 223.5, '8', { size: 7.5, width: 22 }), R(322, 223.5, '6', { size: 7.5, width: 22 }), R(348, 223.5, '10', { size: 7.5, width: 22 }), R(374, 223.5, '12', { size: 7.5, width: 22 }), R(403, 223.5, '48', { size: 7.5, width: 26 }), R(447, 223.5, '1.62', { size: 7.5, width: 40 }), [462, 223.5, 'Z', { size: 7.5 }], R(550, 223.5, '77.76', { size: 7.5, width: 68 }),
    [40, 234, '#RECT 515 0.4 #9ca3af'],
    [44, 237.5, 'SS4', { size: 7.5 }], [76, 237.5, 'Semi-skimmed milk 4 pint', { size: 7.5 }], R(244, 237.5, '2', { size: 7.5, width: 22 }), R(270, 237.5, '2', { size: 7.5, width: 22 }), R(296, 237.5, '2', { size: 7.5, width: 22 }), R(322, 237.5, '2', { size: 7.5, width: 22 }), R(348, 237.5, '4', { size: 7.5, width: 22 }), R(374, 237.5, '4', { size: 7.5, width: 22 }), R(403, 237.5, '16', { size: 7.5, width: 26 }), R(447, 237.5, '1.55', { size: 7.5, width: 40 }), [462, 237.5, 'Z', { size: 7.5 }], R(550, 237.5, '24.80', { size: 7.5, width: 68 }),
    [40, 248, '#RECT 515 0.4 #9ca3af'],
    [44, 251.5, 'DC2', { size: 7.5 }], [76, 251.5, 'Double cream 2 L', { size: 7.5 }], R(244, 251.5, '2', { size: 7.5, width: 22 }), R(270, 251.5, '1', { size: 7.5, width: 22 }), R(296, 251.5, '2', { size: 7.5, width: 22 }), R(322, 251.5, '1', { size: 7.5, width: 22 }), R(348, 251.5, '3', { size: 7.5, width: 22 }), R(374, 251.5, '3', { size: 7.5, width: 22 }), R(403, 251.5, '12', { size: 7.5, width: 26 }), R(447, 251.5, '7.95', { size: 7.5, width: 40 }), [462, 251.5, 'Z', { size: 7.5 }], R(550, 251.5, '95.40', { size: 7.5, width: 68 }),
    [40, 262, '#RECT 515 0.4 #9ca3af'],
    [44, 265.5, 'SC1', { size: 7.5 }], [76, 265.5, 'Single cream 1 L', { size: 7.5 }], R(244, 265.5, '1', { size: 7.5, width: 22 }), R(296, 265.5, '1', { size: 7.5, width: 22 }), R(348, 265.5, '1', { size: 7.5, width: 22 }), R(374, 265.5, '1', { size: 7.5, width: 22 }), R(403, 265.5, '4', { size: 7.5, width: 26 }), R(447, 265.5, '2.89', { size: 7.5, width: 40 }), [462, 265.5, 'Z', { size: 7.5 }], R(550, 265.5, '11.56', { size: 7.5, width: 68 }),
    [40, 276, '#RECT 515 0.4 #9ca3af'],
    [44, 279.5, 'BU10', { size: 7.5 }], [76, 279.5, 'Butter, unsalted 10 × 250 g', { size: 7.5 }], R(270, 279.5, '2', { size: 7.5, width: 22 }), R(322, 279.5, '2', { size: 7.5, width: 22 }), R(374, 279.5, '2', { size: 7.5, width: 22 }), R(403, 279.5, '6', { size: 7.5, width: 26 }), R(447, 279.5, '17.40', { size: 7.5, width: 40 }), [462, 279.5, 'Z', { size: 7.5 }], R(550, 279.5, '104.40', { size: 7.5, width: 68 }),
    [40, 290, '#RECT 515 0.4 #9ca3af'],
    [44, 293.5, 'EG30', { size: 7.5 }], [76, 293.5, 'Free-range eggs, large, tray of 30', { size: 7.5 }], R(244, 293.5, '2', { size: 7.5, width: 22 }), R(270, 293.5, '2', { size: 7.5, width: 22 }), R(296, 293.5, '2', { size: 7.5, width: 22 }), R(322, 293.5, '2', { size: 7.5, width: 22 }), R(348, 293.5, '3', { size: 7.5, width: 22 }), R(374, 293.5, '3', { size: 7.5, width: 22 }), R(403, 293.5, '14', { size: 7.5, width: 26 }), R(447, 293.5, '8.25', { size: 7.5, width: 40 }), [462, 293.5, 'Z', { size: 7.5 }], R(550, 293.5, '115.50', { size: 7.5, width: 68 }),
    [40, 304, '#RECT 515 0.4 #9ca3af'],
    [44, 307.5, 'YN5', { size: 7.5 }], [76, 307.5, 'Natural yoghurt 5 kg', { size: 7.5 }], R(270, 307.5, '1', { size: 7.5, width: 22 }), R(348, 307.5, '1', { size: 7.5, width: 22 }), R(403, 307.5, '2', { size: 7.5, width: 26 }), R(447, 307.5, '9.60', { size: 7.5, width: 40 }), [462, 307.5, 'Z', { size: 7.5 }], R(550, 307.5, '19.20', { size: 7.5, width: 68 }),
    [40, 318, '#RECT 515 0.4 #9ca3af'],
    [44, 321.5, 'OJ1', { size: 7.5 }], [76, 321.5, 'Orange juice, smooth 1 L', { size: 7.5 }], R(244, 321.5, '6', { size: 7.5, width: 22 }), R(270, 321.5, '6', { size: 7.5, width: 22 }), R(296, 321.5, '6', { size: 7.5, width: 22 }), R(322, 321.5, '6', { size: 7.5, width: 22 }), R(348, 321.5, '8', { size: 7.5, width: 22 }), R(374, 321.5, '8', { size: 7.5, width: 22 }), R(403, 321.5, '40', { size: 7.5, width: 26 }), R(447, 321.5, '1.38', { size: 7.5, width: 40 }), [462, 321.5, 'S', { size: 7.5 }], R(550, 321.5, '55.20', { size: 7.5, width: 68 }),
    [40, 332, '#RECT 515 0.4 #9ca3af'],
    [44, 335.5, 'SW24', { size: 7.5 }], [76, 335.5, 'Sparkling water 24 × 330 ml', { size: 7.5 }], R(270, 335.5, '1', { size: 7.5, width: 22 }), R(348, 335.5, '1', { size: 7.5, width: 22 }), R(374, 335.5, '1', { size: 7.5, width: 22 }), R(403, 335.5, '3', { size: 7.5, width: 26 }), R(447, 335.5, '7.20', { size: 7.5, width: 40 }), [462, 335.5, 'S', { size: 7.5 }], R(550, 335.5, '21.60', { size: 7.5, width: 68 }),
    [40, 346, '#RECT 515 0.4 #9ca3af'],
    [44, 349.5, 'CR', { size: 7.5 }], [76, 349.5, 'Credit: double cream 2 L short 18/11', { size: 7.5 }], R(296, 349.5, '-1', { size: 7.5, width: 22 }), R(403, 349.5, '-1', { size: 7.5, width: 26 }), R(447, 349.5, '7.95', { size: 7.5, width: 40 }), [462, 349.5, 'Z', { size: 7.5 }], R(550, 349.5, '-7.95', { size: 7.5, width: 68 }),
    [40, 360, '#RECT 515 0.4 #9ca3af'],
    [44, 363.5, 'CH', { size: 7.5 }], [76, 363.5, 'Crate hire – crates not returned', { size: 7.5 }], R(374, 363.5, '2', { size: 7.5, width: 22 }), R(403, 363.5, '2', { size: 7.5, width: 26 }), R(447, 363.5, '4.50', { size: 7.5, width: 40 }), [462, 363.5, 'S', { size: 7.5 }], R(550, 363.5, '9.00', { size: 7.5, width: 68 }),
    [40, 388, 'VAT analysis', { size: 8, bold: true }],
    [40, 402, 'Code', { size: 7, bold: true }], R(120, 402, 'Rate', { size: 7, bold: true }), R(190, 402, 'Net £', { size: 7, bold: true }), R(250, 402, 'VAT £', { size: 7, bold: true }),
    [40, 412, '#RECT 210 0.4 black'],
    [40, 416, 'Z zero-rated', { size: 7.5 }], R(120, 416, '0%', { size: 7.5 }), R(190, 416, '440.67', { size: 7.5 }), R(250, 416, '0.00', { size: 7.5 }),
    [40, 428, 'S standard', { size: 7.5 }], R(120, 428, '20%', { size: 7.5 }), R(190, 428, '85.80', { size: 7.5 }), R(250, 428, '17.16', { size: 7.5 }),
    [380, 392, 'Total net', { size: 8.5 }], R(550, 392, '526.47', { size: 8.5 }),
    [380, 406, 'VAT', { size: 8.5 }], R(550, 406, '17.16', { size: 8.5 }),
    [380, 419, '#RECT 175 0.8 black'],
    [380, 425, 'Invoice total', { size: 10, bold: true }], R(550, 425, '£543.63', { size: 10, bold: true }),
    [40, 462, '#RECT 515 84 black stroke'],
    [50, 470, 'Your account', { size: 9, bold: true }],
    [50, 486, 'Balance brought forward (statement dated 14/11/2026)', { size: 8.5 }], R(545, 486, '£498.12', { size: 8.5 }),
    [50, 499, 'Payment received 16/11/2026 by BACS – thank you', { size: 8.5 }], R(545, 499, '-£450.00', { size: 8.5 }),
    [50, 512, 'This invoice 0114718', { size: 8.5 }], R(545, 512, '£543.63', { size: 8.5 }),
    [50, 524, '#RECT 495 0.4 black'],
    [50, 529, 'Balance now due', { size: 9, bold: true }], R(545, 529, '£591.75', { size: 9, bold: true }),
    [40, 562, 'Payment terms: 14 days. Please pay this invoice by 05/12/2026.', { size: 8.5, bold: true }],
    [40, 575, 'Bank: Barclays Bank plc · Sort code 20-44-71 · Account 18204471 · Reference ER-ANC-02', { size: 8 }],
    [40, 590, 'Z = zero-rated (milk, cream, butter, eggs, yoghurt); S = standard-rated at 20% (juice, water, crate hire).', { size: 7.5 }],
    [40, 601, 'Please leave empty crates and dollies at the drop point. Crates not returned within 7 days are charged at £4.50 each.', { size: 7.5 }],
    [40, 778, '#RECT 515 0.4 black'],
    [40, 786, 'Holme Valley Dairies Ltd · Registered in England & Wales No. 04471820 · Registered office: Unit 7, Brook Mill, Honley, Holmfirth HD9 6PZ', { size: 6.5 }],
  ] },

  // Irish refrigeration contractor's INVOICE (A4, en-IE): a blue top rule, COLDLINE over the trades line, the Ltd's
  // address, VAT number and F-Gas company certificate; a framed label box (Invoice No. CRS-26-0471, Invoice date
  // 20/11/2026, Job sheet J-18832, Date of service 17/11/2026, Your PO ER-DUB-0389, Account); INVOICE TO (the
  // group's Irish company) and SITE (the Dawson Street restaurant); a "Work carried out" paragraph; a blue header
  // band over an unruled table Part No. / Description / Qty / Unit / Rate € / VAT % / Net €: the call-out, two
  // labour lines in hours (2.5 hrs) at 13.5 %, three parts with manufacturer part numbers, the refrigerant by weight
  // (2.35 kg R448A @ 64.00) and sundries at 23 %; VAT at each rate on its base, Total net €750.45, Total VAT
  // €138.40, Invoice total €888.85 on a blue band; an F-Gas record box (kg, GWP, t CO2e, next leak check); terms
  // with the due date 20/12/2026 and the IBAN.
  { name: 'refrigeration-repair-ie-invoice-call-out-fee-labour-hours-parts-with-part-numbers-refrigerant-charge-by-kg-vat-13-5-services-23-parts-f-gas-record-job-sheet-po-site-vs-invoice-to', kind: 'invoice', expect: { vendorName: 'Coldline Refrigeration Services Ltd', invoiceNumber: 'CRS-26-0471', invoiceDate: '2026-11-20', dueDate: '2026-12-20', subtotal: 750.45, tax: 138.4, total: 888.85, currency: 'EUR' },
    items: [['Emergency call-out (after 18:00)', 1, 95, 95], ['Labour – F-Gas engineer (J. Byrne)', 2.5, 68, 170], ['Labour – assistant engineer', 2.5, 38, 95],
      ['Condenser fan motor 10 W 230 V', 1, 86.4, 86.4], ['Thermostatic expansion valve TES2', 1, 112.75, 112.75], ['Filter drier DML 083 3/8" flare', 1, 18.9, 18.9],
      ['Refrigerant R448A', 2.35, 64, 150.4], ['Brazing rods, OFN & sundries', 1, 22, 22]], cells: [
    [40, 30, '#RECT 515 2.5 #0284c7'],
    [40, 44, 'COLDLINE', { size: 20, bold: true }],
    [41, 66, 'REFRIGERATION · AIR CONDITIONING · CATERING EQUIPMENT', { size: 7, bold: true }],
    [40, 82, 'Coldline Refrigeration Services Ltd', { size: 8.5, bold: true }],
    [40, 93, 'Unit 12, Ballymount Trade Centre, Ballymount Road Lower, Dublin 24, D24 E2X7', { size: 7.5 }],
    [40, 103, 'Tel 01 447 1820 · service@coldline.ie · VAT IE 3344718KH · F-Gas Company Cert. FG-C-04471', { size: 7.5 }],
    R(555, 44, 'INVOICE', { size: 20, bold: true, width: 150 }),
    [360, 118, '#RECT 195 80 black stroke'],
    [368, 124, 'Invoice No.', { size: 8 }], R(547, 124, 'CRS-26-0471', { size: 8.5, bold: true }),
    [368, 136, 'Invoice date', { size: 8 }], R(547, 136, '20/11/2026', { size: 8 }),
    [368, 148, 'Job sheet', { size: 8 }], R(547, 148, 'J-18832', { size: 8 }),
    [368, 160, 'Date of service', { size: 8 }], R(547, 160, '17/11/2026', { size: 8 }),
    [368, 172, 'Your PO', { size: 8 }], R(547, 172, 'ER-DUB-0389', { size: 8 }),
    [368, 184, 'Account', { size: 8 }], R(547, 184, 'ERD01', { size: 8 }),
    [40, 124, 'INVOICE TO', { size: 7, bold: true }],
    [40, 134, 'Ember & Rye Ireland Ltd', { size: 8.5 }],
    [40, 146, 'Accounts Payable', { size: 8.5 }],
    [40, 158, '2nd Floor, 8 Pembroke Street Upper', { size: 8.5 }],
    [40, 170, 'Dublin 2, D02 KR83', { size: 8.5 }],
    [205, 124, 'SITE', { size: 7, bold: true }],
    [205, 134, 'Ember & Rye Dawson Street', { size: 8.5 }],
    [205, 146, '14 Dawson Street, Dublin 2', { size: 8.5 }],
    [205, 158, 'Contact: K. Walsh (head chef)', { size: 8.5 }],
    [40, 218, 'Work carried out', { size: 9, bold: true }],
    [40, 232, 'Emergency call-out 17/11/2026 19:40 – walk-in cold room (Foster condensing unit) running high at 9 °C. Condenser fan motor seized,', { size: 8 }],
    [40, 243, 'TXV hunting. Recovered charge, replaced condenser fan motor, TXV and filter drier; pressure tested with OFN to 25 bar, evacuated to', { size: 8 }],
    [40, 254, '500 microns and recharged with R448A 2.35 kg. Cold room pulled down to 2 °C by 23:10. Equipment ID CR-DAW-01.', { size: 8 }],
    [40, 280, '#RECT 515 15 #0284c7'],
    [44, 284, 'Part No.', { size: 7, bold: true, width: -1 }], [132, 284, 'Description', { size: 7, bold: true, width: -1 }], R(372, 284, 'Qty', { size: 7, bold: true, width: -1 }),
    [378, 284, 'Unit', { size: 7, bold: true, width: -1 }], R(450, 284, 'Rate €', { size: 7, bold: true, width: -1 }), R(490, 284, 'VAT %', { size: 7, bold: true, width: -1 }), R(550, 284, 'Net €', { size: 7, bold: true, width: -1 }),
    [132, 304, 'Emergency call-out (after 18:00)', { size: 8 }], R(372, 304, '1', { size: 8 }), [378, 304, 'ea', { size: 8 }], R(450, 304, '95.00', { size: 8 }), R(490, 304, '13.5', { size: 8 }), R(550, 304, '95.00', { size: 8 }),
    [132, 318, 'Labour – F-Gas engineer (J. Byrne)', { size: 8 }], R(372, 318, '2.5', { size: 8 }), [378, 318, 'hrs', { size: 8 }], R(450, 318, '68.00', { size: 8 }), R(490, 318, '13.5', { size: 8 }), R(550, 318, '170.00', { size: 8 }),
    [132, 332, 'Labour – assistant engineer', { size: 8 }], R(372, 332, '2.5', { size: 8 }), [378, 332, 'hrs', { size: 8 }], R(450, 332, '38.00', { size: 8 }), R(490, 332, '13.5', { size: 8 }), R(550, 332, '95.00', { size: 8 }),
    [44, 346, 'EBM-M4Q045-BF01', { size: 8 }], [132, 346, 'Condenser fan motor 10 W 230 V', { size: 8 }], R(372, 346, '1', { size: 8 }), [378, 346, 'ea', { size: 8 }], R(450, 346, '86.40', { size: 8 }), R(490, 346, '23', { size: 8 }), R(550, 346, '86.40', { size: 8 }),
    [44, 360, 'DAN-068Z3400', { size: 8 }], [132, 360, 'Thermostatic expansion valve TES2', { size: 8 }], R(372, 360, '1', { size: 8 }), [378, 360, 'ea', { size: 8 }], R(450, 360, '112.75', { size: 8 }), R(490, 360, '23', { size: 8 }), R(550, 360, '112.75', { size: 8 }),
    [44, 374, 'DAN-023Z5040', { size: 8 }], [132, 374, 'Filter drier DML 083 3/8" flare', { size: 8 }], R(372, 374, '1', { size: 8 }), [378, 374, 'ea', { size: 8 }], R(450, 374, '18.90', { size: 8 }), R(490, 374, '23', { size: 8 }), R(550, 374, '18.90', { size: 8 }),
    [44, 388, 'R448A', { size: 8 }], [132, 388, 'Refrigerant R448A', { size: 8 }], R(372, 388, '2.35', { size: 8 }), [378, 388, 'kg', { size: 8 }], R(450, 388, '64.00', { size: 8 }), R(490, 388, '23', { size: 8 }), R(550, 388, '150.40', { size: 8 }),
    [44, 402, 'CONS-BRZ', { size: 8 }], [132, 402, 'Brazing rods, OFN & sundries', { size: 8 }], R(372, 402, '1', { size: 8 }), [378, 402, 'ea', { size: 8 }], R(450, 402, '22.00', { size: 8 }), R(490, 402, '23', { size: 8 }), R(550, 402, '22.00', { size: 8 }),
    [40, 418, '#RECT 515 0.8 black'],
    [40, 428, 'VAT @ 13.5% on €360.00', { size: 8 }], R(250, 428, '€48.60', { size: 8 }),
    [40, 441, 'VAT @ 23% on €390.45', { size: 8 }], R(250, 441, '€89.80', { size: 8 }),
    [380, 428, 'Total net', { size: 8.5 }], R(550, 428, '€750.45', { size: 8.5 }),
    [380, 441, 'Total VAT', { size: 8.5 }], R(550, 441, '€138.40', { size: 8.5 }),
    [375, 455, '#RECT 180 18 #0284c7'],
    [380, 459, 'Invoice total', { size: 10, bold: true, width: -1 }], R(550, 459, '€888.85', { size: 10, bold: true, width: -1 }),
    [40, 498, '#RECT 515 46 #f1f5f9'],
    [48, 505, 'F-Gas record (Regulation (EU) 2024/573)', { size: 8, bold: true }],
    [48, 517, 'Refrigerant added: R448A 2.35 kg (GWP 1387) = 3.26 t CO2e · recovered 1.90 kg to cylinder RC-0412 · leak check: pass', { size: 7.5 }],
    [48, 528, 'Next leak check due: 17/05/2027 · Engineer certificate no. FG-P-18804', { size: 7.5 }],
    [40, 566, 'Terms: 30 days from invoice date – payment due 20/12/2026.', { size: 8.5, bold: true }],
    [40, 579, 'Pay by EFT: AIB Bank · IBAN IE29 AIBK 9311 5212 3456 78 · BIC AIBKIE2D · Reference CRS-26-0471', { size: 8 }],
    [40, 591, 'Parts carry a 12-month warranty, labour 90 days. Title to goods remains with Coldline until paid in full.', { size: 7.5 }],
    [40, 778, '#RECT 515 0.4 black'],
    [40, 786, 'Coldline Refrigeration Services Ltd · Registered in Ireland No. 644718 · Directors: P. Byrne, S. Nolan · Registered office as above', { size: 6.5 }],
  ] },

  // Australian knife-exchange service's TAX INVOICE (A4, en-AU): KEEN EDGE over "Knife exchange & sharpening", the
  // Pty Ltd with its ABN; a label column (Invoice number KE-104471, Issue date 20/11/2026, Due date 04/12/2026,
  // Service date 18/11/2026, Reference PO FTZ-2611); BILL TO (the group's Australian company) and SERVICE ADDRESS
  // (the Fitzroy restaurant, route); an unruled table with only a rule under its headings, Description / Qty / Unit
  // price / Disc. / GST / Amount AUD: two knife sets exchanged, 14 knives sharpened at 9.50, serrated knives, a
  // lost knife replaced, a knife roll with a 10 % discount in its Disc. column and a negative multi-venue discount,
  // detail lines under two rows; Subtotal (excl. GST) 346.10, Total GST 10% 34.61, Total AUD $380.71, Amount due;
  // How to pay (BSB, PayID) and a PAYMENT ADVICE slip below a dashed line.
  { name: 'knife-exchange-au-tax-invoice-abn-set-rental-sharpening-per-knife-lost-knife-replacement-line-discount-column-negative-multi-venue-discount-gst-column-bsb-payid-payment-advice', kind: 'invoice', expect: { vendorName: 'Keen Edge Knife Services Pty Ltd', invoiceNumber: 'KE-104471', invoiceDate: '2026-11-20', dueDate: '2026-12-04', subtotal: 346.1, tax: 34.61, total: 380.71, currency: 'AUD' },
    items: [['Knife exchange – 12-piece kitchen set, fortnightly', 2, 48, 96], ['Sharpening – customer-owned knives', 14, 9.5, 133], ['Sharpening – serrated / bread knives', 2, 14, 28],
      ['Replacement – 10" cook’s knife (lost, set B)', 1, 72, 72], ['Canvas knife roll, 8 pocket', 1, 39, 35.1], ['Multi-venue discount', 1, -18, -18]], cells: [
    [40, 40, 'KEEN EDGE', { size: 22, bold: true }],
    [41, 66, 'Knife exchange & sharpening for professional kitchens', { size: 9 }],
    R(555, 40, 'TAX INVOICE', { size: 16, bold: true, width: 200 }),
    [40, 92, 'Keen Edge Knife Services Pty Ltd', { size: 8.5, bold: true }],
    [40, 103, '8/22 Hope Street, Brunswick VIC 3056', { size: 8 }],
    [40, 114, 'ABN 51 644 718 204 · 03 9447 1820 · hello@keenedge.com.au', { size: 8 }],
    [390, 92, 'Invoice number', { size: 8 }], R(555, 92, 'KE-104471', { size: 8.5, bold: true }),
    [390, 104, 'Issue date', { size: 8 }], R(555, 104, '20/11/2026', { size: 8 }),
    [390, 116, 'Due date', { size: 8 }], R(555, 116, '04/12/2026', { size: 8, bold: true }),
    [390, 128, 'Service date', { size: 8 }], R(555, 128, '18/11/2026', { size: 8 }),
    [390, 140, 'Reference', { size: 8 }], R(555, 140, 'PO FTZ-2611', { size: 8 }),
    [40, 150, 'BILL TO', { size: 7, bold: true }],
    [40, 160, 'Ember & Rye Pty Ltd', { size: 8.5 }],
    [40, 171, 'Accounts Payable', { size: 8.5 }],
    [40, 182, 'Level 4, 360 Collins Street', { size: 8.5 }],
    [40, 193, 'Melbourne VIC 3000', { size: 8.5 }],
    [220, 150, 'SERVICE ADDRESS', { size: 7, bold: true }],
    [220, 160, 'Ember & Rye Fitzroy', { size: 8.5 }],
    [220, 171, '201 Gertrude Street', { size: 8.5 }],
    [220, 182, 'Fitzroy VIC 3065', { size: 8.5 }],
    [220, 193, 'Route: Inner North (Wednesday)', { size: 8.5 }],
    [40, 228, 'Description', { size: 7.5, bold: true }], R(340, 228, 'Qty', { size: 7.5, bold: true }), R(405, 228, 'Unit price', { size: 7.5, bold: true }),
    R(445, 228, 'Disc.', { size: 7.5, bold: true }), R(495, 228, 'GST', { size: 7.5, bold: true }), R(555, 228, 'Amount AUD', { size: 7.5, bold: true }),
    [40, 240, '#RECT 515 1 black'],
    [40, 248, 'Knife exchange – 12-piece kitchen set, fortnightly', { size: 8.5 }], R(340, 248, '2', { size: 8.5 }), R(405, 248, '48.00', { size: 8.5 }), R(495, 248, '9.60', { size: 8.5 }), R(555, 248, '96.00', { size: 8.5 }),
    [40, 259, 'Sets A and B exchanged 18/11/2026 · next exchange 02/12/2026', { size: 7 }],
    [40, 274, 'Sharpening – customer-owned knives', { size: 8.5 }], R(340, 274, '14', { size: 8.5 }), R(405, 274, '9.50', { size: 8.5 }), R(495, 274, '13.30', { size: 8.5 }), R(555, 274, '133.00', { size: 8.5 }),
    [40, 292, 'Sharpening – serrated / bread knives', { size: 8.5 }], R(340, 292, '2', { size: 8.5 }), R(405, 292, '14.00', { size: 8.5 }), R(495, 292, '2.80', { size: 8.5 }), R(555, 292, '28.00', { size: 8.5 }),
    [40, 310, 'Replacement – 10" cook’s knife (lost, set B)', { size: 8.5 }], R(340, 310, '1', { size: 8.5 }), R(405, 310, '72.00', { size: 8.5 }), R(495, 310, '7.20', { size: 8.5 }), R(555, 310, '72.00', { size: 8.5 }),
    [40, 321, 'Set B returned 18/11/2026 with one knife missing (tag KE-0418)', { size: 7 }],
    [40, 336, 'Canvas knife roll, 8 pocket', { size: 8.5 }], R(340, 336, '1', { size: 8.5 }), R(405, 336, '39.00', { size: 8.5 }), R(445, 336, '10%', { size: 8.5 }), R(495, 336, '3.51', { size: 8.5 }), R(555, 336, '35.10', { size: 8.5 }),
    [40, 354, 'Multi-venue discount', { size: 8.5 }], R(340, 354, '1', { size: 8.5 }), R(405, 354, '-18.00', { size: 8.5 }), R(495, 354, '-1.80', { size: 8.5 }), R(555, 354, '-18.00', { size: 8.5 }),
    [40, 372, '#RECT 515 0.5 #9ca3af'],
    [380, 382, 'Subtotal (excl. GST)', { size: 8.5 }], R(555, 382, '346.10', { size: 8.5 }),
    [380, 396, 'Total GST 10%', { size: 8.5 }], R(555, 396, '34.61', { size: 8.5 }),
    [380, 410, '#RECT 175 1 black'],
    [380, 416, 'Total AUD', { size: 11, bold: true }], R(555, 416, '$380.71', { size: 11, bold: true }),
    [380, 434, 'Amount due AUD', { size: 8.5 }], R(555, 434, '380.71', { size: 8.5 }),
    [40, 470, 'How to pay', { size: 9, bold: true }],
    [40, 484, 'Direct deposit: Keen Edge Knife Services Pty Ltd · BSB 063-182 · Account 1044 7182', { size: 8 }],
    [40, 496, 'PayID: accounts@keenedge.com.au · Reference: KE-104471', { size: 8 }],
    [40, 508, 'Payment due 04/12/2026 (14 days). Card payments incur a 1.4% surcharge.', { size: 8 }],
    ...dashes(20, 590, 575),
    [40, 606, 'PAYMENT ADVICE', { size: 12, bold: true }],
    [40, 626, 'To: Keen Edge Knife Services Pty Ltd', { size: 8 }],
    [40, 637, '8/22 Hope Street', { size: 8 }],
    [40, 648, 'Brunswick VIC 3056', { size: 8 }],
    [330, 608, 'Customer', { size: 8, bold: true }], R(555, 608, 'Ember & Rye Pty Ltd', { size: 8 }),
    [330, 621, 'Invoice Number', { size: 8, bold: true }], R(555, 621, 'KE-104471', { size: 8 }),
    [330, 634, 'Amount Due', { size: 8, bold: true }], R(555, 634, '380.71', { size: 8 }),
    [330, 647, 'Due Date', { size: 8, bold: true }], R(555, 647, '04/12/2026', { size: 8 }),
    [330, 660, 'Amount Enclosed', { size: 8, bold: true }], [440, 670, '#RECT 115 0.6 black'],
    [330, 676, 'Enter the amount you are paying above', { size: 6.5 }],
  ] },

  // Canadian commercial waste hauler's INVOICE (US Letter, Vancouver): a green CWS block, "Coastline Waste Solutions"
  // and the Ltd. with its GST registration; a label column (Invoice # 9044718, Invoice date Nov 16, 2026, Account #,
  // Service period Oct 16 – Nov 15, 2026, Site, Terms Net 30, Due date Dec 16, 2026); BILL TO (the group's Canadian
  // company) and SERVICE LOCATION (the Gastown restaurant); a five-cell account summary (Previous balance $1,187.40,
  // Payment Nov 3, 2026 -$1,000.00, Balance forward $187.40, Current charges $1,359.36, Total amount due $1,546.76);
  // a green header band over a table ruled under every row, Date / Service / Container / Qty / Unit / Rate / Amount:
  // scheduled lifts for garbage, cardboard and organics, two container rentals billed in advance, an extra lift, a
  // contamination charge, a grease-interceptor pump-out of 1,135 L at 0.28 with its manifest number and the service
  // call, and the fuel & environmental surcharge of 14.5 % of the lift charges as the last line without quantity or
  // rate; Subtotal 1,294.63, GST 5% 64.73, Current charges $1,359.36; the lift-log and disposal notes, the payment
  // instructions with the lockbox.
  { name: 'waste-hauler-ca-bc-invoice-account-summary-balance-forward-lift-charges-container-rental-in-advance-contamination-grease-interceptor-pump-out-litres-fuel-environmental-surcharge-line-gst-5', kind: 'invoice', size: [612, 792], expect: { vendorName: 'Coastline Waste Solutions Ltd.', invoiceNumber: '9044718', invoiceDate: '2026-11-16', dueDate: '2026-12-16', subtotal: 1294.63, tax: 64.73, total: 1359.36, currency: 'CAD' },
    items: [['Garbage – scheduled lifts (Mon/Thu)', 9, 38.5, 346.5], ['Cardboard recycling – scheduled lifts (Wed)', 4, 22, 88], ['Organics – scheduled lifts (Mon/Wed/Fri)', 13, 12.75, 165.75],
      ['Container rental – garbage', 1, 45, 45], ['Container rental – cardboard', 1, 55, 55], ['Extra lift – on call', 1, 52, 52], ['Contamination charge – cardboard bin', 1, 35, 35],
      ['Grease interceptor pump-out (manifest LW-204471)', 1135, 0.28, 317.8], ['Interceptor service call', 1, 95, 95], ['Fuel & environmental surcharge 14.5% of lift charges $652.25', null, null, 94.58]], cells: [
    [36, 30, '#RECT 36 36 #166534'],
    [41, 43, 'CWS', { size: 11, bold: true, width: -1 }],
    [80, 30, 'Coastline Waste Solutions', { size: 16, bold: true }],
    [80, 50, 'Commercial collection · Recycling · Organics · Liquid waste', { size: 8 }],
    [36, 78, 'Coastline Waste Solutions Ltd.', { size: 8.5, bold: true }],
    [36, 89, '1820 Kent Avenue South, Vancouver, BC V5P 2S6 · 604-555-0147', { size: 8 }],
    [36, 100, 'GST Reg. No. 80447 1820 RT0001 · coastlinewaste.ca', { size: 8 }],
    R(576, 28, 'INVOICE', { size: 18, bold: true, width: 200 }),
    [420, 56, 'Invoice #', { size: 8 }], R(576, 56, '9044718', { size: 8.5, bold: true }),
    [420, 68, 'Invoice date', { size: 8 }], R(576, 68, 'Nov 16, 2026', { size: 8 }),
    [420, 80, 'Account #', { size: 8 }], R(576, 80, '31-20447', { size: 8 }),
    [420, 92, 'Service period', { size: 8 }], R(576, 92, 'Oct 16 – Nov 15, 2026', { size: 8 }),
    [420, 104, 'Site', { size: 8 }], R(576, 104, 'S-03', { size: 8 }),
    [420, 116, 'Terms', { size: 8 }], R(576, 116, 'Net 30', { size: 8 }),
    [420, 128, 'Due date', { size: 8, bold: true }], R(576, 128, 'Dec 16, 2026', { size: 8, bold: true }),
    [36, 124, 'BILL TO', { size: 7, bold: true }],
    [36, 134, 'Ember & Rye Restaurants (Canada) Inc.', { size: 8.5 }],
    [36, 145, 'Attn: Accounts Payable', { size: 8.5 }],
    [36, 156, '1100 Melville St, Suite 610', { size: 8.5 }],
    [36, 167, 'Vancouver, BC V6E 4A6', { size: 8.5 }],
    [236, 124, 'SERVICE LOCATION', { size: 7, bold: true }],
    [236, 134, 'Ember & Rye Gastown', { size: 8.5 }],
    [236, 145, '88 Water Street (lane access)', { size: 8.5 }],
    [236, 156, 'Vancouver, BC V6B 1A4', { size: 8.5 }],
    [36, 188, '#RECT 540 34 black stroke'],
    [144, 188, '#RECT 0 34 black stroke'], [252, 188, '#RECT 0 34 black stroke'], [360, 188, '#RECT 0 34 black stroke'], [468, 188, '#RECT 0 34 black stroke'],
    [42, 193, 'Previous balance', { size: 6.5 }], [42, 205, '$1,187.40', { size: 9, bold: true }],
    [150, 193, 'Payment received Nov 3, 2026', { size: 6.5 }], [150, 205, '-$1,000.00', { size: 9, bold: true }],
    [258, 193, 'Balance forward (past due)', { size: 6.5 }], [258, 205, '$187.40', { size: 9, bold: true }],
    [366, 193, 'Current charges', { size: 6.5 }], [366, 205, '$1,359.36', { size: 9, bold: true }],
    [474, 193, 'Total amount due', { size: 6.5 }], [474, 205, '$1,546.76', { size: 9, bold: true }],
    [36, 240, '#RECT 540 15 #166534'],
    [40, 244, 'Date', { size: 7, bold: true, width: -1 }], [104, 244, 'Service', { size: 7, bold: true, width: -1 }], [310, 244, 'Container', { size: 7, bold: true, width: -1 }],
    R(412, 244, 'Qty', { size: 7, bold: true, width: -1 }), [418, 244, 'Unit', { size: 7, bold: true, width: -1 }], R(500, 244, 'Rate', { size: 7, bold: true, width: -1 }), R(572, 244, 'Amount', { size: 7, bold: true, width: -1 }),
    [40, 262, 'Oct 16–Nov 15', { size: 7.5 }], [104, 262, 'Garbage – scheduled lifts (Mon/Thu)', { size: 7.5 }], [310, 262, '4 YD FEL', { size: 7.5 }], R(412, 262, '9', { size: 7.5 }), [418, 262, 'lift', { size: 7.5 }], R(500, 262, '38.50', { size: 7.5 }), R(572, 262, '346.50', { size: 7.5 }),
    [36, 273, '#RECT 540 0.4 #9ca3af'],
    [40, 277, 'Oct 16–Nov 15', { size: 7.5 }], [104, 277, 'Cardboard recycling – scheduled lifts (Wed)', { size: 7.5 }], [310, 277, '6 YD FEL', { size: 7.5 }], R(412, 277, '4', { size: 7.5 }), [418, 277, 'lift', { size: 7.5 }], R(500, 277, '22.00', { size: 7.5 }), R(572, 277, '88.00', { size: 7.5 }),
    [36, 288, '#RECT 540 0.4 #9ca3af'],
    [40, 292, 'Oct 16–Nov 15', { size: 7.5 }], [104, 292, 'Organics – scheduled lifts (Mon/Wed/Fri)', { size: 7.5 }], [310, 292, '3 × 95 GAL CART', { size: 7.5 }], R(412, 292, '13', { size: 7.5 }), [418, 292, 'lift', { size: 7.5 }], R(500, 292, '12.75', { size: 7.5 }), R(572, 292, '165.75', { size: 7.5 }),
    [36, 303, '#RECT 540 0.4 #9ca3af'],
    [40, 307, 'Nov 16–Dec 15', { size: 7.5 }], [104, 307, 'Container rental – garbage', { size: 7.5 }], [310, 307, '4 YD FEL', { size: 7.5 }], R(412, 307, '1', { size: 7.5 }), [418, 307, 'month', { size: 7.5 }], R(500, 307, '45.00', { size: 7.5 }), R(572, 307, '45.00', { size: 7.5 }),
    [36, 318, '#RECT 540 0.4 #9ca3af'],
    [40, 322, 'Nov 16–Dec 15', { size: 7.5 }], [104, 322, 'Container rental – cardboard', { size: 7.5 }], [310, 322, '6 YD FEL', { size: 7.5 }], R(412, 322, '1', { size: 7.5 }), [418, 322, 'month', { size: 7.5 }], R(500, 322, '55.00', { size: 7.5 }), R(572, 322, '55.00', { size: 7.5 }),
    [36, 333, '#RECT 540 0.4 #9ca3af'],
    [40, 337, 'Oct 28', { size: 7.5 }], [104, 337, 'Extra lift – on call', { size: 7.5 }], [310, 337, '4 YD FEL', { size: 7.5 }], R(412, 337, '1', { size: 7.5 }), [418, 337, 'lift', { size: 7.5 }], R(500, 337, '52.00', { size: 7.5 }), R(572, 337, '52.00', { size: 7.5 }),
    [36, 348, '#RECT 540 0.4 #9ca3af'],
    [40, 352, 'Nov 4', { size: 7.5 }], [104, 352, 'Contamination charge – cardboard bin', { size: 7.5 }], [310, 352, '6 YD FEL', { size: 7.5 }], R(412, 352, '1', { size: 7.5 }), [418, 352, 'ea', { size: 7.5 }], R(500, 352, '35.00', { size: 7.5 }), R(572, 352, '35.00', { size: 7.5 }),
    [36, 363, '#RECT 540 0.4 #9ca3af'],
    [40, 367, 'Nov 9', { size: 7.5 }], [104, 367, 'Grease interceptor pump-out (manifest LW-204471)', { size: 7.5 }], [310, 367, '1,500 L GI', { size: 7.5 }], R(412, 367, '1,135', { size: 7.5 }), [418, 367, 'L', { size: 7.5 }], R(500, 367, '0.28', { size: 7.5 }), R(572, 367, '317.80', { size: 7.5 }),
    [36, 378, '#RECT 540 0.4 #9ca3af'],
    [40, 382, 'Nov 9', { size: 7.5 }], [104, 382, 'Interceptor service call', { size: 7.5 }], R(412, 382, '1', { size: 7.5 }), [418, 382, 'ea', { size: 7.5 }], R(500, 382, '95.00', { size: 7.5 }), R(572, 382, '95.00', { size: 7.5 }),
    [36, 393, '#RECT 540 0.4 #9ca3af'],
    [104, 397, 'Fuel & environmental surcharge 14.5% of lift charges $652.25', { size: 7.5 }], R(572, 397, '94.58', { size: 7.5 }),
    [36, 408, '#RECT 540 0.8 black'],
    [420, 416, 'Subtotal', { size: 8.5 }], R(572, 416, '1,294.63', { size: 8.5 }),
    [420, 430, 'GST 5%', { size: 8.5 }], R(572, 430, '64.73', { size: 8.5 }),
    [420, 444, '#RECT 156 0.8 black'],
    [420, 450, 'Current charges', { size: 10, bold: true }], R(572, 450, '$1,359.36', { size: 10, bold: true }),
    [36, 416, 'Lift counts from the truck’s RFID lift log; details in the customer portal.', { size: 7.5 }],
    [36, 427, 'Grease: 1,135 L pumped from the 1,500 L interceptor, taken to Annacis Island.', { size: 7.5 }],
    [36, 438, 'Contamination Nov 4: food waste in cardboard bin (photo on file).', { size: 7.5 }],
    [36, 486, 'Please pay the total amount due of $1,546.76 by Dec 16, 2026. Balances over 30 days are charged 2% per month.', { size: 8.5, bold: true }],
    [36, 500, 'Online banking: add payee "Coastline Waste Solutions" and use account # 31-20447 · EFT: RBC 00010-003 · 1044718', { size: 8 }],
    [36, 512, 'Cheques payable to Coastline Waste Solutions Ltd., PO Box 44718, Stn Terminal, Vancouver, BC V6B 5N4', { size: 8 }],
    [36, 750, 'Questions about your service? 604-555-0147 · billing@coastlinewaste.ca · Thank you for recycling with us.', { size: 7 }],
  ] },

  // German meat wholesaler's Rechnung (A4, de-DE): BRANDES over "Fleisch · Wurst · Geflügel", the sender line over
  // the window address (the group's Hamburg company, Buchhaltung / Kreditoren); a label column (Rechnung Nr.
  // 2026-118304, Rechnungsdatum 20.11.2026, Kundennummer, Ihre Bestellung, Tour / Fahrer, Leistungszeitraum
  // 17.11.–19.11.2026); the delivery address in a line under the title; a grey-headed table Art.-Nr. / Bezeichnung /
  // Kolli / Menge / Einh. / Preis € / Betrag € / MwSt grouped by delivery note ("Lieferschein 884120 vom 17.11.2026",
  // "… 884377 vom 19.11.2026"), each group closed by a "Summe Lieferschein" line: weights in kg to three decimals
  // (4,386 kg × 44,90), a piece line (60 Stk × 0,89), all at 7 %; then "Leergut und Nebenkosten" at 19 %: E2 crates
  // issued (6 × 12,00) and returned (-5 × 12,00) and a delivery charge; Warenwert per rate, Nettobetrag 883,48,
  // USt 7 % 59,67 and USt 19 % 5,89 (no combined tax figure), Rechnungsbetrag 949,04 €; Kolli and weight totals and
  // the crate balance; "14 Tage 2 % Skonto (18,98 €) bis 04.12.2026, 30 Tage netto bis 20.12.2026"; the bank and the
  // footer with the veterinary approval number.
  { name: 'fleischgrosshandel-de-rechnung-lieferscheine-gruppiert-summe-lieferschein-kolli-gewicht-kg-drei-nachkommastellen-stueck-pfand-e2-kisten-leergut-zurueck-7-und-19-prozent-skonto', kind: 'invoice', expect: { vendorName: 'Fleischgroßhandel Brandes GmbH & Co. KG', invoiceNumber: '2026-118304', invoiceDate: '2026-11-20', dueDate: '2026-12-20', subtotal: 883.48, total: 949.04, currency: 'EUR' },
    items: [['Rinderfilet 3/4 Mittelstück, Färse', 4.386, 44.9, 196.93], ['Roastbeef vom Rind, pariert', 5.12, 27.5, 140.8], ['Schweinebauch ohne Knochen', 8.742, 7.95, 69.5],
      ['Maishähnchenbrust mit Haut', 4.968, 12.4, 61.6], ['Rinderfilet 3/4 Mittelstück, Färse', 4.107, 44.9, 184.4], ['Lammkarree französisch geputzt', 2.254, 38.5, 86.78],
      ['Bratwurst grob, 120 g', 60, 0.89, 53.4], ['Schweinefilet, ausgelöst', 3.516, 16.8, 59.07], ['Pfand E2-Kiste (ausgegeben)', 6, 12, 72], ['Leergut E2-Kiste (zurück)', -5, 12, -60],
      ['Lieferpauschale Kühlfahrzeug', 2, 9.5, 19]], cells: [
    [40, 34, 'BRANDES', { size: 22, bold: true }],
    [41, 60, 'Fleisch · Wurst · Geflügel – seit 1924', { size: 8 }],
    R(555, 36, 'Großmarkt Hamburg · Halle 3', { size: 8, width: 200 }), R(555, 47, 'Tel. 040 447182-0 · bestellung@brandes-fleisch.de', { size: 8, width: 220 }),
    [40, 100, 'Fleischgroßhandel Brandes GmbH & Co. KG · Lagerstraße 34 · 20357 Hamburg', { size: 6.5 }],
    [40, 108, '#RECT 240 0.4 black'],
    [40, 118, 'Ember & Rye Gastronomie GmbH', { size: 9.5 }],
    [40, 131, 'Buchhaltung / Kreditoren', { size: 9.5 }],
    [40, 144, 'Große Elbstraße 145', { size: 9.5 }],
    [40, 157, '22767 Hamburg', { size: 9.5 }],
    [345, 100, 'Rechnung Nr.', { size: 8 }], R(555, 100, '2026-118304', { size: 8.5, bold: true }),
    [345, 112, 'Rechnungsdatum', { size: 8 }], R(555, 112, '20.11.2026', { size: 8 }),
    [345, 124, 'Kundennummer', { size: 8 }], R(555, 124, '40471', { size: 8 }),
    [345, 136, 'Ihre Bestellung', { size: 8 }], R(555, 136, 'ER-HH-2611', { size: 8 }),
    [345, 148, 'Tour / Fahrer', { size: 8 }], R(555, 148, '12 / K. Yilmaz', { size: 8 }),
    [345, 160, 'Leistungszeitraum', { size: 8 }], R(555, 160, '17.11.–19.11.2026', { size: 8 }),
    [40, 196, 'Rechnung', { size: 15, bold: true }],
    [40, 215, 'Lieferanschrift: Ember & Rye Schanze, Schulterblatt 58, 20357 Hamburg · Lieferung gemäß nachstehenden Lieferscheinen', { size: 8 }],
    [40, 236, '#RECT 515 14 #e5e7eb'],
    [44, 240, 'Art.-Nr.', { size: 7, bold: true }], [90, 240, 'Bezeichnung', { size: 7, bold: true }], R(300, 240, 'Kolli', { size: 7, bold: true }), R(360, 240, 'Menge', { size: 7, bold: true }),
    [366, 240, 'Einh.', { size: 7, bold: true }], R(440, 240, 'Preis €', { size: 7, bold: true }), R(505, 240, 'Betrag €', { size: 7, bold: true }), R(550, 240, 'MwSt', { size: 7, bold: true }),
    [44, 258, 'Lieferschein 884120 vom 17.11.2026', { size: 7.5, bold: true }],
    [44, 271, '10212', { size: 7.5 }], [90, 271, 'Rinderfilet 3/4 Mittelstück, Färse', { size: 7.5 }], R(300, 271, '2', { size: 7.5 }), R(360, 271, '4,386', { size: 7.5 }), [366, 271, 'kg', { size: 7.5 }], R(440, 271, '44,90', { size: 7.5 }), R(505, 271, '196,93', { size: 7.5 }), R(550, 271, '7 %', { size: 7.5 }),
    [44, 283, '10540', { size: 7.5 }], [90, 283, 'Roastbeef vom Rind, pariert', { size: 7.5 }], R(300, 283, '1', { size: 7.5 }), R(360, 283, '5,120', { size: 7.5 }), [366, 283, 'kg', { size: 7.5 }], R(440, 283, '27,50', { size: 7.5 }), R(505, 283, '140,80', { size: 7.5 }), R(550, 283, '7 %', { size: 7.5 }),
    [44, 295, '20110', { size: 7.5 }], [90, 295, 'Schweinebauch ohne Knochen', { size: 7.5 }], R(300, 295, '2', { size: 7.5 }), R(360, 295, '8,742', { size: 7.5 }), [366, 295, 'kg', { size: 7.5 }], R(440, 295, '7,95', { size: 7.5 }), R(505, 295, '69,50', { size: 7.5 }), R(550, 295, '7 %', { size: 7.5 }),
    [44, 307, '30415', { size: 7.5 }], [90, 307, 'Maishähnchenbrust mit Haut', { size: 7.5 }], R(300, 307, '1', { size: 7.5 }), R(360, 307, '4,968', { size: 7.5 }), [366, 307, 'kg', { size: 7.5 }], R(440, 307, '12,40', { size: 7.5 }), R(505, 307, '61,60', { size: 7.5 }), R(550, 307, '7 %', { size: 7.5 }),
    [380, 318, '#RECT 175 0.4 black'],
    [90, 322, 'Summe Lieferschein 884120', { size: 7.5, bold: true }], R(505, 322, '468,83', { size: 7.5, bold: true }),
    [44, 340, 'Lieferschein 884377 vom 19.11.2026', { size: 7.5, bold: true }],
    [44, 353, '10212', { size: 7.5 }], [90, 353, 'Rinderfilet 3/4 Mittelstück, Färse', { size: 7.5 }], R(300, 353, '2', { size: 7.5 }), R(360, 353, '4,107', { size: 7.5 }), [366, 353, 'kg', { size: 7.5 }], R(440, 353, '44,90', { size: 7.5 }), R(505, 353, '184,40', { size: 7.5 }), R(550, 353, '7 %', { size: 7.5 }),
    [44, 365, '40020', { size: 7.5 }], [90, 365, 'Lammkarree französisch geputzt', { size: 7.5 }], R(300, 365, '1', { size: 7.5 }), R(360, 365, '2,254', { size: 7.5 }), [366, 365, 'kg', { size: 7.5 }], R(440, 365, '38,50', { size: 7.5 }), R(505, 365, '86,78', { size: 7.5 }), R(550, 365, '7 %', { size: 7.5 }),
    [44, 377, '50120', { size: 7.5 }], [90, 377, 'Bratwurst grob, 120 g', { size: 7.5 }], R(300, 377, '2', { size: 7.5 }), R(360, 377, '60', { size: 7.5 }), [366, 377, 'Stk', { size: 7.5 }], R(440, 377, '0,89', { size: 7.5 }), R(505, 377, '53,40', { size: 7.5 }), R(550, 377, '7 %', { size: 7.5 }),
    [44, 389, '20230', { size: 7.5 }], [90, 389, 'Schweinefilet, ausgelöst', { size: 7.5 }], R(300, 389, '1', { size: 7.5 }), R(360, 389, '3,516', { size: 7.5 }), [366, 389, 'kg', { size: 7.5 }], R(440, 389, '16,80', { size: 7.5 }), R(505, 389, '59,07', { size: 7.5 }), R(550, 389, '7 %', { size: 7.5 }),
    [380, 400, '#RECT 175 0.4 black'],
    [90, 404, 'Summe Lieferschein 884377', { size: 7.5, bold: true }], R(505, 404, '383,65', { size: 7.5, bold: true }),
    [44, 422, 'Leergut und Nebenkosten', { size: 7.5, bold: true }],
    [44, 435, '90001', { size: 7.5 }], [90, 435, 'Pfand E2-Kiste (ausgegeben)', { size: 7.5 }], R(360, 435, '6', { size: 7.5 }), [366, 435, 'Stk', { size: 7.5 }], R(440, 435, '12,00', { size: 7.5 }), R(505, 435, '72,00', { size: 7.5 }), R(550, 435, '19 %', { size: 7.5 }),
    [44, 447, '90001', { size: 7.5 }], [90, 447, 'Leergut E2-Kiste (zurück)', { size: 7.5 }], R(360, 447, '-5', { size: 7.5 }), [366, 447, 'Stk', { size: 7.5 }], R(440, 447, '12,00', { size: 7.5 }), R(505, 447, '-60,00', { size: 7.5 }), R(550, 447, '19 %', { size: 7.5 }),
    [44, 459, '90100', { size: 7.5 }], [90, 459, 'Lieferpauschale Kühlfahrzeug', { size: 7.5 }], R(360, 459, '2', { size: 7.5 }), [366, 459, 'Lfg', { size: 7.5 }], R(440, 459, '9,50', { size: 7.5 }), R(505, 459, '19,00', { size: 7.5 }), R(550, 459, '19 %', { size: 7.5 }),
    [40, 473, '#RECT 515 0.8 black'],
    [330, 482, 'Warenwert 7 %', { size: 8 }], R(555, 482, '852,48', { size: 8 }),
    [330, 494, 'Warenwert 19 %', { size: 8 }], R(555, 494, '31,00', { size: 8 }),
    [330, 506, 'Nettobetrag', { size: 8 }], R(555, 506, '883,48', { size: 8 }),
    [330, 518, 'zzgl. 7 % USt auf 852,48', { size: 8 }], R(555, 518, '59,67', { size: 8 }),
    [330, 530, 'zzgl. 19 % USt auf 31,00', { size: 8 }], R(555, 530, '5,89', { size: 8 }),
    [330, 543, '#RECT 225 0.8 black'],
    [330, 549, 'Rechnungsbetrag', { size: 10, bold: true }], R(555, 549, '949,04 €', { size: 10, bold: true }),
    [40, 482, '12 Kolli · 33,093 kg (ohne Stückware)', { size: 7.5 }],
    [40, 493, 'Leergutkonto E2-Kisten: Saldo 7 Stk beim Kunden', { size: 7.5 }],
    [40, 504, 'Kühlkette eingehalten, Übergabe 5,8 °C / 6,1 °C', { size: 7.5 }],
    [40, 584, 'Zahlungsbedingungen: innerhalb 14 Tagen mit 2 % Skonto (18,98 €), also 930,06 €, bis zum 04.12.2026,', { size: 8.5 }],
    [40, 596, 'oder innerhalb 30 Tagen ohne Abzug bis zum 20.12.2026. Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.', { size: 8.5 }],
    [40, 612, 'Hamburger Sparkasse · IBAN DE44 2005 0550 1044 7182 04 · BIC HASPDEHHXXX · Verwendungszweck: 2026-118304 / 40471', { size: 8 }],
    [40, 778, '#RECT 515 0.4 black'],
    [40, 786, 'Fleischgroßhandel Brandes GmbH & Co. KG · Sitz Hamburg · Amtsgericht Hamburg HRA 104471 · pers. haftende Gesellschafterin: Brandes Verwaltungs-GmbH, HRB 44718', { size: 6.5 }],
    [40, 796, 'Geschäftsführer: Jan-Henrik Brandes · USt-IdNr. DE811447182 · Zulassungsnummer DE HH 20447 EG · Steuernummer 47/718/04471', { size: 6.5 }],
  ] },

  // Austrian POS software subscription's RECHNUNG (A4, de-AT): the lower-case "kassaflow" word mark, RECHNUNG right,
  // the sender line over the window address (the group's Vienna company); a label column (Rechnungsnummer
  // KF-2026-11-00471, Rechnungsdatum 01.11.2026, Kundennummer, Vertrag, Leistungszeitraum 01.11.–30.11.2026, Fällig am
  // 15.11.2026); "Rechnung für November 2026" and the site with its terminals; a slate header band over a table ruled
  // under every row, Pos / Leistung / Zeitraum / Menge / Einh. / Einzelpreis / Betrag €: the site licence, 3 extra
  // till licences and 4 handheld licences per month, two prorations for devices added in October (14 Tage ×
  // 0,9355 and 9 Tage × 0,4677, four-decimal day rates) and a prorated credit for a cancelled module (-8 Tage ×
  // 0,7742), the RKSV signature unit and 2 rented card terminals; Summe netto 291,82, USt 20 % 58,36,
  // Rechnungsbetrag EUR 350,18; a forecast of the next month's amount; bank details with the payment reference and an
  // EPC "Zahlen mit Code" QR code; the footer with FN and UID.
  { name: 'kassensystem-at-abo-rechnung-standortlizenz-terminal-lizenzen-pro-geraet-anteilige-abrechnung-tage-vier-nachkommastellen-gutschrift-gekuendigtes-modul-rksv-miete-kartenterminal-zahlen-mit-code-qr', kind: 'invoice', expect: { vendorName: 'Kassaflow Software GmbH', invoiceNumber: 'KF-2026-11-00471', invoiceDate: '2026-11-01', dueDate: '2026-11-15', subtotal: 291.82, tax: 58.36, total: 350.18, currency: 'EUR' },
    items: [['Kassaflow Gastro Pro – Standortlizenz', 1, 89, 89], ['Kassenlizenz Zusatzkassa', 3, 29, 87], ['Handheld-Lizenz (Bestellgerät)', 4, 14.5, 58],
      ['Zusatzkassa T-04, anteilig', 14, 0.9355, 13.1], ['Handheld H-05, anteilig', 9, 0.4677, 4.21], ['RKSV-Signaturerstellungseinheit (Cloud)', 1, 6.9, 6.9],
      ['Miete Kartenterminal Paylink S3', 2, 19.9, 39.8], ['Gutschrift Modul Online-Bestellung, anteilig', -8, 0.7742, -6.19]], cells: [
    [40, 34, 'kassaflow', { size: 24, bold: true }],
    [41, 63, 'Kassensysteme für die Gastronomie – RKSV-konform', { size: 8 }],
    R(555, 36, 'RECHNUNG', { size: 16, bold: true, width: 200 }),
    [40, 98, 'Kassaflow Software GmbH · Lassallestraße 7b · 1020 Wien', { size: 6.5 }],
    [40, 106, '#RECT 200 0.4 black'],
    [40, 116, 'Ember & Rye Wien GmbH', { size: 9.5 }],
    [40, 129, 'z. H. Buchhaltung', { size: 9.5 }],
    [40, 142, 'Mariahilfer Straße 88/3', { size: 9.5 }],
    [40, 155, '1070 Wien', { size: 9.5 }],
    [345, 98, 'Rechnungsnummer', { size: 8 }], R(555, 98, 'KF-2026-11-00471', { size: 8.5, bold: true }),
    [345, 110, 'Rechnungsdatum', { size: 8 }], R(555, 110, '01.11.2026', { size: 8 }),
    [345, 122, 'Kundennummer', { size: 8 }], R(555, 122, 'K-20447', { size: 8 }),
    [345, 134, 'Vertrag', { size: 8 }], R(555, 134, 'GP-Pro-0318 (monatlich)', { size: 8 }),
    [345, 146, 'Leistungszeitraum', { size: 8 }], R(555, 146, '01.11.–30.11.2026', { size: 8 }),
    [345, 158, 'Fällig am', { size: 8, bold: true }], R(555, 158, '15.11.2026', { size: 8, bold: true }),
    [40, 196, 'Rechnung für November 2026', { size: 13, bold: true }],
    [40, 214, 'Standort: Ember & Rye Neubau, Neubaugasse 12, 1070 Wien · 4 Kassen, 5 Handhelds, 2 Kartenterminals', { size: 8 }],
    [40, 238, '#RECT 515 15 #334155'],
    [44, 242, 'Pos', { size: 7, bold: true, width: -1 }], [66, 242, 'Leistung', { size: 7, bold: true, width: -1 }], [272, 242, 'Zeitraum', { size: 7, bold: true, width: -1 }],
    R(372, 242, 'Menge', { size: 7, bold: true, width: -1 }), [378, 242, 'Einh.', { size: 7, bold: true, width: -1 }], R(462, 242, 'Einzelpreis', { size: 7, bold: true, width: -1 }), R(550, 242, 'Betrag €', { size: 7, bold: true, width: -1 }),
    [44, 261, '1', { size: 8 }], [66, 261, 'Kassaflow Gastro Pro – Standortlizenz', { size: 8 }], [272, 261, '11/2026', { size: 8 }], R(372, 261, '1', { size: 8 }), [378, 261, 'Mon.', { size: 8 }], R(462, 261, '89,00', { size: 8 }), R(550, 261, '89,00', { size: 8 }),
    [40, 273, '#RECT 515 0.4 #9ca3af'],
    [44, 277, '2', { size: 8 }], [66, 277, 'Kassenlizenz Zusatzkassa', { size: 8 }], [272, 277, '11/2026', { size: 8 }], R(372, 277, '3', { size: 8 }), [378, 277, 'Stk', { size: 8 }], R(462, 277, '29,00', { size: 8 }), R(550, 277, '87,00', { size: 8 }),
    [40, 289, '#RECT 515 0.4 #9ca3af'],
    [44, 293, '3', { size: 8 }], [66, 293, 'Handheld-Lizenz (Bestellgerät)', { size: 8 }], [272, 293, '11/2026', { size: 8 }], R(372, 293, '4', { size: 8 }), [378, 293, 'Stk', { size: 8 }], R(462, 293, '14,50', { size: 8 }), R(550, 293, '58,00', { size: 8 }),
    [40, 305, '#RECT 515 0.4 #9ca3af'],
    [44, 309, '4', { size: 8 }], [66, 309, 'Zusatzkassa T-04, anteilig', { size: 8 }], [272, 309, '18.10.–31.10.2026', { size: 8 }], R(372, 309, '14', { size: 8 }), [378, 309, 'Tage', { size: 8 }], R(462, 309, '0,9355', { size: 8 }), R(550, 309, '13,10', { size: 8 }),
    [40, 321, '#RECT 515 0.4 #9ca3af'],
    [44, 325, '5', { size: 8 }], [66, 325, 'Handheld H-05, anteilig', { size: 8 }], [272, 325, '23.10.–31.10.2026', { size: 8 }], R(372, 325, '9', { size: 8 }), [378, 325, 'Tage', { size: 8 }], R(462, 325, '0,4677', { size: 8 }), R(550, 325, '4,21', { size: 8 }),
    [40, 337, '#RECT 515 0.4 #9ca3af'],
    [44, 341, '6', { size: 8 }], [66, 341, 'RKSV-Signaturerstellungseinheit (Cloud)', { size: 8 }], [272, 341, '11/2026', { size: 8 }], R(372, 341, '1', { size: 8 }), [378, 341, 'Mon.', { size: 8 }], R(462, 341, '6,90', { size: 8 }), R(550, 341, '6,90', { size: 8 }),
    [40, 353, '#RECT 515 0.4 #9ca3af'],
    [44, 357, '7', { size: 8 }], [66, 357, 'Miete Kartenterminal Paylink S3', { size: 8 }], [272, 357, '11/2026', { size: 8 }], R(372, 357, '2', { size: 8 }), [378, 357, 'Stk', { size: 8 }], R(462, 357, '19,90', { size: 8 }), R(550, 357, '39,80', { size: 8 }),
    [40, 369, '#RECT 515 0.4 #9ca3af'],
    [44, 373, '8', { size: 8 }], [66, 373, 'Gutschrift Modul Online-Bestellung, anteilig', { size: 8 }], [272, 373, '24.10.–31.10.2026', { size: 8 }], R(372, 373, '-8', { size: 8 }), [378, 373, 'Tage', { size: 8 }], R(462, 373, '0,7742', { size: 8 }), R(550, 373, '-6,19', { size: 8 }),
    [40, 386, '#RECT 515 0.8 black'],
    [345, 395, 'Summe netto', { size: 8.5 }], R(550, 395, '291,82', { size: 8.5 }),
    [345, 409, 'USt 20 %', { size: 8.5 }], R(550, 409, '58,36', { size: 8.5 }),
    [345, 422, '#RECT 205 0.8 black'],
    [345, 428, 'Rechnungsbetrag', { size: 10, bold: true }], R(550, 428, 'EUR 350,18', { size: 10, bold: true }),
    [40, 395, 'Anteilige Beträge: Monatspreis ÷ 31 Tage × Tage im Oktober 2026.', { size: 7.5 }],
    [40, 406, 'Modul Online-Bestellung gekündigt per 23.10.2026.', { size: 7.5 }],
    [40, 417, 'Voraussichtlicher Betrag Dezember 2026: EUR 389,04 brutto.', { size: 7.5 }],
    [40, 470, 'Bankverbindung', { size: 9, bold: true }],
    [40, 484, 'Erste Bank der oesterreichischen Sparkassen AG', { size: 8.5 }],
    [40, 496, 'IBAN AT71 2011 1844 7182 0400 · BIC GIBAATWWXXX', { size: 8.5 }],
    [40, 508, 'Verwendungszweck: KF-2026-11-00471', { size: 8.5 }],
    [40, 524, 'Zahlbar bis 15.11.2026 ohne Abzug. Bei Zahlungsverzug behalten wir uns', { size: 8 }],
    [40, 535, 'die Sperre der Zusatzmodule vor; die Registrierkasse bleibt RKSV-konform nutzbar.', { size: 8 }],
    ...qr(465, 466, 90, 1904),
    [476, 562, 'Zahlen mit Code', { size: 7.5 }],
    [40, 778, '#RECT 515 0.4 black'],
    [40, 786, 'Kassaflow Software GmbH · Lassallestraße 7b, 1020 Wien · FN 504471 k, Handelsgericht Wien · UID ATU74471820 · Geschäftsführung: Mag. Lena Hofer', { size: 6.5 }],
    [40, 796, 'support@kassaflow.at · +43 1 447 18 20 · Es gelten unsere AGB in der Fassung 01/2026.', { size: 6.5 }],
  ] },

  // French bakery's standing-order FACTURE (A4, fr-FR): "Fournier & Fils" over the trades line and the SARL's
  // address; a label column left (N° de facture F2026-11-0218, Date 22/11/2026, Code client, Commande permanente
  // CP-12, Période livrée du 16/11/2026 au 22/11/2026) and a framed client box right (the group's French company,
  // comptabilité fournisseurs, Paris) with the delivery address (the Lyon restaurant) under it; a table between black
  // rules with one row per delivery day (Lundi 16/11/2026 … Dimanche 22/11/2026, each with its BL n°), the day's
  // quantities in three product columns (Baguettes tradition, Pains de campagne, Viennoiseries) whose unit prices
  // are printed once in a "Prix unitaire HT" row under the headings, TVA 5,5 % and the day's Montant HT; an "Avoir"
  // row (-10 baguettes not delivered, -10,50) and "Frais de livraison (7 × 3,50)" at 20 %; a TVA recap (5,5 % on
  // 658,20 = 36,20; 20 % on 24,50 = 4,90); Total HT 682,70 €, Total TVA 41,10 €, Total TTC 723,80 € on a dark band,
  // Net à payer; "30 jours fin de mois – échéance le 31/12/2026", the IBAN, the late-payment wording and the footer.
  { name: 'boulangerie-fr-facture-commande-permanente-une-ligne-par-jour-bl-quantites-par-produit-prix-unitaire-en-tete-avoir-baguettes-non-livrees-livraison-20-tva-5-5-trente-jours-fin-de-mois', kind: 'invoice', expect: { vendorName: 'Boulangerie Fournier & Fils SARL', invoiceNumber: 'F2026-11-0218', invoiceDate: '2026-11-22', dueDate: '2026-12-31', subtotal: 682.7, tax: 41.1, total: 723.8, currency: 'EUR' },
    items: [['Lundi 16/11/2026', null, null, 86.7], ['Mardi 17/11/2026', null, null, 86.7], ['Mercredi 18/11/2026', null, null, 77.4], ['Jeudi 19/11/2026', null, null, 86.7],
      ['Vendredi 20/11/2026', null, null, 106.6], ['Samedi 21/11/2026', null, null, 125.2], ['Dimanche 22/11/2026', null, null, 99.4],
      ['Avoir : 10 baguettes non livrées (BL 26-4474)', null, null, -10.5], ['Frais de livraison (7 × 3,50)', null, null, 24.5]], cells: [
    [40, 34, 'Fournier & Fils', { size: 20, bold: true }],
    [40, 58, 'Boulangerie · Pâtisserie · Livraison aux professionnels', { size: 8.5 }],
    [40, 72, 'Boulangerie Fournier & Fils SARL · 27 rue Paul Bert · 69003 Lyon · 04 78 44 71 82', { size: 7.5 }],
    R(555, 34, 'FACTURE', { size: 18, bold: true, width: 150 }),
    [40, 104, 'N° de facture', { size: 8 }], [132, 104, 'F2026-11-0218', { size: 8.5, bold: true }],
    [40, 116, 'Date', { size: 8 }], [132, 116, '22/11/2026', { size: 8.5 }],
    [40, 128, 'Code client', { size: 8 }], [132, 128, 'C0447', { size: 8.5 }],
    [40, 140, 'Commande', { size: 8 }], [132, 140, 'Commande permanente CP-12', { size: 8.5 }],
    [40, 152, 'Période livrée', { size: 8 }], [132, 152, 'du 16/11/2026 au 22/11/2026', { size: 8.5 }],
    [330, 98, '#RECT 225 66 black stroke'],
    [340, 106, 'Ember & Rye France SAS', { size: 9, bold: true }],
    [340, 119, 'Service comptabilité fournisseurs', { size: 8.5 }],
    [340, 131, '12 rue de la Chaussée-d’Antin', { size: 8.5 }],
    [340, 143, '75009 Paris', { size: 8.5 }],
    [330, 172, 'Livraison : Ember & Rye Confluence', { size: 8 }],
    [330, 183, '2 cours Charlemagne, 69002 Lyon (avant 6 h 30)', { size: 8 }],
    [40, 206, '#RECT 515 1.2 black'],
    [44, 215, 'Jour', { size: 7, bold: true }], [140, 215, 'BL n°', { size: 7, bold: true }],
    R(270, 211, 'Baguettes', { size: 7, bold: true }), R(270, 220, 'tradition', { size: 7, bold: true }),
    R(340, 211, 'Pains de', { size: 7, bold: true }), R(340, 220, 'campagne', { size: 7, bold: true }),
    R(410, 211, 'Viennoiseries', { size: 7, bold: true }), R(410, 220, 'assorties', { size: 7, bold: true }),
    R(460, 215, 'TVA', { size: 7, bold: true }), R(550, 215, 'Montant HT', { size: 7, bold: true }),
    [40, 232, '#RECT 515 0.5 black'],
    [44, 236, 'Prix unitaire HT (€)', { size: 7 }], R(270, 236, '1,05', { size: 7 }), R(340, 236, '3,20', { size: 7 }), R(410, 236, '0,85', { size: 7 }),
    [40, 247, '#RECT 515 0.4 #9ca3af'],
    [44, 253, 'Lundi 16/11/2026', { size: 8.5 }], [140, 253, 'BL 26-4471', { size: 8.5 }], R(270, 253, '40', { size: 8.5 }), R(340, 253, '6', { size: 8.5 }), R(410, 253, '30', { size: 8.5 }), R(460, 253, '5,5 %', { size: 8.5 }), R(550, 253, '86,70', { size: 8.5 }),
    [44, 268, 'Mardi 17/11/2026', { size: 8.5 }], [140, 268, 'BL 26-4472', { size: 8.5 }], R(270, 268, '40', { size: 8.5 }), R(340, 268, '6', { size: 8.5 }), R(410, 268, '30', { size: 8.5 }), R(460, 268, '5,5 %', { size: 8.5 }), R(550, 268, '86,70', { size: 8.5 }),
    [44, 283, 'Mercredi 18/11/2026', { size: 8.5 }], [140, 283, 'BL 26-4473', { size: 8.5 }], R(270, 283, '36', { size: 8.5 }), R(340, 283, '6', { size: 8.5 }), R(410, 283, '24', { size: 8.5 }), R(460, 283, '5,5 %', { size: 8.5 }), R(550, 283, '77,40', { size: 8.5 }),
    [44, 298, 'Jeudi 19/11/2026', { size: 8.5 }], [140, 298, 'BL 26-4474', { size: 8.5 }], R(270, 298, '40', { size: 8.5 }), R(340, 298, '6', { size: 8.5 }), R(410, 298, '30', { size: 8.5 }), R(460, 298, '5,5 %', { size: 8.5 }), R(550, 298, '86,70', { size: 8.5 }),
    [44, 313, 'Vendredi 20/11/2026', { size: 8.5 }], [140, 313, 'BL 26-4475', { size: 8.5 }], R(270, 313, '48', { size: 8.5 }), R(340, 313, '8', { size: 8.5 }), R(410, 313, '36', { size: 8.5 }), R(460, 313, '5,5 %', { size: 8.5 }), R(550, 313, '106,60', { size: 8.5 }),
    [44, 328, 'Samedi 21/11/2026', { size: 8.5 }], [140, 328, 'BL 26-4476', { size: 8.5 }], R(270, 328, '56', { size: 8.5 }), R(340, 328, '8', { size: 8.5 }), R(410, 328, '48', { size: 8.5 }), R(460, 328, '5,5 %', { size: 8.5 }), R(550, 328, '125,20', { size: 8.5 }),
    [44, 343, 'Dimanche 22/11/2026', { size: 8.5 }], [140, 343, 'BL 26-4477', { size: 8.5 }], R(270, 343, '44', { size: 8.5 }), R(340, 343, '6', { size: 8.5 }), R(410, 343, '40', { size: 8.5 }), R(460, 343, '5,5 %', { size: 8.5 }), R(550, 343, '99,40', { size: 8.5 }),
    [40, 357, '#RECT 515 0.4 #9ca3af'],
    [44, 362, 'Avoir : 10 baguettes non livrées (BL 26-4474)', { size: 8.5 }], R(270, 362, '-10', { size: 8.5 }), R(460, 362, '5,5 %', { size: 8.5 }), R(550, 362, '-10,50', { size: 8.5 }),
    [44, 377, 'Frais de livraison (7 × 3,50)', { size: 8.5 }], R(460, 377, '20 %', { size: 8.5 }), R(550, 377, '24,50', { size: 8.5 }),
    [40, 392, '#RECT 515 1.2 black'],
    [44, 404, 'Taux', { size: 7, bold: true }], R(150, 404, 'Base HT', { size: 7, bold: true }), R(210, 404, 'TVA', { size: 7, bold: true }),
    [44, 416, '5,5 %', { size: 8 }], R(150, 416, '658,20', { size: 8 }), R(210, 416, '36,20', { size: 8 }),
    [44, 428, '20 %', { size: 8 }], R(150, 428, '24,50', { size: 8 }), R(210, 428, '4,90', { size: 8 }),
    [360, 404, 'Total HT', { size: 8.5 }], R(550, 404, '682,70 €', { size: 8.5 }),
    [360, 417, 'Total TVA', { size: 8.5 }], R(550, 417, '41,10 €', { size: 8.5 }),
    [355, 431, '#RECT 200 18 #78350f'],
    [360, 435, 'Total TTC', { size: 10, bold: true, width: -1 }], R(550, 435, '723,80 €', { size: 10, bold: true, width: -1 }),
    [360, 456, 'Net à payer', { size: 9, bold: true }], R(550, 456, '723,80 €', { size: 9, bold: true }),
    [40, 494, 'Conditions de paiement : 30 jours fin de mois – échéance le 31/12/2026, par virement.', { size: 8.5, bold: true }],
    [40, 507, 'IBAN FR76 1007 1690 0000 0044 7182 043 · BIC CCBPFRPPLYO · Référence à rappeler : F2026-11-0218', { size: 8 }],
    [40, 521, 'Pas d’escompte pour paiement anticipé. En cas de retard de paiement : pénalités au taux de 3 fois le taux d’intérêt légal et', { size: 7.5 }],
    [40, 531, 'indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 du Code de commerce).', { size: 7.5 }],
    [40, 547, 'Modification de la commande permanente : la veille avant 14 h au 04 78 44 71 82.', { size: 7.5 }],
    [40, 786, 'Boulangerie Fournier & Fils SARL au capital de 20 000 € · RCS Lyon 812 447 182 · SIRET 812 447 182 00019 · TVA FR58 812447182 · APE 1071C', { size: 6.5 }],
  ] },

  // Italian coffee roaster's FATTURA (A4, it-IT, "copia di cortesia" of the e-invoice): "Torrefazione Aurelia" over
  // the tagline; Cedente/prestatore (the S.r.l. with P.IVA and REA) and Cessionario/committente (the group's Italian
  // company with its SdI code) with the delivery place; a five-cell boxed grid (Tipo documento TD01 Fattura, Numero
  // 1184/FE, Data 18/11/2026, Codice cliente, Pagamento Bonifico 30 gg dffm); the DDT references with their own
  // dates; a dark header band over an unruled table Codice / Descrizione / U.M. / Q.tà / Prezzo / Sc.% / Importo /
  // IVA: the monthly coffee subscription, extra kilos, decaf with a 10 % line discount, the espresso-machine and
  // grinder rentals and cleaning tablets at 22 %, sugar sachets and a hot-chocolate mix at 10 %; a Riepilogo IVA (22 %
  // 826,88 / 181,91, 10 % 49,00 / 4,90); Totale imponibile 875,88, Totale IVA 186,81, Totale documento € 1.062,69,
  // Netto a pagare; a "Scadenze" band (31/12/2026, bonifico, IBAN); the rental and CONAI notes and the footer.
  { name: 'torrefazione-it-fattura-copia-di-cortesia-abbonamento-caffe-noleggio-macchina-espresso-macinadosatore-sconto-riga-iva-22-e-10-zucchero-riepilogo-iva-ddt-scadenza-fine-mese', kind: 'invoice', expect: { vendorName: 'Torrefazione Aurelia S.r.l.', invoiceNumber: '1184/FE', invoiceDate: '2026-11-18', dueDate: '2026-12-31', subtotal: 875.88, tax: 186.81, total: 1062.69, currency: 'EUR' },
    items: [['Abbonamento Caffè Pro nov. 2026 (24 kg inclusi)', 1, 540, 540], ['Caffè in grani Miscela Oro 1 kg – extra', 6, 22.5, 135], ['Caffè decaffeinato in grani 500 g', 4, 13.8, 49.68],
      ['Noleggio macchina espresso 2 gruppi – nov.', 1, 65, 65], ['Noleggio macinadosatore on demand – nov.', 1, 18, 18], ['Pastiglie pulizia gruppi (conf. 100)', 2, 9.6, 19.2],
      ['Zucchero di canna in bustine 4 g (ct. 1000)', 2, 14.9, 29.8], ['Preparato per cioccolata calda 1 kg', 3, 6.4, 19.2]], cells: [
    [40, 34, 'Torrefazione Aurelia', { size: 18, bold: true }],
    [40, 56, 'Caffè per il professionista dal 1961', { size: 8.5 }],
    R(555, 34, 'FATTURA', { size: 16, bold: true, width: 150 }),
    R(555, 54, 'Copia di cortesia – l’originale è trasmesso tramite SdI', { size: 6.5, width: 220 }),
    [40, 80, 'Cedente/prestatore', { size: 7, bold: true }],
    [40, 90, 'Torrefazione Aurelia S.r.l.', { size: 8.5, bold: true }],
    [40, 101, 'Via Bergamo 21, 20900 Monza (MB)', { size: 8 }],
    [40, 112, 'P.IVA e C.F. 04471820965 · REA MB-1744718', { size: 8 }],
    [320, 80, 'Cessionario/committente', { size: 7, bold: true }],
    [320, 90, 'Ember & Rye Italia S.r.l.', { size: 8.5, bold: true }],
    [320, 101, 'Corso Garibaldi 42, 20121 Milano', { size: 8 }],
    [320, 112, 'P.IVA 11447182963 · Cod. destinatario M5UXCR1', { size: 8 }],
    [320, 124, 'Luogo di consegna: Ember & Rye Brera, Via Solferino 18, Milano', { size: 7.5 }],
    [40, 144, '#RECT 515 30 black stroke'],
    [143, 144, '#RECT 0 30 black stroke'], [246, 144, '#RECT 0 30 black stroke'], [349, 144, '#RECT 0 30 black stroke'], [452, 144, '#RECT 0 30 black stroke'],
    [45, 148, 'Tipo documento', { size: 6.5 }], [45, 159, 'TD01 Fattura', { size: 8.5, bold: true }],
    [148, 148, 'Numero', { size: 6.5 }], [148, 159, '1184/FE', { size: 8.5, bold: true }],
    [251, 148, 'Data', { size: 6.5 }], [251, 159, '18/11/2026', { size: 8.5, bold: true }],
    [354, 148, 'Codice cliente', { size: 6.5 }], [354, 159, 'C-0447', { size: 8.5 }],
    [457, 148, 'Pagamento', { size: 6.5 }], [457, 159, 'Bonifico 30 gg dffm', { size: 8.5 }],
    [40, 184, 'Rif. DDT n. 2026/3318 del 12/11/2026 e n. 2026/3402 del 16/11/2026 · Vs. ordine n. 88/2026', { size: 8 }],
    [40, 202, '#RECT 515 15 #7c2d12'],
    [44, 206, 'Codice', { size: 7, bold: true, width: -1 }], [100, 206, 'Descrizione', { size: 7, bold: true, width: -1 }], [306, 206, 'U.M.', { size: 7, bold: true, width: -1 }],
    R(352, 206, 'Q.tà', { size: 7, bold: true, width: -1 }), R(405, 206, 'Prezzo', { size: 7, bold: true, width: -1 }), R(437, 206, 'Sc.%', { size: 7, bold: true, width: -1 }),
    R(500, 206, 'Importo', { size: 7, bold: true, width: -1 }), R(550, 206, 'IVA', { size: 7, bold: true, width: -1 }),
    [44, 225, 'ABB-PRO', { size: 7.5 }], [100, 225, 'Abbonamento Caffè Pro nov. 2026 (24 kg inclusi)', { size: 7.5 }], [306, 225, 'NR', { size: 7.5 }], R(352, 225, '1', { size: 7.5 }), R(405, 225, '540,00', { size: 7.5 }), R(500, 225, '540,00', { size: 7.5 }), R(550, 225, '22', { size: 7.5 }),
    [44, 239, 'MO-1KG', { size: 7.5 }], [100, 239, 'Caffè in grani Miscela Oro 1 kg – extra', { size: 7.5 }], [306, 239, 'KG', { size: 7.5 }], R(352, 239, '6', { size: 7.5 }), R(405, 239, '22,50', { size: 7.5 }), R(500, 239, '135,00', { size: 7.5 }), R(550, 239, '22', { size: 7.5 }),
    [44, 253, 'DEC-500', { size: 7.5 }], [100, 253, 'Caffè decaffeinato in grani 500 g', { size: 7.5 }], [306, 253, 'PZ', { size: 7.5 }], R(352, 253, '4', { size: 7.5 }), R(405, 253, '13,80', { size: 7.5 }), R(437, 253, '10', { size: 7.5 }), R(500, 253, '49,68', { size: 7.5 }), R(550, 253, '22', { size: 7.5 }),
    [44, 267, 'NOL-M2', { size: 7.5 }], [100, 267, 'Noleggio macchina espresso 2 gruppi – nov.', { size: 7.5 }], [306, 267, 'NR', { size: 7.5 }], R(352, 267, '1', { size: 7.5 }), R(405, 267, '65,00', { size: 7.5 }), R(500, 267, '65,00', { size: 7.5 }), R(550, 267, '22', { size: 7.5 }),
    [44, 281, 'NOL-MD', { size: 7.5 }], [100, 281, 'Noleggio macinadosatore on demand – nov.', { size: 7.5 }], [306, 281, 'NR', { size: 7.5 }], R(352, 281, '1', { size: 7.5 }), R(405, 281, '18,00', { size: 7.5 }), R(500, 281, '18,00', { size: 7.5 }), R(550, 281, '22', { size: 7.5 }),
    [44, 295, 'PUL-100', { size: 7.5 }], [100, 295, 'Pastiglie pulizia gruppi (conf. 100)', { size: 7.5 }], [306, 295, 'CF', { size: 7.5 }], R(352, 295, '2', { size: 7.5 }), R(405, 295, '9,60', { size: 7.5 }), R(500, 295, '19,20', { size: 7.5 }), R(550, 295, '22', { size: 7.5 }),
    [44, 309, 'ZUC-1000', { size: 7.5 }], [100, 309, 'Zucchero di canna in bustine 4 g (ct. 1000)', { size: 7.5 }], [306, 309, 'CT', { size: 7.5 }], R(352, 309, '2', { size: 7.5 }), R(405, 309, '14,90', { size: 7.5 }), R(500, 309, '29,80', { size: 7.5 }), R(550, 309, '10', { size: 7.5 }),
    [44, 323, 'CIO-1KG', { size: 7.5 }], [100, 323, 'Preparato per cioccolata calda 1 kg', { size: 7.5 }], [306, 323, 'PZ', { size: 7.5 }], R(352, 323, '3', { size: 7.5 }), R(405, 323, '6,40', { size: 7.5 }), R(500, 323, '19,20', { size: 7.5 }), R(550, 323, '10', { size: 7.5 }),
    [40, 338, '#RECT 515 0.8 black'],
    [44, 348, 'Riepilogo IVA', { size: 8, bold: true }],
    [44, 361, 'Aliquota', { size: 7, bold: true }], R(150, 361, 'Imponibile', { size: 7, bold: true }), R(205, 361, 'Imposta', { size: 7, bold: true }), [215, 361, 'Esigibilità', { size: 7, bold: true }],
    [44, 373, '22,00 %', { size: 8 }], R(150, 373, '826,88', { size: 8 }), R(205, 373, '181,91', { size: 8 }), [215, 373, 'immediata', { size: 8 }],
    [44, 385, '10,00 %', { size: 8 }], R(150, 385, '49,00', { size: 8 }), R(205, 385, '4,90', { size: 8 }), [215, 385, 'immediata', { size: 8 }],
    [350, 348, 'Totale imponibile', { size: 8.5 }], R(550, 348, '875,88', { size: 8.5 }),
    [350, 361, 'Totale IVA', { size: 8.5 }], R(550, 361, '186,81', { size: 8.5 }),
    [350, 375, 'Totale documento', { size: 10, bold: true }], R(550, 375, '€ 1.062,69', { size: 10, bold: true }),
    [350, 391, 'Netto a pagare', { size: 8.5 }], R(550, 391, '€ 1.062,69', { size: 8.5 }),
    [40, 420, '#RECT 515 36 #fef3c7'],
    [48, 427, 'Scadenze', { size: 8, bold: true }],
    [48, 440, 'Scadenza 31/12/2026 · Bonifico bancario · IBAN IT60 X054 2811 1010 0000 0447 182 · Importo € 1.062,69', { size: 8 }],
    [40, 474, 'Macchina espresso e macinadosatore restano di proprietà della Torrefazione Aurelia S.r.l. (contratto di noleggio n. 318 del 02/03/2025).', { size: 7.5 }],
    [40, 485, 'Contributo CONAI assolto ove dovuto. Prossima consegna programmata: 25/11/2026.', { size: 7.5 }],
    [40, 786, 'Torrefazione Aurelia S.r.l. · Cap. soc. € 50.000,00 i.v. · Registro Imprese di Monza e Brianza n. 04471820965 · PEC amministrazione@pec.torrefazioneaurelia.it', { size: 6.5 }],
  ] },

  // Dutch cleaning-chemicals supplier's FACTUUR (A4, nl-NL): a teal band, REINHOLD over "hygiëne · vaatwas ·
  // dosering", the B.V.'s address, KvK and btw number; Factuuradres (the group's Dutch company, crediteurenadministratie)
  // and Afleveradres (De Pijp restaurant); a label column (Factuurnummer 2026-30447, Factuurdatum 19-11-2026,
  // Vervaldatum 19-12-2026, Debiteurnummer, Uw ordernummer, Pakbon with its own date); a framed table with a
  // light header Artikelnr. / Omschrijving / Verpakking / Aantal / Eenh. / Prijs / Korting / Bedrag / BTW: pack sizes in
  // their own column ("2 x 10 L", "4 x 5 L", "4 x 2,5 kg", "6 x 0,5 L"), two lines with an 8 % discount, the dish-
  // machine dosing system on loan at 0,00, a can deposit (statiegeld 3 × 5,00) and empty cans returned (-4 × 5,00);
  // Subtotaal € 410,94, BTW 21% over € 410,94 € 86,30, Totaal te betalen € 497,24; the discount, can-balance and
  // loan notes; the transfer request with the IBAN and the terms footer.
  { name: 'schoonmaakmiddelen-nl-factuur-verpakking-kolom-2x10l-4x2-5kg-staffelkorting-regel-doseersysteem-bruikleen-nul-statiegeld-cans-retour-negatief-btw-21-vervaldatum-pakbon', kind: 'invoice', expect: { vendorName: 'Reinhold Hygiëne B.V.', invoiceNumber: '2026-30447', invoiceDate: '2026-11-19', dueDate: '2026-12-19', subtotal: 410.94, tax: 86.3, total: 497.24, currency: 'EUR' },
    items: [['Vaatwasmiddel vloeibaar VX200', 2, 38.6, 77.2], ['Naspoelmiddel RX310', 3, 54.2, 149.59], ['Ontvetter keuken Degras 50', 1, 46.9, 46.9], ['Handzeep mild, navulpatroon', 4, 12.35, 49.4],
      ['Ontkalker poeder DK40', 2, 27.8, 51.15], ['Desinfectiespray oppervlakken', 6, 6.95, 41.7], ['Doseersysteem vaatwasmachine (bruikleen)', 1, 0, 0],
      ['Statiegeld can 10 L', 3, 5, 15], ['Retour lege cans 10 L', -4, 5, -20]], cells: [
    [0, 0, '#RECT 595 10 #0e7490'],
    [40, 30, 'REINHOLD', { size: 20, bold: true }],
    [40, 52, 'hygiëne · vaatwas · dosering', { size: 8.5 }],
    R(555, 30, 'FACTUUR', { size: 18, bold: true, width: 150 }),
    [40, 72, 'Reinhold Hygiëne B.V. · Nijverheidsweg 18 · 3534 AM Utrecht · 030 244 71 82 · KvK 74471820 · btw NL859447182B01', { size: 7.5 }],
    [40, 100, 'Factuuradres', { size: 7, bold: true }],
    [40, 110, 'Ember & Rye Nederland B.V.', { size: 8.5 }],
    [40, 121, 't.a.v. crediteurenadministratie', { size: 8.5 }],
    [40, 132, 'Herengracht 420', { size: 8.5 }],
    [40, 143, '1017 BZ Amsterdam', { size: 8.5 }],
    [210, 100, 'Afleveradres', { size: 7, bold: true }],
    [210, 110, 'Ember & Rye De Pijp', { size: 8.5 }],
    [210, 121, 'Ferdinand Bolstraat 112', { size: 8.5 }],
    [210, 132, '1072 LN Amsterdam', { size: 8.5 }],
    [210, 143, 'Levering via achteringang', { size: 8.5 }],
    [390, 100, 'Factuurnummer', { size: 8 }], R(555, 100, '2026-30447', { size: 8.5, bold: true }),
    [390, 112, 'Factuurdatum', { size: 8 }], R(555, 112, '19-11-2026', { size: 8 }),
    [390, 124, 'Vervaldatum', { size: 8 }], R(555, 124, '19-12-2026', { size: 8 }),
    [390, 136, 'Debiteurnummer', { size: 8 }], R(555, 136, 'D-10447', { size: 8 }),
    [390, 148, 'Uw ordernummer', { size: 8 }], R(555, 148, 'PO-AMS-1140', { size: 8 }),
    [390, 160, 'Pakbon', { size: 8 }], R(555, 160, 'PB-88120 van 17-11-2026', { size: 8 }),
    [40, 190, '#RECT 515 16 #cffafe'],
    [40, 190, '#RECT 515 156 black stroke'],
    [44, 195, 'Artikelnr.', { size: 7, bold: true }], [96, 195, 'Omschrijving', { size: 7, bold: true }], [270, 195, 'Verpakking', { size: 7, bold: true }], R(345, 195, 'Aantal', { size: 7, bold: true }),
    [350, 195, 'Eenh.', { size: 7, bold: true }], R(410, 195, 'Prijs', { size: 7, bold: true }), R(452, 195, 'Korting', { size: 7, bold: true }), R(510, 195, 'Bedrag', { size: 7, bold: true }), R(550, 195, 'BTW', { size: 7, bold: true }),
    [44, 213, 'VW-200', { size: 7.5 }], [96, 213, 'Vaatwasmiddel vloeibaar VX200', { size: 7.5 }], [270, 213, '2 x 10 L', { size: 7.5 }], R(345, 213, '2', { size: 7.5 }), [350, 213, 'ds', { size: 7.5 }], R(410, 213, '38,60', { size: 7.5 }), R(510, 213, '77,20', { size: 7.5 }), R(550, 213, '21%', { size: 7.5 }),
    [44, 228, 'NS-310', { size: 7.5 }], [96, 228, 'Naspoelmiddel RX310', { size: 7.5 }], [270, 228, '4 x 5 L', { size: 7.5 }], R(345, 228, '3', { size: 7.5 }), [350, 228, 'ds', { size: 7.5 }], R(410, 228, '54,20', { size: 7.5 }), R(452, 228, '8%', { size: 7.5 }), R(510, 228, '149,59', { size: 7.5 }), R(550, 228, '21%', { size: 7.5 }),
    [44, 243, 'ON-50', { size: 7.5 }], [96, 243, 'Ontvetter keuken Degras 50', { size: 7.5 }], [270, 243, '1 x 10 L', { size: 7.5 }], R(345, 243, '1', { size: 7.5 }), [350, 243, 'can', { size: 7.5 }], R(410, 243, '46,90', { size: 7.5 }), R(510, 243, '46,90', { size: 7.5 }), R(550, 243, '21%', { size: 7.5 }),
    [44, 258, 'HZ-25', { size: 7.5 }], [96, 258, 'Handzeep mild, navulpatroon', { size: 7.5 }], [270, 258, '6 x 0,5 L', { size: 7.5 }], R(345, 258, '4', { size: 7.5 }), [350, 258, 'ds', { size: 7.5 }], R(410, 258, '12,35', { size: 7.5 }), R(510, 258, '49,40', { size: 7.5 }), R(550, 258, '21%', { size: 7.5 }),
    [44, 273, 'DK-40', { size: 7.5 }], [96, 273, 'Ontkalker poeder DK40', { size: 7.5 }], [270, 273, '4 x 2,5 kg', { size: 7.5 }], R(345, 273, '2', { size: 7.5 }), [350, 273, 'ds', { size: 7.5 }], R(410, 273, '27,80', { size: 7.5 }), R(452, 273, '8%', { size: 7.5 }), R(510, 273, '51,15', { size: 7.5 }), R(550, 273, '21%', { size: 7.5 }),
    [44, 288, 'DS-10', { size: 7.5 }], [96, 288, 'Desinfectiespray oppervlakken', { size: 7.5 }], [270, 288, '1 L', { size: 7.5 }], R(345, 288, '6', { size: 7.5 }), [350, 288, 'st', { size: 7.5 }], R(410, 288, '6,95', { size: 7.5 }), R(510, 288, '41,70', { size: 7.5 }), R(550, 288, '21%', { size: 7.5 }),
    [44, 303, 'DOS-VX', { size: 7.5 }], [96, 303, 'Doseersysteem vaatwasmachine (bruikleen)', { size: 7.5 }], [270, 303, '–', { size: 7.5 }], R(345, 303, '1', { size: 7.5 }), [350, 303, 'st', { size: 7.5 }], R(410, 303, '0,00', { size: 7.5 }), R(510, 303, '0,00', { size: 7.5 }), R(550, 303, '21%', { size: 7.5 }),
    [44, 318, 'EMB-10', { size: 7.5 }], [96, 318, 'Statiegeld can 10 L', { size: 7.5 }], R(345, 318, '3', { size: 7.5 }), [350, 318, 'st', { size: 7.5 }], R(410, 318, '5,00', { size: 7.5 }), R(510, 318, '15,00', { size: 7.5 }), R(550, 318, '21%', { size: 7.5 }),
    [44, 333, 'EMB-10', { size: 7.5 }], [96, 333, 'Retour lege cans 10 L', { size: 7.5 }], R(345, 333, '-4', { size: 7.5 }), [350, 333, 'st', { size: 7.5 }], R(410, 333, '5,00', { size: 7.5 }), R(510, 333, '-20,00', { size: 7.5 }), R(550, 333, '21%', { size: 7.5 }),
    [380, 360, 'Subtotaal', { size: 8.5 }], R(550, 360, '€ 410,94', { size: 8.5 }),
    [380, 373, 'BTW 21% over € 410,94', { size: 8.5 }], R(550, 373, '€ 86,30', { size: 8.5 }),
    [380, 387, '#RECT 170 0.8 black'],
    [380, 393, 'Totaal te betalen', { size: 10, bold: true }], R(550, 393, '€ 497,24', { size: 10, bold: true }),
    [40, 360, 'Staffelkorting 8% op RX310 en DK40 (actie november).', { size: 7.5 }],
    [40, 371, 'Saldo lege cans bij klant na deze levering: 5.', { size: 7.5 }],
    [40, 382, 'Het doseersysteem is in bruikleen en blijft eigendom van', { size: 7.5 }],
    [40, 393, 'Reinhold Hygiëne B.V.; onderhoud kosteloos (bezoek 17-11-2026).', { size: 7.5 }],
    [40, 440, 'Wij verzoeken u het bedrag van € 497,24 vóór 19-12-2026 over te maken op NL91 ABNA 0417 1643 00', { size: 8.5 }],
    [40, 452, 't.n.v. Reinhold Hygiëne B.V. onder vermelding van factuurnummer 2026-30447.', { size: 8.5 }],
    [40, 468, 'Veiligheidsinformatiebladen van alle producten vindt u op reinhold-hygiene.nl/vib.', { size: 7.5 }],
    [40, 786, 'Op al onze leveringen zijn de algemene voorwaarden van Reinhold Hygiëne B.V. van toepassing, gedeponeerd bij de KvK onder nummer 74471820.', { size: 6.5 }],
  ] },

  // Portuguese pest-control company's FATURA (A4, pt-PT): PRAGACONTROL over the tagline, the Lda.'s address, NIF and
  // DGAV authorisation; FATURA / Original right with a label column (Fatura n.º FT 2026A/1184, ATCUD JJ7K3MZP-1184,
  // Data de emissão 17/11/2026, Data de vencimento 17/12/2026, N.º de cliente, Requisição); the customer (the group's
  // Portuguese company with its NIF); the place of intervention, contract, visit date 12/11/2026, report and
  // technician; a dark green header band over a table ruled under every row, Código / Descrição / Qtd. / Un. / Preço
  // unit. / Desc. / IVA / Total: the monthly contract visit, 12 bait stations at 2,50, 4 glue boards, an extra gel
  // treatment with a 10 % discount and an out-of-hours call-out, all at 23 %; a tax table (23 %: 194,50 / 44,74);
  // Total ilíquido 199,00 €, Descontos -4,50 €, Total sem IVA 194,50 €, IVA 23% 44,74 €, Total a pagar 239,24 €; a
  // Multibanco box (Entidade, Referência, Montante), the IBAN, the fiscal QR code with the ATCUD and certified-program
  // line.
  { name: 'controlo-pragas-pt-fatura-atcud-contrato-visita-mensal-estacoes-isco-placas-insetocacador-tratamento-extra-desconto-iva-23-total-iliquido-multibanco-entidade-referencia-qr-code-at', kind: 'invoice', expect: { vendorName: 'Pragacontrol – Controlo de Pragas, Lda.', invoiceNumber: 'FT 2026A/1184', invoiceDate: '2026-11-17', dueDate: '2026-12-17', subtotal: 194.5, tax: 44.74, total: 239.24, currency: 'EUR' },
    items: [['Manutenção mensal – desratização e desinsetização', 1, 85, 85], ['Monitorização de estações de isco (rodenticida)', 12, 2.5, 30],
      ['Placas adesivas p/ insetocaçador (substituição)', 4, 6.75, 27], ['Tratamento gel baratas – intervenção extra cozinha', 1, 45, 40.5],
      ['Deslocação fora de horário (antes das 8h)', 1, 12, 12]], cells: [
    [40, 34, 'PRAGACONTROL', { size: 18, bold: true }],
    [40, 56, 'Controlo integrado de pragas · HACCP · Desinfeção', { size: 8.5 }],
    [40, 76, 'Pragacontrol – Controlo de Pragas, Lda.', { size: 8.5, bold: true }],
    [40, 87, 'Rua Actor Isidoro 12-A, 1900-016 Lisboa · NIF 514471820', { size: 7.5 }],
    [40, 97, 'Tel. 218 447 182 · geral@pragacontrol.pt · Autorização DGAV n.º 0447', { size: 7.5 }],
    R(555, 34, 'FATURA', { size: 16, bold: true, width: 150 }),
    R(555, 54, 'Original', { size: 7.5 }),
    [370, 76, 'Fatura n.º', { size: 8 }], R(555, 76, 'FT 2026A/1184', { size: 8.5, bold: true }),
    [370, 88, 'ATCUD', { size: 8 }], R(555, 88, 'JJ7K3MZP-1184', { size: 8 }),
    [370, 100, 'Data de emissão', { size: 8 }], R(555, 100, '17/11/2026', { size: 8 }),
    [370, 112, 'Data de vencimento', { size: 8 }], R(555, 112, '17/12/2026', { size: 8, bold: true }),
    [370, 124, 'N.º de cliente', { size: 8 }], R(555, 124, '0447', { size: 8 }),
    [370, 136, 'Requisição', { size: 8 }], R(555, 136, 'ER-LIS-0920', { size: 8 }),
    [40, 124, 'Exmo(s). Sr(s).', { size: 7.5 }],
    [40, 135, 'Ember & Rye Portugal, Lda.', { size: 9, bold: true }],
    [40, 147, 'Rua do Alecrim 44', { size: 8.5 }],
    [40, 158, '1200-018 Lisboa', { size: 8.5 }],
    [40, 169, 'NIF 516447182', { size: 8.5 }],
    [40, 196, 'Local de intervenção: Ember & Rye Chiado, Rua Garrett 61, 1200-204 Lisboa', { size: 8 }],
    [40, 207, 'Contrato CT-2025-0318 · Data da intervenção: 12/11/2026 · Relatório RV-26-0988 · Técnico: Nuno Ferreira (aplicador n.º 24471)', { size: 8 }],
    [40, 228, '#RECT 515 15 #14532d'],
    [44, 232, 'Código', { size: 7, bold: true, width: -1 }], [100, 232, 'Descrição', { size: 7, bold: true, width: -1 }], R(350, 232, 'Qtd.', { size: 7, bold: true, width: -1 }),
    [356, 232, 'Un.', { size: 7, bold: true, width: -1 }], R(420, 232, 'Preço unit.', { size: 7, bold: true, width: -1 }), R(455, 232, 'Desc.', { size: 7, bold: true, width: -1 }),
    R(490, 232, 'IVA', { size: 7, bold: true, width: -1 }), R(550, 232, 'Total', { size: 7, bold: true, width: -1 }),
    [44, 250, 'SRV-MENS', { size: 7.5 }], [100, 250, 'Manutenção mensal – desratização e desinsetização', { size: 7.5 }], R(350, 250, '1', { size: 7.5 }), [356, 250, 'UN', { size: 7.5 }], R(420, 250, '85,00', { size: 7.5 }), R(490, 250, '23%', { size: 7.5 }), R(550, 250, '85,00', { size: 7.5 }),
    [40, 261, '#RECT 515 0.4 #9ca3af'],
    [44, 265, 'MON-EST', { size: 7.5 }], [100, 265, 'Monitorização de estações de isco (rodenticida)', { size: 7.5 }], R(350, 265, '12', { size: 7.5 }), [356, 265, 'UN', { size: 7.5 }], R(420, 265, '2,50', { size: 7.5 }), R(490, 265, '23%', { size: 7.5 }), R(550, 265, '30,00', { size: 7.5 }),
    [40, 276, '#RECT 515 0.4 #9ca3af'],
    [44, 280, 'EFK-PLA', { size: 7.5 }], [100, 280, 'Placas adesivas p/ insetocaçador (substituição)', { size: 7.5 }], R(350, 280, '4', { size: 7.5 }), [356, 280, 'UN', { size: 7.5 }], R(420, 280, '6,75', { size: 7.5 }), R(490, 280, '23%', { size: 7.5 }), R(550, 280, '27,00', { size: 7.5 }),
    [40, 291, '#RECT 515 0.4 #9ca3af'],
    [44, 295, 'TRT-GEL', { size: 7.5 }], [100, 295, 'Tratamento gel baratas – intervenção extra cozinha', { size: 7.5 }], R(350, 295, '1', { size: 7.5 }), [356, 295, 'UN', { size: 7.5 }], R(420, 295, '45,00', { size: 7.5 }), R(455, 295, '10%', { size: 7.5 }), R(490, 295, '23%', { size: 7.5 }), R(550, 295, '40,50', { size: 7.5 }),
    [40, 306, '#RECT 515 0.4 #9ca3af'],
    [44, 310, 'DSL-FH', { size: 7.5 }], [100, 310, 'Deslocação fora de horário (antes das 8h)', { size: 7.5 }], R(350, 310, '1', { size: 7.5 }), [356, 310, 'UN', { size: 7.5 }], R(420, 310, '12,00', { size: 7.5 }), R(490, 310, '23%', { size: 7.5 }), R(550, 310, '12,00', { size: 7.5 }),
    [40, 323, '#RECT 515 0.8 black'],
    [44, 333, 'Quadro resumo do IVA', { size: 8, bold: true }],
    [44, 346, 'Taxa', { size: 7, bold: true }], R(150, 346, 'Incidência', { size: 7, bold: true }), R(205, 346, 'IVA', { size: 7, bold: true }),
    [44, 358, 'Normal 23%', { size: 8 }], R(150, 358, '194,50', { size: 8 }), R(205, 358, '44,74', { size: 8 }),
    [350, 333, 'Total ilíquido', { size: 8.5 }], R(550, 333, '199,00 €', { size: 8.5 }),
    [350, 345, 'Descontos', { size: 8.5 }], R(550, 345, '-4,50 €', { size: 8.5 }),
    [350, 357, 'Total sem IVA', { size: 8.5 }], R(550, 357, '194,50 €', { size: 8.5 }),
    [350, 369, 'IVA 23%', { size: 8.5 }], R(550, 369, '44,74 €', { size: 8.5 }),
    [350, 382, '#RECT 200 0.8 black'],
    [350, 388, 'Total a pagar', { size: 10, bold: true }], R(550, 388, '239,24 €', { size: 10, bold: true }),
    [40, 420, '#RECT 250 62 black stroke'],
    [48, 427, 'Pagamento por Multibanco', { size: 8, bold: true }],
    [48, 441, 'Entidade', { size: 7.5 }], [120, 441, '21447', { size: 8.5, bold: true }],
    [48, 453, 'Referência', { size: 7.5 }], [120, 453, '184 471 820', { size: 8.5, bold: true }],
    [48, 465, 'Montante', { size: 7.5 }], [120, 465, '239,24 €', { size: 8.5, bold: true }],
    [310, 427, 'Ou por transferência bancária:', { size: 8 }],
    [310, 439, 'IBAN PT50 0035 0447 0001 8204 4718 2', { size: 8 }],
    [310, 451, 'Indique o n.º da fatura no descritivo.', { size: 8 }],
    ...qr(40, 510, 80, 1184),
    [132, 516, 'JJ7K3MZP-1184 · Processado por programa certificado n.º 2447/AT', { size: 7 }],
    [132, 527, 'Os serviços foram prestados em 12/11/2026. Próxima visita prevista: 10/12/2026.', { size: 7 }],
    [132, 538, 'Produtos aplicados: ver relatório RV-26-0988 (fichas de segurança em anexo).', { size: 7 }],
    [40, 786, 'Pragacontrol – Controlo de Pragas, Lda. · Capital social 5.000,00 € · Matrícula na C.R.C. de Lisboa e NIPC 514471820', { size: 6.5 }],
  ] },

  // Danish wine importer's FAKTURA (A4, da-DK): "Vinhuset Brøndum" over the tagline and the ApS with its CVR; Kunde
  // (the group's Danish company, kreditorbogholderiet) and Leveringsadresse (the Nyhavn restaurant); a label column
  // (Fakturanr. 26-10471, Fakturadato 19.11.2026, Kundenr., Ordrenr., Følgeseddel with its own date 18.11.2026,
  // Betalingsbetingelser Netto 14 dage, Forfaldsdato 03.12.2026); a dark red header band over a table Varenr. /
  // Vare / Emb. / Ks. / Fl. / Pris/fl. / Rabat / Beløb: six wines with their case packs ("6/75 cl", "12/75 cl"),
  // cases and bottles, a price per bottle and a 5 % case discount on whole cases only; after a rule the excise
  // (Vinafgift for still and sparkling wine, litres × kr. per litre written in the description) and freight; Varer i
  // alt, Afgifter og fragt, Subtotal ekskl. moms 4.740,18, Moms 25 % 1.185,05, Total DKK 5.925,23; the discount and
  // delivery notes; the bank account and the FI-kort payment line, the interest notice and the footer.
  { name: 'vinimportoer-dk-faktura-flasker-og-kasser-emballage-6-75cl-kasserabat-5-procent-vinafgift-stille-og-mousserende-per-liter-fragt-moms-25-fi-kort-71-forfaldsdato', kind: 'invoice', expect: { vendorName: 'Vinhuset Brøndum ApS', invoiceNumber: '26-10471', invoiceDate: '2026-11-19', dueDate: '2026-12-03', subtotal: 4740.18, tax: 1185.05, total: 5925.23, currency: 'DKK' },
    items: [['Chablis 1er Cru "Vaillons" 2023, Dom. Gautheron', 12, 129, 1470.6], ['Chianti Classico 2022, Castello di Radda', 12, 98.5, 1122.9], ['Rioja Crianza 2021, Bodegas Ontañón', 4, 112, 448],
      ['Riesling trocken 2024, Weingut Keßler', 6, 89, 507.3], ['Crémant de Loire Brut NV, Langlois', 6, 104, 592.8], ['Vinho Verde Alvarinho 2025, Soalheiro', 3, 74, 222],
      ['Vinafgift, stille vin 6–15 % (27,75 l à 8,36 kr.)', null, null, 231.99], ['Vinafgift, mousserende vin (4,50 l à 11,02 kr.)', null, null, 49.59], ['Fragt og levering, København K', null, null, 95]], cells: [
    [40, 34, 'Vinhuset Brøndum', { size: 20, bold: true }],
    [40, 58, 'Import af vin fra Europas små producenter · siden 1987', { size: 8.5 }],
    R(555, 34, 'FAKTURA', { size: 18, bold: true, width: 150 }),
    [40, 76, 'Vinhuset Brøndum ApS · Gammel Køge Landevej 55 · 2500 Valby · CVR 44718204', { size: 7.5 }],
    [40, 100, 'Kunde', { size: 7, bold: true }],
    [40, 110, 'Ember & Rye Danmark ApS', { size: 8.5 }],
    [40, 121, 'Att.: Kreditorbogholderiet', { size: 8.5 }],
    [40, 132, 'Nyhavn 17', { size: 8.5 }],
    [40, 143, '1051 København K', { size: 8.5 }],
    [200, 100, 'Leveringsadresse', { size: 7, bold: true }],
    [200, 110, 'Ember & Rye Nyhavn', { size: 8.5 }],
    [200, 121, 'Nyhavn 17, kælder', { size: 8.5 }],
    [200, 132, '1051 København K', { size: 8.5 }],
    [200, 143, 'Varemodtagelse kl. 8–11', { size: 8.5 }],
    [370, 100, 'Fakturanr.', { size: 8 }], R(555, 100, '26-10471', { size: 8.5, bold: true }),
    [370, 112, 'Fakturadato', { size: 8 }], R(555, 112, '19.11.2026', { size: 8 }),
    [370, 124, 'Kundenr.', { size: 8 }], R(555, 124, '5044', { size: 8 }),
    [370, 136, 'Ordrenr.', { size: 8 }], R(555, 136, 'O-88123', { size: 8 }),
    [370, 148, 'Følgeseddel', { size: 8 }], R(555, 148, 'FS-88123 af 18.11.2026', { size: 8 }),
    [370, 160, 'Betalingsbetingelser', { size: 8 }], R(555, 160, 'Netto 14 dage', { size: 8 }),
    [370, 172, 'Forfaldsdato', { size: 8, bold: true }], R(555, 172, '03.12.2026', { size: 8, bold: true }),
    [40, 200, '#RECT 515 15 #7f1d1d'],
    [44, 204, 'Varenr.', { size: 7, bold: true, width: -1 }], [86, 204, 'Vare', { size: 7, bold: true, width: -1 }], [300, 204, 'Emb.', { size: 7, bold: true, width: -1 }],
    R(348, 204, 'Ks.', { size: 7, bold: true, width: -1 }), R(375, 204, 'Fl.', { size: 7, bold: true, width: -1 }), R(427, 204, 'Pris/fl.', { size: 7, bold: true, width: -1 }),
    R(464, 204, 'Rabat', { size: 7, bold: true, width: -1 }), R(550, 204, 'Beløb', { size: 7, bold: true, width: -1 }),
    [44, 223, '10471', { size: 7.5 }], [86, 223, 'Chablis 1er Cru "Vaillons" 2023, Dom. Gautheron', { size: 7.5 }], [300, 223, '6/75 cl', { size: 7.5 }], R(348, 223, '2', { size: 7.5 }), R(375, 223, '12', { size: 7.5 }), R(427, 223, '129,00', { size: 7.5 }), R(464, 223, '5 %', { size: 7.5 }), R(550, 223, '1.470,60', { size: 7.5 }),
    [44, 237, '20318', { size: 7.5 }], [86, 237, 'Chianti Classico 2022, Castello di Radda', { size: 7.5 }], [300, 237, '12/75 cl', { size: 7.5 }], R(348, 237, '1', { size: 7.5 }), R(375, 237, '12', { size: 7.5 }), R(427, 237, '98,50', { size: 7.5 }), R(464, 237, '5 %', { size: 7.5 }), R(550, 237, '1.122,90', { size: 7.5 }),
    [44, 251, '30117', { size: 7.5 }], [86, 251, 'Rioja Crianza 2021, Bodegas Ontañón', { size: 7.5 }], [300, 251, '6/75 cl', { size: 7.5 }], R(375, 251, '4', { size: 7.5 }), R(427, 251, '112,00', { size: 7.5 }), R(550, 251, '448,00', { size: 7.5 }),
    [44, 265, '40551', { size: 7.5 }], [86, 265, 'Riesling trocken 2024, Weingut Keßler', { size: 7.5 }], [300, 265, '6/75 cl', { size: 7.5 }], R(348, 265, '1', { size: 7.5 }), R(375, 265, '6', { size: 7.5 }), R(427, 265, '89,00', { size: 7.5 }), R(464, 265, '5 %', { size: 7.5 }), R(550, 265, '507,30', { size: 7.5 }),
    [44, 279, '50020', { size: 7.5 }], [86, 279, 'Crémant de Loire Brut NV, Langlois', { size: 7.5 }], [300, 279, '6/75 cl', { size: 7.5 }], R(348, 279, '1', { size: 7.5 }), R(375, 279, '6', { size: 7.5 }), R(427, 279, '104,00', { size: 7.5 }), R(464, 279, '5 %', { size: 7.5 }), R(550, 279, '592,80', { size: 7.5 }),
    [44, 293, '60201', { size: 7.5 }], [86, 293, 'Vinho Verde Alvarinho 2025, Soalheiro', { size: 7.5 }], [300, 293, '6/75 cl', { size: 7.5 }], R(375, 293, '3', { size: 7.5 }), R(427, 293, '74,00', { size: 7.5 }), R(550, 293, '222,00', { size: 7.5 }),
    [40, 306, '#RECT 515 0.4 #9ca3af'],
    [44, 311, 'AFG-S', { size: 7.5 }], [86, 311, 'Vinafgift, stille vin 6–15 % (27,75 l à 8,36 kr.)', { size: 7.5 }], R(550, 311, '231,99', { size: 7.5 }),
    [44, 325, 'AFG-M', { size: 7.5 }], [86, 325, 'Vinafgift, mousserende vin (4,50 l à 11,02 kr.)', { size: 7.5 }], R(550, 325, '49,59', { size: 7.5 }),
    [44, 339, 'FRAGT', { size: 7.5 }], [86, 339, 'Fragt og levering, København K', { size: 7.5 }], R(550, 339, '95,00', { size: 7.5 }),
    [40, 353, '#RECT 515 0.8 black'],
    [350, 362, 'Varer i alt', { size: 8.5 }], R(550, 362, '4.363,60', { size: 8.5 }),
    [350, 374, 'Afgifter og fragt', { size: 8.5 }], R(550, 374, '376,58', { size: 8.5 }),
    [350, 386, 'Subtotal ekskl. moms', { size: 8.5 }], R(550, 386, '4.740,18', { size: 8.5 }),
    [350, 398, 'Moms 25 %', { size: 8.5 }], R(550, 398, '1.185,05', { size: 8.5 }),
    [350, 411, '#RECT 200 0.8 black'],
    [350, 417, 'Total DKK', { size: 10, bold: true }], R(550, 417, '5.925,23', { size: 10, bold: true }),
    [40, 362, 'Kasserabat 5 % på hele kasser (Ks.).', { size: 7.5 }],
    [40, 373, 'Priser pr. flaske ekskl. vinafgift og moms.', { size: 7.5 }],
    [40, 384, 'Leveret 18.11.2026: 37 fl. stille vin, 6 fl. mousserende vin.', { size: 7.5 }],
    [40, 456, 'Betales senest 03.12.2026 til Danske Bank, reg.nr. 4180 kontonr. 0044718204, eller med FI-kort:', { size: 8.5 }],
    [40, 474, '+71< 000000104718 +85447182<', { size: 12, bold: true }],
    [40, 498, 'Ved betaling efter forfaldsdato beregnes rente på 0,8 % pr. påbegyndt måned samt rykkergebyr på 100,00 kr.', { size: 7.5 }],
    [40, 786, 'Vinhuset Brøndum ApS · CVR 44718204 · Gammel Køge Landevej 55, 2500 Valby · Tlf. 36 44 71 82 · ordre@brondumvin.dk · Registreret vinimportør', { size: 6.5 }],
  ] },

  // US farmers market card-reader receipt (58 mm): BLUE HERON FARM over the LLC, the market stand and the farm
  // town; "Nov 21, 2026 7:52 AM" and a receipt code; five lines, four with "6 × $4.00" or "2.40 lb × $18.00/lb"
  // under the name and one custom amount; Subtotal $137.20 and Total $137.20 (no tax on farm produce); Visa ••••
  // 4471 contactless with the auth code and AID; the buyer's note, the thank-you and the refund line.
  { name: 'farmers-market-us-card-reader-receipt-58mm-bunch-lb-dozen-quantity-lines-under-names-custom-amount-subtotal-total-visa-contactless-aid-no-tax', kind: 'receipt', size: [164, 400], expect: { vendorName: 'Blue Heron Farm LLC', invoiceDate: '2026-11-21', subtotal: 137.2, total: 137.2, currency: 'USD', paymentMethod: 'card' },
    items: [['Carrots, rainbow (bunch)', 6, 4, 24], ['Chanterelles', 2.4, 18, 43.2], ['Delicata squash', 8, 2.5, 20], ['Eggs, pasture-raised (dozen)', 5, 7, 35], ['Mixed herb flat', null, null, 15]], cells: [
    [35, 16, 'BLUE HERON FARM', { size: 10, bold: true }],
    [52, 30, 'Blue Heron Farm LLC', { size: 6.5 }],
    [29, 39, 'Union Square Greenmarket · Stand 22', { size: 6.5 }],
    [36, 48, 'Chester, NY · blueheronfarm.com', { size: 6.5 }],
    [10, 64, 'Nov 21, 2026 7:52 AM', { size: 7 }], R(154, 64, '#2VQ7', { size: 7, width: 40 }),
    [10, 76, '#RECT 144 0.5 black'],
    [10, 82, 'Carrots, rainbow (bunch)', { size: 7.5 }],
    [18, 92, '6 × $4.00', { size: 7 }], R(154, 92, '$24.00', { size: 7.5, width: 50 }),
    [10, 104, 'Chanterelles', { size: 7.5 }],
    [18, 114, '2.40 lb × $18.00/lb', { size: 7 }], R(154, 114, '$43.20', { size: 7.5, width: 50 }),
    [10, 126, 'Delicata squash', { size: 7.5 }],
    [18, 136, '8 × $2.50', { size: 7 }], R(154, 136, '$20.00', { size: 7.5, width: 50 }),
    [10, 148, 'Eggs, pasture-raised (dozen)', { size: 7.5 }],
    [18, 158, '5 × $7.00', { size: 7 }], R(154, 158, '$35.00', { size: 7.5, width: 50 }),
    [10, 170, 'Mixed herb flat', { size: 7.5 }], R(154, 170, '$15.00', { size: 7.5, width: 50 }),
    [10, 183, '#RECT 144 0.5 black'],
    [10, 189, 'Subtotal', { size: 7.5 }], R(154, 189, '$137.20', { size: 7.5, width: 50 }),
    [10, 203, 'Total', { size: 10, bold: true }], R(154, 202, '$137.20', { size: 10, bold: true, width: 60 }),
    [10, 217, '#RECT 144 0.5 black'],
    [10, 223, 'Visa •••• 4471', { size: 7.5 }], R(154, 223, '$137.20', { size: 7.5, width: 50 }),
    [10, 233, 'Contactless · Auth 04471B', { size: 6.5 }],
    [10, 242, 'AID A0000000031010', { size: 6.5 }],
    [10, 256, 'Note: Ember & Rye Tribeca – chef M. Duval', { size: 6.5 }],
    [26, 276, 'Thank you! See you Wednesday & Saturday.', { size: 6.5 }],
    [32, 286, 'Refunds within 24 h with this receipt.', { size: 6.5 }],
  ] },

  // Spanish restaurant-supply store's counter sale (80 mm, FACTURA SIMPLIFICADA): HOSTELSUR over the S.L., address and
  // CIF; Nº T02-2026-004471 with 21/11/2026 10:18, till and clerk; five articles in capitals each with "2 x 18,95"
  // under the name and the amount right, and a "DTO. 10% TERMOMETRO" line of -1,49 under the thermometer; Nº
  // ARTÍCULOS 16; TOTAL (IVA incl.) 119,46 €; TARJETA with the masked Visa, authorisation and operation numbers; a
  // Desglose de IVA (21 %: base 98,73, cuota 20,73, total 119,46); the full-invoice note and the thank-you.
  { name: 'suministros-hosteleria-es-factura-simplificada-mostrador-cantidad-x-precio-bajo-articulo-descuento-linea-termometro-total-iva-incluido-tarjeta-desglose-iva-21-base-cuota', kind: 'receipt', size: [226, 620], expect: { vendorName: 'Hostelsur Suministros de Hostelería, S.L.', invoiceDate: '2026-11-21', tax: 20.73, total: 119.46, currency: 'EUR', paymentMethod: 'card' },
    items: [['CUBETA GN 1/1 H65 INOX', 2, 18.95, 37.9], ['PINZA COCINA INOX 30 CM', 4, 3.2, 12.8], ['FILM TRANSPARENTE 45CM X 300M', 3, 9.75, 29.25], ['TERMOMETRO SONDA DIGITAL', 1, 14.9, 14.9],
      ['DTO. 10% TERMOMETRO', null, null, -1.49], ['CUCHARA SERVIR PERFORADA 35CM', 6, 4.35, 26.1]], cells: [
    [64, 16, 'HOSTELSUR', { size: 16, bold: true }],
    [45, 36, 'Hostelsur Suministros de Hostelería, S.L.', { size: 7 }],
    [52, 46, 'C/ de Embajadores 181, 28045 Madrid', { size: 7 }],
    [56, 56, 'CIF B-84471820 · Tel. 914 471 820', { size: 7 }],
    [59, 72, 'FACTURA SIMPLIFICADA', { size: 8.5, bold: true }],
    [12, 88, 'Nº T02-2026-004471', { size: 7.5 }], R(214, 88, '21/11/2026 10:18', { size: 7.5, width: 80 }),
    [12, 98, 'Caja 2 · Le atendió: Rocío', { size: 7.5 }],
    [12, 110, '#RECT 202 0.5 black'],
    [12, 115, 'ARTÍCULO', { size: 7, bold: true }], R(214, 115, 'IMPORTE', { size: 7, bold: true, width: 50 }),
    [12, 125, '#RECT 202 0.4 black'],
    [12, 130, 'CUBETA GN 1/1 H65 INOX', { size: 7.5 }],
    [22, 140, '2 x 18,95', { size: 7.5 }], R(214, 140, '37,90', { size: 7.5, width: 50 }),
    [12, 153, 'PINZA COCINA INOX 30 CM', { size: 7.5 }],
    [22, 163, '4 x 3,20', { size: 7.5 }], R(214, 163, '12,80', { size: 7.5, width: 50 }),
    [12, 176, 'FILM TRANSPARENTE 45CM X 300M', { size: 7.5 }],
    [22, 186, '3 x 9,75', { size: 7.5 }], R(214, 186, '29,25', { size: 7.5, width: 50 }),
    [12, 199, 'TERMOMETRO SONDA DIGITAL', { size: 7.5 }],
    [22, 209, '1 x 14,90', { size: 7.5 }], R(214, 209, '14,90', { size: 7.5, width: 50 }),
    [22, 219, 'DTO. 10% TERMOMETRO', { size: 7.5 }], R(214, 219, '-1,49', { size: 7.5, width: 50 }),
    [12, 232, 'CUCHARA SERVIR PERFORADA 35CM', { size: 7.5 }],
    [22, 242, '6 x 4,35', { size: 7.5 }], R(214, 242, '26,10', { size: 7.5, width: 50 }),
    [12, 255, '#RECT 202 0.4 black'],
    [12, 260, 'Nº ARTÍCULOS: 16', { size: 7 }],
    [12, 276, 'TOTAL (IVA incl.)', { size: 10, bold: true }], R(214, 275, '119,46 €', { size: 11, bold: true, width: 70 }),
    [12, 293, '#RECT 202 0.5 black'],
    [12, 299, 'TARJETA', { size: 7.5 }], R(214, 299, '119,46', { size: 7.5, width: 50 }),
    [12, 309, 'VISA ************4471 · Contactless', { size: 7 }],
    [12, 319, 'AUT. 044718 · Op. 000447182', { size: 7 }],
    [12, 333, '#RECT 202 0.4 black'],
    [12, 339, 'Desglose de IVA', { size: 7, bold: true }],
    [12, 350, 'Tipo', { size: 7 }], R(110, 350, 'Base', { size: 7, width: 50 }), R(160, 350, 'Cuota', { size: 7, width: 40 }), R(214, 350, 'Total', { size: 7, width: 45 }),
    [12, 360, '21 %', { size: 7 }], R(110, 360, '98,73', { size: 7, width: 50 }), R(160, 360, '20,73', { size: 7, width: 40 }), R(214, 360, '119,46', { size: 7, width: 45 }),
    [12, 378, 'Si necesita factura completa, solicítela con su NIF', { size: 6.5 }],
    [12, 387, 'en un plazo de 30 días. Devoluciones con el ticket.', { size: 6.5 }],
    [66, 404, 'GRACIAS POR SU VISITA', { size: 7.5, bold: true }],
  ] },

  // Czech wholesale club's receipt (80 mm, ZJEDNODUŠENÝ DAŇOVÝ DOKLAD): GASTROKLUB over the s.r.o., address, IČO and
  // DIČ; Doklad č. 0447-118-2026 with 20.11.2026 10:42, till and cashier; the member card and the BUYER's company
  // and IČO; a Zboží / Kč bez DPH / DPH column header; seven lines in capitals, each with "2 x 489,90" under the
  // name, the amount WITHOUT VAT and its rate letter (B 12 % food, A 21 % non-food), one an oil promotion of "2 x
  // -40,00"; Celkem bez DPH 3 132,40; a DPH table (A 21 %: 905,60 / 190,18 / 1 095,78, B 12 %: 2 226,80 / 267,22 /
  // 2 494,02), DPH celkem 457,40; CELKEM K ÚHRADĚ 3 589,80 Kč; Platební karta with the Mastercard and authorisation;
  // the item count and the returns note.
  { name: 'velkoobchod-klub-cz-zjednoduseny-danovy-doklad-clenska-karta-odberatel-ico-ceny-bez-dph-sazby-a-21-b-12-akce-sleva-zaporna-celkem-bez-dph-rekapitulace-dph-platebni-karta', kind: 'receipt', size: [226, 620], expect: { vendorName: 'Gastroklub Velkoobchod s.r.o.', invoiceDate: '2026-11-20', subtotal: 3132.4, tax: 457.4, total: 3589.8, currency: 'CZK', paymentMethod: 'card' },
    items: [['OLEJ ŘEPKOVÝ 10 L', 2, 489.9, 979.8], ['MÁSLO 82 % 250 G', 20, 46.9, 938], ['MOUKA PŠENIČNÁ HLADKÁ 00 25 KG', 1, 389, 389], ['AKCE OLEJ ŘEPKOVÝ 10 L', 2, -40, -80],
      ['UBROUSKY 33X33 2VR 250 KS', 4, 74.9, 299.6], ['RUKAVICE NITRIL M 100 KS', 3, 129, 387], ['ALOBAL 45 CM X 150 M', 1, 219, 219]], cells: [
    [56, 16, 'GASTROKLUB', { size: 16, bold: true }],
    [64, 36, 'Gastroklub Velkoobchod s.r.o.', { size: 7 }],
    [51, 46, 'Průmyslová 1472/11, 102 00 Praha 10', { size: 7 }],
    [60, 56, 'IČO 04471820 · DIČ CZ04471820', { size: 7 }],
    [40, 74, 'ZJEDNODUŠENÝ DAŇOVÝ DOKLAD', { size: 8.5, bold: true }],
    [12, 90, 'Doklad č. 0447-118-2026', { size: 7.5 }], R(214, 90, '20.11.2026 10:42', { size: 7.5, width: 80 }),
    [12, 100, 'Pokladna 7 · Pokladní: J. Novotná', { size: 7.5 }],
    [12, 112, 'Členská karta 0447 1820 9911', { size: 7 }],
    [12, 121, 'Ember & Rye Praha s.r.o. · IČO 17447182', { size: 7 }],
    [12, 133, '#RECT 202 0.5 black'],
    [12, 138, 'Zboží', { size: 7, bold: true }], R(180, 138, 'Kč bez DPH', { size: 7, bold: true, width: 60 }), R(214, 138, 'DPH', { size: 7, bold: true, width: 25 }),
    [12, 148, '#RECT 202 0.4 black'],
    [12, 153, 'OLEJ ŘEPKOVÝ 10 L', { size: 7.5 }],
    [22, 163, '2 x 489,90', { size: 7.5 }], R(180, 163, '979,80', { size: 7.5, width: 60 }), R(214, 163, 'B', { size: 7.5, width: 25 }),
    [12, 175, 'MÁSLO 82 % 250 G', { size: 7.5 }],
    [22, 185, '20 x 46,90', { size: 7.5 }], R(180, 185, '938,00', { size: 7.5, width: 60 }), R(214, 185, 'B', { size: 7.5, width: 25 }),
    [12, 197, 'MOUKA PŠENIČNÁ HLADKÁ 00 25 KG', { size: 7.5 }],
    [22, 207, '1 x 389,00', { size: 7.5 }], R(180, 207, '389,00', { size: 7.5, width: 60 }), R(214, 207, 'B', { size: 7.5, width: 25 }),
    [12, 219, 'AKCE OLEJ ŘEPKOVÝ 10 L', { size: 7.5 }],
    [22, 229, '2 x -40,00', { size: 7.5 }], R(180, 229, '-80,00', { size: 7.5, width: 60 }), R(214, 229, 'B', { size: 7.5, width: 25 }),
    [12, 241, 'UBROUSKY 33X33 2VR 250 KS', { size: 7.5 }],
    [22, 251, '4 x 74,90', { size: 7.5 }], R(180, 251, '299,60', { size: 7.5, width: 60 }), R(214, 251, 'A', { size: 7.5, width: 25 }),
    [12, 263, 'RUKAVICE NITRIL M 100 KS', { size: 7.5 }],
    [22, 273, '3 x 129,00', { size: 7.5 }], R(180, 273, '387,00', { size: 7.5, width: 60 }), R(214, 273, 'A', { size: 7.5, width: 25 }),
    [12, 285, 'ALOBAL 45 CM X 150 M', { size: 7.5 }],
    [22, 295, '1 x 219,00', { size: 7.5 }], R(180, 295, '219,00', { size: 7.5, width: 60 }), R(214, 295, 'A', { size: 7.5, width: 25 }),
    [12, 308, '#RECT 202 0.4 black'],
    [12, 313, 'Celkem bez DPH', { size: 7.5 }], R(214, 313, '3 132,40', { size: 7.5, width: 60 }),
    [12, 327, 'Sazba', { size: 6.5, bold: true }], R(100, 327, 'Základ', { size: 6.5, bold: true, width: 50 }), R(150, 327, 'DPH', { size: 6.5, bold: true, width: 40 }), R(214, 327, 'Celkem', { size: 6.5, bold: true, width: 50 }),
    [12, 337, 'A 21 %', { size: 6.5 }], R(100, 337, '905,60', { size: 6.5, width: 50 }), R(150, 337, '190,18', { size: 6.5, width: 40 }), R(214, 337, '1 095,78', { size: 6.5, width: 50 }),
    [12, 347, 'B 12 %', { size: 6.5 }], R(100, 347, '2 226,80', { size: 6.5, width: 50 }), R(150, 347, '267,22', { size: 6.5, width: 40 }), R(214, 347, '2 494,02', { size: 6.5, width: 50 }),
    [12, 359, 'DPH celkem', { size: 7.5 }], R(214, 359, '457,40', { size: 7.5, width: 60 }),
    [12, 372, '#RECT 202 0.5 black'],
    [12, 378, 'CELKEM K ÚHRADĚ', { size: 10, bold: true }], R(214, 377, '3 589,80 Kč', { size: 10, bold: true, width: 80 }),
    [12, 395, '#RECT 202 0.5 black'],
    [12, 401, 'Platební karta', { size: 7.5 }], R(214, 401, '3 589,80', { size: 7.5, width: 60 }),
    [12, 411, 'Mastercard ****4471 · bezkontaktně', { size: 7 }],
    [12, 421, 'Autorizační kód 447182 · Terminál GK07', { size: 7 }],
    [12, 437, 'Počet položek: 7', { size: 7 }],
    [12, 447, 'Ceny zboží jsou uvedeny bez DPH.', { size: 6.5 }],
    [12, 456, 'Zboží lze vrátit do 14 dnů s tímto dokladem.', { size: 6.5 }],
    [74, 474, 'Děkujeme za nákup!', { size: 8, bold: true }],
  ] },
];
