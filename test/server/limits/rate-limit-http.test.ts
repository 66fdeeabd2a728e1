import t from 'tap';
import { startTestServer, tempDataDir } from '../../helpers/server.js';

const me = '/api/v1/partner/me';

t.test('Extraction API tier: 1,000 per minute, then 429 with Retry-After and retryAfter', async (t) => {
  let now = Date.UTC(2026, 2, 3, 10, 0, 0);
  const server = await startTestServer({}, tempDataDir(), () => now);
  t.teardown(() => server.stop());
  const { apiKey } = server.partner({ tier: 'extraction' });

  const first = await server.api(me, { key: apiKey });
  t.equal(first.headers.get('ratelimit-limit'), '1000');
  t.equal(first.headers.get('ratelimit-remaining'), '999');
  t.equal(first.headers.get('ratelimit-reset'), '60');
  for (let i = 0; i < 999; i++) {
    const res = await server.api(me, { key: apiKey });
    if (res.status !== 200) t.fail(`request ${i + 2} answered ${res.status}`);
    await res.arrayBuffer();
  }
  now += 15_000;
  const refused = await server.api(me, { key: apiKey });
  t.equal(refused.status, 429);
  t.equal(refused.headers.get('retry-after'), '45');
  t.equal(refused.headers.get('ratelimit-remaining'), '0');
  const body = (await refused.json()) as { error: string; retryAfter: number };
  t.equal(body.retryAfter, 45);
  t.match(body.error, /Rate limit/);

  now += 45_000;
  const reset = await server.api(me, { key: apiKey });
  t.equal(reset.status, 200, 'the next window allows again');
  t.equal(reset.headers.get('ratelimit-remaining'), '999');
});

t.test('Extraction + Storage tier reports 5,000; Platform Embed is unlimited', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.stop());
  const storage = await server.api(me, { key: server.partner({ tier: 'storage' }).apiKey });
  t.equal(storage.headers.get('ratelimit-limit'), '5000');
  const embed = await server.api(me, { key: server.partner({ tier: 'embed' }).apiKey });
  t.equal(embed.status, 200);
  t.equal(embed.headers.get('ratelimit-limit'), '2147483647');
});

t.test('a restart inside the window does not hand out a fresh allowance', async (t) => {
  const now = Date.UTC(2026, 2, 3, 10, 0, 0);
  const dataDir = tempDataDir();
  const first = await startTestServer({}, dataDir, () => now);
  const { apiKey } = first.partner({ tier: 'extraction' });
  for (let i = 0; i < 300; i++) await (await first.api(me, { key: apiKey })).arrayBuffer();
  await first.stop({ keepData: true });

  const second = await startTestServer({}, dataDir, () => now + 5_000);
  t.teardown(() => second.stop());
  const res = await second.api(me, { key: apiKey });
  t.equal(res.headers.get('ratelimit-remaining'), '699');
});
