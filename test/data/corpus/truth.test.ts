// Ground truth arithmetic and consistency: the numbers a benchmark scores against must add up
// in the document's currency precision, and raster boxes must point at drawn text.

import t from 'tap';
import { loadImage, createCanvas } from '@napi-rs/canvas';
import { COST_CATEGORIES, generateCase } from '../../../data/corpus/index.js';
import type { DocumentTruth } from '../../../data/corpus/index.js';
import { RECEIPT_TAX_CATEGORIES } from '../../../data/corpus/catalogue.js';

const cents = (n: number | null): number => Math.round((n ?? 0) * 100);

function checkArithmetic(t: Pick<typeof import('tap').t, 'equal' | 'ok'>, d: DocumentTruth, where: string): void {
  const f = d.fields;
  const lines = f.lineItems.reduce((s, l) => s + cents(l.total), 0);
  const taxes = d.taxes.reduce((s, x) => s + cents(x.amount), 0);
  t.equal(cents(f.tax), taxes, `${where}: tax is the sum of the tax lines`);
  const extras = cents(d.shipping) - cents(d.discount);
  if (d.taxIncluded) {
    t.equal(lines + extras, cents(f.subtotal) + cents(f.tax), `${where}: gross lines = subtotal + tax (tax included)`);
  } else {
    t.equal(lines, cents(f.subtotal), `${where}: lines sum to subtotal`);
  }
  t.equal(cents(f.subtotal) + cents(f.tax) + cents(f.tip) + (d.taxIncluded ? 0 : extras), cents(f.total), `${where}: subtotal + tax + tip (+ shipping - discount) = total`);
  for (const l of f.lineItems) {
    if (l.quantity !== null && l.unitPrice !== null) {
      t.ok(Math.abs(l.quantity * l.unitPrice - (l.total ?? 0)) <= 0.0051, `${where}: ${l.description} qty x price = amount`);
    }
    t.ok((COST_CATEGORIES as readonly string[]).includes(l.costCategory), `${where}: category ${l.costCategory}`);
  }
}

t.test('truth arithmetic holds for invoices and receipts across locales', async (t) => {
  const locales = new Set<string>();
  let included = 0;
  let multiRate = 0;
  for (let seed = 200; seed < 260; seed++) {
    const kind = seed % 3 === 0 ? 'receipt' : 'invoice';
    const c = await generateCase(seed, { variant: 'text-pdf', kind, ...(seed % 10 === 1 ? { lineCount: 40 } : {}) });
    for (const d of c.truth.documents) {
      checkArithmetic(t, d, `seed ${seed}`);
      locales.add(d.locale);
      if (d.taxIncluded) included++;
      if (new Set(d.taxes.map((x) => x.rate)).size > 1) multiRate++;
      t.match(d.fields.invoiceDate ?? '', /^\d{4}-\d{2}-\d{2}$/);
      t.match(d.fields.currency, /^(USD|EUR|GBP|CAD|AUD|CHF|MXN)$/);
      if (d.kind === 'receipt') {
        t.ok(d.fields.paymentMethod, `seed ${seed}: receipt has a payment method`);
        t.ok((RECEIPT_TAX_CATEGORIES as readonly string[]).includes(d.receiptTaxCategory!), 'receipt tax category');
        t.equal(d.fields.dueDate, null);
      } else {
        t.equal(d.fields.tip, null, 'invoices have no tip');
        if (d.fields.dueDate) t.ok(d.fields.dueDate >= d.fields.invoiceDate!, 'due after issue');
      }
    }
  }
  t.ok(locales.size >= 7, `varied locales (${[...locales].join(', ')})`);
  t.ok(included > 0, 'some documents include tax in prices');
  t.ok(multiRate > 0, 'some documents have several tax rates');
});

t.test('line items cover all 19 cost categories over a modest sample', async (t) => {
  const seen = new Set<string>();
  for (let seed = 300; seed < 420 && seen.size < COST_CATEGORIES.length; seed++) {
    const c = await generateCase(seed, { variant: 'text-pdf', kind: 'invoice' });
    for (const l of c.truth.documents[0]!.fields.lineItems) seen.add(l.costCategory);
  }
  t.same([...seen].sort(), [...COST_CATEGORIES].sort());
});

t.test('raster boxes sit on drawn text (clean, upright scan)', async (t) => {
  for (const seed of [500, 501]) {
    const c = await generateCase(seed, { variant: 'scan-image', kind: seed % 2 ? 'receipt' : 'invoice', degrade: 'clean', imageFormat: 'png' });
    const page = c.truth.raster![0]!;
    t.equal(page.rotation, 0);
    const img = await loadImage(c.bytes);
    const canvas = createCanvas(img.width, img.height);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(img, 0, 0);
    const data = ctx.getImageData(0, 0, img.width, img.height).data;
    const darkness = (x0: number, y0: number, w: number, h: number): number => {
      let dark = 0;
      let n = 0;
      for (let y = Math.floor(y0); y < Math.min(img.height, y0 + h); y++) {
        for (let x = Math.floor(x0); x < Math.min(img.width, x0 + w); x++) {
          n++;
          if (data[(y * img.width + x) * 4]! < 128) dark++;
        }
      }
      return n ? dark / n : 0;
    };
    let inked = 0;
    for (const line of page.lines) if (darkness(line.box.x, line.box.y, line.box.w, line.box.h) > 0.02) inked++;
    t.ok(inked / page.lines.length > 0.9, `seed ${seed}: ${inked}/${page.lines.length} boxes contain ink`);
    // Control: the same boxes shifted off the page content (below the last line) are blank.
    const lowest = Math.max(...page.lines.map((l) => l.box.y + l.box.h));
    if (img.height - lowest > 40) t.ok(darkness(0, lowest + 5, img.width, 30) < 0.01, 'paper below the text is blank');
  }
});

t.test('rotated scans report their rotation and keep boxes inside the image', async (t) => {
  const rotations = new Set<number>();
  for (let seed = 600; seed < 640 && rotations.size < 4; seed++) {
    const c = await generateCase(seed, { variant: 'scan-image', kind: 'receipt', imageFormat: 'jpeg' });
    const page = c.truth.raster![0]!;
    rotations.add(page.rotation);
    if (page.rotation === 90 || page.rotation === 270) {
      const tall = c.truth.raster![0]!.lines.filter((l) => l.text.length > 8);
      t.ok(tall.every((l) => l.box.h > l.box.w * 0.8 || Math.abs(page.skewDeg) > 20), `seed ${seed}: boxes of a turned page are tall`);
    }
  }
  t.same([...rotations].sort((a, b) => a - b), [0, 90, 180, 270], 'all four orientations occur');
});
