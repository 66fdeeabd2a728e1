// Uploaded files and the invoice/receipt records extracted from them. Records are plain rows with
// JSON columns for nested parts (line items, confidences); the API shapes are built in
// server/extraction/present.ts.
import type { ExtractedLineItem } from '../../engine/types.js';
import type { Db } from '../db.js';
import { nowIso } from './ids.js';

export type RecordStatus = 'processing' | 'processed' | 'failed';
export type Surface = 'v1' | 'legacy' | 'adapter';

export interface DocumentRow {
  id: string;
  tenantId: string;
  partnerId: string;
  kind: 'invoice' | 'receipt';
  surface: Surface;
  filename: string;
  fileKind: string;
  sizeBytes: number;
  sha256: string;
  pageCount: number | null;
  storedPath: string | null;
  status: RecordStatus;
  failureReason: string | null;
  createdAt: string;
}

/** An extracted line item with the categories the classifiers gave it. */
export interface StoredLineItem extends ExtractedLineItem {
  costCategory: string;
  costCategoryConfidence?: number;
  taxCategory?: string;
}

export interface InvoiceRow {
  id: string;
  documentId: string;
  tenantId: string;
  seq: number;
  storeId: string | null;
  status: RecordStatus;
  failureReason: string | null;
  vendorName: string | null;
  invoiceNumber: string | null;
  invoiceDate: string | null;
  dueDate: string | null;
  subtotal: number | null;
  tax: number | null;
  total: number | null;
  currency: string | null;
  extractionConfidence: number | null;
  fieldConfidences: Record<string, number>;
  lineItems: StoredLineItem[];
  costCategories: string[];
  pageFirst: number | null;
  pageLast: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface ReceiptRow {
  id: string;
  documentId: string;
  tenantId: string;
  status: RecordStatus;
  failureReason: string | null;
  merchantName: string | null;
  receiptDate: string | null;
  subtotal: number | null;
  tax: number | null;
  tip: number | null;
  total: number | null;
  currency: string | null;
  taxCategory: string | null;
  useType: 'business' | 'personal' | 'mixed';
  paymentMethod: Record<string, unknown> | null;
  extractionConfidence: number | null;
  fieldConfidences: Record<string, number>;
  lineItems: StoredLineItem[];
  createdAt: string;
  updatedAt: string;
}

export function insertDocument(db: Db, doc: Omit<DocumentRow, 'createdAt'> & { createdAt?: string }): void {
  const now = doc.createdAt ?? nowIso();
  db.prepare(
    `INSERT INTO documents (id, tenant_id, partner_id, kind, surface, filename, file_kind, size_bytes, sha256,
       page_count, stored_path, status, failure_reason, created_at, updated_at)
     VALUES (@id, @tenantId, @partnerId, @kind, @surface, @filename, @fileKind, @sizeBytes, @sha256,
       @pageCount, @storedPath, @status, @failureReason, @now, @now)`,
  ).run({ ...doc, now });
}

export function updateDocument(
  db: Db,
  id: string,
  patch: { status: RecordStatus; pageCount?: number | null; failureReason?: string | null; storedPath?: string | null },
): void {
  db.prepare(
    `UPDATE documents SET status = @status, page_count = COALESCE(@pageCount, page_count),
       failure_reason = @failureReason, stored_path = COALESCE(@storedPath, stored_path), updated_at = @now WHERE id = @id`,
  ).run({
    id,
    status: patch.status,
    pageCount: patch.pageCount ?? null,
    failureReason: patch.failureReason ?? null,
    storedPath: patch.storedPath ?? null,
    now: nowIso(),
  });
}

const json = (v: unknown) => JSON.stringify(v);

/** Inserts or replaces an invoice record (same id: re-extraction or settling a processing one). */
export function saveInvoice(db: Db, row: InvoiceRow): void {
  db.prepare(
    `INSERT INTO invoices (id, document_id, tenant_id, seq, store_id, status, failure_reason, vendor_name,
       invoice_number, invoice_date, due_date, subtotal, tax, total, currency, extraction_confidence,
       field_confidences, line_items, cost_categories, page_first, page_last, created_at, updated_at)
     VALUES (@id, @documentId, @tenantId, @seq, @storeId, @status, @failureReason, @vendorName,
       @invoiceNumber, @invoiceDate, @dueDate, @subtotal, @tax, @total, @currency, @extractionConfidence,
       @fieldConfidences, @lineItems, @costCategories, @pageFirst, @pageLast, @createdAt, @updatedAt)
     ON CONFLICT (id) DO UPDATE SET status = excluded.status, failure_reason = excluded.failure_reason,
       vendor_name = excluded.vendor_name, invoice_number = excluded.invoice_number,
       invoice_date = excluded.invoice_date, due_date = excluded.due_date, subtotal = excluded.subtotal,
       tax = excluded.tax, total = excluded.total, currency = excluded.currency,
       extraction_confidence = excluded.extraction_confidence, field_confidences = excluded.field_confidences,
       line_items = excluded.line_items, cost_categories = excluded.cost_categories,
       page_first = excluded.page_first, page_last = excluded.page_last, updated_at = excluded.updated_at`,
  ).run({
    ...row,
    fieldConfidences: json(row.fieldConfidences),
    lineItems: json(row.lineItems),
    costCategories: json(row.costCategories),
  });
}

export function saveReceipt(db: Db, row: ReceiptRow): void {
  db.prepare(
    `INSERT INTO receipts (id, document_id, tenant_id, status, failure_reason, merchant_name, receipt_date,
       subtotal, tax, tip, total, currency, tax_category, use_type, payment_method, extraction_confidence,
       field_confidences, line_items, created_at, updated_at)
     VALUES (@id, @documentId, @tenantId, @status, @failureReason, @merchantName, @receiptDate,
       @subtotal, @tax, @tip, @total, @currency, @taxCategory, @useType, @paymentMethod, @extractionConfidence,
       @fieldConfidences, @lineItems, @createdAt, @updatedAt)
     ON CONFLICT (id) DO UPDATE SET status = excluded.status, failure_reason = excluded.failure_reason,
       merchant_name = excluded.merchant_name, receipt_date = excluded.receipt_date, subtotal = excluded.subtotal,
       tax = excluded.tax, tip = excluded.tip, total = excluded.total, currency = excluded.currency,
       tax_category = excluded.tax_category, payment_method = excluded.payment_method,
       extraction_confidence = excluded.extraction_confidence, field_confidences = excluded.field_confidences,
       line_items = excluded.line_items, updated_at = excluded.updated_at`,
  ).run({
    ...row,
    paymentMethod: row.paymentMethod ? json(row.paymentMethod) : null,
    fieldConfidences: json(row.fieldConfidences),
    lineItems: json(row.lineItems),
  });
}

interface InvoiceSqlRow {
  id: string;
  document_id: string;
  tenant_id: string;
  seq: number;
  store_id: string | null;
  status: RecordStatus;
  failure_reason: string | null;
  vendor_name: string | null;
  invoice_number: string | null;
  invoice_date: string | null;
  due_date: string | null;
  subtotal: number | null;
  tax: number | null;
  total: number | null;
  currency: string | null;
  extraction_confidence: number | null;
  field_confidences: string;
  line_items: string;
  cost_categories: string;
  page_first: number | null;
  page_last: number | null;
  created_at: string;
  updated_at: string;
}

const toInvoice = (r: InvoiceSqlRow): InvoiceRow => ({
  id: r.id,
  documentId: r.document_id,
  tenantId: r.tenant_id,
  seq: r.seq,
  storeId: r.store_id,
  status: r.status,
  failureReason: r.failure_reason,
  vendorName: r.vendor_name,
  invoiceNumber: r.invoice_number,
  invoiceDate: r.invoice_date,
  dueDate: r.due_date,
  subtotal: r.subtotal,
  tax: r.tax,
  total: r.total,
  currency: r.currency,
  extractionConfidence: r.extraction_confidence,
  fieldConfidences: JSON.parse(r.field_confidences) as Record<string, number>,
  lineItems: JSON.parse(r.line_items) as StoredLineItem[],
  costCategories: JSON.parse(r.cost_categories) as string[],
  pageFirst: r.page_first,
  pageLast: r.page_last,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** The invoice if it belongs to one of the partner's tenants; null otherwise (answer 404). */
export function getPartnerInvoice(db: Db, partnerId: string, id: string): InvoiceRow | null {
  const row = db
    .prepare('SELECT i.* FROM invoices i JOIN tenants t ON t.id = i.tenant_id WHERE i.id = ? AND t.partner_id = ?')
    .get(id, partnerId) as InvoiceSqlRow | undefined;
  return row ? toInvoice(row) : null;
}

export function getInvoice(db: Db, id: string): InvoiceRow | null {
  const row = db.prepare('SELECT * FROM invoices WHERE id = ?').get(id) as InvoiceSqlRow | undefined;
  return row ? toInvoice(row) : null;
}

/** Ids of the invoices found in one uploaded file, in page order. */
export function documentInvoiceIds(db: Db, documentId: string): string[] {
  return (db.prepare('SELECT id FROM invoices WHERE document_id = ? ORDER BY seq').all(documentId) as { id: string }[]).map(
    (r) => r.id,
  );
}

interface ReceiptSqlRow {
  id: string;
  document_id: string;
  tenant_id: string;
  status: RecordStatus;
  failure_reason: string | null;
  merchant_name: string | null;
  receipt_date: string | null;
  subtotal: number | null;
  tax: number | null;
  tip: number | null;
  total: number | null;
  currency: string | null;
  tax_category: string | null;
  use_type: 'business' | 'personal' | 'mixed';
  payment_method: string | null;
  extraction_confidence: number | null;
  field_confidences: string;
  line_items: string;
  created_at: string;
  updated_at: string;
}

const toReceipt = (r: ReceiptSqlRow): ReceiptRow => ({
  id: r.id,
  documentId: r.document_id,
  tenantId: r.tenant_id,
  status: r.status,
  failureReason: r.failure_reason,
  merchantName: r.merchant_name,
  receiptDate: r.receipt_date,
  subtotal: r.subtotal,
  tax: r.tax,
  tip: r.tip,
  total: r.total,
  currency: r.currency,
  taxCategory: r.tax_category,
  useType: r.use_type,
  paymentMethod: r.payment_method ? (JSON.parse(r.payment_method) as Record<string, unknown>) : null,
  extractionConfidence: r.extraction_confidence,
  fieldConfidences: JSON.parse(r.field_confidences) as Record<string, number>,
  lineItems: JSON.parse(r.line_items) as StoredLineItem[],
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export function getPartnerReceipt(db: Db, partnerId: string, id: string): ReceiptRow | null {
  const row = db
    .prepare('SELECT r.* FROM receipts r JOIN tenants t ON t.id = r.tenant_id WHERE r.id = ? AND t.partner_id = ?')
    .get(id, partnerId) as ReceiptSqlRow | undefined;
  return row ? toReceipt(row) : null;
}

/** Documents a partner uploaded since `sinceIso`, by kind (legacy usage report). */
export function countPartnerDocuments(db: Db, partnerId: string, sinceIso: string): { invoices: number; receipts: number } {
  const rows = db
    .prepare('SELECT kind, COUNT(*) AS n FROM documents WHERE partner_id = ? AND created_at >= ? GROUP BY kind')
    .all(partnerId, sinceIso) as { kind: 'invoice' | 'receipt'; n: number }[];
  return {
    invoices: rows.find((r) => r.kind === 'invoice')?.n ?? 0,
    receipts: rows.find((r) => r.kind === 'receipt')?.n ?? 0,
  };
}
