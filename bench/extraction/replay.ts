// Re-runs field extraction (engine/fields) on the cached OCR pages of bench/extraction/page-cache.ts:
// the fast loop for error analysis on the TRAIN split (seconds instead of minutes of OCR).
// `node --import tsx bench/extraction/replay.ts [--dir=...] [--errors] [--field=total] [--roles]`
// --roles also runs the layout-role model (models/layout-role.onnx) on every case first, as the
// production worker does, so the figures are those of the full extractor.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractDocuments, type ExtractOptions } from '../../engine/fields/index.js';
import { buildRows } from '../../engine/layout/rows.js';
import { LayoutRoleModel } from '../../engine/roles/model.js';
import type { PageRoles } from '../../engine/roles/roles.js';
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

/** Layout roles of every case's pages by the model, keyed by case id. */
export async function classifyCases(cases: readonly CachedCase[], modelsDir: string): Promise<Map<string, PageRoles[]>> {
  const model = await LayoutRoleModel.load(modelsDir, 1);
  const out = new Map<string, PageRoles[]>();
  for (const c of cases) {
    const ordered = [...c.pages].sort((a, b) => a.pageIndex - b.pageIndex);
    if (ordered.length > 0) out.set(c.caseId, await model.classify(ordered.map((p) => buildRows(p))));
  }
  return out;
}

/**
 * Scores cached cases; `extra` is passed to extractDocuments, and `rolesByCase` (from
 * classifyCases) gives each case its layout roles.
 */
export function replay(cases: readonly CachedCase[], extra: Partial<ExtractOptions> = {}, rolesByCase?: ReadonlyMap<string, PageRoles[]>): ReplayResult {
  const result: ReplayResult = { invoices: 0, receipts: 0, invoiceRight: {}, receiptRight: {}, errors: [] };
  for (const c of cases) {
    let docs: ExtractedDocument[] = [];
    const roles = rolesByCase?.get(c.caseId);
    try {
      docs = c.pages.length === 0 ? [] : extractDocuments(c.pages, { kind: c.kind, ...extra, ...(roles ? { roles } : {}) });
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
  const roles = process.argv.includes('--roles') ? await classifyCases(cases, fileURLToPath(new URL('../../models/', import.meta.url))) : undefined;
  const r = replay(cases, {}, roles);
  console.log(summary(r));
  if (process.argv.includes('--errors')) {
    const only = arg('field');
    for (const e of r.errors) {
      if (only && !e.field.includes(only)) continue;
      console.log(`${e.caseId}\t${e.field}\t${JSON.stringify(e.expected)}\t→ ${JSON.stringify(e.got)}`);
    }
  }
}
