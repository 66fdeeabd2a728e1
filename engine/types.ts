// Shared contracts between engine stages. Every stage takes one of these in and gives one out,
// so stages can be tested alone and swapped (text layer vs OCR behind the same PageText shape).
// Geometry: origin top-left, units are the page's own (PDF points for text layers, pixels for
// rasters); `PageText.width/height` say which scale the boxes use.

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface TextWord {
  text: string;
  box: Box;
  /** 0..1; 1 for a PDF text layer. */
  confidence: number;
}

export interface TextLine {
  text: string;
  box: Box;
  words: TextWord[];
  /** 0..1, mean of its words. */
  confidence: number;
}

export type PageSource = 'text-layer' | 'ocr';

export interface PageText {
  /** 0-based page index within the uploaded file. */
  pageIndex: number;
  width: number;
  height: number;
  source: PageSource;
  /** Lines in reading order (top to bottom, left to right within a row). */
  lines: TextLine[];
}

/** Decoded raster, RGBA 8-bit, row-major. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export type FileKind = 'pdf' | 'jpeg' | 'png' | 'webp';

export type DocumentKind = 'invoice' | 'receipt';

export interface PaymentMethod {
  type: 'card' | 'cash' | 'check' | 'mobile_wallet' | 'gift_card' | 'other' | 'unknown';
  cardBrand?: string;
  last4?: string;
}

export interface ExtractedLineItem {
  description: string;
  sku: string | null;
  quantity: number | null;
  unit: string | null;
  unitPrice: number | null;
  total: number | null;
}

/** Fields every extraction reports a 0..1 confidence for. */
export type KeyField =
  | 'vendorName'
  | 'invoiceNumber'
  | 'invoiceDate'
  | 'dueDate'
  | 'subtotal'
  | 'tax'
  | 'tip'
  | 'total'
  | 'currency';

export interface ExtractedFields {
  /** Vendor (invoice) or merchant (receipt) name as printed. */
  vendorName: string | null;
  invoiceNumber: string | null;
  /** ISO dates YYYY-MM-DD. For receipts `invoiceDate` is the receipt date. */
  invoiceDate: string | null;
  dueDate: string | null;
  subtotal: number | null;
  tax: number | null;
  tip: number | null;
  total: number | null;
  /** ISO 4217 code. */
  currency: string | null;
  paymentMethod: PaymentMethod | null;
  lineItems: ExtractedLineItem[];
  fieldConfidences: Record<KeyField, number>;
  /** 0..100, calibrated: see bench/extraction. */
  confidence: number;
}

/** One invoice or receipt found in an uploaded file (a multi-vendor PDF yields several). */
export interface ExtractedDocument {
  kind: DocumentKind;
  /** 1-based inclusive page range [first, last] within the file. */
  pages: [number, number];
  fields: ExtractedFields;
}

export interface PageReport {
  pageIndex: number;
  source: PageSource;
  /** Set when this page failed in some stage; the rest of the file still counts. */
  error?: { stage: string; message: string };
}

export interface PipelineResult {
  fileKind: FileKind;
  pageCount: number;
  documents: ExtractedDocument[];
  pages: PageReport[];
  /** Milliseconds spent per stage, for benchmarks and logs. */
  timings: Record<string, number>;
}
