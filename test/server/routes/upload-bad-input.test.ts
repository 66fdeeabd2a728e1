import t from 'tap';
import {
  encryptedPdf,
  garbageBytes,
  pngBomb,
  truncatedPdf,
  zeroPagePdf,
} from '../../fixtures/hostile/index.js';
import { startTestServer } from '../../helpers/server.js';
import { upload, uploadForm } from '../../helpers/upload.js';

const UPLOAD = '/api/v1/partner/invoices/upload';

t.test('each bad upload is a clear 4xx from the catalogue and writes nothing', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.stop());
  const { apiKey } = server.partner();
  const cases: [string, Uint8Array, number, string][] = [
    ['plain text', new TextEncoder().encode('hello, this is not an invoice'), 400, 'unsupported_file_type'],
    ['random bytes', garbageBytes(), 400, 'unsupported_file_type'],
    ['empty file', new Uint8Array(0), 400, 'unsupported_file_type'],
    ['truncated PDF', await truncatedPdf(), 400, 'pdf_unreadable'],
    ['encrypted PDF', await encryptedPdf(), 400, 'pdf_encrypted'],
    ['zero-page PDF', await zeroPagePdf(), 400, 'no_pages'],
    ['image bomb', pngBomb(), 400, 'image_too_large'],
  ];
  for (const [name, bytes, status, code] of cases) {
    const res = await upload(server, UPLOAD, bytes, { key: apiKey });
    t.equal(res.status, status, name);
    const body = (await res.json()) as { error: string; code: string };
    t.equal(body.code, code, name);
    t.type(body.error, 'string', name);
  }
  const count = (table: string) => (server.services.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  t.equal(count('documents'), 0, 'no document rows');
  t.equal(count('invoices'), 0, 'no invoice rows');
  t.equal(count('events'), 0, 'no events');
});

t.test('a 26 MB file answers 413', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.stop());
  const { apiKey } = server.partner();
  const big = new Uint8Array(26 * 1024 * 1024);
  big.set(new TextEncoder().encode('%PDF-1.7\n'));
  const res = await upload(server, UPLOAD, big, { key: apiKey });
  t.equal(res.status, 413);
  t.match(((await res.json()) as { error: string }).error, /25 MB/);
});

t.test('malformed requests: missing file, wrong content type, unknown fields, bad tenant', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.stop());
  const { apiKey } = server.partner({ tier: 'embed' });
  const extraction = server.partner({ tier: 'extraction' });

  const noFile = new FormData();
  noFile.set('storeId', '7f6c2b7e-4a7c-4c36-9d3c-0d6f7c1f2a11');
  const r1 = await server.api(UPLOAD, { method: 'POST', body: noFile, key: apiKey });
  t.equal(r1.status, 400);
  t.equal(((await r1.json()) as { code: string }).code, 'file_required');

  const r2 = await server.api(UPLOAD, {
    method: 'POST',
    key: apiKey,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ file: 'x' }),
  });
  t.equal(r2.status, 415);

  const r3 = await server.api(UPLOAD, { method: 'POST', key: apiKey, body: uploadForm(new Uint8Array(10), { colour: 'red' }) });
  t.equal(r3.status, 400);
  t.match(((await r3.json()) as { error: string }).error, /colour/);

  const r4 = await server.api(UPLOAD, { method: 'POST', key: apiKey, body: uploadForm(new Uint8Array(10), { tenantId: 'nope' }) });
  t.equal(r4.status, 400);
  t.match(((await r4.json()) as { error: string }).error, /tenantId/);

  const foreign = server.partner();
  const r5 = await server.api(UPLOAD, {
    method: 'POST',
    key: apiKey,
    body: uploadForm(new Uint8Array(10), { tenantId: foreign.primaryTenantId }),
  });
  t.equal(r5.status, 404, "another partner's tenant is not revealed");

  const other = server.partner({ tier: 'embed' });
  const r6 = await server.api(UPLOAD, {
    method: 'POST',
    key: extraction.apiKey,
    body: uploadForm(new Uint8Array(10), { tenantId: other.primaryTenantId }),
  });
  t.equal(r6.status, 403, 'sub-tenant submission needs Platform Embed');

  const r7 = await server.api(UPLOAD, {
    method: 'POST',
    key: apiKey,
    headers: { 'Content-Type': 'multipart/form-data; boundary=zzz' },
    body: '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 trunc',
  });
  t.ok(r7.status >= 400 && r7.status < 500, `truncated multipart is a 4xx (${r7.status})`);
});
