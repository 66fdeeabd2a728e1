import t from 'tap';
import { createCanvas } from '@napi-rs/canvas';
import { decodeImage } from '../../../engine/image/decode.js';
import type { RgbaImage } from '../../../engine/types.js';
import { encode, pngClaiming, simpleWebp, withExifOrientation } from './encoded-fixtures.js';

const MAX_PIXELS = 40_000_000;

function pixel(image: RgbaImage, x: number, y: number): number[] {
  const i = (y * image.width + x) * 4;
  return Array.from(image.data.subarray(i, i + 4));
}

function isRed(p: number[]): boolean {
  return p[0]! > 200 && p[1]! < 60 && p[2]! < 60;
}

t.test('decodes PNG, JPEG and WEBP to upright RGBA with the drawn content', async (t) => {
  for (const format of ['png', 'jpeg', 'webp'] as const) {
    const image = await decodeImage(encode(80, 40, format), { maxPixels: MAX_PIXELS });
    t.equal(image.width, 80, `${format} width`);
    t.equal(image.height, 40, `${format} height`);
    t.equal(image.data.length, 80 * 40 * 4);
    t.ok(isRed(pixel(image, 2, 2)), `${format}: red marker top-left`);
    t.ok(pixel(image, 70, 35).slice(0, 3).every((c) => c > 230), `${format}: white elsewhere`);
  }
  const lossless = simpleWebp(encode(80, 40, 'webp', 100), 'VP8L')!;
  const image = await decodeImage(lossless, { maxPixels: MAX_PIXELS });
  t.same(pixel(image, 2, 2), [255, 0, 0, 255], 'simple lossless WEBP decodes exactly');
});

t.test('honours JPEG EXIF orientation 6 (stored sideways, shown turned 90 degrees clockwise)', async (t) => {
  const image = await decodeImage(withExifOrientation(encode(80, 40, 'jpeg', 95), 6), { maxPixels: MAX_PIXELS });
  t.equal(image.width, 40);
  t.equal(image.height, 80);
  // The top-left marker of the stored image ends up top-right once turned clockwise.
  t.ok(isRed(pixel(image, 37, 2)), 'marker moved to the top-right corner');
  t.notOk(isRed(pixel(image, 2, 2)), 'top-left is paper');
});

t.test('image bomb: a small PNG claiming 60000x60000 is refused before decoding', async (t) => {
  const bomb = pngClaiming(60000, 60000);
  t.ok(bomb.length < 1000, 'the file itself is tiny');
  const before = process.memoryUsage().rss;
  await t.rejects(decodeImage(bomb, { maxPixels: MAX_PIXELS }), { name: 'EngineError', code: 'image_too_large' });
  t.ok(process.memoryUsage().rss - before < 100 * 1024 * 1024, 'nothing near 14 GB was allocated');
});

t.test('the pixel limit is inclusive and applies to width x height', async (t) => {
  const png = encode(100, 50, 'png');
  t.equal((await decodeImage(png, { maxPixels: 5000 })).width, 100, 'exactly at the limit decodes');
  await t.rejects(decodeImage(png, { maxPixels: 4999 }), { code: 'image_too_large' });
  await t.rejects(decodeImage(encode(100, 50, 'jpeg'), { maxPixels: 4999 }), { code: 'image_too_large' });
  await t.rejects(decodeImage(encode(100, 50, 'webp'), { maxPixels: 4999 }), { code: 'image_too_large' });
});

t.test('hostile: every truncation of PNG, JPEG and WEBP is refused or decoded, never crashes', async (t) => {
  // Skia (0.1.x) segfaults on several of these cut points; decode.ts must never hand them over.
  // A crash here kills the test process, which tap reports as a failure of this file.
  for (const format of ['png', 'jpeg', 'webp'] as const) {
    const whole = encode(64, 48, format);
    let refused = 0;
    for (let cut = 0; cut < whole.length; cut += format === 'png' ? 1 : 7) {
      try {
        const image = await decodeImage(whole.subarray(0, cut), { maxPixels: MAX_PIXELS });
        t.equal(image.width * image.height * 4, image.data.length, `${format} cut at ${cut} decoded consistently`);
      } catch (err) {
        t.match(err, { name: 'EngineError', code: 'unsupported_file_type' }, `${format} cut at ${cut}`);
        refused++;
      }
    }
    t.ok(refused > 0, `${format}: truncations are refused`);
  }
});

t.test('hostile: a JPEG cut short with an EOI marker appended is refused, not a crash', async (t) => {
  const jpeg = encode(64, 64, 'jpeg');
  for (const cut of [120, 300, 400, 600]) {
    const forged = Buffer.concat([jpeg.subarray(0, cut), Buffer.from([0xff, 0xd9])]);
    try {
      const image = await decodeImage(forged, { maxPixels: MAX_PIXELS });
      t.equal(image.width, 64, `cut ${cut}: decoded what was there`);
    } catch (err) {
      t.match(err, { code: 'unsupported_file_type' }, `cut ${cut}: refused`);
    }
  }
});

t.test('a transparent PNG is composited onto white paper, not black', async (t) => {
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(10, 10);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#000000';
  ctx.fillRect(0, 0, 5, 10);
  const image = await decodeImage(canvas.encodeSync('png'), { maxPixels: MAX_PIXELS });
  t.same(pixel(image, 8, 5), [255, 255, 255, 255], 'transparent half is white');
  t.same(pixel(image, 1, 5), [0, 0, 0, 255], 'ink stays ink');
});

t.test('refuses PDFs, garbage and images whose body is corrupt', async (t) => {
  const unsupported = { name: 'EngineError', code: 'unsupported_file_type' };
  await t.rejects(decodeImage(Buffer.from('%PDF-1.7\n%%EOF\n'), { maxPixels: MAX_PIXELS }), unsupported, 'pdf');
  await t.rejects(decodeImage(Buffer.from('just some text'), { maxPixels: MAX_PIXELS }), unsupported, 'text');
  const png = encode(64, 64, 'png');
  const truncated = png.subarray(0, 40);
  await t.rejects(decodeImage(truncated, { maxPixels: MAX_PIXELS }), unsupported, 'png with header but no data');
  const jpeg = Buffer.from(encode(64, 64, 'jpeg'));
  await t.rejects(decodeImage(jpeg.subarray(0, 30), { maxPixels: MAX_PIXELS }), unsupported, 'jpeg cut before SOF');
});

t.test('hostile: bytes corrupted inside the compressed data are refused or decoded, never crash', async (t) => {
  // Skia (@napi-rs/canvas 0.1.x) segfaulted on files like these; the decoder must not.
  const canvas = createCanvas(240, 160);
  const g = canvas.getContext('2d');
  g.fillStyle = '#fff';
  g.fillRect(0, 0, 240, 160);
  g.fillStyle = '#000';
  g.font = '20px sans-serif';
  g.fillText('TOTAL 12.50', 20, 80);
  let state = 12345;
  const random = () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  for (const format of ['webp', 'png', 'jpeg'] as const) {
    const clean = Buffer.from(await canvas.encode(format as 'png'));
    let outcomes = 0;
    for (let i = 0; i < 60; i++) {
      const bytes = Buffer.from(clean);
      for (let k = 0; k < 12; k++) bytes[40 + Math.floor(random() * (bytes.length - 40))] = Math.floor(random() * 256);
      await decodeImage(bytes, { maxPixels: 10_000_000 }).then(
        (img) => t.equal(img.data.length, img.width * img.height * 4),
        (err: { code?: string }) => t.equal(err.code, 'unsupported_file_type'),
      );
      outcomes++;
    }
    t.equal(outcomes, 60, `${format}: every corrupted file answered`);
  }
});
