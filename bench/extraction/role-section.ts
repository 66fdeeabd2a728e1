// Section "layout-role model": the same OCR'd pages extracted twice, by the rules alone and by
// the rules with the layout-role model (engine/roles, models/layout-role.onnx), so the
// difference is the model's and nothing else (OCR runs once per file, in-process, 1 thread).
// Alone, with the cases the extraction benchmark gives it:
// `node --import tsx bench/extraction/role-section.ts [--split=test|train] [--quick]`
// The same comparison on the cached OCR of TRAIN scans (bench/extraction/page-cache.ts), where
// the model's uses are tuned, runs in seconds:
// `node --import tsx bench/extraction/role-section.ts --replay [--dir=/tmp/invoice-engine-page-cache] [--models=models/]`
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractDocuments } from '../../engine/fields/index.js';
import { buildRows } from '../../engine/layout/rows.js';
import { createOcr } from '../../engine/ocr/index.js';
import { runPipeline, type PipelineLimits } from '../../engine/pipeline.js';
import { LayoutRoleModel } from '../../engine/roles/model.js';
import type { ExtractedDocument, PageText } from '../../engine/types.js';
import { INVOICE_KEY_FIELDS, RECEIPT_FIELDS, compareInvoiceFields, compareReceiptFields } from './compare.js';
import { DEFAULT_CACHE_DIR, loadPageCache, type CachedCase } from './page-cache.js';
import { replay, type ReplayResult } from './replay.js';
import { FULL_SIZES, QUICK_SIZES, loadCase, photoCases, pickCases, type LoadedCase } from './samples.js';
import type { CaseDescriptor, Split } from '../../data/corpus/index.js';
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

/** Rules alone and rules + model on cached OCR pages (no OCR run): per field, and which cases moved. */
export async function compareRolesOnReplay(cases: readonly CachedCase[], modelsDir = MODELS_DIR): Promise<{ rules: ReplayResult; withRoles: ReplayResult }> {
  const model = await LayoutRoleModel.load(modelsDir, 1);
  const withRoles: ReplayResult = { invoices: 0, receipts: 0, invoiceRight: {}, receiptRight: {}, errors: [] };
  try {
    for (const c of cases) {
      const roles = c.pages.length > 0 ? await model.classify(c.pages.map((p) => buildRows(p))) : [];
      const r = replay([c], { roles });
      withRoles.invoices += r.invoices;
      withRoles.receipts += r.receipts;
      withRoles.errors.push(...r.errors);
      for (const [k, v] of Object.entries(r.invoiceRight)) withRoles.invoiceRight[k] = (withRoles.invoiceRight[k] ?? 0) + v;
      for (const [k, v] of Object.entries(r.receiptRight)) withRoles.receiptRight[k] = (withRoles.receiptRight[k] ?? 0) + v;
    }
  } finally {
    await model.close();
  }
  return { rules: replay(cases), withRoles };
}

export function replayComparisonTable(rules: ReplayResult, withRoles: ReplayResult): string {
  const comparison: RoleComparison = {
    invoices: rules.invoices,
    receipts: rules.receipts,
    rules: { ...rules.invoiceRight, ...Object.fromEntries(Object.entries(rules.receiptRight).map(([k, v]) => [`receipt ${k}`, v])) },
    withRoles: { ...withRoles.invoiceRight, ...Object.fromEntries(Object.entries(withRoles.receiptRight).map(([k, v]) => [`receipt ${k}`, v])) },
    roleMsPerFile: [],
  };
  const key = (e: ReplayResult['errors'][number]) => `${e.caseId} ${e.field}`;
  const before = new Set(rules.errors.map(key));
  const after = new Set(withRoles.errors.map(key));
  return [
    roleComparisonTable(comparison),
    '',
    `fixed by the model: ${[...before].filter((k) => !after.has(k)).join(', ') || 'none'}`,
    `broken by the model: ${[...after].filter((k) => !before.has(k)).join(', ') || 'none'}`,
  ].join('\n');
}

/** Section 6 on its own, with the cases `npm run bench -- extraction` gives it (OCR runs, minutes). */
async function sectionAlone(split: Split, quick: boolean): Promise<void> {
  const sizes = quick ? QUICK_SIZES : FULL_SIZES;
  const load = async (descriptors: CaseDescriptor[]): Promise<LoadedCase[]> => {
    const out: LoadedCase[] = [];
    for (const d of descriptors) out.push(await loadCase(d));
    return out;
  };
  const scans = await load(pickCases(split, sizes.roleScans, { kinds: ['invoice'], variants: ['scan-image', 'scan-pdf'] }));
  const photoReceipts = await load(pickCases(split, sizes.rolePhotoReceipts, { kinds: ['receipt'], variants: ['scan-image', 'scan-pdf'] }));
  const photoInvoices: LoadedCase[] = [];
  for await (const c of photoCases(split, 'invoice', 'photo', sizes.scanInvoices, sizes.rolePhotoInvoices)) photoInvoices.push(c);
  const started = performance.now();
  // The server's defaults (server/config.ts), as bench/extraction/page-cache.ts uses them.
  const limits = { maxPages: 200, maxImagePixels: 60_000_000, rasterDpi: 200 };
  const r = await compareRoles([...scans, ...photoReceipts], limits);
  const photos = await compareRoles(photoInvoices, limits);
  console.log(`${split} split${quick ? ' (quick sizes)' : ''}: ${scans.length} scans + ${photoReceipts.length} photo receipts, then ${photoInvoices.length} more photographed invoices, ${((performance.now() - started) / 1000).toFixed(0)} s`);
  console.log(roleComparisonTable(r));
  console.log();
  console.log(roleComparisonTable(photos));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const arg = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  if (!process.argv.includes('--replay')) {
    const split = arg('split') ?? 'test';
    if (split !== 'test' && split !== 'train') throw new Error(`--split must be test or train, got ${split}`);
    await sectionAlone(split, process.argv.includes('--quick'));
  } else {
    const dir = arg('dir') ?? DEFAULT_CACHE_DIR;
    const cases = loadPageCache(dir);
    if (cases.length === 0) throw new Error(`no cached OCR pages in ${dir} (run node --import tsx bench/extraction/page-cache.ts)`);
    const { rules, withRoles } = await compareRolesOnReplay(cases, arg('models') ?? MODELS_DIR);
    console.log(`cached TRAIN OCR pages in ${dir}: ${cases.length} files`);
    console.log(replayComparisonTable(rules, withRoles));
  }
}
