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

/** A straight quad from (x0, y0) to (x1, y1), h high. */
function quadAlong(x0: number, y0: number, x1: number, y1: number, h: number) {
  return { topLeft: { x: x0, y: y0 }, topRight: { x: x1, y: y1 }, bottomRight: { x: x1, y: y1 + h }, bottomLeft: { x: x0, y: y0 + h } };
}

interface CurledSlip {
  /** Rise of the arc at x. */
  arc: (x: number) => number;
  /** Line pitch and box height, px. */
  pitch: number;
  height: number;
  /** Each line's label span (cycled) and the amount column's span. */
  labels: [number, number][];
  amount: [number, number];
}

/** Eight lines of a curled slip, each box read straight along the arc's chord over its own extent. */
function curledSlip(slip: CurledSlip) {
  const quads = [];
  const lines = [];
  for (let k = 0; k < 8; k++) {
    const base = 100 + slip.pitch * k;
    for (const [x0, x1] of [slip.labels[k % slip.labels.length]!, slip.amount]) quads.push(quadAlong(x0, base - slip.arc(x0), x1, base - slip.arc(x1), slip.height));
    lines.push(recognized(`ITEM NUMBER ${k}`), recognized(`${k},99`));
  }
  return { quads, lines };
}

/** Each line's label and amount, levelled, sit within maxGap px of each other. */
function pairedRows(t: Pick<typeof import('tap').t, 'ok'>, page: ReturnType<typeof layoutPage>, maxGap: number, pitch: number): void {
  for (let k = 0; k < 8; k++) {
    const label = page.lines.find((l) => l.text === `ITEM NUMBER ${k}`)!;
    const amount = page.lines.find((l) => l.text === `${k},99`)!;
    const gap = Math.abs(label.box.y + label.box.h / 2 - (amount.box.y + amount.box.h / 2));
    t.ok(gap < maxGap, `line ${k}: label and amount ${gap.toFixed(1)} px apart (a line is ${pitch})`);
  }
}

t.test('a curled receipt: lines bent into arcs are levelled, so each amount stays on its label\'s row', async (t) => {
  // A 600 px wide slip whose lines rise by up to 40 px in the middle (arc = 40 sin(pi x / 600)),
  // 36 px apart: a label from x 40 to 330 and an amount from 500 to 580 on each of 8 lines. Read
  // as they are, each amount's centre sits 12 px below its label's.
  const { quads, lines } = curledSlip({ arc: (x) => 40 * Math.sin((Math.PI * x) / 600), pitch: 36, height: 20, labels: [[40, 330]], amount: [500, 580] });
  // Within a sixth of a line: the parabola followed out to the text's edges departs a little from
  // the sine arc there.
  pairedRows(t, layoutPage({ pageIndex: 0, width: 600, height: 500, readingAngle: 0, quads, lines }), 6, 36);
  const flat = layoutPage({ pageIndex: 0, width: 600, height: 500, readingAngle: 0, quads: quads.map((q) => quadAlong(q.topLeft.x, 100, q.topRight.x, 100, 20)), lines });
  t.same(new Set(flat.lines.map((l) => l.box.y)), new Set([100]), 'level lines stay where they are');
  const tilted = layoutPage({ pageIndex: 0, width: 600, height: 500, readingAngle: 0, quads: quads.map((q, i) => quadAlong(q.topLeft.x, 100 + 36 * Math.floor(i / 2) + 0.05 * q.topLeft.x, q.topRight.x, 100 + 36 * Math.floor(i / 2) + 0.05 * q.topRight.x, 20)), lines });
  t.equal(tilted.lines.find((l) => l.text === '0,99')!.box.y, Math.round(100 + 0.05 * 500), 'a straight tilt is no bend: boxes as read');
});

t.test('a curled receipt whose long lines all sit left of the middle: the arc is followed out to the amounts', async (t) => {
  // A slip 600 px wide bulging 25 px, lines 30 px apart: labels from x 40 to 260 or 120 to 340,
  // amounts from 540 to 580 (too short to show a slope). The long lines' centres span only 80 px,
  // over which the arc barely bends; over the text's width it drops the amounts most of a line.
  const { quads, lines } = curledSlip({ arc: (x) => 25 * Math.sin((Math.PI * x) / 600), pitch: 30, height: 18, labels: [[40, 260], [120, 340]], amount: [540, 580] });
  pairedRows(t, layoutPage({ pageIndex: 0, width: 600, height: 500, readingAngle: 0, quads, lines }), 6, 30);
});
