// The search embedder on its worker thread: the same vectors as the in-process embedder, in
// order; a model that cannot load is refused at start (and loadSearchEmbedder turns that into
// "search disabled"); bad input and calls after close() reject; the worker does not keep the
// process alive once closed.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import t from 'tap';
import { createEmbedder } from '../../../engine/embed/index.js';
import { createLogger } from '../../../server/logger.js';
import { MODELS_DIR } from '../../../server/models-dir.js';
import { loadSearchEmbedder } from '../../../server/search/embedder.js';
import { WorkerEmbedder } from '../../../server/search/worker-embedder.js';

t.test('same vectors as the in-process embedder, for several concurrent calls', async (t) => {
  const worker = await WorkerEmbedder.start({ modelsDir: MODELS_DIR, intraOpNumThreads: 1 });
  t.teardown(() => worker.close());
  const local = await createEmbedder({ modelsDir: MODELS_DIR, intraOpNumThreads: 1 });
  t.equal(worker.dims, local.dims);
  t.match(worker.fingerprint, /^[0-9a-f]{16}$/);
  t.equal(worker.fingerprint, local.fingerprint, 'the same model, so the same fingerprint');
  const texts = ['chicken breast', 'INV-2024-0017', 'Sysco Corporation invoice: canola oil, romaine lettuce', 'é à ü'];
  const [together, ...one] = await Promise.all([worker.embed(texts), ...texts.map((text) => worker.embed([text]))]);
  // Compared call shape for call shape: a padded batch rounds a little differently from one text.
  const want = await local.embed(texts);
  const wantAlone = await Promise.all(texts.map(async (text) => (await local.embed([text]))[0]!));
  t.equal(together!.length, texts.length);
  texts.forEach((text, i) => {
    t.same(Array.from(together![i]!), Array.from(want[i]!), `${text}: batch`);
    t.same(Array.from(one[i]![0]!), Array.from(wantAlone[i]!), `${text}: alone`);
  });
  t.same(await worker.embed([]), []);
  await t.rejects(worker.embed([42 as unknown as string]), /texts\[0\] must be a string/);
});

t.test('a model that cannot load: start rejects, loadSearchEmbedder answers null', async (t) => {
  const empty = mkdtempSync(join(tmpdir(), 'no-models-'));
  t.teardown(() => rmSync(empty, { recursive: true, force: true }));
  await t.rejects(WorkerEmbedder.start({ modelsDir: empty, intraOpNumThreads: 1 }), /embedder manifest missing/);
  t.equal(await loadSearchEmbedder(createLogger('silent'), empty), null);
});

t.test('after close() every call rejects', async (t) => {
  const worker = await WorkerEmbedder.start({ modelsDir: MODELS_DIR, intraOpNumThreads: 1 });
  await worker.close();
  await worker.close();
  await t.rejects(worker.embed(['chicken']), /closed/);
});

t.test('starts under plain `node --import tsx`, as the server runs (not only under the test loader)', async (t) => {
  const module = new URL('../../../server/search/worker-embedder.ts', import.meta.url).href;
  const script = `
    const { WorkerEmbedder } = await import(${JSON.stringify(module)});
    const worker = await WorkerEmbedder.start({ modelsDir: ${JSON.stringify(MODELS_DIR)}, intraOpNumThreads: 1 });
    const [vector] = await worker.embed(['chicken breast']);
    console.log(JSON.stringify({ dims: worker.dims, length: vector.length }));
    await worker.close();`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { timeout: 30_000 });
  t.same(JSON.parse(stdout.trim()), { dims: 512, length: 512 });
});
