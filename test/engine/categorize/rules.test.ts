import t from 'tap';
import { categorizeByRules } from '../../../engine/categorize/rules.js';

t.test('keywords map lines to categories and explain the match', async (t) => {
  t.equal(categorizeByRules('CHKN BRST BNLS 4/10#').label, 'food_cost', 'abbreviations are expanded before matching');
  t.equal(categorizeByRules('Ecolab degreaser 4/1 gal').label, 'cleaning_cost');
  t.equal(categorizeByRules('monthly base rent').label, 'rent');
  t.equal(categorizeByRules('Bud Light keg').label, 'alcohol_cost');
  t.equal(categorizeByRules('fuel surcharge').label, 'freight_delivery');
  t.same(categorizeByRules('walk in cooler repair').matched.includes('repair'), true);
});

t.test('phrases outweigh single words', async (t) => {
  // "delivery charge" (phrase, 2 points) beats "water" (utilities, 1 point).
  t.equal(categorizeByRules('water delivery charge').label, 'freight_delivery');
});

t.test('no keyword gives other with nothing matched', async (t) => {
  t.same(categorizeByRules('zzqx 123'), { label: 'other', matched: [] });
  t.same(categorizeByRules(''), { label: 'other', matched: [] });
});
