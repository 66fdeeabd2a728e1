// A twelfth fresh batch of 16 hand-built documents (8 invoices, 8 receipts) in the format of
// documents.ts, written on 2026-11-24 blind to the engine: their author read only documents.ts,
// documents-fresh11.ts (for the format and the conventions) and render.ts (for the page, the fonts and
// the drawing commands), nothing under engine/, server/, data/, models/ or test/, and ran neither the
// engine, the tests nor a benchmark (only the type check and a throwaway script outside the repository
// that renders these documents through render.ts). The theme is new: the invoices are CROSS-BORDER
// B2B, LOGISTICS AND PROFESSIONAL SERVICES (a sea-freight forwarder, an express courier, a customs
// broker, a translation agency under the reverse charge, an export invoice in US dollars, a law firm's
// fee note, a SaaS provider, a 3PL warehouse), the receipts PERSONAL, HEALTH AND EVERYDAY SERVICES (a
// vet, a dentist, a barber, a dry cleaner, a post office counter, a yoga studio, an optician, an EV
// charging session), from Germany, the UK, Belgium, the Czech Republic, Italy, Ireland, Sweden, Poland,
// Australia, the US, Canada, Switzerland, France and Spain; ten of the sixteen are wholly or partly not
// in English (German, French, Czech, Italian, Swedish, Polish, Spanish).
// Invoices: Germany (a sea-freight forwarder's import RECHNUNG: the invoice number only in a five-cell
// header grid beside Kunden-Nr., Job-Nr. and Seite, never repeated; a Sendungsdaten block full of
// references (booking, master and house B/L, container TGHU 447182-6, MRN, vessel / voyage, ETD / ETA);
// the ocean freight and BAF billed from USD "zum Kurs 1,0750" under the lines; eleven lines with a USt
// code 0 (steuerfrei § 4 Nr. 3 UStG) or 1 (19 %); a diesel surcharge "12 %" without quantity; a code
// table; "Zahlbar innerhalb von 10 Tagen ohne Abzug bis 28.11.2026"), the UK (an express courier's
// weekly INVOICE with a long table: eighteen consignments with tracking number, customer reference,
// service · destination, pieces, chargeable kg, charge, a surcharge code (RA / NI / OS / AC) and its
// amount, and the row total; the fuel surcharge 14.50 % in the totals; VAT 20 %; an "Amount due" band;
// Direct Debit on or after the due date), Belgium (a customs broker's FACTURE in French at Liège Airport:
// dossier, MAWB, HAWB, MRN, flight and the customs value 18 640,00 EUR as traps; its own fees subject to
// TVA 21 % (a handling fee per kg, a 2 % commission on the disbursements), then the duty and the import
// VAT "débours" paid on the client's behalf outside the VAT base (art. 28, 5°), "Total prestations
// TVAC" and "TOTAL À PAYER 5 467,60 €", a structured communication +++447/1184/20261+++), the Czech
// Republic (a translation agency's bilingual FAKTURA – DAŇOVÝ DOKLAD / Rechnung to a German client:
// number FV-2026-1047 beside the variabilní symbol 20261047; dates "24. 11. 2026", DUZP "20. 11.
// 2026" and splatnost "8. 12. 2026"; words billed by CAT band (new words, fuzzy 60 %, repetitions
// 30 %) at 0,110 / 0,066 / 0,033 EUR per word, an express surcharge 25 % without quantity, proofreading
// in hours and DTP in pages; DPH 0 % with "Daň odvede zákazník" and "Steuerschuldnerschaft des
// Leistungsempfängers"; both VAT IDs; the CZK equivalent at the ČNB rate), Italy (a machinery
// exporter's COMMERCIAL INVOICE in USD, "Invoice date Nov 19, 2026" beside "Fattura n. EX-2026/0447 del
// 19/11/2026": the order and proforma references, HS codes, Incoterms FCA, VAT 0 % "non imponibile art.
// 8", the EUR equivalent "€ 11.048,45" at the ECB rate in Italian number format, T/T 30 days due Dec
// 19, 2026), Ireland (a law firm's FEE NOTE: hours by fee earner with rates, an agreed discount printed
// "(1,164.25)" in brackets, VATable and non-VATable outlays (stamp duty, CRO fees), "Total subject to
// VAT", VAT @ 23 %, Total fee note €30,003.55, then monies on account "(7,500.00)" and a Balance due
// band of €22,503.55), Sweden (a SaaS provider's FAKTURA in ISO dates: PO number, billing period, a
// proforma invoice referenced, a licence with a contract discount -1 850,00 as a line, extra users,
// storage in GB and consulting hours "14,5"; Fakturabelopp 46 026,25, a credit from credit note
// 26100388 -4 375,00 and "Att betala SEK 41 651,25"; an OCR number 2611047312 beside the invoice number
// 26110473), Poland (a 3PL warehouse's FAKTURA VAT for a half-month billing period: storage per
// pallet-week "412 pal.-tydz." with the stock figures under it, inbound pallets, picking per order and
// per order line, packing, returns, stocktake hours and half a month of WMS subscription "0,5 mies.";
// netto columns only and the summary by rate; "Termin płatności: 14 dni (04.12.2026)").
// Receipts: Australia (a vet's TAX INVOICE / RECEIPT, 226 pt wide: patient block with weight and
// admission / discharge times, a dental procedure day, "4 x 62.00 (per 15 min)" anaesthetic time, a
// medication with its dose under it, tablets "10 x 1.95", TOTAL (incl. GST) $989.00 and "GST
// included" 89.91, a deposit taken by EFTPOS at admission and the balance at discharge, reminders with
// three future dates), the US (a dentist's PATIENT WALKOUT STATEMENT on a letter page: date of birth,
// tooth / surface / CDT code columns, Today's charges 604.00, an estimated insurance portion -502.00,
// the patient portion 102.00 paid with an HSA Visa card, a claim note and a "recommended treatment"
// table of estimates not performed today, the next appointment), Canada (a barber's 58 mm slip "Sat
// Nov 21, 2026 11:18 AM": services with the barber under each, a product, Subtotal, HST 13 %, Total,
// a 20 % tip and TOTAL PAID, Mastercard contactless, loyalty stamps, the next appointment), Switzerland
// (an Italian-language dry cleaner's RICEVUTA – BUONO DI RITIRO in Lugano: the big ticket number 0447,
// the drop-off "18.11.2026 08:52" and the ready date "sab 21.11.2026", Q.tà / Prezzo / CHF columns, a
// loyalty discount -12.74, N. CAPI 8, TOTALE 114.66, Arrotondamento -0.01, TOTALE CHF 114.65, cash
// 120.00 and Resto 5.35, "IVA 8.1% inclusa"), the UK (a post office counter receipt, 204 pt wide:
// stamps, a Special Delivery and an international tracked item each with destination, weight, tracking
// number, compensation or customs value under it, E / S flags, Cash tendered and Change, a VAT table
// with the exempt and standard-rated parts), Sweden (a yoga studio KVITTO: a month's membership with
// its period, a student discount line, a class pack with its expiry, a mat and towel hire; moms 6 % and
// 25 % in a table; Visa contactless; the next direct-debit date and amount), France (an optician's
// FACTURE ACQUITTÉE on an A5 page, "Lyon, le 21 novembre 2026": the social-security number, the
// prescription, order and delivery dates, the correction "+1,25 (-0,50 à 90°)", a frame and two lenses
// with LPP codes, a case "offerts" at 0,00, Total HT, TVA 20 %, Total TTC 823,00 €, a deposit paid by
// cheque on 02/11/2026 and the balance by card, Reste à payer 0,00 €), Spain (an EV fast-charging
// FACTURA SIMPLIFICADA, 180 pt wide: charge point, connector, plate, start, end of charge and unplug
// times, the meter readings "118 204,552 kWh" / "118 245,938 kWh", energy "41,386 kWh x 0,59 €/kWh",
// an idle fee per minute, Base imponible and IVA 21 %, Google Pay with the card under it, a released
// pre-authorisation of 60,00 €). Date forms: 18.11.2026 with 12.11.2026, 08.10.2026 and 28.11.2026;
// 23/11/2026 and "16/11/26"; "20 novembre 2026" with 17/11/2026 and 05/12/2026; "24. 11. 2026";
// "Nov 19, 2026" with 19/11/2026 and 18/11/2026; "16 November 2026" and 02/10/2026; 2026-11-24 and
// 2026-12-24; 20.11.2026 and 04.12.2026; on receipts 20/11/2026, 11/18/2026, "Sat Nov 21, 2026",
// 18.11.2026, 23/11/2026, 2026-11-20, "21 novembre 2026" and 22/11/2026. render.ts draws one page
// only, so the long courier table stays on one page. Once the engine has been fixed on any of them
// they are a development set like documents.ts, and stop measuring anything unbiased.
// Conventions as fresh11: `expect` lists only fields the printed text makes certain. subtotal is the
// printed pre-tax subtotal (Nettobetrag, Total excl. VAT, Základ daně, Subtotal, Summa exkl. moms,
// Razem netto, the optician's Total HT); it is left out on tax-inclusive receipts and where the only
// printed pre-tax figure leaves out VAT-free disbursements or outlays that are part of the total (the
// Belgian "Total prestations HTVA", the Irish "Total subject to VAT"). tax is the VAT the document
// charges (the Belgian 85,59 and not the import VAT it passes on as a disbursement; 0 on the reverse
// charge and the export). total is the document's own total BEFORE a payment on account, a retainer, a
// credit from an earlier credit note or a deposit is taken off (the Irish Total fee note, not the
// Balance due; the Swedish Fakturabelopp, not Att betala; the Australian and French totals, not the
// 0.00 left), after the printed rounding (the Swiss TOTALE CHF), and on receipts the amount paid (the
// Canadian TOTAL PAID with the tip, tip apart as in documents.ts; the US dentist's patient portion
// 102.00 that the card paid, not the 604.00 charged, of which insurance is estimated to bear 502.00).
// The currency is the one the document bills in: EUR on the German invoice whose freight lines were
// converted from USD, USD on the Italian export with its EUR equivalent, EUR on the Czech invoice with
// its CZK equivalent. `items` lists every billed line in the item tables exactly as printed
// (description, quantity, unit price, amount), null where a quantity or unit price is not printed; a
// discount or a charge printed as a row of the table is an item (the Irish fee discount, the Swedish
// contract discount, the Swiss loyalty discount, the Czech express surcharge, the German diesel
// surcharge, the Belgian commission); fees, surcharges and payments printed in the totals block are not
// (the courier's fuel surcharge). Decided here for new cases: the Belgian disbursements (duty and import
// VAT) are items of their own table, with no quantity or unit price (their base and rate are not a
// quantity and a price); the Irish fee earners are items with their hours as the quantity and their
// rate as the unit price, and the outlays are items; a courier consignment is an item whose description
// is its printed "Service · destination", whose quantity is its pieces, with no unit price, and whose
// amount is the row total including its own surcharge; the dentist's items are the procedures at their
// fees (the insurance estimate is in the totals block); a free item printed at 0,00 is an item with
// quantity 1, unit price 0 and amount 0; where a per-unit line is printed under a single line ("4 x
// 62.00", "2 @ £1.45", "10 x 1.95", "41,386 kWh x 0,59 €/kWh", "12 min x 0,25 €/min") it gives the
// quantity and the unit price. The vendor is the seller in its most complete printed form (the legal
// name under a word mark or in the footer: Northcote Vet Group Pty Ltd, Queen West Grooming Inc.,
// Optique des Brotteaux SARL). paymentMethod is the payment TYPE, on receipts only: card (EFTPOS, HSA
// Visa, Mastercard contactless, Visa kontaktlös, carte bancaire, and Google Pay, a wallet paying with a
// card), cash (Contanti, Cash tendered); the French deposit paid by cheque is an earlier payment, the
// receipt's own is the card.
// Amended after the first run (2026-11-24), to the conventions the earlier batches' authors chose: a
// line whose table prints no unit price gets the one its count and amount imply where that is a price
// to the cent (the courier's one-piece rows, 2 pieces at 9.40), as documents-fresh.ts's "Café 2 1,80"
// and documents-fresh6.ts's Peruvian factura expect, and Google Pay is a mobile_wallet, as Apple Pay,
// Google Pay, TWINT and MobilePay are in documents-fresh.ts to -fresh10.ts and in the API's payment types.
import type { Cell, ProbeDocument } from './documents.js';

/** A right-aligned cell ending at x. */
const R = (x: number, y: number, t: string, o: Cell[3] = {}): Cell => [x, y, t, { ...o, align: 'right' }];

export const FRESH12_DOCUMENTS: ProbeDocument[] = [

  // German sea-freight forwarder's import RECHNUNG (A4): the word mark and trades, the GmbH, address and
  // USt-IdNr. right; a window address with the sender line; "Rechnung" with the shipment type, the
  // Leistungsdatum (arrival 12.11.2026), the customer's PO and the clerk; a five-cell header grid that
  // alone carries the invoice number (Rechnungs-Nr., Rechnungsdatum 18.11.2026, Kunden-Nr., Job-Nr.,
  // Seite); a Sendungsdaten block (booking, master and house B/L, container, MRN, vessel / voyage, ports
  // with ETD / ETA, packages, weight and volume, Incoterm); eleven lines with a USt code: ocean freight
  // and BAF converted from USD at 1,0750 (the USD amounts under the lines), THC, ISPS, B/L fee, customs
  // declaration, extra tariff lines, on-carriage by truck, a diesel surcharge of 12 % without quantity
  // (code 0, VAT-free under § 4 Nr. 3 UStG), then an admin fee and terminal storage for three days
  // (code 1, 19 %); a code table; Nettobetrag, USt 19 % and Rechnungsbetrag EUR 3.852,60; payment within
  // 10 days "bis 28.11.2026"; ADSp and bank lines; the footer with HRB and managing directors.
  { name: 'spedition-de-seefracht-import-rechnungsnummer-nur-im-kopfraster-bl-container-mrn-usd-kurs-steuerfrei-und-19', kind: 'invoice', expect: { vendorName: 'Nordelbe Seefracht & Spedition GmbH', invoiceNumber: '26-40917', invoiceDate: '2026-11-18', dueDate: '2026-11-28', subtotal: 3820.3, tax: 32.3, total: 3852.6, currency: 'EUR' },
    items: [["Seefracht Shanghai – Hamburg, 1 x 40' HC", 1, 2000, 2000], ['BAF / Bunkerzuschlag', 1, 320, 320], ['THC Hamburg (Terminal Handling Charge)', 1, 285, 285],
      ['ISPS-Zuschlag', 1, 18.5, 18.5], ['B/L-Gebühr / Delivery Order', 1, 65, 65], ['Zollanmeldung Einfuhr (ATLAS), bis 3 Tarifpositionen', 1, 85, 85],
      ['Weitere Tarifpositionen', 4, 12, 48], ['Nachlauf Containertrucking Hamburg – Gütersloh', 1, 740, 740], ['Dieselzuschlag Nachlauf 12 %', null, null, 88.8],
      ['Avisierung und Verwaltungspauschale', 1, 35, 35], ['Containerstandgeld Terminal (15.–17.11.2026)', 3, 45, 135]], cells: [
    [50, 34, 'NORDELBE', { size: 22, bold: true }],
    [51, 58, 'Seefracht · Luftfracht · Zoll · Kontraktlogistik', { size: 8 }],
    R(545, 34, 'Nordelbe Seefracht & Spedition GmbH', { size: 9, bold: true, width: 260 }),
    R(545, 46, 'Am Veringhafen 14 · 21107 Hamburg', { size: 8, width: 260 }),
    R(545, 56, 'Tel. 040 3074 4710 · import@nordelbe-spedition.de', { size: 8, width: 260 }),
    R(545, 66, 'USt-IdNr. DE318447126', { size: 8, width: 260 }),
    [50, 100, 'Nordelbe Seefracht & Spedition GmbH · Am Veringhafen 14 · 21107 Hamburg', { size: 5.5 }],
    [50, 108, '#RECT 220 0.4 black'],
    [50, 116, 'Brenner Haushaltswaren GmbH & Co. KG', { size: 10 }],
    [50, 129, 'Einkauf / Frau S. Hoffmann', { size: 10 }],
    [50, 142, 'Industriestraße 22', { size: 10 }],
    [50, 155, '33334 Gütersloh', { size: 10 }],
    [350, 98, 'Rechnung', { size: 16, bold: true }],
    [350, 122, 'Sendung', { size: 8.5 }], R(545, 122, 'Import See FCL', { size: 8.5 }),
    [350, 134, 'Leistungsdatum (Ankunft)', { size: 8.5 }], R(545, 134, '12.11.2026', { size: 8.5 }),
    [350, 146, 'Ihre Bestellung', { size: 8.5 }], R(545, 146, 'PO 4500118207', { size: 8.5 }),
    [350, 158, 'Sachbearbeiterin', { size: 8.5 }], R(545, 158, 'K. Lindner, -4712', { size: 8.5 }),
    [45, 180, '#RECT 505 30 black stroke'], [146, 180, '#RECT 0 30 black stroke'], [247, 180, '#RECT 0 30 black stroke'], [348, 180, '#RECT 0 30 black stroke'],
    [449, 180, '#RECT 0 30 black stroke'],
    [50, 184, 'Rechnungs-Nr.', { size: 6.5 }], [50, 196, '26-40917', { size: 9, bold: true }],
    [151, 184, 'Rechnungsdatum', { size: 6.5 }], [151, 196, '18.11.2026', { size: 9 }],
    [252, 184, 'Kunden-Nr.', { size: 6.5 }], [252, 196, '100447', { size: 9 }],
    [353, 184, 'Job-Nr.', { size: 6.5 }], [353, 196, 'HAM-SI-2611-0387', { size: 8.5 }],
    [454, 184, 'Seite', { size: 6.5 }], [454, 196, '1 von 1', { size: 9 }],
    [50, 224, 'Sendungsdaten', { size: 8.5, bold: true }],
    [50, 237, 'Booking-Nr.', { size: 7.5 }], [122, 237, 'SHA26110452', { size: 7.5 }], [300, 237, 'Schiff / Reise', { size: 7.5 }], [375, 237, 'COSCO NEBULA / 044W', { size: 7.5 }],
    [50, 248, 'Master-B/L', { size: 7.5 }], [122, 248, 'COSU6144718200', { size: 7.5 }], [300, 248, 'Ladehafen', { size: 7.5 }], [375, 248, 'Shanghai (CNSHA), ETD 08.10.2026', { size: 7.5 }],
    [50, 259, 'House-B/L', { size: 7.5 }], [122, 259, 'NESE26SHA0387', { size: 7.5 }], [300, 259, 'Löschhafen', { size: 7.5 }], [375, 259, 'Hamburg (DEHAM), ETA 12.11.2026', { size: 7.5 }],
    [50, 270, 'Container', { size: 7.5 }], [122, 270, "TGHU 447182-6 · 1 x 40' HC", { size: 7.5 }], [300, 270, 'Ware', { size: 7.5 }], [375, 270, '1.120 Colli · 11.482 kg · 58,4 cbm', { size: 7.5 }],
    [50, 281, 'Zoll-MRN', { size: 7.5 }], [122, 281, '26DE447120004471A8', { size: 7.5 }], [300, 281, 'Lieferbedingung', { size: 7.5 }], [375, 281, 'FOB Shanghai (Incoterms 2020)', { size: 7.5 }],
    [45, 298, '#RECT 505 16 #e5e7eb'],
    [50, 302, 'Pos.', { size: 7.5, bold: true }], [72, 302, 'Leistung', { size: 7.5, bold: true }], R(330, 302, 'Menge', { size: 7.5, bold: true }), [334, 302, 'Einh.', { size: 7.5, bold: true }],
    R(420, 302, 'Einzelpreis', { size: 7.5, bold: true }), R(495, 302, 'Betrag EUR', { size: 7.5, bold: true }), R(545, 302, 'USt', { size: 7.5, bold: true }),
    [50, 322, '1', { size: 8 }], [72, 322, "Seefracht Shanghai – Hamburg, 1 x 40' HC", { size: 8 }], R(330, 322, '1', { size: 8 }), [334, 322, 'Cont.', { size: 8 }],
    R(420, 322, '2.000,00', { size: 8 }), R(495, 322, '2.000,00', { size: 8 }), R(540, 322, '0', { size: 8 }),
    [78, 332, 'USD 2.150,00 zum Kurs 1,0750 (EZB-Referenzkurs 11.11.2026)', { size: 6.5 }],
    [50, 345, '2', { size: 8 }], [72, 345, 'BAF / Bunkerzuschlag', { size: 8 }], R(330, 345, '1', { size: 8 }), [334, 345, 'Cont.', { size: 8 }],
    R(420, 345, '320,00', { size: 8 }), R(495, 345, '320,00', { size: 8 }), R(540, 345, '0', { size: 8 }),
    [78, 355, 'USD 344,00 zum Kurs 1,0750', { size: 6.5 }],
    [50, 368, '3', { size: 8 }], [72, 368, 'THC Hamburg (Terminal Handling Charge)', { size: 8 }], R(330, 368, '1', { size: 8 }), [334, 368, 'Cont.', { size: 8 }],
    R(420, 368, '285,00', { size: 8 }), R(495, 368, '285,00', { size: 8 }), R(540, 368, '0', { size: 8 }),
    [50, 382, '4', { size: 8 }], [72, 382, 'ISPS-Zuschlag', { size: 8 }], R(330, 382, '1', { size: 8 }), [334, 382, 'Cont.', { size: 8 }],
    R(420, 382, '18,50', { size: 8 }), R(495, 382, '18,50', { size: 8 }), R(540, 382, '0', { size: 8 }),
    [50, 396, '5', { size: 8 }], [72, 396, 'B/L-Gebühr / Delivery Order', { size: 8 }], R(330, 396, '1', { size: 8 }), [334, 396, 'pausch.', { size: 8 }],
    R(420, 396, '65,00', { size: 8 }), R(495, 396, '65,00', { size: 8 }), R(540, 396, '0', { size: 8 }),
    [50, 410, '6', { size: 8 }], [72, 410, 'Zollanmeldung Einfuhr (ATLAS), bis 3 Tarifpositionen', { size: 8 }], R(330, 410, '1', { size: 8 }), [334, 410, 'Anm.', { size: 8 }],
    R(420, 410, '85,00', { size: 8 }), R(495, 410, '85,00', { size: 8 }), R(540, 410, '0', { size: 8 }),
    [50, 424, '7', { size: 8 }], [72, 424, 'Weitere Tarifpositionen', { size: 8 }], R(330, 424, '4', { size: 8 }), [334, 424, 'Pos.', { size: 8 }],
    R(420, 424, '12,00', { size: 8 }), R(495, 424, '48,00', { size: 8 }), R(540, 424, '0', { size: 8 }),
    [50, 438, '8', { size: 8 }], [72, 438, 'Nachlauf Containertrucking Hamburg – Gütersloh', { size: 8 }], R(330, 438, '1', { size: 8 }), [334, 438, 'Fahrt', { size: 8 }],
    R(420, 438, '740,00', { size: 8 }), R(495, 438, '740,00', { size: 8 }), R(540, 438, '0', { size: 8 }),
    [50, 452, '9', { size: 8 }], [72, 452, 'Dieselzuschlag Nachlauf 12 %', { size: 8 }], R(495, 452, '88,80', { size: 8 }), R(540, 452, '0', { size: 8 }),
    [50, 466, '10', { size: 8 }], [72, 466, 'Avisierung und Verwaltungspauschale', { size: 8 }], R(330, 466, '1', { size: 8 }), [334, 466, 'pausch.', { size: 8 }],
    R(420, 466, '35,00', { size: 8 }), R(495, 466, '35,00', { size: 8 }), R(540, 466, '1', { size: 8 }),
    [50, 480, '11', { size: 8 }], [72, 480, 'Containerstandgeld Terminal (15.–17.11.2026)', { size: 8 }], R(330, 480, '3', { size: 8 }), [334, 480, 'Tage', { size: 8 }],
    R(420, 480, '45,00', { size: 8 }), R(495, 480, '135,00', { size: 8 }), R(540, 480, '1', { size: 8 }),
    [45, 494, '#RECT 505 0.6 black'],
    [50, 501, 'USt-Schlüssel: 0 = steuerfrei nach § 4 Nr. 3 UStG (grenzüberschreitende Güterbeförderung / Einfuhr) · 1 = 19 %', { size: 7 }],
    [50, 522, 'Schlüssel', { size: 7.5, bold: true }], R(180, 522, 'Basis EUR', { size: 7.5, bold: true }), R(240, 522, 'USt EUR', { size: 7.5, bold: true }),
    [50, 533, '0  steuerfrei', { size: 8 }], R(180, 533, '3.650,30', { size: 8 }), R(240, 533, '0,00', { size: 8 }),
    [50, 544, '1  19 %', { size: 8 }], R(180, 544, '170,00', { size: 8 }), R(240, 544, '32,30', { size: 8 }),
    [350, 522, 'Nettobetrag', { size: 9 }], R(545, 522, '3.820,30', { size: 9 }),
    [350, 535, 'USt 19 % auf 170,00', { size: 9 }], R(545, 535, '32,30', { size: 9 }),
    [345, 548, '#RECT 205 0.6 black'],
    [350, 554, 'Rechnungsbetrag EUR', { size: 11, bold: true }], R(545, 554, '3.852,60', { size: 11, bold: true }),
    [50, 592, 'Zahlbar innerhalb von 10 Tagen ohne Abzug bis 28.11.2026. Bitte bei Zahlung Kunden-Nr. und Job-Nr. angeben.', { size: 8.5, bold: true }],
    [50, 605, 'Hamburger Sparkasse · IBAN DE44 2005 0550 1234 4471 20 · BIC HASPDEHHXXX', { size: 8 }],
    [50, 620, 'Wir arbeiten ausschließlich auf Grundlage der Allgemeinen Deutschen Spediteurbedingungen 2017 (ADSp 2017).', { size: 7.5 }],
    [50, 630, 'Die Einfuhrabgaben wurden über das Aufschubkonto des Empfängers entrichtet und sind nicht Bestandteil dieser Rechnung.', { size: 7.5 }],
    [50, 790, 'Nordelbe Seefracht & Spedition GmbH · Sitz Hamburg · Amtsgericht Hamburg HRB 144712 · Geschäftsführer: Jens Petersen, Dr. Maren Albers', { size: 6.5 }],
    [50, 800, 'USt-IdNr. DE318447126 · EORI DE4471200 · Mitglied im DSLV Bundesverband Spedition und Logistik', { size: 6.5 }],
  ] },

  // UK express courier's weekly INVOICE (A4) with a long table: the lower-case word mark, the Ltd, address,
  // e-mail and VAT number right; "Invoice to" the customer; invoice number, date 23/11/2026, account
  // number, the collection period 16/11/2026 – 20/11/2026, 14 days by Direct Debit and the due date
  // 07/12/2026; an "Amount due" band; eighteen consignments (date "16/11/26", a consignment number
  // SWX..., the customer's order reference, service and destination, pieces, chargeable kg, charge, a
  // surcharge code RA / NI / OS / AC with its amount, and the row total); the surcharge legend; shipment
  // charges, surcharges, a fuel surcharge of 14.50 % on the shipment charges (in the totals, not a line),
  // Total excl. VAT 246.59, VAT 49.32 and Invoice total £295.91; the Direct Debit and queries lines.
  { name: 'courier-uk-weekly-invoice-long-consignment-table-tracking-refs-remote-area-codes-fuel-surcharge-in-totals', kind: 'invoice', expect: { vendorName: 'Swiftline Express Parcels Ltd', invoiceNumber: '7004471829', invoiceDate: '2026-11-23', dueDate: '2026-12-07', subtotal: 246.59, tax: 49.32, total: 295.91, currency: 'GBP' },
    items: [['Next Day · Leeds LS6', 1, 6.95, 6.95], ['Next Day · Bristol BS7', 2, null, 11.45], ['48 Hour · Norwich NR2', 1, 5.2, 5.2], ['Next Day 12:00 · London EC1V', 1, 10.45, 10.45],
      ['Next Day · Inverness IV2', 1, 17.95, 17.95], ['48 Hour · Cardiff CF10', 1, 8.9, 8.9], ['Next Day · Belfast BT9', 1, 14.45, 14.45], ['Next Day · Manchester M20', 3, null, 19.45],
      ['48 Hour · Exeter EX4', 1, 6.4, 6.4], ['Next Day · Portree IV51', 1, 16.45, 16.45], ['Next Day 12:00 · Glasgow G12', 1, 11.95, 11.95], ['Returns collection · York YO31', 1, 7.5, 7.5],
      ['Next Day · Kirkwall KW15', 1, 17.95, 17.95], ['48 Hour · Brighton BN1', 2, 4.7, 9.4], ['Next Day · Birmingham B15', 1, 25.45, 25.45], ['Saturday · Harrogate HG1', 1, 12.95, 12.95],
      ['Next Day · Newcastle NE1', 1, 12.95, 12.95], ['48 Hour · Aberdeen AB10', 1, 6.4, 6.4]], cells: [
    [50, 30, 'swiftline', { size: 24, bold: true }],
    [51, 60, 'EXPRESS PARCELS · NEXT DAY · INTERNATIONAL', { size: 7, bold: true }],
    R(545, 34, 'Swiftline Express Parcels Ltd', { size: 9, bold: true, width: 260 }),
    R(545, 46, 'Unit 7, Hams Hall Distribution Park, Coleshill B46 1GA', { size: 8, width: 260 }),
    R(545, 56, 'accounts@swiftline-express.co.uk · 0121 496 0447', { size: 8, width: 260 }),
    R(545, 66, 'VAT Reg. No. GB 284 4471 20', { size: 8, width: 260 }),
    [50, 98, 'INVOICE', { size: 16, bold: true }],
    [50, 124, 'Invoice to', { size: 7.5, bold: true }],
    [50, 135, 'Kitefield Outdoor Ltd', { size: 9.5, bold: true }],
    [50, 147, 'Accounts Payable', { size: 8.5 }],
    [50, 158, 'Mintsfeet Road South', { size: 8.5 }],
    [50, 169, 'Kendal LA9 6ND', { size: 8.5 }],
    [330, 98, 'Invoice number', { size: 8.5 }], R(545, 98, '7004471829', { size: 8.5, bold: true }),
    [330, 110, 'Invoice date', { size: 8.5 }], R(545, 110, '23/11/2026', { size: 8.5 }),
    [330, 122, 'Account number', { size: 8.5 }], R(545, 122, 'KIT-004471', { size: 8.5 }),
    [330, 134, 'Collection period', { size: 8.5 }], R(545, 134, '16/11/2026 – 20/11/2026', { size: 8.5 }),
    [330, 146, 'Payment terms', { size: 8.5 }], R(545, 146, '14 days, Direct Debit', { size: 8.5 }),
    [330, 158, 'Due date', { size: 8.5, bold: true }], R(545, 158, '07/12/2026', { size: 8.5, bold: true }),
    [325, 174, '#RECT 225 22 #1f2937'],
    [331, 180, 'Amount due', { size: 10, bold: true, width: -1 }], R(543, 180, '£295.91', { size: 10, bold: true, width: -1 }),
    [50, 210, 'Consignment detail', { size: 10, bold: true }], R(545, 212, '18 consignments · 22 pieces', { size: 7.5 }),
    [45, 228, '#RECT 505 16 #f3f4f6'],
    [50, 232, 'Date', { size: 7, bold: true }], [88, 232, 'Consignment', { size: 7, bold: true }], [150, 232, 'Your ref.', { size: 7, bold: true }],
    [194, 232, 'Service · destination', { size: 7, bold: true }], R(346, 232, 'Pcs', { size: 7, bold: true }), R(378, 232, 'Kg', { size: 7, bold: true }),
    R(420, 232, 'Charge', { size: 7, bold: true }), [428, 232, 'Code', { size: 7, bold: true }], R(484, 232, 'Surch.', { size: 7, bold: true }), R(545, 232, 'Total £', { size: 7, bold: true }),
    [50, 252, '16/11/26', { size: 7 }], [88, 252, 'SWX2611160013', { size: 7 }], [150, 252, 'KO-58812', { size: 7 }], [194, 252, 'Next Day · Leeds LS6', { size: 7 }],
    R(346, 252, '1', { size: 7 }), R(378, 252, '3.2', { size: 7 }), R(420, 252, '6.95', { size: 7 }), R(545, 252, '6.95', { size: 7 }),
    [50, 264, '16/11/26', { size: 7 }], [88, 264, 'SWX2611160021', { size: 7 }], [150, 264, 'KO-58813', { size: 7 }], [194, 264, 'Next Day · Bristol BS7', { size: 7 }],
    R(346, 264, '2', { size: 7 }), R(378, 264, '8.6', { size: 7 }), R(420, 264, '11.45', { size: 7 }), R(545, 264, '11.45', { size: 7 }),
    [50, 276, '16/11/26', { size: 7 }], [88, 276, 'SWX2611160039', { size: 7 }], [150, 276, 'KO-58815', { size: 7 }], [194, 276, '48 Hour · Norwich NR2', { size: 7 }],
    R(346, 276, '1', { size: 7 }), R(378, 276, '4.1', { size: 7 }), R(420, 276, '5.20', { size: 7 }), R(545, 276, '5.20', { size: 7 }),
    [50, 288, '17/11/26', { size: 7 }], [88, 288, 'SWX2611170018', { size: 7 }], [150, 288, 'KO-58821', { size: 7 }], [194, 288, 'Next Day 12:00 · London EC1V', { size: 7 }],
    R(346, 288, '1', { size: 7 }), R(378, 288, '2.4', { size: 7 }), R(420, 288, '10.45', { size: 7 }), R(545, 288, '10.45', { size: 7 }),
    [50, 300, '17/11/26', { size: 7 }], [88, 300, 'SWX2611170026', { size: 7 }], [150, 300, 'KO-58822', { size: 7 }], [194, 300, 'Next Day · Inverness IV2', { size: 7 }],
    R(346, 300, '1', { size: 7 }), R(378, 300, '6.8', { size: 7 }), R(420, 300, '8.45', { size: 7 }), [432, 300, 'RA', { size: 7 }], R(484, 300, '9.50', { size: 7 }), R(545, 300, '17.95', { size: 7 }),
    [50, 312, '17/11/26', { size: 7 }], [88, 312, 'SWX2611170034', { size: 7 }], [150, 312, 'KO-58824', { size: 7 }], [194, 312, '48 Hour · Cardiff CF10', { size: 7 }],
    R(346, 312, '1', { size: 7 }), R(378, 312, '12.5', { size: 7 }), R(420, 312, '8.90', { size: 7 }), R(545, 312, '8.90', { size: 7 }),
    [50, 324, '18/11/26', { size: 7 }], [88, 324, 'SWX2611180010', { size: 7 }], [150, 324, 'KO-58830', { size: 7 }], [194, 324, 'Next Day · Belfast BT9', { size: 7 }],
    R(346, 324, '1', { size: 7 }), R(378, 324, '4.9', { size: 7 }), R(420, 324, '6.95', { size: 7 }), [432, 324, 'NI', { size: 7 }], R(484, 324, '7.50', { size: 7 }), R(545, 324, '14.45', { size: 7 }),
    [50, 336, '18/11/26', { size: 7 }], [88, 336, 'SWX2611180028', { size: 7 }], [150, 336, 'KO-58831', { size: 7 }], [194, 336, 'Next Day · Manchester M20', { size: 7 }],
    R(346, 336, '3', { size: 7 }), R(378, 336, '17.8', { size: 7 }), R(420, 336, '19.45', { size: 7 }), R(545, 336, '19.45', { size: 7 }),
    [50, 348, '18/11/26', { size: 7 }], [88, 348, 'SWX2611180036', { size: 7 }], [150, 348, 'KO-58833', { size: 7 }], [194, 348, '48 Hour · Exeter EX4', { size: 7 }],
    R(346, 348, '1', { size: 7 }), R(378, 348, '9.2', { size: 7 }), R(420, 348, '6.40', { size: 7 }), R(545, 348, '6.40', { size: 7 }),
    [50, 360, '19/11/26', { size: 7 }], [88, 360, 'SWX2611190017', { size: 7 }], [150, 360, 'KO-58840', { size: 7 }], [194, 360, 'Next Day · Portree IV51', { size: 7 }],
    R(346, 360, '1', { size: 7 }), R(378, 360, '3.0', { size: 7 }), R(420, 360, '6.95', { size: 7 }), [432, 360, 'RA', { size: 7 }], R(484, 360, '9.50', { size: 7 }), R(545, 360, '16.45', { size: 7 }),
    [50, 372, '19/11/26', { size: 7 }], [88, 372, 'SWX2611190025', { size: 7 }], [150, 372, 'KO-58841', { size: 7 }], [194, 372, 'Next Day 12:00 · Glasgow G12', { size: 7 }],
    R(346, 372, '1', { size: 7 }), R(378, 372, '7.7', { size: 7 }), R(420, 372, '11.95', { size: 7 }), R(545, 372, '11.95', { size: 7 }),
    [50, 384, '19/11/26', { size: 7 }], [88, 384, 'SWX2611190033', { size: 7 }], [150, 384, 'RTN-0447', { size: 7 }], [194, 384, 'Returns collection · York YO31', { size: 7 }],
    R(346, 384, '1', { size: 7 }), R(378, 384, '2.2', { size: 7 }), R(420, 384, '7.50', { size: 7 }), R(545, 384, '7.50', { size: 7 }),
    [50, 396, '20/11/26', { size: 7 }], [88, 396, 'SWX2611200016', { size: 7 }], [150, 396, 'KO-58850', { size: 7 }], [194, 396, 'Next Day · Kirkwall KW15', { size: 7 }],
    R(346, 396, '1', { size: 7 }), R(378, 396, '5.6', { size: 7 }), R(420, 396, '8.45', { size: 7 }), [432, 396, 'RA', { size: 7 }], R(484, 396, '9.50', { size: 7 }), R(545, 396, '17.95', { size: 7 }),
    [50, 408, '20/11/26', { size: 7 }], [88, 408, 'SWX2611200024', { size: 7 }], [150, 408, 'KO-58851', { size: 7 }], [194, 408, '48 Hour · Brighton BN1', { size: 7 }],
    R(346, 408, '2', { size: 7 }), R(378, 408, '6.0', { size: 7 }), R(420, 408, '9.40', { size: 7 }), R(545, 408, '9.40', { size: 7 }),
    [50, 420, '20/11/26', { size: 7 }], [88, 420, 'SWX2611200032', { size: 7 }], [150, 420, 'KO-58853', { size: 7 }], [194, 420, 'Next Day · Birmingham B15', { size: 7 }],
    R(346, 420, '1', { size: 7 }), R(378, 420, '24.0', { size: 7 }), R(420, 420, '13.45', { size: 7 }), [432, 420, 'OS', { size: 7 }], R(484, 420, '12.00', { size: 7 }), R(545, 420, '25.45', { size: 7 }),
    [50, 432, '20/11/26', { size: 7 }], [88, 432, 'SWX2611200040', { size: 7 }], [150, 432, 'KO-58858', { size: 7 }], [194, 432, 'Saturday · Harrogate HG1', { size: 7 }],
    R(346, 432, '1', { size: 7 }), R(378, 432, '3.9', { size: 7 }), R(420, 432, '12.95', { size: 7 }), R(545, 432, '12.95', { size: 7 }),
    [50, 444, '20/11/26', { size: 7 }], [88, 444, 'SWX2611200058', { size: 7 }], [150, 444, 'KO-58859', { size: 7 }], [194, 444, 'Next Day · Newcastle NE1', { size: 7 }],
    R(346, 444, '1', { size: 7 }), R(378, 444, '4.4', { size: 7 }), R(420, 444, '6.95', { size: 7 }), [432, 444, 'AC', { size: 7 }], R(484, 444, '6.00', { size: 7 }), R(545, 444, '12.95', { size: 7 }),
    [50, 456, '20/11/26', { size: 7 }], [88, 456, 'SWX2611200066', { size: 7 }], [150, 456, 'KO-58860', { size: 7 }], [194, 456, '48 Hour · Aberdeen AB10', { size: 7 }],
    R(346, 456, '1', { size: 7 }), R(378, 456, '8.1', { size: 7 }), R(420, 456, '6.40', { size: 7 }), R(545, 456, '6.40', { size: 7 }),
    [45, 468, '#RECT 505 0.6 black'],
    [50, 478, 'Surcharge codes', { size: 7.5, bold: true }],
    [50, 489, 'RA   Remote area (Highlands & Islands)   £9.50', { size: 7 }],
    [50, 499, 'NI   Northern Ireland   £7.50', { size: 7 }],
    [50, 509, 'OS   Oversize or over 20 kg   £12.00', { size: 7 }],
    [50, 519, 'AC   Address correction   £6.00', { size: 7 }],
    [50, 533, 'Kg = chargeable weight (the greater of actual and volumetric).', { size: 7 }],
    [310, 478, 'Shipment charges', { size: 8.5 }], R(545, 478, '168.20', { size: 8.5 }),
    [310, 490, 'Surcharges (RA, NI, OS, AC)', { size: 8.5 }], R(545, 490, '54.00', { size: 8.5 }),
    [310, 502, 'Fuel surcharge 14.50% of shipment charges', { size: 8.5 }], R(545, 502, '24.39', { size: 8.5 }),
    [310, 514, 'Total excl. VAT', { size: 8.5 }], R(545, 514, '246.59', { size: 8.5 }),
    [310, 526, 'VAT @ 20%', { size: 8.5 }], R(545, 526, '49.32', { size: 8.5 }),
    [305, 539, '#RECT 245 0.6 black'],
    [310, 545, 'Invoice total', { size: 11, bold: true }], R(545, 545, '£295.91', { size: 11, bold: true }),
    [50, 584, 'Direct Debit: £295.91 will be collected from your account ending 4471 on or after 07/12/2026.', { size: 8 }],
    [50, 596, 'Queries must be raised within 14 days of the invoice date at accounts@swiftline-express.co.uk, quoting account KIT-004471.', { size: 8 }],
    [50, 608, 'The fuel surcharge is reviewed monthly and published at swiftline-express.co.uk/fuel.', { size: 8 }],
    [50, 800, 'Swiftline Express Parcels Ltd · Registered in England & Wales No. 08447120 · Registered office: Unit 7, Hams Hall Distribution Park, Coleshill B46 1GA', { size: 6 }],
  ] },

  // Belgian customs broker's FACTURE (A4, French) at Liège Airport: the word mark, the SRL with address,
  // TVA and RPM numbers and the customs-representative licence right; FACTURE, the number and "Liège, le
  // 20 novembre 2026"; the client with its TVA number; a framed reference block (client number, dossier,
  // MAWB 020-44718832, HAWB, flight and arrival 17/11/2026, MRN, packages and weight, and the customs
  // value 18 640,00 EUR); "Prestations – soumises à la TVA 21 %": the H1 declaration, extra articles,
  // handling 142 kg x 0,18, transport to the client and a 2 % commission on the disbursements (99,49);
  // "Débours – hors champ TVA": the duty 4,7 % on 18 640,00 (876,08) and the import VAT 21 % on 19 516,08
  // (4 098,38) paid on the client's behalf; Total prestations HTVA 407,55, TVA 21 % 85,59, Total
  // prestations TVAC 493,14, Débours 4 974,46 and TOTAL À PAYER 5 467,60 €; due 05/12/2026 with IBAN and
  // a structured communication; the art. 28, 5° note; the footer.
  { name: 'douane-be-facture-declarant-liege-airport-debours-droits-tva-import-hors-base-commission-avance-de-fonds', kind: 'invoice', expect: { vendorName: 'Meuse Cargo Customs SRL', invoiceNumber: '2026-FV-01842', invoiceDate: '2026-11-20', dueDate: '2026-12-05', tax: 85.59, total: 5467.6, currency: 'EUR' },
    items: [['Déclaration d’importation H1 (jusqu’à 3 articles)', 1, 95, 95], ['Articles supplémentaires au-delà de 3', 5, 8.5, 42.5],
      ['Manutention cargo Liège Airport (par kg)', 142, 0.18, 25.56], ['Transport Liège Airport – Marche-en-Famenne (porteur 7,5 t)', 1, 145, 145],
      ['Commission d’avance de fonds 2 % sur débours (min. 25,00)', null, null, 99.49], ['Droits de douane – TARIC 8714 91 10 (cadres de vélo)', null, null, 876.08],
      ['TVA à l’importation', null, null, 4098.38]], cells: [
    [50, 34, 'MEUSE CARGO', { size: 20, bold: true }],
    [51, 57, 'Customs · Handling · Transport · Liège Airport', { size: 8 }],
    R(545, 34, 'Meuse Cargo Customs SRL', { size: 9, bold: true, width: 260 }),
    R(545, 46, 'Rue de l’Aéroport 44, bât. 52 · 4460 Grâce-Hollogne', { size: 8, width: 260 }),
    R(545, 56, 'Tél. +32 4 234 47 18 · douane@meusecargo.be', { size: 8, width: 260 }),
    R(545, 66, 'TVA BE 0712.447.183 · RPM Liège, division Liège', { size: 8, width: 260 }),
    R(545, 76, 'Représentant en douane agréé · AEO-F BEAEOF0000447', { size: 8, width: 260 }),
    [50, 100, 'FACTURE', { size: 16, bold: true }],
    [50, 120, 'N° 2026-FV-01842', { size: 11, bold: true }],
    [50, 136, 'Liège, le 20 novembre 2026', { size: 9 }],
    [330, 100, 'Cyclo Ardenne SA', { size: 10, bold: true }],
    [330, 113, 'À l’attention de M. Thomas Lejeune', { size: 8.5 }],
    [330, 125, 'Rue de la Station 18', { size: 8.5 }],
    [330, 137, '6900 Marche-en-Famenne', { size: 8.5 }],
    [330, 149, 'TVA BE 0447.118.204', { size: 8.5 }],
    [45, 168, '#RECT 505 52 black stroke'],
    [52, 174, 'N° client', { size: 7.5 }], [130, 174, 'CA-1182', { size: 7.5 }], [300, 174, 'Vol / arrivée', { size: 7.5 }], [390, 174, 'QY 4471 · 17/11/2026', { size: 7.5 }],
    [52, 186, 'N° de dossier', { size: 7.5 }], [130, 186, 'LGG-IMP-26-3318', { size: 7.5 }], [300, 186, 'Déclaration (MRN)', { size: 7.5 }], [390, 186, '26BE11C00044718395', { size: 7.5 }],
    [52, 198, 'LTA (MAWB)', { size: 7.5 }], [130, 198, '020-44718832', { size: 7.5 }], [300, 198, 'Colis / poids', { size: 7.5 }], [390, 198, '9 colis · 142 kg', { size: 7.5 }],
    [52, 210, 'HAWB', { size: 7.5 }], [130, 210, 'MCC26LGG0731', { size: 7.5 }], [300, 210, 'Valeur en douane', { size: 7.5 }], [390, 210, '18 640,00 EUR', { size: 7.5 }],
    [50, 236, 'Prestations – soumises à la TVA 21 %', { size: 9, bold: true }],
    [45, 249, '#RECT 505 0.6 black'],
    [50, 253, 'Désignation', { size: 7.5, bold: true }], R(380, 253, 'Qté', { size: 7.5, bold: true }), R(450, 253, 'Prix unit.', { size: 7.5, bold: true }),
    R(545, 253, 'Montant HTVA', { size: 7.5, bold: true }),
    [45, 264, '#RECT 505 0.6 black'],
    [50, 272, 'Déclaration d’importation H1 (jusqu’à 3 articles)', { size: 8.5 }], R(380, 272, '1', { size: 8.5 }), R(450, 272, '95,00', { size: 8.5 }), R(545, 272, '95,00', { size: 8.5 }),
    [50, 286, 'Articles supplémentaires au-delà de 3', { size: 8.5 }], R(380, 286, '5', { size: 8.5 }), R(450, 286, '8,50', { size: 8.5 }), R(545, 286, '42,50', { size: 8.5 }),
    [50, 300, 'Manutention cargo Liège Airport (par kg)', { size: 8.5 }], R(380, 300, '142', { size: 8.5 }), R(450, 300, '0,18', { size: 8.5 }), R(545, 300, '25,56', { size: 8.5 }),
    [50, 314, 'Transport Liège Airport – Marche-en-Famenne (porteur 7,5 t)', { size: 8.5 }], R(380, 314, '1', { size: 8.5 }), R(450, 314, '145,00', { size: 8.5 }),
    R(545, 314, '145,00', { size: 8.5 }),
    [50, 328, 'Commission d’avance de fonds 2 % sur débours (min. 25,00)', { size: 8.5 }], R(545, 328, '99,49', { size: 8.5 }),
    [45, 342, '#RECT 505 0.6 black'],
    [50, 356, 'Débours – acquittés pour votre compte auprès de l’AGD&A (hors champ TVA)', { size: 9, bold: true }],
    [45, 369, '#RECT 505 0.6 black'],
    [50, 373, 'Désignation', { size: 7.5, bold: true }], R(380, 373, 'Base', { size: 7.5, bold: true }), R(450, 373, 'Taux', { size: 7.5, bold: true }), R(545, 373, 'Montant', { size: 7.5, bold: true }),
    [45, 384, '#RECT 505 0.6 black'],
    [50, 392, 'Droits de douane – TARIC 8714 91 10 (cadres de vélo)', { size: 8.5 }], R(380, 392, '18 640,00', { size: 8.5 }), R(450, 392, '4,7 %', { size: 8.5 }),
    R(545, 392, '876,08', { size: 8.5 }),
    [50, 406, 'TVA à l’importation', { size: 8.5 }], R(380, 406, '19 516,08', { size: 8.5 }), R(450, 406, '21 %', { size: 8.5 }), R(545, 406, '4 098,38', { size: 8.5 }),
    [45, 420, '#RECT 505 0.6 black'],
    [50, 434, 'Récapitulatif TVA', { size: 7.5, bold: true }],
    [50, 445, 'Base 21 % : 407,55 – TVA : 85,59', { size: 7.5 }],
    [50, 455, 'Débours art. 28, 5° C.TVA : 4 974,46', { size: 7.5 }],
    [320, 434, 'Total prestations HTVA', { size: 8.5 }], R(545, 434, '407,55', { size: 8.5 }),
    [320, 447, 'TVA 21 %', { size: 8.5 }], R(545, 447, '85,59', { size: 8.5 }),
    [320, 460, 'Total prestations TVAC', { size: 8.5 }], R(545, 460, '493,14', { size: 8.5 }),
    [320, 473, 'Débours (non soumis à la TVA)', { size: 8.5 }], R(545, 473, '4 974,46', { size: 8.5 }),
    [315, 486, '#RECT 235 0.6 black'],
    [320, 492, 'TOTAL À PAYER', { size: 11, bold: true }], R(545, 492, '5 467,60 €', { size: 11, bold: true }),
    [50, 530, 'Échéance : 05/12/2026 – virement sur IBAN BE71 0961 2345 6769 (BIC GKCCBEBB)', { size: 8.5 }],
    [50, 542, 'Communication structurée : +++447/1184/20261+++', { size: 8.5, bold: true }],
    [50, 558, 'Les débours sont refacturés à l’euro près, sans marge ni TVA (art. 28, 5° du Code de la TVA). La TVA à l’importation est', { size: 7.5 }],
    [50, 568, 'déductible sur la base de la déclaration d’importation (DAU) jointe. Nos prestations sont soumises aux Conditions Générales', { size: 7.5 }],
    [50, 578, 'Belges d’Expédition. Toute réclamation doit nous parvenir par écrit dans les 8 jours de la date de facture.', { size: 7.5 }],
    [50, 800, 'Meuse Cargo Customs SRL · Rue de l’Aéroport 44, bât. 52, 4460 Grâce-Hollogne · TVA BE 0712.447.183 · RPM Liège · IBAN BE71 0961 2345 6769', { size: 6.5 }],
  ] },

  // Czech translation agency's bilingual FAKTURA – DAŇOVÝ DOKLAD / Rechnung (A4) to a German client: the
  // word mark, the s.r.o. with IČO and DIČ right; invoice number FV-2026-1047 beside the variabilní
  // symbol 20261047, dates "24. 11. 2026" (issue), "20. 11. 2026" (DUZP) and "8. 12. 2026" (due), the
  // PO and its date; the client with its USt-IdNr.; the project line with the CAT analysis date; seven
  // lines in a two-row bilingual header: DE-CS new words 8 920 x 0,110, fuzzy matches 2 740 x 0,066,
  // repetitions 820 x 0,033, DE-PL 12 480 x 0,120, an express surcharge of 25 % on line 4 without
  // quantity, proofreading 6,5 hod. x 38,00 and DTP 96 pages x 4,50; DPH 0 % per line; Základ daně /
  // Nettobetrag 3 740,10, DPH 0 % and Celkem k úhradě 3 740,10 EUR; the CZK equivalent 90 940,53 at the
  // ČNB rate; a framed reverse-charge note in Czech and German; the payment line with IBAN and VS; the
  // issuer; the register footer.
  { name: 'preklady-cz-faktura-dph-0-reverse-charge-nemecky-odberatel-cena-za-slovo-cat-pasma-variabilni-symbol-kurz-cnb', kind: 'invoice', expect: { vendorName: 'Lingua Morava s.r.o.', invoiceNumber: 'FV-2026-1047', invoiceDate: '2026-11-24', dueDate: '2026-12-08', subtotal: 3740.1, tax: 0, total: 3740.1, currency: 'EUR' },
    items: [['Překlad DE-CS – nová slova / neue Wörter', 8920, 0.11, 981.2], ['Překlad DE-CS – fuzzy shody 75–99 % (60 %)', 2740, 0.066, 180.84],
      ['Překlad DE-CS – opakování a 100% shody (30 %)', 820, 0.033, 27.06], ['Překlad DE-PL – nová slova / neue Wörter', 12480, 0.12, 1497.6],
      ['Expresní příplatek 25 % k pol. 4 / Eilzuschlag', null, null, 374.4], ['Korektura rodilým mluvčím CS + PL / Lektorat', 6.5, 38, 247],
      ['DTP sazba InDesign, 2 jazyky × 48 stran / DTP-Satz', 96, 4.5, 432]], cells: [
    [50, 34, 'LINGUA MORAVA', { size: 20, bold: true }],
    [51, 57, 'Překlady · Tlumočení · Lokalizace  |  Übersetzungen · Dolmetschen', { size: 7.5 }],
    R(545, 34, 'Lingua Morava s.r.o.', { size: 9, bold: true, width: 260 }),
    R(545, 46, 'Cejl 44, 602 00 Brno, Česká republika', { size: 8, width: 260 }),
    R(545, 56, 'IČO 04471182 · DIČ CZ04471182', { size: 8, width: 260 }),
    R(545, 66, 'projekty@linguamorava.cz · +420 541 447 182', { size: 8, width: 260 }),
    [50, 96, 'FAKTURA – DAŇOVÝ DOKLAD', { size: 14, bold: true }],
    [50, 114, 'Rechnung', { size: 10 }],
    [318, 96, 'Číslo faktury / Rechnungs-Nr.', { size: 8 }], R(545, 96, 'FV-2026-1047', { size: 8.5, bold: true }),
    [318, 108, 'Variabilní symbol', { size: 8 }], R(545, 108, '20261047', { size: 8 }),
    [318, 120, 'Datum vystavení / Rechnungsdatum', { size: 8 }], R(545, 120, '24. 11. 2026', { size: 8 }),
    [318, 132, 'DUZP / Leistungsdatum', { size: 8 }], R(545, 132, '20. 11. 2026', { size: 8 }),
    [318, 144, 'Splatnost / Fällig am', { size: 8, bold: true }], R(545, 144, '8. 12. 2026', { size: 8, bold: true }),
    [318, 156, 'Objednávka / Bestellung', { size: 8 }], R(545, 156, 'PO 4500447182 (3. 11. 2026)', { size: 8 }),
    [50, 140, 'Odběratel / Leistungsempfänger', { size: 7.5, bold: true }],
    [50, 151, 'Kessler Medizintechnik GmbH', { size: 9.5, bold: true }],
    [50, 163, 'Robert-Bosch-Straße 11', { size: 8.5 }],
    [50, 174, '78532 Tuttlingen, Deutschland', { size: 8.5 }],
    [50, 185, 'USt-IdNr. / DIČ: DE812447193', { size: 8.5 }],
    [50, 208, 'Projekt: Gebrauchsanweisung Endoskop-Serie K7 (IFU K7-2026, Rev. C) · CAT-Analyse SDL Trados vom 2. 11. 2026', { size: 8 }],
    [45, 226, '#RECT 505 22 #e5e7eb'],
    [49, 229, 'Pol.', { size: 7, bold: true }], [68, 229, 'Popis / Beschreibung', { size: 7, bold: true }], R(330, 229, 'Množství', { size: 7, bold: true }), [334, 229, 'MJ', { size: 7, bold: true }],
    R(420, 229, 'Cena/MJ', { size: 7, bold: true }), R(470, 229, 'DPH', { size: 7, bold: true }), R(545, 229, 'Celkem EUR', { size: 7, bold: true }),
    R(330, 238, 'Menge', { size: 7, bold: true }), [334, 238, 'Einh.', { size: 7, bold: true }], R(420, 238, 'Preis/Einh.', { size: 7, bold: true }), R(470, 238, 'USt', { size: 7, bold: true }),
    R(545, 238, 'Gesamt EUR', { size: 7, bold: true }),
    [50, 258, '1', { size: 8 }], [68, 258, 'Překlad DE-CS – nová slova / neue Wörter', { size: 8 }], R(330, 258, '8 920', { size: 8 }), [334, 258, 'slov', { size: 8 }],
    R(420, 258, '0,110', { size: 8 }), R(470, 258, '0 %', { size: 8 }), R(545, 258, '981,20', { size: 8 }),
    [50, 272, '2', { size: 8 }], [68, 272, 'Překlad DE-CS – fuzzy shody 75–99 % (60 %)', { size: 8 }], R(330, 272, '2 740', { size: 8 }), [334, 272, 'slov', { size: 8 }],
    R(420, 272, '0,066', { size: 8 }), R(470, 272, '0 %', { size: 8 }), R(545, 272, '180,84', { size: 8 }),
    [50, 286, '3', { size: 8 }], [68, 286, 'Překlad DE-CS – opakování a 100% shody (30 %)', { size: 8 }], R(330, 286, '820', { size: 8 }), [334, 286, 'slov', { size: 8 }],
    R(420, 286, '0,033', { size: 8 }), R(470, 286, '0 %', { size: 8 }), R(545, 286, '27,06', { size: 8 }),
    [50, 300, '4', { size: 8 }], [68, 300, 'Překlad DE-PL – nová slova / neue Wörter', { size: 8 }], R(330, 300, '12 480', { size: 8 }), [334, 300, 'slov', { size: 8 }],
    R(420, 300, '0,120', { size: 8 }), R(470, 300, '0 %', { size: 8 }), R(545, 300, '1 497,60', { size: 8 }),
    [50, 314, '5', { size: 8 }], [68, 314, 'Expresní příplatek 25 % k pol. 4 / Eilzuschlag', { size: 8 }], R(470, 314, '0 %', { size: 8 }), R(545, 314, '374,40', { size: 8 }),
    [50, 328, '6', { size: 8 }], [68, 328, 'Korektura rodilým mluvčím CS + PL / Lektorat', { size: 8 }], R(330, 328, '6,5', { size: 8 }), [334, 328, 'hod.', { size: 8 }],
    R(420, 328, '38,00', { size: 8 }), R(470, 328, '0 %', { size: 8 }), R(545, 328, '247,00', { size: 8 }),
    [50, 342, '7', { size: 8 }], [68, 342, 'DTP sazba InDesign, 2 jazyky × 48 stran / DTP-Satz', { size: 8 }], R(330, 342, '96', { size: 8 }), [334, 342, 'str.', { size: 8 }],
    R(420, 342, '4,50', { size: 8 }), R(470, 342, '0 %', { size: 8 }), R(545, 342, '432,00', { size: 8 }),
    [45, 356, '#RECT 505 0.6 black'],
    [300, 368, 'Základ daně / Nettobetrag', { size: 9 }], R(545, 368, '3 740,10', { size: 9 }),
    [300, 381, 'DPH 0 % / USt 0 %', { size: 9 }], R(545, 381, '0,00', { size: 9 }),
    [295, 394, '#RECT 255 0.6 black'],
    [300, 400, 'Celkem k úhradě / Gesamtbetrag', { size: 10, bold: true }], R(545, 400, '3 740,10 EUR', { size: 10, bold: true }),
    [50, 368, 'Přepočet kurzem ČNB ze dne 20. 11. 2026:', { size: 7 }],
    [50, 378, '24,315 CZK/EUR · základ 90 940,53 CZK', { size: 7 }],
    [50, 388, 'DPH 0 % · 0,00 CZK', { size: 7 }],
    [45, 426, '#RECT 505 34 black stroke'],
    [52, 432, 'Daň odvede zákazník – přenesení daňové povinnosti (§ 9 odst. 1 a § 24 zákona o DPH, čl. 196 směrnice 2006/112/ES).', { size: 7.5, bold: true }],
    [52, 445, 'Steuerschuldnerschaft des Leistungsempfängers – Reverse Charge gemäß Art. 196 MwStSystRL / § 13b UStG.', { size: 7.5 }],
    [50, 478, 'Platba převodem / Überweisung · IBAN CZ41 0300 0000 0002 4471 1820 · BIC CEKOCZPP · VS 20261047', { size: 8 }],
    [50, 490, 'Splatnost 14 dní / Zahlbar innerhalb von 14 Tagen bis 8. 12. 2026.', { size: 8 }],
    [50, 508, 'Vystavila / Ausgestellt von: Mgr. Tereza Dvořáková, projektová manažerka', { size: 7.5 }],
    [50, 800, 'Lingua Morava s.r.o. · zapsaná v obchodním rejstříku vedeném Krajským soudem v Brně, oddíl C, vložka 94471 · IČO 04471182 · DIČ CZ04471182', { size: 6 }],
  ] },

  // Italian machinery exporter's COMMERCIAL INVOICE in USD (A4): the word mark, the S.r.l. with P.IVA,
  // REA and EORI right; "Fattura n. EX-2026/0447 del 19/11/2026" under the title and "Invoice date Nov
  // 19, 2026" in the reference block with the customer number, the order (Oct 28, 2026), the proforma
  // (Oct 29, 2026), Incoterms FCA and the payment terms; Sold to and Ship to; the shipment line with
  // weights, forwarder and the export MRN; a dark band and five lines with code, description, HS code,
  // quantity, unit price and amount in USD (a machine serial note under the first); Subtotal 11,971.00,
  // VAT 0 % (non imponibile art. 8) and TOTAL USD 11,971.00; the EUR equivalent € 11.048,45 at the ECB
  // rate of 18/11/2026 in Italian number format; the legal notes; T/T 30 days due Dec 19, 2026 with
  // IBAN and SWIFT; the origin statement and a signature line; the footer.
  { name: 'export-it-commercial-invoice-usd-controvalore-eur-cambio-bce-non-imponibile-art8-hs-codes-incoterms', kind: 'invoice', expect: { vendorName: 'Brianza Packaging Machines S.r.l.', invoiceNumber: 'EX-2026/0447', invoiceDate: '2026-11-19', dueDate: '2026-12-19', subtotal: 11971, tax: 0, total: 11971, currency: 'USD' },
    items: [['Capping head assembly 38 mm PP', 2, 3450, 6900], ['Star wheel set, 500 ml PET', 1, 1870, 1870], ['Gear reducer i = 1:20, 3 kW', 1, 2215, 2215],
      ['Wear parts kit (seals, O-rings)', 4, 186.5, 746], ['Wooden case, ISPM-15, seaworthy', 2, 120, 240]], cells: [
    [50, 34, 'BRIANZA PACK', { size: 20, bold: true }],
    [51, 57, 'Capping & filling machines · Spare parts · Service', { size: 8 }],
    R(545, 34, 'Brianza Packaging Machines S.r.l.', { size: 9, bold: true, width: 260 }),
    R(545, 46, 'Via Valassina 118 · 20841 Carate Brianza (MB) · Italy', { size: 8, width: 260 }),
    R(545, 56, 'P.IVA / VAT IT04471820963 · REA MB-1744718', { size: 8, width: 260 }),
    R(545, 66, 'EORI IT04471820963 · export@brianzapack.it', { size: 8, width: 260 }),
    [50, 96, 'COMMERCIAL INVOICE', { size: 15, bold: true }],
    [50, 114, 'Fattura n. EX-2026/0447 del 19/11/2026', { size: 9 }],
    [330, 96, 'Invoice No.', { size: 8.5 }], R(545, 96, 'EX-2026/0447', { size: 8.5, bold: true }),
    [330, 108, 'Invoice date', { size: 8.5 }], R(545, 108, 'Nov 19, 2026', { size: 8.5 }),
    [330, 120, 'Customer No.', { size: 8.5 }], R(545, 120, 'US-0118', { size: 8.5 }),
    [330, 132, 'Your order', { size: 8.5 }], R(545, 132, 'PO HV-26-0311 of Oct 28, 2026', { size: 8.5, width: 200 }),
    [330, 144, 'Proforma', { size: 8.5 }], R(545, 144, 'PF-2026/118 of Oct 29, 2026', { size: 8.5 }),
    [330, 156, 'Incoterms® 2020', { size: 8.5 }], R(545, 156, 'FCA Carate Brianza', { size: 8.5 }),
    [330, 168, 'Payment', { size: 8.5 }], R(545, 168, 'T/T 30 days net', { size: 8.5 }),
    [50, 138, 'Sold to / Cessionario', { size: 7.5, bold: true }],
    [50, 149, 'Hudson Valley Bottling Co.', { size: 9.5, bold: true }],
    [50, 161, '2200 Route 9W', { size: 8.5 }],
    [50, 172, 'Newburgh, NY 12550, USA', { size: 8.5 }],
    [50, 183, 'EIN 47-1182044', { size: 8.5 }],
    [200, 138, 'Ship to / Destinatario', { size: 7.5, bold: true }],
    [200, 149, 'Hudson Valley Bottling Co.', { size: 8.5 }],
    [200, 161, 'Receiving Dock 3', { size: 8.5 }],
    [200, 172, 'Newburgh, NY 12550, USA', { size: 8.5 }],
    [50, 204, 'Shipment: 2 wooden cases · gross 486 kg · net 412 kg · country of origin Italy · forwarder Alpi Air & Sea S.r.l., Milano', { size: 7.5 }],
    [50, 214, 'Export declaration MRN 26IT447182000118E4 · AWB to follow · Packing list PL-0447', { size: 7.5 }],
    [45, 232, '#RECT 505 16 #1e3a8a'],
    [50, 236, 'Code', { size: 7.5, bold: true, width: -1 }], [110, 236, 'Description', { size: 7.5, bold: true, width: -1 }], [290, 236, 'HS code', { size: 7.5, bold: true, width: -1 }],
    R(365, 236, 'Qty', { size: 7.5, bold: true, width: -1 }), R(450, 236, 'Unit price USD', { size: 7.5, bold: true, width: -1 }),
    R(545, 236, 'Amount USD', { size: 7.5, bold: true, width: -1 }),
    [50, 258, 'CH-38-PP', { size: 8.5 }], [110, 258, 'Capping head assembly 38 mm PP', { size: 8.5 }], [290, 258, '8422 90 90', { size: 8.5 }], R(365, 258, '2', { size: 8.5 }),
    R(450, 258, '3,450.00', { size: 8.5 }), R(545, 258, '6,900.00', { size: 8.5 }),
    [116, 268, 'for capper BPM-C12, machine serial 2019-0447', { size: 6.5 }],
    [50, 282, 'SW-500', { size: 8.5 }], [110, 282, 'Star wheel set, 500 ml PET', { size: 8.5 }], [290, 282, '8422 90 90', { size: 8.5 }], R(365, 282, '1', { size: 8.5 }),
    R(450, 282, '1,870.00', { size: 8.5 }), R(545, 282, '1,870.00', { size: 8.5 }),
    [50, 298, 'GR-20-3K', { size: 8.5 }], [110, 298, 'Gear reducer i = 1:20, 3 kW', { size: 8.5 }], [290, 298, '8483 40 25', { size: 8.5 }], R(365, 298, '1', { size: 8.5 }),
    R(450, 298, '2,215.00', { size: 8.5 }), R(545, 298, '2,215.00', { size: 8.5 }),
    [50, 314, 'WK-12', { size: 8.5 }], [110, 314, 'Wear parts kit (seals, O-rings)', { size: 8.5 }], [290, 314, '4016 93 00', { size: 8.5 }], R(365, 314, '4', { size: 8.5 }),
    R(450, 314, '186.50', { size: 8.5 }), R(545, 314, '746.00', { size: 8.5 }),
    [50, 330, 'PK-SEA', { size: 8.5 }], [110, 330, 'Wooden case, ISPM-15, seaworthy', { size: 8.5 }], [290, 330, '4415 10 10', { size: 8.5 }], R(365, 330, '2', { size: 8.5 }),
    R(450, 330, '120.00', { size: 8.5 }), R(545, 330, '240.00', { size: 8.5 }),
    [45, 346, '#RECT 505 0.6 black'],
    [350, 358, 'Subtotal', { size: 9 }], R(545, 358, '11,971.00', { size: 9 }),
    [350, 371, 'VAT 0 % (non imponibile art. 8)', { size: 9 }], R(545, 371, '0.00', { size: 9 }),
    [345, 384, '#RECT 205 0.6 black'],
    [350, 390, 'TOTAL USD', { size: 11, bold: true }], R(545, 390, '11,971.00', { size: 11, bold: true }),
    [50, 358, 'Controvalore in EUR / EUR equivalent', { size: 7.5, bold: true }],
    [50, 369, 'cambio BCE del 18/11/2026: 1 EUR = 1,0835 USD', { size: 7.5 }],
    [50, 381, '€ 11.048,45', { size: 10, bold: true }],
    [50, 424, 'Operazione non imponibile IVA ai sensi dell’art. 8, comma 1, lett. a) del D.P.R. 633/72 – cessione all’esportazione.', { size: 7.5 }],
    [50, 434, 'Imposta di bollo assolta in modo virtuale ai sensi del D.M. 17/06/2014.', { size: 7.5 }],
    [50, 450, 'Payment: T/T 30 days from invoice date, due Dec 19, 2026 – Banca di Credito Cooperativo di Carate Brianza', { size: 8 }],
    [50, 461, 'IBAN IT60 X084 4032 7100 0000 0447 182 · SWIFT BCCAITRRCAR · please quote EX-2026/0447', { size: 8 }],
    [50, 478, 'We hereby certify that this invoice is true and correct and that the goods described above are of Italian origin.', { size: 7.5 }],
    [380, 520, '#RECT 165 0.5 black'],
    [380, 524, 'Brianza Packaging Machines S.r.l. – Export Dept.', { size: 6.5 }],
    [50, 800, 'Brianza Packaging Machines S.r.l. · Via Valassina 118, 20841 Carate Brianza (MB) · Capitale sociale € 100.000 i.v. · P.IVA IT04471820963 · REA MB-1744718', { size: 6.5 }],
  ] },

  // Irish law firm's FEE NOTE (A4): the name in capitals over "SOLICITORS", the LLP with address and VAT
  // number right; "Private & Confidential" to the directors of the client company; fee note number,
  // "16 November 2026", our and client / matter references, the client's PO, work to 31 October 2026
  // and the due date 16 December 2026; the "Re:" line and a narrative; a fee table by fee earner (name
  // and grade, hours, rate, amount) with an agreed 5 % discount in brackets "(1,164.25)" and Net
  // professional fees 22,120.75 (86.00 hours); an outlays table with VAT "23%" or "n/a" (couriers,
  // printing, CRO fees, searches, stamp duty 2,350.00); a VAT analysis; Net professional fees, VATable
  // outlays, Total subject to VAT 22,419.15, VAT @ 23% 5,156.40, Non-VATable outlays 2,428.00, Total fee
  // note 30,003.55, monies received on account "(7,500.00)" and a dark "Balance due €" band 22,503.55;
  // the payment, section 150 and late-payment lines; the LLP footer.
  { name: 'solicitors-ie-fee-note-hours-by-fee-earner-discount-in-brackets-vatable-and-non-vatable-outlays-retainer-on-account', kind: 'invoice', expect: { vendorName: "O'Driscoll Brennan LLP", invoiceNumber: 'FN-26-01182', invoiceDate: '2026-11-16', dueDate: '2026-12-16', tax: 5156.4, total: 30003.55, currency: 'EUR' },
    items: [['Patricia Brennan, Partner', 14.5, 450, 6525], ['Mark Kinsella, Senior Associate', 22, 320, 7040], ['Aoife Daly, Solicitor', 31.5, 240, 7560],
      ['Conor Walsh, Trainee Solicitor', 18, 120, 2160], ['Less: agreed fee discount 5%', null, null, -1164.25], ['Courier and DX charges', null, null, 86.4],
      ['Printing and binding of completion bibles (3 sets)', null, null, 212], ['Companies Registration Office filing fees (B5, B10)', null, null, 30],
      ['CRO and Land Direct search fees', null, null, 48], ['Stamp duty on share transfer (paid via ROS)', null, null, 2350]], cells: [
    [50, 34, "O'DRISCOLL BRENNAN", { size: 18, bold: true }],
    [51, 55, 'S O L I C I T O R S', { size: 7.5, bold: true }],
    R(545, 34, "O'Driscoll Brennan LLP", { size: 9, bold: true, width: 260 }),
    R(545, 46, '22 Fitzwilliam Place, Dublin 2, D02 T292', { size: 8, width: 260 }),
    R(545, 56, 'T +353 1 644 7182 · accounts@odb.ie · odb.ie', { size: 8, width: 260 }),
    R(545, 66, 'VAT No. IE 3447182RH', { size: 8, width: 260 }),
    [50, 96, 'FEE NOTE', { size: 16, bold: true }],
    [50, 120, 'Private & Confidential', { size: 7.5, bold: true }],
    [50, 131, 'The Directors', { size: 9 }],
    [50, 143, 'Tidewater Analytics Ireland Limited', { size: 9, bold: true }],
    [50, 155, '4 Haddington Road', { size: 9 }],
    [50, 167, 'Dublin 4, D04 X2K7', { size: 9 }],
    [330, 96, 'Fee note no.', { size: 8.5 }], R(545, 96, 'FN-26-01182', { size: 8.5, bold: true }),
    [330, 108, 'Date', { size: 8.5 }], R(545, 108, '16 November 2026', { size: 8.5 }),
    [330, 120, 'Our ref.', { size: 8.5 }], R(545, 120, 'PB/MK/TID0044-0003', { size: 8.5 }),
    [330, 132, 'Client / matter', { size: 8.5 }], R(545, 132, 'TID0044 / 0003', { size: 8.5 }),
    [330, 144, 'Your PO', { size: 8.5 }], R(545, 144, 'PO-IE-26-0187', { size: 8.5 }),
    [330, 156, 'Work to', { size: 8.5 }], R(545, 156, '31 October 2026', { size: 8.5 }),
    [330, 168, 'Due date', { size: 8.5, bold: true }], R(545, 168, '16 December 2026', { size: 8.5, bold: true }),
    [50, 192, 'Re: Acquisition of the entire issued share capital of Corbally Software Limited', { size: 9, bold: true }],
    [50, 206, 'To our professional fees for acting on your behalf in the above matter, including legal due diligence, negotiation of the share', { size: 7.5 }],
    [50, 216, 'purchase agreement and disclosure letter, completion and post-completion filings, as per the time summary below.', { size: 7.5 }],
    [50, 236, 'Professional fees', { size: 9, bold: true }],
    [45, 248, '#RECT 505 0.6 black'],
    [50, 252, 'Fee earner', { size: 7.5, bold: true }], R(390, 252, 'Hours', { size: 7.5, bold: true }), R(460, 252, 'Rate €', { size: 7.5, bold: true }),
    R(545, 252, 'Amount €', { size: 7.5, bold: true }),
    [45, 263, '#RECT 505 0.6 black'],
    [50, 271, 'Patricia Brennan, Partner', { size: 8.5 }], R(390, 271, '14.50', { size: 8.5 }), R(460, 271, '450.00', { size: 8.5 }), R(545, 271, '6,525.00', { size: 8.5 }),
    [50, 284, 'Mark Kinsella, Senior Associate', { size: 8.5 }], R(390, 284, '22.00', { size: 8.5 }), R(460, 284, '320.00', { size: 8.5 }), R(545, 284, '7,040.00', { size: 8.5 }),
    [50, 297, 'Aoife Daly, Solicitor', { size: 8.5 }], R(390, 297, '31.50', { size: 8.5 }), R(460, 297, '240.00', { size: 8.5 }), R(545, 297, '7,560.00', { size: 8.5 }),
    [50, 310, 'Conor Walsh, Trainee Solicitor', { size: 8.5 }], R(390, 310, '18.00', { size: 8.5 }), R(460, 310, '120.00', { size: 8.5 }), R(545, 310, '2,160.00', { size: 8.5 }),
    [50, 323, 'Less: agreed fee discount 5%', { size: 8.5 }], R(545, 323, '(1,164.25)', { size: 8.5 }),
    [45, 336, '#RECT 505 0.6 black'],
    [50, 342, 'Total 86.00 hours', { size: 8 }],
    [300, 342, 'Net professional fees', { size: 8.5, bold: true }], R(545, 342, '22,120.75', { size: 8.5, bold: true }),
    [50, 366, 'Outlays', { size: 9, bold: true }],
    [45, 378, '#RECT 505 0.6 black'],
    [50, 382, 'Description', { size: 7.5, bold: true }], R(460, 382, 'VAT', { size: 7.5, bold: true }), R(545, 382, 'Amount €', { size: 7.5, bold: true }),
    [45, 393, '#RECT 505 0.6 black'],
    [50, 401, 'Courier and DX charges', { size: 8.5 }], R(460, 401, '23%', { size: 8.5 }), R(545, 401, '86.40', { size: 8.5 }),
    [50, 414, 'Printing and binding of completion bibles (3 sets)', { size: 8.5 }], R(460, 414, '23%', { size: 8.5 }), R(545, 414, '212.00', { size: 8.5 }),
    [50, 427, 'Companies Registration Office filing fees (B5, B10)', { size: 8.5 }], R(460, 427, 'n/a', { size: 8.5 }), R(545, 427, '30.00', { size: 8.5 }),
    [50, 440, 'CRO and Land Direct search fees', { size: 8.5 }], R(460, 440, 'n/a', { size: 8.5 }), R(545, 440, '48.00', { size: 8.5 }),
    [50, 453, 'Stamp duty on share transfer (paid via ROS)', { size: 8.5 }], R(460, 453, 'n/a', { size: 8.5 }), R(545, 453, '2,350.00', { size: 8.5 }),
    [45, 467, '#RECT 505 0.6 black'],
    [50, 479, 'VAT analysis', { size: 7.5, bold: true }],
    [50, 490, 'Standard rate 23%: net 22,419.15 · VAT 5,156.40', { size: 7.5 }],
    [50, 500, 'Outlays not subject to VAT: 2,428.00', { size: 7.5 }],
    [330, 479, 'Net professional fees', { size: 8.5 }], R(545, 479, '22,120.75', { size: 8.5 }),
    [330, 492, 'VATable outlays', { size: 8.5 }], R(545, 492, '298.40', { size: 8.5 }),
    [330, 505, 'Total subject to VAT', { size: 8.5 }], R(545, 505, '22,419.15', { size: 8.5 }),
    [330, 518, 'VAT @ 23%', { size: 8.5 }], R(545, 518, '5,156.40', { size: 8.5 }),
    [330, 531, 'Non-VATable outlays', { size: 8.5 }], R(545, 531, '2,428.00', { size: 8.5 }),
    [325, 544, '#RECT 225 0.6 black'],
    [330, 550, 'Total fee note', { size: 11, bold: true }], R(545, 550, '30,003.55', { size: 11, bold: true }),
    [330, 567, 'Less: monies received on account (02/10/2026)', { size: 7.5 }], R(545, 567, '(7,500.00)', { size: 8.5 }),
    [325, 580, '#RECT 225 20 #1f2937'],
    [330, 585, 'Balance due €', { size: 10, bold: true, width: -1 }], R(540, 585, '22,503.55', { size: 10, bold: true, width: -1 }),
    [50, 622, 'Payment due by 16 December 2026. EFT to Bank of Ireland, IBAN IE29 BOFI 9000 1744 7182 04, BIC BOFIIE2D, quoting FN-26-01182.', { size: 7.5 }],
    [50, 633, 'This fee note is issued in accordance with our section 150 notice dated 11 August 2026 (Legal Services Regulation Act 2015).', { size: 7.5 }],
    [50, 644, 'Interest may be charged on balances outstanding after 30 days under the European Communities (Late Payment in', { size: 7.5 }],
    [50, 654, 'Commercial Transactions) Regulations 2012.', { size: 7.5 }],
    [50, 800, "O'Driscoll Brennan LLP is a limited liability partnership registered in Ireland and regulated by the Law Society of Ireland. A list of partners is available at our office.", { size: 6 }],
  ] },

  // Swedish SaaS provider's FAKTURA (A4) in ISO dates: the lower-case word mark, the AB with org.nr,
  // momsreg.nr and F-skatt right; the customer; invoice number 26110473, dates 2026-11-24 and
  // 2026-12-24, terms, customer number, both references, the PO and the period 2026-11-01 – 2026-11-30;
  // the proforma and contract referenced; five lines (Beskrivning, Antal, Enhet, À-pris, Belopp): the
  // Enterprise licence, a contract discount -1 850,00 as a line, 12 extra users, 340 GB storage at 0,90,
  // consulting 14,5 tim x 1 250,00; Summa exkl. moms 36 821,00, Moms 25 % 9 205,25, Fakturabelopp 46 026,25,
  // a credit from credit note 26100388 -4 375,00 and an "Att betala SEK 41 651,25" band; the VAT
  // specification and the credit note's reason; a framed payment box with Bankgiro and an OCR number
  // 2611047312; the footer with IBAN.
  { name: 'saas-se-faktura-po-period-proforma-avtalsrabatt-rad-kreditfaktura-avraknad-att-betala-ocr-nummer', kind: 'invoice', expect: { vendorName: 'Fjällsta Cloud Solutions AB', invoiceNumber: '26110473', invoiceDate: '2026-11-24', dueDate: '2026-12-24', subtotal: 36821, tax: 9205.25, total: 46026.25, currency: 'SEK' },
    items: [['Plattformslicens Enterprise, november 2026', 1, 18500, 18500], ['Avtalsrabatt 10 % på licens', null, null, -1850], ['Extra användare utöver 50 st', 12, 145, 1740],
      ['Lagring utöver 2 TB', 340, 0.9, 306], ['Konsulttimmar integration Fortnox (enl. PF-2611-019)', 14.5, 1250, 18125]], cells: [
    [50, 32, 'fjällsta', { size: 22, bold: true }],
    [51, 58, 'cloud solutions', { size: 8 }],
    R(545, 34, 'Fjällsta Cloud Solutions AB', { size: 9, bold: true, width: 260 }),
    R(545, 46, 'Sveavägen 44, 111 34 Stockholm', { size: 8, width: 260 }),
    R(545, 56, 'Org.nr 559447-1820 · Momsreg.nr SE559447182001', { size: 8, width: 260 }),
    R(545, 66, 'Godkänd för F-skatt · faktura@fjallsta.se', { size: 8, width: 260 }),
    [50, 100, 'FAKTURA', { size: 16, bold: true }],
    [50, 128, 'Norrlandia Fastigheter AB', { size: 10 }],
    [50, 141, 'Att: Linnea Holm, Ekonomi', { size: 10 }],
    [50, 154, 'Box 447', { size: 10 }],
    [50, 167, '901 10 Umeå', { size: 10 }],
    [330, 100, 'Fakturanummer', { size: 8.5 }], R(545, 100, '26110473', { size: 8.5, bold: true }),
    [330, 112, 'Fakturadatum', { size: 8.5 }], R(545, 112, '2026-11-24', { size: 8.5 }),
    [330, 124, 'Förfallodatum', { size: 8.5, bold: true }], R(545, 124, '2026-12-24', { size: 8.5, bold: true }),
    [330, 136, 'Betalningsvillkor', { size: 8.5 }], R(545, 136, '30 dagar netto', { size: 8.5 }),
    [330, 148, 'Kundnummer', { size: 8.5 }], R(545, 148, '10447', { size: 8.5 }),
    [330, 160, 'Er referens', { size: 8.5 }], R(545, 160, 'Linnea Holm', { size: 8.5 }),
    [330, 172, 'Vår referens', { size: 8.5 }], R(545, 172, 'Erik Sandberg', { size: 8.5 }),
    [330, 184, 'Inköpsorder', { size: 8.5 }], R(545, 184, 'PO 4500-8812', { size: 8.5 }),
    [330, 196, 'Period', { size: 8.5 }], R(545, 196, '2026-11-01 – 2026-11-30', { size: 8.5 }),
    [50, 216, 'Avser proformafaktura PF-2611-019 av 2026-10-29 samt avtal SaaS-2024-031, bilaga 2.', { size: 8 }],
    [45, 232, '#RECT 505 16 #e0e7ff'],
    [50, 236, 'Beskrivning', { size: 8, bold: true }], R(360, 236, 'Antal', { size: 8, bold: true }), [366, 236, 'Enhet', { size: 8, bold: true }],
    R(450, 236, 'À-pris', { size: 8, bold: true }), R(545, 236, 'Belopp', { size: 8, bold: true }),
    [50, 258, 'Plattformslicens Enterprise, november 2026', { size: 9 }], R(360, 258, '1', { size: 9 }), [366, 258, 'mån', { size: 9 }], R(450, 258, '18 500,00', { size: 9 }),
    R(545, 258, '18 500,00', { size: 9 }),
    [50, 274, 'Avtalsrabatt 10 % på licens', { size: 9 }], R(545, 274, '-1 850,00', { size: 9 }),
    [50, 290, 'Extra användare utöver 50 st', { size: 9 }], R(360, 290, '12', { size: 9 }), [366, 290, 'st', { size: 9 }], R(450, 290, '145,00', { size: 9 }), R(545, 290, '1 740,00', { size: 9 }),
    [50, 306, 'Lagring utöver 2 TB', { size: 9 }], R(360, 306, '340', { size: 9 }), [366, 306, 'GB', { size: 9 }], R(450, 306, '0,90', { size: 9 }), R(545, 306, '306,00', { size: 9 }),
    [50, 322, 'Konsulttimmar integration Fortnox (enl. PF-2611-019)', { size: 9 }], R(360, 322, '14,5', { size: 9 }), [366, 322, 'tim', { size: 9 }],
    R(450, 322, '1 250,00', { size: 9 }), R(545, 322, '18 125,00', { size: 9 }),
    [45, 338, '#RECT 505 0.6 black'],
    [50, 350, 'Momsspecifikation', { size: 7.5, bold: true }],
    [50, 361, 'Moms 25 %: underlag 36 821,00 · moms 9 205,25', { size: 7.5 }],
    [50, 374, 'Kreditfaktura 26100388 (2026-10-31) avser dubbeldebiterade', { size: 7 }],
    [50, 383, 'användare i oktober, 4 375,00 kr inkl. moms.', { size: 7 }],
    [330, 350, 'Summa exkl. moms', { size: 9 }], R(545, 350, '36 821,00', { size: 9 }),
    [330, 363, 'Moms 25 %', { size: 9 }], R(545, 363, '9 205,25', { size: 9 }),
    [325, 376, '#RECT 225 0.6 black'],
    [330, 382, 'Fakturabelopp', { size: 10, bold: true }], R(545, 382, '46 026,25', { size: 10, bold: true }),
    [330, 399, 'Avgår: tillgodo kreditfaktura 26100388', { size: 8 }], R(545, 399, '-4 375,00', { size: 8.5 }),
    [325, 412, '#RECT 225 20 #1f2937'],
    [330, 417, 'Att betala SEK', { size: 10, bold: true, width: -1 }], R(540, 417, '41 651,25', { size: 10, bold: true, width: -1 }),
    [45, 450, '#RECT 505 36 black stroke'],
    [52, 457, 'Bankgiro 5447-1820', { size: 8.5, bold: true }], [200, 457, 'OCR-nummer 2611047312', { size: 8.5, bold: true }],
    [390, 457, 'Att betala 41 651,25 kr', { size: 8.5, bold: true }],
    [52, 471, 'Förfallodatum 2026-12-24 · Vid betalning efter förfallodagen debiteras dröjsmålsränta enligt räntelagen.', { size: 7.5 }],
    [50, 800, 'Fjällsta Cloud Solutions AB · Styrelsens säte: Stockholm · Org.nr 559447-1820 · Momsreg.nr SE559447182001 · IBAN SE35 8000 0832 7900 0447 1820', { size: 6 }],
  ] },

  // Polish 3PL warehouse's FAKTURA VAT (A4) for a half-month billing period: the word mark and trades, the
  // Sp. z o.o. with NIP and REGON right; the number "nr 3PL/0214/11/2026" and ORYGINAŁ; place, issue date
  // 20.11.2026, service date 15.11.2026 and the period 01.11.2026 – 15.11.2026; Sprzedawca and Nabywca with
  // NIP; the contract, client number and warehouse; eight lines with netto price and value and VAT %:
  // storage 412 pallet-weeks (stock figures under it: average 206, 198 and 214 pallets), inbound pallets,
  // picking per order (1 842) and per line (4 611), packing, returns, stocktake hours and "0,5 mies." of
  // WMS subscription; the summary by rate (23 %: 15 493,05 / 3 563,40 / 19 056,45); Do zapłaty, the
  // amount in words, "Termin płatności: 14 dni (04.12.2026)", the bank account and the CSV note;
  // signature lines; the KRS footer.
  { name: 'magazyn-3pl-pl-faktura-vat-paletotydzien-kompletacja-za-zamowienie-i-linie-pol-miesiaca-wms-termin-14-dni', kind: 'invoice', expect: { vendorName: 'Centrum Logistyczne Stryków Sp. z o.o.', invoiceNumber: '3PL/0214/11/2026', invoiceDate: '2026-11-20', dueDate: '2026-12-04', subtotal: 15493.05, tax: 3563.4, total: 19056.45, currency: 'PLN' },
    items: [['Składowanie – paleta EUR (paletotydzień)', 412, 9.5, 3914], ['Przyjęcie palety (rozładunek, etykieta SSCC)', 38, 14, 532], ['Kompletacja – opłata za zamówienie', 1842, 2.2, 4052.4],
      ['Kompletacja – linia zamówienia (pick)', 4611, 0.65, 2997.15], ['Pakowanie – karton + wypełniacz', 1842, 1.35, 2486.7],
      ['Obsługa zwrotów (przyjęcie, kontrola, odłożenie)', 96, 4.8, 460.8], ['Inwentaryzacja cykliczna', 6, 75, 450], ['Abonament WMS + integracja API (1/2 mies.)', 0.5, 1200, 600]], cells: [
    [50, 34, 'CLS STRYKÓW', { size: 20, bold: true }],
    [51, 57, 'Magazynowanie · Fulfillment e-commerce · Cross-docking', { size: 8 }],
    R(545, 34, 'Centrum Logistyczne Stryków Sp. z o.o.', { size: 9, bold: true, width: 260 }),
    R(545, 46, 'ul. Magazynowa 12, 95-010 Stryków', { size: 8, width: 260 }),
    R(545, 56, 'NIP 733-447-18-20 · REGON 384471820', { size: 8, width: 260 }),
    R(545, 66, 'biuro@cls-strykow.pl · +48 42 714 47 18', { size: 8, width: 260 }),
    [50, 96, 'Faktura VAT', { size: 15, bold: true }],
    [50, 115, 'nr 3PL/0214/11/2026', { size: 11, bold: true }],
    [50, 130, 'ORYGINAŁ', { size: 7 }],
    [350, 96, 'Miejsce wystawienia:', { size: 8 }], R(545, 96, 'Stryków', { size: 8 }),
    [350, 107, 'Data wystawienia:', { size: 8 }], R(545, 107, '20.11.2026', { size: 8 }),
    [350, 118, 'Data wykonania usługi:', { size: 8 }], R(545, 118, '15.11.2026', { size: 8 }),
    [350, 129, 'Okres rozliczeniowy:', { size: 8 }], R(545, 129, '01.11.2026 – 15.11.2026', { size: 8 }),
    [50, 150, 'Sprzedawca:', { size: 8, bold: true }], [320, 150, 'Nabywca:', { size: 8, bold: true }],
    [50, 162, 'Centrum Logistyczne Stryków Sp. z o.o.', { size: 9.5, bold: true }], [320, 162, 'Zielony Koszyk Sp. z o.o.', { size: 9.5, bold: true }],
    [50, 174, 'ul. Magazynowa 12, 95-010 Stryków', { size: 8.5 }], [320, 174, 'ul. Piotrkowska 118, 90-006 Łódź', { size: 8.5 }],
    [50, 185, 'NIP: 733-447-18-20', { size: 8.5 }], [320, 185, 'NIP: 725-118-44-71', { size: 8.5 }],
    [50, 204, 'Umowa nr 3PL/ZK/2024/07 z dnia 01.07.2024 · Nr klienta ZK-0447 · Magazyn: hala B, strefa B2', { size: 7.5 }],
    [45, 220, '#RECT 505 22 #e5e7eb'], [45, 220, '#RECT 505 22 black stroke'],
    [49, 224, 'Lp.', { size: 7, bold: true }], [66, 224, 'Nazwa usługi', { size: 7, bold: true }], R(318, 224, 'Ilość', { size: 7, bold: true }), [322, 224, 'J.m.', { size: 7, bold: true }],
    R(420, 224, 'Cena', { size: 7, bold: true }), R(492, 224, 'Wartość', { size: 7, bold: true }), R(545, 224, 'VAT', { size: 7, bold: true }),
    R(420, 233, 'netto', { size: 7, bold: true }), R(492, 233, 'netto', { size: 7, bold: true }), R(545, 233, '%', { size: 7, bold: true }),
    [50, 252, '1', { size: 8 }], [66, 252, 'Składowanie – paleta EUR (paletotydzień)', { size: 8 }], R(318, 252, '412', { size: 8 }), [322, 252, 'pal.-tydz.', { size: 8 }],
    R(420, 252, '9,50', { size: 8 }), R(492, 252, '3 914,00', { size: 8 }), R(545, 252, '23', { size: 8 }),
    [72, 262, 'średnio 206 pal. × 2 tyg. · stan 01.11: 198 pal. · stan 15.11: 214 pal.', { size: 6.5 }],
    [50, 275, '2', { size: 8 }], [66, 275, 'Przyjęcie palety (rozładunek, etykieta SSCC)', { size: 8 }], R(318, 275, '38', { size: 8 }), [322, 275, 'pal.', { size: 8 }],
    R(420, 275, '14,00', { size: 8 }), R(492, 275, '532,00', { size: 8 }), R(545, 275, '23', { size: 8 }),
    [50, 289, '3', { size: 8 }], [66, 289, 'Kompletacja – opłata za zamówienie', { size: 8 }], R(318, 289, '1 842', { size: 8 }), [322, 289, 'zam.', { size: 8 }],
    R(420, 289, '2,20', { size: 8 }), R(492, 289, '4 052,40', { size: 8 }), R(545, 289, '23', { size: 8 }),
    [50, 303, '4', { size: 8 }], [66, 303, 'Kompletacja – linia zamówienia (pick)', { size: 8 }], R(318, 303, '4 611', { size: 8 }), [322, 303, 'linia', { size: 8 }],
    R(420, 303, '0,65', { size: 8 }), R(492, 303, '2 997,15', { size: 8 }), R(545, 303, '23', { size: 8 }),
    [50, 317, '5', { size: 8 }], [66, 317, 'Pakowanie – karton + wypełniacz', { size: 8 }], R(318, 317, '1 842', { size: 8 }), [322, 317, 'szt.', { size: 8 }],
    R(420, 317, '1,35', { size: 8 }), R(492, 317, '2 486,70', { size: 8 }), R(545, 317, '23', { size: 8 }),
    [50, 331, '6', { size: 8 }], [66, 331, 'Obsługa zwrotów (przyjęcie, kontrola, odłożenie)', { size: 8 }], R(318, 331, '96', { size: 8 }), [322, 331, 'szt.', { size: 8 }],
    R(420, 331, '4,80', { size: 8 }), R(492, 331, '460,80', { size: 8 }), R(545, 331, '23', { size: 8 }),
    [50, 345, '7', { size: 8 }], [66, 345, 'Inwentaryzacja cykliczna', { size: 8 }], R(318, 345, '6', { size: 8 }), [322, 345, 'godz.', { size: 8 }],
    R(420, 345, '75,00', { size: 8 }), R(492, 345, '450,00', { size: 8 }), R(545, 345, '23', { size: 8 }),
    [50, 359, '8', { size: 8 }], [66, 359, 'Abonament WMS + integracja API (1/2 mies.)', { size: 8 }], R(318, 359, '0,5', { size: 8 }), [322, 359, 'mies.', { size: 8 }],
    R(420, 359, '1 200,00', { size: 8 }), R(492, 359, '600,00', { size: 8 }), R(545, 359, '23', { size: 8 }),
    [45, 373, '#RECT 505 0.6 black'],
    [262, 383, 'Według stawki VAT', { size: 7.5, bold: true }], R(420, 383, 'Wartość netto', { size: 7.5, bold: true }), R(480, 383, 'Kwota VAT', { size: 7.5, bold: true }),
    R(545, 383, 'Wartość brutto', { size: 7.5, bold: true }),
    [262, 394, '23%', { size: 8 }], R(420, 394, '15 493,05', { size: 8 }), R(480, 394, '3 563,40', { size: 8 }), R(545, 394, '19 056,45', { size: 8 }),
    [262, 405, 'Razem', { size: 8, bold: true }], R(420, 405, '15 493,05', { size: 8, bold: true }), R(480, 405, '3 563,40', { size: 8, bold: true }),
    R(545, 405, '19 056,45', { size: 8, bold: true }),
    [50, 428, 'Do zapłaty:', { size: 11, bold: true }], [130, 428, '19 056,45 PLN', { size: 11, bold: true }],
    [50, 444, 'Słownie: dziewiętnaście tysięcy pięćdziesiąt sześć złotych 45/100', { size: 8.5 }],
    [50, 456, 'Forma płatności: przelew · Termin płatności: 14 dni (04.12.2026)', { size: 8.5 }],
    [50, 468, 'Nr rachunku: PKO BP 12 1020 3378 0000 4471 8200 1182', { size: 8.5 }],
    [50, 482, 'W tytule przelewu prosimy podać numer faktury. Szczegółowe zestawienie operacji (1 842 zamówienia) w załączniku CSV.', { size: 7.5 }],
    [50, 530, '#RECT 180 0.5 black'], [365, 530, '#RECT 180 0.5 black'],
    [50, 534, 'Osoba upoważniona do wystawienia: Agnieszka Wójcik', { size: 6.5 }], [365, 534, 'Osoba upoważniona do odbioru', { size: 6.5 }],
    [50, 800, 'Centrum Logistyczne Stryków Sp. z o.o. · ul. Magazynowa 12, 95-010 Stryków · KRS 0000744718 · Sąd Rejonowy dla Łodzi-Śródmieścia w Łodzi · kapitał zakładowy 500 000,00 zł', { size: 6 }],
  ] },

  // Australian vet's TAX INVOICE / RECEIPT (226 pt wide): the word mark, the Pty Ltd with ABN, address
  // and phones; invoice number and 20/11/2026; client and account, patient (species, breed, sex, age),
  // weight today and vet, admitted 08:05 and discharged 15:40; eight lines, the anaesthetic time "4 x
  // 62.00 (per 15 min)", a medication with its dose over two lines, tablets "10 x 1.95" with their dose;
  // TOTAL (incl. GST) $989.00 and GST included 89.91; payments: a deposit by EFTPOS at admission -300.00
  // and the balance by EFTPOS Visa -689.00, BALANCE OWING 0.00, the card slip; reminders with a recheck
  // date, two vaccination and injection due dates and an insurance claim number.
  { name: 'vet-au-tax-invoice-receipt-dental-day-dose-lines-gst-included-deposit-and-balance-eftpos-reminders', kind: 'receipt', size: [226, 490], expect: { vendorName: 'Northcote Vet Group Pty Ltd', invoiceDate: '2026-11-20', tax: 89.91, total: 989, currency: 'AUD', paymentMethod: 'card' },
    items: [['Consultation - pre-anaesthetic exam', null, null, 89], ['Pre-anaesthetic blood panel', null, null, 145], ['General anaesthetic & monitoring', 4, 62, 248],
      ['Dental scale & polish', null, null, 210], ['Extraction - multi-root tooth 208', null, null, 165], ['IV fluid therapy', null, null, 78],
      ['Meloxicam oral susp 1.5mg/mL 10mL', null, null, 34.5], ['Clavulox 125 mg tablets', 10, 1.95, 19.5]], cells: [
    [63, 12, 'NORTHCOTE', { size: 16, bold: true }],
    [69, 31, 'VETERINARY HOSPITAL', { size: 7.5, bold: true }],
    [69, 43, 'Northcote Vet Group Pty Ltd', { size: 7 }],
    [83, 53, 'ABN 63 604 447 182', { size: 6.5 }],
    [60, 62, '411 High Street, Northcote VIC 3070', { size: 6.5 }],
    [50, 71, 'Ph (03) 9482 4471 · After hours (03) 9482 4400', { size: 6 }],
    [62, 85, 'TAX INVOICE / RECEIPT', { size: 9, bold: true }],
    [16, 100, 'Invoice 118204', { size: 7 }], R(210, 100, '20/11/2026', { size: 7 }),
    [16, 110, 'Client: Mrs E. Papadopoulos  Acct 20447', { size: 6.5 }],
    [16, 119, 'Patient: BISCUIT  Canine  Cavoodle  M/N  6 yrs', { size: 6.5 }],
    [16, 128, 'Weight today 9.4 kg  ·  Vet: Dr Hannah Roe BVSc', { size: 6.5 }],
    [16, 137, 'Admitted 20/11/2026 08:05  Discharged 15:40', { size: 6.5 }],
    [16, 147, '#RECT 194 0.5 black'],
    [16, 152, 'DESCRIPTION', { size: 6.5, bold: true }], R(210, 152, 'AMOUNT $', { size: 6.5, bold: true }),
    [16, 164, 'Consultation - pre-anaesthetic exam', { size: 7.5 }], R(210, 164, '89.00', { size: 7.5 }),
    [16, 175, 'Pre-anaesthetic blood panel', { size: 7.5 }], R(210, 175, '145.00', { size: 7.5 }),
    [16, 186, 'General anaesthetic & monitoring', { size: 7.5 }], R(210, 186, '248.00', { size: 7.5 }),
    [22, 195, '4 x 62.00 (per 15 min)', { size: 6.5 }],
    [16, 205, 'Dental scale & polish', { size: 7.5 }], R(210, 205, '210.00', { size: 7.5 }),
    [16, 216, 'Extraction - multi-root tooth 208', { size: 7.5 }], R(210, 216, '165.00', { size: 7.5 }),
    [16, 227, 'IV fluid therapy', { size: 7.5 }], R(210, 227, '78.00', { size: 7.5 }),
    [16, 238, 'Meloxicam oral susp 1.5mg/mL 10mL', { size: 7.5 }], R(210, 238, '34.50', { size: 7.5 }),
    [22, 247, 'Give 0.6 mL (0.1 mg/kg) once daily', { size: 6 }],
    [22, 255, 'with food for 5 days', { size: 6 }],
    [16, 265, 'Clavulox 125 mg tablets', { size: 7.5 }], R(210, 265, '19.50', { size: 7.5 }),
    [22, 274, '10 x 1.95  ·  1 tablet twice daily x 5 days', { size: 6.5 }],
    [16, 285, '#RECT 194 0.5 black'],
    [16, 292, 'TOTAL (incl. GST)', { size: 10, bold: true }], R(210, 292, '$989.00', { size: 10, bold: true }),
    [16, 306, 'GST included', { size: 7.5 }], R(210, 306, '89.91', { size: 7.5 }),
    [16, 318, '#RECT 194 0.5 black'],
    [16, 324, 'PAYMENTS', { size: 6.5, bold: true }],
    [16, 334, 'Deposit EFTPOS 20/11 08:05', { size: 7 }], R(210, 334, '-300.00', { size: 7 }),
    [16, 344, 'EFTPOS VISA 20/11 15:47', { size: 7 }], R(210, 344, '-689.00', { size: 7 }),
    [16, 356, 'BALANCE OWING', { size: 8, bold: true }], R(210, 356, '0.00', { size: 8, bold: true }),
    [16, 370, 'VISA DEBIT ****4471  AUTH 044718', { size: 6 }],
    [16, 378, 'APPROVED  PURCHASE AUD $689.00', { size: 6 }],
    [16, 390, '#RECT 194 0.5 black'],
    [16, 396, 'REMINDERS', { size: 6.5, bold: true }],
    [16, 406, 'Dental recheck: Fri 04/12/2026 10:30am', { size: 6.5 }],
    [16, 415, 'C5 vaccination due: 14/03/2027', { size: 6.5 }],
    [16, 424, 'Heartworm injection due: 02/02/2027', { size: 6.5 }],
    [16, 436, 'Pet insurance claim form provided', { size: 6.5 }],
    [16, 445, '(claim no. PS-26-0447182)', { size: 6.5 }],
    [44, 460, "Thank you for trusting us with Biscuit's care!", { size: 6.5, bold: true }],
  ] },

  // US dentist's PATIENT WALKOUT STATEMENT on a letter page, a receipt for the patient's payment: the
  // practice (PLLC, two dentists, address, tax ID); printed 11/18/2026 4:12 PM; patient, account, date
  // of birth 03/14/1988, provider, guarantor, insurance, group and ID; "Today's Procedures" with date,
  // tooth "30", surface "MOD", CDT code, description and fee (five procedures, 604.00); Today's charges,
  // Estimated insurance portion -502.00, Estimated patient portion 102.00, previous balance, the payment
  // by HSA VISA -102.00 and Balance due 0.00; the payment received block; the insurance estimate note
  // with a claim number; a "Recommended treatment (not performed today)" table with estimated fees
  // 1,350.00 / 675.00 / 675.00 and 165.00 / 132.00 / 33.00; the next appointment Tue 05/18/2027.
  { name: 'dentist-us-walkout-statement-letter-cdt-codes-insurance-estimate-patient-portion-paid-hsa-card-treatment-plan-trap', kind: 'receipt', size: [612, 792], expect: { vendorName: 'Bluebonnet Family Dental, PLLC', invoiceDate: '2026-11-18', total: 102, currency: 'USD', paymentMethod: 'card' },
    items: [['Periodic oral evaluation - established patient', null, null, 68], ['Bitewings - four radiographic images', null, null, 82], ['Prophylaxis - adult', null, null, 124],
      ['Resin-based composite - three surfaces, posterior', null, null, 285], ['Topical application of fluoride varnish', null, null, 45]], cells: [
    [50, 40, 'Bluebonnet Family Dental', { size: 18, bold: true }],
    [50, 62, 'Bluebonnet Family Dental, PLLC · Priya Raman, DDS · Aaron Whitfield, DMD', { size: 8.5 }],
    [50, 74, '2407 S Lamar Blvd, Suite 200, Austin, TX 78704 · (512) 555-0147 · bluebonnetdental.com', { size: 8.5 }],
    [50, 86, 'Tax ID 47-4471820', { size: 8.5 }],
    R(562, 40, 'PATIENT WALKOUT STATEMENT', { size: 11, bold: true, width: 250 }),
    R(562, 56, 'Receipt for payment', { size: 9, width: 250 }),
    R(562, 70, 'Printed 11/18/2026 4:12 PM', { size: 8, width: 250 }),
    [45, 104, '#RECT 522 0.8 black'],
    [50, 118, 'Patient', { size: 9, bold: true }], [150, 118, 'Daniel Ortega', { size: 9 }], [345, 118, 'Account #', { size: 9, bold: true }], [440, 118, '10447', { size: 9 }],
    [50, 131, 'Date of birth', { size: 9, bold: true }], [150, 131, '03/14/1988', { size: 9 }], [345, 131, 'Provider', { size: 9, bold: true }], [440, 131, 'Priya Raman, DDS', { size: 9 }],
    [50, 144, 'Guarantor', { size: 9, bold: true }], [150, 144, 'Daniel Ortega', { size: 9 }], [345, 144, 'Insurance', { size: 9, bold: true }], [440, 144, 'Delta Dental PPO', { size: 9 }],
    [50, 157, 'Address', { size: 9, bold: true }], [150, 157, '1810 Kinney Ave, Apt 3, Austin, TX 78704', { size: 9 }], [345, 157, 'Group / ID', { size: 9, bold: true }],
    [440, 157, '447182 / ***-**-4471', { size: 9 }],
    [50, 182, "Today's Procedures", { size: 11, bold: true }],
    [45, 196, '#RECT 522 16 #e5e7eb'],
    [50, 200, 'Date', { size: 8, bold: true }], [112, 200, 'Tooth', { size: 8, bold: true }], [150, 200, 'Surf', { size: 8, bold: true }], [186, 200, 'Code', { size: 8, bold: true }],
    [230, 200, 'Description', { size: 8, bold: true }], R(562, 200, 'Fee', { size: 8, bold: true }),
    [50, 222, '11/18/2026', { size: 9 }], [186, 222, 'D0120', { size: 9 }], [230, 222, 'Periodic oral evaluation - established patient', { size: 9 }], R(562, 222, '68.00', { size: 9 }),
    [50, 238, '11/18/2026', { size: 9 }], [186, 238, 'D0274', { size: 9 }], [230, 238, 'Bitewings - four radiographic images', { size: 9 }], R(562, 238, '82.00', { size: 9 }),
    [50, 254, '11/18/2026', { size: 9 }], [186, 254, 'D1110', { size: 9 }], [230, 254, 'Prophylaxis - adult', { size: 9 }], R(562, 254, '124.00', { size: 9 }),
    [50, 270, '11/18/2026', { size: 9 }], [112, 270, '30', { size: 9 }], [150, 270, 'MOD', { size: 9 }], [186, 270, 'D2393', { size: 9 }],
    [230, 270, 'Resin-based composite - three surfaces, posterior', { size: 9 }], R(562, 270, '285.00', { size: 9 }),
    [50, 286, '11/18/2026', { size: 9 }], [186, 286, 'D1206', { size: 9 }], [230, 286, 'Topical application of fluoride varnish', { size: 9 }], R(562, 286, '45.00', { size: 9 }),
    [45, 302, '#RECT 522 0.8 black'],
    [360, 316, "Today's charges", { size: 9 }], R(562, 316, '604.00', { size: 9 }),
    [360, 330, 'Estimated insurance portion', { size: 9 }], R(562, 330, '-502.00', { size: 9 }),
    [360, 344, 'Estimated patient portion', { size: 9, bold: true }], R(562, 344, '102.00', { size: 9, bold: true }),
    [360, 358, 'Previous balance', { size: 9 }], R(562, 358, '0.00', { size: 9 }),
    [360, 372, 'Payment - HSA VISA ****4471', { size: 9 }], R(562, 372, '-102.00', { size: 9 }),
    [355, 386, '#RECT 212 0.6 black'],
    [360, 392, 'Balance due', { size: 10, bold: true }], R(562, 392, '$0.00', { size: 10, bold: true }),
    [50, 316, 'Payment received', { size: 9, bold: true }],
    [50, 330, '$102.00 · HSA VISA ****4471', { size: 9 }],
    [50, 344, 'Auth 04471C · 11/18/2026 4:09 PM', { size: 8.5 }],
    [50, 358, 'Thank you!', { size: 9 }],
    [45, 420, '#RECT 522 46 black stroke'],
    [52, 428, 'Insurance estimate: Delta Dental PPO · Preventive 100% · Basic 80% · Fluoride not covered age 16+.', { size: 8 }],
    [52, 440, 'Claim DD26-118204 submitted electronically 11/18/2026. Estimates are not a guarantee of payment; any difference will be', { size: 8 }],
    [52, 452, 'billed to you or refunded once the claim is processed.', { size: 8 }],
    [50, 490, 'Recommended treatment (not performed today - estimate only)', { size: 10, bold: true }],
    [50, 506, 'Tooth', { size: 8, bold: true }], [100, 506, 'Code', { size: 8, bold: true }], [150, 506, 'Description', { size: 8, bold: true }], R(420, 506, 'Est. fee', { size: 8, bold: true }),
    R(490, 506, 'Est. ins.', { size: 8, bold: true }), R(562, 506, 'Est. patient', { size: 8, bold: true }),
    [50, 522, '19', { size: 9 }], [100, 522, 'D2740', { size: 9 }], [150, 522, 'Crown - porcelain/ceramic', { size: 9 }], R(420, 522, '1,350.00', { size: 9 }), R(490, 522, '675.00', { size: 9 }),
    R(562, 522, '675.00', { size: 9 }),
    [50, 538, '8', { size: 9 }], [100, 538, 'D2330', { size: 9 }], [150, 538, 'Resin composite - one surface, anterior', { size: 9 }], R(420, 538, '165.00', { size: 9 }),
    R(490, 538, '132.00', { size: 9 }), R(562, 538, '33.00', { size: 9 }),
    [50, 572, 'Next appointment: Tue 05/18/2027 9:00 AM - periodic exam & cleaning with Maria Lopez, RDH', { size: 9, bold: true }],
    [50, 740, 'Please keep this statement for your records and for HSA / FSA reimbursement. Billing questions: billing@bluebonnetdental.com', { size: 7.5 }],
  ] },

  // Canadian barbershop slip (58 mm, 165 pt wide): the word mark, the Inc., address and HST number;
  // "Sat Nov 21, 2026 11:18 AM", receipt number, station and client; three services with the barber
  // under each and a product; Subtotal 154.00, HST 13% 20.02, Total 174.02, Tip (20%) 30.80 and TOTAL
  // PAID $204.82; Mastercard contactless with card and auth; loyalty stamps; the next appointment on
  // Sat Dec 19, 2026; prices in CAD.
  { name: 'barber-ca-58mm-services-by-barber-product-hst-13-tip-20-total-paid-contactless-next-appointment', kind: 'receipt', size: [165, 365], expect: { vendorName: 'Queen West Grooming Inc.', invoiceDate: '2026-11-21', subtotal: 154, tax: 20.02, tip: 30.8, total: 204.82, currency: 'CAD', paymentMethod: 'card' },
    items: [['Skin fade + beard trim', null, null, 55], ['Kids cut (under 12)', null, null, 28], ['Hot towel shave', null, null, 45], ['Reuzel Matte Pomade 113 g', null, null, 26]], cells: [
    [36, 12, 'QUEEN WEST', { size: 14, bold: true }],
    [57, 29, 'BARBER CO.', { size: 8, bold: true }],
    [43, 42, 'Queen West Grooming Inc.', { size: 6.5 }],
    [31, 51, '822 Queen St W, Toronto ON M6J 1G1', { size: 6 }],
    [47, 60, 'HST # 784471823 RT0001', { size: 6 }],
    [10, 75, 'Sat Nov 21, 2026 11:18 AM', { size: 6.5 }],
    [10, 84, 'Receipt #2291-0447', { size: 6.5 }], R(155, 84, 'Station 2', { size: 6.5 }),
    [10, 93, 'Client: Jordan P.', { size: 6.5 }],
    [10, 102, '#RECT 145 0.5 black'],
    [10, 111, 'Skin fade + beard trim', { size: 7 }], R(155, 111, '55.00', { size: 7 }),
    [16, 120, 'Barber: Marco', { size: 6 }],
    [10, 130, 'Kids cut (under 12)', { size: 7 }], R(155, 130, '28.00', { size: 7 }),
    [16, 139, 'Barber: Marco', { size: 6 }],
    [10, 149, 'Hot towel shave', { size: 7 }], R(155, 149, '45.00', { size: 7 }),
    [16, 158, 'Barber: Dev', { size: 6 }],
    [10, 168, 'Reuzel Matte Pomade 113 g', { size: 7 }], R(155, 168, '26.00', { size: 7 }),
    [10, 178, '#RECT 145 0.5 black'],
    [10, 184, 'Subtotal', { size: 7 }], R(155, 184, '154.00', { size: 7 }),
    [10, 194, 'HST 13%', { size: 7 }], R(155, 194, '20.02', { size: 7 }),
    [10, 205, 'Total', { size: 8, bold: true }], R(155, 205, '174.02', { size: 8, bold: true }),
    [10, 216, 'Tip (20%)', { size: 7 }], R(155, 216, '30.80', { size: 7 }),
    [10, 228, 'TOTAL PAID', { size: 9, bold: true }], R(155, 228, '$204.82', { size: 9, bold: true }),
    [10, 242, 'MASTERCARD CONTACTLESS', { size: 6.5 }], R(155, 242, '204.82', { size: 6.5 }),
    [10, 251, 'Card ****4471  Auth 07447C', { size: 6 }],
    [10, 259, 'APPROVED - CARDHOLDER COPY', { size: 6 }],
    [10, 270, '#RECT 145 0.5 black'],
    [10, 276, 'Loyalty: 7 of 10 cuts stamped', { size: 6 }],
    [10, 284, 'Your 10th cut is on us!', { size: 6 }],
    [10, 296, 'Next appt: Sat Dec 19, 2026', { size: 6.5, bold: true }],
    [10, 305, '10:30 AM with Marco', { size: 6.5 }],
    [10, 318, 'All prices in CAD.', { size: 6 }],
    [10, 326, 'queenwestbarber.ca · (416) 555-0182', { size: 6 }],
    [43, 340, 'Thank you, see you soon!', { size: 6.5, bold: true }],
  ] },

  // Swiss (Ticino) dry cleaner's RICEVUTA – BUONO DI RITIRO in Italian and CHF (226 pt wide): the word
  // mark, the Sagl with address, IDI / IVA number and phone; the big ticket number 0447 and the till;
  // drop-off "mer 18.11.2026 08:52" and ready "sab 21.11.2026 dalle 14:00"; customer and loyalty card;
  // Q.tà / Articolo / Prezzo / CHF: three shirts at 5.50, a jacket, two trousers, a long coat, a down
  // jacket, a stain treatment with its note; a loyalty discount -12.74; N. CAPI 8; TOTALE 114.66,
  // Arrotondamento -0.01, TOTALE CHF 114.65; Contanti 120.00 and Resto 5.35; "IVA 8.1% inclusa su
  // 114.66: CHF 8.59"; the pick-up conditions, loyalty points and the printed time 08:53 with the
  // document number.
  { name: 'lavanderia-ch-ticino-buono-di-ritiro-consegna-vs-pronto-sconto-fedelta-arrotondamento-contanti-resto', kind: 'receipt', size: [226, 430], expect: { vendorName: 'Lavanderia Ceresio Sagl', invoiceDate: '2026-11-18', tax: 8.59, total: 114.65, currency: 'CHF', paymentMethod: 'cash' },
    items: [['CAMICIA LAVATA E STIRATA', 3, 5.5, 16.5], ['GIACCA', 1, 16.9, 16.9], ['PANTALONE', 2, 11.5, 23], ['CAPPOTTO LUNGO', 1, 29, 29],
      ['PIUMINO (trattamento speciale)', 1, 34, 34], ['SMACCHIATURA SPECIALE', 1, 8, 8], ['SCONTO CARTA FEDELTÀ 10%', null, null, -12.74]], cells: [
    [40, 12, 'LAVANDERIA CERESIO', { size: 13, bold: true }],
    [63, 29, 'lavaggio a secco · stireria · sartoria', { size: 6.5 }],
    [75, 41, 'Lavanderia Ceresio Sagl', { size: 7 }],
    [72, 51, 'Via Pessina 7 · 6900 Lugano', { size: 6.5 }],
    [76, 60, 'IDI CHE-447.118.204 IVA', { size: 6.5 }],
    [86, 69, 'Tel. 091 922 44 71', { size: 6.5 }],
    [50, 84, 'RICEVUTA – BUONO DI RITIRO', { size: 8.5, bold: true }],
    [16, 101, 'Buono n.', { size: 7 }], [52, 97, '0447', { size: 13, bold: true }], R(210, 101, 'Cassa 1', { size: 7 }),
    [16, 117, 'Consegna: mer 18.11.2026 08:52', { size: 7 }],
    [16, 127, 'Pronto dal: sab 21.11.2026 dalle 14:00', { size: 7, bold: true }],
    [16, 137, 'Sig.ra Bernasconi · carta fedeltà 118204', { size: 6.5 }],
    [16, 147, '#RECT 194 0.5 black'],
    [16, 152, 'Q.tà', { size: 6.5, bold: true }], [34, 152, 'Articolo', { size: 6.5, bold: true }], R(180, 152, 'Prezzo', { size: 6.5, bold: true }),
    R(210, 152, 'CHF', { size: 6.5, bold: true }),
    R(26, 164, '3', { size: 7 }), [34, 164, 'CAMICIA LAVATA E STIRATA', { size: 7 }], R(180, 164, '5.50', { size: 7 }), R(210, 164, '16.50', { size: 7 }),
    R(26, 175, '1', { size: 7 }), [34, 175, 'GIACCA', { size: 7 }], R(180, 175, '16.90', { size: 7 }), R(210, 175, '16.90', { size: 7 }),
    R(26, 186, '2', { size: 7 }), [34, 186, 'PANTALONE', { size: 7 }], R(180, 186, '11.50', { size: 7 }), R(210, 186, '23.00', { size: 7 }),
    R(26, 197, '1', { size: 7 }), [34, 197, 'CAPPOTTO LUNGO', { size: 7 }], R(180, 197, '29.00', { size: 7 }), R(210, 197, '29.00', { size: 7 }),
    R(26, 208, '1', { size: 7 }), [34, 208, 'PIUMINO (trattamento speciale)', { size: 7 }], R(180, 208, '34.00', { size: 7 }), R(210, 208, '34.00', { size: 7 }),
    R(26, 219, '1', { size: 7 }), [34, 219, 'SMACCHIATURA SPECIALE', { size: 7 }], R(180, 219, '8.00', { size: 7 }), R(210, 219, '8.00', { size: 7 }),
    [40, 228, 'macchia di vino sulla giacca', { size: 6 }],
    [34, 239, 'SCONTO CARTA FEDELTÀ 10%', { size: 7 }], R(210, 239, '-12.74', { size: 7 }),
    [16, 250, '#RECT 194 0.5 black'],
    [16, 256, 'N. CAPI 8', { size: 7 }],
    [16, 267, 'TOTALE', { size: 7.5 }], R(210, 267, '114.66', { size: 7.5 }),
    [16, 277, 'Arrotondamento', { size: 7.5 }], R(210, 277, '-0.01', { size: 7.5 }),
    [16, 289, 'TOTALE CHF', { size: 11, bold: true }], R(210, 289, '114.65', { size: 11, bold: true }),
    [16, 306, 'Contanti', { size: 7.5 }], R(210, 306, '120.00', { size: 7.5 }),
    [16, 317, 'Resto', { size: 7.5 }], R(210, 317, '5.35', { size: 7.5 }),
    [16, 331, 'IVA 8.1% inclusa su 114.66: CHF 8.59', { size: 6.5 }],
    [16, 343, '#RECT 194 0.5 black'],
    [16, 349, 'Il ritiro avviene solo presentando questo buono.', { size: 6 }],
    [16, 357, 'I capi non ritirati entro 90 giorni vengono', { size: 6 }],
    [16, 365, 'devoluti in beneficenza.', { size: 6 }],
    [16, 377, 'Punti fedeltà: +11 · saldo 146', { size: 6 }],
    [16, 391, '18.11.2026 08:53   Cassa 1   Doc. 0118-0447', { size: 6.5 }],
    [79, 405, 'Grazie e arrivederci!', { size: 7, bold: true }],
  ] },

  // UK post office counter receipt (204 pt wide): "Post Office", the branch, address, FAD code and VAT
  // number; 23/11/2026 12:47, session and transaction, clerk and stock unit; five lines with an E or S
  // flag: a book of stamps, a Special Delivery item and an international tracked item, each with
  // destination, weight, tracking number and compensation or customs value under it, padded envelopes
  // "2 @ £1.45" and tape; Total £56.09, Cash tendered £60.00 and Change £3.91; a VAT table (S standard
  // 20 % gross 5.39 VAT 0.90, E exempt 50.70); proof-of-postage and customs notes; the company line.
  { name: 'post-office-uk-counter-receipt-tracking-weights-exempt-and-standard-rated-vat-table-cash-change', kind: 'receipt', size: [204, 395], expect: { vendorName: 'Post Office Limited', invoiceDate: '2026-11-23', tax: 0.9, total: 56.09, currency: 'GBP', paymentMethod: 'cash' },
    items: [['1st Class Stamps Book of 8', null, null, 14.4], ['Special Delivery Guaranteed 1pm', null, null, 13.95], ['Intl Tracked & Signed Germany', null, null, 22.35],
      ['Padded Envelope C4', 2, 1.45, 2.9], ['Parcel Tape 48mm x 50m', null, null, 2.49]], cells: [
    [62, 12, 'Post Office', { size: 15, bold: true }],
    [62, 31, 'Kilburn High Road Branch', { size: 7 }],
    [40, 41, '114 Kilburn High Road, London NW6 4HY', { size: 6.5 }],
    [73, 50, 'Branch FAD 118204', { size: 6.5 }],
    [58, 59, 'VAT Reg No. GB 243 4471 82', { size: 6.5 }],
    [14, 74, '23/11/2026 12:47', { size: 7 }], R(190, 74, 'Session 447  Txn 2', { size: 7 }),
    [14, 84, 'Served by: Priya   Stock unit AA', { size: 6.5 }],
    [14, 94, '#RECT 176 0.5 black'],
    [14, 104, '1st Class Stamps Book of 8', { size: 7.5 }], R(176, 104, '14.40', { size: 7.5 }), [181, 104, 'E', { size: 7 }],
    [14, 115, 'Special Delivery Guaranteed 1pm', { size: 7.5 }], R(176, 115, '13.95', { size: 7.5 }), [181, 115, 'E', { size: 7 }],
    [20, 124, 'To EH3 9QN   Weight 1.250 kg', { size: 6.5 }],
    [20, 132.5, 'Track ZV 4471 8204 7GB', { size: 6.5 }],
    [20, 141, 'Compensation up to £750', { size: 6.5 }],
    [14, 151, 'Intl Tracked & Signed Germany', { size: 7.5 }], R(176, 151, '22.35', { size: 7.5 }), [181, 151, 'E', { size: 7 }],
    [20, 160, 'To 10437 Berlin DE   Weight 0.840 kg', { size: 6.5 }],
    [20, 168.5, 'Track LX 1182 0447 3GB', { size: 6.5 }],
    [20, 177, 'CN22 completed   Value £65.00', { size: 6.5 }],
    [14, 187, 'Padded Envelope C4', { size: 7.5 }], R(176, 187, '2.90', { size: 7.5 }), [181, 187, 'S', { size: 7 }],
    [20, 196, '2 @ £1.45', { size: 6.5 }],
    [14, 206, 'Parcel Tape 48mm x 50m', { size: 7.5 }], R(176, 206, '2.49', { size: 7.5 }), [181, 206, 'S', { size: 7 }],
    [14, 218, '#RECT 176 0.5 black'],
    [14, 225, 'Total', { size: 11, bold: true }], R(190, 225, '£56.09', { size: 11, bold: true }),
    [14, 241, 'Cash tendered', { size: 7.5 }], R(190, 241, '£60.00', { size: 7.5 }),
    [14, 252, 'Change', { size: 7.5 }], R(190, 252, '£3.91', { size: 7.5 }),
    [14, 266, '#RECT 176 0.5 black'],
    [14, 272, 'VAT', { size: 6.5, bold: true }], R(120, 272, 'Gross', { size: 6.5, bold: true }), R(165, 272, 'VAT', { size: 6.5, bold: true }),
    [14, 281, 'S  Standard 20%', { size: 6.5 }], R(120, 281, '5.39', { size: 6.5 }), R(165, 281, '0.90', { size: 6.5 }),
    [14, 290, 'E  Exempt', { size: 6.5 }], R(120, 290, '50.70', { size: 6.5 }), R(165, 290, '0.00', { size: 6.5 }),
    [14, 299, 'Total', { size: 6.5, bold: true }], R(120, 299, '56.09', { size: 6.5, bold: true }), R(165, 299, '0.90', { size: 6.5, bold: true }),
    [14, 313, '#RECT 176 0.5 black'],
    [14, 319, 'Proof of postage - please keep this receipt', { size: 6.5, bold: true }],
    [14, 328, 'Track your items at royalmail.com/track', { size: 6 }],
    [14, 336, 'Customs charges may be payable by the recipient', { size: 6 }],
    [14, 344, 'for items sent outside the UK.', { size: 6 }],
    [14, 358, 'Post Office Limited · Registered in England', { size: 6 }],
    [14, 366, 'and Wales No. 02154471', { size: 6 }],
    [60, 380, 'Thank you for your custom', { size: 6.5, bold: true }],
  ] },

  // Swedish yoga studio KVITTO (204 pt wide): the lower-case word mark, the AB with org.nr, address and
  // momsreg.nr; receipt number and "2026-11-20 07:12", till, staff and member; a month's unlimited
  // membership with its period 2026-11-20 – 2026-12-19, a student discount -69,50, a ten-class pack with
  // its expiry 2027-05-20, a mat and towel hire "2 st à 25,00"; TOTALT 2 774,50; Visa kontaktlös with the
  // masked card and approval; a moms table (6 % and 25 %, Summa 228,60 / 2 545,90 / 2 774,50); the next
  // direct debit 2026-12-20 of 695,00 kr; returns and class-pack small print.
  { name: 'yoga-se-kvitto-medlemskap-period-klippkort-studentrabatt-moms-6-och-25-visa-kontaktlos-nasta-dragning', kind: 'receipt', size: [204, 385], expect: { vendorName: 'Yogaloftet i Stockholm AB', invoiceDate: '2026-11-20', tax: 228.6, total: 2774.5, currency: 'SEK', paymentMethod: 'card' },
    items: [['Medlemskap Obegränsat 1 mån', null, null, 695], ['Studentrabatt 10 %', null, null, -69.5], ['Klippkort 10 klasser Aerial', null, null, 1650],
      ['Yogamatta Eco 4 mm', null, null, 449], ['Handduk hyra', 2, 25, 50]], cells: [
    [62, 12, 'yogaloftet', { size: 17, bold: true }],
    [79, 33, 'SÖDERMALM', { size: 7, bold: true }],
    [62, 44, 'Yogaloftet i Stockholm AB', { size: 7 }],
    [56, 54, 'Götgatan 44, 118 26 Stockholm', { size: 6.5 }],
    [72, 63, 'Org.nr 559118-4471', { size: 6.5 }],
    [59, 72, 'Momsreg.nr SE559118447101', { size: 6.5 }],
    [86, 86, 'KVITTO', { size: 9, bold: true }],
    [14, 100, 'Kvittonr 26-04471', { size: 7 }], R(190, 100, '2026-11-20 07:12', { size: 7 }),
    [14, 110, 'Kassa: Reception   Personal: Ebba', { size: 6.5 }],
    [14, 119, 'Medlem: Sara Lindqvist (nr 1182)', { size: 6.5 }],
    [14, 128, '#RECT 176 0.5 black'],
    [14, 137, 'Medlemskap Obegränsat 1 mån', { size: 7.5 }], R(190, 137, '695,00', { size: 7.5 }),
    [20, 146, 'Period 2026-11-20 – 2026-12-19', { size: 6.5 }],
    [14, 156, 'Studentrabatt 10 %', { size: 7.5 }], R(190, 156, '-69,50', { size: 7.5 }),
    [14, 166, 'Klippkort 10 klasser Aerial', { size: 7.5 }], R(190, 166, '1 650,00', { size: 7.5 }),
    [20, 175, 'Giltigt t.o.m. 2027-05-20', { size: 6.5 }],
    [14, 185, 'Yogamatta Eco 4 mm', { size: 7.5 }], R(190, 185, '449,00', { size: 7.5 }),
    [14, 195, 'Handduk hyra', { size: 7.5 }], R(190, 195, '50,00', { size: 7.5 }),
    [20, 204, '2 st à 25,00', { size: 6.5 }],
    [14, 214, '#RECT 176 0.5 black'],
    [14, 221, 'TOTALT', { size: 11, bold: true }], R(190, 221, '2 774,50', { size: 11, bold: true }),
    [14, 236, 'Kort Visa kontaktlös', { size: 7.5 }], R(190, 236, '2 774,50', { size: 7.5 }),
    [20, 246, 'Visa ************4471', { size: 6.5 }],
    [20, 255, 'Ref 447118   Godkänd', { size: 6.5 }],
    [14, 266, '#RECT 176 0.5 black'],
    [14, 272, 'Moms %', { size: 6.5, bold: true }], R(80, 272, 'Moms', { size: 6.5, bold: true }), R(135, 272, 'Netto', { size: 6.5, bold: true }), R(190, 272, 'Brutto', { size: 6.5, bold: true }),
    [14, 281, '6 %', { size: 6.5 }], R(80, 281, '128,80', { size: 6.5 }), R(135, 281, '2 146,70', { size: 6.5 }), R(190, 281, '2 275,50', { size: 6.5 }),
    [14, 290, '25 %', { size: 6.5 }], R(80, 290, '99,80', { size: 6.5 }), R(135, 290, '399,20', { size: 6.5 }), R(190, 290, '499,00', { size: 6.5 }),
    [14, 299, 'Summa', { size: 6.5, bold: true }], R(80, 299, '228,60', { size: 6.5, bold: true }), R(135, 299, '2 545,90', { size: 6.5, bold: true }),
    R(190, 299, '2 774,50', { size: 6.5, bold: true }),
    [14, 313, '#RECT 176 0.5 black'],
    [14, 319, 'Nästa dragning autogiro 2026-12-20: 695,00 kr', { size: 6 }],
    [14, 328, 'Öppet köp 14 dagar på varor mot kvitto.', { size: 6 }],
    [14, 337, 'Klippkortet är personligt och kan ej återköpas.', { size: 6 }],
    [55, 352, 'Namaste & välkommen åter!', { size: 7, bold: true }],
  ] },

  // French optician's FACTURE ACQUITTÉE on an A5 page: the name and specialities, the address right;
  // the number F26-1182 and "Lyon, le 21 novembre 2026"; the patient with her social-security number,
  // the prescription of 14/10/2026 with the RPPS number, order 02/11/2026, delivery 21/11/2026 and the
  // quote number; the correction "+1,25 (-0,50 à 90°) Add. +2,00"; a grey header and four lines with LPP
  // codes, quantity, unit price and amount TTC: a frame, two progressive lenses at 289,00 and a case and
  // cloth "(offerts)" at 0,00; Total HT 685,83, TVA 20 % 137,17 and Total TTC 823,00 €, then the deposit
  // paid on 02/11/2026 by cheque -250,00 and the balance paid today by card -573,00, Reste à payer 0,00 €;
  // the class B / 100 % Santé / no third-party-payment notes and the card line; the footer with capital,
  // RCS, SIRET and TVA.
  { name: 'opticien-fr-facture-acquittee-a5-lpp-correction-acompte-cheque-solde-cb-etui-offert-zero', kind: 'receipt', size: [420, 595], expect: { vendorName: 'Optique des Brotteaux SARL', invoiceDate: '2026-11-21', subtotal: 685.83, tax: 137.17, total: 823, currency: 'EUR', paymentMethod: 'card' },
    items: [['Monture Maison Arlequin Rivoli 52-18, écaille', 1, 245, 245], ['Verre OD progressif 1,6 antireflet lumière bleue', 1, 289, 289],
      ['Verre OG progressif 1,6 antireflet lumière bleue', 1, 289, 289], ['Étui rigide et chiffonnette (offerts)', 1, 0, 0]], cells: [
    [30, 28, 'Optique des Brotteaux', { size: 16, bold: true }],
    [31, 47, 'Opticien diplômé · Lentilles de contact · Basse vision', { size: 7.5 }],
    R(390, 28, '47 boulevard des Brotteaux', { size: 7.5, width: 200 }),
    R(390, 38, '69006 Lyon · 04 78 24 47 18', { size: 7.5, width: 200 }),
    R(390, 48, 'contact@optique-brotteaux.fr', { size: 7.5, width: 200 }),
    [30, 74, 'FACTURE ACQUITTÉE N° F26-1182', { size: 11, bold: true }],
    R(390, 76, 'Lyon, le 21 novembre 2026', { size: 8.5, width: 200 }),
    [25, 90, '#RECT 370 0.6 black'],
    [30, 98, 'Patiente : Mme Camille Giraud · 12 rue Tronchet, 69006 Lyon', { size: 8 }],
    [30, 109, 'N° de sécurité sociale : 2 89 07 69 123 447 18', { size: 8 }],
    [30, 120, 'Ordonnance du Dr Lemaire, ophtalmologiste (RPPS 10004471182), du 14/10/2026', { size: 7.5 }],
    [30, 131, 'Commande du 02/11/2026 · Délivrance le 21/11/2026 · Devis n° D26-0447', { size: 7.5 }],
    [30, 145, 'Correction', { size: 7.5, bold: true }], [82, 145, 'OD : +1,25 (-0,50 à 90°) Add. +2,00', { size: 7.5 }],
    [232, 145, 'OG : +1,00 (-0,75 à 85°) Add. +2,00', { size: 7.5 }],
    [25, 162, '#RECT 370 14 #e5e7eb'],
    [30, 166, 'Désignation', { size: 7, bold: true }], [226, 166, 'Code LPP', { size: 7, bold: true }], R(296, 166, 'Qté', { size: 7, bold: true }),
    R(342, 166, 'P.U. TTC', { size: 7, bold: true }), R(390, 166, 'Montant TTC', { size: 7, bold: true }),
    [30, 184, 'Monture Maison Arlequin Rivoli 52-18, écaille', { size: 7.5 }], [226, 184, '2210546', { size: 7.5 }], R(296, 184, '1', { size: 7.5 }), R(342, 184, '245,00', { size: 7.5 }),
    R(390, 184, '245,00', { size: 7.5 }),
    [30, 198, 'Verre OD progressif 1,6 antireflet lumière bleue', { size: 7.5 }], [226, 198, '2227038', { size: 7.5 }], R(296, 198, '1', { size: 7.5 }), R(342, 198, '289,00', { size: 7.5 }),
    R(390, 198, '289,00', { size: 7.5 }),
    [30, 212, 'Verre OG progressif 1,6 antireflet lumière bleue', { size: 7.5 }], [226, 212, '2227038', { size: 7.5 }], R(296, 212, '1', { size: 7.5 }), R(342, 212, '289,00', { size: 7.5 }),
    R(390, 212, '289,00', { size: 7.5 }),
    [30, 226, 'Étui rigide et chiffonnette (offerts)', { size: 7.5 }], [226, 226, '–', { size: 7.5 }], R(296, 226, '1', { size: 7.5 }), R(342, 226, '0,00', { size: 7.5 }),
    R(390, 226, '0,00', { size: 7.5 }),
    [25, 240, '#RECT 370 0.6 black'],
    [230, 252, 'Total HT', { size: 8.5 }], R(390, 252, '685,83', { size: 8.5 }),
    [230, 264, 'TVA 20 %', { size: 8.5 }], R(390, 264, '137,17', { size: 8.5 }),
    [230, 278, 'Total TTC', { size: 10, bold: true }], R(390, 278, '823,00 €', { size: 10, bold: true }),
    [230, 294, 'Acompte du 02/11/2026 (chèque)', { size: 7.5 }], R(390, 294, '-250,00', { size: 7.5 }),
    [230, 305, 'Réglé ce jour par carte bancaire', { size: 7.5 }], R(390, 305, '-573,00', { size: 7.5 }),
    [225, 317, '#RECT 165 0.6 black'],
    [230, 322, 'Reste à payer', { size: 9, bold: true }], R(390, 322, '0,00 €', { size: 9, bold: true }),
    [30, 252, 'Équipement de classe B (tarif libre)', { size: 7 }],
    [30, 262, 'Offre 100 % Santé proposée et refusée', { size: 7 }],
    [30, 272, 'CB **** 4471 · 21/11/2026 16:05', { size: 7 }],
    [30, 282, 'Aucun tiers payant appliqué.', { size: 7 }],
    [30, 350, 'Facture à transmettre à votre complémentaire santé pour remboursement.', { size: 7 }],
    [30, 360, 'Garantie casse 2 ans · Adaptation des verres progressifs garantie 3 mois.', { size: 7 }],
    [30, 370, 'Conformément à l’arrêté du 28 mai 2018, le devis normalisé a été remis avant la vente.', { size: 7 }],
    [30, 560, 'Optique des Brotteaux SARL au capital de 10 000 € · RCS Lyon 812 447 183', { size: 6 }],
    [30, 569, 'SIRET 812 447 183 00017 · TVA FR58 812447183 · APE 4778A', { size: 6 }],
  ] },

  // Spanish EV fast-charging FACTURA SIMPLIFICADA (180 pt wide): the word mark, the S.L. with NIF, the
  // station and address; number and issue time 22/11/2026 19:38; charge point, connector, plate, session
  // start 18:41:07, end of charge 19:25:31, unplug 19:37:52, duration, the meter readings "118 204,552
  // kWh" / "118 245,938 kWh" and the session id; energy 24,42 with "41,386 kWh x 0,59 €/kWh" under it, an
  // idle fee 3,00 with "12 min x 0,25 €/min"; TOTAL (IVA incl.) 27,42 €, Base imponible 22,66, IVA 21 %
  // 4,76; Google Pay with the Mastercard, authorisation and terminal, a released pre-authorisation of
  // 60,00 €; the full-invoice and customer-service lines.
  { name: 'recarga-ve-es-factura-simplificada-kwh-por-precio-tarifa-ocupacion-lecturas-contador-google-pay-preautorizacion', kind: 'receipt', size: [180, 420], expect: { vendorName: 'Voltia Recarga, S.L.', invoiceDate: '2026-11-22', tax: 4.76, total: 27.42, currency: 'EUR', paymentMethod: 'mobile_wallet' },
    items: [['Energía suministrada', 41.386, 0.59, 24.42], ['Tarifa de ocupación', 12, 0.25, 3]], cells: [
    [60, 12, 'VOLTIA', { size: 17, bold: true }],
    [66, 32, 'recarga rápida', { size: 7 }],
    [59, 43, 'Voltia Recarga, S.L.', { size: 7 }],
    [66, 52, 'NIF B87447182', { size: 6.5 }],
    [35, 61, 'Electrolinera Parking Plaza de Castilla', { size: 6.5 }],
    [38, 70, 'P.º de la Castellana 189, 28046 Madrid', { size: 6 }],
    [42, 84, 'FACTURA SIMPLIFICADA', { size: 8, bold: true }],
    [12, 97, 'Nº VR-T-2026-0118447', { size: 6.5 }],
    [12, 106, 'Emisión 22/11/2026 19:38', { size: 6.5 }],
    [12, 115, '#RECT 156 0.5 black'],
    [12, 122, 'Punto de carga', { size: 6.5 }], R(168, 122, 'MAD-CAS-04', { size: 6.5 }),
    [12, 131, 'Conector', { size: 6.5 }], R(168, 131, 'CCS2 · 150 kW', { size: 6.5 }),
    [12, 140, 'Matrícula', { size: 6.5 }], R(168, 140, '4471 MKR', { size: 6.5 }),
    [12, 149, 'Inicio sesión', { size: 6.5 }], R(168, 149, '22/11/2026 18:41:07', { size: 6.5 }),
    [12, 158, 'Fin de carga', { size: 6.5 }], R(168, 158, '22/11/2026 19:25:31', { size: 6.5 }),
    [12, 167, 'Desconexión', { size: 6.5 }], R(168, 167, '22/11/2026 19:37:52', { size: 6.5 }),
    [12, 176, 'Duración', { size: 6.5 }], R(168, 176, '00:56:45', { size: 6.5 }),
    [12, 185, 'Lectura inicial', { size: 6.5 }], R(168, 185, '118 204,552 kWh', { size: 6.5 }),
    [12, 194, 'Lectura final', { size: 6.5 }], R(168, 194, '118 245,938 kWh', { size: 6.5 }),
    [12, 203, 'ID sesión', { size: 6.5 }], R(168, 203, '7F3A-2291-0447', { size: 6.5 }),
    [12, 213, '#RECT 156 0.5 black'],
    [12, 220, 'Energía suministrada', { size: 7.5 }], R(168, 220, '24,42', { size: 7.5 }),
    [18, 229, '41,386 kWh x 0,59 €/kWh', { size: 6.5 }],
    [12, 240, 'Tarifa de ocupación', { size: 7.5 }], R(168, 240, '3,00', { size: 7.5 }),
    [18, 249, '12 min x 0,25 €/min', { size: 6.5 }],
    [18, 257.5, 'tras fin de carga', { size: 6.5 }],
    [12, 268, '#RECT 156 0.5 black'],
    [12, 275, 'TOTAL (IVA incl.)', { size: 9, bold: true }], R(168, 275, '27,42 €', { size: 9, bold: true }),
    [12, 290, 'Base imponible', { size: 7 }], R(168, 290, '22,66', { size: 7 }),
    [12, 299, 'IVA 21 %', { size: 7 }], R(168, 299, '4,76', { size: 7 }),
    [12, 311, '#RECT 156 0.5 black'],
    [12, 317, 'Google Pay', { size: 7.5 }], R(168, 317, '27,42', { size: 7.5 }),
    [12, 327, 'Mastercard ****4471', { size: 6.5 }],
    [12, 336, 'Aut. 118447 · Terminal 00447182', { size: 6.5 }],
    [12, 345, 'Preautorización 60,00 € liberada', { size: 6.5 }],
    [12, 358, '#RECT 156 0.5 black'],
    [12, 364, 'Factura completa a nombre de empresa:', { size: 6 }],
    [12, 372, 'voltia.es/factura · código 7F3A2291', { size: 6 }],
    [12, 384, 'Atención al cliente 900 447 182', { size: 6 }],
    [39, 398, '¡Gracias por cargar con Voltia!', { size: 7, bold: true }],
  ] },
];
