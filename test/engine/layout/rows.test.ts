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
