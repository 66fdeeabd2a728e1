import t from 'tap';
import {
  workingScale,
  applyExifOrientation,
  resizeImage,
  rotateByAngle,
  rotatedBounds,
  rotateQuarterTurns,
  toGray,
} from '../../../engine/image/transform.js';
import type { RgbaImage } from '../../../engine/types.js';

/** 3x2 image whose pixel (x, y) has red = 10 * (y * 3 + x) + 1, so every pixel is unique. */
function numbered(): RgbaImage {
  const data = new Uint8ClampedArray(3 * 2 * 4);
  for (let i = 0; i < 6; i++) data.set([10 * i + 1, 0, 0, 255], i * 4);
  return { width: 3, height: 2, data };
}

function reds(image: RgbaImage): number[][] {
  const rows: number[][] = [];
  for (let y = 0; y < image.height; y++) {
    rows.push(Array.from({ length: image.width }, (_, x) => image.data[(y * image.width + x) * 4]!));
  }
  return rows;
}

t.test('rotateQuarterTurns turns clockwise exactly', async (t) => {
  // Source rows: [1 11 21] / [31 41 51]
  t.same(reds(rotateQuarterTurns(numbered(), 1)), [[31, 1], [41, 11], [51, 21]]);
  t.same(reds(rotateQuarterTurns(numbered(), 2)), [[51, 41, 31], [21, 11, 1]]);
  t.same(reds(rotateQuarterTurns(numbered(), 3)), [[21, 51], [11, 41], [1, 31]]);
  t.same(reds(rotateQuarterTurns(rotateQuarterTurns(numbered(), 1), 3)), reds(numbered()), 'round trip');
});

t.test('applyExifOrientation follows the EXIF table (1 identity, 6 = 90 cw, 5 = transpose)', async (t) => {
  t.same(reds(applyExifOrientation(numbered(), 1)), reds(numbered()));
  t.same(reds(applyExifOrientation(numbered(), 2)), [[21, 11, 1], [51, 41, 31]], 'mirror');
  t.same(reds(applyExifOrientation(numbered(), 6)), [[31, 1], [41, 11], [51, 21]]);
  t.same(reds(applyExifOrientation(numbered(), 5)), [[1, 31], [11, 41], [21, 51]], 'transpose');
  t.same(reds(applyExifOrientation(numbered(), 7)), [[51, 21], [41, 11], [31, 1]], 'transverse');
});

t.test('toGray uses luma weights', async (t) => {
  const image: RgbaImage = { width: 3, height: 1, data: new Uint8ClampedArray([255, 0, 0, 255, 0, 255, 0, 255, 255, 255, 255, 255]) };
  t.same(Array.from(toGray(image)), [76, 150, 255]);
});

t.test('resizeImage scales to the exact size and keeps flat colour', async (t) => {
  const data = new Uint8ClampedArray(100 * 60 * 4);
  for (let i = 0; i < data.length; i += 4) data.set([200, 100, 50, 255], i);
  const small = resizeImage({ width: 100, height: 60, data }, 33, 20);
  t.equal(small.width, 33);
  t.equal(small.height, 20);
  t.same(Array.from(small.data.subarray(40, 44)), [200, 100, 50, 255]);
});

t.test('rotateByAngle grows the canvas to hold the turned image and fills corners white', async (t) => {
  const data = new Uint8ClampedArray(200 * 100 * 4);
  for (let i = 0; i < data.length; i += 4) data.set([0, 0, 0, 255], i);
  const turned = rotateByAngle({ width: 200, height: 100, data }, 30);
  t.same({ width: turned.width, height: turned.height }, rotatedBounds(200, 100, 30));
  t.equal(turned.width, Math.ceil(200 * Math.cos(Math.PI / 6) + 100 * 0.5));
  t.same(Array.from(turned.data.subarray(0, 4)), [255, 255, 255, 255], 'corner is paper');
  const centre = ((turned.height >> 1) * turned.width + (turned.width >> 1)) * 4;
  t.ok(turned.data[centre]! < 20, 'centre is still ink');
  t.same(rotatedBounds(1240, 1754, 90), { width: 1754, height: 1240 }, 'quarter turns stay exact');
});

t.test('workingScale: pages up to 1:2 go by their long side; a long receipt keeps half of maxSide across, within its pixel budget', async (t) => {
  t.equal(workingScale(1240, 1754, 1280, 2.5), 1280 / 1754, 'A4 page');
  t.equal(workingScale(1400, 2800, 1280, 2.5), 1280 / 2800, '1:2');
  t.equal(workingScale(300, 200, 1280, 2.5), 1, 'never upscales');
  t.equal(workingScale(1000, 8000, 1280, 2.5), 0.64, '1:8 keeps 640 px across');
  t.equal(workingScale(1000, 20000, 1280, 2.5), Math.sqrt((2.5 * 1280 * 1280) / (1000 * 20000)), 'a very long strip stops at the budget');
});
