import { Validator } from '@seriousme/openapi-schema-validator';
import t from 'tap';
import { startTestServer } from '../../helpers/server.js';

t.test('GET /openapi.json is a valid OpenAPI 3.1 document, version 2.3.4', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.stop());
  const res = await server.api('/openapi.json');
  t.equal(res.status, 200);
  const doc = (await res.json()) as { openapi: string; info: { version: string }; paths: Record<string, unknown> };
  t.equal(doc.openapi, '3.1.0');
  t.equal(doc.info.version, '2.3.4');
  const validator = new Validator();
  const result = await validator.validate(doc as never);
  t.same(result.errors ?? [], [], 'no validation errors');
  t.equal(result.valid, true);
  t.equal(validator.version, '3.1');
  t.ok(doc.paths['/api/v1/partner/me'], 'implemented paths are documented');
});

t.test('/docs serves a page and its assets from local files', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.stop());
  const page = await server.api('/docs');
  t.equal(page.status, 200);
  const html = await page.text();
  t.match(html, /\/docs\/assets\/swagger-ui-bundle\.js/);
  t.notMatch(html, /https?:\/\//, 'no external URLs (no CDN)');
  const bundle = await server.api('/docs/assets/swagger-ui-bundle.js');
  t.equal(bundle.status, 200);
  t.ok((await bundle.arrayBuffer()).byteLength > 100_000);
  t.equal((await server.api('/docs/assets/..%2Fpackage.json')).status, 404);
});
