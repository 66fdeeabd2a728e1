import t from 'tap';
import { descriptionSimilarity, f1, matchLineItems, sumCounts } from '../../../bench/extraction/line-items.js';

const truth = [
  { description: 'Organic flour 25 kg', total: 42.5 },
  { description: 'Olive oil extra virgin 5 l', total: 38 },
  { description: 'Sea salt', total: 3.2 },
];

t.test('similar descriptions with equal amounts match one to one', async (t) => {
  const predicted = [
    { description: 'Organic flour 25kg', total: 42.5 },
    { description: 'Olive oil extra virgin 5 l', total: 38 },
    { description: 'Sea salt', total: 3.21 },
    { description: 'Sea salt', total: 3.2 },
    { description: 'Sea salt', total: 3.2 },
  ];
  const counts = matchLineItems(truth, predicted);
  t.same(counts, { matched: 3, predicted: 5, truth: 3 });
  const score = f1(counts);
  t.equal(score.precision, 0.6);
  t.equal(score.recall, 1);
  t.equal(score.f1.toFixed(4), '0.7500');
});

t.test('a different description or a missing amount is no match', async (t) => {
  t.equal(matchLineItems(truth, [{ description: 'Flour', total: 42.5 }]).matched, 0);
  t.equal(matchLineItems(truth, [{ description: 'Sea salt', total: null }]).matched, 0);
  t.ok(descriptionSimilarity('Sea  SALT', 'sea salt') === 1);
  t.ok(descriptionSimilarity('Organic flour 25 kg', 'Organic flour 25kg') >= 0.8);
});

t.test('F1 sums over documents and treats empty cases sensibly', async (t) => {
  const total = sumCounts([{ matched: 2, predicted: 2, truth: 4 }, { matched: 2, predicted: 3, truth: 2 }]);
  t.same(total, { matched: 4, predicted: 5, truth: 6 });
  t.same(f1({ matched: 0, predicted: 0, truth: 0 }), { precision: 1, recall: 1, f1: 1 });
  t.equal(f1({ matched: 0, predicted: 0, truth: 3 }).f1, 0);
});
