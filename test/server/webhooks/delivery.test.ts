// Delivery over real HTTPS, checked by the independent `standardwebhooks` verifier: signatures,
// headers, body as stored, per-endpoint order, retries after failure, 410, no redirects, rotation.
import t from 'tap';
import { appendEvent, type EventType } from '../../../data/repositories/events.js';
import { inTransaction } from '../../../data/db.js';
import {
  distinctIds,
  makeTlsFixture,
  register,
  startReceiver,
  startWebhookServer,
  verifyDelivery,
  type Registration,
} from './fixtures/receiver.js';
import type { TestServer } from '../../helpers/server.js';

const tls = await makeTlsFixture();
/** Short retry schedule so a retry happens within the test (production: 5 s, 5 min, …). */
const FAST_RETRIES = [150, 150, 150];

function emit(server: TestServer, partner: { partnerId: string; primaryTenantId: string }, type: EventType, data: Record<string, unknown>) {
  const event = inTransaction(server.services.db, () =>
    appendEvent(server.services.db, { partnerId: partner.partnerId, tenantId: partner.primaryTenantId, type, data }),
  );
  server.services.webhooks?.notify();
  return event;
}

async function deliveriesOf(server: TestServer, key: string, hook: Registration) {
  const res = await server.api(`/api/v1/partner/webhooks/${hook.id}/deliveries`, { key });
  return ((await res.json()) as { deliveries: { eventId: string; status: string; attemptCount: number; lastStatusCode: number | null; nextAttemptAt: string | null; attempts: { statusCode: number | null }[] }[] }).deliveries;
}

t.test('deliveries are signed per Standard Webhooks, carry the stored body, and arrive in order', async (t) => {
  const receiver = await startReceiver(tls);
  const server = await startWebhookServer(tls);
  t.teardown(async () => {
    await server.stop();
    await receiver.close();
  });
  const partner = server.partner();
  const other = server.partner({ name: 'Other' });
  const hook = await register(server, partner.apiKey, { url: receiver.url('/in?x=1'), events: ['invoice.created', 'invoice.processed'] });
  // Another partner's events and unsubscribed types must not arrive.
  const otherHook = await register(server, other.apiKey, { url: receiver.url('/other'), events: ['invoice.created'] });
  emit(server, other, 'invoice.created', { id: 'theirs' });
  emit(server, partner, 'vendor.created', { id: 'not-subscribed' });
  const sent = [];
  for (let i = 0; i < 10; i++) sent.push(emit(server, partner, i % 2 ? 'invoice.processed' : 'invoice.created', { id: `inv-${i}`, total: i * 1.5, note: 'ünïcode ✓' }));

  await receiver.waitFor((r) => r.filter((x) => x.path === '/in?x=1').length >= 10 && r.some((x) => x.path === '/other'));
  const mine = receiver.received.filter((r) => r.path === '/in?x=1');
  t.equal(mine.length, 10, 'exactly the subscribed events of this partner');
  t.same(mine.map((r) => r.headers['webhook-id']), sent.map((e) => e.id), 'in event order, webhook-id = event id');
  for (const [i, req] of mine.entries()) {
    const payload = verifyDelivery(hook.secret, req) as { type: string; data: { id: string; tenantId: string } };
    t.equal(req.method, 'POST');
    t.equal(req.headers['content-type'], 'application/json');
    t.match(req.headers['webhook-timestamp'], /^\d{10}$/);
    t.match(req.headers['webhook-signature'], /^v1,[A-Za-z0-9+/]+=*$/, 'one signature without a rotation');
    t.equal(req.body, JSON.stringify(sent[i]!.payload), 'body is the outbox payload as stored');
    t.equal(payload.data.id, `inv-${i}`);
    t.equal(payload.data.tenantId, partner.primaryTenantId);
  }
  const theirs = receiver.received.filter((r) => r.path === '/other');
  t.equal(theirs.length, 1);
  t.ok(verifyDelivery(otherHook.secret, theirs[0]!));
  t.throws(() => verifyDelivery(hook.secret, theirs[0]!), 'another endpoint’s secret does not verify it');

  const log = await deliveriesOf(server, partner.apiKey, hook);
  t.equal(log.length, 10);
  t.ok(log.every((d) => d.status === 'succeeded' && d.attemptCount === 1 && d.lastStatusCode === 200 && d.nextAttemptAt === null));
});

t.test('a receiver that fails and then recovers gets the event on a later retry', async (t) => {
  let failures = 2;
  const receiver = await startReceiver(tls, () => (failures-- > 0 ? 500 : 204));
  const server = await startWebhookServer(tls, {}, { retryScheduleMs: FAST_RETRIES });
  t.teardown(async () => {
    await server.stop();
    await receiver.close();
  });
  const partner = server.partner();
  const hook = await register(server, partner.apiKey, { url: receiver.url(), events: ['invoice.failed'] });
  const event = emit(server, partner, 'invoice.failed', { id: 'x', failureReason: 'unreadable' });
  await receiver.waitFor((r) => r.length >= 3);
  t.same(receiver.received.map((r) => r.headers['webhook-id']), [event.id, event.id, event.id], 'same webhook-id on every retry');
  for (const r of receiver.received) t.ok(verifyDelivery(hook.secret, r), 'every attempt verifies (re-signed with its own timestamp)');
  let log = await deliveriesOf(server, partner.apiKey, hook);
  for (let i = 0; i < 50 && log[0]?.status !== 'succeeded'; i++) {
    await new Promise((r) => setTimeout(r, 50));
    log = await deliveriesOf(server, partner.apiKey, hook);
  }
  t.equal(log[0]!.status, 'succeeded');
  t.equal(log[0]!.attemptCount, 3);
  t.same(log[0]!.attempts.map((a) => a.statusCode), [500, 500, 204], 'the log shows each attempt’s status');
});

t.test('a delivery waiting for its retry shows its attempts, last status and when the next one is due', async (t) => {
  const receiver = await startReceiver(tls, () => 503);
  const server = await startWebhookServer(tls, {}, { retryScheduleMs: [100, 60_000] });
  t.teardown(async () => {
    await server.stop();
    await receiver.close();
  });
  const partner = server.partner();
  const hook = await register(server, partner.apiKey, { url: receiver.url(), events: ['receipt.processed'] });
  emit(server, partner, 'receipt.processed', { id: 'r1' });
  await receiver.waitFor((r) => r.length >= 2);
  await new Promise((r) => setTimeout(r, 100));
  const [pending] = await deliveriesOf(server, partner.apiKey, hook);
  t.equal(pending!.status, 'pending');
  t.equal(pending!.attemptCount, 2);
  const due = Date.parse(pending!.nextAttemptAt ?? '');
  t.ok(due > Date.now() + 50_000, 'next retry follows the schedule');
  t.equal(pending!.lastStatusCode, 503);
});

t.test('a 410 answer disables the endpoint and stops its deliveries', async (t) => {
  const receiver = await startReceiver(tls, () => 410);
  const server = await startWebhookServer(tls, {}, { retryScheduleMs: FAST_RETRIES });
  t.teardown(async () => {
    await server.stop();
    await receiver.close();
  });
  const partner = server.partner();
  const hook = await register(server, partner.apiKey, { url: receiver.url(), events: ['vendor.created'] });
  emit(server, partner, 'vendor.created', { id: 'v1' });
  emit(server, partner, 'vendor.created', { id: 'v2' });
  await receiver.waitFor((r) => r.length >= 1);
  await new Promise((r) => setTimeout(r, 400));
  emit(server, partner, 'vendor.created', { id: 'v3' });
  await new Promise((r) => setTimeout(r, 400));
  t.equal(receiver.received.length, 1, 'nothing is sent after the 410');
  const list = (await (await server.api('/api/v1/partner/webhooks', { key: partner.apiKey })).json()) as {
    webhooks: { id: string; status: string; disabledReason: string }[];
  };
  t.equal(list.webhooks[0]!.status, 'disabled');
  t.match(list.webhooks[0]!.disabledReason, /410/);
  const log = await deliveriesOf(server, partner.apiKey, hook);
  t.same(log.map((d) => d.status).sort(), ['cancelled', 'failed'], 'the 410 delivery failed, the queued one was cancelled');
});

t.test('redirects are not followed: a 3xx is a failed attempt', async (t) => {
  const target = await startReceiver(tls);
  const receiver = await startReceiver(tls, () => ({ status: 307, headers: { location: target.url('/elsewhere') } }));
  const server = await startWebhookServer(tls, {}, { retryScheduleMs: [100] });
  t.teardown(async () => {
    await server.stop();
    await receiver.close();
    await target.close();
  });
  const partner = server.partner();
  const hook = await register(server, partner.apiKey, { url: receiver.url(), events: ['invoice.created'] });
  emit(server, partner, 'invoice.created', { id: 'i' });
  await receiver.waitFor((r) => r.length >= 2);
  await new Promise((r) => setTimeout(r, 200));
  t.equal(target.received.length, 0, 'the redirect target was never called');
  const [delivery] = await deliveriesOf(server, partner.apiKey, hook);
  t.equal(delivery!.status, 'failed');
  t.same(delivery!.attempts.map((a) => a.statusCode), [307, 307]);
});

t.test('secret rotation: both signatures during the grace period; either secret verifies', async (t) => {
  const receiver = await startReceiver(tls);
  const server = await startWebhookServer(tls);
  t.teardown(async () => {
    await server.stop();
    await receiver.close();
  });
  const partner = server.partner();
  const hook = await register(server, partner.apiKey, { url: receiver.url(), events: ['invoice.created'] });
  const res = await server.api(`/api/v1/partner/webhooks/${hook.id}/rotate-secret`, { method: 'POST', key: partner.apiKey });
  t.equal(res.status, 200);
  const rotated = (await res.json()) as { secret: string; previousSecretExpiresAt: string };
  t.match(rotated.secret, /^whsec_[A-Za-z0-9+/]{32}$/);
  t.not(rotated.secret, hook.secret);
  t.ok(Math.abs(Date.parse(rotated.previousSecretExpiresAt) - Date.now() - 24 * 3600_000) < 60_000, 'default grace 24 h');

  emit(server, partner, 'invoice.created', { id: 'after-rotation' });
  await receiver.waitFor((r) => r.length >= 1);
  const req = receiver.received[0]!;
  t.equal(String(req.headers['webhook-signature']).split(' ').length, 2, 'two signatures, space-separated');
  t.ok(verifyDelivery(rotated.secret, req), 'verifies with the new secret');
  t.ok(verifyDelivery(hook.secret, req), 'verifies with the old secret');
  t.throws(() => verifyDelivery(`whsec_${Buffer.alloc(24, 7).toString('base64')}`, req), 'an unrelated secret fails');

  const list = (await (await server.api('/api/v1/partner/webhooks', { key: partner.apiKey })).json()) as { webhooks: Record<string, unknown>[] };
  t.equal(list.webhooks[0]!.previousSecretExpiresAt, rotated.previousSecretExpiresAt);
  t.notMatch(JSON.stringify(list), /whsec_/, 'the list never shows a secret');
});

t.test('after the grace period only the new secret signs', async (t) => {
  const receiver = await startReceiver(tls);
  const server = await startWebhookServer(tls, { WEBHOOK_SECRET_GRACE_MS: '0' });
  t.teardown(async () => {
    await server.stop();
    await receiver.close();
  });
  const partner = server.partner();
  const hook = await register(server, partner.apiKey, { url: receiver.url(), events: ['invoice.created'] });
  const rotated = (await (await server.api(`/api/v1/partner/webhooks/${hook.id}/rotate-secret`, { method: 'POST', key: partner.apiKey })).json()) as {
    secret: string;
  };
  emit(server, partner, 'invoice.created', { id: 'x' });
  await receiver.waitFor((r) => r.length >= 1);
  t.ok(verifyDelivery(rotated.secret, receiver.received[0]!));
  t.throws(() => verifyDelivery(hook.secret, receiver.received[0]!), 'the old secret no longer verifies');
});

t.test('events from before registration are not delivered; deleting an endpoint stops delivery', async (t) => {
  const receiver = await startReceiver(tls);
  const server = await startWebhookServer(tls);
  t.teardown(async () => {
    await server.stop();
    await receiver.close();
  });
  const partner = server.partner();
  emit(server, partner, 'invoice.created', { id: 'history' });
  const hook = await register(server, partner.apiKey, { url: receiver.url(), events: ['invoice.created'] });
  const fresh = emit(server, partner, 'invoice.created', { id: 'fresh' });
  await receiver.waitFor((r) => r.length >= 1);
  await new Promise((r) => setTimeout(r, 200));
  t.same([...distinctIds(receiver.received)], [fresh.id]);

  t.equal((await server.api(`/api/v1/partner/webhooks/${hook.id}`, { method: 'DELETE', key: partner.apiKey })).status, 204);
  emit(server, partner, 'invoice.created', { id: 'after-delete' });
  await new Promise((r) => setTimeout(r, 300));
  t.equal(receiver.received.length, 1);
  t.equal((await server.api(`/api/v1/partner/webhooks/${hook.id}/deliveries`, { key: partner.apiKey })).status, 404);
});

t.test('a backlog larger than one fan-out pass arrives complete and in order', async (t) => {
  const receiver = await startReceiver(tls);
  const server = await startWebhookServer(tls);
  t.teardown(async () => {
    await server.stop();
    await receiver.close();
  });
  const partner = server.partner();
  const hook = await register(server, partner.apiKey, { url: receiver.url(), events: ['invoice.created'] });
  const db = server.services.db;
  // 2,100 events (a pass fans out 4 × 500), committed in one transaction before one notify.
  const events = inTransaction(db, () =>
    Array.from({ length: 2100 }, (_, i) =>
      appendEvent(db, { partnerId: partner.partnerId, tenantId: partner.primaryTenantId, type: 'invoice.created', data: { i } }),
    ),
  );
  server.services.webhooks?.notify();
  await receiver.waitFor((r) => r.length >= events.length, 45_000);
  t.same(receiver.received.map((r) => r.headers['webhook-id']), events.map((e) => e.id), 'each once, in event order');
  t.ok(verifyDelivery(hook.secret, receiver.received.at(-1)!));
});
