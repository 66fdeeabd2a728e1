// Durability: the server runs as a child process (`node --import tsx server/main.ts`), is SIGKILLed
// while deliveries are pending (one receiver hangs, one is down), more events are written to the
// outbox while it is dead, and after a restart every event reaches every endpoint (at least once;
// deduplicated by webhook-id) with signatures the standardwebhooks package accepts.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import t from 'tap';
import { inTransaction, openDatabase } from '../../../data/db.js';
import { appendEvent } from '../../../data/repositories/events.js';
import { tempDataDir } from '../../helpers/server.js';
import { distinctIds, makeTlsFixture, startReceiver, verifyDelivery, type Registration } from './fixtures/receiver.js';

const tls = await makeTlsFixture();
const dataDir = tempDataDir();
t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));

const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  BOOTSTRAP: 'false',
  LOG_LEVEL: 'info',
  WEBHOOK_ALLOW_PRIVATE: '127.0.0.0/8',
  WEBHOOK_CA_FILE: tls.caFile,
  WEBHOOK_POLL_MS: '100',
  WORKERS: '1',
};

interface Child {
  process: ChildProcess;
  url: string;
}

/** Starts the server; resolves with its URL from the "listening" log line. */
function startChild(): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}\n${err}`)), 30_000);
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const match = /"url":"(http:\/\/[^"]+)".*"msg":"listening"/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ process: child, url: match[1]! });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}\n${err}`));
    });
  });
}

function kill(child: Child, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.process.exitCode !== null || child.process.signalCode !== null) return resolve();
    child.process.once('exit', () => resolve());
    child.process.kill(signal);
  });
}

t.test('SIGKILL with deliveries pending loses no event', async (t) => {
  const cli = spawnSync(process.execPath, ['--import', 'tsx', 'server/admin/cli.ts', 'partner', 'create', '--name', 'Durable', '--tier', 'storage', '--json'], {
    env,
    encoding: 'utf8',
  });
  t.equal(cli.status, 0, cli.stderr);
  const partner = JSON.parse(cli.stdout) as { apiKey: string; partnerId: string; primaryTenantId: string };

  // Receiver A accepts connections but never answers: its deliveries are in flight at the kill.
  const slow = await startReceiver(tls, () => 'hang');
  // Receiver B is down: its first attempts fail and wait for the persisted 5 s retry.
  const downProbe = await startReceiver(tls);
  const downPort = downProbe.port;
  await downProbe.close();
  t.teardown(() => slow.close());

  let server = await startChild();
  t.teardown(() => kill(server, 'SIGKILL'));
  const registerAt = async (url: string): Promise<Registration> => {
    const res = await fetch(`${server.url}/api/v1/partner/webhooks`, {
      method: 'POST',
      headers: { 'X-API-Key': partner.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ url, events: ['invoice.created', 'invoice.processed'] }),
    });
    t.equal(res.status, 201);
    return (await res.json()) as Registration;
  };
  const hookA = await registerAt(slow.url('/a'));
  const hookB = await registerAt(`https://127.0.0.1:${downPort}/b`);

  // The outbox is the interface: producers write events in their own transactions, here through
  // a separate connection to the same database, as another process would.
  const producer = openDatabase(dataDir);
  t.teardown(() => producer.close());
  const emit = (n: number, label: string) =>
    inTransaction(producer, () =>
      Array.from({ length: n }, (_, i) =>
        appendEvent(producer, {
          partnerId: partner.partnerId,
          tenantId: partner.primaryTenantId,
          type: i % 2 ? 'invoice.processed' : 'invoice.created',
          data: { id: `${label}-${i}` },
        }),
      ),
    );
  const before = emit(20, 'before');
  await slow.waitFor((r) => r.length >= 1, 10_000);
  // Let B's first attempt fail and be recorded with its retry time.
  await new Promise((r) => setTimeout(r, 500));
  await kill(server, 'SIGKILL');
  const whileDown = emit(5, 'down');
  const expected = new Set([...before, ...whileDown].map((e) => e.id));

  slow.behaviour = () => 200;
  const back = await startReceiver(tls, () => 200, downPort);
  t.teardown(() => back.close());
  server = await startChild();

  await slow.waitFor((r) => [...expected].every((id) => distinctIds(r).has(id)), 20_000);
  await back.waitFor((r) => [...expected].every((id) => distinctIds(r).has(id)), 20_000);
  t.same(distinctIds(slow.received), expected, 'endpoint A got every event');
  t.same(distinctIds(back.received), expected, 'endpoint B got every event after its retry');
  for (const req of slow.received) verifyDelivery(hookA.secret, req);
  for (const req of back.received) verifyDelivery(hookB.secret, req);
  t.pass('every request received verifies with standardwebhooks');
  t.ok(slow.received.length >= expected.size, `A: ${slow.received.length} requests for ${expected.size} events`);

  // Order per endpoint: B's retries keep outbox order, and so do the events written while the
  // server was down. (Those two groups may interleave: a delivery waiting for its retry does not
  // hold back newer events.)
  const firstSeen = [...new Set(back.received.map((r) => String(r.headers['webhook-id'])))];
  for (const group of [before, whileDown]) {
    const ids = new Set(group.map((e) => e.id));
    t.same(firstSeen.filter((id) => ids.has(id)), group.map((e) => e.id), 'B received them in event order');
  }

  await kill(server, 'SIGTERM');
  t.equal(server.process.exitCode, 0, 'graceful stop after recovery');
});
