// Webhook endpoints, their deliveries and the delivery log (spec "Webhooks"; DECISIONS
// "Webhooks"). The outbox (events.ts) is the only input: fanOutEvents turns new outbox rows into
// one delivery per subscribed endpoint and moves the persisted cursor in the same transaction, so
// a crash at any point neither loses nor duplicates a delivery row.
import type { Db } from '../db.js';
import { inTransaction } from '../db.js';
import { EVENT_TYPES, eventsAfter, type EventType } from './events.js';
import { newId, nowIso } from './ids.js';

export type EndpointStatus = 'enabled' | 'disabled';
export type DeliveryStatus = 'pending' | 'succeeded' | 'failed' | 'cancelled';
export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled'] as const satisfies readonly DeliveryStatus[];

/** An endpoint as the partner sees it: never with a secret. */
export interface WebhookEndpoint {
  id: string;
  partnerId: string;
  url: string;
  events: EventType[];
  status: EndpointStatus;
  disabledReason: string | null;
  /** Unix ms until which the previous secret still signs deliveries; null without a rotation. */
  previousSecretExpiresAt: number | null;
  createdAt: string;
  updatedAt: string;
}

/** What the delivery loop needs to sign: the current secret and a still-valid previous one. */
export interface EndpointSigningState {
  id: string;
  url: string;
  status: EndpointStatus;
  secrets: string[];
}

interface EndpointRow {
  id: string;
  partner_id: string;
  url: string;
  events: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: number | null;
  status: EndpointStatus;
  disabled_reason: string | null;
  after_seq: number;
  created_at: string;
  updated_at: string;
}

const toEndpoint = (r: EndpointRow): WebhookEndpoint => ({
  id: r.id,
  partnerId: r.partner_id,
  url: r.url,
  events: JSON.parse(r.events) as EventType[],
  status: r.status,
  disabledReason: r.disabled_reason,
  previousSecretExpiresAt: r.previous_secret_expires_at,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export function createEndpoint(
  db: Db,
  input: { partnerId: string; url: string; events: readonly EventType[]; secret: string },
): WebhookEndpoint {
  const id = newId();
  const now = nowIso();
  // Keep the order of EVENT_TYPES so the stored list is canonical whatever order the partner sent.
  const events = EVENT_TYPES.filter((e) => input.events.includes(e));
  inTransaction(db, () => {
    // after_seq is read inside the write lock: no event can commit between the read and the insert.
    const { maxSeq } = db.prepare('SELECT COALESCE(MAX(seq), 0) AS maxSeq FROM events').get() as { maxSeq: number };
    db.prepare(
      `INSERT INTO webhook_endpoints (id, partner_id, url, events, secret, status, after_seq, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, 'enabled', ?, ?, ?)`,
    ).run(id, input.partnerId, input.url, JSON.stringify(events), input.secret, maxSeq, now, now);
  });
  return getEndpoint(db, input.partnerId, id)!;
}

export function countEndpoints(db: Db, partnerId: string): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM webhook_endpoints WHERE partner_id = ?').get(partnerId) as { n: number }).n;
}

/** Null when the endpoint does not exist or belongs to another partner (answered as 404 alike). */
export function getEndpoint(db: Db, partnerId: string, id: string): WebhookEndpoint | null {
  const row = db.prepare('SELECT * FROM webhook_endpoints WHERE id = ? AND partner_id = ?').get(id, partnerId) as
    | EndpointRow
    | undefined;
  return row ? toEndpoint(row) : null;
}

export function listEndpoints(db: Db, partnerId: string): WebhookEndpoint[] {
  return (
    db.prepare('SELECT * FROM webhook_endpoints WHERE partner_id = ? ORDER BY created_at, id').all(partnerId) as EndpointRow[]
  ).map(toEndpoint);
}

/** Deletes the endpoint with its deliveries and log. False when it is not the partner's. */
export function deleteEndpoint(db: Db, partnerId: string, id: string): boolean {
  return db.prepare('DELETE FROM webhook_endpoints WHERE id = ? AND partner_id = ?').run(id, partnerId).changes > 0;
}

/**
 * Replaces the secret; the old one keeps signing until `graceUntil` (unix ms) so receivers can
 * switch without dropping deliveries. Rotating again during a grace period drops the oldest secret.
 */
export function rotateEndpointSecret(db: Db, partnerId: string, id: string, newSecret: string, graceUntil: number): WebhookEndpoint | null {
  const changed = db
    .prepare(
      `UPDATE webhook_endpoints
       SET previous_secret = secret, previous_secret_expires_at = ?, secret = ?, updated_at = ?
       WHERE id = ? AND partner_id = ?`,
    )
    .run(graceUntil, newSecret, nowIso(), id, partnerId).changes;
  return changed > 0 ? getEndpoint(db, partnerId, id) : null;
}

export function signingState(db: Db, endpointId: string, nowMs: number): EndpointSigningState | null {
  const row = db
    .prepare('SELECT id, url, status, secret, previous_secret, previous_secret_expires_at FROM webhook_endpoints WHERE id = ?')
    .get(endpointId) as Pick<EndpointRow, 'id' | 'url' | 'status' | 'secret' | 'previous_secret' | 'previous_secret_expires_at'> | undefined;
  if (!row) return null;
  const secrets = [row.secret];
  if (row.previous_secret && (row.previous_secret_expires_at ?? 0) > nowMs) secrets.push(row.previous_secret);
  return { id: row.id, url: row.url, status: row.status, secrets };
}

// ---------------------------------------------------------------------------------------------
// Fan-out: outbox → deliveries.

export interface FanOutResult {
  /** Events read from the outbox in this pass. */
  events: number;
  /** Delivery rows created. */
  deliveries: number;
  /** Endpoints that received new deliveries (the loop starts work for them at once). */
  endpointIds: string[];
  /** True when the pass stopped at its batch limit and more events wait. */
  more: boolean;
}

export function dispatchCursor(db: Db): number {
  return (db.prepare('SELECT last_seq AS seq FROM webhook_dispatch_cursor WHERE id = 1').get() as { seq: number }).seq;
}

/**
 * Reads up to `limit` outbox events after the cursor and creates one pending delivery per enabled
 * endpoint of the event's partner that subscribes to its type and existed before it. Idempotent.
 */
export function fanOutEvents(db: Db, nowMs: number, limit = 500): FanOutResult {
  return inTransaction(db, () => {
    const cursor = dispatchCursor(db);
    const events = eventsAfter(db, cursor, limit);
    if (events.length === 0) return { events: 0, deliveries: 0, endpointIds: [], more: false };
    const endpointsOf = db.prepare(
      "SELECT id, events, after_seq FROM webhook_endpoints WHERE partner_id = ? AND status = 'enabled'",
    );
    const insert = db.prepare(
      `INSERT OR IGNORE INTO webhook_deliveries (endpoint_id, event_seq, status, attempt_count, next_attempt_at, created_at)
       VALUES (?, ?, 'pending', 0, ?, ?)`,
    );
    const byPartner = new Map<string, { id: string; events: Set<string>; afterSeq: number }[]>();
    const touched = new Set<string>();
    const createdAt = nowIso();
    let deliveries = 0;
    for (const event of events) {
      let endpoints = byPartner.get(event.partnerId);
      if (!endpoints) {
        endpoints = (endpointsOf.all(event.partnerId) as Pick<EndpointRow, 'id' | 'events' | 'after_seq'>[]).map((r) => ({
          id: r.id,
          events: new Set(JSON.parse(r.events) as string[]),
          afterSeq: r.after_seq,
        }));
        byPartner.set(event.partnerId, endpoints);
      }
      for (const endpoint of endpoints) {
        if (event.seq <= endpoint.afterSeq || !endpoint.events.has(event.type)) continue;
        deliveries += insert.run(endpoint.id, event.seq, nowMs, createdAt).changes;
        touched.add(endpoint.id);
      }
    }
    const last = events[events.length - 1]!.seq;
    db.prepare('UPDATE webhook_dispatch_cursor SET last_seq = ? WHERE id = 1').run(last);
    return { events: events.length, deliveries, endpointIds: [...touched], more: events.length === limit };
  });
}

// ---------------------------------------------------------------------------------------------
// The delivery loop's reads and writes.

export interface DueDelivery {
  id: number;
  endpointId: string;
  attemptCount: number;
  /** Standard Webhooks message id: the outbox event id, stable across retries. */
  eventId: string;
  /** The signed body: the outbox payload exactly as stored. */
  body: string;
}

/** Pending deliveries of one endpoint that are due, oldest first (per-endpoint FIFO). */
export function dueDeliveries(db: Db, endpointId: string, nowMs: number, limit: number): DueDelivery[] {
  return db
    .prepare(
      `SELECT d.id, d.endpoint_id AS endpointId, d.attempt_count AS attemptCount, e.id AS eventId, e.payload AS body
       FROM webhook_deliveries d JOIN events e ON e.seq = d.event_seq
       WHERE d.endpoint_id = ? AND d.status = 'pending' AND d.next_attempt_at <= ?
       ORDER BY d.id LIMIT ?`,
    )
    .all(endpointId, nowMs, limit) as DueDelivery[];
}

/** Per endpoint with pending work, when its earliest delivery is due (unix ms). */
export function pendingEndpoints(db: Db): { endpointId: string; dueAt: number }[] {
  return db
    .prepare(
      `SELECT d.endpoint_id AS endpointId, MIN(d.next_attempt_at) AS dueAt
       FROM webhook_deliveries d JOIN webhook_endpoints w ON w.id = d.endpoint_id
       WHERE d.status = 'pending' AND w.status = 'enabled'
       GROUP BY d.endpoint_id`,
    )
    .all() as { endpointId: string; dueAt: number }[];
}

export interface AttemptOutcome {
  deliveryId: number;
  endpointId: string;
  /** 1-based number of this attempt. */
  attempt: number;
  startedAt: number;
  durationMs: number;
  statusCode: number | null;
  error: string | null;
  /** What happens next: settled, retried at `nextAttemptAt`, or the endpoint is disabled (410). */
  result: { kind: 'succeeded' } | { kind: 'retry'; nextAttemptAt: number } | { kind: 'failed' } | { kind: 'disable'; reason: string };
}

/** Writes a batch of attempt outcomes in one transaction (one fsync for many deliveries). */
export function recordOutcomes(db: Db, outcomes: readonly AttemptOutcome[]): void {
  if (outcomes.length === 0) return;
  const logAttempt = db.prepare(
    `INSERT OR REPLACE INTO webhook_attempts (delivery_id, attempt, started_at, duration_ms, status_code, error)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const update = db.prepare(
    `UPDATE webhook_deliveries
     SET status = ?, attempt_count = ?, next_attempt_at = ?, last_status_code = ?, last_error = ?, settled_at = ?
     WHERE id = ? AND status = 'pending'`,
  );
  const disable = db.prepare(
    "UPDATE webhook_endpoints SET status = 'disabled', disabled_reason = ?, updated_at = ? WHERE id = ? AND status = 'enabled'",
  );
  const cancelPending = db.prepare(
    `UPDATE webhook_deliveries SET status = 'cancelled', next_attempt_at = NULL, last_error = ?, settled_at = ?
     WHERE endpoint_id = ? AND status = 'pending'`,
  );
  inTransaction(db, () => {
    const now = nowIso();
    for (const o of outcomes) {
      // The endpoint may have been deleted while the request was in flight: nothing to record.
      const exists = db.prepare('SELECT 1 FROM webhook_deliveries WHERE id = ?').get(o.deliveryId);
      if (!exists) continue;
      logAttempt.run(o.deliveryId, o.attempt, new Date(o.startedAt).toISOString(), Math.round(o.durationMs), o.statusCode, o.error);
      const r = o.result;
      const status: DeliveryStatus = r.kind === 'succeeded' ? 'succeeded' : r.kind === 'retry' ? 'pending' : 'failed';
      const next = r.kind === 'retry' ? r.nextAttemptAt : null;
      update.run(status, o.attempt, next, o.statusCode, o.error, status === 'pending' ? null : now, o.deliveryId);
      if (r.kind === 'disable') {
        disable.run(r.reason, now, o.endpointId);
        cancelPending.run(`endpoint disabled: ${r.reason}`, now, o.endpointId);
      }
    }
  });
}

// ---------------------------------------------------------------------------------------------
// The delivery log as the partner sees it.

export interface DeliveryAttempt {
  attempt: number;
  at: string;
  durationMs: number;
  statusCode: number | null;
  error: string | null;
}

export interface DeliveryRecord {
  id: number;
  eventId: string;
  eventType: EventType;
  status: DeliveryStatus;
  attemptCount: number;
  lastStatusCode: number | null;
  lastError: string | null;
  /** ISO time of the next attempt while pending; null once settled. */
  nextAttemptAt: string | null;
  createdAt: string;
  settledAt: string | null;
  attempts: DeliveryAttempt[];
}

export function listDeliveries(
  db: Db,
  endpointId: string,
  opts: { limit: number; status?: DeliveryStatus },
): DeliveryRecord[] {
  const rows = db
    .prepare(
      `SELECT d.id, e.id AS eventId, e.type AS eventType, d.status, d.attempt_count AS attemptCount,
              d.last_status_code AS lastStatusCode, d.last_error AS lastError, d.next_attempt_at AS nextAttemptAt,
              d.created_at AS createdAt, d.settled_at AS settledAt
       FROM webhook_deliveries d JOIN events e ON e.seq = d.event_seq
       WHERE d.endpoint_id = ? AND (? IS NULL OR d.status = ?)
       ORDER BY d.id DESC LIMIT ?`,
    )
    .all(endpointId, opts.status ?? null, opts.status ?? null, opts.limit) as (Omit<DeliveryRecord, 'nextAttemptAt' | 'attempts'> & {
    nextAttemptAt: number | null;
  })[];
  const attemptsOf = db.prepare(
    `SELECT attempt, started_at AS at, duration_ms AS durationMs, status_code AS statusCode, error
     FROM webhook_attempts WHERE delivery_id = ? ORDER BY attempt`,
  );
  return rows.map((r) => ({
    ...r,
    nextAttemptAt: r.status === 'pending' && r.nextAttemptAt !== null ? new Date(r.nextAttemptAt).toISOString() : null,
    attempts: attemptsOf.all(r.id) as DeliveryAttempt[],
  }));
}
