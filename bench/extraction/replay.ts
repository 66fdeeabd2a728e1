// Re-runs field extraction (engine/fields) on the cached OCR pages of bench/extraction/page-cache.ts:
// the fast loop for error analysis on the TRAIN split (seconds instead of minutes of OCR).
// `node --import tsx bench/extraction/replay.ts [--dir=...] [--errors] [--field=total]`
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractDocuments, type ExtractOptions } from '../../engine/fields/index.js';
import type { ExtractedDocument } from '../../engine/types.js';
import { INVOICE_KEY_FIELDS, RECEIPT_FIELDS, compareInvoiceFields, compareReceiptFields } from './compare.js';
import { DEFAULT_CACHE_DIR, loadPageCache, type CachedCase } from './page-cache.js';
import { pct } from './table.js';
import { pipelineInvoiceView, pipelineReceiptView, truthInvoiceView, truthReceiptView } from './views.js';

export interface ReplayError {
  caseId: string;
  field: string;
  expected: unknown;
  got: unknown;
}

export interface ReplayResult {
  invoices: number;
  receipts: number;
  invoiceRight: Record<string, number>;
  receiptRight: Record<string, number>;
  errors: ReplayError[];
}

/** Scores cached cases; `extra` is passed to extractDocuments (e.g. a role model). */
export function replay(cases: readonly CachedCase[], extra: Partial<ExtractOptions> = {}): ReplayResult {
  const result: ReplayResult = { invoices: 0, receipts: 0, invoiceRight: {}, receiptRight: {}, errors: [] };
  for (const c of cases) {
    let docs: ExtractedDocument[] = [];
    try {
      docs = c.pages.length === 0 ? [] : extractDocuments(c.pages, { kind: c.kind, ...extra });
    } catch {
      docs = [];
    }
    if (c.kind === 'invoice') {
      c.documents.forEach((truth, k) => {
        const doc = docs.find((d) => d.pages[0] === truth.pages[0] && d.pages[1] === truth.pages[1]);
        const expected = truthInvoiceView(truth);
        const got = doc ? pipelineInvoiceView(doc) : null;
        const verdicts = compareInvoiceFields(expected, got);
        result.invoices += 1;
        for (const f of INVOICE_KEY_FIELDS) {
          if (verdicts[f]) result.invoiceRight[f] = (result.invoiceRight[f] ?? 0) + 1;
          else result.errors.push({ caseId: `${c.caseId}#${k + 1}`, field: f, expected: expected[f], got: got?.[f] });
        }
      });
    } else {
      const truth = c.documents[0]!;
      const expected = truthReceiptView(truth);
      const got = docs[0] ? pipelineReceiptView(docs[0]) : null;
      const verdicts = compareReceiptFields(expected, got);
      result.receipts += 1;
      for (const f of RECEIPT_FIELDS) {
        if (verdicts[f]) result.receiptRight[f] = (result.receiptRight[f] ?? 0) + 1;
        else result.errors.push({ caseId: c.caseId, field: `receipt ${f}`, expected: expected[f], got: got?.[f] });
      }
    }
  }
  return result;
}

export function summary(r: ReplayResult): string {
  const inv = INVOICE_KEY_FIELDS.map((f) => `${f} ${pct((r.invoiceRight[f] ?? 0) / r.invoices)}`).join(', ');
  const rec = RECEIPT_FIELDS.map((f) => `${f} ${pct((r.receiptRight[f] ?? 0) / r.receipts)}`).join(', ');
  return `invoices n=${r.invoices}: ${inv}\nreceipts n=${r.receipts}: ${rec}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const arg = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const cases = loadPageCache(arg('dir') ?? DEFAULT_CACHE_DIR);
  const r = replay(cases);
  console.log(summary(r));
  if (process.argv.includes('--errors')) {
    const only = arg('field');
    for (const e of r.errors) {
      if (only && !e.field.includes(only)) continue;
      console.log(`${e.caseId}\t${e.field}\t${JSON.stringify(e.expected)}\t→ ${JSON.stringify(e.got)}`);
    }
  }
}
