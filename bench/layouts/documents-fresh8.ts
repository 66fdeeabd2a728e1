// An eighth fresh batch of 16 hand-built documents (8 invoices, 8 receipts) in the format of
// documents.ts, written on 2026-11-23 blind to the engine: their author read only documents.ts,
// documents-fresh7.ts (for the format and the conventions) and render.ts (for the page and the
// fonts), nothing under engine/, server/, data/, models/ or test/, and ran neither the engine nor a
// benchmark. The theme is EXPENSE-REPORT DOCUMENTS: what employees photograph for an expense app,
// mostly in English (the US, Canada, the UK, Ireland, Australia, New Zealand, India, Singapore) with
// a German, a French and a Spanish one, each with the traps real ones carry. Invoices: the US (a car
// rental FINAL INVOICE with an Invoice No., a Rental Agreement and a Reservation number, pick-up and
// return date-times, days x rate, an additional driver, a fuel service charge in gallons, an airport
// concession fee recovery and per-day fees between the subtotal and the taxes, two rental taxes with
// a "Total taxes" line, the card payment and a $0.00 balance, and the lower pick-up estimate in a
// note), the US again (a business wireless bill: account number beside the invoice number, bill
// period Nov 21 – Dec 20, a multi-line discount, a PRORATED line "12 of 31 days", a device
// installment "1 of 24", company surcharges that are not taxes, sales tax and two 911 taxes, an
// account summary with a payment and a zero balance forward), Canada (a Vancouver hotel folio on US
// Letter with Folio No., Invoice No. and Confirmation No., nightly rows of 229.00 with 259.00 on the
// second night, MRDT, PST and GST rows under each night, the Visa payment as a credit row and a
// 0.00 balance, a tax summary), the UK (a builders' merchant's trade-counter invoice: list price, a
// trade discount column and net, VAT 20 %, a tax point a day before the invoice date and a due date
// at 30 days end of month), Australia (a marketplace TAX INVOICE issued by the marketplace on behalf
// of a THIRD-PARTY SELLER: order number and date beside the invoice number and date, GST-inclusive
// prices with a GST column, shipping and a "Spend $400, save $30" promotion in the totals, and a note
// that other items of the order are sold by the marketplace itself), India (a Tally-style Tax
// Invoice: boxed grid with Invoice No. SDS/26-27/0418, Delivery Note, Buyer's Order No. and their
// dates, HSN/SAC codes, CGST 9 % and SGST 9 % as rows of the item table, a "Round Off (-)0.40", a
// grand total in lakh grouping Rs. 1,20,631.00, the amount in words and an HSN-wise tax table),
// Singapore (a conference TAX INVOICE with a Registration ID, the event dates in the items, an
// early-bird discount between Subtotal and Total before GST, GST 9 % and a PayNow payment), France
// (a rail e-ticket FACTURE: Référence dossier and ticket numbers beside the N° de facture, the
// purchase date and the later travel dates, TVA 10 % on transport and 20 % on the service fee).
// Receipts: the US (a Texas restaurant check with a PRINTED SUGGESTED-GRATUITY TABLE, 15 % to 22 %
// with the tip and the total for each, and BLANK Tip and Total lines on the customer copy: the total
// is the pre-tip total), the US again (a Chicago card slip, customer copy, with suggested tips and
// the TIP and TOTAL filled in), the US again (a pharmacy till receipt with UPC codes, a rewards price
// and a manufacturer coupon, a VOIDED line, state and county taxes on the taxable items only, a
// gift card tender then a "BALANCE DUE" of the rest paid by Visa, CHANGE DUE 0.00, ST#/OP#/TE#/TR#
// and TC#), Ireland (an app taxi receipt: the total in large type at the top, trip times and
// places, metered fare, booking fee, Port Tunnel toll, a Subtotal, the tip and the total, driver
// licence and registration numbers), New Zealand (a car-park TAX INVOICE marked REPRINT: entry on
// one day and exit the next, duration, an overnight maximum, EFTPOS payWave and "GST included"),
// Canada (a Calgary coffee-shop receipt with an order number, a loyalty REWARD item at 0.00, an
// unpriced modifier line, GST 5 % and Apple Pay), Germany (a Munich restaurant receipt with food at
// 7 % and drinks at 19 % (the 2026 rates), quantity lines above the items, SUMME, a Trinkgeld line
// and GESAMT, and the printed BEWIRTUNGSBELEG form below it with "Bewirtete Person(en)" and "Anlass"
// left blank), Spain (a petrol station's factura simplificada marked DUPLICADO: litres x €/l, a car
// wash, base imponible and IVA 21 % included, a vehicle registration and odometer). Date forms:
// 11/16/2026 10:20 AM and 11/20/2026; Nov 21, 2026, Nov 21 – Dec 20, 2026 and Dec 12, 2026;
// 17-Nov-26 to 20-Nov-26; 21/11/2026 with a tax point 20/11/2026 and a due date 31/12/2026;
// 18 Nov 2026 and 20 Nov 2026; 21-Nov-2026 and 14-Nov-2026; 21/11/2026 with "3–4 December 2026";
// 21/11/2026 with "jeudi 26 novembre 2026"; on receipts Sat 11/21/2026 7:48 PM, 11/20/26 with
// 21:42, 11/21/26 10:17 AM, Saturday, November 21, 2026, 21-Nov-26 09:12 (entry 20-Nov-26 17:42),
// Nov 21 '26 8:05 AM, 21.11.2026 13:52 and 21-11-2026 18:05. render.ts draws one page only, so no
// document continues on a second page. Once the engine has been fixed on any of them they are a
// development set like documents.ts, and stop measuring anything unbiased.
// Conventions as fresh7: `expect` lists only fields the printed text makes certain (no subtotal
// where the printed "subtotal" is ambiguous: the car rental's several subtotals with fees after
// them, the wireless bill, the Australian GST-inclusive items subtotal before shipping and the
// promotion, the Singapore Subtotal before the early-bird discount, tax-inclusive receipts; no tax
// where none is shown, as on the Irish taxi receipt and the card slip; tax is the sum of the taxes
// where several are printed (state + county, MRDT + PST + GST, CGST + SGST, 7 % + 19 %)); total is
// the document's own total (the car rental and the folio before the payment that leaves 0.00, the
// pharmacy TOTAL before the gift card and not the BALANCE DUE after it, the Indian grand total after
// the round-off, the restaurant check's pre-tip total when the tip lines are blank, the slip's,
// the taxi's and the Bewirtungsbeleg's total WITH the tip written or printed). `items` lists every
// line item exactly as printed, null where a quantity or unit price is not printed (a list price
// beside a discount column is the unit price, as in documents.ts), and is left out where a negative
// line sits among the items (the pharmacy's coupon and void, the wireless discount) and on the car
// rental, the wireless bill, the folio (tax rows among the nights), the taxi, the card slip and the
// car park, which have charges rather than items; the coffee shop's 0.00 reward item is an item, its
// unpriced modifier line is not; shipping, promotions and discounts printed in the totals are not
// items. The vendor is the seller in its most complete printed form (the third-party seller on the
// marketplace invoice, not the marketplace; the legal name in the footer where the header shows a
// trading name). paymentMethod is the payment TYPE, on receipts only: card (Visa, girocard, EFTPOS
// payWave, "TARJETA"), mobile_wallet (Apple Pay); it is left out on the pharmacy receipt, split
// between a gift card and a Visa.
import type { Cell, ProbeDocument } from './documents.js';

/** A right-aligned cell ending at x. */
const R = (x: number, y: number, t: string, o: Cell[3] = {}): Cell => [x, y, t, { ...o, align: 'right' }];

export const FRESH8_DOCUMENTS: ProbeDocument[] = [

  // US car rental FINAL INVOICE (US Letter) from the Denver airport counter: a word mark with the
  // legal name under it, Invoice No. DEN-7720418836 stacked with the Rental Agreement, Reservation
  // and Corporate account numbers, pick-up 11/16/2026 10:20 AM and return 11/20/2026 09:55 AM,
  // mileage and fuel gauges, then Time & mileage (4 days @ $58.99), optional services (additional
  // driver, a fuel service charge of 5.000 gal @ $9.490), a subtotal, FEES after it (a 10 % airport
  // concession fee recovery and three per-day fees), two taxes with "Total taxes", TOTAL CHARGES,
  // the Visa payment and a $0.00 balance, and a note with the lower estimate made at pick-up.
  { name: 'car-rental-us-final-invoice-agreement-fees-taxes-paid', kind: 'invoice', size: [612, 792], expect: { vendorName: 'Pinecrest Car Rental, Inc.', invoiceNumber: 'DEN-7720418836', invoiceDate: '2026-11-20', tax: 25.02, total: 433.37, currency: 'USD' }, cells: [
    [50, 40, '#RECT 30 30 #166534'], [88, 40, 'PINECREST', { size: 20, bold: true }], [89, 62, 'CAR RENTAL', { size: 8 }],
    [50, 88, 'Pinecrest Car Rental, Inc. · Denver International Airport (DEN)', { size: 9 }],
    [50, 100, '24530 E 78th Ave, Denver, CO 80249 · (303) 555-0182', { size: 9 }],
    R(562, 40, 'FINAL INVOICE', { size: 18, bold: true, width: 200 }),
    [380, 70, 'Invoice No.', { size: 9 }], R(562, 70, 'DEN-7720418836', { size: 9, bold: true }),
    [380, 84, 'Rental Agreement', { size: 9 }], R(562, 84, '1184-293370', { size: 9 }),
    [380, 98, 'Reservation', { size: 9 }], R(562, 98, 'K4417720US', { size: 9 }),
    [380, 112, 'Invoice Date', { size: 9 }], R(562, 112, '11/20/2026', { size: 9 }),
    [380, 126, 'Corporate Acct', { size: 9 }], R(562, 126, 'CD# 7741902', { size: 9 }),
    [50, 134, 'RENTER', { size: 8, bold: true }], [50, 146, 'DANIEL OKAFOR', { size: 10, bold: true }],
    [50, 160, 'Northwind Analytics Inc.', { size: 9 }], [50, 172, '2100 3rd Ave, Seattle, WA 98121', { size: 9 }],
    [45, 196, '#RECT 522 62 black stroke'], [215, 196, '#RECT 0 62 black stroke'], [385, 196, '#RECT 0 62 black stroke'],
    [52, 202, 'PICK-UP', { size: 7, bold: true }], [52, 214, 'DEN Airport, Lot C', { size: 9 }], [52, 227, '11/16/2026 10:20 AM', { size: 9 }], [52, 240, 'Fuel out 8/8 · Miles out 12,604', { size: 8 }],
    [222, 202, 'RETURN', { size: 7, bold: true }], [222, 214, 'DEN Airport, Lot C', { size: 9 }], [222, 227, '11/20/2026 09:55 AM', { size: 9 }], [222, 240, 'Fuel in 5/8 · Miles in 13,016', { size: 8 }],
    [392, 202, 'VEHICLE', { size: 7, bold: true }], [392, 214, '2026 Toyota RAV4 Hybrid, Silver', { size: 9 }], [392, 227, 'Class IFAR · Unit 88213', { size: 9 }], [392, 240, 'CO plate CKV-4418 · 412 mi driven', { size: 8 }],
    [45, 276, '#RECT 522 16 #e5e7eb'],
    [50, 280, 'Description', { size: 8, bold: true }], R(380, 280, 'Qty', { size: 8, bold: true }), R(460, 280, 'Rate', { size: 8, bold: true }), R(562, 280, 'Amount', { size: 8, bold: true }),
    [50, 300, 'TIME & MILEAGE', { size: 8, bold: true }],
    [60, 314, 'Daily rate', { size: 9 }], R(380, 314, '4 days', { size: 9 }), R(460, 314, '$58.99', { size: 9 }), R(562, 314, '235.96', { size: 9 }),
    [60, 328, 'Mileage 412 mi (unlimited)', { size: 9 }], R(562, 328, '0.00', { size: 9 }),
    [50, 346, 'OPTIONAL SERVICES', { size: 8, bold: true }],
    [60, 360, 'Additional driver (M. Okafor)', { size: 9 }], R(380, 360, '4 days', { size: 9 }), R(460, 360, '$13.00', { size: 9 }), R(562, 360, '52.00', { size: 9 }),
    [60, 374, 'Fuel service charge', { size: 9 }], R(380, 374, '5.000 gal', { size: 9 }), R(460, 374, '$9.490', { size: 9 }), R(562, 374, '47.45', { size: 9 }),
    [300, 390, 'Subtotal time, mileage & options', { size: 9 }], R(562, 390, '335.41', { size: 9 }),
    [50, 408, 'FEES', { size: 8, bold: true }],
    [60, 422, 'Airport Concession Fee Recovery 10.00%', { size: 9 }], R(562, 422, '33.54', { size: 9 }),
    [60, 436, 'Customer Facility Charge', { size: 9 }], R(380, 436, '4 days', { size: 9 }), R(460, 436, '$6.00', { size: 9 }), R(562, 436, '24.00', { size: 9 }),
    [60, 450, 'Vehicle License Recovery Fee', { size: 9 }], R(380, 450, '4 days', { size: 9 }), R(460, 450, '$1.85', { size: 9 }), R(562, 450, '7.40', { size: 9 }),
    [60, 464, 'Colorado Road Safety Fee', { size: 9 }], R(380, 464, '4 days', { size: 9 }), R(460, 464, '$2.00', { size: 9 }), R(562, 464, '8.00', { size: 9 }),
    [50, 482, 'TAXES', { size: 8, bold: true }],
    [60, 496, 'Colorado State Sales Tax 2.90% of $376.35', { size: 9 }], R(562, 496, '10.91', { size: 9 }),
    [60, 510, 'Denver Car Rental Tax 3.75% of $376.35', { size: 9 }], R(562, 510, '14.11', { size: 9 }),
    [300, 526, 'Total taxes', { size: 9 }], R(562, 526, '25.02', { size: 9 }),
    [45, 542, '#RECT 522 0.6 black'],
    [300, 552, 'TOTAL CHARGES', { size: 11, bold: true }], R(562, 552, '$433.37', { size: 11, bold: true }),
    [300, 570, 'Payment Visa ************4417  11/20/2026', { size: 9 }], R(562, 570, '-433.37', { size: 9 }),
    [300, 588, 'BALANCE DUE', { size: 10, bold: true }], R(562, 588, '$0.00', { size: 10, bold: true }),
    [50, 620, 'Estimated total on the rental agreement at pick-up: $392.18. Final charges reflect the actual return time, fuel level and options.', { size: 8 }],
    [50, 632, 'Fuel service charge applies when the vehicle is returned with less fuel than at pick-up. Thank you for renting with Pinecrest.', { size: 8 }],
    [50, 750, 'Pinecrest Car Rental, Inc. · 900 Grant St, Suite 400, Denver, CO 80203 · pinecrestrental.com · Questions: receipts@pinecrestrental.com', { size: 7 }],
  ] },

  // US business wireless bill (US Letter): logo square and the carrier's name, a boxed summary with
  // the Account number 4471-0938-2 ABOVE the Invoice number, Bill date Nov 21, 2026, Bill period
  // Nov 21 – Dec 20, 2026, Due date Dec 12, 2026 and Amount due; an account summary (previous
  // balance, "Payment received Nov 3 – thank you", $0.00 balance forward); then three lines on a
  // plan, a NEGATIVE multi-line discount, a PRORATED partial month "Nov 9 – Nov 20 (12 of 31 days)",
  // a device installment "1 of 24", company surcharges (not taxes) and taxes with "Total taxes".
  { name: 'wireless-bill-us-prorated-line-surcharges-911-taxes', kind: 'invoice', size: [612, 792], expect: { vendorName: 'Cascade Peak Wireless, LLC', invoiceNumber: '2611-88172-04', invoiceDate: '2026-11-21', dueDate: '2026-12-12', tax: 15.2, total: 170.01, currency: 'USD' }, cells: [
    [50, 40, '#RECT 30 30 #1d4ed8'], [88, 40, 'Cascade Peak Wireless, LLC', { size: 15, bold: true }],
    [88, 58, 'PO Box 34019, Seattle, WA 98124-1019', { size: 8 }],
    [88, 68, 'Business care 1-800-555-0131 · cascadepeak.com/business', { size: 8 }],
    [360, 36, '#RECT 212 104 black stroke'],
    [368, 43, 'Account number', { size: 8 }], R(564, 43, '4471-0938-2', { size: 8, bold: true }),
    [368, 56, 'Invoice number', { size: 8 }], R(564, 56, '2611-88172-04', { size: 8 }),
    [368, 69, 'Bill date', { size: 8 }], R(564, 69, 'Nov 21, 2026', { size: 8 }),
    [368, 82, 'Bill period', { size: 8 }], R(564, 82, 'Nov 21 – Dec 20, 2026', { size: 8 }),
    [368, 95, 'Due date', { size: 8, bold: true }], R(564, 95, 'Dec 12, 2026', { size: 8, bold: true }),
    [368, 116, 'Amount due', { size: 10, bold: true }], R(564, 115, '$170.01', { size: 12, bold: true }),
    [50, 100, 'Salish Sea Surveying LLC', { size: 9, bold: true }], [50, 112, 'Attn: Accounts Payable', { size: 9 }],
    [50, 124, '1201 Western Ave, Suite 300', { size: 9 }], [50, 136, 'Seattle, WA 98101', { size: 9 }],
    [50, 166, 'Account summary', { size: 11, bold: true }],
    [50, 184, 'Previous balance', { size: 9 }], R(300, 184, '$154.36', { size: 9 }),
    [50, 198, 'Payment received Nov 3 – thank you', { size: 9 }], R(300, 198, '-$154.36', { size: 9 }),
    [50, 212, 'Balance forward', { size: 9 }], R(300, 212, '$0.00', { size: 9 }),
    [50, 226, 'Current charges', { size: 9 }], R(300, 226, '$170.01', { size: 9 }),
    [50, 242, 'Total amount due', { size: 10, bold: true }], R(300, 242, '$170.01', { size: 10, bold: true }),
    [340, 166, 'AutoPay', { size: 11, bold: true }],
    [340, 184, 'Your AutoPay of $170.01 will be charged', { size: 9 }], [340, 196, 'to Visa ending 0417 on Dec 12, 2026.', { size: 9 }],
    [340, 212, '3 lines · Business Unlimited Plus', { size: 9 }],
    [45, 270, '#RECT 522 16 #e5e7eb'],
    [50, 274, 'Current charges', { size: 8, bold: true }], R(562, 274, 'Amount', { size: 8, bold: true }),
    [50, 294, 'Monthly charges (Nov 21 – Dec 20)', { size: 9, bold: true }],
    [60, 308, '(206) 555-0142   Business Unlimited Plus', { size: 9 }], R(562, 308, '40.00', { size: 9 }),
    [60, 322, '(206) 555-0187   Business Unlimited Plus', { size: 9 }], R(562, 322, '40.00', { size: 9 }),
    [60, 336, '(206) 555-0193   Business Unlimited Plus', { size: 9 }], R(562, 336, '40.00', { size: 9 }),
    [60, 350, 'Multi-line discount (3 lines)', { size: 9 }], R(562, 350, '-15.00', { size: 9 }),
    [50, 368, 'Partial-month charges', { size: 9, bold: true }],
    [60, 382, '(206) 555-0193   line added Nov 9: Nov 9 – Nov 20 (12 of 31 days)', { size: 9 }], R(562, 382, '15.48', { size: 9 }),
    [50, 400, 'Equipment', { size: 9, bold: true }],
    [60, 414, '(206) 555-0193   Device payment 1 of 24 ($660.00 device, $632.50 remaining)', { size: 9 }], R(562, 414, '27.50', { size: 9 }),
    [300, 430, 'Plans, discounts & equipment', { size: 9 }], R(562, 430, '147.98', { size: 9 }),
    [50, 448, 'Company surcharges (not taxes)', { size: 9, bold: true }],
    [60, 462, 'Federal Universal Service Fee', { size: 9 }], R(562, 462, '3.86', { size: 9 }),
    [60, 476, 'Regulatory Cost Recovery Charge (3 x $0.99)', { size: 9 }], R(562, 476, '2.97', { size: 9 }),
    [50, 494, 'Taxes', { size: 9, bold: true }],
    [60, 508, 'WA State & Local Sales Tax 10.25% of $120.48', { size: 9 }], R(562, 508, '12.35', { size: 9 }),
    [60, 522, 'WA State Enhanced 911 Tax (3 x $0.25)', { size: 9 }], R(562, 522, '0.75', { size: 9 }),
    [60, 536, 'King County 911 Excise Tax (3 x $0.70)', { size: 9 }], R(562, 536, '2.10', { size: 9 }),
    [300, 552, 'Total taxes', { size: 9 }], R(562, 552, '15.20', { size: 9 }),
    [45, 568, '#RECT 522 0.6 black'],
    [300, 578, 'Total current charges', { size: 11, bold: true }], R(562, 578, '$170.01', { size: 11, bold: true }),
    [50, 610, 'Partial-month charges bill the days between a line’s activation and the start of your next bill period.', { size: 8 }],
    [50, 622, 'Surcharges are not government-required taxes; they are set by Cascade Peak Wireless, LLC.', { size: 8 }],
    [50, 740, '#RECT 512 0.5 black'],
    [50, 750, 'Cascade Peak Wireless, LLC · 2200 Alaskan Way, Seattle, WA 98121 · Page 1 of 1', { size: 7 }],
  ] },

  // Vancouver hotel folio on US Letter (kind invoice): ALDER HARBOURFRONT HOTEL in the header and the
  // legal name with its GST and PST numbers in the footer; Folio No., Invoice No. and Confirmation
  // No. stacked; Arrival 17-Nov-26 and Departure 20-Nov-26; a Date / Description / Reference /
  // Charges / Credits table with a room row each night (229.00, then 259.00 on the second night, then
  // 229.00) and MRDT 3 %, PST 8 % and GST 5 % rows under each, the Visa payment as a credit row,
  // Total charges, Total credits and a Balance of 0.00, and a summary with charges before tax.
  { name: 'hotel-folio-ca-nightly-rate-change-mrdt-pst-gst-credit', kind: 'invoice', size: [612, 792], expect: { vendorName: 'Alder Harbourfront Hotel Ltd.', invoiceNumber: '80417', invoiceDate: '2026-11-20', subtotal: 717, tax: 114.72, total: 831.72, currency: 'CAD' }, cells: [
    [50, 40, 'ALDER HARBOURFRONT HOTEL', { size: 16, bold: true }],
    [50, 60, '1133 West Cordova Street, Vancouver, BC V6C 3T2 · +1 604 555 0190', { size: 8 }],
    R(562, 40, 'GUEST FOLIO', { size: 14, bold: true }),
    [50, 96, 'Ms. Priya Raman', { size: 10, bold: true }], [50, 110, 'Northwind Analytics Inc.', { size: 9 }],
    [50, 122, '2100 3rd Ave', { size: 9 }], [50, 134, 'Seattle, WA 98121, USA', { size: 9 }],
    [330, 70, 'Folio No.', { size: 9 }], R(562, 70, '229341', { size: 9 }),
    [330, 84, 'Invoice No.', { size: 9 }], R(562, 84, '80417', { size: 9, bold: true }),
    [330, 98, 'Confirmation No.', { size: 9 }], R(562, 98, '73829104', { size: 9 }),
    [330, 112, 'Room / Type', { size: 9 }], R(562, 112, '1412 / King Harbour View', { size: 9 }),
    [330, 126, 'Arrival', { size: 9 }], R(562, 126, '17-Nov-26', { size: 9 }),
    [330, 140, 'Departure', { size: 9 }], R(562, 140, '20-Nov-26', { size: 9 }),
    [330, 154, 'Rate code / Guests', { size: 9 }], R(562, 154, 'CORP-NWA / 1', { size: 9 }),
    [330, 168, 'Invoice date', { size: 9 }], R(562, 168, '20-Nov-26', { size: 9 }),
    [45, 196, '#RECT 522 16 #e5e7eb'],
    [50, 200, 'Date', { size: 8, bold: true }], [110, 200, 'Description', { size: 8, bold: true }], [330, 200, 'Reference', { size: 8, bold: true }],
    R(480, 200, 'Charges', { size: 8, bold: true }), R(562, 200, 'Credits', { size: 8, bold: true }),
    [50, 220, '17-Nov-26', { size: 9 }], [110, 220, 'Accommodation', { size: 9 }], [330, 220, 'Rm 1412', { size: 9 }], R(480, 220, '229.00', { size: 9 }),
    [50, 234, '17-Nov-26', { size: 9 }], [110, 234, 'MRDT 3%', { size: 9 }], [330, 234, 'Rm 1412', { size: 9 }], R(480, 234, '6.87', { size: 9 }),
    [50, 248, '17-Nov-26', { size: 9 }], [110, 248, 'PST 8%', { size: 9 }], [330, 248, 'Rm 1412', { size: 9 }], R(480, 248, '18.32', { size: 9 }),
    [50, 262, '17-Nov-26', { size: 9 }], [110, 262, 'GST 5%', { size: 9 }], [330, 262, 'Rm 1412', { size: 9 }], R(480, 262, '11.45', { size: 9 }),
    [50, 276, '18-Nov-26', { size: 9 }], [110, 276, 'Accommodation', { size: 9 }], [330, 276, 'Rm 1412', { size: 9 }], R(480, 276, '259.00', { size: 9 }),
    [50, 290, '18-Nov-26', { size: 9 }], [110, 290, 'MRDT 3%', { size: 9 }], [330, 290, 'Rm 1412', { size: 9 }], R(480, 290, '7.77', { size: 9 }),
    [50, 304, '18-Nov-26', { size: 9 }], [110, 304, 'PST 8%', { size: 9 }], [330, 304, 'Rm 1412', { size: 9 }], R(480, 304, '20.72', { size: 9 }),
    [50, 318, '18-Nov-26', { size: 9 }], [110, 318, 'GST 5%', { size: 9 }], [330, 318, 'Rm 1412', { size: 9 }], R(480, 318, '12.95', { size: 9 }),
    [50, 332, '19-Nov-26', { size: 9 }], [110, 332, 'Accommodation', { size: 9 }], [330, 332, 'Rm 1412', { size: 9 }], R(480, 332, '229.00', { size: 9 }),
    [50, 346, '19-Nov-26', { size: 9 }], [110, 346, 'MRDT 3%', { size: 9 }], [330, 346, 'Rm 1412', { size: 9 }], R(480, 346, '6.87', { size: 9 }),
    [50, 360, '19-Nov-26', { size: 9 }], [110, 360, 'PST 8%', { size: 9 }], [330, 360, 'Rm 1412', { size: 9 }], R(480, 360, '18.32', { size: 9 }),
    [50, 374, '19-Nov-26', { size: 9 }], [110, 374, 'GST 5%', { size: 9 }], [330, 374, 'Rm 1412', { size: 9 }], R(480, 374, '11.45', { size: 9 }),
    [50, 388, '20-Nov-26', { size: 9 }], [110, 388, 'Visa ************8810', { size: 9 }], [330, 388, 'Auth 771420', { size: 9 }], R(562, 388, '831.72', { size: 9 }),
    [45, 404, '#RECT 522 0.6 black'],
    [330, 416, 'Total charges', { size: 9 }], R(480, 416, '831.72', { size: 9 }),
    [330, 430, 'Total credits', { size: 9 }], R(562, 430, '831.72', { size: 9 }),
    [330, 448, 'Balance (CAD)', { size: 10, bold: true }], R(562, 448, '0.00', { size: 10, bold: true }),
    [50, 416, 'Summary', { size: 8, bold: true }],
    [50, 428, 'Room charges before tax', { size: 8 }], R(270, 428, '717.00', { size: 8 }),
    [50, 439, 'MRDT 3%', { size: 8 }], R(270, 439, '21.51', { size: 8 }),
    [50, 450, 'PST 8%', { size: 8 }], R(270, 450, '57.36', { size: 8 }),
    [50, 461, 'GST 5%', { size: 8 }], R(270, 461, '35.85', { size: 8 }),
    [50, 472, 'Total taxes', { size: 8, bold: true }], R(270, 472, '114.72', { size: 8, bold: true }),
    [50, 510, 'All amounts in Canadian dollars (CAD). Thank you for staying with us, Ms. Raman.', { size: 9 }],
    [50, 524, 'I agree that my liability for this bill is not waived and I am personally liable if the indicated party fails to pay.', { size: 7 }],
    [50, 750, 'Alder Harbourfront Hotel Ltd. · 1133 West Cordova Street, Vancouver, BC V6C 3T2 · GST Reg. No. 81472 3390 RT0001 · PST-1022-3381', { size: 7 }],
  ] },

  // UK builders' merchant's trade-counter invoice (A4): INVOICE with Invoice No., Invoice date
  // 21/11/2026 and a TAX POINT of 20/11/2026 (the day the goods were collected), account, order and
  // job references, terms "30 days EOM" with a due date of 31/12/2026; a Code / Description / Qty /
  // Unit / List £ / Disc % / Net £ / VAT table with 30 % and 25 % trade discounts and one undiscounted
  // line, then Goods net, VAT 20 % and Invoice total.
  { name: 'trade-invoice-uk-list-discount-net-tax-point-eom', kind: 'invoice', expect: { vendorName: 'Hadley & Finch Builders Merchants Ltd', invoiceNumber: 'HF-T-339182', invoiceDate: '2026-11-21', dueDate: '2026-12-31', subtotal: 412.11, tax: 82.42, total: 494.53, currency: 'GBP' },
    items: [['Twin & earth cable 2.5mm² 100m drum', 2, 98.4, 137.76], ['Metal back box 1G 25mm', 20, 0.86, 12.04], ['Twin switched socket 13A white', 12, 4.65, 39.06], ['Consumer unit 10-way RCBO', 1, 289, 216.75], ['Cable grommets assorted, bag of 100', 1, 6.5, 6.5]], cells: [
    [50, 40, 'Hadley & Finch', { size: 20, bold: true }], [50, 62, 'BUILDERS MERCHANTS', { size: 8, bold: true }],
    [50, 78, 'Hadley & Finch Builders Merchants Ltd', { size: 9 }], [50, 90, 'Canal Wharf, Wellington Road, Leeds LS12 1DR', { size: 9 }],
    [50, 102, 'Trade counter 0113 496 0882 · VAT Reg No GB 402 7715 38', { size: 9 }],
    R(545, 38, 'INVOICE', { size: 20, bold: true }),
    [370, 66, 'Invoice No', { size: 9 }], R(545, 66, 'HF-T-339182', { size: 9, bold: true }),
    [370, 80, 'Invoice date', { size: 9 }], R(545, 80, '21/11/2026', { size: 9 }),
    [370, 94, 'Tax point', { size: 9 }], R(545, 94, '20/11/2026', { size: 9 }),
    [370, 108, 'Account', { size: 9 }], R(545, 108, 'OKA021', { size: 9 }),
    [370, 122, 'Order ref', { size: 9 }], R(545, 122, 'TC-88104', { size: 9 }),
    [370, 136, 'Your ref', { size: 9 }], R(545, 136, 'Job 44 Abbey Rd rewire', { size: 9 }),
    [370, 150, 'Terms', { size: 9 }], R(545, 150, '30 days EOM', { size: 9 }),
    [370, 164, 'Due date', { size: 9, bold: true }], R(545, 164, '31/12/2026', { size: 9, bold: true }),
    [50, 130, 'INVOICE TO', { size: 8, bold: true }], [50, 142, 'R. Okafor Electrical Ltd'], [50, 156, '7 Kirkstall Road', { size: 9 }],
    [50, 168, 'Leeds LS4 2AS', { size: 9 }], [50, 184, 'Collected by: Dan Hurst (van YK21 MFO)', { size: 8 }],
    [45, 206, '#RECT 505 16 #e5e7eb'],
    [50, 210, 'Code', { size: 8, bold: true }], [102, 210, 'Description', { size: 8, bold: true }], R(330, 210, 'Qty', { size: 8, bold: true }), [336, 210, 'Unit', { size: 8, bold: true }],
    R(410, 210, 'List £', { size: 8, bold: true }), R(450, 210, 'Disc %', { size: 8, bold: true }), R(515, 210, 'Net £', { size: 8, bold: true }), R(545, 210, 'VAT', { size: 8, bold: true }),
    [50, 230, 'TE25-100', { size: 9 }], [102, 230, 'Twin & earth cable 2.5mm² 100m drum', { size: 9 }], R(330, 230, '2', { size: 9 }), [336, 230, 'EA', { size: 9 }], R(410, 230, '98.40', { size: 9 }), R(450, 230, '30', { size: 9 }), R(515, 230, '137.76', { size: 9 }), R(545, 230, 'S', { size: 9 }),
    [50, 246, 'BB1G-25', { size: 9 }], [102, 246, 'Metal back box 1G 25mm', { size: 9 }], R(330, 246, '20', { size: 9 }), [336, 246, 'EA', { size: 9 }], R(410, 246, '0.86', { size: 9 }), R(450, 246, '30', { size: 9 }), R(515, 246, '12.04', { size: 9 }), R(545, 246, 'S', { size: 9 }),
    [50, 262, 'SKT2G-W', { size: 9 }], [102, 262, 'Twin switched socket 13A white', { size: 9 }], R(330, 262, '12', { size: 9 }), [336, 262, 'EA', { size: 9 }], R(410, 262, '4.65', { size: 9 }), R(450, 262, '30', { size: 9 }), R(515, 262, '39.06', { size: 9 }), R(545, 262, 'S', { size: 9 }),
    [50, 278, 'CU10-RB', { size: 9 }], [102, 278, 'Consumer unit 10-way RCBO', { size: 9 }], R(330, 278, '1', { size: 9 }), [336, 278, 'EA', { size: 9 }], R(410, 278, '289.00', { size: 9 }), R(450, 278, '25', { size: 9 }), R(515, 278, '216.75', { size: 9 }), R(545, 278, 'S', { size: 9 }),
    [50, 294, 'GRM-100', { size: 9 }], [102, 294, 'Cable grommets assorted, bag of 100', { size: 9 }], R(330, 294, '1', { size: 9 }), [336, 294, 'BAG', { size: 9 }], R(410, 294, '6.50', { size: 9 }), R(450, 294, '', { size: 9 }), R(515, 294, '6.50', { size: 9 }), R(545, 294, 'S', { size: 9 }),
    [45, 310, '#RECT 505 0.6 black'],
    [360, 322, 'Goods net', { size: 9 }], R(545, 322, '412.11', { size: 9 }),
    [360, 336, 'VAT @ 20% (S)', { size: 9 }], R(545, 336, '82.42', { size: 9 }),
    [360, 352, 'Invoice total', { size: 11, bold: true }], R(545, 352, '£494.53', { size: 11, bold: true }),
    [50, 322, 'List prices less your agreed trade discount.', { size: 8 }],
    [50, 334, 'S = standard rate 20%.', { size: 8 }],
    [50, 390, 'Payment by BACS to Hadley & Finch Builders Merchants Ltd, sort code 40-11-62, account 71028834, quoting HF-T-339182.', { size: 8 }],
    [50, 402, 'Title to goods does not pass until paid in full. Returns accepted within 28 days in original packaging with this invoice.', { size: 8 }],
    [50, 790, 'Hadley & Finch Builders Merchants Ltd · Registered in England No. 04418827 · Registered office: Canal Wharf, Wellington Road, Leeds LS12 1DR', { size: 6.5 }],
  ] },

  // Australian marketplace TAX INVOICE (A4) issued by the marketplace ON BEHALF OF A THIRD-PARTY
  // SELLER: the marketplace word mark is the largest text, "Sold by" names the seller with its ABN;
  // Order number and Order date 18 Nov 2026 beside Invoice number and Invoice date 20 Nov 2026;
  // GST-inclusive unit prices with a GST column; shipping and a "Spend $400, save $30" promotion
  // with their GST in the totals; Total (incl. GST), GST included and Total excl. GST; the card
  // payment; and a note that other items of the order are sold and invoiced by the marketplace.
  { name: 'marketplace-au-third-party-seller-order-vs-invoice-promo', kind: 'invoice', expect: { vendorName: 'Brightside Home Office Pty Ltd', invoiceNumber: 'INV-AU-BHO-00841', invoiceDate: '2026-11-20', tax: 37.44, total: 411.85, currency: 'AUD' },
    items: [['Ergonomic mesh office chair, black', 1, 249, 249], ['USB-C docking station 11-in-1', 2, 89.95, 179.9]], cells: [
    [50, 36, 'kookaburra', { size: 24, bold: true }], [50, 64, 'market', { size: 12 }],
    R(545, 40, 'Tax Invoice', { size: 18, bold: true }),
    [50, 100, 'Sold by', { size: 8, bold: true }], [50, 112, 'Brightside Home Office Pty Ltd', { size: 10, bold: true }],
    [50, 126, '14 Lorimer Street, Port Melbourne VIC 3207', { size: 9 }], [50, 138, 'ABN 63 614 220 871', { size: 9 }],
    [330, 100, 'Invoice number', { size: 9 }], R(545, 100, 'INV-AU-BHO-00841', { size: 9, bold: true }),
    [330, 114, 'Invoice date', { size: 9 }], R(545, 114, '20 Nov 2026', { size: 9 }),
    [330, 128, 'Order number', { size: 9 }], R(545, 128, '249-4471820-7731', { size: 9 }),
    [330, 142, 'Order date', { size: 9 }], R(545, 142, '18 Nov 2026', { size: 9 }),
    [50, 172, 'Bill to', { size: 8, bold: true }], [50, 184, 'Tembusu Advisory Pty Ltd', { size: 9 }], [50, 196, 'Level 9, 120 Collins Street', { size: 9 }], [50, 208, 'Melbourne VIC 3000', { size: 9 }],
    [250, 172, 'Ship to', { size: 8, bold: true }], [250, 184, 'Hannah Lee', { size: 9 }], [250, 196, '22 Rathdowne Street', { size: 9 }], [250, 208, 'Carlton VIC 3053', { size: 9 }],
    [45, 236, '#RECT 505 16 #1f2937'],
    [50, 240, 'Description', { size: 8, bold: true, width: -1 }], R(300, 240, 'Qty', { size: 8, bold: true, width: -1 }),
    R(410, 240, 'Unit price (incl. GST)', { size: 8, bold: true, width: -1 }), R(470, 240, 'GST', { size: 8, bold: true, width: -1 }), R(545, 240, 'Total (incl. GST)', { size: 8, bold: true, width: -1 }),
    [50, 262, 'Ergonomic mesh office chair, black', { size: 9 }], R(300, 262, '1', { size: 9 }), R(410, 262, '$249.00', { size: 9 }), R(470, 262, '$22.64', { size: 9 }), R(545, 262, '$249.00', { size: 9 }),
    [50, 274, 'SKU BHO-CH-220-BLK · GST 10%', { size: 7 }],
    [50, 290, 'USB-C docking station 11-in-1', { size: 9 }], R(300, 290, '2', { size: 9 }), R(410, 290, '$89.95', { size: 9 }), R(470, 290, '$16.35', { size: 9 }), R(545, 290, '$179.90', { size: 9 }),
    [50, 302, 'SKU BHO-DK-11C · GST 10%', { size: 7 }],
    [45, 318, '#RECT 505 0.6 black'],
    [285, 330, 'Items (incl. GST)', { size: 9 }], R(470, 330, '$38.99', { size: 9 }), R(545, 330, '$428.90', { size: 9 }),
    [285, 344, 'Shipping', { size: 9 }], R(470, 344, '$1.18', { size: 9 }), R(545, 344, '$12.95', { size: 9 }),
    [285, 358, 'Promotion: Spend $400, save $30', { size: 9 }], R(470, 358, '-$2.73', { size: 9 }), R(545, 358, '-$30.00', { size: 9 }),
    [285, 376, 'Total (incl. GST)', { size: 11, bold: true }], R(545, 376, '$411.85', { size: 11, bold: true }),
    [285, 392, 'GST included', { size: 9 }], R(545, 392, '$37.44', { size: 9 }),
    [285, 406, 'Total excl. GST', { size: 9 }], R(545, 406, '$374.41', { size: 9 }),
    [50, 330, 'Payment', { size: 8, bold: true }], [50, 342, 'Mastercard ending 2207', { size: 9 }], [50, 354, 'Charged $411.85 on 20 Nov 2026', { size: 9 }],
    [50, 440, 'All prices are in Australian dollars (AUD) and include GST where shown.', { size: 8 }],
    [50, 452, 'This tax invoice is issued by Kookaburra Market Pty Ltd on behalf of the seller named above.', { size: 8 }],
    [50, 464, 'Other items in order 249-4471820-7731 are sold by Kookaburra Market Pty Ltd (ABN 29 147 880 302) and are invoiced separately.', { size: 8 }],
    [50, 790, 'Kookaburra Market Pty Ltd · ABN 29 147 880 302 · Level 12, 1 Martin Place, Sydney NSW 2000 · help.kookaburramarket.com.au', { size: 7 }],
  ] },

  // Indian Tax Invoice in the Tally layout (A4): "(ORIGINAL FOR RECIPIENT)", the seller block with
  // GSTIN and state code at the top left, a boxed grid of Invoice No. SDS/26-27/0418, Dated
  // 21-Nov-2026, Delivery Note, Mode/Terms of Payment, Buyer's Order No. with its own date
  // 14-Nov-2026, Delivery Note Date and Dispatched through; the buyer with its GSTIN; an item table
  // with HSN/SAC, Quantity, Rate, per and Amount in which the untitled sub-total, CGST @ 9 %, SGST
  // @ 9 % and "Less: Round Off (-)0.40" are ROWS; the Total Rs. 1,20,631.00 in lakh grouping; the amount
  // in words; the HSN-wise tax table; the declaration and the signatory.
  { name: 'gst-invoice-in-tally-grid-cgst-sgst-round-off-lakh', kind: 'invoice', expect: { vendorName: 'Srinivasa Digital Solutions Pvt. Ltd.', invoiceNumber: 'SDS/26-27/0418', invoiceDate: '2026-11-21', subtotal: 102230, tax: 18401.4, total: 120631, currency: 'INR' },
    items: [['Wireless Keyboard & Mouse Combo', 10, 2499, 24990], ['27" IPS Monitor, FHD, 75 Hz', 5, 14250, 71250], ['HDMI Cable 2 m', 10, 349, 3490], ['Installation & Configuration Charges', 1, 2500, 2500]], cells: [
    [250, 26, 'Tax Invoice', { size: 12, bold: true }], R(550, 28, '(ORIGINAL FOR RECIPIENT)', { size: 7, width: 160 }),
    [45, 42, '#RECT 505 148 black stroke'], [300, 42, '#RECT 0 148 black stroke'], [425, 42, '#RECT 0 148 black stroke'],
    [300, 66, '#RECT 250 0 black stroke'], [300, 90, '#RECT 250 0 black stroke'], [300, 114, '#RECT 250 0 black stroke'], [300, 138, '#RECT 250 0 black stroke'], [300, 162, '#RECT 250 0 black stroke'],
    [45, 110, '#RECT 255 0 black stroke'],
    [50, 46, 'Srinivasa Digital Solutions Pvt. Ltd.', { size: 10, bold: true }],
    [50, 59, 'No. 42, 3rd Cross, Koramangala 5th Block', { size: 8 }], [50, 69, 'Bengaluru - 560095, Karnataka', { size: 8 }],
    [50, 79, 'GSTIN/UIN: 29AAKCS4821M1Z6', { size: 8 }], [50, 89, 'State Name : Karnataka, Code : 29', { size: 8 }],
    [50, 99, 'E-Mail : accounts@srinivasadigital.in', { size: 8 }],
    [50, 114, 'Buyer (Bill to)', { size: 7 }], [50, 124, 'Northwind Analytics India Pvt. Ltd.', { size: 9, bold: true }],
    [50, 136, 'Level 6, Prestige Tech Park, Outer Ring Road', { size: 8 }], [50, 146, 'Bengaluru - 560103', { size: 8 }],
    [50, 156, 'GSTIN/UIN : 29AACCN7710Q1Z3', { size: 8 }], [50, 166, 'State Name : Karnataka, Code : 29', { size: 8 }],
    [50, 176, 'Place of Supply : Karnataka', { size: 8 }],
    [304, 45, 'Invoice No.', { size: 7 }], [304, 55, 'SDS/26-27/0418', { size: 8, bold: true }], [429, 45, 'Dated', { size: 7 }], [429, 55, '21-Nov-2026', { size: 8, bold: true }],
    [304, 69, 'Delivery Note', { size: 7 }], [304, 79, 'DN-1182', { size: 8 }], [429, 69, 'Mode/Terms of Payment', { size: 7 }], [429, 79, '30 Days', { size: 8 }],
    [304, 93, 'Reference No. & Date.', { size: 7 }], [429, 93, 'Other References', { size: 7 }],
    [304, 117, "Buyer's Order No.", { size: 7 }], [304, 127, 'PO/NW/2611-07', { size: 8 }], [429, 117, 'Dated', { size: 7 }], [429, 127, '14-Nov-2026', { size: 8 }],
    [304, 141, 'Dispatch Doc No.', { size: 7 }], [304, 151, 'DN-1182', { size: 8 }], [429, 141, 'Delivery Note Date', { size: 7 }], [429, 151, '20-Nov-2026', { size: 8 }],
    [304, 165, 'Dispatched through', { size: 7 }], [304, 175, 'By Hand', { size: 8 }], [429, 165, 'Destination', { size: 7 }], [429, 175, 'Bengaluru', { size: 8 }],
    [45, 190, '#RECT 505 250 black stroke'], [45, 190, '#RECT 505 18 black stroke'],
    [70, 190, '#RECT 0 250 black stroke'], [280, 190, '#RECT 0 250 black stroke'], [335, 190, '#RECT 0 250 black stroke'], [385, 190, '#RECT 0 250 black stroke'], [445, 190, '#RECT 0 250 black stroke'], [470, 190, '#RECT 0 250 black stroke'],
    [45, 420, '#RECT 505 0 black stroke'],
    [49, 195, 'Sl No.', { size: 7, bold: true }], [75, 195, 'Description of Goods', { size: 7, bold: true }], [284, 195, 'HSN/SAC', { size: 7, bold: true }],
    R(382, 195, 'Quantity', { size: 7, bold: true }), R(442, 195, 'Rate', { size: 7, bold: true }), [449, 195, 'per', { size: 7, bold: true }], R(546, 195, 'Amount', { size: 7, bold: true }),
    [52, 214, '1', { size: 8 }], [75, 214, 'Wireless Keyboard & Mouse Combo', { size: 8, bold: true }], [284, 214, '84716060', { size: 8 }], R(382, 214, '10 Nos', { size: 8, bold: true }), R(442, 214, '2,499.00', { size: 8 }), [449, 214, 'Nos', { size: 8 }], R(546, 214, '24,990.00', { size: 8, bold: true }),
    [52, 230, '2', { size: 8 }], [75, 230, '27" IPS Monitor, FHD, 75 Hz', { size: 8, bold: true }], [284, 230, '85285200', { size: 8 }], R(382, 230, '5 Nos', { size: 8, bold: true }), R(442, 230, '14,250.00', { size: 8 }), [449, 230, 'Nos', { size: 8 }], R(546, 230, '71,250.00', { size: 8, bold: true }),
    [52, 246, '3', { size: 8 }], [75, 246, 'HDMI Cable 2 m', { size: 8, bold: true }], [284, 246, '85444299', { size: 8 }], R(382, 246, '10 Nos', { size: 8, bold: true }), R(442, 246, '349.00', { size: 8 }), [449, 246, 'Nos', { size: 8 }], R(546, 246, '3,490.00', { size: 8, bold: true }),
    [52, 262, '4', { size: 8 }], [75, 262, 'Installation & Configuration Charges', { size: 8, bold: true }], [284, 262, '998713', { size: 8 }], R(382, 262, '1 Job', { size: 8, bold: true }), R(442, 262, '2,500.00', { size: 8 }), [449, 262, 'Job', { size: 8 }], R(546, 262, '2,500.00', { size: 8, bold: true }),
    [475, 280, '#RECT 70 0.5 black'], R(546, 284, '1,02,230.00', { size: 8 }),
    R(276, 302, 'CGST @ 9%', { size: 8, bold: true, width: 150 }), R(546, 302, '9,200.70', { size: 8, bold: true }),
    R(276, 318, 'SGST @ 9%', { size: 8, bold: true, width: 150 }), R(546, 318, '9,200.70', { size: 8, bold: true }),
    R(276, 334, 'Less : Round Off', { size: 8, bold: true, width: 150 }), R(546, 334, '(-)0.40', { size: 8, bold: true }),
    R(276, 426, 'Total', { size: 8, bold: true, width: 150 }), R(545, 426, 'Rs. 1,20,631.00', { size: 9, bold: true }),
    [50, 448, 'Amount Chargeable (in words)', { size: 7 }], R(546, 448, 'E. & O.E', { size: 7 }),
    [50, 458, 'INR One Lakh Twenty Thousand Six Hundred Thirty One Only', { size: 9, bold: true }],
    [45, 476, '#RECT 505 78 black stroke'], [45, 476, '#RECT 505 22 black stroke'],
    [150, 476, '#RECT 0 78 black stroke'], [225, 476, '#RECT 0 78 black stroke'], [330, 476, '#RECT 0 78 black stroke'], [435, 476, '#RECT 0 78 black stroke'],
    [50, 484, 'HSN/SAC', { size: 7, bold: true }], R(221, 484, 'Taxable Value', { size: 7, bold: true }),
    [250, 479, 'Central Tax', { size: 7, bold: true }], [232, 489, 'Rate', { size: 6.5 }], R(326, 489, 'Amount', { size: 6.5 }),
    [355, 479, 'State Tax', { size: 7, bold: true }], [337, 489, 'Rate', { size: 6.5 }], R(431, 489, 'Amount', { size: 6.5 }),
    R(546, 479, 'Total', { size: 7, bold: true }), R(546, 489, 'Tax Amount', { size: 7, bold: true }),
    [50, 502, '84716060', { size: 7 }], R(221, 502, '24,990.00', { size: 7 }), [232, 502, '9%', { size: 7 }], R(326, 502, '2,249.10', { size: 7 }), [337, 502, '9%', { size: 7 }], R(431, 502, '2,249.10', { size: 7 }), R(546, 502, '4,498.20', { size: 7 }),
    [50, 512, '85285200', { size: 7 }], R(221, 512, '71,250.00', { size: 7 }), [232, 512, '9%', { size: 7 }], R(326, 512, '6,412.50', { size: 7 }), [337, 512, '9%', { size: 7 }], R(431, 512, '6,412.50', { size: 7 }), R(546, 512, '12,825.00', { size: 7 }),
    [50, 522, '85444299', { size: 7 }], R(221, 522, '3,490.00', { size: 7 }), [232, 522, '9%', { size: 7 }], R(326, 522, '314.10', { size: 7 }), [337, 522, '9%', { size: 7 }], R(431, 522, '314.10', { size: 7 }), R(546, 522, '628.20', { size: 7 }),
    [50, 532, '998713', { size: 7 }], R(221, 532, '2,500.00', { size: 7 }), [232, 532, '9%', { size: 7 }], R(326, 532, '225.00', { size: 7 }), [337, 532, '9%', { size: 7 }], R(431, 532, '225.00', { size: 7 }), R(546, 532, '450.00', { size: 7 }),
    [45, 542, '#RECT 505 0 black stroke'],
    R(146, 544, 'Total', { size: 7, bold: true }), R(221, 544, '1,02,230.00', { size: 7, bold: true }), R(326, 544, '9,200.70', { size: 7, bold: true }), R(431, 544, '9,200.70', { size: 7, bold: true }), R(546, 544, '18,401.40', { size: 7, bold: true }),
    [50, 564, 'Tax Amount (in words) :  INR Eighteen Thousand Four Hundred One and Forty paise Only', { size: 8, bold: true }],
    [50, 590, "Company's PAN : AAKCS4821M", { size: 8 }],
    [50, 606, 'Declaration', { size: 7, bold: true, }], [50, 616, 'We declare that this invoice shows the actual price of the goods', { size: 7 }],
    [50, 625, 'described and that all particulars are true and correct.', { size: 7 }],
    R(546, 606, 'for Srinivasa Digital Solutions Pvt. Ltd.', { size: 8, bold: true, width: 220 }), R(546, 648, 'Authorised Signatory', { size: 7 }),
    [220, 680, 'This is a Computer Generated Invoice', { size: 7 }],
  ] },

  // Singapore conference TAX INVOICE (A4): the organiser with UEN and GST Reg. No., Invoice No.
  // beside a Registration ID and the invoice date 21/11/2026, the attendees, items that carry the
  // EVENT dates (3–4 Dec 2026, a workshop on 2 Dec 2026), Subtotal, an early-bird discount of 15 % on
  // the passes, Total before GST, GST 9 %, Total incl. GST, the PayNow payment and a 0.00 balance.
  { name: 'tax-invoice-sg-conference-event-dates-early-bird-gst9', kind: 'invoice', expect: { vendorName: 'Meridian Events Asia Pte. Ltd.', invoiceNumber: 'MEA-INV-2611-0447', invoiceDate: '2026-11-21', tax: 221.04, total: 2677.04, currency: 'SGD' },
    items: [['Full conference pass – FinOps Asia Summit 2026 (3–4 Dec 2026)', 2, 1180, 2360], ['Pre-conference workshop: Cloud cost allocation (2 Dec 2026)', 1, 450, 450]], cells: [
    [50, 40, '#RECT 26 26 #0f766e'], [84, 40, 'MERIDIAN EVENTS', { size: 16, bold: true }],
    [50, 74, 'Meridian Events Asia Pte. Ltd.', { size: 10, bold: true }], [50, 88, '71 Robinson Road, #14-01, Singapore 068895', { size: 9 }],
    [50, 100, 'UEN 201834567K · GST Reg. No. 201834567K', { size: 9 }], [50, 112, 'finance@meridianevents.asia', { size: 9 }],
    R(545, 40, 'TAX INVOICE', { size: 18, bold: true, width: 200 }),
    [350, 74, 'Invoice No.', { size: 9 }], R(545, 74, 'MEA-INV-2611-0447', { size: 9, bold: true }),
    [350, 88, 'Invoice Date', { size: 9 }], R(545, 88, '21/11/2026', { size: 9 }),
    [350, 102, 'Registration ID', { size: 9 }], R(545, 102, 'REG-88213', { size: 9 }),
    [350, 116, 'Currency', { size: 9 }], R(545, 116, 'SGD', { size: 9 }),
    [350, 130, 'Terms', { size: 9 }], R(545, 130, 'Payable on registration', { size: 9 }),
    [50, 146, 'BILL TO', { size: 8, bold: true }], [50, 158, 'Tembusu Capital Advisory Pte. Ltd.', { size: 10 }],
    [50, 172, '8 Marina View, #28-04, Asia Square Tower 1', { size: 9 }], [50, 184, 'Singapore 018960', { size: 9 }],
    [50, 198, 'Attendees: Lim Wei Ling, Arjun Mehta', { size: 9 }],
    [45, 226, '#RECT 505 18 #0f766e'],
    [50, 231, 'No.', { size: 8, bold: true, width: -1 }], [75, 231, 'Description', { size: 8, bold: true, width: -1 }], R(390, 231, 'Qty', { size: 8, bold: true, width: -1 }),
    R(465, 231, 'Unit Price (S$)', { size: 8, bold: true, width: -1 }), R(545, 231, 'Amount (S$)', { size: 8, bold: true, width: -1 }),
    [50, 254, '1', { size: 9 }], [75, 254, 'Full conference pass – FinOps Asia Summit 2026 (3–4 Dec 2026)', { size: 9 }], R(390, 254, '2', { size: 9 }), R(465, 254, '1,180.00', { size: 9 }), R(545, 254, '2,360.00', { size: 9 }),
    [75, 266, 'Marina Bay Convention Centre, Level 4 · includes lunch and networking reception', { size: 7 }],
    [50, 282, '2', { size: 9 }], [75, 282, 'Pre-conference workshop: Cloud cost allocation (2 Dec 2026)', { size: 9 }], R(390, 282, '1', { size: 9 }), R(465, 282, '450.00', { size: 9 }), R(545, 282, '450.00', { size: 9 }),
    [75, 294, 'Attendee: Arjun Mehta', { size: 7 }],
    [45, 310, '#RECT 505 0.6 black'],
    [340, 322, 'Subtotal', { size: 9 }], R(545, 322, '2,810.00', { size: 9 }),
    [340, 336, 'Early-bird discount (15% on passes)', { size: 9 }], R(545, 336, '-354.00', { size: 9 }),
    [340, 350, 'Total before GST', { size: 9 }], R(545, 350, '2,456.00', { size: 9 }),
    [340, 364, 'GST @ 9%', { size: 9 }], R(545, 364, '221.04', { size: 9 }),
    [340, 380, 'Total incl. GST', { size: 11, bold: true }], R(545, 380, 'S$2,677.04', { size: 11, bold: true }),
    [340, 398, 'Paid via PayNow 21/11/2026', { size: 9 }], R(545, 398, '-2,677.04', { size: 9 }),
    [340, 412, 'Balance due', { size: 9, bold: true }], R(545, 412, '0.00', { size: 9, bold: true }),
    [50, 322, 'PayNow UEN 201834567K · Ref MEA-INV-2611-0447', { size: 8 }],
    [50, 334, 'Cancellations before 19 Nov 2026 were refundable;', { size: 8 }], [50, 346, 'passes are now transferable but not refundable.', { size: 8 }],
    [50, 450, 'This is a computer-generated tax invoice. No signature is required.', { size: 8 }],
  ] },

  // French rail e-ticket FACTURE (A4): an operator's word mark with its legal name, N° de facture
  // beside the Référence dossier (six letters) and the Date d'achat; the travel block with the
  // outward and return trains a week LATER ("jeudi 26 novembre 2026"), each with its Billet n°,
  // coach and seat; a Désignation / Qté / PU TTC / Montant TTC table with both journeys and a
  // service fee; a TVA table at 10 % (transport) and 20 % (fee); Total HT, TVA, TTC; paid by card.
  { name: 'facture-fr-billet-train-dossier-dates-voyage-tva-10-20', kind: 'invoice', expect: { vendorName: 'Voyages Ferroviaires Alizé SAS', invoiceNumber: 'FA-26-11-0448172', invoiceDate: '2026-11-21', subtotal: 163.49, tax: 16.51, total: 180, currency: 'EUR' },
    items: [['Aller Paris Gare de Lyon – Lyon Part-Dieu, 2de classe, tarif Pro Flexible', 1, 89, 89], ['Retour Lyon Part-Dieu – Paris Gare de Lyon, 2de classe, tarif Pro Flexible', 1, 89, 89], ['Frais de service (achat en ligne)', 1, 2, 2]], cells: [
    [50, 36, 'alizé', { size: 26, bold: true }], [50, 66, 'RAIL', { size: 9, bold: true }],
    [50, 84, 'Voyages Ferroviaires Alizé SAS', { size: 9 }], [50, 96, '9 rue de Rome, 75008 Paris', { size: 9 }],
    R(545, 40, 'FACTURE', { size: 18, bold: true }),
    [340, 70, 'N° de facture', { size: 9 }], R(545, 70, 'FA-26-11-0448172', { size: 9, bold: true }),
    [340, 84, 'Date de facture', { size: 9 }], R(545, 84, '21/11/2026', { size: 9 }),
    [340, 98, 'Référence dossier', { size: 9 }], R(545, 98, 'QXZ7KP', { size: 9, bold: true }),
    [340, 112, "Date d'achat", { size: 9 }], R(545, 112, '21/11/2026 à 14:36', { size: 9 }),
    [340, 140, 'Atelier Lumen SARL', { size: 10, bold: true }], [340, 154, 'À l’attention de Mme Claire Dubois', { size: 9 }],
    [340, 166, '44 rue des Martyrs, 75009 Paris', { size: 9 }], [340, 178, 'TVA FR 18 832 104 557', { size: 9 }],
    [50, 140, 'Votre voyage', { size: 11, bold: true }],
    [50, 158, 'Aller · jeudi 26 novembre 2026', { size: 9, bold: true }],
    [50, 170, 'Paris Gare de Lyon 07:04 – Lyon Part-Dieu 09:00 · train 6603', { size: 8 }],
    [50, 180, 'Voiture 14, place 62 · Billet n° 3187 4402 9911 0', { size: 8 }],
    [50, 196, 'Retour · vendredi 27 novembre 2026', { size: 9, bold: true }],
    [50, 208, 'Lyon Part-Dieu 18:34 – Paris Gare de Lyon 20:30 · train 6644', { size: 8 }],
    [50, 218, 'Voiture 11, place 27 · Billet n° 3187 4402 9911 1', { size: 8 }],
    [50, 232, 'Voyageur : Mme Claire DUBOIS (carte Pro n° 2290 4417 08)', { size: 8 }],
    [45, 258, '#RECT 505 16 #e5e7eb'],
    [50, 262, 'Désignation', { size: 8, bold: true }], R(380, 262, 'Qté', { size: 8, bold: true }), R(460, 262, 'PU TTC', { size: 8, bold: true }), R(545, 262, 'Montant TTC', { size: 8, bold: true }),
    [50, 282, 'Aller Paris Gare de Lyon – Lyon Part-Dieu, 2de classe, tarif Pro Flexible', { size: 8.5 }], R(380, 282, '1', { size: 9 }), R(460, 282, '89,00', { size: 9 }), R(545, 282, '89,00', { size: 9 }),
    [50, 298, 'Retour Lyon Part-Dieu – Paris Gare de Lyon, 2de classe, tarif Pro Flexible', { size: 8.5 }], R(380, 298, '1', { size: 9 }), R(460, 298, '89,00', { size: 9 }), R(545, 298, '89,00', { size: 9 }),
    [50, 314, 'Frais de service (achat en ligne)', { size: 8.5 }], R(380, 314, '1', { size: 9 }), R(460, 314, '2,00', { size: 9 }), R(545, 314, '2,00', { size: 9 }),
    [45, 330, '#RECT 505 0.6 black'],
    [50, 342, 'Taux TVA', { size: 8, bold: true }], R(160, 342, 'Base HT', { size: 8, bold: true }), R(220, 342, 'TVA', { size: 8, bold: true }), R(290, 342, 'TTC', { size: 8, bold: true }),
    [50, 354, '10 % (transport)', { size: 8 }], R(160, 354, '161,82', { size: 8 }), R(220, 354, '16,18', { size: 8 }), R(290, 354, '178,00', { size: 8 }),
    [50, 366, '20 % (service)', { size: 8 }], R(160, 366, '1,67', { size: 8 }), R(220, 366, '0,33', { size: 8 }), R(290, 366, '2,00', { size: 8 }),
    [360, 342, 'Total HT', { size: 9 }], R(545, 342, '163,49 €', { size: 9 }),
    [360, 356, 'Total TVA', { size: 9 }], R(545, 356, '16,51 €', { size: 9 }),
    [360, 372, 'Total TTC', { size: 11, bold: true }], R(545, 372, '180,00 €', { size: 11, bold: true }),
    [360, 390, 'Réglé par carte le 21/11/2026', { size: 9 }], R(545, 390, '180,00 €', { size: 9 }), [360, 402, 'Visa ****4417 · autorisation 318842', { size: 7 }],
    [360, 416, 'Reste à payer', { size: 9 }], R(545, 416, '0,00 €', { size: 9 }),
    [50, 450, 'Billets échangeables et remboursables sans frais jusqu’à la veille du départ (tarif Pro Flexible).', { size: 8 }],
    [50, 462, 'Cette facture ne constitue pas un titre de transport. Présentez vos billets électroniques à bord.', { size: 8 }],
    [50, 790, 'Voyages Ferroviaires Alizé SAS au capital de 2 000 000 € · RCS Paris 884 210 337 · SIRET 884 210 337 00018 · TVA FR 61 884210337', { size: 7 }],
  ] },

  // Texas restaurant check, customer copy: server, table, guests and check number, "Sat 11/21/2026
  // 7:48 PM", items with a "2 @ 3.25" line under the iced tea, Subtotal, Sales Tax 8.25 % and Total,
  // the Visa chip approval, then a printed SUGGESTED GRATUITY table (15 / 18 / 20 / 22 % with the tip
  // and the total for each, on the pre-tax subtotal) and BLANK Tip and Total lines with a
  // signature line: no tip was written on this copy, so the total is the pre-tip $65.11.
  { name: 'restaurant-us-suggested-tip-table-blank-tip', kind: 'receipt', size: [226, 460], expect: { vendorName: 'Magnolia Street Kitchen', invoiceDate: '2026-11-21', subtotal: 60.15, tax: 4.96, total: 65.11, currency: 'USD', paymentMethod: 'card' },
    items: [['Smoked Brisket Plate', null, null, 21.95], ['Chicken Fried Steak', null, null, 18.5], ['Side Mac & Cheese', null, null, 5.25], ['Iced Tea', 2, 3.25, 6.5], ['Banana Pudding', null, null, 7.95]], cells: [
    [36, 16, 'Magnolia Street Kitchen', { size: 12, bold: true }],
    [62, 33, '1807 S 1st St, Austin, TX 78704', { size: 7 }], [88, 43, '(512) 555-0139', { size: 7 }],
    [16, 60, 'Server: Kayla   Table 14   Guests 3', { size: 7 }], R(206, 60, 'Check #4471', { size: 7 }),
    [16, 70, 'Sat 11/21/2026  7:48 PM', { size: 7 }], R(206, 70, 'Order 00218', { size: 7 }),
    [16, 82, '#RECT 194 0.5 black'],
    [16, 90, 'Smoked Brisket Plate', { size: 8 }], R(206, 90, '21.95', { size: 8 }),
    [16, 102, 'Chicken Fried Steak', { size: 8 }], R(206, 102, '18.50', { size: 8 }),
    [16, 114, 'Side Mac & Cheese', { size: 8 }], R(206, 114, '5.25', { size: 8 }),
    [16, 126, 'Iced Tea', { size: 8 }], R(206, 126, '6.50', { size: 8 }),
    [24, 136, '2 @ 3.25', { size: 7 }],
    [16, 148, 'Banana Pudding', { size: 8 }], R(206, 148, '7.95', { size: 8 }),
    [16, 160, '#RECT 194 0.5 black'],
    [16, 166, 'Subtotal', { size: 8 }], R(206, 166, '60.15', { size: 8 }),
    [16, 178, 'Sales Tax 8.25%', { size: 8 }], R(206, 178, '4.96', { size: 8 }),
    [16, 192, 'Total', { size: 11, bold: true }], R(206, 192, '$65.11', { size: 11, bold: true }),
    [16, 210, 'VISA CREDIT ************1184', { size: 7 }], [16, 219, 'CHIP   AUTH 551920   APPROVED', { size: 7 }],
    [16, 228, 'AMOUNT', { size: 8 }], R(206, 228, '$65.11', { size: 8 }),
    [58, 246, 'SUGGESTED GRATUITY', { size: 8, bold: true }],
    [30, 256, '(calculated on pre-tax subtotal of $60.15)', { size: 6.5 }],
    [30, 270, 'Tip %', { size: 7, bold: true }], R(120, 270, 'Tip', { size: 7, bold: true }), R(190, 270, 'Total', { size: 7, bold: true }),
    [30, 281, '15%', { size: 7.5 }], R(120, 281, '$9.02', { size: 7.5 }), R(190, 281, '$74.13', { size: 7.5 }),
    [30, 292, '18%', { size: 7.5 }], R(120, 292, '$10.83', { size: 7.5 }), R(190, 292, '$75.94', { size: 7.5 }),
    [30, 303, '20%', { size: 7.5 }], R(120, 303, '$12.03', { size: 7.5 }), R(190, 303, '$77.14', { size: 7.5 }),
    [30, 314, '22%', { size: 7.5 }], R(120, 314, '$13.23', { size: 7.5 }), R(190, 314, '$78.34', { size: 7.5 }),
    [16, 338, 'Tip:', { size: 9 }], [70, 340, '#RECT 136 0.6 black'],
    [16, 358, 'Total:', { size: 9 }], [70, 360, '#RECT 136 0.6 black'],
    [16, 384, 'X', { size: 9 }], [28, 392, '#RECT 178 0.6 black'],
    [76, 400, 'CUSTOMER COPY', { size: 8, bold: true }],
    [62, 414, 'Thanks y’all, come back soon!', { size: 7 }],
  ] },

  // Chicago restaurant CARD SLIP, customer copy: merchant and terminal IDs, SALE, check / server /
  // table, "DATE: 11/20/26" with "TIME: 21:42", the Visa chip data with AUTH CODE and AID, a line of
  // suggested tips (18 % $8.75 · 20 % $9.72 · 22 % $10.69, none of them taken), AMOUNT $48.60, then
  // TIP $9.00 and TOTAL $57.60 filled in, the signature line and the cardholder agreement. No items.
  { name: 'card-slip-us-tip-total-filled-customer-copy', kind: 'receipt', size: [226, 400], expect: { vendorName: 'Oak & Ember Tavern', invoiceDate: '2026-11-20', tip: 9, total: 57.6, currency: 'USD', paymentMethod: 'card' }, cells: [
    [50, 16, 'Oak & Ember Tavern', { size: 12, bold: true }],
    [76, 33, '1520 N Milwaukee Ave', { size: 7 }], [82, 43, 'Chicago, IL 60622', { size: 7 }], [86, 53, '(773) 555-0148', { size: 7 }],
    [16, 70, 'MERCHANT ID: ********4417', { size: 7 }], R(206, 70, 'TERM ID: 00022', { size: 7 }),
    [98, 86, 'SALE', { size: 10, bold: true }],
    [16, 104, 'Check: 2083   Server: Marco   Table: 22', { size: 7 }],
    [16, 114, 'DATE: 11/20/26', { size: 7 }], R(206, 114, 'TIME: 21:42', { size: 7 }),
    [16, 128, 'VISA CREDIT', { size: 8, bold: true }], R(206, 128, '************6631', { size: 8 }),
    [16, 138, 'ENTRY: CHIP', { size: 7 }], R(206, 138, 'AUTH CODE: 084417', { size: 7 }),
    [16, 147, 'AID: A0000000031010', { size: 7 }], R(206, 147, 'REF: 000218', { size: 7 }),
    [16, 162, 'Suggested tip: 18% $8.75 · 20% $9.72 · 22% $10.69', { size: 6.5 }],
    [16, 180, 'AMOUNT:', { size: 9 }], R(206, 180, '$48.60', { size: 9 }),
    [16, 197, 'TIP:', { size: 9 }], [110, 206, '#RECT 96 0.6 black'], R(196, 193, '9.00', { size: 11, bold: true }),
    [16, 220, 'TOTAL:', { size: 9 }], [110, 229, '#RECT 96 0.6 black'], R(196, 216, '57.60', { size: 11, bold: true }),
    [16, 252, 'X', { size: 9 }], [28, 260, '#RECT 178 0.6 black'],
    [16, 270, 'I AGREE TO PAY ABOVE TOTAL AMOUNT ACCORDING', { size: 6 }], [16, 278, 'TO CARD ISSUER AGREEMENT', { size: 6 }],
    [74, 296, 'CUSTOMER COPY', { size: 8, bold: true }],
    [68, 312, 'Thank you – see you soon!', { size: 7 }],
  ] },

  // US pharmacy till receipt (Cleveland): store number and phone, lines with their UPC codes and
  // T / N tax flags, a REWARDS PRICE line and a MFR COUPON line (negative), a VOIDED water line,
  // an Rx copay, SUBTOTAL, Ohio state tax 5.75 % and Cuyahoga county tax 2.25 % on the taxable items
  // only, TOTAL 31.14, a GIFT CARD tender of 20.00, then "BALANCE DUE 11.14" paid by Visa, CHANGE DUE
  // 0.00, "YOU SAVED", ST# / OP# / TE# / TR# and the TC# under a bar code. No items (negative lines),
  // no paymentMethod (split tender).
  { name: 'pharmacy-us-upc-coupon-void-two-taxes-split-tender', kind: 'receipt', size: [226, 520], expect: { vendorName: 'CareWay Pharmacy', invoiceDate: '2026-11-21', subtotal: 29.76, tax: 1.38, total: 31.14, currency: 'USD' }, cells: [
    [52, 16, 'CareWay Pharmacy', { size: 12, bold: true }],
    [92, 33, 'Store #4417', { size: 7 }], [50, 43, '2890 Detroit Ave, Cleveland, OH 44113', { size: 7 }],
    [72, 53, 'Pharmacy (216) 555-0176', { size: 7 }],
    [16, 70, '#RECT 194 0.5 black'],
    [16, 78, 'CW IBUPROFEN 200MG 100CT', { size: 7.5 }], R(196, 78, '13.99', { size: 7.5 }), [200, 78, 'T', { size: 7 }],
    [24, 87, '030573015404', { size: 6.5 }],
    [24, 97, 'REWARDS PRICE', { size: 7.5 }], R(196, 97, '-3.00', { size: 7.5 }), [200, 97, 'T', { size: 7 }],
    [16, 108, 'CW TOOTHPASTE MINT 4.1OZ', { size: 7.5 }], R(196, 108, '4.49', { size: 7.5 }), [200, 108, 'T', { size: 7 }],
    [24, 117, '050428331172', { size: 6.5 }],
    [16, 128, 'SPRING WATER 1L', { size: 7.5 }], R(196, 128, '2.29', { size: 7.5 }), [200, 128, 'N', { size: 7 }],
    [24, 137, '012000001135', { size: 6.5 }],
    [16, 147, '** VOID ** SPRING WATER 1L', { size: 7.5 }], R(196, 147, '-2.29', { size: 7.5 }), [200, 147, 'N', { size: 7 }],
    [16, 158, 'POCKET TISSUE 3PK', { size: 7.5 }], R(196, 158, '3.79', { size: 7.5 }), [200, 158, 'T', { size: 7 }],
    [24, 167, '036000728238', { size: 6.5 }],
    [16, 178, 'COLA ZERO 20OZ', { size: 7.5 }], R(196, 178, '2.49', { size: 7.5 }), [200, 178, 'N', { size: 7 }],
    [24, 187, '049000028904', { size: 6.5 }],
    [16, 198, 'MFR COUPON IBUPROFEN', { size: 7.5 }], R(196, 198, '-2.00', { size: 7.5 }), [200, 198, 'T', { size: 7 }],
    [16, 209, 'RX 6618204 COPAY', { size: 7.5 }], R(196, 209, '10.00', { size: 7.5 }), [200, 209, 'N', { size: 7 }],
    [16, 222, '#RECT 194 0.5 black'],
    [60, 228, 'SUBTOTAL', { size: 8 }], R(196, 228, '29.76', { size: 8 }),
    [60, 239, 'OH STATE TAX 5.75%', { size: 8 }], R(196, 239, '0.99', { size: 8 }),
    [60, 250, 'CUYAHOGA CO TAX 2.25%', { size: 8 }], R(196, 250, '0.39', { size: 8 }),
    [60, 263, 'TOTAL', { size: 10, bold: true }], R(196, 263, '31.14', { size: 10, bold: true }),
    [60, 278, 'GIFT CARD ****0921', { size: 8 }], R(196, 278, '20.00', { size: 8 }),
    [60, 289, 'BALANCE DUE', { size: 8, bold: true }], R(196, 289, '11.14', { size: 8, bold: true }),
    [60, 300, 'VISA ****5521', { size: 8 }], R(196, 300, '11.14', { size: 8 }),
    [60, 311, 'CHANGE DUE', { size: 8 }], R(196, 311, '0.00', { size: 8 }),
    [16, 326, 'GC REMAINING BAL 0.00   VISA APPROVAL # 771204', { size: 6.5 }],
    [16, 340, '# ITEMS SOLD 5', { size: 7.5 }],
    [54, 354, 'YOU SAVED $5.00 TODAY', { size: 8, bold: true }],
    [16, 368, 'REWARDS MEMBER ****3318   BALANCE $12.50', { size: 6.5 }],
    [16, 382, '11/21/26  10:17 AM', { size: 7 }], R(206, 382, 'ST# 04417 OP# 00231', { size: 7 }),
    R(206, 392, 'TE# 03 TR# 05512', { size: 7 }),
    
    [40.0, 406, '#RECT 1.6 22 black'], [42.8, 406, '#RECT 2.4 22 black'], [46.0, 406, '#RECT 0.8 22 black'], [47.6, 406, '#RECT 1.6 22 black'], [50.0, 406, '#RECT 1.2 22 black'], [52.0, 406, '#RECT 0.8 22 black'], [55.2, 406, '#RECT 2.4 22 black'], [58.4, 406, '#RECT 1.2 22 black'],
    [60.4, 406, '#RECT 2.4 22 black'], [63.6, 406, '#RECT 0.8 22 black'], [65.6, 406, '#RECT 0.8 22 black'], [68.8, 406, '#RECT 0.8 22 black'], [70.8, 406, '#RECT 0.8 22 black'], [72.8, 406, '#RECT 1.6 22 black'], [76.8, 406, '#RECT 1.2 22 black'], [78.8, 406, '#RECT 1.6 22 black'],
    [81.6, 406, '#RECT 0.8 22 black'], [83.6, 406, '#RECT 1.6 22 black'], [86.0, 406, '#RECT 0.8 22 black'], [87.6, 406, '#RECT 1.2 22 black'], [91.2, 406, '#RECT 2.4 22 black'], [95.2, 406, '#RECT 2.4 22 black'], [100.0, 406, '#RECT 1.6 22 black'], [103.2, 406, '#RECT 1.2 22 black'],
    [105.6, 406, '#RECT 1.2 22 black'], [107.6, 406, '#RECT 1.6 22 black'], [111.6, 406, '#RECT 1.6 22 black'], [115.6, 406, '#RECT 1.6 22 black'], [118.0, 406, '#RECT 0.8 22 black'], [121.2, 406, '#RECT 1.2 22 black'], [124.0, 406, '#RECT 1.2 22 black'], [127.6, 406, '#RECT 2.4 22 black'],
    [130.8, 406, '#RECT 0.8 22 black'], [133.2, 406, '#RECT 1.6 22 black'], [136.4, 406, '#RECT 2.4 22 black'], [141.2, 406, '#RECT 0.8 22 black'], [142.8, 406, '#RECT 1.6 22 black'], [146.8, 406, '#RECT 0.8 22 black'], [148.4, 406, '#RECT 1.6 22 black'], [152.4, 406, '#RECT 1.6 22 black'],
    [156.4, 406, '#RECT 1.6 22 black'], [158.8, 406, '#RECT 2.4 22 black'], [162.8, 406, '#RECT 1.2 22 black'], [164.8, 406, '#RECT 2.4 22 black'], [168.0, 406, '#RECT 1.2 22 black'], [170.8, 406, '#RECT 1.2 22 black'], [173.2, 406, '#RECT 2.4 22 black'], [178.0, 406, '#RECT 2.4 22 black'],
    [181.2, 406, '#RECT 1.2 22 black'],
    [30, 434, 'TC# 4417 0322 8819 0041 5527', { size: 7.5 }],
    [48, 452, 'RETURNS WITH RECEIPT WITHIN 30 DAYS', { size: 6.5 }],
  ] },

  // Irish app taxi receipt (emailed, a narrow page): the word mark, "Receipt", "Saturday, November
  // 21, 2026", the TOTAL €48.40 in large type at the top, pick-up 06:52 at Dublin Airport T2 and
  // drop-off 07:21 at Grand Canal Dock, 14.8 km, then Metered fare, Booking fee, Dublin Port Tunnel
  // toll, Subtotal, Tip and Total, the Visa, the driver with SPSV licence and registration, and the
  // legal name with its CRO number in the footer. No items, no tax (taxi fares are VAT-exempt).
  { name: 'taxi-app-ie-total-top-toll-subtotal-tip', kind: 'receipt', size: [300, 480], expect: { vendorName: 'Liffey Cabs Ltd', invoiceDate: '2026-11-21', subtotal: 43.4, tip: 5, total: 48.4, currency: 'EUR', paymentMethod: 'card' }, cells: [
    [20, 22, 'LIFFEY CABS', { size: 16, bold: true }], R(280, 26, 'Receipt', { size: 10 }),
    [20, 52, 'Saturday, November 21, 2026', { size: 9 }],
    [20, 66, 'Thanks for travelling with us, Aoife.', { size: 9 }],
    [20, 86, '€48.40', { size: 26, bold: true }], [20, 118, 'Total charged', { size: 8 }],
    [20, 136, '#RECT 260 0.6 black'],
    [20, 146, 'Trip', { size: 9, bold: true }], R(280, 146, 'Trip ID 7Q4K-2291-AB', { size: 7 }),
    [20, 160, '06:52', { size: 8, bold: true }], [56, 160, 'Dublin Airport, Terminal 2, Pick-up Zone B', { size: 8 }],
    [20, 174, '07:21', { size: 8, bold: true }], [56, 174, 'Grand Canal Dock, Dublin 2, D02 R590', { size: 8 }],
    [56, 188, '14.8 km · 29 min · Standard taxi', { size: 8 }],
    [20, 204, '#RECT 260 0.6 black'],
    [20, 214, 'Fare breakdown', { size: 9, bold: true }],
    [20, 230, 'Metered fare', { size: 9 }], R(280, 230, '€38.40', { size: 9 }),
    [20, 244, 'Booking fee', { size: 9 }], R(280, 244, '€2.00', { size: 9 }),
    [20, 258, 'Dublin Port Tunnel toll', { size: 9 }], R(280, 258, '€3.00', { size: 9 }),
    [20, 274, 'Subtotal', { size: 9 }], R(280, 274, '€43.40', { size: 9 }),
    [20, 288, 'Tip', { size: 9 }], R(280, 288, '€5.00', { size: 9 }),
    [20, 302, '#RECT 260 0.6 black'],
    [20, 310, 'Total', { size: 11, bold: true }], R(280, 310, '€48.40', { size: 11, bold: true }),
    [20, 330, 'Paid with Visa •••• 2291', { size: 9 }], R(280, 330, '€48.40', { size: 9 }),
    [20, 354, 'Your driver', { size: 9, bold: true }],
    [20, 368, 'Seán M. · SPSV licence 04471', { size: 8 }], [20, 380, 'Toyota Corolla Hybrid · 191-D-44718', { size: 8 }],
    [20, 402, 'Taxi fares are exempt from VAT. Keep this receipt for your records.', { size: 7 }],
    [20, 430, 'Liffey Cabs Ltd · 12 Ringsend Road, Dublin 4, D04 T2X0 · CRO 558192', { size: 6.5 }],
  ] },

  // New Zealand car-park TAX INVOICE / RECEIPT marked "*** REPRINT ***": operator with GST No., ticket
  // number, ENTRY 20-Nov-26 17:42 and EXIT 21-Nov-26 09:14 (two dates), duration 15h 32m, the
  // overnight maximum, TOTAL NZD $28.00, EFTPOS payWave with the Visa Debit, change $0.00, "GST
  // included (15%) $3.65", the payment time at the pay station and the reprint time. No items.
  { name: 'parking-nz-reprint-entry-exit-dates-gst-included', kind: 'receipt', size: [226, 340], expect: { vendorName: 'Harbourview Parking Ltd', invoiceDate: '2026-11-21', tax: 3.65, total: 28, currency: 'NZD', paymentMethod: 'card' }, cells: [
    [70, 12, '*** REPRINT ***', { size: 9, bold: true }],
    [62, 28, 'TAX INVOICE / RECEIPT', { size: 8, bold: true }],
    [50, 42, 'Harbourview Parking Ltd', { size: 11, bold: true }],
    [40, 58, 'Britomart Car Park, 8 Tyler St, Auckland 1010', { size: 6.5 }],
    [78, 68, 'GST No. 112-458-903', { size: 7 }],
    [16, 82, '#RECT 194 0.5 black'],
    [16, 90, 'Ticket no.', { size: 8 }], R(206, 90, '0044718', { size: 8 }),
    [16, 101, 'Entry', { size: 8 }], R(206, 101, '20-Nov-26 17:42', { size: 8 }),
    [16, 112, 'Exit', { size: 8 }], R(206, 112, '21-Nov-26 09:14', { size: 8 }),
    [16, 123, 'Duration', { size: 8 }], R(206, 123, '15h 32m', { size: 8 }),
    [16, 134, 'Tariff', { size: 8 }], R(206, 134, 'Overnight max (17:00–10:00)', { size: 8 }),
    [16, 148, '#RECT 194 0.5 black'],
    [16, 156, 'Parking fee', { size: 8 }], R(206, 156, '$28.00', { size: 8 }),
    [16, 170, 'TOTAL NZD', { size: 11, bold: true }], R(206, 170, '$28.00', { size: 11, bold: true }),
    [16, 188, 'EFTPOS payWave', { size: 8 }], R(206, 188, '$28.00', { size: 8 }),
    [16, 198, 'Visa Debit ************7713   ACCEPTED', { size: 6.5 }],
    [16, 210, 'Change', { size: 8 }], R(206, 210, '$0.00', { size: 8 }),
    [16, 226, 'GST included (15%)', { size: 8 }], R(206, 226, '$3.65', { size: 8 }),
    [16, 244, 'Paid 21-Nov-26 09:12   Pay station 3', { size: 7 }],
    [16, 254, 'Reprinted 21-Nov-26 09:20', { size: 7 }],
    [56, 274, 'Thank you. Drive safely.', { size: 8 }],
  ] },

  // Calgary coffee-shop receipt: the trading name in the header, ORDER #A-117 in large type, "Nov 21
  // '26 8:05 AM", a latte with an UNPRICED modifier line under it, a drip coffee, a scone, and a
  // chocolate chip cookie at 0.00 with "Reward redeemed: free bakery item" under it; Subtotal, GST 5 %
  // and Total; APPLE PAY with the device card number; the loyalty points; and the legal name with its
  // GST number in the footer.
  { name: 'coffee-ca-loyalty-reward-zero-item-apple-pay-gst5', kind: 'receipt', size: [226, 400], expect: { vendorName: 'Bow River Roasters Ltd.', invoiceDate: '2026-11-21', subtotal: 13.6, tax: 0.68, total: 14.28, currency: 'CAD', paymentMethod: 'mobile_wallet' },
    items: [['Oat Milk Latte 16 oz', null, null, 6.25], ['Drip Coffee 12 oz', null, null, 3.1], ['Blueberry Scone', null, null, 4.25], ['Chocolate Chip Cookie', null, null, 0]], cells: [
    [40, 16, 'BOW RIVER ROASTERS', { size: 12, bold: true }],
    [62, 33, '815 1 St SW, Calgary, AB T2P 1N3', { size: 7 }], [84, 43, '(403) 555-0127', { size: 7 }],
    [70, 60, 'ORDER #A-117', { size: 12, bold: true }],
    [16, 80, "Nov 21 '26  8:05 AM", { size: 7 }], R(206, 80, 'To go', { size: 7 }),
    [16, 89, 'Cashier: Jordan   Register 1', { size: 7 }],
    [16, 100, '#RECT 194 0.5 black'],
    [16, 108, 'Oat Milk Latte 16 oz', { size: 8 }], R(206, 108, '6.25', { size: 8 }),
    [24, 118, '+ vanilla, 1 pump', { size: 7 }],
    [16, 130, 'Drip Coffee 12 oz', { size: 8 }], R(206, 130, '3.10', { size: 8 }),
    [16, 142, 'Blueberry Scone', { size: 8 }], R(206, 142, '4.25', { size: 8 }),
    [16, 154, 'Chocolate Chip Cookie', { size: 8 }], R(206, 154, '0.00', { size: 8 }),
    [24, 164, 'Reward redeemed: free bakery item', { size: 7 }],
    [16, 176, '#RECT 194 0.5 black'],
    [16, 182, 'Subtotal', { size: 8 }], R(206, 182, '13.60', { size: 8 }),
    [16, 194, 'GST 5%', { size: 8 }], R(206, 194, '0.68', { size: 8 }),
    [16, 208, 'Total', { size: 11, bold: true }], R(206, 208, '$14.28', { size: 11, bold: true }),
    [16, 226, 'APPLE PAY', { size: 8 }], R(206, 226, '14.28', { size: 8 }),
    [16, 236, 'Visa ************3318   Contactless', { size: 6.5 }], [16, 245, 'Auth 00A4417   Approved', { size: 6.5 }],
    [16, 262, 'Bow Rewards: 28 beans earned · balance 96', { size: 7 }],
    [16, 272, '1 reward redeemed today (150 beans)', { size: 7 }],
    [70, 292, 'Thanks for visiting!', { size: 8 }],
    [24, 312, 'Bow River Roasters Ltd. · GST# 81234 5678 RT0001', { size: 6.5 }],
  ] },

  // Munich restaurant receipt with the BEWIRTUNGSBELEG form below: legal name, Steuernummer,
  // Rechnung Nr., Tisch and Bedienung, 21.11.2026 13:52; quantity lines ABOVE the items ("2 x 17,90"
  // over "Schweinebraten m. Knödel 35,80 B"); food at 7 % (B) and drinks at 19 % (A); SUMME EUR
  // 89,10, Trinkgeld 7,90 and GESAMT EUR 97,00, paid by girocard; a MwSt table; the TSE lines; then
  // the printed form (§ 4 Abs. 5 EStG) with Tag and Ort filled, "Bewirtete Person(en)" and "Anlass"
  // blank, Trinkgeld and Gesamtbetrag repeated, and the signature line.
  { name: 'bewirtungsbeleg-de-7-19-trinkgeld-gesamt-form', kind: 'receipt', size: [226, 640], expect: { vendorName: 'Wirtshaus am Anger GmbH', invoiceDate: '2026-11-21', tax: 8.18, tip: 7.9, total: 97, currency: 'EUR', paymentMethod: 'card' },
    items: [['Schweinebraten m. Knödel', 2, 17.9, 35.8], ['Kässpatzen', null, null, 15.5], ['Obatzda-Brotzeitbrett', null, null, 12.9], ['Helles 0,5 l', 3, 4.9, 14.7], ['Apfelschorle 0,5 l', null, null, 4.6], ['Espresso', 2, 2.8, 5.6]], cells: [
    [44, 16, 'Wirtshaus am Anger GmbH', { size: 11, bold: true }],
    [54, 32, 'St.-Jakobs-Platz 8 · 80331 München', { size: 7 }], [80, 42, 'Tel. 089 2317 4410', { size: 7 }],
    [76, 52, 'St.-Nr. 143/118/40512', { size: 6.5 }],
    [16, 68, 'Rechnung Nr. 118274', { size: 8, bold: true }], R(206, 68, '21.11.2026 13:52', { size: 7 }),
    [16, 78, 'Tisch 12 · Bedienung: Vroni', { size: 7 }], R(206, 78, 'EUR', { size: 7 }),
    [16, 88, '#RECT 194 0.5 black'],
    [24, 94, '2 x 17,90', { size: 7 }],
    [16, 104, 'Schweinebraten m. Knödel', { size: 8 }], R(196, 104, '35,80', { size: 8 }), [200, 104, 'B', { size: 7 }],
    [16, 116, 'Kässpatzen', { size: 8 }], R(196, 116, '15,50', { size: 8 }), [200, 116, 'B', { size: 7 }],
    [16, 128, 'Obatzda-Brotzeitbrett', { size: 8 }], R(196, 128, '12,90', { size: 8 }), [200, 128, 'B', { size: 7 }],
    [24, 140, '3 x 4,90', { size: 7 }],
    [16, 150, 'Helles 0,5 l', { size: 8 }], R(196, 150, '14,70', { size: 8 }), [200, 150, 'A', { size: 7 }],
    [16, 162, 'Apfelschorle 0,5 l', { size: 8 }], R(196, 162, '4,60', { size: 8 }), [200, 162, 'A', { size: 7 }],
    [24, 174, '2 x 2,80', { size: 7 }],
    [16, 184, 'Espresso', { size: 8 }], R(196, 184, '5,60', { size: 8 }), [200, 184, 'A', { size: 7 }],
    [16, 196, '#RECT 194 0.5 black'],
    [16, 202, 'SUMME EUR', { size: 10, bold: true }], R(196, 202, '89,10', { size: 10, bold: true }),
    [16, 216, 'Trinkgeld', { size: 8 }], R(196, 216, '7,90', { size: 8 }),
    [16, 230, 'GESAMT EUR', { size: 10, bold: true }], R(196, 230, '97,00', { size: 10, bold: true }),
    [16, 246, 'Geg. girocard', { size: 8 }], R(196, 246, '97,00', { size: 8 }),
    [16, 262, 'MwSt', { size: 7, bold: true }], R(100, 262, 'Netto', { size: 7, bold: true }), R(148, 262, 'MwSt', { size: 7, bold: true }), R(196, 262, 'Brutto', { size: 7, bold: true }),
    [16, 272, 'A 19%', { size: 7 }], R(100, 272, '20,92', { size: 7 }), R(148, 272, '3,98', { size: 7 }), R(196, 272, '24,90', { size: 7 }),
    [16, 282, 'B 7%', { size: 7 }], R(100, 282, '60,00', { size: 7 }), R(148, 282, '4,20', { size: 7 }), R(196, 282, '64,20', { size: 7 }),
    [16, 292, 'Gesamt', { size: 7, bold: true }], R(100, 292, '80,92', { size: 7, bold: true }), R(148, 292, '8,18', { size: 7, bold: true }), R(196, 292, '89,10', { size: 7, bold: true }),
    [16, 304, 'Trinkgeld ohne MwSt. (an das Personal)', { size: 6.5 }],
    [16, 316, 'TSE-Start: 2026-11-21T12:18:40.000', { size: 6 }], [16, 324, 'TSE-Stop: 2026-11-21T13:52:11.000', { size: 6 }],
    [16, 332, 'TSE-Seriennr.: 4e1c88a7f0b2d5963c17e4a0', { size: 6 }], [16, 340, 'TSE-Signaturzähler: 227185', { size: 6 }],
    [16, 354, '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -', { size: 6 }],
    [66, 366, 'BEWIRTUNGSBELEG', { size: 10, bold: true }],
    [16, 380, 'Angaben zum Nachweis der Höhe und der betrieblichen', { size: 6.5 }],
    [16, 388, 'Veranlassung von Bewirtungsaufwendungen', { size: 6.5 }],
    [16, 396, '(§ 4 Abs. 5 Satz 1 Nr. 2 EStG)', { size: 6.5 }],
    [16, 412, 'Tag der Bewirtung:', { size: 7 }], [110, 412, '21.11.2026', { size: 7 }],
    [16, 424, 'Ort der Bewirtung:', { size: 7 }], [110, 424, 'Wirtshaus am Anger, München', { size: 7 }],
    [16, 440, 'Bewirtete Person(en):', { size: 7 }], [16, 456, '#RECT 190 0.5 black'], [16, 470, '#RECT 190 0.5 black'], [16, 484, '#RECT 190 0.5 black'],
    [16, 494, 'Anlass der Bewirtung:', { size: 7 }], [16, 510, '#RECT 190 0.5 black'], [16, 524, '#RECT 190 0.5 black'],
    [16, 534, 'Höhe der Aufwendungen:', { size: 7 }], [110, 534, 'lt. Rechnung 89,10 €', { size: 7 }],
    [16, 546, 'Trinkgeld:', { size: 7 }], [110, 546, '7,90 €', { size: 7 }],
    [16, 558, 'Gesamtbetrag:', { size: 7 }], [110, 558, '97,00 €', { size: 7 }],
    [16, 590, '#RECT 80 0.5 black'], [110, 590, '#RECT 96 0.5 black'],
    [16, 594, 'Ort, Datum', { size: 6.5 }], [110, 594, 'Unterschrift', { size: 6.5 }],
    [54, 614, 'Vielen Dank für Ihren Besuch!', { size: 8 }],
  ] },

  // Spanish petrol station's factura simplificada marked "*** DUPLICADO ***": the E.S. trading name
  // with the legal name under it, NIF, number and "21-11-2026 18:05", Surtidor 5 above "Gasóleo A"
  // with "47,01 l x 1,489 €/l" and the prepaid 70,00, a water and a car wash, TOTAL (€), base
  // imponible and IVA 21 % (included), TARJETA with the Visa, the vehicle's matrícula and km.
  { name: 'gasolinera-es-duplicado-litros-lavado-iva21', kind: 'receipt', size: [226, 400], expect: { vendorName: 'Estación de Servicio Los Olivos, S.L.', invoiceDate: '2026-11-21', tax: 14.01, total: 80.7, currency: 'EUR', paymentMethod: 'card' },
    items: [['Gasóleo A', 47.01, 1.489, 70], ['Agua mineral 1,5 l', null, null, 1.2], ['Lavado Programa Plus', null, null, 9.5]], cells: [
    [64, 12, '*** DUPLICADO ***', { size: 9, bold: true }],
    [66, 28, 'E.S. LOS OLIVOS', { size: 12, bold: true }],
    [38, 44, 'Estación de Servicio Los Olivos, S.L.', { size: 8 }],
    [44, 55, 'Ctra. N-340, km 412 · 18600 Motril (Granada)', { size: 6.5 }],
    [52, 64, 'NIF B-18442716 · Tel. 958 60 44 17', { size: 6.5 }],
    [58, 80, 'FACTURA SIMPLIFICADA', { size: 9, bold: true }],
    [16, 94, 'Nº FS-0412-118274', { size: 7 }], R(206, 94, '21-11-2026 18:05', { size: 7 }),
    [16, 104, 'Terminal 2   Empleado: 07', { size: 7 }],
    [16, 116, '#RECT 194 0.5 black'],
    [16, 122, 'Surtidor 5', { size: 7 }],
    [16, 132, 'Gasóleo A', { size: 8 }], R(206, 132, '70,00', { size: 8 }),
    [24, 142, '47,01 l x 1,489 €/l', { size: 7 }],
    [16, 154, 'Agua mineral 1,5 l', { size: 8 }], R(206, 154, '1,20', { size: 8 }),
    [16, 166, 'Lavado Programa Plus', { size: 8 }], R(206, 166, '9,50', { size: 8 }),
    [16, 178, '#RECT 194 0.5 black'],
    [16, 184, 'TOTAL (€)', { size: 11, bold: true }], R(206, 184, '80,70', { size: 11, bold: true }),
    [16, 202, 'Base imponible 21%', { size: 8 }], R(206, 202, '66,69', { size: 8 }),
    [16, 213, 'IVA 21%', { size: 8 }], R(206, 213, '14,01', { size: 8 }),
    [16, 224, 'IVA INCLUIDO', { size: 7 }],
    [16, 238, 'TARJETA', { size: 8 }], R(206, 238, '80,70', { size: 8 }),
    [16, 248, 'VISA ************4417   Aut. 058812', { size: 6.5 }],
    [16, 262, 'Matrícula: 4417 KLM   Km: 88214', { size: 7 }],
    [48, 282, 'GRACIAS POR SU VISITA · BUEN VIAJE', { size: 7 }],
  ] },
];
