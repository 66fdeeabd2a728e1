import t from 'tap';
import { buildRows } from '../../../engine/layout/rows.js';
import type { PageText } from '../../../engine/types.js';
import { makePage, placedLine } from '../fields/page-fixture.js';

t.test('splits a row into segments at column gaps, not at word spaces', async (t) => {
  const page = makePage([
    { text: 'Invoice Date:', x: 40, y: 100 },
    { text: '12/03/2024', x: 200, y: 100 },
  ]);
  const rows = buildRows(page).rows;
  t.equal(rows.length, 1);
  t.same(rows[0]!.segments.map((s) => s.text), ['Invoice Date:', '12/03/2024']);
});

t.test('puts lines given out of order back in reading order', async (t) => {
  const page = makePage([
    { text: 'second', x: 40, y: 120 },
    { text: 'first', x: 40, y: 100 },
    { text: 'right', x: 300, y: 101 },
  ]);
  t.same(buildRows(page).rows.map((r) => r.text), ['first   right', 'second']);
});

t.test('undoes a small skew so that a row stays one row', async (t) => {
  // 2° skew: the right end of each row sits ~17 px lower than its left end.
  const slope = Math.tan((2 * Math.PI) / 180);
  const lines = [100, 118, 136].flatMap((y) =>
    [40, 200, 400].map((x) => {
      const line = placedLine({ text: `cell ${x}`, x, y: y + slope * x });
      return line;
    }),
  );
  // OCR reports whole skewed lines too: give the skew estimate words on a line.
  const longLines = [100, 118, 136].map((y) => {
    const line = placedLine({ text: 'a b c d e f g h', x: 40, y: y + 400 });
    line.words.forEach((w) => (w.box.y = y + 400 + slope * w.box.x));
    return line;
  });
  const page: PageText = { pageIndex: 0, width: 600, height: 800, source: 'ocr', lines: [...lines, ...longLines] };
  const rows = buildRows(page).rows.filter((r) => r.text.includes('cell'));
  t.equal(rows.length, 3);
  t.same(rows[0]!.segments.map((s) => s.text), ['cell 40', 'cell 200', 'cell 400']);
});

t.test('a lone number sign joins its label across a wide gap; a logo\'s two large letters do not join a small tagline', async (t) => {
  const sign = buildRows(makePage([
    { text: 'N', x: 40, y: 100 },
    { text: 'Factura 2291', x: 62, y: 100 },
  ])).rows;
  t.same(sign.map((r) => r.segments.map((s) => s.text)), [['N Factura 2291']]);
  const logo = buildRows(makePage([
    { text: 'SA', x: 54, y: 50, size: 20 },
    { text: 'Tostado y comercialización de café', x: 106, y: 58, size: 8 },
  ])).rows;
  t.same(logo.flatMap((r) => r.segments.map((s) => s.text)), ['SA', 'Tostado y comercialización de café']);
});

t.test('whole units and cents printed in two columns headed "$" and "c" read as one amount', async (t) => {
  const book = (withUnitsHeading: boolean) =>
    makePage([
      { text: 'PARTICULARS', x: 40, y: 100 },
      ...(withUnitsHeading ? [{ text: '$', x: 355, y: 100 }] : []),
      { text: 'c', x: 380, y: 100 },
      { text: 'Rehang back door', x: 40, y: 120 },
      { text: '192', x: 350, y: 120 },
      { text: '50', x: 378, y: 120 },
      { text: 'Gutter clean', x: 40, y: 140 },
      { text: '60', x: 355, y: 140 },
      { text: 'TOTAL', x: 200, y: 170 },
      { text: '1,252', x: 340, y: 170 },
      { text: '50', x: 378, y: 170 },
    ]);
  for (const headed of [true, false]) {
    const rows = buildRows(book(headed)).rows.map((r) => r.segments.map((s) => s.text));
    t.same(rows.slice(1), [['Rehang back door', '192.50'], ['Gutter clean', '60'], ['TOTAL', '1,252.50']], headed ? 'under "$" and "c"' : 'under "c" alone (a small "$" lost to OCR)');
  }
  // One pair alone is no column: a quantity and a two-digit code may sit side by side.
  const single = makePage([
    { text: 'Item', x: 40, y: 100 },
    { text: 'c', x: 380, y: 100 },
    { text: 'Bolts', x: 40, y: 120 },
    { text: '12', x: 355, y: 120 },
    { text: '50', x: 378, y: 120 },
  ]);
  t.same(buildRows(single).rows[1]!.segments.map((s) => s.text), ['Bolts', '12', '50']);
  // Without a cents heading nothing is joined.
  const plain = makePage([
    { text: 'Item', x: 40, y: 100 },
    { text: 'Qty', x: 330, y: 100 },
    { text: 'Rate', x: 380, y: 100 },
    { text: 'Bolts', x: 40, y: 120 },
    { text: '12', x: 355, y: 120 },
    { text: '50', x: 378, y: 120 },
    { text: 'Nuts', x: 40, y: 140 },
    { text: '10', x: 355, y: 140 },
    { text: '20', x: 378, y: 140 },
  ]);
  t.same(buildRows(plain).rows.slice(1).map((r) => r.segments.map((s) => s.text)), [['Bolts', '12', '50'], ['Nuts', '10', '20']]);
});
