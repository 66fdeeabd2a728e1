// Adapters from the three shapes the benchmark meets (generator truth, pipeline documents, the
// HTTP ExtractedInvoice JSON) to the small views the comparison rules read.
import type { DocumentTruth } from '../../data/corpus/index.js';
import type { ExtractedDocument } from '../../engine/types.js';
import type { InvoiceFieldsView, ReceiptFieldsView } from './compare.js';
import type { ItemView } from './line-items.js';

export function truthInvoiceView(doc: DocumentTruth): InvoiceFieldsView {
  const f = doc.fields;
  return { vendorName: f.vendorName, invoiceNumber: f.invoiceNumber, invoiceDate: f.invoiceDate, dueDate: f.dueDate, total: f.total, currency: f.currency };
}

export function truthReceiptView(doc: DocumentTruth): ReceiptFieldsView {
  const f = doc.fields;
  return { merchant: f.vendorName, date: f.invoiceDate, total: f.total, tip: f.tip, paymentType: f.paymentMethod?.type ?? null };
}

export const truthItems = (doc: DocumentTruth): ItemView[] => doc.fields.lineItems.map((li) => ({ description: li.description, total: li.total }));

export function pipelineInvoiceView(doc: ExtractedDocument): InvoiceFieldsView {
  const f = doc.fields;
  return { vendorName: f.vendorName, invoiceNumber: f.invoiceNumber, invoiceDate: f.invoiceDate, dueDate: f.dueDate, total: f.total, currency: f.currency };
}

export function pipelineReceiptView(doc: ExtractedDocument): ReceiptFieldsView {
  const f = doc.fields;
  return { merchant: f.vendorName, date: f.invoiceDate, total: f.total, tip: f.tip, paymentType: f.paymentMethod?.type ?? null };
}

export const pipelineItems = (doc: ExtractedDocument): ItemView[] => doc.fields.lineItems.map((li) => ({ description: li.description, total: li.total }));

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const numOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The ExtractedInvoice JSON of POST /api/v1/partner/invoices/upload (spec "ExtractedInvoice"). */
export function httpInvoiceView(body: Record<string, unknown>): InvoiceFieldsView {
  return {
    vendorName: str(body.vendorName),
    invoiceNumber: str(body.invoiceNumber),
    invoiceDate: str(body.invoiceDate),
    dueDate: str(body.dueDate),
    total: numOrNull(body.total),
    currency: str(body.currency),
  };
}

export function httpItems(body: Record<string, unknown>): ItemView[] {
  const items = Array.isArray(body.lineItems) ? (body.lineItems as Record<string, unknown>[]) : [];
  return items.map((li) => ({ description: str(li.description) ?? '', total: numOrNull(li.total) }));
}

export const httpConfidence = (body: Record<string, unknown>): number => numOrNull(body.extractionConfidence) ?? 0;
