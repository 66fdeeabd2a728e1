// A tenth fresh batch of 16 hand-built documents (8 invoices, 8 receipts) in the format of
// documents.ts, written on 2026-11-24 blind to the engine: their author read only documents.ts,
// documents-fresh9.ts (for the format and the conventions) and render.ts (for the page and the
// fonts), nothing under engine/, server/, data/, models/ or test/ (but for one grep line of
// data/corpus/fonts.ts naming the Liberation Sans fallback files), and ran neither the engine nor a
// benchmark. The theme is TRADES, AUTOMOTIVE AND HOME SERVICES: the paperwork that small businesses
// and households get from garages, tyre shops, parts stores, car washes, inspection stations, tow
// trucks, electricians, appliance repairers, locksmiths and handymen, half in English (the US, the
// UK, Canada, Ireland, Australia, New Zealand) and half in German, French, Italian, Portuguese,
// Spanish, Dutch and Polish, each with the traps real ones carry.
// Invoices: the US (a California garage REPAIR ORDER / INVOICE on US Letter: Invoice # beside RO #,
// a BAR ARD number and a smog station number, a boxed vehicle grid with a 17-character VIN, a licence
// plate and MILEAGE IN / OUT "112,487" / "112,491", an authorized estimate "$905.00" and two
// recommended-but-not-performed estimates, a LABOR section in hours x rate with its own subtotal
// and a PARTS section with part numbers and its own subtotal, shop supplies as 6 % of labor and a
// flat hazardous-waste fee in the totals, sales tax 8.75 % on the parts only, TOTAL, a deposit paid
// on 11/16/2026 and a BALANCE DUE on a dark band), the UK (an electrician's invoice to a main
// contractor under the CIS and the VAT domestic reverse charge: Labour in hours and Materials with
// their own totals, "2.5mm²" cable, VAT 20 % reverse charge printed as 0.00 with the VAT that would
// have been charged (£668.67) in the notes, Invoice total, then "Less CIS deduction 20% on labour"
// -456.00 and AMOUNT PAYABLE on a dark band; tax point, quote date, works period and due date),
// Canada (a British Columbia appliance repairer's SERVICE INVOICE: a boxed grid of Invoice No. /
// Invoice Date / Work Order / Due Date, the appliance's model and serial number, two visit dates, a
// tax-code column "GP", GST 5 % and PST 7 % printed separately, Total, a parts deposit received and
// a BALANCE DUE), Ireland (a breakdown and recovery INVOICE under a full-width dark header: call,
// on-scene and delivery times the night before the invoice date, the van's Irish registration
// "181-WH-4471" and odometer "212,480 km", loaded and unloaded mileage in km, an after-hours
// surcharge and storage days inside the table, VAT 23 %, TOTAL DUE, 14 days with a due date, and the
// tow truck's own registration), Germany (a Kfz-Werkstatt Rechnung: window address, Rechnungsdatum
// 16.11.2026 beside a Leistungsdatum 13.11.2026, Auftrags- and Kunden-Nr., a boxed vehicle row with
// Kennzeichen, FIN, Erstzulassung, Km-Stand "87.412" and HU date, Arbeitslohn in AW at 11,90 with
// "1 AW = 5 Minuten", Ersatzteile with Teile-Nr., 4,3 l of oil and 480 g of refrigerant, an
// Altteilentsorgung and a Kleinmaterial line under "Sonstiges", three section sums, "1.014,52 €",
// MwSt 19 %, "Zahlbar bis 30.11.2026" and a three-column footer with HRB, USt-IdNr. and IBAN),
// France (a garage facture: N°, date "9 novembre 2026", an OR dated 04/11/2026 and an accepted devis,
// a dark vehicle band with immatriculation, VIN, mise en circulation and kilométrage "64 218 km", a
// Type column FO / MO / PI with Réf., a 10 % remise on one part, a récapitulatif MO / pièces /
// forfaits, TVA 20 %, Total TTC, an acompte paid by card and NET À PAYER on a dark band), Italy (an
// officina's fattura to a business client: the S.n.c. legal name "di Ferraresi Luca & C.", targa,
// telaio and km, an ordine di lavoro and a preventivo, RICAMBI / MANODOPERA / ALTRO sections with
// tyres "175/65 R14 82T", litres and hours, the PFU tyre-disposal contribution, three section
// totals, IVA 22 %, TOTALE FATTURA, and "Bonifico bancario 30 gg d.f.f.m." with the printed Scadenza),
// Portugal (an oficina's fatura: FT 2026A/1187 with its ATCUD, a grid of data de emissão,
// vencimento, ordem de reparação and condições, the customer's NIF beside the seller's, matrícula
// "AT-44-RZ", VIN and quilómetros "142 380", a 10 % discount on the dual-mass flywheel, Total
// ilíquido, Desconto comercial, Total sem IVA, IVA 23 % and a total "1 087,63" with a space).
// Receipts: the US (a Texas auto parts store: a battery with a CORE CHARGE, the old battery's CORE
// RETURN and an alternator CORE REFUND from an earlier invoice as negative lines, "2 @ 18.49" under
// the items, T flags, SUBTOTAL, sales tax 8.25 %, US DEBIT), the UK (a tyre centre's VAT RECEIPT:
// registration and mileage, four tyres "205/55 R16 91V" at 4 @ 96.50, fitting and balancing, TPMS
// valve kits, a tyre disposal fee, a laser alignment and an online-booking discount, prices VAT
// inclusive with a VAT analysis, AMEX), Australia (a locksmith's after-hours TAX INVOICE / RECEIPT:
// ABN and licence number, call, on-site and finish times, a unit address "5/22 Bay St", keys cut
// "3 @ 8.50", Subtotal (incl. GST), a 1.5 % card surcharge, TOTAL PAID and "GST included in total"),
// New Zealand (a handyman's receipt-book page, A5 landscape: pre-printed No. 0447 and GST number,
// PARTICULARS with the amounts split into a $ column and a c column, Sub-total, GST 15 % and TOTAL
// in the same columns, the sum in words, and the payment type as an X in a tick box "Internet
// banking"), Spain (an ITV station's factura simplificada: matrícula "4471 KMB" that reads like a
// number, bastidor, km "128.440", the inspection priced without IVA, the Jefatura de Tráfico fee not
// subject to IVA, base imponible, IVA 21 %, TOTAL, VISA, FAVORABLE and the next inspection date),
// the Netherlands (an APK garage's kassabon: kenteken, km-stand, a BTW code column H / 0 with the RDW
// afmeldkosten not taxed, "0,25 u x 64,00", PIN, a BTW table and the new APK expiry date), Poland (a
// tyre service's paragon fiskalny: the buyer's NIP, seasonal tyre change, balancing, valves and
// storage, PTU A 23 %, SUMA PLN, gotówka with reszta, the customer's tyres "205/55 R16" and a storage
// date), Germany (a car wash's Kassenbon: Kennzeichen, a Waschclub card number, a -3,58 club
// discount, Apple Pay on a Mastercard, MwSt table, a wash code valid until 28.11.2026 and the TSE
// block with ISO timestamps). Date forms: 11/18/2026 with a deposit 11/16/2026; 20 November 2026
// with 20/11/2026 and 20/12/2026; Nov. 12, 2026 and Nov. 26, 2026; 13/11/2026 with a call on
// 12/11/2026 23:20 and 27/11/2026; 16.11.2026, 13.11.2026 and 30.11.2026; "9 novembre 2026" with
// 04/11/2026 and 03/11/2026; 27/10/2026 and 30/11/2026; 2026-10-29 and 2026-11-28; on receipts
// 11/14/2026 4:52 PM, "Sat 21/11/2026 11:02", 07/11/2026, 20/11/26, "17/11/2026 10:42",
// "do 19-11-2026 16:08", "2026-11-03 11:24" and "Sa 21.11.2026 14:03". render.ts draws one page only,
// so no document continues on a second page. Once the engine has been fixed on any of them they are
// a development set like documents.ts, and stop measuring anything unbiased.
// Conventions as fresh9: `expect` lists only fields the printed text makes certain. subtotal is the
// printed pre-tax subtotal (the garage's "Subtotal" after labor, parts, shop supplies and disposal;
// the electrician's "Net total"; the Portuguese "Total sem IVA"); it is left out on tax-inclusive
// receipts and where the printed base leaves out an untaxed fee (the ITV's tasa). tax is the sum of
// the taxes where several are printed (GST + PST); the UK reverse-charge invoice's tax is 0 (its VAT
// line is printed 0.00; the £668.67 in the notes is the customer's to account for). total is the
// document's own total BEFORE a deposit or a withholding is taken off (the garage's TOTAL and not its
// BALANCE DUE, the appliance invoice's Total and not its balance, the French Total TTC and not the net
// à payer after the acompte, the electrician's Invoice total and not the AMOUNT PAYABLE after the
// CIS deduction), and on receipts the amount paid (the locksmith's TOTAL PAID with the card
// surcharge). `items` lists every billed line in the item table exactly as printed (description,
// quantity, unit price, amount), null where a quantity or unit price is not printed; labour lines
// carry their hours (or AW) as the quantity and the rate as the unit price; a discounted line keeps
// its list unit price and its discounted amount; negative lines printed among the items (core return
// and core refund, a booking discount, a club discount) are items with negative amounts; fees,
// surcharges and shop supplies printed in the totals block are not items; detail lines under an item
// (SKU, "4 @ 12.00", part notes) are not part of its description. The vendor is the seller in its most
// complete printed form (the legal name under a word mark or in the footer).
// paymentMethod is the payment TYPE, on receipts only: card (US DEBIT, AMEX, Mastercard, VISA, PIN),
// mobile_wallet (Apple Pay), cash (gotówka), bank_transfer (the ticked "Internet banking" box).
import type { Cell, ProbeDocument } from './documents.js';

/** A right-aligned cell ending at x. */
const R = (x: number, y: number, t: string, o: Cell[3] = {}): Cell => [x, y, t, { ...o, align: 'right' }];

export const FRESH10_DOCUMENTS: ProbeDocument[] = [

  // US (California) garage REPAIR ORDER / INVOICE (US Letter): a word mark with the legal name, BAR
  // ARD and smog station numbers under it; Invoice # 48213 stacked with RO 118840, date, advisor and
  // "Due at pickup"; the customer; a boxed vehicle grid (year/make/model, VIN, licence, MILEAGE IN and
  // OUT); the concern and the estimate authorized by phone; a LABOR section (hours x rate, notes under
  // two lines) with a Labor subtotal and a PARTS section (part numbers, qty x unit) with a Parts
  // subtotal; totals with shop supplies 6 % of labor, a hazardous-waste fee, Subtotal, sales tax
  // 8.75 % on parts only, TOTAL, a deposit paid 11/16/2026 and BALANCE DUE on a dark band; the
  // recommended-service estimates beside the totals; a signature line and the footer.
  { name: 'garage-us-ca-repair-order-labor-parts-sections-shop-supplies-deposit', kind: 'invoice', size: [612, 792], expect: { vendorName: 'Hillcrest Auto Repair, Inc.', invoiceNumber: '48213', invoiceDate: '2026-11-18', subtotal: 871.05, tax: 14.61, total: 885.66, currency: 'USD' },
    items: [['Replace front brake pads and resurface rotors', 1.8, 165, 297], ['Replace serpentine belt', 0.9, 165, 148.5], ['Diagnose check engine light (P0420)', 1, 165, 165], ['Oil and filter change, 0W-20 synthetic', 0.3, 165, 49.5],
      ['Front brake pad set', 1, 68.4, 68.4], ['Serpentine belt', 1, 42.75, 42.75], ['Oil filter', 1, 9.85, 9.85], ['Motor oil 0W-20 full synthetic, qt', 5, 8.95, 44.75], ['Drain plug washer', 1, 1.2, 1.2]], cells: [
    [36, 28, 'HILLCREST', { size: 22, bold: true }], [37, 52, 'AUTO REPAIR · BRAKES · TUNE-UPS · SMOG', { size: 7.5, bold: true }],
    [36, 68, 'Hillcrest Auto Repair, Inc.', { size: 9, bold: true }],
    [36, 80, '2870 Fruitridge Rd, Sacramento, CA 95820 · (916) 555-0147', { size: 8 }],
    [36, 90, 'BAR ARD #00287144 · Smog Check Station RC 44718', { size: 8 }],
    R(576, 28, 'INVOICE', { size: 18, bold: true, width: 200 }),
    [420, 54, 'Invoice #', { size: 8 }], R(576, 54, '48213', { size: 9, bold: true }),
    [420, 66, 'Repair Order', { size: 8 }], R(576, 66, 'RO 118840', { size: 8 }),
    [420, 78, 'Date', { size: 8 }], R(576, 78, '11/18/2026', { size: 8 }),
    [420, 90, 'Service Advisor', { size: 8 }], R(576, 90, 'M. Delgado (#07)', { size: 8 }),
    [420, 102, 'Terms', { size: 8 }], R(576, 102, 'Due at pickup', { size: 8 }),
    [36, 112, 'CUSTOMER', { size: 7, bold: true }], [36, 122, 'Dana Whitfield', { size: 9, bold: true }],
    [36, 134, '4410 Stockton Blvd, Apt 12, Sacramento, CA 95820', { size: 8 }], [36, 144, 'Cell (916) 555-0193', { size: 8 }],
    [36, 160, '#RECT 540 36 black stroke'], [190, 160, '#RECT 0 36 black stroke'], [320, 160, '#RECT 0 36 black stroke'], [400, 160, '#RECT 0 36 black stroke'], [488, 160, '#RECT 0 36 black stroke'],
    [40, 164, 'YEAR / MAKE / MODEL', { size: 6.5, bold: true }], [194, 164, 'VIN', { size: 6.5, bold: true }], [324, 164, 'LICENSE', { size: 6.5, bold: true }], [404, 164, 'MILEAGE IN', { size: 6.5, bold: true }], [492, 164, 'MILEAGE OUT', { size: 6.5, bold: true }],
    [40, 178, '2017 Honda Accord EX-L 2.4L', { size: 8.5 }], [194, 178, '1HGCR2F83HA104472', { size: 8.5 }], [324, 178, '7XYZ482 CA', { size: 8.5 }], [404, 178, '112,487', { size: 8.5 }], [492, 178, '112,491', { size: 8.5 }],
    [36, 204, 'Concern: grinding noise when braking; check engine light on; squeal on cold start.', { size: 8 }],
    [36, 214, 'Estimate $905.00 authorized by phone 11/18/2026 10:12 AM (D. Whitfield).', { size: 8 }],
    [36, 232, '#RECT 540 15 #1f2937'],
    [40, 236, 'LABOR', { size: 8, bold: true, width: -1 }], [350, 236, 'TECH', { size: 8, bold: true, width: -1 }], R(440, 236, 'HOURS', { size: 8, bold: true, width: -1 }), R(500, 236, 'RATE', { size: 8, bold: true, width: -1 }), R(570, 236, 'AMOUNT', { size: 8, bold: true, width: -1 }),
    [40, 254, 'Replace front brake pads and resurface rotors', { size: 8.5 }], [350, 254, '#14', { size: 8.5 }], R(440, 254, '1.80', { size: 8.5 }), R(500, 254, '165.00', { size: 8.5 }), R(570, 254, '297.00', { size: 8.5 }),
    [52, 264, 'Rotors measured 26.2 mm (min 25.0 mm), machined both sides', { size: 7 }],
    [40, 278, 'Replace serpentine belt', { size: 8.5 }], [350, 278, '#14', { size: 8.5 }], R(440, 278, '0.90', { size: 8.5 }), R(500, 278, '165.00', { size: 8.5 }), R(570, 278, '148.50', { size: 8.5 }),
    [40, 292, 'Diagnose check engine light (P0420)', { size: 8.5 }], [350, 292, '#09', { size: 8.5 }], R(440, 292, '1.00', { size: 8.5 }), R(500, 292, '165.00', { size: 8.5 }), R(570, 292, '165.00', { size: 8.5 }),
    [52, 302, 'Catalyst efficiency below threshold (bank 1), see recommendation', { size: 7 }],
    [40, 316, 'Oil and filter change, 0W-20 synthetic', { size: 8.5 }], [350, 316, '#22', { size: 8.5 }], R(440, 316, '0.30', { size: 8.5 }), R(500, 316, '165.00', { size: 8.5 }), R(570, 316, '49.50', { size: 8.5 }),
    [36, 330, '#RECT 540 0.6 black'],
    [420, 336, 'Labor subtotal', { size: 8.5, bold: true }], R(570, 336, '660.00', { size: 8.5, bold: true }),
    [36, 356, '#RECT 540 15 #1f2937'],
    [40, 360, 'PART #', { size: 8, bold: true, width: -1 }], [140, 360, 'PARTS', { size: 8, bold: true, width: -1 }], R(440, 360, 'QTY', { size: 8, bold: true, width: -1 }), R(500, 360, 'UNIT', { size: 8, bold: true, width: -1 }), R(570, 360, 'AMOUNT', { size: 8, bold: true, width: -1 }),
    [40, 378, '45022-TVA-A01', { size: 8.5 }], [140, 378, 'Front brake pad set', { size: 8.5 }], R(440, 378, '1', { size: 8.5 }), R(500, 378, '68.40', { size: 8.5 }), R(570, 378, '68.40', { size: 8.5 }),
    [40, 392, '31110-5A2-A02', { size: 8.5 }], [140, 392, 'Serpentine belt', { size: 8.5 }], R(440, 392, '1', { size: 8.5 }), R(500, 392, '42.75', { size: 8.5 }), R(570, 392, '42.75', { size: 8.5 }),
    [40, 406, '15400-PLM-A02', { size: 8.5 }], [140, 406, 'Oil filter', { size: 8.5 }], R(440, 406, '1', { size: 8.5 }), R(500, 406, '9.85', { size: 8.5 }), R(570, 406, '9.85', { size: 8.5 }),
    [40, 420, '08798-9039', { size: 8.5 }], [140, 420, 'Motor oil 0W-20 full synthetic, qt', { size: 8.5 }], R(440, 420, '5', { size: 8.5 }), R(500, 420, '8.95', { size: 8.5 }), R(570, 420, '44.75', { size: 8.5 }),
    [40, 434, '94109-14000', { size: 8.5 }], [140, 434, 'Drain plug washer', { size: 8.5 }], R(440, 434, '1', { size: 8.5 }), R(500, 434, '1.20', { size: 8.5 }), R(570, 434, '1.20', { size: 8.5 }),
    [36, 448, '#RECT 540 0.6 black'],
    [420, 454, 'Parts subtotal', { size: 8.5, bold: true }], R(570, 454, '166.95', { size: 8.5, bold: true }),
    [350, 484, 'Labor', { size: 8.5 }], R(570, 484, '660.00', { size: 8.5 }),
    [350, 497, 'Parts', { size: 8.5 }], R(570, 497, '166.95', { size: 8.5 }),
    [350, 510, 'Shop supplies (6% of labor)', { size: 8.5 }], R(570, 510, '39.60', { size: 8.5 }),
    [350, 523, 'Hazardous waste disposal', { size: 8.5 }], R(570, 523, '4.50', { size: 8.5 }),
    [350, 536, 'Subtotal', { size: 8.5 }], R(570, 536, '871.05', { size: 8.5 }),
    [350, 549, 'Sales tax 8.75% on parts', { size: 8.5 }], R(570, 549, '14.61', { size: 8.5 }),
    [350, 564, 'TOTAL', { size: 11, bold: true }], R(570, 564, '$885.66', { size: 11, bold: true }),
    [350, 581, 'Less deposit 11/16/2026 (Visa)', { size: 8.5 }], R(570, 581, '-200.00', { size: 8.5 }),
    [344, 596, '#RECT 232 18 #1f2937'],
    [350, 600, 'BALANCE DUE', { size: 10, bold: true, width: -1 }], R(570, 600, '$685.66', { size: 10, bold: true, width: -1 }),
    [36, 484, 'RECOMMENDED SERVICE (NOT PERFORMED)', { size: 7.5, bold: true }],
    [36, 496, 'Rear brake pads at 3 mm: estimate $289.00', { size: 8 }],
    [36, 507, 'Catalytic converter, bank 1: estimate $1,240.00', { size: 8 }],
    [36, 518, 'Next oil service at 117,500 mi or 05/18/2027', { size: 8 }],
    [36, 540, 'Parts and labor warranted 12 months / 12,000 miles.', { size: 7.5 }],
    [36, 550, 'Replaced parts offered to customer: declined.', { size: 7.5 }],
    [36, 650, 'I acknowledge notice and oral approval of the work described above and the estimated price.', { size: 7 }],
    [36, 690, '#RECT 220 0.5 black'], [36, 694, 'Customer signature', { size: 6.5 }],
    [300, 690, '#RECT 120 0.5 black'], [300, 694, 'Date', { size: 6.5 }],
    [36, 756, 'Hillcrest Auto Repair, Inc. · 2870 Fruitridge Rd, Sacramento, CA 95820 · A written estimate is available on request for all work.', { size: 6.5 }],
  ] },

  // UK electrician's INVOICE to a main contractor (A4) under the Construction Industry Scheme and the
  // VAT domestic reverse charge: a yellow bar and word mark, the legal name and NICEIC number right;
  // Invoice to the contractor with its VAT number; Invoice No. BSE-20417, Invoice date 20 November
  // 2026, Tax point, PO, a quote dated 02/10/2026, 30 days and a Due date 20/12/2026; site and works
  // period; LABOUR (hours x rate) and MATERIALS (qty x unit, "2.5mm²" cable) each with a total; Net
  // total, "VAT 20% – reverse charge 0.00", Invoice total, "Less CIS deduction 20% on labour" and
  // AMOUNT PAYABLE on a dark band; notes with the VAT the customer must account for and the CIS
  // basis; bank details; the company number and VAT number in the footer.
  { name: 'electrician-uk-cis-deduction-domestic-reverse-charge-labour-materials', kind: 'invoice', expect: { vendorName: 'Brightspark Electrical Services Ltd', invoiceNumber: 'BSE-20417', invoiceDate: '2026-11-20', dueDate: '2026-12-20', subtotal: 3343.35, tax: 0, total: 3343.35, currency: 'GBP' },
    items: [['Approved electrician – first fix rewire', 32, 38, 1216], ['Approved electrician – second fix & testing', 16, 38, 608], ["Electrician's mate", 24, 19, 456],
      ['6242Y twin & earth 2.5mm² – 100 m drum', 3, 84.5, 253.5], ['6242Y twin & earth 1.5mm² – 100 m drum', 2, 62.9, 125.8], ['Consumer unit, 14-way, 18th Ed., metal clad', 1, 389, 389],
      ['RCBO 32A Type A, 6kA', 6, 24.75, 148.5], ['Back boxes, sockets, switches & sundries', 1, 146.55, 146.55]], cells: [
    [50, 36, '#RECT 6 38 #f59e0b'], [62, 34, 'BRIGHTSPARK', { size: 20, bold: true }], [63, 57, 'ELECTRICAL SERVICES', { size: 8, bold: true }],
    R(545, 36, 'Brightspark Electrical Services Ltd', { size: 9, bold: true, width: 250 }),
    R(545, 48, 'Unit 7, Ardwick Trade Park, Manchester M12 6JH', { size: 8, width: 250 }),
    R(545, 58, '0161 555 0184 · accounts@brightspark-elec.co.uk', { size: 8, width: 250 }),
    R(545, 68, 'NICEIC Approved Contractor No. 604418', { size: 8, width: 250 }),
    [50, 98, 'INVOICE', { size: 16, bold: true }], [50, 117, 'CIS – Domestic reverse charge applies', { size: 8 }],
    [50, 140, 'Invoice to', { size: 7, bold: true }], [50, 151, 'Pennine Build & Refurb Ltd', { size: 10, bold: true }],
    [50, 164, 'Accounts Payable', { size: 9 }], [50, 176, '41 Chapel Street, Stockport SK4 1AA', { size: 9 }], [50, 188, 'VAT GB 287 4410 93', { size: 8 }],
    [340, 140, 'Invoice No.', { size: 8.5 }], R(545, 140, 'BSE-20417', { size: 9, bold: true }),
    [340, 152, 'Invoice date', { size: 8.5 }], R(545, 152, '20 November 2026', { size: 8.5 }),
    [340, 164, 'Tax point', { size: 8.5 }], R(545, 164, '20/11/2026', { size: 8.5 }),
    [340, 176, 'Your PO', { size: 8.5 }], R(545, 176, 'PO 7715', { size: 8.5 }),
    [340, 188, 'Quote ref.', { size: 8.5 }], R(545, 188, 'Q-1187 (02/10/2026)', { size: 8.5 }),
    [340, 200, 'Payment terms', { size: 8.5 }], R(545, 200, '30 days', { size: 8.5 }),
    [340, 212, 'Due date', { size: 8.5, bold: true }], R(545, 212, '20/12/2026', { size: 8.5, bold: true }),
    [50, 234, 'Site: 14 Albert Road, Didsbury, Manchester M20 2LP – full rewire, ground floor (stage 2 of 3)', { size: 8.5 }],
    [50, 246, 'Works period: 02/11/2026 – 18/11/2026 · Contractor job ref. PB-2291', { size: 8.5 }],
    [45, 266, '#RECT 505 15 #e5e7eb'],
    [50, 270, 'LABOUR', { size: 8, bold: true }], R(400, 270, 'Hours', { size: 8, bold: true }), R(470, 270, 'Rate £', { size: 8, bold: true }), R(545, 270, 'Amount £', { size: 8, bold: true }),
    [50, 288, 'Approved electrician – first fix rewire', { size: 9 }], R(400, 288, '32.0', { size: 9 }), R(470, 288, '38.00', { size: 9 }), R(545, 288, '1,216.00', { size: 9 }),
    [50, 302, 'Approved electrician – second fix & testing', { size: 9 }], R(400, 302, '16.0', { size: 9 }), R(470, 302, '38.00', { size: 9 }), R(545, 302, '608.00', { size: 9 }),
    [50, 316, "Electrician's mate", { size: 9 }], R(400, 316, '24.0', { size: 9 }), R(470, 316, '19.00', { size: 9 }), R(545, 316, '456.00', { size: 9 }),
    [380, 332, 'Labour total', { size: 9, bold: true }], R(545, 332, '2,280.00', { size: 9, bold: true }),
    [45, 352, '#RECT 505 15 #e5e7eb'],
    [50, 356, 'MATERIALS', { size: 8, bold: true }], R(400, 356, 'Qty', { size: 8, bold: true }), R(470, 356, 'Unit £', { size: 8, bold: true }), R(545, 356, 'Amount £', { size: 8, bold: true }),
    [50, 374, '6242Y twin & earth 2.5mm² – 100 m drum', { size: 9 }], R(400, 374, '3', { size: 9 }), R(470, 374, '84.50', { size: 9 }), R(545, 374, '253.50', { size: 9 }),
    [50, 388, '6242Y twin & earth 1.5mm² – 100 m drum', { size: 9 }], R(400, 388, '2', { size: 9 }), R(470, 388, '62.90', { size: 9 }), R(545, 388, '125.80', { size: 9 }),
    [50, 402, 'Consumer unit, 14-way, 18th Ed., metal clad', { size: 9 }], R(400, 402, '1', { size: 9 }), R(470, 402, '389.00', { size: 9 }), R(545, 402, '389.00', { size: 9 }),
    [50, 416, 'RCBO 32A Type A, 6kA', { size: 9 }], R(400, 416, '6', { size: 9 }), R(470, 416, '24.75', { size: 9 }), R(545, 416, '148.50', { size: 9 }),
    [50, 430, 'Back boxes, sockets, switches & sundries', { size: 9 }], R(400, 430, '1', { size: 9 }), R(470, 430, '146.55', { size: 9 }), R(545, 430, '146.55', { size: 9 }),
    [380, 446, 'Materials total', { size: 9, bold: true }], R(545, 446, '1,063.35', { size: 9, bold: true }),
    [45, 464, '#RECT 505 0.6 black'],
    [300, 476, 'Net total (labour + materials)', { size: 9 }], R(545, 476, '3,343.35', { size: 9 }),
    [300, 490, 'VAT 20% – reverse charge', { size: 9 }], R(545, 490, '0.00', { size: 9 }),
    [300, 506, 'Invoice total', { size: 10.5, bold: true }], R(545, 506, '£3,343.35', { size: 10.5, bold: true }),
    [300, 524, 'Less CIS deduction 20% on labour', { size: 9 }], R(545, 524, '-456.00', { size: 9 }),
    [295, 540, '#RECT 255 20 #111827'],
    [300, 545, 'AMOUNT PAYABLE', { size: 10, bold: true, width: -1 }], R(545, 545, '£2,887.35', { size: 10, bold: true, width: -1 }),
    [50, 476, 'Reverse charge: customer to pay the VAT to HMRC.', { size: 7.5, bold: true }],
    [50, 487, 'VAT Act 1994 Section 55A applies.', { size: 7.5 }],
    [50, 498, 'VAT that would have been charged: £668.67', { size: 7.5 }],
    [50, 514, 'CIS: deduction at the standard rate of 20%', { size: 7.5 }],
    [50, 525, 'on labour of £2,280.00. Materials (£1,063.35)', { size: 7.5 }],
    [50, 536, 'are not subject to deduction. UTR 44718 20931.', { size: 7.5 }],
    [50, 590, 'Please pay by BACS: Brightspark Electrical Services Ltd · Sort code 20-44-71 · Account 30918844 · Ref. BSE-20417', { size: 8 }],
    [50, 602, 'Please send your CIS payment and deduction statement to accounts@brightspark-elec.co.uk.', { size: 8 }],
    [50, 800, 'Brightspark Electrical Services Ltd · Registered in England & Wales No. 09884172 · Registered office as above · VAT Reg. GB 318 4471 20', { size: 6.5 }],
  ] },

  // Canadian (British Columbia) appliance repairer's SERVICE INVOICE (US Letter): a word mark with the
  // legal name and address; a four-cell grid Invoice No. / Invoice Date "Nov. 12, 2026" / Work Order /
  // Due Date "Nov. 26, 2026"; BILL TO and an APPLIANCE block with model and serial number; two visit
  // dates and the complaint; a teal header band and five lines with codes (two part numbers), hours for
  // the labour and a tax-code column "GP"; Subtotal, GST 5 %, PST 7 % and Total, a parts deposit
  // received on Nov. 6 and BALANCE DUE; tax-code legend, warranty, terms; GST and PST numbers in the
  // footer.
  { name: 'appliance-repair-ca-bc-service-invoice-gst-pst-parts-deposit-balance', kind: 'invoice', size: [612, 792], expect: { vendorName: 'Fraser Valley Appliance Repair Ltd.', invoiceNumber: '10447', invoiceDate: '2026-11-12', dueDate: '2026-11-26', subtotal: 496.65, tax: 59.6, total: 556.25, currency: 'CAD' },
    items: [['Service call / diagnostic', 1, 95, 95], ['Labour', 1.75, 112, 196], ['Drain pump assembly', 1, 118.6, 118.6], ['Door boot seal', 1, 74.25, 74.25], ['Hose clamp kit', 2, 6.4, 12.8]], cells: [
    [36, 28, 'FRASER VALLEY', { size: 18, bold: true }], [37, 48, 'APPLIANCE REPAIR', { size: 9, bold: true }],
    [36, 64, 'Fraser Valley Appliance Repair Ltd. · 7788 132 St, Unit 110, Surrey, BC V3W 4M8 · 604-555-0149', { size: 8 }],
    R(576, 28, 'SERVICE INVOICE', { size: 16, bold: true, width: 220 }),
    R(576, 48, 'Licensed appliance technicians since 2004', { size: 8, width: 220 }),
    [36, 96, '#RECT 540 34 black stroke'], [171, 96, '#RECT 0 34 black stroke'], [306, 96, '#RECT 0 34 black stroke'], [441, 96, '#RECT 0 34 black stroke'],
    [42, 100, 'Invoice No.', { size: 7 }], [177, 100, 'Invoice Date', { size: 7 }], [312, 100, 'Work Order', { size: 7 }], [447, 100, 'Due Date', { size: 7 }],
    [42, 114, '10447', { size: 10, bold: true }], [177, 114, 'Nov. 12, 2026', { size: 10, bold: true }], [312, 114, 'WO-55812', { size: 10, bold: true }], [447, 114, 'Nov. 26, 2026', { size: 10, bold: true }],
    [36, 146, 'BILL TO', { size: 7, bold: true }], [36, 156, 'Priya Sandhu', { size: 9, bold: true }],
    [36, 168, '15582 96 Ave', { size: 8.5 }], [36, 179, 'Surrey, BC V4N 2K3', { size: 8.5 }], [36, 190, '604-555-0176', { size: 8.5 }],
    [320, 146, 'APPLIANCE', { size: 7, bold: true }], [320, 156, 'Whirlpool front-load washer', { size: 9, bold: true }],
    [320, 168, 'Model WFW5620HW0', { size: 8.5 }], [320, 179, 'Serial C91407718', { size: 8.5 }], [320, 190, 'Purchased 2019 · out of warranty', { size: 8.5 }],
    [36, 210, 'Visit 1: Nov. 6, 2026 (diagnosis, parts ordered) · Visit 2: Nov. 12, 2026 (repair completed) · Technician: Kevin Ng', { size: 8 }],
    [36, 222, 'Complaint: not draining, error F9 E1, leaking at door. Found drain pump seized and door boot torn.', { size: 8 }],
    [36, 240, '#RECT 540 15 #0f766e'],
    [40, 244, 'Code', { size: 8, bold: true, width: -1 }], [120, 244, 'Description', { size: 8, bold: true, width: -1 }], R(400, 244, 'Qty', { size: 8, bold: true, width: -1 }),
    R(460, 244, 'Rate', { size: 8, bold: true, width: -1 }), [474, 244, 'Tax', { size: 8, bold: true, width: -1 }], R(570, 244, 'Amount', { size: 8, bold: true, width: -1 }),
    [40, 264, 'SC-DIAG', { size: 9 }], [120, 264, 'Service call / diagnostic', { size: 9 }], R(400, 264, '1', { size: 9 }), R(460, 264, '95.00', { size: 9 }), [474, 264, 'GP', { size: 9 }], R(570, 264, '95.00', { size: 9 }),
    [40, 280, 'LAB', { size: 9 }], [120, 280, 'Labour', { size: 9 }], R(400, 280, '1.75', { size: 9 }), R(460, 280, '112.00', { size: 9 }), [474, 280, 'GP', { size: 9 }], R(570, 280, '196.00', { size: 9 }),
    [40, 296, 'W10876537', { size: 9 }], [120, 296, 'Drain pump assembly', { size: 9 }], R(400, 296, '1', { size: 9 }), R(460, 296, '118.60', { size: 9 }), [474, 296, 'GP', { size: 9 }], R(570, 296, '118.60', { size: 9 }),
    [40, 312, 'W11039234', { size: 9 }], [120, 312, 'Door boot seal', { size: 9 }], R(400, 312, '1', { size: 9 }), R(460, 312, '74.25', { size: 9 }), [474, 312, 'GP', { size: 9 }], R(570, 312, '74.25', { size: 9 }),
    [40, 328, 'CLAMP-K', { size: 9 }], [120, 328, 'Hose clamp kit', { size: 9 }], R(400, 328, '2', { size: 9 }), R(460, 328, '6.40', { size: 9 }), [474, 328, 'GP', { size: 9 }], R(570, 328, '12.80', { size: 9 }),
    [36, 344, '#RECT 540 0.6 black'],
    [380, 354, 'Subtotal', { size: 9 }], R(570, 354, '496.65', { size: 9 }),
    [380, 367, 'GST 5%', { size: 9 }], R(570, 367, '24.83', { size: 9 }),
    [380, 380, 'PST 7%', { size: 9 }], R(570, 380, '34.77', { size: 9 }),
    [380, 396, 'Total', { size: 11, bold: true }], R(570, 396, '$556.25', { size: 11, bold: true }),
    [380, 413, 'Parts deposit rec’d Nov. 6, 2026', { size: 9 }], R(570, 413, '-150.00', { size: 9 }),
    [380, 429, 'BALANCE DUE', { size: 10, bold: true }], R(570, 429, '$406.25', { size: 10, bold: true }),
    [36, 354, 'Tax codes: G = GST 5%, P = PST 7%', { size: 7.5 }],
    [36, 365, 'Warranty: parts 90 days, labour 30 days from completion.', { size: 7.5 }],
    [36, 376, 'Old pump and door boot disposed of at no charge.', { size: 7.5 }],
    [36, 470, 'Terms: Net 14. Pay by Interac e-Transfer to pay@fvappliance.ca or by cheque. 2% per month on overdue balances.', { size: 8 }],
    [36, 510, '#RECT 200 0.5 black'], [36, 514, 'Customer signature (work completed to my satisfaction)', { size: 6.5 }],
    [36, 756, 'Fraser Valley Appliance Repair Ltd. · 7788 132 St, Unit 110, Surrey, BC V3W 4M8 · GST/HST No. 79441 8820 RT0001 · PST No. PST-1044-7718', { size: 6.5 }],
  ] },

  // Irish breakdown and recovery INVOICE (A4) under a full-width dark-red header with white text: the
  // word mark left, the legal name, Eircode address, phones and VAT number right; INVOICE; BILL TO a
  // courier company; Invoice No. MRT-26-1142, Invoice Date 13/11/2026, Job No., the customer's order
  // number, 14 days and Due Date 27/11/2026; a job box with the call 12/11/2026 23:20, on-scene and
  // delivery times, the van (reg. "181-WH-4471", odometer "212,480 km"), pick-up and drop-off; five
  // lines with qty and unit (job, km, call, day), loaded and unloaded mileage at different rates, an
  // after-hours surcharge and two storage days; Total net, VAT @ 23 % and TOTAL DUE on a dark band;
  // the storage terms, IBAN, the driver and the tow truck's registration; the CRO footer.
  { name: 'tow-recovery-ie-km-loaded-unloaded-after-hours-storage-vat23-due-date', kind: 'invoice', expect: { vendorName: 'Midland Recovery & Towing Ltd', invoiceNumber: 'MRT-26-1142', invoiceDate: '2026-11-13', dueDate: '2026-11-27', subtotal: 400.6, tax: 92.14, total: 492.74, currency: 'EUR' },
    items: [['Call-out / hook-up fee (LCV up to 3.5 t)', 1, 120, 120], ['Mileage loaded – Junction 9 to Athlone', 46, 2.4, 110.4], ['Mileage unloaded – depot to scene', 46, 1.2, 55.2],
      ['After-hours surcharge (20:00–08:00)', 1, 75, 75], ['Storage – secure compound', 2, 20, 40]], cells: [
    [0, 0, '#RECT 595 70 #7f1d1d'],
    [40, 16, 'MIDLAND RECOVERY', { size: 20, bold: true, width: -1 }], [41, 41, '24 HR BREAKDOWN · TOWING · ACCIDENT RECOVERY', { size: 7.5, bold: true, width: -1 }],
    [420, 14, 'Midland Recovery & Towing Ltd', { size: 9, bold: true, width: -1 }],
    [325, 27, 'Unit 3, Monksland Business Park, Athlone, Co. Westmeath N37 X4K7', { size: 7.5, width: -1 }],
    [416, 37, 'Office 090 644 7182 · 24 hr 087 555 0447', { size: 7.5, width: -1 }],
    [478, 47, 'VAT No. IE 3418447KH', { size: 7.5, width: -1 }],
    [40, 90, 'INVOICE', { size: 16, bold: true }],
    [40, 116, 'BILL TO', { size: 7, bold: true }], [40, 127, 'Shannon Valley Couriers Ltd', { size: 9.5, bold: true }],
    [40, 140, 'Fleet Dept., Ballymahon Road', { size: 8.5 }], [40, 151, 'Moate, Co. Westmeath N37 H2E8', { size: 8.5 }],
    [360, 92, 'Invoice No.', { size: 8.5 }], R(555, 92, 'MRT-26-1142', { size: 9, bold: true }),
    [360, 104, 'Invoice Date', { size: 8.5 }], R(555, 104, '13/11/2026', { size: 8.5 }),
    [360, 116, 'Job No.', { size: 8.5 }], R(555, 116, 'J-40771', { size: 8.5 }),
    [360, 128, 'Your Order No.', { size: 8.5 }], R(555, 128, 'SVC-PO-2209', { size: 8.5 }),
    [360, 140, 'Terms', { size: 8.5 }], R(555, 140, '14 days', { size: 8.5 }),
    [360, 152, 'Due Date', { size: 8.5, bold: true }], R(555, 152, '27/11/2026', { size: 8.5, bold: true }),
    [40, 174, '#RECT 515 58 #6b7280 stroke'],
    [48, 180, 'Call received: 12/11/2026 23:20 · On scene: 12/11/2026 23:58 · Delivered: 13/11/2026 01:35', { size: 8 }],
    [48, 192, 'Vehicle: 2018 Ford Transit Custom 2.0 TDCi · Reg. 181-WH-4471 · Odometer 212,480 km', { size: 8 }],
    [48, 204, 'Collected from: M6 westbound, hard shoulder near Junction 9 (Kilbeggan)', { size: 8 }],
    [48, 216, 'Delivered to: Midland Recovery secure compound, Athlone · Fault: clutch failure, non-runner', { size: 8 }],
    [40, 248, 'Description', { size: 8.5, bold: true }], R(380, 248, 'Qty', { size: 8.5, bold: true }), [386, 248, 'Unit', { size: 8.5, bold: true }],
    R(470, 248, 'Rate €', { size: 8.5, bold: true }), R(555, 248, 'Net €', { size: 8.5, bold: true }),
    [40, 260, '#RECT 515 0.8 black'],
    [40, 268, 'Call-out / hook-up fee (LCV up to 3.5 t)', { size: 9 }], R(380, 268, '1', { size: 9 }), [386, 268, 'job', { size: 9 }], R(470, 268, '120.00', { size: 9 }), R(555, 268, '120.00', { size: 9 }),
    [40, 282, 'Mileage loaded – Junction 9 to Athlone', { size: 9 }], R(380, 282, '46', { size: 9 }), [386, 282, 'km', { size: 9 }], R(470, 282, '2.40', { size: 9 }), R(555, 282, '110.40', { size: 9 }),
    [40, 296, 'Mileage unloaded – depot to scene', { size: 9 }], R(380, 296, '46', { size: 9 }), [386, 296, 'km', { size: 9 }], R(470, 296, '1.20', { size: 9 }), R(555, 296, '55.20', { size: 9 }),
    [40, 310, 'After-hours surcharge (20:00–08:00)', { size: 9 }], R(380, 310, '1', { size: 9 }), [386, 310, 'call', { size: 9 }], R(470, 310, '75.00', { size: 9 }), R(555, 310, '75.00', { size: 9 }),
    [40, 324, 'Storage – secure compound', { size: 9 }], R(380, 324, '2', { size: 9 }), [386, 324, 'day', { size: 9 }], R(470, 324, '20.00', { size: 9 }), R(555, 324, '40.00', { size: 9 }),
    [40, 340, '#RECT 515 0.8 black'],
    [360, 350, 'Total net', { size: 9 }], R(555, 350, '400.60', { size: 9 }),
    [360, 364, 'VAT @ 23%', { size: 9 }], R(555, 364, '92.14', { size: 9 }),
    [355, 379, '#RECT 200 20 #7f1d1d'],
    [360, 384, 'TOTAL DUE', { size: 10, bold: true, width: -1 }], R(550, 384, '€492.74', { size: 10, bold: true, width: -1 }),
    [40, 350, 'Storage charged from 13/11/2026 until collection', { size: 7.5 }],
    [40, 361, 'at €20.00 + VAT per day after the first 24 hours.', { size: 7.5 }],
    [40, 420, 'Payment by EFT to Midland Recovery & Towing Ltd · IBAN IE64 AIBK 9311 5244 7182 03 · BIC AIBKIE2D', { size: 8 }],
    [40, 432, 'Please quote invoice number MRT-26-1142 with your payment.', { size: 8 }],
    [40, 460, 'Driver: P. Kearney · Recovery truck 08-WH-1187 (slide bed)', { size: 8 }],
    [40, 800, 'Midland Recovery & Towing Ltd · Registered in Ireland No. 614471 · Registered office: Unit 3, Monksland Business Park, Athlone · Directors: P. Kearney, S. Kearney', { size: 6.5 }],
  ] },

  // German Kfz-Werkstatt RECHNUNG (A4): the trading name and a trade line, the legal name and address
  // right; a window address with the sender line; Rechnungs-Nr. RE-2026-11472, Rechnungsdatum
  // 16.11.2026, Leistungsdatum 13.11.2026, Auftrags-Nr. and Kunden-Nr.; a boxed vehicle row with
  // Kennzeichen, Fahrzeug, FIN, Erstzulassung 03/2018, Km-Stand 87.412 and HU 08/2027; 14 positions in
  // three sections, Arbeitslohn in AW (x 11,90), Ersatzteile with Teile-Nr. (Stk., Satz, l, g) and
  // Sonstiges (Altöl- und Altteilentsorgung, Kleinmaterial, psch.), each with its Summe; Nettobetrag
  // "1.014,52 €", zzgl. 19 % MwSt. and Rechnungsbetrag; "1 AW = 5 Minuten", the old parts and the
  // next service; "Zahlbar bis 30.11.2026 ohne Abzug"; a three-column footer with HRB, USt-IdNr., IBAN.
  { name: 'kfz-werkstatt-de-rechnung-aw-ersatzteile-altteilentsorgung-fin-km-zahlbar-bis', kind: 'invoice', expect: { vendorName: 'Kfz-Technik Brandt GmbH', invoiceNumber: 'RE-2026-11472', invoiceDate: '2026-11-16', dueDate: '2026-11-30', subtotal: 1014.52, tax: 192.76, total: 1207.28, currency: 'EUR' },
    items: [['Inspektion mit Ölwechsel nach Herstellervorgabe', 18, 11.9, 214.2], ['Bremsflüssigkeit erneuern', 6, 11.9, 71.4], ['Bremsscheiben und -beläge vorn erneuern', 14, 11.9, 166.6], ['Fehlerspeicher auslesen', 3, 11.9, 35.7],
      ['Klimaservice: Kältemittel absaugen/befüllen', 8, 11.9, 95.2], ['Bremsscheibe vorn', 2, 68.4, 136.8], ['Bremsbelagsatz vorn', 1, 74.9, 74.9], ['Ölfilter', 1, 14.85, 14.85], ['Motoröl 0W-20 VW 508 00', 4.3, 16.9, 72.67],
      ['Bremsflüssigkeit DOT 4', 1, 18.5, 18.5], ['Ölablassschraube mit Dichtring', 1, 4.6, 4.6], ['Kältemittel R1234yf', 480, 0.19, 91.2], ['Altöl- und Altteilentsorgung pauschal', 1, 9.5, 9.5], ['Kleinmaterial / Bremsenreiniger', 1, 8.4, 8.4]], cells: [
    [50, 34, 'Kfz-Technik Brandt', { size: 18, bold: true }],
    [50, 56, 'Meisterbetrieb · Inspektion · Bremsen · Klima · HU/AU-Vorbereitung', { size: 8 }],
    R(545, 34, 'Kfz-Technik Brandt GmbH', { size: 8, bold: true, width: 200 }), R(545, 44, 'Gewerbestraße 14', { size: 8, width: 200 }), R(545, 54, '45145 Essen', { size: 8, width: 200 }),
    R(545, 64, 'Tel. 0201 555 47 10', { size: 8, width: 200 }), R(545, 74, 'werkstatt@kfz-brandt.de', { size: 8, width: 200 }),
    [50, 100, 'Kfz-Technik Brandt GmbH · Gewerbestraße 14 · 45145 Essen', { size: 5.5 }],
    [50, 108, '#RECT 215 0.4 black'],
    [50, 116, 'Herrn', { size: 10 }], [50, 129, 'Thomas Albers', { size: 10 }], [50, 142, 'Rüttenscheider Str. 88', { size: 10 }], [50, 155, '45130 Essen', { size: 10 }],
    [350, 98, 'Rechnung', { size: 15, bold: true }],
    [350, 120, 'Rechnungs-Nr.', { size: 8.5 }], R(545, 120, 'RE-2026-11472', { size: 8.5, bold: true }),
    [350, 132, 'Rechnungsdatum', { size: 8.5 }], R(545, 132, '16.11.2026', { size: 8.5 }),
    [350, 144, 'Leistungsdatum', { size: 8.5 }], R(545, 144, '13.11.2026', { size: 8.5 }),
    [350, 156, 'Auftrags-Nr.', { size: 8.5 }], R(545, 156, 'A-26-3318', { size: 8.5 }),
    [350, 168, 'Kunden-Nr.', { size: 8.5 }], R(545, 168, '10488', { size: 8.5 }),
    [45, 186, '#RECT 505 32 black stroke'],
    [50, 190, 'Kennzeichen', { size: 6.5 }], [122, 190, 'Fahrzeug', { size: 6.5 }], [240, 190, 'Fahrgestell-Nr. (FIN)', { size: 6.5 }],
    [360, 190, 'Erstzulassung', { size: 6.5 }], [428, 190, 'Km-Stand', { size: 6.5 }], [490, 190, 'HU fällig', { size: 6.5 }],
    [50, 203, 'E-KB 4471', { size: 8.5, bold: true }], [122, 203, 'VW Golf VII 1.5 TSI', { size: 8.5 }], [240, 203, 'WVWZZZAUZJP044718', { size: 8.5 }],
    [360, 203, '03/2018', { size: 8.5 }], [428, 203, '87.412', { size: 8.5 }], [490, 203, '08/2027', { size: 8.5 }],
    [45, 228, '#RECT 505 16 #e5e7eb'],
    [50, 232, 'Pos.', { size: 8, bold: true }], [75, 232, 'Nummer', { size: 8, bold: true }], [150, 232, 'Bezeichnung', { size: 8, bold: true }], R(400, 232, 'Menge', { size: 8, bold: true }),
    [404, 232, 'Einh.', { size: 8, bold: true }], R(485, 232, 'Einzelpreis', { size: 8, bold: true }), R(545, 232, 'Betrag', { size: 8, bold: true }),
    [75, 252, 'Arbeitslohn', { size: 8.5, bold: true }],
    [50, 266, '1', { size: 8.5 }], [75, 266, '0110 00 00', { size: 8.5 }], [150, 266, 'Inspektion mit Ölwechsel nach Herstellervorgabe', { size: 8.5 }], R(400, 266, '18', { size: 8.5 }), [404, 266, 'AW', { size: 8.5 }], R(485, 266, '11,90', { size: 8.5 }), R(545, 266, '214,20', { size: 8.5 }),
    [50, 279, '2', { size: 8.5 }], [75, 279, '4799 19 00', { size: 8.5 }], [150, 279, 'Bremsflüssigkeit erneuern', { size: 8.5 }], R(400, 279, '6', { size: 8.5 }), [404, 279, 'AW', { size: 8.5 }], R(485, 279, '11,90', { size: 8.5 }), R(545, 279, '71,40', { size: 8.5 }),
    [50, 292, '3', { size: 8.5 }], [75, 292, '4610 19 00', { size: 8.5 }], [150, 292, 'Bremsscheiben und -beläge vorn erneuern', { size: 8.5 }], R(400, 292, '14', { size: 8.5 }), [404, 292, 'AW', { size: 8.5 }], R(485, 292, '11,90', { size: 8.5 }), R(545, 292, '166,60', { size: 8.5 }),
    [50, 305, '4', { size: 8.5 }], [75, 305, '0150 00 00', { size: 8.5 }], [150, 305, 'Fehlerspeicher auslesen', { size: 8.5 }], R(400, 305, '3', { size: 8.5 }), [404, 305, 'AW', { size: 8.5 }], R(485, 305, '11,90', { size: 8.5 }), R(545, 305, '35,70', { size: 8.5 }),
    [50, 318, '5', { size: 8.5 }], [75, 318, '8764 19 00', { size: 8.5 }], [150, 318, 'Klimaservice: Kältemittel absaugen/befüllen', { size: 8.5 }], R(400, 318, '8', { size: 8.5 }), [404, 318, 'AW', { size: 8.5 }], R(485, 318, '11,90', { size: 8.5 }), R(545, 318, '95,20', { size: 8.5 }),
    [380, 332, 'Summe Arbeitslohn', { size: 8.5, bold: true }], R(545, 332, '583,10', { size: 8.5, bold: true }),
    [75, 350, 'Ersatzteile', { size: 8.5, bold: true }],
    [50, 364, '6', { size: 8.5 }], [75, 364, '5Q0 615 301 F', { size: 8.5 }], [150, 364, 'Bremsscheibe vorn', { size: 8.5 }], R(400, 364, '2', { size: 8.5 }), [404, 364, 'Stk.', { size: 8.5 }], R(485, 364, '68,40', { size: 8.5 }), R(545, 364, '136,80', { size: 8.5 }),
    [50, 377, '7', { size: 8.5 }], [75, 377, '5Q0 698 151 AD', { size: 8.5 }], [150, 377, 'Bremsbelagsatz vorn', { size: 8.5 }], R(400, 377, '1', { size: 8.5 }), [404, 377, 'Satz', { size: 8.5 }], R(485, 377, '74,90', { size: 8.5 }), R(545, 377, '74,90', { size: 8.5 }),
    [50, 390, '8', { size: 8.5 }], [75, 390, '04E 115 561 H', { size: 8.5 }], [150, 390, 'Ölfilter', { size: 8.5 }], R(400, 390, '1', { size: 8.5 }), [404, 390, 'Stk.', { size: 8.5 }], R(485, 390, '14,85', { size: 8.5 }), R(545, 390, '14,85', { size: 8.5 }),
    [50, 403, '9', { size: 8.5 }], [75, 403, 'G 052 577 M4', { size: 8.5 }], [150, 403, 'Motoröl 0W-20 VW 508 00', { size: 8.5 }], R(400, 403, '4,3', { size: 8.5 }), [404, 403, 'l', { size: 8.5 }], R(485, 403, '16,90', { size: 8.5 }), R(545, 403, '72,67', { size: 8.5 }),
    [50, 416, '10', { size: 8.5 }], [75, 416, 'B 000 750 M3', { size: 8.5 }], [150, 416, 'Bremsflüssigkeit DOT 4', { size: 8.5 }], R(400, 416, '1,0', { size: 8.5 }), [404, 416, 'l', { size: 8.5 }], R(485, 416, '18,50', { size: 8.5 }), R(545, 416, '18,50', { size: 8.5 }),
    [50, 429, '11', { size: 8.5 }], [75, 429, 'N 902 281 01', { size: 8.5 }], [150, 429, 'Ölablassschraube mit Dichtring', { size: 8.5 }], R(400, 429, '1', { size: 8.5 }), [404, 429, 'Stk.', { size: 8.5 }], R(485, 429, '4,60', { size: 8.5 }), R(545, 429, '4,60', { size: 8.5 }),
    [50, 442, '12', { size: 8.5 }], [75, 442, 'R1234YF', { size: 8.5 }], [150, 442, 'Kältemittel R1234yf', { size: 8.5 }], R(400, 442, '480', { size: 8.5 }), [404, 442, 'g', { size: 8.5 }], R(485, 442, '0,19', { size: 8.5 }), R(545, 442, '91,20', { size: 8.5 }),
    [380, 456, 'Summe Ersatzteile', { size: 8.5, bold: true }], R(545, 456, '413,52', { size: 8.5, bold: true }),
    [75, 474, 'Sonstiges', { size: 8.5, bold: true }],
    [50, 488, '13', { size: 8.5 }], [75, 488, 'ENTS', { size: 8.5 }], [150, 488, 'Altöl- und Altteilentsorgung pauschal', { size: 8.5 }], R(400, 488, '1', { size: 8.5 }), [404, 488, 'psch.', { size: 8.5 }], R(485, 488, '9,50', { size: 8.5 }), R(545, 488, '9,50', { size: 8.5 }),
    [50, 501, '14', { size: 8.5 }], [75, 501, 'KLM', { size: 8.5 }], [150, 501, 'Kleinmaterial / Bremsenreiniger', { size: 8.5 }], R(400, 501, '1', { size: 8.5 }), [404, 501, 'psch.', { size: 8.5 }], R(485, 501, '8,40', { size: 8.5 }), R(545, 501, '8,40', { size: 8.5 }),
    [380, 515, 'Summe Sonstiges', { size: 8.5, bold: true }], R(545, 515, '17,90', { size: 8.5, bold: true }),
    [45, 530, '#RECT 505 0.6 black'],
    [350, 540, 'Nettobetrag', { size: 9 }], R(545, 540, '1.014,52 €', { size: 9 }),
    [350, 554, 'zzgl. 19 % MwSt.', { size: 9 }], R(545, 554, '192,76 €', { size: 9 }),
    [350, 570, 'Rechnungsbetrag', { size: 11, bold: true }], R(545, 570, '1.207,28 €', { size: 11, bold: true }),
    [50, 540, '1 AW = 5 Minuten · Stundenverrechnungssatz 142,80 € netto', { size: 7.5 }],
    [50, 551, 'Altteile: Kunde verzichtet auf Rückgabe.', { size: 7.5 }],
    [50, 562, 'Nächste Inspektion: 11/2027 oder 117.400 km', { size: 7.5 }],
    [50, 604, 'Zahlbar bis 30.11.2026 ohne Abzug auf das unten genannte Konto. Bitte Rechnungs-Nr. angeben.', { size: 8.5 }],
    [50, 616, 'Fahrzeug abgeholt am 16.11.2026 um 17:20 Uhr.', { size: 8.5 }],
    [50, 790, 'Kfz-Technik Brandt GmbH', { size: 6.5, bold: true }], [50, 799, 'Gewerbestraße 14 · 45145 Essen', { size: 6.5 }], [50, 808, 'Geschäftsführer: Jörg Brandt', { size: 6.5 }],
    [230, 790, 'Amtsgericht Essen HRB 24471', { size: 6.5 }], [230, 799, 'USt-IdNr. DE 298 447 120', { size: 6.5 }], [230, 808, 'Steuer-Nr. 112/5744/0471', { size: 6.5 }],
    [400, 790, 'Sparkasse Essen', { size: 6.5 }], [400, 799, 'IBAN DE44 3605 0105 0004 4718 20', { size: 6.5 }], [400, 808, 'BIC SPESDE3EXXX', { size: 6.5 }],
  ] },

  // French garage FACTURE (A4): the word mark and trades, the legal name and address; a framed block
  // with N° F2611-0772, the date "9 novembre 2026", an OR dated 04/11/2026 and a devis accepted on
  // 03/11/2026; the client; a dark vehicle band (immatriculation GH-447-KT, véhicule, VIN, mise en
  // circulation 14/03/2021, kilométrage "64 218 km"); eight lines with a Type column (FO forfait, MO
  // main-d'œuvre in hours, PI pièce), Réf., Qté, P.U. HT, a Rem. column (10 % on one belt) and
  // Montant HT; a récapitulatif by type; Total HT, TVA 20 %, Total TTC, an acompte paid by card on
  // 04/11/2026 and NET À PAYER on a dark band; payment terms, the 40 € indemnity and the warranty;
  // the SARL's capital, RCS, SIRET and TVA number in the footer.
  { name: 'garage-fr-facture-mo-pieces-forfaits-remise-immatriculation-acompte-net-a-payer', kind: 'invoice', expect: { vendorName: 'Garage Fontaine SARL', invoiceNumber: 'F2611-0772', invoiceDate: '2026-11-09', subtotal: 714.6, tax: 142.92, total: 857.52, currency: 'EUR' },
    items: [['Forfait vidange + filtre à huile', 1, 89, 89], ['Remplacement kit de distribution + pompe à eau', 3.2, 68, 217.6], ['Kit distribution + pompe à eau', 1, 246.9, 246.9], ['Liquide de refroidissement Type D 1 L', 2, 12.25, 24.5],
      ['Courroie accessoires', 1, 43, 38.7], ['Remplacement courroie accessoires', 0.5, 68, 34], ['Contrôle et réglage parallélisme', 1, 59, 59], ['Participation traitement des déchets', 1, 4.9, 4.9]], cells: [
    [50, 34, 'GARAGE FONTAINE', { size: 18, bold: true }], [51, 55, 'Mécanique · Carrosserie · Pneumatiques · Climatisation', { size: 8 }],
    [50, 72, 'Garage Fontaine SARL', { size: 9, bold: true }],
    [50, 83, '27 route de Rennes · 44300 Nantes', { size: 8 }], [50, 93, 'Tél. 02 40 55 14 47 · contact@garage-fontaine.fr', { size: 8 }],
    [340, 32, '#RECT 205 80 black stroke'],
    [348, 38, 'FACTURE', { size: 14, bold: true }],
    [348, 58, 'N°', { size: 8.5 }], R(538, 58, 'F2611-0772', { size: 9, bold: true }),
    [348, 70, 'Date', { size: 8.5 }], R(538, 70, '9 novembre 2026', { size: 8.5 }),
    [348, 82, 'OR n°', { size: 8.5 }], R(538, 82, 'OR-5512 du 04/11/2026', { size: 8.5, width: 150 }),
    [348, 94, 'Devis n°', { size: 8.5 }], R(538, 94, 'D-0418 accepté le 03/11/2026', { size: 8.5, width: 150 }),
    [340, 126, 'M. Julien Carré', { size: 10, bold: true }], [340, 139, '8 allée des Tilleuls', { size: 9 }], [340, 151, '44240 La Chapelle-sur-Erdre', { size: 9 }],
    [45, 176, '#RECT 505 14 #374151'],
    [50, 179, 'Immatriculation', { size: 7, bold: true, width: -1 }], [135, 179, 'Véhicule', { size: 7, bold: true, width: -1 }], [275, 179, 'N° de série (VIN)', { size: 7, bold: true, width: -1 }],
    [395, 179, 'Mise en circ.', { size: 7, bold: true, width: -1 }], [470, 179, 'Kilométrage', { size: 7, bold: true, width: -1 }],
    [50, 196, 'GH-447-KT', { size: 8.5, bold: true }], [135, 196, 'Renault Clio V 1.0 TCe 90', { size: 8.5 }], [275, 196, 'VF1RJA00X64471828', { size: 8.5 }],
    [395, 196, '14/03/2021', { size: 8.5 }], [470, 196, '64 218 km', { size: 8.5 }],
    [45, 210, '#RECT 505 0.6 black'],
    [45, 224, '#RECT 505 16 #e5e7eb'],
    [50, 228, 'Type', { size: 8, bold: true }], [78, 228, 'Réf.', { size: 8, bold: true }], [140, 228, 'Désignation', { size: 8, bold: true }], R(385, 228, 'Qté', { size: 8, bold: true }),
    R(440, 228, 'P.U. HT', { size: 8, bold: true }), R(478, 228, 'Rem.', { size: 8, bold: true }), R(545, 228, 'Montant HT', { size: 8, bold: true }),
    [50, 246, 'FO', { size: 8 }], [78, 246, 'FVID', { size: 8 }], [140, 246, 'Forfait vidange + filtre à huile', { size: 8 }], R(385, 246, '1,00', { size: 8 }), R(440, 246, '89,00', { size: 8 }), R(545, 246, '89,00', { size: 8 }),
    [50, 260, 'MO', { size: 8 }], [78, 260, 'MO-T2', { size: 8 }], [140, 260, 'Remplacement kit de distribution + pompe à eau', { size: 8 }], R(385, 260, '3,20', { size: 8 }), R(440, 260, '68,00', { size: 8 }), R(545, 260, '217,60', { size: 8 }),
    [50, 274, 'PI', { size: 8 }], [78, 274, '7701477028', { size: 8 }], [140, 274, 'Kit distribution + pompe à eau', { size: 8 }], R(385, 274, '1,00', { size: 8 }), R(440, 274, '246,90', { size: 8 }), R(545, 274, '246,90', { size: 8 }),
    [50, 288, 'PI', { size: 8 }], [78, 288, '7711428124', { size: 8 }], [140, 288, 'Liquide de refroidissement Type D 1 L', { size: 8 }], R(385, 288, '2,00', { size: 8 }), R(440, 288, '12,25', { size: 8 }), R(545, 288, '24,50', { size: 8 }),
    [50, 302, 'PI', { size: 8 }], [78, 302, '117206020R', { size: 8 }], [140, 302, 'Courroie accessoires', { size: 8 }], R(385, 302, '1,00', { size: 8 }), R(440, 302, '43,00', { size: 8 }), R(478, 302, '10 %', { size: 8 }), R(545, 302, '38,70', { size: 8 }),
    [50, 316, 'MO', { size: 8 }], [78, 316, 'MO-T1', { size: 8 }], [140, 316, 'Remplacement courroie accessoires', { size: 8 }], R(385, 316, '0,50', { size: 8 }), R(440, 316, '68,00', { size: 8 }), R(545, 316, '34,00', { size: 8 }),
    [50, 330, 'FO', { size: 8 }], [78, 330, 'FGEO', { size: 8 }], [140, 330, 'Contrôle et réglage parallélisme', { size: 8 }], R(385, 330, '1,00', { size: 8 }), R(440, 330, '59,00', { size: 8 }), R(545, 330, '59,00', { size: 8 }),
    [50, 344, 'FO', { size: 8 }], [78, 344, 'ENV', { size: 8 }], [140, 344, 'Participation traitement des déchets', { size: 8 }], R(385, 344, '1,00', { size: 8 }), R(440, 344, '4,90', { size: 8 }), R(545, 344, '4,90', { size: 8 }),
    [45, 358, '#RECT 505 0.6 black'],
    [50, 368, 'Récapitulatif HT', { size: 8, bold: true }],
    [50, 380, "Main-d'œuvre", { size: 8 }], R(200, 380, '251,60', { size: 8 }),
    [50, 392, 'Pièces', { size: 8 }], R(200, 392, '310,10', { size: 8 }),
    [50, 404, 'Forfaits', { size: 8 }], R(200, 404, '152,90', { size: 8 }),
    [350, 368, 'Total HT', { size: 9 }], R(545, 368, '714,60 €', { size: 9 }),
    [350, 382, 'TVA 20 %', { size: 9 }], R(545, 382, '142,92 €', { size: 9 }),
    [350, 396, 'Total TTC', { size: 10, bold: true }], R(545, 396, '857,52 €', { size: 10, bold: true }),
    [350, 412, 'Acompte versé le 04/11/2026 (CB)', { size: 8.5 }], R(545, 412, '-250,00 €', { size: 8.5 }),
    [345, 427, '#RECT 205 20 #374151'],
    [350, 432, 'NET À PAYER', { size: 10, bold: true, width: -1 }], R(540, 432, '607,52 €', { size: 10, bold: true, width: -1 }),
    [50, 470, 'Règlement à réception de facture. Modes acceptés : CB, chèque, espèces, virement.', { size: 8 }],
    [50, 482, "Pénalités de retard : 3 fois le taux d'intérêt légal. Indemnité forfaitaire pour frais de recouvrement : 40 €.", { size: 7.5 }],
    [50, 493, 'Pièces remplacées tenues à disposition du client. Garantie pièces et main-d’œuvre : 12 mois.', { size: 7.5 }],
    [50, 508, 'Prochaine révision conseillée : 79 000 km ou novembre 2027.', { size: 8 }],
    [50, 800, 'Garage Fontaine SARL au capital de 20 000 € · RCS Nantes 512 447 180 · SIRET 512 447 180 00027 · TVA FR 58 512447180 · APE 4520A', { size: 6.5 }],
  ] },

  // Italian officina FATTURA (A4) to a business client: the word mark and trades, the S.n.c. legal
  // name "di Ferraresi Luca & C.", address, P.IVA/C.F. and REA; a framed block with Numero 218/FT,
  // Data 27/10/2026 and TD01; the client with P.IVA and SDI code; the vehicle (targa, telaio, km) with
  // the ordine di lavoro and a preventivo dated 20/10/2026; a green header band and ten lines in
  // RICAMBI / MANODOPERA / ALTRO sections with Codice, Q.tà, U.M. (pz, kit, lt, ore, forf.), Prezzo,
  // IVA 22 and Importo (winter tyres "175/65 R14 82T", 3,5 lt of oil, 0,8 ore, the PFU contribution);
  // three section totals left; Imponibile, IVA 22 % and TOTALE FATTURA right; a payment box with
  // "Bonifico bancario 30 gg d.f.f.m." and the printed Scadenza 30/11/2026; the SdI note; the footer.
  { name: 'officina-it-fattura-ricambi-manodopera-pneumatici-pfu-targa-scadenza-dffm', kind: 'invoice', expect: { vendorName: 'Autofficina Ferraresi S.n.c. di Ferraresi Luca & C.', invoiceNumber: '218/FT', invoiceDate: '2026-10-27', dueDate: '2026-11-30', subtotal: 518, tax: 113.96, total: 631.96, currency: 'EUR' },
    items: [['Pneumatico Michelin Alpin 6 175/65 R14 82T', 4, 72.5, 290], ['Valvola tubeless', 4, 3.5, 14], ['Pastiglie freno anteriori', 1, 42.8, 42.8], ['Olio motore 5W-40', 3.5, 11.4, 39.9], ['Filtro olio', 1, 9.6, 9.6],
      ['Montaggio ed equilibratura pneumatici', 4, 12, 48], ['Sostituzione pastiglie freno anteriori', 0.8, 45, 36], ['Tagliando: cambio olio e filtro', 0.5, 45, 22.5], ['Contributo ambientale PFU (pneumatici)', 4, 2.3, 9.2], ['Materiali di consumo', 1, 6, 6]], cells: [
    [50, 34, 'AUTOFFICINA FERRARESI', { size: 16, bold: true }], [50, 53, 'Meccanica · Gommista · Revisioni', { size: 8 }],
    [50, 70, 'Autofficina Ferraresi S.n.c. di Ferraresi Luca & C.', { size: 9, bold: true }],
    [50, 81, 'Via Emilia Levante 214 · 40139 Bologna (BO)', { size: 8 }], [50, 91, 'P.IVA e C.F. 02918440371 · REA BO-481220', { size: 8 }],
    [360, 32, '#RECT 185 64 black stroke'],
    [368, 38, 'FATTURA', { size: 14, bold: true }],
    [368, 58, 'Numero', { size: 8.5 }], R(538, 58, '218/FT', { size: 9, bold: true }),
    [368, 70, 'Data', { size: 8.5 }], R(538, 70, '27/10/2026', { size: 8.5 }),
    [368, 82, 'Tipo documento', { size: 8.5 }], R(538, 82, 'TD01 Fattura', { size: 8.5 }),
    [340, 110, 'Spett.le', { size: 8 }], [340, 121, 'Studio Tecnico Marchi Geom. Paolo', { size: 9.5, bold: true }],
    [340, 134, 'Via Saragozza 41 · 40123 Bologna', { size: 8.5 }], [340, 145, 'P.IVA 03477120375', { size: 8.5 }], [340, 156, 'Cod. destinatario SDI: M5UXCR1', { size: 8.5 }],
    [50, 110, 'Dati veicolo', { size: 8, bold: true }], [50, 122, 'Targa: GA 447 KM', { size: 8.5 }], [50, 133, 'Telaio: ZFA31200000744718', { size: 8.5 }],
    [50, 144, 'Fiat Panda 1.2 69 CV · Km 58.330', { size: 8.5 }], [50, 155, 'Ordine di lavoro n. 1812 · Preventivo n. 77 del 20/10/2026', { size: 8.5 }],
    [45, 178, '#RECT 505 16 #14532d'],
    [50, 182, 'Codice', { size: 8, bold: true, width: -1 }], [122, 182, 'Descrizione', { size: 8, bold: true, width: -1 }], R(370, 182, 'Q.tà', { size: 8, bold: true, width: -1 }),
    [376, 182, 'U.M.', { size: 8, bold: true, width: -1 }], R(450, 182, 'Prezzo', { size: 8, bold: true, width: -1 }), R(485, 182, 'IVA', { size: 8, bold: true, width: -1 }), R(545, 182, 'Importo', { size: 8, bold: true, width: -1 }),
    [50, 202, 'RICAMBI', { size: 8, bold: true }],
    [50, 216, 'MI-ALP6-14', { size: 8.5 }], [122, 216, 'Pneumatico Michelin Alpin 6 175/65 R14 82T', { size: 8.5 }], R(370, 216, '4', { size: 8.5 }), [376, 216, 'pz', { size: 8.5 }], R(450, 216, '72,50', { size: 8.5 }), R(485, 216, '22', { size: 8.5 }), R(545, 216, '290,00', { size: 8.5 }),
    [50, 229, 'VALV-TR414', { size: 8.5 }], [122, 229, 'Valvola tubeless', { size: 8.5 }], R(370, 229, '4', { size: 8.5 }), [376, 229, 'pz', { size: 8.5 }], R(450, 229, '3,50', { size: 8.5 }), R(485, 229, '22', { size: 8.5 }), R(545, 229, '14,00', { size: 8.5 }),
    [50, 242, '77368437', { size: 8.5 }], [122, 242, 'Pastiglie freno anteriori', { size: 8.5 }], R(370, 242, '1', { size: 8.5 }), [376, 242, 'kit', { size: 8.5 }], R(450, 242, '42,80', { size: 8.5 }), R(485, 242, '22', { size: 8.5 }), R(545, 242, '42,80', { size: 8.5 }),
    [50, 255, 'OL-5W40', { size: 8.5 }], [122, 255, 'Olio motore 5W-40', { size: 8.5 }], R(370, 255, '3,5', { size: 8.5 }), [376, 255, 'lt', { size: 8.5 }], R(450, 255, '11,40', { size: 8.5 }), R(485, 255, '22', { size: 8.5 }), R(545, 255, '39,90', { size: 8.5 }),
    [50, 268, '55223416', { size: 8.5 }], [122, 268, 'Filtro olio', { size: 8.5 }], R(370, 268, '1', { size: 8.5 }), [376, 268, 'pz', { size: 8.5 }], R(450, 268, '9,60', { size: 8.5 }), R(485, 268, '22', { size: 8.5 }), R(545, 268, '9,60', { size: 8.5 }),
    [50, 284, 'MANODOPERA', { size: 8, bold: true }],
    [50, 298, 'MO-GOM', { size: 8.5 }], [122, 298, 'Montaggio ed equilibratura pneumatici', { size: 8.5 }], R(370, 298, '4', { size: 8.5 }), [376, 298, 'pz', { size: 8.5 }], R(450, 298, '12,00', { size: 8.5 }), R(485, 298, '22', { size: 8.5 }), R(545, 298, '48,00', { size: 8.5 }),
    [50, 311, 'MO', { size: 8.5 }], [122, 311, 'Sostituzione pastiglie freno anteriori', { size: 8.5 }], R(370, 311, '0,8', { size: 8.5 }), [376, 311, 'ore', { size: 8.5 }], R(450, 311, '45,00', { size: 8.5 }), R(485, 311, '22', { size: 8.5 }), R(545, 311, '36,00', { size: 8.5 }),
    [50, 324, 'MO', { size: 8.5 }], [122, 324, 'Tagliando: cambio olio e filtro', { size: 8.5 }], R(370, 324, '0,5', { size: 8.5 }), [376, 324, 'ore', { size: 8.5 }], R(450, 324, '45,00', { size: 8.5 }), R(485, 324, '22', { size: 8.5 }), R(545, 324, '22,50', { size: 8.5 }),
    [50, 340, 'ALTRO', { size: 8, bold: true }],
    [50, 354, 'PFU', { size: 8.5 }], [122, 354, 'Contributo ambientale PFU (pneumatici)', { size: 8.5 }], R(370, 354, '4', { size: 8.5 }), [376, 354, 'pz', { size: 8.5 }], R(450, 354, '2,30', { size: 8.5 }), R(485, 354, '22', { size: 8.5 }), R(545, 354, '9,20', { size: 8.5 }),
    [50, 367, 'MAT', { size: 8.5 }], [122, 367, 'Materiali di consumo', { size: 8.5 }], R(370, 367, '1', { size: 8.5 }), [376, 367, 'forf.', { size: 8.5 }], R(450, 367, '6,00', { size: 8.5 }), R(485, 367, '22', { size: 8.5 }), R(545, 367, '6,00', { size: 8.5 }),
    [45, 382, '#RECT 505 0.6 black'],
    [50, 392, 'Totale ricambi', { size: 8.5 }], R(250, 392, '396,30', { size: 8.5 }),
    [50, 404, 'Totale manodopera', { size: 8.5 }], R(250, 404, '106,50', { size: 8.5 }),
    [50, 416, 'Totale altri addebiti', { size: 8.5 }], R(250, 416, '15,20', { size: 8.5 }),
    [350, 392, 'Imponibile', { size: 9 }], R(545, 392, '518,00', { size: 9 }),
    [350, 406, 'IVA 22%', { size: 9 }], R(545, 406, '113,96', { size: 9 }),
    [350, 422, 'TOTALE FATTURA', { size: 10.5, bold: true }], R(545, 422, '€ 631,96', { size: 10.5, bold: true }),
    [45, 452, '#RECT 505 46 black stroke'],
    [52, 458, 'Modalità di pagamento: Bonifico bancario 30 gg d.f.f.m.', { size: 8.5 }],
    [52, 470, 'Scadenza: 30/11/2026 – Importo: € 631,96', { size: 8.5, bold: true }],
    [52, 482, 'IBAN IT 40 S 05387 02400 000004471820 – BPER Banca, filiale Bologna San Vitale', { size: 8 }],
    [50, 512, 'Pneumatici sostituiti: 4 x 175/65 R14 estivi, DOT 2221, battistrada 3 mm, smaltiti a norma di legge.', { size: 7.5 }],
    [50, 523, 'Copia di cortesia: il documento fiscale è stato trasmesso tramite SdI.', { size: 7.5 }],
    [50, 800, 'Autofficina Ferraresi S.n.c. di Ferraresi Luca & C. · Via Emilia Levante 214, 40139 Bologna · P.IVA 02918440371 · REA BO-481220', { size: 6.5 }],
  ] },

  // Portuguese oficina FATURA (A4): a logo square and word mark, the legal name "Auto Reparadora
  // Vilaverde, Lda.", address, NIF and capital right; FATURA, FT 2026A/1187 and its ATCUD, "Original";
  // a five-cell grid (data de emissão 2026-10-29, vencimento 2026-11-28, ordem de reparação, condições
  // de pagamento, página); the customer with his own NIF; the vehicle (matrícula AT-44-RZ, VIN,
  // quilómetros "142 380"); six lines between rules with Artigo codes, hours and units, a Desc. 10 %
  // on the flywheel, IVA 23 % and Valor; an IVA table; Total ilíquido, Desconto comercial, Total sem
  // IVA, Total IVA and TOTAL "1 087,63" with a space; the availability date, IBAN and a QR code; the
  // certified-software line in the footer.
  { name: 'oficina-pt-fatura-embraiagem-desconto-atcud-nif-cliente-matricula-vencimento', kind: 'invoice', expect: { vendorName: 'Auto Reparadora Vilaverde, Lda.', invoiceNumber: 'FT 2026A/1187', invoiceDate: '2026-10-29', dueDate: '2026-11-28', subtotal: 884.25, tax: 203.38, total: 1087.63, currency: 'EUR' },
    items: [['Mão de obra – substituição de embraiagem', 4.5, 38, 171], ['Kit de embraiagem LuK 623 3082 09', 1, 289.9, 289.9], ['Volante bimassa LuK 415 0735 10', 1, 412.5, 371.25],
      ['Óleo de caixa 75W-80', 2, 14.8, 29.6], ['Mão de obra – diagnóstico eletrónico', 0.5, 38, 19], ['Taxa de gestão de resíduos', 1, 3.5, 3.5]], cells: [
    [50, 34, '#RECT 36 36 #1e3a8a'], [94, 34, 'VILAVERDE', { size: 20, bold: true }], [95, 57, 'AUTO REPARADORA · MECÂNICA GERAL', { size: 7.5, bold: true }],
    R(545, 36, 'Auto Reparadora Vilaverde, Lda.', { size: 9, bold: true, width: 250 }),
    R(545, 48, 'Rua de São Vicente 212, 4710-436 Braga', { size: 8, width: 250 }),
    R(545, 58, 'NIF 514 447 182 · Tel. 253 555 014', { size: 8, width: 250 }),
    R(545, 68, 'Capital social 5 000,00 € · CRC Braga', { size: 8, width: 250 }),
    [50, 96, 'FATURA', { size: 16, bold: true }], R(545, 100, 'Original', { size: 8 }),
    [50, 116, 'FT 2026A/1187', { size: 11, bold: true }], [50, 131, 'ATCUD: JF7KQ2MX-1187', { size: 8 }],
    [45, 150, '#RECT 505 30 black stroke'], [146, 150, '#RECT 0 30 black stroke'], [247, 150, '#RECT 0 30 black stroke'], [348, 150, '#RECT 0 30 black stroke'], [449, 150, '#RECT 0 30 black stroke'],
    [50, 154, 'Data de emissão', { size: 6.5 }], [151, 154, 'Vencimento', { size: 6.5 }], [252, 154, 'Ordem de reparação', { size: 6.5 }], [353, 154, 'Cond. pagamento', { size: 6.5 }], [454, 154, 'Página', { size: 6.5 }],
    [50, 166, '2026-10-29', { size: 8.5, bold: true }], [151, 166, '2026-11-28', { size: 8.5, bold: true }], [252, 166, 'OR 2026/0918', { size: 8.5 }], [353, 166, '30 dias', { size: 8.5 }], [454, 166, '1/1', { size: 8.5 }],
    [50, 196, 'Exmo.(s) Sr.(s)', { size: 7.5 }], [50, 207, 'Ricardo Manuel Faria Pinto', { size: 9.5, bold: true }],
    [50, 219, 'Rua Dr. Francisco Pires Gonçalves 55, 2.º Esq.', { size: 8.5 }], [50, 230, '4715-558 Braga', { size: 8.5 }], [50, 241, 'NIF 245 118 774', { size: 8.5 }],
    [330, 196, 'Viatura', { size: 7.5, bold: true }], [330, 207, 'Peugeot 308 SW 1.6 BlueHDi 120', { size: 8.5 }],
    [330, 219, 'Matrícula: AT-44-RZ', { size: 8.5 }], [330, 230, 'VIN: VF3LRBHZ6FS144718', { size: 8.5 }], [330, 241, 'Quilómetros: 142 380', { size: 8.5 }],
    [45, 262, '#RECT 505 0.8 black'],
    [50, 267, 'Artigo', { size: 7.5, bold: true }], [125, 267, 'Descrição', { size: 7.5, bold: true }], R(360, 267, 'Qtd.', { size: 7.5, bold: true }), [365, 267, 'Un.', { size: 7.5, bold: true }],
    R(430, 267, 'Preço unit.', { size: 7.5, bold: true }), R(462, 267, 'Desc.', { size: 7.5, bold: true }), R(495, 267, 'IVA', { size: 7.5, bold: true }), R(545, 267, 'Valor', { size: 7.5, bold: true }),
    [45, 279, '#RECT 505 0.8 black'],
    [50, 287, 'MO.EMB', { size: 8 }], [125, 287, 'Mão de obra – substituição de embraiagem', { size: 8 }], R(360, 287, '4,50', { size: 8 }), [365, 287, 'h', { size: 8 }], R(430, 287, '38,00', { size: 8 }), R(495, 287, '23%', { size: 8 }), R(545, 287, '171,00', { size: 8 }),
    [50, 300, 'LUK623308209', { size: 8 }], [125, 300, 'Kit de embraiagem LuK 623 3082 09', { size: 8 }], R(360, 300, '1,00', { size: 8 }), [365, 300, 'un', { size: 8 }], R(430, 300, '289,90', { size: 8 }), R(495, 300, '23%', { size: 8 }), R(545, 300, '289,90', { size: 8 }),
    [50, 313, 'LUK415073510', { size: 8 }], [125, 313, 'Volante bimassa LuK 415 0735 10', { size: 8 }], R(360, 313, '1,00', { size: 8 }), [365, 313, 'un', { size: 8 }], R(430, 313, '412,50', { size: 8 }), R(462, 313, '10%', { size: 8 }), R(495, 313, '23%', { size: 8 }), R(545, 313, '371,25', { size: 8 }),
    [50, 326, 'OL75W80', { size: 8 }], [125, 326, 'Óleo de caixa 75W-80', { size: 8 }], R(360, 326, '2,00', { size: 8 }), [365, 326, 'L', { size: 8 }], R(430, 326, '14,80', { size: 8 }), R(495, 326, '23%', { size: 8 }), R(545, 326, '29,60', { size: 8 }),
    [50, 339, 'MO.DIAG', { size: 8 }], [125, 339, 'Mão de obra – diagnóstico eletrónico', { size: 8 }], R(360, 339, '0,50', { size: 8 }), [365, 339, 'h', { size: 8 }], R(430, 339, '38,00', { size: 8 }), R(495, 339, '23%', { size: 8 }), R(545, 339, '19,00', { size: 8 }),
    [50, 352, 'TXAMB', { size: 8 }], [125, 352, 'Taxa de gestão de resíduos', { size: 8 }], R(360, 352, '1,00', { size: 8 }), [365, 352, 'un', { size: 8 }], R(430, 352, '3,50', { size: 8 }), R(495, 352, '23%', { size: 8 }), R(545, 352, '3,50', { size: 8 }),
    [45, 366, '#RECT 505 0.6 black'],
    [50, 376, 'Taxa', { size: 7.5, bold: true }], R(160, 376, 'Incidência', { size: 7.5, bold: true }), R(230, 376, 'Valor IVA', { size: 7.5, bold: true }),
    [50, 388, 'IVA 23%', { size: 7.5 }], R(160, 388, '884,25', { size: 7.5 }), R(230, 388, '203,38', { size: 7.5 }),
    [350, 376, 'Total ilíquido', { size: 8.5 }], R(545, 376, '925,50', { size: 8.5 }),
    [350, 389, 'Desconto comercial', { size: 8.5 }], R(545, 389, '41,25', { size: 8.5 }),
    [350, 402, 'Total sem IVA', { size: 8.5 }], R(545, 402, '884,25', { size: 8.5 }),
    [350, 415, 'Total IVA', { size: 8.5 }], R(545, 415, '203,38', { size: 8.5 }),
    [345, 430, '#RECT 205 0.6 black'],
    [350, 436, 'TOTAL (EUR)', { size: 11, bold: true }], R(545, 436, '1 087,63 €', { size: 11, bold: true }),
    [50, 470, 'Os bens e serviços foram colocados à disposição do adquirente em 2026-10-29.', { size: 7.5 }],
    [50, 481, 'Pagamento por transferência: IBAN PT50 0035 0412 0004 4718 2031 5 (CGD) · Ref.ª FT 2026A/1187', { size: 7.5 }],
    [50, 492, 'Peças substituídas entregues ao cliente. Garantia das peças: 3 anos nos termos da lei.', { size: 7.5 }],
    [480, 462, '#RECT 60 60 black stroke'], [484, 466, '#RECT 14 14 black'], [522, 466, '#RECT 14 14 black'], [484, 504, '#RECT 14 14 black'],
    [503, 484, '#RECT 6 6 black'], [513, 492, '#RECT 8 4 black'], [501, 506, '#RECT 4 10 black'], [523, 502, '#RECT 10 6 black'],
    [50, 790, 'Processado por programa certificado n.º 2871/AT · Auto Reparadora Vilaverde, Lda. · NIF 514 447 182 · Matrícula CRC Braga 514447182', { size: 6.5 }],
  ] },

  // US (Texas) auto parts store receipt: the store name, store number and address; SALE with the
  // invoice number, date-time 11/14/2026 4:52 PM, register and employee, a rewards number; six lines
  // with T flags and SKU / "2 @ 18.49" lines under them: a battery, its CORE CHARGE, the old battery's
  // CORE RETURN (-22.00) and an ALTERNATOR CORE REFUND (-45.00) against an earlier invoice dated
  // 11/02/26; SUBTOTAL, SALES TAX 8.25 %, TOTAL, US DEBIT with chip and auth, CHANGE; the vehicle
  // "2014 FORD F-150 5.0L", the battery warranty and the returns policy.
  { name: 'auto-parts-us-tx-core-charge-core-return-core-refund-negative-lines-debit', kind: 'receipt', size: [226, 480], expect: { vendorName: 'Lone Star Auto Parts', invoiceDate: '2026-11-14', subtotal: 216.96, tax: 17.9, total: 234.86, currency: 'USD', paymentMethod: 'card' },
    items: [['BATTERY GRP 48 H6 AGM', 1, 219.99, 219.99], ['CORE CHARGE - BATTERY', 1, 22, 22], ['CORE RETURN - BATTERY', -1, 22, -22], ['CORE REFUND - ALTERNATOR', -1, 45, -45],
      ['WIPER BLADE 22IN BEAM', 2, 18.49, 36.98], ['TERMINAL PROTECTOR SPRAY', 1, 4.99, 4.99]], cells: [
    [44, 14, 'LONE STAR AUTO PARTS', { size: 11, bold: true }],
    [66, 30, 'Store #0417 · (512) 555-0177', { size: 7 }], [48, 40, '6210 N Lamar Blvd, Austin TX 78752', { size: 7 }],
    [16, 56, 'SALE', { size: 8, bold: true }], R(210, 56, 'INVOICE# 0417-121907', { size: 7 }),
    [16, 67, '11/14/2026  4:52 PM   REG 02   EMP 1184', { size: 7 }],
    [16, 77, 'REWARDS # ****-**7716   T. GARZA', { size: 7 }],
    [16, 88, '#RECT 194 0.5 black'],
    [16, 96, 'BATTERY GRP 48 H6 AGM', { size: 7.5 }], R(196, 96, '219.99', { size: 7.5 }), [201, 96, 'T', { size: 7 }],
    [22, 105, 'SKU 48AGM-3   1 @ 219.99   3YR FREE REPL', { size: 6.5 }],
    [16, 116, 'CORE CHARGE - BATTERY', { size: 7.5 }], R(196, 116, '22.00', { size: 7.5 }), [201, 116, 'T', { size: 7 }],
    [22, 125, 'SKU CORE-BAT   1 @ 22.00', { size: 6.5 }],
    [16, 136, 'CORE RETURN - BATTERY', { size: 7.5 }], R(196, 136, '-22.00', { size: 7.5 }), [201, 136, 'T', { size: 7 }],
    [22, 145, 'SKU CORE-BAT   -1 @ 22.00', { size: 6.5 }],
    [16, 156, 'CORE REFUND - ALTERNATOR', { size: 7.5 }], R(196, 156, '-45.00', { size: 7.5 }), [201, 156, 'T', { size: 7 }],
    [22, 165, 'ORIG INV 0417-118832  11/02/26', { size: 6.5 }],
    [22, 174, 'SKU CORE-ALT   -1 @ 45.00', { size: 6.5 }],
    [16, 185, 'WIPER BLADE 22IN BEAM', { size: 7.5 }], R(196, 185, '36.98', { size: 7.5 }), [201, 185, 'T', { size: 7 }],
    [22, 194, 'SKU BM-22   2 @ 18.49', { size: 6.5 }],
    [16, 205, 'TERMINAL PROTECTOR SPRAY', { size: 7.5 }], R(196, 205, '4.99', { size: 7.5 }), [201, 205, 'T', { size: 7 }],
    [22, 214, 'SKU TP-5OZ   1 @ 4.99', { size: 6.5 }],
    [16, 226, '#RECT 194 0.5 black'],
    [16, 234, 'SUBTOTAL', { size: 8 }], R(196, 234, '216.96', { size: 8 }),
    [16, 245, 'SALES TAX 8.25%', { size: 8 }], R(196, 245, '17.90', { size: 8 }),
    [16, 258, 'TOTAL', { size: 11, bold: true }], R(196, 258, '$234.86', { size: 11, bold: true }),
    [16, 276, 'US DEBIT ****4471', { size: 8 }], R(196, 276, '234.86', { size: 8 }),
    [22, 286, 'CHIP READ   AUTH 704418', { size: 6.5 }],
    [16, 296, 'CHANGE', { size: 8 }], R(196, 296, '0.00', { size: 8 }),
    [16, 312, 'ITEMS 6      CORES RETURNED 2', { size: 7 }],
    [16, 324, 'VEHICLE: 2014 FORD F-150 5.0L', { size: 7 }],
    [16, 336, 'Battery installed in lot by EMP 1184 (free).', { size: 6.5 }],
    [16, 345, 'Battery warranty: 3 yr free replacement.', { size: 6.5 }],
    [16, 354, 'Returns within 90 days with this receipt.', { size: 6.5 }],
    [48, 372, 'THANK YOU FOR SHOPPING LONE STAR!', { size: 6.5, bold: true }],
  ] },

  // UK tyre centre VAT RECEIPT: the word mark, the legal name, address and VAT number; "Sat
  // 21/11/2026 11:02", till and receipt number, job number and fitter, the registration and the
  // mileage "48,112"; six lines with "4 @ 96.50" style lines under them: four tyres "205/55 R16 91V",
  // fitting & balancing, TPMS valve kits, tyre disposal, a laser alignment and an online-booking
  // discount (-5.00); TOTAL, AMEX contactless, change; a VAT analysis (net, VAT, gross at 20 %); the
  // re-torque note, the alignment readings and the next MOT date.
  { name: 'tyre-centre-uk-vat-receipt-4-tyres-fitting-tpms-disposal-alignment-discount', kind: 'receipt', size: [226, 440], expect: { vendorName: 'Treadwell Tyres & Autocare Ltd', invoiceDate: '2026-11-21', tax: 86.17, total: 516.99, currency: 'GBP', paymentMethod: 'card' },
    items: [['MICHELIN PRIMACY 4+', 4, 96.5, 386], ['FITTING & BALANCING', 4, 12, 48], ['TPMS VALVE SERVICE KIT', 4, 6.5, 26], ['TYRE DISPOSAL', 4, 3, 12], ['4 WHEEL LASER ALIGNMENT', 1, 49.99, 49.99], ['ONLINE BOOKING DISCOUNT', null, null, -5]], cells: [
    [60, 12, 'TREADWELL', { size: 16, bold: true }], [56, 31, 'TYRES · EXHAUSTS · MOT', { size: 7.5, bold: true }],
    [56, 43, 'Treadwell Tyres & Autocare Ltd', { size: 7.5 }], [44, 53, '212 Narborough Rd, Leicester LE3 0BS', { size: 7 }],
    [74, 63, 'VAT Reg 412 7718 04', { size: 7 }],
    [78, 78, 'VAT RECEIPT', { size: 9, bold: true }],
    [16, 93, 'Sat 21/11/2026 11:02', { size: 7 }], R(210, 93, 'Till 2  Rcpt 44718', { size: 7 }),
    [16, 103, 'Job No. J-20991   Fitter: Craig', { size: 7 }],
    [16, 113, 'Reg: LK19 XHT   Mileage: 48,112', { size: 7 }],
    [16, 124, '#RECT 194 0.5 black'],
    [16, 132, 'MICHELIN PRIMACY 4+', { size: 7.5 }], R(210, 132, '386.00', { size: 7.5 }),
    [22, 141, '205/55 R16 91V   4 @ 96.50', { size: 6.5 }],
    [16, 152, 'FITTING & BALANCING', { size: 7.5 }], R(210, 152, '48.00', { size: 7.5 }),
    [22, 161, '4 @ 12.00', { size: 6.5 }],
    [16, 172, 'TPMS VALVE SERVICE KIT', { size: 7.5 }], R(210, 172, '26.00', { size: 7.5 }),
    [22, 181, '4 @ 6.50', { size: 6.5 }],
    [16, 192, 'TYRE DISPOSAL', { size: 7.5 }], R(210, 192, '12.00', { size: 7.5 }),
    [22, 201, '4 @ 3.00   (environmental)', { size: 6.5 }],
    [16, 212, '4 WHEEL LASER ALIGNMENT', { size: 7.5 }], R(210, 212, '49.99', { size: 7.5 }),
    [22, 221, '1 @ 49.99', { size: 6.5 }],
    [16, 232, 'ONLINE BOOKING DISCOUNT', { size: 7.5 }], R(210, 232, '-5.00', { size: 7.5 }),
    [22, 241, '10% OFF ALIGNMENT', { size: 6.5 }],
    [16, 253, '#RECT 194 0.5 black'],
    [16, 261, 'TOTAL', { size: 12, bold: true }], R(210, 261, '£516.99', { size: 12, bold: true }),
    [16, 280, 'AMEX', { size: 8 }], R(210, 280, '516.99', { size: 8 }),
    [22, 290, '************1009   CONTACTLESS', { size: 6.5 }],
    [16, 300, 'CHANGE', { size: 8 }], R(210, 300, '0.00', { size: 8 }),
    [16, 316, 'VAT RATE', { size: 6.5, bold: true }], R(110, 316, 'NET', { size: 6.5, bold: true }), R(160, 316, 'VAT', { size: 6.5, bold: true }), R(210, 316, 'GROSS', { size: 6.5, bold: true }),
    [16, 326, 'S 20%', { size: 6.5 }], R(110, 326, '430.82', { size: 6.5 }), R(160, 326, '86.17', { size: 6.5 }), R(210, 326, '516.99', { size: 6.5 }),
    [16, 342, 'Please have your wheel nuts re-torqued', { size: 6.5 }],
    [16, 351, 'after 50 miles (free of charge).', { size: 6.5 }],
    [16, 362, 'Front toe before +0.42°  after 0.05°', { size: 6.5 }],
    [16, 373, 'Next MOT due: 14/03/2027', { size: 6.5 }],
    [46, 392, 'Thank you for choosing Treadwell', { size: 7, bold: true }],
  ] },

  // Australian locksmith's after-hours TAX INVOICE / RECEIPT: the trading name, "Pty Ltd" legal name,
  // ABN, security licence number and mobile; receipt and job numbers, date 07/11/2026, technician, the
  // call, on-site and finish times, the site address "5/22 Bay St"; four lines (keys cut "3 @ 8.50");
  // Subtotal (incl. GST) 489.50, a 1.5 % card surcharge, TOTAL PAID and "GST included in total";
  // Mastercard credit contactless with auth and APPROVED; the surcharge notice and the key code.
  { name: 'locksmith-au-after-hours-lockout-card-surcharge-gst-included-tax-invoice', kind: 'receipt', size: [226, 400], expect: { vendorName: 'Harbour City Locksmiths Pty Ltd', invoiceDate: '2026-11-07', tax: 45.17, total: 496.84, currency: 'AUD', paymentMethod: 'card' },
    items: [['After-hours emergency call-out', null, null, 180], ['Non-destructive entry - front door', null, null, 95], ['Supply & fit deadlock, 5 pin', null, null, 189], ['Keys cut', 3, 8.5, 25.5]], cells: [
    [42, 12, 'HARBOUR CITY LOCKSMITHS', { size: 10, bold: true }],
    [52, 27, 'Harbour City Locksmiths Pty Ltd', { size: 7.5 }], [74, 37, 'ABN 63 147 718 220', { size: 7 }],
    [56, 46, 'NSW Master Licence 000104471', { size: 7 }], [66, 55, '24/7 Mobile 0412 555 044', { size: 7 }],
    [56, 70, 'TAX INVOICE / RECEIPT', { size: 8.5, bold: true }],
    [16, 85, 'Receipt no. R-7718', { size: 7 }], R(210, 85, 'Job 26-1104', { size: 7 }),
    [16, 95, 'Date: 07/11/2026', { size: 7 }], R(210, 95, 'Tech: Sam', { size: 7 }),
    [16, 105, 'Call 21:40 · On site 22:05 · Done 22:55', { size: 7 }],
    [16, 115, 'Site: 5/22 Bay St, Glebe NSW 2037', { size: 7 }],
    [16, 126, '#RECT 194 0.5 black'],
    [16, 134, 'After-hours emergency call-out', { size: 7.5 }], R(210, 134, '180.00', { size: 7.5 }),
    [16, 146, 'Non-destructive entry - front door', { size: 7.5 }], R(210, 146, '95.00', { size: 7.5 }),
    [16, 158, 'Supply & fit deadlock, 5 pin', { size: 7.5 }], R(210, 158, '189.00', { size: 7.5 }),
    [22, 167, 'Double cylinder, satin chrome, keyed alike', { size: 6.5 }],
    [16, 178, 'Keys cut', { size: 7.5 }], R(210, 178, '25.50', { size: 7.5 }),
    [22, 187, '3 @ 8.50', { size: 6.5 }],
    [16, 198, '#RECT 194 0.5 black'],
    [16, 206, 'Subtotal (incl. GST)', { size: 8 }], R(210, 206, '489.50', { size: 8 }),
    [16, 217, 'Card surcharge 1.5%', { size: 8 }], R(210, 217, '7.34', { size: 8 }),
    [16, 230, 'TOTAL PAID', { size: 11, bold: true }], R(210, 230, '$496.84', { size: 11, bold: true }),
    [16, 245, 'GST included in total', { size: 8 }], R(210, 245, '45.17', { size: 8 }),
    [16, 256, '#RECT 194 0.5 black'],
    [16, 264, 'MASTERCARD CREDIT', { size: 7.5 }], R(210, 264, '496.84', { size: 7.5 }),
    [22, 274, 'Card ****7718   CONTACTLESS', { size: 6.5 }], [22, 283, 'Auth 044182   Terminal 2', { size: 6.5 }],
    [16, 294, 'APPROVED', { size: 7.5, bold: true }],
    [16, 310, 'Surcharge applies to credit card payments.', { size: 6.5 }],
    [16, 319, 'Bank transfer or cash: no surcharge.', { size: 6.5 }],
    [16, 330, '12 month warranty on hardware supplied.', { size: 6.5 }],
    [16, 339, 'Key register code: HC-22037-A', { size: 6.5 }],
  ] },

  // New Zealand handyman's receipt-book page (A5 landscape, a pre-printed form filled in): the trading
  // name, the owner, phone, suburb and GST number; TAX INVOICE / RECEIPT and the pre-printed No. 0447;
  // Date "20/11/26" and Received from on ruled lines; a PARTICULARS table whose amounts are split into
  // a $ column and a c column ("192 | 50"), five lines (labour "3.5 hrs @ $55", palings "x6 @ $7.90"),
  // then Sub-total, GST 15 % and TOTAL in the same columns; the sum in words; tick boxes for Cash,
  // Cheque, Eftpos and Internet banking with an X in the last; a signature line.
  { name: 'handyman-nz-receipt-book-dollars-cents-columns-gst15-tick-box-internet-banking', kind: 'receipt', size: [420, 298], expect: { vendorName: 'Harbourside Handyman Services', invoiceDate: '2026-11-20', subtotal: 356.3, tax: 53.45, total: 409.75, currency: 'NZD', paymentMethod: 'bank_transfer' },
    items: [['Rehang back door – labour 3.5 hrs @ $55', 3.5, 55, 192.5], ['Stainless hinges + screws', null, null, 38.4], ['Fence palings replaced x6 @ $7.90', 6, 7.9, 47.4], ['Gutter clean – front of house', null, null, 60], ['Tip fee (green waste)', null, null, 18]], cells: [
    [10, 10, '#RECT 400 278 black stroke'],
    [20, 18, 'Harbourside Handyman Services', { size: 12, bold: true }],
    [20, 33, 'Dave Te Rangi · 021 555 0447 · Devonport, Auckland', { size: 7.5 }], [20, 43, 'GST No. 118-447-920', { size: 7.5 }],
    R(400, 18, 'TAX INVOICE / RECEIPT', { size: 9, bold: true, width: 160 }), R(400, 32, 'No. 0447', { size: 12, bold: true }),
    [20, 60, 'Date', { size: 7 }], [48, 57, '20/11/26', { size: 10 }], [46, 69, '#RECT 80 0.4 black'],
    [140, 60, 'Received from', { size: 7 }], [192, 57, 'Mrs J. Whitaker, 14 Kowhai St', { size: 10 }], [190, 69, '#RECT 210 0.4 black'],
    [20, 78, '#RECT 380 14 #e5e7eb'], [20, 78, '#RECT 380 170 black stroke'],
    [320, 78, '#RECT 0 170 black stroke'], [364, 78, '#RECT 0 170 black stroke'],
    [24, 82, 'PARTICULARS', { size: 7, bold: true }], [338, 82, '$', { size: 7, bold: true }], [379, 82, 'c', { size: 7, bold: true }],
    [24, 97, 'Rehang back door – labour 3.5 hrs @ $55', { size: 9.5 }], R(358, 97, '192', { size: 9.5 }), [374, 97, '50', { size: 9.5 }],
    [20, 110, '#RECT 380 0.3 black'],
    [24, 114, 'Stainless hinges + screws', { size: 9.5 }], R(358, 114, '38', { size: 9.5 }), [374, 114, '40', { size: 9.5 }],
    [20, 127, '#RECT 380 0.3 black'],
    [24, 131, 'Fence palings replaced x6 @ $7.90', { size: 9.5 }], R(358, 131, '47', { size: 9.5 }), [374, 131, '40', { size: 9.5 }],
    [20, 144, '#RECT 380 0.3 black'],
    [24, 148, 'Gutter clean – front of house', { size: 9.5 }], R(358, 148, '60', { size: 9.5 }), [374, 148, '00', { size: 9.5 }],
    [20, 161, '#RECT 380 0.3 black'],
    [24, 165, 'Tip fee (green waste)', { size: 9.5 }], R(358, 165, '18', { size: 9.5 }), [374, 165, '00', { size: 9.5 }],
    [20, 178, '#RECT 380 0.3 black'], [20, 195, '#RECT 380 0.3 black'],
    R(312, 199, 'Sub-total', { size: 8 }), R(358, 199, '356', { size: 9.5 }), [374, 199, '30', { size: 9.5 }],
    [20, 212, '#RECT 380 0.3 black'],
    R(312, 216, 'GST 15%', { size: 8 }), R(358, 216, '53', { size: 9.5 }), [374, 216, '45', { size: 9.5 }],
    [20, 229, '#RECT 380 0.3 black'],
    R(312, 233, 'TOTAL', { size: 8.5, bold: true }), R(358, 233, '409', { size: 9.5, bold: true }), [374, 233, '75', { size: 9.5, bold: true }],
    [20, 256, 'The sum of', { size: 7 }], [62, 254, 'four hundred and nine dollars 75c', { size: 9.5 }], [60, 265, '#RECT 200 0.4 black'],
    [20, 272, '#RECT 8 8 black stroke'], [31, 273, 'Cash', { size: 7 }],
    [62, 272, '#RECT 8 8 black stroke'], [73, 273, 'Cheque', { size: 7 }],
    [112, 272, '#RECT 8 8 black stroke'], [123, 273, 'Eftpos', { size: 7 }],
    [160, 272, '#RECT 8 8 black stroke'], [161.5, 272, 'X', { size: 8, bold: true }], [171, 273, 'Internet banking', { size: 7 }],
    [280, 273, 'Signed', { size: 7 }], [308, 266, 'D. Te Rangi', { size: 9.5 }], [306, 279, '#RECT 94 0.4 black'],
  ] },

  // Spanish ITV station's FACTURA SIMPLIFICADA: the station name, the S.L. legal name, address, CIF and
  // station number; the number T2847-26-018812 and "17/11/2026 10:42", line, inspector and a web
  // appointment; the vehicle block (matrícula "4471 KMB", bastidor, model, Km "128.440", first
  // registration 14/05/2018); the inspection priced without IVA with a note under it and the Jefatura
  // de Tráfico fee "no sujeta IVA"; Base imponible, IVA 21 %, Tasa no sujeta and TOTAL; VISA with the
  // operation number; RESULTADO: FAVORABLE, the next inspection date and the environmental label.
  { name: 'itv-es-factura-simplificada-tasa-trafico-no-sujeta-matricula-favorable-visa', kind: 'receipt', size: [226, 360], expect: { vendorName: 'Inspecciones Técnicas Alcobendas, S.L.', invoiceDate: '2026-11-17', tax: 8.3, total: 52.08, currency: 'EUR', paymentMethod: 'card' },
    items: [['Inspección periódica turismo diésel', null, null, 39.54], ['Tasa Jefatura Tráfico (no sujeta IVA)', null, null, 4.24]], cells: [
    [60, 12, 'ITV ALCOBENDAS', { size: 12, bold: true }],
    [40, 28, 'Inspecciones Técnicas Alcobendas, S.L.', { size: 7.5 }],
    [38, 38, 'Avda. de Valdelaparra 27, 28108 Alcobendas', { size: 6.5 }], [58, 47, 'CIF B-86447182 · Estación 2847', { size: 6.5 }],
    [58, 62, 'FACTURA SIMPLIFICADA', { size: 9, bold: true }],
    [16, 77, 'Nº T2847-26-018812', { size: 7 }], R(210, 77, '17/11/2026 10:42', { size: 7 }),
    [16, 87, 'Línea 2 · Inspector 118 · Cita web W-554710', { size: 6.5 }],
    [16, 97, '#RECT 194 0.5 black'],
    [16, 104, 'Matrícula: 4471 KMB', { size: 8, bold: true }],
    [16, 115, 'Bastidor: WF0FXXWPCFHK44718', { size: 6.5 }],
    [16, 124, 'Ford Focus 1.5 TDCi · Turismo · Diésel', { size: 6.5 }],
    [16, 133, 'Km: 128.440 · 1ª matriculación: 14/05/2018', { size: 6.5 }],
    [16, 144, '#RECT 194 0.5 black'],
    [16, 150, 'CONCEPTO', { size: 6.5, bold: true }], R(210, 150, 'IMPORTE', { size: 6.5, bold: true }),
    [16, 161, 'Inspección periódica turismo diésel', { size: 7.5 }], R(210, 161, '39,54', { size: 7.5 }),
    [22, 170, 'incluye análisis de opacidad', { size: 6.5 }],
    [16, 181, 'Tasa Jefatura Tráfico (no sujeta IVA)', { size: 7.5 }], R(210, 181, '4,24', { size: 7.5 }),
    [16, 194, '#RECT 194 0.5 black'],
    [16, 201, 'Base imponible', { size: 7.5 }], R(210, 201, '39,54', { size: 7.5 }),
    [16, 211, 'IVA 21%', { size: 7.5 }], R(210, 211, '8,30', { size: 7.5 }),
    [16, 221, 'Tasa no sujeta', { size: 7.5 }], R(210, 221, '4,24', { size: 7.5 }),
    [16, 235, 'TOTAL', { size: 11, bold: true }], R(210, 235, '52,08 €', { size: 11, bold: true }),
    [16, 253, 'Tarjeta VISA ****0441', { size: 7.5 }], R(210, 253, '52,08', { size: 7.5 }),
    [22, 263, 'Op. 118447 · Autorización 55102K', { size: 6.5 }],
    [16, 275, '#RECT 194 0.5 black'],
    [58, 282, 'RESULTADO: FAVORABLE', { size: 9, bold: true }],
    [16, 297, 'Próxima inspección antes del 17/11/2027', { size: 7 }],
    [16, 307, 'Distintivo ambiental: C', { size: 7 }],
    [16, 320, 'Conserve este justificante junto al informe.', { size: 6.5 }],
  ] },

  // Dutch APK garage's KASSABON: the trading name, the B.V. legal name, address, KvK and BTW numbers and
  // "RDW erkend APK-station"; "do 19-11-2026 16:08", bon and werkorder numbers, kenteken "K-447-RT",
  // model and km-stand "143.882"; five lines with a BTW code column (H = 21 %, 0 = vrijgesteld for the
  // RDW afmeldkosten), "2 x 14,95" and "0,25 u x 64,00" under two lines; TOTAAL, PIN with the card and
  // transaction; a BTW table by code with Grondslag, BTW and Totaal; the new APK expiry date 19-11-2027
  // and an advisory note.
  { name: 'apk-keuring-nl-kassabon-kenteken-btw-21-vrijgesteld-afmeldkosten-pin', kind: 'receipt', size: [226, 360], expect: { vendorName: 'Autobedrijf Van Dijk B.V.', invoiceDate: '2026-11-19', tax: 17.95, total: 105.35, currency: 'EUR', paymentMethod: 'card' },
    items: [['APK-keuring personenauto', null, null, 45], ['Afmeldkosten RDW', null, null, 1.95], ['Ruitenwisserset voor', 2, 14.95, 29.9], ['Lamp H7 dimlicht links', null, null, 12.5], ['Arbeid lamp vervangen', 0.25, 64, 16]], cells: [
    [44, 12, 'AUTOBEDRIJF VAN DIJK', { size: 11, bold: true }],
    [64, 27, 'Autobedrijf Van Dijk B.V.', { size: 7.5 }],
    [46, 37, 'Nijverheidsweg 31, 3812 PS Amersfoort', { size: 6.5 }], [46, 46, 'KvK 31044718 · BTW NL815044718B01', { size: 6.5 }],
    [68, 55, 'RDW erkend APK-station', { size: 6.5 }],
    [16, 71, 'do 19-11-2026  16:08', { size: 7 }], R(210, 71, 'Bon 2026-04471', { size: 7 }),
    [16, 81, 'Werkorder 11873 · Monteur: Rik', { size: 7 }],
    [16, 92, 'Kenteken: K-447-RT', { size: 8, bold: true }],
    [16, 103, 'Peugeot 208 1.2 PureTech · km-stand 143.882', { size: 6.5 }],
    [16, 114, '#RECT 194 0.5 black'],
    [16, 122, 'APK-keuring personenauto', { size: 7.5 }], R(196, 122, '45,00', { size: 7.5 }), [201, 122, 'H', { size: 7 }],
    [16, 133, 'Afmeldkosten RDW', { size: 7.5 }], R(196, 133, '1,95', { size: 7.5 }), [201, 133, '0', { size: 7 }],
    [16, 144, 'Ruitenwisserset voor', { size: 7.5 }], R(196, 144, '29,90', { size: 7.5 }), [201, 144, 'H', { size: 7 }],
    [22, 153, '2 x 14,95', { size: 6.5 }],
    [16, 164, 'Lamp H7 dimlicht links', { size: 7.5 }], R(196, 164, '12,50', { size: 7.5 }), [201, 164, 'H', { size: 7 }],
    [16, 175, 'Arbeid lamp vervangen', { size: 7.5 }], R(196, 175, '16,00', { size: 7.5 }), [201, 175, 'H', { size: 7 }],
    [22, 184, '0,25 u x 64,00', { size: 6.5 }],
    [16, 196, '#RECT 194 0.5 black'],
    [16, 204, 'TOTAAL', { size: 11, bold: true }], R(210, 204, '€ 105,35', { size: 11, bold: true }),
    [16, 221, 'PIN', { size: 8 }], R(210, 221, '105,35', { size: 8 }),
    [22, 231, 'Debit Mastercard ****4718 · Trx 004471', { size: 6.5 }],
    [16, 246, 'BTW', { size: 6.5, bold: true }], R(100, 246, 'Grondslag', { size: 6.5, bold: true }), R(150, 246, 'BTW', { size: 6.5, bold: true }), R(210, 246, 'Totaal', { size: 6.5, bold: true }),
    [16, 256, 'H 21%', { size: 6.5 }], R(100, 256, '85,45', { size: 6.5 }), R(150, 256, '17,95', { size: 6.5 }), R(210, 256, '103,40', { size: 6.5 }),
    [16, 266, '0 vrijgesteld', { size: 6.5 }], R(100, 266, '1,95', { size: 6.5 }), R(150, 266, '0,00', { size: 6.5 }), R(210, 266, '1,95', { size: 6.5 }),
    [16, 276, 'Totaal', { size: 6.5, bold: true }], R(100, 276, '87,40', { size: 6.5, bold: true }), R(150, 276, '17,95', { size: 6.5, bold: true }), R(210, 276, '105,35', { size: 6.5, bold: true }),
    [16, 292, 'APK goedgekeurd – vervaldatum 19-11-2027', { size: 7, bold: true }],
    [16, 303, 'Advies: remschijven achter binnen 5.000 km.', { size: 6.5 }],
    [64, 318, 'Bedankt en goede reis!', { size: 7 }],
  ] },

  // Polish tyre service's PARAGON FISKALNY: the trading name, the sole trader's name "Serwis Ogumienia
  // Marek Zieliński", address and NIP; "2026-11-03 11:24" and the print number; PARAGON FISKALNY; the
  // buyer's NIP; five lines with "4 x12,50" and the amount with the PTU letter A; Sprzedaż opodatk. A,
  // PTU A 23,00 %, SUMA PTU and SUMA PLN; Gotówka 320,00 and Reszta 10,00; the till and fiscal
  // printer numbers, the customer's tyres "205/55 R16" with a DOT code and the storage date.
  { name: 'wulkanizacja-pl-paragon-wymiana-opon-przechowywanie-nip-nabywcy-gotowka-reszta', kind: 'receipt', size: [226, 360], expect: { vendorName: 'Serwis Ogumienia Marek Zieliński', invoiceDate: '2026-11-03', tax: 57.97, total: 310, currency: 'PLN', paymentMethod: 'cash' },
    items: [['Wymiana opon sezonowa kpl.', 1, 120, 120], ['Wyważanie kół stal. 15"', 4, 12.5, 50], ['Zawór gumowy TR413', 4, 5, 20], ['Przechowywanie opon sezon', 1, 100, 100], ['Mycie kół', 4, 5, 20]], cells: [
    [46, 12, 'SERWIS OPON ZIELIŃSKI', { size: 10.5, bold: true }],
    [50, 27, 'Serwis Ogumienia Marek Zieliński', { size: 7.5 }],
    [50, 37, 'ul. Grochowska 214, 04-357 Warszawa', { size: 6.5 }], [78, 46, 'NIP 952-104-47-18', { size: 6.5 }],
    [16, 60, '2026-11-03 11:24', { size: 7 }], R(210, 60, 'nr wydr. 044718', { size: 7 }),
    [72, 72, 'PARAGON FISKALNY', { size: 8, bold: true }],
    [16, 84, 'NIP nabywcy: 5261044718', { size: 7 }],
    [16, 96, 'Wymiana opon sezonowa kpl.', { size: 7.5 }], [60, 105, '1 x120,00', { size: 7 }], R(210, 105, '120,00 A', { size: 7.5 }),
    [16, 116, 'Wyważanie kół stal. 15"', { size: 7.5 }], [60, 125, '4 x12,50', { size: 7 }], R(210, 125, '50,00 A', { size: 7.5 }),
    [16, 136, 'Zawór gumowy TR413', { size: 7.5 }], [60, 145, '4 x5,00', { size: 7 }], R(210, 145, '20,00 A', { size: 7.5 }),
    [16, 156, 'Przechowywanie opon sezon', { size: 7.5 }], [60, 165, '1 x100,00', { size: 7 }], R(210, 165, '100,00 A', { size: 7.5 }),
    [16, 176, 'Mycie kół', { size: 7.5 }], [60, 185, '4 x5,00', { size: 7 }], R(210, 185, '20,00 A', { size: 7.5 }),
    [16, 197, '#RECT 194 0.5 black'],
    [16, 203, 'Sprzedaż opodatk. A', { size: 7.5 }], R(210, 203, '310,00', { size: 7.5 }),
    [16, 213, 'PTU A 23,00%', { size: 7.5 }], R(210, 213, '57,97', { size: 7.5 }),
    [16, 223, 'SUMA PTU', { size: 7.5 }], R(210, 223, '57,97', { size: 7.5 }),
    [16, 237, 'SUMA PLN', { size: 11, bold: true }], R(210, 237, '310,00', { size: 11, bold: true }),
    [16, 255, 'Gotówka', { size: 8 }], R(210, 255, '320,00', { size: 8 }),
    [16, 265, 'Reszta', { size: 8 }], R(210, 265, '10,00', { size: 8 }),
    [16, 277, '#RECT 194 0.5 black'],
    [16, 283, '00144 #Kasa 1   Kasjer: Marek   11:24', { size: 6.5 }],
    [16, 292, 'BFP 20044718', { size: 6.5 }],
    [16, 305, 'Opony klienta: 205/55 R16 zimowe, DOT 3823', { size: 6.5 }],
    [16, 314, 'Przechowanie do: 2027-04-30 (kwit 471)', { size: 6.5 }],
  ] },

  // German car wash's KASSENBON: the word mark, the GmbH legal name, address and USt-IdNr.; "Sa
  // 21.11.2026 14:03", Beleg number, the till, Kennzeichen "B-SA 7741" and a Waschclub card number;
  // five lines with MwSt code A: the PREMIUM programme, an underbody wash, vacuum tokens "2 x 1,00", a
  // Waschclub-Rabatt 20 % of -3,58 with its basis under it, and an air freshener; SUMME EUR; Apple
  // Pay on a Mastercard; a MwSt table; a wash code valid until 28.11.2026; the TSE block with ISO
  // timestamps and counters.
  { name: 'waschstrasse-de-kassenbon-waschclub-rabatt-negative-line-tse-apple-pay', kind: 'receipt', size: [226, 400], expect: { vendorName: 'Waschpark Sonnenallee GmbH', invoiceDate: '2026-11-21', tax: 3.48, total: 21.81, currency: 'EUR', paymentMethod: 'mobile_wallet' },
    items: [['Waschprogramm PREMIUM', null, null, 17.9], ['Unterbodenwäsche', null, null, 3], ['Sauger-Jeton', 2, 1, 2], ['Waschclub-Rabatt 20 %', null, null, -3.58], ['Duftbaum Vanille', null, null, 2.49]], cells: [
    [40, 12, 'WASCHPARK SONNENALLEE', { size: 11, bold: true }],
    [62, 27, 'Waschpark Sonnenallee GmbH', { size: 7.5 }],
    [62, 37, 'Sonnenallee 221, 12059 Berlin', { size: 6.5 }], [64, 46, 'USt-IdNr. DE 318 447 205', { size: 6.5 }],
    [16, 62, 'Sa 21.11.2026 14:03', { size: 7 }], R(210, 62, 'Beleg 77180', { size: 7 }),
    [16, 72, 'Kasse 1 · Automat Einfahrt', { size: 6.5 }],
    [16, 82, 'Kennzeichen: B-SA 7741', { size: 7 }],
    [16, 92, 'Waschclub-Karte 4471 0022 9918', { size: 6.5 }],
    [16, 103, '#RECT 194 0.5 black'],
    [16, 111, 'Waschprogramm PREMIUM', { size: 7.5 }], R(196, 111, '17,90', { size: 7.5 }), [201, 111, 'A', { size: 7 }],
    [16, 122, 'Unterbodenwäsche', { size: 7.5 }], R(196, 122, '3,00', { size: 7.5 }), [201, 122, 'A', { size: 7 }],
    [16, 133, 'Sauger-Jeton', { size: 7.5 }], R(196, 133, '2,00', { size: 7.5 }), [201, 133, 'A', { size: 7 }],
    [22, 142, '2 x 1,00', { size: 6.5 }],
    [16, 153, 'Waschclub-Rabatt 20 %', { size: 7.5 }], R(196, 153, '-3,58', { size: 7.5 }), [201, 153, 'A', { size: 7 }],
    [22, 162, 'auf Waschprogramm PREMIUM', { size: 6.5 }],
    [16, 173, 'Duftbaum Vanille', { size: 7.5 }], R(196, 173, '2,49', { size: 7.5 }), [201, 173, 'A', { size: 7 }],
    [16, 185, '#RECT 194 0.5 black'],
    [16, 193, 'SUMME EUR', { size: 11, bold: true }], R(210, 193, '21,81', { size: 11, bold: true }),
    [16, 210, 'Apple Pay', { size: 8 }], R(210, 210, '21,81', { size: 8 }),
    [22, 220, 'Mastercard ****3308 kontaktlos', { size: 6.5 }],
    [16, 236, 'MwSt', { size: 6.5, bold: true }], R(100, 236, 'Netto', { size: 6.5, bold: true }), R(150, 236, 'Steuer', { size: 6.5, bold: true }), R(210, 236, 'Brutto', { size: 6.5, bold: true }),
    [16, 246, 'A 19 %', { size: 6.5 }], R(100, 246, '18,33', { size: 6.5 }), R(150, 246, '3,48', { size: 6.5 }), R(210, 246, '21,81', { size: 6.5 }),
    [16, 262, 'Ihr Waschcode: 4471-2290', { size: 8, bold: true }],
    [16, 273, 'gültig bis 28.11.2026', { size: 6.5 }],
    [16, 290, 'TSE-Transaktion: 118472', { size: 6 }],
    [16, 298, 'TSE-Start: 2026-11-21T14:03:11', { size: 6 }],
    [16, 306, 'TSE-Ende: 2026-11-21T14:03:19', { size: 6 }],
    [16, 314, 'TSE-Signaturzähler: 240471', { size: 6 }],
    [16, 322, 'TSE-Seriennr.: 7f3a90c2e1d44b18', { size: 6 }],
    [50, 340, 'Vielen Dank für Ihren Besuch!', { size: 7 }],
  ] },
];
