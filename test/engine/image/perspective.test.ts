import t from 'tap';
import { applyHomography, solveHomography, straightenQuadrilateral, warpPerspective, type Quadrilateral } from '../../../engine/image/perspective.js';
import type { RgbaImage } from '../../../engine/types.js';

const square: Quadrilateral = [
  { x: 0, y: 0 },
  { x: 100, y: 0 },
  { x: 100, y: 100 },
  { x: 0, y: 100 },
];
const trapezoid: Quadrilateral = [
  { x: 20, y: 10 },
  { x: 80, y: 15 },
  { x: 95, y: 90 },
  { x: 5, y: 85 },
];

t.test('solveHomography maps each corner onto its partner', async (t) => {
  const h = solveHomography(square, trapezoid);
  for (let i = 0; i < 4; i++) {
    const p = applyHomography(h, square[i]!);
    t.ok(Math.abs(p.x - trapezoid[i]!.x) < 1e-6 && Math.abs(p.y - trapezoid[i]!.y) < 1e-6, `corner ${i}`);
  }
  // The inverse direction undoes it for an inner point.
  const back = solveHomography(trapezoid, square);
  const q = applyHomography(back, applyHomography(h, { x: 37, y: 61 }));
  t.ok(Math.abs(q.x - 37) < 1e-6 && Math.abs(q.y - 61) < 1e-6);
});

t.test('solveHomography refuses degenerate corners', async (t) => {
  const line: Quadrilateral = [
    { x: 0, y: 0 },
    { x: 1, y: 1 },
    { x: 2, y: 2 },
    { x: 3, y: 3 },
  ];
  t.throws(() => solveHomography(square, line), RangeError);
});

t.test('straightenQuadrilateral undoes warpPerspective', async (t) => {
  // A 100x100 checkerboard (10 px cells) photographed as the trapezoid on a 110x100 frame.
  const data = new Uint8ClampedArray(100 * 100 * 4);
  for (let y = 0; y < 100; y++) {
    for (let x = 0; x < 100; x++) {
      const v = ((x / 10) ^ (y / 10)) & 1 ? 255 : 0;
      data.set([v, v, v, 255], (y * 100 + x) * 4);
    }
  }
  const board: RgbaImage = { width: 100, height: 100, data };
  const photo = warpPerspective(board, solveHomography(trapezoid, square), 110, 100);
  t.equal(photo.data[(2 * 110 + 2) * 4], 255, 'outside the quadrilateral is white paper');
  const back = straightenQuadrilateral(photo, trapezoid, 100, 100);
  let wrong = 0;
  for (let i = 0; i < 100 * 100; i++) if (Math.abs(back.data[i * 4]! - data[i * 4]!) > 128) wrong++;
  // Only the cells' edges may blur across the threshold after two resamplings.
  t.ok(wrong < 0.05 * 100 * 100, `${wrong} pixels flipped`);
  t.throws(() => warpPerspective(board, solveHomography(square, square), 0, 10), RangeError);
});
