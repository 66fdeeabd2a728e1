// The event outbox (DECISIONS "Webhooks": body {type, timestamp, data}). Call appendEvent inside
// the same transaction as the change it reports, so an event exists if and only if the change
// was committed; delivery happens later from this table and survives restarts.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db.js';
import { nowIso } from './ids.js';

export const EVENT_TYPES = [
  'invoice.created',
  'invoice.processed',
  'invoice.failed',
  'receipt.processed',
  'vendor.created',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export interface OutboxEvent {
  seq: number;
  /** Standard Webhooks message id (`webhook-id`), stable across retries. */
  id: string;
  partnerId: string;
  tenantId: string;
  type: EventType;
  /** The signed body: {type, timestamp, data}. */
  payload: { type: EventType; timestamp: string; data: Record<string, unknown> };
  createdAt: string;
}

export function appendEvent(
  db: Db,
  input: { partnerId: string; tenantId: string; type: EventType; data: Record<string, unknown> },
): OutboxEvent {
  const createdAt = nowIso();
  const id = `msg_${randomBytes(16).toString('hex')}`;
  const payload = { type: input.type, timestamp: createdAt, data: { ...input.data, tenantId: input.tenantId } };
  const info = db
    .prepare('INSERT INTO events (id, partner_id, tenant_id, type, payload, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(id, input.partnerId, input.tenantId, input.type, JSON.stringify(payload), createdAt);
  return { seq: Number(info.lastInsertRowid), id, partnerId: input.partnerId, tenantId: input.tenantId, type: input.type, payload, createdAt };
}

interface EventRow {
  seq: number;
  id: string;
  partner_id: string;
  tenant_id: string;
  type: EventType;
  payload: string;
  created_at: string;
}

/** Events after `afterSeq`, oldest first (the dispatcher's cursor). */
export function eventsAfter(db: Db, afterSeq: number, limit = 500): OutboxEvent[] {
  return (db.prepare('SELECT * FROM events WHERE seq > ? ORDER BY seq LIMIT ?').all(afterSeq, limit) as EventRow[]).map(
    (r) => ({
      seq: r.seq,
      id: r.id,
      partnerId: r.partner_id,
      tenantId: r.tenant_id,
      type: r.type,
      payload: JSON.parse(r.payload) as OutboxEvent['payload'],
      createdAt: r.created_at,
    }),
  );
}
