// Section "layout-role model": the same OCR'd pages extracted twice, by the rules alone and by
// the rules with the layout-role model (engine/roles, models/layout-role.onnx), so the
// difference is the model's and nothing else (OCR runs once per file, in-process, 1 thread).
import { fileURLToPath } from 'node:url';
import { extractDocuments } from '../../engine/fields/index.js';
import { buildRows } from '../../engine/layout/rows.js';
import { createOcr } from '../../engine/ocr/index.js';
import { runPipeline, type PipelineLimits } from '../../engine/pipeline.js';
import { LayoutRoleModel } from '../../engine/roles/model.js';
import type { ExtractedDocument, PageText } from '../../engine/types.js';
import { INVOICE_KEY_FIELDS, RECEIPT_FIELDS, compareInvoiceFields, compareReceiptFields } from './compare.js';
import type { LoadedCase } from './samples.js';
import { markdownTable, pct } from './table.js';
import { pipelineInvoiceView, pipelineReceiptView, truthInvoiceView, truthReceiptView } from './views.js';

const MODELS_DIR = fileURLToPath(new URL('../../models/', import.meta.url));

export interface RoleComparison {
  invoices: number;
  receipts: number;
  /** Right answers per field, rules alone and with the model. */
  rules: Record<string, number>;
  withRoles: Record<string, number>;
  /** Milliseconds the model took per file (features + inference), median. */
  roleMsPerFile: number[];
  unavailable?: string;
}

function score(into: Record<string, number>, c: LoadedCase, docs: ExtractedDocument[]): void {
  const truth = c.truth.documents[0]!;
  if (truth.kind === 'receipt') {
    const verdicts = compareReceiptFields(truthReceiptView(truth), docs[0] ? pipelineReceiptView(docs[0]) : null);
    for (const f of RECEIPT_FIELDS) if (verdicts[f]) into[`receipt ${f}`] = (into[`receipt ${f}`] ?? 0) + 1;
    return;
  }
  for (const t of c.truth.documents) {
    const doc = docs.find((d) => d.pages[0] === t.pages[0] && d.pages[1] === t.pages[1]);
    const verdicts = compareInvoiceFields(truthInvoiceView(t), doc ? pipelineInvoiceView(doc) : null);
    for (const f of INVOICE_KEY_FIELDS) if (verdicts[f]) into[f] = (into[f] ?? 0) + 1;
  }
}

export async function compareRoles(cases: readonly LoadedCase[], limits: PipelineLimits): Promise<RoleComparison> {
  const result: RoleComparison = { invoices: 0, receipts: 0, rules: {}, withRoles: {}, roleMsPerFile: [] };
  let model: LayoutRoleModel;
  try {
    model = await LayoutRoleModel.load(MODELS_DIR, 1);
  } catch (error) {
    return { ...result, unavailable: error instanceof Error ? error.message : String(error) };
  }
  const ocr = await createOcr({ intraOpThreads: 1 });
  try {
    for (const c of cases) {
      const kind = c.truth.documents[0]!.kind;
      const pages: PageText[] = [];
      const rulesOnly = await runPipeline(c.bytes, { kind, limits, ocr, onPageText: (p) => pages.push(p) });
      score(result.rules, c, rulesOnly.documents);
      const started = performance.now();
      const roles = pages.length > 0 ? await model.classify(pages.map((p) => buildRows(p))) : [];
      result.roleMsPerFile.push(performance.now() - started);
      const withRoles = pages.length > 0 ? extractDocuments(pages, { kind, roles }) : [];
      score(result.withRoles, c, withRoles);
      if (kind === 'receipt') result.receipts += 1;
      else result.invoices += c.truth.documents.length;
    }
  } finally {
    await ocr.close();
    await model.close();
  }
  return result;
}

export function roleComparisonTable(r: RoleComparison): string {
  if (r.unavailable) return `layout-role model unavailable: ${r.unavailable}`;
  const rows = [
    ...INVOICE_KEY_FIELDS.map((f) => ({ label: `invoice ${f}`, key: f, n: r.invoices })),
    ...RECEIPT_FIELDS.map((f) => ({ label: `receipt ${f}`, key: `receipt ${f}`, n: r.receipts })),
  ].filter((x) => x.n > 0);
  return markdownTable(['field', 'n', 'rules only', 'rules + layout-role model', 'Δ'], rows.map((x) => {
    const a = (r.rules[x.key] ?? 0) / x.n;
    const b = (r.withRoles[x.key] ?? 0) / x.n;
    const delta = (b - a) * 100;
    return [x.label, x.n, pct(a), pct(b), `${delta >= 0 ? '+' : ''}${delta.toFixed(1)} pt`];
  }));
}
