import type { Migration } from './index.js';

export const documents: Migration = {
  version: 2,
  name: 'documents, invoices, receipts, event outbox',
  sql: `
-- One uploaded file. A multi-vendor PDF gives one document and several invoices.
CREATE TABLE documents (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  partner_id TEXT NOT NULL REFERENCES partners(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('invoice', 'receipt')),
  surface TEXT NOT NULL CHECK (surface IN ('v1', 'legacy', 'adapter')),
  filename TEXT NOT NULL,
  file_kind TEXT NOT NULL,
  size_bytes INTEGER NOT NULL,
  sha256 TEXT NOT NULL,
  page_count INTEGER,
  stored_path TEXT,
  status TEXT NOT NULL CHECK (status IN ('processing', 'processed', 'failed')),
  failure_reason TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX documents_tenant ON documents(tenant_id, created_at);
CREATE INDEX documents_partner_month ON documents(partner_id, kind, created_at);

CREATE TABLE invoices (
  id TEXT PRIMARY KEY,
  document_id TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  store_id TEXT,
  status TEXT NOT NULL CHECK (status IN ('processing', 'processed', 'failed')),
  failure_reason TEXT,
  vendor_name TEXT,
  invoice_number TEXT,
  invoice_date TEXT,
  due_date TEXT,
  subtotal REAL,
  tax REAL,
  total REAL,
  currency TEXT,
  extraction_confidence REAL,
  field_confidences TEXT NOT NULL DEFAULT '{}',
  line_items TEXT NOT NULL DEFAULT '[]',
  cost_categories TEXT NOT NULL DEFAULT '[]',
  page_first INTEGER,
  page_last INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (document_id, seq)
);
CREATE INDEX invoices_tenant ON invoices(tenant_id, created_at);

CREATE TABLE receipts (
  id TEXT PRIMARY KEY,
  document_id TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('processing', 'processed', 'failed')),
  failure_reason TEXT,
  merchant_name TEXT,
  receipt_date TEXT,
  subtotal REAL,
  tax REAL,
  tip REAL,
  total REAL,
  currency TEXT,
  tax_category TEXT,
  use_type TEXT NOT NULL CHECK (use_type IN ('business', 'personal', 'mixed')),
  payment_method TEXT,
  extraction_confidence REAL,
  field_confidences TEXT NOT NULL DEFAULT '{}',
  line_items TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX receipts_tenant ON receipts(tenant_id, created_at);

-- Transactional outbox: an event row is written in the same transaction as the change that
-- raises it (DECISIONS "Invoice lifecycle and events"); the webhook dispatcher reads from here.
CREATE TABLE events (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  partner_id TEXT NOT NULL REFERENCES partners(id) ON DELETE CASCADE,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('invoice.created', 'invoice.processed', 'invoice.failed', 'receipt.processed', 'vendor.created')),
  payload TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX events_partner ON events(partner_id, seq);
`,
};
