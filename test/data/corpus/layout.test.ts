// Layout invariants: text runs never collide and never leave the paper. A collision would make
// the raster truth (and the PDF's reading order) disagree with what a reader sees.

import t from 'tap';
import { layoutInvoice } from '../../../data/corpus/layout-invoice.js';
import { layoutReceipt } from '../../../data/corpus/layout-receipt.js';
import type { LaidOutDocument } from '../../../data/corpus/layout.js';
import { runLeft, runWidth, wrapText } from '../../../data/corpus/layout.js';
import { fontFace } from '../../../data/corpus/fonts.js';
import { Rng, deriveSeed } from '../../../data/corpus/rng.js';
import { buildSpec } from '../../../data/corpus/spec.js';

function collisions(laid: LaidOutDocument): string[] {
  const problems: string[] = [];
  laid.pages.forEach((page, p) => {
    const boxes = page.runs.map((r) => {
      const w = runWidth(laid.font, r);
      const x0 = runLeft(r, w);
      return { r, x0, x1: x0 + w, y0: r.y, y1: r.y + r.size };
    });
    for (const b of boxes) {
      if (b.x0 < -0.5 || b.x1 > page.width + 0.5 || b.y0 < 0 || b.y1 > page.height) problems.push(`page ${p + 1}: "${b.r.text}" leaves the paper`);
    }
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.x0 < b.x1 - 0.5 && b.x0 < a.x1 - 0.5 && a.y0 < b.y1 - 0.5 && b.y0 < a.y1 - 0.5) problems.push(`page ${p + 1}: "${a.r.text}" overlaps "${b.r.text}"`);
      }
    }
  });
  return problems;
}

t.test('invoice and receipt layouts keep every run apart and on the paper', async (t) => {
  let pagesSeen = 0;
  for (let seed = 0; seed < 160; seed++) {
    const kind = seed % 4 === 0 ? 'receipt' : 'invoice';
    const spec = buildSpec(new Rng(deriveSeed(seed, 'spec')), { kind, ...(seed % 9 === 0 ? { lineCount: 55 } : {}) });
    const rng = new Rng(deriveSeed(seed, 'layout'));
    const laid = kind === 'receipt' ? layoutReceipt(spec, rng) : layoutInvoice(spec, rng);
    pagesSeen += laid.pages.length;
    t.same(collisions(laid), [], `seed ${seed} (${kind}, ${spec.locale})`);
    t.equal(laid.shown.length, spec.lineItems.length, 'one visibility entry per line item');
  }
  t.ok(pagesSeen > 170, 'some invoices span several pages');
});

t.test('maxRowsPerPage forces page breaks with the table header repeated', async (t) => {
  const spec = buildSpec(new Rng(7), { kind: 'invoice', lineCount: 12 });
  const laid = layoutInvoice(spec, new Rng(8), { maxRowsPerPage: 5 });
  t.equal(laid.pages.length, 3);
  const firstHeader = laid.pages[0]!.runs.filter((r) => r.bold).map((r) => r.text);
  for (const page of laid.pages.slice(1)) {
    const bold = page.runs.filter((r) => r.bold).map((r) => r.text);
    t.ok(bold.filter((b) => firstHeader.includes(b)).length >= 3, 'column headers repeat on the next page');
  }
});

t.test('wrapText breaks long descriptions to the column width', async (t) => {
  const face = fontFace('helvetica');
  const lines = wrapText(face, false, 9, 'Waste removal - 4 yd dumpster 3x/wk with recycling and grease pickup', 120);
  t.ok(lines.length >= 3);
  t.equal(lines.join(' '), 'Waste removal - 4 yd dumpster 3x/wk with recycling and grease pickup');
});
