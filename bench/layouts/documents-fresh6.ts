// A sixth fresh batch of 16 hand-built documents (8 invoices, 8 receipts) in the format of
// documents.ts, written on 2026-11-23 blind to the engine: their author read only documents.ts,
// documents-fresh5.ts (for the format and the conventions) and render.ts (for the page and the
// fonts), nothing under engine/, server/, data/, models/ or test/, and ran neither the engine nor a
// benchmark. This batch varies COUNTRIES the earlier batches barely touched, in Latin script, and
// STRUCTURES: Portugal (a fatura with NIF, ATCUD, IVA 6 % and 23 % with a Resumo do IVA), Belgium
// (a Dutch factuur with BTW 6 % and 21 %, ondernemingsnummer and a gestructureerde mededeling
// +++261/1190/11873+++), Austria (a wine merchant's Rechnung with UID ATU…, USt 10 % and 20 %, and
// the totals box at the TOP RIGHT above the item table), Czechia (a faktura – daňový doklad with
// IČO, DIČ, DPH 12 % and 21 %, variabilní symbol, DUZP, a Zaokrouhlení line and Kč), Lithuania (a
// PVM sąskaita faktūra dated "2026 m. lapkričio 20 d." with PVM 21 % and the sum in words), Peru (a
// factura electrónica with RUC, the SUNAT number box, IGV 18 %, "20 de noviembre de 2026" and
// soles), the UK (a construction subcontractor's invoice under the domestic reverse charge with a
// CIS deduction on labour below the invoice total), Kenya (a tax invoice with KRA PINs, VAT 16 %,
// 20-NOV-2026 dates and an eTIMS block); receipts from Chile (a boleta electrónica with RUT, a
// weighed item, pesos without decimals "$14.948" and "El IVA de esta boleta es"), Croatia (a konoba
// račun with OIB, items whose quantity x price and amount sit on the line BELOW the name, PDV 13 %
// and 25 %, JIR and ZKI), the Philippines (an OFFICIAL RECEIPT with VAT REG TIN, VATable Sales, VAT
// 12 % and GCash), Malaysia (a nasi kandar bill with SST service tax 6 % and a 5-sen Rounding Adj.,
// RM, 20/11/26), the US (a Chicago restaurant card slip with a suggested-tip table and the tip and
// total written in by hand on blank lines), Québec (a quincaillerie with TPS 5 % and TVQ 9,975 %
// and registration numbers), Slovakia (an eKasa pokladničný doklad with a LOYALTY DISCOUNT line
// under an item, DPH 5 % / 23 % letters and a DPH table) and Estonia (a kviitung with a
// TAGATISRAHA deposit line for cans, outside KM, and KM 24 %). Date forms vary: 2026-11-20,
// 19/11/2026, 18.11.2026, 20. 11. 2026, 2026 m. lapkričio 20 d., 20 de noviembre de 2026,
// 17 Nov 2026, 20-NOV-2026, 21-11-2026, 22.11.2026., Nov 20, 2026, 20/11/26, 11/21/26, 2026-11-19,
// 20.11.2026, 23.11.2026. render.ts draws one page only, so no document continues on a second page.
// Once the engine has been fixed on any of them they are a development set like documents.ts,
// and stop measuring anything unbiased.
// Conventions as the earlier batches: `expect` lists only fields the printed text makes certain
// (no dueDate where only a payment term is printed; no subtotal where the printed "subtotal" is
// ambiguous, as on tax-inclusive receipts (the Philippine "VATable Sales" is a net, not a
// subtotal); no tax where only separate taxes are printed without their sum, as TPS + TVQ on the
// Québec receipt, nor where no tax is charged, as under the UK reverse charge); total is the
// document's own total (after the Czech Zaokrouhlení and the Malaysian Rounding Adj.; the UK
// "Invoice total" before the CIS deduction, as a down payment on facture-acompte; the US slip's
// handwritten total, tip included). `items` lists every line item, null where a quantity or unit
// price is not printed, and is left out where a negative line sits among the items (the Slovak
// loyalty discount); the Estonian deposit line is a line item of its own. The vendor is the seller
// in its most complete printed form in the letterhead or header. paymentMethod is the payment
// TYPE, on receipts only: card (debit and credit cards, Interac, "Kartica", "Pangakaart",
// "Tarjeta de Débito"), cash, mobile_wallet (GCash, as UPI and TWINT).
import type { Cell, ProbeDocument } from './documents.js';

/** A right-aligned cell ending at x. */
const R = (x: number, y: number, t: string, o: Cell[3] = {}): Cell => [x, y, t, { ...o, align: 'right' }];

export const FRESH6_DOCUMENTS: ProbeDocument[] = [

  // Portuguese fatura from a Porto food wholesaler to a Matosinhos restaurant: NIF, share capital
  // and registry in the letterhead, FATURA "FT A2026/318" with its ATCUD, Data and Vencimento as
  // 2026-11-20 / 2026-12-20, a Descrição / Qtd. / Un. / Preço unit. / IVA / Valor table mixing
  // 6 % food and 23 % paper and detergent, a Resumo do IVA by rate, Total ilíquido, Total IVA,
  // Total (EUR), the certified-program line with its 4-character hash, the IBAN and a QR box.
  { name: 'fatura-pt-nif-atcud-iva6-23', kind: 'invoice', expect: { vendorName: 'Ribeiro & Filhos, Distribuição Alimentar, Lda.', invoiceNumber: 'FT A2026/318', invoiceDate: '2026-11-20', dueDate: '2026-12-20', subtotal: 439.1, tax: 50.93, total: 490.03, currency: 'EUR' },
    items: [['Arroz carolino 1 kg (fardo 10 un.)', 6, 11.4, 68.4], ['Azeite virgem extra 3 L', 4, 21.9, 87.6], ['Bacalhau graúdo demolhado 1 kg', 10, 13.85, 138.5], ['Guardanapos papel 40x40 (cx. 1200)', 4, 29.7, 118.8], ['Detergente loiça 5 L', 3, 8.6, 25.8]], cells: [
    [50, 40, 'Ribeiro & Filhos, Distribuição Alimentar, Lda.', { size: 14, bold: true }],
    [50, 58, 'Rua de Santa Catarina 512, 4000-446 Porto', { size: 9 }],
    [50, 70, 'NIF 514287098 · Tel. 222 054 318 · geral@ribeirofilhos.pt', { size: 9 }],
    [50, 82, 'Capital social 50.000,00 € · Matriculada na C.R.C. do Porto sob o n.º 514287098', { size: 8 }],
    R(545, 40, 'FATURA', { size: 20, bold: true }), R(545, 64, 'Original', { size: 8 }),
    [50, 114, 'Exmo.(s) Sr.(s)', { size: 8 }], [50, 126, 'Restaurante O Marinheiro, Lda.'],
    [50, 140, 'Av. Serpa Pinto 301, 4450-276 Matosinhos', { size: 9 }], [50, 152, 'NIF 515633127', { size: 9 }],
    [350, 114, 'Fatura n.º', { size: 9 }], R(545, 114, 'FT A2026/318', { size: 9, bold: true }),
    [350, 128, 'ATCUD', { size: 9 }], R(545, 128, 'JFC4R8TZ-318', { size: 9 }),
    [350, 142, 'Data', { size: 9 }], R(545, 142, '2026-11-20', { size: 9 }),
    [350, 156, 'Vencimento', { size: 9 }], R(545, 156, '2026-12-20', { size: 9, bold: true }),
    [350, 170, 'Condições de pagamento', { size: 9 }], R(545, 170, '30 dias', { size: 9 }),
    [45, 200, '#RECT 505 16 #e5e7eb'],
    [50, 204, 'Descrição', { size: 8, bold: true }], R(320, 204, 'Qtd.', { size: 8, bold: true }), [326, 204, 'Un.', { size: 8, bold: true }],
    R(420, 204, 'Preço unit.', { size: 8, bold: true }), R(465, 204, 'IVA', { size: 8, bold: true }), R(545, 204, 'Valor', { size: 8, bold: true }),
    [50, 224, 'Arroz carolino 1 kg (fardo 10 un.)', { size: 9 }], R(320, 224, '6', { size: 9 }), [326, 224, 'fd', { size: 9 }], R(420, 224, '11,40', { size: 9 }), R(465, 224, '6%', { size: 9 }), R(545, 224, '68,40', { size: 9 }),
    [50, 240, 'Azeite virgem extra 3 L', { size: 9 }], R(320, 240, '4', { size: 9 }), [326, 240, 'un', { size: 9 }], R(420, 240, '21,90', { size: 9 }), R(465, 240, '6%', { size: 9 }), R(545, 240, '87,60', { size: 9 }),
    [50, 256, 'Bacalhau graúdo demolhado 1 kg', { size: 9 }], R(320, 256, '10', { size: 9 }), [326, 256, 'kg', { size: 9 }], R(420, 256, '13,85', { size: 9 }), R(465, 256, '6%', { size: 9 }), R(545, 256, '138,50', { size: 9 }),
    [50, 272, 'Guardanapos papel 40x40 (cx. 1200)', { size: 9 }], R(320, 272, '4', { size: 9 }), [326, 272, 'cx', { size: 9 }], R(420, 272, '29,70', { size: 9 }), R(465, 272, '23%', { size: 9 }), R(545, 272, '118,80', { size: 9 }),
    [50, 288, 'Detergente loiça 5 L', { size: 9 }], R(320, 288, '3', { size: 9 }), [326, 288, 'un', { size: 9 }], R(420, 288, '8,60', { size: 9 }), R(465, 288, '23%', { size: 9 }), R(545, 288, '25,80', { size: 9 }),
    [45, 302, '#RECT 505 0.6 black'],
    [50, 316, 'Resumo do IVA', { size: 8, bold: true }],
    [50, 328, 'Taxa', { size: 8, bold: true }], R(160, 328, 'Incidência', { size: 8, bold: true }), R(230, 328, 'Valor IVA', { size: 8, bold: true }),
    [50, 340, 'IVA 6%', { size: 8 }], R(160, 340, '294,50', { size: 8 }), R(230, 340, '17,67', { size: 8 }),
    [50, 352, 'IVA 23%', { size: 8 }], R(160, 352, '144,60', { size: 8 }), R(230, 352, '33,26', { size: 8 }),
    [360, 316, 'Total ilíquido', { size: 9 }], R(545, 316, '439,10 €', { size: 9 }),
    [360, 330, 'Total IVA', { size: 9 }], R(545, 330, '50,93 €', { size: 9 }),
    [355, 344, '#RECT 195 20 #1f2937'], [360, 349, 'Total (EUR)', { size: 11, bold: true, width: -1 }], R(545, 349, '490,03 €', { size: 11, bold: true, width: -1 }),
    [50, 396, 'Pagamento por transferência bancária até 2026-12-20:', { size: 8 }],
    [50, 408, 'IBAN PT50 0035 0730 0004 5287 1935 6 · Caixa Geral de Depósitos', { size: 8 }],
    [50, 420, 'Os bens foram colocados à disposição do adquirente na data do documento.', { size: 8 }],
    [470, 390, '#RECT 75 75 black stroke'], [496, 424, 'QR', { size: 9 }], [455, 470, 'ATCUD:JFC4R8TZ-318', { size: 7 }],
    [50, 790, 'rT8x - Processado por programa certificado n.º 2817/AT', { size: 7 }],
  ] },

  // Belgian factuur (Dutch) from a Ghent horeca wholesaler: ondernemingsnummer with BTW BE 0…,
  // RPR Gent, FACTUUR with Factuurnummer / Factuurdatum / Vervaldag as 19/11/2026, coffee and
  // milk at BTW 6 %, napkins and detergent at 21 %, a BTW-overzicht by rate, Totaal excl. BTW,
  // BTW, "Te betalen" and the transfer line with IBAN, BIC and the structured communication.
  { name: 'factuur-be-btw6-21-gestructureerde-mededeling', kind: 'invoice', expect: { vendorName: 'Groothandel Van Acker BV', invoiceNumber: 'VF26-01187', invoiceDate: '2026-11-19', dueDate: '2026-12-19', subtotal: 431.4, tax: 48.56, total: 479.96, currency: 'EUR' },
    items: [['Koffiebonen espresso 1 kg', 12, 18.75, 225], ['Volle melk 1 L (bak van 6)', 8, 6.9, 55.2], ['Papieren servetten 33x33 (doos 1600)', 3, 27.4, 82.2], ['Afwasmiddel professioneel 10 L', 2, 34.5, 69]], cells: [
    [50, 40, 'Groothandel Van Acker BV', { size: 16, bold: true }],
    [50, 60, 'Industrieweg 118, 9032 Wondelgem (Gent)', { size: 9 }],
    [50, 72, 'Ondernemingsnr. / BTW BE 0712.345.630 · RPR Gent, afdeling Gent', { size: 9 }],
    [50, 84, 'T 09 226 41 80 · boekhouding@vanacker-horeca.be', { size: 9 }],
    R(545, 40, 'FACTUUR', { size: 20, bold: true }),
    [330, 110, 'Klant', { size: 8, bold: true }], [330, 122, 'Brasserie De Kouter BV'], [330, 136, 'Kouter 21, 9000 Gent', { size: 9 }], [330, 148, 'BTW BE 0456.218.714', { size: 9 }],
    [50, 110, 'Factuurnummer', { size: 9 }], [150, 110, 'VF26-01187', { size: 9, bold: true }],
    [50, 124, 'Factuurdatum', { size: 9 }], [150, 124, '19/11/2026', { size: 9 }],
    [50, 138, 'Vervaldag', { size: 9 }], [150, 138, '19/12/2026', { size: 9, bold: true }],
    [50, 152, 'Klantnummer', { size: 9 }], [150, 152, '40217', { size: 9 }],
    [50, 166, 'Leverbon', { size: 9 }], [150, 166, 'LB-2026-08841 (18/11/2026)', { size: 9 }],
    [45, 200, '#RECT 505 18 #0f3d5e'],
    [50, 205, 'Omschrijving', { size: 8, bold: true, width: -1 }], R(320, 205, 'Aantal', { size: 8, bold: true, width: -1 }), R(410, 205, 'Eenheidsprijs', { size: 8, bold: true, width: -1 }),
    R(455, 205, 'BTW', { size: 8, bold: true, width: -1 }), R(545, 205, 'Excl. BTW', { size: 8, bold: true, width: -1 }),
    [50, 228, 'Koffiebonen espresso 1 kg', { size: 9 }], R(320, 228, '12', { size: 9 }), R(410, 228, '€ 18,75', { size: 9 }), R(455, 228, '6%', { size: 9 }), R(545, 228, '€ 225,00', { size: 9 }),
    [50, 244, 'Volle melk 1 L (bak van 6)', { size: 9 }], R(320, 244, '8', { size: 9 }), R(410, 244, '€ 6,90', { size: 9 }), R(455, 244, '6%', { size: 9 }), R(545, 244, '€ 55,20', { size: 9 }),
    [50, 260, 'Papieren servetten 33x33 (doos 1600)', { size: 9 }], R(320, 260, '3', { size: 9 }), R(410, 260, '€ 27,40', { size: 9 }), R(455, 260, '21%', { size: 9 }), R(545, 260, '€ 82,20', { size: 9 }),
    [50, 276, 'Afwasmiddel professioneel 10 L', { size: 9 }], R(320, 276, '2', { size: 9 }), R(410, 276, '€ 34,50', { size: 9 }), R(455, 276, '21%', { size: 9 }), R(545, 276, '€ 69,00', { size: 9 }),
    [45, 292, '#RECT 505 0.6 black'],
    [50, 306, 'BTW-overzicht', { size: 8, bold: true }],
    [50, 318, 'Tarief', { size: 8, bold: true }], R(170, 318, 'Maatstaf van heffing', { size: 8, bold: true }), R(240, 318, 'BTW', { size: 8, bold: true }),
    [50, 330, '6%', { size: 8 }], R(170, 330, '280,20', { size: 8 }), R(240, 330, '16,81', { size: 8 }),
    [50, 342, '21%', { size: 8 }], R(170, 342, '151,20', { size: 8 }), R(240, 342, '31,75', { size: 8 }),
    [360, 306, 'Totaal excl. BTW', { size: 9 }], R(545, 306, '€ 431,40', { size: 9 }),
    [360, 320, 'BTW', { size: 9 }], R(545, 320, '€ 48,56', { size: 9 }),
    [355, 334, '#RECT 195 20 #0f3d5e'], [360, 339, 'Te betalen', { size: 11, bold: true, width: -1 }], R(545, 339, '€ 479,96', { size: 11, bold: true, width: -1 }),
    [50, 390, 'Gelieve € 479,96 uiterlijk op 19/12/2026 over te schrijven op BE14 0018 4351 2783 (BIC GEBABEBB)', { size: 8 }],
    [50, 402, 'met de gestructureerde mededeling +++261/1190/11873+++', { size: 8, bold: true }],
    [50, 420, 'Bij laattijdige betaling is van rechtswege een verwijlintrest verschuldigd. Klachten binnen 8 dagen.', { size: 7 }],
    [50, 790, 'Groothandel Van Acker BV · Industrieweg 118, 9032 Wondelgem · BE 0712.345.630 · BNP Paribas Fortis BE14 0018 4351 2783', { size: 7 }],
  ] },

  // Austrian Rechnung from a Vienna wine merchant to a Krems inn, with the TOTALS BOX AT THE TOP
  // RIGHT (Summe netto, USt 10 %, USt 20 %, USt gesamt, Rechnungsbetrag) under the facts block and
  // above the item table, which ends without totals; UID ATU…, FN and Handelsgericht in the
  // letterhead, dates as 18.11.2026, a weighed cheese in kg, wine at 20 % and food at 10 %.
  { name: 'rechnung-at-uid-ust10-20-summenbox-oben', kind: 'invoice', expect: { vendorName: 'Weinhandel Haider & Söhne GmbH', invoiceNumber: '2026-04417', invoiceDate: '2026-11-18', dueDate: '2026-12-02', subtotal: 833.7, tax: 141.51, total: 975.21, currency: 'EUR' },
    items: [['Grüner Veltliner Federspiel 2025, 0,75 l', 36, 8.9, 320.4], ['Blaufränkisch Reserve 2023, 0,75 l', 18, 14.5, 261], ['Steirisches Kürbiskernöl g.g.A., 0,5 l', 12, 11.8, 141.6], ['Vorarlberger Bergkäse 12 Monate', 4.5, 24.6, 110.7]], cells: [
    [50, 40, 'Weinhandel Haider & Söhne GmbH', { size: 14, bold: true }],
    [50, 58, 'Landstraßer Hauptstraße 74, 1030 Wien', { size: 9 }],
    [50, 70, 'UID: ATU68472912 · FN 412345 v · Handelsgericht Wien', { size: 9 }],
    [50, 82, 'Tel. +43 1 712 48 33 · office@haider-wein.at', { size: 9 }],
    [50, 118, 'Gasthaus Zum Goldenen Hirschen', { size: 10 }], [50, 132, 'Inh. Maria Pichler', { size: 10 }], [50, 146, 'Untere Landstraße 6', { size: 10 }], [50, 160, '3500 Krems an der Donau', { size: 10 }],
    [50, 174, 'UID: ATU57318405', { size: 9 }],
    [350, 36, 'RECHNUNG', { size: 18, bold: true }],
    [350, 60, 'Rechnungs-Nr.', { size: 9 }], R(545, 60, '2026-04417', { size: 9, bold: true }),
    [350, 74, 'Rechnungsdatum', { size: 9 }], R(545, 74, '18.11.2026', { size: 9 }),
    [350, 88, 'Lieferdatum', { size: 9 }], R(545, 88, '17.11.2026', { size: 9 }),
    [350, 102, 'Zahlbar bis', { size: 9 }], R(545, 102, '02.12.2026', { size: 9, bold: true }),
    [350, 116, 'Kunden-Nr.', { size: 9 }], R(545, 116, 'K-1082', { size: 9 }),
    [345, 134, '#RECT 205 104 black stroke'],
    [352, 142, 'Summe netto', { size: 9 }], R(540, 142, '833,70', { size: 9 }),
    [352, 156, 'USt 10 % von 252,30', { size: 9 }], R(540, 156, '25,23', { size: 9 }),
    [352, 170, 'USt 20 % von 581,40', { size: 9 }], R(540, 170, '116,28', { size: 9 }),
    [352, 184, 'USt gesamt', { size: 9 }], R(540, 184, '141,51', { size: 9 }),
    [345, 204, '#RECT 205 34 #7f1d1d'], [352, 208, 'Rechnungsbetrag', { size: 10, bold: true, width: -1 }], R(540, 208, 'EUR', { size: 8, bold: true, width: -1 }),
    R(540, 220, '€ 975,21', { size: 12, bold: true, width: -1 }),
    [50, 262, 'Wir danken für Ihren Auftrag und verrechnen wie folgt:', { size: 9 }],
    [45, 280, '#RECT 505 16 #e5e7eb'],
    [50, 284, 'Pos.', { size: 8, bold: true }], [76, 284, 'Art.-Nr.', { size: 8, bold: true }], [120, 284, 'Bezeichnung', { size: 8, bold: true }], R(340, 284, 'Menge', { size: 8, bold: true }),
    [346, 284, 'Einh.', { size: 8, bold: true }], R(430, 284, 'Einzelpreis', { size: 8, bold: true }), R(470, 284, 'USt', { size: 8, bold: true }), R(545, 284, 'Gesamt netto', { size: 8, bold: true }),
    [50, 304, '1', { size: 9 }], [76, 304, 'GV-25F', { size: 9 }], [120, 304, 'Grüner Veltliner Federspiel 2025, 0,75 l', { size: 9 }], R(340, 304, '36', { size: 9 }), [346, 304, 'Fl.', { size: 9 }], R(430, 304, '8,90', { size: 9 }), R(470, 304, '20 %', { size: 9 }), R(545, 304, '320,40', { size: 9 }),
    [50, 320, '2', { size: 9 }], [76, 320, 'BF-23R', { size: 9 }], [120, 320, 'Blaufränkisch Reserve 2023, 0,75 l', { size: 9 }], R(340, 320, '18', { size: 9 }), [346, 320, 'Fl.', { size: 9 }], R(430, 320, '14,50', { size: 9 }), R(470, 320, '20 %', { size: 9 }), R(545, 320, '261,00', { size: 9 }),
    [50, 336, '3', { size: 9 }], [76, 336, 'KK-050', { size: 9 }], [120, 336, 'Steirisches Kürbiskernöl g.g.A., 0,5 l', { size: 9 }], R(340, 336, '12', { size: 9 }), [346, 336, 'Fl.', { size: 9 }], R(430, 336, '11,80', { size: 9 }), R(470, 336, '10 %', { size: 9 }), R(545, 336, '141,60', { size: 9 }),
    [50, 352, '4', { size: 9 }], [76, 352, 'BK-12M', { size: 9 }], [120, 352, 'Vorarlberger Bergkäse 12 Monate', { size: 9 }], R(340, 352, '4,5', { size: 9 }), [346, 352, 'kg', { size: 9 }], R(430, 352, '24,60', { size: 9 }), R(470, 352, '10 %', { size: 9 }), R(545, 352, '110,70', { size: 9 }),
    [45, 368, '#RECT 505 0.6 black'],
    [50, 390, 'Zahlbar bis 02.12.2026 ohne Abzug auf IBAN AT72 2011 1829 3456 7800, BIC GIBAATWWXXX (Erste Bank).', { size: 9 }],
    [50, 404, 'Bitte geben Sie bei der Zahlung die Rechnungsnummer an. Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.', { size: 8 }],
    [50, 790, 'Weinhandel Haider & Söhne GmbH · Sitz Wien · FN 412345 v · UID ATU68472912 · Geschäftsführer: Florian Haider', { size: 7 }],
  ] },

  // Czech faktura – daňový doklad from a Brno bakery to a café: IČO and DIČ for both sides, the
  // commercial-register line, Datum vystavení / DUZP / Datum splatnosti as "20. 11. 2026",
  // Variabilní symbol (the invoice number), bank account with bank code and IBAN, bread and
  // pastry at DPH 12 %, a showcase rental and delivery at 21 %, a Rekapitulace DPH, Celkem bez
  // DPH, DPH celkem, a Zaokrouhlení of -0,30 and "Celkem k úhradě" in whole Kč.
  { name: 'faktura-cz-ico-dic-dph12-21-variabilni-symbol', kind: 'invoice', expect: { vendorName: 'Pekárna U Mlýna s.r.o.', invoiceNumber: '2026110452', invoiceDate: '2026-11-20', dueDate: '2026-12-04', subtotal: 9915, tax: 1356.3, total: 11271, currency: 'CZK' },
    items: [['Chléb kváskový 1 kg', 40, 64, 2560], ['Koláč tvarohový', 120, 18.5, 2220], ['Croissant máslový', 150, 21.9, 3285], ['Pronájem chladicí vitríny (listopad 2026)', 1, 950, 950], ['Doprava – rozvoz zboží', 20, 45, 900]], cells: [
    [50, 40, 'Pekárna U Mlýna s.r.o.', { size: 15, bold: true }],
    [50, 58, 'Křenová 57, 602 00 Brno', { size: 9 }],
    [50, 70, 'IČO: 28461738 · DIČ: CZ28461738', { size: 9 }],
    [50, 82, 'Zapsáno v OR vedeném Krajským soudem v Brně, oddíl C, vložka 84512', { size: 8 }],
    R(545, 40, 'FAKTURA – DAŇOVÝ DOKLAD', { size: 14, bold: true, width: 240 }), R(545, 60, 'č. 2026110452', { size: 12, bold: true }),
    [50, 112, 'Odběratel', { size: 8, bold: true }], [50, 124, 'Kavárna Pod Špilberkem s.r.o.'], [50, 138, 'Husova 18, 602 00 Brno', { size: 9 }],
    [50, 150, 'IČO: 07584121 · DIČ: CZ07584121', { size: 9 }],
    [340, 112, 'Datum vystavení:', { size: 9 }], R(545, 112, '20. 11. 2026', { size: 9 }),
    [340, 126, 'Datum zdaň. plnění:', { size: 9 }], R(545, 126, '20. 11. 2026', { size: 9 }),
    [340, 140, 'Datum splatnosti:', { size: 9 }], R(545, 140, '4. 12. 2026', { size: 9, bold: true }),
    [340, 154, 'Forma úhrady:', { size: 9 }], R(545, 154, 'převodem', { size: 9 }),
    [340, 168, 'Variabilní symbol:', { size: 9 }], R(545, 168, '2026110452', { size: 9, bold: true }),
    [50, 168, 'Číslo účtu: 2801234567/2010 (Fio banka)', { size: 9 }],
    [50, 180, 'IBAN: CZ11 2010 0000 0028 0123 4567', { size: 9 }],
    [45, 204, '#RECT 505 16 #e5e7eb'],
    [50, 208, 'Označení dodávky', { size: 8, bold: true }], R(320, 208, 'Množství', { size: 8, bold: true }), [326, 208, 'MJ', { size: 8, bold: true }],
    R(420, 208, 'Cena za MJ', { size: 8, bold: true }), R(460, 208, 'DPH', { size: 8, bold: true }), R(545, 208, 'Celkem bez DPH', { size: 8, bold: true }),
    [50, 228, 'Chléb kváskový 1 kg', { size: 9 }], R(320, 228, '40', { size: 9 }), [326, 228, 'ks', { size: 9 }], R(420, 228, '64,00', { size: 9 }), R(460, 228, '12 %', { size: 9 }), R(545, 228, '2 560,00', { size: 9 }),
    [50, 244, 'Koláč tvarohový', { size: 9 }], R(320, 244, '120', { size: 9 }), [326, 244, 'ks', { size: 9 }], R(420, 244, '18,50', { size: 9 }), R(460, 244, '12 %', { size: 9 }), R(545, 244, '2 220,00', { size: 9 }),
    [50, 260, 'Croissant máslový', { size: 9 }], R(320, 260, '150', { size: 9 }), [326, 260, 'ks', { size: 9 }], R(420, 260, '21,90', { size: 9 }), R(460, 260, '12 %', { size: 9 }), R(545, 260, '3 285,00', { size: 9 }),
    [50, 276, 'Pronájem chladicí vitríny (listopad 2026)', { size: 9 }], R(320, 276, '1', { size: 9 }), [326, 276, 'měs.', { size: 9 }], R(420, 276, '950,00', { size: 9 }), R(460, 276, '21 %', { size: 9 }), R(545, 276, '950,00', { size: 9 }),
    [50, 292, 'Doprava – rozvoz zboží', { size: 9 }], R(320, 292, '20', { size: 9 }), [326, 292, 'km', { size: 9 }], R(420, 292, '45,00', { size: 9 }), R(460, 292, '21 %', { size: 9 }), R(545, 292, '900,00', { size: 9 }),
    [45, 306, '#RECT 505 0.6 black'],
    [50, 320, 'Rekapitulace DPH v Kč', { size: 8, bold: true }],
    [50, 332, 'Sazba', { size: 8, bold: true }], R(150, 332, 'Základ', { size: 8, bold: true }), R(210, 332, 'DPH', { size: 8, bold: true }), R(280, 332, 'Celkem', { size: 8, bold: true }),
    [50, 344, '12 %', { size: 8 }], R(150, 344, '8 065,00', { size: 8 }), R(210, 344, '967,80', { size: 8 }), R(280, 344, '9 032,80', { size: 8 }),
    [50, 356, '21 %', { size: 8 }], R(150, 356, '1 850,00', { size: 8 }), R(210, 356, '388,50', { size: 8 }), R(280, 356, '2 238,50', { size: 8 }),
    [360, 320, 'Celkem bez DPH', { size: 9 }], R(545, 320, '9 915,00 Kč', { size: 9 }),
    [360, 334, 'DPH celkem', { size: 9 }], R(545, 334, '1 356,30 Kč', { size: 9 }),
    [360, 348, 'Zaokrouhlení', { size: 9 }], R(545, 348, '-0,30 Kč', { size: 9 }),
    [355, 362, '#RECT 195 20 #14532d'], [360, 367, 'Celkem k úhradě', { size: 11, bold: true, width: -1 }], R(545, 367, '11 271,00 Kč', { size: 11, bold: true, width: -1 }),
    [50, 410, 'Při platbě uveďte variabilní symbol 2026110452. Za opožděnou platbu účtujeme úrok z prodlení.', { size: 8 }],
    [50, 450, 'Vystavil: Jana Horáková, tel. 541 233 870', { size: 8 }], R(545, 450, 'Razítko a podpis', { size: 8 }),
  ] },

  // Lithuanian PVM sąskaita faktūra from a Vilnius coffee-equipment company (UAB) to a Kaunas
  // bakery (MB): įmonės kodas and PVM mokėtojo kodas for both, the date written out "2026 m.
  // lapkričio 20 d.", "Apmokėti iki 2026 m. gruodžio 4 d.", a Pavadinimas / Mato vnt. / Kiekis /
  // Kaina / Suma table, Suma be PVM, PVM 21 %, "Iš viso su PVM", the sum in words and signatures.
  { name: 'saskaita-faktura-lt-pvm21-lapkricio-20-d', kind: 'invoice', expect: { vendorName: 'UAB Baltijos kavos sistemos', invoiceNumber: 'BKS-004521', invoiceDate: '2026-11-20', dueDate: '2026-12-04', subtotal: 451.6, tax: 94.84, total: 546.44, currency: 'EUR' },
    items: [['Kavos pupelės Espresso Classico, 1 kg', 10, 19.8, 198], ['Kavos aparato techninė priežiūra', 1, 85, 85], ['Vandens filtras BRITA Purity C300', 2, 62.4, 124.8], ['Pieno sistemos valiklis, 1 l', 3, 14.6, 43.8]], cells: [
    R(545, 36, 'PVM SĄSKAITA FAKTŪRA', { size: 16, bold: true, width: 240 }),
    R(545, 58, 'Nr. BKS-004521', { size: 11, bold: true }),
    R(545, 74, '2026 m. lapkričio 20 d.', { size: 10 }),
    [50, 110, 'Pardavėjas', { size: 8, bold: true }],
    [50, 122, 'UAB Baltijos kavos sistemos', { size: 11, bold: true }],
    [50, 137, 'Savanorių pr. 178, LT-03154 Vilnius', { size: 9 }],
    [50, 149, 'Įmonės kodas 304518728', { size: 9 }], [50, 161, 'PVM mokėtojo kodas LT100451812', { size: 9 }],
    [50, 173, 'A. s. LT47 7300 0101 4528 9302, AB Swedbank', { size: 9 }],
    [320, 110, 'Pirkėjas', { size: 8, bold: true }],
    [320, 122, 'MB Kepyklėlė Medus', { size: 11, bold: true }],
    [320, 137, 'Laisvės al. 61, LT-44309 Kaunas', { size: 9 }],
    [320, 149, 'Įmonės kodas 305712905', { size: 9 }],
    [320, 161, 'Apmokėti iki: 2026 m. gruodžio 4 d.', { size: 9, bold: true }],
    [45, 200, '#RECT 505 24 #e5e7eb'],
    [50, 204, 'Eil.', { size: 8, bold: true }], [50, 213, 'Nr.', { size: 8, bold: true }], [74, 204, 'Prekės / paslaugos pavadinimas', { size: 8, bold: true }],
    [296, 204, 'Mato', { size: 8, bold: true }], [296, 213, 'vnt.', { size: 8, bold: true }], R(370, 204, 'Kiekis', { size: 8, bold: true }),
    R(450, 204, 'Kaina be PVM,', { size: 8, bold: true }), R(450, 213, 'EUR', { size: 8, bold: true }), R(545, 204, 'Suma be PVM,', { size: 8, bold: true }), R(545, 213, 'EUR', { size: 8, bold: true }),
    [50, 234, '1.', { size: 9 }], [74, 234, 'Kavos pupelės Espresso Classico, 1 kg', { size: 9 }], [296, 234, 'vnt.', { size: 9 }], R(370, 234, '10', { size: 9 }), R(450, 234, '19,80', { size: 9 }), R(545, 234, '198,00', { size: 9 }),
    [50, 250, '2.', { size: 9 }], [74, 250, 'Kavos aparato techninė priežiūra', { size: 9 }], [296, 250, 'paslauga', { size: 9 }], R(370, 250, '1', { size: 9 }), R(450, 250, '85,00', { size: 9 }), R(545, 250, '85,00', { size: 9 }),
    [50, 266, '3.', { size: 9 }], [74, 266, 'Vandens filtras BRITA Purity C300', { size: 9 }], [296, 266, 'vnt.', { size: 9 }], R(370, 266, '2', { size: 9 }), R(450, 266, '62,40', { size: 9 }), R(545, 266, '124,80', { size: 9 }),
    [50, 282, '4.', { size: 9 }], [74, 282, 'Pieno sistemos valiklis, 1 l', { size: 9 }], [296, 282, 'vnt.', { size: 9 }], R(370, 282, '3', { size: 9 }), R(450, 282, '14,60', { size: 9 }), R(545, 282, '43,80', { size: 9 }),
    [45, 298, '#RECT 505 0.6 black'],
    [360, 312, 'Suma be PVM', { size: 9 }], R(545, 312, '451,60', { size: 9 }),
    [360, 326, 'PVM 21 %', { size: 9 }], R(545, 326, '94,84', { size: 9 }),
    [360, 342, 'Iš viso su PVM', { size: 11, bold: true }], R(545, 342, '546,44 EUR', { size: 11, bold: true }),
    [50, 380, 'Suma žodžiais: penki šimtai keturiasdešimt šeši eurai 44 ct', { size: 9 }],
    [50, 430, 'Sąskaitą išrašė: direktorius Tomas Petrauskas', { size: 9 }], [50, 460, 'Sąskaitą gavo: ______________________', { size: 9 }],
  ] },

  // Peruvian factura electrónica printout from an Arequipa distributor: the SUNAT box at the top
  // right (R.U.C. N°, FACTURA ELECTRÓNICA, F001-00004521), "Fecha de emisión: 20 de noviembre de
  // 2026", Fecha de vencimiento 20/12/2026, Forma de pago Crédito, Moneda SOLES, a Cant. / Unid. /
  // Código / Descripción / V. Unitario / Importe table, Op. Gravada, Op. Exonerada, Op. Inafecta,
  // I.G.V. 18 %, Importe Total in S/, the amount in words (SON: …), the hash and the credit quota.
  { name: 'factura-electronica-pe-ruc-igv18', kind: 'invoice', expect: { vendorName: 'Distribuidora Andina del Sur S.A.C.', invoiceNumber: 'F001-00004521', invoiceDate: '2026-11-20', dueDate: '2026-12-20', subtotal: 634, tax: 114.12, total: 748.12, currency: 'PEN' },
    items: [['Agua mineral sin gas 625 ml x 15 und', 12, 18.5, 222], ['Bebida gaseosa sabor cola 500 ml x 12 und', 6, 24, 144], ['Azúcar rubia bolsa 5 kg', 10, 17.9, 179], ['Aceite vegetal botella 1 L', 10, 8.9, 89]], cells: [
    [50, 40, 'Distribuidora Andina del Sur S.A.C.', { size: 14, bold: true }],
    [50, 58, 'Calle Mercaderes 214, Cercado, Arequipa - Arequipa - Arequipa', { size: 8 }],
    [50, 70, 'Telf. (054) 21-4418 · ventas@andinadelsur.pe', { size: 8 }],
    [370, 36, '#RECT 175 66 black stroke'],
    [392, 44, 'R.U.C. N° 20601834279', { size: 11, bold: true }], [388, 62, 'FACTURA ELECTRÓNICA', { size: 11, bold: true }], [414, 80, 'F001-00004521', { size: 12, bold: true }],
    [50, 116, 'Señor(es):', { size: 8, bold: true }], [130, 116, 'HOTEL CASA BLANCA AREQUIPA E.I.R.L.', { size: 9 }],
    [50, 130, 'RUC:', { size: 8, bold: true }], [130, 130, '20455667781', { size: 9 }],
    [50, 144, 'Dirección:', { size: 8, bold: true }], [130, 144, 'Calle Jerusalén 405, Cercado, Arequipa', { size: 9 }],
    [50, 158, 'Fecha de emisión:', { size: 8, bold: true }], [130, 158, '20 de noviembre de 2026', { size: 9 }],
    [340, 130, 'Fecha de vencimiento:', { size: 8, bold: true }], R(545, 130, '20/12/2026', { size: 9 }),
    [340, 144, 'Forma de pago:', { size: 8, bold: true }], R(545, 144, 'Crédito', { size: 9 }),
    [340, 158, 'Moneda:', { size: 8, bold: true }], R(545, 158, 'SOLES', { size: 9 }),
    [45, 186, '#RECT 505 16 #1e3a8a'],
    R(76, 190, 'Cant.', { size: 8, bold: true, width: -1 }), [82, 190, 'Unid.', { size: 8, bold: true, width: -1 }], [112, 190, 'Código', { size: 8, bold: true, width: -1 }],
    [152, 190, 'Descripción', { size: 8, bold: true, width: -1 }], R(470, 190, 'V. Unitario', { size: 8, bold: true, width: -1 }), R(545, 190, 'Importe', { size: 8, bold: true, width: -1 }),
    R(76, 210, '12', { size: 9 }), [82, 210, 'CAJ', { size: 9 }], [112, 210, 'AG625', { size: 9 }], [152, 210, 'Agua mineral sin gas 625 ml x 15 und', { size: 9 }], R(470, 210, '18.50', { size: 9 }), R(545, 210, '222.00', { size: 9 }),
    R(76, 226, '6', { size: 9 }), [82, 226, 'CAJ', { size: 9 }], [112, 226, 'GC500', { size: 9 }], [152, 226, 'Bebida gaseosa sabor cola 500 ml x 12 und', { size: 9 }], R(470, 226, '24.00', { size: 9 }), R(545, 226, '144.00', { size: 9 }),
    R(76, 242, '10', { size: 9 }), [82, 242, 'BOL', { size: 9 }], [112, 242, 'AZR05', { size: 9 }], [152, 242, 'Azúcar rubia bolsa 5 kg', { size: 9 }], R(470, 242, '17.90', { size: 9 }), R(545, 242, '179.00', { size: 9 }),
    R(76, 258, '10', { size: 9 }), [82, 258, 'UND', { size: 9 }], [112, 258, 'ACV01', { size: 9 }], [152, 258, 'Aceite vegetal botella 1 L', { size: 9 }], R(470, 258, '8.90', { size: 9 }), R(545, 258, '89.00', { size: 9 }),
    [45, 274, '#RECT 505 0.6 black'],
    [50, 288, 'SON: SETECIENTOS CUARENTA Y OCHO CON 12/100 SOLES', { size: 8, bold: true }],
    [360, 288, 'Op. Gravada', { size: 9 }], R(545, 288, 'S/ 634.00', { size: 9 }),
    [360, 302, 'Op. Exonerada', { size: 9 }], R(545, 302, 'S/ 0.00', { size: 9 }),
    [360, 316, 'Op. Inafecta', { size: 9 }], R(545, 316, 'S/ 0.00', { size: 9 }),
    [360, 330, 'I.G.V. 18%', { size: 9 }], R(545, 330, 'S/ 114.12', { size: 9 }),
    [360, 346, 'Importe Total', { size: 11, bold: true }], R(545, 346, 'S/ 748.12', { size: 11, bold: true }),
    [50, 312, 'Información del crédito', { size: 8, bold: true }],
    [50, 324, 'Monto neto pendiente de pago: S/ 748.12 · Total de cuotas: 1', { size: 8 }],
    [50, 336, 'Cuota 001 · Fecha de vencimiento 20/12/2026 · Monto S/ 748.12', { size: 8 }],
    [50, 400, 'Representación impresa de la FACTURA ELECTRÓNICA. Consulte su documento en www.andinadelsur.pe/cpe', { size: 7 }],
    [50, 410, 'Código hash: kZ3f9Q1tW8mYp2LrX7vB4nCs5eA=', { size: 7 }],
    [470, 380, '#RECT 75 75 black stroke'], [498, 414, 'QR', { size: 9 }],
  ] },

  // UK construction subcontractor's invoice under the domestic reverse charge with a CIS
  // deduction: VAT Reg No, company number and UTR, site and plots, labour hours x rate, materials
  // and skip hire, a VAT column reading "20% RC", Net total, "VAT: Reverse charge", Invoice total,
  // then "Less CIS deduction 20% on labour" and Amount payable below it, and the HMRC wording with
  // the VAT the customer must account for. No tax expected (none is charged).
  { name: 'invoice-uk-cis-domestic-reverse-charge', kind: 'invoice', expect: { vendorName: 'Hartley & Doyle Building Services Ltd', invoiceNumber: 'HD-2026-0193', invoiceDate: '2026-11-17', dueDate: '2026-12-17', subtotal: 4197.4, total: 4197.4, currency: 'GBP' },
    items: [['Labour: first-fix carpentry, plots 14–16', 64, 28.5, 1824], ['Labour: second-fix carpentry, plot 14', 32, 28.5, 912], ['Materials: CLS studwork timber, fixings, noggins', 1, 1186.4, 1186.4], ['Skip hire 8 yd (no operator)', 1, 275, 275]], cells: [
    [50, 40, 'Hartley & Doyle Building Services Ltd', { size: 14, bold: true }],
    [50, 58, 'Unit 7, Canal Side Business Park, Wigan WN5 8HA', { size: 9 }],
    [50, 70, 'VAT Reg. No. GB 284 7193 26 · Company No. 09876543 · UTR 48271 93650', { size: 9 }],
    [50, 82, '01942 555 318 · accounts@hartleydoyle.co.uk', { size: 9 }],
    R(545, 40, 'INVOICE', { size: 20, bold: true }),
    [50, 112, 'Invoice to', { size: 8, bold: true }], [50, 124, 'Northgate Homes Ltd'], [50, 138, 'Northgate House, 3 Riverside Way', { size: 9 }], [50, 150, 'Warrington WA1 2RT', { size: 9 }],
    [50, 166, 'Site: Orchard Fields, Plots 14–16, Standish WN6 0XJ', { size: 9 }],
    [350, 112, 'Invoice No.', { size: 9 }], R(545, 112, 'HD-2026-0193', { size: 9, bold: true }),
    [350, 126, 'Invoice date / tax point', { size: 9 }], R(545, 126, '17 Nov 2026', { size: 9 }),
    [350, 140, 'Due date', { size: 9 }], R(545, 140, '17 Dec 2026', { size: 9, bold: true }),
    [350, 154, 'Your PO', { size: 9 }], R(545, 154, 'NH-PO-55821', { size: 9 }),
    [350, 168, 'Valuation', { size: 9 }], R(545, 168, 'No. 3, w/e 14 Nov 2026', { size: 9 }),
    [45, 196, '#RECT 505 16 #e5e7eb'],
    [50, 200, 'Description', { size: 8, bold: true }], R(330, 200, 'Qty', { size: 8, bold: true }), [336, 200, 'Unit', { size: 8, bold: true }],
    R(420, 200, 'Rate £', { size: 8, bold: true }), R(470, 200, 'VAT', { size: 8, bold: true }), R(545, 200, 'Net £', { size: 8, bold: true }),
    [50, 220, 'Labour: first-fix carpentry, plots 14–16', { size: 9 }], R(330, 220, '64', { size: 9 }), [336, 220, 'hrs', { size: 9 }], R(420, 220, '28.50', { size: 9 }), R(470, 220, '20% RC', { size: 9 }), R(545, 220, '1,824.00', { size: 9 }),
    [50, 236, 'Labour: second-fix carpentry, plot 14', { size: 9 }], R(330, 236, '32', { size: 9 }), [336, 236, 'hrs', { size: 9 }], R(420, 236, '28.50', { size: 9 }), R(470, 236, '20% RC', { size: 9 }), R(545, 236, '912.00', { size: 9 }),
    [50, 252, 'Materials: CLS studwork timber, fixings, noggins', { size: 9 }], R(330, 252, '1', { size: 9 }), [336, 252, 'lot', { size: 9 }], R(420, 252, '1,186.40', { size: 9 }), R(470, 252, '20% RC', { size: 9 }), R(545, 252, '1,186.40', { size: 9 }),
    [50, 268, 'Skip hire 8 yd (no operator)', { size: 9 }], R(330, 268, '1', { size: 9 }), [336, 268, 'ea', { size: 9 }], R(420, 268, '275.00', { size: 9 }), R(470, 268, '20% RC', { size: 9 }), R(545, 268, '275.00', { size: 9 }),
    [45, 284, '#RECT 505 0.6 black'],
    [330, 298, 'Net total', { size: 9 }], R(545, 298, '£4,197.40', { size: 9 }),
    [330, 312, 'VAT 20%', { size: 9 }], R(545, 312, 'Reverse charge', { size: 9 }),
    [330, 328, 'Invoice total', { size: 11, bold: true }], R(545, 328, '£4,197.40', { size: 11, bold: true }),
    [330, 346, 'Less CIS deduction 20% on labour', { size: 9 }], R(545, 346, '-£547.20', { size: 9 }),
    [330, 358, '(labour £2,736.00)', { size: 8 }],
    [330, 374, 'Amount payable', { size: 11, bold: true }], R(545, 374, '£3,650.20', { size: 11, bold: true }),
    [45, 410, '#RECT 505 52 black stroke'],
    [52, 418, 'Reverse charge: Customer to account to HMRC for the VAT. VAT Act 1994 Section 55A applies.', { size: 8, bold: true }],
    [52, 430, 'VAT at 20% to be accounted for by the customer: £839.48.', { size: 8 }],
    [52, 442, 'CIS: subcontractor verified for net payment (20%). Materials and plant hire are not subject to the deduction.', { size: 8 }],
    [50, 480, 'Payment by BACS within 30 days: Barclays Bank · Sort code 20-45-77 · Account 53918264 · Ref HD-2026-0193', { size: 8 }],
    [50, 790, 'Hartley & Doyle Building Services Ltd · Registered in England & Wales No. 09876543 · Registered office as above', { size: 7 }],
  ] },

  // Kenyan tax invoice from a Nairobi office-supplies company to a hotel: KRA PIN for both sides,
  // P.O. Box, Invoice No. with slashes, Date and Due Date as 20-NOV-2026, prices exclusive of VAT,
  // Sub Total, VAT 16 %, Total (KES), the amount in words, bank and M-PESA Paybill details, and
  // the eTIMS control-unit block (CU serial and CU invoice number) with a QR box.
  { name: 'tax-invoice-ke-kra-pin-vat16-etims', kind: 'invoice', expect: { vendorName: 'Savannah Office Solutions Limited', invoiceNumber: 'SOS/INV/26/1184', invoiceDate: '2026-11-20', dueDate: '2026-12-20', subtotal: 179450, tax: 28712, total: 208162, currency: 'KES' },
    items: [['HP LaserJet Pro M404dn printer', 2, 38500, 77000], ['A4 copy paper 80gsm, box of 5 reams', 15, 3250, 48750], ['Toner cartridge CF259A', 4, 11800, 47200], ['Installation and network setup', 1, 6500, 6500]], cells: [
    [50, 40, 'Savannah Office Solutions Limited', { size: 15, bold: true }],
    [50, 58, 'Godown 14, Mombasa Road · P.O. Box 45821-00100, Nairobi', { size: 9 }],
    [50, 70, 'Tel. +254 20 555 7184 · sales@savannahoffice.co.ke', { size: 9 }],
    [50, 82, 'KRA PIN: P051834762K', { size: 9, bold: true }],
    R(545, 40, 'TAX INVOICE', { size: 18, bold: true }),
    [50, 112, 'Bill To:', { size: 8, bold: true }], [50, 124, 'Jacaranda Suites Hotel Ltd'], [50, 138, 'Argwings Kodhek Road, Kilimani, Nairobi', { size: 9 }], [50, 150, 'KRA PIN: P052219043M', { size: 9 }],
    [350, 112, 'Invoice No.:', { size: 9 }], R(545, 112, 'SOS/INV/26/1184', { size: 9, bold: true }),
    [350, 126, 'Date:', { size: 9 }], R(545, 126, '20-NOV-2026', { size: 9 }),
    [350, 140, 'Due Date:', { size: 9 }], R(545, 140, '20-DEC-2026', { size: 9, bold: true }),
    [350, 154, 'LPO No.:', { size: 9 }], R(545, 154, 'JSH/LPO/0871', { size: 9 }),
    [350, 168, 'Currency:', { size: 9 }], R(545, 168, 'KES', { size: 9 }),
    [45, 196, '#RECT 505 16 #14532d'],
    [50, 200, 'Description', { size: 8, bold: true, width: -1 }], R(330, 200, 'Qty', { size: 8, bold: true, width: -1 }),
    R(420, 200, 'Unit Price', { size: 8, bold: true, width: -1 }), R(460, 200, 'VAT', { size: 8, bold: true, width: -1 }), R(545, 200, 'Amount (Excl.)', { size: 8, bold: true, width: -1 }),
    [50, 220, 'HP LaserJet Pro M404dn printer', { size: 9 }], R(330, 220, '2', { size: 9 }), R(420, 220, '38,500.00', { size: 9 }), R(460, 220, '16%', { size: 9 }), R(545, 220, '77,000.00', { size: 9 }),
    [50, 236, 'A4 copy paper 80gsm, box of 5 reams', { size: 9 }], R(330, 236, '15', { size: 9 }), R(420, 236, '3,250.00', { size: 9 }), R(460, 236, '16%', { size: 9 }), R(545, 236, '48,750.00', { size: 9 }),
    [50, 252, 'Toner cartridge CF259A', { size: 9 }], R(330, 252, '4', { size: 9 }), R(420, 252, '11,800.00', { size: 9 }), R(460, 252, '16%', { size: 9 }), R(545, 252, '47,200.00', { size: 9 }),
    [50, 268, 'Installation and network setup', { size: 9 }], R(330, 268, '1', { size: 9 }), R(420, 268, '6,500.00', { size: 9 }), R(460, 268, '16%', { size: 9 }), R(545, 268, '6,500.00', { size: 9 }),
    [45, 284, '#RECT 505 0.6 black'],
    [360, 298, 'Sub Total', { size: 9 }], R(545, 298, '179,450.00', { size: 9 }),
    [360, 312, 'VAT 16%', { size: 9 }], R(545, 312, '28,712.00', { size: 9 }),
    [360, 328, 'Total (KES)', { size: 11, bold: true }], R(545, 328, '208,162.00', { size: 11, bold: true }),
    [50, 298, 'Amount in words:', { size: 8, bold: true }],
    [50, 310, 'Kenya Shillings Two Hundred Eight Thousand', { size: 8 }], [50, 320, 'One Hundred Sixty-Two Only', { size: 8 }],
    [50, 370, 'Payment: KCB Bank, Moi Avenue Branch, A/C 1284567390 · or M-PESA Paybill 522522, Account SOS1184', { size: 8 }],
    [50, 382, 'Goods once sold are not returnable. Interest of 2% per month is charged on overdue accounts.', { size: 8 }],
    [45, 410, '#RECT 505 70 black stroke'],
    [52, 418, 'eTIMS Control Unit Information', { size: 8, bold: true }],
    [52, 432, 'CU Serial No.: KRAMW00120230812345', { size: 8 }],
    [52, 444, 'CU Invoice No.: 0120230812345000001184', { size: 8 }],
    [52, 456, 'Signed: 20-NOV-2026 10:42:17', { size: 8 }],
    [478, 414, '#RECT 62 62 black stroke'], [498, 440, 'QR', { size: 9 }],
  ] },

  // Chilean boleta electrónica from a Santiago bakery: RUT, giro and address, the SII box (R.U.T.,
  // BOLETA ELECTRÓNICA, N°, S.I.I. - PROVIDENCIA), Fecha 21-11-2026, a Cant. / Descripción /
  // Precio / Total table with bread weighed in kg, pesos with dot thousands and no decimals, TOTAL
  // $14.948, "El IVA de esta boleta es: $2.387" (19 % included), Tarjeta de Débito (Redcompra), and
  // the Timbre Electrónico box.
  { name: 'boleta-electronica-cl-rut-iva19-pesos', kind: 'receipt', size: [226, 600], expect: { vendorName: 'Panadería y Pastelería La Espiga SpA', invoiceDate: '2026-11-21', tax: 2387, total: 14948, currency: 'CLP', paymentMethod: 'card' },
    items: [['Marraqueta', 1.2, 2390, 2868], ['Empanada de pino', 2, 2800, 5600], ['Kuchen de nuez (trozo)', 1, 2500, 2500], ['Café cortado', 2, 1990, 3980]], cells: [
    [24, 16, 'Panadería y Pastelería La Espiga SpA', { size: 9.5, bold: true }],
    [22, 30, 'Giro: Elaboración de pan y productos de panadería', { size: 6.5 }],
    [32, 40, 'Av. Providencia 2124, Providencia, Santiago', { size: 7 }],
    [40, 56, '#RECT 146 46 black stroke'],
    [72, 61, 'R.U.T.: 76.845.213-K', { size: 8, bold: true }], [64, 73, 'BOLETA ELECTRÓNICA', { size: 8, bold: true }], [88, 85, 'N° 1184572', { size: 8, bold: true }],
    [76, 106, 'S.I.I. - PROVIDENCIA', { size: 7 }],
    [16, 122, 'Fecha: 21-11-2026   Hora: 08:47   Caja: 2', { size: 7 }],
    [16, 138, 'Cant.', { size: 7, bold: true }], [46, 138, 'Descripción', { size: 7, bold: true }], R(165, 138, 'Precio', { size: 7, bold: true }), R(206, 138, 'Total', { size: 7, bold: true }),
    [16, 150, '1,200', { size: 8 }], [46, 150, 'Marraqueta (kg)', { size: 8 }], R(165, 150, '$2.390', { size: 8 }), R(206, 150, '$2.868', { size: 8 }),
    [16, 162, '2', { size: 8 }], [46, 162, 'Empanada de pino', { size: 8 }], R(165, 162, '$2.800', { size: 8 }), R(206, 162, '$5.600', { size: 8 }),
    [16, 174, '1', { size: 8 }], [46, 174, 'Kuchen de nuez (trozo)', { size: 8 }], R(165, 174, '$2.500', { size: 8 }), R(206, 174, '$2.500', { size: 8 }),
    [16, 186, '2', { size: 8 }], [46, 186, 'Café cortado', { size: 8 }], R(165, 186, '$1.990', { size: 8 }), R(206, 186, '$3.980', { size: 8 }),
    [16, 198, '#RECT 194 0.5 black'],
    [16, 208, 'TOTAL', { size: 11, bold: true }], R(206, 208, '$14.948', { size: 11, bold: true }),
    [16, 224, 'Tarjeta de Débito (Redcompra)', { size: 8 }], R(206, 224, '$14.948', { size: 8 }),
    [16, 236, 'N° operación 004518   Cuotas: 0', { size: 7 }],
    [16, 252, 'El IVA de esta boleta es: $2.387', { size: 8 }],
    [38, 272, '#RECT 150 56 black stroke'], [92, 296, 'PDF417', { size: 8 }],
    [56, 334, 'Timbre Electrónico SII', { size: 7 }], [50, 344, 'Res. 80 de 2014 - Verifique documento:', { size: 6.5 }], [86, 353, 'www.sii.cl', { size: 6.5 }],
    [56, 372, '¡Gracias por su compra!', { size: 8 }],
  ] },

  // Croatian konoba račun from Rovinj: OIB, RAČUN br. 1284/PP1/2, date "22.11.2026." with the
  // trailing dot, TWO-LINE ITEMS (the name on one line, "2 x 16,50" and the amount on the line
  // below), UKUPNO EUR, Način plaćanja Kartica, a tax table (PDV 13 % food, PDV 25 % drinks) with a
  // total row, the operator, the JIR and ZKI codes and a QR box.
  { name: 'racun-hr-oib-pdv13-25-jir-zki-two-line-items', kind: 'receipt', size: [226, 600], expect: { vendorName: 'Konoba Stari Mlin d.o.o.', invoiceDate: '2026-11-22', tax: 17.52, total: 125, currency: 'EUR', paymentMethod: 'card' },
    items: [['Fuži s tartufima', 2, 16.5, 33], ['Riblja plata za 2 osobe', 1, 42, 42], ['Istarska malvazija 0,75 l', 1, 28, 28], ['Mineralna voda 1 l', 2, 4.5, 9], ['Palačinke s orasima', 2, 6.5, 13]], cells: [
    [50, 16, 'Konoba Stari Mlin d.o.o.', { size: 11, bold: true }],
    [36, 32, 'Obala Vladimira Nazora 14, 52210 Rovinj', { size: 7 }], [76, 42, 'OIB: 47281935069', { size: 7 }],
    [70, 58, 'RAČUN br. 1284/PP1/2', { size: 9, bold: true }],
    [16, 74, 'Datum: 22.11.2026. 21:14', { size: 7 }], R(206, 74, 'Stol: 7', { size: 7 }),
    [16, 90, 'Naziv', { size: 7, bold: true }], [16, 99, 'Kol. x Cijena', { size: 7, bold: true }], R(206, 99, 'Iznos', { size: 7, bold: true }),
    [16, 108, '#RECT 194 0.5 black'],
    [16, 114, 'Fuži s tartufima', { size: 8 }], [28, 124, '2 x 16,50', { size: 8 }], R(206, 124, '33,00', { size: 8 }),
    [16, 138, 'Riblja plata za 2 osobe', { size: 8 }], [28, 148, '1 x 42,00', { size: 8 }], R(206, 148, '42,00', { size: 8 }),
    [16, 162, 'Istarska malvazija 0,75 l', { size: 8 }], [28, 172, '1 x 28,00', { size: 8 }], R(206, 172, '28,00', { size: 8 }),
    [16, 186, 'Mineralna voda 1 l', { size: 8 }], [28, 196, '2 x 4,50', { size: 8 }], R(206, 196, '9,00', { size: 8 }),
    [16, 210, 'Palačinke s orasima', { size: 8 }], [28, 220, '2 x 6,50', { size: 8 }], R(206, 220, '13,00', { size: 8 }),
    [16, 232, '#RECT 194 0.5 black'],
    [16, 240, 'UKUPNO EUR', { size: 11, bold: true }], R(206, 240, '125,00', { size: 11, bold: true }),
    [16, 256, 'Način plaćanja: Kartica (Visa)', { size: 8 }],
    [16, 272, 'Porez', { size: 7, bold: true }], R(130, 272, 'Osnovica', { size: 7, bold: true }), R(206, 272, 'Iznos', { size: 7, bold: true }),
    [16, 282, 'PDV 13%', { size: 7 }], R(130, 282, '77,88', { size: 7 }), R(206, 282, '10,12', { size: 7 }),
    [16, 292, 'PDV 25%', { size: 7 }], R(130, 292, '29,60', { size: 7 }), R(206, 292, '7,40', { size: 7 }),
    [16, 302, 'Ukupno porez', { size: 7, bold: true }], R(130, 302, '107,48', { size: 7, bold: true }), R(206, 302, '17,52', { size: 7, bold: true }),
    [16, 318, 'Konobar: Marko (oznaka 03)', { size: 7 }],
    [16, 330, 'JIR: 7f3a9c21-4b8e-4d17-9a2c-e5b6f1032d48', { size: 6.5 }],
    [16, 340, 'ZKI: 9b2e4f1a7c3d58e06a1b9f4c2d7e3a85', { size: 6.5 }],
    [78, 354, '#RECT 70 70 black stroke'], [104, 384, 'QR', { size: 8 }],
    [66, 432, 'Hvala i doviđenja!', { size: 8 }],
  ] },

  // Philippine OFFICIAL RECEIPT from a Makati coffee shop: VAT REG TIN with branch code, MIN and
  // serial number, OR No., "Nov 20, 2026 10:05 AM", "2 @ 185.00" lines, Total Amount Due, GCash
  // with its reference, the BIR block (VATable Sales, VAT Amount 12 %, VAT-Exempt and Zero-Rated
  // Sales), the blank "Sold to" lines, the PTU and accreditation numbers.
  { name: 'official-receipt-ph-tin-vatable-vat12-gcash', kind: 'receipt', size: [226, 640], expect: { vendorName: 'Bahay Kubo Coffee Roasters, Inc.', invoiceDate: '2026-11-20', tax: 91.07, total: 850, currency: 'PHP', paymentMethod: 'mobile_wallet' },
    items: [['Cafe Latte (Grande)', 2, 185, 370], ['Ensaymada', 1, 95, 95], ['Chicken Adobo Rice Bowl', 1, 265, 265], ['Calamansi Juice', 1, 120, 120]], cells: [
    [28, 16, 'Bahay Kubo Coffee Roasters, Inc.', { size: 10, bold: true }],
    [30, 30, 'G/F Ayala Triangle Gardens, Paseo de Roxas', { size: 7 }], [68, 40, 'Makati City 1226, Philippines', { size: 7 }],
    [50, 50, 'VAT REG TIN: 009-482-715-00000', { size: 7 }],
    [38, 60, 'MIN: 21091812345678901  S/N: BKC-0T2-0412', { size: 6.5 }],
    [70, 76, 'OFFICIAL RECEIPT', { size: 9, bold: true }],
    [16, 92, 'OR No.: 0018452', { size: 7 }], R(206, 92, 'Cashier: Joy', { size: 7 }),
    [16, 102, 'Nov 20, 2026 10:05 AM', { size: 7 }], R(206, 102, 'Dine-in  #27', { size: 7 }),
    [16, 118, '2 Cafe Latte (Grande)', { size: 8 }], R(206, 118, '370.00', { size: 8 }), [28, 128, '@ 185.00', { size: 7 }],
    [16, 140, '1 Ensaymada', { size: 8 }], R(206, 140, '95.00', { size: 8 }),
    [16, 152, '1 Chicken Adobo Rice Bowl', { size: 8 }], R(206, 152, '265.00', { size: 8 }),
    [16, 164, '1 Calamansi Juice', { size: 8 }], R(206, 164, '120.00', { size: 8 }),
    [16, 176, '#RECT 194 0.5 black'],
    [16, 184, 'Total Amount Due', { size: 10, bold: true }], R(206, 184, 'PHP 850.00', { size: 10, bold: true }),
    [16, 200, 'GCash', { size: 8 }], R(206, 200, '850.00', { size: 8 }),
    [16, 212, 'Change', { size: 8 }], R(206, 212, '0.00', { size: 8 }),
    [16, 224, 'GCash Ref. No. 5012 845 179213', { size: 7 }],
    [16, 240, 'VATable Sales', { size: 8 }], R(206, 240, '758.93', { size: 8 }),
    [16, 252, 'VAT Amount (12%)', { size: 8 }], R(206, 252, '91.07', { size: 8 }),
    [16, 264, 'VAT-Exempt Sales', { size: 8 }], R(206, 264, '0.00', { size: 8 }),
    [16, 276, 'Zero-Rated Sales', { size: 8 }], R(206, 276, '0.00', { size: 8 }),
    [16, 294, 'Sold to: ________________________________', { size: 7 }],
    [16, 306, 'TIN: ___________________________________', { size: 7 }],
    [16, 318, 'Address: ______________________________', { size: 7 }],
    [16, 336, 'BIR Accreditation No. 049-009482715-000412', { size: 6 }],
    [16, 345, 'PTU No. FP112026-043-0312456-00000', { size: 6 }],
    [32, 360, 'THIS SERVES AS AN OFFICIAL RECEIPT.', { size: 7, bold: true }],
    [66, 374, 'Salamat po! Balik kayo!', { size: 7 }],
  ] },

  // Malaysian nasi kandar bill from Petaling Jaya: company with its SSM number, SST Reg. No., bill
  // number, table, date 20/11/26, Qty / Item / Price / Amount (RM), Subtotal, Service Tax 6 %
  // (SST on food and beverage), a 5-sen "Rounding Adj." of -0.01, TOTAL RM 52.35, cash and change.
  { name: 'bill-my-sst6-rounding-adj-cash', kind: 'receipt', size: [226, 520], expect: { vendorName: 'Restoran Pelita Emas Sdn. Bhd.', invoiceDate: '2026-11-20', subtotal: 49.4, tax: 2.96, total: 52.35, currency: 'MYR', paymentMethod: 'cash' },
    items: [['Nasi Kandar Ayam Goreng', 2, 13.9, 27.8], ['Roti Canai Telur', 3, 2.8, 8.4], ['Teh Tarik', 3, 2.9, 8.7], ['Milo Ais', 1, 4.5, 4.5]], cells: [
    [38, 16, 'Restoran Pelita Emas Sdn. Bhd.', { size: 10, bold: true }],
    [70, 30, '(201501012345 / 1138472-X)', { size: 6.5 }],
    [28, 40, 'No. 12, Jalan SS 2/24, 47300 Petaling Jaya, Selangor', { size: 6.5 }],
    [54, 50, 'SST Reg. No.: B16-1809-32000145', { size: 7 }],
    [16, 66, 'Bill No: 0000452', { size: 7 }], R(206, 66, 'Table: 14', { size: 7 }),
    [16, 76, 'Date: 20/11/26 13:22', { size: 7 }], R(206, 76, 'Cashier: Aina', { size: 7 }),
    [16, 92, 'Qty', { size: 7, bold: true }], [34, 92, 'Item', { size: 7, bold: true }], R(165, 92, 'Price', { size: 7, bold: true }), R(206, 92, 'Amount', { size: 7, bold: true }),
    [16, 104, '2', { size: 8 }], [34, 104, 'Nasi Kandar Ayam Goreng', { size: 8 }], R(165, 104, '13.90', { size: 8 }), R(206, 104, '27.80', { size: 8 }),
    [16, 116, '3', { size: 8 }], [34, 116, 'Roti Canai Telur', { size: 8 }], R(165, 116, '2.80', { size: 8 }), R(206, 116, '8.40', { size: 8 }),
    [16, 128, '3', { size: 8 }], [34, 128, 'Teh Tarik', { size: 8 }], R(165, 128, '2.90', { size: 8 }), R(206, 128, '8.70', { size: 8 }),
    [16, 140, '1', { size: 8 }], [34, 140, 'Milo Ais', { size: 8 }], R(165, 140, '4.50', { size: 8 }), R(206, 140, '4.50', { size: 8 }),
    [16, 152, '#RECT 194 0.5 black'],
    [16, 160, 'Subtotal', { size: 8 }], R(206, 160, '49.40', { size: 8 }),
    [16, 172, 'Service Tax 6%', { size: 8 }], R(206, 172, '2.96', { size: 8 }),
    [16, 184, 'Rounding Adj.', { size: 8 }], R(206, 184, '-0.01', { size: 8 }),
    [16, 200, 'TOTAL', { size: 11, bold: true }], R(206, 200, 'RM 52.35', { size: 11, bold: true }),
    [16, 216, 'Cash', { size: 8 }], R(206, 216, '60.00', { size: 8 }),
    [16, 228, 'Change', { size: 8 }], R(206, 228, '7.65', { size: 8 }),
    [16, 244, 'Items: 4   Qty: 9', { size: 7 }],
    [46, 262, 'Terima kasih. Sila datang lagi!', { size: 7 }],
  ] },

  // Chicago restaurant card slip (customer copy): items, Subtotal, Tax 11.75 %, Amount, a
  // suggested-tip table (18 / 20 / 22 % of the subtotal), then TIP and TOTAL on blank lines with
  // the amounts WRITTEN IN BY HAND (larger, off the printed grid), a signature line and the card.
  // The total expected is the handwritten one, tip included.
  { name: 'restaurant-us-card-slip-handwritten-tip-total', kind: 'receipt', size: [226, 560], expect: { vendorName: 'Nonna Lucia Trattoria', invoiceDate: '2026-11-21', subtotal: 93, tax: 10.93, tip: 18, total: 121.93, currency: 'USD', paymentMethod: 'card' },
    items: [['Burrata', 1, 16, 16], ['Cacio e Pepe', 1, 22, 22], ['Chicken Parmigiana', 1, 27, 27], ['Glass Chianti', 2, 14, 28]], cells: [
    [54, 16, 'Nonna Lucia Trattoria', { size: 11, bold: true }],
    [52, 32, '418 N Wells St, Chicago, IL 60654', { size: 7 }], [80, 42, '(312) 555-0186', { size: 7 }],
    [16, 58, 'Server: Kayla   Table 21   Guests 2', { size: 7 }], [16, 68, '11/21/26  7:48 PM   Check #3318', { size: 7 }],
    [16, 84, '1 Burrata', { size: 8 }], R(206, 84, '16.00', { size: 8 }),
    [16, 96, '1 Cacio e Pepe', { size: 8 }], R(206, 96, '22.00', { size: 8 }),
    [16, 108, '1 Chicken Parmigiana', { size: 8 }], R(206, 108, '27.00', { size: 8 }),
    [16, 120, '2 Glass Chianti @ 14.00', { size: 8 }], R(206, 120, '28.00', { size: 8 }),
    [16, 136, 'Subtotal', { size: 8 }], R(206, 136, '93.00', { size: 8 }),
    [16, 148, 'Tax', { size: 8 }], R(206, 148, '10.93', { size: 8 }),
    [16, 162, 'Amount', { size: 9, bold: true }], R(206, 162, '$103.93', { size: 9, bold: true }),
    [16, 178, 'VISA ************4417   CHIP', { size: 7 }], [16, 188, 'Auth 071193   Ref 002218', { size: 7 }],
    [16, 204, 'Suggested gratuity:', { size: 7 }],
    [16, 214, '18% = $16.74   20% = $18.60   22% = $20.46', { size: 7 }],
    [16, 240, 'TIP', { size: 9, bold: true }], [110, 250, '#RECT 96 0.6 black'], [134, 232, '18.00', { size: 14 }],
    [16, 270, 'TOTAL', { size: 9, bold: true }], [110, 280, '#RECT 96 0.6 black'], [126, 261, '121.93', { size: 15 }],
    [16, 312, 'X', { size: 9 }], [28, 322, '#RECT 178 0.6 black'], [70, 328, 'Customer signature', { size: 6.5 }],
    [36, 344, 'I agree to pay the above total amount', { size: 6.5 }], [48, 353, 'according to my card issuer agreement.', { size: 6.5 }],
    [70, 370, '*** CUSTOMER COPY ***', { size: 7 }],
  ] },

  // Québec hardware-store receipt: TPS and TVQ registration numbers (RT0001 / TQ0001), date
  // 2026-11-19, "2 @ 8,99" lines with product codes, SOUS-TOTAL, TPS 5 %, TVQ 9,975 % (no sum of the
  // two printed, so no tax expected), TOTAL with "$" after the amount, Interac debit.
  { name: 'recu-qc-quincaillerie-tps-tvq-interac', kind: 'receipt', size: [226, 520], expect: { vendorName: 'Quincaillerie Beaulieu & Fils inc.', invoiceDate: '2026-11-19', subtotal: 107.94, total: 124.11, currency: 'CAD', paymentMethod: 'card' },
    items: [['Vis à bois #8 x 2 po (bte 100)', 2, 8.99, 17.98], ['Ruban à mesurer 25 pi', null, null, 19.99], ['Peinture intérieure 3,78 L', null, null, 54.99], ['Pinceau angulaire 2 po', 2, 7.49, 14.98]], cells: [
    [32, 16, 'Quincaillerie Beaulieu & Fils inc.', { size: 10, bold: true }],
    [36, 30, '2150, boul. Laurier, Québec (Québec) G1V 2K8', { size: 6.5 }], [76, 40, 'Tél. 418 555-0172', { size: 7 }],
    [16, 56, '2026-11-19  16:42   Caisse 3   Trans. 48812', { size: 7 }], [16, 66, 'Caissier(ère) : Sophie', { size: 7 }],
    [16, 82, '0412877  Vis à bois #8 x 2 po (bte 100)', { size: 7.5 }], R(206, 92, '17,98', { size: 8 }), [28, 92, '2 @ 8,99', { size: 7 }],
    [16, 104, '1184403  Ruban à mesurer 25 pi', { size: 7.5 }], R(206, 104, '19,99', { size: 8 }),
    [16, 116, '5530219  Peinture intérieure 3,78 L', { size: 7.5 }], R(206, 116, '54,99', { size: 8 }),
    [16, 128, '0988120  Pinceau angulaire 2 po', { size: 7.5 }], R(206, 138, '14,98', { size: 8 }), [28, 138, '2 @ 7,49', { size: 7 }],
    [16, 150, '#RECT 194 0.5 black'],
    [16, 158, 'SOUS-TOTAL', { size: 8 }], R(206, 158, '107,94', { size: 8 }),
    [16, 170, 'TPS 5 %', { size: 8 }], R(206, 170, '5,40', { size: 8 }),
    [16, 182, 'TVQ 9,975 %', { size: 8 }], R(206, 182, '10,77', { size: 8 }),
    [16, 198, 'TOTAL', { size: 11, bold: true }], R(206, 198, '124,11 $', { size: 11, bold: true }),
    [16, 214, 'INTERAC', { size: 8 }], R(206, 214, '124,11', { size: 8 }),
    [16, 226, 'Carte ************2093   Autor. 318842', { size: 7 }],
    [16, 236, 'APPROUVÉE - MERCI', { size: 7 }],
    [16, 252, 'TPS : 812345678 RT0001', { size: 7 }], [16, 262, 'TVQ : 1219876543 TQ0001', { size: 7 }],
    [16, 278, 'Nombre d’articles : 6', { size: 7 }],
    [30, 294, 'Échange ou remboursement dans les 30 jours', { size: 6.5 }], [66, 303, 'avec la facture seulement.', { size: 6.5 }],
  ] },

  // Slovak eKasa pokladničný doklad from a Košice grocer: IČO, DIČ and IČ DPH, kód pokladnice, a
  // weighed item with its "0,640 kg x 8,75" line, "3 ks x 0,99" lines under the names, a LOYALTY
  // DISCOUNT line ("Zľava Klub Kováč -0,40") under the beer, DPH letters A 23 % / C 5 % after the
  // amounts, SPOLU EUR, payment by card, a DPH table by rate with a Spolu row, "Ušetrili ste", the
  // UID and OKP codes. No items expected (a negative line sits among them).
  { name: 'pokladnicny-doklad-sk-dph-zlava-klub-karta', kind: 'receipt', size: [226, 600], expect: { vendorName: 'Potraviny Kováč s.r.o.', invoiceDate: '2026-11-20', tax: 1.82, total: 17.9, currency: 'EUR', paymentMethod: 'card' }, cells: [
    [56, 16, 'Potraviny Kováč s.r.o.', { size: 11, bold: true }],
    [60, 32, 'Hlavná 48, 040 01 Košice', { size: 7 }],
    [26, 42, 'IČO: 36581232  DIČ: 2021234567  IČ DPH: SK2021234567', { size: 6.5 }],
    [38, 52, 'Kód pokladnice: 88812345678900123', { size: 7 }],
    [62, 68, 'POKLADNIČNÝ DOKLAD', { size: 9, bold: true }],
    [16, 84, 'Doklad č. 1842', { size: 7 }], R(206, 84, '20.11.2026 17:31', { size: 7 }),
    [16, 100, 'Bravčová krkovička', { size: 8 }], R(196, 100, '5,60', { size: 8 }), [200, 100, 'C', { size: 7 }],
    [24, 110, '0,640 kg x 8,75 €/kg', { size: 7 }],
    [16, 122, 'Chlieb gazdovský 1 kg', { size: 8 }], R(196, 122, '2,39', { size: 8 }), [200, 122, 'C', { size: 7 }],
    [16, 134, 'Mlieko polotučné 1,5% 1 l', { size: 8 }], R(196, 134, '2,97', { size: 8 }), [200, 134, 'C', { size: 7 }],
    [24, 144, '3 ks x 0,99', { size: 7 }],
    [16, 156, 'Pivo svetlé 10° 0,5 l', { size: 8 }], R(196, 156, '4,36', { size: 8 }), [200, 156, 'A', { size: 7 }],
    [24, 166, '4 ks x 1,09', { size: 7 }],
    [24, 176, 'Zľava Klub Kováč', { size: 7.5 }], R(196, 176, '-0,40', { size: 8 }), [200, 176, 'A', { size: 7 }],
    [16, 188, 'Čokoláda mliečna 100 g', { size: 8 }], R(196, 188, '2,98', { size: 8 }), [200, 188, 'A', { size: 7 }],
    [24, 198, '2 ks x 1,49', { size: 7 }],
    [16, 208, '#RECT 194 0.5 black'],
    [16, 216, 'SPOLU EUR', { size: 11, bold: true }], R(196, 216, '17,90', { size: 11, bold: true }),
    [16, 232, 'Platobná karta', { size: 8 }], R(196, 232, '17,90', { size: 8 }),
    [16, 248, 'Sadzba', { size: 7, bold: true }], R(100, 248, 'Základ', { size: 7, bold: true }), R(148, 248, 'DPH', { size: 7, bold: true }), R(196, 248, 'Spolu', { size: 7, bold: true }),
    [16, 258, 'A 23%', { size: 7 }], R(100, 258, '5,64', { size: 7 }), R(148, 258, '1,30', { size: 7 }), R(196, 258, '6,94', { size: 7 }),
    [16, 268, 'C 5%', { size: 7 }], R(100, 268, '10,44', { size: 7 }), R(148, 268, '0,52', { size: 7 }), R(196, 268, '10,96', { size: 7 }),
    [16, 278, 'Spolu', { size: 7, bold: true }], R(100, 278, '16,08', { size: 7, bold: true }), R(148, 278, '1,82', { size: 7, bold: true }), R(196, 278, '17,90', { size: 7, bold: true }),
    [16, 294, 'Ušetrili ste s Klubom Kováč: 0,40 €', { size: 7 }],
    [16, 310, 'UID: O-3C1F7A2B9D4E4F6A8B1C2D3E4F5A6B7C', { size: 6 }],
    [16, 319, 'OKP: 6a3f91c2-4e8b07d5-1f2a9c3e-7b4d6e01-2c5a8f93', { size: 6 }],
    [78, 332, '#RECT 70 70 black stroke'], [104, 362, 'QR', { size: 8 }],
    [62, 410, 'Ďakujeme za nákup!', { size: 8 }],
  ] },

  // Estonian grocery kviitung from Tallinn: registry code and KMKR number, till and receipt
  // number, date 23.11.2026, "6 x 1,79" lines under the names, a TAGATISRAHA (can deposit) line
  // of its own, KOKKU, Pangakaart with the card, and a KM table in which the deposit stands apart
  // as outside KM (KM 24 % on the goods only).
  { name: 'kviitung-ee-km24-tagatisraha-pangakaart', kind: 'receipt', size: [226, 560], expect: { vendorName: 'Kalamaja Toidupood OÜ', invoiceDate: '2026-11-23', tax: 3.85, total: 20.47, currency: 'EUR', paymentMethod: 'card' },
    items: [['Piim 2,5% 1 l', 2, 1.29, 2.58], ['Rukkileib 700 g', null, null, 2.49], ['Õlu hele 0,5 l purk', 6, 1.79, 10.74], ['Tagatisraha (pandipakend)', 6, 0.1, 0.6], ['Kohuke vanilli 38 g', 3, 0.69, 2.07], ['Kartul 2 kg', null, null, 1.99]], cells: [
    [54, 16, 'Kalamaja Toidupood OÜ', { size: 11, bold: true }],
    [62, 32, 'Tööstuse 47, 10416 Tallinn', { size: 7 }],
    [30, 42, 'Reg. kood 14582371   KMKR EE102345676', { size: 7 }],
    [16, 58, 'Kassa 2   Kviitung nr 38214', { size: 7 }], R(206, 58, '23.11.2026 18:05', { size: 7 }),
    [16, 74, 'Piim 2,5% 1 l', { size: 8 }], R(206, 84, '2,58', { size: 8 }), [28, 84, '2 x 1,29', { size: 7 }],
    [16, 96, 'Rukkileib 700 g', { size: 8 }], R(206, 96, '2,49', { size: 8 }),
    [16, 108, 'Õlu hele 0,5 l purk', { size: 8 }], R(206, 118, '10,74', { size: 8 }), [28, 118, '6 x 1,79', { size: 7 }],
    [16, 130, 'Tagatisraha (pandipakend)', { size: 8 }], R(206, 140, '0,60', { size: 8 }), [28, 140, '6 x 0,10', { size: 7 }],
    [16, 152, 'Kohuke vanilli 38 g', { size: 8 }], R(206, 162, '2,07', { size: 8 }), [28, 162, '3 x 0,69', { size: 7 }],
    [16, 174, 'Kartul 2 kg', { size: 8 }], R(206, 174, '1,99', { size: 8 }),
    [16, 186, '#RECT 194 0.5 black'],
    [16, 194, 'KOKKU', { size: 11, bold: true }], R(206, 194, '20,47 €', { size: 11, bold: true }),
    [16, 210, 'Pangakaart', { size: 8 }], R(206, 210, '20,47', { size: 8 }),
    [16, 222, 'Visa Debit ************5521   Kontaktivaba', { size: 7 }],
    [16, 238, 'KM %', { size: 7, bold: true }], R(100, 238, 'Ilma KM-ta', { size: 7, bold: true }), R(150, 238, 'KM', { size: 7, bold: true }), R(206, 238, 'Koos KM-ga', { size: 7, bold: true }),
    [16, 248, '24%', { size: 7 }], R(100, 248, '16,02', { size: 7 }), R(150, 248, '3,85', { size: 7 }), R(206, 248, '19,87', { size: 7 }),
    [16, 258, 'Tagatisraha (KM-ta)', { size: 7 }], R(206, 258, '0,60', { size: 7 }),
    [16, 268, 'KM kokku', { size: 7, bold: true }], R(150, 268, '3,85', { size: 7, bold: true }),
    [16, 284, 'Tühja taara saab tagastada taaraautomaati.', { size: 6.5 }],
    [66, 300, 'Aitäh ostu eest!', { size: 8 }],
  ] },
];
