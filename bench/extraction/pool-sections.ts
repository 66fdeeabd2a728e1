// Sections 2, 3 and 5: scanned/photographed invoices, multi-vendor PDFs and receipts through the
// server's ExtractionPool with 2 workers and 2 documents in flight.
import type { ExtractedDocument } from '../../engine/types.js';
import { compareReceiptFields } from './compare.js';
import type { PoolDriver, PoolTiming } from './pool-driver.js';
import { scoreInvoice, type InvoiceRecord, type ReceiptRecord, type SplitRecord } from './records.js';
import type { LoadedCase } from './samples.js';
import { pipelineInvoiceView, pipelineItems, pipelineReceiptView, truthReceiptView } from './views.js';

export const CLIENTS = 2;

const errorOf = (t: PoolTiming): string | null => (t.outcome.ok ? null : `${t.outcome.code}: ${t.outcome.message}`);
const documentsOf = (t: PoolTiming): ExtractedDocument[] => (t.outcome.ok ? t.outcome.result.documents : []);
const answerOf = (doc: ExtractedDocument | undefined) => (doc ? { fields: pipelineInvoiceView(doc), items: pipelineItems(doc), confidence: doc.fields.confidence } : null);

export interface ScanSectionResult {
  records: InvoiceRecord[];
  /** Per file: ms / pages. */
  perPageMs: number[];
  pages: number;
  wallMs: number;
}

export async function runScanInvoices(driver: PoolDriver, cases: readonly LoadedCase[]): Promise<ScanSectionResult> {
  const started = performance.now();
  const timings = await driver.run(cases.map((c) => ({ bytes: c.bytes, kind: 'invoice' as const })), CLIENTS);
  const wallMs = performance.now() - started;
  const records = cases.map((c, i) => {
    const t = timings[i]!;
    const doc = documentsOf(t)[0];
    const error = errorOf(t) ?? (doc ? null : 'no document found');
    return scoreInvoice({ section: 'scan', surface: 'pool', caseId: c.id, file: c.truth, ms: t.ms, error }, c.truth.documents[0]!, answerOf(doc));
  });
  return {
    records,
    perPageMs: cases.map((c, i) => timings[i]!.ms / c.truth.pageCount),
    pages: cases.reduce((n, c) => n + c.truth.pageCount, 0),
    wallMs,
  };
}

export interface SplitSectionResult {
  splits: SplitRecord[];
  records: InvoiceRecord[];
}

export async function runMultiVendor(driver: PoolDriver, cases: readonly LoadedCase[]): Promise<SplitSectionResult> {
  const timings = await driver.run(cases.map((c) => ({ bytes: c.bytes, kind: 'invoice' as const })), CLIENTS);
  const splits: SplitRecord[] = [];
  const records: InvoiceRecord[] = [];
  cases.forEach((c, i) => {
    const t = timings[i]!;
    const docs = documentsOf(t);
    const expectedPages = c.truth.documents.map((d) => d.pages);
    const gotPages = docs.map((d) => d.pages);
    const exact = expectedPages.length === gotPages.length && expectedPages.every((p, k) => p[0] === gotPages[k]![0] && p[1] === gotPages[k]![1]);
    splits.push({ caseId: c.id, expectedPages, gotPages, exact, ms: t.ms, error: errorOf(t) });
    c.truth.documents.forEach((truth, k) => {
      // Fields are scored only where the engine found a document with exactly this page range.
      const doc = docs.find((d) => d.pages[0] === truth.pages[0] && d.pages[1] === truth.pages[1]);
      const error = errorOf(t) ?? (doc ? null : 'no document with these pages');
      records.push(scoreInvoice({ section: 'multi', surface: 'pool', caseId: `${c.id}#${k + 1}`, file: c.truth, ms: k === 0 ? t.ms : null, error }, truth, answerOf(doc)));
    });
  });
  return { splits, records };
}

export async function runReceipts(driver: PoolDriver, cases: readonly LoadedCase[]): Promise<ReceiptRecord[]> {
  const timings = await driver.run(cases.map((c) => ({ bytes: c.bytes, kind: 'receipt' as const })), CLIENTS);
  return cases.map((c, i) => {
    const t = timings[i]!;
    const doc = documentsOf(t)[0];
    const truth = c.truth.documents[0]!;
    const expected = truthReceiptView(truth);
    const got = doc ? pipelineReceiptView(doc) : null;
    return {
      caseId: c.id,
      variant: c.truth.variant,
      locale: truth.locale,
      profile: c.truth.raster?.[0]?.degradations[0] ?? null,
      ms: t.ms,
      error: errorOf(t) ?? (doc ? null : 'no document found'),
      expected,
      got,
      verdicts: compareReceiptFields(expected, got),
      confidence: doc?.fields.confidence ?? null,
    };
  });
}
