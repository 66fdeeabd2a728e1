// A fresh batch of 20 hand-built documents (12 invoices, 8 receipts) in the format of documents.ts,
// written on 2026-11-23 blind to the engine: their author read only documents.ts (for the format
// and to avoid repeating its layouts), nothing under engine/, server/ or data/. They measure
// first-run accuracy on layouts the engine has not seen, the way real partner documents first hit
// it: an Italian riepilogo IVA with three rates, a Dutch header-cell grid, a Portuguese
// fatura-recibo, a Spanish totals box at the bottom left, a German craftsman's invoice with only
// "Zahlungsziel: 30 Tage netto", Belgian HTVA/TVAC, a vendor named only in the footer under a big
// BILL TO, a US statement whose Amount Due carries a past-due balance, a 25-line distributor
// invoice on US Letter, Swiss Rappen rounding, UK ordinal dates, Austrian "Jän."; receipts from
// eight countries (cash with change, a BTW table, Multibanco, fuel litres x price, a tip, a
// hand-written tip, contactless). Once the engine has been fixed on any of them they are a
// development set like documents.ts, and stop measuring anything unbiased.
// Conventions as documents.ts: `expect` lists only fields the printed text makes certain (no
// dueDate where only a payment term is printed; Apple Pay is the API's mobile_wallet type); `items`
// lists every line item, null where a quantity or unit price is not printed.
import type { Cell, ProbeDocument } from './documents.js';

/** A right-aligned cell ending at x. */
const R = (x: number, y: number, t: string, o: Cell[3] = {}): Cell => [x, y, t, { ...o, align: 'right' }];

export const FRESH_DOCUMENTS: ProbeDocument[] = [

  // Italian e-invoice courtesy copy from a food wholesaler: header cells, a code and UM column,
  // quantities with decimals (5,40 kg), three VAT rates and a riepilogo IVA table.
  { name: 'fattura-it-riepilogo', kind: 'invoice', expect: { vendorName: 'Ferrante Distribuzione Alimentare S.r.l.', invoiceNumber: '873/A', invoiceDate: '2026-10-14', dueDate: '2026-11-30', subtotal: 464.46, tax: 48.02, total: 512.48, currency: 'EUR' },
    items: [['Farina di grano tenero tipo 00 25 kg', 8, 14.5, 116], ['Mozzarella fior di latte 1 kg', 12, 7.85, 94.2], ['Prosciutto cotto alta qualità', 5.4, 16.9, 91.26],
      ['Zucchero semolato 1 kg (cartone 10 pz)', 4, 11.2, 44.8], ['Acqua minerale naturale 1,5 L (conf. 6)', 20, 2.34, 46.8], ["Vino rosso Montepulciano d'Abruzzo DOC 0,75 L", 12, 5.95, 71.4]], cells: [
    [40, 40, 'Ferrante Distribuzione Alimentare S.r.l.', { size: 14, bold: true }], [40, 58, "Via dell'Industria 48, 80143 Napoli (NA)", { size: 8 }],
    [40, 70, 'P.IVA 07654321218 - C.F. 07654321218 - REA NA-912345', { size: 8 }], [40, 82, 'Tel. 081 5551234 - amministrazione@ferrantealimentari.it', { size: 8 }],
    [330, 36, '#RECT 225 74 black stroke'], [336, 42, 'Cessionario/committente', { size: 7, bold: true }], [336, 56, 'Trattoria Da Peppino di G. Russo', { size: 9 }],
    [336, 70, 'Via Toledo 210, 80134 Napoli (NA)', { size: 8 }], [336, 82, 'P.IVA 05544332211', { size: 8 }], [336, 94, 'Codice destinatario: M5UXCR1', { size: 8 }],
    [40, 128, '#RECT 515 32 black stroke'], [169, 128, '#RECT 0 32 black stroke'], [298, 128, '#RECT 0 32 black stroke'], [427, 128, '#RECT 0 32 black stroke'],
    [45, 132, 'Tipologia documento', { size: 7 }], [174, 132, 'Numero documento', { size: 7 }], [303, 132, 'Data documento', { size: 7 }], [432, 132, 'Codice cliente', { size: 7 }],
    [45, 145, 'TD01 fattura', { size: 9, bold: true }], [174, 145, '873/A', { size: 9, bold: true }], [303, 145, '14/10/2026', { size: 9, bold: true }], [432, 145, '00412', { size: 9, bold: true }],
    [40, 180, '#RECT 515 16 #e5e7eb'],
    [44, 184, 'Cod. articolo', { size: 7, bold: true }], [100, 184, 'Descrizione', { size: 7, bold: true }], R(345, 184, 'Quantità', { size: 7, bold: true }), [352, 184, 'UM', { size: 7, bold: true }],
    R(430, 184, 'Prezzo unitario', { size: 7, bold: true }), R(470, 184, '% IVA', { size: 7, bold: true }), R(551, 184, 'Prezzo totale', { size: 7, bold: true }),
    [44, 204, 'FAR00025', { size: 8 }], [100, 204, 'Farina di grano tenero tipo 00 25 kg', { size: 8 }], R(345, 204, '8,00', { size: 8 }), [352, 204, 'SAC', { size: 8 }], R(430, 204, '14,50', { size: 8 }), R(470, 204, '4,00', { size: 8 }), R(551, 204, '116,00', { size: 8 }),
    [44, 218, 'MOZ01000', { size: 8 }], [100, 218, 'Mozzarella fior di latte 1 kg', { size: 8 }], R(345, 218, '12,00', { size: 8 }), [352, 218, 'PZ', { size: 8 }], R(430, 218, '7,85', { size: 8 }), R(470, 218, '4,00', { size: 8 }), R(551, 218, '94,20', { size: 8 }),
    [44, 232, 'PRC00100', { size: 8 }], [100, 232, 'Prosciutto cotto alta qualità', { size: 8 }], R(345, 232, '5,40', { size: 8 }), [352, 232, 'KG', { size: 8 }], R(430, 232, '16,90', { size: 8 }), R(470, 232, '10,00', { size: 8 }), R(551, 232, '91,26', { size: 8 }),
    [44, 246, 'ZUC01010', { size: 8 }], [100, 246, 'Zucchero semolato 1 kg (cartone 10 pz)', { size: 8 }], R(345, 246, '4,00', { size: 8 }), [352, 246, 'CT', { size: 8 }], R(430, 246, '11,20', { size: 8 }), R(470, 246, '10,00', { size: 8 }), R(551, 246, '44,80', { size: 8 }),
    [44, 260, 'ACQ15006', { size: 8 }], [100, 260, 'Acqua minerale naturale 1,5 L (conf. 6)', { size: 8 }], R(345, 260, '20,00', { size: 8 }), [352, 260, 'CF', { size: 8 }], R(430, 260, '2,34', { size: 8 }), R(470, 260, '22,00', { size: 8 }), R(551, 260, '46,80', { size: 8 }),
    [44, 274, 'VIN07512', { size: 8 }], [100, 274, "Vino rosso Montepulciano d'Abruzzo DOC 0,75 L", { size: 8 }], R(345, 274, '12,00', { size: 8 }), [352, 274, 'BT', { size: 8 }], R(430, 274, '5,95', { size: 8 }), R(470, 274, '22,00', { size: 8 }), R(551, 274, '71,40', { size: 8 }),
    [40, 306, 'Riepilogo IVA', { size: 9, bold: true }],
    [40, 322, 'Aliquota IVA', { size: 7, bold: true }], R(190, 322, 'Imponibile', { size: 7, bold: true }), R(260, 322, 'Imposta', { size: 7, bold: true }), [280, 322, 'Esigibilità', { size: 7, bold: true }],
    [40, 336, '4,00 %', { size: 8 }], R(190, 336, '210,20', { size: 8 }), R(260, 336, '8,41', { size: 8 }), [280, 336, 'I (immediata)', { size: 8 }],
    [40, 348, '10,00 %', { size: 8 }], R(190, 348, '136,06', { size: 8 }), R(260, 348, '13,61', { size: 8 }), [280, 348, 'I (immediata)', { size: 8 }],
    [40, 360, '22,00 %', { size: 8 }], R(190, 360, '118,20', { size: 8 }), R(260, 360, '26,00', { size: 8 }), [280, 360, 'I (immediata)', { size: 8 }],
    [370, 302, '#RECT 185 66 black stroke'],
    [376, 308, 'Totale imponibile', { size: 9 }], R(549, 308, '464,46', { size: 9 }), [376, 322, 'Totale IVA', { size: 9 }], R(549, 322, '48,02', { size: 9 }),
    [376, 338, 'Totale documento', { size: 9, bold: true }], R(549, 338, '512,48', { size: 9, bold: true }), [376, 352, 'Netto a pagare (EUR)', { size: 9 }], R(549, 352, '512,48', { size: 9 }),
    [40, 396, 'Modalità pagamento', { size: 7, bold: true }], [140, 396, 'IBAN', { size: 7, bold: true }], [350, 396, 'Data scadenza', { size: 7, bold: true }], R(551, 396, 'Importo', { size: 7, bold: true }),
    [40, 408, 'MP05 bonifico', { size: 8 }], [140, 408, 'IT40 S054 2811 1010 0000 0123 456', { size: 8 }], [350, 408, '30/11/2026', { size: 8 }], R(551, 408, '512,48', { size: 8 }),
    [40, 800, 'Copia di cortesia: il documento originale è stato trasmesso al Sistema di Interscambio (SdI).', { size: 7 }],
  ] },

  // Dutch installer: letterhead, window address, then the invoice number and dates in a shaded
  // row of header cells below the addresses; a fractional quantity of hours.
  { name: 'factuur-nl-kopcellen', kind: 'invoice', expect: { vendorName: 'Bloemendaal Installatietechniek B.V.', invoiceNumber: 'VF26-0317', invoiceDate: '2026-11-04', dueDate: '2026-11-18', subtotal: 275.5, tax: 57.86, total: 333.36, currency: 'EUR' }, cells: [
    [50, 40, 'Bloemendaal Installatietechniek B.V.', { size: 14, bold: true }], [50, 58, 'Zeeweg 112 · 2051 EC Overveen', { size: 8 }], [50, 70, 'T 023 - 555 81 20 · info@bloemendaal-installatie.nl', { size: 8 }],
    [420, 40, 'KvK 34123456', { size: 7 }], [420, 50, 'BTW NL812345678B01', { size: 7 }], [420, 60, 'IBAN NL91 ABNA 0417 1643 00', { size: 7 }],
    [50, 130, 'Fam. de Groot'], [50, 144, 'Kennemerweg 17'], [50, 158, '2061 BR Bloemendaal'],
    [50, 206, 'Factuur', { size: 18, bold: true }],
    [50, 238, '#RECT 495 34 #f1f5f9'],
    [56, 243, 'Factuurnummer', { size: 7 }], [155, 243, 'Factuurdatum', { size: 7 }], [254, 243, 'Vervaldatum', { size: 7 }], [353, 243, 'Klantnummer', { size: 7 }], [452, 243, 'Uw referentie', { size: 7 }],
    [56, 256, 'VF26-0317', { size: 9, bold: true }], [155, 256, '04-11-2026', { size: 9, bold: true }], [254, 256, '18-11-2026', { size: 9, bold: true }], [353, 256, 'K10482', { size: 9, bold: true }], [452, 256, 'Onderhoud cv', { size: 9, bold: true }],
    [50, 300, 'Omschrijving', { size: 9, bold: true }], R(360, 300, 'Aantal', { size: 9, bold: true }), R(450, 300, 'Prijs', { size: 9, bold: true }), R(545, 300, 'Bedrag', { size: 9, bold: true }),
    [50, 313, '#RECT 495 0.8 black'],
    [50, 320, 'Onderhoud cv-ketel', { size: 9 }], R(360, 320, '1', { size: 9 }), R(450, 320, '€ 89,00', { size: 9 }), R(545, 320, '€ 89,00', { size: 9 }),
    [50, 336, 'Vervangen expansievat 18 L', { size: 9 }], R(360, 336, '1', { size: 9 }), R(450, 336, '€ 64,50', { size: 9 }), R(545, 336, '€ 64,50', { size: 9 }),
    [50, 352, 'Arbeidsloon monteur (uur)', { size: 9 }], R(360, 352, '1,5', { size: 9 }), R(450, 352, '€ 58,00', { size: 9 }), R(545, 352, '€ 87,00', { size: 9 }),
    [50, 368, 'Voorrijkosten', { size: 9 }], R(360, 368, '1', { size: 9 }), R(450, 368, '€ 35,00', { size: 9 }), R(545, 368, '€ 35,00', { size: 9 }),
    [340, 400, 'Totaal excl. BTW', { size: 9 }], R(545, 400, '€ 275,50', { size: 9 }), [340, 414, 'BTW 21% over € 275,50', { size: 9 }], R(545, 414, '€ 57,86', { size: 9 }),
    [340, 428, '#RECT 205 0.8 black'], [340, 434, 'Totaal incl. BTW', { size: 10, bold: true }], R(545, 434, '€ 333,36', { size: 10, bold: true }),
    [50, 480, 'Wij verzoeken u het totaalbedrag vóór 18-11-2026 over te maken op IBAN NL91 ABNA 0417 1643 00', { size: 9 }],
    [50, 492, 'onder vermelding van het factuurnummer.', { size: 9 }],
  ] },

  // Portuguese fatura-recibo from a garage: NIF, ATCUD, customer NIF and number plate, a discount
  // column, a VAT summary at the left, paid by Multibanco (an invoice that is also a receipt).
  { name: 'fatura-recibo-pt', kind: 'invoice', expect: { vendorName: 'Oficina Auto Ribeiro & Filhos, Lda.', invoiceNumber: 'FR 2026A/158', invoiceDate: '2026-10-17', subtotal: 135.4, tax: 31.14, total: 166.54, currency: 'EUR' }, cells: [
    [50, 40, 'Oficina Auto Ribeiro & Filhos, Lda.', { size: 14, bold: true }], [50, 58, 'Rua Damião de Góis 233, 4050-225 Porto', { size: 8 }],
    [50, 70, 'NIF 507 812 345 · Capital social 50.000,00 € · CRC Porto', { size: 8 }],
    [360, 40, 'FATURA-RECIBO', { size: 16, bold: true }], [360, 62, 'N.º FR 2026A/158', { size: 10, bold: true }], [360, 76, 'ATCUD: JFM3K7QZ-158', { size: 8 }],
    [360, 88, 'Data: 17-10-2026', { size: 9 }], [360, 100, 'Original', { size: 8 }],
    [360, 130, 'Exmo.(s) Sr.(s)', { size: 8 }], [360, 142, 'Carla Mendes Sousa', { size: 9 }], [360, 154, 'Rua do Almada 91, 4050-037 Porto', { size: 9 }], [360, 166, 'NIF: 213 456 789', { size: 9 }],
    [50, 166, 'Viatura: Renault Clio   Matrícula: 45-TR-82   Km: 128 540', { size: 8 }],
    [50, 210, 'Descrição', { size: 9, bold: true }], R(330, 210, 'Qtd.', { size: 9, bold: true }), R(400, 210, 'Preço unit.', { size: 9, bold: true }), R(445, 210, 'Desc.', { size: 9, bold: true }),
    R(485, 210, 'IVA', { size: 9, bold: true }), R(545, 210, 'Total', { size: 9, bold: true }),
    [50, 222, '#RECT 495 0.6 black'],
    [50, 228, 'Mudança de óleo 5W30 (5 L)', { size: 9 }], R(330, 228, '1,00', { size: 9 }), R(400, 228, '42,00', { size: 9 }), R(445, 228, '0%', { size: 9 }), R(485, 228, '23%', { size: 9 }), R(545, 228, '42,00', { size: 9 }),
    [50, 242, 'Filtro de óleo', { size: 9 }], R(330, 242, '1,00', { size: 9 }), R(400, 242, '9,50', { size: 9 }), R(445, 242, '0%', { size: 9 }), R(485, 242, '23%', { size: 9 }), R(545, 242, '9,50', { size: 9 }),
    [50, 256, 'Pastilhas de travão dianteiras', { size: 9 }], R(330, 256, '1,00', { size: 9 }), R(400, 256, '38,90', { size: 9 }), R(445, 256, '0%', { size: 9 }), R(485, 256, '23%', { size: 9 }), R(545, 256, '38,90', { size: 9 }),
    [50, 270, 'Mão de obra (h)', { size: 9 }], R(330, 270, '1,50', { size: 9 }), R(400, 270, '30,00', { size: 9 }), R(445, 270, '0%', { size: 9 }), R(485, 270, '23%', { size: 9 }), R(545, 270, '45,00', { size: 9 }),
    [50, 310, 'Quadro resumo do IVA', { size: 8, bold: true }], [50, 324, 'Taxa', { size: 8, bold: true }], R(180, 324, 'Incidência', { size: 8, bold: true }), R(250, 324, 'Valor IVA', { size: 8, bold: true }),
    [50, 338, '23%', { size: 8 }], R(180, 338, '135,40', { size: 8 }), R(250, 338, '31,14', { size: 8 }),
    [360, 310, 'Total ilíquido', { size: 9 }], R(545, 310, '135,40 €', { size: 9 }), [360, 324, 'Total descontos', { size: 9 }], R(545, 324, '0,00 €', { size: 9 }),
    [360, 338, 'Total IVA', { size: 9 }], R(545, 338, '31,14 €', { size: 9 }), [360, 356, 'Total (EUR)', { size: 10, bold: true }], R(545, 356, '166,54 €', { size: 10, bold: true }),
    [50, 396, 'Recebemos a quantia de 166,54 € referente a esta fatura-recibo.', { size: 9 }], [50, 410, 'Meio de pagamento: Multibanco', { size: 9 }],
    [50, 800, 'JFM3-Processado por programa certificado n.º 1234/AT · Bens e serviços colocados à disposição na data do documento.', { size: 7 }],
  ] },

  // Spanish supplier: code column, a thousands separator in a quantity-driven line, and the totals
  // only in a ruled box at the bottom LEFT (Base imponible / % IVA / Cuota IVA / Total factura).
  { name: 'factura-es-caja-izquierda', kind: 'invoice', expect: { vendorName: 'Suministros Hosteleros Levante, S.L.', invoiceNumber: 'FV26/00412', invoiceDate: '2026-11-09', dueDate: '2026-12-09', subtotal: 1321.6, tax: 277.54, total: 1599.14, currency: 'EUR' },
    items: [['Vaso sidra 50 cl (caja 24)', 5, 18.4, 92], ['Plato llano porcelana 27 cm', 360, 3.15, 1134], ['Cubertería acero inox. (set 12)', 2, 47.8, 95.6]], cells: [
    [50, 40, 'Suministros Hosteleros Levante, S.L.', { size: 14, bold: true }], [50, 58, 'Polígono Industrial Fuente del Jarro, C/ Ciudad de Sevilla 27', { size: 8 }],
    [50, 70, '46988 Paterna (Valencia) · CIF B98765432', { size: 8 }],
    [400, 40, 'FACTURA', { size: 20, bold: true }], [400, 70, 'Nº Factura: FV26/00412', { size: 9 }], [400, 84, 'Fecha: 09/11/2026', { size: 9 }], [400, 98, 'Vencimiento: 09/12/2026', { size: 9 }],
    [50, 120, '#RECT 250 62 black stroke'], [56, 126, 'CLIENTE', { size: 7, bold: true }], [56, 138, 'Hotel Miramar Cullera, S.A.', { size: 9 }],
    [56, 150, 'Av. del Racó 12, 46400 Cullera (Valencia)', { size: 8 }], [56, 162, 'CIF A46123987', { size: 8 }],
    [50, 216, '#RECT 495 16 #e2e8f0'],
    [54, 220, 'Código', { size: 8, bold: true }], [110, 220, 'Descripción', { size: 8, bold: true }], R(380, 220, 'Cantidad', { size: 8, bold: true }), R(460, 220, 'Precio', { size: 8, bold: true }), R(541, 220, 'Importe', { size: 8, bold: true }),
    [54, 240, 'VS-5024', { size: 9 }], [110, 240, 'Vaso sidra 50 cl (caja 24)', { size: 9 }], R(380, 240, '5', { size: 9 }), R(460, 240, '18,40', { size: 9 }), R(541, 240, '92,00', { size: 9 }),
    [54, 254, 'PL-2700', { size: 9 }], [110, 254, 'Plato llano porcelana 27 cm', { size: 9 }], R(380, 254, '360', { size: 9 }), R(460, 254, '3,15', { size: 9 }), R(541, 254, '1.134,00', { size: 9 }),
    [54, 268, 'CB-1200', { size: 9 }], [110, 268, 'Cubertería acero inox. (set 12)', { size: 9 }], R(380, 268, '2', { size: 9 }), R(460, 268, '47,80', { size: 9 }), R(541, 268, '95,60', { size: 9 }),
    [50, 600, 'Forma de pago: recibo domiciliado a 30 días', { size: 8 }], [50, 612, 'Cuenta de cargo: ES76 2100 1234 5612 3456 7890', { size: 8 }],
    [50, 640, '#RECT 300 40 black stroke'], [130, 640, '#RECT 0 40 black stroke'], [175, 640, '#RECT 0 40 black stroke'], [250, 640, '#RECT 0 40 black stroke'],
    [54, 645, 'Base imponible', { size: 7, bold: true }], [134, 645, '% IVA', { size: 7, bold: true }], [179, 645, 'Cuota IVA', { size: 7, bold: true }], [254, 645, 'TOTAL FACTURA', { size: 7, bold: true }],
    R(126, 662, '1.321,60', { size: 9 }), R(171, 662, '21', { size: 9 }), R(246, 662, '277,54', { size: 9 }), R(346, 662, '1.599,14 €', { size: 10, bold: true }),
    [50, 800, 'Inscrita en el Registro Mercantil de Valencia, Tomo 9876, Libro 123, Folio 45, Hoja V-112233', { size: 7 }],
  ] },

  // German craftsman (DIN 5008 letter): a tiny sender line over the window address, the
  // Leistungszeitraum dates, m² quantities with decimals, a § 35a labour-cost note, and only
  // "Zahlungsziel: 30 Tage netto" (no due date printed, so none expected).
  { name: 'rechnung-handwerker-de', kind: 'invoice', expect: { vendorName: 'Malermeister Jens Krause', invoiceNumber: '2026-143', invoiceDate: '2026-11-06', subtotal: 1248.5, tax: 237.22, total: 1485.72, currency: 'EUR' },
    items: [['Wandflächen grundieren', 86.5, 2.4, 207.6], ['Wandflächen streichen, 2 Anstriche, weiß', 86.5, 6.8, 588.2], ['Abdeck- und Schutzarbeiten', 6, 48, 288], ['Dispersionsfarbe weiß 12,5 l', 3, 54.9, 164.7]], cells: [
    [340, 40, 'Malermeister Jens Krause', { size: 14, bold: true }], [340, 58, 'Maler- und Lackiererarbeiten', { size: 8 }], [340, 70, 'Lindenallee 14 · 04105 Leipzig', { size: 8 }], [340, 82, 'Tel. 0341 555 2748', { size: 8 }],
    [50, 120, 'J. Krause · Lindenallee 14 · 04105 Leipzig', { size: 6 }],
    [50, 134, 'Frau'], [50, 148, 'Dr. Sabine Hoffmann'], [50, 162, 'Gohliser Straße 8'], [50, 176, '04155 Leipzig'],
    [370, 134, 'Rechnungsnummer:', { size: 9 }], [460, 134, '2026-143', { size: 9 }], [370, 148, 'Rechnungsdatum:', { size: 9 }], [460, 148, '06.11.2026', { size: 9 }],
    [370, 162, 'Kundennummer:', { size: 9 }], [460, 162, 'K-2291', { size: 9 }], [370, 176, 'Steuernummer:', { size: 9 }], [460, 176, '232/123/45678', { size: 9 }],
    [50, 230, 'Rechnung', { size: 13, bold: true }], [50, 248, 'Malerarbeiten Wohnung Gohliser Straße 8, 2. OG', { size: 9 }], [50, 262, 'Leistungszeitraum: 20.10.2026 – 24.10.2026', { size: 9 }],
    [50, 286, 'Sehr geehrte Frau Dr. Hoffmann,', { size: 9 }], [50, 300, 'für die ausgeführten Arbeiten erlauben wir uns zu berechnen:', { size: 9 }],
    [50, 326, 'Pos.', { size: 8, bold: true }], [80, 326, 'Leistung', { size: 8, bold: true }], R(340, 326, 'Menge', { size: 8, bold: true }), [348, 326, 'Einheit', { size: 8, bold: true }],
    R(450, 326, 'EP (€)', { size: 8, bold: true }), R(545, 326, 'GP (€)', { size: 8, bold: true }),
    [50, 338, '#RECT 495 0.6 black'],
    [50, 344, '1', { size: 9 }], [80, 344, 'Wandflächen grundieren', { size: 9 }], R(340, 344, '86,50', { size: 9 }), [348, 344, 'm²', { size: 9 }], R(450, 344, '2,40', { size: 9 }), R(545, 344, '207,60', { size: 9 }),
    [50, 358, '2', { size: 9 }], [80, 358, 'Wandflächen streichen, 2 Anstriche, weiß', { size: 9 }], R(340, 358, '86,50', { size: 9 }), [348, 358, 'm²', { size: 9 }], R(450, 358, '6,80', { size: 9 }), R(545, 358, '588,20', { size: 9 }),
    [50, 372, '3', { size: 9 }], [80, 372, 'Abdeck- und Schutzarbeiten', { size: 9 }], R(340, 372, '6,00', { size: 9 }), [348, 372, 'Std.', { size: 9 }], R(450, 372, '48,00', { size: 9 }), R(545, 372, '288,00', { size: 9 }),
    [50, 386, '4', { size: 9 }], [80, 386, 'Dispersionsfarbe weiß 12,5 l', { size: 9 }], R(340, 386, '3,00', { size: 9 }), [348, 386, 'Eimer', { size: 9 }], R(450, 386, '54,90', { size: 9 }), R(545, 386, '164,70', { size: 9 }),
    [360, 412, 'Summe netto', { size: 9 }], R(545, 412, '1.248,50 €', { size: 9 }), [360, 426, 'zzgl. 19 % MwSt.', { size: 9 }], R(545, 426, '237,22 €', { size: 9 }),
    [360, 440, '#RECT 185 0.8 black'], [360, 446, 'Rechnungsbetrag', { size: 10, bold: true }], R(545, 446, '1.485,72 €', { size: 10, bold: true }),
    [50, 484, 'Zahlungsziel: 30 Tage netto.', { size: 9 }],
    [50, 498, 'Im Rechnungsbetrag enthaltene Lohnkosten nach § 35a EStG: 1.083,80 € netto.', { size: 8 }],
    [50, 510, 'Bitte überweisen Sie den Rechnungsbetrag unter Angabe der Rechnungsnummer auf das unten genannte Konto.', { size: 8 }],
    [50, 536, 'Mit freundlichen Grüßen', { size: 9 }], [50, 566, 'Jens Krause', { size: 9 }],
    [50, 790, 'Bankverbindung: Sparkasse Leipzig · IBAN DE12 8605 5592 1234 5678 90 · BIC WELADE8LXXX · USt-IdNr. DE298765432', { size: 7 }],
  ] },

  // Belgian French printer: HTVA / TVAC totals, a purchase-order reference, a unit price with three
  // decimals on a quantity written 2.500, and a structured communication +++…+++.
  { name: 'facture-be-tvac', kind: 'invoice', expect: { vendorName: 'Imprimerie Delvaux SRL', invoiceNumber: '2026/0457', invoiceDate: '2026-10-28', dueDate: '2026-11-27', subtotal: 315, tax: 66.15, total: 381.15, currency: 'EUR' },
    items: [['Flyers A5 recto-verso, 135 g', 2500, 0.084, 210], ['Cartes de visite, 350 g mat', 500, 0.12, 60], ['Mise en page et BAT', 1, 45, 45]], cells: [
    [50, 40, 'Imprimerie Delvaux SRL', { size: 15, bold: true }], [50, 58, 'Rue de la Station 41 · 4020 Liège', { size: 8 }], [50, 70, 'TVA BE 0456.789.123 · RPM Liège', { size: 8 }],
    [50, 82, 'IBAN BE68 5390 0754 7034 · BIC TRIOBEBB', { size: 8 }],
    [340, 120, 'Brasserie Le Carré SRL'], [340, 134, 'Place du Marché 7'], [340, 148, '4000 Liège'], [340, 162, 'TVA BE 0712.345.678', { size: 8 }],
    [50, 200, 'FACTURE', { size: 16, bold: true }],
    [50, 224, 'Numéro de facture :', { size: 9 }], [160, 224, '2026/0457', { size: 9 }], [50, 238, 'Date de facture :', { size: 9 }], [160, 238, '28/10/2026', { size: 9 }],
    [50, 252, "Date d'échéance :", { size: 9 }], [160, 252, '27/11/2026', { size: 9 }], [50, 266, 'Votre référence :', { size: 9 }], [160, 266, 'BC 1182', { size: 9 }],
    [50, 300, 'Description', { size: 9, bold: true }], R(360, 300, 'Quantité', { size: 9, bold: true }), R(450, 300, 'Prix unitaire', { size: 9, bold: true }), R(545, 300, 'Montant HTVA', { size: 9, bold: true }),
    [50, 312, '#RECT 495 0.6 black'],
    [50, 318, 'Flyers A5 recto-verso, 135 g', { size: 9 }], R(360, 318, '2.500', { size: 9 }), R(450, 318, '0,084', { size: 9 }), R(545, 318, '210,00', { size: 9 }),
    [50, 332, 'Cartes de visite, 350 g mat', { size: 9 }], R(360, 332, '500', { size: 9 }), R(450, 332, '0,12', { size: 9 }), R(545, 332, '60,00', { size: 9 }),
    [50, 346, 'Mise en page et BAT', { size: 9 }], R(360, 346, '1', { size: 9 }), R(450, 346, '45,00', { size: 9 }), R(545, 346, '45,00', { size: 9 }),
    [360, 380, 'Total HTVA', { size: 9 }], R(545, 380, '315,00 €', { size: 9 }), [360, 394, 'TVA 21 %', { size: 9 }], R(545, 394, '66,15 €', { size: 9 }),
    [360, 410, 'Total TVAC', { size: 10, bold: true }], R(545, 410, '381,15 €', { size: 10, bold: true }), [360, 430, 'Montant à payer', { size: 10, bold: true }], R(545, 430, '381,15 €', { size: 10, bold: true }),
    [50, 470, 'Merci de verser le montant au compte BE68 5390 0754 7034 avant le 27/11/2026', { size: 9 }],
    [50, 484, 'avec la communication structurée +++090/9337/55493+++', { size: 9 }],
  ] },

  // English invoice whose top is a big BILL TO block with the customer's name in large type; the
  // issuer's name appears only in the footer.
  { name: 'billto-footer-vendor-uk', kind: 'invoice', expect: { vendorName: 'Halcyon AV Ltd', invoiceNumber: '000219', invoiceDate: '2026-11-14', dueDate: '2026-11-28', subtotal: 705, tax: 141, total: 846, currency: 'GBP' }, cells: [
    [50, 50, 'BILL TO', { size: 22, bold: true }],
    [50, 82, 'Riverside Conference Centre', { size: 14, bold: true }], [50, 100, 'Attn: Events Office'], [50, 114, '2 Quayside Walk'], [50, 128, 'Bristol BS1 4QA'],
    [400, 50, 'INVOICE', { size: 16, bold: true }],
    [400, 76, 'Invoice no.', { size: 9 }], R(545, 76, '000219', { size: 9 }), [400, 90, 'Date', { size: 9 }], R(545, 90, '14/11/2026', { size: 9 }),
    [400, 104, 'Due date', { size: 9 }], R(545, 104, '28/11/2026', { size: 9 }), [400, 118, 'PO number', { size: 9 }], R(545, 118, 'RCC-4471', { size: 9 }),
    [50, 180, '#RECT 495 18 #0f766e'],
    [56, 185, 'Description', { size: 9, bold: true, width: -1 }], R(360, 185, 'Qty', { size: 9, bold: true, width: -1 }), R(450, 185, 'Rate', { size: 9, bold: true, width: -1 }), R(541, 185, 'Amount', { size: 9, bold: true, width: -1 }),
    [56, 208, 'Projector hire, 5000 lumens (per day)', { size: 9 }], R(360, 208, '2', { size: 9 }), R(450, 208, '120.00', { size: 9 }), R(541, 208, '240.00', { size: 9 }),
    [56, 224, 'Wireless microphone kit', { size: 9 }], R(360, 224, '4', { size: 9 }), R(450, 224, '35.00', { size: 9 }), R(541, 224, '140.00', { size: 9 }),
    [56, 240, 'AV technician (hours)', { size: 9 }], R(360, 240, '10', { size: 9 }), R(450, 240, '32.50', { size: 9 }), R(541, 240, '325.00', { size: 9 }),
    [380, 280, 'Subtotal', { size: 9 }], R(541, 280, '£705.00', { size: 9 }), [380, 294, 'VAT 20%', { size: 9 }], R(541, 294, '£141.00', { size: 9 }),
    [380, 312, 'Total', { size: 11, bold: true }], R(541, 312, '£846.00', { size: 11, bold: true }),
    [50, 360, 'Payment by bank transfer to sort code 20-45-77, account 41234567, quoting the invoice number.', { size: 9 }],
    [50, 770, '#RECT 495 0.6 #9ca3af'],
    [50, 778, 'Halcyon AV Ltd', { size: 8, bold: true }], [50, 790, '7 Mill Lane, Bristol BS1 5AB · 0117 496 0321 · hello@halcyonav.co.uk', { size: 7 }],
    [50, 800, 'Registered in England and Wales No. 09876543 · VAT Reg. No. GB 321 6549 87', { size: 7 }],
  ] },

  // US linen service on Letter: the boxed AMOUNT DUE ($668.66) carries a past-due balance from the
  // previous invoice; this invoice's own total is $556.26, and that is what a partner books as the
  // invoice total (the account summary and the remittance stub repeat the amount due).
  { name: 'us-amount-due-past-balance', kind: 'invoice', size: [612, 792], expect: { vendorName: 'Pacific Linen Service, Inc.', invoiceNumber: 'INV-58213', invoiceDate: '2026-10-31', dueDate: '2026-11-30', subtotal: 508, tax: 48.26, total: 556.26, currency: 'USD' },
    items: [['Tablecloths 54x54 white', 120, 1.85, 222], ['Napkins 20x20 white', 600, 0.32, 192], ['Chef coats', 16, 2.75, 44], ['Delivery fee', 4, 12.5, 50]], cells: [
    [50, 40, 'Pacific Linen Service, Inc.', { size: 14, bold: true }], [50, 58, '3150 Industrial Way, Oakland, CA 94608', { size: 8 }], [50, 70, '(510) 555-0186 · billing@pacificlinen.com', { size: 8 }],
    [400, 36, 'INVOICE', { size: 20, bold: true }],
    [400, 64, '#RECT 162 44 #111827'], [408, 70, 'AMOUNT DUE', { size: 8, bold: true, width: -1 }], [408, 86, '$668.66', { size: 16, bold: true, width: -1 }],
    [400, 120, 'Invoice #', { size: 9 }], R(562, 120, 'INV-58213', { size: 9 }), [400, 134, 'Invoice Date', { size: 9 }], R(562, 134, '10/31/2026', { size: 9 }),
    [400, 148, 'Due Date', { size: 9 }], R(562, 148, '11/30/2026', { size: 9 }), [400, 162, 'Account #', { size: 9 }], R(562, 162, 'PL-00731', { size: 9 }),
    [50, 110, 'BILL TO', { size: 8, bold: true }], [50, 122, 'Harbor Lights Bistro'], [50, 136, '88 Embarcadero W'], [50, 150, 'Oakland, CA 94607'],
    [50, 186, 'Service period: 10/01/2026 - 10/31/2026', { size: 9 }],
    [50, 208, '#RECT 512 18 #e5e7eb'],
    [56, 213, 'DESCRIPTION', { size: 8, bold: true }], R(380, 213, 'QTY', { size: 8, bold: true }), R(460, 213, 'UNIT PRICE', { size: 8, bold: true }), R(558, 213, 'AMOUNT', { size: 8, bold: true }),
    [56, 234, 'Tablecloths 54x54 white', { size: 9 }], R(380, 234, '120', { size: 9 }), R(460, 234, '1.85', { size: 9 }), R(558, 234, '222.00', { size: 9 }),
    [56, 250, 'Napkins 20x20 white', { size: 9 }], R(380, 250, '600', { size: 9 }), R(460, 250, '0.32', { size: 9 }), R(558, 250, '192.00', { size: 9 }),
    [56, 266, 'Chef coats', { size: 9 }], R(380, 266, '16', { size: 9 }), R(460, 266, '2.75', { size: 9 }), R(558, 266, '44.00', { size: 9 }),
    [56, 282, 'Delivery fee', { size: 9 }], R(380, 282, '4', { size: 9 }), R(460, 282, '12.50', { size: 9 }), R(558, 282, '50.00', { size: 9 }),
    [400, 316, 'Subtotal', { size: 9 }], R(558, 316, '508.00', { size: 9 }), [400, 330, 'Sales Tax (9.5%)', { size: 9 }], R(558, 330, '48.26', { size: 9 }),
    [400, 346, 'Invoice Total', { size: 10, bold: true }], R(558, 346, '$556.26', { size: 10, bold: true }),
    [50, 316, 'ACCOUNT SUMMARY', { size: 8, bold: true }],
    [50, 330, 'Previous Balance', { size: 9 }], R(300, 330, '$612.40', { size: 9 }), [50, 344, 'Payment 10/15/2026 - Thank you', { size: 9 }], R(300, 344, '-$500.00', { size: 9 }),
    [50, 358, 'Past Due Balance', { size: 9 }], R(300, 358, '$112.40', { size: 9 }), [50, 372, 'Current Invoice', { size: 9 }], R(300, 372, '$556.26', { size: 9 }),
    [50, 390, 'Total Amount Due', { size: 10, bold: true }], R(300, 390, '$668.66', { size: 10, bold: true }),
    [50, 680, 'Past due balances are subject to a 1.5% monthly finance charge.', { size: 8 }], [50, 692, 'Please detach and return the stub below with your payment.', { size: 8 }],
    [50, 712, '#RECT 512 0.6 #6b7280'],
    [50, 722, 'REMITTANCE', { size: 8, bold: true }], [50, 736, 'Account # PL-00731   Invoice # INV-58213', { size: 8 }],
    [400, 722, 'Amount Due', { size: 8 }], R(562, 722, '$668.66', { size: 8 }), [400, 736, 'Amount Enclosed', { size: 8 }], R(562, 736, '$__________', { size: 8 }),
  ] },

  // Foodservice distributor on Letter: a six-cell header grid, a dark table band, 25 lines with
  // item number, pack (6/#10, 4/1 GAL) and a taxable flag; tax only on the flagged lines.
  { name: 'distributor-25-lines', kind: 'invoice', size: [612, 792], expect: { vendorName: 'Keystone Foodservice Inc.', invoiceNumber: '7730418', invoiceDate: '2026-11-16', dueDate: '2026-11-30', subtotal: 2709.78, tax: 23.95, total: 2733.73, currency: 'USD' },
    items: [
      ['Tomatoes diced in juice', 3, 38.45, 115.35], ['Tomato sauce fancy', 2, 34.9, 69.8], ['Oil canola clear fry', 4, 52.75, 211], ['Flour all purpose H&R', 5, 21.6, 108], ['Sugar granulated extra fine', 2, 18.35, 36.7], ['Cheese mozzarella shredded LMPS', 3, 61.2, 183.6], ['Cheese parmesan grated', 1, 88.4, 88.4], ['Eggs large white grade A', 2, 44.85, 89.7], ['Chicken breast boneless skinless', 6, 49.9, 299.4], ['Ground beef 80/20 chub', 2, 112.6, 225.2], ['Bacon sliced 14/18 ct', 3, 57.25, 171.75], ['Milk whole', 4, 19.8, 79.2], ['Cream heavy whipping 40%', 2, 47.15, 94.3], ['Butter solid unsalted AA', 1, 132.48, 132.48], ['Potatoes russet 70 ct', 3, 29.95, 89.85], ['Onions yellow jumbo', 2, 31.4, 62.8], ['Lettuce romaine hearts', 2, 36.7, 73.4], ['Tomatoes 5x6 vine ripe', 2, 42.3, 84.6], ['Pasta penne rigate', 2, 33.6, 67.2], ['Rice long grain parboiled', 1, 27.85, 27.85], ['Gloves nitrile powder free L', 2, 64.9, 129.8], ['Detergent dish machine', 1, 58.2, 58.2], ['Container foam hinged 9x9', 3, 41.75, 125.25], ['Film plastic wrap 18 in', 1, 39.6, 39.6], ['Sanitizer quat concentrate', 1, 46.35, 46.35]],
    cells: [
    [40, 36, 'Keystone Foodservice Inc.', { size: 14, bold: true }], [40, 54, '2800 Commerce Dr, Harrisburg, PA 17110', { size: 8 }], [40, 64, 'Customer Service (717) 555-0142', { size: 8 }],
    [460, 36, 'INVOICE', { size: 18, bold: true }], [460, 58, 'Page 1 of 1', { size: 7 }],
    [40, 80, '#RECT 532 28 black stroke'], [128, 80, '#RECT 0 28 black stroke'], [216, 80, '#RECT 0 28 black stroke'], [304, 80, '#RECT 0 28 black stroke'], [392, 80, '#RECT 0 28 black stroke'], [480, 80, '#RECT 0 28 black stroke'],
    [44, 84, 'INVOICE NO.', { size: 6.5 }], [132, 84, 'INVOICE DATE', { size: 6.5 }], [220, 84, 'CUSTOMER NO.', { size: 6.5 }], [308, 84, 'ROUTE / STOP', { size: 6.5 }], [396, 84, 'TERMS', { size: 6.5 }], [484, 84, 'DUE DATE', { size: 6.5 }],
    [44, 95, '7730418', { size: 9, bold: true }], [132, 95, '11/16/2026', { size: 9, bold: true }], [220, 95, '004817', { size: 9, bold: true }], [308, 95, '14 / 06', { size: 9, bold: true }], [396, 95, 'NET 14', { size: 9, bold: true }], [484, 95, '11/30/2026', { size: 9, bold: true }],
    [40, 122, 'SOLD TO', { size: 7, bold: true }], [40, 132, 'Lancaster Family Diner', { size: 9 }], [40, 144, '410 Fruitville Pike, Lancaster, PA 17601', { size: 8 }],
    [306, 122, 'SHIP TO', { size: 7, bold: true }], [306, 132, 'Lancaster Family Diner', { size: 9 }], [306, 144, '410 Fruitville Pike, Lancaster, PA 17601', { size: 8 }], [306, 154, 'Rear dock - call ahead', { size: 8 }],
    [40, 168, '#RECT 532 16 #1f2937'],
    R(58, 173, 'LN', { size: 7, bold: true, width: -1 }), [64, 173, 'ITEM #', { size: 7, bold: true, width: -1 }], [108, 173, 'PACK', { size: 7, bold: true, width: -1 }], [160, 173, 'DESCRIPTION', { size: 7, bold: true, width: -1 }],
    R(392, 173, 'QTY', { size: 7, bold: true, width: -1 }), R(452, 173, 'UNIT PRICE', { size: 7, bold: true, width: -1 }), [460, 173, 'T', { size: 7, bold: true, width: -1 }], R(568, 173, 'EXT PRICE', { size: 7, bold: true, width: -1 }),
    R(58, 190, '1', { size: 7.5 }), [64, 190, '104522', { size: 7.5 }], [108, 190, '6/#10', { size: 7.5 }], [160, 190, 'Tomatoes diced in juice', { size: 7.5 }], R(392, 190, '3', { size: 7.5 }), R(452, 190, '38.45', { size: 7.5 }), R(568, 190, '115.35', { size: 7.5 }),
    R(58, 203, '2', { size: 7.5 }), [64, 203, '104530', { size: 7.5 }], [108, 203, '6/#10', { size: 7.5 }], [160, 203, 'Tomato sauce fancy', { size: 7.5 }], R(392, 203, '2', { size: 7.5 }), R(452, 203, '34.90', { size: 7.5 }), R(568, 203, '69.80', { size: 7.5 }),
    R(58, 216, '3', { size: 7.5 }), [64, 216, '210877', { size: 7.5 }], [108, 216, '4/1 GAL', { size: 7.5 }], [160, 216, 'Oil canola clear fry', { size: 7.5 }], R(392, 216, '4', { size: 7.5 }), R(452, 216, '52.75', { size: 7.5 }), R(568, 216, '211.00', { size: 7.5 }),
    R(58, 229, '4', { size: 7.5 }), [64, 229, '305114', { size: 7.5 }], [108, 229, '1/50 LB', { size: 7.5 }], [160, 229, 'Flour all purpose H&R', { size: 7.5 }], R(392, 229, '5', { size: 7.5 }), R(452, 229, '21.60', { size: 7.5 }), R(568, 229, '108.00', { size: 7.5 }),
    R(58, 242, '5', { size: 7.5 }), [64, 242, '305190', { size: 7.5 }], [108, 242, '1/25 LB', { size: 7.5 }], [160, 242, 'Sugar granulated extra fine', { size: 7.5 }], R(392, 242, '2', { size: 7.5 }), R(452, 242, '18.35', { size: 7.5 }), R(568, 242, '36.70', { size: 7.5 }),
    R(58, 255, '6', { size: 7.5 }), [64, 255, '412006', { size: 7.5 }], [108, 255, '12/2 LB', { size: 7.5 }], [160, 255, 'Cheese mozzarella shredded LMPS', { size: 7.5 }], R(392, 255, '3', { size: 7.5 }), R(452, 255, '61.20', { size: 7.5 }), R(568, 255, '183.60', { size: 7.5 }),
    R(58, 268, '7', { size: 7.5 }), [64, 268, '412044', { size: 7.5 }], [108, 268, '4/5 LB', { size: 7.5 }], [160, 268, 'Cheese parmesan grated', { size: 7.5 }], R(392, 268, '1', { size: 7.5 }), R(452, 268, '88.40', { size: 7.5 }), R(568, 268, '88.40', { size: 7.5 }),
    R(58, 281, '8', { size: 7.5 }), [64, 281, '418300', { size: 7.5 }], [108, 281, '15 DZ', { size: 7.5 }], [160, 281, 'Eggs large white grade A', { size: 7.5 }], R(392, 281, '2', { size: 7.5 }), R(452, 281, '44.85', { size: 7.5 }), R(568, 281, '89.70', { size: 7.5 }),
    R(58, 294, '9', { size: 7.5 }), [64, 294, '502771', { size: 7.5 }], [108, 294, '2/10 LB', { size: 7.5 }], [160, 294, 'Chicken breast boneless skinless', { size: 7.5 }], R(392, 294, '6', { size: 7.5 }), R(452, 294, '49.90', { size: 7.5 }), R(568, 294, '299.40', { size: 7.5 }),
    R(58, 307, '10', { size: 7.5 }), [64, 307, '502815', { size: 7.5 }], [108, 307, '4/10 LB', { size: 7.5 }], [160, 307, 'Ground beef 80/20 chub', { size: 7.5 }], R(392, 307, '2', { size: 7.5 }), R(452, 307, '112.60', { size: 7.5 }), R(568, 307, '225.20', { size: 7.5 }),
    R(58, 320, '11', { size: 7.5 }), [64, 320, '503330', { size: 7.5 }], [108, 320, '1/12 LB', { size: 7.5 }], [160, 320, 'Bacon sliced 14/18 ct', { size: 7.5 }], R(392, 320, '3', { size: 7.5 }), R(452, 320, '57.25', { size: 7.5 }), R(568, 320, '171.75', { size: 7.5 }),
    R(58, 333, '12', { size: 7.5 }), [64, 333, '610042', { size: 7.5 }], [108, 333, '4/1 GAL', { size: 7.5 }], [160, 333, 'Milk whole', { size: 7.5 }], R(392, 333, '4', { size: 7.5 }), R(452, 333, '19.80', { size: 7.5 }), R(568, 333, '79.20', { size: 7.5 }),
    R(58, 346, '13', { size: 7.5 }), [64, 346, '610077', { size: 7.5 }], [108, 346, '12/1 QT', { size: 7.5 }], [160, 346, 'Cream heavy whipping 40%', { size: 7.5 }], R(392, 346, '2', { size: 7.5 }), R(452, 346, '47.15', { size: 7.5 }), R(568, 346, '94.30', { size: 7.5 }),
    R(58, 359, '14', { size: 7.5 }), [64, 359, '610101', { size: 7.5 }], [108, 359, '36/1 LB', { size: 7.5 }], [160, 359, 'Butter solid unsalted AA', { size: 7.5 }], R(392, 359, '1', { size: 7.5 }), R(452, 359, '132.48', { size: 7.5 }), R(568, 359, '132.48', { size: 7.5 }),
    R(58, 372, '15', { size: 7.5 }), [64, 372, '720515', { size: 7.5 }], [108, 372, '1/40 LB', { size: 7.5 }], [160, 372, 'Potatoes russet 70 ct', { size: 7.5 }], R(392, 372, '3', { size: 7.5 }), R(452, 372, '29.95', { size: 7.5 }), R(568, 372, '89.85', { size: 7.5 }),
    R(58, 385, '16', { size: 7.5 }), [64, 385, '720640', { size: 7.5 }], [108, 385, '1/50 LB', { size: 7.5 }], [160, 385, 'Onions yellow jumbo', { size: 7.5 }], R(392, 385, '2', { size: 7.5 }), R(452, 385, '31.40', { size: 7.5 }), R(568, 385, '62.80', { size: 7.5 }),
    R(58, 398, '17', { size: 7.5 }), [64, 398, '720713', { size: 7.5 }], [108, 398, '4/5 LB', { size: 7.5 }], [160, 398, 'Lettuce romaine hearts', { size: 7.5 }], R(392, 398, '2', { size: 7.5 }), R(452, 398, '36.70', { size: 7.5 }), R(568, 398, '73.40', { size: 7.5 }),
    R(58, 411, '18', { size: 7.5 }), [64, 411, '720866', { size: 7.5 }], [108, 411, '1/25 LB', { size: 7.5 }], [160, 411, 'Tomatoes 5x6 vine ripe', { size: 7.5 }], R(392, 411, '2', { size: 7.5 }), R(452, 411, '42.30', { size: 7.5 }), R(568, 411, '84.60', { size: 7.5 }),
    R(58, 424, '19', { size: 7.5 }), [64, 424, '801219', { size: 7.5 }], [108, 424, '6/5 LB', { size: 7.5 }], [160, 424, 'Pasta penne rigate', { size: 7.5 }], R(392, 424, '2', { size: 7.5 }), R(452, 424, '33.60', { size: 7.5 }), R(568, 424, '67.20', { size: 7.5 }),
    R(58, 437, '20', { size: 7.5 }), [64, 437, '801245', { size: 7.5 }], [108, 437, '20/1 LB', { size: 7.5 }], [160, 437, 'Rice long grain parboiled', { size: 7.5 }], R(392, 437, '1', { size: 7.5 }), R(452, 437, '27.85', { size: 7.5 }), R(568, 437, '27.85', { size: 7.5 }),
    R(58, 450, '21', { size: 7.5 }), [64, 450, '902118', { size: 7.5 }], [108, 450, '1/1000', { size: 7.5 }], [160, 450, 'Gloves nitrile powder free L', { size: 7.5 }], R(392, 450, '2', { size: 7.5 }), R(452, 450, '64.90', { size: 7.5 }), [460, 450, 'Y', { size: 7.5 }], R(568, 450, '129.80', { size: 7.5 }),
    R(58, 463, '22', { size: 7.5 }), [64, 463, '902260', { size: 7.5 }], [108, 463, '4/1 GAL', { size: 7.5 }], [160, 463, 'Detergent dish machine', { size: 7.5 }], R(392, 463, '1', { size: 7.5 }), R(452, 463, '58.20', { size: 7.5 }), [460, 463, 'Y', { size: 7.5 }], R(568, 463, '58.20', { size: 7.5 }),
    R(58, 476, '23', { size: 7.5 }), [64, 476, '903011', { size: 7.5 }], [108, 476, '1/500', { size: 7.5 }], [160, 476, 'Container foam hinged 9x9', { size: 7.5 }], R(392, 476, '3', { size: 7.5 }), R(452, 476, '41.75', { size: 7.5 }), [460, 476, 'Y', { size: 7.5 }], R(568, 476, '125.25', { size: 7.5 }),
    R(58, 489, '24', { size: 7.5 }), [64, 489, '903140', { size: 7.5 }], [108, 489, '1/2000 FT', { size: 7.5 }], [160, 489, 'Film plastic wrap 18 in', { size: 7.5 }], R(392, 489, '1', { size: 7.5 }), R(452, 489, '39.60', { size: 7.5 }), [460, 489, 'Y', { size: 7.5 }], R(568, 489, '39.60', { size: 7.5 }),
    R(58, 502, '25', { size: 7.5 }), [64, 502, '904300', { size: 7.5 }], [108, 502, '6/1 QT', { size: 7.5 }], [160, 502, 'Sanitizer quat concentrate', { size: 7.5 }], R(392, 502, '1', { size: 7.5 }), R(452, 502, '46.35', { size: 7.5 }), [460, 502, 'Y', { size: 7.5 }], R(568, 502, '46.35', { size: 7.5 }),
    [40, 518, '#RECT 532 0.6 black'],
    [40, 528, 'Total lines: 25    Total cases: 60', { size: 8 }],
    [400, 528, 'Subtotal', { size: 9 }], R(568, 528, '2,709.78', { size: 9 }), [400, 542, 'Taxable amount', { size: 9 }], R(568, 542, '399.20', { size: 9 }),
    [400, 556, 'PA Sales Tax 6%', { size: 9 }], R(568, 556, '23.95', { size: 9 }), [400, 574, 'INVOICE TOTAL', { size: 10, bold: true }], R(568, 574, '$2,733.73', { size: 10, bold: true }),
    [40, 560, 'Received in good order by: ______________________', { size: 8 }],
    [40, 740, 'Claims for shortages or damage must be noted on this invoice at delivery. Perishable returns are not accepted after 24 hours.', { size: 7 }],
  ] },

  // Swiss beverage wholesaler in CHF: two MWST rates (2.6 % and 8.1 %) each on its own base, a
  // delivery date beside the invoice date, and a non-zero Rappen rounding (1'471.77 -> 1'471.75).
  { name: 'rechnung-ch-rappen', kind: 'invoice', expect: { vendorName: 'Getränke Sutter AG', invoiceNumber: '26-40817', invoiceDate: '2026-11-03', dueDate: '2026-12-03', subtotal: 1376.9, tax: 94.87, total: 1471.75, currency: 'CHF' }, cells: [
    [50, 40, 'Getränke Sutter AG', { size: 15, bold: true }], [50, 58, 'Industriestrasse 22, 8952 Schlieren', { size: 8 }], [50, 70, 'UID CHE-109.876.543 MWST', { size: 8 }],
    [330, 110, 'Restaurant Sonnenberg'], [330, 124, 'Herr Marco Bühler'], [330, 138, 'Aurorastrasse 98'], [330, 152, '8044 Zürich'],
    [50, 190, 'Rechnung', { size: 16, bold: true }],
    [50, 214, 'Rechnungsnummer', { size: 9 }], [150, 214, '26-40817', { size: 9 }], [50, 228, 'Rechnungsdatum', { size: 9 }], [150, 228, '03.11.2026', { size: 9 }],
    [50, 242, 'Fällig am', { size: 9 }], [150, 242, '03.12.2026', { size: 9 }], [50, 256, 'Kundennummer', { size: 9 }], [150, 256, '10233', { size: 9 }],
    [330, 214, 'Lieferdatum', { size: 9 }], [410, 214, '30.10.2026', { size: 9 }], [330, 228, 'Lieferschein', { size: 9 }], [410, 228, 'LS 26-39902', { size: 9 }],
    [50, 290, 'Artikel', { size: 9, bold: true }], R(330, 290, 'Menge', { size: 9, bold: true }), R(400, 290, 'Preis', { size: 9, bold: true }), R(450, 290, 'MWST', { size: 9, bold: true }), R(545, 290, 'Betrag CHF', { size: 9, bold: true }),
    [50, 302, '#RECT 495 0.6 black'],
    [50, 308, 'Mineralwasser still 50 cl (Harass 24)', { size: 9 }], R(330, 308, '10', { size: 9 }), R(400, 308, '16.85', { size: 9 }), R(450, 308, '2.6%', { size: 9 }), R(545, 308, '168.50', { size: 9 }),
    [50, 322, 'Apfelschorle 33 cl (Harass 24)', { size: 9 }], R(330, 322, '6', { size: 9 }), R(400, 322, '22.40', { size: 9 }), R(450, 322, '2.6%', { size: 9 }), R(545, 322, '134.40', { size: 9 }),
    [50, 336, 'Lagerbier hell 33 cl (Harass 24)', { size: 9 }], R(330, 336, '12', { size: 9 }), R(400, 336, '31.90', { size: 9 }), R(450, 336, '8.1%', { size: 9 }), R(545, 336, '382.80', { size: 9 }),
    [50, 350, 'Weisswein Chasselas 70 cl (Karton 6)', { size: 9 }], R(330, 350, '8', { size: 9 }), R(400, 350, '83.40', { size: 9 }), R(450, 350, '8.1%', { size: 9 }), R(545, 350, '667.20', { size: 9 }),
    [50, 364, 'Hauslieferung', { size: 9 }], R(330, 364, '1', { size: 9 }), R(400, 364, '24.00', { size: 9 }), R(450, 364, '8.1%', { size: 9 }), R(545, 364, '24.00', { size: 9 }),
    [330, 396, 'Total exkl. MWST', { size: 9 }], R(545, 396, "1'376.90", { size: 9 }), [330, 410, 'MWST 2.6 % auf 302.90', { size: 9 }], R(545, 410, '7.88', { size: 9 }),
    [330, 424, "MWST 8.1 % auf 1'074.00", { size: 9 }], R(545, 424, '86.99', { size: 9 }), [330, 438, 'Total MWST', { size: 9 }], R(545, 438, '94.87', { size: 9 }),
    [330, 452, 'Rundungsdifferenz', { size: 9 }], R(545, 452, '-0.02', { size: 9 }),
    [330, 466, '#RECT 215 0.8 black'], [330, 472, 'Total CHF', { size: 10, bold: true }], R(545, 472, "1'471.75", { size: 10, bold: true }),
    [50, 510, 'Zahlbar bis 03.12.2026 ohne Abzug. Bitte verwenden Sie den beigelegten QR-Einzahlungsschein.', { size: 8 }],
  ] },

  // UK sole trader, not VAT registered: dates written with ordinals ("3rd November 2026"), a
  // work-period line with an en dash between ordinals, lines with an amount only, no subtotal.
  { name: 'invoice-uk-ordinal-dates', kind: 'invoice', expect: { vendorName: 'Tom Whitfield Carpentry', invoiceNumber: 'TW/2026/031', invoiceDate: '2026-11-03', dueDate: '2026-12-03', total: 845, currency: 'GBP' },
    items: [['Supply and fit oak worktop, 3.0 m', null, null, 640], ['Remove and dispose of old worktop', null, null, 85], ['Fit 2 new cupboard doors and hinges', null, null, 120]], cells: [
    [50, 40, 'Tom Whitfield Carpentry', { size: 16, bold: true }], [50, 60, '14 Sawmill Cottages, Hebden Bridge HX7 8AD', { size: 9 }], [50, 72, '07700 900461 · tom@whitfieldcarpentry.co.uk', { size: 9 }],
    [50, 120, 'Invoice TW/2026/031', { size: 13, bold: true }], [50, 140, 'Invoice date: 3rd November 2026'], [50, 154, 'Payment due: 3rd December 2026'],
    [350, 120, 'Invoice to:', { size: 9, bold: true }], [350, 134, 'Mr & Mrs P. Sutcliffe'], [350, 148, '5 Heptonstall Road'], [350, 162, 'Hebden Bridge HX7 6AZ'],
    [50, 200, 'Work carried out 27th–29th October 2026 at the above address:'],
    [50, 230, 'Description', { bold: true }], R(545, 230, 'Amount', { bold: true }),
    [50, 248, 'Supply and fit oak worktop, 3.0 m'], R(545, 248, '£640.00'),
    [50, 264, 'Remove and dispose of old worktop'], R(545, 264, '£85.00'),
    [50, 280, 'Fit 2 new cupboard doors and hinges'], R(545, 280, '£120.00'),
    [380, 310, 'Total due', { bold: true }], R(545, 310, '£845.00', { bold: true }),
    [50, 350, 'Not registered for VAT.', { size: 9 }], [50, 364, 'Bank: Starling · Sort code 60-83-71 · Account 12345678 · Ref TW/2026/031', { size: 9 }],
    [50, 386, 'Thank you for your custom!', { size: 9 }],
  ] },

  // Austrian coffee roaster: dates with textual, abbreviated Austrian months ("27. Jän. 2026",
  // "10. Feb. 2026"), a delivery date, 10 % and 20 % USt each "von" its own base.
  { name: 'rechnung-at-jaenner', kind: 'invoice', expect: { vendorName: 'Kaffeerösterei Hölzl GmbH', invoiceNumber: 'RE-26-0042', invoiceDate: '2026-01-27', dueDate: '2026-02-10', subtotal: 555.5, tax: 73.75, total: 629.25, currency: 'EUR' },
    items: [['Espresso Hausmischung 1 kg', 15, 24.9, 373.5], ['Entkalkungstabletten (Dose 40 Stk.)', 2, 18.5, 37], ['Service Siebträgermaschine inkl. Dichtungen', 1, 145, 145]], cells: [
    [50, 40, 'Kaffeerösterei Hölzl GmbH', { size: 15, bold: true }], [50, 58, 'Neubaugasse 31, 1070 Wien', { size: 8 }], [50, 70, 'UID: ATU68123456 · FN 412345x · Handelsgericht Wien', { size: 8 }],
    [50, 120, 'Café Weidinger'], [50, 134, 'Lerchenfelder Gürtel 1'], [50, 148, '1160 Wien'],
    [380, 120, 'Rechnungsnummer:', { size: 9 }], R(545, 120, 'RE-26-0042', { size: 9 }), [380, 134, 'Rechnungsdatum:', { size: 9 }], R(545, 134, '27. Jän. 2026', { size: 9 }),
    [380, 148, 'Lieferdatum:', { size: 9 }], R(545, 148, '26. Jän. 2026', { size: 9 }), [380, 162, 'Fällig am:', { size: 9 }], R(545, 162, '10. Feb. 2026', { size: 9 }),
    [50, 200, 'Rechnung', { size: 16, bold: true }],
    [50, 236, 'Bezeichnung', { size: 9, bold: true }], R(330, 236, 'Menge', { size: 9, bold: true }), R(410, 236, 'Einzelpreis', { size: 9, bold: true }), R(460, 236, 'USt', { size: 9, bold: true }), R(545, 236, 'Gesamt netto', { size: 9, bold: true }),
    [50, 248, '#RECT 495 0.6 black'],
    [50, 254, 'Espresso Hausmischung 1 kg', { size: 9 }], R(330, 254, '15', { size: 9 }), R(410, 254, '24,90', { size: 9 }), R(460, 254, '10 %', { size: 9 }), R(545, 254, '373,50', { size: 9 }),
    [50, 268, 'Entkalkungstabletten (Dose 40 Stk.)', { size: 9 }], R(330, 268, '2', { size: 9 }), R(410, 268, '18,50', { size: 9 }), R(460, 268, '20 %', { size: 9 }), R(545, 268, '37,00', { size: 9 }),
    [50, 282, 'Service Siebträgermaschine inkl. Dichtungen', { size: 9 }], R(330, 282, '1', { size: 9 }), R(410, 282, '145,00', { size: 9 }), R(460, 282, '20 %', { size: 9 }), R(545, 282, '145,00', { size: 9 }),
    [330, 320, 'Summe netto', { size: 9 }], R(545, 320, '555,50', { size: 9 }), [330, 334, 'USt 10 % von 373,50', { size: 9 }], R(545, 334, '37,35', { size: 9 }),
    [330, 348, 'USt 20 % von 182,00', { size: 9 }], R(545, 348, '36,40', { size: 9 }),
    [330, 362, '#RECT 215 0.8 black'], [330, 368, 'Gesamtbetrag', { size: 10, bold: true }], R(545, 368, '€ 629,25', { size: 10, bold: true }),
    [50, 404, 'Zahlbar bis 10. Feb. 2026 auf AT61 1904 3002 3457 3201 (Erste Bank).', { size: 9 }],
  ] },

  // Italian supermarket scontrino: a "2 x 1,19" quantity line above its item, an IVA column, TOTALE
  // EURO, DI CUI IVA, PAGAMENTO CONTANTE and RESTO.
  { name: 'scontrino-supermercato-it', kind: 'receipt', size: [226, 560], expect: { vendorName: 'MINIMARKET SAN LORENZO', invoiceDate: '2026-11-03', tax: 1.1, total: 11.45, currency: 'EUR', paymentMethod: 'cash' },
    items: [['LATTE PS 1L', 2, 1.19, 2.38], ['PANE CASERECCIO', null, null, 1.85], ['PASTA SPAGHETTI 500G', null, null, 0.99], ['BISCOTTI FROLLINI', null, null, 2.49],
      ['DETERSIVO PIATTI', null, null, 1.79], ['ACQUA NAT 6X1,5L', null, null, 1.95]], cells: [
    [46, 18, 'MINIMARKET SAN LORENZO', { bold: true, size: 10 }], [52, 32, 'Via Tiburtina 118 - 00185 Roma', { size: 7 }], [70, 42, 'P.IVA 09876543210', { size: 7 }],
    [58, 56, 'DOCUMENTO COMMERCIALE', { bold: true, size: 8 }], [72, 66, 'di vendita o prestazione', { size: 7 }],
    [16, 82, 'DESCRIZIONE', { size: 7 }], R(160, 82, 'IVA', { size: 7, width: 40 }), R(210, 82, 'Prezzo(€)', { size: 7, width: 50 }),
    [16, 94, '2 x 1,19', { size: 7 }],
    [16, 104, 'LATTE PS 1L', { size: 8 }], R(160, 104, '4%', { size: 8, width: 40 }), R(210, 104, '2,38', { size: 8, width: 50 }),
    [16, 116, 'PANE CASERECCIO', { size: 8 }], R(160, 116, '4%', { size: 8, width: 40 }), R(210, 116, '1,85', { size: 8, width: 50 }),
    [16, 128, 'PASTA SPAGHETTI 500G', { size: 8 }], R(160, 128, '4%', { size: 8, width: 40 }), R(210, 128, '0,99', { size: 8, width: 50 }),
    [16, 140, 'BISCOTTI FROLLINI', { size: 8 }], R(160, 140, '10%', { size: 8, width: 40 }), R(210, 140, '2,49', { size: 8, width: 50 }),
    [16, 152, 'DETERSIVO PIATTI', { size: 8 }], R(160, 152, '22%', { size: 8, width: 40 }), R(210, 152, '1,79', { size: 8, width: 50 }),
    [16, 164, 'ACQUA NAT 6X1,5L', { size: 8 }], R(160, 164, '22%', { size: 8, width: 40 }), R(210, 164, '1,95', { size: 8, width: 50 }),
    [16, 184, 'TOTALE EURO', { bold: true, size: 10 }], R(210, 184, '11,45', { bold: true, size: 10, width: 60 }),
    [16, 198, 'DI CUI IVA', { size: 8 }], R(210, 198, '1,10', { size: 8, width: 50 }),
    [16, 214, 'PAGAMENTO CONTANTE', { size: 8 }], R(210, 214, '20,00', { size: 8, width: 50 }), [16, 226, 'RESTO', { size: 8 }], R(210, 226, '8,55', { size: 8, width: 50 }),
    [16, 246, '03-11-2026 18:27', { size: 7 }], [120, 246, 'DOC.N. 0087-0342', { size: 7 }], [16, 256, 'RT 99MEY012345', { size: 7 }],
    [66, 274, 'GRAZIE E ARRIVEDERCI', { size: 8 }],
  ] },

  // Dutch supermarket bon: AANTAL / OMSCHRIJVING / PRIJS / BEDRAG columns, SUBTOTAAL before a BONUS
  // discount, TOTAAL, PINNEN, and a BTW table whose own TOTAAL row (14,00 net) is not the total.
  { name: 'bon-nl-pinnen', kind: 'receipt', size: [226, 560], expect: { vendorName: 'Versmarkt Hofstede', invoiceDate: '2026-11-14', tax: 2.1, total: 16.1, currency: 'EUR', paymentMethod: 'card' }, cells: [
    [58, 18, 'Versmarkt Hofstede', { bold: true, size: 12 }], [50, 34, 'Hoofdstraat 56, 7902 AK Hoogeveen', { size: 7 }], [78, 44, 'Tel. 0528 - 27 14 90', { size: 7 }],
    [16, 62, 'AANTAL', { size: 7 }], [50, 62, 'OMSCHRIJVING', { size: 7 }], R(165, 62, 'PRIJS', { size: 7, width: 40 }), R(210, 62, 'BEDRAG', { size: 7, width: 45 }),
    [16, 74, '1', { size: 8 }], [50, 74, 'HALFVOLLE MELK', { size: 8 }], R(210, 74, '1,15', { size: 8, width: 45 }),
    [16, 86, '2', { size: 8 }], [50, 86, 'CROISSANTS', { size: 8 }], R(165, 86, '0,79', { size: 8, width: 40 }), R(210, 86, '1,58', { size: 8, width: 45 }),
    [16, 98, '1', { size: 8 }], [50, 98, 'KAAS JONG BELEGEN', { size: 8 }], R(210, 98, '4,99', { size: 8, width: 45 }),
    [16, 110, '1', { size: 8 }], [50, 110, 'WASMIDDEL 1,5L', { size: 8 }], R(210, 110, '8,49', { size: 8, width: 45 }),
    [16, 122, '1', { size: 8 }], [50, 122, 'KOMKOMMER', { size: 8 }], R(210, 122, '0,89', { size: 8, width: 45 }),
    [50, 138, 'SUBTOTAAL', { size: 8 }], R(210, 138, '17,10', { size: 8, width: 45 }),
    [50, 152, 'BONUS KAAS JONG BELEGEN', { size: 8 }], R(210, 152, '-1,00', { size: 8, width: 45 }),
    [16, 168, 'UW VOORDEEL', { size: 8 }], R(210, 168, '1,00', { size: 8, width: 45 }),
    [16, 184, 'TOTAAL', { bold: true, size: 10 }], R(210, 184, '16,10', { bold: true, size: 10, width: 60 }),
    [16, 200, 'PINNEN', { size: 8 }], R(210, 200, '16,10', { size: 8, width: 45 }),
    [16, 218, 'BTW', { size: 7 }], R(110, 218, 'OVER', { size: 7, width: 40 }), R(160, 218, 'EUR', { size: 7, width: 40 }),
    [16, 228, '9%', { size: 7 }], R(110, 228, '6,98', { size: 7, width: 40 }), R(160, 228, '0,63', { size: 7, width: 40 }),
    [16, 238, '21%', { size: 7 }], R(110, 238, '7,02', { size: 7, width: 40 }), R(160, 238, '1,47', { size: 7, width: 40 }),
    [16, 248, 'TOTAAL', { size: 7 }], R(110, 248, '14,00', { size: 7, width: 40 }), R(160, 248, '2,10', { size: 7, width: 40 }),
    [16, 266, 'Maestro  ************8812', { size: 7 }], [16, 276, 'Autorisatiecode 493012', { size: 7 }],
    [16, 292, '14-11-2026 17:42   Kassa 3   Bon 0871', { size: 7 }],
  ] },

  // Portuguese restaurant talão: vendor NIF and the consumer's NIF 999999990, ATCUD, quantity and
  // unit-price columns, an IVA table with 13 % and 23 %, paid by Multibanco.
  { name: 'talao-restaurante-pt', kind: 'receipt', size: [226, 600], expect: { vendorName: 'Marisqueira Atlântico, Lda.', invoiceDate: '2026-11-08', tax: 6.7, total: 51.2, currency: 'EUR', paymentMethod: 'card' },
    items: [['Bacalhau à Brás', 2, 11.5, 23], ['Polvo à Lagareiro', 1, 16.9, 16.9], ['Vinho da casa 0,5 L', 1, 6.5, 6.5], ['Água 0,5 L', 2, 1.5, 3], ['Café', 2, 0.9, 1.8]], cells: [
    [40, 18, 'Marisqueira Atlântico, Lda.', { bold: true, size: 11 }], [48, 32, 'Av. Marginal 1204, 2765-287 Estoril', { size: 7 }], [82, 42, 'NIF: 514 327 890', { size: 7 }], [84, 52, 'Tel. 214 680 112', { size: 7 }],
    [16, 68, 'Fatura simplificada FS 2026/1187', { size: 7 }], [16, 78, 'ATCUD: KQ7PZ2MD-1187', { size: 7 }], [16, 88, 'Data: 2026-11-08  21:14    Mesa 6', { size: 7 }],
    [16, 98, 'Cliente: Consumidor final   NIF: 999999990', { size: 7 }],
    [16, 114, 'Qtd', { size: 7 }], [34, 114, 'Descrição', { size: 7 }], R(160, 114, 'P.Unit', { size: 7, width: 40 }), R(210, 114, 'Total', { size: 7, width: 45 }),
    [16, 126, '2', { size: 8 }], [34, 126, 'Bacalhau à Brás', { size: 8 }], R(160, 126, '11,50', { size: 8, width: 40 }), R(210, 126, '23,00', { size: 8, width: 45 }),
    [16, 138, '1', { size: 8 }], [34, 138, 'Polvo à Lagareiro', { size: 8 }], R(160, 138, '16,90', { size: 8, width: 40 }), R(210, 138, '16,90', { size: 8, width: 45 }),
    [16, 150, '1', { size: 8 }], [34, 150, 'Vinho da casa 0,5 L', { size: 8 }], R(160, 150, '6,50', { size: 8, width: 40 }), R(210, 150, '6,50', { size: 8, width: 45 }),
    [16, 162, '2', { size: 8 }], [34, 162, 'Água 0,5 L', { size: 8 }], R(160, 162, '1,50', { size: 8, width: 40 }), R(210, 162, '3,00', { size: 8, width: 45 }),
    [16, 174, '2', { size: 8 }], [34, 174, 'Café', { size: 8 }], R(160, 174, '0,90', { size: 8, width: 40 }), R(210, 174, '1,80', { size: 8, width: 45 }),
    [16, 192, 'TOTAL', { bold: true, size: 10 }], R(210, 192, '51,20 €', { bold: true, size: 10, width: 60 }),
    [16, 208, 'Multibanco', { size: 8 }], R(210, 208, '51,20', { size: 8, width: 45 }),
    [16, 226, 'Taxa', { size: 7 }], R(100, 226, 'Base', { size: 7, width: 40 }), R(150, 226, 'IVA', { size: 7, width: 40 }), R(210, 226, 'Total', { size: 7, width: 45 }),
    [16, 236, '13%', { size: 7 }], R(100, 236, '35,31', { size: 7, width: 40 }), R(150, 236, '4,59', { size: 7, width: 40 }), R(210, 236, '39,90', { size: 7, width: 45 }),
    [16, 246, '23%', { size: 7 }], R(100, 246, '9,19', { size: 7, width: 40 }), R(150, 246, '2,11', { size: 7, width: 40 }), R(210, 246, '11,30', { size: 7, width: 45 }),
    [16, 256, 'Total', { size: 7 }], R(100, 256, '44,50', { size: 7, width: 40 }), R(150, 256, '6,70', { size: 7, width: 40 }), R(210, 256, '51,20', { size: 7, width: 45 }),
    [16, 274, 'IVA incluído nos preços', { size: 7 }], [16, 290, 'KQ7P-Processado por programa certificado n.º 2345/AT', { size: 6.5 }],
    [62, 306, 'Obrigado pela sua visita!', { size: 8 }],
  ] },

  // German fuel receipt: pump number, fuel grade, "42,37 l x 1,789 EUR/l", a shop item, tax codes
  // after the amounts, Gesamt EUR, EC-Karte (girocard, contactless) and a net/MwSt/gross line.
  { name: 'tankstelle-de', kind: 'receipt', size: [226, 520], expect: { vendorName: 'Tankstelle Hofmann', invoiceDate: '2026-11-09', tax: 12.74, total: 79.79, currency: 'EUR', paymentMethod: 'card' }, cells: [
    [50, 18, 'Tankstelle Hofmann', { bold: true, size: 12 }], [46, 34, 'Augsburger Str. 112, 86368 Gersthofen', { size: 7 }], [80, 44, 'Tel. 0821 555 4710', { size: 7 }],
    [72, 54, 'St.-Nr. 102/234/56789', { size: 7 }],
    [16, 72, 'Beleg-Nr. 48213   Kasse 1', { size: 7 }], [16, 82, '09.11.2026  07:53', { size: 7 }],
    [16, 100, 'Säule 3', { size: 8 }], [16, 112, 'Super E10', { size: 8 }], R(210, 112, '75,80 A', { size: 8, width: 50 }),
    [24, 124, '42,37 l x 1,789 EUR/l', { size: 7 }],
    [16, 140, 'Scheibenreiniger 1 l', { size: 8 }], R(210, 140, '3,99 A', { size: 8, width: 50 }),
    [16, 160, 'Gesamt EUR', { bold: true, size: 10 }], R(210, 160, '79,79', { bold: true, size: 10, width: 60 }),
    [16, 178, 'EC-Karte', { size: 8 }], R(210, 178, '79,79', { size: 8, width: 50 }),
    [16, 196, 'MwSt', { size: 7 }], R(95, 196, 'Netto', { size: 7, width: 40 }), R(150, 196, 'Steuer', { size: 7, width: 40 }), R(210, 196, 'Brutto', { size: 7, width: 45 }),
    [16, 206, 'A 19%', { size: 7 }], R(95, 206, '67,05', { size: 7, width: 40 }), R(150, 206, '12,74', { size: 7, width: 40 }), R(210, 206, '79,79', { size: 7, width: 45 }),
    [16, 226, 'girocard   kontaktlos', { size: 7 }], [16, 236, 'Karte ************4417   Terminal 65432198', { size: 7 }], [16, 246, 'Genehmigungs-Nr. 281734', { size: 7 }],
    [60, 266, 'Vielen Dank und gute Fahrt!', { size: 8 }],
  ] },

  // Spanish restaurant ticket: Uds / Precio / Importe columns, a Subtotal that already includes
  // IVA, a Propina line, TOTAL including the tip, and the IVA base and quota below it.
  { name: 'ticket-es-propina', kind: 'receipt', size: [226, 560], expect: { vendorName: 'Taberna El Puerto', invoiceDate: '2026-11-15', tax: 2.65, tip: 3, total: 32.2, currency: 'EUR', paymentMethod: 'card' },
    items: [['Caña', 2, 2.2, 4.4], ['Ración de calamares', 1, 12.5, 12.5], ['Patatas bravas', 1, 6.8, 6.8], ['Tarta de queso', 1, 5.5, 5.5]], cells: [
    [58, 18, 'Taberna El Puerto', { bold: true, size: 12 }], [40, 34, 'C/ Real 45, 11500 El Puerto de Sta. María', { size: 7 }], [82, 44, 'NIF B11223344', { size: 7 }],
    [16, 62, 'FACTURA SIMPLIFICADA T-2026/004512', { size: 7 }], [16, 72, 'Fecha: 15/11/2026  22:36', { size: 7 }], [140, 72, 'Mesa: 9', { size: 7 }], [16, 82, 'Camarero: Antonio', { size: 7 }],
    [16, 98, 'Uds', { size: 7 }], [34, 98, 'Descripción', { size: 7 }], R(160, 98, 'Precio', { size: 7, width: 40 }), R(210, 98, 'Importe', { size: 7, width: 45 }),
    [16, 110, '2', { size: 8 }], [34, 110, 'Caña', { size: 8 }], R(160, 110, '2,20', { size: 8, width: 40 }), R(210, 110, '4,40', { size: 8, width: 45 }),
    [16, 122, '1', { size: 8 }], [34, 122, 'Ración de calamares', { size: 8 }], R(160, 122, '12,50', { size: 8, width: 40 }), R(210, 122, '12,50', { size: 8, width: 45 }),
    [16, 134, '1', { size: 8 }], [34, 134, 'Patatas bravas', { size: 8 }], R(160, 134, '6,80', { size: 8, width: 40 }), R(210, 134, '6,80', { size: 8, width: 45 }),
    [16, 146, '1', { size: 8 }], [34, 146, 'Tarta de queso', { size: 8 }], R(160, 146, '5,50', { size: 8, width: 40 }), R(210, 146, '5,50', { size: 8, width: 45 }),
    [16, 166, 'Subtotal', { size: 8 }], R(210, 166, '29,20', { size: 8, width: 45 }), [16, 178, 'Propina', { size: 8 }], R(210, 178, '3,00', { size: 8, width: 45 }),
    [16, 194, 'TOTAL', { bold: true, size: 10 }], R(210, 194, '32,20 €', { bold: true, size: 10, width: 60 }),
    [16, 210, 'Tarjeta', { size: 8 }], R(210, 210, '32,20', { size: 8, width: 45 }),
    [16, 228, 'Base imponible 10%', { size: 7 }], R(210, 228, '26,55', { size: 7, width: 45 }), [16, 238, 'Cuota IVA 10%', { size: 7 }], R(210, 238, '2,65', { size: 7, width: 45 }),
    [16, 254, 'IVA incluido en precios. Propina voluntaria.', { size: 7 }], [16, 270, 'VISA ************7781   AUT 552019', { size: 7 }],
  ] },

  // French pharmacy ticket: TVA codes 1/2/3 after the amounts (2,10 %, 10 %, 20 %), Montant TTC,
  // Espèces and Rendu, and a per-rate HT/TVA/TTC table with a total row.
  { name: 'ticket-pharmacie-fr', kind: 'receipt', size: [226, 560], expect: { vendorName: 'Pharmacie des Halles', invoiceDate: '2026-11-17', tax: 3.17, total: 23.43, currency: 'EUR', paymentMethod: 'cash' }, cells: [
    [44, 18, 'Pharmacie des Halles', { bold: true, size: 12 }], [58, 34, '12 rue des Halles, 37000 Tours', { size: 7 }], [80, 44, 'Tél. 02 47 05 12 34', { size: 7 }],
    [32, 54, 'SIRET 412 345 678 00019  N° FINESS 370001234', { size: 6.5 }],
    [16, 72, 'Ticket n° 0004521   Caisse 2', { size: 7 }], [16, 82, 'Le 17/11/2026 à 11:02', { size: 7 }],
    [16, 100, 'PARACETAMOL 1G CPR B/8', { size: 8 }], R(172, 100, '1', { size: 8, width: 20 }), R(210, 100, '2,18', { size: 8, width: 35 }),
    [16, 112, 'SPRAY EAU DE MER 100ML', { size: 8 }], R(172, 112, '3', { size: 8, width: 20 }), R(210, 112, '6,90', { size: 8, width: 35 }),
    [16, 124, 'PASTILLES GORGE MIEL CITRON', { size: 8 }], R(172, 124, '2', { size: 8, width: 20 }), R(210, 124, '5,40', { size: 8, width: 35 }),
    [16, 136, 'CREME MAINS 50ML', { size: 8 }], R(172, 136, '3', { size: 8, width: 20 }), R(210, 136, '8,95', { size: 8, width: 35 }),
    [16, 154, 'Montant TTC', { bold: true, size: 10 }], R(210, 154, '23,43 €', { bold: true, size: 10, width: 60 }),
    [16, 170, 'Espèces', { size: 8 }], R(210, 170, '25,00', { size: 8, width: 45 }), [16, 182, 'Rendu', { size: 8 }], R(210, 182, '1,57', { size: 8, width: 45 }),
    [16, 200, 'Code', { size: 7 }], [40, 200, 'Taux', { size: 7 }], R(120, 200, 'HT', { size: 7, width: 35 }), R(165, 200, 'TVA', { size: 7, width: 35 }), R(210, 200, 'TTC', { size: 7, width: 35 }),
    [16, 210, '1', { size: 7 }], [40, 210, '2,10 %', { size: 7 }], R(120, 210, '2,14', { size: 7, width: 35 }), R(165, 210, '0,04', { size: 7, width: 35 }), R(210, 210, '2,18', { size: 7, width: 35 }),
    [16, 220, '2', { size: 7 }], [40, 220, '10,00 %', { size: 7 }], R(120, 220, '4,91', { size: 7, width: 35 }), R(165, 220, '0,49', { size: 7, width: 35 }), R(210, 220, '5,40', { size: 7, width: 35 }),
    [16, 230, '3', { size: 7 }], [40, 230, '20,00 %', { size: 7 }], R(120, 230, '13,21', { size: 7, width: 35 }), R(165, 230, '2,64', { size: 7, width: 35 }), R(210, 230, '15,85', { size: 7, width: 35 }),
    [16, 240, 'Total', { size: 7 }], R(120, 240, '20,26', { size: 7, width: 35 }), R(165, 240, '3,17', { size: 7, width: 35 }), R(210, 240, '23,43', { size: 7, width: 35 }),
    [16, 258, "Nombre d'articles : 4", { size: 7 }], [40, 274, 'Merci de votre visite - Bonne journée', { size: 7 }],
  ] },

  // US coffee shop merchant copy paid with Apple Pay: printed Amount, suggested tips, and the tip and
  // total written in by hand above blank lines (drawn larger here; the values count as given). No
  // paymentMethod expected: documents.ts has no type for a mobile wallet.
  { name: 'coffee-us-handwritten-tip', kind: 'receipt', size: [226, 520], expect: { vendorName: 'Blue Heron Coffee Roasters', invoiceDate: '2026-11-19', subtotal: 8.75, tax: 0.91, tip: 2, total: 11.66, currency: 'USD', paymentMethod: 'mobile_wallet' }, cells: [
    [32, 18, 'Blue Heron Coffee Roasters', { bold: true, size: 11 }], [54, 34, '1120 Pike St, Seattle, WA 98101', { size: 7 }], [84, 44, '(206) 555-0174', { size: 7 }],
    [16, 62, 'Order #2317   Counter: Jess', { size: 7 }], [16, 72, '11/19/2026  7:48 AM', { size: 7 }],
    [16, 90, '1 Oat Milk Latte 16oz', { size: 8 }], R(210, 90, '5.75', { size: 8, width: 45 }), [16, 102, '1 Blueberry Scone', { size: 8 }], R(210, 102, '3.00', { size: 8, width: 45 }),
    [16, 120, 'Subtotal', { size: 8 }], R(210, 120, '8.75', { size: 8, width: 45 }), [16, 132, 'Tax', { size: 8 }], R(210, 132, '0.91', { size: 8, width: 45 }),
    [16, 146, 'Amount', { bold: true, size: 9 }], R(210, 146, '$9.66', { bold: true, size: 9, width: 60 }),
    [16, 162, 'APPLE PAY   VISA ....3391', { size: 7 }], [16, 172, 'AID A0000000031010   Auth 08841C', { size: 7 }],
    [16, 190, 'Suggested tip: 18% $1.58  20% $1.75  22% $1.93', { size: 6.5 }],
    [16, 214, 'Tip', { size: 9 }], [118, 206, '2.00', { size: 13 }], [50, 222, '#RECT 156 0.6 black'],
    [16, 244, 'Total', { size: 9 }], [112, 236, '11.66', { size: 13 }], [50, 252, '#RECT 156 0.6 black'],
    [16, 274, 'Signature', { size: 7 }], [50, 282, '#RECT 156 0.6 black'],
    [82, 300, 'MERCHANT COPY', { size: 7 }],
  ] },

  // UK pub receipt: quantity column, no unit prices, TOTAL, "Contactless" with a Visa debit card,
  // VAT and net printed after the payment.
  { name: 'pub-uk-contactless', kind: 'receipt', size: [226, 520], expect: { vendorName: 'The Fox & Hounds', invoiceDate: '2026-11-20', tax: 6.01, total: 36.05, currency: 'GBP', paymentMethod: 'card' }, cells: [
    [54, 18, 'The Fox & Hounds', { bold: true, size: 12 }], [60, 34, '3 Church Lane, Ludlow SY8 1AP', { size: 7 }], [76, 44, 'VAT No. 284 7719 36', { size: 7 }],
    [16, 62, 'Till 2   Clerk: Sam   Tab: Table 14', { size: 7 }], [16, 72, '20/11/2026 21:12', { size: 7 }],
    [16, 90, '2', { size: 8 }], [30, 90, 'Pint Guinness', { size: 8 }], R(210, 90, '11.80', { size: 8, width: 45 }),
    [16, 102, '1', { size: 8 }], [30, 102, 'Fish & Chips', { size: 8 }], R(210, 102, '15.50', { size: 8, width: 45 }),
    [16, 114, '1', { size: 8 }], [30, 114, 'Sticky Toffee Pudding', { size: 8 }], R(210, 114, '6.95', { size: 8, width: 45 }),
    [16, 126, '1', { size: 8 }], [30, 126, 'Lime & Soda', { size: 8 }], R(210, 126, '1.80', { size: 8, width: 45 }),
    [16, 144, 'TOTAL', { bold: true, size: 10 }], R(210, 144, '£36.05', { bold: true, size: 10, width: 60 }),
    [16, 160, 'Contactless', { size: 8 }], R(210, 160, '£36.05', { size: 8, width: 45 }), [16, 172, 'VISA DEBIT  ************4402', { size: 7 }],
    [16, 190, 'VAT @ 20%', { size: 7 }], R(210, 190, '6.01', { size: 7, width: 45 }), [16, 200, 'Net', { size: 7 }], R(210, 200, '30.04', { size: 7, width: 45 }),
    [16, 218, 'Items: 5', { size: 7 }], [52, 236, 'Thank you, see you again soon!', { size: 8 }],
  ] },
];
