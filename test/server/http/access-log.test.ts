// The access log (server/http/request-context.ts through server/logger.ts accessLogWriter): one
// JSON line per request with the fields operators rely on, byte-for-byte what pino itself would
// write for those fields, escaped wherever a client controls the text, and gated by the level.
import { Writable } from 'node:stream';
import t from 'tap';
import { SCOPES } from '../../../server/auth/policy.js';
import { createApiKey } from '../../../data/repositories/api-keys.js';
import { createPartner } from '../../../data/repositories/partners.js';
import { loadConfig } from '../../../server/config.js';
import { accessLogWriter, createLogger, type AccessEntry } from '../../../server/logger.js';
import { startServer } from '../../../server/server.js';
import { tempDataDir } from '../../helpers/server.js';
import { rmSync } from 'node:fs';

function sink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      callback();
    },
  });
  return { lines, stream };
}

const entry = (over: Partial<AccessEntry> = {}): AccessEntry => ({
  requestId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  method: 'GET',
  path: '/api/v1/partner/me',
  status: 200,
  ms: 1.3,
  partnerId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  keyPrefix: 'abcdefghij',
  ...over,
});

t.test('the hand-built line is the line pino writes for the same fields', async (t) => {
  const { lines, stream } = sink();
  const log = createLogger('info', stream);
  const write = accessLogWriter(log);
  const hostilePaths = ['/api/v1/partner/me', '/a"b\\c', '/new\nline\ttab\u0001', '/caf\u00e9/\u{1F600}', '/lone\ud800surrogate'];
  for (const path of hostilePaths) {
    for (const principal of [true, false]) {
      const e = entry(principal ? { path } : { path, partnerId: undefined, keyPrefix: undefined, status: 401 });
      write(e);
      log.info({ ...e }, 'request');
    }
  }
  t.equal(lines.length, hostilePaths.length * 4);
  for (let i = 0; i < lines.length; i += 2) {
    const ours = lines[i]!;
    const pinos = lines[i + 1]!;
    // Equal apart from the timestamp (written a moment apart).
    const withoutTime = (line: string) => line.replace(/"time":"[^"]+"/, '"time":""');
    t.equal(withoutTime(ours), withoutTime(pinos), `line ${i / 2}`);
    const parsed = JSON.parse(ours) as Record<string, unknown>;
    t.match(parsed.time, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  }
  t.same(
    lines.map((l) => (JSON.parse(l) as { path: string }).path).filter((_, i) => i % 4 === 0),
    hostilePaths,
    'every path reads back exactly',
  );
});

t.test('the line follows the logger level, including a level changed at run time', async (t) => {
  const { lines, stream } = sink();
  const log = createLogger('warn', stream);
  const write = accessLogWriter(log);
  write(entry());
  t.equal(lines.length, 0, 'nothing at warn');
  log.level = 'info';
  write(entry());
  t.equal(lines.length, 1, 'written once the level is info');
});

t.test('a logger with a mixin keeps its fields: the access line goes through pino', async (t) => {
  const { lines, stream } = sink();
  const { pino } = await import('pino');
  const log = pino({ mixin: () => ({ node: 'n1' }) }, stream);
  accessLogWriter(log)(entry());
  t.equal((JSON.parse(lines[0]!) as { node?: string }).node, 'n1');
});

t.test('every request through the server writes one line with its id, status and caller', async (t) => {
  const dataDir = tempDataDir();
  const { lines, stream } = sink();
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, BOOTSTRAP: 'false', LOG_LEVEL: 'info' });
  const running = await startServer(config, { logger: createLogger('info', stream), announce: () => {} });
  t.teardown(async () => {
    await running.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const partner = createPartner(running.services.db, { name: 'Log Co', tier: 'embed' });
  const { apiKey } = createApiKey(running.services.db, { partnerId: partner.id, scopes: SCOPES });
  const prefix = apiKey.split('_')[1];

  // `caller`: whether the key was verified (an unknown path answers 404 before any auth).
  const requests: { path: string; key?: string; status: number; caller: boolean }[] = [
    { path: '/api/v1/partner/me', key: apiKey, status: 200, caller: true },
    { path: '/api/v1/partner/me', status: 401, caller: false },
    { path: '/api/v1/partner/me/', key: apiKey, status: 200, caller: true },
    { path: '/api/v1/partner/no-such-thing', key: apiKey, status: 404, caller: false },
  ];
  const ids: string[] = [];
  for (const r of requests) {
    const res = await fetch(`${running.url}${r.path}`, { headers: r.key ? { 'X-API-Key': r.key } : {} });
    t.equal(res.status, r.status, r.path);
    ids.push(res.headers.get('x-request-id') ?? '');
  }
  const access = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'request');
  t.equal(access.length, requests.length, 'one line per request');
  access.forEach((line, i) => {
    const r = requests[i]!;
    t.equal(line.requestId, ids[i], 'the id the response carried');
    t.equal(line.level, 30);
    t.equal(line.service, 'docextract');
    t.equal(line.method, 'GET');
    t.equal(line.path, r.path);
    t.equal(line.status, r.status);
    t.type(line.ms, 'number');
    t.equal(line.partnerId, r.caller ? partner.id : undefined, 'caller only when authenticated');
    t.equal(line.keyPrefix, r.caller ? prefix : undefined);
    // The whole secret: it is base64url, so it may hold '_' itself (a fragment of it matched by chance).
    t.notMatch(JSON.stringify(line), apiKey.split('_').slice(2).join('_'), 'never the secret');
  });
});
