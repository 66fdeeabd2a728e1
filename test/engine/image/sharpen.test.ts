import { createCanvas, loadImage } from '@napi-rs/canvas';
import t from 'tap';
import { generateCase } from '../../../data/corpus/index.js';
import { decodeImage } from '../../../engine/image/decode.js';
import { DEFAULT_SHARPEN, estimateBlur, sharpenIfBlurred, unsharpMask } from '../../../engine/image/sharpen.js';
import type { RgbaImage } from '../../../engine/types.js';

// A clean train-split invoice page from the generator, and the same page out of focus (the
// canvas Gaussian blur the generator's own photo degradation uses).
const clean = await generateCase(4242, { variant: 'scan-image', kind: 'invoice', degrade: 'clean', imageFormat: 'png' });
const sharpPage = await decodeImage(clean.bytes, { maxPixels: 60_000_000 });

async function blurred(bytes: Buffer, sigma: number): Promise<RgbaImage> {
  const img = await loadImage(bytes);
  const canvas = createCanvas(img.width, img.height);
  const ctx = canvas.getContext('2d');
  ctx.filter = `blur(${sigma}px)`;
  ctx.drawImage(img, 0, 0);
  const data = ctx.getImageData(0, 0, img.width, img.height);
  return { width: img.width, height: img.height, data: new Uint8ClampedArray(data.data) };
}

const blurPage = await blurred(clean.bytes, 1.5);

t.test('the blur estimate tells a crisp page from an out-of-focus one', async (t) => {
  const crisp = estimateBlur(sharpPage);
  const soft = estimateBlur(blurPage);
  t.ok(crisp.edges >= 50 && soft.edges >= 50, `enough edges measured (${crisp.edges}, ${soft.edges})`);
  t.ok(crisp.edgeWidth < DEFAULT_SHARPEN.minEdgeWidth, `crisp page edge width ${crisp.edgeWidth.toFixed(2)} px is under the gate`);
  t.ok(soft.edgeWidth >= DEFAULT_SHARPEN.minEdgeWidth, `blurred page edge width ${soft.edgeWidth.toFixed(2)} px is over the gate`);
  t.ok(soft.edgeWidth > crisp.edgeWidth + 1, 'blur widens the edges by more than a pixel');
});

t.test('a blurred page is sharpened: its edges get narrower', async (t) => {
  const result = sharpenIfBlurred(blurPage);
  t.equal(result.sharpened, true);
  t.not(result.image, blurPage, 'a new raster is returned');
  t.equal(result.image.width, blurPage.width);
  t.equal(result.image.height, blurPage.height);
  const after = estimateBlur(result.image);
  t.ok(after.edgeWidth < result.estimate.edgeWidth - 0.3, `edge width ${result.estimate.edgeWidth.toFixed(2)} -> ${after.edgeWidth.toFixed(2)} px`);
});

t.test('a crisp page passes the gate untouched', async (t) => {
  const result = sharpenIfBlurred(sharpPage);
  t.equal(result.sharpened, false);
  t.equal(result.image, sharpPage, 'the very same raster comes back');
});

t.test('a blank page has too few edges to judge and is left alone', async (t) => {
  const blank: RgbaImage = { width: 400, height: 300, data: new Uint8ClampedArray(400 * 300 * 4).fill(255) };
  const result = sharpenIfBlurred(blank);
  t.ok(Number.isNaN(result.estimate.edgeWidth));
  t.equal(result.sharpened, false);
  t.equal(result.image, blank);
});

t.test('unsharp mask keeps flat areas and alpha, and rejects bad settings', async (t) => {
  const flat: RgbaImage = { width: 20, height: 10, data: new Uint8ClampedArray(20 * 10 * 4).fill(128) };
  const out = unsharpMask(flat, 1.5, 1);
  t.same(Array.from(out.data.slice(0, 8)), [128, 128, 128, 128, 128, 128, 128, 128]);
  t.throws(() => unsharpMask(flat, 0, 1), RangeError);
  t.throws(() => unsharpMask(flat, 1, -1), RangeError);
});
