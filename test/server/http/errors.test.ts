import t from 'tap';
import { startTestServer } from '../../helpers/server.js';

t.test('a 5xx shows only the catalogue message and a request id, never internals', async (t) => {
  const server = await startTestServer();
  const { apiKey } = server.partner();
  // Pull the database out from under the running server: the next request fails inside.
  server.services.db.close();
  const res = await server.api('/api/v1/partner/me', { key: apiKey });
  t.equal(res.status, 500);
  const body = (await res.json()) as Record<string, unknown>;
  t.same(Object.keys(body).sort(), ['code', 'error', 'requestId']);
  t.equal(body.error, 'Internal server error');
  t.equal(body.requestId, res.headers.get('x-request-id'));
  t.notMatch(JSON.stringify(body), /database|sqlite|at \w+ \(/i);
  await server.stop().catch(() => {});
});

t.test('unknown paths and methods answer from the catalogue on each surface', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.stop());
  const { apiKey } = server.partner();
  const v1 = await server.api('/api/v1/partner/nothing-here', { key: apiKey });
  t.equal(v1.status, 404);
  t.same(await v1.json(), { error: 'No such endpoint', code: 'route_not_found' });
  const legacy = await server.api('/api/partner/nothing-here');
  t.equal(legacy.status, 404);
  t.match(await legacy.json(), { success: false, code: 'route_not_found' });
  const method = await server.api('/api/v1/partner/me', { method: 'DELETE', key: apiKey });
  t.equal(method.status, 405);
  t.equal(((await method.json()) as { code: string }).code, 'method_not_allowed');
});
