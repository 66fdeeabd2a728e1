import t from 'tap';
import { normalizeVendorName } from '../../../engine/vendors/normalize.js';

t.test('spellings of one vendor share one key', async (t) => {
  const groups: string[][] = [
    ['SYSCO CORP', 'Sysco Corporation', 'Sysco Corp.', 'sysco', 'Sysco, Inc.', 'SYSCO CORPORATION LTD'],
    ['Nestlé S.A.', 'NESTLE SA', 'Nestle'],
    ['Müller GmbH & Co. KG', 'Muller GmbH', 'MÜLLER'],
    ['Ajinomoto (Malaysia) Sdn. Bhd.', 'AJINOMOTO MALAYSIA SDN BHD', 'Ajinomoto Malaysia Berhad'],
    ['Acme Holdings Co., Ltd.', 'ACME HOLDINGS LIMITED', 'Acme Holdings Company'],
    ['Woolworths Pty Ltd', 'WOOLWORTHS PTY. LIMITED', 'Woolworths'],
    ['Boulangerie Dupont SARL', 'BOULANGERIE DUPONT S.A.R.L.', 'Boulangerie Dupont SAS'],
    ["The Chefs' Warehouse, Inc.", 'Chefs Warehouse'],
    ['US Foods L.L.C.', 'US FOODS LLC', 'U.S. Foods'],
    ['Tesco PLC', 'TESCO plc', 'Tesco'],
    ['Heineken N.V.', 'Heineken BV', 'Heineken'],
    ['Smith & Co', 'Smith and Company', 'SMITH'],
  ];
  for (const group of groups) {
    const keys = new Set(group.map(normalizeVendorName));
    t.equal(keys.size, 1, `${group.join(' | ')} → ${[...keys].join(' | ')}`);
  }
});

t.test('different vendors stay different', async (t) => {
  t.not(normalizeVendorName('Sysco Corp'), normalizeVendorName('Sysco Foods Corp'));
  t.not(normalizeVendorName('US Foods'), normalizeVendorName('Performance Foodservice'));
  t.equal(normalizeVendorName('Sysco Corp'), 'sysco');
  t.equal(normalizeVendorName('Co'), 'co', 'a name that is only a legal form is kept, not erased');
  t.equal(normalizeVendorName('Pizza Co Inc'), 'pizza', 'suffixes are stripped repeatedly');
  t.equal(normalizeVendorName("McDonald's"), 'mcdonalds');
});

t.test('names without letters or digits normalize to empty', async (t) => {
  t.equal(normalizeVendorName(''), '');
  t.equal(normalizeVendorName(' --- '), '');
  t.equal(normalizeVendorName('***'), '');
});
