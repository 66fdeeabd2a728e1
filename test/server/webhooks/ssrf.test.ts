// The SSRF guard at delivery time: every connection goes only to addresses checked at that moment
// (a host re-pointed to a private address after registration is refused), IP literals are checked
// too, and TLS still verifies the registered host name (SNI), not the address connected to.
import t from 'tap';
import { createEndpoint } from '../../../data/repositories/webhooks.js';
import { appendEvent } from '../../../data/repositories/events.js';
import type { ResolvedAddress } from '../../../server/webhooks/target.js';
import type { TestServer } from '../../helpers/server.js';
import { makeTlsFixture, register, startReceiver, startWebhookServer, verifyDelivery } from './fixtures/receiver.js';

const tls = await makeTlsFixture();

function fakeDns(zone: Record<string, string>) {
  return async (host: string): Promise<ResolvedAddress[]> => {
    const address = zone[host];
    if (!address) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return [{ address, family: address.includes(':') ? 6 : 4 }];
  };
}

function emit(server: TestServer, partner: { partnerId: string; primaryTenantId: string }) {
  const event = appendEvent(server.services.db, {
    partnerId: partner.partnerId,
    tenantId: partner.primaryTenantId,
    type: 'invoice.created',
    data: { id: 'inv' },
  });
  server.services.webhooks?.notify();
  return event;
}

async function waitForAttempt(server: TestServer, key: string, hookId: string) {
  for (let i = 0; i < 100; i++) {
    const res = await server.api(`/api/v1/partner/webhooks/${hookId}/deliveries`, { key });
    const { deliveries } = (await res.json()) as { deliveries: { attemptCount: number; lastError: string | null; lastStatusCode: number | null }[] };
    if (deliveries[0] && deliveries[0].attemptCount > 0) return deliveries[0];
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no attempt recorded');
}

t.test('a host re-pointed to a refused address after registration is not contacted (DNS rebinding)', async (t) => {
  const receiver = await startReceiver(tls);
  const zone: Record<string, string> = { 'hooks.test': '93.184.215.14' };
  const server = await startWebhookServer(tls, { WEBHOOK_ALLOW_PRIVATE: '' }, { resolver: fakeDns(zone), retryScheduleMs: [60_000] });
  t.teardown(async () => {
    await server.stop();
    await receiver.close();
  });
  const partner = server.partner();
  const hook = await register(server, partner.apiKey, { url: `https://hooks.test:${receiver.port}/hook`, events: ['invoice.created'] });
  zone['hooks.test'] = '127.0.0.1';
  emit(server, partner);
  const attempt = await waitForAttempt(server, partner.apiKey, hook.id);
  t.equal(attempt.lastStatusCode, null);
  t.match(attempt.lastError, /refused address: 127\.0\.0\.1 is not a public address \(loopback\)/);
  t.equal(receiver.received.length, 0, 'the receiver on loopback was never reached');
});

t.test('an IP-literal target is checked at delivery too', async (t) => {
  const receiver = await startReceiver(tls);
  const server = await startWebhookServer(tls, { WEBHOOK_ALLOW_PRIVATE: '' }, { retryScheduleMs: [60_000] });
  t.teardown(async () => {
    await server.stop();
    await receiver.close();
  });
  const partner = server.partner();
  // Written straight to the table: registration would have refused it (e.g. the allowlist was
  // narrowed after the endpoint was registered).
  const endpoint = createEndpoint(server.services.db, {
    partnerId: partner.partnerId,
    url: receiver.url(),
    events: ['invoice.created'],
    secret: `whsec_${Buffer.alloc(24, 1).toString('base64')}`,
  });
  emit(server, partner);
  const attempt = await waitForAttempt(server, partner.apiKey, endpoint.id);
  t.match(attempt.lastError, /loopback/);
  t.equal(receiver.received.length, 0);
});

t.test('connections use the checked address while TLS verifies the registered name (SNI)', async (t) => {
  const receiver = await startReceiver(tls);
  // hooks.test exists only in this fake DNS: delivery can only work through the guarded lookup.
  const zone = { 'hooks.test': '127.0.0.1', 'wrong-name.test': '127.0.0.1' };
  const server = await startWebhookServer(tls, { WEBHOOK_ALLOW_PRIVATE: '127.0.0.0/8' }, { resolver: fakeDns(zone), retryScheduleMs: [60_000] });
  t.teardown(async () => {
    await server.stop();
    await receiver.close();
  });
  const partner = server.partner();
  const good = await register(server, partner.apiKey, { url: `https://hooks.test:${receiver.port}/good`, events: ['invoice.created'] });
  const bad = await register(server, partner.apiKey, { url: `https://wrong-name.test:${receiver.port}/bad`, events: ['invoice.created'] });
  emit(server, partner);
  await receiver.waitFor((r) => r.length >= 1);
  const req = receiver.received[0]!;
  t.equal(req.path, '/good');
  t.equal(req.servername, 'hooks.test', 'SNI carries the registered host name');
  t.equal(req.headers.host, `hooks.test:${receiver.port}`, 'Host header too');
  t.ok(verifyDelivery(good.secret, req));
  const failed = await waitForAttempt(server, partner.apiKey, bad.id);
  t.match(failed.lastError, /altnames|hostname/i, 'a certificate not valid for the registered name is refused');
  t.equal(receiver.received.filter((r) => r.path === '/bad').length, 0);
});

t.test('localhost through the system resolver, allowed by the operator, is delivered', async (t) => {
  const receiver = await startReceiver(tls);
  const server = await startWebhookServer(tls, { WEBHOOK_ALLOW_PRIVATE: '127.0.0.0/8,::1/128' });
  t.teardown(async () => {
    await server.stop();
    await receiver.close();
  });
  const partner = server.partner();
  const hook = await register(server, partner.apiKey, { url: receiver.url('/hook', 'localhost'), events: ['invoice.created'] });
  const event = emit(server, partner);
  await receiver.waitFor((r) => r.length >= 1);
  t.equal(receiver.received[0]!.headers['webhook-id'], event.id);
  t.equal(receiver.received[0]!.servername, 'localhost');
  t.ok(verifyDelivery(hook.secret, receiver.received[0]!));
});
