// bench/http: requests/second and p99 of GET /api/v1/partner/me (real server: auth lookup in
// SQLite, rate-limit accounting, JSON logs) next to a bare Koa hello-world, measured in the same
// run with the same autocannon settings. Target: our route at >= 50% of the bare Koa rate.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;

interface Started {
  child: ChildProcess;
  port: number;
  output: string;
}

/** Starts a child whose output goes to a file (as logs would go to a collector), not to a pipe
 * this process must drain while it also drives the load. */
async function startProcess(args: string[], env: Record<string, string>, ready: RegExp, logFile: string): Promise<Started> {
  const out = openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  let exited = false;
  child.on('exit', () => (exited = true));
  for (let i = 0; i < 600; i++) {
    const output = readFileSync(logFile, 'utf8');
    const m = ready.exec(output);
    if (m) return { child, port: Number(m[1]), output };
    if (exited) throw new Error(`exited early: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not ready after 60 s: ${readFileSync(logFile, 'utf8')}`);
}

async function measure(url: string, headers: Record<string, string>, seconds: number) {
  const result = await autocannon({ url, headers, connections: 32, pipelining: 1, duration: seconds });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

export async function main(args: string[] = []): Promise<void> {
  const seconds = args.includes('--quick') ? 3 : 10;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-http-'));
  const port = 18000 + Math.floor(Math.random() * 1000);
  const server = await startProcess(
    ['server/main.ts'],
    { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    /curl -s -H 'X-API-Key: \S+' http:\/\/127\.0\.0\.1:(\d+)/,
    join(dataDir, 'server.log'),
  );
  const apiKey = /API key: (\S+)/.exec(server.output)![1]!;
  const koa = await startProcess(['bench/http/hello-koa.ts'], { PORT: '0' }, /LISTENING (\d+)/, join(dataDir, 'koa.log'));
  try {
    // Warm both up, then measure alternately so drift hits both equally.
    await measure(`http://127.0.0.1:${koa.port}/`, {}, 1);
    await measure(`http://127.0.0.1:${port}/api/v1/partner/me`, { 'X-API-Key': apiKey }, 1);
    const bare = await measure(`http://127.0.0.1:${koa.port}/`, {}, seconds);
    const ours = await measure(`http://127.0.0.1:${port}/api/v1/partner/me`, { 'X-API-Key': apiKey }, seconds);
    const ratio = ours.rps / bare.rps;
    console.log('\n## bench/http: GET /api/v1/partner/me vs bare Koa (autocannon, 32 connections, %ds each)', seconds);
    console.log('| target | req/s | p99 ms | non-2xx |');
    console.log('|---|---|---|---|');
    console.log(`| bare Koa hello-world | ${bare.rps.toFixed(0)} | ${bare.p99} | ${bare.non2xx} |`);
    console.log(`| GET /api/v1/partner/me (auth + rate limit + logs) | ${ours.rps.toFixed(0)} | ${ours.p99} | ${ours.non2xx} |`);
    console.log(`ratio: ${(ratio * 100).toFixed(1)}% of bare Koa (target >= 50%) ${ratio >= 0.5 ? 'PASS' : 'FAIL'}`);
  } finally {
    koa.child.kill('SIGTERM');
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
