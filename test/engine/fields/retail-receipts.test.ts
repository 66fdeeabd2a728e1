// Supermarket and minimarket till receipts of the eleventh layout batch (bench/layouts/
// documents-fresh11.ts): rupiah printed without cents, Indonesian and Malay labels, a member
// card's masked number, a word mark over its company's legal name, a company number in brackets.
import t from 'tap';
import { extractDocuments } from '../../../engine/fields/index.js';
import { detectDecimalSeparator } from '../../../engine/fields/numbers.js';
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
