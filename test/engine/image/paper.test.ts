import t from 'tap';
import { generateCase, SPLITS } from '../../../data/corpus/index.js';
import { decodeImage } from '../../../engine/image/decode.js';
import { findPaper, straightenPaper } from '../../../engine/image/paper.js';
import { solveHomography, warpPerspective } from '../../../engine/image/perspective.js';
import { resizeImage, toGray } from '../../../engine/image/transform.js';
import type { RgbaImage } from '../../../engine/types.js';
import { INVOICE_LINES, renderPage } from '../ocr/fixture-page.js';
import { pageRect, photograph } from './photo-fixture.js';

const page = renderPage(INVOICE_LINES, 100).image;
// The page seen from below-left: a trapezoid tilted by a few degrees on a 1100x1300 frame.
const corners = [
  { x: 260, y: 170 },
  { x: 880, y: 210 },
  { x: 960, y: 1150 },
  { x: 150, y: 1120 },
] as const;
const photo = photograph(page, corners, 1100, 1300);

/** Mean absolute grey difference, after scaling `b` to `a`'s size. */
function difference(a: RgbaImage, b: RgbaImage): number {
  const ga = toGray(a);
  const gb = toGray(resizeImage(b, a.width, a.height));
  let sum = 0;
  for (let i = 0; i < ga.length; i++) sum += Math.abs(ga[i]! - gb[i]!);
  return sum / ga.length;
}

/**
 * How strongly ink concentrates in some rows: the variance of per-row ink counts over the mean.
 * Level text lines give tall, separated row peaks; tilted ones smear across rows.
 */
function rowSharpness(image: RgbaImage): number {
  const gray = toGray(image);
  const rows = new Float64Array(image.height);
  for (let y = 0; y < image.height; y++) for (let x = 0; x < image.width; x++) if (gray[y * image.width + x]! < 128) rows[y]!++;
  const mean = rows.reduce((a, b) => a + b, 0) / rows.length;
  const variance = rows.reduce((a, b) => a + (b - mean) ** 2, 0) / rows.length;
  return variance / mean;
}

t.test('findPaper locates the corners of a page photographed at an angle', async (t) => {
  const found = findPaper(photo);
  t.ok(found, 'paper found');
  for (let i = 0; i < 4; i++) {
    const p = found!.corners[i]!;
    const error = Math.hypot(p.x - corners[i]!.x, p.y - corners[i]!.y);
    t.ok(error < 15, `corner ${i} within 15 px (off by ${error.toFixed(1)})`);
  }
  t.ok(found!.coverage > 0.4 && found!.coverage < 0.7, `coverage ${found!.coverage.toFixed(2)}`);
});

t.test('straightenPaper turns the trapezoid back into the upright page', async (t) => {
  const { image, paper } = straightenPaper(photo);
  t.ok(paper);
  const straightened = difference(page, image);
  const asShot = difference(page, photo);
  t.ok(straightened < 12, `straightened page matches the original (mean grey difference ${straightened.toFixed(1)})`);
  t.ok(asShot > 3 * straightened, `the photo as shot did not (${asShot.toFixed(1)})`);
  // The same trapezoid on white paper (so the table is not counted as ink) smears the text rows.
  const tilted = rowSharpness(warpPerspective(page, solveHomography(corners, pageRect(page)), 1100, 1300));
  const level = rowSharpness(page);
  t.ok(tilted < 0.5 * level, `tilted text smears across rows (${tilted.toFixed(0)} vs ${level.toFixed(0)})`);
  t.ok(rowSharpness(image) > 0.7 * level, `straightened text lines are level again (${rowSharpness(image).toFixed(0)})`);
  t.ok(Math.max(image.width, image.height) <= 2560);
});

t.test('a coloured header band printed to the top edge stays on the page: the outline grows over it', async (t) => {
  // A utility bill's green band across the top tenth of the page, darker than the paper: the bright
  // region alone ends under it, and straightening to that would cut off the vendor's name.
  const banded = { ...page, data: new Uint8ClampedArray(page.data) };
  const bandRows = Math.round(page.height * 0.1);
  for (let i = 0; i < page.width * bandRows; i++) banded.data.set([21, 128, 61, 255], i * 4);
  const found = findPaper(photograph(banded, corners, 1100, 1300));
  t.ok(found, 'paper found');
  for (let i = 0; i < 4; i++) {
    const p = found!.corners[i]!;
    const error = Math.hypot(p.x - corners[i]!.x, p.y - corners[i]!.y);
    t.ok(error < 15, `corner ${i} within 15 px of the page's own (off by ${error.toFixed(1)})`);
  }
});

t.test('a flat scan or a page running off the frame is left alone', async (t) => {
  t.equal(findPaper(page), null, 'white page filling the frame: no paper outline to trust');
  const cutOff = photograph(page, [
    { x: -80, y: 100 },
    { x: 700, y: 120 },
    { x: 720, y: 1200 },
    { x: -60, y: 1180 },
  ], 900, 1300);
  t.equal(findPaper(cutOff), null, 'the paper leaves the frame on the left');
  const kept = straightenPaper(cutOff);
  t.equal(kept.image, cutOff, 'straightenPaper returns the image untouched');
  t.equal(kept.paper, null);
});

t.test('light fading towards one end does not cut the page where it dims: the header is never cropped', async (t) => {
  // A generated phone-resolution photo (train split) whose top is so dim that Otsu's threshold
  // left only the lower half as a clean bright quadrilateral; it used to be straightened to that
  // half, losing vendor, number and dates. Every printed line must stay inside what is kept.
  const generated = await generateCase(SPLITS.train.firstSeed + 400, { variant: 'scan-image', kind: 'invoice', degrade: 'photo', dpi: 360 });
  const raster = generated.truth.raster![0]!;
  t.match(raster.degradations, ['photo', /^skew/, /^blur/, /^noise/, 'lighting-0.37', 'photo-background', /^jpeg/], 'the case is the dimly lit photo');
  const image = await decodeImage(generated.bytes, { maxPixels: 60_000_000 });
  const paper = findPaper(image);
  const outside = paper ? raster.lines.filter((line) => !insideQuad(paper.corners, { x: line.box.x + line.box.w / 2, y: line.box.y + line.box.h / 2 })) : [];
  t.same(outside.map((line) => line.text), [], 'no printed line falls outside the paper found');
});

/** True when `p` lies inside the convex quadrilateral (corners in order). */
function insideQuad(quad: readonly { x: number; y: number }[], p: { x: number; y: number }): boolean {
  let sign = 0;
  for (let i = 0; i < quad.length; i++) {
    const a = quad[i]!;
    const b = quad[(i + 1) % quad.length]!;
    const cross = Math.sign((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x));
    if (cross === 0) continue;
    if (sign === 0) sign = cross;
    else if (cross !== sign) return false;
  }
  return true;
}

t.test('a long receipt is straightened at its own width, not squeezed to fit 2560 px lengthwise', async (t) => {
  const lines = Array.from({ length: 90 }, (_, i) => ({ text: `${i + 1} x ITEM ${i}   ${(i * 1.25).toFixed(2)}`, x: 12, y: 30 + i * 15, sizePt: 8 }));
  const receipt = renderPage(lines, 200, { width: 164, height: 1400 }).image; // 456 x 3889
  const photo = photograph(receipt, [
    { x: 220, y: 150 },
    { x: 690, y: 170 },
    { x: 700, y: 4060 },
    { x: 200, y: 4040 },
  ], 900, 4200);
  const { image, paper } = straightenPaper(photo);
  t.ok(paper, 'paper found');
  t.ok(image.width >= 450, `straightened width ${image.width} (the paper is 470-500 px across in the photo)`);
  t.ok(image.width * image.height <= 2560 * 2560, 'within the pixel budget');
});
