// `npm test`: runs tap and ends with the plain closing line `N passed, N failed` that CI reads.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const setup = spawnSync('bash', [new URL('./ensure-system-packages.sh', import.meta.url).pathname], { stdio: 'inherit' });
if (setup.status !== 0) process.exit(setup.status ?? 1);

const tapPackage = createRequire(import.meta.url).resolve('tap/package.json');
const tapBin = join(dirname(tapPackage), 'dist/esm/run.mjs');
const child = spawn(process.execPath, [tapBin, '--reporter=terse', ...process.argv.slice(2)], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, FORCE_COLOR: '0' },
});
let tail = '';
child.stdout.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  tail = (tail + chunk.toString('utf8')).slice(-4096);
});
child.on('close', (code, signal) => {
  const summary = /# \{ total: (\d+), pass: (\d+)(?:, fail: (\d+))?[^}]*\}/.exec(tail);
  const total = Number(summary?.[1] ?? 0);
  const passed = Number(summary?.[2] ?? 0);
  const failed = Number(summary?.[3] ?? (summary ? total - passed : 0));
  process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
  process.exitCode = code ?? (signal ? 1 : 0);
});
