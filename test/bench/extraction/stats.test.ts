import t from 'tap';
import { bucketOf, calibration, percentile, share } from '../../../bench/extraction/stats.js';
import { markdownTable, pct, verdict } from '../../../bench/extraction/table.js';

t.test('nearest-rank percentiles', async (t) => {
  const v = [5, 1, 4, 2, 3, 6, 7, 8, 9, 10];
  t.equal(percentile(v, 50), 5);
  t.equal(percentile(v, 90), 9);
  t.equal(percentile(v, 100), 10);
  t.equal(percentile(v, 0), 1);
  t.equal(percentile([42], 90), 42);
  t.ok(Number.isNaN(percentile([], 50)));
  t.throws(() => percentile(v, 101), RangeError);
});

t.test('shares of nothing are n/a, not 100%', async (t) => {
  t.equal(share([true, false, true, true]), 0.75);
  t.ok(Number.isNaN(share([])));
  t.equal(pct(share([])), 'n/a');
  t.equal(verdict(Number.NaN, 0.9, 'min'), 'n/a');
  t.equal(verdict(0.95, 0.9, 'min'), 'PASS');
  t.equal(verdict(160, 150, 'max'), 'FAIL');
});

t.test('confidence buckets have closed lower and open upper bounds', async (t) => {
  t.equal(bucketOf(0).label, '< 50');
  t.equal(bucketOf(50).label, '50-70');
  t.equal(bucketOf(89.99).label, '70-90');
  t.equal(bucketOf(90).label, '≥ 90');
  t.equal(bucketOf(100).label, '≥ 90');
  const rows = calibration([
    { confidence: 95, allRight: true },
    { confidence: 92, allRight: false },
    { confidence: 10, allRight: false },
  ]);
  t.same(rows.map((r) => [r.label, r.documents]), [['< 50', 1], ['50-70', 0], ['70-90', 0], ['≥ 90', 2]]);
  t.equal(rows[3]!.allRight, 0.5);
  t.ok(Number.isNaN(rows[1]!.allRight));
});

t.test('markdown tables escape pipes', async (t) => {
  t.equal(markdownTable(['a', 'b'], [['x|y', 1]]), '| a | b |\n|---|---|\n| x\\|y | 1 |');
});
