// A ninth fresh batch of 16 hand-built documents (8 invoices, 8 receipts) in the format of
// documents.ts, written on 2026-11-24 blind to the engine: their author read only documents.ts,
// documents-fresh8.ts (for the format and the conventions) and render.ts (for the page and the
// fonts), nothing under engine/, server/, data/, models/ or test/, and ran neither the engine nor a
// benchmark. The theme is the RESTAURANT AND HOSPITALITY BACK OFFICE: the supplier invoices and
// purchase receipts that restaurants, bars and caterers photograph and upload, half in English (the
// US, the UK, Canada, Australia) and half in German, French, Spanish, Italian, Dutch and Portuguese,
// each with the traps real ones carry. Invoices: the US (a broadline food distributor's invoice on
// US Letter with 22 lines: Item #, ORD and SHP columns, Pack/Size "4/10 LB", "6/#10", "1/50 LB",
// short brand codes, distributor shorthand "CHKN BRST BNLS SKLS 6OZ", three CATCH-WEIGHT lines priced
// per LB on their net weight, a SHORT-SHIPPED line (ordered 1, shipped 0, 0.00), T flags with Ohio
// sales tax on the taxable lines only, a fuel surcharge after the merchandise, route/stop, Net 14
// with a due date, and customer and driver signature boxes), the US again (a Georgia beer
// distributor's invoice: kegs and cases with a per-line GA local excise column, a CONTAINERS block
// with keg deposits charged and EMPTY KEG RETURNS as negative lines, a keg balance box, terms EFT at
// delivery), Australia (an ADJUSTMENT NOTE, the Australian credit note: its own number and date
// beside the ORIGINAL tax invoice's number, date and total, GST-free meat and seafood and one
// taxable packaging line, every amount negative, a negative total), Canada (a linen and uniform
// rental ROUTE INVOICE: Par, Soil in and Delivered columns, per-piece prices to three decimals, a
// lost-garment replacement charge, an environmental fee on the rental only and a delivery charge
// after the subtotal, HST 13 %, service date, invoice date and due date), the US again (a kitchen
// exhaust hood-cleaning invoice: a service date four days before the invoice date, a due date, a
// NEXT SERVICE DUE date in 2027, Florida sales tax 6 % + 1.5 % county surtax), Germany (a
// Gastro-Großmarkt Rechnung with Kundennummer, Lieferschein-Nr. and Liefer-/Leistungsdatum, kg lines
// with three decimals, a MwSt column of codes A (7 %) and B (19 %), three Pfand lines, a tax table by
// code and a SEPA direct debit due date), France (a grossiste facture: Code client, BL n° with its
// own date, a TVA column of codes 1 (5,5 %) and 2 (20 %), Comté "à la coupe" in kg, a TVA recap by
// code, Total TTC and NET À PAYER on a dark band, an Échéance, and the 40 € recovery indemnity in the
// small print), Spain (a Mercamadrid fish wholesaler's factura: kg x €/kg with three decimals, a
// traceability line under every fish (species, FAO zone, gear, lot), IVA 10 % on the fish and 21 % on
// the delivery, 1.082,43 in the Spanish format, a Registro Mercantil "Tomo 28.441" in the footer).
// Receipts: the US (a Las Vegas restaurant-supply warehouse club: member number and business name,
// six-digit item codes, "2 @ 14.29" lines under the items, T / N flags with tax on the disposables and
// chemicals only, Mastercard chip), the UK (a cash-and-carry VAT RECEIPT whose prices EXCLUDE VAT:
// "1 @ 24.99" under every line, codes Z and S, GOODS EX VAT, VAT and TOTAL DUE, a VAT analysis),
// Canada (a BC hardware store receipt for a faucet repair part, SKU lines, GST 5 % and PST 7 %, paid
// with Google Pay on a Visa), the Netherlands (a neighbourhood supermarket's kassabon with STATIEGELD
// lines for bottles and a crate, BTW codes A 9 %, B 21 % and C without BTW, PIN), Portugal (a
// cash-and-carry fatura simplificada with ATCUD, the BUYER's NIF beside the seller's, IVA codes A 6 %,
// B 13 %, C 23 % and a tax table, Multibanco), France (a bakery's BON DE LIVRAISON to a restaurant,
// an A5 slip paid in cash on delivery with "Reçu 120,00 €" and "Rendu 7,20 €", TVA 5,5 % included, and
// the next day's order in quantities without prices), Italy (a market stall's documento commerciale
// with kg x €/kg lines under the items, IVA 4 %, "di cui IVA", electronic payment), Spain (an ice and
// CO2 delivery driver's factura simplificada: prices WITHOUT IVA, IVA 10 % on ice and 21 % on the CO2
// refills, a bottle deposit (fianza) not subject to IVA, paid in cash with change). Date forms:
// 11/23/2026 with a due date 12/07/2026 and an order date 11/22/2026; 20-NOV-2026; 23/11/2026 with
// the original invoice's 16/11/2026 and a use-by 17/11/2026; 2026-11-20 with a service date
// 2026-11-17 and a due date 2026-12-05; November 16, 2026 and December 16, 2026 with a service date
// 11/12/2026 and a next service 02/12/2027; 19.11.2026 and 03.12.2026; 20/12/2026 and 20/11/2026 with
// a BL "du 19/11/2026"; "18 de noviembre de 2026" and 18/12/2026; on receipts 11-22-2026 06:42 AM,
// 23/11/26 11:42, 2026/11/22 15:07, ma 23-11-2026 08:12, 2026-11-23 10:31, "mardi 24 novembre 2026"
// with 24/11/26, 23-11-2026 07:48 and 20-11-2026 09:35. render.ts draws one page only, so no document
// continues on a second page. Once the engine has been fixed on any of them they are a development
// set like documents.ts, and stop measuring anything unbiased.
// One expectation was corrected after the first read (session 21): the warehouse club's vendor is
// 'CHEFMART WHOLESALE CLUB' as printed, the receipt printing its name in capitals only.
// Conventions as fresh8: `expect` lists only fields the printed text makes certain (no subtotal
// where the printed "subtotal" is ambiguous: the distributor's merchandise total with a fuel
// surcharge after it, the beer invoice's product total with deposits and returns after it, the
// linen invoice's subtotal with an environmental fee and a delivery charge after it, the Spanish ice
// receipt with its deposit outside the tax base, tax-inclusive receipts; tax is the sum of the taxes
// where several are printed (7 % + 19 %, 5,5 % + 20 %, 10 % + 21 %, GST + PST, the BTW and IVA rates),
// the beer invoice's GA local excise tax is its tax); total is the document's own total (the beer
// invoice's TOTAL DUE after the net deposits, the adjustment note's TOTAL CREDIT as printed,
// NEGATIVE, with a negative subtotal and tax, the bakery slip's Total TTC and not the cash handed
// over). `items` lists every line item exactly as printed (description, quantity, unit price,
// amount), null where a quantity or unit price is not printed; the description is the description
// cell only (not the item code, the pack size or the brand columns); on a CATCH-WEIGHT line the
// quantity is the weight the price per LB or kg multiplies, on other distributor lines the SHIPPED
// quantity, and the short-shipped line is an item with quantity 0 and amount 0; on the linen
// invoice the Delivered count (not Par or Soil in); deposit (Pfand, statiegeld, fianza) lines, a
// lost-garment charge and a delivery line inside the item table are items; the UK cash-and-carry's items are its ex-VAT amounts as printed. `items` is left out where
// negative lines sit among the items (the beer invoice's empty keg returns, the adjustment note's
// credited lines). Fees, surcharges and charges printed in the totals (fuel surcharge, environmental
// fee, delivery charge) are not items; detail, reason, traceability and SKU lines under an item are
// not part of its description. The vendor is the seller in its most complete printed form (the
// legal name under a trading name or word mark, or in the footer).
// paymentMethod is the payment TYPE, on receipts only: card (Mastercard, Visa Debit, PIN,
// Multibanco, "Pagamento elettronico"), mobile_wallet (Google Pay), cash (espèces, efectivo).
import type { Cell, ProbeDocument } from './documents.js';

/** A right-aligned cell ending at x. */
const R = (x: number, y: number, t: string, o: Cell[3] = {}): Cell => [x, y, t, { ...o, align: 'right' }];

export const FRESH9_DOCUMENTS: ProbeDocument[] = [

  // US broadline foodservice distributor's INVOICE (US Letter): a word mark with the legal name under
  // it, Invoice No. 60718842 stacked with Customer No., Route / Stop, Customer PO, Terms NET 14 and a
  // Due Date; SOLD TO (the operating company) and SHIP TO (the restaurant); a 22-line table with
  // ITEM #, ORD, SHP, PACK/SIZE, BRAND, DESCRIPTION in distributor shorthand, WEIGHT, PRICE with its
  // unit (LB or CS), EXTENSION and a T flag: three catch-weight lines priced per LB on the weight,
  // one line ordered 1 and shipped 0 at 0.00 with an OUT OF STOCK note under it, three taxable
  // lines; then Merchandise, a fuel surcharge, sales tax on the taxable lines only and INVOICE
  // TOTAL; cases and catch-weight counts, delivery temperatures, customer and driver signature boxes.
  { name: 'distributor-us-broadline-catch-weight-short-ship-fuel-net14', kind: 'invoice', size: [612, 792], expect: { vendorName: 'Keystone Foodservice Distributors, Inc.', invoiceNumber: '60718842', invoiceDate: '2026-11-23', dueDate: '2026-12-07', tax: 11.16, total: 1574.68, currency: 'USD' },
    items: [['CHKN BRST BNLS SKLS 6OZ', 79.4, 2.89, 229.47], ['BEEF GRND 80/20 CHUB FRSH', 15.12, 4.19, 63.35], ['PORK LOIN BNLS CC FRSH', 17.86, 3.45, 61.62],
      ['CHEESE MOZZ LMPS SHRD', 2, 62.85, 125.7], ['CHEESE CHDR MILD SHRD FTHR', 1, 64.4, 64.4], ['EGG SHELL LG GR AA LOOSE', 3, 38.25, 114.75], ['MILK WHL VIT D', 2, 19.8, 39.6],
      ['CREAM HVY WHIP 40%', 1, 54.6, 54.6], ['BUTTER SOLID UNSLTD AA', 1, 128.88, 128.88], ['FLOUR ALL PURP BLCH ENR', 2, 21.45, 42.9], ['SUGAR GRAN XFINE CANE', 1, 38.7, 38.7],
      ['TOMATO CRSHD FCY W/ PUREE', 0, 34.95, 0], ['BEAN BLACK FCY', 2, 29.4, 58.8], ['OIL FRY SOY CLR ZTF', 1, 46.95, 46.95], ['FRIES 3/8 SHOESTR SKIN ON', 3, 44.25, 132.75],
      ['SHRIMP 16/20 P&D TLOF RAW IQF', 1, 89.9, 89.9], ['ONION YLW JUMBO', 2, 24.6, 49.2], ['LETTUCE ROMAINE HEARTS', 1, 36.5, 36.5], ['TOMATO VINE RIPE 5X6', 1, 31.75, 31.75],
      ['FOIL ROLL 18IN HVY DUTY', 2, 27.4, 54.8], ['DETERGENT DISHMACH LIQ', 1, 52.6, 52.6], ['GLOVE NITRILE BLK LG PF', 1, 41.35, 41.35]], cells: [
    [36, 30, '#RECT 28 28 #b45309'], [70, 30, 'KEYSTONE', { size: 20, bold: true }], [71, 51, 'FOODSERVICE', { size: 8, bold: true }],
    [36, 68, 'Keystone Foodservice Distributors, Inc.', { size: 9, bold: true }],
    [36, 80, '4400 Alum Creek Dr, Columbus, OH 43207', { size: 8 }],
    [36, 90, 'Customer service 1-800-555-0177 · keystonefs.com', { size: 8 }],
    R(576, 30, 'INVOICE', { size: 18, bold: true, width: 200 }),
    [400, 56, 'Invoice No.', { size: 8 }], R(576, 56, '60718842', { size: 9, bold: true }),
    [400, 68, 'Invoice Date', { size: 8 }], R(576, 68, '11/23/2026', { size: 8 }),
    [400, 80, 'Customer No.', { size: 8 }], R(576, 80, '104477', { size: 8 }),
    [400, 92, 'Route / Stop', { size: 8 }], R(576, 92, '214 / 07', { size: 8 }),
    [400, 104, 'Customer PO', { size: 8 }], R(576, 104, 'MK-1123', { size: 8 }),
    [400, 116, 'Terms', { size: 8 }], R(576, 116, 'NET 14', { size: 8 }),
    [400, 128, 'Due Date', { size: 8, bold: true }], R(576, 128, '12/07/2026', { size: 8, bold: true }),
    [36, 110, 'SOLD TO', { size: 7, bold: true }], [36, 120, 'Marigold Hospitality Group LLC', { size: 8 }],
    [36, 130, 'dba Marigold Kitchen & Bar', { size: 8 }], [36, 140, '862 N High St, Columbus, OH 43215', { size: 8 }],
    [210, 110, 'SHIP TO', { size: 7, bold: true }], [210, 120, 'Marigold Kitchen & Bar', { size: 8 }],
    [210, 130, '862 N High St (rear dock)', { size: 8 }], [210, 140, 'Deliver 6:00–9:00 AM · 614-555-0128', { size: 8 }],
    [36, 158, 'Order date 11/22/2026 · Ship date 11/23/2026 · Sales rep T. Brennan (#88) · Driver L. Ortiz · Truck 31', { size: 7.5 }],
    [36, 174, '#RECT 540 14 #e5e7eb'],
    [36, 178, 'ITEM #', { size: 7, bold: true }], R(96, 178, 'ORD', { size: 7, bold: true }), R(118, 178, 'SHP', { size: 7, bold: true }),
    [124, 178, 'PACK/SIZE', { size: 7, bold: true }], [166, 178, 'BRAND', { size: 7, bold: true }], [206, 178, 'DESCRIPTION', { size: 7, bold: true }],
    R(410, 178, 'WEIGHT', { size: 7, bold: true }), R(466, 178, 'PRICE', { size: 7, bold: true }), [470, 178, 'U/M', { size: 7, bold: true }],
    R(560, 178, 'EXTENSION', { size: 7, bold: true }), [565, 178, 'T', { size: 7, bold: true }],
    [36, 196, '1032145', { size: 7.5 }], R(96, 196, '2', { size: 7.5 }), R(118, 196, '2', { size: 7.5 }), [124, 196, '4/10 LB', { size: 7.5 }], [166, 196, 'KFS PRM', { size: 7.5 }], [206, 196, 'CHKN BRST BNLS SKLS 6OZ', { size: 7.5 }], R(410, 196, '79.40', { size: 7.5 }), R(466, 196, '2.890', { size: 7.5 }), [470, 196, 'LB', { size: 7.5 }], R(560, 196, '229.47', { size: 7.5 }),
    [36, 209, '2048811', { size: 7.5 }], R(96, 209, '1', { size: 7.5 }), R(118, 209, '1', { size: 7.5 }), [124, 209, '1/15 LB', { size: 7.5 }], [166, 209, 'PRAIRIE', { size: 7.5 }], [206, 209, 'BEEF GRND 80/20 CHUB FRSH', { size: 7.5 }], R(410, 209, '15.12', { size: 7.5 }), R(466, 209, '4.190', { size: 7.5 }), [470, 209, 'LB', { size: 7.5 }], R(560, 209, '63.35', { size: 7.5 }),
    [36, 222, '2211730', { size: 7.5 }], R(96, 222, '1', { size: 7.5 }), R(118, 222, '1', { size: 7.5 }), [124, 222, '2/8 LB AV', { size: 7.5 }], [166, 222, 'PRAIRIE', { size: 7.5 }], [206, 222, 'PORK LOIN BNLS CC FRSH', { size: 7.5 }], R(410, 222, '17.86', { size: 7.5 }), R(466, 222, '3.450', { size: 7.5 }), [470, 222, 'LB', { size: 7.5 }], R(560, 222, '61.62', { size: 7.5 }),
    [36, 235, '3300415', { size: 7.5 }], R(96, 235, '2', { size: 7.5 }), R(118, 235, '2', { size: 7.5 }), [124, 235, '4/5 LB', { size: 7.5 }], [166, 235, 'KFS', { size: 7.5 }], [206, 235, 'CHEESE MOZZ LMPS SHRD', { size: 7.5 }], R(466, 235, '62.85', { size: 7.5 }), [470, 235, 'CS', { size: 7.5 }], R(560, 235, '125.70', { size: 7.5 }),
    [36, 248, '3310922', { size: 7.5 }], R(96, 248, '1', { size: 7.5 }), R(118, 248, '1', { size: 7.5 }), [124, 248, '4/5 LB', { size: 7.5 }], [166, 248, 'KFS', { size: 7.5 }], [206, 248, 'CHEESE CHDR MILD SHRD FTHR', { size: 7.5 }], R(466, 248, '64.40', { size: 7.5 }), [470, 248, 'CS', { size: 7.5 }], R(560, 248, '64.40', { size: 7.5 }),
    [36, 261, '3402217', { size: 7.5 }], R(96, 261, '3', { size: 7.5 }), R(118, 261, '3', { size: 7.5 }), [124, 261, '1/15 DZ', { size: 7.5 }], [166, 261, 'VLY FARM', { size: 7.5 }], [206, 261, 'EGG SHELL LG GR AA LOOSE', { size: 7.5 }], R(466, 261, '38.25', { size: 7.5 }), [470, 261, 'CS', { size: 7.5 }], R(560, 261, '114.75', { size: 7.5 }),
    [36, 274, '3501180', { size: 7.5 }], R(96, 274, '2', { size: 7.5 }), R(118, 274, '2', { size: 7.5 }), [124, 274, '4/1 GAL', { size: 7.5 }], [166, 274, 'DAIRYBL', { size: 7.5 }], [206, 274, 'MILK WHL VIT D', { size: 7.5 }], R(466, 274, '19.80', { size: 7.5 }), [470, 274, 'CS', { size: 7.5 }], R(560, 274, '39.60', { size: 7.5 }),
    [36, 287, '3501244', { size: 7.5 }], R(96, 287, '1', { size: 7.5 }), R(118, 287, '1', { size: 7.5 }), [124, 287, '12/1 QT', { size: 7.5 }], [166, 287, 'DAIRYBL', { size: 7.5 }], [206, 287, 'CREAM HVY WHIP 40%', { size: 7.5 }], R(466, 287, '54.60', { size: 7.5 }), [470, 287, 'CS', { size: 7.5 }], R(560, 287, '54.60', { size: 7.5 }),
    [36, 300, '3605510', { size: 7.5 }], R(96, 300, '1', { size: 7.5 }), R(118, 300, '1', { size: 7.5 }), [124, 300, '36/1 LB', { size: 7.5 }], [166, 300, 'DAIRYBL', { size: 7.5 }], [206, 300, 'BUTTER SOLID UNSLTD AA', { size: 7.5 }], R(466, 300, '128.88', { size: 7.5 }), [470, 300, 'CS', { size: 7.5 }], R(560, 300, '128.88', { size: 7.5 }),
    [36, 313, '4100027', { size: 7.5 }], R(96, 313, '2', { size: 7.5 }), R(118, 313, '2', { size: 7.5 }), [124, 313, '1/50 LB', { size: 7.5 }], [166, 313, 'MILLSTN', { size: 7.5 }], [206, 313, 'FLOUR ALL PURP BLCH ENR', { size: 7.5 }], R(466, 313, '21.45', { size: 7.5 }), [470, 313, 'CS', { size: 7.5 }], R(560, 313, '42.90', { size: 7.5 }),
    [36, 326, '4100310', { size: 7.5 }], R(96, 326, '1', { size: 7.5 }), R(118, 326, '1', { size: 7.5 }), [124, 326, '1/50 LB', { size: 7.5 }], [166, 326, 'MILLSTN', { size: 7.5 }], [206, 326, 'SUGAR GRAN XFINE CANE', { size: 7.5 }], R(466, 326, '38.70', { size: 7.5 }), [470, 326, 'CS', { size: 7.5 }], R(560, 326, '38.70', { size: 7.5 }),
    [36, 339, '4230881', { size: 7.5 }], R(96, 339, '1', { size: 7.5 }), R(118, 339, '0', { size: 7.5 }), [124, 339, '6/#10', { size: 7.5 }], [166, 339, 'KFS', { size: 7.5 }], [206, 339, 'TOMATO CRSHD FCY W/ PUREE', { size: 7.5 }], R(466, 339, '34.95', { size: 7.5 }), [470, 339, 'CS', { size: 7.5 }], R(560, 339, '0.00', { size: 7.5 }),
    [206, 348, '*** OUT OF STOCK – 1 CS NOT SHIPPED, NOT BILLED ***', { size: 6.5 }],
    [36, 361, '4230915', { size: 7.5 }], R(96, 361, '2', { size: 7.5 }), R(118, 361, '2', { size: 7.5 }), [124, 361, '6/#10', { size: 7.5 }], [166, 361, 'KFS', { size: 7.5 }], [206, 361, 'BEAN BLACK FCY', { size: 7.5 }], R(466, 361, '29.40', { size: 7.5 }), [470, 361, 'CS', { size: 7.5 }], R(560, 361, '58.80', { size: 7.5 }),
    [36, 374, '4400155', { size: 7.5 }], R(96, 374, '1', { size: 7.5 }), R(118, 374, '1', { size: 7.5 }), [124, 374, '1/35 LB', { size: 7.5 }], [166, 374, 'GLDN FRY', { size: 7.5 }], [206, 374, 'OIL FRY SOY CLR ZTF', { size: 7.5 }], R(466, 374, '46.95', { size: 7.5 }), [470, 374, 'CS', { size: 7.5 }], R(560, 374, '46.95', { size: 7.5 }),
    [36, 387, '5100742', { size: 7.5 }], R(96, 387, '3', { size: 7.5 }), R(118, 387, '3', { size: 7.5 }), [124, 387, '6/5 LB', { size: 7.5 }], [166, 387, 'HARVEST', { size: 7.5 }], [206, 387, 'FRIES 3/8 SHOESTR SKIN ON', { size: 7.5 }], R(466, 387, '44.25', { size: 7.5 }), [470, 387, 'CS', { size: 7.5 }], R(560, 387, '132.75', { size: 7.5 }),
    [36, 400, '5200610', { size: 7.5 }], R(96, 400, '1', { size: 7.5 }), R(118, 400, '1', { size: 7.5 }), [124, 400, '5/2 LB', { size: 7.5 }], [166, 400, 'OCNCRST', { size: 7.5 }], [206, 400, 'SHRIMP 16/20 P&D TLOF RAW IQF', { size: 7.5 }], R(466, 400, '89.90', { size: 7.5 }), [470, 400, 'CS', { size: 7.5 }], R(560, 400, '89.90', { size: 7.5 }),
    [36, 413, '6001123', { size: 7.5 }], R(96, 413, '2', { size: 7.5 }), R(118, 413, '2', { size: 7.5 }), [124, 413, '1/50 LB', { size: 7.5 }], [166, 413, 'PACKER', { size: 7.5 }], [206, 413, 'ONION YLW JUMBO', { size: 7.5 }], R(466, 413, '24.60', { size: 7.5 }), [470, 413, 'CS', { size: 7.5 }], R(560, 413, '49.20', { size: 7.5 }),
    [36, 426, '6001540', { size: 7.5 }], R(96, 426, '1', { size: 7.5 }), R(118, 426, '1', { size: 7.5 }), [124, 426, '12/3 CT', { size: 7.5 }], [166, 426, 'PACKER', { size: 7.5 }], [206, 426, 'LETTUCE ROMAINE HEARTS', { size: 7.5 }], R(466, 426, '36.50', { size: 7.5 }), [470, 426, 'CS', { size: 7.5 }], R(560, 426, '36.50', { size: 7.5 }),
    [36, 439, '6002208', { size: 7.5 }], R(96, 439, '1', { size: 7.5 }), R(118, 439, '1', { size: 7.5 }), [124, 439, '1/25 LB', { size: 7.5 }], [166, 439, 'PACKER', { size: 7.5 }], [206, 439, 'TOMATO VINE RIPE 5X6', { size: 7.5 }], R(466, 439, '31.75', { size: 7.5 }), [470, 439, 'CS', { size: 7.5 }], R(560, 439, '31.75', { size: 7.5 }),
    [36, 452, '7700914', { size: 7.5 }], R(96, 452, '2', { size: 7.5 }), R(118, 452, '2', { size: 7.5 }), [124, 452, '1/500 FT', { size: 7.5 }], [166, 452, 'KFS', { size: 7.5 }], [206, 452, 'FOIL ROLL 18IN HVY DUTY', { size: 7.5 }], R(466, 452, '27.40', { size: 7.5 }), [470, 452, 'CS', { size: 7.5 }], R(560, 452, '54.80', { size: 7.5 }), [565, 452, 'T', { size: 7.5 }],
    [36, 465, '7810233', { size: 7.5 }], R(96, 465, '1', { size: 7.5 }), R(118, 465, '1', { size: 7.5 }), [124, 465, '4/1 GAL', { size: 7.5 }], [166, 465, 'SPARKLE', { size: 7.5 }], [206, 465, 'DETERGENT DISHMACH LIQ', { size: 7.5 }], R(466, 465, '52.60', { size: 7.5 }), [470, 465, 'CS', { size: 7.5 }], R(560, 465, '52.60', { size: 7.5 }), [565, 465, 'T', { size: 7.5 }],
    [36, 478, '7905510', { size: 7.5 }], R(96, 478, '1', { size: 7.5 }), R(118, 478, '1', { size: 7.5 }), [124, 478, '10/100 CT', { size: 7.5 }], [166, 478, 'KFS', { size: 7.5 }], [206, 478, 'GLOVE NITRILE BLK LG PF', { size: 7.5 }], R(466, 478, '41.35', { size: 7.5 }), [470, 478, 'CS', { size: 7.5 }], R(560, 478, '41.35', { size: 7.5 }), [565, 478, 'T', { size: 7.5 }],
    [36, 494, '#RECT 540 0.6 black'],
    [36, 504, 'CASES ORDERED 33 · SHIPPED 32 · CATCH WEIGHT 112.38 LB', { size: 7.5, bold: true }],
    [36, 515, 'Catch-weight items are billed by actual net weight.', { size: 7 }],
    [36, 525, 'T = taxable item, Ohio sales tax (Franklin County 7.50%)', { size: 7 }],
    [36, 535, 'Temps at delivery: cooler 36°F · freezer 2°F (driver check)', { size: 7 }],
    [380, 504, 'Merchandise', { size: 8.5 }], R(560, 504, '1,558.57', { size: 8.5 }),
    [380, 517, 'Fuel surcharge', { size: 8.5 }], R(560, 517, '4.95', { size: 8.5 }),
    [380, 530, 'Sales tax 7.50% on 148.75', { size: 8.5 }], R(560, 530, '11.16', { size: 8.5 }),
    [380, 543, '#RECT 196 0.6 black'],
    [380, 549, 'INVOICE TOTAL', { size: 11, bold: true }], R(560, 549, '$1,574.68', { size: 11, bold: true }),
    [380, 566, 'Please pay by 12/07/2026', { size: 8 }],
    [36, 596, '#RECT 260 66 black stroke'], [316, 596, '#RECT 260 66 black stroke'],
    [42, 602, 'RECEIVED IN GOOD ORDER – CUSTOMER', { size: 7, bold: true }],
    [42, 636, '#RECT 150 0.5 black'], [42, 640, 'Signature', { size: 6.5 }], [206, 636, '#RECT 80 0.5 black'], [206, 640, 'Time', { size: 6.5 }],
    [42, 650, 'Shortages / damages must be noted here at delivery.', { size: 6.5 }],
    [322, 602, 'DRIVER', { size: 7, bold: true }], [322, 614, 'Route 214 · Stop 07 · 11/23/2026', { size: 7.5 }],
    [322, 636, '#RECT 150 0.5 black'], [322, 640, 'Driver signature', { size: 6.5 }], [486, 636, '#RECT 80 0.5 black'], [486, 640, 'Pieces', { size: 6.5 }],
    [36, 690, 'A service charge of 1.5% per month applies to past-due balances. Returns require a credit authorization within 24 hours of delivery.', { size: 7 }],
    [36, 700, 'Remit to: Keystone Foodservice Distributors, Inc., PO Box 182260, Columbus, OH 43218-2260 · ACH details on request.', { size: 7 }],
    [36, 756, 'Keystone Foodservice Distributors, Inc. · 4400 Alum Creek Dr, Columbus, OH 43207 · Page 1 of 1', { size: 6.5 }],
  ] },

  // Georgia beer distributor's INVOICE (US Letter): a word mark with the legal name, wholesale
  // license and FEIN; Invoice # B-774120, Invoice date and Delivery date 20-NOV-2026, account, route
  // and driver, terms EFT AT DELIVERY (no due date); six product lines (kegs and cases) with an
  // EXCISE column beside the AMOUNT; a CONTAINERS block with two keg deposit lines and two EMPTY KEG
  // RETURN credit lines (negative quantities and amounts); Product, GA local excise tax, deposits
  // charged, empties returned and TOTAL DUE; a keg balance box; the EFT reference. No items
  // (negative lines among them); the excise is the tax.
  { name: 'beer-distributor-us-ga-keg-deposits-empties-credit-excise-eft', kind: 'invoice', size: [612, 792], expect: { vendorName: 'Peach State Beverage Distributors, LLC', invoiceNumber: 'B-774120', invoiceDate: '2026-11-20', tax: 31.2, total: 979.9, currency: 'USD' }, cells: [
    [36, 30, 'PEACH STATE', { size: 20, bold: true }], [37, 52, 'BEVERAGE DISTRIBUTORS', { size: 9, bold: true }],
    [36, 68, 'Peach State Beverage Distributors, LLC', { size: 9 }],
    [36, 80, '1450 Fulton Industrial Blvd NW, Atlanta, GA 30336 · (404) 555-0114', { size: 8 }],
    [36, 90, 'GA Wholesale License W-004471 · FEIN 58-2204471', { size: 8 }],
    R(576, 30, 'INVOICE', { size: 18, bold: true, width: 200 }),
    [400, 56, 'Invoice #', { size: 8 }], R(576, 56, 'B-774120', { size: 9, bold: true }),
    [400, 68, 'Invoice date', { size: 8 }], R(576, 68, '20-NOV-2026', { size: 8 }),
    [400, 80, 'Delivery date', { size: 8 }], R(576, 80, '20-NOV-2026', { size: 8 }),
    [400, 92, 'Account', { size: 8 }], R(576, 92, '30-1187', { size: 8 }),
    [400, 104, 'Route / Driver', { size: 8 }], R(576, 104, 'R07 / D. Mims', { size: 8 }),
    [400, 116, 'Salesperson', { size: 8 }], R(576, 116, 'K. Holloway', { size: 8 }),
    [400, 128, 'Terms', { size: 8, bold: true }], R(576, 128, 'EFT AT DELIVERY', { size: 8, bold: true }),
    [36, 110, 'SOLD TO / DELIVER TO', { size: 7, bold: true }], [36, 120, 'The Rusty Anchor Taproom', { size: 9, bold: true }],
    [36, 132, 'Anchor & Tap Hospitality LLC', { size: 8 }], [36, 142, '2285 Marietta Blvd NW, Atlanta, GA 30318', { size: 8 }],
    [36, 152, 'Retail license R-118820 (beer & wine, on-premise)', { size: 8 }],
    [36, 174, '#RECT 540 15 #1f2937'],
    [40, 178, 'ITEM', { size: 7.5, bold: true, width: -1 }], [84, 178, 'DESCRIPTION', { size: 7.5, bold: true, width: -1 }], [262, 178, 'PACKAGE', { size: 7.5, bold: true, width: -1 }],
    R(350, 178, 'QTY', { size: 7.5, bold: true, width: -1 }), R(410, 178, 'PRICE', { size: 7.5, bold: true, width: -1 }), R(470, 178, 'EXCISE', { size: 7.5, bold: true, width: -1 }), R(570, 178, 'AMOUNT', { size: 7.5, bold: true, width: -1 }),
    [40, 198, '10412', { size: 8.5 }], [84, 198, 'CHATTAHOOCHEE PALE ALE', { size: 8.5 }], [262, 198, '1/2 BBL KEG', { size: 8.5 }], R(350, 198, '2', { size: 8.5 }), R(410, 198, '189.00', { size: 8.5 }), R(470, 198, '12.00', { size: 8.5 }), R(570, 198, '378.00', { size: 8.5 }),
    [40, 212, '10418', { size: 8.5 }], [84, 212, 'PEACHTREE HAZY IPA', { size: 8.5 }], [262, 212, '1/6 BBL KEG', { size: 8.5 }], R(350, 212, '3', { size: 8.5 }), R(410, 212, '92.50', { size: 8.5 }), R(470, 212, '6.00', { size: 8.5 }), R(570, 212, '277.50', { size: 8.5 }),
    [40, 226, '20233', { size: 8.5 }], [84, 226, 'RIVERBEND LAGER', { size: 8.5 }], [262, 226, '24/12 OZ CAN', { size: 8.5 }], R(350, 226, '5', { size: 8.5 }), R(410, 226, '28.40', { size: 8.5 }), R(470, 226, '6.00', { size: 8.5 }), R(570, 226, '142.00', { size: 8.5 }),
    [40, 240, '20240', { size: 8.5 }], [84, 240, 'RIVERBEND LIGHT', { size: 8.5 }], [262, 240, '24/12 OZ LNNR', { size: 8.5 }], R(350, 240, '4', { size: 8.5 }), R(410, 240, '27.60', { size: 8.5 }), R(470, 240, '4.80', { size: 8.5 }), R(570, 240, '110.40', { size: 8.5 }),
    [40, 254, '30112', { size: 8.5 }], [84, 254, 'MAGNOLIA HARD SELTZER VARIETY', { size: 8.5 }], [262, 254, '24/12 OZ CAN', { size: 8.5 }], R(350, 254, '2', { size: 8.5 }), R(410, 254, '34.80', { size: 8.5 }), R(470, 254, '2.40', { size: 8.5 }), R(570, 254, '69.60', { size: 8.5 }),
    [40, 268, '40020', { size: 8.5 }], [84, 268, 'RIVERBEND N/A IPA (0.4%)', { size: 8.5 }], [262, 268, '24/12 OZ CAN', { size: 8.5 }], R(350, 268, '1', { size: 8.5 }), R(410, 268, '31.20', { size: 8.5 }), R(470, 268, '0.00', { size: 8.5 }), R(570, 268, '31.20', { size: 8.5 }),
    [40, 288, 'CONTAINERS', { size: 7.5, bold: true }],
    [40, 302, 'KD-HB', { size: 8.5 }], [84, 302, 'KEG DEPOSIT', { size: 8.5 }], [262, 302, '1/2 BBL', { size: 8.5 }], R(350, 302, '2', { size: 8.5 }), R(410, 302, '30.00', { size: 8.5 }), R(570, 302, '60.00', { size: 8.5 }),
    [40, 316, 'KD-SX', { size: 8.5 }], [84, 316, 'KEG DEPOSIT', { size: 8.5 }], [262, 316, '1/6 BBL', { size: 8.5 }], R(350, 316, '3', { size: 8.5 }), R(410, 316, '30.00', { size: 8.5 }), R(570, 316, '90.00', { size: 8.5 }),
    [40, 330, 'KR-HB', { size: 8.5 }], [84, 330, 'EMPTY KEG RETURN – CREDIT', { size: 8.5 }], [262, 330, '1/2 BBL', { size: 8.5 }], R(350, 330, '-3', { size: 8.5 }), R(410, 330, '30.00', { size: 8.5 }), R(570, 330, '-90.00', { size: 8.5 }),
    [40, 344, 'KR-SX', { size: 8.5 }], [84, 344, 'EMPTY KEG RETURN – CREDIT', { size: 8.5 }], [262, 344, '1/6 BBL', { size: 8.5 }], R(350, 344, '-4', { size: 8.5 }), R(410, 344, '30.00', { size: 8.5 }), R(570, 344, '-120.00', { size: 8.5 }),
    [36, 360, '#RECT 540 0.6 black'],
    [380, 370, 'Product', { size: 9 }], R(570, 370, '1,008.70', { size: 9 }),
    [380, 384, 'GA local excise tax', { size: 9 }], R(570, 384, '31.20', { size: 9 }),
    [380, 398, 'Keg deposits charged', { size: 9 }], R(570, 398, '150.00', { size: 9 }),
    [380, 412, 'Empty kegs returned', { size: 9 }], R(570, 412, '-210.00', { size: 9 }),
    [380, 426, '#RECT 196 0.6 black'],
    [380, 432, 'TOTAL DUE', { size: 12, bold: true }], R(570, 432, '$979.90', { size: 12, bold: true }),
    [380, 452, 'EFT draft 20-NOV-2026 · ref 5518204', { size: 8 }],
    [36, 370, '#RECT 220 66 black stroke'],
    [42, 376, 'KEG BALANCE', { size: 7.5, bold: true }],
    [42, 388, 'Size', { size: 7.5, bold: true }], R(140, 388, 'Prev', { size: 7.5, bold: true }), R(172, 388, 'Out', { size: 7.5, bold: true }), R(204, 388, 'In', { size: 7.5, bold: true }), R(248, 388, 'On hand', { size: 7.5, bold: true }),
    [42, 400, '1/2 BBL', { size: 7.5 }], R(140, 400, '5', { size: 7.5 }), R(172, 400, '2', { size: 7.5 }), R(204, 400, '3', { size: 7.5 }), R(248, 400, '4', { size: 7.5 }),
    [42, 412, '1/6 BBL', { size: 7.5 }], R(140, 412, '7', { size: 7.5 }), R(172, 412, '3', { size: 7.5 }), R(204, 412, '4', { size: 7.5 }), R(248, 412, '6', { size: 7.5 }),
    [42, 424, 'Deposits held: 10 kegs x $30.00', { size: 7 }],
    [36, 486, 'Georgia law requires payment for malt beverages on or before delivery. The EXCISE column is the GA local excise tax collected by the wholesaler.', { size: 7 }],
    [36, 496, 'Keg deposits are refunded only on return of the keg in good condition. Lost or damaged kegs are billed at $150.00 each.', { size: 7 }],
    [36, 530, '#RECT 200 0.5 black'], [36, 534, 'Received by (print & sign)', { size: 6.5 }],
    [300, 530, '#RECT 120 0.5 black'], [300, 534, 'Driver', { size: 6.5 }],
    [36, 756, 'Peach State Beverage Distributors, LLC · 1450 Fulton Industrial Blvd NW, Atlanta, GA 30336 · Please drink responsibly.', { size: 6.5 }],
  ] },

  // Australian ADJUSTMENT NOTE (A4), the credit note of the GST law: a word mark with the legal
  // name and ABN; "(Tax invoice adjustment – credit)"; Adjustment note no. AN-004417 and date
  // 23/11/2026 stacked with the ORIGINAL tax invoice 118204, its date 16/11/2026 and its total
  // $1,846.20; four lines with a reason line under each (a use-by date 17/11/2026 in one), quantities
  // in kg, a GST column (0.00 on the GST-free meat and seafood, -2.40 on the packaging) and negative
  // amounts; GST-free and taxable totals, Subtotal (excl. GST), GST and TOTAL CREDIT, all negative.
  { name: 'adjustment-note-au-credit-gst-free-meat-negative-total', kind: 'invoice', expect: { vendorName: 'Southern Cross Provisions Pty Ltd', invoiceNumber: 'AN-004417', invoiceDate: '2026-11-23', subtotal: -257.94, tax: -2.4, total: -260.34, currency: 'AUD' }, cells: [
    [50, 36, 'SOUTHERN CROSS', { size: 18, bold: true }], [51, 56, 'PROVISIONS · MEAT & SEAFOOD', { size: 8, bold: true }],
    [50, 72, 'Southern Cross Provisions Pty Ltd', { size: 9 }],
    [50, 84, 'Melbourne Market, Store 118, 55 Produce Drive, Epping VIC 3076', { size: 8 }],
    [50, 94, 'ABN 41 603 218 774 · (03) 9555 0171 · credits@scprovisions.com.au', { size: 8 }],
    R(545, 36, 'ADJUSTMENT NOTE', { size: 16, bold: true, width: 250 }),
    R(545, 56, '(Tax invoice adjustment – credit)', { size: 8, width: 200 }),
    [350, 76, 'Adjustment note no.', { size: 8.5 }], R(545, 76, 'AN-004417', { size: 9, bold: true }),
    [350, 89, 'Date', { size: 8.5 }], R(545, 89, '23/11/2026', { size: 8.5 }),
    [350, 102, 'Original tax invoice', { size: 8.5 }], R(545, 102, '118204', { size: 8.5 }),
    [350, 115, 'Original invoice date', { size: 8.5 }], R(545, 115, '16/11/2026', { size: 8.5 }),
    [350, 128, 'Original invoice total', { size: 8.5 }], R(545, 128, '$1,846.20', { size: 8.5 }),
    [350, 141, 'Account', { size: 8.5 }], R(545, 141, 'SMITHST', { size: 8.5 }),
    [50, 116, 'CREDIT TO', { size: 7, bold: true }], [50, 127, 'Smith Street Social Pty Ltd', { size: 9, bold: true }],
    [50, 139, '212 Smith Street, Collingwood VIC 3066', { size: 8 }], [50, 149, 'ABN 77 615 004 218', { size: 8 }],
    [45, 174, '#RECT 505 16 #e5e7eb'],
    [50, 178, 'Code', { size: 8, bold: true }], [100, 178, 'Description', { size: 8, bold: true }], R(350, 178, 'Qty', { size: 8, bold: true }), [354, 178, 'Unit', { size: 8, bold: true }],
    R(420, 178, 'Price', { size: 8, bold: true }), R(475, 178, 'GST', { size: 8, bold: true }), R(545, 178, 'Amount', { size: 8, bold: true }),
    [50, 198, 'LMB-RK8', { size: 8.5 }], [100, 198, 'Lamb rack frenched 8-bone, chilled', { size: 8.5 }], R(350, 198, '2.40', { size: 8.5 }), [354, 198, 'kg', { size: 8.5 }], R(420, 198, '38.50', { size: 8.5 }), R(475, 198, '0.00', { size: 8.5 }), R(545, 198, '-92.40', { size: 8.5 }),
    [100, 208, 'Reason: product at 9°C on delivery – rejected by head chef', { size: 7 }],
    [50, 224, 'BAR-FSK', { size: 8.5 }], [100, 224, 'Barramundi fillet skin-on 180–220 g', { size: 8.5 }], R(350, 224, '3.00', { size: 8.5 }), [354, 224, 'kg', { size: 8.5 }], R(420, 224, '32.90', { size: 8.5 }), R(475, 224, '0.00', { size: 8.5 }), R(545, 224, '-98.70', { size: 8.5 }),
    [100, 234, 'Reason: use-by 17/11/2026 on delivery – short shelf life', { size: 7 }],
    [50, 250, 'WAG-BRK', { size: 8.5 }], [100, 250, 'Wagyu brisket MB4+ – price adjustment', { size: 8.5 }], R(350, 250, '12.60', { size: 8.5 }), [354, 250, 'kg', { size: 8.5 }], R(420, 250, '3.40', { size: 8.5 }), R(475, 250, '0.00', { size: 8.5 }), R(545, 250, '-42.84', { size: 8.5 }),
    [100, 260, 'Reason: invoiced at $24.90/kg, agreed price $21.50/kg', { size: 7 }],
    [50, 276, 'VAC-34', { size: 8.5 }], [100, 276, 'Vacuum bags 300 x 400 mm (pkt 100)', { size: 8.5 }], R(350, 276, '1', { size: 8.5 }), [354, 276, 'pkt', { size: 8.5 }], R(420, 276, '24.00', { size: 8.5 }), R(475, 276, '-2.40', { size: 8.5 }), R(545, 276, '-24.00', { size: 8.5 }),
    [100, 286, 'Reason: carton crushed in transit', { size: 7 }],
    [45, 302, '#RECT 505 0.6 black'],
    [340, 312, 'GST-free items', { size: 9 }], R(545, 312, '-233.94', { size: 9 }),
    [340, 326, 'Taxable items', { size: 9 }], R(545, 326, '-24.00', { size: 9 }),
    [340, 340, 'Subtotal (excl. GST)', { size: 9 }], R(545, 340, '-257.94', { size: 9 }),
    [340, 354, 'GST 10%', { size: 9 }], R(545, 354, '-2.40', { size: 9 }),
    [340, 368, '#RECT 205 0.6 black'],
    [340, 374, 'TOTAL CREDIT (incl. GST)', { size: 10.5, bold: true }], R(545, 374, '-$260.34', { size: 10.5, bold: true }),
    [50, 312, 'Fresh meat and seafood are GST-free.', { size: 8 }], [50, 324, 'GST applies to packaging and consumables.', { size: 8 }],
    [50, 410, 'This credit will be applied to account SMITHST on your next statement (statement date 30/11/2026).', { size: 8 }],
    [50, 422, 'Credit approved by J. Nguyen, Credit Control. Rejected goods were collected by our driver on 16/11/2026.', { size: 8 }],
    [50, 790, 'Southern Cross Provisions Pty Ltd · ABN 41 603 218 774 · Melbourne Market, Store 118, 55 Produce Drive, Epping VIC 3076', { size: 7 }],
  ] },

  // Canadian linen and uniform rental ROUTE INVOICE (US Letter): word mark with the legal name and
  // HST number; Invoice no., Invoice date 2026-11-20, a Service date 2026-11-17 (TUE), Account, Route
  // / Stop, Terms Net 15 and a Due date 2026-12-05; an agreement line with the NEXT service date;
  // Par, Soil in and Delivered columns (the par and the soiled counts are not billed), per-piece
  // prices to three decimals, a lost-garment replacement line with its reason under it; then the
  // subtotal, an environmental fee on the rental only, a delivery charge, Total before tax, HST 13 %
  // and TOTAL CAD; the driver and a signature line.
  { name: 'linen-rental-ca-route-invoice-par-soil-lost-garment-env-fee-hst', kind: 'invoice', size: [612, 792], expect: { vendorName: 'Lakeshore Linen & Uniform Services Ltd.', invoiceNumber: '5527184', invoiceDate: '2026-11-20', dueDate: '2026-12-05', tax: 41.93, total: 364.46, currency: 'CAD' },
    items: [['Bar towel, white ribbed 16x19', 300, 0.145, 43.5], ['Bib apron, black', 36, 0.55, 19.8], ['Chef coat, white, rental', 12, 1.35, 16.2], ['Tablecloth 52x52, ivory', 64, 0.89, 56.96],
      ['Napkin 20x20, ivory', 380, 0.21, 79.8], ['Floor mat 3x5, logo', 2, 6.5, 13], ['Lost garment replacement – chef coat, white', 2, 38, 76]], cells: [
    [36, 30, 'LAKESHORE LINEN', { size: 18, bold: true }], [37, 50, '& UNIFORM SERVICES', { size: 9, bold: true }],
    [36, 66, 'Lakeshore Linen & Uniform Services Ltd.', { size: 9 }],
    [36, 78, '75 Advance Road, Etobicoke, ON M8Z 2S6 · 416-555-0182', { size: 8 }],
    [36, 88, 'HST/GST No. 80447 1823 RT0001', { size: 8 }],
    R(576, 30, 'ROUTE INVOICE', { size: 16, bold: true, width: 220 }),
    [400, 56, 'Invoice no.', { size: 8 }], R(576, 56, '5527184', { size: 9, bold: true }),
    [400, 68, 'Invoice date', { size: 8 }], R(576, 68, '2026-11-20', { size: 8 }),
    [400, 80, 'Service date', { size: 8 }], R(576, 80, '2026-11-17 (TUE)', { size: 8 }),
    [400, 92, 'Account', { size: 8 }], R(576, 92, '31-0447', { size: 8 }),
    [400, 104, 'Route / Stop', { size: 8 }], R(576, 104, '12 / 31', { size: 8 }),
    [400, 116, 'Terms', { size: 8 }], R(576, 116, 'Net 15', { size: 8 }),
    [400, 128, 'Due date', { size: 8, bold: true }], R(576, 128, '2026-12-05', { size: 8, bold: true }),
    [36, 108, 'SERVICE ADDRESS', { size: 7, bold: true }], [36, 118, 'Trattoria Sette', { size: 9, bold: true }],
    [36, 130, '417 College Street, Toronto, ON M5T 1T1', { size: 8 }], [36, 140, 'Contact: Chef R. Esposito', { size: 8 }],
    [36, 154, 'Agreement LL-2291 · weekly service · 36-month term from 2025-03-01 · next service 2026-11-24', { size: 7.5 }],
    [36, 170, '#RECT 540 15 #e5e7eb'],
    [40, 174, 'Item', { size: 7.5, bold: true }], [96, 174, 'Description', { size: 7.5, bold: true }], R(330, 174, 'Par', { size: 7.5, bold: true }), R(375, 174, 'Soil in', { size: 7.5, bold: true }),
    R(430, 174, 'Delivered', { size: 7.5, bold: true }), R(490, 174, 'Price', { size: 7.5, bold: true }), R(570, 174, 'Amount', { size: 7.5, bold: true }),
    [40, 192, 'BT-100', { size: 8.5 }], [96, 192, 'Bar towel, white ribbed 16x19', { size: 8.5 }], R(330, 192, '300', { size: 8.5 }), R(375, 192, '284', { size: 8.5 }), R(430, 192, '300', { size: 8.5 }), R(490, 192, '0.145', { size: 8.5 }), R(570, 192, '43.50', { size: 8.5 }),
    [40, 206, 'AP-BIB', { size: 8.5 }], [96, 206, 'Bib apron, black', { size: 8.5 }], R(330, 206, '40', { size: 8.5 }), R(375, 206, '33', { size: 8.5 }), R(430, 206, '36', { size: 8.5 }), R(490, 206, '0.550', { size: 8.5 }), R(570, 206, '19.80', { size: 8.5 }),
    [40, 220, 'CC-WHT', { size: 8.5 }], [96, 220, 'Chef coat, white, rental', { size: 8.5 }], R(330, 220, '12', { size: 8.5 }), R(375, 220, '10', { size: 8.5 }), R(430, 220, '12', { size: 8.5 }), R(490, 220, '1.350', { size: 8.5 }), R(570, 220, '16.20', { size: 8.5 }),
    [40, 234, 'TC-5252', { size: 8.5 }], [96, 234, 'Tablecloth 52x52, ivory', { size: 8.5 }], R(330, 234, '60', { size: 8.5 }), R(375, 234, '61', { size: 8.5 }), R(430, 234, '64', { size: 8.5 }), R(490, 234, '0.890', { size: 8.5 }), R(570, 234, '56.96', { size: 8.5 }),
    [40, 248, 'NP-2020', { size: 8.5 }], [96, 248, 'Napkin 20x20, ivory', { size: 8.5 }], R(330, 248, '400', { size: 8.5 }), R(375, 248, '372', { size: 8.5 }), R(430, 248, '380', { size: 8.5 }), R(490, 248, '0.210', { size: 8.5 }), R(570, 248, '79.80', { size: 8.5 }),
    [40, 262, 'FM-35L', { size: 8.5 }], [96, 262, 'Floor mat 3x5, logo', { size: 8.5 }], R(330, 262, '2', { size: 8.5 }), R(375, 262, '2', { size: 8.5 }), R(430, 262, '2', { size: 8.5 }), R(490, 262, '6.500', { size: 8.5 }), R(570, 262, '13.00', { size: 8.5 }),
    [40, 276, 'LOST-CC', { size: 8.5 }], [96, 276, 'Lost garment replacement – chef coat, white', { size: 8.5 }], R(430, 276, '2', { size: 8.5 }), R(490, 276, '38.000', { size: 8.5 }), R(570, 276, '76.00', { size: 8.5 }),
    [96, 286, '2 of 12 coats not returned for 3 consecutive services (agreement § 7)', { size: 7 }],
    [36, 300, '#RECT 540 0.6 black'],
    [36, 310, 'Napkins: 20 short – back-ordered, will be delivered 2026-11-24.', { size: 7.5 }],
    [36, 320, 'Par = contracted weekly quantity · Soil in = soiled pieces collected.', { size: 7.5 }],
    [36, 330, 'Only delivered pieces are billed.', { size: 7.5 }],
    [340, 310, 'Rental & replacement subtotal', { size: 8.5 }], R(570, 310, '305.26', { size: 8.5 }),
    [340, 323, 'Environmental fee 4.5% of 229.26', { size: 8.5 }], R(570, 323, '10.32', { size: 8.5 }),
    [340, 336, 'Delivery charge', { size: 8.5 }], R(570, 336, '6.95', { size: 8.5 }),
    [340, 349, 'Total before tax', { size: 8.5 }], R(570, 349, '322.53', { size: 8.5 }),
    [340, 362, 'HST 13%', { size: 8.5 }], R(570, 362, '41.93', { size: 8.5 }),
    [340, 375, '#RECT 236 0.6 black'],
    [340, 381, 'TOTAL CAD', { size: 11, bold: true }], R(570, 381, '$364.46', { size: 11, bold: true }),
    [340, 398, 'Amount due by 2026-12-05', { size: 8 }],
    [36, 440, 'Driver: M. Costa · Handheld H12 · 2026-11-17 10:42', { size: 8 }],
    [36, 470, '#RECT 200 0.5 black'], [36, 474, 'Received by', { size: 6.5 }],
    [36, 500, 'Pay online at lakeshorelinen.ca/pay with account 31-0447, or by EFT. Overdue accounts may be placed on service hold.', { size: 7 }],
    [36, 756, 'Lakeshore Linen & Uniform Services Ltd. · 75 Advance Road, Etobicoke, ON M8Z 2S6 · HST 80447 1823 RT0001', { size: 6.5 }],
  ] },

  // US kitchen exhaust hood-cleaning INVOICE (US Letter): a logo square beside the legal name, an
  // IKECA member number; Invoice #, Invoice date November 16, 2026, Due date December 16, 2026,
  // Terms Net 30 and a Work order; BILL TO and SERVICE LOCATION side by side; a service box with
  // the overnight service date 11/12/2026 and the NEXT SERVICE DUE 02/12/2027; five lines, two with
  // a detail line under them; Subtotal, Florida sales tax 7.5 % (6 % + county surtax 1.5 %), Total
  // and Balance due; notes on the certificate, the fire suppression system and a late fee.
  { name: 'hood-cleaning-us-fl-service-date-vs-invoice-date-next-service', kind: 'invoice', size: [612, 792], expect: { vendorName: 'Blue Flame Hood & Duct Services LLC', invoiceNumber: '2611-0457', invoiceDate: '2026-11-16', dueDate: '2026-12-16', subtotal: 1006, tax: 75.45, total: 1081.45, currency: 'USD' },
    items: [['Exhaust hood cleaning – main cook line hood (16 ft)', 1, 485, 485], ['Exhaust hood cleaning – pizza oven hood (6 ft)', 1, 225, 225], ['Fan hinge kit installed – upblast fan', 1, 145, 145],
      ['Baffle filter exchange, 20 x 20 stainless', 8, 9.5, 76], ['After-hours service (2:00–6:00 AM)', 1, 75, 75]], cells: [
    [36, 30, '#RECT 30 30 #1d4ed8'], [74, 30, 'Blue Flame Hood & Duct Services LLC', { size: 14, bold: true }],
    [74, 48, '5012 W Linebaugh Ave, Tampa, FL 33624 · (813) 555-0166', { size: 8 }],
    [74, 58, 'Kitchen exhaust cleaning · IKECA member #C-4417', { size: 8 }],
    R(576, 30, 'INVOICE', { size: 20, bold: true, width: 200 }),
    [400, 60, 'Invoice #', { size: 8.5 }], R(576, 60, '2611-0457', { size: 9, bold: true }),
    [400, 73, 'Invoice date', { size: 8.5 }], R(576, 73, 'November 16, 2026', { size: 8.5 }),
    [400, 86, 'Due date', { size: 8.5, bold: true }], R(576, 86, 'December 16, 2026', { size: 8.5, bold: true }),
    [400, 99, 'Terms', { size: 8.5 }], R(576, 99, 'Net 30', { size: 8.5 }),
    [400, 112, 'Work order', { size: 8.5 }], R(576, 112, 'WO-33817', { size: 8.5 }),
    [36, 92, 'BILL TO', { size: 7, bold: true }], [36, 102, 'Gulf Coast Pizza Co.', { size: 9, bold: true }],
    [36, 114, 'Attn: Accounts Payable', { size: 8 }], [36, 124, 'PO Box 5512, Tampa, FL 33675', { size: 8 }],
    [210, 92, 'SERVICE LOCATION', { size: 7, bold: true }], [210, 102, 'Gulf Coast Pizza Co. – Ybor City', { size: 9 }],
    [210, 114, '1620 E 7th Ave', { size: 8 }], [210, 124, 'Tampa, FL 33605', { size: 8 }],
    [36, 146, '#RECT 540 38 #6b7280 stroke'],
    [44, 152, 'Service date: 11/12/2026 (overnight, crew on site 1:45 AM – 6:10 AM) · Technicians: R. Alvarez, J. Pike', { size: 8 }],
    [44, 166, 'Next service due: 02/12/2027 (quarterly, high-volume cooking operations per NFPA 96)', { size: 8, bold: true }],
    [36, 200, '#RECT 540 16 #1d4ed8'],
    [42, 204, 'Description', { size: 8, bold: true, width: -1 }], R(420, 204, 'Qty', { size: 8, bold: true, width: -1 }), R(490, 204, 'Rate', { size: 8, bold: true, width: -1 }), R(570, 204, 'Amount', { size: 8, bold: true, width: -1 }),
    [42, 226, 'Exhaust hood cleaning – main cook line hood (16 ft)', { size: 9 }], R(420, 226, '1', { size: 9 }), R(490, 226, '485.00', { size: 9 }), R(570, 226, '485.00', { size: 9 }),
    [52, 237, 'Hood, plenum, 22 ft horizontal duct and upblast fan cleaned to bare metal', { size: 7 }],
    [42, 254, 'Exhaust hood cleaning – pizza oven hood (6 ft)', { size: 9 }], R(420, 254, '1', { size: 9 }), R(490, 254, '225.00', { size: 9 }), R(570, 254, '225.00', { size: 9 }),
    [52, 265, 'Hood, 8 ft vertical duct and wall fan', { size: 7 }],
    [42, 282, 'Fan hinge kit installed – upblast fan', { size: 9 }], R(420, 282, '1', { size: 9 }), R(490, 282, '145.00', { size: 9 }), R(570, 282, '145.00', { size: 9 }),
    [42, 298, 'Baffle filter exchange, 20 x 20 stainless', { size: 9 }], R(420, 298, '8', { size: 9 }), R(490, 298, '9.50', { size: 9 }), R(570, 298, '76.00', { size: 9 }),
    [42, 314, 'After-hours service (2:00–6:00 AM)', { size: 9 }], R(420, 314, '1', { size: 9 }), R(490, 314, '75.00', { size: 9 }), R(570, 314, '75.00', { size: 9 }),
    [36, 332, '#RECT 540 0.6 black'],
    [330, 342, 'Subtotal', { size: 9 }], R(570, 342, '1,006.00', { size: 9 }),
    [330, 356, 'Sales tax 7.5% (FL 6% + Hillsborough 1.5%)', { size: 9 }], R(570, 356, '75.45', { size: 9 }),
    [330, 372, 'Total', { size: 11, bold: true }], R(570, 372, '$1,081.45', { size: 11, bold: true }),
    [330, 390, 'Balance due', { size: 9, bold: true }], R(570, 390, '$1,081.45', { size: 9, bold: true }),
    [36, 342, 'Pre-service photos and post-service photos:', { size: 7.5 }], [36, 352, 'bfhood.com/r/WO-33817', { size: 7.5 }],
    [36, 430, 'Certificate of performance affixed to the main hood on 11/12/2026.', { size: 8 }],
    [36, 442, 'Fire suppression system NOT serviced by Blue Flame – contact your licensed fire protection contractor.', { size: 8 }],
    [36, 454, 'Pay by ACH or check payable to Blue Flame Hood & Duct Services LLC. A 1.5% monthly late fee applies after the due date.', { size: 8 }],
    [36, 756, 'Blue Flame Hood & Duct Services LLC · 5012 W Linebaugh Ave, Tampa, FL 33624 · bfhood.com · Thank you for keeping your kitchen safe.', { size: 6.5 }],
  ] },

  // German Gastro-Großmarkt RECHNUNG (A4): trading name, then the legal name, address, market and
  // USt-IdNr.; a window address with the sender line above the customer; Rechnungs-Nr., Rechnungs-
  // datum 19.11.2026, Liefer-/Leistungsdatum, Kundennummer, Lieferschein-Nr. and page; a 13-line
  // table with Art.-Nr., kg quantities with three decimals, Einh., EP netto, Betrag netto and a MwSt
  // column of codes A and B; Pfand Kasten, Pfand Flasche and Pfand Kiste as their own lines; a tax
  // table by code (7 % and 19 %) with Netto, MwSt and Brutto; Summe netto, MwSt gesamt and
  // Rechnungsbetrag; the SEPA direct debit due date 03.12.2026 and the footer with register and bank.
  { name: 'grossmarkt-de-rechnung-kz-a-b-7-19-pfand-kundennummer', kind: 'invoice', expect: { vendorName: 'Rheinland Gastro-Großmarkt GmbH & Co. KG', invoiceNumber: '0418-336902', invoiceDate: '2026-11-19', dueDate: '2026-12-03', subtotal: 452.46, tax: 52.01, total: 504.47, currency: 'EUR' },
    items: [['Rinderhüftsteak frisch, vak.', 4.82, 21.9, 105.56], ['Hähnchenbrustfilet Kl. A, frisch', 5, 8.49, 42.45], ['Schlagsahne 30 % 1 l', 12, 2.79, 33.48], ['Deutsche Markenbutter 250 g', 20, 1.89, 37.8],
      ['Kartoffeln festkochend 12,5 kg', 2, 11.9, 23.8], ['Rapsöl 10 l Kanister', 2, 19.95, 39.9], ['Pils 0,33 l, Kasten 24 Fl.', 5, 14.4, 72], ['Pfand Kasten', 5, 1.5, 7.5], ['Pfand Flasche', 120, 0.08, 9.6],
      ['Mineralwasser 0,75 l Glas, Kiste 12', 4, 7.2, 28.8], ['Pfand Kiste 12 x 0,75 l', 4, 3.3, 13.2], ['Spülmaschinen-Reiniger 10 l', 1, 24.9, 24.9], ['Müllbeutel 120 l, Rolle 25 Stk', 3, 4.49, 13.47]], cells: [
    [50, 36, 'Rheinland Gastro-Großmarkt', { size: 18, bold: true }],
    [50, 58, 'Rheinland Gastro-Großmarkt GmbH & Co. KG · Emil-Hoffmann-Str. 21 · 50996 Köln', { size: 8 }],
    [50, 68, 'Markt 418 Köln-Rodenkirchen · Tel. 0221 555 41 80 · USt-IdNr. DE 812 447 130', { size: 8 }],
    [50, 100, 'Rheinland Gastro-Großmarkt GmbH & Co. KG · Emil-Hoffmann-Str. 21 · 50996 Köln', { size: 5.5 }],
    [50, 108, '#RECT 215 0.4 black'],
    [50, 116, 'Brauhaus Zum Alten Fass GmbH', { size: 10 }], [50, 129, 'Küche / Einkauf', { size: 10 }],
    [50, 142, 'Severinstraße 112', { size: 10 }], [50, 155, '50678 Köln', { size: 10 }],
    [350, 96, 'Rechnung', { size: 15, bold: true }],
    [350, 120, 'Rechnungs-Nr.', { size: 8.5 }], R(545, 120, '0418-336902', { size: 8.5, bold: true }),
    [350, 132, 'Rechnungsdatum', { size: 8.5 }], R(545, 132, '19.11.2026', { size: 8.5 }),
    [350, 144, 'Liefer-/Leistungsdatum', { size: 8.5 }], R(545, 144, '19.11.2026', { size: 8.5 }),
    [350, 156, 'Kundennummer', { size: 8.5 }], R(545, 156, '20-448172', { size: 8.5 }),
    [350, 168, 'Lieferschein-Nr.', { size: 8.5 }], R(545, 168, 'LS 7741208', { size: 8.5 }),
    [350, 180, 'Seite', { size: 8.5 }], R(545, 180, '1 von 1', { size: 8.5 }),
    [45, 200, '#RECT 505 16 #e5e7eb'],
    [50, 204, 'Art.-Nr.', { size: 8, bold: true }], [100, 204, 'Bezeichnung', { size: 8, bold: true }], R(330, 204, 'Menge', { size: 8, bold: true }), [334, 204, 'Einh.', { size: 8, bold: true }],
    R(410, 204, 'EP netto', { size: 8, bold: true }), R(495, 204, 'Betrag netto', { size: 8, bold: true }), [512, 204, 'MwSt', { size: 8, bold: true }],
    [50, 224, '208814', { size: 8.5 }], [100, 224, 'Rinderhüftsteak frisch, vak.', { size: 8.5 }], R(330, 224, '4,820', { size: 8.5 }), [334, 224, 'kg', { size: 8.5 }], R(410, 224, '21,90', { size: 8.5 }), R(495, 224, '105,56', { size: 8.5 }), [520, 224, 'A', { size: 8.5 }],
    [50, 238, '331207', { size: 8.5 }], [100, 238, 'Hähnchenbrustfilet Kl. A, frisch', { size: 8.5 }], R(330, 238, '5,000', { size: 8.5 }), [334, 238, 'kg', { size: 8.5 }], R(410, 238, '8,49', { size: 8.5 }), R(495, 238, '42,45', { size: 8.5 }), [520, 238, 'A', { size: 8.5 }],
    [50, 252, '401122', { size: 8.5 }], [100, 252, 'Schlagsahne 30 % 1 l', { size: 8.5 }], R(330, 252, '12', { size: 8.5 }), [334, 252, 'Stk', { size: 8.5 }], R(410, 252, '2,79', { size: 8.5 }), R(495, 252, '33,48', { size: 8.5 }), [520, 252, 'A', { size: 8.5 }],
    [50, 266, '401540', { size: 8.5 }], [100, 266, 'Deutsche Markenbutter 250 g', { size: 8.5 }], R(330, 266, '20', { size: 8.5 }), [334, 266, 'Stk', { size: 8.5 }], R(410, 266, '1,89', { size: 8.5 }), R(495, 266, '37,80', { size: 8.5 }), [520, 266, 'A', { size: 8.5 }],
    [50, 280, '512210', { size: 8.5 }], [100, 280, 'Kartoffeln festkochend 12,5 kg', { size: 8.5 }], R(330, 280, '2', { size: 8.5 }), [334, 280, 'Sack', { size: 8.5 }], R(410, 280, '11,90', { size: 8.5 }), R(495, 280, '23,80', { size: 8.5 }), [520, 280, 'A', { size: 8.5 }],
    [50, 294, '620017', { size: 8.5 }], [100, 294, 'Rapsöl 10 l Kanister', { size: 8.5 }], R(330, 294, '2', { size: 8.5 }), [334, 294, 'Stk', { size: 8.5 }], R(410, 294, '19,95', { size: 8.5 }), R(495, 294, '39,90', { size: 8.5 }), [520, 294, 'A', { size: 8.5 }],
    [50, 308, '702415', { size: 8.5 }], [100, 308, 'Pils 0,33 l, Kasten 24 Fl.', { size: 8.5 }], R(330, 308, '5', { size: 8.5 }), [334, 308, 'Kst', { size: 8.5 }], R(410, 308, '14,40', { size: 8.5 }), R(495, 308, '72,00', { size: 8.5 }), [520, 308, 'B', { size: 8.5 }],
    [50, 322, '702416', { size: 8.5 }], [100, 322, 'Pfand Kasten', { size: 8.5 }], R(330, 322, '5', { size: 8.5 }), [334, 322, 'Stk', { size: 8.5 }], R(410, 322, '1,50', { size: 8.5 }), R(495, 322, '7,50', { size: 8.5 }), [520, 322, 'B', { size: 8.5 }],
    [50, 336, '702417', { size: 8.5 }], [100, 336, 'Pfand Flasche', { size: 8.5 }], R(330, 336, '120', { size: 8.5 }), [334, 336, 'Stk', { size: 8.5 }], R(410, 336, '0,08', { size: 8.5 }), R(495, 336, '9,60', { size: 8.5 }), [520, 336, 'B', { size: 8.5 }],
    [50, 350, '710330', { size: 8.5 }], [100, 350, 'Mineralwasser 0,75 l Glas, Kiste 12', { size: 8.5 }], R(330, 350, '4', { size: 8.5 }), [334, 350, 'Kst', { size: 8.5 }], R(410, 350, '7,20', { size: 8.5 }), R(495, 350, '28,80', { size: 8.5 }), [520, 350, 'B', { size: 8.5 }],
    [50, 364, '710331', { size: 8.5 }], [100, 364, 'Pfand Kiste 12 x 0,75 l', { size: 8.5 }], R(330, 364, '4', { size: 8.5 }), [334, 364, 'Stk', { size: 8.5 }], R(410, 364, '3,30', { size: 8.5 }), R(495, 364, '13,20', { size: 8.5 }), [520, 364, 'B', { size: 8.5 }],
    [50, 378, '905512', { size: 8.5 }], [100, 378, 'Spülmaschinen-Reiniger 10 l', { size: 8.5 }], R(330, 378, '1', { size: 8.5 }), [334, 378, 'Stk', { size: 8.5 }], R(410, 378, '24,90', { size: 8.5 }), R(495, 378, '24,90', { size: 8.5 }), [520, 378, 'B', { size: 8.5 }],
    [50, 392, '906118', { size: 8.5 }], [100, 392, 'Müllbeutel 120 l, Rolle 25 Stk', { size: 8.5 }], R(330, 392, '3', { size: 8.5 }), [334, 392, 'Rl', { size: 8.5 }], R(410, 392, '4,49', { size: 8.5 }), R(495, 392, '13,47', { size: 8.5 }), [520, 392, 'B', { size: 8.5 }],
    [45, 408, '#RECT 505 0.6 black'],
    [50, 418, 'Kz', { size: 8, bold: true }], [70, 418, 'MwSt-Satz', { size: 8, bold: true }], R(200, 418, 'Netto', { size: 8, bold: true }), R(250, 418, 'MwSt', { size: 8, bold: true }), R(310, 418, 'Brutto', { size: 8, bold: true }),
    [50, 430, 'A', { size: 8 }], [70, 430, '7 %', { size: 8 }], R(200, 430, '282,99', { size: 8 }), R(250, 430, '19,81', { size: 8 }), R(310, 430, '302,80', { size: 8 }),
    [50, 442, 'B', { size: 8 }], [70, 442, '19 %', { size: 8 }], R(200, 442, '169,47', { size: 8 }), R(250, 442, '32,20', { size: 8 }), R(310, 442, '201,67', { size: 8 }),
    [50, 455, 'Summe', { size: 8, bold: true }], R(200, 455, '452,46', { size: 8, bold: true }), R(250, 455, '52,01', { size: 8, bold: true }), R(310, 455, '504,47', { size: 8, bold: true }),
    [360, 418, 'Summe netto', { size: 9 }], R(545, 418, '452,46', { size: 9 }),
    [360, 432, 'MwSt gesamt', { size: 9 }], R(545, 432, '52,01', { size: 9 }),
    [360, 448, 'Rechnungsbetrag', { size: 11, bold: true }], R(545, 448, '504,47 EUR', { size: 11, bold: true }),
    [50, 486, 'Zahlbar bis 03.12.2026 ohne Abzug. Der Betrag wird per SEPA-Lastschrift (Mandat RGG-20448172) von Ihrem Konto eingezogen.', { size: 8 }],
    [50, 498, 'Pfand: Kasten 1,50 € · Flasche 0,08 € · Kiste Mineralwasser 3,30 €. Leergut-Rückgaben werden mit der nächsten Lieferung gutgeschrieben.', { size: 8 }],
    [50, 510, 'Kühlware bei Anlieferung geprüft: 3 °C (Fahrer K. Yilmaz, Tour 12).', { size: 8 }],
    [50, 790, 'Rheinland Gastro-Großmarkt GmbH & Co. KG · Sitz Köln · Amtsgericht Köln HRA 28841 · pers. haftende Gesellschafterin: Rheinland Gastro Verwaltungs-GmbH', { size: 6 }],
    [50, 798, 'Amtsgericht Köln HRB 77120 · Geschäftsführer: Jörg Brandt · Sparkasse KölnBonn · IBAN DE44 3705 0198 1934 4471 20 · BIC COLSDE33', { size: 6 }],
  ] },

  // French food wholesaler's FACTURE (A4): a word mark with a tagline, the legal name, address and
  // phone; a boxed header with N° FAC-2611-08841, Date 20/11/2026, Code client, "BL n° ... du
  // 19/11/2026", Échéance 20/12/2026 and the payment mode; the client with its TVA number; an
  // 8-line table with Réf., Désignation, Qté (a Comté at 3,214 kg), U, PU HT, Montant HT and a TVA
  // code column (1 = 5,5 %, 2 = 20 %); a TVA recap by code; Total HT, Total TVA, Total TTC and NET À
  // PAYER in white on a dark band; the legal mentions with the 40 € recovery indemnity; the footer.
  { name: 'facture-fr-grossiste-tva-5-5-20-code-net-a-payer-echeance', kind: 'invoice', expect: { vendorName: 'Comptoir Gascon de Distribution SAS', invoiceNumber: 'FAC-2611-08841', invoiceDate: '2026-11-20', dueDate: '2026-12-20', subtotal: 449.43, tax: 37.4, total: 486.83, currency: 'EUR' },
    items: [['Crème fraîche épaisse 30 % MG, seau 5 L', 4, 23.8, 95.2], ['Beurre doux AOP Charentes-Poitou, plaque 1 kg', 10, 11.45, 114.5], ['Comté AOP 18 mois, à la coupe', 3.214, 19.9, 63.96],
      ['Œufs frais plein air calibre M, plateau 30', 6, 7.62, 45.72], ['Farine de blé T65, sac 25 kg', 2, 21.3, 42.6], ['Vin blanc de cuisine 11 %, BIB 5 L', 2, 17.9, 35.8],
      ['Liquide vaisselle plonge manuelle 5 L', 3, 8.95, 26.85], ['Film étirable alimentaire 45 cm x 300 m', 2, 12.4, 24.8]], cells: [
    [50, 36, 'COMPTOIR GASCON', { size: 18, bold: true }], [51, 56, 'Distribution alimentaire pour la restauration', { size: 8 }],
    [50, 72, 'Comptoir Gascon de Distribution SAS', { size: 9, bold: true }],
    [50, 84, 'ZA du Phare · 12 avenue Ariane · 33700 Mérignac', { size: 8 }],
    [50, 94, 'Tél. 05 56 55 01 84 · commandes@comptoir-gascon.fr', { size: 8 }],
    [340, 34, '#RECT 205 100 black stroke'],
    [348, 40, 'FACTURE', { size: 14, bold: true }],
    [348, 60, 'N°', { size: 8.5 }], R(538, 60, 'FAC-2611-08841', { size: 9, bold: true }),
    [348, 72, 'Date', { size: 8.5 }], R(538, 72, '20/11/2026', { size: 8.5 }),
    [348, 84, 'Code client', { size: 8.5 }], R(538, 84, 'C-01874', { size: 8.5 }),
    [348, 96, 'BL n°', { size: 8.5 }], R(538, 96, 'BL-2611-07752 du 19/11/2026', { size: 8.5, width: 150 }),
    [348, 108, 'Échéance', { size: 8.5, bold: true }], R(538, 108, '20/12/2026', { size: 8.5, bold: true }),
    [348, 120, 'Règlement', { size: 8.5 }], R(538, 120, 'Virement à 30 jours', { size: 8.5 }),
    [340, 150, 'Bistrot Les Chartrons', { size: 10, bold: true }], [340, 163, '41 rue Notre-Dame', { size: 9 }],
    [340, 175, '33000 Bordeaux', { size: 9 }], [340, 187, 'TVA FR 63 881204417', { size: 8 }],
    [45, 210, '#RECT 505 16 #e5e7eb'],
    [50, 214, 'Réf.', { size: 8, bold: true }], [100, 214, 'Désignation', { size: 8, bold: true }], R(340, 214, 'Qté', { size: 8, bold: true }), [345, 214, 'U', { size: 8, bold: true }],
    R(415, 214, 'PU HT', { size: 8, bold: true }), R(490, 214, 'Montant HT', { size: 8, bold: true }), R(535, 214, 'TVA', { size: 8, bold: true }),
    [50, 234, 'CR-5L30', { size: 8 }], [100, 234, 'Crème fraîche épaisse 30 % MG, seau 5 L', { size: 8 }], R(340, 234, '4', { size: 8 }), [345, 234, 'SE', { size: 8 }], R(415, 234, '23,80', { size: 8 }), R(490, 234, '95,20', { size: 8 }), R(535, 234, '1', { size: 8 }),
    [50, 249, 'BE-AOP1', { size: 8 }], [100, 249, 'Beurre doux AOP Charentes-Poitou, plaque 1 kg', { size: 8 }], R(340, 249, '10', { size: 8 }), [345, 249, 'PL', { size: 8 }], R(415, 249, '11,45', { size: 8 }), R(490, 249, '114,50', { size: 8 }), R(535, 249, '1', { size: 8 }),
    [50, 264, 'CO-18M', { size: 8 }], [100, 264, 'Comté AOP 18 mois, à la coupe', { size: 8 }], R(340, 264, '3,214', { size: 8 }), [345, 264, 'KG', { size: 8 }], R(415, 264, '19,90', { size: 8 }), R(490, 264, '63,96', { size: 8 }), R(535, 264, '1', { size: 8 }),
    [50, 279, 'OE-M30', { size: 8 }], [100, 279, 'Œufs frais plein air calibre M, plateau 30', { size: 8 }], R(340, 279, '6', { size: 8 }), [345, 279, 'PL', { size: 8 }], R(415, 279, '7,62', { size: 8 }), R(490, 279, '45,72', { size: 8 }), R(535, 279, '1', { size: 8 }),
    [50, 294, 'FA-T65', { size: 8 }], [100, 294, 'Farine de blé T65, sac 25 kg', { size: 8 }], R(340, 294, '2', { size: 8 }), [345, 294, 'SAC', { size: 8 }], R(415, 294, '21,30', { size: 8 }), R(490, 294, '42,60', { size: 8 }), R(535, 294, '1', { size: 8 }),
    [50, 309, 'VB-BIB5', { size: 8 }], [100, 309, 'Vin blanc de cuisine 11 %, BIB 5 L', { size: 8 }], R(340, 309, '2', { size: 8 }), [345, 309, 'BIB', { size: 8 }], R(415, 309, '17,90', { size: 8 }), R(490, 309, '35,80', { size: 8 }), R(535, 309, '2', { size: 8 }),
    [50, 324, 'LV-PL5', { size: 8 }], [100, 324, 'Liquide vaisselle plonge manuelle 5 L', { size: 8 }], R(340, 324, '3', { size: 8 }), [345, 324, 'BID', { size: 8 }], R(415, 324, '8,95', { size: 8 }), R(490, 324, '26,85', { size: 8 }), R(535, 324, '2', { size: 8 }),
    [50, 339, 'FE-45', { size: 8 }], [100, 339, 'Film étirable alimentaire 45 cm x 300 m', { size: 8 }], R(340, 339, '2', { size: 8 }), [345, 339, 'RL', { size: 8 }], R(415, 339, '12,40', { size: 8 }), R(490, 339, '24,80', { size: 8 }), R(535, 339, '2', { size: 8 }),
    [45, 356, '#RECT 505 0.6 black'],
    [50, 366, 'Code', { size: 8, bold: true }], [85, 366, 'Taux', { size: 8, bold: true }], R(200, 366, 'Base HT', { size: 8, bold: true }), R(260, 366, 'TVA', { size: 8, bold: true }),
    [50, 378, '1', { size: 8 }], [85, 378, '5,50 %', { size: 8 }], R(200, 378, '361,98', { size: 8 }), R(260, 378, '19,91', { size: 8 }),
    [50, 390, '2', { size: 8 }], [85, 390, '20,00 %', { size: 8 }], R(200, 390, '87,45', { size: 8 }), R(260, 390, '17,49', { size: 8 }),
    [360, 366, 'Total HT', { size: 9 }], R(538, 366, '449,43 €', { size: 9 }),
    [360, 380, 'Total TVA', { size: 9 }], R(538, 380, '37,40 €', { size: 9 }),
    [360, 394, 'Total TTC', { size: 10, bold: true }], R(538, 394, '486,83 €', { size: 10, bold: true }),
    [355, 410, '#RECT 190 20 #1f2937'],
    [362, 416, 'NET À PAYER', { size: 10, bold: true, width: -1 }], R(538, 416, '486,83 €', { size: 10, bold: true, width: -1 }),
    [50, 456, 'Échéance : 20/12/2026 · Virement : IBAN FR76 1333 5000 4708 0018 4417 093 · BIC CEPAFRPP333', { size: 8 }],
    [50, 468, "Pas d'escompte pour paiement anticipé. Pénalités de retard : 3 fois le taux d'intérêt légal.", { size: 7.5 }],
    [50, 478, 'Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40 €.', { size: 7.5 }],
    [50, 490, 'Produits frais : réserves à formuler sur le bon de livraison BL-2611-07752 à réception.', { size: 7.5 }],
    [50, 790, 'Comptoir Gascon de Distribution SAS au capital de 150 000 € · RCS Bordeaux 842 117 330 · SIRET 842 117 330 00024 · TVA FR 27 842117330 · APE 4639B', { size: 6.5 }],
  ] },

  // Spanish fish wholesaler's FACTURA (A4) from a Mercamadrid stall: trading name, legal name, stall,
  // address and CIF; Nº factura A-2026/04417, Fecha "18 de noviembre de 2026", an albarán number
  // with its date, Cliente, Vencimiento 18/12/2026 and Forma de pago; the client with its CIF; twelve
  // lines with kg quantities to three decimals x €/kg (the mussels in units) and a traceability line
  // under each fish (species, FAO zone, fishing gear, lot), IVA 10 % on the fish and 21 % on the
  // delivery line; a cuadro de IVA; Base imponible 1.082,43, IVA 10 %, IVA 21 % and TOTAL FACTURA; the
  // direct debit note and the Registro Mercantil footer with "Tomo 28.441".
  { name: 'factura-es-pescados-kg-trazabilidad-iva-10-21', kind: 'invoice', expect: { vendorName: 'Pescados y Mariscos Otero, S.L.', invoiceNumber: 'A-2026/04417', invoiceDate: '2026-11-18', dueDate: '2026-12-18', subtotal: 1082.43, tax: 109.56, total: 1191.99, currency: 'EUR' },
    items: [['Merluza del Cantábrico', 9.34, 14.9, 139.17], ['Lubina de acuicultura 600-800 g', 4.12, 11.5, 47.38], ['Rodaballo salvaje', 3.86, 42, 162.12], ['Lenguado', 3.18, 27.5, 87.45],
      ['Rape, cola limpia', 5.22, 19.8, 103.36], ['Atún rojo, lomo', 4.75, 36, 171], ['Pulpo cocido (patas)', 2, 24.8, 49.6], ['Gamba roja de Huelva', 2.45, 58, 142.1],
      ['Bogavante azul vivo', 2.3, 48, 110.4], ['Mejillón de Galicia DOP, saco 5 kg', 2, 9.75, 19.5], ['Almeja fina', 1.18, 32.5, 38.35], ['Portes (transporte refrigerado)', 1, 12, 12]], cells: [
    [50, 36, 'PESCADOS Y MARISCOS OTERO', { size: 16, bold: true }],
    [50, 56, 'Pescados y Mariscos Otero, S.L.', { size: 9, bold: true }],
    [50, 68, 'Mercamadrid · Nave de Pescados, puestos 41-42', { size: 8 }],
    [50, 78, 'Avda. de Madrid s/n · 28053 Madrid', { size: 8 }],
    [50, 88, 'CIF B-84412736 · Tel. 91 785 44 17 · pedidos@mariscosotero.es', { size: 8 }],
    R(545, 36, 'FACTURA', { size: 18, bold: true }),
    [350, 62, 'Nº factura', { size: 8.5 }], R(545, 62, 'A-2026/04417', { size: 9, bold: true }),
    [350, 74, 'Fecha', { size: 8.5 }], R(545, 74, '18 de noviembre de 2026', { size: 8.5 }),
    [350, 86, 'Nº albarán', { size: 8.5 }], R(545, 86, '118832 (18/11/2026)', { size: 8.5 }),
    [350, 98, 'Cliente', { size: 8.5 }], R(545, 98, '4471', { size: 8.5 }),
    [350, 110, 'Vencimiento', { size: 8.5, bold: true }], R(545, 110, '18/12/2026', { size: 8.5, bold: true }),
    [350, 122, 'Forma de pago', { size: 8.5 }], R(545, 122, 'Recibo domiciliado', { size: 8.5 }),
    [50, 116, 'CLIENTE', { size: 7, bold: true }], [50, 127, 'Taberna El Puerto, S.L.', { size: 9, bold: true }],
    [50, 139, 'C/ Ponzano 38, 28003 Madrid', { size: 8 }], [50, 149, 'CIF B-87224519', { size: 8 }],
    [45, 174, '#RECT 505 16 #e5e7eb'],
    [50, 178, 'Artículo', { size: 8, bold: true }], R(360, 178, 'Cantidad', { size: 8, bold: true }), [364, 178, 'Ud.', { size: 8, bold: true }],
    R(425, 178, 'Precio', { size: 8, bold: true }), R(465, 178, '% IVA', { size: 8, bold: true }), R(545, 178, 'Importe', { size: 8, bold: true }),
    [50, 198, 'Merluza del Cantábrico', { size: 8.5 }], R(360, 198, '9,340', { size: 8.5 }), [364, 198, 'kg', { size: 8.5 }], R(425, 198, '14,90', { size: 8.5 }), R(465, 198, '10', { size: 8.5 }), R(545, 198, '139,17', { size: 8.5 }),
    [58, 207, 'Merluccius merluccius · FAO 27.VIIIc · Arrastre de fondo · Lote L2611-0814', { size: 6.5 }],
    [50, 220, 'Lubina de acuicultura 600-800 g', { size: 8.5 }], R(360, 220, '4,120', { size: 8.5 }), [364, 220, 'kg', { size: 8.5 }], R(425, 220, '11,50', { size: 8.5 }), R(465, 220, '10', { size: 8.5 }), R(545, 220, '47,38', { size: 8.5 }),
    [58, 229, 'Dicentrarchus labrax · Criada en España (Murcia) · Lote AQ-55120', { size: 6.5 }],
    [50, 242, 'Rodaballo salvaje', { size: 8.5 }], R(360, 242, '3,860', { size: 8.5 }), [364, 242, 'kg', { size: 8.5 }], R(425, 242, '42,00', { size: 8.5 }), R(465, 242, '10', { size: 8.5 }), R(545, 242, '162,12', { size: 8.5 }),
    [58, 251, 'Scophthalmus maximus · FAO 27.VIIIc · Redes de enmalle · Lote L2611-0822', { size: 6.5 }],
    [50, 264, 'Lenguado', { size: 8.5 }], R(360, 264, '3,180', { size: 8.5 }), [364, 264, 'kg', { size: 8.5 }], R(425, 264, '27,50', { size: 8.5 }), R(465, 264, '10', { size: 8.5 }), R(545, 264, '87,45', { size: 8.5 }),
    [58, 273, 'Solea solea · FAO 27.VIIIb · Arrastre de fondo · Lote L2611-0823', { size: 6.5 }],
    [50, 286, 'Rape, cola limpia', { size: 8.5 }], R(360, 286, '5,220', { size: 8.5 }), [364, 286, 'kg', { size: 8.5 }], R(425, 286, '19,80', { size: 8.5 }), R(465, 286, '10', { size: 8.5 }), R(545, 286, '103,36', { size: 8.5 }),
    [58, 295, 'Lophius piscatorius · FAO 27.VIIIc · Arrastre de fondo · Lote L2611-0817', { size: 6.5 }],
    [50, 308, 'Atún rojo, lomo', { size: 8.5 }], R(360, 308, '4,750', { size: 8.5 }), [364, 308, 'kg', { size: 8.5 }], R(425, 308, '36,00', { size: 8.5 }), R(465, 308, '10', { size: 8.5 }), R(545, 308, '171,00', { size: 8.5 }),
    [58, 317, 'Thunnus thynnus · FAO 37.1.1 · Palangre de superficie · Lote L2611-0790', { size: 6.5 }],
    [50, 330, 'Pulpo cocido (patas)', { size: 8.5 }], R(360, 330, '2,000', { size: 8.5 }), [364, 330, 'kg', { size: 8.5 }], R(425, 330, '24,80', { size: 8.5 }), R(465, 330, '10', { size: 8.5 }), R(545, 330, '49,60', { size: 8.5 }),
    [58, 339, 'Octopus vulgaris · FAO 34 · Nasas · Cocido en Galicia · Lote PC-2611-12', { size: 6.5 }],
    [50, 352, 'Gamba roja de Huelva', { size: 8.5 }], R(360, 352, '2,450', { size: 8.5 }), [364, 352, 'kg', { size: 8.5 }], R(425, 352, '58,00', { size: 8.5 }), R(465, 352, '10', { size: 8.5 }), R(545, 352, '142,10', { size: 8.5 }),
    [58, 361, 'Aristeus antennatus · FAO 37.1.1 · Arrastre de fondo · Lote L2611-0809', { size: 6.5 }],
    [50, 374, 'Bogavante azul vivo', { size: 8.5 }], R(360, 374, '2,300', { size: 8.5 }), [364, 374, 'kg', { size: 8.5 }], R(425, 374, '48,00', { size: 8.5 }), R(465, 374, '10', { size: 8.5 }), R(545, 374, '110,40', { size: 8.5 }),
    [58, 383, 'Homarus gammarus · FAO 27.VIIIa · Nasas · Lote V-2611-03', { size: 6.5 }],
    [50, 396, 'Mejillón de Galicia DOP, saco 5 kg', { size: 8.5 }], R(360, 396, '2', { size: 8.5 }), [364, 396, 'ud', { size: 8.5 }], R(425, 396, '9,75', { size: 8.5 }), R(465, 396, '10', { size: 8.5 }), R(545, 396, '19,50', { size: 8.5 }),
    [58, 405, 'Mytilus galloprovincialis · Acuicultura en batea, Ría de Arousa · Lote MG-4471', { size: 6.5 }],
    [50, 418, 'Almeja fina', { size: 8.5 }], R(360, 418, '1,180', { size: 8.5 }), [364, 418, 'kg', { size: 8.5 }], R(425, 418, '32,50', { size: 8.5 }), R(465, 418, '10', { size: 8.5 }), R(545, 418, '38,35', { size: 8.5 }),
    [58, 427, 'Ruditapes decussatus · FAO 27.IXa · Marisqueo a pie · Lote L2611-0830', { size: 6.5 }],
    [50, 440, 'Portes (transporte refrigerado)', { size: 8.5 }], R(360, 440, '1', { size: 8.5 }), [364, 440, 'ud', { size: 8.5 }], R(425, 440, '12,00', { size: 8.5 }), R(465, 440, '21', { size: 8.5 }), R(545, 440, '12,00', { size: 8.5 }),
    [45, 456, '#RECT 505 0.6 black'],
    [50, 466, 'Cuadro de IVA', { size: 8, bold: true }],
    R(150, 478, 'Base imponible', { size: 8, bold: true }), R(200, 478, '% IVA', { size: 8, bold: true }), R(260, 478, 'Cuota', { size: 8, bold: true }),
    R(150, 490, '1.070,43', { size: 8 }), R(200, 490, '10 %', { size: 8 }), R(260, 490, '107,04', { size: 8 }),
    R(150, 502, '12,00', { size: 8 }), R(200, 502, '21 %', { size: 8 }), R(260, 502, '2,52', { size: 8 }),
    [350, 466, 'Base imponible', { size: 9 }], R(545, 466, '1.082,43', { size: 9 }),
    [350, 480, 'IVA 10 %', { size: 9 }], R(545, 480, '107,04', { size: 9 }),
    [350, 494, 'IVA 21 %', { size: 9 }], R(545, 494, '2,52', { size: 9 }),
    [350, 508, '#RECT 195 0.6 black'],
    [350, 514, 'TOTAL FACTURA', { size: 11, bold: true }], R(545, 514, '1.191,99 €', { size: 11, bold: true }),
    [50, 548, 'Información al consumidor (Reglamento (UE) 1379/2013): especie, zona de captura FAO, arte de pesca y lote en cada línea.', { size: 7.5 }],
    [50, 560, 'Recibo domiciliado con vencimiento 18/12/2026 en la cuenta ES12 0049 1500 0512 3447 1880.', { size: 7.5 }],
    [50, 572, 'Mercancía perecedera: cualquier reclamación debe hacerse en el momento de la entrega.', { size: 7.5 }],
    [50, 790, 'Pescados y Mariscos Otero, S.L. · Registro Mercantil de Madrid, Tomo 28.441, Folio 112, Hoja M-512204 · CIF B-84412736', { size: 6.5 }],
  ] },

  // Las Vegas restaurant-supply warehouse club receipt: the club name, warehouse number, address
  // and phone; MEMBER number and the BUSINESS name; 16 lines, each with a six-digit item code, the
  // description, the amount and a T or N flag, with "2 @ 14.29" under the multi-unit lines; SUBTOTAL,
  // TAX 8.375 % on the T lines only, TOTAL, MASTERCARD with chip data and CHANGE DUE 0.00; the flag
  // legend, "# ITEMS SOLD 21", date, register and transaction numbers.
  { name: 'warehouse-club-us-nv-member-item-codes-taxable-flags', kind: 'receipt', size: [226, 500], expect: { vendorName: 'CHEFMART WHOLESALE CLUB', invoiceDate: '2026-11-22', subtotal: 633.49, tax: 17.92, total: 651.41, currency: 'USD', paymentMethod: 'card' },
    items: [['CHIX WINGS JMBO 40LB', null, null, 89.99], ['BACON APPLWD SLCD 15LB', null, null, 64.49], ['QUESO FRESCO 5LB', 2, 14.29, 28.58], ['LIMES 200CT', null, null, 32.99], ['AVOCADO HASS 48CT', null, null, 54.99],
      ['CILANTRO 30CT', null, null, 18.49], ['TORTILLA CORN 6IN 30DZ', 2, 11.79, 23.58], ['RICE LONG GRAIN 50LB', null, null, 27.49], ['BEANS PINTO 50LB', null, null, 41.99], ['HOT SAUCE 4/1GAL', null, null, 24.99],
      ['WATER 16.9OZ 24PK', 3, 3.99, 11.97], ['TOGO CNTR 3CMP 200CT', 2, 36.49, 72.98], ['SOUP CUP 16OZ 500CT', null, null, 48.99], ['NAPKIN DINNER 3000CT', null, null, 39.99], ['SANITIZER QUAT 2.5GAL', null, null, 21.99],
      ['CAN LINER 40-45G 250CT', null, null, 29.99]], cells: [
    [30, 14, 'CHEFMART WHOLESALE CLUB', { size: 11, bold: true }],
    [84, 30, 'Warehouse #0612', { size: 7 }], [44, 40, '3850 W Sahara Ave, Las Vegas, NV 89102', { size: 7 }], [86, 50, '(702) 555-0193', { size: 7 }],
    [16, 64, 'MEMBER 1120 4471 8830', { size: 7.5, bold: true }], [16, 74, 'BUSINESS: DESERT ROSE TACOS LLC', { size: 7 }],
    [16, 86, '#RECT 194 0.5 black'],
    [16, 95, '221480', { size: 6.5 }], [48, 94, 'CHIX WINGS JMBO 40LB', { size: 7.5 }], R(196, 94, '89.99', { size: 7.5 }), [200, 94, 'N', { size: 7 }],
    [16, 106, '117702', { size: 6.5 }], [48, 105, 'BACON APPLWD SLCD 15LB', { size: 7.5 }], R(196, 105, '64.49', { size: 7.5 }), [200, 105, 'N', { size: 7 }],
    [16, 117, '302215', { size: 6.5 }], [48, 116, 'QUESO FRESCO 5LB', { size: 7.5 }], R(196, 116, '28.58', { size: 7.5 }), [200, 116, 'N', { size: 7 }],
    [56, 125, '2 @ 14.29', { size: 6.5 }],
    [16, 137, '410082', { size: 6.5 }], [48, 136, 'LIMES 200CT', { size: 7.5 }], R(196, 136, '32.99', { size: 7.5 }), [200, 136, 'N', { size: 7 }],
    [16, 148, '410117', { size: 6.5 }], [48, 147, 'AVOCADO HASS 48CT', { size: 7.5 }], R(196, 147, '54.99', { size: 7.5 }), [200, 147, 'N', { size: 7 }],
    [16, 159, '410350', { size: 6.5 }], [48, 158, 'CILANTRO 30CT', { size: 7.5 }], R(196, 158, '18.49', { size: 7.5 }), [200, 158, 'N', { size: 7 }],
    [16, 170, '520441', { size: 6.5 }], [48, 169, 'TORTILLA CORN 6IN 30DZ', { size: 7.5 }], R(196, 169, '23.58', { size: 7.5 }), [200, 169, 'N', { size: 7 }],
    [56, 178, '2 @ 11.79', { size: 6.5 }],
    [16, 190, '601122', { size: 6.5 }], [48, 189, 'RICE LONG GRAIN 50LB', { size: 7.5 }], R(196, 189, '27.49', { size: 7.5 }), [200, 189, 'N', { size: 7 }],
    [16, 201, '602010', { size: 6.5 }], [48, 200, 'BEANS PINTO 50LB', { size: 7.5 }], R(196, 200, '41.99', { size: 7.5 }), [200, 200, 'N', { size: 7 }],
    [16, 212, '700815', { size: 6.5 }], [48, 211, 'HOT SAUCE 4/1GAL', { size: 7.5 }], R(196, 211, '24.99', { size: 7.5 }), [200, 211, 'N', { size: 7 }],
    [16, 223, '730114', { size: 6.5 }], [48, 222, 'WATER 16.9OZ 24PK', { size: 7.5 }], R(196, 222, '11.97', { size: 7.5 }), [200, 222, 'N', { size: 7 }],
    [56, 231, '3 @ 3.99', { size: 6.5 }],
    [16, 243, '805512', { size: 6.5 }], [48, 242, 'TOGO CNTR 3CMP 200CT', { size: 7.5 }], R(196, 242, '72.98', { size: 7.5 }), [200, 242, 'T', { size: 7 }],
    [56, 251, '2 @ 36.49', { size: 6.5 }],
    [16, 263, '805620', { size: 6.5 }], [48, 262, 'SOUP CUP 16OZ 500CT', { size: 7.5 }], R(196, 262, '48.99', { size: 7.5 }), [200, 262, 'T', { size: 7 }],
    [16, 274, '806100', { size: 6.5 }], [48, 273, 'NAPKIN DINNER 3000CT', { size: 7.5 }], R(196, 273, '39.99', { size: 7.5 }), [200, 273, 'T', { size: 7 }],
    [16, 285, '910224', { size: 6.5 }], [48, 284, 'SANITIZER QUAT 2.5GAL', { size: 7.5 }], R(196, 284, '21.99', { size: 7.5 }), [200, 284, 'T', { size: 7 }],
    [16, 296, '910330', { size: 6.5 }], [48, 295, 'CAN LINER 40-45G 250CT', { size: 7.5 }], R(196, 295, '29.99', { size: 7.5 }), [200, 295, 'T', { size: 7 }],
    [16, 308, '#RECT 194 0.5 black'],
    [60, 316, 'SUBTOTAL', { size: 8 }], R(196, 316, '633.49', { size: 8 }),
    [60, 328, 'TAX 8.375%', { size: 8 }], R(196, 328, '17.92', { size: 8 }),
    [60, 342, '**** TOTAL', { size: 10, bold: true }], R(196, 342, '651.41', { size: 10, bold: true }),
    [60, 358, 'MASTERCARD', { size: 8 }], R(196, 358, '651.41', { size: 8 }),
    [60, 369, 'CHANGE DUE', { size: 8 }], R(196, 369, '0.00', { size: 8 }),
    [16, 383, 'MC ************5527  CHIP  AUTH 044718', { size: 6.5 }], [16, 392, 'AID A0000000041010  APPROVED', { size: 6.5 }],
    [16, 406, 'T = TAXABLE @ 8.375%   N = NON-TAXABLE', { size: 6.5 }],
    [16, 418, '# ITEMS SOLD 21', { size: 7.5 }],
    [16, 432, '11-22-2026  06:42 AM', { size: 7 }], R(206, 432, 'WH 0612 REG 07', { size: 7 }),
    [16, 442, 'CSH 118  TRN 4417', { size: 7 }],
    [40, 462, 'THANK YOU FOR SHOPPING CHEFMART', { size: 7.5 }],
  ] },

  // UK cash-and-carry VAT RECEIPT whose prices EXCLUDE VAT: the trading name, the legal name,
  // address and VAT number; the trade customer's number and name; "ALL PRICES EXCLUDE VAT"; nine
  // lines with "n @ price" under each (also for one unit) and a VAT code Z or S; GOODS EX VAT, VAT,
  // TOTAL DUE; Visa Debit contactless and CHANGE 0.00; a VAT analysis by code; items and lines
  // counts; date, till, operator and transaction.
  { name: 'cash-carry-uk-prices-ex-vat-z-s-codes-analysis', kind: 'receipt', size: [226, 470], expect: { vendorName: 'Pennine Cash & Carry Ltd', invoiceDate: '2026-11-23', subtotal: 186.5, tax: 13.49, total: 199.99, currency: 'GBP', paymentMethod: 'card' },
    items: [['BASMATI RICE 20KG', 1, 24.99, 24.99], ['RAPESEED OIL 20L', 2, 28.5, 57], ['CHICK PEAS 12X800G', 1, 9.49, 9.49], ['GARAM MASALA 1KG', 2, 6.79, 13.58], ['ONIONS BROWN 25KG', 1, 13.99, 13.99],
      ['COLA 24X330ML CAN', 2, 11.49, 22.98], ['PREMIUM LAGER 24X330ML', 1, 19.99, 19.99], ['FOIL CONTAINER NO2 X500', 1, 15.49, 15.49], ['BLUE ROLL 2PLY X6', 1, 8.99, 8.99]], cells: [
    [38, 14, 'PENNINE CASH & CARRY', { size: 12, bold: true }],
    [68, 30, 'Pennine Cash & Carry Ltd', { size: 7.5 }], [60, 40, 'Canal Road, Bradford BD2 1AR', { size: 7 }], [64, 50, 'VAT Reg No GB 318 4472 90', { size: 7 }],
    [82, 64, 'VAT RECEIPT', { size: 9, bold: true }],
    [16, 78, 'Cust 004471-02  SAFFRON TANDOORI LTD', { size: 7 }],
    [16, 88, 'ALL PRICES EXCLUDE VAT', { size: 7, bold: true }],
    [16, 98, '#RECT 194 0.5 black'],
    [16, 106, 'BASMATI RICE 20KG', { size: 7.5 }], R(196, 106, '24.99', { size: 7.5 }), [200, 106, 'Z', { size: 7 }], [24, 115, '1 @ 24.99', { size: 6.5 }],
    [16, 127, 'RAPESEED OIL 20L', { size: 7.5 }], R(196, 127, '57.00', { size: 7.5 }), [200, 127, 'Z', { size: 7 }], [24, 136, '2 @ 28.50', { size: 6.5 }],
    [16, 148, 'CHICK PEAS 12X800G', { size: 7.5 }], R(196, 148, '9.49', { size: 7.5 }), [200, 148, 'Z', { size: 7 }], [24, 157, '1 @ 9.49', { size: 6.5 }],
    [16, 169, 'GARAM MASALA 1KG', { size: 7.5 }], R(196, 169, '13.58', { size: 7.5 }), [200, 169, 'Z', { size: 7 }], [24, 178, '2 @ 6.79', { size: 6.5 }],
    [16, 190, 'ONIONS BROWN 25KG', { size: 7.5 }], R(196, 190, '13.99', { size: 7.5 }), [200, 190, 'Z', { size: 7 }], [24, 199, '1 @ 13.99', { size: 6.5 }],
    [16, 211, 'COLA 24X330ML CAN', { size: 7.5 }], R(196, 211, '22.98', { size: 7.5 }), [200, 211, 'S', { size: 7 }], [24, 220, '2 @ 11.49', { size: 6.5 }],
    [16, 232, 'PREMIUM LAGER 24X330ML', { size: 7.5 }], R(196, 232, '19.99', { size: 7.5 }), [200, 232, 'S', { size: 7 }], [24, 241, '1 @ 19.99', { size: 6.5 }],
    [16, 253, 'FOIL CONTAINER NO2 X500', { size: 7.5 }], R(196, 253, '15.49', { size: 7.5 }), [200, 253, 'S', { size: 7 }], [24, 262, '1 @ 15.49', { size: 6.5 }],
    [16, 274, 'BLUE ROLL 2PLY X6', { size: 7.5 }], R(196, 274, '8.99', { size: 7.5 }), [200, 274, 'S', { size: 7 }], [24, 283, '1 @ 8.99', { size: 6.5 }],
    [16, 294, '#RECT 194 0.5 black'],
    [16, 302, 'GOODS EX VAT', { size: 8 }], R(196, 302, '186.50', { size: 8 }),
    [16, 313, 'VAT', { size: 8 }], R(196, 313, '13.49', { size: 8 }),
    [16, 327, 'TOTAL DUE', { size: 10, bold: true }], R(196, 327, '£199.99', { size: 10, bold: true }),
    [16, 343, 'VISA DEBIT', { size: 8 }], R(196, 343, '199.99', { size: 8 }),
    [16, 353, 'CONTACTLESS ************0918', { size: 6.5 }],
    [16, 364, 'CHANGE', { size: 8 }], R(196, 364, '0.00', { size: 8 }),
    [16, 380, 'VAT ANALYSIS', { size: 7, bold: true }],
    [16, 390, 'CODE  RATE', { size: 6.5, bold: true }], R(130, 390, 'NET', { size: 6.5, bold: true }), R(196, 390, 'VAT', { size: 6.5, bold: true }),
    [16, 400, 'Z     0.00%', { size: 6.5 }], R(130, 400, '119.05', { size: 6.5 }), R(196, 400, '0.00', { size: 6.5 }),
    [16, 410, 'S    20.00%', { size: 6.5 }], R(130, 410, '67.45', { size: 6.5 }), R(196, 410, '13.49', { size: 6.5 }),
    [16, 424, 'ITEMS 12   LINES 9', { size: 7 }],
    [16, 436, '23/11/26 11:42  TILL 04  OP 117  TRANS 8821', { size: 6.5 }],
  ] },

  // British Columbia hardware store receipt for a repair part: the trading name, the legal name,
  // address and phone; SALE with "2026/11/22 15:07", cashier, register and transaction; four lines
  // with a SKU line under each ("2 @ 1.89" on the multi-unit ones); SUBTOTAL, GST 5 %, PST 7 %,
  // TOTAL; GOOGLE PAY with the Visa card number; GST and PST numbers; the return policy.
  { name: 'hardware-ca-bc-repair-part-gst-pst-google-pay', kind: 'receipt', size: [226, 380], expect: { vendorName: 'Kootenay Hardware & Building Supply Ltd.', invoiceDate: '2026-11-22', subtotal: 79.72, tax: 9.57, total: 89.29, currency: 'CAD', paymentMethod: 'mobile_wallet' },
    items: [['FAUCET CARTRIDGE 1225-STYLE', null, null, 42.99], ['PTFE THREAD TAPE 1/2IN', 2, 1.89, 3.78], ['SUPPLY LINE BRAIDED 3/8X1/2X16', 2, 11.49, 22.98], ['SILICONE KITCHEN/BATH CLEAR', null, null, 9.97]], cells: [
    [44, 14, 'KOOTENAY HARDWARE', { size: 12, bold: true }],
    [38, 30, 'Kootenay Hardware & Building Supply Ltd.', { size: 7 }],
    [54, 40, '602 Baker St, Nelson, BC V1L 4J1', { size: 7 }], [88, 50, '250-555-0134', { size: 7 }],
    [16, 66, 'SALE', { size: 8, bold: true }], R(206, 66, '2026/11/22 15:07', { size: 7.5 }),
    [16, 76, 'Cashier: Devon   Reg 2   Trans 55120', { size: 7 }],
    [16, 88, '#RECT 194 0.5 black'],
    [16, 96, 'FAUCET CARTRIDGE 1225-STYLE', { size: 7.5 }], R(206, 96, '42.99', { size: 7.5 }), [24, 105, 'SKU 1044718', { size: 6.5 }],
    [16, 117, 'PTFE THREAD TAPE 1/2IN', { size: 7.5 }], R(206, 117, '3.78', { size: 7.5 }), [24, 126, 'SKU 2011830   2 @ 1.89', { size: 6.5 }],
    [16, 138, 'SUPPLY LINE BRAIDED 3/8X1/2X16', { size: 7.5 }], R(206, 138, '22.98', { size: 7.5 }), [24, 147, 'SKU 2203415   2 @ 11.49', { size: 6.5 }],
    [16, 159, 'SILICONE KITCHEN/BATH CLEAR', { size: 7.5 }], R(206, 159, '9.97', { size: 7.5 }), [24, 168, 'SKU 3300917', { size: 6.5 }],
    [16, 180, '#RECT 194 0.5 black'],
    [16, 188, 'SUBTOTAL', { size: 8 }], R(206, 188, '79.72', { size: 8 }),
    [16, 199, 'GST 5%', { size: 8 }], R(206, 199, '3.99', { size: 8 }),
    [16, 210, 'PST 7%', { size: 8 }], R(206, 210, '5.58', { size: 8 }),
    [16, 224, 'TOTAL', { size: 11, bold: true }], R(206, 224, '$89.29', { size: 11, bold: true }),
    [16, 242, 'GOOGLE PAY', { size: 8 }], R(206, 242, '89.29', { size: 8 }),
    [16, 252, 'VISA ************6021   CONTACTLESS', { size: 6.5 }], [16, 261, 'AUTH 077120   APPROVED', { size: 6.5 }],
    [16, 276, 'GST# 81923 4471 RT0001', { size: 6.5 }], [16, 285, 'PST# PST-1044-7182', { size: 6.5 }],
    [16, 298, 'ITEMS: 6', { size: 7 }],
    [16, 314, 'Returns within 30 days with receipt.', { size: 6.5 }], [16, 323, 'Special orders and cut keys are final sale.', { size: 6.5 }],
    [56, 342, 'Thank you for shopping local!', { size: 7.5 }],
  ] },

  // Dutch neighbourhood supermarket KASSABON: the shop name, address and phone; the weekday date
  // "ma 23-11-2026 08:12", till and receipt numbers; eight lines with a BTW code A, B or C, "2 x
  // 1,39" under the multi-unit lines, and two STATIEGELD lines (6 bottles x 0,25 and a crate 3,90)
  // under code C without BTW; TOTAAL, PIN, the article count; a BTW table with excl., BTW and incl.
  // per code; the PIN terminal lines; the legal name with KvK and BTW number in the footer.
  { name: 'kassabon-nl-statiegeld-btw-9-21-geen-pin', kind: 'receipt', size: [226, 400], expect: { vendorName: 'Buurtsuper Van Leeuwen B.V.', invoiceDate: '2026-11-23', tax: 4.92, total: 41.24, currency: 'EUR', paymentMethod: 'card' },
    items: [['HALFVOLLE MELK 1,5L', 2, 1.39, 2.78], ['CITROENEN NET 500G', null, null, 2.29], ['MINERAALWATER 6X1,5L', null, null, 4.99], ['STATIEGELD FLES', 6, 0.25, 1.5],
      ['PILSENER KRAT 24X0,3L', null, null, 17.99], ['STATIEGELD KRAT', null, null, 3.9], ['KEUKENROL 4 ROL', null, null, 3.49], ['SLAGROOM 500ML', 2, 2.15, 4.3]], cells: [
    [36, 14, 'Buurtsuper Van Leeuwen', { size: 12, bold: true }],
    [58, 30, 'Kerkstraat 41, 2011 HE Haarlem', { size: 7 }], [82, 40, 'Tel. 023 555 0147', { size: 7 }],
    [16, 56, 'ma 23-11-2026 08:12', { size: 7 }], R(206, 56, 'Kassa 2 · Bon 4417', { size: 7 }),
    [16, 66, '#RECT 194 0.5 black'],
    [16, 74, 'HALFVOLLE MELK 1,5L', { size: 7.5 }], R(196, 74, '2,78', { size: 7.5 }), [200, 74, 'A', { size: 7 }], [24, 83, '2 x 1,39', { size: 6.5 }],
    [16, 94, 'CITROENEN NET 500G', { size: 7.5 }], R(196, 94, '2,29', { size: 7.5 }), [200, 94, 'A', { size: 7 }],
    [16, 105, 'MINERAALWATER 6X1,5L', { size: 7.5 }], R(196, 105, '4,99', { size: 7.5 }), [200, 105, 'A', { size: 7 }],
    [16, 116, 'STATIEGELD FLES', { size: 7.5 }], R(196, 116, '1,50', { size: 7.5 }), [200, 116, 'C', { size: 7 }], [24, 125, '6 x 0,25', { size: 6.5 }],
    [16, 136, 'PILSENER KRAT 24X0,3L', { size: 7.5 }], R(196, 136, '17,99', { size: 7.5 }), [200, 136, 'B', { size: 7 }],
    [16, 147, 'STATIEGELD KRAT', { size: 7.5 }], R(196, 147, '3,90', { size: 7.5 }), [200, 147, 'C', { size: 7 }],
    [16, 158, 'KEUKENROL 4 ROL', { size: 7.5 }], R(196, 158, '3,49', { size: 7.5 }), [200, 158, 'B', { size: 7 }],
    [16, 169, 'SLAGROOM 500ML', { size: 7.5 }], R(196, 169, '4,30', { size: 7.5 }), [200, 169, 'A', { size: 7 }], [24, 178, '2 x 2,15', { size: 6.5 }],
    [16, 190, '#RECT 194 0.5 black'],
    [16, 198, 'TOTAAL', { size: 11, bold: true }], R(196, 198, '41,24', { size: 11, bold: true }),
    [16, 214, 'PIN', { size: 8 }], R(196, 214, '41,24', { size: 8 }),
    [16, 226, 'Aantal artikelen: 8', { size: 7 }],
    [16, 244, 'BTW', { size: 6.5, bold: true }], R(110, 244, 'Excl.', { size: 6.5, bold: true }), R(150, 244, 'BTW', { size: 6.5, bold: true }), R(196, 244, 'Incl.', { size: 6.5, bold: true }),
    [16, 254, 'A 9%', { size: 6.5 }], R(110, 254, '13,17', { size: 6.5 }), R(150, 254, '1,19', { size: 6.5 }), R(196, 254, '14,36', { size: 6.5 }),
    [16, 264, 'B 21%', { size: 6.5 }], R(110, 264, '17,75', { size: 6.5 }), R(150, 264, '3,73', { size: 6.5 }), R(196, 264, '21,48', { size: 6.5 }),
    [16, 274, 'C geen', { size: 6.5 }], R(110, 274, '5,40', { size: 6.5 }), R(150, 274, '0,00', { size: 6.5 }), R(196, 274, '5,40', { size: 6.5 }),
    [16, 285, 'Totaal', { size: 6.5, bold: true }], R(110, 285, '36,32', { size: 6.5, bold: true }), R(150, 285, '4,92', { size: 6.5, bold: true }), R(196, 285, '41,24', { size: 6.5, bold: true }),
    [16, 302, 'Terminal 7712044   Merchant 4471', { size: 6.5 }], [16, 311, 'Debit Mastercard ************4417', { size: 6.5 }],
    [16, 320, 'Betaling geslaagd   Autorisatie 118204', { size: 6.5 }],
    [16, 336, 'Statiegeld: fles 0,25 · krat 3,90', { size: 6.5 }],
    [16, 350, 'Buurtsuper Van Leeuwen B.V. · KvK 64471820', { size: 6.5 }], [16, 359, 'BTW NL855012447B01', { size: 6.5 }],
  ] },

  // Portuguese cash-and-carry FATURA SIMPLIFICADA: the trading name, the legal name, address and the
  // seller's NIF; the document number, ATCUD, date-time "2026-11-23 10:31" and till; the buyer's name
  // with its own NIF ADQUIRENTE and a loyalty card number; seven lines with IVA codes A (6 %), B (13 %)
  // and C (23 %), "2 x 5,49" under the multi-unit lines; TOTAL, Multibanco, Troco; an IVA table by
  // code with Incidência, IVA and Total; the certified-software line and a QR code.
  { name: 'fatura-simplificada-pt-grossista-nif-adquirente-atcud-iva-6-13-23', kind: 'receipt', size: [226, 480], expect: { vendorName: 'Abastece Grossista Alimentar, S.A.', invoiceDate: '2026-11-23', tax: 11.66, total: 104.98, currency: 'EUR', paymentMethod: 'card' },
    items: [['ARROZ CAROLINO 5 KG', 2, 5.49, 10.98], ['AZEITE VIRGEM EXTRA 5 L', null, null, 32.9], ['VINHO TINTO DOURO 75 CL', 6, 3.95, 23.7], ['ÁGUA MINERAL 1,5 L PACK 6', 2, 2.1, 4.2],
      ['REFRIGERANTE COLA 33 CL X24', null, null, 14.76], ['DETERGENTE LOIÇA 5 L', null, null, 9.99], ['GUARDANAPOS 30X30 1000 UN', null, null, 8.45]], cells: [
    [76, 14, 'ABASTECE', { size: 14, bold: true }],
    [46, 32, 'Abastece Grossista Alimentar, S.A.', { size: 7.5 }],
    [46, 42, 'Rua do Freixo 1240, 4300-219 Porto', { size: 7 }], [80, 52, 'NIF 508 447 192', { size: 7 }],
    [16, 68, 'Fatura simplificada FS 013/18842', { size: 7.5, bold: true }],
    [16, 78, 'ATCUD: JJ4KX2P7-18842', { size: 7 }],
    [16, 88, 'Data: 2026-11-23 10:31', { size: 7 }], R(206, 88, 'Caixa 13', { size: 7 }),
    [16, 98, 'Cliente: Tasca do Ribeiro, Lda.', { size: 7 }],
    [16, 108, 'NIF adquirente: 514 882 109', { size: 7 }],
    [16, 118, 'Cartão cliente 0044718', { size: 7 }],
    [16, 130, '#RECT 194 0.5 black'],
    [16, 138, 'ARROZ CAROLINO 5 KG', { size: 7.5 }], R(196, 138, '10,98', { size: 7.5 }), [200, 138, 'A', { size: 7 }], [24, 147, '2 x 5,49', { size: 6.5 }],
    [16, 158, 'AZEITE VIRGEM EXTRA 5 L', { size: 7.5 }], R(196, 158, '32,90', { size: 7.5 }), [200, 158, 'A', { size: 7 }],
    [16, 169, 'VINHO TINTO DOURO 75 CL', { size: 7.5 }], R(196, 169, '23,70', { size: 7.5 }), [200, 169, 'B', { size: 7 }], [24, 178, '6 x 3,95', { size: 6.5 }],
    [16, 189, 'ÁGUA MINERAL 1,5 L PACK 6', { size: 7.5 }], R(196, 189, '4,20', { size: 7.5 }), [200, 189, 'A', { size: 7 }], [24, 198, '2 x 2,10', { size: 6.5 }],
    [16, 209, 'REFRIGERANTE COLA 33 CL X24', { size: 7.5 }], R(196, 209, '14,76', { size: 7.5 }), [200, 209, 'C', { size: 7 }],
    [16, 220, 'DETERGENTE LOIÇA 5 L', { size: 7.5 }], R(196, 220, '9,99', { size: 7.5 }), [200, 220, 'C', { size: 7 }],
    [16, 231, 'GUARDANAPOS 30X30 1000 UN', { size: 7.5 }], R(196, 231, '8,45', { size: 7.5 }), [200, 231, 'C', { size: 7 }],
    [16, 244, '#RECT 194 0.5 black'],
    [16, 252, 'TOTAL', { size: 11, bold: true }], R(196, 252, '104,98 €', { size: 11, bold: true }),
    [16, 268, 'Multibanco', { size: 8 }], R(196, 268, '104,98', { size: 8 }),
    [16, 279, 'Troco', { size: 8 }], R(196, 279, '0,00', { size: 8 }),
    [16, 296, 'Taxa', { size: 6.5, bold: true }], R(112, 296, 'Incidência', { size: 6.5, bold: true }), R(152, 296, 'IVA', { size: 6.5, bold: true }), R(196, 296, 'Total', { size: 6.5, bold: true }),
    [16, 306, 'A 6%', { size: 6.5 }], R(112, 306, '45,36', { size: 6.5 }), R(152, 306, '2,72', { size: 6.5 }), R(196, 306, '48,08', { size: 6.5 }),
    [16, 316, 'B 13%', { size: 6.5 }], R(112, 316, '20,97', { size: 6.5 }), R(152, 316, '2,73', { size: 6.5 }), R(196, 316, '23,70', { size: 6.5 }),
    [16, 326, 'C 23%', { size: 6.5 }], R(112, 326, '26,99', { size: 6.5 }), R(152, 326, '6,21', { size: 6.5 }), R(196, 326, '33,20', { size: 6.5 }),
    [16, 337, 'Total', { size: 6.5, bold: true }], R(112, 337, '93,32', { size: 6.5, bold: true }), R(152, 337, '11,66', { size: 6.5, bold: true }), R(196, 337, '104,98', { size: 6.5, bold: true }),
    [16, 352, 'IVA incluído nos preços', { size: 6.5 }],
    [16, 364, 'Processado por programa certificado n.º 2447/AT', { size: 6 }],
    [83, 380, '#RECT 60 60 black stroke'], [87, 384, '#RECT 14 14 black'], [125, 384, '#RECT 14 14 black'], [87, 422, '#RECT 14 14 black'],
    [106, 402, '#RECT 6 6 black'], [116, 410, '#RECT 8 4 black'], [104, 424, '#RECT 4 10 black'], [126, 420, '#RECT 10 6 black'],
    [64, 452, 'Obrigado pela preferência', { size: 7 }],
  ] },

  // French bakery's BON DE LIVRAISON to a restaurant (an A5 slip), paid in cash on delivery: the
  // bakery's name, address and phone; N° 2611-0318 and "Livré le mardi 24 novembre 2026 à 6 h 15";
  // a boxed client block with the customer account; five lines with Qté, P.U. TTC and Montant;
  // Total TTC, "dont TVA 5,5 %" and Total HT; "Règlement : espèces" with Reçu 120,00 € and Rendu
  // 7,20 €; "Pour acquit, le 24/11/26" with two signature lines; the NEXT DAY'S ORDER in quantities
  // without prices; the legal name with SIRET and TVA number in the footer.
  { name: 'bon-livraison-fr-boulangerie-especes-recu-rendu', kind: 'receipt', size: [420, 595], expect: { vendorName: 'Boulangerie-Pâtisserie Lemoine SARL', invoiceDate: '2026-11-24', tax: 5.88, total: 112.8, currency: 'EUR', paymentMethod: 'cash' },
    items: [['Baguette tradition', 40, 1.05, 42], ['Pain de campagne 1 kg', 4, 4.8, 19.2], ['Petit pain individuel', 60, 0.35, 21], ['Pain de mie tranché', 2, 3.9, 7.8], ['Croissant au beurre', 24, 0.95, 22.8]], cells: [
    [30, 28, 'Boulangerie-Pâtisserie Lemoine', { size: 14, bold: true }],
    [30, 46, '58 Grande Rue de la Croix-Rousse · 69004 Lyon', { size: 8 }], [30, 56, 'Tél. 04 78 55 01 47', { size: 8 }],
    [30, 80, 'BON DE LIVRAISON', { size: 11, bold: true }], [30, 94, 'N° 2611-0318', { size: 9 }],
    [30, 106, 'Livré le mardi 24 novembre 2026 à 6 h 15', { size: 8 }],
    [230, 76, '#RECT 160 52 black stroke'],
    [236, 82, 'Client', { size: 7, bold: true }], [236, 92, 'Le Comptoir des Canuts', { size: 8.5, bold: true }],
    [236, 104, "12 rue d'Austerlitz, 69004 Lyon", { size: 7.5 }], [236, 114, 'Compte CAN-07 · tournée 2', { size: 7.5 }],
    [30, 140, '#RECT 360 14 #e5e7eb'],
    [34, 143, 'Article', { size: 8, bold: true }], R(250, 143, 'Qté', { size: 8, bold: true }), R(320, 143, 'P.U. TTC', { size: 8, bold: true }), R(386, 143, 'Montant', { size: 8, bold: true }),
    [34, 162, 'Baguette tradition', { size: 9 }], R(250, 162, '40', { size: 9 }), R(320, 162, '1,05', { size: 9 }), R(386, 162, '42,00', { size: 9 }),
    [34, 176, 'Pain de campagne 1 kg', { size: 9 }], R(250, 176, '4', { size: 9 }), R(320, 176, '4,80', { size: 9 }), R(386, 176, '19,20', { size: 9 }),
    [34, 190, 'Petit pain individuel', { size: 9 }], R(250, 190, '60', { size: 9 }), R(320, 190, '0,35', { size: 9 }), R(386, 190, '21,00', { size: 9 }),
    [34, 204, 'Pain de mie tranché', { size: 9 }], R(250, 204, '2', { size: 9 }), R(320, 204, '3,90', { size: 9 }), R(386, 204, '7,80', { size: 9 }),
    [34, 218, 'Croissant au beurre', { size: 9 }], R(250, 218, '24', { size: 9 }), R(320, 218, '0,95', { size: 9 }), R(386, 218, '22,80', { size: 9 }),
    [30, 234, '#RECT 360 0.6 black'],
    [250, 242, 'Total TTC', { size: 10, bold: true }], R(386, 242, '112,80 €', { size: 10, bold: true }),
    [250, 256, 'dont TVA 5,5 %', { size: 8.5 }], R(386, 256, '5,88 €', { size: 8.5 }),
    [250, 268, 'Total HT', { size: 8.5 }], R(386, 268, '106,92 €', { size: 8.5 }),
    [30, 242, 'Règlement : espèces', { size: 9, bold: true }],
    [30, 256, 'Reçu : 120,00 €', { size: 8.5 }], [30, 268, 'Rendu : 7,20 €', { size: 8.5 }],
    [30, 292, 'Pour acquit, le 24/11/26', { size: 8.5 }],
    [30, 326, '#RECT 150 0.5 black'], [30, 330, 'Signature livreur (Karim)', { size: 7 }],
    [236, 326, '#RECT 150 0.5 black'], [236, 330, 'Signature client', { size: 7 }],
    [30, 358, 'Commande pour mercredi 25/11 (confirmée) : 40 baguettes, 60 petits pains, 24 croissants.', { size: 7.5 }],
    [30, 370, 'Toute modification de commande la veille avant 14 h au 04 78 55 01 47.', { size: 7.5 }],
    [30, 562, 'Boulangerie-Pâtisserie Lemoine SARL · SIRET 503 228 174 00016 · TVA FR 41 503228174 · RCS Lyon', { size: 6.5 }],
  ] },

  // Italian market stall's DOCUMENTO COMMERCIALE: the stall's trading name, then the sole trader
  // "Ortofrutta Bellini di Bellini Marco", the market and stall number, city and P.IVA; six lines with
  // their IVA rate (4 %) and price, each with "kg 2,360 x 4,50 €/kg" (or "4 x 1,00") under it;
  // TOTALE COMPLESSIVO, "di cui IVA", Pagamento elettronico, Pagamento contante 0,00 and Importo
  // pagato; date-time, document number and the RT serial.
  { name: 'documento-commerciale-it-mercato-kg-prezzo-iva4-elettronico', kind: 'receipt', size: [226, 360], expect: { vendorName: 'Ortofrutta Bellini di Bellini Marco', invoiceDate: '2026-11-23', tax: 1.76, total: 45.88, currency: 'EUR', paymentMethod: 'card' },
    items: [['POMODORO CILIEGINO', 2.36, 4.5, 10.62], ['ZUCCHINE', 3.14, 2.2, 6.91], ['BASILICO MAZZO', 4, 1, 4], ['LIMONI DI SICILIA', 2, 2.8, 5.6], ['MELANZANE', 4.08, 1.9, 7.75], ['PATATE', 10, 1.1, 11]], cells: [
    [52, 14, 'ORTOFRUTTA BELLINI', { size: 12, bold: true }],
    [44, 30, 'Ortofrutta Bellini di Bellini Marco', { size: 7.5 }],
    [46, 40, 'Mercato di Porta Palazzo, banco 118', { size: 7 }], [88, 50, '10122 Torino', { size: 7 }],
    [74, 60, 'P.IVA 10844720017', { size: 7 }],
    [62, 76, 'DOCUMENTO COMMERCIALE', { size: 8, bold: true }], [70, 86, 'di vendita o prestazione', { size: 7 }],
    [16, 100, 'DESCRIZIONE', { size: 6.5 }], R(160, 100, 'IVA', { size: 6.5, width: 40 }), R(206, 100, 'Prezzo(€)', { size: 6.5, width: 50 }),
    [16, 112, 'POMODORO CILIEGINO', { size: 7.5 }], R(160, 112, '4%', { size: 7.5, width: 40 }), R(206, 112, '10,62', { size: 7.5, width: 60 }), [24, 121, 'kg 2,360 x 4,50 €/kg', { size: 6.5 }],
    [16, 132, 'ZUCCHINE', { size: 7.5 }], R(160, 132, '4%', { size: 7.5, width: 40 }), R(206, 132, '6,91', { size: 7.5, width: 60 }), [24, 141, 'kg 3,140 x 2,20 €/kg', { size: 6.5 }],
    [16, 152, 'BASILICO MAZZO', { size: 7.5 }], R(160, 152, '4%', { size: 7.5, width: 40 }), R(206, 152, '4,00', { size: 7.5, width: 60 }), [24, 161, '4 x 1,00', { size: 6.5 }],
    [16, 172, 'LIMONI DI SICILIA', { size: 7.5 }], R(160, 172, '4%', { size: 7.5, width: 40 }), R(206, 172, '5,60', { size: 7.5, width: 60 }), [24, 181, 'kg 2,000 x 2,80 €/kg', { size: 6.5 }],
    [16, 192, 'MELANZANE', { size: 7.5 }], R(160, 192, '4%', { size: 7.5, width: 40 }), R(206, 192, '7,75', { size: 7.5, width: 60 }), [24, 201, 'kg 4,080 x 1,90 €/kg', { size: 6.5 }],
    [16, 212, 'PATATE', { size: 7.5 }], R(160, 212, '4%', { size: 7.5, width: 40 }), R(206, 212, '11,00', { size: 7.5, width: 60 }), [24, 221, 'kg 10,000 x 1,10 €/kg', { size: 6.5 }],
    [16, 234, '#RECT 194 0.5 black'],
    [16, 242, 'TOTALE COMPLESSIVO', { size: 9, bold: true }], R(206, 242, '45,88', { size: 9, bold: true, width: 60 }),
    [16, 256, 'di cui IVA', { size: 8 }], R(206, 256, '1,76', { size: 8, width: 60 }),
    [16, 272, 'Pagamento elettronico', { size: 8 }], R(206, 272, '45,88', { size: 8, width: 60 }),
    [16, 283, 'Pagamento contante', { size: 8 }], R(206, 283, '0,00', { size: 8, width: 60 }),
    [16, 294, 'Importo pagato', { size: 8 }], R(206, 294, '45,88', { size: 8, width: 60 }),
    [16, 312, '23-11-2026 07:48', { size: 7 }], R(206, 312, 'DOC.N. 0087-0042', { size: 7 }),
    [16, 322, 'RT 99MEY004471', { size: 7 }],
  ] },

  // Spanish ice and CO2 delivery driver's FACTURA SIMPLIFICADA: the trading name, the legal name,
  // industrial-estate address and CIF; the number, "20-11-2026 09:35", the albarán / route / driver
  // line and the customer; four lines priced WITHOUT IVA with "20 x 1,10" under each and an IVA
  // column (10, 21 and N/S for the bottle deposit); bases and IVA at 10 % and 21 %, the fianza not
  // subject to IVA, TOTAL (€), EFECTIVO 160,00 and CAMBIO 2,42; the bottles delivered and collected,
  // a signature line and the note that prices exclude IVA.
  { name: 'hielo-co2-es-reparto-sin-iva-fianza-efectivo-cambio', kind: 'receipt', size: [226, 420], expect: { vendorName: 'Hielos y Gases Levante, S.L.', invoiceDate: '2026-11-20', tax: 18.98, total: 157.58, currency: 'EUR', paymentMethod: 'cash' },
    items: [['HIELO CUBITO BOLSA 2 KG', 20, 1.1, 22], ['HIELO PICADO SACO 5 KG', 4, 3.2, 12.8], ['RECARGA CO2 ALIMENT. 10 KG', 3, 24.6, 73.8], ['FIANZA BOTELLA CO2 10 KG', 1, 30, 30]], cells: [
    [30, 14, 'HIELOS Y GASES LEVANTE', { size: 11, bold: true }],
    [56, 30, 'Hielos y Gases Levante, S.L.', { size: 7.5 }],
    [28, 40, 'Pol. Ind. Fuente del Jarro, C/ Ciudad de Sevilla 44', { size: 6.5 }],
    [76, 49, '46988 Paterna (Valencia)', { size: 6.5 }], [86, 58, 'CIF B-97044718', { size: 6.5 }],
    [60, 74, 'FACTURA SIMPLIFICADA', { size: 9, bold: true }],
    [16, 88, 'Nº R07-004417', { size: 7 }], R(206, 88, '20-11-2026 09:35', { size: 7 }),
    [16, 98, 'Albarán de entrega · Ruta 07 · Conductor: Vicente', { size: 6.5 }],
    [16, 108, 'Cliente 1183 · Bar Tiberio · C/ Cádiz 22, Valencia', { size: 6.5 }],
    [16, 118, '#RECT 194 0.5 black'],
    [16, 124, 'ARTÍCULO', { size: 6.5, bold: true }], R(190, 124, 'IMPORTE', { size: 6.5, bold: true }), [194, 124, 'IVA', { size: 6.5, bold: true }],
    [16, 135, 'HIELO CUBITO BOLSA 2 KG', { size: 7.5 }], R(190, 135, '22,00', { size: 7.5 }), [196, 135, '10', { size: 7 }], [24, 144, '20 x 1,10', { size: 6.5 }],
    [16, 155, 'HIELO PICADO SACO 5 KG', { size: 7.5 }], R(190, 155, '12,80', { size: 7.5 }), [196, 155, '10', { size: 7 }], [24, 164, '4 x 3,20', { size: 6.5 }],
    [16, 175, 'RECARGA CO2 ALIMENT. 10 KG', { size: 7.5 }], R(190, 175, '73,80', { size: 7.5 }), [196, 175, '21', { size: 7 }], [24, 184, '3 x 24,60', { size: 6.5 }],
    [16, 195, 'FIANZA BOTELLA CO2 10 KG', { size: 7.5 }], R(190, 195, '30,00', { size: 7.5 }), [196, 195, 'N/S', { size: 7 }], [24, 204, '1 x 30,00', { size: 6.5 }],
    [16, 216, '#RECT 194 0.5 black'],
    [16, 224, 'Base imponible 10%', { size: 7.5 }], R(206, 224, '34,80', { size: 7.5 }),
    [16, 234, 'IVA 10%', { size: 7.5 }], R(206, 234, '3,48', { size: 7.5 }),
    [16, 244, 'Base imponible 21%', { size: 7.5 }], R(206, 244, '73,80', { size: 7.5 }),
    [16, 254, 'IVA 21%', { size: 7.5 }], R(206, 254, '15,50', { size: 7.5 }),
    [16, 264, 'Fianza envases (no sujeta)', { size: 7.5 }], R(206, 264, '30,00', { size: 7.5 }),
    [16, 278, 'TOTAL (€)', { size: 11, bold: true }], R(206, 278, '157,58', { size: 11, bold: true }),
    [16, 296, 'EFECTIVO', { size: 8 }], R(206, 296, '160,00', { size: 8 }),
    [16, 307, 'CAMBIO', { size: 8 }], R(206, 307, '2,42', { size: 8 }),
    [16, 324, 'Botellas CO2: entregadas 3 llenas · recogidas 2 vacías', { size: 6.5 }],
    [16, 333, 'Envases en su local: 4 botellas', { size: 6.5 }],
    [16, 358, 'Firma cliente:', { size: 7 }], [76, 366, '#RECT 130 0.5 black'],
    [16, 382, 'Precios sin IVA. Fianza reembolsable al devolver el envase.', { size: 6.5 }],
  ] },
];
