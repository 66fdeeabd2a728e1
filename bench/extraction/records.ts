// Per-document results: what the report tables summarise and what extraction-latest.json holds.
import type { FieldVerdicts, InvoiceFieldsView, InvoiceKeyField, ReceiptField, ReceiptFieldsView } from './compare.js';
import type { ItemMatchCounts } from './line-items.js';
import type { DocumentTruth, FileTruth } from '../../data/corpus/index.js';
import { allRight, compareInvoiceFields } from './compare.js';
import { matchLineItems, type ItemView } from './line-items.js';
import { truthInvoiceView, truthItems } from './views.js';

export type InvoiceSection = 'text' | 'scan' | 'multi';

export interface InvoiceRecord {
  section: InvoiceSection;
  surface: 'http' | 'pool';
  caseId: string;
  variant: string;
  locale: string;
  /** The truth document's page range in its file. */
  pages: [number, number];
  filePages: number;
  /** First page's degradation profile (scan, photo, clean, thermal-photo); null for text layers. */
  profile: string | null;
  /** Whole file, submit to answer; null for the 2nd+ document of a multi-vendor file. */
  ms: number | null;
  error: string | null;
  expected: InvoiceFieldsView;
  got: InvoiceFieldsView | null;
  verdicts: FieldVerdicts<InvoiceKeyField>;
  allKeyFieldsRight: boolean;
  confidence: number | null;
  items: ItemMatchCounts;
}

export interface SplitRecord {
  caseId: string;
  expectedPages: [number, number][];
  gotPages: [number, number][];
  exact: boolean;
  ms: number;
  error: string | null;
}

export interface ReceiptRecord {
  caseId: string;
  variant: string;
  locale: string;
  profile: string | null;
  ms: number;
  error: string | null;
  expected: ReceiptFieldsView;
  got: ReceiptFieldsView | null;
  verdicts: FieldVerdicts<ReceiptField>;
  confidence: number | null;
}

export interface InvoiceAnswer {
  fields: InvoiceFieldsView;
  items: ItemView[];
  confidence: number;
}

/** Scores one truth document against what the engine answered for it (null: no answer). */
export function scoreInvoice(
  base: { section: InvoiceSection; surface: 'http' | 'pool'; caseId: string; file: FileTruth; ms: number | null; error: string | null },
  truth: DocumentTruth,
  answer: InvoiceAnswer | null,
): InvoiceRecord {
  const expected = truthInvoiceView(truth);
  const verdicts = compareInvoiceFields(expected, answer?.fields ?? null);
  return {
    section: base.section,
    surface: base.surface,
    caseId: base.caseId,
    variant: base.file.variant,
    locale: truth.locale,
    pages: truth.pages,
    filePages: base.file.pageCount,
    profile: base.file.raster?.[truth.pages[0] - 1]?.degradations[0] ?? null,
    ms: base.ms,
    error: base.error,
    expected,
    got: answer?.fields ?? null,
    verdicts,
    allKeyFieldsRight: allRight(verdicts),
    confidence: answer?.confidence ?? null,
    items: matchLineItems(truthItems(truth), answer?.items ?? []),
  };
}
