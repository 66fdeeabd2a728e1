import t from 'tap';
import { detectCurrency } from '../../../engine/fields/currency.js';

t.test('symbols and codes', async (t) => {
  t.equal(detectCurrency(['Total 12,00 €'], 'de').code, 'EUR');
  t.equal(detectCurrency(['Total £12.00'], 'en').code, 'GBP');
  t.equal(detectCurrency(['Total C$12.00'], 'en').code, 'CAD');
  t.equal(detectCurrency(['Total R$ 12,00'], 'pt').code, 'BRL');
  t.equal(detectCurrency(['Total MX$120.00'], 'es').code, 'MXN');
  t.equal(detectCurrency(['TOTAL US$56.19'], 'es').code, 'USD', 'US$ is not S$');
  t.equal(detectCurrency(['Betrag Fr. 45.00'], 'de').code, 'CHF');
  t.equal(detectCurrency(['Summe 120,00 kr', 'Sverige'], 'en').code, 'SEK');
  t.equal(detectCurrency(['Total 12.00', 'Currency: AUD'], 'en').code, 'AUD');
});

t.test('a bare dollar sign is read in context', async (t) => {
  t.equal(detectCurrency(['Total $12.00', 'Portland, OR 97211'], 'en').code, 'USD');
  t.equal(detectCurrency(['Total $12.00', 'HST 13%', 'Toronto ON M5V 2T6'], 'en').code, 'CAD');
  t.equal(detectCurrency(['Total $12.00', 'ABN 12 345 678 901', 'Sydney NSW 2000'], 'en').code, 'AUD');
  t.equal(detectCurrency(['Total a pagar $1,200.00', 'IVA 16%'], 'es').code, 'MXN');
  // train-1069: a Québec photo whose address OCR lost, "$" after the amounts.
  t.equal(detectCurrency(['Liquide vaisselle 5 L   20,30 $', 'Montant TTC   476,30$'], 'fr').code, 'CAD', 'a "$" on a French document is the Canadian dollar');
  t.equal(detectCurrency(['Montant total   $476.30', 'New York, NY 10001'], 'fr').code, 'USD', 'unless the text names the US');
  const mexicanGoods = detectCurrency(['Total $12.00', 'Austin, TX 78744', 'origin Mexico', 'origin Mexico'], 'en');
  t.equal(mexicanGoods.code, 'USD', 'a product origin does not outvote the address');
});

t.test('no money mark at all falls back to country and language', async (t) => {
  t.equal(detectCurrency(['Includes VAT 20%  7.41', 'Manchester M4 6WX'], 'en').code, 'GBP');
  t.equal(detectCurrency(['enth. MWST 8.1 %  11.09', '4051 Basel'], 'de').code, 'CHF');
  t.equal(detectCurrency(['Gesamtsumme 12,00'], 'de').code, 'EUR');
  t.equal(detectCurrency(['PEN BALLPOINT BLK 12PK  6.54'], 'en').code, 'USD', 'PEN the word is not the sol');
  const weak = detectCurrency(['Total 12.00'], 'en');
  t.ok(weak.confidence < 0.6, 'a guess has low confidence');
  t.ok(detectCurrency(['Total 12,00 €', 'EUR'], 'de').confidence > 0.9);
});

t.test('with no money mark, the bank account and VAT number outweigh a place named in an item', async (t) => {
  // An Austrian invoice whose "€" OCR lost: a product line names London, the IBAN and the UID name Austria.
  const austrian = ['Becker Getranke KG', '1100 Wien', 'UID-Nr.: ATU93358297', 'GIN LONDON DRY 1L  33,54', 'Endbetrag: 2.624,71', 'Zahlung an:IBAN AT715119 4483 4768737726'];
  t.equal(detectCurrency(austrian, 'de').code, 'EUR');
  t.equal(detectCurrency(['GIN LONDON DRY 1L  33,54', 'Summe 33,54', 'USt-IdNr. DE123456789'], 'de').code, 'EUR', 'a German VAT number alone');
  t.equal(detectCurrency(['Total 120.00', 'IBAN GB29 NWBK 6016 1331 9268 19'], 'en').code, 'GBP', 'a UK account');
  t.equal(detectCurrency(['Total 120.00', 'IBAN CH93 0076 2011 6238 5295 7'], 'de').code, 'CHF', 'a Swiss account');
  t.equal(detectCurrency(['GIN LONDON DRY 1L  33,54', 'Gesamt 33,54', '+43 45 8708886'], 'de').code, 'EUR', 'a tie between two hints goes to the language');
  t.equal(detectCurrency(['Total 12.00', 'Ref. DE1234'], 'en').code, 'USD', 'a short code after DE is no VAT number');
});

t.test('an Irish receipt whose euro signs OCR lost is in euro; Northern Ireland stays in sterling', async (t) => {
  const irish = ["O'Dwyer's Pharmacy", 'Main Street, Ennis, Co. Clare V95 X2K4', 'VAT No. IE 9741852T', 'TOTAL', '21.69'];
  t.equal(detectCurrency(irish, 'en').code, 'EUR', 'an Irish VAT number and county outweigh "VAT No." in English');
  t.equal(detectCurrency(['Total 40.00', 'VAT Reg. IE6388047V', 'Thank you'], 'en').code, 'EUR', 'the VAT number alone');
  t.equal(detectCurrency(['Lisburn Road, Belfast, Northern Ireland', 'VAT No. 123456789', 'Total 21.69'], 'en').code, 'GBP');
});

t.test('English VAT is the pound only where no other VAT country is named (fifteenth batch)', async (t) => {
  const ph = ['SARAP EXPRESS', 'Quezon City 1108', 'VAT REG TIN: 447-182-046-00012', 'VATable Sales 300.00', 'VAT Amount (12%) 36.00', 'VAT-Exempt Sales 300.00'];
  t.equal(detectCurrency(ph, 'en').code, 'PHP');
  t.equal(detectCurrency(['Harbour Road, Grimsby', 'VAT 20% 14.00', 'Total 84.00'], 'en').code, 'GBP');
});

t.test('a Chilean till whose "S.I.I." OCR garbled: its RUT and city say pesos, not a Mexican dollar sign', async (t) => {
  const cl = ['SUPERMERCADO EL COPIHUE', 'R.U.T.: 76.118.447-2', 'Av. Alemania 0447, Local 12', 'S.1.1. - TEMUCO', 'LECHE ENTERA 1L', '3 x $ 1.090   3.270', 'TOTAL  $ 16.726'];
  t.equal(detectCurrency(cl, 'es').code, 'CLP');
  t.equal(detectCurrency(cl.map((l) => l.replace('S.1.1. - TEMUCO', 'S.1.1.')), 'es').code, 'CLP', 'the RUT alone');
  t.equal(detectCurrency(cl.filter((l) => !l.startsWith('R.U.T.')).map((l) => l.replace('S.1.1. - TEMUCO', 'S.1.1.')), 'es').code, 'MXN', 'without either, a Spanish "$" is the peso of Mexico');
});

t.test('an S that OCR read as "$" is no dollar: a Spanish invoice with its CIF and NIF stays in euro', async (t) => {
  const es = ['Fincas Albufera Administración, S.L. · CIF B-98447182', 'NIF 20447182-K', 'Base imponible 107,60', 'IVA 21 % 22,60', 'TOTAL FACTURA 276,50'];
  t.equal(detectCurrency([...es, 'el 05/11/2026 a E$21 2100 *** 4718'], 'es').code, 'EUR', 'a "$" inside a word');
  t.equal(detectCurrency([...es, 'Transferido $ 903,50'], 'es').code, 'EUR', 'one "$" against Spanish tax ids');
  t.equal(detectCurrency(['Total $12.00', 'NIF 20447182-K'], 'en').code, 'USD', 'an English "$" is still the dollar');
});

t.test('the letters of an Irish Eircode are no crowns', async (t) => {
  const ie = ['Coldline Refrigeration Services Ltd', 'Dublin 2, D02 KR83', 'VAT 23% 98.90', 'Total due 528.90'];
  t.equal(detectCurrency(ie, 'en').code, 'EUR');
  t.equal(detectCurrency(['Att betala kr 125,00', 'Summa kr.125,00'], 'sv').code, 'SEK', 'a "kr" before its amount still is');
});
