// GET /api/v1/partner/me answers JSON it serialized once per verified key (server/routes/v1/me.ts):
// the bytes must be what Koa would send for the object, each key must get its own answer, and a
// change to the partner must show in the very next answer, as it does for authorization.
import t from 'tap';
import { setPartnerPlan, setPartnerTier } from '../../../data/repositories/partners.js';
import { startTestServer } from '../../helpers/server.js';

interface Me {
  partnerId: string;
  name: string;
  tier: string;
  legacyPlan: string;
  scopes: string[];
  primaryTenantId: string;
  keyPrefix: string;
  rateLimit: { requestsPerMinute: number | null };
}

t.test('the answer is JSON with every field of the spec, and only those', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.stop());
  const partner = server.partner({ tier: 'storage', plan: 'multi', name: 'Zoë "Quotes" & Co', scopes: ['read', 'invoices:read'] });
  const res = await server.api('/api/v1/partner/me', { key: partner.apiKey });
  t.equal(res.status, 200);
  t.equal(res.headers.get('content-type'), 'application/json; charset=utf-8', "Koa's own JSON type");
  const text = await res.text();
  t.equal(Number(res.headers.get('content-length')), Buffer.byteLength(text), 'length in bytes (the name is not ASCII)');
  t.same(JSON.parse(text), {
    partnerId: partner.partnerId,
    name: 'Zoë "Quotes" & Co',
    tier: 'storage',
    legacyPlan: 'multi',
    scopes: ['invoices:read', 'read'],
    primaryTenantId: partner.primaryTenantId,
    keyPrefix: partner.apiKey.split('_')[1],
    rateLimit: { requestsPerMinute: 5000 },
  } satisfies Me);
  t.equal(res.headers.get('ratelimit-limit'), '5000', 'rate-limit headers still set next to the preset type');

  const head = await server.api('/api/v1/partner/me', { key: partner.apiKey, method: 'HEAD' });
  t.equal(head.status, 200);
  t.equal(head.headers.get('content-length'), res.headers.get('content-length'), 'HEAD announces the same length');
  t.equal(await head.text(), '');
});

t.test('two keys, two answers: nothing is shared across keys or partners', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.stop());
  const first = server.partner({ name: 'First', tier: 'extraction' });
  const second = server.partner({ name: 'Second', tier: 'embed' });
  for (let round = 0; round < 3; round++) {
    const a = (await (await server.api('/api/v1/partner/me', { key: first.apiKey })).json()) as Me;
    const b = (await (await server.api('/api/v1/partner/me', { key: second.apiKey })).json()) as Me;
    t.equal(a.partnerId, first.partnerId, `round ${round}: first`);
    t.equal(a.rateLimit.requestsPerMinute, 1000);
    t.equal(b.partnerId, second.partnerId, `round ${round}: second`);
    t.equal(b.rateLimit.requestsPerMinute, null, 'unlimited');
  }
});

t.test('a tier or plan change shows in the next answer (the key cache rule)', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.stop());
  const partner = server.partner({ tier: 'extraction', plan: 'core' });
  const me = async () => (await (await server.api('/api/v1/partner/me', { key: partner.apiKey })).json()) as Me;
  t.match(await me(), { tier: 'extraction', legacyPlan: 'core', rateLimit: { requestsPerMinute: 1000 } });
  t.match(await me(), { tier: 'extraction' }, 'answered again from the same verified key');
  setPartnerTier(server.services.db, partner.partnerId, 'embed');
  t.match(await me(), { tier: 'embed', rateLimit: { requestsPerMinute: null } }, 'tier change at once');
  setPartnerPlan(server.services.db, partner.partnerId, 'enterprise');
  t.match(await me(), { tier: 'embed', legacyPlan: 'enterprise' }, 'plan change at once');
});
