import t from 'tap';
import { blankColumns, REC_HEIGHT, stripWidth, writeStrip } from '../../../engine/ocr/strip.js';
import type { RgbaImage } from '../../../engine/types.js';

/** 100 x 20 white page with a black bar over columns 40..49. */
function barImage(): RgbaImage {
  const data = new Uint8ClampedArray(100 * 20 * 4).fill(255);
  for (let y = 0; y < 20; y++) for (let x = 40; x < 50; x++) data.set([0, 0, 0, 255], (y * 100 + x) * 4);
  return { width: 100, height: 20, data };
}

const whole = { topLeft: { x: 0, y: 0 }, topRight: { x: 100, y: 0 }, bottomRight: { x: 100, y: 20 }, bottomLeft: { x: 0, y: 20 } };

t.test('stripWidth keeps the quad aspect ratio at the band height', async (t) => {
  t.equal(stripWidth(whole, 37), 185);
  t.equal(stripWidth(whole, REC_HEIGHT), 240);
  t.equal(stripWidth(whole, 37, 0.8), 148, 'a width scale squeezes the strip along the line');
});

t.test('writeStrip rectifies into the band, pads margins with paper and leaves batch padding grey', async (t) => {
  const width = stripWidth(whole, 36);
  const batchWidth = width + 20;
  const out = new Float32Array(2 * 3 * REC_HEIGHT * batchWidth);
  writeStrip(barImage(), whole, width, { out, slot: 1, batchWidth }, 36);
  const plane = REC_HEIGHT * batchWidth;
  const at = (c: number, v: number, u: number) => out[3 * plane + c * plane + v * batchWidth + u]!;
  t.equal(at(0, 24, 10), 1, 'paper in the band is +1');
  t.equal(at(2, 24, 80), -1, 'ink (bar at 40..49 -> strip columns 72..89) is -1');
  t.equal(at(1, 2, 80), 1, 'margin rows above the band are paper, even over the bar');
  t.equal(at(0, 24, width + 5), 0, 'batch padding stays 0 (mid-grey)');
  t.equal(out[0], 0, 'slot 0 untouched');
  const blank = blankColumns(out, 1, batchWidth, width, 36);
  t.equal(blank[60], 1);
  t.equal(blank[80], 0);
  t.equal(Array.from(blank).filter((b) => b === 0).length, 18, 'exactly the bar columns hold ink');
});
