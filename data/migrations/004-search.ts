import type { Migration } from './index.js';

// Vendors (spec "Vendors") and the search record (spec "Search"). SQLite is the record: every
// embedding lives here as a BLOB, and the per-tenant HNSW files under DATA_DIR are derived from
// these rows (data/vector-index). Triggers keep the derived numbers honest whatever code path
// changes an invoice: vendor counts are recomputed from the live invoices, and a search record
// disappears the moment its document stops being a processed one (deleted, re-extracted, failed).
export const search: Migration = {
  version: 4,
  name: 'vendors, search records, full-text index',
  sql: `
CREATE TABLE vendors (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  normalized_name TEXT NOT NULL,
  invoice_count INTEGER NOT NULL DEFAULT 0,
  total_spent REAL NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  UNIQUE (tenant_id, normalized_name)
);
-- GET /vendors order: totalSpent desc, then id (stable across pages).
CREATE INDEX vendors_tenant_spent ON vendors(tenant_id, total_spent DESC, id);

ALTER TABLE invoices ADD COLUMN vendor_id TEXT REFERENCES vendors(id) ON DELETE SET NULL;
CREATE INDEX invoices_vendor ON invoices(vendor_id, status);

-- Only processed invoices count (a failed or still-processing invoice has spent nothing yet).
CREATE TRIGGER invoices_vendor_totals_update AFTER UPDATE OF vendor_id, status, total ON invoices
BEGIN
  UPDATE vendors SET
    invoice_count = (SELECT COUNT(*) FROM invoices WHERE vendor_id = vendors.id AND status = 'processed'),
    total_spent = (SELECT ROUND(COALESCE(SUM(total), 0), 2) FROM invoices WHERE vendor_id = vendors.id AND status = 'processed')
  WHERE id IN (OLD.vendor_id, NEW.vendor_id);
END;
CREATE TRIGGER invoices_vendor_totals_delete AFTER DELETE ON invoices WHEN OLD.vendor_id IS NOT NULL
BEGIN
  UPDATE vendors SET
    invoice_count = (SELECT COUNT(*) FROM invoices WHERE vendor_id = vendors.id AND status = 'processed'),
    total_spent = (SELECT ROUND(COALESCE(SUM(total), 0), 2) FROM invoices WHERE vendor_id = vendors.id AND status = 'processed')
  WHERE id = OLD.vendor_id;
END;

-- One row per indexed invoice, receipt or vendor. seq is the HNSW label and the high-water mark
-- of the derived index files; a re-indexed record gets a new seq, so a label is never reused.
CREATE TABLE search_records (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('invoice', 'receipt', 'vendor')),
  record_id TEXT NOT NULL,
  text TEXT NOT NULL,
  embedding BLOB NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (kind, record_id)
);
CREATE INDEX search_records_tenant ON search_records(tenant_id, kind, seq);

-- BM25 over the same text (external content: the text is stored once, in search_records).
CREATE VIRTUAL TABLE search_fts USING fts5(
  text, content = 'search_records', content_rowid = 'seq', tokenize = 'unicode61 remove_diacritics 2'
);
-- Document frequency per term: lets a query skip words so common that BM25 over their posting
-- lists would cost more than it tells (server/search/service.ts).
CREATE VIRTUAL TABLE search_fts_vocab USING fts5vocab('search_fts', 'row');

CREATE TRIGGER search_records_fts_insert AFTER INSERT ON search_records
BEGIN
  INSERT INTO search_fts (rowid, text) VALUES (NEW.seq, NEW.text);
END;
CREATE TRIGGER search_records_fts_delete AFTER DELETE ON search_records
BEGIN
  INSERT INTO search_fts (search_fts, rowid, text) VALUES ('delete', OLD.seq, OLD.text);
END;

-- A document that is deleted, leaves the processed state (re-extraction, failure) or is saved
-- again with new content (updated_at moves) stops being searchable in the same transaction; the
-- indexing service adds it back, with its new text, once it has settled and committed.
CREATE TRIGGER invoices_search_delete AFTER DELETE ON invoices
BEGIN
  DELETE FROM search_records WHERE kind = 'invoice' AND record_id = OLD.id;
END;
CREATE TRIGGER invoices_search_changed AFTER UPDATE ON invoices
  WHEN NEW.status <> 'processed' OR NEW.updated_at IS NOT OLD.updated_at
BEGIN
  DELETE FROM search_records WHERE kind = 'invoice' AND record_id = NEW.id;
END;
CREATE TRIGGER receipts_search_delete AFTER DELETE ON receipts
BEGIN
  DELETE FROM search_records WHERE kind = 'receipt' AND record_id = OLD.id;
END;
CREATE TRIGGER receipts_search_changed AFTER UPDATE ON receipts
  WHEN NEW.status <> 'processed' OR NEW.updated_at IS NOT OLD.updated_at
BEGIN
  DELETE FROM search_records WHERE kind = 'receipt' AND record_id = NEW.id;
END;
CREATE TRIGGER vendors_search_delete AFTER DELETE ON vendors
BEGIN
  DELETE FROM search_records WHERE kind = 'vendor' AND record_id = OLD.id;
END;
`,
};
