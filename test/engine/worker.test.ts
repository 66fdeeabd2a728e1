import { Piscina } from 'piscina';
import t from 'tap';

import { claimForStop, createNativeGuard } from '../../engine/native-guard.js';
import type { PipelineLimits } from '../../engine/pipeline.js';
import {
  extractTaskTransferList,
  type ExtractTask,
  type ExtractWorkerData,
  type WorkerResult,
} from '../../engine/worker-protocol.js';
import { encryptedPdf, garbageBytes } from '../fixtures/hostile/index.js';
import { buildPdf, imageOnlyPdf, textImage } from './pdf/build-pdf.js';

const limits: PipelineLimits = { maxPages: 20, maxImagePixels: 20_000_000, rasterDpi: 200 };
const invoiceLines = ['INVOICE INV-2048', 'Acme Restaurant Supply', 'Total 1,234.50'];

const pool = new Piscina<ExtractTask, WorkerResult>({
  filename: new URL('../../engine/worker.ts', import.meta.url).href,
  minThreads: 2,
  maxThreads: 2,
  workerData: { intraOpThreads: 1 } satisfies ExtractWorkerData,
});
t.teardown(() => pool.destroy());

function extract(
  bytes: Uint8Array,
  options: { budgetMs?: number; signal?: AbortSignal; nativeGuard?: SharedArrayBuffer } = {},
): Promise<WorkerResult> {
  const task: ExtractTask = {
    action: 'extract',
    bytes,
    kind: 'invoice',
    limits,
    budgetMs: options.budgetMs ?? 60_000,
    nativeGuard: options.nativeGuard,
  };
  return pool.run(task, { transferList: extractTaskTransferList(task), signal: options.signal });
}

const textPdf = () => buildPdf((doc) => doc.fontSize(14).text('Invoice Number: INV-9 from Acme Restaurant Supply, total 48.60', 72, 72));

t.test('a text PDF comes back as a plain PipelineResult, its bytes moved not copied', async (t) => {
  const bytes = await textPdf();
  const outcome = await extract(bytes);
  t.equal(bytes.byteLength, 0, 'the upload buffer was transferred to the worker');
  if (!outcome.ok) return t.fail(`worker failed: ${outcome.error.code} ${outcome.error.message}`);
  t.equal(outcome.result.fileKind, 'pdf');
  t.same(outcome.result.pages, [{ pageIndex: 0, source: 'text-layer' }]);
});

t.test('engine refusals cross the thread boundary as {code, message}', async (t) => {
  const encrypted = await extract(await encryptedPdf());
  t.same(encrypted, { ok: false, error: { code: 'pdf_encrypted', message: 'The PDF is password-protected' } });
  const garbage = await extract(garbageBytes());
  t.match(garbage, { ok: false, error: { code: 'unsupported_file_type', message: /not a PDF, JPEG, PNG or WEBP/ } });
  t.match(await extract(await textPdf(), { budgetMs: -1 }), { ok: false, error: { code: 'internal', message: /budgetMs/ } });
});

t.test('budgetMs makes the worker stop its own stages', async (t) => {
  const outcome = await extract(await imageOnlyPdf(invoiceLines, 8), { budgetMs: 300 });
  t.match(outcome, { ok: false, error: { code: 'aborted', message: /time budget/ } });
});

t.test('aborting a slow task terminates its worker while the other task completes', async (t) => {
  let destroyedWorkers = 0;
  const countDestroyed = () => destroyedWorkers++;
  pool.on('workerDestroy', countDestroyed);
  t.teardown(() => pool.off('workerDestroy', countDestroyed));

  const controller = new AbortController();
  const nativeGuard = createNativeGuard();
  // Eight OCR pages with a generous budget: only the pool abort can stop it early.
  const slow = extract(await imageOnlyPdf(invoiceLines, 8), { signal: controller.signal, nativeGuard });
  const other = extract(await textImage(invoiceLines));
  // As the server does: terminate only once the worker is outside ONNX Runtime, or the
  // terminated thread takes the whole process down (SIGABRT).
  setTimeout(function attempt() {
    if (claimForStop(nativeGuard)) controller.abort();
    else setTimeout(attempt, 20);
  }, 500);

  await t.rejects(slow, { name: 'AbortError' });
  const outcome = await other;
  if (!outcome.ok) return t.fail(`worker failed: ${outcome.error.code} ${outcome.error.message}`);
  t.same(outcome.result.pages, [{ pageIndex: 0, source: 'ocr' }], 'the photo on the other worker was read');
  t.ok(destroyedWorkers >= 1, 'the aborted task\'s worker was terminated');

  const after = await extract(await textPdf());
  t.equal(after.ok, true, 'the pool still serves tasks after the abort');
});
