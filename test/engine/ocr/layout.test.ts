import t from 'tap';
import { layoutPage, readingOrder } from '../../../engine/ocr/layout.js';
import type { RecognizedLine } from '../../../engine/ocr/recognize.js';
import type { TextLine } from '../../../engine/types.js';

function line(text: string, x: number, y: number, w: number, h: number): TextLine {
  return { text, box: { x, y, w, h }, words: [], confidence: 1 };
}

t.test('readingOrder groups vertically overlapping boxes into rows, each left to right', async (t) => {
  const ordered = readingOrder([
    line('Amount', 400, 103, 80, 20),
    line('Total', 50, 100, 60, 22),
    line('Header', 50, 20, 200, 30),
    line('Footer', 50, 300, 100, 20),
    line('Label', 200, 98, 60, 20),
  ]);
  t.same(ordered.map((l) => l.text), ['Header', 'Total', 'Label', 'Amount', 'Footer']);
});

t.test('readingOrder keeps close but separate rows apart', async (t) => {
  const ordered = readingOrder([line('second', 10, 121, 100, 20), line('first', 200, 100, 100, 20)]);
  t.same(ordered.map((l) => l.text), ['first', 'second'], '1 px of overlap is not a shared row');
});

function recognized(text: string, confidence = 0.9): RecognizedLine {
  const chars = Array.from(text, (c, i) => ({ text: c, confidence, position: (i + 0.5) / text.length }));
  return { text, confidence, chars };
}

t.test('layoutPage maps quads into the upright frame and builds words from char positions', async (t) => {
  // Source image 100 x 200 whose text runs down the page (turned 90 degrees clockwise).
  const quad = { topLeft: { x: 80, y: 20 }, topRight: { x: 80, y: 120 }, bottomRight: { x: 60, y: 120 }, bottomLeft: { x: 60, y: 20 } };
  const page = layoutPage({ pageIndex: 2, width: 100, height: 200, readingAngle: 90, quads: [quad], lines: [recognized('ab cd')] });
  t.same({ width: page.width, height: page.height }, { width: 200, height: 100 });
  const [only] = page.lines;
  t.equal(only!.text, 'ab cd');
  t.same(only!.box, { x: 20, y: 20, w: 100, h: 20 }, 'level box in the upright frame');
  t.same(only!.words.map((w) => w.text), ['ab', 'cd']);
  t.same(only!.words.map((w) => [w.box.x, w.box.x + w.box.w]), [[20, 60], [80, 120]], 'words split at the space');
});

t.test('layoutPage drops low-confidence and empty lines', async (t) => {
  const quad = { topLeft: { x: 0, y: 0 }, topRight: { x: 50, y: 0 }, bottomRight: { x: 50, y: 10 }, bottomLeft: { x: 0, y: 10 } };
  const page = layoutPage({
    pageIndex: 0,
    width: 100,
    height: 100,
    readingAngle: 0,
    quads: [quad, quad, quad],
    lines: [recognized('noise', 0.1), { text: '', confidence: 0, chars: [] }, recognized('kept')],
  });
  t.same(page.lines.map((l) => l.text), ['kept']);
});
