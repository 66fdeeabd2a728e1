// Builds tenants, invoices and receipts through the same repositories the upload code uses
// (documents.ts saveInvoice/saveReceipt, vendors.ts recordInvoiceVendor in one transaction).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inTransaction, openDatabase, type Db } from '../../../data/db.js';
import {
  getInvoice,
  insertDocument,
  saveInvoice,
  saveReceipt,
  type InvoiceRow,
  type RecordStatus,
  type StoredLineItem,
} from '../../../data/repositories/documents.js';
import { newId, nowIso } from '../../../data/repositories/ids.js';
import { createPartner, createSubTenant, type Tier } from '../../../data/repositories/partners.js';
import { recordInvoiceVendor, type InvoiceVendorLink } from '../../../data/repositories/vendors.js';
import { createLogger } from '../../../server/logger.js';
import { SearchService, type TextEmbedder } from '../../../server/search/service.js';
import { DEFAULT_HNSW_PARAMS } from '../../../data/vector-index/hnsw-index.js';
import { createEmbedder } from '../../../engine/embed/index.js';
import { MODELS_DIR } from '../../../server/models-dir.js';

export interface TestStore {
  db: Db;
  dataDir: string;
  cleanup(): void;
}

export function openStore(dataDir = mkdtempSync(join(tmpdir(), 'docextract-search-'))): TestStore {
  const db = openDatabase(dataDir);
  return {
    db,
    dataDir,
    cleanup: () => {
      if (db.open) db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function makeTenant(db: Db, tier: Tier = 'storage') {
  const partner = createPartner(db, { name: `Partner ${newId().slice(0, 8)}`, tier });
  return { partnerId: partner.id, tenantId: partner.primaryTenantId };
}

export function makeSubTenant(db: Db, partnerId: string) {
  return createSubTenant(db, { partnerId, name: 'Sub', email: 'sub@example.com', maxLocations: 1, ssoProvider: null }).id;
}

export interface InvoiceSpec {
  vendorName: string | null;
  total?: number | null;
  date?: string;
  number?: string;
  items?: string[];
  status?: RecordStatus;
  currency?: string;
}

const lineItems = (items: readonly string[]): StoredLineItem[] =>
  items.map((description) => ({
    description,
    sku: null,
    quantity: 1,
    unit: null,
    unitPrice: null,
    total: null,
    costCategory: 'other',
  }));

function invoiceRow(id: string, documentId: string, tenantId: string, spec: InvoiceSpec, createdAt: string): InvoiceRow {
  return {
    id,
    documentId,
    tenantId,
    seq: 1,
    storeId: null,
    status: spec.status ?? 'processed',
    failureReason: spec.status === 'failed' ? 'test failure' : null,
    vendorName: spec.vendorName,
    invoiceNumber: spec.number ?? null,
    invoiceDate: spec.date ?? '2024-03-01',
    dueDate: null,
    subtotal: null,
    tax: null,
    total: spec.total === undefined ? 100 : spec.total,
    currency: spec.currency ?? 'USD',
    extractionConfidence: 90,
    fieldConfidences: {},
    lineItems: lineItems(spec.items ?? []),
    costCategories: [],
    pageFirst: 1,
    pageLast: 1,
    createdAt,
    updatedAt: nowIso() + Math.random().toString(36).slice(2, 6),
  };
}

/** One uploaded invoice settled as the upload code does: rows and vendor in one transaction. */
export function addInvoice(db: Db, t: { partnerId: string; tenantId: string }, spec: InvoiceSpec): { id: string; link: InvoiceVendorLink } {
  const id = newId();
  const documentId = newId();
  const createdAt = nowIso();
  const link = inTransaction(db, () => {
    insertDocument(db, {
      id: documentId,
      tenantId: t.tenantId,
      partnerId: t.partnerId,
      kind: 'invoice',
      surface: 'v1',
      filename: 'invoice.pdf',
      fileKind: 'pdf',
      sizeBytes: 1000,
      sha256: documentId.replace(/-/g, ''),
      pageCount: 1,
      storedPath: null,
      status: spec.status ?? 'processed',
      failureReason: null,
    });
    saveInvoice(db, invoiceRow(id, documentId, t.tenantId, spec, createdAt));
    return recordInvoiceVendor(db, { invoiceId: id });
  });
  return { id, link };
}

/** Re-extraction: the same invoice id saved again with new fields, vendor re-linked. */
export function reextractInvoice(db: Db, id: string, spec: InvoiceSpec): InvoiceVendorLink {
  const before = getInvoice(db, id)!;
  return inTransaction(db, () => {
    saveInvoice(db, invoiceRow(id, before.documentId, before.tenantId, spec, before.createdAt));
    return recordInvoiceVendor(db, { invoiceId: id });
  });
}

export function addReceipt(
  db: Db,
  t: { partnerId: string; tenantId: string },
  spec: { merchantName: string; total?: number; date?: string; items?: string[]; taxCategory?: string },
): string {
  const id = newId();
  const documentId = newId();
  inTransaction(db, () => {
    insertDocument(db, {
      id: documentId,
      tenantId: t.tenantId,
      partnerId: t.partnerId,
      kind: 'receipt',
      surface: 'v1',
      filename: 'receipt.jpg',
      fileKind: 'jpeg',
      sizeBytes: 1000,
      sha256: documentId.replace(/-/g, ''),
      pageCount: 1,
      storedPath: null,
      status: 'processed',
      failureReason: null,
    });
    saveReceipt(db, {
      id,
      documentId,
      tenantId: t.tenantId,
      status: 'processed',
      failureReason: null,
      merchantName: spec.merchantName,
      receiptDate: spec.date ?? '2024-04-02',
      subtotal: null,
      tax: null,
      tip: null,
      total: spec.total ?? 20,
      currency: 'USD',
      taxCategory: spec.taxCategory ?? 'Meals',
      useType: 'business',
      paymentMethod: null,
      extractionConfidence: 90,
      fieldConfidences: {},
      lineItems: lineItems(spec.items ?? []),
      createdAt: nowIso(),
      updatedAt: nowIso(),
    });
  });
  return id;
}

/** The real text embedder (models/embedder.onnx), loaded once per process. */
export const testEmbedder = (): Promise<TextEmbedder> => createEmbedder({ modelsDir: MODELS_DIR, intraOpNumThreads: 1 });

export async function createSearchService(store: TestStore, saveDelayMs = 0, embedder?: TextEmbedder): Promise<SearchService> {
  embedder ??= await testEmbedder();
  return new SearchService({
    db: store.db,
    dataDir: store.dataDir,
    embedder,
    log: createLogger('silent'),
    hnsw: DEFAULT_HNSW_PARAMS,
    saveDelayMs,
  });
}
