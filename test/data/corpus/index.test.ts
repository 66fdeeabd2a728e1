// Corpus generator: determinism, valid files per variant, and page ranges of multi-vendor PDFs.

import t from 'tap';
import { caseDescriptors, corpusCases, generateCase, SPLITS } from '../../../data/corpus/index.js';
import type { Variant } from '../../../data/corpus/index.js';
import { containsLoose, imageSize, readPdfText } from './helpers.js';

const VARIANTS: Variant[] = ['text-pdf', 'scan-image', 'scan-pdf', 'multi-vendor-pdf'];

t.test('same seed and options give byte-identical files and truth', async (t) => {
  for (const variant of VARIANTS) {
    for (const kind of ['invoice', 'receipt'] as const) {
      if (variant === 'multi-vendor-pdf' && kind === 'receipt') continue;
      const a = await generateCase(4242, { variant, kind });
      const b = await generateCase(4242, { variant, kind });
      t.ok(a.bytes.equals(b.bytes), `${variant}/${kind}: bytes identical`);
      t.same(JSON.parse(JSON.stringify(a.truth)), JSON.parse(JSON.stringify(b.truth)), `${variant}/${kind}: truth identical`);
      const c = await generateCase(4243, { variant, kind });
      t.notOk(a.bytes.equals(c.bytes), `${variant}/${kind}: another seed gives another file`);
    }
  }
});

t.test('text PDFs carry a text layer with the invoice number and total as printed', async (t) => {
  for (let seed = 10; seed < 22; seed++) {
    const kind = seed % 3 === 0 ? 'receipt' : 'invoice';
    const c = await generateCase(seed, { variant: 'text-pdf', kind });
    t.equal(c.mime, 'application/pdf');
    t.equal(c.bytes.subarray(0, 5).toString('latin1'), '%PDF-');
    const pdf = await readPdfText(c.bytes);
    t.equal(pdf.pageCount, c.truth.pageCount, `seed ${seed}: page count`);
    const doc = c.truth.documents[0]!;
    const all = pdf.pages.join('\n');
    if (doc.printed.invoiceNumber) t.ok(all.includes(doc.printed.invoiceNumber), `seed ${seed}: invoice number ${doc.printed.invoiceNumber} in text layer`);
    t.ok(containsLoose(pdf.pages[doc.pages[1] - 1]!, doc.printed.total), `seed ${seed}: total "${doc.printed.total}" on the last page`);
    t.ok(all.includes(doc.fields.vendorName!.split(' ')[0]!), `seed ${seed}: vendor name in text layer`);
  }
});

t.test('scan images decode to the size the truth states, with boxes inside the image', async (t) => {
  const formats = ['jpeg', 'png', 'webp'] as const;
  for (let i = 0; i < 6; i++) {
    const imageFormat = formats[i % 3]!;
    const c = await generateCase(50 + i, { variant: 'scan-image', kind: i % 2 ? 'receipt' : 'invoice', imageFormat });
    t.equal(c.mime, `image/${imageFormat}`);
    t.equal(c.truth.fileKind, imageFormat);
    const page = c.truth.raster![0]!;
    t.same(await imageSize(c.bytes), { width: page.width, height: page.height }, `${imageFormat}: decoded size`);
    t.ok(page.lines.length > 5, 'text lines recorded');
    for (const line of page.lines) {
      if (line.box.x < 0 || line.box.y < 0 || line.box.x + line.box.w > page.width + 0.5 || line.box.y + line.box.h > page.height + 0.5) {
        t.fail(`box out of image: ${JSON.stringify(line)}`);
      }
    }
  }
});

t.test('scan PDFs are image-only, one image page per document page', async (t) => {
  const c = await generateCase(77, { variant: 'scan-pdf', kind: 'invoice', lineCount: 45 });
  const pdf = await readPdfText(c.bytes);
  t.equal(pdf.pageCount, c.truth.pageCount);
  t.equal(c.truth.raster!.length, pdf.pageCount);
  t.ok(pdf.pages.every((p) => p.trim() === ''), 'no text layer');
  t.ok(c.bytes.includes(Buffer.from('/DCTDecode')), 'pages are JPEG images');
});

t.test('splits use disjoint, fixed seed ranges', async (t) => {
  const train = caseDescriptors('train', 20);
  const test = caseDescriptors('test', 20);
  t.ok(train.every((d) => d.seed < SPLITS.test.firstSeed));
  t.ok(test.every((d) => d.seed >= SPLITS.test.firstSeed && d.seed < SPLITS.test.firstSeed + SPLITS.test.seedCount));
  t.same(caseDescriptors('test', 20), test, 'the test split is the same every time');
  t.equal(new Set(test.map((d) => d.options.variant)).size, 4, 'the default mix covers every variant');
  const receipts = caseDescriptors('test', 6, { variant: 'scan-image', kind: 'receipt' });
  t.ok(receipts.every((d) => d.options.variant === 'scan-image' && d.options.kind === 'receipt'), 'filter forces options');
  let n = 0;
  for await (const c of corpusCases('test', 3, { variant: 'text-pdf' })) {
    t.equal(c.truth.seed, c.seed);
    n++;
  }
  t.equal(n, 3);
  t.throws(() => caseDescriptors('test', SPLITS.test.seedCount + 1), RangeError);
  await t.rejects(generateCase(-1), RangeError);
  await t.rejects(generateCase(1, { variant: 'multi-vendor-pdf', kind: 'receipt' }), RangeError);
});

t.test('each language prints its own labels and number format', async (t) => {
  const expect = {
    'en-US': { title: /invoice/i, total: /\d\.\d\d/ },
    'de-DE': { title: /rechnung/i, total: /\d,\d\d/ },
    'fr-FR': { title: /facture/i, total: /\d,\d\d/ },
    'es-ES': { title: /factura/i, total: /\d,\d\d/ },
  } as const;
  for (const [locale, e] of Object.entries(expect)) {
    const c = await generateCase(90, { variant: 'text-pdf', kind: 'invoice', locale: locale as keyof typeof expect });
    const pdf = await readPdfText(c.bytes);
    t.match(pdf.pages.join(' '), e.title, `${locale}: document title`);
    t.match(c.truth.documents[0]!.printed.total, e.total, `${locale}: decimal mark in ${c.truth.documents[0]!.printed.total}`);
    t.equal(c.truth.documents[0]!.locale, locale);
  }
});
