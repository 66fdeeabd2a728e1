// The hand-built probe documents (bench/layouts) as text PDFs through the engine's pipeline: each
// must read right on every field and line item it lists. Their scans and photos are benchmarked
// (npm run bench layouts), not tested: OCR time has no place in the test run.
import t from 'tap';
import { PROBE_DOCUMENTS } from '../../../bench/layouts/documents.js';
import { FRESH_DOCUMENTS } from '../../../bench/layouts/documents-fresh.js';
import { FRESH2_DOCUMENTS } from '../../../bench/layouts/documents-fresh2.js';
import { renderPdf } from '../../../bench/layouts/render.js';
import { probeMisses } from '../../../bench/layouts/run.js';
import { createOcr } from '../../../engine/ocr/index.js';
import { runPipeline } from '../../../engine/pipeline.js';

const ocr = await createOcr({ intraOpThreads: 1 });
t.teardown(() => ocr.close());
const limits = { maxPages: 5, maxImagePixels: 40_000_000, rasterDpi: 200 };

t.test('every probe document reads right from its text layer', async (t) => {
  for (const doc of PROBE_DOCUMENTS) {
    const result = await runPipeline(new Uint8Array(await renderPdf(doc)), { kind: doc.kind, limits, ocr });
    t.same(probeMisses(doc, result.documents[0]), [], doc.name);
  }
});

/**
 * The fresh batch (written blind to the engine) read 8 of 20 right from their text layers at
 * first; the engine was then fixed on them. What is still missed is listed here, so the test
 * fails when it changes either way: the coffee receipt's tip and total are written in by hand
 * above their printed labels, where no reader looks for a value.
 */
const FRESH_TEXT_MISSES: Record<string, string[]> = {
  'coffee-us-handwritten-tip': ['tip: null != 2', 'total: 9.66 != 11.66'],
};

t.test('the fresh batch reads right from its text layer, but for its listed misses', async (t) => {
  for (const doc of FRESH_DOCUMENTS) {
    const result = await runPipeline(new Uint8Array(await renderPdf(doc)), { kind: doc.kind, limits, ocr });
    t.same(probeMisses(doc, result.documents[0]), FRESH_TEXT_MISSES[doc.name] ?? [], doc.name);
  }
});

/**
 * The second blind batch (24 documents, 2026-11-23) read 6 of 24 right from their text layers at
 * first. Still missed: the French wine merchant's legal form, printed only in its footer (the
 * engine keeps the letterhead's name, as an earlier test of the footer rule asks), and the
 * Polish fuel line whose "52,38 l x 6,49" detail carries the pump number after it.
 */
const FRESH2_TEXT_MISSES: Record<string, string[]> = {
  'facture-fr-remise-port': ['vendorName: "Caves Lambert & Fils" != "Caves Lambert & Fils SAS"'],
  'paragon-pl-stacja-paliw': ['items [["ON DIESEL",null,null,339.95],["Płyn do spryskiwaczy 5 l",1,24.99,24.99],["Hot-dog klasyczny",1,8.99,8.99]]'],
};

t.test('the second fresh batch reads right from its text layer, but for its listed misses', async (t) => {
  for (const doc of FRESH2_DOCUMENTS) {
    const result = await runPipeline(new Uint8Array(await renderPdf(doc)), { kind: doc.kind, limits, ocr });
    t.same(probeMisses(doc, result.documents[0]), FRESH2_TEXT_MISSES[doc.name] ?? [], doc.name);
  }
});

t.test('a miss is named by field, with what was read and what was expected', async (t) => {
  const doc = PROBE_DOCUMENTS.find((d) => d.name === 'credit-note')!;
  const result = await runPipeline(new Uint8Array(await renderPdf(doc)), { kind: doc.kind, limits, ocr });
  t.same(probeMisses({ ...doc, expect: { invoiceNumber: 'CN-9999' } }, result.documents[0]), ['invoiceNumber: "CN-0042" != "CN-9999"']);
  t.same(probeMisses(doc, undefined), ['no document']);
});
