// `npm run bench -- webhooks [--quick]`: webhook delivery through the real service to a local
// HTTPS receiver (self-signed certificate trusted via WEBHOOK_CA_FILE), in one process.
//   latency:    events committed one per transaction at a steady rate, each followed by
//               services.webhooks.notify() as producers do; event-to-delivery p50/p99
//               (commit → request fully received by the receiver).
//   throughput: a burst of events committed 100 per transaction; deliveries/s from the first
//               commit to the last request received, to 1 endpoint and to 4 endpoints.
// Targets (issue 6): p50 ≤ 500 ms, ≥ 200 deliveries/s. The receiver shares the event loop and
// the 2 cores with the server, so the figures are conservative.
import { pathToFileURL } from 'node:url';
import { inTransaction } from '../../data/db.js';
import { appendEvent, type OutboxEvent } from '../../data/repositories/events.js';
import type { TestServer } from '../../test/helpers/server.js';
import { makeTlsFixture, register, startReceiver, startWebhookServer, type Receiver } from '../../test/server/webhooks/fixtures/receiver.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Context {
  server: TestServer;
  receiver: Receiver;
  partner: { partnerId: string; primaryTenantId: string; apiKey: string };
}

function emitBatch(ctx: Context, n: number, label: string): OutboxEvent[] {
  const db = ctx.server.services.db;
  const events = inTransaction(db, () =>
    Array.from({ length: n }, (_, i) =>
      appendEvent(db, {
        partnerId: ctx.partner.partnerId,
        tenantId: ctx.partner.primaryTenantId,
        type: 'invoice.processed',
        data: { id: `${label}-${i}`, vendorName: 'Acme Foods', total: 1234.56, currency: 'USD', lineItems: [{ description: 'Tomatoes', quantity: 4, unitPrice: 3.5 }] },
      }),
    ),
  );
  ctx.server.services.webhooks?.notify();
  return events;
}

async function latency(ctx: Context, count: number, ratePerSecond: number) {
  const sentAt = new Map<string, number>();
  const start = ctx.receiver.received.length;
  for (let i = 0; i < count; i++) {
    const [event] = emitBatch(ctx, 1, `lat-${i}`);
    sentAt.set(event!.id, performance.now());
    await sleep(1000 / ratePerSecond);
  }
  await ctx.receiver.waitFor((r) => r.length - start >= count, 60_000);
  const latencies = ctx.receiver.received
    .slice(start)
    .map((r) => r.receivedAt - (sentAt.get(String(r.headers['webhook-id'])) ?? NaN))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.at(-1) ?? NaN, n: latencies.length };
}

async function throughput(ctx: Context, events: number, endpoints: number) {
  const expected = events * endpoints;
  const start = ctx.receiver.received.length;
  const t0 = performance.now();
  for (let sent = 0; sent < events; sent += 100) emitBatch(ctx, Math.min(100, events - sent), `tp-${sent}`);
  const committed = performance.now() - t0;
  await ctx.receiver.waitFor((r) => r.length - start >= expected, 120_000);
  const elapsed = (ctx.receiver.received.at(-1)!.receivedAt - t0) / 1000;
  return { deliveries: expected, seconds: elapsed, perSecond: expected / elapsed, commitMs: committed };
}

async function withServer<T>(endpoints: number, run: (ctx: Context) => Promise<T>): Promise<T> {
  const tls = await makeTlsFixture();
  const receiver = await startReceiver(tls);
  receiver.behaviour = () => 200;
  // The receiver timestamps with the monotonic clock so latencies are sub-millisecond exact.
  const server = await startWebhookServer(tls, { WEBHOOK_POLL_MS: '1000', WEBHOOK_ALLOW_PRIVATE: '127.0.0.0/8' });
  try {
    const partner = server.partner({ tier: 'storage', name: 'Bench' });
    for (let i = 0; i < endpoints; i++) await register(server, partner.apiKey, { url: receiver.url(`/hook/${i}`), events: ['invoice.processed'] });
    return await run({ server, receiver, partner });
  } finally {
    await server.stop();
    await receiver.close();
  }
}

export interface WebhookBenchResult {
  latency: { p50: number; p99: number; max: number; n: number };
  throughput1: { deliveries: number; seconds: number; perSecond: number };
  throughput4: { deliveries: number; seconds: number; perSecond: number };
}

export async function main(args: string[] = []): Promise<WebhookBenchResult> {
  const quick = args.includes('--quick');
  const latencyEvents = quick ? 100 : 400;
  const burst = quick ? 1000 : 4000;
  const lat = await withServer(1, async (ctx) => {
    await latency(ctx, 20, 50); // warm-up: TLS handshake, JIT
    return latency(ctx, latencyEvents, 50);
  });
  const tp1 = await withServer(1, (ctx) => throughput(ctx, burst, 1));
  const tp4 = await withServer(4, (ctx) => throughput(ctx, burst / 4, 4));

  console.log('\n## bench/webhooks: outbox event → HTTPS delivery to a local receiver (same process, Standard Webhooks signing)');
  console.log('| measure | value | target |');
  console.log('|---|---|---|');
  console.log(`| event-to-delivery p50 (${lat.n} events at 50/s, 1 endpoint) | ${lat.p50.toFixed(1)} ms | ≤ 500 ms ${lat.p50 <= 500 ? 'PASS' : 'FAIL'} |`);
  console.log(`| event-to-delivery p99 | ${lat.p99.toFixed(1)} ms (max ${lat.max.toFixed(1)}) | |`);
  console.log(`| deliveries/s, burst of ${tp1.deliveries} to 1 endpoint | ${tp1.perSecond.toFixed(0)} (${tp1.seconds.toFixed(2)} s) | ≥ 200 ${tp1.perSecond >= 200 ? 'PASS' : 'FAIL'} |`);
  console.log(`| deliveries/s, ${tp4.deliveries / 4} events × 4 endpoints | ${tp4.perSecond.toFixed(0)} (${tp4.seconds.toFixed(2)} s) | ≥ 200 ${tp4.perSecond >= 200 ? 'PASS' : 'FAIL'} |`);
  return { latency: lat, throughput1: tp1, throughput4: tp4 };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main(process.argv.slice(2));
