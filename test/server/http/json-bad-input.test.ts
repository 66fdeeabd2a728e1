// Bad JSON requests on a JSON endpoint (POST /api/v1/partner/webhooks): each is a clear 4xx from
// the catalogue, never a 500, and nothing is written.
import t from 'tap';
import { startTestServer } from '../../helpers/server.js';

t.test('malformed JSON, wrong content type, oversize body, unknown fields: 4xx, nothing written', async (t) => {
  const server = await startTestServer({ MAX_JSON_BYTES: '2048' });
  t.teardown(() => server.stop());
  const { apiKey } = server.partner({ tier: 'storage' });
  const post = (body: string, contentType = 'application/json') =>
    server.api('/api/v1/partner/webhooks', { method: 'POST', key: apiKey, headers: { 'Content-Type': contentType }, body });

  const cases: [string, Promise<Response>, number, string][] = [
    ['malformed JSON', post('{"url": "https://example.com/hook", "events": ['), 400, 'invalid_json'],
    ['JSON that is not an object', post('"just a string"'), 400, 'invalid_json'],
    ['wrong content type', post('url=https://example.com', 'application/x-www-form-urlencoded'), 415, 'unsupported_media_type'],
    ['text/plain', post('{}', 'text/plain'), 415, 'unsupported_media_type'],
    ['oversize body', post(JSON.stringify({ url: 'https://example.com/hook', events: ['invoice.created'], pad: 'x'.repeat(4096) })), 413, 'payload_too_large'],
    ['unknown field', post(JSON.stringify({ url: 'https://example.com/hook', events: ['invoice.created'], colour: 'red' })), 400, 'validation_failed'],
    ['missing field', post(JSON.stringify({ events: ['invoice.created'] })), 400, 'validation_failed'],
    ['wrong type', post(JSON.stringify({ url: 'https://example.com/hook', events: 'invoice.created' })), 400, 'validation_failed'],
  ];
  for (const [name, pending, status, code] of cases) {
    const res = await pending;
    t.equal(res.status, status, name);
    const body = (await res.json()) as { error: string; code: string };
    t.equal(body.code, code, name);
    t.type(body.error, 'string', name);
  }
  const rows = server.services.db.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name LIKE 'webhook%'").get() as { n: number };
  t.ok(rows.n > 0, 'webhook tables exist');
  const endpoints = server.services.db.prepare('SELECT COUNT(*) AS n FROM webhook_endpoints').get() as { n: number };
  t.equal(endpoints.n, 0, 'nothing registered');
});

t.test('malformed auth headers are 401 with a message, never 500', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.stop());
  const { apiKey } = server.partner();
  const legacy = [
    ['Basic abc', /Bearer/],
    ['Bearer', /Bearer/],
    ['Bearer a b', /Bearer/],
    [`Bearer ${apiKey}x`, /Invalid/],
  ] as const;
  for (const [header, message] of legacy) {
    const res = await server.api('/api/partner/usage', { headers: { Authorization: header } });
    t.equal(res.status, 401, header);
    t.match(((await res.json()) as { error: string }).error, message, header);
  }
});
