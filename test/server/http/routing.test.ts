// Routing (server/http/mount.ts): a request whose method and path are exactly a parameterless
// route takes a direct map lookup; every other request goes through @koa/router. Both ways must
// answer alike: same handler, same guards in the same order, same headers.
import t from 'tap';
import { startTestServer } from '../../helpers/server.js';

t.test('the exact path and the router-matched variants of a route answer alike', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.stop());
  const partner = server.partner({ tier: 'storage' });

  const exact = await server.api('/api/v1/partner/me', { key: partner.apiKey });
  t.equal(exact.status, 200);
  const exactBody = await exact.json();
  for (const variant of ['/api/v1/partner/me/', '/api/v1/partner/me?verbose=1']) {
    const res = await server.api(variant, { key: partner.apiKey });
    t.equal(res.status, 200, variant);
    t.same(await res.json(), exactBody, `${variant}: same answer`);
    t.equal(res.headers.get('ratelimit-limit'), '5000', `${variant}: rate headers`);
  }
  t.equal(exact.headers.get('ratelimit-limit'), '5000');
  t.match(exact.headers.get('ratelimit-remaining'), /^\d+$/);
  t.match(exact.headers.get('ratelimit-reset'), /^\d+$/);
  t.match(exact.headers.get('x-request-id'), /^[0-9a-f-]{36}$/);

  const head = await server.api('/api/v1/partner/me', { method: 'HEAD', key: partner.apiKey });
  t.equal(head.status, 200, 'HEAD answers through the router');
  t.equal(await head.text(), '');
  t.equal(head.headers.get('ratelimit-limit'), '5000');

  const post = await server.api('/api/v1/partner/me', { method: 'POST', key: partner.apiKey });
  t.equal(post.status, 405);
  t.equal(((await post.json()) as { code: string }).code, 'method_not_allowed');
  t.ok(post.headers.get('x-request-id'));

  const unknown = await server.api('/api/v1/partner/mee', { key: partner.apiKey });
  t.equal(unknown.status, 404);
  t.equal(((await unknown.json()) as { code: string }).code, 'route_not_found');
});

t.test('the rate-limit window counts exact-path and router-matched requests together', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.stop());
  const partner = server.partner({ tier: 'extraction' });
  const remaining = async (path: string) =>
    Number((await server.api(path, { key: partner.apiKey })).headers.get('ratelimit-remaining'));
  const first = await remaining('/api/v1/partner/me');
  t.equal(await remaining('/api/v1/partner/me/'), first - 1);
  t.equal(await remaining('/api/v1/partner/me'), first - 2);
});

t.test('legacy answers carry Deprecation even when the key is refused (guards run in order)', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.stop());
  const partner = server.partner();
  const ok = await server.api('/api/partner/usage', { bearer: partner.apiKey });
  t.equal(ok.status, 200);
  t.match(ok.headers.get('deprecation'), /^@\d+$/);
  t.ok(ok.headers.get('ratelimit-limit'));
  const refused = await server.api('/api/partner/usage', { bearer: 'dxk_nope' });
  t.equal(refused.status, 401);
  t.match(refused.headers.get('deprecation'), /^@\d+$/);
  t.equal(((await refused.json()) as { success: boolean }).success, false, 'legacy error format');
});
