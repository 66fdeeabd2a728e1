import t from 'tap';
import { findPaymentMethod } from '../../../engine/fields/payment.js';

t.test('cards with masked numbers', async (t) => {
  t.same(findPaymentMethod(['TOTAL 12.00', 'VISA ****1234   12.00']), { type: 'card', cardBrand: 'Visa', last4: '1234' });
  t.same(findPaymentMethod(['Mastercard XXXX XXXX XXXX 5678']), { type: 'card', cardBrand: 'Mastercard', last4: '5678' });
  t.same(findPaymentMethod(['AMEX ending in 1005  44.10']), { type: 'card', cardBrand: 'American Express', last4: '1005' });
  t.same(findPaymentMethod(['EC-Karte girocard #### 4411', 'Kartenzahlung']), { type: 'card', cardBrand: 'Girocard', last4: '4411' });
});

t.test('wallets, cash, checks and gift cards', async (t) => {
  t.same(findPaymentMethod(['APPLE PAY VISA ************9876  8.50']), { type: 'mobile_wallet', cardBrand: 'Visa', last4: '9876' });
  t.same(findPaymentMethod(['Google Pay   8.50']), { type: 'mobile_wallet' });
  t.same(findPaymentMethod(['CASH   20.00', 'CHANGE   3.50']), { type: 'cash' });
  t.same(findPaymentMethod(['Efectivo   20,00', 'Cambio   3,50']), { type: 'cash' });
  t.same(findPaymentMethod(['CHECK #4821   55.00']), { type: 'check' });
  t.same(findPaymentMethod(['Gift Card XXXX3321   12.00']), { type: 'gift_card', last4: '3321' });
  t.equal(findPaymentMethod(['Thank you!']), null);
});

t.test('a long row of masking characters is read quickly', async (t) => {
  const start = Date.now();
  findPaymentMethod(['*'.repeat(5000), 'X'.repeat(5000) + ' card']);
  t.ok(Date.now() - start < 500);
});

t.test('payment words a photo misread by one letter or digit (train receipt photos)', async (t) => {
  t.same(findPaymentMethod(['RECHNUNGSBETRAG 28,97 C', 'Google Fay V1sa ##is 3905 28,97']), { type: 'mobile_wallet', cardBrand: 'Visa' }, '"Google Pay Visa #### 3905"');
  t.same(findPaymentMethod(['MA5TERCARD XXXX1234 12,00']), { type: 'card', cardBrand: 'Mastercard', last4: '1234' });
  t.same(findPaymentMethod(['TOTAL 15,73', 'ENTREOADO 200', 'CAMO 4,27']), { type: 'cash' }, '"ENTREGADO 20,00": money handed over');
  t.same(findPaymentMethod(['Gifte********0472', '47,48']), { type: 'gift_card', last4: '0472' }, '"Gift Cert ************0472"');
  t.equal(findPaymentMethod(['APPLE PIE 3.99', 'TOTAL 3.99']), null, 'a food name is no wallet');
  t.equal(findPaymentMethod(['ENTREGA A DOMICILIO 2,50']), null, 'a delivery charge is not money handed over');
  t.equal(findPaymentMethod(['GIFT WRAP 2.00']), null, 'a gift word without a card mask');
  t.same(findPaymentMethod(['VISACREDIT   9143   14.09']), { type: 'card', cardBrand: 'Visa' }, 'brand glued to its card word');
  t.same(findPaymentMethod(['Maatexcard endtng tn.9692', '137251']), { type: 'card', cardBrand: 'Mastercard' }, 'two slips in a ten-letter brand');
  t.same(findPaymentMethod(['GitCardXxxxxxxxxxxx7429   112,17']), { type: 'gift_card', last4: '7429' });
  t.same(findPaymentMethod(['Montant TTC 28,60', 'RIE BANCAIRE XXXXXXXX9129 28,60']), { type: 'card', cardBrand: 'Cartes Bancaires', last4: '9129' }, '"CARTE BANCAIRE" with its first word cut');
  t.equal(findPaymentMethod(['Frais bancaires 2,50']), null, 'bank fees are no card payment');
  t.equal(findPaymentMethod(['Mercancia entregada 12/03/2024']), null, 'one letter from "entregado", but no tender row');
  t.equal(findPaymentMethod(['MASTERCRAFT HAMMER 12.99']), null, 'a tool brand is no card brand');
});

t.test('Bancontact and Bankomat tender lines are card payments, without a card mask', async (t) => {
  t.equal(findPaymentMethod(['SUMME EUR 21,62', 'Bankomat 21,62'])?.type, 'card');
  t.equal(findPaymentMethod(['TOTAL 24,11', 'Bancontact 24,11'])?.type, 'card');
  t.equal(findPaymentMethod(['TOTAL 24,11', 'BCMC * **338'])?.type, 'card');
});

t.test('EFTPOS and the contactless schemes are card payments, even beside "Change $0.00" (batch eight, curled)', async (t) => {
  t.same(findPaymentMethod(['TOTAL NZD $28.00', 'EFTPOS payWave $28.00', 'VisDe.***13 CPTED', 'Change $0.00']), { type: 'card' });
  t.same(findPaymentMethod(['EFTPOS   $43.50']), { type: 'card' });
  t.same(findPaymentMethod(['PayPass   12.00']), { type: 'card' });
  t.same(findPaymentMethod(['CASH   $50.00', 'CHANGE   $6.50']), { type: 'cash' }, 'no card word: cash');
});

t.test('a printed choice of tenders beside tick boxes names no payment by itself (batch ten)', async (t) => {
  t.equal(findPaymentMethod(['TOTAL 409 75', 'Cash   Cheque   Eftpos   X Internet banking']), null);
  t.same(findPaymentMethod(['Cash   Cheque   Eftpos', 'EFTPOS   $409.75']), { type: 'card' }, 'the tender line with its amount still pays');
});

t.test('a tender word whose amount a curled photo put on the next row still pays (batch eleven, curled)', async (t) => {
  t.same(findPaymentMethod(['TOTAL AMT PAYABLE 192.55', 'CASH', '200.00', 'CHANGE', '7.45']), { type: 'cash' });
  t.equal(findPaymentMethod(['We accept cash', 'Thank you']), null, 'no amount after it: no payment');
});

t.test('a restaurant\'s diners are no Diners Club card (fifteenth batch, Philippine fast food)', async (t) => {
  t.same(findPaymentMethod(['Cashier: JOANNA R.   Diners: 2', 'SC share: 672.00 / 2 diners = 336.00', 'AMOUNT DUE 576.00', 'CASH 1,000.00', 'CHANGE 424.00']), { type: 'cash' });
  t.same(findPaymentMethod(['DINERS CLUB ****4471', 'TOTAL 88.00']), { type: 'card', cardBrand: 'Diners Club', last4: '4471' });
  // A Mexican loyalty wallet's masked number pays nothing.
  t.same(findPaymentMethod(['TOTAL $179.50', 'EFECTIVO $200.00', 'SU CAMBIO $20.50', 'MONEDERO KIOSKO ****4471']), { type: 'cash' });
});
