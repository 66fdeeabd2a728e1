// A fifth fresh batch of 15 hand-built documents (7 invoices, 8 receipts) in the format of
// documents.ts, written on 2026-11-23 blind to the engine: their author read only documents.ts and
// documents-fresh4.ts (for the format and the conventions), nothing under engine/, server/, data/,
// models/ or test/. This batch varies COUNTRIES of the wider world, in Latin script: India (a GST
// tax invoice with GSTIN, an HSN/SAC column, CGST 9 % + SGST 9 %, an HSN-wise tax table, Indian
// digit grouping 2,17,769.00 and "Amount in words"; a Bengaluru restaurant bill with CGST/SGST
// 2.5 %, a Round Off line and UPI), Australia (a Melbourne café TAX INVOICE with ABN, "Total
// includes GST" and EFTPOS), New Zealand (a plumber's tax invoice with GST No., GST 15 % added,
// hours x rate and a bank account for payment), Singapore (a zi char bill with "++" pricing: 10 %
// service charge, then GST 9 %, UEN/GST Reg No), South Africa (a till slip with zero-rated "Z"
// items, VAT 15 % included and yyyy/mm/dd dates), Hungary (a számla with ÁFA 27 %, forint without
// decimals, "Fizetési határidő" and an ÁFA summary), Romania (a factură with TVA 21 %, CUI, lei and
// "Data scadentă"), Turkey (a cash-register fiş with %10 KDV flags, *-prefixed amounts, TOPKDV and
// TOPLAM), Poland (a pharmacy paragon fiskalny with PTU A 23 % / B 8 % and SUMA PTU), Finland (a
// caterer's lasku with ALV 25,5 % and 14 %, Y-tunnus, viitenumero and Eräpäivä), Sweden (a
// painter's faktura with Bankgiro, OCR-nummer and Förfallodatum), Mexico (a CFDI 4.0 factura with
// RFC, UUID, ISO date-time "Fecha de emisión" and the total in words), Brazil (an NFC-e cupom with
// CNPJ, a weighed item in kg and "Cartão de Crédito") and Ireland (a Galway pub bill with VAT
// 13.5 % food and 23 % drink). Date forms vary: 19-11-2026, 22/11/2026, 20 November 2026,
// 2026/11/21, 2026.11.20., 21.11.2026, 2026-11-22, 3.12.2026, 2026-11-20T10:42:13, Sun 22 Nov 2026.
// Once the engine has been fixed on any of them they are a development set like documents.ts,
// and stop measuring anything unbiased.
// Conventions as the earlier batches: `expect` lists only fields the printed text makes certain
// (no dueDate where only a payment term is printed; no subtotal where the printed "subtotal" is
// ambiguous, as on tax-inclusive receipts or where a service charge sits between it and the tax;
// no tax where only separate taxes are printed without their sum, as CGST + SGST on the Indian
// restaurant bill; no invoiceNumber where a series, a folio and a UUID compete, as on the CFDI);
// total is the document's own total (after the round-off on the Indian bill). `items` lists every
// line item, null where a quantity or unit price is not printed, and is left out where a negative
// line sits among the items. The vendor is the seller in its most complete printed form in the
// letterhead or header. paymentMethod is the payment TYPE: card (debit and credit cards, EFTPOS,
// contactless, "Karta", "Kredi kartı", "Cartão de crédito"), cash, mobile_wallet (UPI, as TWINT).
import type { Cell, ProbeDocument } from './documents.js';

/** A right-aligned cell ending at x. */
const R = (x: number, y: number, t: string, o: Cell[3] = {}): Cell => [x, y, t, { ...o, align: 'right' }];

export const FRESH5_DOCUMENTS: ProbeDocument[] = [

  // Indian GST tax invoice (intra-state, Maharashtra): letterhead with GSTIN and PAN, "Original for
  // Recipient", Place of Supply and Reverse Charge, a table with an HSN/SAC column, Total Taxable
  // Value, CGST 9 % and SGST 9 % with their printed sum, an HSN-wise tax table, Grand Total in Rs.
  // with Indian digit grouping, the amount in words, bank details and a printed Due Date.
  { name: 'gst-invoice-in-hsn-cgst-sgst', kind: 'invoice', expect: { vendorName: 'Shree Ganesh Kitchen Equipments Pvt. Ltd.', invoiceNumber: 'SGK/2026-27/0418', invoiceDate: '2026-11-19', dueDate: '2026-12-04', subtotal: 184550, tax: 33219, total: 217769, currency: 'INR' },
    items: [['Commercial gas range, 4 burner', 2, 38500, 77000], ['SS work table with undershelf 6 ft', 3, 14750, 44250], ['Exhaust hood with baffle filters', 1, 56800, 56800], ['Installation and commissioning', 1, 6500, 6500]], cells: [
    [50, 36, 'Shree Ganesh Kitchen Equipments Pvt. Ltd.', { size: 14, bold: true }],
    R(545, 36, 'TAX INVOICE', { size: 16, bold: true }), R(545, 56, 'Original for Recipient', { size: 8 }),
    [50, 54, 'Plot No. 14, MIDC Bhosari, Pune, Maharashtra 411026', { size: 9 }],
    [50, 66, 'GSTIN: 27AAKCS4821M1Z5 · PAN: AAKCS4821M', { size: 9 }],
    [50, 78, 'Tel. +91 20 2712 4455 · accounts@shreeganeshkitchen.in', { size: 8 }],
    [50, 110, 'Bill To', { size: 8, bold: true }], [50, 122, 'Hotel Saffron Residency'], [50, 136, 'FC Road, Shivajinagar, Pune 411005', { size: 9 }],
    [50, 148, 'GSTIN: 27AABFH7712K1ZQ', { size: 9 }], [50, 160, 'State: Maharashtra, Code 27', { size: 9 }],
    [340, 110, 'Invoice No.', { size: 9 }], R(545, 110, 'SGK/2026-27/0418', { size: 9, bold: true }),
    [340, 124, 'Invoice Date', { size: 9 }], R(545, 124, '19-11-2026', { size: 9 }),
    [340, 138, 'Due Date', { size: 9 }], R(545, 138, '04-12-2026', { size: 9 }),
    [340, 152, 'Place of Supply', { size: 9 }], R(545, 152, 'Maharashtra (27)', { size: 9 }),
    [340, 166, 'Reverse Charge', { size: 9 }], R(545, 166, 'No', { size: 9 }),
    [45, 196, '#RECT 505 16 #e5e7eb'],
    [50, 200, 'Sr.', { size: 8, bold: true }], [70, 200, 'Description of Goods / Services', { size: 8, bold: true }], [262, 200, 'HSN/SAC', { size: 8, bold: true }],
    R(340, 200, 'Qty', { size: 8, bold: true }), [346, 200, 'Unit', { size: 8, bold: true }], R(440, 200, 'Rate (Rs.)', { size: 8, bold: true }), R(545, 200, 'Amount (Rs.)', { size: 8, bold: true }),
    [50, 220, '1', { size: 9 }], [70, 220, 'Commercial gas range, 4 burner', { size: 9 }], [262, 220, '7321', { size: 9 }], R(340, 220, '2', { size: 9 }), [346, 220, 'Nos', { size: 9 }], R(440, 220, '38,500.00', { size: 9 }), R(545, 220, '77,000.00', { size: 9 }),
    [50, 236, '2', { size: 9 }], [70, 236, 'SS work table with undershelf 6 ft', { size: 9 }], [262, 236, '9403', { size: 9 }], R(340, 236, '3', { size: 9 }), [346, 236, 'Nos', { size: 9 }], R(440, 236, '14,750.00', { size: 9 }), R(545, 236, '44,250.00', { size: 9 }),
    [50, 252, '3', { size: 9 }], [70, 252, 'Exhaust hood with baffle filters', { size: 9 }], [262, 252, '8414', { size: 9 }], R(340, 252, '1', { size: 9 }), [346, 252, 'Nos', { size: 9 }], R(440, 252, '56,800.00', { size: 9 }), R(545, 252, '56,800.00', { size: 9 }),
    [50, 268, '4', { size: 9 }], [70, 268, 'Installation and commissioning', { size: 9 }], [262, 268, '998719', { size: 9 }], R(340, 268, '1', { size: 9 }), [346, 268, 'Job', { size: 9 }], R(440, 268, '6,500.00', { size: 9 }), R(545, 268, '6,500.00', { size: 9 }),
    [45, 282, '#RECT 505 0.6 black'],
    [50, 296, 'HSN/SAC', { size: 7, bold: true }], R(140, 296, 'Taxable Value', { size: 7, bold: true }), R(195, 296, 'CGST 9%', { size: 7, bold: true }), R(250, 296, 'SGST 9%', { size: 7, bold: true }), R(310, 296, 'Total Tax', { size: 7, bold: true }),
    [50, 306, '7321', { size: 7 }], R(140, 306, '77,000.00', { size: 7 }), R(195, 306, '6,930.00', { size: 7 }), R(250, 306, '6,930.00', { size: 7 }), R(310, 306, '13,860.00', { size: 7 }),
    [50, 316, '9403', { size: 7 }], R(140, 316, '44,250.00', { size: 7 }), R(195, 316, '3,982.50', { size: 7 }), R(250, 316, '3,982.50', { size: 7 }), R(310, 316, '7,965.00', { size: 7 }),
    [50, 326, '8414', { size: 7 }], R(140, 326, '56,800.00', { size: 7 }), R(195, 326, '5,112.00', { size: 7 }), R(250, 326, '5,112.00', { size: 7 }), R(310, 326, '10,224.00', { size: 7 }),
    [50, 336, '998719', { size: 7 }], R(140, 336, '6,500.00', { size: 7 }), R(195, 336, '585.00', { size: 7 }), R(250, 336, '585.00', { size: 7 }), R(310, 336, '1,170.00', { size: 7 }),
    [50, 348, 'Total', { size: 7, bold: true }], R(140, 348, '1,84,550.00', { size: 7, bold: true }), R(195, 348, '16,609.50', { size: 7, bold: true }), R(250, 348, '16,609.50', { size: 7, bold: true }), R(310, 348, '33,219.00', { size: 7, bold: true }),
    [340, 296, 'Total Taxable Value', { size: 9 }], R(545, 296, '1,84,550.00', { size: 9 }),
    [340, 310, 'CGST @ 9%', { size: 9 }], R(545, 310, '16,609.50', { size: 9 }),
    [340, 324, 'SGST @ 9%', { size: 9 }], R(545, 324, '16,609.50', { size: 9 }),
    [340, 338, 'Total Tax Amount', { size: 9 }], R(545, 338, '33,219.00', { size: 9 }),
    [335, 352, '#RECT 215 20 #1e3a8a'], [340, 357, 'Grand Total', { size: 11, bold: true, width: -1 }], R(545, 357, 'Rs. 2,17,769.00', { size: 11, bold: true, width: -1 }),
    [50, 390, 'Amount Chargeable (in words):', { size: 8, bold: true }],
    [50, 402, 'Indian Rupees Two Lakh Seventeen Thousand Seven Hundred Sixty-Nine Only', { size: 9 }],
    [50, 430, 'Bank Details: HDFC Bank, Bhosari Branch · A/c No. 50200031842276 · IFSC HDFC0001842', { size: 8 }],
    [50, 442, 'Payment within 15 days of invoice date. Interest @ 18% p.a. on overdue amounts.', { size: 8 }],
    [50, 454, 'Subject to Pune jurisdiction. E. & O.E.', { size: 8 }],
    R(545, 500, 'For Shree Ganesh Kitchen Equipments Pvt. Ltd.', { size: 9, bold: true }), R(545, 540, 'Authorised Signatory', { size: 8 }),
    [50, 800, 'This is a computer generated invoice.', { size: 7 }],
  ] },

  // Bengaluru restaurant bill: GSTIN and FSSAI licence under the name, "TAX INVOICE", bill number,
  // table and pax, Item / Qty / Rate / Amount, Sub Total, CGST 2.5 % and SGST 2.5 % printed
  // separately (no sum, so no tax expected), a Round Off of +0.30, Grand Total in Rs., paid by UPI.
  { name: 'restaurant-bill-in-cgst-sgst-roundoff-upi', kind: 'receipt', size: [226, 600], expect: { vendorName: 'Annapoorna Veg Restaurant', invoiceDate: '2026-11-22', subtotal: 754, total: 792, currency: 'INR', paymentMethod: 'mobile_wallet' },
    items: [['Masala Dosa', 2, 95, 190], ['Idli Vada', 2, 65, 130], ['Filter Coffee', 3, 38, 114], ['South Indian Thali', 1, 210, 210], ['Rava Kesari', 2, 55, 110]], cells: [
    [38, 16, 'Annapoorna Veg Restaurant', { size: 11, bold: true }],
    [36, 32, '12, 4th Cross, Jayanagar, Bengaluru 560011', { size: 7 }],
    [64, 42, 'GSTIN: 29AAHFA5512C1ZK', { size: 7 }], [54, 52, 'FSSAI Lic. No. 11219334000412', { size: 7 }],
    [86, 68, 'TAX INVOICE', { size: 8, bold: true }],
    [16, 82, 'Bill No: 4471   Table: 6   Pax: 3', { size: 7 }],
    [16, 92, 'Date: 22/11/2026   Time: 13:42', { size: 7 }],
    [16, 102, 'Steward: Ravi   Cashier: Meena', { size: 7 }],
    [16, 118, 'Item', { size: 7, bold: true }], R(138, 118, 'Qty', { size: 7, bold: true }), R(172, 118, 'Rate', { size: 7, bold: true }), R(206, 118, 'Amount', { size: 7, bold: true }),
    [16, 130, 'Masala Dosa', { size: 8 }], R(138, 130, '2', { size: 8 }), R(172, 130, '95.00', { size: 8 }), R(206, 130, '190.00', { size: 8 }),
    [16, 142, 'Idli Vada', { size: 8 }], R(138, 142, '2', { size: 8 }), R(172, 142, '65.00', { size: 8 }), R(206, 142, '130.00', { size: 8 }),
    [16, 154, 'Filter Coffee', { size: 8 }], R(138, 154, '3', { size: 8 }), R(172, 154, '38.00', { size: 8 }), R(206, 154, '114.00', { size: 8 }),
    [16, 166, 'South Indian Thali', { size: 8 }], R(138, 166, '1', { size: 8 }), R(172, 166, '210.00', { size: 8 }), R(206, 166, '210.00', { size: 8 }),
    [16, 178, 'Rava Kesari', { size: 8 }], R(138, 178, '2', { size: 8 }), R(172, 178, '55.00', { size: 8 }), R(206, 178, '110.00', { size: 8 }),
    [16, 190, '#RECT 194 0.5 black'],
    [16, 200, 'Sub Total', { size: 8 }], R(206, 200, '754.00', { size: 8 }),
    [16, 212, 'CGST @ 2.5%', { size: 8 }], R(206, 212, '18.85', { size: 8 }),
    [16, 224, 'SGST @ 2.5%', { size: 8 }], R(206, 224, '18.85', { size: 8 }),
    [16, 236, 'Round Off', { size: 8 }], R(206, 236, '+0.30', { size: 8 }),
    [16, 246, '#RECT 194 0.5 black'],
    [16, 258, 'Grand Total', { size: 11, bold: true }], R(206, 258, 'Rs. 792.00', { size: 11, bold: true }),
    [16, 274, 'Paid via UPI (PhonePe)', { size: 8 }], R(206, 274, '792.00', { size: 8 }),
    [16, 286, 'UPI Ref No. 632918274415', { size: 7 }],
    [16, 296, 'Total Qty: 10   Items: 5', { size: 7 }],
    [66, 314, 'Thank you! Visit again.', { size: 8 }],
  ] },

  // Melbourne café receipt headed TAX INVOICE with the ABN, "2 x" lines with "@" unit prices, TOTAL,
  // "Total includes GST" (1/11 of the total), EFTPOS with a debit Mastercard tap and the
  // terminal's "PURCHASE AUD" line; date 23/11/2026 with an am time.
  { name: 'cafe-au-tax-invoice-abn-gst-eftpos', kind: 'receipt', size: [226, 480], expect: { vendorName: 'Little Laneway Coffee Co.', invoiceDate: '2026-11-23', tax: 3.95, total: 43.5, currency: 'AUD', paymentMethod: 'card' },
    items: [['Flat White (Lrg)', 2, 5.5, 11], ['Smashed Avo on Sourdough', 1, 19.5, 19.5], ['Banana Bread (toasted)', 1, 7, 7], ['Iced Long Black', 1, 6, 6]], cells: [
    [38, 16, 'Little Laneway Coffee Co.', { size: 11, bold: true }],
    [32, 32, 'Shop 3, 120 Flinders Lane, Melbourne VIC 3000', { size: 7 }], [80, 42, 'ABN 53 612 447 908', { size: 7 }],
    [86, 60, 'TAX INVOICE', { size: 9, bold: true }],
    [16, 76, 'Order #0187   Table 4   Staff: Mia', { size: 7 }], [16, 86, '23/11/2026   8:12 am', { size: 7 }],
    [16, 102, '2 x Flat White (Lrg)', { size: 8 }], R(206, 102, '$11.00', { size: 8 }), [28, 112, '@ $5.50', { size: 7 }],
    [16, 124, '1 x Smashed Avo on Sourdough', { size: 8 }], R(206, 124, '$19.50', { size: 8 }),
    [16, 136, '1 x Banana Bread (toasted)', { size: 8 }], R(206, 136, '$7.00', { size: 8 }),
    [16, 148, '1 x Iced Long Black', { size: 8 }], R(206, 148, '$6.00', { size: 8 }),
    [16, 166, 'TOTAL', { size: 11, bold: true }], R(206, 166, '$43.50', { size: 11, bold: true }),
    [16, 180, 'Total includes GST', { size: 8 }], R(206, 180, '$3.95', { size: 8 }),
    [16, 196, 'EFTPOS', { size: 8 }], R(206, 196, '$43.50', { size: 8 }),
    [16, 208, 'Debit Mastercard  **** 3391  Tap', { size: 7 }],
    [16, 218, 'PURCHASE AUD $43.50   APPROVED 082144', { size: 7 }],
    [60, 236, 'Cheers! See you tomorrow.', { size: 8 }],
  ] },

  // New Zealand plumber's tax invoice: GST No. in the letterhead, "Invoice To" a couple, a job
  // line, labour in decimal hours x rate, a cylinder and fittings, Subtotal, GST 15 % added,
  // "Total NZD", a printed Due Date in words and the ANZ account number for internet banking.
  { name: 'tax-invoice-nz-plumber-gst15-due-date', kind: 'invoice', expect: { vendorName: 'Kowhai Plumbing & Gas Ltd', invoiceNumber: 'INV-2291', invoiceDate: '2026-11-20', dueDate: '2026-12-20', subtotal: 2944, tax: 441.6, total: 3385.6, currency: 'NZD' },
    items: [['Labour – plumber (hours)', 5.5, 95, 522.5], ['Rheem 180 L mains pressure electric cylinder', 1, 2150, 2150], ['Tempering valve, fittings and copper pipe', 1, 186.5, 186.5], ['Call-out fee', 1, 85, 85]], cells: [
    [50, 40, 'Kowhai Plumbing & Gas Ltd', { size: 16, bold: true }],
    [50, 60, '27 Carrington Road, Mount Albert, Auckland 1025', { size: 9 }],
    [50, 72, 'Ph 09 555 3187 · office@kowhaiplumbing.co.nz', { size: 9 }],
    [50, 84, 'GST No. 118-452-907', { size: 9 }],
    R(545, 40, 'TAX INVOICE', { size: 18, bold: true }),
    [50, 110, 'Invoice To', { size: 8, bold: true }], [50, 122, 'Aroha & Tom Whitcombe'], [50, 136, '14 Marlborough Street, Mount Eden'], [50, 150, 'Auckland 1024'],
    [360, 110, 'Invoice No.', { size: 9 }], R(545, 110, 'INV-2291', { size: 9, bold: true }),
    [360, 124, 'Invoice Date', { size: 9 }], R(545, 124, '20 November 2026', { size: 9 }),
    [360, 138, 'Due Date', { size: 9 }], R(545, 138, '20 December 2026', { size: 9, bold: true }),
    [360, 152, 'Job No.', { size: 9 }], R(545, 152, 'J-5820', { size: 9 }),
    [50, 186, 'Job: Replace failed hot water cylinder at 14 Marlborough Street', { size: 9 }],
    [50, 214, 'Description', { size: 9, bold: true }], R(360, 214, 'Qty', { size: 9, bold: true }), R(450, 214, 'Unit Price', { size: 9, bold: true }), R(545, 214, 'Amount', { size: 9, bold: true }),
    [45, 224, '#RECT 505 0.8 black'],
    [50, 234, 'Labour – plumber (hours)', { size: 9 }], R(360, 234, '5.5', { size: 9 }), R(450, 234, '95.00', { size: 9 }), R(545, 234, '522.50', { size: 9 }),
    [50, 250, 'Rheem 180 L mains pressure electric cylinder', { size: 9 }], R(360, 250, '1', { size: 9 }), R(450, 250, '2,150.00', { size: 9 }), R(545, 250, '2,150.00', { size: 9 }),
    [50, 266, 'Tempering valve, fittings and copper pipe', { size: 9 }], R(360, 266, '1', { size: 9 }), R(450, 266, '186.50', { size: 9 }), R(545, 266, '186.50', { size: 9 }),
    [50, 282, 'Call-out fee', { size: 9 }], R(360, 282, '1', { size: 9 }), R(450, 282, '85.00', { size: 9 }), R(545, 282, '85.00', { size: 9 }),
    [45, 296, '#RECT 505 0.8 black'],
    [380, 310, 'Subtotal', { size: 9 }], R(545, 310, '2,944.00', { size: 9 }),
    [380, 324, 'GST 15%', { size: 9 }], R(545, 324, '441.60', { size: 9 }),
    [380, 342, 'Total NZD', { size: 12, bold: true }], R(545, 342, '$3,385.60', { size: 12, bold: true }),
    [50, 400, 'Payment due by 20 December 2026. Please pay by internet banking to:', { size: 9 }],
    [50, 414, 'Kowhai Plumbing & Gas Ltd · ANZ 01-0241-0582194-00 · Reference: INV-2291', { size: 9 }],
    [50, 440, 'Thank you for your business. Certifying Plumber & Gasfitter, PGDB reg. 24417.', { size: 8 }],
  ] },

  // Singapore zi char bill with "++" pricing: Qty / Item / Price / Amt (S$), Subtotal, Service
  // Charge 10 %, GST 9 % on subtotal plus service charge, TOTAL in S$, VISA contactless; UEN and
  // GST Reg No are the same number. No subtotal expected (the service charge sits between it and
  // the GST, so subtotal + tax is not the total).
  { name: 'zichar-sg-service-charge-gst9-visa', kind: 'receipt', size: [226, 560], expect: { vendorName: 'Hock Lee Zi Char Pte Ltd', invoiceDate: '2026-11-21', tax: 8.51, total: 103.11, currency: 'SGD', paymentMethod: 'card' },
    items: [['Sweet & Sour Pork (M)', 1, 18, 18], ['Sambal Kangkong (S)', 1, 10, 10], ['Cereal Prawn (M)', 1, 26, 26], ['Steamed Rice', 4, 1, 4], ['Lime Juice', 4, 2.5, 10], ['Tiger Beer (L)', 2, 9, 18]], cells: [
    [46, 16, 'Hock Lee Zi Char Pte Ltd', { size: 11, bold: true }],
    [28, 32, 'Blk 85 Bedok North Street 4, #01-12, S460085', { size: 7 }],
    [54, 42, 'UEN / GST Reg No: 201534872K', { size: 7 }],
    [16, 60, 'Table 12   Pax 4   Bill 0087', { size: 7 }], [16, 70, '21/11/2026 19:36   Cashier: Jasmine', { size: 7 }],
    [16, 86, 'Qty', { size: 7, bold: true }], [34, 86, 'Item', { size: 7, bold: true }], R(165, 86, 'Price', { size: 7, bold: true }), R(206, 86, 'Amt (S$)', { size: 7, bold: true }),
    [16, 98, '1', { size: 8 }], [34, 98, 'Sweet & Sour Pork (M)', { size: 8 }], R(165, 98, '18.00', { size: 8 }), R(206, 98, '18.00', { size: 8 }),
    [16, 110, '1', { size: 8 }], [34, 110, 'Sambal Kangkong (S)', { size: 8 }], R(165, 110, '10.00', { size: 8 }), R(206, 110, '10.00', { size: 8 }),
    [16, 122, '1', { size: 8 }], [34, 122, 'Cereal Prawn (M)', { size: 8 }], R(165, 122, '26.00', { size: 8 }), R(206, 122, '26.00', { size: 8 }),
    [16, 134, '4', { size: 8 }], [34, 134, 'Steamed Rice', { size: 8 }], R(165, 134, '1.00', { size: 8 }), R(206, 134, '4.00', { size: 8 }),
    [16, 146, '4', { size: 8 }], [34, 146, 'Lime Juice', { size: 8 }], R(165, 146, '2.50', { size: 8 }), R(206, 146, '10.00', { size: 8 }),
    [16, 158, '2', { size: 8 }], [34, 158, 'Tiger Beer (L)', { size: 8 }], R(165, 158, '9.00', { size: 8 }), R(206, 158, '18.00', { size: 8 }),
    [16, 170, '#RECT 194 0.5 black'],
    [16, 182, 'Subtotal', { size: 8 }], R(206, 182, '86.00', { size: 8 }),
    [16, 194, 'Service Charge 10%', { size: 8 }], R(206, 194, '8.60', { size: 8 }),
    [16, 206, 'GST 9%', { size: 8 }], R(206, 206, '8.51', { size: 8 }),
    [16, 222, 'TOTAL', { size: 11, bold: true }], R(206, 222, 'S$103.11', { size: 11, bold: true }),
    [16, 238, 'VISA', { size: 8 }], R(206, 238, '103.11', { size: 8 }),
    [16, 250, 'VISA ************2286  Contactless', { size: 7 }], [16, 260, 'Approval Code 731044', { size: 7 }],
    [16, 276, 'All prices are subject to 10% service charge', { size: 6.5 }], [16, 285, 'and prevailing GST.', { size: 6.5 }],
    [60, 302, 'Thank you! Please come again', { size: 8 }],
  ] },

  // South African till slip: VAT Reg No in the header, TAX INVOICE, yyyy/mm/dd date, zero-rated
  // staples flagged "Z" (maize meal, milk, brown bread, avocados) beside standard-rated items, a
  // "2 @" line, TOTAL in R, credit card, and a VATABLE / VAT 15 % / ZERO RATED summary (VAT
  // included, on the standard-rated items only).
  { name: 'till-slip-za-vat15-zero-rated', kind: 'receipt', size: [226, 600], expect: { vendorName: 'Kloof Street Fresh Market', invoiceDate: '2026-11-21', tax: 25.04, total: 314.92, currency: 'ZAR', paymentMethod: 'card' },
    items: [['SUPER MAIZE MEAL 2.5KG', null, null, 42.99], ['FULL CREAM MILK 2L', null, null, 34.99], ['BROWN BREAD 700G', null, null, 18.99], ['AVOCADO LOOSE', 2, 12.99, 25.98], ['ROOIBOS TEA 80S', null, null, 49.99], ['BEEF BILTONG 250G', null, null, 119.99], ['CHAKALAKA HOT 410G', null, null, 21.99]], cells: [
    [38, 16, 'Kloof Street Fresh Market', { size: 11, bold: true }],
    [40, 32, '88 Kloof Street, Gardens, Cape Town 8001', { size: 7 }],
    [34, 42, 'Tel 021 555 0143 · VAT Reg No 4520198374', { size: 7 }],
    [86, 58, 'TAX INVOICE', { size: 8, bold: true }],
    [16, 72, '2026/11/21  11:05   TILL 04   SLIP 2281', { size: 7 }], [16, 82, 'CASHIER: NOMSA', { size: 7 }],
    [16, 98, 'SUPER MAIZE MEAL 2.5KG', { size: 8 }], R(196, 98, '42.99', { size: 8 }), [200, 98, 'Z', { size: 7 }],
    [16, 110, 'FULL CREAM MILK 2L', { size: 8 }], R(196, 110, '34.99', { size: 8 }), [200, 110, 'Z', { size: 7 }],
    [16, 122, 'BROWN BREAD 700G', { size: 8 }], R(196, 122, '18.99', { size: 8 }), [200, 122, 'Z', { size: 7 }],
    [16, 134, 'AVOCADO LOOSE', { size: 8 }], R(196, 134, '25.98', { size: 8 }), [200, 134, 'Z', { size: 7 }],
    [24, 144, '2 @ 12.99', { size: 7 }],
    [16, 156, 'ROOIBOS TEA 80S', { size: 8 }], R(196, 156, '49.99', { size: 8 }),
    [16, 168, 'BEEF BILTONG 250G', { size: 8 }], R(196, 168, '119.99', { size: 8 }),
    [16, 180, 'CHAKALAKA HOT 410G', { size: 8 }], R(196, 180, '21.99', { size: 8 }),
    [16, 196, 'TOTAL', { size: 11, bold: true }], R(196, 196, 'R314.92', { size: 11, bold: true }),
    [16, 212, 'CREDIT CARD', { size: 8 }], R(196, 212, '314.92', { size: 8 }),
    [16, 224, 'VISA ************5120   CHIP & PIN', { size: 7 }],
    [16, 240, 'ITEMS 8', { size: 7 }],
    [16, 256, 'VATABLE AMOUNT', { size: 7 }], R(196, 256, '166.93', { size: 7 }),
    [16, 266, 'VAT @ 15%', { size: 7 }], R(196, 266, '25.04', { size: 7 }),
    [16, 276, 'ZERO RATED', { size: 7 }], R(196, 276, '122.95', { size: 7 }),
    [16, 286, 'Z = ZERO RATED ITEM', { size: 7 }],
    [50, 304, 'THANK YOU FOR SHOPPING LOCAL', { size: 7 }],
  ] },

  // Hungarian számla from a print shop: SZÁMLA with the sorszám, Adószám and Cégjegyzékszám, the
  // buyer (Vevő) with its adószám, Számla kelte / Teljesítés dátuma / Fizetési határidő as
  // 2026.11.20., Átutalás, a table of net unit prices and net values with an ÁFA % column, an ÁFA
  // summary (Nettó / ÁFA / Bruttó), forint amounts with space thousands and no decimals, and the
  // amount payable in words.
  { name: 'szamla-hu-afa27-fizetesi-hatarido', kind: 'invoice', expect: { vendorName: 'Kovács és Társa Nyomda Kft.', invoiceNumber: 'KT-2026/00871', invoiceDate: '2026-11-20', dueDate: '2026-12-05', subtotal: 141500, tax: 38205, total: 179705, currency: 'HUF' },
    items: [['Névjegykártya 4/4, 300 g (250 db/doboz)', 4, 8500, 34000], ['Szórólap A5, 4/4 (1000 db)', 2, 24000, 48000], ['Roll-up állvány 85×200 cm, nyomattal', 1, 32500, 32500], ['Grafikai tervezés', 3, 9000, 27000]], cells: [
    [50, 40, 'Kovács és Társa Nyomda Kft.', { size: 15, bold: true }],
    [50, 58, '1138 Budapest, Váci út 132.', { size: 9 }],
    [50, 70, 'Adószám: 12845377-2-41 · Cégjegyzékszám: 01-09-284517', { size: 9 }],
    [50, 82, 'Bankszámla: 11711034-20418872-00000000 (OTP Bank)', { size: 9 }],
    R(545, 40, 'SZÁMLA', { size: 20, bold: true }), R(545, 64, 'Sorszám: KT-2026/00871', { size: 10, bold: true }),
    [50, 120, 'Vevő', { size: 8, bold: true }], [50, 132, 'Aranyhal Étterem Bt.'], [50, 146, '6720 Szeged, Tisza Lajos krt. 41.', { size: 9 }],
    [50, 160, 'Adószám: 21457730-2-06', { size: 9 }],
    [340, 120, 'Számla kelte:', { size: 9 }], R(545, 120, '2026.11.20.', { size: 9 }),
    [340, 134, 'Teljesítés dátuma:', { size: 9 }], R(545, 134, '2026.11.18.', { size: 9 }),
    [340, 148, 'Fizetési határidő:', { size: 9 }], R(545, 148, '2026.12.05.', { size: 9, bold: true }),
    [340, 162, 'Fizetési mód:', { size: 9 }], R(545, 162, 'Átutalás', { size: 9 }),
    [45, 196, '#RECT 505 16 #e5e7eb'],
    [50, 200, 'Megnevezés', { size: 8, bold: true }], R(300, 200, 'Menny.', { size: 8, bold: true }), [306, 200, 'Me.', { size: 8, bold: true }],
    R(400, 200, 'Nettó egységár', { size: 8, bold: true }), R(450, 200, 'ÁFA', { size: 8, bold: true }), R(545, 200, 'Nettó érték', { size: 8, bold: true }),
    [50, 220, 'Névjegykártya 4/4, 300 g (250 db/doboz)', { size: 9 }], R(300, 220, '4', { size: 9 }), [306, 220, 'doboz', { size: 9 }], R(400, 220, '8 500 Ft', { size: 9 }), R(450, 220, '27%', { size: 9 }), R(545, 220, '34 000 Ft', { size: 9 }),
    [50, 236, 'Szórólap A5, 4/4 (1000 db)', { size: 9 }], R(300, 236, '2', { size: 9 }), [306, 236, 'csomag', { size: 9 }], R(400, 236, '24 000 Ft', { size: 9 }), R(450, 236, '27%', { size: 9 }), R(545, 236, '48 000 Ft', { size: 9 }),
    [50, 252, 'Roll-up állvány 85×200 cm, nyomattal', { size: 9 }], R(300, 252, '1', { size: 9 }), [306, 252, 'db', { size: 9 }], R(400, 252, '32 500 Ft', { size: 9 }), R(450, 252, '27%', { size: 9 }), R(545, 252, '32 500 Ft', { size: 9 }),
    [50, 268, 'Grafikai tervezés', { size: 9 }], R(300, 268, '3', { size: 9 }), [306, 268, 'óra', { size: 9 }], R(400, 268, '9 000 Ft', { size: 9 }), R(450, 268, '27%', { size: 9 }), R(545, 268, '27 000 Ft', { size: 9 }),
    [45, 282, '#RECT 505 0.6 black'],
    [50, 300, 'ÁFA-kulcs', { size: 8, bold: true }], R(160, 300, 'Nettó', { size: 8, bold: true }), R(230, 300, 'ÁFA', { size: 8, bold: true }), R(310, 300, 'Bruttó', { size: 8, bold: true }),
    [50, 314, '27%', { size: 8 }], R(160, 314, '141 500', { size: 8 }), R(230, 314, '38 205', { size: 8 }), R(310, 314, '179 705', { size: 8 }),
    [360, 300, 'Nettó összesen', { size: 9 }], R(545, 300, '141 500 Ft', { size: 9 }),
    [360, 314, 'ÁFA összesen (27%)', { size: 9 }], R(545, 314, '38 205 Ft', { size: 9 }),
    [355, 328, '#RECT 195 20 #111827'], [360, 333, 'Fizetendő', { size: 11, bold: true, width: -1 }], R(545, 333, '179 705 Ft', { size: 11, bold: true, width: -1 }),
    [50, 370, 'Fizetendő végösszeg: 179 705 Ft, azaz egyszázhetvenkilencezer-hétszázöt forint.', { size: 9 }],
    [50, 384, 'Kérjük, az átutaláskor a közleményben tüntesse fel a számla sorszámát.', { size: 9 }],
    [50, 790, 'A számla 1. példánya · Készült számlázó programmal', { size: 7 }],
  ] },

  // Romanian factură from an HVAC installer: CUI with RO prefix and Reg. Com., the bank IBAN in the
  // letterhead, FACTURĂ Nr. TCI-0457, Cumpărător with its CUI, Data emiterii / Data scadentă as
  // 21.11.2026, the classic U.M. / Cant. / Preț unitar (fără TVA) / Valoarea / Valoarea TVA table,
  // Total fără TVA, TVA 21 %, "Total de plată" in lei.
  { name: 'factura-ro-tva21-data-scadenta', kind: 'invoice', expect: { vendorName: 'Tehno Clima Instal S.R.L.', invoiceNumber: 'TCI-0457', invoiceDate: '2026-11-21', dueDate: '2026-12-05', subtotal: 6040, tax: 1268.4, total: 7308.4, currency: 'RON' },
    items: [['Aparat aer condiționat inverter 12000 BTU', 2, 2350, 4700], ['Kit instalare (țeavă cupru 4 m, suport)', 2, 310, 620], ['Manoperă montaj și punere în funcțiune', 6, 120, 720]], cells: [
    [50, 40, 'Tehno Clima Instal S.R.L.', { size: 15, bold: true }],
    [50, 58, 'Str. Observatorului 112, 400363 Cluj-Napoca, jud. Cluj', { size: 9 }],
    [50, 70, 'CUI: RO31457822 · Reg. Com.: J12/2847/2013', { size: 9 }],
    [50, 82, 'IBAN: RO66 BTRL 0130 1202 8841 7701 · Banca Transilvania', { size: 9 }],
    R(545, 40, 'FACTURĂ', { size: 20, bold: true }), R(545, 64, 'Nr. TCI-0457', { size: 11, bold: true }),
    [50, 116, 'Cumpărător', { size: 8, bold: true }], [50, 128, 'Pensiunea Dealul Feleacului S.R.L.'],
    [50, 142, 'Str. Principală 48, 407280 Feleacu, jud. Cluj', { size: 9 }], [50, 154, 'CUI: RO40118273 · Reg. Com.: J12/1174/2019', { size: 9 }],
    [350, 116, 'Data emiterii:', { size: 9 }], R(545, 116, '21.11.2026', { size: 9 }),
    [350, 130, 'Data scadentă:', { size: 9 }], R(545, 130, '05.12.2026', { size: 9, bold: true }),
    [350, 144, 'Cota TVA:', { size: 9 }], R(545, 144, '21%', { size: 9 }),
    [350, 158, 'Moneda:', { size: 9 }], R(545, 158, 'RON', { size: 9 }),
    [45, 190, '#RECT 505 24 #e5e7eb'],
    [50, 194, 'Nr.', { size: 8, bold: true }], [70, 194, 'Denumirea produselor sau a serviciilor', { size: 8, bold: true }], [262, 194, 'U.M.', { size: 8, bold: true }],
    R(320, 194, 'Cant.', { size: 8, bold: true }), R(400, 194, 'Preț unitar', { size: 8, bold: true }), R(470, 194, 'Valoarea', { size: 8, bold: true }), R(545, 194, 'Valoarea TVA', { size: 8, bold: true }),
    R(400, 204, '(fără TVA) lei', { size: 7 }), R(470, 204, '- lei -', { size: 7 }), R(545, 204, '- lei -', { size: 7 }),
    [50, 226, '1', { size: 9 }], [70, 226, 'Aparat aer condiționat inverter 12000 BTU', { size: 9 }], [262, 226, 'buc', { size: 9 }], R(320, 226, '2', { size: 9 }), R(400, 226, '2.350,00', { size: 9 }), R(470, 226, '4.700,00', { size: 9 }), R(545, 226, '987,00', { size: 9 }),
    [50, 242, '2', { size: 9 }], [70, 242, 'Kit instalare (țeavă cupru 4 m, suport)', { size: 9 }], [262, 242, 'set', { size: 9 }], R(320, 242, '2', { size: 9 }), R(400, 242, '310,00', { size: 9 }), R(470, 242, '620,00', { size: 9 }), R(545, 242, '130,20', { size: 9 }),
    [50, 258, '3', { size: 9 }], [70, 258, 'Manoperă montaj și punere în funcțiune', { size: 9 }], [262, 258, 'ore', { size: 9 }], R(320, 258, '6', { size: 9 }), R(400, 258, '120,00', { size: 9 }), R(470, 258, '720,00', { size: 9 }), R(545, 258, '151,20', { size: 9 }),
    [45, 272, '#RECT 505 0.6 black'],
    [50, 290, 'Întocmit de: Andrei Pop', { size: 8 }],
    [340, 290, 'Total fără TVA', { size: 9 }], R(545, 290, '6.040,00 lei', { size: 9 }),
    [340, 304, 'TVA 21%', { size: 9 }], R(545, 304, '1.268,40 lei', { size: 9 }),
    [335, 318, '#RECT 215 20 #7f1d1d'], [340, 323, 'Total de plată', { size: 11, bold: true, width: -1 }], R(545, 323, '7.308,40 lei', { size: 11, bold: true, width: -1 }),
    [50, 370, 'Plata prin ordin de plată în contul de mai sus până la data scadentă.', { size: 9 }],
    [50, 384, 'Factura circulă fără semnătură și ștampilă conform art. 319 alin. (29) din Legea 227/2015.', { size: 8 }],
  ] },

  // Turkish restaurant fiş from a cash register: vergi dairesi and number, TARİH / SAAT, FİŞ NO,
  // "2 AD X 260,00" quantity lines above the items, %10 KDV flags, *-prefixed amounts, TOPKDV
  // (the included KDV), TOPLAM, KREDİ KARTI, and the card slip's "TUTAR ... TL".
  { name: 'fis-tr-lokanta-kdv10-toplam-kredi-karti', kind: 'receipt', size: [226, 560], expect: { vendorName: 'Ege Sofrası Lokantası', invoiceDate: '2026-11-23', tax: 110.91, total: 1220, currency: 'TRY', paymentMethod: 'card' },
    items: [['İZMİR KÖFTE', 2, 260, 520], ['MERCİMEK ÇORBASI', 2, 90, 180], ['ÇOBAN SALATA', null, null, 110], ['AYRAN', 2, 45, 90], ['KÜNEFE', null, null, 180], ['TÜRK KAHVESİ', 2, 70, 140]], cells: [
    [50, 16, 'Ege Sofrası Lokantası', { size: 11, bold: true }],
    [30, 32, 'Kordonboyu Cad. No:14 Alsancak KONAK/İZMİR', { size: 7 }],
    [26, 42, 'Tel: 0232 555 14 87   Kordon V.D. 3840172265', { size: 7 }],
    [16, 58, 'TARİH: 23.11.2026', { size: 7 }], R(206, 58, 'SAAT: 13:05', { size: 7 }),
    [16, 68, 'FİŞ NO: 0042', { size: 7 }], R(206, 68, 'MASA: 9', { size: 7 }),
    [16, 84, '2 AD X 260,00', { size: 7 }],
    [16, 94, 'İZMİR KÖFTE', { size: 8 }], [130, 94, '%10', { size: 8 }], R(206, 94, '*520,00', { size: 8 }),
    [16, 106, '2 AD X 90,00', { size: 7 }],
    [16, 116, 'MERCİMEK ÇORBASI', { size: 8 }], [130, 116, '%10', { size: 8 }], R(206, 116, '*180,00', { size: 8 }),
    [16, 128, 'ÇOBAN SALATA', { size: 8 }], [130, 128, '%10', { size: 8 }], R(206, 128, '*110,00', { size: 8 }),
    [16, 140, '2 AD X 45,00', { size: 7 }],
    [16, 150, 'AYRAN', { size: 8 }], [130, 150, '%10', { size: 8 }], R(206, 150, '*90,00', { size: 8 }),
    [16, 162, 'KÜNEFE', { size: 8 }], [130, 162, '%10', { size: 8 }], R(206, 162, '*180,00', { size: 8 }),
    [16, 174, '2 AD X 70,00', { size: 7 }],
    [16, 184, 'TÜRK KAHVESİ', { size: 8 }], [130, 184, '%10', { size: 8 }], R(206, 184, '*140,00', { size: 8 }),
    [16, 194, '#RECT 194 0.5 black'],
    [16, 204, 'TOPKDV', { size: 8 }], R(206, 204, '*110,91', { size: 8 }),
    [16, 218, 'TOPLAM', { size: 11, bold: true }], R(206, 218, '*1.220,00', { size: 11, bold: true }),
    [16, 234, 'KREDİ KARTI', { size: 8 }], R(206, 234, '*1.220,00', { size: 8 }),
    [16, 250, 'KART NO: ************4471', { size: 7 }],
    [16, 260, 'ONAY KODU: 508812   TUTAR: 1.220,00 TL', { size: 7 }],
    [16, 276, 'Z NO: 0318   EKÜ NO: 0001', { size: 7 }], [16, 286, 'MF YAH 0000 1234 5678', { size: 7 }],
    [58, 302, 'AFİYET OLSUN - YİNE BEKLERİZ', { size: 7 }],
  ] },

  // Polish pharmacy paragon fiskalny: NIP, ISO date with time and the print number, PARAGON
  // FISKALNY, "1 x12,99" quantity columns with A/B PTU letters, the per-rate sales and PTU amounts
  // (A 23 %, B 8 %), SUMA PTU, SUMA PLN, Karta with the card brand.
  { name: 'paragon-pl-apteka-ptu-a-b-karta', kind: 'receipt', size: [226, 600], expect: { vendorName: 'Apteka Pod Lipami Sp. z o.o.', invoiceDate: '2026-11-22', tax: 9.11, total: 84.95, currency: 'PLN', paymentMethod: 'card' },
    items: [['Ibuprofen 200 mg 20 tabl.', 1, 12.99, 12.99], ['Rutinoscorbin 150 tabl.', 1, 14.5, 14.5], ['Prospan syrop 100 ml', 1, 32.49, 32.49], ['Krem do rąk 100 ml', 1, 9.99, 9.99], ['Szczoteczka do zębów', 2, 7.49, 14.98]], cells: [
    [36, 16, 'Apteka Pod Lipami Sp. z o.o.', { size: 10, bold: true }],
    [48, 30, 'ul. Piotrkowska 118, 90-006 Łódź', { size: 7 }], [74, 40, 'NIP 725-218-44-19', { size: 7 }],
    [16, 56, '2026-11-22 17:41', { size: 7 }], R(206, 56, 'nr wydr. 118204', { size: 7 }),
    [74, 70, 'PARAGON FISKALNY', { size: 9, bold: true }],
    [16, 86, 'Ibuprofen 200 mg 20 tabl.', { size: 8 }], R(160, 86, '1 x12,99', { size: 7 }), R(200, 86, '12,99', { size: 8 }), [203, 86, 'B', { size: 7 }],
    [16, 98, 'Rutinoscorbin 150 tabl.', { size: 8 }], R(160, 98, '1 x14,50', { size: 7 }), R(200, 98, '14,50', { size: 8 }), [203, 98, 'B', { size: 7 }],
    [16, 110, 'Prospan syrop 100 ml', { size: 8 }], R(160, 110, '1 x32,49', { size: 7 }), R(200, 110, '32,49', { size: 8 }), [203, 110, 'B', { size: 7 }],
    [16, 122, 'Krem do rąk 100 ml', { size: 8 }], R(160, 122, '1 x9,99', { size: 7 }), R(200, 122, '9,99', { size: 8 }), [203, 122, 'A', { size: 7 }],
    [16, 134, 'Szczoteczka do zębów', { size: 8 }], R(160, 134, '2 x7,49', { size: 7 }), R(200, 134, '14,98', { size: 8 }), [203, 134, 'A', { size: 7 }],
    [16, 144, '#RECT 194 0.5 black'],
    [16, 154, 'Sprzed. opod. PTU A', { size: 7 }], R(200, 154, '24,97', { size: 7 }),
    [16, 164, 'Kwota PTU A 23,00%', { size: 7 }], R(200, 164, '4,67', { size: 7 }),
    [16, 174, 'Sprzed. opod. PTU B', { size: 7 }], R(200, 174, '59,98', { size: 7 }),
    [16, 184, 'Kwota PTU B 8,00%', { size: 7 }], R(200, 184, '4,44', { size: 7 }),
    [16, 194, 'SUMA PTU', { size: 7, bold: true }], R(200, 194, '9,11', { size: 7, bold: true }),
    [16, 210, 'SUMA PLN', { size: 12, bold: true }], R(200, 210, '84,95', { size: 12, bold: true }),
    [16, 226, 'Karta', { size: 8 }], R(200, 226, '84,95 PLN', { size: 8 }),
    [16, 236, 'Mastercard ****9043', { size: 7 }],
    [16, 250, '00184/0412   #Kasa 1   Kasjer: mgr A. Nowak', { size: 7 }],
    [16, 260, '{PL} BFA 12345678', { size: 7 }],
    [50, 276, 'Dziękujemy i zapraszamy ponownie', { size: 7 }],
  ] },

  // Finnish caterer's lasku: Y-tunnus, the facts block (Laskun päivämäärä, Laskun numero,
  // Asiakasnumero, Maksuehto 14 pv netto, Eräpäivä, Viitenumero), food at ALV 14 % and staff and
  // sparkling wine at ALV 25,5 %, an ALV breakdown by rate, "Maksettava yhteensä" and the
  // bank-transfer details with IBAN, viitenumero and eräpäivä repeated; dates as 3.12.2026.
  { name: 'lasku-fi-alv255-14-erapaiva-viitenumero', kind: 'invoice', expect: { vendorName: 'Pitopalvelu Saarinen Oy', invoiceNumber: '10452', invoiceDate: '2026-11-19', dueDate: '2026-12-03', subtotal: 1850.5, tax: 324.39, total: 2174.89, currency: 'EUR' },
    items: [['Jouluinen buffet-lounas', 45, 24, 1080], ['Kahvi ja joulutorttu', 45, 4.5, 202.5], ['Tarjoiluhenkilökunta', 8, 38, 304], ['Kuohuviini (pullo)', 12, 22, 264]], cells: [
    [50, 40, 'Pitopalvelu Saarinen Oy', { size: 15, bold: true }],
    [50, 58, 'Hämeenkatu 21 B, 33200 Tampere', { size: 9 }],
    [50, 70, 'Y-tunnus 2874412-6 · ALV-rek. · puh. 03 555 7180', { size: 9 }],
    R(545, 40, 'LASKU', { size: 20, bold: true }),
    [50, 100, 'Asiakas', { size: 8, bold: true }], [50, 112, 'Tampereen Tekniikka Oy'], [50, 126, 'Henkilöstöjuhla / Minna Laaksonen', { size: 9 }],
    [50, 138, 'Insinöörinkatu 40'], [50, 152, '33720 Tampere'],
    [360, 100, 'Laskun päivämäärä', { size: 9 }], R(545, 100, '19.11.2026', { size: 9 }),
    [360, 114, 'Laskun numero', { size: 9 }], R(545, 114, '10452', { size: 9, bold: true }),
    [360, 128, 'Asiakasnumero', { size: 9 }], R(545, 128, '3021', { size: 9 }),
    [360, 142, 'Maksuehto', { size: 9 }], R(545, 142, '14 pv netto', { size: 9 }),
    [360, 156, 'Eräpäivä', { size: 9 }], R(545, 156, '3.12.2026', { size: 9, bold: true }),
    [360, 170, 'Viitenumero', { size: 9 }], R(545, 170, '104527', { size: 9 }),
    [45, 210, '#RECT 505 16 #e5e7eb'],
    [50, 214, 'Tuote / palvelu', { size: 8, bold: true }], R(300, 214, 'Määrä', { size: 8, bold: true }), [306, 214, 'Yks.', { size: 8, bold: true }],
    R(400, 214, 'à-hinta', { size: 8, bold: true }), R(450, 214, 'ALV %', { size: 8, bold: true }), R(545, 214, 'Veroton yhteensä', { size: 8, bold: true }),
    [50, 234, 'Jouluinen buffet-lounas', { size: 9 }], R(300, 234, '45', { size: 9 }), [306, 234, 'hlö', { size: 9 }], R(400, 234, '24,00', { size: 9 }), R(450, 234, '14', { size: 9 }), R(545, 234, '1 080,00', { size: 9 }),
    [50, 250, 'Kahvi ja joulutorttu', { size: 9 }], R(300, 250, '45', { size: 9 }), [306, 250, 'hlö', { size: 9 }], R(400, 250, '4,50', { size: 9 }), R(450, 250, '14', { size: 9 }), R(545, 250, '202,50', { size: 9 }),
    [50, 266, 'Tarjoiluhenkilökunta', { size: 9 }], R(300, 266, '8', { size: 9 }), [306, 266, 'h', { size: 9 }], R(400, 266, '38,00', { size: 9 }), R(450, 266, '25,5', { size: 9 }), R(545, 266, '304,00', { size: 9 }),
    [50, 282, 'Kuohuviini (pullo)', { size: 9 }], R(300, 282, '12', { size: 9 }), [306, 282, 'kpl', { size: 9 }], R(400, 282, '22,00', { size: 9 }), R(450, 282, '25,5', { size: 9 }), R(545, 282, '264,00', { size: 9 }),
    [45, 298, '#RECT 505 0.6 black'],
    [50, 316, 'ALV %', { size: 8, bold: true }], R(150, 316, 'Veroton', { size: 8, bold: true }), R(210, 316, 'Vero', { size: 8, bold: true }), R(280, 316, 'Verollinen', { size: 8, bold: true }),
    [50, 328, '14 %', { size: 8 }], R(150, 328, '1 282,50', { size: 8 }), R(210, 328, '179,55', { size: 8 }), R(280, 328, '1 462,05', { size: 8 }),
    [50, 340, '25,5 %', { size: 8 }], R(150, 340, '568,00', { size: 8 }), R(210, 340, '144,84', { size: 8 }), R(280, 340, '712,84', { size: 8 }),
    [360, 316, 'Veroton yhteensä', { size: 9 }], R(545, 316, '1 850,50', { size: 9 }),
    [360, 330, 'ALV yhteensä', { size: 9 }], R(545, 330, '324,39', { size: 9 }),
    [355, 344, '#RECT 195 20 #1e3a5f'], [360, 349, 'Maksettava yhteensä', { size: 10, bold: true, width: -1 }], R(545, 349, '2 174,89 €', { size: 10, bold: true, width: -1 }),
    [50, 400, 'Maksutiedot', { size: 9, bold: true }],
    [50, 414, 'Saajan tilinumero: FI21 1234 5600 0007 85 (BIC NDEAFIMM)', { size: 9 }],
    [50, 428, 'Viitenumero: 104527   Eräpäivä: 3.12.2026   Euro: 2 174,89', { size: 9 }],
    [50, 450, 'Viivästyskorko korkolain mukaan. Huomautukset 7 päivän kuluessa.', { size: 8 }],
    [50, 790, 'Pitopalvelu Saarinen Oy · Y-tunnus 2874412-6 · Kotipaikka Tampere', { size: 7 }],
  ] },

  // Swedish painter's faktura to a housing cooperative (Brf): Org.nr, Momsreg.nr and F-skatt in
  // the letterhead, Fakturanummer / Fakturadatum / Förfallodatum / Betalningsvillkor / references,
  // hours x à-pris lines, Summa exkl. moms, Moms 25 %, "Att betala ... kr", and a payment box with
  // Bankgiro, OCR-nummer, Förfallodatum and the amount repeated.
  { name: 'faktura-se-maleri-bankgiro-ocr', kind: 'invoice', expect: { vendorName: 'Lindbergs Måleri i Göteborg AB', invoiceNumber: '20261142', invoiceDate: '2026-11-16', dueDate: '2026-12-16', subtotal: 34554.4, tax: 8638.6, total: 43193, currency: 'SEK' },
    items: [['Målning trapphus, arbete', 42, 545, 22890], ['Spackling och slipning', 12, 545, 6540], ['Färg och material', 1, 3874.4, 3874.4], ['Etablering och täckning', 1, 1250, 1250]], cells: [
    [50, 40, 'Lindbergs Måleri i Göteborg AB', { size: 15, bold: true }],
    [50, 58, 'Kungsladugårdsgatan 44, 414 76 Göteborg', { size: 9 }],
    [50, 70, 'Org.nr 559214-3378 · Momsreg.nr SE559214337801 · Godkänd för F-skatt', { size: 9 }],
    R(545, 40, 'FAKTURA', { size: 20, bold: true }),
    [50, 100, 'Fakturaadress', { size: 8, bold: true }], [50, 112, 'Brf Linnéstaden 4'], [50, 126, 'c/o Riksbyggen'], [50, 140, 'Box 1204'], [50, 154, '411 42 Göteborg'],
    [360, 100, 'Fakturanummer', { size: 9 }], R(545, 100, '20261142', { size: 9, bold: true }),
    [360, 114, 'Fakturadatum', { size: 9 }], R(545, 114, '2026-11-16', { size: 9 }),
    [360, 128, 'Förfallodatum', { size: 9 }], R(545, 128, '2026-12-16', { size: 9, bold: true }),
    [360, 142, 'Betalningsvillkor', { size: 9 }], R(545, 142, '30 dagar netto', { size: 9 }),
    [360, 156, 'Er referens', { size: 9 }], R(545, 156, 'Karin Holm', { size: 9 }),
    [360, 170, 'Vår referens', { size: 9 }], R(545, 170, 'Jonas Lindberg', { size: 9 }),
    [50, 214, 'Benämning', { size: 8, bold: true }], R(340, 214, 'Antal', { size: 8, bold: true }), [346, 214, 'Enh', { size: 8, bold: true }],
    R(440, 214, 'À-pris', { size: 8, bold: true }), R(545, 214, 'Belopp', { size: 8, bold: true }),
    [45, 222, '#RECT 505 0.8 black'],
    [50, 232, 'Målning trapphus, arbete', { size: 9 }], R(340, 232, '42', { size: 9 }), [346, 232, 'tim', { size: 9 }], R(440, 232, '545,00', { size: 9 }), R(545, 232, '22 890,00', { size: 9 }),
    [50, 248, 'Spackling och slipning', { size: 9 }], R(340, 248, '12', { size: 9 }), [346, 248, 'tim', { size: 9 }], R(440, 248, '545,00', { size: 9 }), R(545, 248, '6 540,00', { size: 9 }),
    [50, 264, 'Färg och material', { size: 9 }], R(340, 264, '1', { size: 9 }), [346, 264, 'st', { size: 9 }], R(440, 264, '3 874,40', { size: 9 }), R(545, 264, '3 874,40', { size: 9 }),
    [50, 280, 'Etablering och täckning', { size: 9 }], R(340, 280, '1', { size: 9 }), [346, 280, 'st', { size: 9 }], R(440, 280, '1 250,00', { size: 9 }), R(545, 280, '1 250,00', { size: 9 }),
    [45, 294, '#RECT 505 0.8 black'],
    [360, 310, 'Summa exkl. moms', { size: 9 }], R(545, 310, '34 554,40', { size: 9 }),
    [360, 324, 'Moms 25 %', { size: 9 }], R(545, 324, '8 638,60', { size: 9 }),
    [360, 342, 'Att betala', { size: 12, bold: true }], R(545, 342, '43 193,00 kr', { size: 12, bold: true }),
    [45, 380, '#RECT 505 50 black stroke'],
    [55, 390, 'Bankgiro', { size: 8, bold: true }], [55, 402, '5431-8874', { size: 10 }],
    [175, 390, 'OCR-nummer', { size: 8, bold: true }], [175, 402, '2026114275', { size: 10 }],
    [315, 390, 'Förfallodatum', { size: 8, bold: true }], [315, 402, '2026-12-16', { size: 10 }],
    [435, 390, 'Att betala', { size: 8, bold: true }], [435, 402, '43 193,00 kr', { size: 10 }],
    [55, 418, 'Ange OCR-nummer vid betalning. Dröjsmålsränta enligt räntelagen.', { size: 8 }],
  ] },

  // Mexican CFDI 4.0 printout on Letter: emisor with RFC and régimen fiscal, "Serie y folio", the
  // UUID (folio fiscal), "Fecha de emisión" as an ISO date-time, receptor with RFC and Uso CFDI, a
  // Clave SAT / Cant. / Unidad / Descripción / Valor unitario / Importe table, Subtotal, IVA 16 %,
  // Total, the amount in words, MXN, forma and método de pago, seals and a QR box. No invoiceNumber
  // (serie, folio and UUID compete) and no paymentMethod (a transfer).
  { name: 'cfdi-mx-rfc-iva16-fecha-emision', kind: 'invoice', size: [612, 792], expect: { vendorName: 'Suministros Hosteleros del Bajío, S.A. de C.V.', invoiceDate: '2026-11-20', subtotal: 7128, tax: 1140.48, total: 8268.48, currency: 'MXN' },
    items: [['Detergente líquido multiusos 20 L', 4, 685, 2740], ['Servilletas de papel, caja con 24 paquetes', 6, 412.5, 2475], ['Bolsas para basura jumbo, rollo 50 pzas', 10, 96.8, 968], ['Guantes de nitrilo, caja con 100', 5, 189, 945]], cells: [
    [50, 40, 'Suministros Hosteleros del Bajío, S.A. de C.V.', { size: 13, bold: true }],
    R(562, 40, 'FACTURA', { size: 16, bold: true }),
    [50, 56, 'RFC: SHB150312KX4', { size: 9 }],
    [50, 68, 'Régimen fiscal: 601 - General de Ley Personas Morales', { size: 9 }],
    [50, 80, 'Blvd. Adolfo López Mateos 2315, Col. Jardines del Moral, C.P. 37160, León, Gto.', { size: 8 }],
    [400, 60, 'Serie y folio:', { size: 8 }], R(562, 60, 'A 2187', { size: 8, bold: true }),
    [400, 72, 'Folio fiscal (UUID):', { size: 8 }], R(562, 82, '5E1B3A92-7C44-4F0B-9D21-6A8E0C3F1B27', { size: 8 }),
    [400, 96, 'Fecha de emisión:', { size: 8 }], R(562, 96, '2026-11-20T10:42:13', { size: 8 }),
    [400, 108, 'Lugar de expedición:', { size: 8 }], R(562, 108, '37160', { size: 8 }),
    [400, 120, 'Tipo de comprobante:', { size: 8 }], R(562, 120, 'I - Ingreso', { size: 8 }),
    [50, 150, 'Receptor', { size: 8, bold: true }], [50, 162, 'Restaurante La Parroquia de León, S.A. de C.V.', { size: 9 }],
    [50, 174, 'RFC: RPL090817AB3   Uso CFDI: G03 - Gastos en general', { size: 8 }],
    [50, 184, 'Régimen fiscal: 601   Domicilio fiscal: C.P. 37000', { size: 8 }],
    [45, 206, '#RECT 522 16 #14532d'],
    [50, 210, 'Clave SAT', { size: 7, bold: true, width: -1 }], R(120, 210, 'Cant.', { size: 7, bold: true, width: -1 }), [126, 210, 'Unidad', { size: 7, bold: true, width: -1 }],
    [176, 210, 'Descripción', { size: 7, bold: true, width: -1 }], R(470, 210, 'Valor unitario', { size: 7, bold: true, width: -1 }), R(557, 210, 'Importe', { size: 7, bold: true, width: -1 }),
    [50, 232, '47131807', { size: 8 }], R(120, 232, '4', { size: 8 }), [126, 232, 'H87 Pieza', { size: 8 }], [176, 232, 'Detergente líquido multiusos 20 L', { size: 8 }], R(470, 232, '$685.00', { size: 8 }), R(557, 232, '$2,740.00', { size: 8 }),
    [50, 248, '14111703', { size: 8 }], R(120, 248, '6', { size: 8 }), [126, 248, 'XBX Caja', { size: 8 }], [176, 248, 'Servilletas de papel, caja con 24 paquetes', { size: 8 }], R(470, 248, '$412.50', { size: 8 }), R(557, 248, '$2,475.00', { size: 8 }),
    [50, 264, '47121701', { size: 8 }], R(120, 264, '10', { size: 8 }), [126, 264, 'H87 Pieza', { size: 8 }], [176, 264, 'Bolsas para basura jumbo, rollo 50 pzas', { size: 8 }], R(470, 264, '$96.80', { size: 8 }), R(557, 264, '$968.00', { size: 8 }),
    [50, 280, '46181504', { size: 8 }], R(120, 280, '5', { size: 8 }), [126, 280, 'XBX Caja', { size: 8 }], [176, 280, 'Guantes de nitrilo, caja con 100', { size: 8 }], R(470, 280, '$189.00', { size: 8 }), R(557, 280, '$945.00', { size: 8 }),
    [45, 292, '#RECT 522 0.6 black'],
    [50, 306, 'Importe con letra:', { size: 8, bold: true }],
    [50, 318, 'OCHO MIL DOSCIENTOS SESENTA Y OCHO PESOS 48/100 M.N.', { size: 8 }],
    [50, 334, 'Moneda: MXN - Peso Mexicano   Forma de pago: 03 - Transferencia electrónica', { size: 8 }],
    [50, 346, 'Método de pago: PUE - Pago en una sola exhibición', { size: 8 }],
    [400, 306, 'Subtotal', { size: 9 }], R(557, 306, '$7,128.00', { size: 9 }),
    [400, 320, 'IVA 16%', { size: 9 }], R(557, 320, '$1,140.48', { size: 9 }),
    [400, 336, 'Total', { size: 11, bold: true }], R(557, 336, '$8,268.48', { size: 11, bold: true }),
    [50, 400, 'Sello digital del CFDI:', { size: 7, bold: true }],
    [50, 410, 'kT7v0yQ2mXcR8dLw3NfB1pZs6HjE9uGa4VtYq0OiKb5Wn2xCe7MrSl1DfPh8Jz3UoAg6Ty9BvQk4==', { size: 6 }],
    [50, 426, 'Sello del SAT:', { size: 7, bold: true }],
    [50, 436, 'Qm3Xa9Lr2Vb7Np0Ks5Hd8Fw1Jt4Yc6Ge3Zu9Oi2Rb5Mn8Sx1Pq7Ek4Wl0Ah6Dv3Cj9Tf2Uy5Ig8==', { size: 6 }],
    [50, 452, 'Cadena original del complemento de certificación digital del SAT:', { size: 7, bold: true }],
    [50, 462, '||1.1|5E1B3A92-7C44-4F0B-9D21-6A8E0C3F1B27|2026-11-20T10:43:02|SAT970701NN3|kT7v0yQ2...||', { size: 6 }],
    [50, 478, 'No. de serie del certificado del SAT: 00001000000509846663', { size: 6.5 }],
    [470, 400, '#RECT 90 90 black stroke'], [500, 442, 'QR', { size: 9 }],
    [50, 510, 'Este documento es una representación impresa de un CFDI 4.0', { size: 8 }],
  ] },

  // Brazilian NFC-e (DANFE NFC-e) from a São Paulo bakery: razão social with CNPJ and IE, the
  // DANFE title, Cód / Descrição / Qtde Un / Vl Unit / Vl Total with bread sold by weight in kg,
  // Qtde. total de itens, "Valor total R$", FORMA PAGAMENTO Cartão de Crédito, Troco, the Lei
  // 12.741 approximate-taxes line (not a VAT, so no tax expected), the access key, the emission
  // date-time 23/11/2026 and a QR box.
  { name: 'nfce-br-padaria-cnpj-cartao-credito', kind: 'receipt', size: [226, 640], expect: { vendorName: 'Padaria e Confeitaria Pão Dourado Ltda', invoiceDate: '2026-11-23', total: 76.72, currency: 'BRL', paymentMethod: 'card' },
    items: [['Pão francês', 0.8, 18.9, 15.12], ['Café expresso', 2, 7.5, 15], ['Pão de queijo', 6, 2.8, 16.8], ['Coxinha de frango', 2, 8.9, 17.8], ['Suco de laranja 500ml', 1, 12, 12]], cells: [
    [19, 16, 'Padaria e Confeitaria Pão Dourado Ltda', { size: 9, bold: true }],
    [28, 30, 'CNPJ: 12.345.678/0001-90   IE: 110.042.490.114', { size: 7 }],
    [36, 40, 'Rua Augusta 1508, Consolação, São Paulo - SP', { size: 7 }],
    [48, 56, 'DOCUMENTO AUXILIAR DA NOTA FISCAL', { size: 7, bold: true }], [66, 65, 'DE CONSUMIDOR ELETRÔNICA', { size: 7, bold: true }],
    [16, 80, 'Cód', { size: 6.5, bold: true }], [38, 80, 'Descrição', { size: 6.5, bold: true }], R(140, 80, 'Qtde Un', { size: 6.5, bold: true }), R(172, 80, 'Vl Unit', { size: 6.5, bold: true }), R(206, 80, 'Vl Total', { size: 6.5, bold: true }),
    [16, 92, '001', { size: 7 }], [38, 92, 'Pão francês', { size: 7 }], R(140, 92, '0,800 KG', { size: 7 }), R(172, 92, '18,90', { size: 7 }), R(206, 92, '15,12', { size: 7 }),
    [16, 102, '002', { size: 7 }], [38, 102, 'Café expresso', { size: 7 }], R(140, 102, '2 UN', { size: 7 }), R(172, 102, '7,50', { size: 7 }), R(206, 102, '15,00', { size: 7 }),
    [16, 112, '003', { size: 7 }], [38, 112, 'Pão de queijo', { size: 7 }], R(140, 112, '6 UN', { size: 7 }), R(172, 112, '2,80', { size: 7 }), R(206, 112, '16,80', { size: 7 }),
    [16, 122, '004', { size: 7 }], [38, 122, 'Coxinha de frango', { size: 7 }], R(140, 122, '2 UN', { size: 7 }), R(172, 122, '8,90', { size: 7 }), R(206, 122, '17,80', { size: 7 }),
    [16, 132, '005', { size: 7 }], [38, 132, 'Suco de laranja 500ml', { size: 7 }], R(140, 132, '1 UN', { size: 7 }), R(172, 132, '12,00', { size: 7 }), R(206, 132, '12,00', { size: 7 }),
    [16, 140, '#RECT 194 0.5 black'],
    [16, 150, 'Qtde. total de itens', { size: 8 }], R(206, 150, '5', { size: 8 }),
    [16, 162, 'Valor total R$', { size: 9, bold: true }], R(206, 162, '76,72', { size: 9, bold: true }),
    [16, 176, 'FORMA PAGAMENTO', { size: 7, bold: true }], R(206, 176, 'VALOR PAGO R$', { size: 7, bold: true }),
    [16, 186, 'Cartão de Crédito', { size: 8 }], R(206, 186, '76,72', { size: 8 }),
    [16, 196, 'Troco R$', { size: 8 }], R(206, 196, '0,00', { size: 8 }),
    [16, 212, 'Tributos Totais Incidentes (Lei Federal 12.741/2012): R$ 14,03', { size: 6 }],
    [16, 228, 'NFC-e nº 000045871  Série 001  Emissão 23/11/2026 08:15:42', { size: 6.5 }],
    [16, 240, 'Consulte pela Chave de Acesso em www.nfce.fazenda.sp.gov.br', { size: 6 }],
    [16, 250, '3526 1112 3456 7800 0190 6500 1000 0458 7112 3456 7890', { size: 6 }],
    [16, 264, 'CONSUMIDOR NÃO IDENTIFICADO', { size: 7 }],
    [16, 276, 'Protocolo de autorização: 135260004418827  23/11/2026 08:15:44', { size: 6 }],
    [78, 290, '#RECT 70 70 black stroke'],
    [62, 372, 'Obrigado pela preferência!', { size: 7 }],
  ] },

  // Irish pub bill from Galway: the VAT No. with IE prefix, table, covers and server with a fada,
  // a weekday date "Sun 22 Nov 2026", "@ €" unit lines under the multiples, TOTAL in €, Visa
  // contactless, and a VAT table by rate (13.5 % food, 23 % drink, VAT included) with a Total row.
  { name: 'pub-ie-vat135-23-visa-contactless', kind: 'receipt', size: [226, 560], expect: { vendorName: 'The Salmon Weir Bar & Kitchen', invoiceDate: '2026-11-22', tax: 11.9, total: 84.55, currency: 'EUR', paymentMethod: 'card' },
    items: [['Seafood Chowder', 2, 9.5, 19], ['Beef & Guinness Stew', 1, 19.95, 19.95], ['Fish & Chips', 1, 18.5, 18.5], ['Pint of Guinness', 3, 6.2, 18.6], ['Irish Coffee', 1, 8.5, 8.5]], cells: [
    [26, 16, 'The Salmon Weir Bar & Kitchen', { size: 11, bold: true }],
    [58, 32, '14 Quay Street, Galway H91 K7P2', { size: 7 }], [76, 42, 'VAT No. IE 3847219QH', { size: 7 }],
    [16, 60, 'Table 8   Covers 3   Server: Siobhán', { size: 7 }],
    [16, 70, 'Sun 22 Nov 2026  19:52   Rcpt 10447', { size: 7 }],
    [16, 88, '2 Seafood Chowder', { size: 8 }], R(206, 88, '€19.00', { size: 8 }), [28, 98, '@ €9.50', { size: 7 }],
    [16, 110, '1 Beef & Guinness Stew', { size: 8 }], R(206, 110, '€19.95', { size: 8 }),
    [16, 122, '1 Fish & Chips', { size: 8 }], R(206, 122, '€18.50', { size: 8 }),
    [16, 134, '3 Pint of Guinness', { size: 8 }], R(206, 134, '€18.60', { size: 8 }), [28, 144, '@ €6.20', { size: 7 }],
    [16, 156, '1 Irish Coffee', { size: 8 }], R(206, 156, '€8.50', { size: 8 }),
    [16, 174, 'TOTAL', { size: 11, bold: true }], R(206, 174, '€84.55', { size: 11, bold: true }),
    [16, 190, 'Visa Contactless', { size: 8 }], R(206, 190, '€84.55', { size: 8 }),
    [16, 202, '**** **** **** 6618   Auth 30118B', { size: 7 }],
    [16, 218, 'VAT Rate', { size: 7, bold: true }], R(110, 218, 'Net', { size: 7, bold: true }), R(160, 218, 'VAT', { size: 7, bold: true }), R(206, 218, 'Gross', { size: 7, bold: true }),
    [16, 228, '13.5%', { size: 7 }], R(110, 228, '50.62', { size: 7 }), R(160, 228, '6.83', { size: 7 }), R(206, 228, '57.45', { size: 7 }),
    [16, 238, '23%', { size: 7 }], R(110, 238, '22.03', { size: 7 }), R(160, 238, '5.07', { size: 7 }), R(206, 238, '27.10', { size: 7 }),
    [16, 248, 'Total', { size: 7, bold: true }], R(110, 248, '72.65', { size: 7, bold: true }), R(160, 248, '11.90', { size: 7, bold: true }), R(206, 248, '84.55', { size: 7, bold: true }),
    [40, 266, 'Service not included. Go raibh maith agat!', { size: 7 }],
  ] },
];
