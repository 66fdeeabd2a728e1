// Orchestrates one upload (DECISIONS "Invoice lifecycle and events"): check the bytes, run the
// pipeline in the pool, and write records and their events in one transaction. The upload waits
// up to the sync budget; past it the records are created in `processing`, the caller answers
// 201, and settling finishes in the background.
//
// Refused input (wrong type, encrypted, truncated, image bomb) is a 4xx and writes nothing. A
// file that opens but cannot be extracted (no text, time budget exceeded, worker crash) is not an
// HTTP error: its record is stored as `failed` with a failureReason.
import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readImageSize, sniffFileKind } from '../../engine/image/sniff.js';
import type { DocumentKind, ExtractedDocument, FileKind, PipelineResult } from '../../engine/types.js';
import type { Db } from '../../data/db.js';
import { inTransaction } from '../../data/db.js';
import {
  insertDocument,
  saveInvoice,
  saveReceipt,
  updateDocument,
  type InvoiceRow,
  type ReceiptRow,
  type RecordStatus,
  type StoredLineItem,
  type Surface,
} from '../../data/repositories/documents.js';
import { appendEvent } from '../../data/repositories/events.js';
import { newId, nowIso } from '../../data/repositories/ids.js';
import type { Config } from '../config.js';
import { ApiError, fromEngineCode } from '../errors.js';
import type { Logger } from '../logger.js';
import type { ExtractionOutcome, ExtractionPool } from './pool.js';
import { presentInvoice, presentReceipt } from './present.js';

export interface LineCategory {
  label: string;
  probability: number;
}

/** Cost categories for line items and the receipt tax category (models or rules). */
export interface Categorizer {
  costCategories(descriptions: string[]): Promise<LineCategory[]>;
  taxCategory(merchant: string, items: string[]): Promise<LineCategory>;
  /** Tax category of single receipt lines. */
  lineTaxCategories(merchant: string, items: string[]): Promise<LineCategory[]>;
}

export interface RecordHooks {
  /** Runs inside the settling transaction (vendor counts, vendor.created). */
  invoiceSettledInTransaction?(db: Db, change: { partnerId: string; invoice: InvoiceRow; previous: InvoiceRow | null }): void;
  /** Runs after the transaction committed (search indexing, webhook wake-up). The upload
   * waits for it, so a search right after an upload finds the document. */
  afterCommit?(change: { partnerId: string; invoices: InvoiceRow[]; receipts: ReceiptRow[] }): void | Promise<void>;
}

export interface UploadRequest {
  partnerId: string;
  tenantId: string;
  surface: Surface;
  filename: string;
  bytes: Buffer;
  storeOriginal: boolean;
  storeId?: string | null;
  useType?: 'business' | 'personal' | 'mixed';
}

export interface InvoiceUploadResult {
  documentId: string;
  invoices: InvoiceRow[];
  /** Presented first invoice (ExtractedInvoice plus documentId, documentInvoiceIds, pages). */
  body: Record<string, unknown>;
}

export interface ReceiptUploadResult {
  documentId: string;
  receipt: ReceiptRow;
  body: Record<string, unknown>;
}

const EXTENSION: Record<FileKind, string> = { pdf: 'pdf', jpeg: 'jpg', png: 'png', webp: 'webp' };

export class ExtractionService {
  private readonly background = new Set<Promise<unknown>>();

  constructor(
    private readonly deps: {
      db: Db;
      pool: ExtractionPool;
      config: Config;
      log: Logger;
      categorizer: Categorizer;
      hooks?: RecordHooks;
    },
  ) {}

  /** Sniffs the type and checks image headers before any work is queued. */
  private preflight(bytes: Buffer): FileKind {
    if (bytes.length === 0) throw new ApiError('unsupported_file_type', 'The uploaded file is empty');
    const kind = sniffFileKind(bytes);
    if (!kind) throw new ApiError('unsupported_file_type');
    if (kind !== 'pdf') {
      let size;
      try {
        size = readImageSize(bytes, kind);
      } catch (err) {
        throw fromEngineCode((err as { code?: string }).code ?? 'unsupported_file_type', (err as Error).message);
      }
      if (size.width * size.height > this.deps.config.limits.maxImagePixels) {
        throw new ApiError(
          'image_too_large',
          `The image is ${size.width}×${size.height} pixels; the limit is ${this.deps.config.limits.maxImagePixels} pixels`,
        );
      }
    }
    return kind;
  }

  private runPipeline(bytes: Buffer, kind: DocumentKind): Promise<ExtractionOutcome> {
    const { limits } = this.deps.config;
    // An owned copy, so the worker can take the buffer without touching Node's shared slab.
    const owned = new Uint8Array(bytes);
    return this.deps.pool.extract(
      owned,
      kind,
      { maxPages: limits.maxPages, maxImagePixels: limits.maxImagePixels, rasterDpi: limits.rasterDpi },
      limits.documentBudgetMs,
    );
  }

  /** Waits for the outcome up to the sync budget; null when the budget ran out first. */
  private async withinSyncBudget<T>(work: Promise<T>): Promise<T | null> {
    let timer: NodeJS.Timeout | undefined;
    const budget = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), this.deps.config.limits.syncBudgetMs);
    });
    try {
      return await Promise.race([work, budget]);
    } finally {
      clearTimeout(timer);
    }
  }

  private storeOriginal(req: UploadRequest, documentId: string, fileKind: FileKind): string | null {
    if (!req.storeOriginal) return null;
    const dir = join(this.deps.config.dataDir, 'originals', req.tenantId);
    mkdirSync(dir, { recursive: true });
    const path = join(dir, `${documentId}.${EXTENSION[fileKind]}`);
    writeFileSync(`${path}.tmp`, req.bytes);
    renameSync(`${path}.tmp`, path);
    return path;
  }

  private documentRow(req: UploadRequest, documentId: string, kind: DocumentKind, fileKind: FileKind) {
    return {
      id: documentId,
      tenantId: req.tenantId,
      partnerId: req.partnerId,
      kind,
      surface: req.surface,
      filename: req.filename.slice(0, 255),
      fileKind,
      sizeBytes: req.bytes.length,
      sha256: createHash('sha256').update(req.bytes).digest('hex'),
      pageCount: null,
      storedPath: null,
      status: 'processing' as RecordStatus,
      failureReason: null,
    };
  }

  async uploadInvoice(req: UploadRequest): Promise<InvoiceUploadResult> {
    const fileKind = this.preflight(req.bytes);
    const documentId = newId();
    const firstId = newId();
    const work = this.runPipeline(req.bytes, 'invoice').then(async (outcome) => ({
      outcome,
      categories: outcome.ok ? await this.categorizeInvoices(outcome.result.documents) : [],
    }));
    const settled = await this.withinSyncBudget(work);

    if (settled && !settled.outcome.ok && isRefusal(settled.outcome.code)) {
      throw fromEngineCode(settled.outcome.code, settled.outcome.message);
    }
    const storedPath = this.storeOriginal(req, documentId, fileKind);
    if (settled) {
      const invoices = this.settleInvoices(req, documentId, fileKind, storedPath, firstId, null, settled.outcome, settled.categories);
      await this.committed({ partnerId: req.partnerId, invoices, receipts: [] });
      return { documentId, invoices, body: presentInvoice(invoices[0]!, invoices) };
    }

    // Sync budget ran out: create the first record now, finish in the background.
    const placeholder = this.placeholderInvoice(req, documentId, firstId);
    inTransaction(this.deps.db, () => {
      insertDocument(this.deps.db, { ...this.documentRow(req, documentId, 'invoice', fileKind), storedPath });
      saveInvoice(this.deps.db, placeholder);
      this.invoiceEvent(req, 'invoice.created', placeholder, [placeholder]);
    });
    await this.committed({ partnerId: req.partnerId, invoices: [placeholder], receipts: [] });
    const finishing = work
      .then(({ outcome, categories }) =>
        this.settleInvoices(req, documentId, fileKind, storedPath, firstId, placeholder, outcome, categories),
      )
      .then((invoices) => this.committed({ partnerId: req.partnerId, invoices, receipts: [] }))
      .catch((err: unknown) => this.deps.log.error({ err, documentId }, 'background settling failed'));
    this.track(finishing);
    return { documentId, invoices: [placeholder], body: presentInvoice(placeholder, [placeholder]) };
  }

  async uploadReceipt(req: UploadRequest): Promise<ReceiptUploadResult> {
    const fileKind = this.preflight(req.bytes);
    const documentId = newId();
    const receiptId = newId();
    const outcome = await this.runPipeline(req.bytes, 'receipt');
    if (!outcome.ok && isRefusal(outcome.code)) throw fromEngineCode(outcome.code, outcome.message);
    const storedPath = this.storeOriginal(req, documentId, fileKind);
    const doc = outcome.ok ? outcome.result.documents[0] : undefined;
    const now = nowIso();
    const failureReason = outcome.ok ? (doc ? null : noDocumentReason(outcome.result)) : failureText(outcome);
    let lineItems: StoredLineItem[] = [];
    let taxCategory: LineCategory | null = null;
    if (doc) {
      const descriptions = doc.fields.lineItems.map((li) => li.description);
      const merchant = doc.fields.vendorName ?? '';
      const [costs, lineTax, overall] = await Promise.all([
        this.deps.categorizer.costCategories(descriptions),
        this.deps.categorizer.lineTaxCategories(merchant, descriptions),
        this.deps.categorizer.taxCategory(merchant, descriptions),
      ]);
      taxCategory = overall;
      lineItems = doc.fields.lineItems.map((li, i) => ({
        ...li,
        costCategory: costs[i]!.label,
        costCategoryConfidence: round3(costs[i]!.probability),
        taxCategory: lineTax[i]!.label,
      }));
    }
    const receipt: ReceiptRow = {
      id: receiptId,
      documentId,
      tenantId: req.tenantId,
      status: doc ? 'processed' : 'failed',
      failureReason,
      merchantName: doc?.fields.vendorName ?? null,
      receiptDate: doc?.fields.invoiceDate ?? null,
      subtotal: doc?.fields.subtotal ?? null,
      tax: doc?.fields.tax ?? null,
      tip: doc?.fields.tip ?? null,
      total: doc?.fields.total ?? null,
      currency: doc?.fields.currency ?? null,
      taxCategory: taxCategory?.label ?? 'Other',
      useType: req.useType ?? 'business',
      paymentMethod: doc ? ((doc.fields.paymentMethod ?? { type: 'unknown' }) as unknown as Record<string, unknown>) : null,
      extractionConfidence: doc ? Math.round(doc.fields.confidence) : 0,
      fieldConfidences: doc ? roundAll(doc.fields.fieldConfidences) : {},
      lineItems,
      createdAt: now,
      updatedAt: now,
    };
    inTransaction(this.deps.db, () => {
      insertDocument(this.deps.db, {
        ...this.documentRow(req, documentId, 'receipt', fileKind),
        storedPath,
        status: receipt.status,
        failureReason,
        pageCount: outcome.ok ? outcome.result.pageCount : null,
      });
      saveReceipt(this.deps.db, receipt);
      if (receipt.status === 'processed') {
        appendEvent(this.deps.db, {
          partnerId: req.partnerId,
          tenantId: req.tenantId,
          type: 'receipt.processed',
          data: presentReceipt(receipt),
        });
      }
    });
    await this.committed({ partnerId: req.partnerId, invoices: [], receipts: [receipt] });
    return { documentId, receipt, body: presentReceipt(receipt) };
  }

  private async categorizeInvoices(docs: ExtractedDocument[]): Promise<LineCategory[][]> {
    return Promise.all(docs.map((d) => this.deps.categorizer.costCategories(d.fields.lineItems.map((li) => li.description))));
  }

  private placeholderInvoice(req: UploadRequest, documentId: string, id: string): InvoiceRow {
    const now = nowIso();
    return {
      id,
      documentId,
      tenantId: req.tenantId,
      seq: 0,
      storeId: req.storeId ?? null,
      status: 'processing',
      failureReason: null,
      vendorName: null,
      invoiceNumber: null,
      invoiceDate: null,
      dueDate: null,
      subtotal: null,
      tax: null,
      total: null,
      currency: null,
      extractionConfidence: null,
      fieldConfidences: {},
      lineItems: [],
      costCategories: [],
      pageFirst: null,
      pageLast: null,
      createdAt: now,
      updatedAt: now,
    };
  }

  /** Writes the final records of an upload and their events in one transaction. */
  private settleInvoices(
    req: UploadRequest,
    documentId: string,
    fileKind: FileKind,
    storedPath: string | null,
    firstId: string,
    placeholder: InvoiceRow | null,
    outcome: ExtractionOutcome,
    categories: LineCategory[][],
  ): InvoiceRow[] {
    const now = nowIso();
    const base = placeholder ?? this.placeholderInvoice(req, documentId, firstId);
    let invoices: InvoiceRow[];
    let docStatus: RecordStatus;
    let docFailure: string | null = null;
    if (outcome.ok && outcome.result.documents.length > 0) {
      invoices = outcome.result.documents.map((doc, seq) =>
        invoiceFromDocument(seq === 0 ? base : { ...base, id: newId(), createdAt: now }, seq, doc, categories[seq] ?? [], now),
      );
      docStatus = 'processed';
    } else {
      docFailure = outcome.ok ? noDocumentReason(outcome.result) : failureText(outcome);
      invoices = [{ ...base, status: 'failed', failureReason: docFailure, updatedAt: now }];
      docStatus = 'failed';
    }
    const db = this.deps.db;
    inTransaction(db, () => {
      if (placeholder) {
        updateDocument(db, documentId, {
          status: docStatus,
          failureReason: docFailure,
          pageCount: outcome.ok ? outcome.result.pageCount : null,
        });
      } else {
        insertDocument(db, {
          ...this.documentRow(req, documentId, 'invoice', fileKind),
          storedPath,
          status: docStatus,
          failureReason: docFailure,
          pageCount: outcome.ok ? outcome.result.pageCount : null,
        });
      }
      for (const invoice of invoices) {
        saveInvoice(db, invoice);
        const isPlaceholder = placeholder !== null && invoice.id === placeholder.id;
        if (!isPlaceholder) this.invoiceEvent(req, 'invoice.created', invoice, invoices);
        this.deps.hooks?.invoiceSettledInTransaction?.(db, {
          partnerId: req.partnerId,
          invoice,
          previous: isPlaceholder ? placeholder : null,
        });
        this.invoiceEvent(req, invoice.status === 'failed' ? 'invoice.failed' : 'invoice.processed', invoice, invoices);
      }
    });
    return invoices;
  }

  /** Post-commit work; its failure is logged, never turned into a failed upload. */
  private async committed(change: { partnerId: string; invoices: InvoiceRow[]; receipts: ReceiptRow[] }): Promise<void> {
    try {
      await this.deps.hooks?.afterCommit?.(change);
    } catch (err) {
      this.deps.log.error({ err }, 'post-commit hook failed');
    }
  }

  private invoiceEvent(
    req: UploadRequest,
    type: 'invoice.created' | 'invoice.processed' | 'invoice.failed',
    invoice: InvoiceRow,
    all: InvoiceRow[],
  ): void {
    appendEvent(this.deps.db, { partnerId: req.partnerId, tenantId: req.tenantId, type, data: presentInvoice(invoice, all) });
  }

  private track(p: Promise<unknown>): void {
    this.background.add(p);
    void p.finally(() => this.background.delete(p));
  }

  /** Waits for background settling (graceful shutdown). */
  async drain(): Promise<void> {
    while (this.background.size > 0) await Promise.allSettled([...this.background]);
  }
}

/** Engine codes that mean "this input is refused" (4xx, nothing written). */
const REFUSALS = new Set(['unsupported_file_type', 'image_too_large', 'pdf_encrypted', 'pdf_unreadable', 'no_pages', 'too_many_pages']);
export const isRefusal = (code: string): boolean => REFUSALS.has(code);

function failureText(outcome: Extract<ExtractionOutcome, { ok: false }>): string {
  if (outcome.code === 'aborted') return 'Processing stopped: the document exceeded its time budget';
  return 'Processing error: the document could not be extracted';
}

function noDocumentReason(result: PipelineResult): string {
  const failed = result.pages.filter((p) => p.error);
  if (failed.length === result.pages.length && failed.length > 0) {
    return `No page could be read (${failed[0]!.error!.stage}: ${failed[0]!.error!.message})`;
  }
  return 'No invoice or receipt content was found in the document';
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;
const roundAll = (o: Record<string, number>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, round3(v)]));

function invoiceFromDocument(base: InvoiceRow, seq: number, doc: ExtractedDocument, categories: LineCategory[], now: string): InvoiceRow {
  const f = doc.fields;
  const lineItems: StoredLineItem[] = f.lineItems.map((li, i) => ({
    ...li,
    costCategory: categories[i]?.label ?? 'other',
    costCategoryConfidence: round3(categories[i]?.probability ?? 0),
  }));
  return {
    ...base,
    seq,
    status: 'processed',
    failureReason: null,
    vendorName: f.vendorName,
    invoiceNumber: f.invoiceNumber,
    invoiceDate: f.invoiceDate,
    dueDate: f.dueDate,
    subtotal: f.subtotal,
    tax: f.tax,
    total: f.total,
    currency: f.currency,
    extractionConfidence: Math.round(f.confidence),
    fieldConfidences: roundAll(f.fieldConfidences),
    lineItems,
    costCategories: [...new Set(lineItems.map((li) => li.costCategory))],
    pageFirst: doc.pages[0],
    pageLast: doc.pages[1],
    updatedAt: now,
  };
}
