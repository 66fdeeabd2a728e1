// A fourteenth fresh batch of 16 hand-built documents (8 invoices, 8 receipts) in the format of
// documents.ts, written on 2026-11-24 blind to the engine: their author read only documents.ts,
// documents-fresh13.ts (for the format and the conventions, and to avoid repeating its layouts) and
// render.ts (for the page, the fonts and the drawing commands), nothing under engine/, server/, data/,
// models/ or test/ nor any other file under bench/, and ran neither the engine, the tests nor a benchmark
// (only the type check and a throwaway script outside the repository that renders these documents through
// render.ts's renderPdf, rasterises them with pdftoppm, and checks that no text overlaps or leaves the page
// and that the arithmetic holds).
// The theme is new: MAINSTREAM DOCUMENTS AS PARTNERS SEND THEM MOST, in the big languages (English, German,
// French, Spanish, Italian, Dutch), with the awkward structures real documents have. The invoices come from
// HEALTHCARE, PROFESSIONAL SERVICES, IT / TELECOM AND LOGISTICS, the receipts from PHARMACIES, SUPERMARKETS,
// A BAKERY, A HARDWARE STORE, A CONVENIENCE STORE AND AN ELECTRONICS SHOP, and each carries the distractors
// such documents carry: insurance and write-off lines, money on account, a Skonto amount, a previous bill
// and its debit date, a withholding tax, an account summary with a previous balance and a payment, an
// open-items overview, savings and coupon lines, change given, card slips repeating the amount, loyalty
// points, return-by, expiry, refill, recall and coupon-validity dates.
// Invoices: the United States (a dental clinic's patient STATEMENT on Letter, the clinic name beside an
// "LFD" logo block, a grid of stacked labels "Statement Date 11/20/2026 · Statement No. 2611-04471 ·
// Account No. · Please Pay By 12/10/2026 · Amount Due $432.00"; five procedures with CDT codes and teeth
// dated 10/28 and 11/04/2026 totalling 1,664.00; an account summary with "Insurance Paid -1,010.40",
// "Insurance Adjustment (PPO write-off) -221.60" and "PATIENT BALANCE DUE $432.00"; an aging table, the
// recall date 05/04/2027 and a remittance stub), the United Kingdom (a solicitors' LLP FEE NOTE AND VAT
// INVOICE for a probate matter, the firm top right, "Invoice No. HV/26/04471", "Date / Tax point 19
// November 2026"; fees by fee earner in hours × rate (3,439.50) with VAT 20 % 687.90 on them only;
// disbursements not subject to VAT (327.00), two with quantity and unit; TOTAL THIS INVOICE £4,454.40, less
// money held on account -1,000.00 and BALANCE NOW DUE £3,454.40; a paid interim invoice as a distractor),
// Germany (an IT provider's Rechnung in DIN layout: only a sender line over the window address, a "K&B" logo
// and the footer name the seller; Rechnungsnummer RE-2026-11-0447 among label: value lines, Rechnungsdatum
// 20.11.2026, Leistungszeitraum 01.10.2026 – 31.10.2026; hours × Stundensatz, trips, a maintenance month and
// licences; Summe netto 2.557,90, 19 % USt. 486,00, Rechnungsbetrag 3.043,90 €; a Zahlungsbedingungen box
// "2 % Skonto bei Zahlung bis 04.12.2026: 60,88 € – Zahlbetrag dann 2.983,02 €" and "Ohne Abzug zahlbar bis
// 20.12.2026"), France (a telecom provider's Facture "du 20 novembre 2026" under a lower-case word mark, a
// grid of N° de facture FM26-11-0447182, N° client, Période and "Montant à payer TTC"; a summary by kind HT;
// fibre and mobile plans, 23 min of international calls × 0,25, a one-off set-up fee and a loyalty discount
// row; Total HT 86,41, TVA 20 % 17,28, Total TTC 103,69 €; "sera prélevé le 05/12/2026" and the previous bill
// 98,30 € debited on 05/11/2026; the legal name only in the footer), Spain (a transport agency's FACTURA, the
// seller beside a "THG" block, a stacked-label grid Nº FACTURA A/2026/1182, FECHA 19-11-2026, VENCIMIENTO
// 19-12-2026; five delivery-note rows with route, pallets, kilos, price per pallet and a demurrage row in
// hours; Suma portes 1.100,00, Recargo combustible 8 % 88,00, Base imponible 1.188,00, IVA 21 % 249,48,
// "Retención IRPF no aplicable", TOTAL FACTURA 1.437,48 €), Italy (an accountants' Studio Associato's
// FATTURA with the centred letterhead, a grid Documento / Numero 118/2026 / Data 20/11/2026 / Scadenza
// 20/12/2026; four fee lines; Totale onorari 1.902,00, Cassa previdenza 4 % 76,08, Totale imponibile
// 1.978,08, IVA 22 % 435,18, Totale fattura 2.413,26, "Ritenuta d'acconto 20 % su 1.902,00 -380,40" and a
// dark "Netto a pagare € 2.032,86" band), Canada (an Ontario courier's INVOICE on Letter, the company top
// right with its HST number; "Invoice #: NB-260447", "Nov 19, 2026", "Net 30", "Dec 19, 2026"; an account
// summary box with the previous balance 612.40 and its payment; five waybill rows with pieces and weight,
// a waiting-time row and a fuel-surcharge row "16% on freight of $365.25"; Subtotal 446.19, HST 13%
// (ON) 58.00, Total 504.19 and "Amount due (CAD) $504.19"), the Netherlands (an accountancy's Factuur under
// the word mark "vanLeeuwen", the legal name only in the footer and the payment line; stacked labels
// Factuurnummer 2026-1147, Factuurdatum "18 november 2026", Vervaldatum "2 december 2026"; fixed-price and
// hourly lines with "€ " amounts; Subtotaal € 4.030,00, BTW 21% € 846,30, Totaal € 4.876,30; a framed "Te
// betalen € 4.876,30" with the betalingskenmerk 1100 0044 7182 0001; an overview of open items adding an
// overdue invoice of € 605,00 to "Totaal openstaand € 5.481,30").
// Receipts: the United States (a pharmacy till slip, 80 mm: an Rx copay filled the day before, an item with
// a rewards-price line under it, "2 @ 7.99" with "BOGO 50% OFF", a manufacturer coupon, T and N tax flags;
// SUBTOTAL 38.55, "TAX 7.25% ON 25.26" 1.83, TOTAL 40.38 by Visa credit; "YOU SAVED $7.00", BayBucks, a
// return-by date and a long survey footer), the United Kingdom (a supermarket till receipt: two yogurts and
// a "YOGURT 2 FOR £3.00 -£0.70" promotion line, bananas by weight "0.940 kg @ £0.88/kg", A-flagged VAT
// items; TOTAL SAVINGS £0.70, "8 BALANCE DUE £15.68", contactless Visa Debit, CHANGE DUE £0.00; a VAT table
// A 20 % 3.58 / 0.72 and Z 0 %; points and a £1 coupon valid to 06/12/2026), Germany (a Frischemarkt
// Kassenbon: A 19 % and B 7 % letters, bottled water "6 Stk x 0,39" with its Pfand "6 Stk x 0,25", bananas
// by weight, a Leergut return "-15 Stk x 0,25" -3,75; SUMME 15,30 by girocard; the Steuer table with 1,56;
// the Kundenbeleg and a TSE block with ISO timestamps), France (a boulangerie's ticket, 58 mm: bread and
// pastries at code 1 = 5,5 %, coffee on the premises at code 2 = 10 %, count lines "2 x 1,30"; TOTAL TTC
// 32,90 €, "CB SANS CONTACT"; the TVA table with 1,86; a loyalty line, a Christmas order date and the card
// slip "MONTANT = 32,90 EUR"), Spain (a ferretería's FACTURA SIMPLIFICADA with Artículo / Cant. / Precio /
// Importe and a reference under each line; "TOTAL (IVA incluido) 46,55 €"; EFECTIVO 50,00, CAMBIO 3,45; the
// Base imponible 38,47 / Cuota 8,08 table; a return-by date 07-12-2026), Italy (a pharmacy's DOCUMENTO
// COMMERCIALE: medicines at 10 %, a hand cream at 22 % with a "SCONTO 10%" row -0,89, plasters; TOTALE
// COMPLESSIVO 21,91, di cui IVA 3,03, the payment lines with Pagamento elettronico 21,91; the customer's
// codice fiscale and the deductible medicine amount 10,40 as distractors), Mexico (a convenience store's
// ticket: the S.A. de C.V. with RFC, "Fecha: 22/NOV/2026", "2 X $18.50" count lines; TOTAL $179.50,
// EFECTIVO $200.00, SU CAMBIO $20.50, the amount in words; "LOS PRECIOS INCLUYEN IVA" with 16 % base $68.53
// IVA $10.97 and 0 % base $100.00; points and an online-invoicing deadline), Australia (an electronics
// store's TAX INVOICE receipt with ABN: headphones with SKU and serial, "2 @ 24.95" cables, a 3-year
// extended warranty line covering "to 22/11/2029", a price-match row -20.00; TOTAL AUD $437.90, "Total
// includes GST of $39.81", Mastercard; the customer copy "PURCHASE AUD $437.90"; a returns-by date).
// Date forms: 11/20/2026 with 12/10/2026 and service dates 10/28/2026; "19 November 2026"; 20.11.2026 with
// 04.12.2026 and 20.12.2026; "20 novembre 2026" with 15/11/2026 and 05/12/2026; 19-11-2026 and 19-12-2026;
// 20/11/2026 and 20/12/2026; "Nov 19, 2026" and "Dec 19, 2026"; "18 november 2026" and "2 december 2026";
// on receipts "11/22/2026 4:18 PM", "22/11/2026 11:08", "22.11.2026 10:41" (with TSE times
// 2026-11-22T10:40:12.000), "22/11/2026 08:17", "Fecha: 22-11-2026", "22-11-2026 17:32", "22/NOV/2026" and
// "22/11/2026 14:52". Once the engine has been fixed on any of them they are a development set like
// documents.ts, and stop measuring anything unbiased.
// Conventions as fresh13 (and fresh12 and its amendment): `expect` lists only fields the printed text makes
// certain; subtotal is the document's own printed pre-tax subtotal (Summe netto, Total HT, Base imponible,
// Totale imponibile, Subtotal, Subtotaal, and the US pharmacy's SUBTOTAL after its savings lines) and is left
// out where none is printed as one figure (the dental statement, whose "Total Charges" is not a pre-tax
// subtotal of what is due; the fee note, which prints fees and disbursements apart) and on tax-inclusive
// receipts; tax is the VAT / sales tax / GST the document charges or states as included. `items` lists every
// billed line of the item table exactly as printed, null where a quantity or unit price is not printed; a
// discount, coupon, promotion, rewards-price or price-match row printed among the lines is an item, and so is
// the Canadian fuel-surcharge row; a count line printed under a line ("2 @ 7.99", "6 Stk x 0,39", "0.940 kg @
// £0.88/kg") gives its quantity and unit price; the Leergut return is quantity -15 at 0,25, as fresh13's
// returned pallets. paymentMethod is the payment TYPE, on receipts only: card (Visa credit, contactless Visa
// Debit, girocard, CB sans contact, Pagamento elettronico by Mastercard, Mastercard) and cash (EFECTIVO).
// Decided here for new cases: the dental statement's total is the PATIENT BALANCE DUE 432.00 (what the patient
// pays after the insurer's payment and the PPO write-off), its items the five procedures at their fees, its
// invoiceNumber the Statement No. and its dueDate the "Please Pay By" date. The fee note's total is TOTAL THIS
// INVOICE 4,454.40, before the money held on account (as documents.ts's facture-acompte), its items the three
// fee lines and the four disbursements, and it has no dueDate (only "within 30 days" is printed). The German
// dueDate is the date without deduction 20.12.2026, not the Skonto date, and its total the Rechnungsbetrag,
// not the Skonto amount. The French telecom bill has no dueDate: it prints only the date of the direct debit.
// The Spanish subtotal is the Base imponible 1.188,00 including the fuel surcharge printed under the table,
// whose items are the five table rows (1.100,00). The Italian subtotal is the Totale imponibile 1.978,08
// including the 4 % Cassa. Its total was written as the Totale fattura 2.413,26 before the 20 % ritenuta
// d'acconto; it is the "Netto a pagare" 2.032,86 since the engine's contract (server/schemas/documents.ts)
// takes a tax the client withholds for the State off the amount payable, as the Spanish IRPF, Colombian
// retención and Brazilian ISS retido of documents.ts and fresh15 (a bond kept back, fresh13's Polish one, is
// still the seller's: that total stays before it). The Canadian
// and Dutch totals are the invoice's own, not the account summary's previous balance nor the "Totaal
// openstaand" of the open-items overview. The vendor is the seller in its most complete printed form: the
// legal name beside or under a word mark or in the footer (Kessler & Brandt IT-Services GmbH, Arvelia Télécom
// SAS, Van Leeuwen Accountants B.V., Harrowgate Fresh Ltd, Hollerbach Frischemarkt e.K., SARL Les Trois Épis,
// Ferretería Industrial Ribera, S.L., Farmacia San Lorenzo S.n.c., Comercializadora Del Valle Norte, S.A. de
// C.V., Voltwave Electronics Pty Ltd).
import type { Cell, ProbeDocument } from './documents.js';

/** A right-aligned cell ending at x. */
const R = (x: number, y: number, t: string, o: Cell[3] = {}): Cell => [x, y, t, { ...o, align: 'right' }];

export const FRESH14_DOCUMENTS: ProbeDocument[] = [

  // US dental clinic's patient STATEMENT (Letter): an "LFD" logo block beside "Lakeshore Family Dental, PLLC";
  // a five-box grid of stacked labels (Statement Date 11/20/2026, Statement No. 2611-04471, Account No., Please
  // Pay By 12/10/2026, Amount Due $432.00); responsible party and patient / insurance blocks with the EOB date;
  // five procedures with service dates, CDT codes and teeth, Total Charges 1,664.00; an aging table; the
  // account summary (Previous Balance, New Charges, Insurance Paid -1,010.40, Insurance Adjustment (PPO
  // write-off) -221.60, Patient Payments) and a dark PATIENT BALANCE DUE $432.00; the recall appointment
  // 05/04/2027; a cut line and a remittance stub repeating the amount with "Amount Enclosed".
  { name: 'dental-us-patient-statement-letter-cdt-codes-insurance-paid-ppo-write-off-patient-balance-due-remittance-stub-recall-date', kind: 'invoice', size: [612, 792], expect: { vendorName: 'Lakeshore Family Dental, PLLC', invoiceNumber: '2611-04471', invoiceDate: '2026-11-20', dueDate: '2026-12-10', total: 432, currency: 'USD' },
    items: [['Periodic oral evaluation – established patient', null, null, 65], ['Prophylaxis – adult', null, null, 118],
      ['Bitewings – four radiographic images', null, null, 86], ['Resin-based composite – two surfaces, posterior', null, null, 245],
      ['Crown – porcelain/ceramic substrate', null, null, 1150]], cells: [
    [40, 34, '#RECT 40 40 #0e7490'],
    [45, 48, 'LFD', { size: 13, bold: true, width: -1 }],
    [90, 34, 'Lakeshore Family Dental, PLLC', { size: 15, bold: true }],
    [90, 53, 'General & Cosmetic Dentistry · 2150 N. Lakeview Ave, Suite 210 · Chicago, IL 60614', { size: 7.5 }],
    [90, 63, 'Phone (773) 555-0184 · billing@lakeshorefamilydental.com · Tax ID 36-4471820', { size: 7.5 }],
    R(572, 34, 'STATEMENT', { size: 17, bold: true, width: 150 }),
    R(572, 55, 'Please retain for your records', { size: 7, width: 150 }),
    [40, 90, '#RECT 532 40 black stroke'], [146, 90, '#RECT 0 40 black stroke'], [253, 90, '#RECT 0 40 black stroke'],
    [359, 90, '#RECT 0 40 black stroke'], [466, 90, '#RECT 0 40 black stroke'],
    [45, 95, 'Statement Date', { size: 7 }], [151, 95, 'Statement No.', { size: 7 }], [258, 95, 'Account No.', { size: 7 }],
    [364, 95, 'Please Pay By', { size: 7 }], [471, 95, 'Amount Due', { size: 7 }],
    [45, 110, '11/20/2026', { size: 10, bold: true }], [151, 110, '2611-04471', { size: 10, bold: true }], [258, 110, 'LFD-018204', { size: 10, bold: true }],
    [364, 110, '12/10/2026', { size: 10, bold: true }], [471, 110, '$432.00', { size: 10, bold: true }],
    [40, 146, 'RESPONSIBLE PARTY', { size: 7, bold: true }],
    [40, 157, 'Daniel R. Whitcomb', { size: 9 }], [40, 169, '1847 W. Barry Ave, Apt 3', { size: 9 }], [40, 181, 'Chicago, IL 60657', { size: 9 }],
    [330, 146, 'PATIENT / INSURANCE', { size: 7, bold: true }],
    [330, 157, 'Patient: Daniel R. Whitcomb (DOB 03/14/1979)', { size: 8 }],
    [330, 168, 'Provider: Priya Raman, DDS', { size: 8 }],
    [330, 179, 'Primary: Beacon Dental PPO · ID BDX447182009', { size: 8 }],
    [330, 190, 'Claim C26-118204 · EOB dated 11/17/2026', { size: 8 }],
    [40, 212, '#RECT 532 18 #e0f2f1'],
    [45, 217, 'Date of Service', { size: 7.5, bold: true }], [118, 217, 'Code', { size: 7.5, bold: true }], [160, 217, 'Tooth', { size: 7.5, bold: true }],
    [200, 217, 'Description', { size: 7.5, bold: true }], R(567, 217, 'Fee', { size: 7.5, bold: true }),
    [45, 238, '10/28/2026', { size: 8.5 }], [118, 238, 'D0120', { size: 8.5 }], [200, 238, 'Periodic oral evaluation – established patient', { size: 8.5 }], R(567, 238, '65.00', { size: 8.5 }),
    [45, 254, '10/28/2026', { size: 8.5 }], [118, 254, 'D1110', { size: 8.5 }], [200, 254, 'Prophylaxis – adult', { size: 8.5 }], R(567, 254, '118.00', { size: 8.5 }),
    [45, 270, '10/28/2026', { size: 8.5 }], [118, 270, 'D0274', { size: 8.5 }], [200, 270, 'Bitewings – four radiographic images', { size: 8.5 }], R(567, 270, '86.00', { size: 8.5 }),
    [45, 286, '11/04/2026', { size: 8.5 }], [118, 286, 'D2392', { size: 8.5 }], [160, 286, '#30', { size: 8.5 }], [200, 286, 'Resin-based composite – two surfaces, posterior', { size: 8.5 }],
    R(567, 286, '245.00', { size: 8.5 }),
    [45, 302, '11/04/2026', { size: 8.5 }], [118, 302, 'D2740', { size: 8.5 }], [160, 302, '#19', { size: 8.5 }], [200, 302, 'Crown – porcelain/ceramic substrate', { size: 8.5 }],
    R(567, 302, '1,150.00', { size: 8.5 }),
    [40, 318, '#RECT 532 0.6 black'],
    [200, 324, 'Total Charges', { size: 8.5, bold: true }], R(567, 324, '1,664.00', { size: 8.5, bold: true }),
    [40, 356, 'Aging of Patient Balance', { size: 7.5, bold: true }],
    [40, 368, 'Current', { size: 7 }], [95, 368, '31–60 days', { size: 7 }], [155, 368, '61–90 days', { size: 7 }], [215, 368, 'Over 90', { size: 7 }],
    [40, 378, '432.00', { size: 8 }], [95, 378, '0.00', { size: 8 }], [155, 378, '0.00', { size: 8 }], [215, 378, '0.00', { size: 8 }],
    [325, 350, '#RECT 247 118 black stroke'],
    [332, 356, 'ACCOUNT SUMMARY', { size: 7.5, bold: true }],
    [332, 370, 'Previous Balance', { size: 8.5 }], R(565, 370, '0.00', { size: 8.5 }),
    [332, 384, 'New Charges', { size: 8.5 }], R(565, 384, '1,664.00', { size: 8.5 }),
    [332, 398, 'Insurance Paid', { size: 8.5 }], R(565, 398, '-1,010.40', { size: 8.5 }),
    [332, 412, 'Insurance Adjustment (PPO write-off)', { size: 8.5 }], R(565, 412, '-221.60', { size: 8.5 }),
    [332, 426, 'Patient Payments', { size: 8.5 }], R(565, 426, '0.00', { size: 8.5 }),
    [325, 442, '#RECT 247 26 #0e7490'],
    [332, 450, 'PATIENT BALANCE DUE', { size: 10, bold: true, width: -1 }], R(565, 449, '$432.00', { size: 11, bold: true, width: -1 }),
    [40, 400, 'Your insurance has processed the claim for the visits above.', { size: 7.5 }],
    [40, 411, 'The balance shown is your responsibility under your Beacon', { size: 7.5 }],
    [40, 422, 'Dental PPO plan (major services such as crowns at 50%).', { size: 7.5 }],
    [40, 440, 'Next appointment: 05/04/2027 at 9:30 AM (6-month recall)', { size: 7.5 }],
    [40, 451, 'We accept Visa, Mastercard, Discover and HSA/FSA cards.', { size: 7.5 }],
    [40, 462, 'Questions? Call (773) 555-0184, option 2 (billing).', { size: 7.5 }],
    [40, 520, '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -', { size: 7 }],
    [190, 530, 'Please detach and return this portion with your payment', { size: 7 }],
    [40, 552, 'Lakeshore Family Dental, PLLC', { size: 10, bold: true }],
    [40, 565, '2150 N. Lakeview Ave, Suite 210', { size: 8 }], [40, 575, 'Chicago, IL 60614', { size: 8 }],
    [320, 548, '#RECT 252 84 black stroke'],
    [328, 554, 'Account No.', { size: 8 }], R(564, 554, 'LFD-018204', { size: 8 }),
    [328, 569, 'Statement Date', { size: 8 }], R(564, 569, '11/20/2026', { size: 8 }),
    [328, 584, 'Please Pay By', { size: 8 }], R(564, 584, '12/10/2026', { size: 8 }),
    [328, 599, 'Amount Due', { size: 9, bold: true }], R(564, 599, '$432.00', { size: 9, bold: true }),
    [328, 615, 'Amount Enclosed', { size: 8 }], R(564, 615, '$ __________', { size: 8 }),
    [40, 600, 'Pay by card:  [ ] Visa   [ ] MC   [ ] Discover', { size: 7.5 }],
    [40, 613, 'Card No. ____________________  Exp. ___/___', { size: 7.5 }],
    [40, 626, 'Signature ____________________', { size: 7.5 }],
    [320, 642, 'Make checks payable to Lakeshore Family Dental, PLLC', { size: 7 }],
    [40, 660, 'Daniel R. Whitcomb', { size: 9 }], [40, 672, '1847 W. Barry Ave, Apt 3', { size: 9 }], [40, 684, 'Chicago, IL 60657', { size: 9 }],
  ] },

  // UK solicitors' FEE NOTE AND VAT INVOICE (A4) for a probate matter: the firm's name, "S O L I C I T O R S",
  // the LLP name, address, DX and VAT number top right; the executor's address left; Invoice No. HV/26/04471,
  // "Date / Tax point 19 November 2026", our ref. and fee earner; fees by fee earner in hours × rate, total
  // 3,439.50 and VAT at 20% 687.90 on the fees only; disbursements not subject to VAT (one amount-only, three
  // with quantity and unit), total 327.00; a summary box: TOTAL THIS INVOICE £4,454.40, less money held on
  // account -1,000.00, a dark BALANCE NOW DUE £3,454.40; payment terms "within 30 days", the office account,
  // a cyber-fraud warning; a paid interim invoice £1,866.00 as a distractor; the LLP and SRA footer.
  { name: 'solicitor-uk-fee-note-vat-invoice-probate-hours-by-fee-earner-disbursements-outside-scope-money-on-account-balance-due', kind: 'invoice', expect: { vendorName: 'Harcourt & Vane LLP', invoiceNumber: 'HV/26/04471', invoiceDate: '2026-11-19', tax: 687.9, total: 4454.4, currency: 'GBP' },
    items: [['Partner – Rebecca Vane', 4.5, 295, 1327.5], ['Senior Associate – Tom Ellery', 7.2, 210, 1512], ['Paralegal – Aisha Khan', 5, 120, 600],
      ['Probate application fee (HMCTS)', null, null, 300], ['Sealed copies of the Grant', 6, 1.5, 9], ['HM Land Registry official copies', 2, 7, 14],
      ['Bankruptcy-only searches (Land Charges Dept)', 2, 2, 4]], cells: [
    R(555, 34, 'HARCOURT & VANE', { size: 20, bold: true, width: 300 }),
    R(555, 58, 'S O L I C I T O R S', { size: 8, bold: true, width: 300 }),
    R(555, 76, 'Harcourt & Vane LLP', { size: 9, bold: true, width: 300 }),
    R(555, 88, "14 St Paul's Square, Birmingham B3 1RB", { size: 7.5, width: 300 }),
    R(555, 98, 'DX 13047 Birmingham 1 · T 0121 447 1820 · accounts@harcourtvane.co.uk', { size: 7.5, width: 300 }),
    R(555, 108, 'VAT Reg. No. GB 447 1820 93', { size: 7.5, width: 300 }),
    [40, 132, 'PRIVATE & CONFIDENTIAL', { size: 7.5, bold: true }],
    [40, 145, 'Mrs Margaret A. Doyle', { size: 9.5 }], [40, 157, 'Executor of the Estate of Thomas Doyle', { size: 9.5 }],
    [40, 169, '27 Hawthorn Drive', { size: 9.5 }], [40, 181, 'Solihull', { size: 9.5 }], [40, 193, 'B91 3TX', { size: 9.5 }],
    [345, 145, 'Invoice No.', { size: 8.5 }], R(555, 145, 'HV/26/04471', { size: 8.5, bold: true }),
    [345, 158, 'Date / Tax point', { size: 8.5 }], R(555, 158, '19 November 2026', { size: 8.5 }),
    [345, 171, 'Our ref.', { size: 8.5 }], R(555, 171, 'RV/DOY001-0003', { size: 8.5 }),
    [345, 184, 'Fee earner', { size: 8.5 }], R(555, 184, 'Rebecca Vane, Partner', { size: 8.5 }),
    [40, 222, 'FEE NOTE AND VAT INVOICE', { size: 14, bold: true }],
    [40, 242, 'Re: Estate of Thomas Doyle deceased – obtaining the Grant of Probate and administering the estate: our work', { size: 8 }],
    [40, 253, 'from 1 July 2026 to 31 October 2026, as detailed in the enclosed time ledger.', { size: 8 }],
    [40, 274, 'Our professional charges', { size: 9, bold: true }],
    [35, 287, '#RECT 525 16 #e5e7eb'],
    [40, 291, 'Fee earner', { size: 7.5, bold: true }], R(360, 291, 'Hours', { size: 7.5, bold: true }), R(450, 291, 'Rate £', { size: 7.5, bold: true }), R(555, 291, 'Amount £', { size: 7.5, bold: true }),
    [40, 310, 'Partner – Rebecca Vane', { size: 8.5 }], R(360, 310, '4.5', { size: 8.5 }), R(450, 310, '295.00', { size: 8.5 }), R(555, 310, '1,327.50', { size: 8.5 }),
    [40, 324, 'Senior Associate – Tom Ellery', { size: 8.5 }], R(360, 324, '7.2', { size: 8.5 }), R(450, 324, '210.00', { size: 8.5 }), R(555, 324, '1,512.00', { size: 8.5 }),
    [40, 338, 'Paralegal – Aisha Khan', { size: 8.5 }], R(360, 338, '5.0', { size: 8.5 }), R(450, 338, '120.00', { size: 8.5 }), R(555, 338, '600.00', { size: 8.5 }),
    [35, 352, '#RECT 525 0.5 black'],
    [300, 358, 'Total professional charges', { size: 8.5 }], R(555, 358, '3,439.50', { size: 8.5 }),
    [300, 372, 'VAT at 20% on professional charges', { size: 8.5 }], R(555, 372, '687.90', { size: 8.5 }),
    [40, 398, 'Disbursements (not subject to VAT)', { size: 9, bold: true }],
    [35, 411, '#RECT 525 16 #e5e7eb'],
    [40, 415, 'Description', { size: 7.5, bold: true }], R(360, 415, 'Qty', { size: 7.5, bold: true }), R(450, 415, 'Unit £', { size: 7.5, bold: true }), R(555, 415, 'Amount £', { size: 7.5, bold: true }),
    [40, 434, 'Probate application fee (HMCTS)', { size: 8.5 }], R(555, 434, '300.00', { size: 8.5 }),
    [40, 448, 'Sealed copies of the Grant', { size: 8.5 }], R(360, 448, '6', { size: 8.5 }), R(450, 448, '1.50', { size: 8.5 }), R(555, 448, '9.00', { size: 8.5 }),
    [40, 462, 'HM Land Registry official copies', { size: 8.5 }], R(360, 462, '2', { size: 8.5 }), R(450, 462, '7.00', { size: 8.5 }), R(555, 462, '14.00', { size: 8.5 }),
    [40, 476, 'Bankruptcy-only searches (Land Charges Dept)', { size: 8.5 }], R(360, 476, '2', { size: 8.5 }), R(450, 476, '2.00', { size: 8.5 }), R(555, 476, '4.00', { size: 8.5 }),
    [35, 490, '#RECT 525 0.5 black'],
    [300, 496, 'Total disbursements', { size: 8.5 }], R(555, 496, '327.00', { size: 8.5 }),
    [295, 522, '#RECT 265 108 black stroke'],
    [300, 530, 'Professional charges', { size: 8 }], R(553, 530, '3,439.50', { size: 8 }),
    [300, 543, 'VAT @ 20%', { size: 8 }], R(553, 543, '687.90', { size: 8 }),
    [300, 556, 'Disbursements (outside the scope of VAT)', { size: 8 }], R(553, 556, '327.00', { size: 8 }),
    [295, 570, '#RECT 265 0.6 black'],
    [300, 576, 'TOTAL THIS INVOICE', { size: 9.5, bold: true }], R(553, 576, '£4,454.40', { size: 9.5, bold: true }),
    [300, 593, "Less: money held on account (rec'd 02/09/2026)", { size: 7.5 }], R(553, 593, '-1,000.00', { size: 8 }),
    [295, 608, '#RECT 265 22 #1f2937'],
    [300, 614, 'BALANCE NOW DUE', { size: 9.5, bold: true, width: -1 }], R(553, 614, '£3,454.40', { size: 9.5, bold: true, width: -1 }),
    [40, 526, 'Payment', { size: 8, bold: true }],
    [40, 538, 'Payment is due within 30 days of the date of', { size: 7.5 }],
    [40, 548, 'this invoice. Please quote HV/26/04471.', { size: 7.5 }],
    [40, 562, 'Harcourt & Vane LLP Office Account', { size: 7.5 }],
    [40, 572, 'Sort code 30-94-47 · Account 18204471', { size: 7.5 }],
    [40, 586, 'Cyber fraud warning: we will never tell you', { size: 7.5, bold: true }],
    [40, 596, 'of a change to our bank details by email.', { size: 7.5, bold: true }],
    [40, 660, 'Interim invoice HV/26/02210 dated 14 July 2026 (£1,866.00 including VAT) has been paid – thank you.', { size: 7.5 }],
    [40, 671, 'The estate accounts will be prepared and sent to you for approval once the administration is complete.', { size: 7.5 }],
    [40, 798, "Harcourt & Vane LLP is a limited liability partnership registered in England and Wales (OC447182). Registered office: 14 St Paul's Square,", { size: 6 }],
    [40, 807, 'Birmingham B3 1RB. Authorised and regulated by the Solicitors Regulation Authority (SRA No. 644718). A list of members is available on request.', { size: 6 }],
  ] },

  // German IT provider's Rechnung (A4, DIN 5008): a "K&B" logo top right, the seller only in the sender line
  // over the window address and in the three-column footer; label: value lines (Rechnungsnummer
  // RE-2026-11-0447, Rechnungsdatum 20.11.2026, Kundennummer, Ihre Bestellung, Leistungszeitraum 01.10.2026 –
  // 31.10.2026); the title and a salutation; five positions: remote support 14,50 Std. × 85,00 and on-site
  // work 6,00 Std. × 110,00 with notes under them, 3 trip flat fees, a maintenance month, 12 licences × 11,70;
  // Summe netto 2.557,90, zzgl. 19 % USt. 486,00, Rechnungsbetrag 3.043,90 €; the hour quota as a distractor;
  // a framed Zahlungsbedingungen box with "2 % Skonto bei Zahlung bis 04.12.2026: 60,88 € – Zahlbetrag dann
  // 2.983,02 €" and "Ohne Abzug zahlbar bis 20.12.2026".
  { name: 'it-dienstleister-de-rechnung-din-absenderzeile-leistungszeitraum-stunden-stundensatz-anfahrt-wartung-lizenzen-skonto-2-prozent-fusszeile', kind: 'invoice', expect: { vendorName: 'Kessler & Brandt IT-Services GmbH', invoiceNumber: 'RE-2026-11-0447', invoiceDate: '2026-11-20', dueDate: '2026-12-20', subtotal: 2557.9, tax: 486, total: 3043.9, currency: 'EUR' },
    items: [['Remote-Support 1st/2nd Level (Tickets #8812–#8871)', 14.5, 85, 1232.5], ['Vor-Ort-Einsatz Techniker', 6, 110, 660],
      ['Anfahrtspauschale Zone 1 (Bremen Stadt)', 3, 45, 135], ['Wartungsvertrag Server „Basis“ – Oktober 2026', 1, 390, 390],
      ['Cloud-Office Business – Nutzerlizenzen Oktober 2026', 12, 11.7, 140.4]], cells: [
    R(550, 34, 'K&B', { size: 30, bold: true, width: 150 }),
    R(550, 68, 'IT-SERVICES · SYSTEMHAUS', { size: 7, bold: true, width: 150 }),
    [57, 128, 'Kessler & Brandt IT-Services GmbH · Hafenstraße 44 · 28217 Bremen', { size: 6 }],
    [57, 136, '#RECT 225 0.4 black'],
    [57, 146, 'Reederei Tjaden GmbH & Co. KG', { size: 10 }], [57, 159, 'Buchhaltung – Frau Imke Harms', { size: 10 }],
    [57, 172, 'Überseetor 18', { size: 10 }], [57, 185, '28217 Bremen', { size: 10 }],
    [370, 128, 'Rechnungsnummer:', { size: 8 }], R(550, 128, 'RE-2026-11-0447', { size: 8, bold: true }),
    [370, 140, 'Rechnungsdatum:', { size: 8 }], R(550, 140, '20.11.2026', { size: 8 }),
    [370, 152, 'Kundennummer:', { size: 8 }], R(550, 152, '10447', { size: 8 }),
    [370, 164, 'Ihre Bestellung:', { size: 8 }], R(550, 164, 'BE-7720 vom 28.09.2026', { size: 8 }),
    [370, 176, 'Leistungszeitraum:', { size: 8 }], R(550, 176, '01.10.2026 – 31.10.2026', { size: 8 }),
    [370, 188, 'Ansprechpartner:', { size: 8 }], R(550, 188, 'Jonas Brandt', { size: 8 }),
    [370, 200, 'Telefon:', { size: 8 }], R(550, 200, '0421 447182-20', { size: 8 }),
    [57, 246, 'Rechnung Nr. RE-2026-11-0447', { size: 13, bold: true }],
    [57, 270, 'Sehr geehrte Frau Harms,', { size: 9 }],
    [57, 284, 'für die im Leistungszeitraum Oktober 2026 erbrachten IT-Dienstleistungen berechnen wir Ihnen:', { size: 9 }],
    [52, 304, '#RECT 503 18 #dbe4ee'],
    [57, 309, 'Pos.', { size: 7.5, bold: true }], [82, 309, 'Beschreibung', { size: 7.5, bold: true }], R(378, 309, 'Menge', { size: 7.5, bold: true }),
    [384, 309, 'Einheit', { size: 7.5, bold: true }], R(480, 309, 'Einzelpreis €', { size: 7.5, bold: true }), R(550, 309, 'Gesamt €', { size: 7.5, bold: true }),
    [60, 332, '1', { size: 8.5 }], [82, 332, 'Remote-Support 1st/2nd Level (Tickets #8812–#8871)', { size: 8.5 }], R(378, 332, '14,50', { size: 8.5 }),
    [384, 332, 'Std.', { size: 8.5 }], R(480, 332, '85,00', { size: 8.5 }), R(550, 332, '1.232,50', { size: 8.5 }),
    [82, 343, 'Stundensatz lt. Rahmenvertrag RV-2024-018, Abrechnung im 15-Minuten-Takt', { size: 6.5 }],
    [60, 358, '2', { size: 8.5 }], [82, 358, 'Vor-Ort-Einsatz Techniker', { size: 8.5 }], R(378, 358, '6,00', { size: 8.5 }),
    [384, 358, 'Std.', { size: 8.5 }], R(480, 358, '110,00', { size: 8.5 }), R(550, 358, '660,00', { size: 8.5 }),
    [82, 369, 'Einsätze am 07.10., 15.10. und 29.10.2026 (Server-Update, Netzwerk Lager 3)', { size: 6.5 }],
    [60, 384, '3', { size: 8.5 }], [82, 384, 'Anfahrtspauschale Zone 1 (Bremen Stadt)', { size: 8.5 }], R(378, 384, '3', { size: 8.5 }),
    [384, 384, 'Pausch.', { size: 8.5 }], R(480, 384, '45,00', { size: 8.5 }), R(550, 384, '135,00', { size: 8.5 }),
    [60, 400, '4', { size: 8.5 }], [82, 400, 'Wartungsvertrag Server „Basis“ – Oktober 2026', { size: 8.5 }], R(378, 400, '1', { size: 8.5 }),
    [384, 400, 'Monat', { size: 8.5 }], R(480, 400, '390,00', { size: 8.5 }), R(550, 400, '390,00', { size: 8.5 }),
    [60, 416, '5', { size: 8.5 }], [82, 416, 'Cloud-Office Business – Nutzerlizenzen Oktober 2026', { size: 8.5 }], R(378, 416, '12', { size: 8.5 }),
    [384, 416, 'Lizenz', { size: 8.5 }], R(480, 416, '11,70', { size: 8.5 }), R(550, 416, '140,40', { size: 8.5 }),
    [52, 431, '#RECT 503 0.6 black'],
    [370, 440, 'Summe netto', { size: 8.5 }], R(550, 440, '2.557,90', { size: 8.5 }),
    [370, 454, 'zzgl. 19 % USt.', { size: 8.5 }], R(550, 454, '486,00', { size: 8.5 }),
    [365, 468, '#RECT 190 0.6 black'],
    [370, 474, 'Rechnungsbetrag', { size: 10, bold: true }], R(550, 474, '3.043,90 €', { size: 10, bold: true }),
    [57, 440, 'Stundenkontingent lt. Vertrag: 20 Std./Monat', { size: 7.5 }],
    [57, 451, 'davon in Anspruch genommen: 14,50 Std. (Remote)', { size: 7.5 }],
    [52, 502, '#RECT 503 46 black stroke'],
    [60, 509, 'Zahlungsbedingungen', { size: 8, bold: true }],
    [60, 521, '2 % Skonto bei Zahlung bis 04.12.2026: 60,88 € – Zahlbetrag dann 2.983,02 €.', { size: 8.5 }],
    [60, 533, 'Ohne Abzug zahlbar bis 20.12.2026.', { size: 8.5, bold: true }],
    [57, 566, 'Bitte geben Sie bei der Überweisung die Rechnungsnummer an. Der Stundennachweis liegt als Anlage bei.', { size: 8.5 }],
    [57, 590, 'Mit freundlichen Grüßen', { size: 9 }],
    [57, 604, 'Jonas Brandt', { size: 9 }],
    [52, 770, '#RECT 503 0.5 black'],
    [57, 777, 'Kessler & Brandt IT-Services GmbH', { size: 6.5, bold: true }], [57, 786, 'Hafenstraße 44', { size: 6.5 }],
    [57, 795, '28217 Bremen', { size: 6.5 }], [57, 804, 'Tel. 0421 447182-0', { size: 6.5 }],
    [225, 777, 'Geschäftsführer: Jonas Brandt, Lea Kessler', { size: 6.5 }], [225, 786, 'Amtsgericht Bremen HRB 34471 HB', { size: 6.5 }],
    [225, 795, 'USt-IdNr. DE 314 471 820', { size: 6.5 }], [225, 804, 'St.-Nr. 60 447 18209', { size: 6.5 }],
    [405, 777, 'Sparkasse Bremen', { size: 6.5 }], [405, 786, 'IBAN DE44 2905 0101 0004 4718 20', { size: 6.5 }],
    [405, 795, 'BIC SBREDE22XXX', { size: 6.5 }], [405, 804, 'www.kb-it-services.de', { size: 6.5 }],
  ] },

  // French telecom provider's Facture (A4): the lower-case word mark "arvelia", "Facture du 20 novembre 2026";
  // a four-box grid (N° de facture FM26-11-0447182, N° client, Période facturée, Montant à payer TTC 103,69 €);
  // the lines and the subscriber's address; a dark "Votre facture en résumé" band with amounts HT by kind and
  // "Montant prélevé le 05/12/2026 103,69 €"; the detail table: fibre and mobile plans for 15/11 – 14/12, 23
  // min of calls to Morocco × 0,25 for the previous period with a note under it, a one-off set-up fee, a
  // loyalty discount -5,00 without quantity; Total HT 86,41 €, TVA 20 % 17,28 €, a dark Total TTC 103,69 €;
  // mobile usage; the SEPA debit, the previous bill 98,30 € debited on 05/11/2026; the legal name in the footer.
  { name: 'telecom-fr-facture-box-fibre-mobile-abonnement-hors-forfait-frais-mise-en-service-remise-total-ht-tva-20-ttc-preleve-le', kind: 'invoice', expect: { vendorName: 'Arvelia Télécom SAS', invoiceNumber: 'FM26-11-0447182', invoiceDate: '2026-11-20', subtotal: 86.41, tax: 17.28, total: 103.69, currency: 'EUR' },
    items: [['Forfait Fibre Max 2 Gb/s', 1, 33.25, 33.25], ['Forfait Mobile 100 Go', 1, 10.83, 10.83], ["Appels vers l'international – Maroc", 23, 0.25, 5.75],
      ['Mise en service décodeur TV 4K (frais uniques)', 1, 41.58, 41.58], ['Remise fidélité (mois 5 sur 12)', null, null, -5]], cells: [
    [40, 26, 'arvelia', { size: 34, bold: true }],
    [42, 62, 'TÉLÉCOM · FIBRE · MOBILE', { size: 7, bold: true }],
    R(555, 30, 'Facture', { size: 22, bold: true, width: 200 }),
    R(555, 58, 'du 20 novembre 2026', { size: 10, width: 200 }),
    [40, 90, '#RECT 515 40 black stroke'], [169, 90, '#RECT 0 40 black stroke'], [298, 90, '#RECT 0 40 black stroke'], [426, 90, '#RECT 0 40 black stroke'],
    [46, 95, 'N° de facture', { size: 7 }], [175, 95, 'N° client', { size: 7 }], [304, 95, 'Période facturée', { size: 7 }], [432, 95, 'Montant à payer TTC', { size: 7 }],
    [46, 110, 'FM26-11-0447182', { size: 10, bold: true }], [175, 110, '7004471820', { size: 10, bold: true }],
    [304, 110, '15/11 – 14/12/2026', { size: 10, bold: true }], [432, 110, '103,69 €', { size: 10, bold: true }],
    [40, 152, 'Vos lignes', { size: 8, bold: true }],
    [40, 164, 'Box fibre : 03 88 44 71 82', { size: 8 }], [40, 175, 'Mobile : 06 44 71 82 09', { size: 8 }],
    [40, 186, "Adresse d'installation : 12 rue des Tanneurs, Strasbourg", { size: 8 }],
    [345, 152, 'M. Julien Perrin', { size: 10 }], [345, 165, '12 rue des Tanneurs', { size: 10 }], [345, 178, '67000 Strasbourg', { size: 10 }],
    [40, 212, '#RECT 515 20 #1e3a8a'],
    [46, 217, 'Votre facture en résumé', { size: 9, bold: true, width: -1 }],
    R(330, 237, 'Montants HT', { size: 6.5 }),
    [46, 248, 'Abonnements et forfaits', { size: 8.5 }], R(330, 248, '44,08 €', { size: 8.5 }),
    [46, 262, 'Consommations hors forfait', { size: 8.5 }], R(330, 262, '5,75 €', { size: 8.5 }),
    [46, 276, 'Services ponctuels', { size: 8.5 }], R(330, 276, '41,58 €', { size: 8.5 }),
    [46, 290, 'Remises', { size: 8.5 }], R(330, 290, '-5,00 €', { size: 8.5 }),
    [400, 248, 'Montant prélevé', { size: 8.5 }],
    [400, 260, 'le 05/12/2026', { size: 8.5, bold: true }],
    R(550, 278, '103,69 €', { size: 16, bold: true }),
    [40, 318, 'Détail de votre facture', { size: 10, bold: true }],
    [40, 335, '#RECT 515 16 #e5e7eb'],
    [45, 339, 'Désignation', { size: 7.5, bold: true }], [280, 339, 'Période', { size: 7.5, bold: true }], R(420, 339, 'Qté', { size: 7.5, bold: true }),
    R(480, 339, 'P.U. HT', { size: 7.5, bold: true }), R(550, 339, 'Montant HT', { size: 7.5, bold: true }),
    [45, 360, 'Forfait Fibre Max 2 Gb/s', { size: 8.5 }], [280, 360, '15/11 au 14/12/2026', { size: 8 }], R(420, 360, '1', { size: 8.5 }),
    R(480, 360, '33,25', { size: 8.5 }), R(550, 360, '33,25', { size: 8.5 }),
    [45, 376, 'Forfait Mobile 100 Go', { size: 8.5 }], [280, 376, '15/11 au 14/12/2026', { size: 8 }], R(420, 376, '1', { size: 8.5 }),
    R(480, 376, '10,83', { size: 8.5 }), R(550, 376, '10,83', { size: 8.5 }),
    [45, 392, "Appels vers l'international – Maroc", { size: 8.5 }], [280, 392, '15/10 au 14/11/2026', { size: 8 }], R(420, 392, '23 min', { size: 8.5 }),
    R(480, 392, '0,25', { size: 8.5 }), R(550, 392, '5,75', { size: 8.5 }),
    [51, 403, '4 appels, dont le 02/11/2026 à 19:42 (11 min) – hors forfait', { size: 6.5 }],
    [45, 417, 'Mise en service décodeur TV 4K (frais uniques)', { size: 8.5 }], [280, 417, '20/11/2026', { size: 8 }], R(420, 417, '1', { size: 8.5 }),
    R(480, 417, '41,58', { size: 8.5 }), R(550, 417, '41,58', { size: 8.5 }),
    [45, 433, 'Remise fidélité (mois 5 sur 12)', { size: 8.5 }], R(550, 433, '-5,00', { size: 8.5 }),
    [40, 449, '#RECT 515 0.6 black'],
    [380, 459, 'Total HT', { size: 9 }], R(550, 459, '86,41 €', { size: 9 }),
    [380, 473, 'TVA 20 %', { size: 9 }], R(550, 473, '17,28 €', { size: 9 }),
    [375, 487, '#RECT 180 22 #1e3a8a'],
    [380, 493, 'Total TTC', { size: 11, bold: true, width: -1 }], R(550, 493, '103,69 €', { size: 11, bold: true, width: -1 }),
    [40, 459, 'Votre consommation mobile', { size: 8, bold: true }],
    [40, 471, 'Internet mobile : 38,4 Go utilisés sur 100 Go', { size: 8 }],
    [40, 482, 'Appels et SMS illimités en France métropolitaine', { size: 8 }],
    [40, 493, 'Hors forfait : 23 min vers le Maroc', { size: 8 }],
    [40, 532, 'Paiement', { size: 9, bold: true }],
    [40, 546, 'Le montant de 103,69 € sera prélevé le 05/12/2026 sur votre compte FR76 **** **** **** **** ***4 182.', { size: 8.5 }],
    [40, 559, 'Mandat SEPA n° ARV-7004471820 · Identifiant créancier SEPA FR44ZZZ447182', { size: 8.5 }],
    [40, 578, 'Votre facture précédente du 20/10/2026 d’un montant de 98,30 € a été prélevée le 05/11/2026. Merci.', { size: 8.5 }],
    [40, 598, 'En cas de retard de paiement, une indemnité forfaitaire de 40 € pour frais de recouvrement est due (art. L441-10 C. com.).', { size: 7.5 }],
    [40, 609, 'Service client : 3944 (appel gratuit) · arvelia.fr/espace-client', { size: 7.5 }],
    [40, 800, 'Arvelia Télécom SAS au capital de 2 000 000 € · 42 quai de Bacalan, 33300 Bordeaux · RCS Bordeaux 844 718 209 · TVA intracommunautaire FR27 844718209', { size: 6 }],
  ] },

  // Spanish transport agency's FACTURA (A4): a red "THG" block beside "Transportes Hermanos Gállego, S.L.";
  // FACTURA top right; a 2 × 2 grid of stacked labels (Nº FACTURA A/2026/1182, FECHA 19-11-2026, VENCIMIENTO
  // 19-12-2026, FORMA DE PAGO); the client; a dark table header: five rows with day, delivery note, route,
  // pallets (pal.), kilos, price per pallet and amount, the last a demurrage row "2 h × 35,00"; pallet and kilo
  // totals; Suma portes 1.100,00, Recargo combustible 8 % s/ 1.100,00 88,00, Base imponible 1.188,00, IVA 21 %
  // 249,48, Retención IRPF "no aplicable", TOTAL FACTURA 1.437,48 €; the fuel and IRPF notes; bank lines.
  { name: 'transportes-es-factura-agencia-palets-kilos-albaranes-precio-palet-paralizacion-recargo-combustible-iva-21-irpf-no-aplicable', kind: 'invoice', expect: { vendorName: 'Transportes Hermanos Gállego, S.L.', invoiceNumber: 'A/2026/1182', invoiceDate: '2026-11-19', dueDate: '2026-12-19', subtotal: 1188, tax: 249.48, total: 1437.48, currency: 'EUR' },
    items: [['Zaragoza – Valencia', 6, 47.5, 285], ['Zaragoza – Barcelona (Zona Franca)', 4, 60, 240], ['Zaragoza – Coslada (Madrid)', 8, 51.25, 410],
      ['Zaragoza – Huesca (grupaje)', 2, 47.5, 95], ['Paralización en descarga (espera)', 2, 35, 70]], cells: [
    [40, 30, '#RECT 48 48 #b91c1c'],
    [46, 47, 'THG', { size: 15, bold: true, width: -1 }],
    [98, 30, 'Transportes Hermanos Gállego, S.L.', { size: 13, bold: true }],
    [98, 47, 'Agencia de transportes · Carga completa y distribución paletizada', { size: 7.5 }],
    [98, 57, 'Polígono Industrial Malpica, calle E, nave 14 · 50016 Zaragoza', { size: 7.5 }],
    [98, 67, 'CIF B50447182 · Tel. 976 44 71 82 · administracion@hnosgallego.es', { size: 7.5 }],
    R(555, 30, 'FACTURA', { size: 20, bold: true, width: 150 }),
    [300, 100, '#RECT 255 64 black stroke'], [427, 100, '#RECT 0 64 black stroke'], [300, 132, '#RECT 255 0 black stroke'],
    [306, 104, 'Nº FACTURA', { size: 6.5, bold: true }], [433, 104, 'FECHA', { size: 6.5, bold: true }],
    [306, 116, 'A/2026/1182', { size: 10, bold: true }], [433, 116, '19-11-2026', { size: 10 }],
    [306, 136, 'VENCIMIENTO', { size: 6.5, bold: true }], [433, 136, 'FORMA DE PAGO', { size: 6.5, bold: true }],
    [306, 148, '19-12-2026', { size: 10 }], [433, 148, 'Transferencia 30 días', { size: 9 }],
    [40, 100, 'CLIENTE', { size: 6.5, bold: true }],
    [40, 112, 'Conservas Moncayo, S.A.', { size: 10, bold: true }],
    [40, 125, 'Ctra. de Tarazona, km 4', { size: 9 }], [40, 137, '50500 Tarazona (Zaragoza)', { size: 9 }],
    [40, 149, 'CIF A50118204 · Cód. cliente 0318', { size: 9 }],
    [40, 182, 'Servicios de transporte realizados del 01-11-2026 al 15-11-2026 según albaranes firmados.', { size: 8.5 }],
    [35, 198, '#RECT 525 18 #1f2937'],
    [40, 203, 'Fecha', { size: 7.5, bold: true, width: -1 }], [76, 203, 'Albarán', { size: 7.5, bold: true, width: -1 }],
    [120, 203, 'Origen – Destino / Concepto', { size: 7.5, bold: true, width: -1 }], R(322, 203, 'Cant.', { size: 7.5, bold: true, width: -1 }),
    [328, 203, 'Ud.', { size: 7.5, bold: true, width: -1 }], R(400, 203, 'Kg', { size: 7.5, bold: true, width: -1 }),
    R(470, 203, 'Precio €', { size: 7.5, bold: true, width: -1 }), R(555, 203, 'Importe €', { size: 7.5, bold: true, width: -1 }),
    [40, 226, '03-11', { size: 8.5 }], [76, 226, '44718', { size: 8.5 }], [120, 226, 'Zaragoza – Valencia', { size: 8.5 }], R(322, 226, '6', { size: 8.5 }),
    [328, 226, 'pal.', { size: 8.5 }], R(400, 226, '4.820', { size: 8.5 }), R(470, 226, '47,50', { size: 8.5 }), R(555, 226, '285,00', { size: 8.5 }),
    [40, 242, '07-11', { size: 8.5 }], [76, 242, '44752', { size: 8.5 }], [120, 242, 'Zaragoza – Barcelona (Zona Franca)', { size: 8.5 }], R(322, 242, '4', { size: 8.5 }),
    [328, 242, 'pal.', { size: 8.5 }], R(400, 242, '3.150', { size: 8.5 }), R(470, 242, '60,00', { size: 8.5 }), R(555, 242, '240,00', { size: 8.5 }),
    [40, 258, '12-11', { size: 8.5 }], [76, 258, '44809', { size: 8.5 }], [120, 258, 'Zaragoza – Coslada (Madrid)', { size: 8.5 }], R(322, 258, '8', { size: 8.5 }),
    [328, 258, 'pal.', { size: 8.5 }], R(400, 258, '6.400', { size: 8.5 }), R(470, 258, '51,25', { size: 8.5 }), R(555, 258, '410,00', { size: 8.5 }),
    [40, 274, '14-11', { size: 8.5 }], [76, 274, '44833', { size: 8.5 }], [120, 274, 'Zaragoza – Huesca (grupaje)', { size: 8.5 }], R(322, 274, '2', { size: 8.5 }),
    [328, 274, 'pal.', { size: 8.5 }], R(400, 274, '780', { size: 8.5 }), R(470, 274, '47,50', { size: 8.5 }), R(555, 274, '95,00', { size: 8.5 }),
    [40, 290, '14-11', { size: 8.5 }], [76, 290, '44833', { size: 8.5 }], [120, 290, 'Paralización en descarga (espera)', { size: 8.5 }], R(322, 290, '2', { size: 8.5 }),
    [328, 290, 'h', { size: 8.5 }], R(470, 290, '35,00', { size: 8.5 }), R(555, 290, '70,00', { size: 8.5 }),
    [35, 306, '#RECT 525 0.6 black'],
    [120, 312, 'Totales: 20 palets · 15.150 kg', { size: 7.5 }],
    [330, 332, 'Suma portes', { size: 8.5 }], R(555, 332, '1.100,00', { size: 8.5 }),
    [330, 346, 'Recargo combustible 8 % s/ 1.100,00', { size: 8.5 }], R(555, 346, '88,00', { size: 8.5 }),
    [325, 360, '#RECT 235 0.6 black'],
    [330, 366, 'Base imponible', { size: 8.5 }], R(555, 366, '1.188,00', { size: 8.5 }),
    [330, 380, 'IVA 21 %', { size: 8.5 }], R(555, 380, '249,48', { size: 8.5 }),
    [330, 394, 'Retención IRPF', { size: 8.5 }], R(555, 394, 'no aplicable', { size: 8.5 }),
    [325, 410, '#RECT 235 22 #e5e7eb'],
    [330, 416, 'TOTAL FACTURA', { size: 10, bold: true }], R(555, 416, '1.437,48 €', { size: 10, bold: true }),
    [40, 332, 'Observaciones', { size: 8, bold: true }],
    [40, 344, 'Recargo por variación del precio del gasóleo', { size: 7.5 }],
    [40, 354, '(art. 38 Ley 15/2009; precio medio 1,482 €/l).', { size: 7.5 }],
    [40, 368, 'Retención IRPF no aplicable: el emisor es', { size: 7.5 }],
    [40, 378, 'persona jurídica (sociedad limitada).', { size: 7.5 }],
    [40, 452, 'Forma de pago: transferencia bancaria a 30 días fecha factura, vencimiento 19-12-2026.', { size: 8.5 }],
    [40, 465, 'IBAN ES44 2085 0447 1820 0044 7182 · Ibercaja Banco', { size: 8.5 }],
    [40, 478, 'Indique en el concepto el número de factura A/2026/1182.', { size: 8.5 }],
    [40, 800, 'Transportes Hermanos Gállego, S.L. · Inscrita en el Registro Mercantil de Zaragoza, tomo 4471, folio 182, hoja Z-44718 · Autorización MDPE 50/447182', { size: 6 }],
  ] },

  // Italian accountants' FATTURA (A4): the centred letterhead of the Studio Associato with P.IVA and PEC; the
  // client with its SdI code; a 2 × 2 grid (Documento FATTURA, Numero 118/2026, Data 20/11/2026, Scadenza
  // 20/12/2026); the subject; four fee lines with Q.tà and Prezzo unitario; a VAT recap; Totale onorari
  // 1.902,00, Cassa previdenza (CNPADC) 4 % 76,08, Totale imponibile 1.978,08, IVA 22 % 435,18, Totale fattura
  // 2.413,26, Ritenuta d'acconto 20 % su 1.902,00 -380,40 and a dark "Netto a pagare € 2.032,86"; the IBAN,
  // the withholding and Cassa notes, the SdI courtesy-copy line and a settled earlier invoice.
  { name: 'commercialista-it-fattura-studio-associato-onorari-cassa-previdenza-4-iva-22-totale-fattura-ritenuta-acconto-20-netto-a-pagare', kind: 'invoice', expect: { vendorName: 'Studio Associato Ferretti & Galli', invoiceNumber: '118/2026', invoiceDate: '2026-11-20', dueDate: '2026-12-20', subtotal: 1978.08, tax: 435.18, total: 2032.86, currency: 'EUR' },
    items: [['Tenuta contabilità ordinaria – III trimestre 2026', 1, 1200, 1200], ['Elaborazione cedolini paga (3 dipendenti × 3 mesi)', 9, 28, 252],
      ['Predisposizione e invio telematico modelli F24', 6, 15, 90], ["Consulenza fiscale – rivalutazione beni d'impresa (ore)", 3, 120, 360]], cells: [
    [168, 30, 'Studio Associato Ferretti & Galli', { size: 15, bold: true }],
    [222, 49, 'Dottori Commercialisti · Revisori Legali', { size: 8 }],
    [190, 60, 'Via Saragozza 118 · 40135 Bologna · Tel. 051 447 1820', { size: 7.5 }],
    [175, 70, 'P.IVA e C.F. 03447182019 · PEC studio.ferrettigalli@pec.it', { size: 7.5 }],
    [40, 88, '#RECT 515 0.8 black'],
    [40, 110, 'Spett.le', { size: 8 }],
    [40, 122, 'Officine Meccaniche Zanardi S.r.l.', { size: 10, bold: true }],
    [40, 135, "Via dell'Industria 22", { size: 9 }], [40, 147, '40012 Calderara di Reno (BO)', { size: 9 }],
    [40, 159, 'P.IVA 02118204378', { size: 9 }], [40, 171, 'Codice destinatario SdI: M5UXCR1', { size: 9 }],
    [320, 108, '#RECT 235 72 black stroke'], [437, 108, '#RECT 0 72 black stroke'], [320, 144, '#RECT 235 0 black stroke'],
    [326, 112, 'Documento', { size: 7 }], [443, 112, 'Numero', { size: 7 }],
    [326, 125, 'FATTURA', { size: 10, bold: true }], [443, 125, '118/2026', { size: 10, bold: true }],
    [326, 148, 'Data', { size: 7 }], [443, 148, 'Scadenza', { size: 7 }],
    [326, 161, '20/11/2026', { size: 10, bold: true }], [443, 161, '20/12/2026', { size: 10, bold: true }],
    [40, 202, 'Oggetto: prestazioni professionali – III trimestre 2026 (luglio–settembre)', { size: 9 }],
    [35, 220, '#RECT 525 18 #e5e7eb'],
    [40, 225, 'Descrizione', { size: 7.5, bold: true }], R(380, 225, 'Q.tà', { size: 7.5, bold: true }), R(460, 225, 'Prezzo unitario', { size: 7.5, bold: true }),
    R(555, 225, 'Importo', { size: 7.5, bold: true }),
    [40, 246, 'Tenuta contabilità ordinaria – III trimestre 2026', { size: 8.5 }], R(380, 246, '1', { size: 8.5 }), R(460, 246, '1.200,00', { size: 8.5 }), R(555, 246, '1.200,00', { size: 8.5 }),
    [40, 262, 'Elaborazione cedolini paga (3 dipendenti × 3 mesi)', { size: 8.5 }], R(380, 262, '9', { size: 8.5 }), R(460, 262, '28,00', { size: 8.5 }), R(555, 262, '252,00', { size: 8.5 }),
    [40, 278, 'Predisposizione e invio telematico modelli F24', { size: 8.5 }], R(380, 278, '6', { size: 8.5 }), R(460, 278, '15,00', { size: 8.5 }), R(555, 278, '90,00', { size: 8.5 }),
    [40, 294, "Consulenza fiscale – rivalutazione beni d'impresa (ore)", { size: 8.5 }], R(380, 294, '3', { size: 8.5 }), R(460, 294, '120,00', { size: 8.5 }), R(555, 294, '360,00', { size: 8.5 }),
    [35, 310, '#RECT 525 0.6 black'],
    [300, 320, 'Totale onorari', { size: 8.5 }], R(555, 320, '1.902,00', { size: 8.5 }),
    [300, 334, 'Cassa previdenza (CNPADC) 4 %', { size: 8.5 }], R(555, 334, '76,08', { size: 8.5 }),
    [300, 348, 'Totale imponibile', { size: 8.5 }], R(555, 348, '1.978,08', { size: 8.5 }),
    [300, 362, 'IVA 22 %', { size: 8.5 }], R(555, 362, '435,18', { size: 8.5 }),
    [295, 376, '#RECT 265 0.6 black'],
    [300, 382, 'Totale fattura', { size: 9.5, bold: true }], R(555, 382, '2.413,26', { size: 9.5, bold: true }),
    [300, 398, "Ritenuta d'acconto 20 % su 1.902,00", { size: 8.5 }], R(555, 398, '-380,40', { size: 8.5 }),
    [295, 414, '#RECT 265 22 #14532d'],
    [300, 420, 'Netto a pagare', { size: 10, bold: true, width: -1 }], R(553, 420, '€ 2.032,86', { size: 10, bold: true, width: -1 }),
    [40, 320, 'Riepilogo IVA', { size: 8, bold: true }],
    [40, 333, 'Aliquota', { size: 7, bold: true }], R(160, 333, 'Imponibile', { size: 7, bold: true }), R(230, 333, 'Imposta', { size: 7, bold: true }),
    [40, 344, '22 %', { size: 8 }], R(160, 344, '1.978,08', { size: 8 }), R(230, 344, '435,18', { size: 8 }),
    [40, 462, 'Modalità di pagamento: bonifico bancario entro il 20/12/2026', { size: 8.5 }],
    [40, 475, 'IBAN IT47 X053 8702 4000 0000 4471 820 – BPER Banca, filiale di Bologna Saragozza', { size: 8.5 }],
    [40, 494, "Il committente, quale sostituto d'imposta, versa la ritenuta d'acconto di € 380,40 con modello F24 (codice tributo 1040)", { size: 7.5 }],
    [40, 504, 'entro il 16 del mese successivo a quello del pagamento.', { size: 7.5 }],
    [40, 518, 'Contributo integrativo 4 % ai sensi della L. 21/1986 (Cassa Nazionale di Previdenza dei Dottori Commercialisti).', { size: 7.5 }],
    [40, 532, "Copia di cortesia: l'originale è trasmesso tramite il Sistema di Interscambio (SdI) ed è disponibile nell'area riservata.", { size: 7.5 }],
    [40, 552, 'Fattura precedente n. 84/2026 del 21/08/2026 (II trimestre): saldata il 18/09/2026.', { size: 7.5 }],
    [40, 800, 'Studio Associato Ferretti & Galli · Via Saragozza 118, 40135 Bologna · P.IVA 03447182019 · Dott. Marco Ferretti – Dott.ssa Laura Galli', { size: 6.5 }],
  ] },

  // Ontario courier INVOICE (Letter): INVOICE left, the word mark, "Northbridge Courier Ltd." and the HST number
  // right; label: value lines (Invoice #: NB-260447, Invoice date: Nov 19, 2026, Terms: Net 30, Due date: Dec
  // 19, 2026, account and billing period); the bill-to; an account summary box (previous balance 612.40, its
  // payment -612.40, current charges, Amount due (CAD) $504.19); a dark table header: five waybills with date,
  // number, service and route, pieces and weight, a waiting-time row and a fuel-surcharge row without
  // quantity; Subtotal 446.19, HST 13% (ON) 58.00, Total 504.19 and a shaded "Amount due (CAD) $504.19";
  // payment options, interest and fuel notes.
  { name: 'courier-ca-ontario-invoice-letter-waybills-pieces-weight-waiting-time-fuel-surcharge-row-hst-13-amount-due-cad-account-summary', kind: 'invoice', size: [612, 792], expect: { vendorName: 'Northbridge Courier Ltd.', invoiceNumber: 'NB-260447', invoiceDate: '2026-11-19', dueDate: '2026-12-19', subtotal: 446.19, tax: 58, total: 504.19, currency: 'CAD' },
    items: [['Rush (2 hr) – Brampton to Toronto', null, null, 68], ['Regular (4 hr) – Brampton to Mississauga', null, null, 38.5],
      ['Direct – Brampton to Hamilton', null, null, 96], ['Overnight – Brampton to Ottawa', null, null, 24.75], ['Same Day – Brampton to Kingston', null, null, 138],
      ['Waiting time at delivery (30 min)', null, null, 22.5], ['Fuel surcharge 16% on freight of $365.25', null, null, 58.44]], cells: [
    [40, 34, 'INVOICE', { size: 26, bold: true }],
    R(572, 32, 'NORTHBRIDGE', { size: 20, bold: true, width: 250 }),
    R(572, 56, 'COURIER & LOGISTICS', { size: 7.5, bold: true, width: 250 }),
    R(572, 72, 'Northbridge Courier Ltd.', { size: 9, bold: true, width: 250 }),
    R(572, 84, '400 Industrial Pkwy S, Unit 7, Aurora, ON L4G 3V7', { size: 7.5, width: 250 }),
    R(572, 94, '(905) 555-0447 · ar@northbridgecourier.ca', { size: 7.5, width: 250 }),
    R(572, 104, 'HST # 74471 8209 RT0001', { size: 7.5, width: 250 }),
    [40, 80, 'Invoice #:', { size: 8.5, bold: true }], [120, 80, 'NB-260447', { size: 8.5 }],
    [40, 93, 'Invoice date:', { size: 8.5, bold: true }], [120, 93, 'Nov 19, 2026', { size: 8.5 }],
    [40, 106, 'Terms:', { size: 8.5, bold: true }], [120, 106, 'Net 30', { size: 8.5 }],
    [40, 119, 'Due date:', { size: 8.5, bold: true }], [120, 119, 'Dec 19, 2026', { size: 8.5 }],
    [40, 132, 'Account:', { size: 8.5, bold: true }], [120, 132, 'C-1182', { size: 8.5 }],
    [40, 145, 'Billing period:', { size: 8.5, bold: true }], [120, 145, 'Nov 1 – 15, 2026', { size: 8.5 }],
    [40, 172, 'BILL TO', { size: 7, bold: true }],
    [40, 183, 'Trillium Dental Lab Inc.', { size: 10, bold: true }],
    [40, 196, 'Attn: Accounts Payable', { size: 8.5 }], [40, 207, '88 Centre St N', { size: 8.5 }], [40, 218, 'Brampton, ON L6V 2R1', { size: 8.5 }],
    [340, 166, '#RECT 232 80 black stroke'],
    [346, 172, 'ACCOUNT SUMMARY', { size: 7, bold: true }],
    [346, 185, 'Previous balance', { size: 8 }], R(566, 185, '612.40', { size: 8 }),
    [346, 197, 'Payment received Nov 6 – thank you', { size: 8 }], R(566, 197, '-612.40', { size: 8 }),
    [346, 209, 'Current charges', { size: 8 }], R(566, 209, '504.19', { size: 8 }),
    [340, 222, '#RECT 232 0.5 black'],
    [346, 228, 'Amount due (CAD)', { size: 9.5, bold: true }], R(566, 228, '$504.19', { size: 9.5, bold: true }),
    [40, 262, '#RECT 532 18 #0f172a'],
    [45, 267, 'Date', { size: 7.5, bold: true, width: -1 }], [88, 267, 'Waybill', { size: 7.5, bold: true, width: -1 }],
    [140, 267, 'Description', { size: 7.5, bold: true, width: -1 }], R(430, 267, 'Pcs', { size: 7.5, bold: true, width: -1 }),
    R(485, 267, 'Wt (lb)', { size: 7.5, bold: true, width: -1 }), R(567, 267, 'Amount', { size: 7.5, bold: true, width: -1 }),
    [45, 288, 'Nov 2', { size: 8.5 }], [88, 288, '7704471', { size: 8.5 }], [140, 288, 'Rush (2 hr) – Brampton to Toronto', { size: 8.5 }],
    R(430, 288, '2', { size: 8.5 }), R(485, 288, '18', { size: 8.5 }), R(567, 288, '68.00', { size: 8.5 }),
    [45, 304, 'Nov 5', { size: 8.5 }], [88, 304, '7704533', { size: 8.5 }], [140, 304, 'Regular (4 hr) – Brampton to Mississauga', { size: 8.5 }],
    R(430, 304, '1', { size: 8.5 }), R(485, 304, '4', { size: 8.5 }), R(567, 304, '38.50', { size: 8.5 }),
    [45, 320, 'Nov 9', { size: 8.5 }], [88, 320, '7704618', { size: 8.5 }], [140, 320, 'Direct – Brampton to Hamilton', { size: 8.5 }],
    R(430, 320, '3', { size: 8.5 }), R(485, 320, '42', { size: 8.5 }), R(567, 320, '96.00', { size: 8.5 }),
    [45, 336, 'Nov 13', { size: 8.5 }], [88, 336, '7704702', { size: 8.5 }], [140, 336, 'Overnight – Brampton to Ottawa', { size: 8.5 }],
    R(430, 336, '1', { size: 8.5 }), R(485, 336, '2', { size: 8.5 }), R(567, 336, '24.75', { size: 8.5 }),
    [45, 352, 'Nov 16', { size: 8.5 }], [88, 352, '7704790', { size: 8.5 }], [140, 352, 'Same Day – Brampton to Kingston', { size: 8.5 }],
    R(430, 352, '1', { size: 8.5 }), R(485, 352, '6', { size: 8.5 }), R(567, 352, '138.00', { size: 8.5 }),
    [45, 368, 'Nov 16', { size: 8.5 }], [88, 368, '7704790', { size: 8.5 }], [140, 368, 'Waiting time at delivery (30 min)', { size: 8.5 }],
    R(567, 368, '22.50', { size: 8.5 }),
    [140, 384, 'Fuel surcharge 16% on freight of $365.25', { size: 8.5 }], R(567, 384, '58.44', { size: 8.5 }),
    [40, 400, '#RECT 532 0.6 black'],
    [400, 410, 'Subtotal', { size: 8.5 }], R(567, 410, '446.19', { size: 8.5 }),
    [400, 424, 'HST 13% (ON)', { size: 8.5 }], R(567, 424, '58.00', { size: 8.5 }),
    [400, 438, 'Total', { size: 9, bold: true }], R(567, 438, '504.19', { size: 9, bold: true }),
    [395, 454, '#RECT 177 22 #e2e8f0'],
    [400, 460, 'Amount due (CAD)', { size: 10, bold: true }], R(567, 460, '$504.19', { size: 10, bold: true }),
    [40, 410, 'Payment options', { size: 8, bold: true }],
    [40, 422, 'Interac e-Transfer: ar@northbridgecourier.ca', { size: 8 }],
    [40, 433, 'EFT: RBC Royal Bank · Transit 04471 · Inst. 003', { size: 8 }],
    [40, 444, 'Account 1820447 · Reference NB-260447', { size: 8 }],
    [40, 455, 'Cheques payable to Northbridge Courier Ltd.', { size: 8 }],
    [40, 492, 'Overdue accounts are charged 2% per month (26.82% per annum). Proof-of-delivery signatures are available online.', { size: 7.5 }],
    [40, 503, 'The fuel surcharge follows the weekly Ontario average diesel price (week 46 of 2026: $1.749/L).', { size: 7.5 }],
    [40, 760, 'Thank you for shipping with Northbridge! · northbridgecourier.ca · Track any waybill 24/7', { size: 7.5 }],
  ] },

  // Dutch accountancy's Factuur (A4): the word mark "vanLeeuwen" and a contact person top right, the legal
  // name only in the payment line and the footer; the client; "Factuur" and a row of stacked labels
  // (Factuurnummer 2026-1147, Factuurdatum 18 november 2026, Vervaldatum 2 december 2026, Klantnummer, Uw
  // referentie); five lines with Aantal, Tarief and Bedrag in "€ " amounts; Subtotaal € 4.030,00, BTW 21% €
  // 846,30, Totaal € 4.876,30; a framed "Te betalen € 4.876,30" with the IBAN and the betalingskenmerk; an
  // overview of open items with an overdue € 605,00 and "Totaal openstaand € 5.481,30"; the KvK footer.
  { name: 'accountant-nl-factuur-woordmerk-gegevens-onder-labels-vaste-prijs-aangiften-uren-btw-21-te-betalen-betalingskenmerk-openstaande-posten', kind: 'invoice', expect: { vendorName: 'Van Leeuwen Accountants B.V.', invoiceNumber: '2026-1147', invoiceDate: '2026-11-18', dueDate: '2026-12-02', subtotal: 4030, tax: 846.3, total: 4876.3, currency: 'EUR' },
    items: [['Samenstellen jaarrekening 2025 (vaste prijs)', 1, 2450, 2450], ['Aangifte vennootschapsbelasting 2025', 1, 675, 675],
      ['Aangifte inkomstenbelasting 2025 – DGA', 1, 395, 395], ['Salarisadministratie oktober 2026 (loonstroken)', 4, 18.75, 75],
      ['Advies herstructurering holding (uren)', 3, 145, 435]], cells: [
    [40, 30, 'vanLeeuwen', { size: 26, bold: true }],
    [42, 62, 'ACCOUNTANTS & BELASTINGADVISEURS', { size: 7, bold: true }],
    R(555, 34, 'Uw contactpersoon: drs. E. (Eva) Bos RA', { size: 8, width: 250 }),
    R(555, 45, 'e.bos@vanleeuwen-accountants.nl · 033 447 18 20', { size: 8, width: 250 }),
    [40, 120, 'Bakkerij Hoogland B.V.', { size: 10 }], [40, 133, 't.a.v. de heer P. de Groot', { size: 10 }],
    [40, 146, 'Hooglandseweg-Noord 41', { size: 10 }], [40, 159, '3828 AB Hoogland', { size: 10 }],
    [40, 200, 'Factuur', { size: 20, bold: true }],
    [40, 232, 'Factuurnummer', { size: 7, bold: true }], [145, 232, 'Factuurdatum', { size: 7, bold: true }], [250, 232, 'Vervaldatum', { size: 7, bold: true }],
    [355, 232, 'Klantnummer', { size: 7, bold: true }], [460, 232, 'Uw referentie', { size: 7, bold: true }],
    [40, 243, '2026-1147', { size: 9.5 }], [145, 243, '18 november 2026', { size: 9.5 }], [250, 243, '2 december 2026', { size: 9.5 }],
    [355, 243, 'K-0318', { size: 9.5 }], [460, 243, 'Jaarwerk 2025', { size: 9.5 }],
    [40, 262, '#RECT 515 0.6 black'],
    [40, 274, 'Omschrijving', { size: 8, bold: true }], R(390, 274, 'Aantal', { size: 8, bold: true }), R(470, 274, 'Tarief', { size: 8, bold: true }), R(555, 274, 'Bedrag', { size: 8, bold: true }),
    [40, 287, '#RECT 515 0.4 black'],
    [40, 296, 'Samenstellen jaarrekening 2025 (vaste prijs)', { size: 9 }], R(390, 296, '1', { size: 9 }), R(470, 296, '€ 2.450,00', { size: 9 }), R(555, 296, '€ 2.450,00', { size: 9 }),
    [40, 312, 'Aangifte vennootschapsbelasting 2025', { size: 9 }], R(390, 312, '1', { size: 9 }), R(470, 312, '€ 675,00', { size: 9 }), R(555, 312, '€ 675,00', { size: 9 }),
    [40, 328, 'Aangifte inkomstenbelasting 2025 – DGA', { size: 9 }], R(390, 328, '1', { size: 9 }), R(470, 328, '€ 395,00', { size: 9 }), R(555, 328, '€ 395,00', { size: 9 }),
    [40, 344, 'Salarisadministratie oktober 2026 (loonstroken)', { size: 9 }], R(390, 344, '4', { size: 9 }), R(470, 344, '€ 18,75', { size: 9 }), R(555, 344, '€ 75,00', { size: 9 }),
    [40, 360, 'Advies herstructurering holding (uren)', { size: 9 }], R(390, 360, '3', { size: 9 }), R(470, 360, '€ 145,00', { size: 9 }), R(555, 360, '€ 435,00', { size: 9 }),
    [40, 376, '#RECT 515 0.6 black'],
    [370, 386, 'Subtotaal', { size: 9 }], R(555, 386, '€ 4.030,00', { size: 9 }),
    [370, 400, 'BTW 21%', { size: 9 }], R(555, 400, '€ 846,30', { size: 9 }),
    [365, 414, '#RECT 190 0.6 black'],
    [370, 420, 'Totaal', { size: 10, bold: true }], R(555, 420, '€ 4.876,30', { size: 10, bold: true }),
    [40, 450, '#RECT 515 58 black stroke'],
    [48, 458, 'Te betalen', { size: 11, bold: true }], R(547, 455, '€ 4.876,30', { size: 16, bold: true, width: 200 }),
    [48, 476, 'Graag vóór 2 december 2026 overmaken op NL44 RABO 0344 7182 09 t.n.v. Van Leeuwen Accountants B.V.', { size: 8 }],
    [48, 489, 'onder vermelding van betalingskenmerk 1100 0044 7182 0001', { size: 8, bold: true }],
    [40, 532, 'Overzicht openstaande posten per 18 november 2026', { size: 8.5, bold: true }],
    [40, 546, 'Factuur', { size: 7.5, bold: true }], [130, 546, 'Datum', { size: 7.5, bold: true }], [240, 546, 'Vervaldatum', { size: 7.5, bold: true }],
    R(430, 546, 'Openstaand', { size: 7.5, bold: true }),
    [40, 558, '2026-0988', { size: 8 }], [130, 558, '14 oktober 2026', { size: 8 }], [240, 558, '28 oktober 2026', { size: 8 }], R(430, 558, '€ 605,00', { size: 8 }),
    [40, 570, '2026-1147', { size: 8 }], [130, 570, '18 november 2026', { size: 8 }], [240, 570, '2 december 2026', { size: 8 }], R(430, 570, '€ 4.876,30', { size: 8 }),
    [40, 583, '#RECT 390 0.4 black'],
    [40, 589, 'Totaal openstaand', { size: 8, bold: true }], R(430, 589, '€ 5.481,30', { size: 8, bold: true }),
    [40, 610, 'Factuur 2026-0988 is vervallen. Heeft u deze inmiddels betaald, dan kunt u dit overzicht als niet verzonden beschouwen.', { size: 7.5 }],
    [40, 782, '#RECT 515 0.5 black'],
    [40, 789, 'Van Leeuwen Accountants B.V. · Stationsplein 12 · 3811 BD Amersfoort · KvK 44718209 · BTW NL854471820B01', { size: 6.5 }],
    [40, 799, 'IBAN NL44 RABO 0344 7182 09 · Op al onze diensten zijn de algemene voorwaarden van toepassing (gedeponeerd bij de KvK).', { size: 6.5 }],
  ] },

  // US pharmacy till slip (80 mm): "Bayside Drug & Wellness", store, address and pharmacy hours; date, register
  // and cashier; an Rx copay with its fill date, items with T / N tax flags, a rewards-price line, "2 @ 7.99"
  // with a BOGO 50% OFF line, a manufacturer coupon; SUBTOTAL 38.55, "TAX 7.25% ON 25.26" 1.83, TOTAL 40.38,
  // VISA CREDIT and CHANGE 0.00 with the chip data; "YOU SAVED $7.00 TODAY!", BayBucks earned and balance
  // with a use-by date, items sold, the return-by date 12/22/2026 and a long survey footer.
  { name: 'pharmacy-us-receipt-rx-copay-rewards-price-bogo-manufacturer-coupon-taxable-items-only-you-saved-survey-footer-return-by', kind: 'receipt', size: [226, 478], expect: { vendorName: 'Bayside Drug & Wellness', invoiceDate: '2026-11-22', subtotal: 38.55, tax: 1.83, total: 40.38, currency: 'USD', paymentMethod: 'card' },
    items: [['RX #4471820 COPAY', null, null, 10], ['BAY IBUPROFEN 200MG 100CT', null, null, 9.49], ['BAYREWARDS PRICE', null, null, -2],
      ['BAY VITAMIN D3 2000IU 90CT', 2, 7.99, 15.98], ['BOGO 50% OFF', null, null, -4], ['SOFTWAVE FACIAL TISSUE 3PK', null, null, 5.79],
      ['OATBAR HONEY ALMOND 6CT', null, null, 4.29], ['MFR COUPON 0447', null, null, -1]], cells: [
    [41, 10, 'Bayside Drug & Wellness', { size: 12, bold: true }],
    [64, 26, 'Store #0447 · 1290 Harbor Blvd', { size: 7 }],
    [57, 35, 'Oxnard, CA 93035 · (805) 555-0447', { size: 7 }],
    [55, 44, 'Pharmacy (805) 555-0448 · 8AM–10PM', { size: 6.5 }],
    [12, 60, '11/22/2026  4:18 PM', { size: 7.5 }], R(214, 60, 'REG 03  TRN 8812', { size: 7.5 }),
    [12, 70, 'CASHIER: ANGELA', { size: 7 }],
    [12, 80, '#RECT 202 0.5 black'],
    [12, 87, 'RX #4471820 COPAY', { size: 7.5 }], R(214, 87, '10.00 N', { size: 7.5 }),
    [18, 96, 'FILLED 11/21/26  QTY 30  REFILLS 2', { size: 6 }],
    [12, 106, 'BAY IBUPROFEN 200MG 100CT', { size: 7.5 }], R(214, 106, '9.49 T', { size: 7.5 }),
    [18, 116, 'BAYREWARDS PRICE', { size: 7 }], R(214, 116, '-2.00', { size: 7.5 }),
    [12, 127, 'BAY VITAMIN D3 2000IU 90CT', { size: 7.5 }],
    [18, 136, '2 @ 7.99', { size: 7 }], R(214, 136, '15.98 T', { size: 7.5 }),
    [18, 146, 'BOGO 50% OFF', { size: 7 }], R(214, 146, '-4.00', { size: 7.5 }),
    [12, 157, 'SOFTWAVE FACIAL TISSUE 3PK', { size: 7.5 }], R(214, 157, '5.79 T', { size: 7.5 }),
    [12, 168, 'OATBAR HONEY ALMOND 6CT', { size: 7.5 }], R(214, 168, '4.29 N', { size: 7.5 }),
    [18, 178, 'MFR COUPON 0447', { size: 7 }], R(214, 178, '-1.00', { size: 7.5 }),
    [12, 189, '#RECT 202 0.5 black'],
    [12, 196, 'SUBTOTAL', { size: 8 }], R(214, 196, '38.55', { size: 8 }),
    [12, 207, 'TAX 7.25% ON 25.26', { size: 8 }], R(214, 207, '1.83', { size: 8 }),
    [12, 220, 'TOTAL', { size: 11, bold: true }], R(214, 220, '40.38', { size: 11, bold: true }),
    [12, 236, 'VISA CREDIT', { size: 8 }], R(214, 236, '40.38', { size: 8 }),
    [12, 247, 'CHANGE', { size: 8 }], R(214, 247, '0.00', { size: 8 }),
    [12, 259, 'VISA ************4471', { size: 6.5 }],
    [12, 268, 'CHIP READ  AUTH 044718', { size: 6.5 }],
    [12, 277, 'AID A0000000031010  TVR 0000008000', { size: 6.5 }],
    [12, 288, '#RECT 202 0.5 black'],
    [57, 295, 'YOU SAVED $7.00 TODAY!', { size: 9, bold: true }],
    [12, 310, 'BAYREWARDS #*****8209', { size: 6.5 }],
    [12, 319, 'BayBucks earned today: $0.80', { size: 6.5 }],
    [12, 328, 'BayBucks balance: $3.50 (use by 12/31/2026)', { size: 6.5 }],
    [12, 340, 'ITEMS SOLD 6', { size: 6.5 }],
    [12, 352, 'RETURNS: Most non-Rx items may be returned', { size: 6.5 }],
    [12, 361, 'with receipt by 12/22/2026. Prescriptions', { size: 6.5 }],
    [12, 370, 'cannot be returned or exchanged.', { size: 6.5 }],
    [12, 382, '#RECT 202 0.5 black'],
    [66, 389, 'We want to hear from you!', { size: 7.5, bold: true }],
    [12, 401, 'Tell us about your visit today at bayside-survey.com', { size: 6.5 }],
    [12, 410, 'within 7 days for a chance to win a $500 gift card.', { size: 6.5 }],
    [12, 419, 'Survey code: 0447-8812-1122-2026', { size: 6.5 }],
    [12, 428, 'No purchase necessary. Void where prohibited. See', { size: 6.5 }],
    [12, 437, 'website for official rules. Must be 18 or older.', { size: 6.5 }],
    [44, 455, 'THANK YOU FOR SHOPPING AT BAYSIDE', { size: 7, bold: true }],
  ] },

  // UK supermarket till receipt (80 mm): the store name, the Ltd, address and VAT number; eight lines with
  // £ prices, two identical yogurts, bananas with the weight line under them, A-flagged standard-rated
  // items; PROMOTIONS "YOGURT 2 FOR £3.00 -£0.70" and TOTAL SAVINGS £0.70; "8 BALANCE DUE £15.68";
  // CONTACTLESS £15.68 with the Visa Debit data and CHANGE DUE £0.00; the VAT table A 20 % 3.58 / 0.72 and
  // Z 0 % 11.38 / 0.00; rewards points; the date line; a cut line and a £1 coupon with its validity dates.
  { name: 'supermarket-uk-till-receipt-multibuy-2-for-3-pounds-saving-loose-bananas-by-weight-balance-due-contactless-vat-a-z-points-coupon', kind: 'receipt', size: [226, 460], expect: { vendorName: 'Harrowgate Fresh Ltd', invoiceDate: '2026-11-22', tax: 0.72, total: 15.68, currency: 'GBP', paymentMethod: 'card' },
    items: [['SEMI SKIMMED MILK 4PT', null, null, 1.55], ['WHOLEMEAL BREAD 800G', null, null, 1.25], ['GREEK STYLE YOGURT 500G', null, null, 1.85],
      ['GREEK STYLE YOGURT 500G', null, null, 1.85], ['BANANAS LOOSE', 0.94, 0.88, 0.83], ['CHICKEN BREAST FILLETS 640G', null, null, 4.75],
      ['KITCHEN ROLL 4PK', null, null, 3.2], ['WASHING UP LIQUID 450ML', null, null, 1.1], ['YOGURT 2 FOR £3.00', null, null, -0.7]], cells: [
    [49, 10, 'Harrowgate Fresh', { size: 15, bold: true }],
    [77, 29, 'Harrowgate Fresh Ltd', { size: 7.5 }],
    [51, 39, 'Knaresborough Road, Harrogate HG2 7LU', { size: 6.5 }],
    [69, 48, 'Tel 01423 447182 · Store 0318', { size: 6.5 }],
    [77, 57, 'VAT No. GB 447 1820 55', { size: 6.5 }],
    [12, 70, 'SEMI SKIMMED MILK 4PT', { size: 7.5 }], R(214, 70, '£1.55', { size: 7.5 }),
    [12, 81, 'WHOLEMEAL BREAD 800G', { size: 7.5 }], R(214, 81, '£1.25', { size: 7.5 }),
    [12, 92, 'GREEK STYLE YOGURT 500G', { size: 7.5 }], R(214, 92, '£1.85', { size: 7.5 }),
    [12, 103, 'GREEK STYLE YOGURT 500G', { size: 7.5 }], R(214, 103, '£1.85', { size: 7.5 }),
    [12, 114, 'BANANAS LOOSE', { size: 7.5 }],
    [18, 123, '0.940 kg @ £0.88/kg', { size: 6.5 }], R(214, 123, '£0.83', { size: 7.5 }),
    [12, 134, 'CHICKEN BREAST FILLETS 640G', { size: 7.5 }], R(214, 134, '£4.75', { size: 7.5 }),
    [12, 145, 'KITCHEN ROLL 4PK', { size: 7.5 }], R(214, 145, '£3.20 A', { size: 7.5 }),
    [12, 156, 'WASHING UP LIQUID 450ML', { size: 7.5 }], R(214, 156, '£1.10 A', { size: 7.5 }),
    [12, 168, '#RECT 202 0.5 black'],
    [12, 174, 'PROMOTIONS', { size: 7, bold: true }],
    [12, 184, 'YOGURT 2 FOR £3.00', { size: 7.5 }], R(214, 184, '-£0.70', { size: 7.5 }),
    [12, 195, 'TOTAL SAVINGS', { size: 7.5 }], R(214, 195, '£0.70', { size: 7.5 }),
    [12, 206, '#RECT 202 0.5 black'],
    [12, 213, '8 BALANCE DUE', { size: 11, bold: true }], R(214, 213, '£15.68', { size: 11, bold: true }),
    [12, 230, 'CONTACTLESS', { size: 7.5 }], R(214, 230, '£15.68', { size: 7.5 }),
    [12, 240, 'VISA DEBIT ************4471', { size: 6.5 }],
    [12, 249, 'AID A0000000031010 · AUTH 447182', { size: 6.5 }],
    [12, 258, 'PIN NOT REQUIRED', { size: 6.5 }],
    [12, 268, 'CHANGE DUE', { size: 7.5 }], R(214, 268, '£0.00', { size: 7.5 }),
    [12, 280, '#RECT 202 0.5 black'],
    [12, 286, 'VAT', { size: 6.5, bold: true }], R(90, 286, 'RATE', { size: 6.5, bold: true }), R(150, 286, 'NET', { size: 6.5, bold: true }), R(214, 286, 'VAT', { size: 6.5, bold: true }),
    [12, 295, 'A', { size: 6.5 }], R(90, 295, '20%', { size: 6.5 }), R(150, 295, '3.58', { size: 6.5 }), R(214, 295, '0.72', { size: 6.5 }),
    [12, 304, 'Z', { size: 6.5 }], R(90, 304, '0%', { size: 6.5 }), R(150, 304, '11.38', { size: 6.5 }), R(214, 304, '0.00', { size: 6.5 }),
    [12, 316, '#RECT 202 0.5 black'],
    [12, 322, 'REWARDS CARD ******4471', { size: 6.5 }],
    [12, 331, 'Points this visit: 15   Points balance: 1,284', { size: 6.5 }],
    [12, 340, 'Your £1 coupon is printed below.', { size: 6.5 }],
    [12, 352, '22/11/2026 11:08  S0318 T04 O2217 R4471', { size: 6.5 }],
    [39, 366, 'Thank you for shopping at Harrowgate Fresh', { size: 7, bold: true }],
    [12, 380, '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -', { size: 7 }],
    [43, 392, '£1 OFF when you spend £20 or more', { size: 8, bold: true }],
    [37, 405, 'Valid 23/11/2026 – 06/12/2026 · Coupon 2611 0447 1820', { size: 6 }],
    [44, 425, 'Harrowgate Fresh Ltd · Registered in England 04471820', { size: 5.5 }],
  ] },

  // German Frischemarkt Kassenbon (80 mm): the word mark, the e.K. with owner, address and USt-IdNr.; EUR
  // column; nine lines with A / B letters, count lines under water, Pfand and bananas, a Leergut return
  // -3,75 with "-15 Stk x 0,25 (Pfandbon 0447)"; SUMME 15,30; "Geg. girocard 15,30"; the Steuer table (A 19 %
  // 5,03 / 0,95 / 5,98, B 7 % 8,71 / 0,61 / 9,32, Gesamtbetrag 13,74 / 1,56 / 15,30); date, receipt and till;
  // the KUNDENBELEG card slip "Betrag EUR 15,30"; the TSE block with ISO timestamps.
  { name: 'drogeriemarkt-de-kassenbon-a-b-mwst-pfand-leergut-negativ-bananen-gewicht-girocard-kundenbeleg-tse-signatur-iso-zeit', kind: 'receipt', size: [226, 515], expect: { vendorName: 'Hollerbach Frischemarkt e.K.', invoiceDate: '2026-11-22', tax: 1.56, total: 15.3, currency: 'EUR', paymentMethod: 'card' },
    items: [['MINERALWASSER MEDIUM 1,5L', 6, 0.39, 2.34], ['PFAND EINWEG', 6, 0.25, 1.5], ['H-VOLLMILCH 3,5% 1L', null, null, 1.29],
      ['BIO BANANEN', 1.024, 1.99, 2.04], ['ZAHNCREME KRÄUTER 75ML', null, null, 1.45], ['DUSCHGEL SENSITIV 250ML', null, null, 0.95],
      ['KAFFEE GEMAHLEN 500G', null, null, 5.99], ['TOILETTENPAPIER 8X150', null, null, 3.49], ['LEERGUT EINWEG', -15, 0.25, -3.75]], cells: [
    [54, 10, 'HOLLERBACH', { size: 17, bold: true }],
    [75, 30, 'F R I S C H E M A R K T', { size: 7, bold: true }],
    [65, 42, 'Hollerbach Frischemarkt e.K.', { size: 7.5 }],
    [81, 52, 'Inh. Stefan Hollerbach', { size: 6.5 }],
    [67, 61, 'Lindenstraße 41 · 34117 Kassel', { size: 6.5 }],
    [51, 70, 'Tel. 0561 447182 · USt-IdNr. DE314471820', { size: 6.5 }],
    R(214, 84, 'EUR', { size: 7, bold: true }),
    [12, 93, 'MINERALWASSER MEDIUM 1,5L', { size: 7.5 }], R(214, 93, '2,34 A', { size: 7.5 }),
    [18, 102, '6 Stk x 0,39', { size: 6.5 }],
    [12, 112, 'PFAND EINWEG', { size: 7.5 }], R(214, 112, '1,50 A', { size: 7.5 }),
    [18, 121, '6 Stk x 0,25', { size: 6.5 }],
    [12, 131, 'H-VOLLMILCH 3,5% 1L', { size: 7.5 }], R(214, 131, '1,29 B', { size: 7.5 }),
    [12, 141, 'BIO BANANEN', { size: 7.5 }], R(214, 141, '2,04 B', { size: 7.5 }),
    [18, 150, '1,024 kg x 1,99 EUR/kg', { size: 6.5 }],
    [12, 160, 'ZAHNCREME KRÄUTER 75ML', { size: 7.5 }], R(214, 160, '1,45 A', { size: 7.5 }),
    [12, 170, 'DUSCHGEL SENSITIV 250ML', { size: 7.5 }], R(214, 170, '0,95 A', { size: 7.5 }),
    [12, 180, 'KAFFEE GEMAHLEN 500G', { size: 7.5 }], R(214, 180, '5,99 B', { size: 7.5 }),
    [12, 190, 'TOILETTENPAPIER 8X150', { size: 7.5 }], R(214, 190, '3,49 A', { size: 7.5 }),
    [12, 200, 'LEERGUT EINWEG', { size: 7.5 }], R(214, 200, '-3,75 A', { size: 7.5 }),
    [18, 209, '-15 Stk x 0,25  (Pfandbon 0447)', { size: 6.5 }],
    [12, 220, '#RECT 202 0.5 black'],
    [12, 227, 'SUMME', { size: 12, bold: true }], R(214, 227, '15,30', { size: 12, bold: true }),
    [12, 245, 'Geg. girocard', { size: 7.5 }], R(214, 245, '15,30', { size: 7.5 }),
    [12, 257, '#RECT 202 0.5 black'],
    [12, 263, 'Steuer %', { size: 6.5, bold: true }], R(110, 263, 'Netto', { size: 6.5, bold: true }), R(162, 263, 'Steuer', { size: 6.5, bold: true }), R(214, 263, 'Brutto', { size: 6.5, bold: true }),
    [12, 272, 'A= 19,0%', { size: 6.5 }], R(110, 272, '5,03', { size: 6.5 }), R(162, 272, '0,95', { size: 6.5 }), R(214, 272, '5,98', { size: 6.5 }),
    [12, 281, 'B= 7,0%', { size: 6.5 }], R(110, 281, '8,71', { size: 6.5 }), R(162, 281, '0,61', { size: 6.5 }), R(214, 281, '9,32', { size: 6.5 }),
    [12, 290, 'Gesamtbetrag', { size: 6.5, bold: true }], R(110, 290, '13,74', { size: 6.5, bold: true }), R(162, 290, '1,56', { size: 6.5, bold: true }), R(214, 290, '15,30', { size: 6.5, bold: true }),
    [12, 302, '#RECT 202 0.5 black'],
    [12, 308, '22.11.2026  10:41  Bon-Nr. 4471', { size: 7 }], R(214, 308, 'Kasse 2', { size: 7 }),
    [12, 317, 'Es bediente Sie: Frau Kühn', { size: 6.5 }],
    [76, 331, 'K U N D E N B E L E G', { size: 7, bold: true }],
    [12, 343, 'Kartenzahlung · kontaktlos', { size: 6.5 }],
    [12, 352, 'girocard  Nr. ############4471  0001', { size: 6.5 }],
    [12, 361, 'Terminal-ID 64471820   TA-Nr. 004471', { size: 6.5 }],
    [12, 370, 'BNr 0318   VU-Nr. 4471820', { size: 6.5 }],
    [12, 379, 'Datum 22.11.2026   Uhrzeit 10:41:37', { size: 6.5 }],
    [12, 389, 'Betrag EUR', { size: 8, bold: true }], R(214, 389, '15,30', { size: 8, bold: true }),
    [12, 400, 'Zahlung erfolgt', { size: 6.5, bold: true }],
    [12, 411, '#RECT 202 0.5 black'],
    [12, 417, 'TSE-Transaktion: 118204', { size: 6 }],
    [12, 425, 'TSE-Start: 2026-11-22T10:40:12.000', { size: 6 }],
    [12, 433, 'TSE-Stop: 2026-11-22T10:41:37.000', { size: 6 }],
    [12, 441, 'TSE-Seriennr.: 8f2a44c71e90b3d5a0c4471820e6', { size: 6 }],
    [12, 449, 'TSE-Signaturzähler: 447182', { size: 6 }],
    [12, 457, 'TSE-Signatur: MEUCIQDk7wH4471820aZq9xLr2', { size: 6 }],
    [12, 465, 'Zeitformat: utcTime · Hash: ecdsa-plain-SHA384', { size: 6 }],
    [56, 480, 'Vielen Dank für Ihren Einkauf!', { size: 8, bold: true }],
    [65, 493, 'Öffnungszeiten: Mo–Sa 7–21 Uhr', { size: 6.5 }],
  ] },

  // French boulangerie ticket (58 mm, 165 pt): the shop name, BOULANGERIE · PÂTISSERIE, "SARL Les Trois
  // Épis", SIRET and TVA numbers; ticket, till, date and seller; five lines with TVA code 1 or 2 after the
  // amount and "2 x 1,30" count lines under three of them; TOTAL TTC 32,90 €; CB SANS CONTACT 32,90; the TVA
  // table (1 = 5,5 % 27,77 / 1,53, 2 = 10 % 3,27 / 0,33, Total 31,04 / 1,86 / 32,90); loyalty and Christmas
  // order lines; a cut line and the CB slip "MONTANT = 32,90 EUR", "TICKET CLIENT A CONSERVER".
  { name: 'boulangerie-fr-ticket-58mm-baguette-croissant-tarte-tva-5-5-cafe-sur-place-tva-10-cb-sans-contact-ticket-client-fidelite', kind: 'receipt', size: [165, 420], expect: { vendorName: 'SARL Les Trois Épis', invoiceDate: '2026-11-22', tax: 1.86, total: 32.9, currency: 'EUR', paymentMethod: 'card' },
    items: [['Baguette tradition', 2, 1.3, 2.6], ['Pain aux céréales 400 g', null, null, 3.4], ['Croissant pur beurre', 4, 1.2, 4.8],
      ['Tarte aux pommes 6 parts', null, null, 18.5], ['Café expresso sur place', 2, 1.8, 3.6]], cells: [
    [39, 10, 'Les Trois Épis', { size: 13, bold: true }],
    [37, 27, 'BOULANGERIE · PÂTISSERIE', { size: 6.5, bold: true }],
    [51, 38, 'SARL Les Trois Épis', { size: 7 }],
    [45, 47, '8 place Carnot, 21000 Dijon', { size: 6 }],
    [47, 55, 'SIRET 844 718 209 00017', { size: 6 }],
    [30, 63, 'TVA FR53 844718209 · 03 80 44 71 82', { size: 6 }],
    [10, 78, 'Ticket n° 004471', { size: 6.5 }], R(155, 78, 'Caisse 1', { size: 6.5 }),
    [10, 87, '22/11/2026 08:17', { size: 6.5 }], R(155, 87, 'Vendeuse : Camille', { size: 6.5 }),
    [10, 97, '#RECT 145 0.5 black'],
    [10, 104, 'Baguette tradition', { size: 7 }], R(155, 104, '2,60 1', { size: 7 }),
    [16, 112, '2 x 1,30', { size: 6 }],
    [10, 122, 'Pain aux céréales 400 g', { size: 7 }], R(155, 122, '3,40 1', { size: 7 }),
    [10, 132, 'Croissant pur beurre', { size: 7 }], R(155, 132, '4,80 1', { size: 7 }),
    [16, 140, '4 x 1,20', { size: 6 }],
    [10, 150, 'Tarte aux pommes 6 parts', { size: 7 }], R(155, 150, '18,50 1', { size: 7 }),
    [10, 160, 'Café expresso sur place', { size: 7 }], R(155, 160, '3,60 2', { size: 7 }),
    [16, 168, '2 x 1,80', { size: 6 }],
    [10, 178, '#RECT 145 0.5 black'],
    [10, 185, 'TOTAL TTC', { size: 10, bold: true }], R(155, 185, '32,90 €', { size: 10, bold: true }),
    [10, 201, 'CB SANS CONTACT', { size: 7 }], R(155, 201, '32,90', { size: 7 }),
    [10, 212, '#RECT 145 0.5 black'],
    [10, 218, 'Code', { size: 5.5, bold: true }], R(55, 218, 'Taux', { size: 5.5, bold: true }), R(88, 218, 'HT', { size: 5.5, bold: true }),
    R(120, 218, 'TVA', { size: 5.5, bold: true }), R(155, 218, 'TTC', { size: 5.5, bold: true }),
    [10, 227, '1', { size: 6 }], R(55, 227, '5,5 %', { size: 6 }), R(88, 227, '27,77', { size: 6 }), R(120, 227, '1,53', { size: 6 }), R(155, 227, '29,30', { size: 6 }),
    [10, 236, '2', { size: 6 }], R(55, 236, '10 %', { size: 6 }), R(88, 236, '3,27', { size: 6 }), R(120, 236, '0,33', { size: 6 }), R(155, 236, '3,60', { size: 6 }),
    [10, 245, 'Total', { size: 6, bold: true }], R(88, 245, '31,04', { size: 6, bold: true }), R(120, 245, '1,86', { size: 6, bold: true }), R(155, 245, '32,90', { size: 6, bold: true }),
    [10, 257, '#RECT 145 0.5 black'],
    [10, 263, 'Fidélité : 7/10 – la 10e baguette offerte', { size: 6 }],
    [10, 272, 'Commandez vos bûches de Noël', { size: 6 }],
    [10, 280, 'avant le 20/12/2026 !', { size: 6 }],
    [10, 292, '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - -', { size: 6 }],
    [51, 302, 'CARTE BANCAIRE', { size: 7, bold: true }],
    [59, 312, 'SANS CONTACT', { size: 6 }],
    [10, 322, 'A0000000421010', { size: 6 }], R(155, 322, 'CB', { size: 6 }),
    [10, 330, '############4471', { size: 6 }],
    [10, 338, 'LE 22/11/26 A 08:17:42', { size: 6 }],
    [10, 346, 'LES TROIS EPIS  21000 DIJON', { size: 6 }],
    [10, 354, 'TPE 44718209  TRANS 000447', { size: 6 }],
    [10, 364, 'MONTANT = 32,90 EUR', { size: 7.5, bold: true }],
    [10, 374, 'DEBIT', { size: 6 }],
    [34, 386, 'TICKET CLIENT A CONSERVER', { size: 6.5, bold: true }],
    [56, 400, 'Merci et à bientôt !', { size: 6.5 }],
  ] },

  // Spanish ferretería FACTURA SIMPLIFICADA (80 mm): the shop name, the S.L. with CIF; number, till, "Fecha:
  // 22-11-2026 Hora: 12:05" and seller; Artículo / Cant. / Precio / Importe with six lines and a reference
  // under each; Nº artículos: 10; "TOTAL (IVA incluido) 46,55 €"; EFECTIVO 50,00 and CAMBIO 3,45; the IVA 21 %
  // table Base imponible 38,47 / Cuota 8,08 / Total 46,55; the return-by date 07-12-2026.
  { name: 'ferreteria-es-factura-simplificada-tornilleria-silicona-broca-cantidad-precio-iva-incluido-base-imponible-cuota-efectivo-cambio', kind: 'receipt', size: [226, 392], expect: { vendorName: 'Ferretería Industrial Ribera, S.L.', invoiceDate: '2026-11-22', tax: 8.08, total: 46.55, currency: 'EUR', paymentMethod: 'cash' },
    items: [['TORNILLO MADERA 4X40 CJ200', 1, 6.95, 6.95], ['TACO NYLON 8MM BOLSA 100', 2, 3.2, 6.4], ['SILICONA NEUTRA BCA 300ML', 2, 4.75, 9.5],
      ['CINTA AMERICANA 50M GRIS', 1, 5.85, 5.85], ['BROCA HSS 6MM', 3, 1.65, 4.95], ['LLAVE AJUSTABLE 250MM', 1, 12.9, 12.9]], cells: [
    [40, 10, 'FERRETERÍA RIBERA', { size: 14, bold: true }],
    [60, 28, 'Ferretería Industrial Ribera, S.L.', { size: 7.5 }],
    [62, 38, 'Av. de Aragón 118 · 46021 Valencia', { size: 6.5 }],
    [63, 47, 'CIF B46447182 · Tel. 963 44 71 82', { size: 6.5 }],
    [65, 61, 'FACTURA SIMPLIFICADA', { size: 8, bold: true }],
    [12, 75, 'Nº T01-2026-018204', { size: 7 }], R(214, 75, 'Caja 01', { size: 7 }),
    [12, 84, 'Fecha: 22-11-2026  Hora: 12:05', { size: 7 }], R(214, 84, 'Vend.: Pepe', { size: 7 }),
    [12, 95, '#RECT 202 0.5 black'],
    [12, 100, 'Artículo', { size: 6.5, bold: true }], R(150, 100, 'Cant.', { size: 6.5, bold: true }), R(180, 100, 'Precio', { size: 6.5, bold: true }), R(214, 100, 'Importe', { size: 6.5, bold: true }),
    [12, 111, 'TORNILLO MADERA 4X40 CJ200', { size: 7 }], R(150, 111, '1', { size: 7 }), R(180, 111, '6,95', { size: 7 }), R(214, 111, '6,95', { size: 7 }),
    [18, 119, 'Ref. 104471', { size: 5.5 }],
    [12, 128, 'TACO NYLON 8MM BOLSA 100', { size: 7 }], R(150, 128, '2', { size: 7 }), R(180, 128, '3,20', { size: 7 }), R(214, 128, '6,40', { size: 7 }),
    [18, 136, 'Ref. 208812', { size: 5.5 }],
    [12, 145, 'SILICONA NEUTRA BCA 300ML', { size: 7 }], R(150, 145, '2', { size: 7 }), R(180, 145, '4,75', { size: 7 }), R(214, 145, '9,50', { size: 7 }),
    [18, 153, 'Ref. 310447', { size: 5.5 }],
    [12, 162, 'CINTA AMERICANA 50M GRIS', { size: 7 }], R(150, 162, '1', { size: 7 }), R(180, 162, '5,85', { size: 7 }), R(214, 162, '5,85', { size: 7 }),
    [18, 170, 'Ref. 402218', { size: 5.5 }],
    [12, 179, 'BROCA HSS 6MM', { size: 7 }], R(150, 179, '3', { size: 7 }), R(180, 179, '1,65', { size: 7 }), R(214, 179, '4,95', { size: 7 }),
    [18, 187, 'Ref. 517060', { size: 5.5 }],
    [12, 196, 'LLAVE AJUSTABLE 250MM', { size: 7 }], R(150, 196, '1', { size: 7 }), R(180, 196, '12,90', { size: 7 }), R(214, 196, '12,90', { size: 7 }),
    [18, 204, 'Ref. 620250', { size: 5.5 }],
    [12, 214, '#RECT 202 0.5 black'],
    [12, 220, 'Nº artículos: 10', { size: 6.5 }],
    [12, 232, 'TOTAL (IVA incluido)', { size: 10, bold: true }], R(214, 232, '46,55 €', { size: 10, bold: true }),
    [12, 250, 'EFECTIVO', { size: 7.5 }], R(214, 250, '50,00', { size: 7.5 }),
    [12, 260, 'CAMBIO', { size: 7.5 }], R(214, 260, '3,45', { size: 7.5 }),
    [12, 272, '#RECT 202 0.5 black'],
    [12, 278, 'Tipo', { size: 6.5, bold: true }], R(110, 278, 'Base imponible', { size: 6.5, bold: true }), R(160, 278, 'Cuota', { size: 6.5, bold: true }), R(214, 278, 'Total', { size: 6.5, bold: true }),
    [12, 287, 'IVA 21%', { size: 6.5 }], R(110, 287, '38,47', { size: 6.5 }), R(160, 287, '8,08', { size: 6.5 }), R(214, 287, '46,55', { size: 6.5 }),
    [12, 299, '#RECT 202 0.5 black'],
    [12, 306, 'Devoluciones: 15 días con este ticket', { size: 6.5 }],
    [12, 315, '(hasta el 07-12-2026), producto sin usar y embalaje original.', { size: 6.5 }],
    [12, 324, 'Solicite factura completa con su NIF en caja.', { size: 6.5 }],
    [12, 336, 'Precio profesional con tarjeta Ribera PRO: consulte.', { size: 6.5 }],
    [71, 352, '¡Gracias por su visita!', { size: 8, bold: true }],
    [80, 365, 'www.ferreteriaribera.es', { size: 6.5 }],
  ] },

  // Italian pharmacy DOCUMENTO COMMERCIALE (80 mm): FARMACIA / SAN LORENZO, the S.n.c. with P.IVA;
  // DESCRIZIONE / IVA / Prezzo(€): two medicines at 10 %, a hand cream at 22 % with an indented "SCONTO 10%"
  // -0,89 row, plasters; TOTALE COMPLESSIVO 21,91, di cui IVA 3,03; Pagamento contante 0,00, Pagamento
  // elettronico 21,91, Non riscosso, Resto, Importo pagato 21,91; the customer's codice fiscale and the
  // deductible medicines 10,40; date, DOC.N., RT serial and the POS line.
  { name: 'farmacia-it-documento-commerciale-farmaci-iva-10-parafarmaco-22-sconto-riga-di-cui-iva-pagamento-elettronico-codice-fiscale', kind: 'receipt', size: [226, 384], expect: { vendorName: 'Farmacia San Lorenzo S.n.c.', invoiceDate: '2026-11-22', tax: 3.03, total: 21.91, currency: 'EUR', paymentMethod: 'card' },
    items: [['PARACETAMOLO 500MG 20CPR', null, null, 3.9], ['IBUPROFENE 400MG 12BUST', null, null, 6.5], ['CREMA MANI KARITE 75ML', null, null, 8.9],
      ['SCONTO 10%', null, null, -0.89], ['CEROTTI ASSORTITI 20PZ', null, null, 3.5]], cells: [
    [74, 10, 'FARMACIA', { size: 15, bold: true }],
    [58, 28, 'SAN LORENZO', { size: 15, bold: true }],
    [65, 48, 'Farmacia San Lorenzo S.n.c.', { size: 7.5 }],
    [58, 58, 'Via Santo Stefano 44 · 40125 Bologna', { size: 6.5 }],
    [85, 67, 'P.IVA 02447182037', { size: 6.5 }],
    [56, 82, 'DOCUMENTO COMMERCIALE', { size: 8, bold: true }],
    [76, 92, 'di vendita o prestazione', { size: 7 }],
    [12, 106, 'DESCRIZIONE', { size: 6.5, bold: true }], R(170, 106, 'IVA', { size: 6.5, bold: true }), R(214, 106, 'Prezzo(€)', { size: 6.5, bold: true }),
    [12, 117, 'PARACETAMOLO 500MG 20CPR', { size: 7.5 }], R(170, 117, '10%', { size: 7.5 }), R(214, 117, '3,90', { size: 7.5 }),
    [12, 128, 'IBUPROFENE 400MG 12BUST', { size: 7.5 }], R(170, 128, '10%', { size: 7.5 }), R(214, 128, '6,50', { size: 7.5 }),
    [12, 139, 'CREMA MANI KARITE 75ML', { size: 7.5 }], R(170, 139, '22%', { size: 7.5 }), R(214, 139, '8,90', { size: 7.5 }),
    [18, 150, 'SCONTO 10%', { size: 7.5 }], R(170, 150, '22%', { size: 7.5 }), R(214, 150, '-0,89', { size: 7.5 }),
    [12, 161, 'CEROTTI ASSORTITI 20PZ', { size: 7.5 }], R(170, 161, '22%', { size: 7.5 }), R(214, 161, '3,50', { size: 7.5 }),
    [12, 174, 'TOTALE COMPLESSIVO', { size: 10, bold: true }], R(214, 174, '21,91', { size: 10, bold: true }),
    [12, 188, 'di cui IVA', { size: 7.5 }], R(214, 188, '3,03', { size: 7.5 }),
    [12, 202, 'Pagamento contante', { size: 7.5 }], R(214, 202, '0,00', { size: 7.5 }),
    [12, 212, 'Pagamento elettronico', { size: 7.5 }], R(214, 212, '21,91', { size: 7.5 }),
    [12, 222, 'Non riscosso', { size: 7.5 }], R(214, 222, '0,00', { size: 7.5 }),
    [12, 232, 'Resto', { size: 7.5 }], R(214, 232, '0,00', { size: 7.5 }),
    [12, 242, 'Importo pagato', { size: 7.5 }], R(214, 242, '21,91', { size: 7.5 }),
    [12, 254, '#RECT 202 0.5 black'],
    [12, 261, 'C.F. ACQUIRENTE: GLLLRA81M52A944T', { size: 6.5 }],
    [12, 270, 'Spesa sanitaria detraibile (farmaci): 10,40', { size: 6.5 }],
    [12, 279, 'Conservare per la dichiarazione dei redditi.', { size: 6.5 }],
    [12, 291, '#RECT 202 0.5 black'],
    [12, 298, '22-11-2026 17:32', { size: 7 }], R(214, 298, 'DOC.N. 0118-0447', { size: 7 }),
    [12, 308, 'RT 99MEX044718', { size: 6.5 }], R(214, 308, 'Cassa 1 · Op. Giulia', { size: 6.5 }),
    [12, 320, 'POS: MASTERCARD ****4471 · AUT. 447182', { size: 6.5 }],
    [12, 329, 'Importo 21,91 EUR · 22/11/2026 17:32', { size: 6.5 }],
    [12, 341, 'Turno notturno: farmacia di turno su farmaciebologna.it', { size: 6 }],
    [76, 356, 'Grazie e arrivederci', { size: 8, bold: true }],
  ] },

  // Mexican convenience-store ticket (72 mm, 204 pt): KIOSKO DEL VALLE, the S.A. de C.V. with RFC, address
  // and tax regime; store, "Fecha: 22/NOV/2026 Hora: 21:14", ticket, till and cashier; five lines with "$"
  // amounts and "2 X $18.50" count lines under two; ARTICULOS: 7; TOTAL $179.50, EFECTIVO $200.00, SU CAMBIO
  // $20.50 and the amount in words; "LOS PRECIOS INCLUYEN IVA" with TASA / BASE / IVA rows 16 % $68.53 /
  // $10.97 and 0 % $100.00 / $0.00; wallet points; the online-invoicing deadline 30/NOV/2026.
  { name: 'tienda-conveniencia-mx-ticket-pesos-precios-con-iva-tasa-16-y-0-efectivo-su-cambio-importe-con-letra-puntos-facturacion-en-linea', kind: 'receipt', size: [204, 386], expect: { vendorName: 'Comercializadora Del Valle Norte, S.A. de C.V.', invoiceDate: '2026-11-22', tax: 10.97, total: 179.5, currency: 'MXN', paymentMethod: 'cash' },
    items: [['REFRESCO COLA 600ML', 2, 18.5, 37], ['PAN BLANCO GRANDE 680G', null, null, 45], ['LECHE ENTERA 1L', 2, 27.5, 55],
      ['PAPAS SAL 45G', null, null, 19], ['CAFE AMERICANO 16OZ', null, null, 23.5]], cells: [
    [67, 10, 'KIOSKO', { size: 18, bold: true }],
    [80, 31, 'DEL VALLE', { size: 8, bold: true }],
    [18, 44, 'Comercializadora Del Valle Norte, S.A. de C.V.', { size: 6.5 }],
    [73, 53, 'RFC CVN120418KX4', { size: 6 }],
    [49, 61, 'Av. Insurgentes Sur 1182, Col. Del Valle', { size: 6 }],
    [57, 69, 'Benito Juárez, CDMX, C.P. 03100', { size: 6 }],
    [44, 77, 'Régimen General de Ley Personas Morales', { size: 6 }],
    [12, 91, 'Tienda 0447 DEL VALLE CENTRO', { size: 6.5 }],
    [12, 100, 'Fecha: 22/NOV/2026   Hora: 21:14', { size: 6.5 }],
    [12, 109, 'Ticket: 0447-118204   Caja: 2', { size: 6.5 }], R(192, 109, 'Cajero: LUPITA', { size: 6.5 }),
    [12, 119, '#RECT 180 0.5 black'],
    [12, 125, 'REFRESCO COLA 600ML', { size: 7 }],
    [18, 134, '2 X $18.50', { size: 6.5 }], R(192, 134, '$37.00', { size: 7 }),
    [12, 144, 'PAN BLANCO GRANDE 680G', { size: 7 }], R(192, 144, '$45.00', { size: 7 }),
    [12, 154, 'LECHE ENTERA 1L', { size: 7 }],
    [18, 163, '2 X $27.50', { size: 6.5 }], R(192, 163, '$55.00', { size: 7 }),
    [12, 173, 'PAPAS SAL 45G', { size: 7 }], R(192, 173, '$19.00', { size: 7 }),
    [12, 183, 'CAFE AMERICANO 16OZ', { size: 7 }], R(192, 183, '$23.50', { size: 7 }),
    [12, 194, '#RECT 180 0.5 black'],
    [12, 200, 'ARTICULOS: 7', { size: 6.5 }],
    [12, 211, 'TOTAL', { size: 11, bold: true }], R(192, 211, '$179.50', { size: 11, bold: true }),
    [12, 227, 'EFECTIVO', { size: 7.5 }], R(192, 227, '$200.00', { size: 7.5 }),
    [12, 237, 'SU CAMBIO', { size: 7.5, bold: true }], R(192, 237, '$20.50', { size: 7.5, bold: true }),
    [12, 249, '(CIENTO SETENTA Y NUEVE PESOS 50/100 M.N.)', { size: 6 }],
    [12, 259, '#RECT 180 0.5 black'],
    [12, 265, 'LOS PRECIOS INCLUYEN IVA', { size: 6.5, bold: true }],
    [12, 275, 'TASA', { size: 6, bold: true }], R(110, 275, 'BASE', { size: 6, bold: true }), R(192, 275, 'IVA', { size: 6, bold: true }),
    [12, 284, '16%', { size: 6.5 }], R(110, 284, '$68.53', { size: 6.5 }), R(192, 284, '$10.97', { size: 6.5 }),
    [12, 293, '0%', { size: 6.5 }], R(110, 293, '$100.00', { size: 6.5 }), R(192, 293, '$0.00', { size: 6.5 }),
    [12, 304, '#RECT 180 0.5 black'],
    [12, 310, 'MONEDERO KIOSKO ****4471', { size: 6.5 }],
    [12, 319, 'PUNTOS GANADOS: 17   SALDO: 1,204', { size: 6.5 }],
    [12, 331, 'Factura tu compra en facturacion.kioskodelvalle.mx', { size: 6 }],
    [12, 339, 'hasta el 30/NOV/2026 con el folio 0447118204.', { size: 6 }],
    [12, 347, 'Este ticket no es un comprobante fiscal (CFDI).', { size: 6 }],
    [46, 362, '¡GRACIAS POR SU COMPRA!', { size: 8, bold: true }],
  ] },

  // Australian electronics store TAX INVOICE receipt (80 mm): VOLTWAVE ELECTRONICS, the Pty Ltd with ABN
  // and address; invoice number, register, date and staff; headphones with SKU and serial under them, cables
  // "2 @ 24.95", a 3-year extended warranty line "to 22/11/2029", a price-match row -20.00; TOTAL AUD $437.90,
  // "Total includes GST of $39.81", MASTERCARD $437.90, CHANGE $0.00; the customer copy "PURCHASE AUD
  // $437.90"; the change-of-mind return date 06/12/2026, warranty terms and reward points.
  { name: 'electronics-au-tax-invoice-receipt-headphones-serial-cable-2-at-extended-warranty-line-price-match-gst-included-eftpos-slip', kind: 'receipt', size: [226, 420], expect: { vendorName: 'Voltwave Electronics Pty Ltd', invoiceDate: '2026-11-22', tax: 39.81, total: 437.9, currency: 'AUD', paymentMethod: 'card' },
    items: [['AURALUX ANC HEADPHONES AX-400', null, null, 349], ['USB-C CABLE 2M BRAIDED', 2, 24.95, 49.9], ['VOLTCARE 3YR EXTENDED WARRANTY', null, null, 59],
      ['PRICE MATCH (COMPETITOR)', null, null, -20]], cells: [
    [62, 10, 'VOLTWAVE', { size: 19, bold: true }],
    [84, 32, 'ELECTRONICS', { size: 8, bold: true }],
    [66, 45, 'Voltwave Electronics Pty Ltd', { size: 7.5 }],
    [83, 55, 'ABN 44 718 209 447', { size: 6.5 }],
    [43, 64, 'Shop 12, 100 Parramatta Rd, Auburn NSW 2144', { size: 6.5 }],
    [64, 73, '(02) 9447 1820 · voltwave.com.au', { size: 6.5 }],
    [85, 87, 'TAX INVOICE', { size: 9, bold: true }],
    [12, 102, 'Invoice 0318-447182', { size: 7 }], R(214, 102, 'Reg 3', { size: 7 }),
    [12, 111, '22/11/2026 14:52', { size: 7 }], R(214, 111, 'Staff: Mitch', { size: 7 }),
    [12, 121, '#RECT 202 0.5 black'],
    [12, 128, 'AURALUX ANC HEADPHONES AX-400', { size: 7.5 }], R(214, 128, '349.00', { size: 7.5 }),
    [18, 137, 'SKU 4471820 · S/N AX40-0447182', { size: 6 }],
    [12, 147, 'USB-C CABLE 2M BRAIDED', { size: 7.5 }],
    [18, 156, '2 @ 24.95', { size: 7 }], R(214, 156, '49.90', { size: 7.5 }),
    [12, 166, 'VOLTCARE 3YR EXTENDED WARRANTY', { size: 7.5 }], R(214, 166, '59.00', { size: 7.5 }),
    [18, 175, 'Covers S/N AX40-0447182 to 22/11/2029', { size: 6 }],
    [12, 185, 'PRICE MATCH (COMPETITOR)', { size: 7.5 }], R(214, 185, '-20.00', { size: 7.5 }),
    [12, 196, '#RECT 202 0.5 black'],
    [12, 203, 'TOTAL AUD', { size: 11, bold: true }], R(214, 203, '$437.90', { size: 11, bold: true }),
    [12, 219, 'Total includes GST of', { size: 7.5 }], R(214, 219, '$39.81', { size: 7.5 }),
    [12, 231, 'MASTERCARD', { size: 7.5 }], R(214, 231, '$437.90', { size: 7.5 }),
    [12, 241, 'CHANGE', { size: 7.5 }], R(214, 241, '$0.00', { size: 7.5 }),
    [12, 253, '#RECT 202 0.5 black'],
    [78, 260, 'CUSTOMER COPY', { size: 8, bold: true }],
    [12, 273, 'VOLTWAVE AUBURN   TID 44718209', { size: 6.5 }],
    [12, 282, 'MASTERCARD CREDIT  ****4471 (T)', { size: 6.5 }],
    [12, 291, '22/11/2026 14:53', { size: 6.5 }],
    [12, 301, 'PURCHASE AUD', { size: 8, bold: true }], R(214, 301, '$437.90', { size: 8, bold: true }),
    [12, 312, 'APPROVED 00   AUTH 447182', { size: 6.5 }],
    [12, 321, 'RRN 611220044718   NO SIGNATURE REQUIRED', { size: 6.5 }],
    [12, 332, '#RECT 202 0.5 black'],
    [12, 339, 'Change of mind returns within 14 days', { size: 6.5 }],
    [12, 348, '(by 06/12/2026) in original packaging.', { size: 6.5 }],
    [12, 357, 'VoltCare starts after the 12-month manufacturer', { size: 6.5 }],
    [12, 366, 'warranty. Plan terms: voltwave.com.au/care', { size: 6.5 }],
    [12, 377, 'VoltRewards ****2093: 437 points earned', { size: 6.5 }],
    [48, 393, 'Thank you for shopping at Voltwave!', { size: 7.5, bold: true }],
  ] },
];
