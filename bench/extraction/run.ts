// `npm run bench extraction [-- --quick] [--train]`: the extraction benchmark of issue 3
// ("Test corpus and benchmark", "Bars"). Reads the fixed test split (nothing is tuned on it);
// --train reads the train split instead and adds the most common field errors, for diagnosis.
// --budget-ms=N overrides the per-document time budget of the pool sections (default: the
// server's DOCUMENT_BUDGET_MS), for a box too loaded to finish pages inside it.
// Prints markdown tables and writes every per-document result to
// bench/results/extraction-latest.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Split } from '../../data/corpus/index.js';
import { CER_RULES } from './cer.js';
import { COMPARISON_RULES } from './compare.js';
import { LINE_ITEM_RULE, f1, sumCounts } from './line-items.js';
import { compareOcr, type OcrCase, type PageComparison } from './ocr-compare.js';
import { PoolDriver } from './pool-driver.js';
import { CLIENTS, runMultiVendor, runReceipts, runScanInvoices } from './pool-sections.js';
import type { InvoiceRecord } from './records.js';
import { calibrationTable, commonErrors, invoiceFieldTable, localeTable, profileTable, receiptTable } from './report.js';
import { FULL_SIZES, QUICK_SIZES, loadCase, photoCases, pickCases, profileOf, type LoadedCase } from './samples.js';
import { percentile, share } from './stats.js';
import { markdownTable, ms, num, pct, secs, verdict } from './table.js';
import { planLanguages, tesseractLanguagesOf, type TesseractPlan } from './tesseract.js';
import { runTextInvoices } from './text-section.js';
import { compareRoles, roleComparisonTable } from './role-section.js';

/** Test-split results; a --train run writes extraction-train-latest.json beside it instead. */
const resultsFile = (split: Split): string =>
  fileURLToPath(new URL(`../results/${split === 'test' ? 'extraction-latest' : 'extraction-train-latest'}.json`, import.meta.url));

const BARS = {
  textField: 0.97,
  textItemF1: 0.95,
  textP50Ms: 150,
  scanField: 0.9,
  scanP50MsPerPage: 2500,
  splitExact: 0.95,
  calibratedAllRight: 0.95,
} as const;

const log = (line: string): void => console.error(`[bench extraction] ${line}`);

export async function main(args: string[]): Promise<void> {
  const quick = args.includes('--quick');
  const split: Split = args.includes('--train') ? 'train' : 'test';
  const sizes = quick ? QUICK_SIZES : FULL_SIZES;
  const budgetArg = args.find((a) => a.startsWith('--budget-ms='));
  const budgetMs = budgetArg === undefined ? undefined : Number(budgetArg.slice('--budget-ms='.length));
  if (budgetMs !== undefined && !(Number.isInteger(budgetMs) && budgetMs >= 100)) throw new RangeError(`--budget-ms needs an integer ≥ 100, got ${budgetArg}`);
  const started = performance.now();
  const loadAtStart = loadavg()[0]!;
  const out: string[] = [];
  const print = (s = ''): void => {
    out.push(s);
    console.log(s);
  };

  // Warm-up files come from the train split, so no test case is ever seen twice.
  const warmText = pickCases('train', 1, { kinds: ['invoice'], variants: ['text-pdf'] })[0]!;
  const warmScan = await loadCase(pickCases('train', 1, { kinds: ['invoice'], variants: ['scan-image'] })[0]!);

  log(`text PDFs: ${sizes.textInvoices}`);
  const text = await runTextInvoices(pickCases(split, sizes.textInvoices, { kinds: ['invoice'], variants: ['text-pdf'] }), warmText);

  log('generating scans, multi-vendor PDFs and receipts');
  const scanCases = await loadAll(pickCases(split, sizes.scanInvoices, { kinds: ['invoice'], variants: ['scan-image', 'scan-pdf'] }));
  const multiCases = await loadAll(pickCases(split, sizes.multiVendor, { kinds: ['invoice'], variants: ['multi-vendor-pdf'] }));
  const receiptCases = [
    ...(await loadAll(pickCases(split, sizes.textReceipts, { kinds: ['receipt'], variants: ['text-pdf'] }))),
    ...(await loadAll(pickCases(split, sizes.photoReceipts, { kinds: ['receipt'], variants: ['scan-image', 'scan-pdf'] }))),
  ];

  const driver = new PoolDriver(2, budgetMs);
  let scans, multi, receipts;
  try {
    await driver.warmUp({ bytes: warmScan.bytes, kind: 'invoice' });
    log(`scans: ${scanCases.length} files`);
    scans = await runScanInvoices(driver, scanCases);
    log(`multi-vendor: ${multiCases.length} files`);
    multi = await runMultiVendor(driver, multiCases);
    log(`receipts: ${receiptCases.length} files`);
    receipts = await runReceipts(driver, receiptCases);
  } finally {
    await driver.close();
  }

  let tesseract: TesseractPlan | { unavailable: string };
  try {
    tesseract = await planLanguages();
  } catch (error) {
    tesseract = { unavailable: error instanceof Error ? error.message : String(error) };
  }
  log(`OCR vs Tesseract: up to ${sizes.cerPages} pages`);
  const ocrCases: OcrCase[] = scanCases.map((c) => ({
    id: c.id, bytes: c.bytes, kind: 'invoice', raster: c.truth.raster!,
    tesseractLanguages: tesseractLanguagesOf(c.truth.documents[0]!.locale.slice(0, 2)),
  }));
  const pages = await compareOcr(ocrCases, {
    maxPages: sizes.cerPages,
    parallel: CLIENTS,
    limits: driver.limits,
    tesseractLanguages: 'languages' in tesseract ? tesseract.languages : null,
  });

  log(`layout-role model: ${Math.min(sizes.roleScans, scanCases.length)} scans + ${sizes.rolePhotoReceipts} photo receipts, with and without`);
  const photoReceipts = receiptCases.filter((c) => c.truth.variant !== 'text-pdf');
  const roles = await compareRoles([...scanCases.slice(0, sizes.roleScans), ...photoReceipts.slice(0, sizes.rolePhotoReceipts)], driver.limits);
  const photoInvoices: LoadedCase[] = [];
  for await (const c of photoCases(split, 'invoice', 'photo', sizes.scanInvoices, sizes.rolePhotoInvoices)) photoInvoices.push(c);
  log(`layout-role model: ${photoInvoices.length} more photographed invoices, with and without`);
  const photoRoles = await compareRoles(photoInvoices, driver.limits);

  // ---- report ----
  print(`## Extraction benchmark: ${split} split, ${quick ? 'quick sample (--quick)' : 'full sample'}; pool budget ${secs(driver.budgetMs)} per document${budgetMs === undefined ? ' (server default)' : ' (--budget-ms)'}`);
  // Latency bars assume the box is otherwise idle; say when it was not.
  print(`box: ${availableParallelism()} cores; 1-minute load average ${loadAtStart.toFixed(1)} at start, ${loadavg()[0]!.toFixed(1)} at the end${Math.max(loadAtStart, loadavg()[0]!) > availableParallelism() + 0.5 ? ' (other work was running: timings are inflated)' : ''}`);
  print();
  print('Field comparison rules:');
  for (const r of COMPARISON_RULES) print(`- ${r}`);
  print(`- ${LINE_ITEM_RULE}`);

  const textMs = text.records.map((r) => r.ms ?? Number.NaN);
  const textF1 = f1(sumCounts(text.records.map((r) => r.items)));
  print();
  print(text.surface === 'http'
    ? `### 1. Text-layer invoice PDFs, end to end through HTTP (POST /api/v1/partner/invoices/upload, in-process server, sequential uploads)`
    : `### 1. Text-layer invoice PDFs through the ExtractionPool, one at a time (NOT HTTP: ${text.fallbackReason})`);
  print();
  print(invoiceFieldTable(text.records, BARS.textField));
  print();
  print(markdownTable(['measure', 'value', 'bar', ''], [
    ['line-item F1', num(textF1.f1), `≥ ${BARS.textItemF1}`, verdict(textF1.f1, BARS.textItemF1, 'min')],
    ['latency p50 per document', ms(percentile(textMs, 50)), `≤ ${BARS.textP50Ms} ms`, verdict(percentile(textMs, 50), BARS.textP50Ms, 'max')],
    ['latency p90 per document', ms(percentile(textMs, 90)), '', ''],
    ['failed uploads', text.records.filter((r) => r.error).length, '', ''],
  ]));
  print();
  print('Per locale (text PDFs):');
  print();
  print(localeTable(text.records));

  const scanF1 = f1(sumCounts(scans.records.map((r) => r.items)));
  print();
  print(`### 2. Scanned and photographed invoices (scan-image and scan-pdf), ExtractionPool with 2 workers, ${CLIENTS} files in flight`);
  print();
  print(invoiceFieldTable(scans.records, BARS.scanField));
  print();
  print(markdownTable(['measure', 'value', 'bar', ''], [
    ['line-item F1', num(scanF1.f1), '', ''],
    ['latency p50 per page (file time ÷ its pages)', secs(percentile(scans.perPageMs, 50)), `≤ ${secs(BARS.scanP50MsPerPage)}`, verdict(percentile(scans.perPageMs, 50), BARS.scanP50MsPerPage, 'max')],
    ['latency p90 per page', secs(percentile(scans.perPageMs, 90)), '', ''],
    ['throughput (wall time ÷ pages, 2 workers)', secs(scans.wallMs / scans.pages), '', ''],
    ['files / pages', `${scans.records.length} / ${scans.pages}`, '', ''],
    ['failed files', scans.records.filter((r) => r.error).length, '', ''],
  ]));
  print();
  print('By degradation profile (first page):');
  print();
  print(profileTable(scans.records));
  print();
  print('Per locale (scans):');
  print();
  print(localeTable(scans.records));
  print();
  printOcrComparison(print, pages, tesseract, percentile(scans.perPageMs, 50));

  const splitShare = share(multi.splits.map((s) => s.exact));
  print();
  print(`### 3. Multi-vendor PDFs (text layer), ExtractionPool with 2 workers`);
  print();
  print(markdownTable(['measure', 'value', 'bar', ''], [
    ['split exactly right (same documents, same page ranges)', `${pct(splitShare)} (${multi.splits.filter((s) => s.exact).length}/${multi.splits.length})`, `≥ ${pct(BARS.splitExact)}`, verdict(splitShare, BARS.splitExact, 'min')],
    ['documents in the files', multi.records.length, '', ''],
  ]));
  print();
  print('Key fields of the documents inside multi-vendor files (a document whose page range was missed counts wrong):');
  print();
  print(invoiceFieldTable(multi.records, BARS.textField));

  const allInvoices: InvoiceRecord[] = [...text.records, ...scans.records, ...multi.records];
  const high = allInvoices.filter((r) => (r.confidence ?? 0) >= 90);
  const highRight = share(high.map((r) => r.allKeyFieldsRight));
  print();
  print('### 4. Calibration of extractionConfidence (all invoice documents above; "right" = every key field right)');
  print();
  print(calibrationTable(allInvoices));
  print();
  print(markdownTable(['measure', 'value', 'bar', ''], [
    ['documents at ≥ 90 right on every key field', `${pct(highRight)} (${high.filter((r) => r.allKeyFieldsRight).length}/${high.length})`, `≥ ${pct(BARS.calibratedAllRight)}`, verdict(highRight, BARS.calibratedAllRight, 'min')],
    ['coverage: share of documents at ≥ 90', pct(share(allInvoices.map((r) => (r.confidence ?? 0) >= 90))), '', ''],
  ]));

  print();
  print(`### 5. Receipts (text PDFs and photos/scans), ExtractionPool with 2 workers`);
  print();
  print(receiptTable(receipts));
  print();
  const receiptMs = (text: boolean) => receipts.filter((r) => (r.variant === 'text-pdf') === text).map((r) => r.ms);
  print(`receipt latency p50 per file: text ${secs(percentile(receiptMs(true), 50))}, photo/scan ${secs(percentile(receiptMs(false), 50))}; failed: ${receipts.filter((r) => r.error).length}`);

  print();
  print('### 6. Layout-role model (models/layout-role.onnx): the same OCR\'d pages extracted by the rules alone and by the rules with the model');
  print();
  print('Sections 2, 3 and 5 above run with the model (the production default). Here OCR runs once per file, in-process, and only the extraction differs.');
  print();
  print(roleComparisonTable(roles));
  print();
  print(`Phone photos are where OCR garbles the labels the rules read and the model has most to add; section 2 holds only ${scanCases.filter((c) => profileOf(c) === 'photo').length}. The next ${photoRoles.invoices} photographed invoices of the ${split} split (the seeds after section 2's scans), the same way:`);
  print();
  print(roleComparisonTable(photoRoles));
  const roleMs = [...roles.roleMsPerFile, ...photoRoles.roleMsPerFile];
  if (roleMs.length > 0) print(`\nmodel time per file (features + inference, all pages): p50 ${ms(percentile(roleMs, 50))}`);

  if (split === 'train') {
    print();
    print('### Most common field errors (train split, for diagnosis)');
    print();
    print(commonErrors(allInvoices, receipts));
  }
  print();
  print(`benchmark wall time: ${secs(performance.now() - started)}; per-document results: bench/results/${split === 'test' ? 'extraction-latest' : 'extraction-train-latest'}.json`);

  mkdirSync(fileURLToPath(new URL('../results/', import.meta.url)), { recursive: true });
  writeFileSync(resultsFile(split), `${JSON.stringify({
    generatedAt: new Date().toISOString(),
    split,
    quick,
    sizes,
    textSurface: text.surface,
    textFallbackReason: text.fallbackReason,
    tesseract,
    invoices: allInvoices,
    splits: multi.splits,
    receipts,
    layoutRoles: roles,
    layoutRolesPhotoInvoices: photoRoles,
    ocrPages: pages,
    report: out.join('\n'),
  }, null, 1)}\n`);
}

async function loadAll(descriptors: Parameters<typeof loadCase>[0][]): Promise<LoadedCase[]> {
  const cases: LoadedCase[] = [];
  for (const d of descriptors) cases.push(await loadCase(d));
  return cases;
}

function printOcrComparison(print: (s?: string) => void, pages: PageComparison[], tesseract: TesseractPlan | { unavailable: string }, poolP50MsPerPage: number): void {
  const total = (pick: (p: PageComparison) => { errors: number; truthChars: number } | undefined) => {
    const parts = pages.map(pick).filter((x): x is { errors: number; truthChars: number } => x !== undefined);
    const chars = parts.reduce((n, p) => n + p.truthChars, 0);
    return parts.length === 0 || chars === 0 ? Number.NaN : parts.reduce((n, p) => n + p.errors, 0) / chars;
  };
  const oursFlex = total((p) => p.ours.flexible);
  const tessFlex = total((p) => p.tesseract?.flexible);
  const oursMs = pages.map((p) => p.ours.ms);
  const tessMs = pages.flatMap((p) => (p.tesseract ? [p.tesseract.ms] : []));
  print(`OCR on the same page rasters (${pages.length} pages: the first scan files above; ours in-process, Tesseract as a process; both ${CLIENTS} pages at a time, one thread each):`);
  print();
  for (const r of CER_RULES) print(`- ${r}`);
  if ('unavailable' in tesseract) print(`- Tesseract unavailable: ${tesseract.unavailable}`);
  else {
    print(`- Tesseract 5 with \`OMP_THREAD_LIMIT=1 tesseract page.ppm stdout --psm 3 -l eng+<the document's language>\` (installed: ${tesseract.languages.join(', ')})${tesseract.missing.length > 0 ? `; traineddata missing, so not used: ${tesseract.missing.join(', ')} (install tesseract-ocr-${tesseract.missing.join(', tesseract-ocr-')})` : ''}`);
    print('- time per page: ours = the OCR call on the raster (decode/rasterize excluded); Tesseract = the whole process (start-up, image read, OCR)');
  }
  print();
  // Tesseract's --psm 3 does no orientation detection, so turned pages are shown apart too.
  const upright = (p: PageComparison): boolean => p.rotation === 0;
  const uprightCount = pages.filter(upright).length;
  print(markdownTable(['engine', 'flexible CER', 'reading-order CER', `flexible CER, upright pages only (${uprightCount})`, 's/page p50', 's/page p90'], [
    ['ours (PP-OCRv4, ONNX)', pct(oursFlex), pct(total((p) => p.ours.readingOrder)), pct(total((p) => (upright(p) ? p.ours.flexible : undefined))), secs(percentile(oursMs, 50)), secs(percentile(oursMs, 90))],
    ['Tesseract', pct(tessFlex), pct(total((p) => p.tesseract?.readingOrder)), pct(total((p) => (upright(p) ? p.tesseract?.flexible : undefined))), secs(percentile(tessMs, 50)), secs(percentile(tessMs, 90))],
  ]));
  print();
  print(markdownTable(['bar', 'value', ''], [
    ['CER below Tesseract\'s (flexible)', `${pct(oursFlex)} vs ${pct(tessFlex)}`, Number.isNaN(tessFlex) ? 'n/a' : oursFlex < tessFlex ? 'PASS' : 'FAIL'],
    ['faster per page than Tesseract (pool p50 per page vs Tesseract p50, both 2 at a time)', `${secs(poolP50MsPerPage)} vs ${secs(percentile(tessMs, 50))}`, tessMs.length === 0 ? 'n/a' : poolP50MsPerPage < percentile(tessMs, 50) ? 'PASS' : 'FAIL'],
  ]));
}
