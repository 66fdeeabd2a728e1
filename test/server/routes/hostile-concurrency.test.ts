import t from 'tap';
import { generateCase } from '../../../data/corpus/index.js';
import { startTestServer } from '../../helpers/server.js';
import { upload } from '../../helpers/upload.js';

// A document that runs past its time budget is stopped (worker terminated) and recorded as
// failed, while uploads running beside it complete normally.
t.test('a hostile document is stopped and does not disturb concurrent uploads', async (t) => {
  const server = await startTestServer({ DOCUMENT_BUDGET_MS: '1500', WORKERS: '2' });
  t.teardown(() => server.stop());
  const { apiKey } = server.partner();
  // A large multi-page scanned PDF: OCR of all pages takes far longer than 1.5 s.
  const slow = await generateCase(21, { kind: 'invoice', variant: 'multi-vendor-pdf', documents: 4, imageOnly: true, lineCount: 60 });
  const normal = await generateCase(22, { kind: 'invoice', variant: 'text-pdf' });

  // Warm both workers first (module and model loading), so the 1.5 s budgets below measure
  // documents, not a cold thread on a busy CI box.
  for (const res of await Promise.all([0, 1].map(() => upload(server, '/api/v1/partner/invoices/upload', normal.bytes, { key: apiKey })))) {
    t.equal(((await res.json()) as { status: string }).status, 'processed', 'warm-up upload processed');
  }

  const slowUpload = upload(server, '/api/v1/partner/invoices/upload', slow.bytes, { key: apiKey });
  await new Promise((r) => setTimeout(r, 100));
  const normals = await Promise.all(
    [0, 1, 2].map(() => upload(server, '/api/v1/partner/invoices/upload', normal.bytes, { key: apiKey })),
  );
  for (const res of normals) {
    t.equal(res.status, 201);
    t.equal(((await res.json()) as { status: string }).status, 'processed');
  }
  const hostile = await slowUpload;
  t.equal(hostile.status, 201);
  const body = (await hostile.json()) as { status: string; failureReason: string };
  t.equal(body.status, 'failed');
  t.match(body.failureReason, /time budget/);
  const failed = server.services.db.prepare("SELECT COUNT(*) AS n FROM events WHERE type = 'invoice.failed'").get() as { n: number };
  t.equal(failed.n, 1);

  const after = await upload(server, '/api/v1/partner/invoices/upload', normal.bytes, { key: apiKey });
  t.equal(((await after.json()) as { status: string }).status, 'processed', 'the pool serves again after the stop');
});
