// The curl measure and flattening (engine/ocr/dewarp.ts) on detected boxes laid along known lines:
// arcs are measured and flattened, a flat page (even a skewed one) and a page with too few long
// boxes are left alone.
import t from 'tap';
import type { DetectedRegion } from '../../../engine/ocr/detect.js';
import { flattenCurledPage, measurePageBend } from '../../../engine/ocr/dewarp.js';
import type { RgbaImage } from '../../../engine/types.js';

const WIDTH = 800;
const HEIGHT = 1200;
const LINE = 20;

/** A box from (x1, y1) to (x2, y2) along its line, LINE pixels high. */
function box(x1: number, y1: number, x2: number, y2: number): DetectedRegion {
  const u = { x: (x2 - x1) / 2, y: (y2 - y1) / 2 };
  const len = Math.hypot(u.x, u.y);
  return { rect: { center: { x: (x1 + x2) / 2, y: (y1 + y2) / 2 }, u, v: { x: (-u.y / len) * (LINE / 2), y: (u.x / len) * (LINE / 2) } }, score: 0.9 };
}

/** Lines every 60 pixels, each as a left box and a right box, at heights y0 + line(x). */
function page(line: (x: number) => number, lines = 16): DetectedRegion[] {
  const regions: DetectedRegion[] = [];
  for (let k = 0; k < lines; k++) {
    const y0 = 150 + 60 * k;
    for (const [x1, x2] of [[60, 330], [420, 740]] as const) regions.push(box(x1, y0 + line(x1), x2, y0 + line(x2)));
  }
  return regions;
}

const blank: RgbaImage = { width: WIDTH, height: HEIGHT, data: new Uint8ClampedArray(WIDTH * HEIGHT * 4).fill(255) };
const arc = (bulge: number) => (x: number) => -bulge * Math.sin((Math.PI * x) / WIDTH);

t.test('lines curled into arcs are measured and the page is flattened', async (t) => {
  const bend = measurePageBend(page(arc(30)), WIDTH, HEIGHT);
  t.ok(bend, 'a bend is measured');
  // Over the boxes' span (60..740) the arc rises 30 * (1 - sin(60 pi / 800)) = 23 pixels.
  t.ok(bend!.range > 17 && bend!.range < 30, `range ${bend!.range.toFixed(1)}`);
  t.ok(bend!.bendMisfit < bend!.tiltMisfit / 4, `the bend explains the boxes (${bend!.bendMisfit.toFixed(2)} vs ${bend!.tiltMisfit.toFixed(2)})`);
  const flat = flattenCurledPage(blank, page(arc(30)));
  t.ok(flat, 'flattened');
  t.ok(flat!.image.height > HEIGHT && flat!.image.height < HEIGHT + 60, `taller by the bend: ${flat!.image.height}`);
  t.equal(flat!.image.width, WIDTH);
});

t.test('a flat page is left alone, skewed or not', async (t) => {
  t.equal(flattenCurledPage(blank, page(() => 0)), null, 'straight lines');
  t.equal(flattenCurledPage(blank, page((x) => x * Math.tan((3 * Math.PI) / 180))), null, 'lines skewed by 3 degrees');
  // A bend of a few pixels over the page is less than half a line: not worth redrawing the page.
  t.equal(flattenCurledPage(blank, page(arc(6))), null, 'a slight bow');
});

t.test('too few long boxes say nothing of a curl', async (t) => {
  t.equal(measurePageBend(page(arc(30), 3), WIDTH, HEIGHT), null);
  t.equal(flattenCurledPage(blank, page(arc(30), 3)), null);
});
