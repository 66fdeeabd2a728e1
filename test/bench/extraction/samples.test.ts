import t from 'tap';
import { defaultOptions } from '../../../data/corpus/index.js';
import { mapConcurrent } from '../../../bench/extraction/concurrency.js';
import { pickCases } from '../../../bench/extraction/samples.js';

t.test('sections read the first test seeds whose natural variant and kind they measure', async (t) => {
  const picked = pickCases('test', 25, { kinds: ['invoice'], variants: ['scan-image', 'scan-pdf'] });
  t.equal(picked.length, 25);
  for (const c of picked) {
    t.ok(c.seed >= 1_000_000 && c.seed < 1_010_000, 'inside the fixed test split');
    t.same(c.options, defaultOptions(c.seed), 'the corpus mix, untouched');
    t.ok(['scan-image', 'scan-pdf'].includes(c.options.variant ?? ''));
    t.equal(c.options.kind, 'invoice');
  }
  t.same(pickCases('test', 25, { kinds: ['invoice'], variants: ['scan-image', 'scan-pdf'] }), picked, 'deterministic');
  t.ok(picked.every((c, i) => i === 0 || c.seed > picked[i - 1]!.seed));
});

t.test('asking for more cases than the split holds is an error', async (t) => {
  t.throws(() => pickCases('test', 10_000, { kinds: ['receipt'], variants: ['multi-vendor-pdf'] }), RangeError);
});

t.test('mapConcurrent keeps order and never exceeds its limit', async (t) => {
  let inFlight = 0;
  let most = 0;
  const out = await mapConcurrent([30, 10, 20, 5, 1], 2, async (delay, i) => {
    inFlight += 1;
    most = Math.max(most, inFlight);
    await new Promise((r) => setTimeout(r, delay));
    inFlight -= 1;
    return i * 10;
  });
  t.same(out, [0, 10, 20, 30, 40]);
  t.equal(most, 2);
  await t.rejects(mapConcurrent([1], 0, async () => 1), RangeError);
});
