// Drives `server/main.ts` as a child process, the way `npm start` runs it.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import t from 'tap';
import { generateCase } from '../../data/corpus/index.js';
import { tempDataDir } from '../helpers/server.js';
import { uploadForm } from '../helpers/upload.js';

const root = new URL('../../', import.meta.url).pathname;

t.test('SIGTERM finishes the in-flight upload, then exits 0', async (t) => {
  const dataDir = tempDataDir();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', BOOTSTRAP: 'true' },
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  t.teardown(() => {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });
  for (let i = 0; i < 200 && !/curl -s -H/.test(out); i++) await new Promise((r) => setTimeout(r, 100));
  const url = /(http:\/\/127\.0\.0\.1:\d+)\/api\/v1\/partner\/me/.exec(out)?.[1];
  const apiKey = /API key: (\S+)/.exec(out)?.[1];
  t.ok(url && apiKey, 'bootstrap banner printed a key and a curl line');
  t.equal((await fetch(`${url}/healthz`)).status, 200);

  const sample = await generateCase(51, { kind: 'invoice', variant: 'scan-image' });
  const inFlight = fetch(`${url}/api/v1/partner/invoices/upload`, {
    method: 'POST',
    headers: { 'X-API-Key': apiKey! },
    body: uploadForm(sample.bytes, {}, 'scan.jpg'),
  });
  await new Promise((r) => setTimeout(r, 300));
  child.kill('SIGTERM');
  const res = await inFlight.catch((err: unknown) => {
    t.comment(out);
    throw err;
  });
  t.equal(res.status, 201, 'the in-flight upload was answered');
  t.equal(((await res.json()) as { status: string }).status, 'processed');
  t.equal(await exited, 0, 'clean exit');
  t.match(out, /"msg":"stopped"/);
});
