import t from 'tap';

import { openPdf } from '../../../engine/pdf/open.js';
import { rasterizePage } from '../../../engine/pdf/rasterize.js';
import type { RgbaImage } from '../../../engine/types.js';
import { buildPdf, setPageRotation } from './build-pdf.js';

async function rasterizeFirstPage(bytes: Uint8Array, options: { dpi?: number; maxPixels: number }): Promise<RgbaImage> {
  const doc = await openPdf(bytes, { maxPages: 5 });
  try {
    return await rasterizePage(await doc.getPage(1), options);
  } finally {
    await doc.destroy();
  }
}

function pixel(image: RgbaImage, x: number, y: number): number[] {
  const offset = (Math.floor(y) * image.width + Math.floor(x)) * 4;
  return [...image.data.subarray(offset, offset + 4)];
}

// A red block at a known place on a Letter page (612 × 792 pt).
const redBlock = () => buildPdf((doc) => {
  doc.rect(72, 300, 200, 100).fill('#cc0000');
  doc.fillColor('#000000').fontSize(24).text('Invoice', 72, 100, { lineBreak: false });
});

t.test('200 DPI Letter page is 1700 × 2200 RGBA on white, drawn where the PDF says', async (t) => {
  const image = await rasterizeFirstPage(await redBlock(), { dpi: 200, maxPixels: 10_000_000 });
  t.same([image.width, image.height], [1700, 2200]);
  t.equal(image.data.length, 1700 * 2200 * 4);
  const scale = 200 / 72;
  t.same(pixel(image, 172 * scale, 350 * scale), [204, 0, 0, 255], 'inside the red block');
  t.same(pixel(image, 400 * scale, 600 * scale), [255, 255, 255, 255], 'empty paper is opaque white');
  let ink = 0;
  for (let y = Math.floor(100 * scale); y < 124 * scale; y++) {
    for (let x = Math.floor(72 * scale); x < 160 * scale; x++) if (pixel(image, x, y)[0]! < 100) ink++;
  }
  t.ok(ink > 500, `the word is drawn as dark pixels (${ink})`);
});

t.test('the pixel cap scales the page down, keeping its aspect ratio', async (t) => {
  const image = await rasterizeFirstPage(await redBlock(), { dpi: 200, maxPixels: 1_000_000 });
  t.ok(image.width * image.height <= 1_000_000, `${image.width}×${image.height}`);
  t.ok(image.width * image.height > 950_000, 'uses most of the allowance');
  t.ok(Math.abs(image.width / image.height - 612 / 792) < 0.01);
});

t.test('a huge page (200 × 200 in) stays under the cap', async (t) => {
  const image = await rasterizeFirstPage(await buildPdf(() => undefined, { size: [14_400, 14_400] }), {
    dpi: 200,
    maxPixels: 4_000_000,
  });
  t.ok(image.width * image.height <= 4_000_000);
  t.equal(image.width, image.height);
});

t.test('/Rotate 90 is applied: the raster is landscape', async (t) => {
  const image = await rasterizeFirstPage(await buildPdf((doc) => setPageRotation(doc, 90)), { dpi: 100, maxPixels: 10_000_000 });
  t.same([image.width, image.height], [Math.floor(792 * 100 / 72), Math.floor(612 * 100 / 72)]);
});

t.test('bad options are refused', async (t) => {
  await t.rejects(rasterizeFirstPage(await redBlock(), { dpi: 0, maxPixels: 1000 }), RangeError);
});
