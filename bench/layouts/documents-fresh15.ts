// A fifteenth fresh batch of 16 hand-built documents (8 invoices, 8 receipts) in the format of
// documents.ts, written on 2026-11-24 blind to the engine: their author read only documents.ts,
// documents-fresh14.ts (for the format and the conventions, and to avoid repeating its layouts) and
// render.ts (for the page, the fonts and the drawing commands), nothing under engine/, server/, data/,
// models/ or test/ nor any other file under bench/, and ran neither the engine, the tests nor a benchmark
// (only the type check and a throwaway script outside the repository that renders these documents through
// render.ts's renderPdf, rasterises them with pdftoppm, and checks that no text overlaps other text, a rule
// or a box edge, or leaves the page, and that the arithmetic holds).
// The theme is new: SPANISH, PORTUGUESE AND ITALIAN SPEAKERS OUTSIDE EUROPE PLUS ENGLISH-SPEAKING ASIA AND
// AFRICA, as small and mid-sized businesses print them: electronic-invoice representations with their tax
// authority's furniture (the SII's red RUT box and timbre, the DIAN's CUFE and numbering resolution, the AFIP
// letter box and CAE, SUNAT's RUC box and "SON:" line, the DANFSe's boxed grid, the BIR's VATable / exempt /
// zero-rated block, KRA eTIMS data), number formats by country (1.234,56 in Chile, Colombia, Argentina and
// Brazil, pesos without decimals in Chile; 1,234.56 in Peru, the Philippines, Kenya, Singapore, Mexico,
// Nigeria, India and the Swiss bar), and the distractors such documents carry: withholding lines
// between the invoice total and the amount payable, validation and CAE expiry dates, CU and DPS numbers that
// look like invoice numbers, suggested-tip tables, change, card and PIX slips repeating the amount, loyalty
// points, approximate-tax notes, a foreign-currency equivalent, expiry dates and return-by dates.
// Invoices:
//  1. Chile, Letter: a distribuidora's FACTURA ELECTRÓNICA, the seller top left, the red R.U.T. / Nº 18204 box
//     right, "Fecha Emisión: 20 de noviembre de 2026", labelled client grid with VENCIMIENTO 20-12-2026, a 5 %
//     discount column, Monto Neto 416.020 / Exento 0 / IVA 19 % 79.044 / Total 495.064 (CLP, no decimals), SII
//     timbre barcode, acuse-de-recibo box and CEDIBLE.
//  2. Colombia, Letter: a refrigeration S.A.S.'s "Factura electrónica de venta" under a centred letterhead with a
//     logo band, "No. FAN-2291" in a dark title band, a five-box stacked-label grid with ISO dates 2026-11-19 /
//     2026-12-19; Subtotal 3.800.000,00, IVA 19 % 722.000,00, Total factura 4.522.000,00, "Retención en la
//     fuente 4% (servicios)" -152.000,00 and a dark NETO A PAGAR $ 4.370.000,00; CUFE, DIAN resolution, QR.
//  3. Argentina, A4: a food distributor's FACTURA with the "A / COD. 01" box between the seller and
//     "Nº 0004-00000447", "Fecha de Emisión: 20/11/2026", "Fecha de Vto. para el pago: 20/12/2026", items at
//     IVA 10,5 % and 21 % with a 5 % bonificación; the ARCA-style totals column (Importe Neto Gravado
//     1.299.830,00, IVA 27 % … 0 % lines, Otros Tributos = Percepción IIBB 3 % 38.994,90, Importe Total
//     1.516.869,20); CAE and its expiry 30/11/2026.
//  4. Peru, A4: a coffee roaster's Factura electrónica, a logo block and the seller left, the R.U.C. / FACTURA
//     ELECTRÓNICA / F001-00004471 box right, "label : value" grid with 18-11-2026 and 18-12-2026, a dark table
//     header with values without IGV; Op. Gravada / Exonerada / Inafecta, I.G.V. 18 % S/ 190.80, Importe Total
//     S/ 1,250.80, the "SON:" line and the credit instalment table 18/12/2026.
//  5. Brazil, A4: an IT firm's DANFSe (NFS-e for services) entirely in labelled boxes: Chave de Acesso,
//     Número da NFS-e 4471, Competência 11/2026, emission 19/11/2026 14:32:10, DPS number / series / time;
//     emitente and tomador grids; the service described in prose (40 h × R$ 150,00 + 10 users × R$ 85,00);
//     ISSQN 5 % R$ 342,50 "Retido pelo Tomador", Valor Líquido R$ 6.507,50; approximate taxes; boleto due
//     05/12/2026 in the complementary information.
//  6. Philippines, half Letter (396 × 612): a restaurant-supply corporation's SALES INVOICE with a centred
//     letterhead and VAT Reg. TIN, "No. 004471", underlined form fields (Date 11/20/2026, Terms 30 days), a
//     ruled grid QTY / UNIT / ARTICLES / UNIT PRICE / AMOUNT with VAT-inclusive prices; VATable Sales 60,000.00,
//     VAT 7,200.00, the BIR right-hand block down to "Less: Withholding Tax (1%)" 600.00 and TOTAL AMOUNT DUE
//     PHP 66,600.00; ATP and printer footer.
//  7. Kenya, A4: an office-supplies Ltd's TAX INVOICE, a logo block and letterhead with KRA PIN, label / value
//     column right (KOS/INV/26/0447, 20-Nov-2026, 04-Dec-2026), an eTIMS box with CU serial and CU invoice
//     numbers, a dark table header; Total Excl. VAT 158,000.00, VAT @ 16% 25,280.00, Total Incl. VAT (KES)
//     183,280.00, the amount in words, M-PESA paybill and bank details, a paid previous invoice.
//  8. Singapore, A4: a caterer's TAX INVOICE, the title left and the Pte. Ltd. with UEN / GST Reg. No. in a
//     right-aligned column under a logo, a row of stacked labels (TEC-26-0447, 19 Nov 2026, 19 Dec 2026),
//     quantities in pax; Subtotal 3,553.00, GST 9% 319.77, Total 3,872.77 and a dark "Amount payable (SGD)";
//     a USD reference amount, PayNow and a QR.
// Receipts:
//  9. Mexico, 80 mm: a restaurant ticket (mesa, mesero, 21/11/2026 21:47), CANT / P.U. / IMPORTE, SUBTOTAL
//     887.93, IVA 16% 142.07, TOTAL $1,030.00, card, a PROPINA SUGERIDA 10 / 15 / 20 % table and the tip
//     150.00 and total 1,180.00 written in by hand on the blank lines.
// 10. Chile, 80 mm: a supermarket BOLETA ELECTRÓNICA (boxed Nº, 22-11-2026), count and kilo lines, an offer
//     discount row, TOTAL $ 16.726, débito, "El IVA de esta boleta es: $ 2.671 (IVA incluido)", savings and
//     points, the SII timbre and the card voucher.
// 11. Brazil, 80 mm: a padaria's NFC-e (DANFE consumidor) with Código / Descrição / Qtde / Un / Vl Unit /
//     Vl Total, bread by the kilo, Valor a Pagar R$ 59,13 paid by PIX, Lei 12.741 approximate taxes, the
//     access key, QR, protocol and a PIX slip.
// 12. Argentina, 58 mm: a café's TIQUE FACTURA B, "2 x 2.900,00" lines over the descriptions, TOTAL
//     $18.450,00, Efectivo and Su vuelto, the Ley 27.743 block "IVA Contenido $3.202,07", PROPINA NO INCLUIDA
//     with a suggested 10 %, CAE and its expiry.
// 13. Philippines, 80 mm: a fast-food SALES INVOICE receipt, ORDER # 118, DINE-IN, 11/22/2026 12:31 PM, two
//     diners with one senior citizen: Subtotal 672.00, Less VAT (SC share) -36.00, SC Disc. 20% -60.00, AMOUNT
//     DUE 576.00, CASH 1,000.00, CHANGE 424.00; VATable / VAT / VAT-Exempt / Zero-Rated block; the SC details.
// 14. Nigeria, 80 mm: a supermarket SALES RECEIPT (22-Nov-2026 16:05) with V / E flags, SUB TOTAL 43,700.00,
//     "VAT 7.5% (on 26,900.00)" 2,017.50, TOTAL (NGN) 45,717.50 by POS card, the customer copy, reward
//     points worth NGN 1,230.00 and a return-by date.
// 15. India, 80 mm: a pharmacy TAX INVOICE with GSTIN and drug licences, Batch / Exp / Qty / MRP / Amt, a 10 %
//     discount, round-off, NET PAYABLE (Rs.) 458.00, the amount in words, a CGST / SGST table (Total GST 21.84
//     included in MRP), UPI payment and a refill-reminder date.
// 16. Switzerland (Ticino), 58 mm: a bar's RICEVUTA in CHF (22.11.2026), "2 x 4.20" lines under the items,
//     TOTALE CHF 32.00, Contanti 50.00 / Resto 18.00, a EUR equivalent 34.24, the IVA table B 8.1 % 2.40.
// Date forms: "20 de noviembre de 2026" with 20-12-2026 and 19-11-2026; 2026-11-19 and 2026-12-19; 20/11/2026
// with 20/12/2026, 01/03/2014 and 30/11/2026; 18-11-2026 with 18-12-2026 and 18/12/2026; 19/11/2026 14:32:10
// with 11/2026 and 05/12/2026; 11/20/2026 (month first); 20-Nov-2026 and 04-Dec-2026; 19 Nov 2026 and 19 Dec
// 2026; on receipts 21/11/2026 21:47, "Fecha: 22-11-2026 Hora: 18:37", 22/11/2026 07:41:18, "Fecha 22/11/26",
// "11/22/2026 12:31 PM", 22-Nov-2026 16:05, "Date: 22-Nov-2026" and "22.11.2026 10:14". Once the engine has
// been fixed on any of them they are a development set like documents.ts, and stop measuring anything unbiased.
// Conventions as fresh14: `expect` lists only fields the printed text makes certain; subtotal is the document's
// own printed pre-tax subtotal (Monto Neto, Subtotal, Importe Neto Gravado, Op. Gravada, VATable Sales, Total
// Excl. VAT, SUB TOTAL, and the Mexican ticket's SUBTOTAL before IVA) and is left out where none is printed as
// one figure and on tax-inclusive receipts; tax is the VAT / IVA / IGV / GST the document charges or states as
// included. `items` lists every billed line of the item table exactly as printed, null where a quantity or
// unit price is not printed; a discount row printed among the lines is an item (the Chilean offer discount),
// one printed under the subtotal is not (the senior-citizen lines, the Indian 10 % discount); a line with a
// discount column keeps its printed quantity and unit price and its discounted amount; a kilo line gives its
// weight and price per kilo. paymentMethod is the payment TYPE, on receipts only: card (tarjeta de crédito,
// tarjeta de débito, POS / card) and cash (efectivo, cash, contanti); it is left out for PIX and UPI, which
// are neither. Receipts carry no invoiceNumber.
// Decided here for new cases: the total is what the customer pays, so where the document itself deducts a
// withholding on the way to the amount payable it is that amount (the Colombian NETO A PAGAR 4.370.000 after
// the retención en la fuente, the Philippine TOTAL AMOUNT DUE 66,600.00 after the 1 % withholding, the
// Brazilian Valor Líquido 6.507,50 after the retained ISSQN), as this batch's brief asks — unlike fresh14 as
// first written, which kept its Italian Totale fattura before the ritenuta d'acconto (in session 28 it moved to
// the Netto a pagare, with the engine's contract); the tax there is still the VAT charged (722.000, 7,200.00)
// and the subtotal the pre-tax figure. The Argentine invoice has no tax: IVA is printed only per rate (21 %
// and 10,5 %) beside a separate IIBB perception, so no one figure is "the tax"; its total is the Importe Total
// including the perception and its dueDate the "Fecha de Vto. para el pago", not the CAE expiry. The Brazilian
// NFS-e has no subtotal, tax or items: the ISSQN is withheld from, not added to, the service value, and the
// service is described in prose; its invoiceNumber is the Número da NFS-e (not the DPS number), its date the
// emission date (not the Competência) and its dueDate the boleto date in the complementary information. The
// Kenyan invoiceNumber is the seller's KOS/INV/26/0447, not the eTIMS CU invoice number. The Mexican tip and
// total are the amounts written in by hand (150.00 and 1,180.00), not a suggested-tip row; the Argentine café
// prints no tip, only a suggestion, so it has none. The Philippine receipt's tax is the VAT Amount 36.00 and its
// total the AMOUNT DUE after the senior-citizen discount. The Indian total is the rounded NET PAYABLE and its
// tax the Total GST 21.84 (CGST + SGST as printed in one figure). The Swiss receipt's currency is CHF, not the
// EUR equivalent. The vendor is the issuing business in its most complete printed form: the legal name under a
// trade name (Grupo Gastronómico Chela, S.A. de C.V.; Comercial Copihue del Sur SpA; PADARIA E CONFEITARIA
// TRIGO DOURADO LTDA; Los Tilos Gastronomía S.R.L.; Sarap Express Foods Inc.; Adunni Fresh Mart Ltd; Al Ponte
// Sagl), in the capitals it is printed in where the document prints it so (TOSTADURÍA SELVA ALTA S.A.C.,
// TALA KITCHEN & RESTAURANT SUPPLY CORP., SHRI SANJEEVANI MEDICALS). The peso, naira and rupee signs are
// outside the renderer's fonts, so those documents print PHP, NGN and Rs., as many till printers do.
import { R, pattern, qr } from './cells.js';
import type { Cell, ProbeDocument } from './documents.js';

/** A PDF417-like stacked barcode (an SII timbre) of black bars filling w × h, in rows of 6 pt. */
function bars(x: number, y: number, w: number, h: number, seed: number): Cell[] {
  const next = pattern(seed);
  const cells: Cell[] = [];
  for (let row = y; row + 5 <= y + h; row += 6) {
    for (let at = x; at < x + w - 3; ) {
      const bar = 0.6 + Math.floor(next() * 4) * 0.6;
      cells.push([Math.round(at * 10) / 10, row, `#RECT ${bar.toFixed(1)} 5.4 black`]);
      at += bar + 0.6 + Math.floor(next() * 3) * 0.6;
    }
  }
  return cells;
}

/** A framed box with a small label over its value, as the boxed grids of the DANFSe print them. */
function field(x: number, y: number, w: number, h: number, label: string, value: string, o: Cell[3] = {}): Cell[] {
  return [[x, y, `#RECT ${w} ${h} black stroke`], [x + 4, y + 3, label, { size: 6 }], [x + 4, y + 12, value, { size: 8, ...o }]];
}

export const FRESH15_DOCUMENTS: ProbeDocument[] = [

  // Chilean distribuidora's FACTURA ELECTRÓNICA (Letter): the seller with giro and addresses top left; the red
  // double box R.U.T. 76.447.182-5 / FACTURA ELECTRÓNICA / Nº 18204 and "S.I.I. - SANTIAGO ORIENTE"; "Fecha
  // Emisión: 20 de noviembre de 2026"; a framed SEÑOR(ES) grid with COND. VENTA Crédito 30 días and VENCIMIENTO
  // 20-12-2026; the guía de despacho reference; five lines, one with a 5 % discount; "Son: …"; MONTO NETO
  // 416.020, MONTO EXENTO 0, I.V.A. 19% 79.044, TOTAL 495.064; the SII timbre, the acuse de recibo and CEDIBLE.
  { name: 'distribuidora-cl-factura-electronica-rut-recuadro-rojo-sii-neto-exento-iva-19-total-pesos-sin-decimales-timbre-acuse-recibo-cedible', kind: 'invoice', size: [612, 792], expect: { vendorName: 'Distribuidora Cordillera Sur Ltda.', invoiceNumber: '18204', invoiceDate: '2026-11-20', dueDate: '2026-12-20', subtotal: 416020, tax: 79044, total: 495064, currency: 'CLP' },
    items: [['Detergente industrial concentrado 5 L', 12, 8490, 101880], ['Desengrasante cocina alcalino 5 L', 6, 12990, 77940],
      ['Toalla interfoliada caja 2.500 hojas', 10, 15200, 144400], ['Guantes nitrilo talla M caja 100', 8, 6750, 54000],
      ['Bolsa basura 80x110 paquete 10', 20, 1890, 37800]], cells: [
    [40, 40, 'Distribuidora Cordillera Sur Ltda.', { size: 14, bold: true }],
    [40, 60, 'Giro: Venta al por mayor de artículos de limpieza e higiene', { size: 8 }],
    [40, 71, 'Casa Matriz: Av. Vicuña Mackenna 4471, Macul, Santiago', { size: 8 }],
    [40, 82, 'Sucursal: Camino a Melipilla 11820, Maipú', { size: 8 }],
    [40, 93, 'Teléfono +56 2 2447 1820 · ventas@cordillerasur.cl', { size: 8 }],
    [392, 36, '#RECT 180 74 #c8102e stroke'], [394, 38, '#RECT 176 70 #c8102e stroke'],
    [431, 46, 'R.U.T.: 76.447.182-5', { size: 11, bold: true }],
    [409, 66, 'FACTURA ELECTRÓNICA', { size: 12, bold: true }],
    [457, 88, 'Nº 18204', { size: 12, bold: true }],
    [430.5, 116, 'S.I.I. - SANTIAGO ORIENTE', { size: 8, bold: true }],
    [40, 138, 'Fecha Emisión: 20 de noviembre de 2026', { size: 9, bold: true }],
    [40, 154, '#RECT 532 76 black stroke'],
    [46, 160, 'SEÑOR(ES):', { size: 8, bold: true }], [122, 160, 'Restaurante El Quincho de Ñuñoa SpA', { size: 8.5 }],
    [46, 174, 'R.U.T.:', { size: 8, bold: true }], [122, 174, '77.118.204-K', { size: 8.5 }],
    [46, 188, 'GIRO:', { size: 8, bold: true }], [122, 188, 'Restaurantes y servicio de comidas', { size: 8.5 }],
    [46, 202, 'DIRECCIÓN:', { size: 8, bold: true }], [122, 202, 'Av. Irarrázaval 3180', { size: 8.5 }],
    [46, 216, 'COMUNA:', { size: 8, bold: true }], [122, 216, 'Ñuñoa', { size: 8.5 }],
    [352, 160, 'CIUDAD:', { size: 8, bold: true }], [436, 160, 'Santiago', { size: 8.5 }],
    [352, 174, 'CONTACTO:', { size: 8, bold: true }], [436, 174, 'Paula Riquelme', { size: 8.5 }],
    [352, 188, 'COND. VENTA:', { size: 8, bold: true }], [436, 188, 'Crédito 30 días', { size: 8.5 }],
    [352, 202, 'VENCIMIENTO:', { size: 8, bold: true }], [436, 202, '20-12-2026', { size: 8.5 }],
    [352, 216, 'O. DE COMPRA:', { size: 8, bold: true }], [436, 216, 'OC-4471', { size: 8.5 }],
    [40, 240, 'Referencias: Guía de Despacho Electrónica Nº 5521 de fecha 19-11-2026', { size: 8 }],
    [40, 256, '#RECT 532 18 #e5e7eb'],
    [46, 261, 'Código', { size: 8, bold: true }], [110, 261, 'Descripción', { size: 8, bold: true }], R(372, 261, 'Cantidad', { size: 8, bold: true }),
    R(444, 261, 'Precio Unit.', { size: 8, bold: true }), R(494, 261, '% Dcto.', { size: 8, bold: true }), R(566, 261, 'Valor', { size: 8, bold: true }),
    [46, 282, 'LIM-020', { size: 8.5 }], [110, 282, 'Detergente industrial concentrado 5 L', { size: 8.5 }], R(372, 282, '12', { size: 8.5 }), R(444, 282, '8.490', { size: 8.5 }), R(566, 282, '101.880', { size: 8.5 }),
    [46, 297, 'LIM-114', { size: 8.5 }], [110, 297, 'Desengrasante cocina alcalino 5 L', { size: 8.5 }], R(372, 297, '6', { size: 8.5 }), R(444, 297, '12.990', { size: 8.5 }), R(566, 297, '77.940', { size: 8.5 }),
    [46, 312, 'PAP-300', { size: 8.5 }], [110, 312, 'Toalla interfoliada caja 2.500 hojas', { size: 8.5 }], R(372, 312, '10', { size: 8.5 }), R(444, 312, '15.200', { size: 8.5 }), R(494, 312, '5', { size: 8.5 }), R(566, 312, '144.400', { size: 8.5 }),
    [46, 327, 'GUA-042', { size: 8.5 }], [110, 327, 'Guantes nitrilo talla M caja 100', { size: 8.5 }], R(372, 327, '8', { size: 8.5 }), R(444, 327, '6.750', { size: 8.5 }), R(566, 327, '54.000', { size: 8.5 }),
    [46, 342, 'BOL-090', { size: 8.5 }], [110, 342, 'Bolsa basura 80x110 paquete 10', { size: 8.5 }], R(372, 342, '20', { size: 8.5 }), R(444, 342, '1.890', { size: 8.5 }), R(566, 342, '37.800', { size: 8.5 }),
    [40, 358, '#RECT 532 0.6 black'],
    [40, 372, 'Son: cuatrocientos noventa y cinco mil sesenta y cuatro pesos.', { size: 8 }],
    [40, 386, 'Forma de pago: transferencia a Cta. Cte. 0447-18204-07, Banco del Maule.', { size: 8 }],
    [392, 368, '#RECT 180 66 black stroke'],
    [398, 374, 'MONTO NETO $', { size: 8.5 }], R(566, 374, '416.020', { size: 8.5 }),
    [398, 388, 'MONTO EXENTO $', { size: 8.5 }], R(566, 388, '0', { size: 8.5 }),
    [398, 402, 'I.V.A. 19% $', { size: 8.5 }], R(566, 402, '79.044', { size: 8.5 }),
    [398, 417, 'TOTAL $', { size: 10, bold: true }], R(566, 417, '495.064', { size: 10, bold: true }),
    ...bars(48, 462, 200, 66, 18204),
    [108.5, 536, 'Timbre Electrónico SII', { size: 7.5, bold: true }],
    [71, 546, 'Res. 80 de 2014 - Verifique documento: www.sii.cl', { size: 7 }],
    [330, 456, '#RECT 242 124 black stroke'],
    [336, 462, 'ACUSE DE RECIBO', { size: 7.5, bold: true }],
    [336, 476, 'Nombre: ______________________________________', { size: 7.5 }],
    [336, 490, 'R.U.T.: ____________________  Fecha: ____________', { size: 7.5 }],
    [336, 504, 'Recinto: ____________________  Firma: ____________', { size: 7.5 }],
    [336, 520, 'El acuse de recibo que se declara en este acto, de acuerdo a lo', { size: 6 }],
    [336, 528, 'dispuesto en la letra b) del Art. 4°, y la letra c) del Art. 5° de la', { size: 6 }],
    [336, 536, 'Ley 19.983, acredita que la entrega de mercaderías o servicio(s)', { size: 6 }],
    [336, 544, 'prestado(s) ha(n) sido recibido(s).', { size: 6 }],
    R(566, 562, 'CEDIBLE', { size: 10, bold: true }),
    [161.5, 752, 'Documento tributario electrónico emitido por Distribuidora Cordillera Sur Ltda. · Página 1 de 1', { size: 7 }],
  ] },

  // Colombian refrigeration company's Factura electrónica de venta (Letter): a centred letterhead under a
  // "FRÍO ANDINO" logo band with NIT and activity code; a dark band with "No. FAN-2291"; a five-box grid of
  // stacked labels (Fecha de emisión 2026-11-19, Hora, Fecha de vencimiento 2026-12-19, Forma and Medio de
  // pago); the adquiriente box; four service lines with IVA 19; Subtotal, Descuentos, IVA 19%, Total factura
  // 4.522.000,00, Retención en la fuente 4% -152.000,00 and a dark NETO A PAGAR $ 4.370.000,00; the amount in
  // words, bank, observations, CUFE, validation time, DIAN numbering resolution and QR.
  { name: 'refrigeracion-co-factura-electronica-de-venta-nit-membrete-centrado-rejilla-fechas-iso-iva-19-retencion-en-la-fuente-neto-a-pagar-cufe', kind: 'invoice', size: [612, 792], expect: { vendorName: 'Refrigeración Frío Andino S.A.S.', invoiceNumber: 'FAN-2291', invoiceDate: '2026-11-19', dueDate: '2026-12-19', subtotal: 3800000, tax: 722000, total: 4370000, currency: 'COP' },
    items: [['Mantenimiento preventivo cuarto frío 12 m³', 2, 850000, 1700000], ['Cambio de compresor 3 HP (mano de obra)', 1, 1250000, 1250000],
      ['Recarga refrigerante R404A (kg)', 6, 95000, 570000], ['Visita técnica de diagnóstico', 2, 140000, 280000]], cells: [
    [246, 28, '#RECT 120 26 #0b5394'],
    [263, 35, 'FRÍO ANDINO', { size: 13, bold: true, width: -1 }],
    [197.5, 62, 'Refrigeración Frío Andino S.A.S.', { size: 14, bold: true }],
    [183, 80, 'NIT 901.447.182-6 · Responsable de IVA · Actividad económica 3312', { size: 8 }],
    [173, 91, 'Calle 30 Sur # 43A-118, Bodega 7 · Medellín, Antioquia · Tel. 604 447 1820', { size: 8 }],
    [224, 102, 'facturacion@frioandino.co · www.frioandino.co', { size: 8 }],
    [40, 120, '#RECT 532 20 #0b5394'],
    [46, 125, 'FACTURA ELECTRÓNICA DE VENTA', { size: 11, bold: true, width: -1 }], R(566, 125, 'No. FAN-2291', { size: 11, bold: true, width: -1 }),
    [40, 146, '#RECT 532 32 black stroke'], [146.4, 146, '#RECT 0 32 black stroke'], [252.8, 146, '#RECT 0 32 black stroke'], [359.2, 146, '#RECT 0 32 black stroke'], [465.6, 146, '#RECT 0 32 black stroke'],
    [45, 150, 'Fecha de emisión', { size: 6.5 }], [151.4, 150, 'Hora de emisión', { size: 6.5 }], [257.8, 150, 'Fecha de vencimiento', { size: 6.5 }],
    [364.2, 150, 'Forma de pago', { size: 6.5 }], [470.6, 150, 'Medio de pago', { size: 6.5 }],
    [45, 162, '2026-11-19', { size: 9, bold: true }], [151.4, 162, '10:42:17', { size: 9, bold: true }], [257.8, 162, '2026-12-19', { size: 9, bold: true }],
    [364.2, 162, 'Crédito 30 días', { size: 9, bold: true }], [470.6, 162, 'Transferencia', { size: 9, bold: true }],
    [40, 186, '#RECT 532 68 black stroke'],
    [46, 191, 'ADQUIRIENTE', { size: 7, bold: true }],
    [46, 203, 'Razón social: Hotel Mirador de Laureles S.A.S.', { size: 8.5 }],
    [46, 215, 'NIT: 900.118.204-1', { size: 8.5 }],
    [46, 227, 'Dirección: Circular 73 # 39-40, Laureles', { size: 8.5 }],
    [46, 239, 'Ciudad: Medellín, Antioquia', { size: 8.5 }],
    [330, 203, 'Teléfono: 604 411 8204', { size: 8.5 }],
    [330, 215, 'Correo: compras@miradorlaureles.co', { size: 8.5 }],
    [330, 227, 'Orden de compra: OC-1182', { size: 8.5 }],
    [330, 239, 'Régimen: Responsable de IVA', { size: 8.5 }],
    [40, 264, '#RECT 532 16 #dbe5f1'],
    [46, 268, '#', { size: 7.5, bold: true }], [60, 268, 'Código', { size: 7.5, bold: true }], [118, 268, 'Descripción', { size: 7.5, bold: true }],
    R(380, 268, 'Cant.', { size: 7.5, bold: true }), R(462, 268, 'Valor unitario', { size: 7.5, bold: true }), R(496, 268, 'IVA %', { size: 7.5, bold: true }), R(566, 268, 'Valor total', { size: 7.5, bold: true }),
    [46, 288, '1', { size: 8 }], [60, 288, 'MANT-PREV', { size: 8 }], [118, 288, 'Mantenimiento preventivo cuarto frío 12 m³', { size: 8 }], R(380, 288, '2', { size: 8 }), R(462, 288, '850.000,00', { size: 8 }), R(496, 288, '19', { size: 8 }), R(566, 288, '1.700.000,00', { size: 8 }),
    [46, 304, '2', { size: 8 }], [60, 304, 'REP-COMP', { size: 8 }], [118, 304, 'Cambio de compresor 3 HP (mano de obra)', { size: 8 }], R(380, 304, '1', { size: 8 }), R(462, 304, '1.250.000,00', { size: 8 }), R(496, 304, '19', { size: 8 }), R(566, 304, '1.250.000,00', { size: 8 }),
    [46, 320, '3', { size: 8 }], [60, 320, 'REF-R404', { size: 8 }], [118, 320, 'Recarga refrigerante R404A (kg)', { size: 8 }], R(380, 320, '6', { size: 8 }), R(462, 320, '95.000,00', { size: 8 }), R(496, 320, '19', { size: 8 }), R(566, 320, '570.000,00', { size: 8 }),
    [46, 336, '4', { size: 8 }], [60, 336, 'VIS-TEC', { size: 8 }], [118, 336, 'Visita técnica de diagnóstico', { size: 8 }], R(380, 336, '2', { size: 8 }), R(462, 336, '140.000,00', { size: 8 }), R(496, 336, '19', { size: 8 }), R(566, 336, '280.000,00', { size: 8 }),
    [40, 352, '#RECT 532 0.6 black'],
    [40, 362, 'Valor en letras:', { size: 7.5, bold: true }],
    [40, 373, 'CUATRO MILLONES TRESCIENTOS SETENTA MIL PESOS M/CTE', { size: 7.5 }],
    [40, 392, 'Consignar en la cuenta corriente No. 447-118204-55', { size: 7.5 }],
    [40, 402, 'del Banco Cafetero Andino a nombre del emisor.', { size: 7.5 }],
    [330, 362, 'Subtotal', { size: 8.5 }], R(566, 362, '$ 3.800.000,00', { size: 8.5 }),
    [330, 376, 'Descuentos', { size: 8.5 }], R(566, 376, '$ 0,00', { size: 8.5 }),
    [330, 390, 'IVA 19%', { size: 8.5 }], R(566, 390, '$ 722.000,00', { size: 8.5 }),
    [330, 404, 'Total factura', { size: 8.5, bold: true }], R(566, 404, '$ 4.522.000,00', { size: 8.5, bold: true }),
    [330, 418, 'Retención en la fuente 4% (servicios)', { size: 8.5 }], R(566, 418, '-$ 152.000,00', { size: 8.5 }),
    [325, 432, '#RECT 247 20 #0b5394'],
    [330, 437, 'NETO A PAGAR', { size: 10, bold: true, width: -1 }], R(566, 437, '$ 4.370.000,00', { size: 10, bold: true, width: -1 }),
    [40, 462, 'Observaciones: servicio según orden de trabajo OT-2026-1182. Garantía de mano de obra: 90 días.', { size: 7.5 }],
    [40, 482, 'CUFE:', { size: 7, bold: true }],
    [40, 492, 'a4f7c2e91b0d8847182046c3e5f9a1b27d0e44718204ab', { size: 6.5 }],
    [40, 501, '9c3f1e0d5b7a2c8e4f6a0b1d3c5e7f9a1182204d6e8f0a2b', { size: 6.5 }],
    [40, 515, 'Fecha y hora de validación DIAN: 2026-11-19 10:42:31', { size: 7 }],
    [40, 530, 'Resolución DIAN de autorización de numeración No. 18764044718201 de 2025-03-14,', { size: 6.5 }],
    [40, 539, 'prefijo FAN, rango del 1 al 5000, vigencia 24 meses.', { size: 6.5 }],
    ...qr(482, 470, 84, 2291),
    [40, 740, 'Representación gráfica de la factura electrónica de venta · Proveedor tecnológico: Nube Factura S.A.S. · NIT 901.118.447-2', { size: 6.5 }],
  ] },

  // Argentine food distributor's FACTURA "A" (A4): ORIGINAL; the seller's name and fiscal data left, the letter
  // box "A / COD. 01" in the middle, FACTURA, Nº 0004-00000447, Fecha de Emisión 20/11/2026, CUIT, Ingresos
  // Brutos and the start-of-activities date right; Condición de venta and "Fecha de Vto. para el pago:
  // 20/12/2026"; the client box with remito and order; five lines at IVA 10,5 % and 21 %, one with 5 %
  // bonificación; an Otros Tributos table (Percepción IIBB 3,00 % 38.994,90) and the totals column (Importe Neto
  // Gravado 1.299.830,00, IVA 27 % to 0 %, Importe Otros Tributos, Importe Total 1.516.869,20); QR, "Comprobante
  // Autorizado", CAE Nº and Fecha de Vto. de CAE 30/11/2026.
  { name: 'distribuidora-ar-factura-a-cod-01-cuit-iva-responsable-inscripto-alicuotas-21-y-10-5-bonificacion-percepcion-iibb-cae-vencimiento-cae', kind: 'invoice', expect: { vendorName: 'Distribuidora Río Salado S.R.L.', invoiceNumber: '0004-00000447', invoiceDate: '2026-11-20', dueDate: '2026-12-20', subtotal: 1299830, total: 1516869.2, currency: 'ARS' },
    items: [['Harina 000 x 25 kg', 40, 14500, 580000], ['Harina 0000 x 25 kg', 20, 16200, 324000], ['Levadura fresca x 500 g', 30, 2150, 64500],
      ['Margarina hojaldre x 10 kg', 6, 38900, 221730], ['Bolsa papel madera Nº 5 x 1000', 4, 27400, 109600]], cells: [
    [30, 28, '#RECT 535 18 black stroke'],
    [273, 33, 'ORIGINAL', { size: 10, bold: true }],
    [30, 46, '#RECT 535 130 black stroke'],
    [272, 46, '#RECT 51 44 black stroke'],
    [288, 50, 'A', { size: 26, bold: true }],
    [285, 78, 'COD. 01', { size: 6.5, bold: true }],
    [297, 90, '#RECT 0.8 86 black'],
    [40, 56, 'Distribuidora Río Salado', { size: 14, bold: true }],
    [40, 73, 'S.R.L.', { size: 14, bold: true }],
    [40, 100, 'Razón Social: Distribuidora Río Salado S.R.L.', { size: 8 }],
    [40, 113, 'Domicilio Comercial: Av. Mitre 1447 - Avellaneda,', { size: 8 }],
    [40, 124, 'Provincia de Buenos Aires', { size: 8 }],
    [40, 138, 'Condición frente al IVA: IVA Responsable Inscripto', { size: 8, bold: true }],
    [335, 54, 'FACTURA', { size: 18, bold: true }],
    [335, 76, 'Nº 0004-00000447', { size: 11, bold: true }],
    [310, 100, 'Fecha de Emisión: 20/11/2026', { size: 8, bold: true }],
    [310, 113, 'CUIT: 30-71447182-9', { size: 8 }],
    [310, 124, 'Ingresos Brutos: 901-447182-4', { size: 8 }],
    [310, 138, 'Fecha de Inicio de Actividades: 01/03/2014', { size: 8 }],
    [30, 180, '#RECT 535 18 black stroke'],
    [40, 185, 'Condición de venta: Cuenta Corriente', { size: 8 }], [330, 185, 'Fecha de Vto. para el pago: 20/12/2026', { size: 8, bold: true }],
    [30, 202, '#RECT 535 52 black stroke'],
    [40, 208, 'CUIT: 30-71118204-3', { size: 8 }], [200, 208, 'Apellido y Nombre / Razón Social: Panificadora San Cayetano S.A.', { size: 8 }],
    [40, 222, 'Condición frente al IVA: IVA Responsable Inscripto', { size: 8 }], [300, 222, 'Domicilio: Calle 12 Nº 880 - La Plata, Buenos Aires', { size: 8 }],
    [40, 236, 'Remito Nº 0002-00011820', { size: 8 }], [300, 236, 'Orden de compra: 7720', { size: 8 }],
    [30, 262, '#RECT 535 16 #d9d9d9'],
    [34, 266, 'Código', { size: 7, bold: true }], [82, 266, 'Producto / Servicio', { size: 7, bold: true }], R(300, 266, 'Cantidad', { size: 7, bold: true }),
    [305, 266, 'U. medida', { size: 7, bold: true }], R(405, 266, 'Precio Unit.', { size: 7, bold: true }), R(445, 266, '% Bonif', { size: 7, bold: true }),
    R(490, 266, 'Alíc. IVA', { size: 7, bold: true }), R(561, 266, 'Importe', { size: 7, bold: true }),
    [34, 286, 'HAR-000', { size: 8 }], [82, 286, 'Harina 000 x 25 kg', { size: 8 }], R(300, 286, '40,00', { size: 8 }), [305, 286, 'bolsa', { size: 8 }], R(405, 286, '14.500,00', { size: 8 }), R(445, 286, '0,00', { size: 8 }), R(490, 286, '10,5%', { size: 8 }), R(561, 286, '580.000,00', { size: 8 }),
    [34, 300, 'HAR-0000', { size: 8 }], [82, 300, 'Harina 0000 x 25 kg', { size: 8 }], R(300, 300, '20,00', { size: 8 }), [305, 300, 'bolsa', { size: 8 }], R(405, 300, '16.200,00', { size: 8 }), R(445, 300, '0,00', { size: 8 }), R(490, 300, '10,5%', { size: 8 }), R(561, 300, '324.000,00', { size: 8 }),
    [34, 314, 'LEV-500', { size: 8 }], [82, 314, 'Levadura fresca x 500 g', { size: 8 }], R(300, 314, '30,00', { size: 8 }), [305, 314, 'unidad', { size: 8 }], R(405, 314, '2.150,00', { size: 8 }), R(445, 314, '0,00', { size: 8 }), R(490, 314, '21%', { size: 8 }), R(561, 314, '64.500,00', { size: 8 }),
    [34, 328, 'MAR-10', { size: 8 }], [82, 328, 'Margarina hojaldre x 10 kg', { size: 8 }], R(300, 328, '6,00', { size: 8 }), [305, 328, 'caja', { size: 8 }], R(405, 328, '38.900,00', { size: 8 }), R(445, 328, '5,00', { size: 8 }), R(490, 328, '21%', { size: 8 }), R(561, 328, '221.730,00', { size: 8 }),
    [34, 342, 'BOL-05', { size: 8 }], [82, 342, 'Bolsa papel madera Nº 5 x 1000', { size: 8 }], R(300, 342, '4,00', { size: 8 }), [305, 342, 'caja', { size: 8 }], R(405, 342, '27.400,00', { size: 8 }), R(445, 342, '0,00', { size: 8 }), R(490, 342, '21%', { size: 8 }), R(561, 342, '109.600,00', { size: 8 }),
    [30, 556, '#RECT 535 128 black stroke'],
    [40, 564, 'Otros Tributos', { size: 8, bold: true }],
    [40, 578, 'Descripción', { size: 7, bold: true }], R(250, 578, 'Alíc. %', { size: 7, bold: true }), R(315, 578, 'Importe', { size: 7, bold: true }),
    [40, 590, 'Percepción IIBB Buenos Aires', { size: 7.5 }], R(250, 590, '3,00', { size: 7.5 }), R(315, 590, '38.994,90', { size: 7.5 }),
    [40, 602, 'Impuestos Internos', { size: 7.5 }], R(250, 602, '', { size: 7.5 }), R(315, 602, '0,00', { size: 7.5 }),
    [40, 618, 'Importe Otros Tributos: $ 38.994,90', { size: 8, bold: true }],
    R(480, 564, 'Importe Neto Gravado: $', { size: 8, bold: true }), R(559, 564, '1.299.830,00', { size: 8, bold: true }),
    R(480, 577, 'IVA 27%: $', { size: 8 }), R(559, 577, '0,00', { size: 8 }),
    R(480, 590, 'IVA 21%: $', { size: 8 }), R(559, 590, '83.124,30', { size: 8 }),
    R(480, 603, 'IVA 10.5%: $', { size: 8 }), R(559, 603, '94.920,00', { size: 8 }),
    R(480, 616, 'IVA 5%: $', { size: 8 }), R(559, 616, '0,00', { size: 8 }),
    R(480, 629, 'IVA 2.5%: $', { size: 8 }), R(559, 629, '0,00', { size: 8 }),
    R(480, 642, 'IVA 0%: $', { size: 8 }), R(559, 642, '0,00', { size: 8 }),
    R(480, 655, 'Importe Otros Tributos: $', { size: 8 }), R(559, 655, '38.994,90', { size: 8 }),
    R(480, 669, 'Importe Total: $', { size: 10, bold: true }), R(559, 669, '1.516.869,20', { size: 10, bold: true }),
    ...qr(34, 696, 66, 447),
    [110, 700, 'Comprobante Autorizado', { size: 9, bold: true }],
    R(561, 700, 'CAE Nº: 76447182004471', { size: 8, bold: true, width: 200 }),
    R(561, 712, 'Fecha de Vto. de CAE: 30/11/2026', { size: 8, bold: true, width: 200 }),
    [110, 728, 'Esta Agencia no se responsabiliza por los datos ingresados en el detalle de la operación', { size: 6.5 }],
    [285, 780, 'Pág. 1/1', { size: 7 }],
  ] },

  // Peruvian coffee roaster's Factura electrónica (A4): an "SA" logo block and the S.A.C. in capitals left; the
  // boxed R.U.C. Nº 20604471829 / FACTURA ELECTRÓNICA / F001-00004471 right; a framed "label : value" grid
  // (Fecha de Emisión 18-11-2026, Fecha de Vencimiento 18-12-2026, Señor(es), RUC, Moneda SOLES, Forma de pago
  // Crédito, guía de remisión, order); a dark header over Cant. / Unidad / Código / Descripción / Valor Unit. /
  // Valor Venta (without IGV); "SON: MIL DOSCIENTOS CINCUENTA Y 80/100 SOLES"; Op. Gravada S/ 1,060.00, Op.
  // Exonerada, Op. Inafecta, Descuentos, I.G.V. 18% S/ 190.80, Importe Total S/ 1,250.80; the credit
  // instalment (001, 18/12/2026); bank lines, QR and the SUNAT representation lines.
  { name: 'tostaduria-pe-factura-electronica-ruc-recuadro-f001-op-gravada-exonerada-inafecta-igv-18-importe-total-soles-son-letras-cuotas-credito', kind: 'invoice', expect: { vendorName: 'TOSTADURÍA SELVA ALTA S.A.C.', invoiceNumber: 'F001-00004471', invoiceDate: '2026-11-18', dueDate: '2026-12-18', subtotal: 1060, tax: 190.8, total: 1250.8, currency: 'PEN' },
    items: [['Café tostado en grano Chanchamayo x 1 kg', 10, 58, 580], ['Café tostado molido Villa Rica x 1 kg', 6, 62.5, 375],
      ['Filtros de papel Nº 4 x 100 unid.', 4, 8.9, 35.6], ['Jarabe sabor vainilla x 750 ml', 2, 34.7, 69.4]], cells: [
    [40, 38, '#RECT 56 56 #6b3e26'],
    [54, 57, 'SA', { size: 20, bold: true, width: -1 }],
    [106, 40, 'TOSTADURÍA SELVA ALTA S.A.C.', { size: 13, bold: true }],
    [106, 58, 'Tostado y comercialización de café de especialidad', { size: 8 }],
    [106, 69, 'Jr. Huallaga 447, Cercado de Lima, Lima - Lima', { size: 8 }],
    [106, 80, 'Telf. (01) 447-1820 · ventas@selvaalta.pe', { size: 8 }],
    [365, 34, '#RECT 190 76 black stroke'], [367, 36, '#RECT 186 72 black stroke'],
    [401, 43, 'R.U.C. Nº 20604471829', { size: 11, bold: true }],
    [368, 60, '#RECT 184 20 #e5e7eb'],
    [393, 65, 'FACTURA ELECTRÓNICA', { size: 11, bold: true }],
    [417.5, 88, 'F001-00004471', { size: 12, bold: true }],
    [40, 120, '#RECT 515 80 black stroke'],
    [46, 126, 'Fecha de Emisión', { size: 8, bold: true }], [146, 126, ': 18-11-2026', { size: 8 }],
    [46, 140, 'Señor(es)', { size: 8, bold: true }], [146, 140, ': CAFETERÍAS MIRAFLORES E.I.R.L.', { size: 8 }],
    [46, 154, 'RUC', { size: 8, bold: true }], [146, 154, ': 20511820447', { size: 8 }],
    [46, 168, 'Dirección del Cliente', { size: 8, bold: true }], [146, 168, ': Av. José Larco 1150, Miraflores, Lima', { size: 8 }],
    [46, 182, 'Guía de Remisión', { size: 8, bold: true }], [146, 182, ': T001-00008820', { size: 8 }],
    [350, 126, 'Fecha de Vencimiento', { size: 8, bold: true }], [446, 126, ': 18-12-2026', { size: 8 }],
    [350, 140, 'Tipo de Moneda', { size: 8, bold: true }], [446, 140, ': SOLES', { size: 8 }],
    [350, 154, 'Forma de pago', { size: 8, bold: true }], [446, 154, ': Crédito', { size: 8 }],
    [350, 168, 'Orden de Compra', { size: 8, bold: true }], [446, 168, ': OC-0447', { size: 8 }],
    [350, 182, 'Vendedor', { size: 8, bold: true }], [446, 182, ': M. Quispe', { size: 8 }],
    [40, 210, '#RECT 515 16 #6b3e26'],
    R(78, 214, 'Cant.', { size: 7.5, bold: true, width: -1 }), [86, 214, 'Unidad', { size: 7.5, bold: true, width: -1 }], [124, 214, 'Código', { size: 7.5, bold: true, width: -1 }],
    [172, 214, 'Descripción', { size: 7.5, bold: true, width: -1 }], R(470, 214, 'Valor Unit.', { size: 7.5, bold: true, width: -1 }), R(549, 214, 'Valor Venta', { size: 7.5, bold: true, width: -1 }),
    R(78, 236, '10', { size: 8.5 }), [86, 236, 'KG', { size: 8.5 }], [124, 236, 'CAF-001', { size: 8.5 }], [172, 236, 'Café tostado en grano Chanchamayo x 1 kg', { size: 8.5 }], R(470, 236, '58.00', { size: 8.5 }), R(549, 236, '580.00', { size: 8.5 }),
    R(78, 251, '6', { size: 8.5 }), [86, 251, 'KG', { size: 8.5 }], [124, 251, 'CAF-004', { size: 8.5 }], [172, 251, 'Café tostado molido Villa Rica x 1 kg', { size: 8.5 }], R(470, 251, '62.50', { size: 8.5 }), R(549, 251, '375.00', { size: 8.5 }),
    R(78, 266, '4', { size: 8.5 }), [86, 266, 'UND', { size: 8.5 }], [124, 266, 'FIL-102', { size: 8.5 }], [172, 266, 'Filtros de papel Nº 4 x 100 unid.', { size: 8.5 }], R(470, 266, '8.90', { size: 8.5 }), R(549, 266, '35.60', { size: 8.5 }),
    R(78, 281, '2', { size: 8.5 }), [86, 281, 'UND', { size: 8.5 }], [124, 281, 'JAR-210', { size: 8.5 }], [172, 281, 'Jarabe sabor vainilla x 750 ml', { size: 8.5 }], R(470, 281, '34.70', { size: 8.5 }), R(549, 281, '69.40', { size: 8.5 }),
    [40, 296, '#RECT 515 0.6 black'],
    [40, 306, 'SON: MIL DOSCIENTOS CINCUENTA Y 80/100 SOLES', { size: 8, bold: true }],
    [380, 306, 'Op. Gravada', { size: 8.5 }], R(549, 306, 'S/ 1,060.00', { size: 8.5 }),
    [380, 320, 'Op. Exonerada', { size: 8.5 }], R(549, 320, 'S/ 0.00', { size: 8.5 }),
    [380, 334, 'Op. Inafecta', { size: 8.5 }], R(549, 334, 'S/ 0.00', { size: 8.5 }),
    [380, 348, 'Descuentos', { size: 8.5 }], R(549, 348, 'S/ 0.00', { size: 8.5 }),
    [380, 362, 'I.G.V. 18%', { size: 8.5 }], R(549, 362, 'S/ 190.80', { size: 8.5 }),
    [375, 374, '#RECT 180 20 #e5e7eb'],
    [380, 379, 'Importe Total', { size: 9.5, bold: true }], R(549, 379, 'S/ 1,250.80', { size: 9.5, bold: true }),
    [40, 328, 'Información del crédito', { size: 8, bold: true }],
    [40, 341, 'Monto neto pendiente de pago: S/ 1,250.80', { size: 7.5 }],
    [40, 352, 'Total de cuotas: 1', { size: 7.5 }],
    [40, 366, 'Nº Cuota', { size: 7, bold: true }], [100, 366, 'Fec. Venc.', { size: 7, bold: true }], R(230, 366, 'Monto', { size: 7, bold: true }),
    [40, 377, '001', { size: 7.5 }], [100, 377, '18/12/2026', { size: 7.5 }], R(230, 377, '1,250.80', { size: 7.5 }),
    [40, 412, 'Observaciones: entrega en local Av. José Larco 1150. Los valores unitarios no incluyen IGV.', { size: 7.5 }],
    [40, 424, 'Cta. Cte. Soles Banco Andino del Perú 191-4471820-0-18 · CCI 002-191-004471820018-55', { size: 7.5 }],
    ...qr(40, 454, 70, 4471),
    [120, 462, 'Representación impresa de la FACTURA ELECTRÓNICA, consulte en www.selvaalta.pe/cpe', { size: 7 }],
    [120, 474, 'Autorizado mediante Resolución de Intendencia Nº 034-005-0004471/SUNAT', { size: 7 }],
    [120, 486, 'Resumen: Xq4L8v2PzN0aRtY7wK3mB1cD9eF=', { size: 7 }],
  ] },

  // Brazilian IT firm's DANFSe for an NFS-e (A4), every value in a labelled box: a "Q&B" block, DANFSe v1.0,
  // the municipality and a QR; Chave de Acesso, Número da NFS-e 4471, Competência 11/2026, emission 19/11/2026
  // 14:32:10, DPS number, series and time; EMITENTE (Quintela & Barros Tecnologia Ltda., CNPJ, IM) and TOMADOR
  // grids; the service code and a prose description (40 h × R$ 150,00 and 10 users × R$ 85,00); ISSQN
  // Operação Tributável, 5,00 %, ISSQN Apurado R$ 342,50, Retido pelo Tomador; federal taxes "-"; Valor do
  // Serviço R$ 6.850,00, ISSQN Retido R$ 342,50 and a shaded Valor Líquido da NFS-e R$ 6.507,50; approximate
  // taxes (IBPT); the boleto due 05/12/2026 in the complementary information.
  { name: 'ti-br-danfse-nota-fiscal-de-servico-eletronica-cnpj-campos-em-caixas-issqn-5-retido-pelo-tomador-valor-liquido-tributos-aproximados', kind: 'invoice', expect: { vendorName: 'Quintela & Barros Tecnologia Ltda.', invoiceNumber: '4471', invoiceDate: '2026-11-19', dueDate: '2026-12-05', total: 6507.5, currency: 'BRL' }, cells: [
    [30, 28, '#RECT 60 40 #1d4ed8'],
    [44.5, 42, 'Q&B', { size: 14, bold: true, width: -1 }],
    [100, 30, 'DANFSe v1.0', { size: 12, bold: true }],
    [100, 46, 'Documento Auxiliar da NFS-e', { size: 8 }],
    [100, 56, 'Nota Fiscal de Serviço eletrônica', { size: 8 }],
    [253.5, 36, 'PREFEITURA DO MUNICÍPIO DE SÃO PAULO', { size: 9, bold: true }],
    [295.5, 49, 'Secretaria Municipal da Fazenda', { size: 7.5 }],
    ...qr(509, 24, 52, 6850),
    ...field(30, 80, 280, 26, 'Chave de Acesso da NFS-e', '35503082212447182000109000000000004471261182045570', { size: 7.5 }),
    ...field(310, 80, 80, 26, 'Número da NFS-e', '4471', { bold: true }),
    ...field(390, 80, 75, 26, 'Competência da NFS-e', '11/2026'),
    ...field(465, 80, 100, 26, 'Data e Hora da emissão da NFS-e', '19/11/2026 14:32:10'),
    ...field(30, 106, 100, 26, 'Número da DPS', '5521'),
    ...field(130, 106, 80, 26, 'Série da DPS', '900'),
    ...field(210, 106, 130, 26, 'Data e Hora da emissão da DPS', '19/11/2026 14:31:58'),
    ...field(340, 106, 100, 26, 'Situação', 'Normal'),
    ...field(440, 106, 125, 26, 'Finalidade', 'NFS-e normal'),
    [30, 140, '#RECT 535 14 #e5e7eb'], [34, 143, 'EMITENTE DA NFS-e', { size: 7.5, bold: true }], R(561, 143, 'Prestador do Serviço', { size: 7 }),
    ...field(30, 154, 150, 26, 'CNPJ / CPF / NIF', '12.447.182/0001-09'),
    ...field(180, 154, 120, 26, 'Inscrição Municipal', '4.471.820-3'),
    ...field(300, 154, 110, 26, 'Telefone', '(11) 3447-1820'),
    ...field(410, 154, 155, 26, 'Simples Nacional na Data de Competência', 'Não optante'),
    ...field(30, 180, 270, 26, 'Nome / Nome Empresarial', 'Quintela & Barros Tecnologia Ltda.', { bold: true }),
    ...field(300, 180, 265, 26, 'E-mail', 'fiscal@quintelabarros.com.br'),
    ...field(30, 206, 270, 26, 'Endereço', 'Rua Vergueiro, 4471, Conj. 82 - Vila Mariana'),
    ...field(300, 206, 130, 26, 'Município', 'São Paulo - SP'),
    ...field(430, 206, 135, 26, 'CEP', '04101-300'),
    [30, 240, '#RECT 535 14 #e5e7eb'], [34, 243, 'TOMADOR DO SERVIÇO', { size: 7.5, bold: true }],
    ...field(30, 254, 150, 26, 'CNPJ / CPF / NIF', '21.118.204/0001-47'),
    ...field(180, 254, 120, 26, 'Inscrição Municipal', '6.118.204-0'),
    ...field(300, 254, 110, 26, 'Telefone', '(11) 2118-2040'),
    ...field(410, 254, 155, 26, 'E-mail', 'financeiro@sorrisopaulista.com.br', { size: 7 }),
    ...field(30, 280, 270, 26, 'Nome / Nome Empresarial', 'Clínica Odontológica Sorriso Paulista Ltda.'),
    ...field(300, 280, 265, 26, 'Endereço', 'Av. Jabaquara, 1182 - Saúde, São Paulo - SP'),
    [30, 314, '#RECT 535 14 #e5e7eb'], [34, 317, 'SERVIÇO PRESTADO', { size: 7.5, bold: true }],
    ...field(30, 328, 270, 26, 'Código de Tributação Nacional', '01.07.01 - Suporte técnico em informática'),
    ...field(300, 328, 130, 26, 'Código de Tributação Municipal', '02919'),
    ...field(430, 328, 135, 26, 'Local da Prestação', 'São Paulo - SP'),
    [30, 354, '#RECT 535 60 black stroke'],
    [34, 357, 'Descrição do Serviço', { size: 6 }],
    [34, 368, 'Suporte técnico e manutenção do sistema de gestão da clínica referente a outubro/2026, contrato nº 0447/2025:', { size: 8 }],
    [34, 380, '- Suporte técnico remoto e presencial: 40 horas x R$ 150,00 = R$ 6.000,00', { size: 8 }],
    [34, 392, '- Licenciamento do módulo de agenda on-line: 10 usuários x R$ 85,00 = R$ 850,00', { size: 8 }],
    [30, 420, '#RECT 535 14 #e5e7eb'], [34, 423, 'TRIBUTAÇÃO MUNICIPAL', { size: 7.5, bold: true }],
    ...field(30, 434, 135, 26, 'Tributação do ISSQN', 'Operação Tributável'),
    ...field(165, 434, 135, 26, 'Município de Incidência do ISSQN', 'São Paulo - SP'),
    ...field(300, 434, 130, 26, 'Regime Especial de Tributação', 'Nenhum'),
    ...field(430, 434, 135, 26, 'Retenção do ISSQN', 'Retido pelo Tomador'),
    ...field(30, 460, 135, 26, 'Valor do Serviço', 'R$ 6.850,00'),
    ...field(165, 460, 135, 26, 'BC ISSQN', 'R$ 6.850,00'),
    ...field(300, 460, 130, 26, 'Alíquota Aplicada', '5,00%'),
    ...field(430, 460, 135, 26, 'ISSQN Apurado', 'R$ 342,50'),
    [30, 494, '#RECT 535 14 #e5e7eb'], [34, 497, 'TRIBUTAÇÃO FEDERAL', { size: 7.5, bold: true }],
    ...field(30, 508, 135, 26, 'IRRF', '-'),
    ...field(165, 508, 135, 26, 'Contribuição Social - CSLL', '-'),
    ...field(300, 508, 130, 26, 'PIS', '-'),
    ...field(430, 508, 135, 26, 'COFINS', '-'),
    [30, 542, '#RECT 535 14 #e5e7eb'], [34, 545, 'VALOR TOTAL DA NFS-E', { size: 7.5, bold: true }],
    ...field(30, 556, 135, 26, 'Valor do Serviço', 'R$ 6.850,00'),
    ...field(165, 556, 135, 26, 'Desconto Condicionado', 'R$ -'),
    ...field(300, 556, 130, 26, 'Desconto Incondicionado', 'R$ -'),
    ...field(430, 556, 135, 26, 'ISSQN Retido', 'R$ 342,50'),
    ...field(30, 582, 270, 28, 'IRRF, CSLL, PIS e COFINS Retidos', 'R$ -'),
    [301, 583, '#RECT 263 26 #dbeafe'],
    ...field(300, 582, 265, 28, 'Valor Líquido da NFS-e', 'R$ 6.507,50', { size: 10, bold: true }),
    [30, 618, '#RECT 535 14 #e5e7eb'], [34, 621, 'TOTAIS APROXIMADOS DOS TRIBUTOS', { size: 7.5, bold: true }],
    ...field(30, 632, 135, 26, 'Federais', 'R$ 927,49'),
    ...field(165, 632, 135, 26, 'Estaduais', 'R$ 0,00'),
    ...field(300, 632, 130, 26, 'Municipais', 'R$ 342,50'),
    ...field(430, 632, 135, 26, 'Fonte', 'IBPT'),
    [30, 666, '#RECT 535 14 #e5e7eb'], [34, 669, 'INFORMAÇÕES COMPLEMENTARES', { size: 7.5, bold: true }],
    [30, 680, '#RECT 535 46 black stroke'],
    [34, 686, 'Pagamento via boleto bancário com vencimento em 05/12/2026. Contrato 0447/2025 · Pedido 1182.', { size: 7.5 }],
    [34, 698, 'O ISSQN foi retido pelo tomador, que deve recolhê-lo ao Município até o dia 10 do mês seguinte.', { size: 7.5 }],
    [34, 710, 'PIS, COFINS e CSLL não retidos: valor abaixo do limite legal.', { size: 7.5 }],
  ] },

  // Philippine restaurant-supply corporation's SALES INVOICE (half Letter, 396 × 612): the centred letterhead
  // with VAT Reg. TIN; SALES INVOICE and "No. 004471"; underlined form fields (Sold to, TIN, Business Address,
  // Business Style, Date 11/20/2026, Terms 30 days, P.O. No., SC/PWD ID No.); a ruled grid QTY / UNIT /
  // ARTICLES / UNIT PRICE / AMOUNT with four VAT-inclusive lines and "nothing follows"; VATable Sales
  // 60,000.00, VAT-Exempt and Zero-Rated 0.00, VAT Amount 7,200.00; the right-hand block Total Sales (VAT
  // Inclusive) 67,200.00 … Add: VAT, "Less: Withholding Tax (1%)" 600.00, TOTAL AMOUNT DUE PHP 66,600.00;
  // signature lines and the ATP / printer footer.
  { name: 'restaurant-supply-ph-sales-invoice-half-letter-vat-reg-tin-letterhead-centred-vatable-exempt-zero-rated-less-withholding-total-amount-due', kind: 'invoice', size: [396, 612], expect: { vendorName: 'TALA KITCHEN & RESTAURANT SUPPLY CORP.', invoiceNumber: '004471', invoiceDate: '2026-11-20', subtotal: 60000, tax: 7200, total: 66600, currency: 'PHP' },
    items: [['Stainless steel stock pot, 40 L', 4, 4480, 17920], ['Commercial rice cooker, 10 L', 2, 9800, 19600],
      ['Melamine dinner plate 10" white', 10, 1120, 11200], ['Chafing dish, rectangular, 9 L', 6, 3080, 18480]], cells: [
    [72.5, 22, 'TALA KITCHEN & RESTAURANT SUPPLY CORP.', { size: 11, bold: true }],
    [110.5, 37, 'Unit 4, 118 Sgt. Rivera St., Brgy. Manresa, Quezon City 1115', { size: 6.5 }],
    [101, 46, 'Tel. (02) 8447-1820 · Mobile 0917-447-1820 · sales@talakitchen.ph', { size: 6.5 }],
    [144, 55, 'VAT Reg. TIN: 009-447-182-00000', { size: 7, bold: true }],
    [24, 72, 'SALES INVOICE', { size: 13, bold: true }], R(372, 72, 'No. 004471', { size: 13, bold: true }),
    [24, 96, 'Sold to:', { size: 7 }], [64, 95, 'Casa Ilocandia Restaurant Inc.', { size: 7.5 }], [62, 104, '#RECT 196 0.4 black'],
    [266, 96, 'Date:', { size: 7 }], [296, 95, '11/20/2026', { size: 7.5 }], [294, 104, '#RECT 78 0.4 black'],
    [24, 110, 'TIN:', { size: 7 }], [64, 109, '008-118-204-00000', { size: 7.5 }], [62, 118, '#RECT 196 0.4 black'],
    [266, 110, 'Terms:', { size: 7 }], [296, 109, '30 days', { size: 7.5 }], [294, 118, '#RECT 78 0.4 black'],
    [24, 124, 'Business Address:', { size: 7 }], [88, 123, '21 Tomas Morato Ave., Quezon City', { size: 7.5 }], [86, 132, '#RECT 172 0.4 black'],
    [266, 124, 'P.O. No.:', { size: 7 }], [302, 123, '2026-0318', { size: 7.5 }], [300, 132, '#RECT 72 0.4 black'],
    [24, 138, 'Business Style:', { size: 7 }], [82, 137, 'Casa Ilocandia', { size: 7.5 }], [80, 146, '#RECT 178 0.4 black'],
    [266, 138, 'SC/PWD ID No.:', { size: 7 }], [320, 146, '#RECT 52 0.4 black'],
    [24, 156, '#RECT 348 14 #e5e7eb'],
    [24, 156, '#RECT 348 112 black stroke'], [24, 170, '#RECT 348 0 black stroke'],
    [50, 156, '#RECT 0 112 black stroke'], [80, 156, '#RECT 0 112 black stroke'], [250, 156, '#RECT 0 112 black stroke'], [310, 156, '#RECT 0 112 black stroke'],
    [30.5, 160, 'QTY', { size: 6.5, bold: true }], [57.5, 160, 'UNIT', { size: 6.5, bold: true }], [149, 160, 'ARTICLES', { size: 6.5, bold: true }],
    [261.5, 160, 'UNIT PRICE', { size: 6.5, bold: true }], [326.5, 160, 'AMOUNT', { size: 6.5, bold: true }],
    [35, 176, '4', { size: 7 }], [59.5, 176, 'pcs', { size: 7 }], [84, 176, 'Stainless steel stock pot, 40 L', { size: 7 }], R(306, 176, '4,480.00', { size: 7 }), R(368, 176, '17,920.00', { size: 7 }),
    [35, 190, '2', { size: 7 }], [57.5, 190, 'units', { size: 7 }], [84, 190, 'Commercial rice cooker, 10 L', { size: 7 }], R(306, 190, '9,800.00', { size: 7 }), R(368, 190, '19,600.00', { size: 7 }),
    [33, 204, '10', { size: 7 }], [59.5, 204, 'doz', { size: 7 }], [84, 204, 'Melamine dinner plate 10" white', { size: 7 }], R(306, 204, '1,120.00', { size: 7 }), R(368, 204, '11,200.00', { size: 7 }),
    [35, 218, '6', { size: 7 }], [58.5, 218, 'sets', { size: 7 }], [84, 218, 'Chafing dish, rectangular, 9 L', { size: 7 }], R(306, 218, '3,080.00', { size: 7 }), R(368, 218, '18,480.00', { size: 7 }),
    [136.5, 236, '*** nothing follows ***', { size: 6 }],
    [24, 278, 'VATable Sales', { size: 6.5 }], R(160, 278, '60,000.00', { size: 6.5 }),
    [24, 289, 'VAT-Exempt Sales', { size: 6.5 }], R(160, 289, '0.00', { size: 6.5 }),
    [24, 300, 'Zero-Rated Sales', { size: 6.5 }], R(160, 300, '0.00', { size: 6.5 }),
    [24, 311, 'VAT Amount', { size: 6.5 }], R(160, 311, '7,200.00', { size: 6.5 }),
    [200, 278, 'Total Sales (VAT Inclusive)', { size: 6.5 }], R(368, 278, '67,200.00', { size: 6.5 }),
    [200, 289, 'Less: VAT', { size: 6.5 }], R(368, 289, '7,200.00', { size: 6.5 }),
    [200, 300, 'Amount: Net of VAT', { size: 6.5 }], R(368, 300, '60,000.00', { size: 6.5 }),
    [200, 311, 'Less: SC/PWD Discount', { size: 6.5 }], R(368, 311, '0.00', { size: 6.5 }),
    [200, 322, 'Amount Due', { size: 6.5 }], R(368, 322, '60,000.00', { size: 6.5 }),
    [200, 333, 'Add: VAT', { size: 6.5 }], R(368, 333, '7,200.00', { size: 6.5 }),
    [200, 344, 'Less: Withholding Tax (1%)', { size: 6.5 }], R(368, 344, '600.00', { size: 6.5 }),
    [200, 355, '#RECT 172 0.6 black'],
    [200, 360, 'TOTAL AMOUNT DUE', { size: 8, bold: true }], R(368, 360, 'PHP 66,600.00', { size: 8, bold: true }),
    [24, 330, 'Received the above goods in good', { size: 6.5 }],
    [24, 339, 'order and condition.', { size: 6.5 }],
    [24, 384, '#RECT 140 0.4 black'], [24, 387, 'Customer signature over printed name', { size: 5.5 }],
    [232, 400, '#RECT 140 0.4 black'], [232, 403, 'Cashier / Authorized Representative', { size: 5.5 }],
    [24, 560, 'BIR Authority to Print No. 0AU1182044712 · Date Issued: 03/15/2025 · 50 Bklts. (50x3) 000001-002500', { size: 5 }],
    [24, 568, 'Printer: Masagana Press, 44 Kamuning Rd., Quezon City · TIN 123-447-182-00000', { size: 5 }],
    [24, 576, 'Printer Accreditation No. 039MP20250000004471 · Date Issued: 01/10/2025', { size: 5 }],
  ] },

  // Kenyan office-supplies company's TAX INVOICE (A4): a green "KOS" logo block, the Ltd with address, phone
  // and KRA PIN; TAX INVOICE and label / value lines right (Invoice No. KOS/INV/26/0447, Invoice Date
  // 20-Nov-2026, Due Date 04-Dec-2026, LPO No., Account); bill-to with the customer's PIN, deliver-to; a KRA
  // eTIMS box with the CU serial and CU invoice number; a dark header over Item Code / Description / Qty / Unit
  // Price (KES) / VAT / Amount (KES); Total Excl. VAT 158,000.00, VAT @ 16% 25,280.00, a shaded Total Incl. VAT
  // (KES) 183,280.00; the amount in words; HOW TO PAY with the M-PESA paybill and the bank; terms, warranty
  // and a paid previous invoice; the company footer.
  { name: 'office-supplies-ke-tax-invoice-logo-letterhead-kra-pin-etims-cu-invoice-number-vat-16-amount-in-words-mpesa-paybill-bank-details', kind: 'invoice', expect: { vendorName: 'Kilima Office Solutions Ltd', invoiceNumber: 'KOS/INV/26/0447', invoiceDate: '2026-11-20', dueDate: '2026-12-04', subtotal: 158000, tax: 25280, total: 183280, currency: 'KES' },
    items: [['Multifunction laser printer A4, duplex', 2, 38500, 77000], ['Toner cartridge black, 3,000 pages', 6, 6250, 37500],
      ['Copy paper A4 80gsm, box of 5 reams', 10, 3450, 34500], ['Installation & network setup', 1, 9000, 9000]], cells: [
    [40, 36, '#RECT 62 62 #15803d'],
    [53, 59, 'KOS', { size: 17, bold: true, width: -1 }],
    [112, 36, 'Kilima Office Solutions Ltd', { size: 15, bold: true }],
    [112, 55, 'Printers · Copiers · Stationery · IT Support', { size: 8 }],
    [112, 66, 'Bellevue Business Park, Block C, Mombasa Road', { size: 8 }],
    [112, 77, 'P.O. Box 44718-00100, Nairobi, Kenya', { size: 8 }],
    [112, 88, 'Tel: +254 20 447 1820 · accounts@kilimaoffice.co.ke', { size: 8 }],
    [112, 99, 'KRA PIN: P051447182K', { size: 8, bold: true }],
    R(555, 34, 'TAX INVOICE', { size: 18, bold: true, width: 200 }),
    [400, 62, 'Invoice No.', { size: 8.5 }], R(555, 62, 'KOS/INV/26/0447', { size: 8.5, bold: true }),
    [400, 76, 'Invoice Date', { size: 8.5 }], R(555, 76, '20-Nov-2026', { size: 8.5 }),
    [400, 90, 'Due Date', { size: 8.5 }], R(555, 90, '04-Dec-2026', { size: 8.5 }),
    [400, 104, 'LPO No.', { size: 8.5 }], R(555, 104, 'LPO-2291', { size: 8.5 }),
    [400, 118, 'Account', { size: 8.5 }], R(555, 118, 'TGH-0118', { size: 8.5 }),
    [40, 138, 'BILL TO', { size: 7.5, bold: true }],
    [40, 150, 'Tembo Grove Hotel Ltd', { size: 9.5, bold: true }],
    [40, 163, 'P.O. Box 118-80100, Mombasa', { size: 8.5 }],
    [40, 175, 'Links Road, Nyali', { size: 8.5 }],
    [40, 187, 'Customer PIN: P051118204M', { size: 8.5 }],
    [228, 138, 'DELIVER TO', { size: 7.5, bold: true }],
    [228, 150, 'Tembo Grove Hotel – Back Office', { size: 8.5 }],
    [228, 163, 'Attn: Mr. Otieno, Procurement', { size: 8.5 }],
    [228, 175, 'Delivery Note: DN-0882', { size: 8.5 }],
    [400, 136, '#RECT 155 60 black stroke'],
    [405, 141, 'KRA eTIMS', { size: 7, bold: true }],
    [405, 152, 'CU Serial No.: KRACU0300004471', { size: 6.5 }],
    [405, 161, 'CU Invoice No.: 0300004471/182', { size: 6.5 }],
    [405, 170, 'Internal Data: 7QXA-44KL-M2ZP-1182', { size: 6.5 }],
    [405, 179, 'Receipt Signature: 4471-8204-XK2M', { size: 6.5 }],
    [40, 210, '#RECT 515 18 #15803d'],
    [46, 215, 'Item Code', { size: 7.5, bold: true, width: -1 }], [104, 215, 'Description', { size: 7.5, bold: true, width: -1 }], R(360, 215, 'Qty', { size: 7.5, bold: true, width: -1 }),
    R(445, 215, 'Unit Price (KES)', { size: 7.5, bold: true, width: -1 }), R(482, 215, 'VAT', { size: 7.5, bold: true, width: -1 }), R(549, 215, 'Amount (KES)', { size: 7.5, bold: true, width: -1 }),
    [46, 236, 'PR-4471', { size: 8.5 }], [104, 236, 'Multifunction laser printer A4, duplex', { size: 8.5 }], R(360, 236, '2', { size: 8.5 }), R(445, 236, '38,500.00', { size: 8.5 }), R(482, 236, '16%', { size: 8.5 }), R(549, 236, '77,000.00', { size: 8.5 }),
    [46, 252, 'TN-210', { size: 8.5 }], [104, 252, 'Toner cartridge black, 3,000 pages', { size: 8.5 }], R(360, 252, '6', { size: 8.5 }), R(445, 252, '6,250.00', { size: 8.5 }), R(482, 252, '16%', { size: 8.5 }), R(549, 252, '37,500.00', { size: 8.5 }),
    [46, 268, 'PP-A4-5', { size: 8.5 }], [104, 268, 'Copy paper A4 80gsm, box of 5 reams', { size: 8.5 }], R(360, 268, '10', { size: 8.5 }), R(445, 268, '3,450.00', { size: 8.5 }), R(482, 268, '16%', { size: 8.5 }), R(549, 268, '34,500.00', { size: 8.5 }),
    [46, 284, 'SV-INS', { size: 8.5 }], [104, 284, 'Installation & network setup', { size: 8.5 }], R(360, 284, '1', { size: 8.5 }), R(445, 284, '9,000.00', { size: 8.5 }), R(482, 284, '16%', { size: 8.5 }), R(549, 284, '9,000.00', { size: 8.5 }),
    [40, 300, '#RECT 515 0.6 black'],
    [380, 310, 'Total Excl. VAT', { size: 8.5 }], R(549, 310, '158,000.00', { size: 8.5 }),
    [380, 324, 'VAT @ 16%', { size: 8.5 }], R(549, 324, '25,280.00', { size: 8.5 }),
    [375, 336, '#RECT 180 20 #dcfce7'],
    [380, 341, 'Total Incl. VAT (KES)', { size: 9, bold: true }], R(549, 341, '183,280.00', { size: 9, bold: true }),
    [40, 310, 'Amount in words:', { size: 7.5, bold: true }],
    [40, 321, 'Kenya Shillings One Hundred Eighty-Three Thousand', { size: 7.5 }],
    [40, 331, 'Two Hundred and Eighty Only', { size: 7.5 }],
    [40, 372, '#RECT 515 72 black stroke'],
    [46, 378, 'HOW TO PAY', { size: 8, bold: true }],
    [46, 392, 'M-PESA Paybill', { size: 8, bold: true }],
    [46, 404, 'Business No.: 447182', { size: 8 }],
    [46, 416, 'Account No.: KOS0447', { size: 8 }],
    [300, 392, 'Bank transfer', { size: 8, bold: true }],
    [300, 404, 'Jamhuri Commercial Bank · Industrial Area Branch', { size: 8 }],
    [300, 416, 'A/C Name: Kilima Office Solutions Ltd', { size: 8 }],
    [300, 428, 'A/C No.: 0447182009 (KES) · SWIFT JCBKKENX', { size: 8 }],
    [40, 458, 'Terms: 14 days from invoice date. Interest of 1.5% per month is charged on overdue balances.', { size: 7.5 }],
    [40, 469, 'Warranty: printers 12 months carry-in; toner and paper are not covered.', { size: 7.5 }],
    [40, 480, 'Goods remain the property of Kilima Office Solutions Ltd until paid in full.', { size: 7.5 }],
    [40, 491, 'Previous invoice KOS/INV/26/0391 (KES 12,400.00) was paid on 06-Nov-2026 – thank you.', { size: 7.5 }],
    [163, 790, 'Kilima Office Solutions Ltd · Company No. PVT-LRU4471820 · Directors: J. Wanjiru, P. Mwangi', { size: 6.5 }],
  ] },

  // Singapore caterer's TAX INVOICE (A4): the title top left; a "TE" logo block and the Pte. Ltd. with
  // address, UEN and GST Reg. No. right-aligned under it; a row of stacked labels (INVOICE NO. TEC-26-0447,
  // DATE 19 Nov 2026, DUE DATE 19 Dec 2026, TERMS 30 days, YOUR REF); bill-to and event blocks; four lines
  // with Qty and Unit (120 pax, 1 lot, 240 pax, 1 trip); Subtotal 3,553.00, GST 9% 319.77, Total 3,872.77 and
  // a dark "Amount payable (SGD) 3,872.77"; a USD reference amount; PayNow, bank and a QR; headcount notes.
  { name: 'catering-sg-tax-invoice-vendor-right-column-uen-gst-reg-stacked-labels-pax-quantities-gst-9-amount-payable-sgd-usd-reference-paynow', kind: 'invoice', expect: { vendorName: 'Tanjong Ember Catering Pte. Ltd.', invoiceNumber: 'TEC-26-0447', invoiceDate: '2026-11-19', dueDate: '2026-12-19', subtotal: 3553, tax: 319.77, total: 3872.77, currency: 'SGD' },
    items: [['Corporate lunch buffet – Menu B (8 courses)', 120, 18.5, 2220], ['Live pasta station incl. chef', 1, 480, 480],
      ['Coffee & tea break (2 sessions)', 240, 3.2, 768], ['Delivery, setup & collection', 1, 85, 85]], cells: [
    [40, 40, 'TAX INVOICE', { size: 22, bold: true }],
    [521, 34, '#RECT 34 34 #ea580c'],
    [529.5, 45, 'TE', { size: 13, bold: true, width: -1 }],
    R(555, 76, 'Tanjong Ember Catering Pte. Ltd.', { size: 11, bold: true, width: 300 }),
    R(555, 91, '18 Kaki Bukit View, #04-47', { size: 8, width: 300 }),
    R(555, 101, 'Singapore 415956', { size: 8, width: 300 }),
    R(555, 111, 'T +65 6447 1820 · accounts@tanjongember.sg', { size: 8, width: 300 }),
    R(555, 121, 'UEN 201944718K · GST Reg. No. 201944718K', { size: 8, width: 300 }),
    [40, 150, 'INVOICE NO.', { size: 7, bold: true }], [150, 150, 'DATE', { size: 7, bold: true }], [250, 150, 'DUE DATE', { size: 7, bold: true }],
    [350, 150, 'TERMS', { size: 7, bold: true }], [450, 150, 'YOUR REF', { size: 7, bold: true }],
    [40, 161, 'TEC-26-0447', { size: 9.5 }], [150, 161, '19 Nov 2026', { size: 9.5 }], [250, 161, '19 Dec 2026', { size: 9.5 }],
    [350, 161, '30 days', { size: 9.5 }], [450, 161, 'PO-7720', { size: 9.5 }],
    [40, 178, '#RECT 515 0.6 black'],
    [40, 190, 'BILL TO', { size: 7, bold: true }],
    [40, 201, 'Lumina Analytics Pte. Ltd.', { size: 9.5, bold: true }],
    [40, 214, 'Attn: Ms. Rachel Tan, Office Manager', { size: 8.5 }],
    [40, 226, '1 Science Park Drive, #03-12', { size: 8.5 }],
    [40, 238, 'Singapore 118221', { size: 8.5 }],
    [330, 190, 'EVENT', { size: 7, bold: true }],
    [330, 201, 'Town hall lunch, 21 Nov 2026', { size: 8.5 }],
    [330, 214, 'Venue: Level 3 atrium, 120 pax', { size: 8.5 }],
    [330, 226, 'Service: 11:30 am – 3:00 pm', { size: 8.5 }],
    [40, 258, '#RECT 515 18 #fed7aa'],
    [46, 263, 'Description', { size: 7.5, bold: true }], R(388, 263, 'Qty', { size: 7.5, bold: true }), [394, 263, 'Unit', { size: 7.5, bold: true }],
    R(475, 263, 'Unit price', { size: 7.5, bold: true }), R(549, 263, 'Amount (SGD)', { size: 7.5, bold: true }),
    [46, 284, 'Corporate lunch buffet – Menu B (8 courses)', { size: 8.5 }], R(388, 284, '120', { size: 8.5 }), [394, 284, 'pax', { size: 8.5 }], R(475, 284, '18.50', { size: 8.5 }), R(549, 284, '2,220.00', { size: 8.5 }),
    [46, 300, 'Live pasta station incl. chef', { size: 8.5 }], R(388, 300, '1', { size: 8.5 }), [394, 300, 'lot', { size: 8.5 }], R(475, 300, '480.00', { size: 8.5 }), R(549, 300, '480.00', { size: 8.5 }),
    [46, 316, 'Coffee & tea break (2 sessions)', { size: 8.5 }], R(388, 316, '240', { size: 8.5 }), [394, 316, 'pax', { size: 8.5 }], R(475, 316, '3.20', { size: 8.5 }), R(549, 316, '768.00', { size: 8.5 }),
    [46, 332, 'Delivery, setup & collection', { size: 8.5 }], R(388, 332, '1', { size: 8.5 }), [394, 332, 'trip', { size: 8.5 }], R(475, 332, '85.00', { size: 8.5 }), R(549, 332, '85.00', { size: 8.5 }),
    [40, 348, '#RECT 515 0.6 black'],
    [380, 360, 'Subtotal', { size: 8.5 }], R(549, 360, '3,553.00', { size: 8.5 }),
    [380, 374, 'GST 9%', { size: 8.5 }], R(549, 374, '319.77', { size: 8.5 }),
    [380, 388, 'Total', { size: 8.5, bold: true }], R(549, 388, '3,872.77', { size: 8.5, bold: true }),
    [375, 402, '#RECT 180 24 #ea580c'],
    [380, 410, 'Amount payable (SGD)', { size: 9.5, bold: true, width: -1 }], R(549, 409, '3,872.77', { size: 10, bold: true, width: -1 }),
    [40, 360, 'For reference only: USD 2,879.38 at 1 USD = 1.3450 SGD.', { size: 7.5 }],
    [40, 450, 'Payment', { size: 8, bold: true }],
    [40, 462, 'PayNow to UEN 201944718K (Tanjong Ember Catering Pte. Ltd.)', { size: 8 }],
    [40, 474, 'Bank transfer: Straits Harbour Bank · Acct 447-182046-0 · SWIFT SHBKSGSG', { size: 8 }],
    [40, 486, 'Please quote TEC-26-0447 with your payment.', { size: 8 }],
    ...qr(480, 444, 70, 3872),
    [40, 530, 'Headcount confirmed at 120 pax on 14 Nov 2026; the count may not be reduced after 17 Nov 2026.', { size: 7.5 }],
    [40, 541, 'Halal-certified kitchen. Leftover food is not packed for take-away.', { size: 7.5 }],
    [200.5, 790, 'This is a computer-generated invoice. No signature is required.', { size: 7 }],
  ] },

  // Mexican restaurant ticket (80 mm): "El Fogón de Tía Chela", the S.A. de C.V. with RFC and address; mesa,
  // personas, mesero, orden, cuenta and 21/11/2026 21:47; CANT / DESCRIPCIÓN / P.U. / IMPORTE with six lines;
  // SUBTOTAL $887.93, IVA 16% $142.07, TOTAL $1,030.00; "Forma de pago: TARJETA DE CRÉDITO" and the amount in
  // words; a PROPINA SUGERIDA table (10 % $103.00, 15 % $154.50, 20 % $206.00) and "no está incluida";
  // PROPINA $ 150.00 and TOTAL $ 1,180.00 written in large on the blank lines, a signature line; the
  // invoicing deadline 30/11/2026.
  { name: 'restaurante-mx-ticket-consumo-mesa-mesero-subtotal-iva-16-propina-sugerida-10-15-20-propina-y-total-escritos-a-mano-tarjeta', kind: 'receipt', size: [226, 432], expect: { vendorName: 'Grupo Gastronómico Chela, S.A. de C.V.', invoiceDate: '2026-11-21', subtotal: 887.93, tax: 142.07, tip: 150, total: 1180, currency: 'MXN', paymentMethod: 'card' },
    items: [['TACOS DE ARRACHERA', 2, 145, 290], ['GUACAMOLE C/TOTOPOS', 1, 135, 135], ['SOPA DE TORTILLA', 1, 98, 98],
      ['ENCHILADAS SUIZAS', 2, 152, 304], ['AGUA DE HORCHATA 1/2 L', 3, 45, 135], ['FLAN NAPOLITANO', 1, 68, 68]], cells: [
    [45.5, 10, 'El Fogón de Tía Chela', { size: 13, bold: true }],
    [59, 28, 'COCINA MEXICANA TRADICIONAL', { size: 6.5, bold: true }],
    [50, 38, 'Grupo Gastronómico Chela, S.A. de C.V.', { size: 7 }],
    [81, 47, 'RFC GGC190521HT7', { size: 6.5 }],
    [58, 55, 'Calle Morelos 118, Centro, C.P. 37700', { size: 6.5 }],
    [44.5, 63, 'San Miguel de Allende, Gto. · Tel. 415 447 1820', { size: 6.5 }],
    [12, 78, 'Mesa: 14   Personas: 4', { size: 7 }], R(214, 78, 'Mesero: RAFA', { size: 7 }),
    [12, 87, 'Orden: 0447   Cuenta: 1182', { size: 7 }], R(214, 87, '21/11/2026 21:47', { size: 7 }),
    [12, 97, '#RECT 202 0.5 black'],
    [12, 102, 'CANT', { size: 6.5, bold: true }], [34, 102, 'DESCRIPCIÓN', { size: 6.5, bold: true }], R(172, 102, 'P.U.', { size: 6.5, bold: true }), R(214, 102, 'IMPORTE', { size: 6.5, bold: true }),
    [16, 113, '2', { size: 7.5 }], [34, 113, 'TACOS DE ARRACHERA', { size: 7.5 }], R(172, 113, '145.00', { size: 7.5 }), R(214, 113, '290.00', { size: 7.5 }),
    [16, 124, '1', { size: 7.5 }], [34, 124, 'GUACAMOLE C/TOTOPOS', { size: 7.5 }], R(172, 124, '135.00', { size: 7.5 }), R(214, 124, '135.00', { size: 7.5 }),
    [16, 135, '1', { size: 7.5 }], [34, 135, 'SOPA DE TORTILLA', { size: 7.5 }], R(172, 135, '98.00', { size: 7.5 }), R(214, 135, '98.00', { size: 7.5 }),
    [16, 146, '2', { size: 7.5 }], [34, 146, 'ENCHILADAS SUIZAS', { size: 7.5 }], R(172, 146, '152.00', { size: 7.5 }), R(214, 146, '304.00', { size: 7.5 }),
    [16, 157, '3', { size: 7.5 }], [34, 157, 'AGUA DE HORCHATA 1/2 L', { size: 7.5 }], R(172, 157, '45.00', { size: 7.5 }), R(214, 157, '135.00', { size: 7.5 }),
    [16, 168, '1', { size: 7.5 }], [34, 168, 'FLAN NAPOLITANO', { size: 7.5 }], R(172, 168, '68.00', { size: 7.5 }), R(214, 168, '68.00', { size: 7.5 }),
    [12, 180, '#RECT 202 0.5 black'],
    [12, 186, 'SUBTOTAL', { size: 8 }], R(214, 186, '$887.93', { size: 8 }),
    [12, 197, 'IVA 16%', { size: 8 }], R(214, 197, '$142.07', { size: 8 }),
    [12, 210, 'TOTAL', { size: 11, bold: true }], R(214, 210, '$1,030.00', { size: 11, bold: true }),
    [12, 227, 'Forma de pago: TARJETA DE CRÉDITO', { size: 7 }],
    [12, 237, '(MIL TREINTA PESOS 00/100 M.N.)', { size: 6.5 }],
    [12, 249, '#RECT 202 0.5 black'],
    [78, 255, 'PROPINA SUGERIDA', { size: 7, bold: true }],
    [30, 266, '10%  sobre consumo', { size: 7 }], R(196, 266, '$103.00', { size: 7 }),
    [30, 276, '15%  sobre consumo', { size: 7 }], R(196, 276, '$154.50', { size: 7 }),
    [30, 286, '20%  sobre consumo', { size: 7 }], R(196, 286, '$206.00', { size: 7 }),
    [51.5, 298, 'La propina es voluntaria y no está incluida.', { size: 6.5 }],
    [12, 318, 'PROPINA  $', { size: 8 }], [98, 312, '150.00', { size: 12, bold: true }], [66, 328, '#RECT 148 0.5 black'],
    [12, 344, 'TOTAL  $', { size: 8, bold: true }], [90, 337, '1,180.00', { size: 13, bold: true }], [66, 354, '#RECT 148 0.5 black'],
    [12, 370, 'FIRMA', { size: 8 }], [48, 379, '#RECT 166 0.5 black'],
    [12, 391, '¿Requiere factura? Solicítela en facturas.fogon', { size: 6.5 }],
    [12, 399, 'detiachela.mx a más tardar el 30/11/2026.', { size: 6.5 }],
    [62.5, 413, '¡GRACIAS POR SU VISITA!', { size: 8, bold: true }],
  ] },

  // Chilean supermarket BOLETA ELECTRÓNICA (80 mm): the store, the SpA with R.U.T. and giro; the boxed
  // BOLETA ELECTRÓNICA Nº 1182047 / S.I.I. - TEMUCO; "Fecha: 22-11-2026 Hora: 18:37", caja, cajero, trx; milk
  // "3 x $ 1.090", bread and avocados by the kilo, oil with an indented "DESC. OFERTA ACEITE -500", detergent;
  // TOTAL $ 16.726, TARJETA DE DÉBITO, VUELTO $ 0; "El IVA de esta boleta es: $ 2.671 (IVA incluido)"; UD.
  // AHORRÓ $ 500 and points; the SII timbre barcode; the card voucher "MONTO $ 16.726".
  { name: 'supermercado-cl-boleta-electronica-80mm-peso-por-kilo-descuento-oferta-total-iva-incluido-tarjeta-debito-timbre-sii-comprobante', kind: 'receipt', size: [226, 446], expect: { vendorName: 'Comercial Copihue del Sur SpA', invoiceDate: '2026-11-22', tax: 2671, total: 16726, currency: 'CLP', paymentMethod: 'card' },
    items: [['LECHE ENTERA 1L', 3, 1090, 3270], ['PAN MARRAQUETA KG', 0.846, 2390, 2022], ['PALTA HASS KG', 0.612, 4990, 3054],
      ['ACEITE MARAVILLA 1L', null, null, 2890], ['DESC. OFERTA ACEITE', null, null, -500], ['DETERGENTE LIQUIDO 3L', null, null, 5990]], cells: [
    [30.5, 10, 'SUPERMERCADO EL COPIHUE', { size: 11, bold: true }],
    [60, 26, 'Comercial Copihue del Sur SpA', { size: 7.5 }],
    [81, 36, 'R.U.T.: 76.118.447-2', { size: 7 }],
    [53.5, 45, 'Giro: Supermercado y venta de abarrotes', { size: 6.5 }],
    [59.5, 53, 'Av. Alemania 0447, Local 12, Temuco', { size: 6.5 }],
    [48, 64, '#RECT 130 36 black stroke'],
    [67, 69, 'BOLETA ELECTRÓNICA', { size: 8, bold: true }],
    [92, 79, 'Nº 1182047', { size: 8, bold: true }],
    [90, 89, 'S.I.I. - TEMUCO', { size: 6.5 }],
    [12, 108, 'Fecha: 22-11-2026  Hora: 18:37', { size: 7 }], R(214, 108, 'Caja: 04', { size: 7 }),
    [12, 117, 'Cajero: M. HUENCHUMAN', { size: 7 }], R(214, 117, 'Trx: 118204', { size: 7 }),
    [12, 127, '#RECT 202 0.5 black'],
    [12, 133, 'LECHE ENTERA 1L', { size: 7.5 }],
    [18, 142, '3 x $ 1.090', { size: 6.5 }], R(214, 142, '3.270', { size: 7.5 }),
    [12, 153, 'PAN MARRAQUETA KG', { size: 7.5 }],
    [18, 162, '0,846 kg x $ 2.390', { size: 6.5 }], R(214, 162, '2.022', { size: 7.5 }),
    [12, 173, 'PALTA HASS KG', { size: 7.5 }],
    [18, 182, '0,612 kg x $ 4.990', { size: 6.5 }], R(214, 182, '3.054', { size: 7.5 }),
    [12, 193, 'ACEITE MARAVILLA 1L', { size: 7.5 }], R(214, 193, '2.890', { size: 7.5 }),
    [18, 203, 'DESC. OFERTA ACEITE', { size: 7 }], R(214, 203, '-500', { size: 7.5 }),
    [12, 214, 'DETERGENTE LIQUIDO 3L', { size: 7.5 }], R(214, 214, '5.990', { size: 7.5 }),
    [12, 225, '#RECT 202 0.5 black'],
    [12, 231, 'TOTAL', { size: 11, bold: true }], R(214, 231, '$ 16.726', { size: 11, bold: true }),
    [12, 247, 'TARJETA DE DÉBITO', { size: 7.5 }], R(214, 247, '$ 16.726', { size: 7.5 }),
    [12, 257, 'VUELTO', { size: 7.5 }], R(214, 257, '$ 0', { size: 7.5 }),
    [12, 269, 'El IVA de esta boleta es: $ 2.671 (IVA incluido)', { size: 7 }],
    [12, 281, 'UD. AHORRÓ: $ 500', { size: 7, bold: true }],
    [12, 292, 'Puntos Copihue: 167 · Saldo: 2.310 puntos', { size: 6.5 }],
    ...bars(28, 304, 170, 48, 1182047),
    [78.5, 358, 'Timbre Electrónico SII', { size: 6.5, bold: true }],
    [47, 366, 'Res. 80 de 2014 · Verifique documento: www.sii.cl', { size: 6 }],
    [12, 379, '#RECT 202 0.5 black'],
    [67.5, 385, 'COMPROBANTE DE VENTA', { size: 7, bold: true }],
    [12, 395, 'DEBITO ****4471   CUOTAS: 0', { size: 6.5 }],
    [12, 404, 'MONTO', { size: 7.5, bold: true }], R(214, 404, '$ 16.726', { size: 7.5, bold: true }),
    [12, 414, 'COD. AUT. 447182   22/11/26 18:38', { size: 6.5 }],
    [62.5, 428, 'GRACIAS POR SU COMPRA', { size: 7.5, bold: true }],
  ] },

  // Brazilian padaria's NFC-e consumer copy (80 mm): trade name, the LTDA in capitals with CNPJ and IE;
  // "Documento Auxiliar da Nota Fiscal de Consumidor Eletrônica"; Código / Descrição / Qtde / Un / Vl Unit /
  // Vl Total with pão francês 0,650 KG × 19,90; Qtde. total de itens 5, Valor total R$ 59,13, Desconto 0,00,
  // Valor a Pagar R$ 59,13; FORMA PAGAMENTO PIX 59,13, Troco 0,00; Lei 12.741 approximate taxes R$ 9,87;
  // "NFC-e nº 004471 Série 001 22/11/2026 07:41:18", the access key, QR, protocol; a PIX slip.
  { name: 'padaria-br-nfc-e-danfe-consumidor-pao-frances-por-kg-valor-a-pagar-pix-troco-tributos-aproximados-lei-12741-chave-de-acesso-qr', kind: 'receipt', size: [226, 472], expect: { vendorName: 'PADARIA E CONFEITARIA TRIGO DOURADO LTDA', invoiceDate: '2026-11-22', total: 59.13, currency: 'BRL' },
    items: [['PÃO FRANCÊS KG', 0.65, 19.9, 12.94], ['PÃO DE QUEIJO', 6, 1.8, 10.8], ['CAFÉ COM LEITE 300ML', 2, 6.5, 13],
      ['BOLO DE FUBÁ FATIA', 1, 7.9, 7.9], ['MANTEIGA C/SAL 200G', 1, 14.49, 14.49]], cells: [
    [49.5, 10, 'Padaria Trigo Dourado', { size: 12, bold: true }],
    [35, 27, 'PADARIA E CONFEITARIA TRIGO DOURADO LTDA', { size: 6.5, bold: true }],
    [45.5, 36, 'CNPJ: 44.718.204/0001-55   IE: 062.447182.00-91', { size: 6 }],
    [61.5, 44, 'Rua dos Timbiras, 1182 - Funcionários', { size: 6 }],
    [62, 52, 'Belo Horizonte - MG · CEP 30140-061', { size: 6 }],
    [12, 62, '#RECT 202 0.5 black'],
    [31.5, 66, 'Documento Auxiliar da Nota Fiscal de Consumidor Eletrônica', { size: 6 }],
    [12, 78, 'Código', { size: 5.5, bold: true }], [36, 78, 'Descrição', { size: 5.5, bold: true }], R(138, 78, 'Qtde', { size: 5.5, bold: true }),
    [142, 78, 'Un', { size: 5.5, bold: true }], R(182, 78, 'Vl Unit', { size: 5.5, bold: true }), R(214, 78, 'Vl Total', { size: 5.5, bold: true }),
    [12, 88, '001', { size: 6.5 }], [36, 88, 'PÃO FRANCÊS KG', { size: 6.5 }], R(138, 88, '0,650', { size: 6.5 }), [142, 88, 'KG', { size: 6.5 }], R(182, 88, '19,90', { size: 6.5 }), R(214, 88, '12,94', { size: 6.5 }),
    [12, 97, '014', { size: 6.5 }], [36, 97, 'PÃO DE QUEIJO', { size: 6.5 }], R(138, 97, '6', { size: 6.5 }), [142, 97, 'UN', { size: 6.5 }], R(182, 97, '1,80', { size: 6.5 }), R(214, 97, '10,80', { size: 6.5 }),
    [12, 106, '022', { size: 6.5 }], [36, 106, 'CAFÉ COM LEITE 300ML', { size: 6.5 }], R(138, 106, '2', { size: 6.5 }), [142, 106, 'UN', { size: 6.5 }], R(182, 106, '6,50', { size: 6.5 }), R(214, 106, '13,00', { size: 6.5 }),
    [12, 115, '037', { size: 6.5 }], [36, 115, 'BOLO DE FUBÁ FATIA', { size: 6.5 }], R(138, 115, '1', { size: 6.5 }), [142, 115, 'UN', { size: 6.5 }], R(182, 115, '7,90', { size: 6.5 }), R(214, 115, '7,90', { size: 6.5 }),
    [12, 124, '041', { size: 6.5 }], [36, 124, 'MANTEIGA C/SAL 200G', { size: 6.5 }], R(138, 124, '1', { size: 6.5 }), [142, 124, 'UN', { size: 6.5 }], R(182, 124, '14,49', { size: 6.5 }), R(214, 124, '14,49', { size: 6.5 }),
    [12, 135, '#RECT 202 0.5 black'],
    [12, 140, 'Qtde. total de itens', { size: 7 }], R(214, 140, '5', { size: 7 }),
    [12, 150, 'Valor total R$', { size: 7 }], R(214, 150, '59,13', { size: 7 }),
    [12, 160, 'Desconto R$', { size: 7 }], R(214, 160, '0,00', { size: 7 }),
    [12, 171, 'Valor a Pagar R$', { size: 9, bold: true }], R(214, 171, '59,13', { size: 9, bold: true }),
    [12, 186, 'FORMA PAGAMENTO', { size: 6.5, bold: true }], R(214, 186, 'VALOR PAGO R$', { size: 6.5, bold: true }),
    [12, 195, 'PIX', { size: 7 }], R(214, 195, '59,13', { size: 7 }),
    [12, 204, 'Troco R$', { size: 7 }], R(214, 204, '0,00', { size: 7 }),
    [12, 215, '#RECT 202 0.5 black'],
    [12, 220, 'Informação dos Tributos Totais Incidentes', { size: 6 }],
    [12, 228, '(Lei Federal 12.741/2012)', { size: 6 }], R(214, 228, 'R$ 9,87', { size: 6 }),
    [12, 236, 'Valor aprox. tributos: Federal R$ 5,20 · Estadual R$ 4,67', { size: 6 }],
    [12, 244, 'Fonte: IBPT', { size: 6 }],
    [12, 254, '#RECT 202 0.5 black'],
    [39.5, 259, 'NFC-e nº 004471  Série 001  22/11/2026 07:41:18', { size: 6.5, bold: true }],
    [91.5, 268, 'Via Consumidor', { size: 6 }],
    [65.5, 277, 'Consulte pela Chave de Acesso em', { size: 6 }],
    [63, 285, 'www.fazenda.mg.gov.br/nfce/consulta', { size: 6 }],
    [38, 294, '3126 1144 7182 0400 0155 6500 1000 0044 7111 8204 4712', { size: 5.5 }],
    [62.5, 305, 'CONSUMIDOR NÃO IDENTIFICADO', { size: 6, bold: true }],
    ...qr(78, 315, 70, 5913),
    [53, 391, 'Protocolo de Autorização: 131264471820447', { size: 6 }],
    [57, 399, 'Data de Autorização: 22/11/2026 07:41:20', { size: 6 }],
    [12, 410, '#RECT 202 0.5 black'],
    [79.5, 415, 'COMPROVANTE PIX', { size: 7, bold: true }],
    [12, 425, 'Recebedor: TRIGO DOURADO', { size: 6 }],
    [12, 433, 'ID: E44718204202611220741s0447FX', { size: 6 }],
    [12, 442, 'VALOR', { size: 7, bold: true }], R(214, 442, 'R$ 59,13', { size: 7, bold: true }),
    [87, 456, 'Volte sempre!', { size: 8, bold: true }],
  ] },

  // Argentine café's TIQUE FACTURA B (58 mm, 165 pt): CAFÉ LOS TILOS, the S.R.L. with CUIT, IIBB, address,
  // start date and IVA status; Nro. 0003-00018204, "Fecha 22/11/26", hora, mesa, mozo; count lines "2 x
  // 2.900,00" above each description; TOTAL $18.450,00, Efectivo $20.000,00, Su vuelto $1.550,00; the Ley
  // 27.743 transparency block (IVA Contenido $3.202,07, Otros Imp. Nac. Indirectos $0,00); PROPINA NO INCLUIDA
  // with "Sugerida 10%: $1.845,00"; CAE and its expiry 02/12/2026.
  { name: 'cafe-ar-tique-factura-b-58mm-cantidad-por-precio-sobre-descripcion-total-efectivo-vuelto-transparencia-fiscal-iva-contenido-propina-no-incluida', kind: 'receipt', size: [165, 342], expect: { vendorName: 'Los Tilos Gastronomía S.R.L.', invoiceDate: '2026-11-22', tax: 3202.07, total: 18450, currency: 'ARS', paymentMethod: 'cash' },
    items: [['CAFÉ CON LECHE', 2, 2900, 5800], ['MEDIALUNA MANTECA', 3, 1200, 3600], ['TOSTADO JAMÓN Y QUESO', 1, 6350, 6350], ['JUGO NARANJA EXPRIMIDO', 1, 2700, 2700]], cells: [
    [37.5, 8, 'CAFÉ LOS TILOS', { size: 11, bold: true }],
    [40, 23, 'Los Tilos Gastronomía S.R.L.', { size: 6.5 }],
    [54.5, 31, 'CUIT 30-71882044-7', { size: 6 }],
    [46.5, 38, 'Ing. Brutos: 30-71882044-7', { size: 6 }],
    [30, 45, 'Av. Corrientes 4471 - C1195AAB CABA', { size: 6 }],
    [43, 52, 'Inicio de actividades: 03/2019', { size: 6 }],
    [37.5, 59, 'IVA RESPONSABLE INSCRIPTO', { size: 6 }],
    [8, 68, '#RECT 149 0.5 black'],
    [46.5, 72, 'TIQUE FACTURA B', { size: 8, bold: true }],
    [8, 83, 'Nro. 0003-00018204', { size: 6.5 }],
    [8, 91, 'Fecha 22/11/26', { size: 6.5 }], R(157, 91, 'Hora 10:14', { size: 6.5 }),
    [8, 99, 'Mesa 6   Mozo: Nacho', { size: 6.5 }],
    [49.5, 107, 'A CONSUMIDOR FINAL', { size: 6 }],
    [8, 116, '#RECT 149 0.5 black'],
    [8, 121, '2 x 2.900,00', { size: 6 }], [8, 129, 'CAFÉ CON LECHE', { size: 6.5 }], R(157, 129, '5.800,00', { size: 6.5 }),
    [8, 138, '3 x 1.200,00', { size: 6 }], [8, 146, 'MEDIALUNA MANTECA', { size: 6.5 }], R(157, 146, '3.600,00', { size: 6.5 }),
    [8, 155, '1 x 6.350,00', { size: 6 }], [8, 163, 'TOSTADO JAMÓN Y QUESO', { size: 6.5 }], R(157, 163, '6.350,00', { size: 6.5 }),
    [8, 172, '1 x 2.700,00', { size: 6 }], [8, 180, 'JUGO NARANJA EXPRIMIDO', { size: 6.5 }], R(157, 180, '2.700,00', { size: 6.5 }),
    [8, 191, '#RECT 149 0.5 black'],
    [8, 196, 'TOTAL', { size: 10, bold: true }], R(157, 196, '$18.450,00', { size: 10, bold: true }),
    [8, 212, 'Efectivo', { size: 7 }], R(157, 212, '$20.000,00', { size: 7 }),
    [8, 221, 'Su vuelto', { size: 7 }], R(157, 221, '$1.550,00', { size: 7 }),
    [8, 232, '#RECT 149 0.5 black'],
    [35.5, 237, 'Régimen de Transparencia Fiscal', { size: 6, bold: true }],
    [43.5, 244, 'al Consumidor (Ley 27.743)', { size: 6, bold: true }],
    [8, 253, 'IVA Contenido', { size: 6 }], R(157, 253, '$3.202,07', { size: 6 }),
    [8, 261, 'Otros Imp. Nac. Indirectos', { size: 6 }], R(157, 261, '$0,00', { size: 6 }),
    [8, 271, '#RECT 149 0.5 black'],
    [37, 276, 'PROPINA NO INCLUIDA', { size: 8, bold: true }],
    [46, 287, 'Sugerida 10%: $1.845,00', { size: 6.5 }],
    [36, 295, 'Podés dejarla por QR o en efectivo', { size: 6 }],
    [54.5, 307, 'CAE 76118204447182', { size: 5.5 }],
    [56.5, 314, 'Vto. CAE: 02/12/2026', { size: 5.5 }],
    [45.5, 326, '¡Gracias por su visita!', { size: 7, bold: true }],
  ] },

  // Philippine fast-food receipt (80 mm): SARAP EXPRESS, the Inc., branch, address, VAT REG TIN, MIN and
  // S/N; SALES INVOICE, SI No., DINE-IN, "11/22/2026 12:31 PM", cashier, two diners; a big ORDER # 118; five
  // lines, three with "@" unit prices under them; Subtotal 672.00, "Less: VAT (SC share)" -36.00, "Less: SC
  // Disc. 20%" -60.00, AMOUNT DUE 576.00, CASH 1,000.00, CHANGE 424.00; VATable Sales 300.00, VAT Amount (12%)
  // 36.00, VAT-Exempt Sales 300.00, Zero-Rated 0.00; the senior citizen's name, OSCA ID and share; blank
  // customer fields; "THIS SERVES AS YOUR SALES INVOICE" with the POS accreditation and PTU numbers.
  { name: 'fast-food-ph-sales-invoice-receipt-order-number-dine-in-senior-citizen-discount-less-vat-vatable-vat-exempt-zero-rated-cash-change', kind: 'receipt', size: [226, 476], expect: { vendorName: 'Sarap Express Foods Inc.', invoiceDate: '2026-11-22', tax: 36, total: 576, currency: 'PHP', paymentMethod: 'cash' },
    items: [['FRIED CHICKEN W/ RICE', 2, 129, 258], ['PALABOK FIESTA', 1, null, 145], ['BURGER STEAK SOLO', 1, null, 69],
      ['PEACH MANGO PIE', 2, 45, 90], ['ICED TEA REGULAR', 2, 55, 110]], cells: [
    [53.5, 10, 'SARAP EXPRESS', { size: 14, bold: true }],
    [70, 28, 'Sarap Express Foods Inc.', { size: 7.5 }],
    [87, 38, 'Katipunan Branch', { size: 6.5 }],
    [50, 46, 'Unit 12 G/F, 88 Katipunan Ave., Loyola Heights,', { size: 6 }],
    [89, 54, 'Quezon City 1108', { size: 6 }],
    [63, 62, 'VAT REG TIN: 447-182-046-00012', { size: 6.5 }],
    [60.5, 71, 'MIN: 26110447182   S/N: SX4471-8204', { size: 6 }],
    [78.5, 82, 'SALES INVOICE', { size: 9, bold: true }],
    [12, 95, 'SI No. 0000447182', { size: 7 }], R(214, 95, 'DINE-IN', { size: 7, bold: true }),
    [12, 104, '11/22/2026 12:31 PM', { size: 7 }], R(214, 104, 'POS 02', { size: 7 }),
    [12, 113, 'Cashier: JOANNA R.', { size: 7 }], R(214, 113, 'Diners: 2', { size: 7 }),
    [74.5, 125, 'ORDER # 118', { size: 12, bold: true }],
    [12, 143, '#RECT 202 0.5 black'],
    [12, 149, '2', { size: 7.5 }], [26, 149, 'FRIED CHICKEN W/ RICE', { size: 7.5 }], R(214, 149, '258.00', { size: 7.5 }),
    [26, 158, '@129.00', { size: 6.5 }],
    [12, 168, '1', { size: 7.5 }], [26, 168, 'PALABOK FIESTA', { size: 7.5 }], R(214, 168, '145.00', { size: 7.5 }),
    [12, 178, '1', { size: 7.5 }], [26, 178, 'BURGER STEAK SOLO', { size: 7.5 }], R(214, 178, '69.00', { size: 7.5 }),
    [12, 188, '2', { size: 7.5 }], [26, 188, 'PEACH MANGO PIE', { size: 7.5 }], R(214, 188, '90.00', { size: 7.5 }),
    [26, 197, '@45.00', { size: 6.5 }],
    [12, 207, '2', { size: 7.5 }], [26, 207, 'ICED TEA REGULAR', { size: 7.5 }], R(214, 207, '110.00', { size: 7.5 }),
    [26, 216, '@55.00', { size: 6.5 }],
    [12, 227, '#RECT 202 0.5 black'],
    [12, 232, 'Subtotal', { size: 7.5 }], R(214, 232, '672.00', { size: 7.5 }),
    [12, 242, 'Less: VAT (SC share)', { size: 7.5 }], R(214, 242, '-36.00', { size: 7.5 }),
    [12, 252, 'Less: SC Disc. 20%', { size: 7.5 }], R(214, 252, '-60.00', { size: 7.5 }),
    [12, 264, 'AMOUNT DUE', { size: 11, bold: true }], R(214, 264, '576.00', { size: 11, bold: true }),
    [12, 281, 'CASH', { size: 8 }], R(214, 281, '1,000.00', { size: 8 }),
    [12, 291, 'CHANGE', { size: 8, bold: true }], R(214, 291, '424.00', { size: 8, bold: true }),
    [12, 303, '#RECT 202 0.5 black'],
    [12, 308, 'VATable Sales', { size: 7 }], R(214, 308, '300.00', { size: 7 }),
    [12, 317, 'VAT Amount (12%)', { size: 7 }], R(214, 317, '36.00', { size: 7 }),
    [12, 326, 'VAT-Exempt Sales', { size: 7 }], R(214, 326, '300.00', { size: 7 }),
    [12, 335, 'Zero-Rated Sales', { size: 7 }], R(214, 335, '0.00', { size: 7 }),
    [12, 346, '#RECT 202 0.5 black'],
    [12, 351, 'SC/PWD Discount Details', { size: 6.5, bold: true }],
    [12, 360, 'Name: LOURDES M. SANTOS', { size: 6.5 }],
    [12, 369, 'OSCA ID No.: QC-2019-044718', { size: 6.5 }],
    [12, 378, 'SC share: 672.00 / 2 diners = 336.00', { size: 6.5 }],
    [12, 390, 'Signature: ______________________', { size: 6.5 }],
    [12, 402, 'Customer Name: __________________', { size: 6.5 }],
    [12, 411, 'TIN: ____________  Address: ____________', { size: 6.5 }],
    [12, 422, '#RECT 202 0.5 black'],
    [50.5, 428, 'THIS SERVES AS YOUR SALES INVOICE', { size: 6.5, bold: true }],
    [40.5, 437, 'POS Provider: Kaha Systems Inc. · TIN 009-118-204-00000', { size: 5.5 }],
    [22, 445, 'Accred. No. 0441182046712025 · PTU No. FP112026-044-0447182-00012', { size: 5.5 }],
    [65.5, 458, 'Salamat po! Come again.', { size: 8, bold: true }],
  ] },

  // Nigerian supermarket SALES RECEIPT (80 mm): the store, the Ltd, address, RC and TIN; receipt number, till,
  // "22-Nov-2026 16:05" and cashier; ITEM / QTY / PRICE / AMOUNT with V (VATable) and E (exempt) flags; ITEMS:
  // 12; SUB TOTAL 43,700.00, "VAT 7.5% (on 26,900.00)" 2,017.50, TOTAL (NGN) 45,717.50; POS / CARD and CHANGE;
  // the flag legend; the card customer copy "PURCHASE NGN 45,717.50"; reward points worth NGN 1,230.00; the
  // return-by date 29-Nov-2026.
  { name: 'supermarket-ng-sales-receipt-naira-vatable-and-exempt-flags-vat-7-5-on-vatable-only-pos-card-customer-copy-loyalty-points-return-by', kind: 'receipt', size: [226, 398], expect: { vendorName: 'Adunni Fresh Mart Ltd', invoiceDate: '2026-11-22', subtotal: 43700, tax: 2017.5, total: 45717.5, currency: 'NGN', paymentMethod: 'card' },
    items: [['PARBOILED RICE 5KG', 1, 9800, 9800], ['VEGETABLE OIL 3L', 1, 7450, 7450], ['INSTANT NOODLES 70G CTN', 1, 11200, 11200],
      ['EVAP. MILK 160G', 6, 650, 3900], ['DETERGENT POWDER 2KG', 1, 4350, 4350], ['YAM TUBER (MEDIUM)', 2, 3500, 7000]], cells: [
    [43.5, 10, 'ADUNNI FRESH MART', { size: 13, bold: true }],
    [76, 27, 'Adunni Fresh Mart Ltd', { size: 7.5 }],
    [48, 37, 'Plot 12, Admiralty Way, Lekki Phase 1, Lagos', { size: 6.5 }],
    [64.5, 45, 'Tel: 0803 447 1820 · RC 1447182', { size: 6.5 }],
    [83.5, 53, 'TIN: 24471820-0001', { size: 6.5 }],
    [77, 66, 'SALES RECEIPT', { size: 9, bold: true }],
    [12, 79, 'Receipt: AFM-01-118204', { size: 7 }], R(214, 79, 'Till: 03', { size: 7 }),
    [12, 88, '22-Nov-2026 16:05', { size: 7 }], R(214, 88, 'Cashier: CHIOMA', { size: 7 }),
    [12, 98, '#RECT 202 0.5 black'],
    [12, 103, 'ITEM', { size: 6.5, bold: true }], R(128, 103, 'QTY', { size: 6.5, bold: true }), R(166, 103, 'PRICE', { size: 6.5, bold: true }), R(206, 103, 'AMOUNT', { size: 6.5, bold: true }),
    [12, 113, 'PARBOILED RICE 5KG', { size: 7 }], R(128, 113, '1', { size: 7 }), R(166, 113, '9,800.00', { size: 7 }), R(206, 113, '9,800.00', { size: 7 }), [208, 113, 'E', { size: 7 }],
    [12, 123, 'VEGETABLE OIL 3L', { size: 7 }], R(128, 123, '1', { size: 7 }), R(166, 123, '7,450.00', { size: 7 }), R(206, 123, '7,450.00', { size: 7 }), [208, 123, 'V', { size: 7 }],
    [12, 133, 'INSTANT NOODLES 70G CTN', { size: 7 }], R(128, 133, '1', { size: 7 }), R(166, 133, '11,200.00', { size: 7 }), R(206, 133, '11,200.00', { size: 7 }), [208, 133, 'V', { size: 7 }],
    [12, 143, 'EVAP. MILK 160G', { size: 7 }], R(128, 143, '6', { size: 7 }), R(166, 143, '650.00', { size: 7 }), R(206, 143, '3,900.00', { size: 7 }), [208, 143, 'V', { size: 7 }],
    [12, 153, 'DETERGENT POWDER 2KG', { size: 7 }], R(128, 153, '1', { size: 7 }), R(166, 153, '4,350.00', { size: 7 }), R(206, 153, '4,350.00', { size: 7 }), [208, 153, 'V', { size: 7 }],
    [12, 163, 'YAM TUBER (MEDIUM)', { size: 7 }], R(128, 163, '2', { size: 7 }), R(166, 163, '3,500.00', { size: 7 }), R(206, 163, '7,000.00', { size: 7 }), [208, 163, 'E', { size: 7 }],
    [12, 174, '#RECT 202 0.5 black'],
    [12, 179, 'ITEMS: 12', { size: 6.5 }],
    [12, 189, 'SUB TOTAL', { size: 7.5 }], R(214, 189, '43,700.00', { size: 7.5 }),
    [12, 199, 'VAT 7.5% (on 26,900.00)', { size: 7.5 }], R(214, 199, '2,017.50', { size: 7.5 }),
    [12, 212, 'TOTAL (NGN)', { size: 11, bold: true }], R(214, 212, '45,717.50', { size: 11, bold: true }),
    [12, 229, 'POS / CARD', { size: 7.5 }], R(214, 229, '45,717.50', { size: 7.5 }),
    [12, 239, 'CHANGE', { size: 7.5 }], R(214, 239, '0.00', { size: 7.5 }),
    [12, 251, 'V = VATable @ 7.5%   E = VAT exempt (basic food)', { size: 6 }],
    [12, 262, '#RECT 202 0.5 black'],
    [82, 267, 'CUSTOMER COPY', { size: 7, bold: true }],
    [12, 277, 'MERCHANT: ADUNNI FRESH MART LEKKI', { size: 6 }],
    [12, 285, 'TERMINAL ID: 2ADF0447', { size: 6 }],
    [12, 293, 'DEBIT CARD ****4471', { size: 6 }],
    [12, 302, 'PURCHASE', { size: 7, bold: true }], R(214, 302, 'NGN 45,717.50', { size: 7, bold: true }),
    [12, 312, 'RESP: 00 APPROVED   AUTH: 118204', { size: 6 }],
    [12, 320, 'STAN: 004471   RRN: 261122160512', { size: 6 }],
    [12, 331, '#RECT 202 0.5 black'],
    [12, 337, 'Adunni Rewards: 45 points earned', { size: 6.5 }],
    [12, 346, 'Points balance: 1,230 (worth NGN 1,230.00)', { size: 6.5 }],
    [12, 357, 'Goods sold in good condition are not returnable', { size: 6 }],
    [12, 365, 'after 7 days (by 29-Nov-2026). Keep this receipt.', { size: 6 }],
    [50.5, 379, 'E se! Thank you for shopping with us.', { size: 7, bold: true }],
  ] },

  // Indian pharmacy TAX INVOICE (80 mm): the store in capitals, address, GSTIN and drug licence numbers; bill
  // number SM/26-27/04471, "Date: 22-Nov-2026", patient, doctor; Item / Batch / Exp / Qty / MRP / Amt with
  // expiry months as distractors; Gross Amount 509.40, Less: Discount 10% -50.94, Net Amount 458.46, Round Off
  // -0.46, NET PAYABLE (Rs.) 458.00; the amount in words; the GST table 5 % taxable 436.62, CGST 10.92, SGST
  // 10.92, Total GST 21.84 "included in MRP"; "Paid by UPI" with its reference; return terms, a refill date.
  { name: 'pharmacy-in-tax-invoice-80mm-gstin-drug-licence-batch-expiry-mrp-discount-round-off-net-payable-cgst-sgst-split-upi-amount-in-words', kind: 'receipt', size: [226, 372], expect: { vendorName: 'SHRI SANJEEVANI MEDICALS', invoiceDate: '2026-11-22', tax: 21.84, total: 458, currency: 'INR' },
    items: [['PARACETAMOL 650 TAB 15', 2, 32.5, 65], ['AMOXY-CLAV 625 TAB 10', 1, 219.8, 219.8], ['CETIRIZINE 10MG TAB 10', 1, 24.6, 24.6],
      ['ORS ORANGE SACHET 21G', 4, 22, 88], ['VITAMIN C 500 CHEW 15', 1, 112, 112]], cells: [
    [30, 10, 'SHRI SANJEEVANI MEDICALS', { size: 11.5, bold: true }],
    [81.5, 26, 'Chemists & Druggists', { size: 6.5 }],
    [51, 34, 'Shop 4, Laxmi Complex, Karve Road, Kothrud,', { size: 6 }],
    [67.5, 42, 'Pune 411038 · Ph: 020-2447 1820', { size: 6 }],
    [71, 50, 'GSTIN: 27AAKFS4471C1Z5', { size: 6.5, bold: true }],
    [55, 59, 'D.L. No.: MH-PZ3-118204, MH-PZ3-118205', { size: 6 }],
    [85, 71, 'TAX INVOICE', { size: 9, bold: true }],
    [12, 84, 'Bill No: SM/26-27/04471', { size: 7 }], R(214, 84, 'Date: 22-Nov-2026', { size: 7 }),
    [12, 93, 'Patient: Mrs. S. Kulkarni', { size: 7 }], R(214, 93, 'Time: 19:42', { size: 7 }),
    [12, 102, 'Dr.: Dr. A. Joshi (Reg. 2011/04/1182)', { size: 7 }],
    [12, 112, '#RECT 202 0.5 black'],
    [12, 117, 'Item', { size: 5.5, bold: true }], [104, 117, 'Batch', { size: 5.5, bold: true }], [134, 117, 'Exp', { size: 5.5, bold: true }],
    R(162, 117, 'Qty', { size: 5.5, bold: true }), R(188, 117, 'MRP', { size: 5.5, bold: true }), R(214, 117, 'Amt', { size: 5.5, bold: true }),
    [12, 127, 'PARACETAMOL 650 TAB 15', { size: 6 }], [104, 127, 'PT4471', { size: 6 }], [134, 127, '08/28', { size: 6 }], R(162, 127, '2', { size: 6 }), R(188, 127, '32.50', { size: 6 }), R(214, 127, '65.00', { size: 6 }),
    [12, 136, 'AMOXY-CLAV 625 TAB 10', { size: 6 }], [104, 136, 'AX1182', { size: 6 }], [134, 136, '03/28', { size: 6 }], R(162, 136, '1', { size: 6 }), R(188, 136, '219.80', { size: 6 }), R(214, 136, '219.80', { size: 6 }),
    [12, 145, 'CETIRIZINE 10MG TAB 10', { size: 6 }], [104, 145, 'CZ0918', { size: 6 }], [134, 145, '11/27', { size: 6 }], R(162, 145, '1', { size: 6 }), R(188, 145, '24.60', { size: 6 }), R(214, 145, '24.60', { size: 6 }),
    [12, 154, 'ORS ORANGE SACHET 21G', { size: 6 }], [104, 154, 'OR2291', { size: 6 }], [134, 154, '05/27', { size: 6 }], R(162, 154, '4', { size: 6 }), R(188, 154, '22.00', { size: 6 }), R(214, 154, '88.00', { size: 6 }),
    [12, 163, 'VITAMIN C 500 CHEW 15', { size: 6 }], [104, 163, 'VC0447', { size: 6 }], [134, 163, '01/28', { size: 6 }], R(162, 163, '1', { size: 6 }), R(188, 163, '112.00', { size: 6 }), R(214, 163, '112.00', { size: 6 }),
    [12, 174, '#RECT 202 0.5 black'],
    [12, 179, 'Items: 5   Qty: 9', { size: 6.5 }],
    [12, 188, 'Gross Amount', { size: 7 }], R(214, 188, '509.40', { size: 7 }),
    [12, 197, 'Less: Discount 10%', { size: 7 }], R(214, 197, '-50.94', { size: 7 }),
    [12, 206, 'Net Amount', { size: 7 }], R(214, 206, '458.46', { size: 7 }),
    [12, 215, 'Round Off', { size: 7 }], R(214, 215, '-0.46', { size: 7 }),
    [12, 227, 'NET PAYABLE (Rs.)', { size: 10.5, bold: true }], R(214, 227, '458.00', { size: 10.5, bold: true }),
    [12, 243, 'Rupees Four Hundred Fifty Eight Only', { size: 6.5 }],
    [12, 254, '#RECT 202 0.5 black'],
    [12, 259, 'GST%', { size: 5.5, bold: true }], R(85, 259, 'Taxable', { size: 5.5, bold: true }), R(130, 259, 'CGST', { size: 5.5, bold: true }),
    R(172, 259, 'SGST', { size: 5.5, bold: true }), R(214, 259, 'Total GST', { size: 5.5, bold: true }),
    [12, 268, '5%', { size: 6 }], R(85, 268, '436.62', { size: 6 }), R(130, 268, '10.92', { size: 6 }), R(172, 268, '10.92', { size: 6 }), R(214, 268, '21.84', { size: 6 }),
    [12, 277, 'Total GST (included in MRP)', { size: 6.5 }], R(214, 277, '21.84', { size: 6.5 }),
    [12, 288, '#RECT 202 0.5 black'],
    [12, 293, 'Paid by UPI', { size: 7, bold: true }], R(214, 293, '458.00', { size: 7, bold: true }),
    [12, 302, 'UPI Ref No. 632611447182', { size: 6 }],
    [12, 310, 'To: sanjeevanimed@upi', { size: 6 }],
    [12, 320, '#RECT 202 0.5 black'],
    [12, 325, 'Goods once sold will not be taken back or', { size: 6 }],
    [12, 333, 'exchanged after 7 days. Check expiry before use.', { size: 6 }],
    [12, 341, 'Next refill reminder: 20-Dec-2026', { size: 6 }],
    [85.5, 355, 'Get well soon!', { size: 8, bold: true }],
  ] },

  // Ticino bar's RICEVUTA (58 mm, 165 pt): BAR AL PONTE, "Caffè · Gelateria", the Sagl, address, phone and
  // IDI CHE number; Scontrino N. 4471, tavolo, "22.11.2026 10:14", waiter; five items with "2 x 4.20" lines
  // under them; TOTALE CHF 32.00, Contanti CHF 50.00, Resto CHF 18.00; "Controvalore EUR 34.24 (1 EUR = 0.9345
  // CHF)"; the IVA table B 8.1 % 29.60 / 2.40 / 32.00 and "IVA inclusa 8.1%: CHF 2.40".
  { name: 'bar-ch-ticino-ricevuta-58mm-chf-caffe-cornetto-quantita-per-prezzo-totale-contanti-resto-controvalore-eur-iva-8-1-inclusa', kind: 'receipt', size: [165, 318], expect: { vendorName: 'Al Ponte Sagl', invoiceDate: '2026-11-22', tax: 2.4, total: 32, currency: 'CHF', paymentMethod: 'cash' },
    items: [['Caffè', 2, 4.2, 8.4], ['Cappuccino', 1, 5.2, 5.2], ['Cornetto', 2, 3.5, 7], ["Spremuta d'arancia", 1, 6.8, 6.8], ['Acqua minerale 5 dl', 1, 4.6, 4.6]], cells: [
    [37.5, 8, 'BAR AL PONTE', { size: 12, bold: true }],
    [59, 24, 'Caffè · Gelateria', { size: 6.5 }],
    [61.5, 33, 'Al Ponte Sagl', { size: 7 }],
    [46, 42, 'Via Borgo 21, 6612 Ascona', { size: 6 }],
    [58, 49, 'Tel. 091 447 18 20', { size: 6 }],
    [48.5, 56, 'IDI CHE-447.182.046 IVA', { size: 6 }],
    [62.5, 68, 'RICEVUTA', { size: 8, bold: true }],
    [8, 80, 'Scontrino N. 4471', { size: 6.5 }], R(157, 80, 'Tavolo 3', { size: 6.5 }),
    [8, 88, '22.11.2026  10:14', { size: 6.5 }], R(157, 88, 'Cam.: Gianni', { size: 6.5 }),
    [8, 98, '#RECT 149 0.5 black'],
    [8, 103, 'Caffè', { size: 7 }], [14, 111, '2 x 4.20', { size: 6.5 }], R(157, 111, '8.40', { size: 7 }),
    [8, 121, 'Cappuccino', { size: 7 }], [14, 129, '1 x 5.20', { size: 6.5 }], R(157, 129, '5.20', { size: 7 }),
    [8, 139, 'Cornetto', { size: 7 }], [14, 147, '2 x 3.50', { size: 6.5 }], R(157, 147, '7.00', { size: 7 }),
    [8, 157, "Spremuta d'arancia", { size: 7 }], [14, 165, '1 x 6.80', { size: 6.5 }], R(157, 165, '6.80', { size: 7 }),
    [8, 175, 'Acqua minerale 5 dl', { size: 7 }], [14, 183, '1 x 4.60', { size: 6.5 }], R(157, 183, '4.60', { size: 7 }),
    [8, 194, '#RECT 149 0.5 black'],
    [8, 199, 'TOTALE CHF', { size: 10, bold: true }], R(157, 199, '32.00', { size: 10, bold: true }),
    [8, 214, 'Contanti CHF', { size: 7 }], R(157, 214, '50.00', { size: 7 }),
    [8, 223, 'Resto CHF', { size: 7 }], R(157, 223, '18.00', { size: 7 }),
    [8, 234, 'Controvalore EUR 34.24', { size: 6.5 }],
    [8, 242, '(1 EUR = 0.9345 CHF)', { size: 6 }],
    [8, 253, '#RECT 149 0.5 black'],
    [8, 258, 'IVA', { size: 6, bold: true }], R(80, 258, 'Netto', { size: 6, bold: true }), R(118, 258, 'IVA', { size: 6, bold: true }), R(157, 258, 'Lordo', { size: 6, bold: true }),
    [8, 266, 'B 8.1%', { size: 6 }], R(80, 266, '29.60', { size: 6 }), R(118, 266, '2.40', { size: 6 }), R(157, 266, '32.00', { size: 6 }),
    [8, 277, 'IVA inclusa 8.1%: CHF 2.40', { size: 6 }],
    [46.5, 291, 'Grazie e arrivederci!', { size: 7.5, bold: true }],
    [37.5, 301, 'Wi-Fi: AlPonte-Ospiti · pw ponte2026', { size: 5.5 }],
  ] },
];
