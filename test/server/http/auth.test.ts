import t from 'tap';
import { revokeApiKey } from '../../../data/repositories/api-keys.js';
import { startTestServer } from '../../helpers/server.js';

t.test('versioned surface authenticates with X-API-Key', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.stop());
  const partner = server.partner({ tier: 'storage', name: 'Acme' });

  const ok = await server.api('/api/v1/partner/me', { key: partner.apiKey });
  t.equal(ok.status, 200);
  const me = (await ok.json()) as Record<string, unknown>;
  t.equal(me.partnerId, partner.partnerId);
  t.equal(me.primaryTenantId, partner.primaryTenantId);
  t.equal(me.tier, 'storage');
  t.match(ok.headers.get('x-request-id'), /.{8,}/);

  const cases: [string, Record<string, string>, RegExp][] = [
    ['no key', {}, /Missing API key/],
    ['empty key', { 'X-API-Key': '  ' }, /Missing API key/],
    ['malformed key', { 'X-API-Key': 'not-a-key' }, /Invalid/],
    ['unknown key of the right shape', { 'X-API-Key': `dxk_aaaaaaaaaa_${'A'.repeat(40)}` }, /Invalid/],
    ['right prefix, wrong secret', { 'X-API-Key': partner.apiKey.slice(0, -4) + 'AAAA' }, /Invalid/],
    ['bearer instead of X-API-Key', { Authorization: `Bearer ${partner.apiKey}` }, /Missing API key/],
  ];
  for (const [name, headers, message] of cases) {
    const res = await server.api('/api/v1/partner/me', { headers });
    t.equal(res.status, 401, name);
    const body = (await res.json()) as { error: string; code: string };
    t.match(body.error, message, name);
    t.equal(body.code, 'unauthenticated', name);
    t.equal(res.headers.get('ratelimit-limit'), null, `${name}: no rate headers without a key`);
  }
});

t.test('a revoked key stops working on the next request', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.stop());
  const partner = server.partner();
  t.equal((await server.api('/api/v1/partner/me', { key: partner.apiKey })).status, 200);
  const prefix = partner.apiKey.split('_')[1]!;
  t.ok(revokeApiKey(server.services.db, prefix));
  t.equal((await server.api('/api/v1/partner/me', { key: partner.apiKey })).status, 401);
});

t.test('a caller-supplied safe request id is echoed; an unsafe one is replaced', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.stop());
  const echoed = await server.api('/healthz', { headers: { 'X-Request-Id': 'trace-12345678' } });
  t.equal(echoed.headers.get('x-request-id'), 'trace-12345678');
  const replaced = await server.api('/healthz', { headers: { 'X-Request-Id': 'bad id\twith spaces' } });
  t.not(replaced.headers.get('x-request-id'), 'bad id\twith spaces');
});
