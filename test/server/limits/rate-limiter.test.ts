import t from 'tap';
import type { StoredWindow } from '../../../data/repositories/rate-counters.js';
import { RateLimiter } from '../../../server/limits/rate-limiter.js';

function memoryStore() {
  let saved: StoredWindow[] = [];
  return {
    load: () => saved.map((w) => ({ ...w })),
    save: (windows: StoredWindow[]) => {
      for (const w of windows) {
        saved = saved.filter((s) => !(s.keyId === w.keyId && s.window === w.window));
        saved.push({ ...w });
      }
    },
  };
}

t.test('minute window refuses past the limit and resets at the next minute', async (t) => {
  let now = Date.UTC(2026, 4, 10, 12, 0, 10);
  const limiter = new RateLimiter(memoryStore(), () => now);
  const rules = [{ window: 'minute' as const, limit: 3 }];
  t.same(
    [1, 2, 3].map(() => limiter.hit('k', rules).remaining),
    [2, 1, 0],
  );
  const refused = limiter.hit('k', rules);
  t.equal(refused.allowed, false);
  t.equal(refused.resetSeconds, 50);
  now += 50_000;
  t.equal(limiter.hit('k', rules).allowed, true, 'new window');
  t.equal(limiter.hit('other', rules).remaining, 2, 'keys are independent');
});

t.test('monthly quota refuses with retry-after to the first of next month (UTC)', async (t) => {
  const now = Date.UTC(2026, 10, 30, 23, 59, 0);
  const limiter = new RateLimiter(memoryStore(), () => now);
  const rules = [
    { window: 'legacy_minute' as const, limit: 100 },
    { window: 'month' as const, limit: 2 },
  ];
  limiter.hit('k', rules);
  limiter.hit('k', rules);
  const refused = limiter.hit('k', rules);
  t.equal(refused.allowed, false);
  t.equal(refused.window, 'month');
  t.equal(refused.resetSeconds, 60);
  t.equal(limiter.peek('k', 'month'), 2, 'refused requests are not counted');
});

t.test('unlimited rules never refuse', async (t) => {
  const limiter = new RateLimiter(memoryStore());
  const refusals = Array.from({ length: 1000 }, () => limiter.hit('k', [{ window: 'minute', limit: null }])).filter(
    (d) => !d.allowed,
  );
  t.equal(refusals.length, 0);
});

t.test('a new limiter over the same store continues the current window, not a stale one', async (t) => {
  const store = memoryStore();
  let now = Date.UTC(2026, 0, 1, 0, 0, 5);
  const first = new RateLimiter(store, () => now);
  const rules = [{ window: 'minute' as const, limit: 10 }];
  for (let i = 0; i < 7; i++) first.hit('k', rules);
  first.stop();
  const second = new RateLimiter(store, () => now);
  t.equal(second.hit('k', rules).remaining, 2, 'restart inside the window keeps the count');
  second.stop();
  now += 60_000;
  const third = new RateLimiter(store, () => now);
  t.equal(third.hit('k', rules).remaining, 9, 'a stored window from an earlier minute is ignored');
});

t.test('interleaved keys and rule lists never see each other\'s counts (one scratch list per limiter)', async (t) => {
  const now = Date.UTC(2026, 4, 10, 12, 0, 10);
  const limiter = new RateLimiter(memoryStore(), () => now);
  const legacy = [
    { window: 'legacy_minute' as const, limit: 5 },
    { window: 'month' as const, limit: 3 },
  ];
  const tier = [{ window: 'minute' as const, limit: 4 }];
  const unlimited = [{ window: 'minute' as const, limit: null }];
  const seen: string[] = [];
  for (let i = 0; i < 4; i++) {
    const a = limiter.hit('a', legacy);
    const b = limiter.hit('b', tier);
    const c = limiter.hit('c', unlimited);
    seen.push(`${a.allowed}:${a.window}:${a.remaining} ${b.allowed}:${b.window}:${b.remaining} ${c.allowed}:${c.limit}`);
  }
  t.same(seen, [
    'true:month:2 true:minute:3 true:null',
    'true:month:1 true:minute:2 true:null',
    'true:month:0 true:minute:1 true:null',
    'false:month:0 true:minute:0 true:null',
  ]);
  t.equal(limiter.peek('a', 'legacy_minute'), 3, 'the refused request counted in neither window');
  t.equal(limiter.peek('c', 'minute'), 0, 'unlimited requests are not counted');
});
