// `npm test`: runs tap and ends with the plain closing line `N passed, N failed` that CI reads.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const setup = spawnSync('bash', [new URL('../scripts/ensure-system-packages.sh', import.meta.url).pathname], { stdio: 'inherit' });
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
  // tap's closing line: "# { total: 12, pass: 11, fail: 1, skip: 0 }" (keys absent when zero).
  const summary = /# \{ (total: \d+[^}]*)\}/.exec(tail)?.[1] ?? '';
  const count = (key: string) => Number(new RegExp(`${key}: (\\d+)`).exec(summary)?.[1] ?? 0);
  const passed = count('pass');
  const failed = count('fail');
  process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
  process.exitCode = code ?? (signal ? 1 : 0);
});
