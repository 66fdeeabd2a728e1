// Ground truth for generated files, shaped like the engine's ExtractedDocument (engine/types.ts)
// so benchmarks compare field by field. A field the page does not print is null here: the truth
// is what a careful reader of the page could extract, not what the generator knew.

import type { Box, DocumentKind, ExtractedFields, ExtractedLineItem, FileKind } from '../../engine/types.js';
import type { CostCategory, ReceiptTaxCategory } from './catalogue.js';
import type { LaidOutDocument } from './layout.js';
import type { CurrencyDisplay, DateStyle, LocaleId } from './locale.js';
import type { DocumentSpec } from './spec.js';

export interface LineItemTruth extends ExtractedLineItem {
  costCategory: CostCategory;
  /** Receipts: the line's tax category (DECISIONS.md "Receipts"). */
  taxCategory: ReceiptTaxCategory | null;
}

export type FieldsTruth = Omit<ExtractedFields, 'fieldConfidences' | 'confidence' | 'lineItems'> & {
  lineItems: LineItemTruth[];
};

export interface DocumentTruth {
  kind: DocumentKind;
  /** 1-based inclusive page range within the file. */
  pages: [number, number];
  fields: FieldsTruth;
  /** Context for diagnostics: how the document was written, not something to extract. */
  locale: LocaleId;
  vendorType: string;
  dateStyle: DateStyle;
  currencyDisplay: CurrencyDisplay;
  /** Line amounts include tax; then lines sum to subtotal + tax (gross), not to subtotal. */
  taxIncluded: boolean;
  shipping: number;
  discount: number;
  taxes: { name: string; rate: number; base: number; amount: number }[];
  receiptTaxCategory: ReceiptTaxCategory | null;
  /** Exactly as printed, e.g. "1.234,56 €": tests search the text layer for these. */
  printed: { invoiceNumber: string | null; total: string };
}

/** One rendered text run on a raster page, in final image pixels (after rotation and skew the
 * box is the axis-aligned bounding box of the rotated run). */
export interface RasterLineTruth {
  text: string;
  box: Box;
}

export interface RasterPageTruth {
  /** 1-based page number in the file. */
  page: number;
  width: number;
  height: number;
  dpi: number;
  /** Content was turned clockwise by rotation + skewDeg degrees; turn it back to read it. */
  rotation: 0 | 90 | 180 | 270;
  skewDeg: number;
  degradations: string[];
  /** Runs in reading order of the upright page. */
  lines: RasterLineTruth[];
}

export type Variant = 'text-pdf' | 'scan-image' | 'scan-pdf' | 'multi-vendor-pdf';

export interface FileTruth {
  seed: number;
  variant: Variant;
  fileKind: FileKind;
  mime: string;
  pageCount: number;
  documents: DocumentTruth[];
  /** Raster variants only: per page, the text as drawn with pixel boxes (for OCR CER). */
  raster: RasterPageTruth[] | null;
}

const major = (minor: number): number => Math.round(minor) / 100;

export function documentTruth(spec: DocumentSpec, laid: LaidOutDocument, pages: [number, number]): DocumentTruth {
  const receipt = spec.kind === 'receipt';
  const lineItems: LineItemTruth[] = spec.lineItems.map((item, i) => {
    const shown = laid.shown[i]!;
    return {
      description: item.description,
      sku: shown.sku ? item.sku : null,
      quantity: shown.quantity ? item.quantity : null,
      unit: shown.unit ? item.unit : null,
      unitPrice: shown.unitPrice ? item.unitPrice : null,
      total: major(item.amountMinor),
      costCategory: item.costCategory,
      taxCategory: receipt ? spec.receiptTaxCategory : null,
    };
  });
  return {
    kind: spec.kind,
    pages,
    fields: {
      vendorName: spec.vendor.name,
      invoiceNumber: spec.invoiceNumber,
      invoiceDate: spec.invoiceDate,
      dueDate: spec.dueDate,
      subtotal: major(spec.subtotalMinor),
      tax: major(spec.taxMinor),
      tip: spec.tipMinor === null ? null : major(spec.tipMinor),
      total: major(spec.totalMinor),
      currency: spec.currency,
      paymentMethod: spec.payment,
      lineItems,
    },
    locale: spec.locale,
    vendorType: spec.vendorType,
    dateStyle: spec.dateStyle,
    currencyDisplay: spec.money.display,
    taxIncluded: spec.taxIncluded,
    shipping: major(spec.shippingMinor),
    discount: major(spec.discountMinor),
    taxes: spec.taxes.map((t) => ({ name: t.name, rate: t.rate, base: major(t.baseMinor), amount: major(t.amountMinor) })),
    receiptTaxCategory: spec.receiptTaxCategory,
    printed: laid.printed,
  };
}
