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
