// Retail documents of the eleventh layout batch (bench/layouts/documents-fresh11.ts): supermarket
// and minimarket till receipts (rupiah printed without cents, Indonesian and Malay labels, a member
// card's masked number, a word mark over its company's legal name, savings lines, barcodes, VAT
// codes beside the amounts) and shop invoices (numbers under their titles).
import t from 'tap';
import { extractDocuments } from '../../../engine/fields/index.js';
import { detectDecimalSeparator } from '../../../engine/fields/numbers.js';
import { restoreNameSpaces } from '../../../engine/fields/vendor.js';
import { grid, makePage, right } from './page-fixture.js';

const RECEIPT = { width: 226, height: 400 };

t.test('an Indonesian minimarket receipt in rupiah: thousands dots, PPN, TUNAI, a member number, the PT over the word mark', async (t) => {
  const page = makePage(grid([
    [12, [60, 'SERBAMART']],
    [30, [45, 'PT SERBA MITRA NUSANTARA TBK']],
    [40, [48, 'JL. RAYA BOGOR KM 27, JAKARTA TIMUR 13740']],
    [50, [70, 'NPWP: 01.447.182.0-009.000']],
    [62, [16, 'Tgl. 22-11-2026 18:07:33']],
    [78, [16, 'BIMOLI MNYK GRG 2L']],
    [88, [40, '1 X 44.500'], right(210, '44.500', 8)],
    [98, [28, 'DISC PROMO BIMOLI'], right(210, '-5.000', 8)],
    [108, [16, 'CHITATO SPC SAPI 68G']],
    [118, [40, '2 X 11.200'], right(210, '22.400', 8)],
    [132, [16, 'TOTAL BELANJA'], right(210, '61.900', 8)],
    [142, [16, 'TUNAI'], right(210, '100.000', 8)],
    [152, [16, 'KEMBALIAN'], right(210, '38.100', 8)],
    [164, [16, 'NON BKP'], right(100, '0', 8), [120, 'PPN'], right(210, '6.134', 8)],
    [176, [16, 'MEMBER 6288 **** 4471   POIN +6']],
    [188, [16, 'SMS/WA 0811 1500 447']],
  ], 8), RECEIPT);
  const [doc] = extractDocuments([page], { kind: 'receipt' });
  const f = doc!.fields;
  t.equal(f.currency, 'IDR', 'NPWP and Jakarta; "WA 0811" is a phone, not Western Australia');
  t.equal(f.total, 61900, '"61.900" is sixty-one thousand rupiah');
  t.equal(f.tax, 6134);
  t.same(f.paymentMethod, { type: 'cash' }, 'TUNAI and KEMBALIAN; the member number is no card');
  t.equal(f.vendorName, 'PT SERBA MITRA NUSANTARA TBK');
  t.same(f.lineItems.map((i) => [i.description, i.quantity, i.unitPrice, i.total]), [
    ['BIMOLI MNYK GRG 2L', 1, 44500, 44500],
    ['DISC PROMO BIMOLI', null, null, -5000],
    ['CHITATO SPC SAPI 68G', 2, 11200, 22400],
  ], 'a discount without cents is a line too');
});

t.test('whole amounts grouped with dots and no cents anywhere: the dot groups thousands', async (t) => {
  t.equal(detectDecimalSeparator(['17.500', '44.500', '193.400', '22-11-2026']), ',');
  t.equal(detectDecimalSeparator(['Rp 9.400']), ',', 'after the rupiah sign');
  t.equal(detectDecimalSeparator(['17.500', '44.500', '193.400', 'TOTAL 12.95']), '.', 'one amount with cents decides');
});

t.test('a Malaysian company number in brackets and a UK footer "· Registered in England No." leave the legal name', async (t) => {
  const my = makePage(grid([
    [12, [30, 'SERI MEGAMART SDN BHD (1044718-K)']],
    [24, [40, 'LOT 12, JALAN KLANG LAMA, KUALA LUMPUR']],
    [40, [16, 'TAX INVOICE']],
    [54, [16, 'MILO ACTIV-GO 1KG'], right(210, '26.99', 8)],
    [66, [16, 'TOTAL'], right(210, '26.99', 8)],
  ], 8), RECEIPT);
  t.equal(extractDocuments([my], { kind: 'receipt' })[0]!.fields.vendorName, 'SERI MEGAMART SDN BHD');
  const uk = makePage(grid([
    [12, [39, 'BRAMLEY & COLE']],
    [30, [61, 'SUPERSTORE · FOSSE PARK']],
    [54, [16, 'HOVIS SOFT WHITE MED 800G'], right(210, '1.45', 8)],
    [66, [16, 'TOTAL'], right(210, '1.45', 8)],
    [380, [16, 'Bramley & Cole Stores plc · Registered in England No. 01447183']],
  ], 8), RECEIPT);
  t.equal(extractDocuments([uk], { kind: 'receipt' })[0]!.fields.vendorName, 'Bramley & Cole Stores plc');
});

t.test('a UK superstore receipt: savings lines, a multibuy offer, card-price notes, a brand named like a label, weighed veg, a points balance', async (t) => {
  const page = makePage(grid([
    [12, [39, 'BRAMLEY & COLE']],
    [40, [16, 'HEINZ BAKED BNS 415G'], right(196, '£5.60', 8)],
    [49, [24, '4 x £1.40']],
    [59, [16, 'HEINZ ANY 4 FOR £4.50'], right(196, '-£1.10', 8)],
    [78, [16, 'CADBURY DAIRY MILK 180G'], right(196, '£2.75', 8)],
    [89, [16, 'B&C CARD PRICE SAVING'], right(196, '-£0.75', 8)],
    [98, [24, 'Card Price £2.00']],
    [108, [16, 'PG TIPS 160 BAGS'], right(196, '£4.50', 8)],
    [119, [16, 'LOOSE BROCCOLI'], right(196, '£0.78', 8)],
    [128, [24, '0.412 kg @ £1.90/kg']],
    [150, [16, 'BALANCE DUE'], right(210, '£11.78', 8)],
    [166, [16, 'CONTACTLESS'], right(210, '£11.78', 8)],
    [180, [16, 'POINTS BALANCE 1,184']],
    [192, [16, 'A = VAT 20%   VATABLE £2.00   VAT £0.33']],
  ], 8), RECEIPT);
  const f = extractDocuments([page], { kind: 'receipt' })[0]!.fields;
  t.equal(f.total, 11.78, 'a points balance is no balance due');
  t.equal(f.tax, 0.33, 'the VAT, not the VATABLE amount between the rate and it');
  t.same(f.lineItems.map((i) => [i.description, i.quantity, i.unitPrice, i.total]), [
    ['HEINZ BAKED BNS 415G', 4, 1.4, 5.6],
    ['HEINZ ANY 4 FOR £4.50', null, null, -1.1],
    ['CADBURY DAIRY MILK 180G', null, null, 2.75],
    ['B&C CARD PRICE SAVING', null, null, -0.75],
    ['PG TIPS 160 BAGS', null, null, 4.5],
    ['LOOSE BROCCOLI', 0.412, 1.9, 0.78],
  ], 'the offer\'s price is its name\'s; "Card Price £2.00" is a note; TIPS is the brand\'s; £1.90/kg');
});

t.test('a French hypermarché ticket prints a VAT code digit beside each amount', async (t) => {
  const page = makePage(grid([
    [12, [52, 'MAXIMARCHÉ']],
    [40, [16, 'YAOURT NATURE BIO X8'], right(196, '2,35', 8), [203, '1']],
    [51, [16, 'COQUILLETTES 1KG'], right(196, '3,87', 8), [203, '1']],
    [60, [22, '3 x 1,29']],
    [70, [16, 'REMISE 2 ACHETES = 1 OFFERT'], right(196, '-1,29', 8), [203, '1']],
    [81, [16, 'LESSIVE LIQUIDE 40 LAV.'], right(196, '11,99', 8), [203, '2']],
    [90, [22, '-30 % crédités sur carte : 3,60']],
    [100, [16, 'Istarska malvazija 0,75 1'], right(196, '28,00', 8)],
    [120, [16, 'TOTAL A PAYER'], right(210, '44,92 €', 8)],
  ], 8), RECEIPT);
  const f = extractDocuments([page], { kind: 'receipt' })[0]!.fields;
  t.same(f.lineItems.map((i) => [i.description, i.quantity, i.unitPrice, i.total]), [
    ['YAOURT NATURE BIO X8', null, null, 2.35],
    ['COQUILLETTES 1KG', 3, 1.29, 3.87],
    ['REMISE 2 ACHETES = 1 OFFERT', null, null, -1.29],
    ['LESSIVE LIQUIDE 40 LAV.', null, null, 11.99],
    ['Istarska malvazija 0,75 l', null, null, 28],
  ], 'the code is no amount; a 1 in the name is its litre sign');
});

t.test('a US supercenter receipt: UPCs and flags after the names, "2 AT 1 FOR 7.98", "2.84 lb @ 1 lb /0.50", coupons with a trailing minus', async (t) => {
  const page = makePage(grid([
    [12, [47, 'MEGAVALUE']],
    [40, [16, 'GV 2% MILK GAL'], [106, '078742351870 F'], right(198, '3.48', 8), [202, 'N']],
    [51, [16, 'BANANAS'], [106, '000000004011 KF'], right(198, '1.42', 8), [202, 'N']],
    [60, [24, '2.84 lb @ 1 lb /0.50']],
    [70, [16, 'MFR COUPON'], [106, '051600027528'], right(198, '1.00-', 8), [202, 'N']],
    [81, [16, 'COKE 12PK 12OZ CAN'], [106, '004900000634'], right(198, '15.96', 8), [202, 'N']],
    [90, [24, '2 AT 1 FOR 7.98']],
    [106, right(150, 'TOTAL'), right(198, '19.86', 8)],
  ], 8), RECEIPT);
  const f = extractDocuments([page], { kind: 'receipt' })[0]!.fields;
  t.same(f.lineItems.map((i) => [i.sku, i.description, i.quantity, i.unitPrice, i.total]), [
    ['078742351870', 'GV 2% MILK GAL', null, null, 3.48],
    ['000000004011', 'BANANAS', 2.84, 0.5, 1.42],
    ['051600027528', 'MFR COUPON', null, null, -1],
    ['004900000634', 'COKE 12PK 12OZ CAN', 2, 7.98, 15.96],
  ]);
});

t.test('a Malaysian tax invoice: each barcode on its own row over its item, SST, "TOTAL SALES (INCL. SST)"', async (t) => {
  const page = makePage(grid([
    [12, [37, 'SERI MEGAMART SDN BHD (1044718-K)']],
    [40, [16, 'ITEM'], [150, 'AMOUNT (RM)'], [200, 'TX']],
    [52, [16, '9556001204471']],
    [62, [16, 'MILO ACTIV-GO 1KG']],
    [72, [40, '1 X 26.99'], right(196, '26.99', 8), [200, 'S']],
    [82, [16, '9555027100134']],
    [92, [16, 'BERAS SUPER TEMPATAN 5KG']],
    [102, [40, '2 X 13.00'], right(196, '26.00', 8), [200, 'E']],
    [120, [16, 'TOTAL SALES (INCL. SST)'], right(196, '52.99', 8)],
    [132, [16, 'TOTAL AMT PAYABLE'], right(196, '52.99', 8)],
    [150, [16, 'SST SUMMARY'], [80, 'AMT EXCL'], [130, 'SST'], [170, 'AMT INCL']],
    [160, [16, 'S @ 10%'], right(110, '24.54', 8), right(150, '2.45', 8), right(196, '26.99', 8)],
  ], 8), RECEIPT);
  const f = extractDocuments([page], { kind: 'receipt' })[0]!.fields;
  t.same(f.lineItems.map((i) => [i.sku, i.description, i.quantity, i.total]), [
    ['9556001204471', 'MILO ACTIV-GO 1KG', 1, 26.99],
    ['9555027100134', 'BERAS SUPER TEMPATAN 5KG', 2, 26],
  ], 'a barcode is the next item\'s, not more of the last name');
  t.equal(f.total, 52.99);
  t.equal(f.tax, 2.45, 'the SST column, not the total that includes it');
});

t.test('a size whose litre sign reads like a digit is no unit price; a pharmacy ticket starts each row with its count and ends it with the IVA rate', async (t) => {
  const discounter = makePage(grid([
    [12, [60, 'PREISFUCHS']],
    [40, [16, 'Apfelschorle 1,0l'], right(196, '2,37', 8), [201, 'B']],
    [49, [22, '3 x 0,79']],
    [60, [16, 'SUMME'], right(210, '2,37', 8)],
  ], 8), RECEIPT);
  t.same(extractDocuments([discounter], { kind: 'receipt' })[0]!.fields.lineItems.map((i) => [i.description, i.quantity, i.unitPrice, i.total]),
    [['Apfelschorle 1,0l', 3, 0.79, 2.37]]);
  const farmacia = makePage(grid([
    [12, [77, 'FARMACIA']],
    [40, [18, '1 ENALAPRIL CINFA 20MG 28'], right(150, '2,18', 8), right(190, '0,87 4', 8)],
    [49, [34, 'Receta SNS · Aportación 40 %']],
    [60, [18, '1 SUERO FISIOL. 30 MONOD.'], right(150, '4,75', 8), right(190, '4,75 10', 8)],
    [71, [18, '2 CEPILLO VITIS MEDIO'], right(150, '3,60', 8), right(190, '7,20 21', 8)],
    [90, [16, 'TOTAL'], right(210, '12,82 €', 8)],
  ], 8), RECEIPT);
  t.same(extractDocuments([farmacia], { kind: 'receipt' })[0]!.fields.lineItems.map((i) => [i.description, i.quantity, i.unitPrice, i.total]), [
    ['ENALAPRIL CINFA 20MG 28', 1, 2.18, 0.87],
    ['SUERO FISIOL. 30 MONOD.', 1, 4.75, 4.75],
    ['CEPILLO VITIS MEDIO', 2, 3.6, 7.2],
  ], 'the 28 is the pack\'s; the 10 and 21 are rates');
});

t.test('an invoice number under its title: "nr" before a series of letter groups, a Portuguese series with a letter, not the till receipt it was issued for', async (t) => {
  const polish = makePage(grid([
    [40, [50, 'ELEKTROŚWIAT'], [400, 'Faktura VAT']],
    [56, [50, 'RTV · AGD · Komputery'], [400, 'nr FV/RTV/2026/11/04471']],
    [80, [360, 'Data wystawienia:'], [460, '2026-11-19']],
    [140, [50, 'Sklep nr 12 · Kasa 4 · Paragon nr 118/0442 z dnia 2026-11-18']],
    [300, [380, 'Razem do zapłaty'], right(545, '2 939,00 zł')],
  ]), {});
  t.equal(extractDocuments([polish], { kind: 'invoice' })[0]!.fields.invoiceNumber, 'FV/RTV/2026/11/04471');
  const portuguese = makePage(grid([
    [40, [92, 'CASA LUSA'], [333, 'Casa Lusa – Comércio de Mobiliário, S.A.']],
    [100, [50, 'FATURA'], [480, 'Original']],
    [118, [50, 'FT M2026/4471']],
    [300, [380, 'Total'], right(545, '1 045,00 €')],
  ]), {});
  t.equal(extractDocuments([portuguese], { kind: 'invoice' })[0]!.fields.invoiceNumber, 'FT M2026/4471');
});

t.test('shop invoices: a batch, an expiry and a discount rate beside the items, a return\'s negative count, a delivery\'s Supplied column and its notes', async (t) => {
  const items = (page: ReturnType<typeof makePage>) => extractDocuments([page], { kind: 'invoice' })[0]!.fields.lineItems.map((i) => [i.description, i.quantity, i.unitPrice, i.total]);
  const pharma = makePage(grid([
    [150, [50, 'Cod. AIC'], [110, 'Descrizione'], [260, 'Lotto'], [300, 'Scad.'], [340, 'Q.tà'], [380, 'Prezzo'], [420, 'Sc.%'], [470, 'Importo'], [520, 'IVA']],
    [166, [50, '028447063'], [110, 'ENTEROGERMINA*OS 10FL'], [260, '4F0447'], [300, '11/2027'], right(355, '20'), right(410, '6,18'), right(445, '5,00'), right(505, '117,42'), [520, '10']],
    [182, [50, '972447183'], [110, 'BEPANTHENOL PASTA 100G'], [260, 'B24471'], [300, '09/2029'], right(355, '6'), right(410, '7,40'), right(445, '10,00'), right(505, '39,96'), [520, '22']],
    [240, [330, 'TOTALE DOCUMENTO'], right(545, '€ 157,38')],
  ]), {});
  t.same(items(pharma), [['ENTEROGERMINA*OS 10FL', 20, 6.18, 117.42], ['BEPANTHENOL PASTA 100G', 6, 7.4, 39.96]], 'the lot is no count, the discount rate no price');
  const depot = makePage(grid([
    [150, [50, 'Bezeichnung'], [250, 'Kolli'], [300, 'Preis/Kolli'], [380, 'Betrag']],
    [166, [50, 'Depot Harass inkl. 12 Flaschen'], right(265, '3'), right(340, '12.00'), right(410, '36.00')],
    [182, [50, 'Rückgabe Depot Harass 12er'], right(270, '-4'), right(340, '12.00'), right(410, '-48.00')],
    [240, [300, 'Total'], right(410, '-12.00')],
  ]), {});
  t.same(items(depot), [['Depot Harass inkl. 12 Flaschen', 3, 12, 36], ['Rückgabe Depot Harass 12er', -4, 12, -48]]);
  const delivery = makePage(grid([
    [150, [60, 'Item'], [260, 'Ordered'], [320, 'Supplied'], [380, 'Unit price'], [460, 'Amount']],
    [166, [50, '# Vegemite 380g'], [270, '1'], [330, '1'], right(420, '$7.20'), right(500, '$7.20')],
    [182, [50, '# Lurpak Spreadable Butter 250g'], [270, '1'], [330, '0'], right(420, '$5.50'), right(500, '$0.00')],
    [206, [50, '# Harvest Lane Wheat Biscuits 1.2kg'], [270, '–'], [330, '1'], right(420, '$4.80'), right(500, '$4.80')],
    [240, [350, 'TOTAL (incl. GST)'], right(500, '$12.00')],
  ]).concat(grid([[195, [66, 'Unavailable – not charged']], [219, [66, 'Substitute for Sanitarium Weet-Bix 1.2kg (ordered 1 @ $6.00)']]], 8)), {});
  t.same(items(delivery), [['Vegemite 380g', 1, 7.2, 7.2], ['Lurpak Spreadable Butter 250g', 0, 5.5, 0], ['Harvest Lane Wheat Biscuits 1.2kg', 1, 4.8, 4.8]],
    'the GST-free mark is no part of the name; the price in brackets is a note\'s');
});

t.test('a marketplace invoice: "Date de facture / de livraison", the order date apart, a delivery charge billed as a line of the table', async (t) => {
  const page = makePage(grid([
    [40, [50, 'vitrinia'], [400, 'Facture']],
    [70, [50, 'Vendu par'], [300, 'Date de facture / de livraison'], [460, '16 novembre 2026']],
    [84, [50, 'Maison & Saveurs SARL'], [300, 'N° de facture'], [460, 'FR-MS-2026-004471']],
    [110, [300, 'Date de la commande'], [460, '12 novembre 2026']],
    [150, [50, 'Description'], [250, 'Qté'], [290, 'Prix unitaire'], [360, 'TVA'], [420, 'Total']],
    [166, [50, 'Infuseur à thé en inox'], [255, '2'], right(340, '6,45 €'), [360, '20 %'], right(470, '12,90 €')],
    [182, [50, 'Frais de livraison'], [360, '20 %'], right(470, '4,99 €')],
    [220, [360, 'Total TTC'], right(470, '17,89 €')],
  ]), {});
  const f = extractDocuments([page], { kind: 'invoice' })[0]!.fields;
  t.equal(f.invoiceDate, '2026-11-16');
  t.same(f.lineItems.map((i) => [i.description, i.quantity, i.unitPrice, i.total]), [['Infuseur à thé en inox', 2, 6.45, 12.9], ['Frais de livraison', null, null, 4.99]]);
  t.equal(f.total, 17.89);
});

t.test('OCR\'d retail receipts: the VAT line cut into cells, a legal form glued to a capitals name (batch eleven\'s scans)', async (t) => {
  const page = makePage(grid([
    [12, [39, 'BRAMLEY & COLE']],
    [40, [16, 'HOVIS SOFT WHITE MED 800G'], right(196, '£13.90', 8)],
    [60, [16, 'BALANCE DUE'], right(210, '£13.90', 8)],
    [80, [16, 'A = VAT 20%'], [70, 'VATABLE 13.90'], [130, 'VAT'], [170, '2.32']],
  ], 8, 0.95), { ...RECEIPT, source: 'ocr' });
  t.equal(extractDocuments([page], { kind: 'receipt' })[0]!.fields.tax, 2.32, 'a cell that starts with another label is that label\'s');
  t.equal(restoreNameSpaces('PT SERBA MITRA NUSANTARATBK'), 'PT SERBA MITRA NUSANTARA TBK');
});

t.test('a VAT code digit OCR set apart from its amount is no amount either (batch eleven\'s scans)', async (t) => {
  const page = makePage(grid([
    [12, [52, 'MAXIMARCHE']],
    [40, [16, 'YAOURT NATURE BIO X8'], right(196, '2,35 1', 8)],
    [51, [16, 'COMTE AOP 12 MOIS 250G'], right(192, '3,95', 8), [203, '1']],
    [62, [16, 'SAC CABAS REUTILISABLE'], right(192, '1,00', 8), [203, '2']],
    [80, [16, 'TOTAL A PAYER'], right(210, '7,30', 8)],
  ], 8, 0.95), { ...RECEIPT, source: 'ocr' });
  t.same(extractDocuments([page], { kind: 'receipt' })[0]!.fields.lineItems.map((i) => [i.description, i.total]),
    [['YAOURT NATURE BIO X8', 2.35], ['COMTE AOP 12 MOIS 250G', 3.95], ['SAC CABAS REUTILISABLE', 1]]);
});

t.test('a pound sign OCR read as "Ib" in a weighed line\'s price per pound (batch eleven\'s scans)', async (t) => {
  const page = makePage(grid([
    [12, [47, 'MEGAVALUE']],
    [40, [16, 'BANANAS'], [106, '000000004011 KF'], right(198, '1.42 N', 8)],
    [49, [24, '2.84 Ib @ 1 Ib /0.50']],
    [70, right(150, 'TOTAL'), right(198, '1.42', 8)],
  ], 8, 0.95), { ...RECEIPT, source: 'ocr' });
  t.same(extractDocuments([page], { kind: 'receipt' })[0]!.fields.lineItems.map((i) => [i.description, i.quantity, i.unitPrice, i.total]), [['BANANAS', 2.84, 0.5, 1.42]]);
});

t.test('a pack size whose litre sign OCR read as a 1 ("6x1,51") is no count and price (batch eleven\'s photos)', async (t) => {
  const page = makePage(grid([
    [12, [60, 'PREISFUCHS']],
    [40, [16, 'Mineralwasser medium 6x1,51'], right(196, '1,74 B', 8)],
    [51, [16, 'Cola 2x1,50'], right(196, '3,00 B', 8)],
    [70, [16, 'SUMME'], right(210, '4,74', 8)],
  ], 8, 0.95), { ...RECEIPT, source: 'ocr' });
  t.same(extractDocuments([page], { kind: 'receipt' })[0]!.fields.lineItems.map((i) => [i.quantity, i.unitPrice, i.total]),
    [[null, null, 1.74], [2, 1.5, 3]], 'a count and price that make the amount are still read');
});
