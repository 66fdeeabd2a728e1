// data/repositories/webhooks.ts over a real SQLite file: the fan-out is idempotent and its cursor
// survives a reopen; due deliveries come oldest first; outcomes move deliveries through their states.
import { rmSync } from 'node:fs';
import t from 'tap';
import { openDatabase, type Db } from '../../data/db.js';
import { appendEvent, type EventType } from '../../data/repositories/events.js';
import { createPartner } from '../../data/repositories/partners.js';
import {
  createEndpoint,
  deleteEndpoint,
  dispatchCursor,
  dueDeliveries,
  fanOutEvents,
  getEndpoint,
  listDeliveries,
  pendingEndpoints,
  recordOutcomes,
  rotateEndpointSecret,
  signingState,
  type AttemptOutcome,
} from '../../data/repositories/webhooks.js';
import { tempDataDir } from '../helpers/server.js';

const SECRET = `whsec_${Buffer.alloc(24, 3).toString('base64')}`;

function setup(t: { teardown(fn: () => unknown): void }) {
  const dir = tempDataDir();
  let db = openDatabase(dir);
  t.teardown(() => {
    if (db.open) db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const partner = createPartner(db, { name: 'P', tier: 'storage' });
  const other = createPartner(db, { name: 'O', tier: 'storage' });
  const emit = (type: EventType, p = partner) => appendEvent(db, { partnerId: p.id, tenantId: p.primaryTenantId, type, data: {} });
  return {
    get db(): Db {
      return db;
    },
    reopen() {
      db.close();
      db = openDatabase(dir);
    },
    partner,
    other,
    emit,
  };
}

const outcome = (deliveryId: number, endpointId: string, result: AttemptOutcome['result'], statusCode: number | null = 500): AttemptOutcome => ({
  deliveryId,
  endpointId,
  attempt: 1,
  startedAt: Date.now(),
  durationMs: 3,
  statusCode,
  error: result.kind === 'succeeded' ? null : 'boom',
  result,
});

t.test('fan-out: subscribed, enabled, same partner, after registration; idempotent; cursor persists', async (t) => {
  const s = setup(t);
  s.emit('invoice.created'); // before any endpoint: never delivered
  const a = createEndpoint(s.db, { partnerId: s.partner.id, url: 'https://a.example/', events: ['invoice.created', 'vendor.created'], secret: SECRET });
  const b = createEndpoint(s.db, { partnerId: s.partner.id, url: 'https://b.example/', events: ['vendor.created'], secret: SECRET });
  createEndpoint(s.db, { partnerId: s.other.id, url: 'https://o.example/', events: ['invoice.created'], secret: SECRET });
  const e1 = s.emit('invoice.created');
  const e2 = s.emit('vendor.created');
  s.emit('receipt.processed');

  const first = fanOutEvents(s.db, 1000);
  t.equal(first.events, 4, 'all four outbox events are read');
  t.equal(first.deliveries, 3, 'e1→a, e2→a, e2→b');
  t.same(first.endpointIds.sort(), [a.id, b.id].sort());
  t.equal(dispatchCursor(s.db), e2.seq + 1);
  t.same(fanOutEvents(s.db, 1000), { events: 0, deliveries: 0, endpointIds: [], more: false }, 'nothing new');

  // A crash between the delivery inserts and the cursor write cannot happen (one transaction),
  // but even a cursor rewound by hand creates no duplicates.
  s.db.prepare('UPDATE webhook_dispatch_cursor SET last_seq = 0').run();
  t.equal(fanOutEvents(s.db, 1000).deliveries, 0, 'a replayed fan-out inserts nothing twice');

  s.reopen();
  t.equal(dispatchCursor(s.db), e2.seq + 1, 'cursor survives reopening the database');
  const due = dueDeliveries(s.db, a.id, 1000, 10);
  t.same(due.map((d) => d.eventId), [e1.id, e2.id], 'oldest first');
  t.equal(due[0]!.body, JSON.stringify(e1.payload), 'the body is the stored payload');
  t.same(dueDeliveries(s.db, a.id, 999, 10), [], 'not due before next_attempt_at');
});

t.test('fan-out reads in batches and reports more', async (t) => {
  const s = setup(t);
  createEndpoint(s.db, { partnerId: s.partner.id, url: 'https://a.example/', events: ['invoice.created'], secret: SECRET });
  for (let i = 0; i < 7; i++) s.emit('invoice.created');
  const r1 = fanOutEvents(s.db, 0, 5);
  t.equal(r1.events, 5);
  t.equal(r1.more, true);
  const r2 = fanOutEvents(s.db, 0, 5);
  t.equal(r2.events, 2);
  t.equal(r2.more, false);
});

t.test('outcomes: retry, success, 410 disables and cancels the rest; a deleted endpoint is ignored', async (t) => {
  const s = setup(t);
  const a = createEndpoint(s.db, { partnerId: s.partner.id, url: 'https://a.example/', events: ['invoice.created'], secret: SECRET });
  for (let i = 0; i < 3; i++) s.emit('invoice.created');
  fanOutEvents(s.db, 0);
  const [d1, d2, d3] = dueDeliveries(s.db, a.id, 0, 10);
  recordOutcomes(s.db, [outcome(d1!.id, a.id, { kind: 'retry', nextAttemptAt: 5000 }), outcome(d2!.id, a.id, { kind: 'succeeded' }, 200)]);
  t.same(dueDeliveries(s.db, a.id, 10, 10).map((d) => d.id), [d3!.id], 'the retrying one is not due; the next one is');
  t.same(pendingEndpoints(s.db), [{ endpointId: a.id, dueAt: 0 }]);
  const log = listDeliveries(s.db, a.id, { limit: 10 });
  t.same(log.map((d) => d.status), ['pending', 'succeeded', 'pending'], 'most recent first');
  t.equal(log[2]!.nextAttemptAt, new Date(5000).toISOString());
  t.same(log[2]!.attempts.map((x) => x.statusCode), [500]);
  t.same(listDeliveries(s.db, a.id, { limit: 10, status: 'succeeded' }).map((d) => d.id), [d2!.id]);

  recordOutcomes(s.db, [outcome(d3!.id, a.id, { kind: 'disable', reason: 'the receiver answered 410 Gone' }, 410)]);
  t.equal(getEndpoint(s.db, s.partner.id, a.id)!.status, 'disabled');
  t.same(listDeliveries(s.db, a.id, { limit: 10 }).map((d) => d.status), ['failed', 'succeeded', 'cancelled']);
  t.same(pendingEndpoints(s.db), [], 'a disabled endpoint has no pending work');
  s.emit('invoice.created');
  t.equal(fanOutEvents(s.db, 0).deliveries, 0, 'a disabled endpoint gets no new deliveries');

  t.ok(deleteEndpoint(s.db, s.partner.id, a.id));
  t.doesNotThrow(() => recordOutcomes(s.db, [outcome(d1!.id, a.id, { kind: 'succeeded' }, 200)]), 'late outcome of a deleted endpoint');
  t.equal((s.db.prepare('SELECT COUNT(*) AS n FROM webhook_deliveries').get() as { n: number }).n, 0, 'deliveries went with the endpoint');
});

t.test('rotation keeps the previous secret only until its grace period ends; ownership is enforced', async (t) => {
  const s = setup(t);
  const a = createEndpoint(s.db, { partnerId: s.partner.id, url: 'https://a.example/', events: ['invoice.created'], secret: SECRET });
  const next = `whsec_${Buffer.alloc(24, 9).toString('base64')}`;
  t.equal(rotateEndpointSecret(s.db, s.other.id, a.id, next, 2000), null, 'another partner cannot rotate it');
  t.equal(getEndpoint(s.db, s.other.id, a.id), null, 'nor see it');
  t.equal(deleteEndpoint(s.db, s.other.id, a.id), false, 'nor delete it');
  t.ok(rotateEndpointSecret(s.db, s.partner.id, a.id, next, 2000));
  t.same(signingState(s.db, a.id, 1999)!.secrets, [next, SECRET]);
  t.same(signingState(s.db, a.id, 2000)!.secrets, [next]);
});
