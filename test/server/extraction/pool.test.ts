// Hostile-timing fixture: budgets so short that the server's hard stop fires while OCR is inside
// ONNX Runtime. Terminating a thread there used to abort the whole process; the native guard
// makes the stop wait for the call to return. The process surviving is the assertion.
import t from 'tap';
import { generateCase } from '../../../data/corpus/index.js';
import { ExtractionPool } from '../../../server/extraction/pool.js';

const limits = { maxPages: 50, maxImagePixels: 60_000_000, rasterDpi: 150 };

t.test('hard stops during OCR terminate the worker without taking the process down', async (t) => {
  const pool = new ExtractionPool({ workers: 1, ocrThreads: 1, queueMax: 16, hardStopGraceMs: 0 });
  t.teardown(() => pool.close());
  const scan = await generateCase(71, { kind: 'invoice', variant: 'scan-image' });
  const outcomes = [];
  for (const budget of [150, 400, 700, 1000]) {
    outcomes.push(await pool.extract(new Uint8Array(scan.bytes), 'invoice', limits, budget));
  }
  for (const o of outcomes) t.match(o, { ok: false, code: 'aborted' });
  const after = await pool.extract(new Uint8Array(scan.bytes), 'invoice', limits, 120_000);
  t.equal(after.ok, true, 'a fresh worker serves the next document');
});

t.test('a full queue is refused at once with queue_full', async (t) => {
  const pool = new ExtractionPool({ workers: 1, ocrThreads: 1, queueMax: 1 });
  t.teardown(() => pool.close());
  const text = await generateCase(72, { kind: 'invoice', variant: 'text-pdf' });
  const run = () => pool.extract(new Uint8Array(text.bytes), 'invoice', limits, 60_000);
  const first = run();
  const second = run();
  await t.rejects(run(), { code: 'queue_full', status: 503 });
  t.equal((await first).ok, true);
  t.equal((await second).ok, true);
});
