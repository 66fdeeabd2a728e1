// Multi-page output of the corpus generator: long invoices that spill over pages and
// multi-vendor PDFs whose truth page ranges must tile the file.

import t from 'tap';
import { generateCase } from '../../../data/corpus/index.js';
import { containsLoose, readPdfText } from './helpers.js';

t.test('long invoices spill over pages with page numbers and repeated headers', async (t) => {
  for (const seed of [31, 32, 33]) {
    const c = await generateCase(seed, { variant: 'text-pdf', kind: 'invoice', lineCount: 70 });
    const pdf = await readPdfText(c.bytes);
    t.ok(pdf.pageCount >= 2 && pdf.pageCount <= 4, `seed ${seed}: ${pdf.pageCount} pages`);
    t.same(c.truth.documents[0]!.pages, [1, pdf.pageCount]);
    t.equal(c.truth.documents[0]!.fields.lineItems.length, 70);
    for (let i = 0; i < pdf.pageCount; i++) {
      t.match(pdf.pages[i]!, new RegExp(`\\b${i + 1}\\s*(of|von|sur|de|/)\\s*${pdf.pageCount}\\b`), `seed ${seed}: page ${i + 1} numbered`);
      t.ok(pdf.pages[i]!.includes(c.truth.documents[0]!.fields.invoiceNumber!), `seed ${seed}: page ${i + 1} repeats the invoice number`);
    }
  }
});

t.test('multi-vendor PDFs: page ranges tile the file and each document sits in its range', async (t) => {
  for (let seed = 60; seed < 66; seed++) {
    const c = await generateCase(seed, { variant: 'multi-vendor-pdf', ...(seed === 61 ? { documents: 4 } : {}) });
    const pdf = await readPdfText(c.bytes);
    const docs = c.truth.documents;
    t.ok(docs.length >= 2 && docs.length <= 4, `seed ${seed}: ${docs.length} documents`);
    t.equal(docs[0]!.pages[0], 1);
    for (let i = 1; i < docs.length; i++) t.equal(docs[i]!.pages[0], docs[i - 1]!.pages[1] + 1, 'ranges are contiguous');
    t.equal(docs[docs.length - 1]!.pages[1], pdf.pageCount, 'last range ends on the last page');
    t.equal(new Set(docs.map((d) => d.fields.vendorName)).size, docs.length, 'different vendors');
    for (const d of docs) {
      const [first, last] = d.pages;
      t.ok(pdf.pages[first - 1]!.includes(d.fields.invoiceNumber!), `invoice ${d.fields.invoiceNumber} on its first page`);
      t.ok(containsLoose(pdf.pages[last - 1]!, d.printed.total), `total ${d.printed.total} on its last page`);
    }
  }
  const scanned = await generateCase(62, { variant: 'multi-vendor-pdf', imageOnly: true });
  t.equal(scanned.truth.raster!.length, scanned.truth.pageCount, 'image-only multi-vendor PDF has a raster truth per page');
});
