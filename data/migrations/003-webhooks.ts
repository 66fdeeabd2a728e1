import type { Migration } from './index.js';

export const webhooks: Migration = {
  version: 3,
  name: 'webhook endpoints, deliveries, attempts, dispatch cursor',
  sql: `
-- A partner's registered receiver (spec "Webhooks"). The secret is kept in clear because every
-- delivery is signed with it (HMAC needs the key); it is shown to the partner only at registration
-- and rotation. previous_secret signs alongside the new one until its grace period ends.
CREATE TABLE webhook_endpoints (
  id TEXT PRIMARY KEY,
  partner_id TEXT NOT NULL REFERENCES partners(id) ON DELETE CASCADE,
  url TEXT NOT NULL,
  events TEXT NOT NULL,
  secret TEXT NOT NULL,
  previous_secret TEXT,
  previous_secret_expires_at INTEGER,
  status TEXT NOT NULL DEFAULT 'enabled' CHECK (status IN ('enabled', 'disabled')),
  disabled_reason TEXT,
  -- Only outbox events after this seq reach the endpoint: it never receives history from
  -- before it was registered.
  after_seq INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX webhook_endpoints_partner ON webhook_endpoints(partner_id, status);

-- One event to one endpoint. UNIQUE(endpoint_id, event_seq) makes the fan-out idempotent: a pass
-- repeated after a crash inserts nothing twice. Rows are created in event order, so id order is
-- the per-endpoint FIFO order.
CREATE TABLE webhook_deliveries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  endpoint_id TEXT NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
  event_seq INTEGER NOT NULL REFERENCES events(seq) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed', 'cancelled')),
  attempt_count INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER,
  last_status_code INTEGER,
  last_error TEXT,
  created_at TEXT NOT NULL,
  settled_at TEXT,
  UNIQUE (endpoint_id, event_seq)
);
CREATE INDEX webhook_deliveries_pending ON webhook_deliveries(endpoint_id, next_attempt_at) WHERE status = 'pending';

-- The delivery log: every HTTP attempt with its outcome.
CREATE TABLE webhook_attempts (
  delivery_id INTEGER NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
  attempt INTEGER NOT NULL,
  started_at TEXT NOT NULL,
  duration_ms INTEGER NOT NULL,
  status_code INTEGER,
  error TEXT,
  PRIMARY KEY (delivery_id, attempt)
) WITHOUT ROWID;

-- How far the dispatcher has fanned the outbox out. Starts at the current end of the outbox.
CREATE TABLE webhook_dispatch_cursor (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  last_seq INTEGER NOT NULL
);
INSERT INTO webhook_dispatch_cursor (id, last_seq) SELECT 1, COALESCE(MAX(seq), 0) FROM events;
`,
};
