// Stored records → API shapes (server/schemas/documents.ts). One place, so the HTTP answer, the
// GET answer and the webhook payload of a record are the same object.
import type { InvoiceRow, ReceiptRow } from '../../data/repositories/documents.js';

const lineItem = (li: InvoiceRow['lineItems'][number]) => ({
  description: li.description,
  sku: li.sku,
  quantity: li.quantity,
  unit: li.unit,
  unitPrice: li.unitPrice,
  total: li.total,
  costCategory: li.costCategory,
  ...(li.costCategoryConfidence !== undefined ? { costCategoryConfidence: li.costCategoryConfidence } : {}),
});

export function presentInvoice(invoice: InvoiceRow, siblings: readonly { id: string }[]): Record<string, unknown> {
  return {
    id: invoice.id,
    vendorName: invoice.vendorName,
    invoiceNumber: invoice.invoiceNumber,
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    subtotal: invoice.subtotal,
    tax: invoice.tax,
    total: invoice.total,
    currency: invoice.currency,
    extractionConfidence: invoice.extractionConfidence,
    status: invoice.status,
    failureReason: invoice.failureReason,
    lineItems: invoice.lineItems.map(lineItem),
    costCategories: invoice.costCategories,
    fieldConfidences: invoice.fieldConfidences,
    documentId: invoice.documentId,
    documentInvoiceIds: siblings.map((s) => s.id),
    pages: invoice.pageFirst !== null && invoice.pageLast !== null ? [invoice.pageFirst, invoice.pageLast] : null,
    tenantId: invoice.tenantId,
    storeId: invoice.storeId,
    createdAt: invoice.createdAt,
  };
}

export function presentReceipt(receipt: ReceiptRow): Record<string, unknown> {
  return {
    id: receipt.id,
    merchantName: receipt.merchantName,
    receiptDate: receipt.receiptDate,
    subtotal: receipt.subtotal,
    tax: receipt.tax,
    tip: receipt.tip,
    total: receipt.total,
    currency: receipt.currency,
    taxCategory: receipt.taxCategory ?? 'Other',
    useType: receipt.useType,
    paymentMethod: receipt.paymentMethod,
    lineItems: receipt.lineItems.map((li) => ({ ...lineItem(li), taxCategory: li.taxCategory ?? receipt.taxCategory ?? 'Other' })),
    status: receipt.status,
    failureReason: receipt.failureReason,
    extractionConfidence: receipt.extractionConfidence,
    fieldConfidences: receipt.fieldConfidences,
    documentId: receipt.documentId,
    tenantId: receipt.tenantId,
    createdAt: receipt.createdAt,
  };
}

const conf = (c: Record<string, number>, key: string) => c[key] ?? 0;

/** spec "Legacy-surface extraction result". */
export function presentLegacyInvoice(invoice: InvoiceRow): Record<string, unknown> {
  return {
    success: true,
    documentId: invoice.documentId,
    vendor: invoice.vendorName,
    invoiceNumber: invoice.invoiceNumber,
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    lineItems: invoice.lineItems.map((li) => ({
      description: li.description,
      quantity: li.quantity,
      unit: li.unit,
      unitPrice: li.unitPrice,
      lineTotal: li.total,
    })),
    subtotal: invoice.subtotal,
    tax: invoice.tax,
    total: invoice.total,
    fieldConfidences: {
      vendor: conf(invoice.fieldConfidences, 'vendorName'),
      invoiceNumber: conf(invoice.fieldConfidences, 'invoiceNumber'),
      invoiceDate: conf(invoice.fieldConfidences, 'invoiceDate'),
      total: conf(invoice.fieldConfidences, 'total'),
    },
  };
}

/** DECISIONS "Legacy surface": extract-receipt answer. */
export function presentLegacyReceipt(receipt: ReceiptRow): Record<string, unknown> {
  return {
    success: true,
    documentId: receipt.documentId,
    merchant: receipt.merchantName,
    receiptDate: receipt.receiptDate,
    subtotal: receipt.subtotal,
    tax: receipt.tax,
    tip: receipt.tip,
    total: receipt.total,
    paymentMethod: receipt.paymentMethod,
    lineItems: receipt.lineItems.map((li) => ({
      description: li.description,
      quantity: li.quantity,
      unit: li.unit,
      unitPrice: li.unitPrice,
      lineTotal: li.total,
    })),
    fieldConfidences: {
      merchant: conf(receipt.fieldConfidences, 'vendorName'),
      receiptDate: conf(receipt.fieldConfidences, 'invoiceDate'),
      total: conf(receipt.fieldConfidences, 'total'),
    },
  };
}
