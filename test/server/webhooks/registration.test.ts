// POST/GET/DELETE /api/v1/partner/webhooks and rotate-secret: validation, gates, secrets shown once,
// ownership (another partner's webhook is 404), and the registration-time SSRF check.
import t from 'tap';
import type { ResolvedAddress } from '../../../server/webhooks/target.js';
import type { TestServer } from '../../helpers/server.js';
import { makeTlsFixture, register, startWebhookServer } from './fixtures/receiver.js';

const tls = await makeTlsFixture();

/** Fake DNS for names under .test (offline, deterministic); everything else is unknown. */
const zone: Record<string, string[]> = {
  'public.test': ['93.184.215.14'],
  'mixed.test': ['93.184.215.14', '10.1.2.3'],
  'metadata.test': ['169.254.169.254'],
  'v6private.test': ['fd12:3456::1'],
  localhost: ['127.0.0.1'],
};
const resolver = async (host: string): Promise<ResolvedAddress[]> => {
  const addresses = zone[host];
  if (!addresses) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

// One server for the tests that need no special configuration (each uses its own partners).
const server = await startWebhookServer(tls, { WEBHOOK_ALLOW_PRIVATE: '' }, { resolver });
t.teardown(() => server.stop());

async function post(server: TestServer, key: string, body: unknown) {
  const res = await server.api('/api/v1/partner/webhooks', { method: 'POST', key, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

t.test('registration validates the URL and the events', async (t) => {
  const { apiKey } = server.partner();
  const ok = ['invoice.created'];
  const cases: [string, unknown, number, RegExp][] = [
    ['http URL', { url: 'http://public.test/hook', events: ok }, 400, /https/],
    ['not a URL', { url: 'hook', events: ok }, 400, /https/],
    ['credentials in URL', { url: 'https://u:p@public.test/hook', events: ok }, 400, /credentials/],
    ['missing url', { events: ok }, 400, /url/],
    ['no events', { url: 'https://public.test/hook', events: [] }, 400, /at least one event/],
    ['unknown event', { url: 'https://public.test/hook', events: ['invoice.deleted'] }, 400, /events/],
    ['events not an array', { url: 'https://public.test/hook', events: 'invoice.created' }, 400, /events/],
    ['unknown field', { url: 'https://public.test/hook', events: ok, secret: 'mine' }, 400, /secret|Unrecognized/i],
    ['loopback IPv4', { url: 'https://127.0.0.1:8443/hook', events: ok }, 400, /127\.0\.0\.1 is not a public address \(loopback\)/],
    ['loopback IPv6', { url: 'https://[::1]/hook', events: ok }, 400, /loopback/],
    ['IPv4-mapped loopback', { url: 'https://[::ffff:127.0.0.1]/hook', events: ok }, 400, /loopback/],
    ['localhost by name', { url: 'https://localhost/hook', events: ok }, 400, /loopback.*localhost resolves to it/],
    ['private 10/8', { url: 'https://10.0.0.7/hook', events: ok }, 400, /private network/],
    ['private 192.168/16', { url: 'https://192.168.1.1/hook', events: ok }, 400, /private network/],
    ['private 172.16/12', { url: 'https://172.20.0.1/hook', events: ok }, 400, /private network/],
    ['link-local', { url: 'https://169.254.10.10/hook', events: ok }, 400, /link-local/],
    ['cloud metadata', { url: 'https://169.254.169.254/latest', events: ok }, 400, /metadata/],
    ['metadata by name', { url: 'https://metadata.test/', events: ok }, 400, /metadata/],
    ['AWS IPv6 metadata', { url: 'https://[fd00:ec2::254]/', events: ok }, 400, /metadata/],
    ['unique-local IPv6 by name', { url: 'https://v6private.test/', events: ok }, 400, /unique local/],
    ['one private address among public ones', { url: 'https://mixed.test/', events: ok }, 400, /10\.1\.2\.3/],
    ['unspecified', { url: 'https://0.0.0.0/', events: ok }, 400, /unspecified/],
    ['unresolvable host', { url: 'https://nowhere.test/', events: ok }, 400, /could not be resolved.*ENOTFOUND/],
  ];
  for (const [name, body, status, message] of cases) {
    const res = await post(server, apiKey, body);
    t.equal(res.status, status, name);
    t.match(res.body.error, message, name);
  }
  const refused = await post(server, apiKey, { url: 'https://127.0.0.1/hook', events: ok });
  t.equal(refused.body.code, 'webhook_target_refused');
  t.match(refused.body.error, /WEBHOOK_ALLOW_PRIVATE/, 'the message names the operator setting');

  const accepted = await post(server, apiKey, { url: 'https://public.test/hook?a=1', events: ['vendor.created', 'invoice.created', 'invoice.created'] });
  t.equal(accepted.status, 201);
  t.equal(accepted.body.url, 'https://public.test/hook?a=1');
  t.same(accepted.body.events, ['invoice.created', 'vendor.created'], 'events are de-duplicated, in canonical order');
  t.same(Object.keys(accepted.body).sort(), ['events', 'id', 'secret', 'url']);
  const secret = String(accepted.body.secret);
  t.match(secret, /^whsec_[A-Za-z0-9+/]{32}$/);
  t.equal(Buffer.from(secret.slice(6), 'base64').length, 24, '24 random bytes');
});

t.test('private targets are accepted when the operator allowlist covers them', async (t) => {
  const server = await startWebhookServer(tls, { WEBHOOK_ALLOW_PRIVATE: '127.0.0.0/8, 10.0.0.0/8,::1' }, { resolver });
  t.teardown(() => server.stop());
  const { apiKey } = server.partner();
  for (const url of ['https://127.0.0.1:9/hook', 'https://localhost/hook', 'https://10.9.8.7/', 'https://[::1]:8443/']) {
    t.equal((await post(server, apiKey, { url, events: ['invoice.created'] })).status, 201, url);
  }
  const stillRefused = await post(server, apiKey, { url: 'https://192.168.0.1/', events: ['invoice.created'] });
  t.equal(stillRefused.status, 400, 'ranges outside the allowlist stay refused');
  const metadata = await post(server, apiKey, { url: 'https://169.254.169.254/', events: ['invoice.created'] });
  t.equal(metadata.status, 400, 'metadata needs an exact entry even if a wider range were allowed');
});

t.test('a malformed allowlist fails at start-up', async (t) => {
  await t.rejects(startWebhookServer(tls, { WEBHOOK_ALLOW_PRIVATE: '10.0.0.0/33' }), /WEBHOOK_ALLOW_PRIVATE.*prefix/s);
  await t.rejects(startWebhookServer(tls, { WEBHOOK_ALLOW_PRIVATE: 'intranet' }), /WEBHOOK_ALLOW_PRIVATE.*not a CIDR/s);
  await t.rejects(startWebhookServer(tls, { WEBHOOK_CA_FILE: '/nonexistent/ca.pem' }), /WEBHOOK_CA_FILE: cannot read \/nonexistent\/ca\.pem \(ENOENT\)/);
});

t.test('tier and scope gates answer 403 naming what is missing', async (t) => {
  const body = JSON.stringify({ url: 'https://public.test/', events: ['invoice.created'] });
  const extraction = server.partner({ tier: 'extraction' });
  const noScope = server.partner({ tier: 'embed', scopes: ['invoices:read', 'invoices:write'] });
  for (const [path, method] of [
    ['/api/v1/partner/webhooks', 'POST'],
    ['/api/v1/partner/webhooks', 'GET'],
    ['/api/v1/partner/webhooks/6f9619ff-8b86-4011-b42d-00cf4fc964ff', 'DELETE'],
    ['/api/v1/partner/webhooks/6f9619ff-8b86-4011-b42d-00cf4fc964ff/deliveries', 'GET'],
    ['/api/v1/partner/webhooks/6f9619ff-8b86-4011-b42d-00cf4fc964ff/rotate-secret', 'POST'],
  ] as const) {
    const init = { method, ...(method === 'POST' && !path.endsWith('secret') ? { body } : {}) };
    const tier = await server.api(path, { ...init, key: extraction.apiKey });
    t.equal(tier.status, 403, `${method} ${path}: tier`);
    t.match(((await tier.json()) as { error: string }).error, /Extraction \+ Storage/);
    const scope = await server.api(path, { ...init, key: noScope.apiKey });
    t.equal(scope.status, 403, `${method} ${path}: scope`);
    t.match(((await scope.json()) as { error: string }).error, /webhooks:write/);
    t.equal((await server.api(path, init)).status, 401, `${method} ${path}: no key`);
  }
  const embed = server.partner({ tier: 'embed', scopes: ['webhooks:write'] });
  t.equal((await server.api('/api/v1/partner/webhooks', { method: 'POST', body, key: embed.apiKey })).status, 201, 'Platform Embed is above storage');
});

t.test('secrets are shown once; another partner’s webhook answers 404', async (t) => {
  const a = server.partner({ name: 'A' });
  const b = server.partner({ name: 'B' });
  const hook = await register(server, a.apiKey, { url: 'https://public.test/a', events: ['invoice.processed'] });

  const list = await server.api('/api/v1/partner/webhooks', { key: a.apiKey });
  const listed = (await list.json()) as { webhooks: Record<string, unknown>[] };
  t.equal(listed.webhooks.length, 1);
  t.same(listed.webhooks[0], {
    id: hook.id,
    url: 'https://public.test/a',
    events: ['invoice.processed'],
    status: 'enabled',
    disabledReason: null,
    previousSecretExpiresAt: null,
    createdAt: listed.webhooks[0]!.createdAt,
    updatedAt: listed.webhooks[0]!.updatedAt,
  });
  t.notMatch(JSON.stringify(listed), /whsec_|secret"/, 'no secret in the list');
  t.same(((await (await server.api('/api/v1/partner/webhooks', { key: b.apiKey })).json()) as { webhooks: unknown[] }).webhooks, []);

  for (const [path, method] of [
    [`/api/v1/partner/webhooks/${hook.id}`, 'DELETE'],
    [`/api/v1/partner/webhooks/${hook.id}/deliveries`, 'GET'],
    [`/api/v1/partner/webhooks/${hook.id}/rotate-secret`, 'POST'],
  ] as const) {
    const res = await server.api(path, { method, key: b.apiKey });
    t.equal(res.status, 404, `${method} by another partner`);
  }
  t.equal((await server.api('/api/v1/partner/webhooks/not-a-uuid', { method: 'DELETE', key: a.apiKey })).status, 400);
  const deliveries = await server.api(`/api/v1/partner/webhooks/${hook.id}/deliveries?limit=500`, { key: a.apiKey });
  t.equal(deliveries.status, 400, 'limit above 200');
  t.same(await (await server.api(`/api/v1/partner/webhooks/${hook.id}/deliveries`, { key: a.apiKey })).json(), { deliveries: [] });

  t.equal((await server.api(`/api/v1/partner/webhooks/${hook.id}`, { method: 'DELETE', key: a.apiKey })).status, 204);
  t.equal((await server.api(`/api/v1/partner/webhooks/${hook.id}`, { method: 'DELETE', key: a.apiKey })).status, 404, 'gone');
});

t.test('a partner may hold at most 20 endpoints', async (t) => {
  const { apiKey } = server.partner();
  for (let i = 0; i < 20; i++) await register(server, apiKey, { url: `https://public.test/${i}`, events: ['invoice.created'] });
  const res = await post(server, apiKey, { url: 'https://public.test/21', events: ['invoice.created'] });
  t.equal(res.status, 409);
  t.equal(res.body.code, 'webhook_limit_reached');
});

t.test('the OpenAPI document lists the operations, extensions marked', async (t) => {
  const doc = (await (await server.api('/openapi.json')).json()) as { paths: Record<string, Record<string, { description?: string; 'x-extension'?: boolean }>> };
  t.ok(doc.paths['/api/v1/partner/webhooks']?.post, 'POST webhooks (spec)');
  t.notMatch(doc.paths['/api/v1/partner/webhooks']!.post!.description ?? '', /Extension/);
  for (const [path, method] of [
    ['/api/v1/partner/webhooks', 'get'],
    ['/api/v1/partner/webhooks/{id}', 'delete'],
    ['/api/v1/partner/webhooks/{id}/deliveries', 'get'],
    ['/api/v1/partner/webhooks/{id}/rotate-secret', 'post'],
  ] as const) {
    const op = doc.paths[path]?.[method];
    t.ok(op, `${method} ${path} documented`);
    t.match(op?.description ?? '', /Extension/, `${method} ${path} marked as an extension`);
  }
});
