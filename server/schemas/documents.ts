// Response shapes of spec "Resources and their fields" (ExtractedInvoice, ExtractedReceipt,
// LineItem) with DECISIONS additions (documentId, documentInvoiceIds, pages, failureReason,
// paymentMethod). Unknown values are null, never invented.
import { z } from 'zod';
import { IsoDate, IsoDateTime, Uuid } from './common.js';

const Money = z.number().nullable();
const Status = z.enum(['processing', 'processed', 'failed']);

const CurrencyCode = z
  .string()
  .nullable()
  .describe('ISO 4217 code. A bare "$" is the dollar or peso of the country the document names (its address, phone prefix, tax names; Chile, Colombia and Argentina print their peso as "$"), else USD, or MXN on a Spanish and CAD on a French document. Symbols such as "S/" (PEN), "RM" (MYR) and "KSh" (KES) count as codes do. Where the document prints no currency code or symbol, it is inferred from the country of its IBAN, VAT number, phone prefix and address, then from its language.');

export const LineItem = z.object({
  description: z.string().describe('As printed, wrapped lines joined; on scans and photos, accents OCR dropped from known words are put back ("Diseno" → "Diseño", "Caffe" → "Caffè")'),
  sku: z.string().nullable().describe('The article number, barcode (EAN / UPC) or part number printed with the line, in its own column, after the name or on its own row above it; null where none is printed'),
  quantity: z.number().nullable().describe('Count, hours or weight the line is billed by (a weighed item\'s kilograms or pounds); negative on a return; null where none is printed'),
  unit: z.string().nullable(),
  unitPrice: Money.describe('Price per unit as printed (the list price on a discounted line); where a line prints only its count and amount, the price they imply when it is exact to the cent (2 at 1.80 is 0.90; 2 at 11.45 implies none); otherwise null'),
  total: Money.describe('The line\'s amount as printed. A discount, coupon, saving or deposit return printed among the items (before any subtotal) is a line of its own with a negative total, so the lines add up to the printed sums'),
  costCategory: z.string().describe('One of the 19 cost categories (DECISIONS)'),
  costCategoryConfidence: z.number().min(0).max(1).optional().describe('Extension: classifier probability'),
});

export const ReceiptLineItem = LineItem.extend({
  taxCategory: z.string().describe('Receipt tax category of the line'),
});

export const PaymentMethod = z.object({
  type: z.enum(['card', 'cash', 'check', 'mobile_wallet', 'gift_card', 'other', 'unknown']),
  cardBrand: z.string().optional(),
  last4: z.string().optional(),
});

export const FieldConfidences = z.record(z.string(), z.number().min(0).max(1)).describe('Extension: per-field confidence 0..1');

export const ExtractedInvoice = z.object({
  id: Uuid,
  vendorName: z.string().nullable().describe('The seller as printed at the top of the first page (or after "From" / "Sold by"); where a logo carries the name, the one after "payable to" or first in the legal footer; a short name (a logo word such as "GISLER", or initials such as "E.S. LOS OLIVOS") that the page spells out in full with its legal form ("Gisler Bürotechnik AG", "Estación de Servicio Los Olivos, S.L."), or with the owner named as an Italian sole trader prints it ("Ortofrutta Bellini di Bellini Marco"), is given in that full form; on a marketplace invoice, the seller named after "Sold by", not the marketplace whose logo heads it; a copy mark ("*** REPRINT ***", "DUPLICADO") is never the name'),
  invoiceNumber: z.string().nullable().describe("The document's own number; on a credit note (or adjustment note) its own number, not the invoice it credits"),
  invoiceDate: IsoDate.nullable().describe('The issue date: after an invoice-date label, or a letter-style place and date ("Linz, am 21.11.2026", "Paris, le 21/11/2026")'),
  dueDate: IsoDate.nullable().describe('The printed due date; where none can be read, the issue date plus printed payment terms ("Net 30"; "Due on receipt" gives the issue date)'),
  subtotal: Money,
  tax: Money.describe('The tax the document charges: its tax line, or the sum of its lines per rate; 0 under a reverse charge ("VAT 20% – reverse charge 0.00"), whatever VAT the page says the customer accounts for'),
  total: Money.describe('The amount the document totals to, as printed: before deposits already paid, early-payment rebates or retention bonds taken off below it (those stay the seller\'s), but after a tax the client withholds for the State where the document states the net payable ("Total factura 4.522.000 · Retención en la fuente -152.000 · NETO A PAGAR 4.370.000" is 4370000; IRPF, ritenuta d\'acconto, ISS retido, withholding tax alike). Negative on a credit or adjustment note ("TOTAL CREDIT -260.34")'),
  currency: CurrencyCode,
  extractionConfidence: z.number().min(0).max(100).nullable(),
  status: Status,
  failureReason: z.string().nullable().describe('Why extraction failed (status failed)'),
  lineItems: z.array(LineItem),
  costCategories: z.array(z.string()),
  fieldConfidences: FieldConfidences,
  documentId: Uuid.describe('The uploaded file this invoice came from'),
  documentInvoiceIds: z.array(Uuid).describe('All invoices found in the uploaded file, in page order'),
  pages: z.tuple([z.number().int(), z.number().int()]).nullable().describe('[first, last] page, 1-based'),
  tenantId: Uuid,
  storeId: Uuid.nullable(),
  createdAt: IsoDateTime,
});

export const ExtractedReceipt = z.object({
  id: Uuid,
  merchantName: z.string().nullable(),
  receiptDate: IsoDate.nullable(),
  subtotal: Money,
  tax: Money,
  tip: Money,
  total: Money,
  currency: CurrencyCode,
  taxCategory: z.string(),
  useType: z.enum(['business', 'personal', 'mixed']),
  paymentMethod: PaymentMethod.nullable(),
  lineItems: z.array(ReceiptLineItem),
  status: Status.describe('Extension'),
  failureReason: z.string().nullable(),
  extractionConfidence: z.number().min(0).max(100).nullable(),
  fieldConfidences: FieldConfidences,
  documentId: Uuid,
  tenantId: Uuid,
  createdAt: IsoDateTime,
});

const LegacyLineItem = z.object({
  description: z.string(),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  unitPrice: z.number().nullable(),
  lineTotal: z.number().nullable(),
});

const LegacyConfidences = z.object({
  vendor: z.number(),
  invoiceNumber: z.number(),
  invoiceDate: z.number(),
  total: z.number(),
});

export const LegacyInvoiceResult = z.object({
  success: z.literal(true),
  documentId: z.string(),
  vendor: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  invoiceDate: IsoDate.nullable(),
  dueDate: IsoDate.nullable(),
  lineItems: z.array(LegacyLineItem),
  subtotal: Money,
  tax: Money,
  total: Money,
  fieldConfidences: LegacyConfidences,
});

export const LegacyReceiptResult = z.object({
  success: z.literal(true),
  documentId: z.string(),
  merchant: z.string().nullable(),
  receiptDate: IsoDate.nullable(),
  subtotal: Money,
  tax: Money,
  tip: Money,
  total: Money,
  paymentMethod: PaymentMethod.nullable(),
  lineItems: z.array(LegacyLineItem),
  fieldConfidences: z.object({ merchant: z.number(), receiptDate: z.number(), total: z.number() }),
});

export const LegacyUsage = z.object({
  success: z.literal(true),
  data: z.object({
    plan: z.enum(['core', 'multi', 'enterprise']),
    period: z.object({ start: IsoDateTime, end: IsoDateTime }),
    requestsThisMonth: z.number().int(),
    monthlyLimit: z.number().int().nullable().describe('null = unlimited'),
    requestsPerMinute: z.number().int(),
    documents: z.object({ invoices: z.number().int(), receipts: z.number().int() }),
  }),
});
