import t from 'tap';

import { generateCase } from '../../data/corpus/index.js';
import { EngineError, type EngineErrorCode } from '../../engine/errors.js';
import { createOcr, type Ocr } from '../../engine/ocr/index.js';
import { runPipeline, type PipelineLimits, type PipelineOptions } from '../../engine/pipeline.js';
import { LayoutRoleModel } from '../../engine/roles/model.js';
import type { PageText, PipelineResult } from '../../engine/types.js';
import {
  encryptedPdf,
  garbageBytes,
  manyPagePdf,
  pdfWithImageBomb,
  pngBomb,
  truncatedPdf,
  zeroPagePdf,
} from '../fixtures/hostile/index.js';
import { buildPdf, imageOnlyPdf, textImage, withShiftedToUnicode } from './pdf/build-pdf.js';

const limits: PipelineLimits = { maxPages: 20, maxImagePixels: 20_000_000, rasterDpi: 200 };
const invoiceLines = ['INVOICE INV-2048', 'Acme Restaurant Supply', 'Date 2024-03-15', 'Total 1,234.50'];

let ocr: Ocr;
t.before(async () => {
  ocr = await createOcr({ intraOpThreads: 1 });
});
t.teardown(() => ocr.close());

async function run(bytes: Uint8Array, extra: Partial<PipelineOptions> = {}): Promise<{ result: PipelineResult; texts: PageText[] }> {
  const texts: PageText[] = [];
  const result = await runPipeline(bytes, {
    kind: 'invoice',
    limits,
    ocr,
    onPageText: (page) => texts.push(page),
    ...extra,
  });
  return { result, texts };
}

async function refusal(bytes: Uint8Array, extra: Partial<PipelineOptions> = {}): Promise<EngineErrorCode> {
  try {
    await run(bytes, extra);
  } catch (error) {
    if (error instanceof EngineError) return error.code;
    throw error;
  }
  throw new Error('runPipeline accepted a file it should refuse');
}

const allText = (texts: PageText[]) => texts.flatMap((page) => page.lines.map((line) => line.text)).join('\n');

function textPdf(pageCount: number): Promise<Uint8Array> {
  return buildPdf((doc) => {
    for (let page = 0; page < pageCount; page++) {
      if (page > 0) doc.addPage();
      doc.fontSize(20).text('Acme Restaurant Supply', 72, 72);
      doc.fontSize(12).text(`Invoice Number: INV-${2048 + page}`, 72, 120);
      doc.text('Invoice Date: 2024-03-15', 72, 140);
      doc.text('Chicken breast 10 lb   4.50   45.00', 72, 200);
      doc.text('Subtotal 45.00', 350, 260).text('Tax 3.60', 350, 280).text('Total 48.60', 350, 300);
    }
  });
}

t.test('text PDF: every page read from its text layer, no OCR', async (t) => {
  const { result, texts } = await run(await textPdf(3));
  t.equal(result.fileKind, 'pdf');
  t.equal(result.pageCount, 3);
  t.same(result.pages, [0, 1, 2].map((pageIndex) => ({ pageIndex, source: 'text-layer' })));
  t.same(texts.map((page) => page.source), ['text-layer', 'text-layer', 'text-layer']);
  t.match(allText(texts), /Invoice Number: INV-2048[^]*INV-2049[^]*INV-2050/);
  t.ok(result.documents.length >= 1, 'extraction produced documents');
  t.equal(result.documents[0]?.kind, 'invoice');
  t.ok(result.timings.textLayer! > 0 && result.timings.extract! >= 0 && result.timings.total! > 0);
  t.notOk('ocr' in result.timings, 'OCR never ran');
});

t.test('generated invoices and receipts: what the page prints comes through the text layer', async (t) => {
  for (const seed of [41, 42, 43, 44]) {
    for (const kind of ['invoice', 'receipt'] as const) {
      const generated = await generateCase(seed, { variant: 'text-pdf', kind });
      const { result, texts } = await run(generated.bytes, { kind });
      const text = allText(texts);
      t.equal(result.pageCount, generated.truth.pageCount, `seed ${seed} ${kind}: page count`);
      t.ok(result.pages.every((page) => page.source === 'text-layer' && !page.error), `seed ${seed} ${kind}: text layer only`);
      for (const truth of generated.truth.documents) {
        t.ok(text.includes(truth.printed.total), `seed ${seed} ${kind}: total ${truth.printed.total}`);
        if (truth.printed.invoiceNumber) t.ok(text.includes(truth.printed.invoiceNumber), `seed ${seed}: number ${truth.printed.invoiceNumber}`);
      }
      t.equal(result.documents[0]?.kind, kind);
    }
  }
});

t.test('the layout-role model runs on OCR\'d pages only, and its time is reported', async (t) => {
  const roles = await LayoutRoleModel.load(new URL('../../models/', import.meta.url).pathname);
  t.teardown(() => roles.close());
  const generated = await generateCase(46, { variant: 'text-pdf', kind: 'invoice' });
  const text = await run(generated.bytes, { roles });
  t.notOk('roles' in text.result.timings, 'a text layer never pays for the model');
  const truth = generated.truth.documents[0]!.fields;
  t.equal(text.result.documents[0]!.fields.total, truth.total);
  t.equal(text.result.documents[0]!.fields.vendorName, truth.vendorName);

  const photo = await textImage(invoiceLines);
  const plain = await run(photo);
  const withRoles = await run(photo, { roles });
  t.ok(withRoles.result.timings.roles! > 0, 'the OCR\'d page went through the model');
  t.notOk('roles' in plain.result.timings, 'no roles stage without the model');
  t.equal(withRoles.result.documents[0]!.fields.total, plain.result.documents[0]!.fields.total, 'a readable total is the rules\' answer');
  t.equal(withRoles.result.documents[0]!.fields.total, 1234.5);
});

t.test('generated multi-vendor PDF: every page read, each document within the file', async (t) => {
  const generated = await generateCase(45, { variant: 'multi-vendor-pdf', documents: 3 });
  const { result } = await run(generated.bytes);
  t.equal(result.pageCount, generated.truth.pageCount);
  t.ok(result.documents.length >= 1);
  for (const document of result.documents) {
    t.ok(document.pages[0] >= 1 && document.pages[0] <= document.pages[1] && document.pages[1] <= result.pageCount, `pages ${document.pages}`);
  }
});

t.test('PNG photo: decoded and read by OCR as one page', async (t) => {
  const { result, texts } = await run(await textImage(invoiceLines));
  t.equal(result.fileKind, 'png');
  t.equal(result.pageCount, 1);
  t.same(result.pages, [{ pageIndex: 0, source: 'ocr' }]);
  t.match(allText(texts), /INV-2048/);
  t.match(allText(texts), /Restaurant Supply/);
  t.ok(result.timings.decode! > 0);
});

t.test('mixed PDF: text pages use the text layer, image-only pages are rasterized for OCR', async (t) => {
  const picture = await textImage(invoiceLines);
  const bytes = await buildPdf((doc) => {
    doc.fontSize(14).text('Invoice Number: INV-7 from Acme Restaurant Supply', 72, 72);
    doc.addPage().image(picture, 36, 36, { width: 540 });
  });
  const { result, texts } = await run(bytes);
  t.same(result.pages, [{ pageIndex: 0, source: 'text-layer' }, { pageIndex: 1, source: 'ocr' }]);
  t.same(texts.map((page) => page.source), ['text-layer', 'ocr']);
  const ocrText = allText(texts.slice(1));
  t.match(ocrText, /Restaurant Supply/);
  t.match(ocrText, /1,234\.50/);
  t.ok(result.timings.rasterize! > 0 && result.timings.ocr! > 0);
});

t.test('a scanner app\'s caption stamped on a picture page does not hide the picture from OCR', async (t) => {
  // A tall picture (about two thirds of the page) of the invoice, and one line of real text.
  const picture = await textImage([...invoiceLines, ...Array<string>(10).fill('')]);
  const bytes = await buildPdf((doc) => {
    doc.image(picture, 36, 36, { width: 540 });
    doc.fontSize(8).text('Scanned with CamScanner', 400, 700);
  });
  const { result, texts } = await run(bytes);
  t.same(result.pages, [{ pageIndex: 0, source: 'ocr' }]);
  t.match(allText(texts), /INV-2048/);
  t.match(allText(texts), /1,234\.50/);
  t.equal(result.documents[0]?.fields.total, 1234.5);
});

t.test('a text layer spelt wrong by its ToUnicode map is OCR\'d: the page is read as printed', async (t) => {
  const lines = ['Harbor Restaurant Supply LLC', 'INVOICE', 'Invoice Number: INV-2048', 'Invoice Date: 2024-03-15',
    'Chicken breast boneless 4 x 38.50 = 154.00', 'Paper towels 2 x 21.00 = 42.00', 'Subtotal 196.00', 'Sales tax 15.68', 'Total due 211.68'];
  const bytes = withShiftedToUnicode(await buildPdf((doc) => {
    doc.font('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf').fontSize(14);
    lines.forEach((line, index) => doc.text(line, 72, 72 + index * 24));
  }));
  const { result, texts } = await run(bytes);
  t.same(result.pages, [{ pageIndex: 0, source: 'ocr' }]);
  t.match(allText(texts), /Restaurant Supply/);
  t.equal(result.documents[0]?.fields.invoiceNumber, 'INV-2048');
  t.equal(result.documents[0]?.fields.total, 211.68);
});

t.test('a page that fails in a stage is reported; the other pages still count', async (t) => {
  const bytes = await buildPdf((doc) => {
    doc.fontSize(14).text('Invoice Number: INV-1 from Acme Restaurant Supply', 72, 72);
    // A 0.2 pt page: no text, and nothing to draw for OCR.
    doc.addPage({ size: [0.2, 0.2] });
    doc.addPage({ size: 'LETTER' }).fontSize(14).text('Invoice Number: INV-3 from Acme Restaurant Supply', 72, 72);
  });
  const { result, texts } = await run(bytes);
  t.equal(result.pageCount, 3);
  t.same(result.pages[0], { pageIndex: 0, source: 'text-layer' });
  t.match(result.pages[1], { pageIndex: 1, source: 'ocr', error: { stage: 'rasterize', message: /Drawing the page failed.*no drawable area/ } });
  t.same(result.pages[2], { pageIndex: 2, source: 'text-layer' });
  t.same(texts.map((page) => page.pageIndex), [0, 2]);
  t.ok(result.documents.length >= 1);
});

t.test('hostile files are refused with their own error codes', async (t) => {
  t.equal(await refusal(garbageBytes()), 'unsupported_file_type', 'garbage bytes named .pdf');
  t.equal(await refusal(new Uint8Array()), 'unsupported_file_type', 'empty upload');
  t.equal(await refusal(await truncatedPdf(0.3)), 'pdf_unreadable');
  t.equal(await refusal(await encryptedPdf()), 'pdf_encrypted');
  t.equal(await refusal(await zeroPagePdf()), 'no_pages');
  t.equal(await refusal(await manyPagePdf(3000)), 'too_many_pages');
  const before = process.memoryUsage().rss;
  t.equal(await refusal(pngBomb()), 'image_too_large');
  t.ok(process.memoryUsage().rss - before < 200 * 1024 * 1024, 'the bomb was never decoded');
});

t.test('an image bomb inside a PDF is skipped, not decoded', async (t) => {
  const before = process.memoryUsage().rss;
  const { result } = await run(await pdfWithImageBomb());
  t.same(result.pages, [{ pageIndex: 0, source: 'ocr' }], 'the page is read (blank), nothing crashes');
  t.ok(process.memoryUsage().rss - before < 500 * 1024 * 1024, 'no 3.6 GB pixel buffer');
});

t.test('a bad limit is a programming error, refused before reading the file', async (t) => {
  await t.rejects(run(await textImage(['x']), { limits: { ...limits, maxPages: 0 } }), RangeError);
  await t.rejects(run(await textImage(['x']), { limits: { ...limits, rasterDpi: Number.NaN } }), /rasterDpi/);
});

t.test('an aborted signal stops the file, it is not a page error', async (t) => {
  const controller = new AbortController();
  controller.abort();
  t.equal(await refusal(await textPdf(1), { signal: controller.signal }), 'aborted');
  // Runs out mid-way: 8 OCR pages cannot finish in 300 ms. Count the pages OCR was asked for
  // (the real engine, only counted) to show the remaining pages were never started.
  let recognized = 0;
  const countingOcr: PipelineOptions['ocr'] = {
    recognizePage: (image, options) => {
      recognized++;
      return ocr.recognizePage(image, options);
    },
  };
  const bytes = await imageOnlyPdf(invoiceLines, 8);
  t.equal(await refusal(bytes, { signal: AbortSignal.timeout(300), ocr: countingOcr }), 'aborted');
  t.ok(recognized < 8, `stopped after ${recognized} of 8 pages`);
});
